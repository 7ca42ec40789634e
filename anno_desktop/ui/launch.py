"""Opening the window: the main menu (bare `anno-desktop`) or straight into a game (`play`).

Errors the window survives are written to the log folder (paths.log_dir), so a player can send
the file along with a bug report. A log folder or home that cannot be written does not stop the
game: the log goes to stderr and the window says what is wrong.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from anno_desktop import paths
from anno_desktop.engine.i18n import _
from anno_desktop.engine.rules import GameOptions

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

LOG_FILE = "anno-desktop.log"

log = logging.getLogger(__name__)


def _ours(handler: logging.Handler) -> bool:
    return getattr(handler, "anno_desktop_log", False)


def log_file() -> Path | None:
    """The file the window logs to; None while it logs to stderr (or is not logging)."""
    for handler in logging.getLogger().handlers:
        if _ours(handler) and isinstance(handler, logging.FileHandler):
            return Path(handler.baseFilename)
    return None


def open_folder(path: Path) -> str | None:
    """Show the folder `path` in the desktop's file manager; a sentence if that failed."""
    try:
        if sys.platform == "win32":
            os.startfile(path)  # type: ignore[attr-defined]
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen(
                [opener, str(path)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
    except OSError as exc:
        return _("The folder {path} could not be opened ({reason}).").format(
            path=path, reason=exc.strerror or exc
        )
    return None


def log_to_file() -> str | None:
    """Log to the log folder, or to stderr if that cannot be written, saying why."""
    path = paths.log_dir() / LOG_FILE
    problem = None
    handler: logging.Handler
    try:
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError as exc:
        handler = logging.StreamHandler(sys.stderr)
        problem = _(
            "The log cannot be written to {path} ({reason}); it goes to the terminal instead."
        ).format(path=path, reason=exc.strerror or exc)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in [h for h in root.handlers if _ours(h)]:
        root.removeHandler(old)
        old.close()
    handler.anno_desktop_log = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return problem


def _open_window() -> App:
    """The player's window, after setting up the log; start-up problems are logged and shown
    in the window, and a window that cannot open at all leaves its reason in the log."""
    from anno_desktop.ui.app import App

    problems = [p for p in [log_to_file()] if p] + paths.user_dir_problems()
    for problem in problems:
        log.warning("%s", problem)
    try:
        return App(notices=problems)
    except Exception:
        log.exception("the window could not be opened")
        raise


def play(game_id: str, options: GameOptions, kinds: list[str] | None, seed: int) -> None:
    """Open the window on a new game of `game_id` (`anno-desktop play`)."""
    from anno_desktop.ui import flow

    seats = flow.default_seats(game_id, options.players, kinds)
    app = _open_window()
    try:
        flow.open_match(app, flow.new_match(game_id, options, seats, seed))
    except Exception as exc:
        # Shown as any error in a game is: logged, and the main menu with a dialog.
        app.report_error(exc)
    app.run()


def gui() -> None:
    """The GUI with the main menu (a bare `anno-desktop`)."""
    app = _open_window()
    app.go_home()
    app.run()
