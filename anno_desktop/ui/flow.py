"""Starting, saving and resuming matches: what the menus and the game scenes share.

Every game in progress has an autosave of its own, `saves/autosave/<game>-<started>-<id>.json`,
named when the game starts (a new game, or a named save opened to play on) and written by its
scene after every human action, after every bot turn and when the scene closes. Continuing an
autosave writes on into the same file; opening a named save starts a new autosave, so playing on
from an old save never overwrites a later position of the same game. `autosave.json` in the
saves folder, the single slot of version 0.1.0, is read as one more game in progress.
"""

from __future__ import annotations

import importlib
import os
import re
import secrets
import stat
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from anno_desktop import games, paths
from anno_desktop.engine.errors import SaveError, SaveMismatch
from anno_desktop.engine.i18n import N_, _, listing, ngettext
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import GameOptions
from anno_desktop.engine.saves import SaveFile, read_save, restore
from anno_desktop.ui import scene as registry

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

AUTOSAVE_DIR = "autosave"
# The one autosave slot of version 0.1.0; still read, never written by a new game.
LEGACY_AUTOSAVE_NAME = "autosave.json"
# Finished games' autosaves are removed once older than this, and beyond the newest few.
FINISHED_KEPT_DAYS = 14
FINISHED_KEPT_MOST = 20
# `engine.saves.write_save` writes `.<name>.<random>.tmp` beside the file and renames it; one
# older than this was left by a crash (another running copy finishes its write in well under).
STALE_TEMP_SECONDS = 90
TEMP_FILE = re.compile(r"^\..+\.json\.[A-Za-z0-9_]+\.tmp$")
# The bots' default names, as bot_name() says them in the language in use.
BOT_NAMES = (N_("Commodore Reed"), N_("Admiral Hale"), N_("Mistress Vane"), N_("Governor Blythe"))
# The default name of a lone human: it reads well in the log ("Captain sets sail"); shown
# as human_name() says it in the language in use.
HUMAN_NAME = N_("Captain")
# The games' titles and options as the rules name them, for the catalogues.
TITLES = (
    N_("Anno 1701 – the board game"),  # noqa: RUF001 (the printed title)
    N_("Anno 1701 – the card game"),  # noqa: RUF001 (the printed title)
    N_("Anno 1800 – solo"),  # noqa: RUF001 (the printed title)
    N_("Santa Maria"),
)
OPTION_TITLES = {
    "first_game": N_("First game"),
    "mission": N_("Mission"),
    "mode": N_("Mode"),
    "difficulty": N_("Difficulty"),
    "advanced": N_("Advanced"),
    "common_blue_dice": N_("Common blue dice"),
    "choose_boards": N_("Choose boards"),
}
OPTION_VALUES = (N_("Campaign"), N_("Normal solo"), N_("Standard"), N_("Harder"))
MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)
# The level a bot of a level this version does not know plays as, if the player agrees.
REPLACEMENT_LEVEL = "normal"


def autosave_dir() -> Path:
    # Never raises: with an unusable home the menu still opens and says what is wrong.
    return paths.ensure_dir(paths.saves_dir() / AUTOSAVE_DIR)


def legacy_autosave_path() -> Path:
    return paths.saves_dir() / LEGACY_AUTOSAVE_NAME


def new_autosave_path(game_id: str) -> Path:
    """A fresh autosave for a game starting now: its game, the time and a short random id."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    folder = autosave_dir()
    while True:
        path = folder / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"
        if not os.path.lexists(path):
            return path


def is_autosave(path: Path) -> bool:
    return path.parent == autosave_dir() or path == legacy_autosave_path()


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
    """The game's title in the language in use."""
    try:
        return _(games.get_game(game_id).rules.title)
    except Exception:  # same reason as in playable_games
        return game_id


def human_name() -> str:
    """A lone human's name when nobody typed one, in the language in use."""
    return _(HUMAN_NAME)


def bot_name(seat: int) -> str:
    """The default name of a bot in `seat` (0-based), in the language in use."""
    return _(BOT_NAMES[seat % len(BOT_NAMES)])


def option_title(name: str) -> str:
    """An option's label (`common_blue_dice`: "Common blue dice") in the language in use."""
    return _(OPTION_TITLES.get(name, name.replace("_", " ").capitalize()))


def scene_class(game_id: str) -> type[registry.Scene]:
    """The game's own scene (`ui/games/<package>.py` exporting SCENE), else the generic
    `GameScene`; each takes (app, match, autosave_path=…, on_disk=…, autosave=…)."""
    generic = registry.scene_class("GameScene")
    module_name = games.GAME_MODULES.get(game_id, "").rsplit(".", 1)[-1]
    if not module_name:
        return generic
    full = f"anno_desktop.ui.games.{module_name}"
    try:
        module = importlib.import_module(full)
    except ModuleNotFoundError as exc:
        if exc.name == full:
            return generic
        raise
    return getattr(module, "SCENE", generic)


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
            name = (
                human_name()
                if kinds.count("human") == 1
                else _("Player {number}").format(number=human_count)
            )
            seats.append(Seat(name=name, kind="human", colour=colour))
        else:
            if kind not in available:
                raise KeyError(f"no bot level {kind!r} for {game_id} ({', '.join(available)})")
            seats.append(Seat(name=bot_name(index), kind="bot", level=kind, colour=colour))
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
    """One file in the saves folder (or its autosave folder), readable or not."""

    path: Path
    save: SaveFile | None
    error: str | None
    autosave: bool = False
    # When it was saved (seconds since the epoch): the save's own date, else the file's.
    when: float = 0.0

    @property
    def in_progress(self) -> bool:
        """An autosave of a game not yet over, or one that cannot be read (it may be one)."""
        return self.autosave and (self.save is None or not self.save.over)


