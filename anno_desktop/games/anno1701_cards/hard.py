"""The `hard` level of the card game: the `normal` bot improved by one step of lookahead.

Only decisions outside the player's own action phase are searched (answers to events, trades
and attacks, the voyage, refills): there the fitted value compares like with like. Plans
that pay off over many turns (building, upgrading, when to sail) stay `normal`'s, because a
value fitted on `normal`'s games did not rank them well (searched, they stalled whole games).

For each action worth searching, the bot plays it and lets `normal` play both seats on to the
next roll of the dice, then scores the position with the fitted win chance (`evaluate.value`).
Every round samples one state consistent with the bot's view (`Rules.determinize`) and plays
all actions from that same sample and the same dice, so actions are compared on equal terms;
the best mean after the budget wins, `normal`'s own choice unless another beats it clearly.
"""

from __future__ import annotations

from anno_desktop.ai.budget import BudgetedSearch
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.games.anno1701_cards.bot import NormalBot
from anno_desktop.games.anno1701_cards.evaluate import search_actions, value
from anno_desktop.games.anno1701_cards.rules import CardGameRules
from anno_desktop.games.anno1701_cards.state import State

# How much better (in win chance) an action must score than `normal`'s choice to replace it:
# a sampled mean is noisy, and `normal`'s choice is a good prior.
MARGIN = 0.01
# A playout that has not reached the next roll after this many actions is scored where it is.
PLAYOUT_CAP = 80


class SearchRules(CardGameRules):
    """The rules as the search plays them: no free trade offers (the search never makes one)."""

    def legal_actions(self, s: State) -> list[Action]:
        if s.winner is None and not s.pending and s.phase == "action":
            return search_actions(s)
        return super().legal_actions(s)


SEARCH_RULES = SearchRules()


def at_roll(s: State) -> bool:
    """The moment before a turn's dice: nobody owes a decision and the roll is next."""
    return s.phase == "roll" and not s.pending


class HardBot(BudgetedSearch):
    """Rollouts of the `normal` policy to the next roll, compared over shared samples (each
    rollout counts as one iteration of the budget)."""

    def __init__(
        self, rules: Rules, seed: int, *, seconds: float = 1.0, iterations: int | None = None
    ) -> None:
        super().__init__(seconds, iterations)
        self.rules = rules
        self.rng = Rng(seed)
        self.policy = NormalBot(SEARCH_RULES, seed)

    def choose(self, decision: Decision) -> Action:
        view: State = decision.view
        legal = decision.legal
        if len(legal) > 1:
            wanted = set(search_actions(view))
            legal = [a for a in legal if a in wanted] or legal
        if len(legal) == 1:
            return legal[0]
        seat = decision.seat
        self.policy.rng = self.rng.spawn()
        favourite = self.policy.choose(Decision.seen(SEARCH_RULES, view, seat, legal))
        self.last_iterations = 0
        if not view.pending and view.phase == "action":
            return favourite
        totals = dict.fromkeys(legal, 0.0)

        def round_of_rollouts() -> int:
            sample = SEARCH_RULES.determinize(view, self.rng)
            dice = self.rng.next64()
            for a in legal:
                totals[a] += self._rollout(sample, a, dice, seat)
            return len(legal)

        rounds = self.spend(round_of_rollouts) // len(legal)
        if rounds == 0:
            return favourite
        best = max(legal, key=lambda a: (totals[a], a == favourite))
        if totals[best] - totals[favourite] > MARGIN * rounds:
            return best
        return favourite

    def _rollout(self, sample: State, action: Action, dice: int, seat: int) -> float:
        """`seat`'s win chance after `action` and `normal`'s play up to the next roll."""
        rules, policy = SEARCH_RULES, self.policy
        s = sample.clone()
        s.rng = Rng(dice)
        policy.rng = s.rng
        rules.apply(s, action)
        steps = 0
        while s.winner is None and not at_roll(s) and steps < PLAYOUT_CAP:
            to_act = rules.to_act(s)
            legal = rules.legal_actions(s)
            rules.apply(s, policy.choose(Decision.seen(rules, s, to_act, legal)))
            steps += 1
        return value(s)[seat]
