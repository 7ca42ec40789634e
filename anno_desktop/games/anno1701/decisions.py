"""Which decision is owed now (`pending`) and what it asks, in words (`prompt`)."""

from __future__ import annotations

from anno_desktop.engine.pending import Pending
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.names import plural
from anno_desktop.games.anno1701.state import (
    ANSWER,
    DISCARD,
    DRAFT,
    ENCOUNTER,
    NEUTRAL,
    OVER,
    PICK,
    PLACE,
    RETURN,
    ROLL,
    SEA,
    State,
)


def pending(s: State) -> Pending | None:
    """The decision owed before play goes on, and by whom; None when the game is over.

    Owed decisions are the state's own (`State.pending`); otherwise the turn's phase is one.
    """
    if s.phase == OVER:
        return None
    if s.pending:
        return s.pending[0]
    if s.phase == DRAFT:
        return Pending(s.draft_seat, DRAFT, tuple(s.draft_hand))
    return Pending(s.current, s.phase)


def prompt(view: State) -> str:
    """What the seat owing the decision decides now, in a few words addressed to them
    (other seats as "Player N"), to follow "your move: " in the header."""
    d = game_data()
    p = pending(view)
    if p is None:
        return "the game is over"
    kind, args = p.kind, p.args
    if kind == DISCARD:
        return f"a fire: lose {plural(args[0], 'goods card')}"
    if kind == ANSWER:
        return f"answer Player {view.current + 1}'s offer"
    if kind == DRAFT:
        return f"keep 2 of the {len(args)} tiles drawn"
    if kind == PICK:
        return "keep 1 of the tiles you bought"
    if kind == PLACE:
        return "choose where the tile you bought goes"
    if kind == RETURN:
        return "choose where your ship goes back to"
    if kind == NEUTRAL:
        return "place the neutral colony on this island"
    if kind == ENCOUNTER:
        card = d.encounters[args[0]]
        if card.kind == "pirate":
            return f"{card.name.lower()}: pay {card.demand} gold or fight"
        if card.kind == "trader":
            return "free trader: sell a good or pass"
        return f"{card.name.lower()}: take what it brings"
    if kind == ROLL:
        return "roll the dice"
    if kind == SEA:
        return "sail or end the turn"
    return "build, buy, trade; then set sail"
