"""The engine contract for Anno 1800 solo (DESIGN.md): random play ends, clones and replays are
exact, the view hides only the deck and stack order, and the bot sees no hidden information."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import BOTS, RULES
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions
from tests.games.anno1800_solo.helpers import act

OPTIONS = [Anno1800SoloOptions(mission=m) for m in range(1, 11)]
OPTIONS.append(Anno1800SoloOptions(mode="normal-solo"))


def _random_game(options, seed, check_views=False):
    s = RULES.new_game(options, seed)
    rng = Rng(seed)
    log = []
    while RULES.to_act(s) is not None:
        legal = RULES.legal_actions(s)
        assert legal
        if check_views:
            v = RULES.view(s, 0)
            assert RULES.legal_actions(v) == legal
            assert state_hash(s.clone()) == state_hash(s)
        a = rng.choice(legal)
        RULES.apply(s, a)
        log.append(a)
        _check_counts(s)
        assert len(log) < 3000
    return s, log


def _check_counts(s):
    """Cubes, workplaces, tokens and gold never go negative or over capacity."""
    assert min(s.home) >= 0 and min(s.exhausted) >= 0
    assert all(0 <= sp.workers <= 2 and sp.tokens >= 0 for sp in s.spaces)
    assert s.gold >= 0 and min(s.temp_trade, s.temp_expl, s.temp_nw) >= 0


@settings(max_examples=11, deadline=None)
@given(st.integers(0, 10), st.integers(0, 10_000))
def test_random_play_ends_and_replays_exactly(which, seed):
    options = OPTIONS[which]
    s, log = _random_game(options, seed)
    assert RULES.result(s) is not None
    again = RULES.new_game(options, seed)
    for a in log:
        RULES.apply(again, a)
    assert state_hash(again) == state_hash(s)


@pytest.mark.parametrize("which", [0, 6, 10])
def test_view_keeps_legal_actions_and_clones_are_equal(which):
    _random_game(OPTIONS[which], 3, check_views=True)


def test_view_hides_deck_and_stack_order_and_determinize_resamples():
    s = RULES.new_game(OPTIONS[10], 5)
    v = RULES.view(s, 0)
    assert v.stack == sorted(s.stack) and v.stack != s.stack
    assert v.decks["FW"] == sorted(s.decks["FW"])
    d = RULES.determinize(v, Rng(1))
    assert sorted(d.stack) == sorted(s.stack) and d.stack != s.stack


def test_illegal_action_leaves_the_state_unchanged():
    s = RULES.new_game(OPTIONS[0], 1)
    before = state_hash(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, act("play", "AEI01"))
    assert state_hash(s) == before


def test_bot_choice_does_not_depend_on_hidden_order():
    s = RULES.new_game(OPTIONS[2], 2)
    t = s.clone()
    t.decks["FW"].reverse()
    t.stack.reverse()
    bot_a, bot_b = BOTS["normal"](RULES, 9), BOTS["normal"](RULES, 9)
    a = bot_a.choose(Decision(RULES, s, 0, RULES.legal_actions(s)))
    b = bot_b.choose(Decision(RULES, t, 0, RULES.legal_actions(t)))
    assert a == b


def test_describe_gives_a_sentence_for_every_legal_action():
    s = RULES.new_game(OPTIONS[4], 1)
    for a in RULES.legal_actions(s):
        assert RULES.describe(s, a)
