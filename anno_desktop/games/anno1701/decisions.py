"""Which decision is owed now (`pending`) and what it asks, in words (`prompt`).

The order of the checks is the order of precedence in `rules.legal`: a fire's discards and an
answer to an offer come before the turn's own phase.
"""

from __future__ import annotations

from anno_desktop.engine.pending import Pending
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.names import plural
from anno_desktop.games.anno1701.state import DRAFT, EMPTY, OVER, ROLL, SEA, State


def pending(s: State) -> Pending | None:
    """The decision owed before play goes on, and by whom; None when the game is over."""
    if s.phase == OVER:
        return None
    if s.discards:
        seat, owed = s.discards[0]
        return Pending(seat, "discard", (owed,))
    if s.offer:
        return Pending(s.offer[0], "answer", (s.current, *s.offer))
    if s.phase == DRAFT:
        return Pending(s.draft_seat, "draft", tuple(s.draft_hand))
    if s.pick:
        return Pending(s.current, "pick", tuple(s.pick))
    if s.place != EMPTY:
        return Pending(s.current, "place", (s.place,))
    if s.returns:
        return Pending(s.current, "return", tuple(s.returns))
    if s.neutral_anchors:
        return Pending(s.current, "neutral", tuple(s.neutral_anchors))
    if s.encounter >= 0:
        return Pending(s.current, "encounter", (s.encounter,))
    return Pending(s.current, s.phase)


def prompt(view: State) -> str:
    """What the seat owing the decision decides now, in a few words addressed to them
    (other seats as "Player N"), to follow "your move: " in the header."""
    d = game_data()
    p = pending(view)
    if p is None:
        return "the game is over"
    kind, args = p.kind, p.args
    if kind == "discard":
        return f"a fire: lose {plural(args[0], 'goods card')}"
    if kind == "answer":
        return f"answer Player {args[0] + 1}'s offer"
    if kind == "draft":
        return f"keep 2 of the {len(args)} tiles drawn"
    if kind == "pick":
        return "keep 1 of the tiles you bought"
    if kind == "place":
        return "choose where the tile you bought goes"
    if kind == "return":
        return "choose where your ship goes back to"
    if kind == "neutral":
        return "place the neutral colony on this island"
    if kind == "encounter":
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
