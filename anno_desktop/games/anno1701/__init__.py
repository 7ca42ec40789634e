"""Anno 1701, the board game: rules engine and bots (game id `anno1701`)."""

from anno_desktop.games.anno1701.bot import NormalBot
from anno_desktop.games.anno1701.evaluate import EVALUATE as EVALUATE
from anno_desktop.games.anno1701.rules import Anno1701Rules

RULES = Anno1701Rules()
BOTS = {"normal": NormalBot}
