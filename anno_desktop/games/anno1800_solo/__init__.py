"""Anno 1800: the solo campaign (10 missions) and the normal solo game."""

from anno_desktop.games.anno1800_solo.bot import NormalBot
from anno_desktop.games.anno1800_solo.hard import HardBot
from anno_desktop.games.anno1800_solo.rules import Anno1800SoloRules

RULES = Anno1800SoloRules()
BOTS = {"normal": NormalBot, "hard": HardBot}
