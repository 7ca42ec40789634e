"""The `hard` level of the card game: a policy tuned against `normal`, with lookahead on
its trade voyages.

The policy (`HardPolicy`) is the `normal` bot with weights tuned in games against it, and
with trade offers of its own. Its voyages are searched: for each choice the bot plays it and
lets the policy play both seats on to the next roll of the dice, then scores the position
with the fitted win chance (`evaluate.value`). Every round samples one state consistent with
the bot's view (`Rules.determinize`) and plays all choices from that same sample and the
same dice, so they are compared on equal terms; the best mean after the budget wins, the
policy's own choice unless another beats it clearly.

Only the voyage is searched because that is where lookahead to the next roll measured no
worse than the policy: searching the choice of cards, event answers or the action phase
with this value lost games to `normal` that the policy alone wins (BENCHMARKS.md).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.budget import BudgetedSearch
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.engine.trade import Bundle, bundles, can_pay
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.bot import NormalBot, worth
from anno_desktop.games.anno1701_cards.evaluate import search_actions, value
from anno_desktop.games.anno1701_cards.rules import CardGameRules
from anno_desktop.games.anno1701_cards.state import Player, State
from anno_desktop.games.anno1701_cards.trading import RESOURCES, trade_stock

# How much better (in win chance) an action must score than the policy's choice to replace
# it: a sampled mean is noisy, and the policy's choice is a good prior.
MARGIN = 0.01
# The most units on each side of an offer the bot composes itself.
OFFER_UNITS = 2
# A playout that has not reached the next roll after this many actions is scored where it is.
PLAYOUT_CAP = 80


class HardPolicy(NormalBot):
    """`normal` with weights tuned in games against it, and trade offers of its own.

    It keeps a gold more in reserve, builds more readily, values a kind of good it already
    holds less, sails on with a ship at I, and lets the Trading post move any good that gains.
    In its action phase it composes, unit by unit, the trade that gains it most among those a
    `normal` player would accept in the opponent's place (the opponent's settlement is open),
    never the same trade twice in a turn nor one declined this turn.
    """

    SAFE_GOLD = 4
    HELD_WEIGHT = 0.3
    BUILD_THRESHOLD = -2.0
    BUILD_PENALTY = 1.0
    POST_GAIN = 0.0
    SAIL_ON_SHIP = 1
    OFFER_GAIN = 1.0  # the least gain, in goods, for which it offers a trade

    def __init__(self, rules: Rules, seed: int) -> None:
        super().__init__(rules, seed)
        self._offered: tuple[int, set[tuple]] = (0, set())  # this turn's offers, by turn

    def _handlers(self) -> list[tuple[str, Callable]]:
        handlers = super()._handlers()
        at = [kind for kind, _ in handlers].index("bank")
        compose = ("cancel", self._compose)
        return [compose, *handlers[:at], ("trade", self._trade), *handlers[at:]]

    def _sent(self, view: State) -> set[tuple]:
        turn, offered = self._offered
        if turn != view.turn:
            offered = set()
            self._offered = (view.turn, offered)
        return offered

    def _target(self, view: State, me: Player, seat: int) -> tuple[Bundle, Bundle] | None:
        """The offer that gains it most among its candidates a `normal` player would accept
        in the opponent's place, neither sent nor declined this turn."""
        opponent = view.players[1 - seat]
        judge = NORMAL_JUDGE
        mine, theirs = self.prices(me), judge.prices(opponent)
        spare_gold = eco.gold(me) - self.reserve(me)
        stock, their_stock = trade_stock(me), trade_stock(opponent)
        skip = self._sent(view) | {(g, t) for who, g, t in view.declined if who == seat}
        takes = [b for b in candidate_bundles() if can_pay(their_stock, b)]
        best, best_gain = None, self.OFFER_GAIN
        for give in candidate_bundles():
            if not can_pay(stock, give) or sum(n for r, n in give if r == "gold") > spare_gold:
                continue
            given = {r for r, _ in give}
            for take in takes:
                if (give, take) in skip or not given.isdisjoint(r for r, _ in take):
                    continue
                gain = worth(mine, take) - worth(mine, give)
                if gain > best_gain and judge.accepts(opponent, give, take, theirs):
                    best, best_gain = (give, take), gain
        return best

    def _trade(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        return A.TRADE if self._target(view, me, seat) is not None else None

    def _compose(self, view: State, me: Player, legal: list[Action], seat: int) -> Action:
        """One step toward its target offer: surplus units off, missing units on, then send."""
        give, take, countering = view.pending[0].args
        target = None if countering else self._target(view, me, seat)
        if target is None:
            return A.CANCEL
        for side, now, want in (("give", give, target[0]), ("take", take, target[1])):
            held, wanted = dict(now), dict(want)
            for res, n in held.items():
                if n > wanted.get(res, 0):
                    return A.remove(side, res)
            for res, n in wanted.items():
                if held.get(res, 0) < n:
                    return A.add(side, res)
        self._sent(view).add(target)
        return A.SEND


@cache
def candidate_bundles() -> tuple[Bundle, ...]:
    """Each side of the bot's own offers: up to OFFER_UNITS units of goods and gold (it may
    answer offers of any size; its own it keeps to these, so its search stays small)."""
    return tuple(bundles(RESOURCES, OFFER_UNITS))


class SearchRules(CardGameRules):
    """The rules as the rollouts play them: without free trade offers (listing them is a third
    of the cost of the legal actions, and a rollout ends at the next roll)."""

    def legal_actions(self, s: State) -> list[Action]:
        if s.winner is None and not s.pending and s.phase == "action":
            return search_actions(s)
        return super().legal_actions(s)


SEARCH_RULES = SearchRules()
# How the policy expects a trade offer to be judged (its `accepts` uses no randomness).
NORMAL_JUDGE = NormalBot(SEARCH_RULES, 0)


def at_roll(s: State) -> bool:
    """The moment before a turn's dice: nobody owes a decision and the roll is next."""
    return s.phase == "roll" and not s.pending


class HardBot(BudgetedSearch):
    """The policy, with its voyage choices searched by rollouts to the next roll compared
    over shared samples (each rollout counts as one iteration of the budget)."""

    def __init__(
        self, rules: Rules, seed: int, *, seconds: float = 1.0, iterations: int | None = None
    ) -> None:
        super().__init__(rules, seed, seconds=seconds, iterations=iterations)
        self.policy = HardPolicy(SEARCH_RULES, seed)

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        view: State = decision.view
        self.policy.rng = self.rng.spawn()
        favourite = self.policy.choose(decision)
        self.last_iterations = 0
        if view.phase != "voyage":
            return favourite
        seat = decision.seat
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
        """`seat`'s win chance after `action` and the policy's play up to the next roll."""
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
