"""What every search bot shares: a budget per decision and a cancel from another thread.

The budget is `seconds` of wall time, or, when `iterations` is set, that many iterations
whatever the clock says (the `Budget` a bot level is made with). The window may call
`cancel()` while a search runs on another thread or in the bot process; the search then
answers with what it has. It lives in `engine/` because the games' own hard bots use it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Rules


class BudgetedSearch:
    """Base of the search bots, made like every bot from the rules and a seed (`rng`), plus a
    budget: `spend(iterate)` runs iterations until the budget is used."""

    def __init__(
        self, rules: Rules, seed: int, *, seconds: float = 1.0, iterations: int | None = None
    ) -> None:
        self.rules = rules
        self.rng = Rng(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.cancelled = False
        self.searching = False
        self.last_iterations = 0

    def cancel(self) -> None:
        """Ask a search (running in another thread) to stop now and answer with what it has."""
        self.cancelled = True

    def spend(self, iterate: Callable[[], int | None], *, at_least_one: bool = False) -> int:
        """Call `iterate` until the budget is spent or the search is cancelled; the iterations.

        `iterate` may return how many iterations of the budget it used (a bot that plays all
        its candidates from one sample counts each playout), else it counts one. With
        `at_least_one`, a wall budget already used up still allows one call (a bot that needs
        one sample to answer at all)."""
        deadline = time.perf_counter() + self.seconds
        n = 0
        self.cancelled = False  # a cancel is for a search that runs, not for the next one
        self.searching = True
        try:
            while not self.cancelled:
                if self.iterations is not None:
                    if n >= self.iterations:
                        break
                elif (n or not at_least_one) and time.perf_counter() >= deadline:
                    break
                n += iterate() or 1
        finally:
            self.searching = self.cancelled = False
        self.last_iterations = n
        return n
