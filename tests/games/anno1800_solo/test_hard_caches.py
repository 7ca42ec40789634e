"""The `hard` bot's caches (plan, score, legal actions) answer exactly what they cache."""

from dataclasses import fields

from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.bot import NormalBot, demand, evaluate, makeable
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.evaluate import goal_boost, order_value, plan_cost, score
from anno_desktop.games.anno1800_solo.hard import HardBot, legal_key
from anno_desktop.games.anno1800_solo.moves import (
    industries_available,
    legal_actions,
    tile_available,
)
from anno_desktop.games.anno1800_solo.plan import (
    KEYED,
    UNREAD,
    actions_needed,
    cards_to_draw,
    plan_key,
    plan_tiles,
    planned,
    space_key,
)
from anno_desktop.games.anno1800_solo.state import Space, State
from tests.games.anno1800_solo.helpers import mission, normal
from tests.games.botplay import play_forward


def _positions() -> list[State]:
    """Positions of a few missions and the normal solo game, with samples of their views."""
    out = []
    for s, seed in [(mission(4, 3), 3), (mission(5, 2), 2), (mission(9, 4), 4), (normal(5), 5)]:
        for actions in (0, 6, 14):
            t = play_forward(RULES, s.clone(), [NormalBot(RULES, seed)], actions)
            view = RULES.view(t, 0)
            out += [t, *(RULES.determinize(view, Rng(seed * 10 + k)) for k in range(2))]
    return out


def test_plan_key_holds_every_field_but_the_hidden_piles_and_the_time_stack():
    # A field added to State or Space is in the key unless named unread on purpose.
    assert set(KEYED) | UNREAD == {f.name for f in fields(State)}
    assert not set(KEYED) & UNREAD
    sp = Space("x", "land", 1, 0, 2, "a", "b", 3, 4)
    assert space_key(sp) == tuple(getattr(sp, f.name) for f in fields(Space))


def test_cached_plan_and_score_equal_a_fresh_computation():
    for s in _positions():
        fresh = planned(s)
        uses = frozenset(fresh.uses)
        over = s.over or s.mode != "campaign"
        draws = 0 if over else fresh.hand_draws()
        total = 0.0 if over else fresh.total()
        assert plan_tiles(s) == uses and actions_needed(s) == total
        assert cards_to_draw(s) == draws
        wanted = demand(s, makeable(s))
        value = evaluate(s, wanted) + goal_boost(s, draws) - plan_cost(s) + order_value(s)
        assert score(s, wanted) == value == score(s, wanted)


def test_a_changed_position_is_planned_anew():
    s = mission(5, 2)
    before = actions_needed(s)
    s.hand.clear()
    assert plan_key(s) != plan_key(mission(5, 2))
    assert actions_needed(s) == planned(s).total() != before


def test_legal_actions_read_the_hidden_piles_only_by_their_size():
    for s in _positions():
        view = RULES.view(s, 0)
        samples = [RULES.determinize(view, Rng(k)) for k in range(3)]
        assert {legal_key(t) for t in samples} == {legal_key(s)}
        assert all(legal_actions(t) == legal_actions(s) for t in samples)


def test_the_search_gets_a_copy_of_the_cached_legal_actions():
    s = mission(4, 3)
    bot = HardBot(RULES, 1, iterations=1)
    first = bot._legal_actions(s)
    first.clear()
    assert bot._legal_actions(s) == legal_actions(s)


def test_industries_available_agree_with_tile_available():
    for s in _positions():
        expected = {t for t in game_data().industries if tile_available(s, t)}
        assert industries_available(s) == expected
