"""Santa Maria, the colony dice game (seed 004): rules engine and bots."""

from anno_desktop.games.santa_maria.bot import NormalBot
from anno_desktop.games.santa_maria.hard import HardBot
from anno_desktop.games.santa_maria.rules import SantaMariaOptions, SantaMariaRules

RULES = SantaMariaRules()
BOTS = {"normal": NormalBot, "hard": HardBot}


__all__ = ["BOTS", "RULES", "SantaMariaOptions", "SantaMariaRules"]
