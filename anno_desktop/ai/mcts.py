"""The `hard` level: Monte Carlo tree search over determinized states (SO-IS-MCTS).

Each iteration samples a full state consistent with the bot's view (`Rules.determinize`,
with a fresh RNG so dice are not foreseen), walks one shared tree keyed by actions, and
counts a child only in the iterations where it was legal (availability, as in OpenSpiel's
IS-MCTS). Playouts are cut after `depth` actions and scored by the game's evaluation when it
has one, else played to the end at random.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules

# A game's evaluation of an unfinished state: a value in [0, 1] per seat (its chance to win).
Evaluate = Callable[[Any], list[float]]
PLAYOUT_CAP = 3000


class _Node:
    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the action leading here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 1
        self.total = 0.0


class MctsBot:
    def __init__(
        self,
        rules: Rules,
        seed: int,
        *,
        seconds: float = 1.0,
        iterations: int | None = None,
        depth: int = 60,
        evaluate: Evaluate | None = None,
        exploration: float = 0.7,
    ) -> None:
        self.rules = rules
        self.rng = Rng(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.depth = depth if evaluate is not None else PLAYOUT_CAP
        self.evaluate = evaluate
        self.exploration = exploration
        self.cancelled = False
        self.searching = False
        self.last_iterations = 0

    def cancel(self) -> None:
        """Ask a search (running in another thread) to stop now and answer with what it has."""
        self.cancelled = True

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        view = decision.view
        root = _Node(decision.seat)
        deadline = time.perf_counter() + self.seconds
        n = 0
        self.searching = True
        try:
            while not self.cancelled:
                if self.iterations is not None:
                    if n >= self.iterations:
                        break
                elif n % 8 == 0 and time.perf_counter() >= deadline:
                    break
                self._iterate(root, view)
                n += 1
        finally:
            self.searching = self.cancelled = False
        self.last_iterations = n
        best = max(
            decision.legal,
            key=lambda a: (
                (root.children[a].visits, root.children[a].total)
                if a in root.children
                else (-1, 0.0)
            ),
        )
        return best

    def _iterate(self, root: _Node, view: Any) -> None:
        rules, rng = self.rules, self.rng
        state = rules.determinize(view, rng)
        state.rng = rng.spawn()
        node, path = root, []
        while (seat := rules.to_act(state)) is not None:
            legal = rules.legal_actions(state)
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = rng.choice(untried)
                child = node.children[action] = _Node(seat)
                rules.apply(state, action)
                path.append(child)
                break
            children = [(a, node.children[a]) for a in legal]
            for _, child in children:
                child.available += 1
            action, child = max(children, key=lambda ac: self._ucb(ac[1], rng))
            rules.apply(state, action)
            path.append(child)
            node = child
        rewards = self._playout(state)
        for child in path:
            child.visits += 1
            if rewards is not None:
                child.total += rewards[child.seat]

    def _ucb(self, child: _Node, rng: Rng) -> float:
        if child.visits == 0:
            return math.inf
        mean = child.total / child.visits
        spread = self.exploration * math.sqrt(math.log(child.available) / child.visits)
        return mean + spread + rng.random() * 1e-9

    def _playout(self, state: Any) -> list[float] | None:
        """Rewards per seat after a random playout; None when it did not come to an end."""
        rules, rng = self.rules, self.rng
        steps = 0
        while rules.to_act(state) is not None and steps < self.depth:
            rules.apply(state, rng.choice(rules.legal_actions(state)))
            steps += 1
        result = rules.result(state)
        if result is not None:
            share = 1.0 / len(result.winners) if result.winners else 0.0
            return [share if seat in result.winners else 0.0 for seat in range(len(result.scores))]
        return self.evaluate(state) if self.evaluate is not None else None
