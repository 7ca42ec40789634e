"""Issue 15, "Confirm and undo": "undo goes back to the last revealed card (a turned card that
shows something new is the barrier)" (PLAY.md: "Undo up to the last reveal"). A card turned from
the time stack on its first pass, cards drawn, islands explored and expedition cards taken are
reveals; the steps in between - a pay step opened, a source changed, cancelled, the steps of an
upgrade - are the player's own and are undone one after another. On the second pass ("As soon as
the time stack is used up for the first time, turn it over and use it a second time", Mission 10)
every card was seen in that order on the first, so turning one shows nothing new."""

from __future__ import annotations

from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match, Seat
from anno_desktop.games.anno1800_solo import RULES
from tests.games.anno1800_solo.helpers import act, mission


def _match(number: int, seed: int = 3, state=None) -> Match:
    options = RULES.options_model.model_validate(
        {"players": 1, "mission": number, "mode": "campaign"}
    )
    return Match(RULES, options, seed, [Seat(name="Captain", kind="human")], state=state)


def _own_steps(m: Match) -> int:
    """A pay step opened, one of its sources changed, cancelled; then two upgrade steps."""
    entry = next(a for a in m.legal_actions() if a.kind == "pay")
    m.submit(entry)
    m.submit(next(a for a in m.legal_actions() if a.kind == "source"))
    m.submit(act("cancel"))
    m.submit(act("upgrade", "farmer"))
    m.submit(next(a for a in m.legal_actions() if a.kind == "upgrade"))
    return 5


def test_several_own_actions_are_undone_in_a_row_back_to_the_turned_card_not_past_it():
    m = _match(3)
    events = m.submit(act("festival"))
    assert any(e.kind == "flip" and e.barrier for e in events) and not m.can_undo()
    revealed = state_hash(m.state)
    steps = _own_steps(m)
    undone = 0
    while m.undo():
        undone += 1
    assert undone == steps
    assert state_hash(m.state) == revealed and not m.can_undo()
    assert len(m.log) == 1, "the festival and its turned card stay"


def test_the_next_turned_card_is_a_barrier_again():
    m = _match(3)
    m.submit(act("festival"))
    _own_steps(m)
    events = m.submit(act("done"))  # the upgrade ends: the next card turns
    assert any(e.kind == "flip" and e.barrier for e in events)
    assert not m.can_undo()


def test_on_the_second_pass_a_turned_card_shows_nothing_new():
    s = mission(10)
    s.stack_pass = 2
    m = _match(10, state=s)
    before = state_hash(m.state)
    events = m.submit(act("festival"))
    flip = next(e for e in events if e.kind == "flip")
    assert not flip.barrier and m.can_undo()
    assert m.undo() and state_hash(m.state) == before
    first = _match(10)
    events = first.submit(act("festival"))
    assert next(e for e in events if e.kind == "flip").barrier and not first.can_undo()