# read_save's answer per file, while the file stays the same (write_save renames a new file
# over the old, so the inode changes with every save): menus ask again on every layout.
_read_cache: dict[Path, tuple[tuple[int, int, int], SaveFile]] = {}


def _read(path: Path) -> SaveFile:
    try:
        info = os.stat(path)
    except OSError:
        info = None
    regular = info is not None and stat.S_ISREG(info.st_mode)
    key = (info.st_ino, info.st_mtime_ns, info.st_size) if info and regular else None
    cached = _read_cache.get(path)
    if key is not None and cached is not None and cached[0] == key:
        return cached[1]
    _read_cache.pop(path, None)
    save = read_save(path)
    if key is not None:
        _read_cache[path] = (key, save)
    return save


def _timestamp(moment: datetime) -> float | None:
    try:
        return moment.timestamp()
    except (OverflowError, OSError, ValueError):
        return None


def _file_time(path: Path) -> float:
    try:
        return os.lstat(path).st_mtime
    except OSError:
        return 0.0


def _info(path: Path, autosave: bool) -> SaveInfo:
    try:
        save = _read(path)
    except SaveError as exc:
        return SaveInfo(path, None, str(exc), autosave, _file_time(path))
    when = _timestamp(save.saved_at)
    return SaveInfo(path, save, None, autosave, _file_time(path) if when is None else when)


def date_text(moment: datetime, fmt: str) -> str:
    """`moment` by the strftime format `fmt`, its month (%b) named in the language in use."""
    month = _(MONTHS[moment.month - 1]).replace("%", "%%")
    return moment.strftime(fmt.replace("%b", month))


def saved_when(save: SaveFile, fmt: str | None = None) -> str:
    """The save's date in the player's time zone (a naive date is taken as UTC), by the
    strftime format `fmt`, by default the day, month and time as the language writes them."""
    fmt = fmt or _("%d %b %H:%M")
    moment = save.saved_at
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        return date_text(moment.astimezone(), fmt)
    except (OverflowError, OSError, ValueError):
        return date_text(moment, fmt)


def list_saves() -> list[SaveInfo]:
    """Every save and autosave, newest first; broken files listed with their error."""
    named = [p for p in paths.saves_dir().glob("*.json") if p.name != LEGACY_AUTOSAVE_NAME]
    automatic = sorted(autosave_dir().glob("*.json"))
    if os.path.lexists(legacy_autosave_path()):
        automatic.append(legacy_autosave_path())
    found = [_info(p, False) for p in named] + [_info(p, True) for p in automatic]
    return sorted(found, key=lambda info: info.when, reverse=True)


def games_in_progress() -> list[SaveInfo]:
    """The autosaves of unfinished games (and unreadable autosaves), newest first."""
    return [info for info in list_saves() if info.in_progress]


def latest_in_progress(in_progress: list[SaveInfo] | None = None) -> SaveInfo | None:
    """The game Continue resumes: the most recently saved unfinished game this installation
    can play (among `in_progress`, by default all games in progress)."""
    playable = playable_games()
    found = games_in_progress() if in_progress is None else in_progress
    return next(
        (info for info in found if info.save is not None and info.save.game in playable), None
    )


