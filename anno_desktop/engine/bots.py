"""The one interface every bot implements, and what a bot is allowed to see."""

from __future__ import annotations

from typing import Any, Protocol

from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules

HIDDEN_RNG_STATE = 0


class Decision:
    """A pending decision as a bot sees it: its seat, the legal actions, and its view.

    The full state is kept private; `view` is the only picture of the game a bot gets, and it
    is computed only when a bot asks (a random bot never needs it).
    """

    __slots__ = ("_rules", "_state", "_view", "legal", "seat")

    def __init__(self, rules: Rules, state: Any, seat: int, legal: list[Action]) -> None:
        self._rules = rules
        self._state = state
        self._view: Any = None
        self.seat = seat
        self.legal = legal

    @classmethod
    def seen(cls, rules: Rules, view: Any, seat: int, legal: list[Action]) -> Decision:
        """A decision on a state that already is all the seat may know (inside a search)."""
        decision = cls(rules, view, seat, legal)
        decision._view = view
        return decision

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def view(self) -> Any:
        """What the seat may see. The RNG is replaced too: its state would foretell dice."""
        if self._view is None:
            self._view = self._rules.view(self._state, self.seat)
            self._view.rng = Rng(HIDDEN_RNG_STATE)
        return self._view


class Bot(Protocol):
    def choose(self, decision: Decision) -> Action: ...


class BotFactory(Protocol):
    def __call__(self, rules: Rules, seed: int) -> Bot: ...
