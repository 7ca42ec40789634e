"""Which decision is owed now (`pending`) and what it asks, in words (`prompt`)."""

from __future__ import annotations

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.pending import Pending
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.names import lower_first
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
        return _("the game is over")
    kind, args = p.kind, p.args
    if kind == DISCARD:
        return ngettext(
            "a fire: lose {count} goods card", "a fire: lose {count} goods cards", args[0]
        ).format(count=args[0])
    if kind == ANSWER:
        return _("answer {player}'s offer").format(player=f"Player {view.current + 1}")
    if kind == DRAFT:
        return _("keep 2 of the {count} tiles drawn").format(count=len(args))
    if kind == PICK:
        return _("keep 1 of the tiles you bought")
    if kind == PLACE:
        return _("choose where the tile you bought goes")
    if kind == RETURN:
        return _("choose where your ship goes back to")
    if kind == NEUTRAL:
        return _("place the neutral colony on this island")
    if kind == ENCOUNTER:
        card = d.encounters[args[0]]
        if card.kind == "pirate":
            # Translators: {card} is an encounter card's name ("Weak pirate").
            return _("{card}: pay {demand} gold or fight").format(
                card=lower_first(_(card.name)), demand=card.demand
            )
        if card.kind == "trader":
            return _("free trader: sell a good or pass")
        return _("{card}: take what it brings").format(card=lower_first(_(card.name)))
    if kind == ROLL:
        return _("roll the dice")
    if kind == SEA:
        return _("sail or end the turn")
    return _("build, buy, trade; then set sail")
