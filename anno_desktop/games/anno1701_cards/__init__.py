"""Anno 1701: the card game (two players, lion against dragon)."""

from anno_desktop.games.anno1701_cards.bot import NormalBot
from anno_desktop.games.anno1701_cards.hard import HardBot
from anno_desktop.games.anno1701_cards.rules import CardGameRules

RULES = CardGameRules()
BOTS = {"normal": NormalBot, "hard": HardBot}
