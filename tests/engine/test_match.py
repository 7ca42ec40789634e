"""Match: action log, and undo that stops at dice rolls, reveals and other seats' actions."""

import pytest

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import Action
from tests.engine.toygame import ROLL, ToyOptions

HUMANS = [Seat(name="Ann", kind="human"), Seat(name="Ben", kind="human")]


def _match_after_roll(toy, seed):
    """A match where seat 0 rolled at least 2, so it has two steps to take."""
    for s in range(seed, seed + 100):
        m = Match(toy, ToyOptions(), s, HUMANS)
        m.submit(ROLL)
        if m.state.steps_left >= 2:
            return m
    raise AssertionError("no seed rolled 2+")


def test_illegal_action_is_refused_and_state_unchanged(toy):
    m = Match(toy, ToyOptions(), 1, HUMANS)
    before = m.state.clone()
    with pytest.raises(IllegalAction, match="not possible"):
        m.submit(Action("step", (1,)))
    assert m.state == before and m.log == []


def test_undo_takes_back_own_steps_but_not_the_roll(toy):
    m = _match_after_roll(toy, 1)
    assert not m.can_undo()  # the roll is a barrier
    pos = m.state.pos[0]
    m.submit(Action("step", (1,)))
    assert m.can_undo()
    assert m.undo()
    assert m.state.pos[0] == pos and m.log == [ROLL]
    assert not m.undo()


def test_undo_never_crosses_another_seat(toy):
    m = _match_after_roll(toy, 1)
    while m.to_act() == 0:
        m.submit(m.legal_actions()[0])
    assert m.to_act() == 1
    assert not m.can_undo() and not m.undo()


def test_bot_actions_are_not_undoable(toy):
    m = Match(toy, ToyOptions(), 3, [Seat(name="Ann", kind="human"), Seat(name="Bot")])
    m.submit(ROLL)
    while m.to_act() == 0:
        m.submit(m.legal_actions()[0])
    m.submit(ROLL)
    m.submit(m.legal_actions()[0])
    assert not m.can_undo()


def test_seat_count_must_match_options(toy):
    with pytest.raises(ValueError):
        Match(toy, ToyOptions(), 1, HUMANS[:1])
