"""The Pyrphorians' demand (Mission 7; the normal solo game's Pyrphorier order card): "Whenever
you turn over a card from the time stack whose costs show exploration tiles, you must
immediately exhaust that number of tiles."

Which tiles go is the player's choice: ship tiles refill at the city festival and still count as
owned, tiles on played cards are lost (and Mission 7's goal counts both). When both could give
some, the turned card opens `Pending(0, "pyrphorians", (n, from cards))` - from cards -1 for the
proposed number, ships first - where `take` sets how many come from played cards and `done`
exhausts them. The bots confirm the proposal at once (`moves.one_step` leaves only `done`).
"""

from __future__ import annotations

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.economy import fresh_tokens
from anno_desktop.games.anno1800_solo.payment import DEFAULT, card_range, from_cards
from anno_desktop.games.anno1800_solo.state import State

PHASE = "pyrphorians"
KIND = "expl"


def has_choice(s: State, n: int) -> bool:
    """The n tokens can be taken, and in more than one split between ships and played cards."""
    if fresh_tokens(s, KIND) < n:
        return False
    low, high = card_range(s, KIND, n)
    return high > low


def demand(n: int) -> Pending:
    return Pending(0, PHASE, (n, DEFAULT))


def demanded(s: State) -> tuple[int, int]:
    """The tokens demanded, and how many of them come from played cards as chosen now."""
    n, wanted = s.pending.args  # type: ignore[union-attr]
    return int(n), from_cards(s, KIND, int(n), int(wanted))


def demand_with(s: State, k: int) -> Pending:
    n, _ = s.pending.args  # type: ignore[union-attr]
    return Pending(0, PHASE, (n, k))


def demand_actions(s: State) -> list[Action]:
    """Every other split between ships and played cards, then `done` (exhaust as chosen)."""
    n, now = demanded(s)
    low, high = card_range(s, KIND, n)
    return [Action(A.TAKE, (k,)) for k in range(low, high + 1) if k != now] + [Action(A.DONE)]
