"""Opening the window: the main menu (bare `anno-desktop`) or straight into a game (`play`)."""

from __future__ import annotations

from anno_desktop.engine.rules import GameOptions


def play(game_id: str, options: GameOptions, kinds: list[str] | None, seed: int) -> None:
    """Open the window on a new game of `game_id` (`anno-desktop play`)."""
    from anno_desktop.ui import flow
    from anno_desktop.ui.app import App

    seats = flow.default_seats(game_id, options.players, kinds)
    app = App()
    flow.open_match(app, flow.new_match(game_id, options, seats, seed))
    app.run()


def gui() -> None:
    """The GUI with the main menu (a bare `anno-desktop`)."""
    from anno_desktop.ui.app import App
    from anno_desktop.ui.scenes.main_menu import MainMenu

    app = App()
    app.push(MainMenu(app))
    app.run()
