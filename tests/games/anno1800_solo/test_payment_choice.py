"""The pay step: the player chooses where each part of a price comes from (issue 15), named after
the solo rulebook's sections on trade and trade limits and quoting them (rules.md, "Paying")."""

from __future__ import annotations

import re

import pytest

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.contract import step_problems
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import BOTS, RULES
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.economy import TIER_INDEX, fresh_tokens, owned_tokens
from anno_desktop.games.anno1800_solo.goals import mission_progress
from anno_desktop.games.anno1800_solo.moves import legal_actions
from anno_desktop.games.anno1800_solo.payment import entered
from anno_desktop.games.anno1800_solo.table import PayPlace, build_table
from tests.games.anno1800_solo.helpers import act, mission, normal, space

ID = re.compile(r"\b(FW|AEI|NW|OW)\d+\b|\bH\d+\b|_(a|w|f)\b|\w+_\w+")


def _step(s, *action):
    """Open the pay step of `action` (it must be offered) and return the step's legal actions."""
    entry = act(A.PAY, *action)
    assert entry in RULES.legal_actions(s), f"no pay step offered for {action}"
    RULES.apply(s, entry)
    assert s.phase == "pay"
    return RULES.legal_actions(s)


def _part(s, resource):
    table = build_table(s, RULES.legal_actions(s), 0)
    parts = [p for p in table.places if isinstance(p, PayPlace) and p.resource == resource]
    assert parts, f"no part for {resource}"
    return parts[0], table


def _choose(s, resource, how, tile=""):
    part, _ = _part(s, resource)
    a = next(c.action for c in part.choices if c.action and c.action.args[1:] == (how, tile))
    RULES.apply(s, a)


# ---------------------------------------------------------------- trade and trade limits


def test_trade_limit_the_preprinted_artisan_route_never_takes_a_mark():
    # "The trade limits of the mission never apply to the pre-printed Artisan resources (red),
    # so you may trade as many of them as you like in addition to the limit."
    s = mission(5)
    s.temp_trade = 6
    s.home[TIER_INDEX["artisan"]] = 0  # nobody to work the printed coal mine: coal is traded
    s.hand.append("FW34")  # schnapps + coal
    _step(s, "play", "FW34")
    part, _ = _part(s, "coal")
    assert (part.how, part.tile) == ("trade", "charcoal_kiln_a"), "the free route is proposed"
    assert "no trade limit" in part.source
    blue = [
        c for c in part.choices if c.action and c.action.args[1:] == ("trade", "charcoal_kiln_w")
    ]
    assert blue and "trade-limit mark" in blue[0].words
    RULES.apply(s, act(A.DONE))
    assert "worker:coal" not in s.marked


def test_trade_limit_the_player_may_take_the_blue_route_and_its_mark():
    # "whenever you trade a resource from a limited category for the first time, you mark it on
    # the board with a matching population cube from the supply"
    s = mission(5)
    s.temp_trade = 6
    s.home[TIER_INDEX["artisan"]] = 0
    s.hand.append("FW34")
    _step(s, "play", "FW34")
    _choose(s, "coal", "trade", "charcoal_kiln_w")
    RULES.apply(s, act(A.DONE))
    assert "worker:coal" in s.marked


def test_trade_limit_no_more_marks_than_the_limit():
    # "you may mark no more different resources in a category than the limit allows"
    s = mission(5)
    s.temp_trade = 6
    s.home[TIER_INDEX["artisan"]] = 0
    s.marked = ["worker:schnapps", "worker:soap", "worker:sausage", "worker:bread"]
    s.hand.append("FW34")
    _step(s, "play", "FW34")
    part, _ = _part(s, "coal")
    routes = {c.action.args[2] for c in part.choices if c.action and c.action.args[1] == "trade"}
    assert "charcoal_kiln_w" not in routes and part.tile == "charcoal_kiln_a"


def test_trade_the_same_resource_only_once_per_turn():
    # "You must have enough trade tiles available, and you may trade the same resource only once
    # per turn."
    s = mission(3)
    s.temp_trade = 6
    s.hand.append("FW10")  # work clothes + goods
    s.traded_this_turn = ["goods"]
    _step(s, "play", "FW10")
    part, _ = _part(s, "goods")
    assert all(c.action is None or c.action.args[1] != "trade" for c in part.choices)


def test_mission_3_fw10_is_paid_with_artisans_instead_of_trade_tiles():
    # Issue 15: at the start of Mission 3 fulfilling FW10 must be able to use the idle artisans.
    s = mission(3)
    s.hand.append("FW10")
    _step(s, "play", "FW10")
    _choose(s, "goods", "trade", "warehouse_a")
    part, table = _part(s, "goods")
    assert part.how == "trade"
    confirm = table.place("pay:confirm")
    assert not confirm.actions and confirm.why_not == "needs 3 trade tokens, 2 ready"
    _choose(s, "goods", "make", "warehouse_a")
    trade, artisans = fresh_tokens(s, "trade"), s.home[TIER_INDEX["artisan"]]
    RULES.apply(s, act(A.DONE))
    assert "FW10" in s.played
    assert fresh_tokens(s, "trade") == trade - 1  # only the work clothes are traded
    assert s.home[TIER_INDEX["artisan"]] == artisans - 1
    assert space(s, "H8").workers == 1  # the artisan works the printed warehouse


# ---------------------------------------------------------------- exploration tiles


