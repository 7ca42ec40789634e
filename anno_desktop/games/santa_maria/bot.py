"""Santa Maria bots."""

from __future__ import annotations

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules


class NormalBot:
    def __init__(self, rules: Rules, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, decision: Decision) -> Action:
        return self.rng.choice(decision.legal)
