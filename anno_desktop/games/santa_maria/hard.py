"""Santa Maria's `hard` bot: each candidate action played out to the end of the year.

Within a year only shipment draws are left to chance (the dice were rolled at its start) and
the rival is the normal bot, so a playout with the normal bot in both seats foresees the
rest of the year closely. Each iteration deals one determinized state and plays every
candidate out from it (common random numbers, so candidates differ only by their own effect);
the fitted year-start value (`evaluate.predicted_lead`), or the final scores in the last
year, decide.
"""

from __future__ import annotations

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.budget import BudgetedSearch
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.games.santa_maria.bot import RETIRE_BELOW, NormalBot
from anno_desktop.games.santa_maria.evaluate import best_placements, predicted_lead
from anno_desktop.games.santa_maria.state import SantaMariaState

MAIN_WIDTH = 3  # main actions played out besides the normal bot's best retire
PLACE_WIDTH = 3  # tile placements played out
SEARCHED = ("place", "target")  # sub-decisions worth playouts; others go to the normal bot
FREE = ("sell", "buy")  # never a candidate: the normal bot does without them


def margin(s: SantaMariaState, seat: int) -> float:
    """The seat's lead in points over its best rival: final, else as the fitted value expects."""
    if s.final is not None:
        totals = [sum(b.values()) for b in s.final]
        lead = totals[seat] - max(t for i, t in enumerate(totals) if i != seat)
        return lead + (0.5 if s.winner == seat else -0.5)
    return predicted_lead(s, seat)


class HardBot(BudgetedSearch):
    """Flat Monte Carlo over the normal bot's best few actions, playouts to the year's end."""

    def __init__(
        self, rules: Rules, seed: int, *, seconds: float = 1.0, iterations: int | None = None
    ) -> None:
        super().__init__(rules, seed, seconds=seconds, iterations=iterations)
        self.policy = NormalBot(rules, seed)

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        view: SantaMariaState = decision.view
        if view.pending is not None and view.pending.kind not in SEARCHED:
            return self.policy.choose(decision)
        candidates, favourite = self._candidates(view, decision.seat, legal)
        if len(candidates) <= 1:
            return favourite
        return self._search(view, decision.seat, candidates, favourite)

    def _candidates(
        self, s: SantaMariaState, seat: int, legal: list[Action]
    ) -> tuple[list[Action], Action]:
        """The actions to play out, in their legal order, and the normal bot's pick among them."""
        if s.pending is None:
            scored = sorted(self.policy.main_scores(s, seat, legal), key=lambda x: -x[0])
            wanted = [a for _, a in scored[:MAIN_WIDTH]]
            retires = [a for a in legal if a.kind == "retire"]
            if not retires:
                return [a for a in legal if a in wanted], scored[0][1]
            retire = self.policy._main(s, seat, retires)
            pick = scored[0][1] if scored and scored[0][0] >= RETIRE_BELOW else retire
            return [a for a in legal if a in wanted or a == retire], pick
        if s.pending.kind == "place":
            ranked = best_placements(s, seat, PLACE_WIDTH)
            return [a for a in legal if a in ranked], ranked[0]
        options = [a for a in legal if a.kind not in FREE]
        pick = self.policy.choose(Decision.seen(self.rules, s, seat, options))
        return options, pick

    def _search(
        self, view: SantaMariaState, seat: int, candidates: list[Action], favourite: Action
    ) -> Action:
        totals = dict.fromkeys(candidates, 0.0)

        def iterate() -> None:
            sample = self.rules.determinize(view, self.rng)
            for a in candidates:
                totals[a] += self._playout(sample.clone(), seat, a)

        self.spend(iterate, at_least_one=True)
        return max(candidates, key=lambda a: (totals[a], a == favourite))

    def _playout(self, s: SantaMariaState, seat: int, action: Action) -> float:
        rules, policy = self.rules, self.policy
        year = s.year
        rules.apply(s, action)
        while s.phase != "over" and s.year == year:
            legal = rules.legal_actions(s)
            pick = legal[0] if len(legal) == 1 else None
            if pick is None:
                policy.rng = s.rng  # its coin flips follow the playout's dice
                pick = policy.choose(Decision.seen(rules, s, s.current, legal))
            rules.apply(s, pick)
        return margin(s, seat)
