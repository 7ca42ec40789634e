"""Shared set-ups for the card game tests: a game past the opening, put into a chosen phase."""

from __future__ import annotations

from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import NO_CARD, State


def card_id(key: str, numeral: int | None = None) -> int:
    """The id of the first development card with this key (and numeral)."""
    for card in game_data().cards:
        if card.key == key and (numeral is None or card.numeral == numeral):
            return card.id
    raise KeyError(key)


def land_index(key: str) -> int:
    return [land.key for land in game_data().settlement.landscape].index(key)


def started(seed: int = 1) -> State:
    """A game after both opening choices, waiting for the start player's roll."""
    s = RULES.new_game(RULES.options_model(players=2), seed)
    while s.phase == "opening" or s.pending:
        RULES.apply(s, RULES.legal_actions(s)[0])
    return s


def in_action(seed: int = 1) -> State:
    """A game in the start player's action phase with no decision pending and a known hand."""
    s = started(seed)
    s.phase = "action"
    return s


def give_hand(s: State, seat: int, keys: list[str]) -> None:
    """Move the named cards (from wherever they are) into `seat`'s hand, returning its old
    hand to the top of the stacks it came from."""
    p = s.players[seat]
    for c in p.hand:
        s.stacks[game_data().cards[c].half].insert(0, c)
    p.hand = []
    for key in keys:
        c = _take_anywhere(s, key)
        p.hand.append(c)


def lay_out(s: State, seat: int, keys: list[str]) -> None:
    """Put the named buildings straight into `seat`'s settlement."""
    p = s.players[seat]
    for key in keys:
        c = _take_anywhere(s, key)
        p.slots[p.slots.index(NO_CARD)] = c


def _take_anywhere(s: State, key: str) -> int:
    for stack in s.stacks:
        for c in stack:
            if game_data().cards[c].key == key:
                stack.remove(c)
                return c
    for p in s.players:
        for c in p.hand:
            if game_data().cards[c].key == key:
                p.hand.remove(c)
                return c
    raise KeyError(f"no free {key} card")
