"""Bot levels per game: `random` for every game, plus each game's own heuristic levels."""

from __future__ import annotations

from anno_desktop.ai.random_bot import RandomBot
from anno_desktop.engine.bots import Bot, BotFactory
from anno_desktop.games import get_game


def levels(game_id: str) -> dict[str, BotFactory]:
    found: dict[str, BotFactory] = {"random": RandomBot}
    found.update(get_game(game_id).bots)
    return found


def make_bot(game_id: str, level: str, seed: int) -> Bot:
    available = levels(game_id)
    if level not in available:
        raise KeyError(f"no bot level {level!r} for {game_id} (levels: {', '.join(available)})")
    return available[level](get_game(game_id).rules, seed)