def test_mission_7_a_player_keeps_card_tiles_by_choosing_ship_tiles():
    # Mission 7: "Have at least 12 exploration tiles (including unused tiles on population cards
    # you have played)." Ship tiles refill at the festival and still count.
    s = mission(7)
    s.temp_expl = 3
    owned = owned_tokens(s, "expl")
    goal = next(p for p in mission_progress(s) if "exploration" in p.label)
    _step(s, "explore_old")
    tokens, _ = _part(s, "expl")
    assert tokens.source == "all from ships"
    RULES.apply(s, act(A.CARDS, "expl", 1))  # tried: a card tile ...
    tokens, _ = _part(s, "expl")
    assert tokens.source == "all from played cards"
    ships = next(c.action for c in tokens.choices if c.words == "all from ships")
    RULES.apply(s, ships)  # ... and the ship tile chosen again
    RULES.apply(s, act(A.DONE))
    assert s.temp_expl == 3 and owned_tokens(s, "expl") == owned
    after = next(p for p in mission_progress(s) if "exploration" in p.label)
    assert after.current == goal.current == 6, "the goal counts the card tiles kept"


def test_exhausting_tiles_the_player_may_use_card_tiles_first():
    # "May" is the player's: tiles from played cards are lost at the festival anyway.
    s = mission(7)
    s.temp_expl = 3
    ships = fresh_tokens(s, "expl") - s.temp_expl
    _step(s, "explore_old")  # the first island: 1 tile
    RULES.apply(s, act(A.CARDS, "expl", 1))
    RULES.apply(s, act(A.DONE))
    assert s.temp_expl == 2
    assert fresh_tokens(s, "expl") - s.temp_expl == ships  # the ships keep all their tiles


# ---------------------------------------------------------------- the step itself


def _entries(s):
    return [a for a in RULES.legal_actions(s) if a.kind == A.PAY]


@pytest.mark.parametrize("m", [3, 5, 7, 10, None])
def test_confirm_with_the_proposed_sources_is_the_one_step_action(m):
    s = mission(m) if m else normal()
    s.temp_trade, s.temp_expl = 2, 2
    entries = _entries(s)
    assert entries
    for entry in entries:
        one = s.clone()
        one_events = RULES.apply(one, entered(entry))
        two = s.clone()
        RULES.apply(two, entry)
        two_events = RULES.apply(two, act(A.DONE))
        assert state_hash(two) == state_hash(one), entry
        assert [e.text for e in two_events] == [e.text for e in one_events]


def test_cancel_changes_nothing():
    s = mission(5)
    s.temp_trade = 6
    before = state_hash(s)
    for entry in _entries(s):
        RULES.apply(s, entry)
        for a in RULES.legal_actions(s)[:2]:
            if a.kind in (A.SOURCE, A.CARDS):
                RULES.apply(s, a)
        RULES.apply(s, act(A.CANCEL))
        assert state_hash(s) == before, entry


def test_a_pay_step_inside_increase_workforce_goes_back_to_its_step():
    s = mission(3)
    RULES.apply(s, act("hire", "farmer"))
    assert s.phase == "workforce"
    during = state_hash(s)
    entry = next(a for a in _entries(s) if entered(a).kind == "hire")
    RULES.apply(s, entry)
    RULES.apply(s, act(A.CANCEL))
    assert state_hash(s) == during
    one = s.clone()
    RULES.apply(one, entered(entry))
    RULES.apply(s, entry)
    RULES.apply(s, act(A.DONE))
    assert state_hash(s) == state_hash(one) and s.pending.args == (2,)


def test_the_bots_never_see_the_pay_step():
    s = mission(3)
    assert not [a for a in legal_actions(s) if a.kind == A.PAY]
    assert _entries(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, act(A.PAY, "play", "AEI01"))


def test_the_pay_panel_words_show_no_ids_and_offer_only_legal_actions():
    s = mission(10)
    s.temp_trade = 4
    for entry in _entries(s):
        t = s.clone()
        RULES.apply(t, entry)
        legal = RULES.legal_actions(t)
        table = build_table(t, legal, 0)
        assert table.loose_actions(legal) == [], "every pay-step action is on the panel"
        assert table.place("pay:total") and table.place("pay:cancel")
        texts = [table.prompt] + [RULES.describe(t, a) for a in legal]
        for p in table.places:
            if p.key.startswith("pay"):
                texts += [p.label, p.tooltip, p.why_not]
                texts += [w for c in getattr(p, "choices", ()) for w in (c.words, c.why_not)]
        for text in texts:
            assert not ID.search(text), text


def test_random_pay_steps_keep_the_engine_contract():
    """Random play that enters a pay step whenever it can and wanders in it (a fuzz of the
    step): the contract holds at every step, paying the proposed way from the step is the
    one-step action, and games still end."""
    for m, seed in ((3, 1), (5, 2), (10, 3), (None, 4)):
        s = mission(m, seed) if m else normal(seed)
        rng = Rng(seed)
        steps = 0
        while RULES.to_act(s) is not None:
            legal = RULES.legal_actions(s)
            entries = [a for a in legal if a.kind == A.PAY]
            pick = rng.choice(entries if entries and rng.random() < 0.5 else legal)
            assert step_problems(RULES, s, rng, deep=steps % 7 == 0) == []
            if pick.kind == A.PAY:
                one, two = s.clone(), s.clone()
                RULES.apply(one, entered(pick))
                RULES.apply(two, pick)
                RULES.apply(two, act(A.DONE))
                assert state_hash(one) == state_hash(two), pick
            RULES.apply(s, pick)
            steps += 1
            assert steps < 4000
        assert RULES.result(s) is not None


def test_the_hint_inside_a_pay_step_is_one_of_its_choices():
    # The hint (the normal bot) tries each source the cheap way, unpayable ones included.
    s = mission(3)
    s.hand.append("FW10")
    RULES.apply(s, act(A.PAY, "play", "FW10"))
    legal = RULES.legal_actions(s)
    assert BOTS["normal"](RULES, 1).choose(Decision(RULES, s.clone(), 0, legal)) in legal
