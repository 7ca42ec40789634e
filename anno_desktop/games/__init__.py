"""The game packages. Each exposes `RULES` (a Rules object), `BOTS` (its heuristic levels) and
optionally `EVALUATE` (state -> a value in [0, 1] per seat, which the search bot uses)."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from anno_desktop.engine.bots import BotFactory
from anno_desktop.engine.rules import Rules

GAME_MODULES: dict[str, str] = {
    "anno1701": "anno_desktop.games.anno1701",
    "anno1701-cards": "anno_desktop.games.anno1701_cards",
    "anno1800-solo": "anno_desktop.games.anno1800_solo",
    "santa-maria": "anno_desktop.games.santa_maria",
}


@dataclass(frozen=True)
class GamePackage:
    rules: Rules
    bots: dict[str, BotFactory]
    evaluate: Callable[[Any], list[float]] | None = None


def available_games() -> list[str]:
    """The ids of the games this installation has, in menu order."""
    return [gid for gid, mod in GAME_MODULES.items() if importlib.util.find_spec(mod) is not None]


def get_game(game_id: str) -> GamePackage:
    # Importing an imported module is a dictionary lookup; asking the finder for every game
    # (as available_games does) cost the window a quarter of a millisecond per frame.
    name = GAME_MODULES.get(game_id)
    module: ModuleType | None = None
    if name is not None:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    if module is None:
        known = ", ".join(available_games()) or "none"
        raise KeyError(f"unknown game {game_id!r} (available: {known})")
    return GamePackage(
        rules=module.RULES, bots=dict(module.BOTS), evaluate=getattr(module, "EVALUATE", None)
    )
