"""The `random` level: a uniformly random legal action. The baseline every bot must beat."""

from __future__ import annotations

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules


class RandomBot:
    def __init__(self, rules: Rules, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, decision: Decision) -> Action:
        return self.rng.choice(decision.legal)
