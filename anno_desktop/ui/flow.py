"""Starting, saving and resuming matches: what the menus and the game scenes share."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from anno_desktop import games, paths
from anno_desktop.engine.errors import SaveError
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import GameOptions
from anno_desktop.engine.saves import SaveFile, read_save, restore

if TYPE_CHECKING:
    from anno_desktop.ui.app import App
    from anno_desktop.ui.scenes.play import GameScene

AUTOSAVE_NAME = "autosave.json"
BOT_NAMES = ("Commodore Reed", "Admiral Hale", "Mistress Vane", "Governor Blythe")
# The default name of a lone human: it reads well in the log ("Captain sets sail").
HUMAN_NAME = "Captain"


def autosave_path() -> Path:
    return paths.saves_dir() / AUTOSAVE_NAME


def new_save_path(game_id: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = paths.saves_dir() / f"{game_id}-{stamp}.json"
    counter = 2
    while path.exists():
        path = paths.saves_dir() / f"{game_id}-{stamp}-{counter}.json"
        counter += 1
    return path


def playable_games() -> list[str]:
    """Installed games whose package loads; one still being built is left out, not fatal."""
    found = []
    for game_id in games.available_games():
        try:
            games.get_game(game_id)
        except Exception:  # a half-written game package must not take the menus down
            continue
        found.append(game_id)
    return found


def game_title(game_id: str) -> str:
    try:
        return games.get_game(game_id).rules.title
    except Exception:  # same reason as in playable_games
        return game_id


def scene_class(game_id: str) -> type[GameScene]:
    """The game's own scene (`ui/games/<package>.py` exporting SCENE), else the generic one."""
    from anno_desktop.ui.scenes.play import GameScene

    module_name = games.GAME_MODULES.get(game_id, "").rsplit(".", 1)[-1]
    if not module_name:
        return GameScene
    full = f"anno_desktop.ui.games.{module_name}"
    try:
        module = importlib.import_module(full)
    except ModuleNotFoundError as exc:
        if exc.name == full:
            return GameScene
        raise
    return getattr(module, "SCENE", GameScene)


def default_seats(game_id: str, players: int, kinds: list[str] | None = None) -> list[Seat]:
    """Seat 1 is a human, the others bots of the game's first heuristic level (or `kinds`)."""
    from anno_desktop.ai.levels import levels

    available = list(levels(game_id))
    preferred = next((lv for lv in ("normal", "easy") if lv in available), available[0])
    kinds = kinds or ["human"] + [preferred] * (players - 1)
    seats = []
    colours = ["red", "blue", "teal", "amber"]
    human_count = 0
    for index, kind in enumerate(kinds):
        colour = colours[index % len(colours)]
        if kind == "human":
            human_count += 1
            name = HUMAN_NAME if kinds.count("human") == 1 else f"Player {human_count}"
            seats.append(Seat(name=name, kind="human", colour=colour))
        else:
            if kind not in available:
                raise KeyError(f"no bot level {kind!r} for {game_id} ({', '.join(available)})")
            seats.append(
                Seat(name=BOT_NAMES[index % len(BOT_NAMES)], kind="bot", level=kind, colour=colour)
            )
    return seats


def default_options(game_id: str, players: int | None = None) -> GameOptions:
    rules = games.get_game(game_id).rules
    if players is None:
        field = rules.options_model.model_fields.get("players")
        default = field.default if field is not None else None
        players = default if default in rules.player_counts else max(rules.player_counts)
    return rules.options_model.model_validate({"players": players})


def new_match(game_id: str, options: GameOptions, seats: list[Seat], seed: int) -> Match:
    return Match(games.get_game(game_id).rules, options, seed, seats)


@dataclass
class SaveInfo:
    """One file in the saves folder, readable or not."""

    path: Path
    save: SaveFile | None
    error: str | None


def list_saves() -> list[SaveInfo]:
    """Every *.json in the saves folder, newest first; broken files listed with their error."""
    found = []
    for path in paths.saves_dir().glob("*.json"):
        try:
            found.append(SaveInfo(path, read_save(path), None))
        except SaveError as exc:
            found.append(SaveInfo(path, None, str(exc)))

    def when(info: SaveInfo) -> float:
        try:
            return info.path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=when, reverse=True)


def restore_save(save: SaveFile) -> Match:
    """The match a save describes; SaveError when its game is missing or it does not replay."""
    if save.game not in playable_games():
        raise SaveError(f"this save is of {save.game!r}, which this installation does not have")
    return restore(save, games.get_game(save.game).rules)


def open_match(app: App, match: Match) -> None:
    """Show `match` in its game scene, with the main menu underneath."""
    from anno_desktop.ui.scenes.main_menu import MainMenu

    app.reset(MainMenu(app), scene_class(match.rules.id)(app, match))


def open_save_file(app: App, path: Path) -> bool:
    """Load the save at `path` into a game scene; a broken one gives a dialog, never a crash."""
    from anno_desktop.ui.widgets.dialog import Dialog

    try:
        match = restore_save(read_save(path))
    except SaveError as exc:
        app.push(Dialog(app, "This save cannot be opened", str(exc)))
        return False
    open_match(app, match)
    return True
