"""Santa Maria, the colony dice game (seed 004): rules engine and bots."""

from anno_desktop.games.santa_maria.bot import NormalBot, evaluate
from anno_desktop.games.santa_maria.rules import SantaMariaOptions, SantaMariaRules

RULES = SantaMariaRules()
BOTS = {"normal": NormalBot}
EVALUATE = evaluate

__all__ = ["BOTS", "EVALUATE", "RULES", "SantaMariaOptions", "SantaMariaRules"]
