"""What a game tells the search bot (`engine.mcts`) besides its rules.

A game's `EVALUATE` gives each seat's chance to win from an unfinished state, and carries the
hints that make a short search strong: which actions are worth searching, a cheap policy (the
game's `normal` bot) that plays the playouts and is tried first, how far playouts run, and how
strongly the search sticks to the policy's choice, and how it plays an action it took from
those (`apply`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from anno_desktop.engine.bots import Bot, Decision
from anno_desktop.engine.rules import Action, Rules


class SearchHints:
    """`EVALUATE` for a game: `hints(state)` is a win chance in [0, 1] per seat."""

    def __init__(
        self,
        rules: Rules,
        value: Callable[[Any], list[float]],
        *,
        policy_bot: Bot,
        actions: Callable[[Any], list[Action]] | None = None,
        playout_depth: int = 60,
        policy_bonus: float = 1.0,
        known_pick: Callable[[Any, list[Action]], Action | None] | None = None,
        apply: Callable[[Any, Action], Any] | None = None,
    ) -> None:
        self.rules = rules
        self.value = value
        self.policy_bot = policy_bot
        self._actions = actions
        self.playout_depth = playout_depth
        self.policy_bonus = policy_bonus
        self._known_pick = known_pick
        # how the search plays an action it took from `actions` or `policy`: a game may skip
        # the legality check there
        self.apply = apply or rules.apply

    def __call__(self, state: Any) -> list[float]:
        return self.value(state)

    def actions(self, state: Any) -> list[Action]:
        """The legal actions worth searching (all of them unless the game narrows them)."""
        return self._actions(state) if self._actions else self.rules.legal_actions(state)

    def policy(self, state: Any, legal: list[Action]) -> Action:
        """The policy bot's choice in a state of the search (already the seat's own sample).

        `known_pick` may answer first with a pick the game worked out while narrowing the
        actions of this very state (the search asks for both, one after the other).
        """
        if self._known_pick is not None:
            known = self._known_pick(state, legal)
            if known is not None:
                return known
        if hasattr(self.policy_bot, "rng"):
            self.policy_bot.rng = state.rng  # its coin flips follow the search's dice
        seat = self.rules.to_act(state)
        return self.policy_bot.choose(Decision.seen(self.rules, state, seat, legal))
