"""The `hard` level: Monte Carlo tree search over determinized states (SO-IS-MCTS).

Each iteration samples a full state consistent with the bot's view (`Rules.determinize`,
with a fresh RNG so dice are not foreseen), walks one shared tree keyed by actions, and
counts a child only in the iterations where it was legal (availability, as in OpenSpiel's
IS-MCTS). Playouts are cut after `depth` actions and scored by the game's evaluation when it
has one, else played to the end at random.

A game's evaluation may carry optional hints (see `Evaluate`): `playout_depth`, the depth its
values are meant for; `actions(state)`, the legal actions worth searching (games with
thousands of trade offers search only a few of them); `policy(state, actions)`, a cheap
heuristic that plays the playouts and picks which new child a node tries first; and
`policy_bonus`, how strongly the search sticks to that policy's choice.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.budget import BudgetedSearch
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules

# A game's evaluation of an unfinished state: a value in [0, 1] per seat (its chance to win).
# Optional attributes: `playout_depth: int`, `actions(state) -> list[Action]` (a non-empty
# subset of the legal actions, in their order) and `policy(state, actions) -> Action` (one of
# `actions`, for whoever is to act in `state`), `policy_bonus: float` (see POLICY_BONUS) and
# `apply(state, action)`, how the search plays an action it took from `actions` or `policy`
# (the rules' own `apply` unless given).
Evaluate = Callable[[Any], list[float]]
PLAYOUT_CAP = 3000
DEFAULT_DEPTH = 60
# Progressive bias toward the policy's choice (a value bonus shrinking as 1/visits): with few
# iterations the search plays like its policy and leaves it only on clear evidence.
POLICY_BONUS = 1.0


class _Node:
    __slots__ = ("available", "children", "favourite", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the action leading here
        self.children: dict[Action, _Node] = {}
        self.favourite: Action | None = None  # the policy's choice here, if there is a policy
        self.visits = 0
        self.available = 1
        self.total = 0.0


class MctsBot(BudgetedSearch):
    def __init__(
        self,
        rules: Rules,
        seed: int,
        *,
        seconds: float = 1.0,
        iterations: int | None = None,
        depth: int | None = None,
        evaluate: Evaluate | None = None,
        exploration: float = 0.7,
    ) -> None:
        super().__init__(rules, seed, seconds=seconds, iterations=iterations)
        if evaluate is None:
            depth = PLAYOUT_CAP
        elif depth is None:
            depth = getattr(evaluate, "playout_depth", DEFAULT_DEPTH)
        self.depth = depth
        self.evaluate = evaluate
        self.search_actions: Callable[[Any], list[Action]] | None = getattr(
            evaluate, "actions", None
        )
        self.policy: Callable[[Any, list[Action]], Action] | None = getattr(
            evaluate, "policy", None
        )
        self.policy_bonus: float = getattr(evaluate, "policy_bonus", POLICY_BONUS)
        self.exploration = exploration
        self.apply: Callable[[Any, Action], Any] = getattr(evaluate, "apply", rules.apply)

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) > 1 and self.search_actions is not None:
            wanted = set(self.search_actions(decision.view))
            legal = [a for a in legal if a in wanted] or legal
        if len(legal) == 1:
            return legal[0]
        view = decision.view
        root = _Node(decision.seat)
        self.spend(lambda: self._iterate(root, view))
        # most visits; on a tie (a short search) the policy's favourite, then the best total
        best = max(
            legal,
            key=lambda a: (
                (root.children[a].visits, a == root.favourite, root.children[a].total)
                if a in root.children
                else (-1, False, 0.0)
            ),
        )
        return best

    def _iterate(self, root: _Node, view: Any) -> None:
        rules, rng = self.rules, self.rng
        state = rules.determinize(view, rng)
        state.rng = rng.spawn()
        node, path = root, []
        while (seat := rules.to_act(state)) is not None:
            legal = self._actions(state)
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = self._expand(node, state, legal, untried)
                child = node.children[action] = _Node(seat)
                self.apply(state, action)
                path.append(child)
                break
            children = [(a, node.children[a]) for a in legal]
            for _, child in children:
                child.available += 1
            fav = node.favourite
            action, child = max(
                children, key=lambda ac: self._ucb(ac[1], rng) + self._bonus(ac, fav)
            )
            self.apply(state, action)
            path.append(child)
            node = child
        rewards = self._playout(state)
        for child in path:
            child.visits += 1
            if rewards is not None:
                child.total += rewards[child.seat]

    def _actions(self, state: Any) -> list[Action]:
        if self.search_actions is not None:
            return self.search_actions(state)
        return self.rules.legal_actions(state)

    def _expand(
        self, node: _Node, state: Any, legal: list[Action], untried: list[Action]
    ) -> Action:
        """The policy's choice first (it becomes the node's favourite), then untried actions
        at random."""
        if self.policy is not None and node.favourite is None:
            node.favourite = self.policy(state, legal)
            if node.favourite in untried:
                return node.favourite
        return self.rng.choice(untried)

    def _pick(self, state: Any, actions: list[Action]) -> Action:
        if self.policy is not None:
            return self.policy(state, actions)
        return self.rng.choice(actions)

    def _bonus(self, ac: tuple[Action, _Node], favourite: Action | None) -> float:
        return self.policy_bonus / (ac[1].visits + 1) if ac[0] == favourite else 0.0

    def _ucb(self, child: _Node, rng: Rng) -> float:
        if child.visits == 0:
            return math.inf
        mean = child.total / child.visits
        spread = self.exploration * math.sqrt(math.log(child.available) / child.visits)
        return mean + spread + rng.random() * 1e-9

    def _playout(self, state: Any) -> list[float] | None:
        """Rewards per seat after a playout (the policy's, else random); None when it did not
        come to an end and there is no evaluation."""
        rules = self.rules
        steps = 0
        while rules.to_act(state) is not None and steps < self.depth:
            self.apply(state, self._pick(state, self._actions(state)))
            steps += 1
        result = rules.result(state)
        if result is not None:
            share = 1.0 / len(result.winners) if result.winners else 0.0
            return [share if seat in result.winners else 0.0 for seat in range(len(result.scores))]
        return self.evaluate(state) if self.evaluate is not None else None