def tidy_saves(now: float | None = None) -> list[Path]:
    """Remove what no player needs any more; the paths removed.

    - temporary files `write_save` left behind when killed mid-write (`.<name>.*.tmp` in the
      saves and autosave folders), once older than STALE_TEMP_SECONDS, so a write of another
      running copy of the game is never cut short;
    - autosaves of finished games, once saved more than FINISHED_KEPT_DAYS days ago, and all
      but the newest FINISHED_KEPT_MOST of them.

    An autosave of a game in progress is never removed, nor any file that cannot be read, nor
    a named save, nor the legacy `autosave.json`, nor anything that is not a regular file.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []

    def remove(path: Path) -> None:
        try:
            path.unlink()
        except OSError:
            return
        _read_cache.pop(path, None)
        removed.append(path)

    for folder in (paths.saves_dir(), autosave_dir()):
        for path in folder.glob(".*.tmp"):
            try:
                info = os.lstat(path)
            except OSError:
                continue
            stale = now - info.st_mtime > STALE_TEMP_SECONDS
            if TEMP_FILE.match(path.name) and stat.S_ISREG(info.st_mode) and stale:
                remove(path)
    finished = []
    for path in autosave_dir().glob("*.json"):
        try:
            regular = stat.S_ISREG(os.lstat(path).st_mode)
        except OSError:
            continue
        info = _info(path, True) if regular else None
        if info is not None and info.save is not None and info.save.over:
            finished.append(info)
    finished.sort(key=lambda info: info.when, reverse=True)
    too_old = now - timedelta(days=FINISHED_KEPT_DAYS).total_seconds()
    for index, info in enumerate(finished):
        if index >= FINISHED_KEPT_MOST or info.when < too_old:
            remove(info.path)
    return removed


class UnknownBotLevel(SaveError):
    """A save's bot seat has a level this version does not have (a newer or renamed level).

    `replaced` is the same save with those bots at REPLACEMENT_LEVEL, which replays the same:
    a bot's level only decides the moves still to come.
    """

    def __init__(self, message: str, replaced: SaveFile) -> None:
        super().__init__(message)
        self.replaced = replaced


def _short(text: str, most: int = 40) -> str:
    """A name from a file, cut so a sentence about it stays one line of a dialog."""
    return text if len(text) <= most else text[: most - 1] + "…"


def _check_levels(save: SaveFile) -> None:
    from anno_desktop.ai.levels import levels

    available = list(levels(save.game))
    unknown = [
        seat
        for seat in save.seats
        if not seat.is_human and seat.level is not None and seat.level not in available
    ]
    if not unknown:
        return
    fallback = REPLACEMENT_LEVEL if REPLACEMENT_LEVEL in available else available[-1]
    names = listing([f"{_short(seat.name)} ({_short(seat.level or '')!r})" for seat in unknown])
    seats = [
        seat.model_copy(update={"level": fallback}) if seat in unknown else seat
        for seat in save.seats
    ]
    message = ngettext(
        "This save's {names} plays at a bot level this version of Anno Desktop does not have "
        "(it has {levels}). The game can go on with that bot playing as {fallback}.",
        "This save's {names} play at bot levels this version of Anno Desktop does not have "
        "(it has {levels}). The game can go on with those bots playing as {fallback}.",
        len(unknown),
    )
    raise UnknownBotLevel(
        message.format(names=names, levels=", ".join(available), fallback=repr(fallback)),
        save.model_copy(update={"seats": seats}),
    )


def restore_save(save: SaveFile) -> Match:
    """The match a save describes; SaveError when its game is missing or it does not replay,
    UnknownBotLevel when a bot's level is unknown, SaveMismatch when it replays to another
    position."""
    if save.game not in playable_games():
        raise SaveError(
            _("This save is of the game {game}, which this installation does not have.").format(
                game=repr(_short(save.game))
            )
        )
    _check_levels(save)
    return restore(save, games.get_game(save.game).rules)


def open_match(
    app: App, match: Match, *, autosave_path: Path | None = None, on_disk: bool = False
) -> registry.Scene:
    """Show `match` in its game scene, with the main menu underneath.

    The scene autosaves to `autosave_path` (a new autosave when None); `on_disk` says the match
    as it stands is already saved (a save just opened), so nothing is written until it changes.
    """
    scene = scene_class(match.rules.id)(app, match, autosave_path=autosave_path, on_disk=on_disk)
    app.reset(registry.new_scene(app, "MainMenu"), scene)
    return scene


def _open_restored(app: App, path: Path, match: Match) -> None:
    """Play on from a save: an autosave in its own file, a named save in a new autosave."""
    open_match(app, match, autosave_path=path if is_autosave(path) else None, on_disk=True)


def _restore_and_open(app: App, path: Path, save: SaveFile) -> bool:
    from anno_desktop.ui.widgets.dialog import Dialog

    try:
        match = restore_save(save)
    except UnknownBotLevel as exc:
        replaced = exc.replaced
        app.push(
            Dialog(
                app,
                _("A bot this version does not know"),
                str(exc),
                [
                    (_("Play on"), lambda: _restore_and_open(app, path, replaced)),
                    (_("Cancel"), None),
                ],
                width=720,
            )
        )
        return False
    except SaveMismatch as exc:
        replayed = exc.match
        app.push(
            Dialog(
                app,
                _("This save ends elsewhere"),
                str(exc),
                [
                    (
                        _("Continue from the replayed position"),
                        lambda: _open_restored(app, path, replayed),
                    ),
                    (_("Cancel"), None),
                ],
                width=760,
            )
        )
        return False
    except SaveError as exc:
        app.push(Dialog(app, _("This save cannot be opened"), str(exc)))
        return False
    _open_restored(app, path, match)
    return True


def open_save_file(app: App, path: Path) -> bool:
    """Load the save at `path` into a game scene; True when the game is open. A broken save
    gives a dialog with its reason (some offer a way to play on), never a crash."""
    from anno_desktop.ui.widgets.dialog import Dialog

    try:
        save = _read(path)
    except SaveError as exc:
        app.push(Dialog(app, _("This save cannot be opened"), str(exc)))
        return False
    return _restore_and_open(app, path, save)
