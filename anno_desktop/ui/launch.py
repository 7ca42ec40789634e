"""Opening the window: the main menu (bare `anno-desktop`) or straight into a game (`play`).

Errors the window survives are written to the log folder (paths.log_dir), so a player can send
the file along with a bug report.
"""

from __future__ import annotations

import logging
import logging.handlers

from anno_desktop import paths
from anno_desktop.engine.rules import GameOptions

LOG_FILE = "anno-desktop.log"


def _log_to_file() -> None:
    handler = logging.handlers.RotatingFileHandler(
        paths.log_dir() / LOG_FILE, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "anno_desktop_log", False)]:
        root.removeHandler(old)
        old.close()
    handler.anno_desktop_log = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def play(game_id: str, options: GameOptions, kinds: list[str] | None, seed: int) -> None:
    """Open the window on a new game of `game_id` (`anno-desktop play`)."""
    from anno_desktop.ui import flow
    from anno_desktop.ui.app import App

    seats = flow.default_seats(game_id, options.players, kinds)
    _log_to_file()
    app = App()
    flow.open_match(app, flow.new_match(game_id, options, seats, seed))
    app.run()


def gui() -> None:
    """The GUI with the main menu (a bare `anno-desktop`)."""
    from anno_desktop.ui.app import App
    from anno_desktop.ui.scenes.main_menu import MainMenu

    _log_to_file()
    app = App()
    app.push(MainMenu(app))
    app.run()
