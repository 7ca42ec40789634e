"""What the player may see: everything but the order of the decks, piles and time stack."""

from __future__ import annotations

from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo.state import State


def view(s: State, seat: int | None) -> State:
    """A copy whose hidden orders are replaced by sorted lists (the contents stay countable)."""
    v = s.clone()
    for deck in v.decks.values():
        deck.sort()
    v.ow_pile.sort()
    v.nw_pile.sort()
    v.expedition_pile.sort()
    # On its second pass (Mission 10) the stack's order was seen card by card: it stays known.
    if v.stack_pass == 1:
        v.stack.sort()
    return v


def determinize(v: State, rng: Rng) -> State:
    """A full state consistent with the view: the hidden orders reshuffled."""
    s = v.clone()
    for deck in s.decks.values():
        rng.shuffle(deck)
    rng.shuffle(s.ow_pile)
    rng.shuffle(s.nw_pile)
    rng.shuffle(s.expedition_pile)
    if s.stack_pass == 1:
        rng.shuffle(s.stack)
    s.rng = rng.spawn()
    return s
