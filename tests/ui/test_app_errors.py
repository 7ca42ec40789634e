"""Errors in the window (issue 18, item 5): an uncaught error in a scene is logged once, ends
in a dialog naming the log file and the autosave that reproduces it, over the main menu, and
never freezes the window; start-up problems (log folder, home) still open the window."""

import logging

import pygame
import pytest

from anno_desktop import cli, paths
from anno_desktop.engine.match import Seat
from anno_desktop.engine.saves import read_save, to_save
from anno_desktop.settings import Settings
from anno_desktop.ui import flow, launch
from anno_desktop.ui.app import App
from anno_desktop.ui.crash import ErrorDialog
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.settings_screen import SettingsScreen
from anno_desktop.ui.widgets.dialog import Dialog
from tests.ui.conftest import click, key


@pytest.fixture(autouse=True)
def _our_log():
    """Whatever a test sets up as the window's log is taken down after it."""
    yield
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, "anno_desktop_log", False)]:
        root.removeHandler(handler)
        handler.close()


@pytest.fixture
def app():
    """The window, without the shared fixture's check for errors: here they are the point."""
    application = App((1280, 720), settings=Settings(animation_speed="off", bot_pace="instant"))
    yield application
    pygame.display.quit()


@pytest.fixture
def log_path():
    assert launch.log_to_file() is None
    return paths.log_dir() / launch.LOG_FILE


def _log_text() -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return (paths.log_dir() / launch.LOG_FILE).read_text(encoding="utf-8")


class Broken(Scene):
    """A game-like scene that fails in one place, every time, and has an autosave."""

    def __init__(self, app, where, autosave):
        super().__init__(app)
        self.where = where
        self.autosave_path = autosave

    def on_event(self, event):
        if self.where == "handle":
            raise KeyError("grandmaster")
        return False

    def update(self, dt):
        if self.where == "update":
            raise KeyError("grandmaster")
        return False

    def draw(self, surface):
        if self.where == "draw":
            raise KeyError("grandmaster")


def _autosave():
    path = paths.saves_dir() / "autosave-toy-1.json"
    path.write_text('{"a game": "in progress"}')
    return path


def _press_a(app):
    key(app, pygame.K_a)


@pytest.mark.parametrize("where", ["draw", "update", "handle"])
def test_a_failing_scene_ends_in_a_dialog_over_the_main_menu(app, log_path, where):
    autosave = _autosave()
    app.reset(MainMenu(app), Broken(app, where, autosave))
    _press_a(app)
    assert isinstance(app.stack[0], MainMenu) and len(app.stack) == 2
    dialog = app.top
    assert isinstance(dialog, ErrorDialog)
    assert str(log_path) in dialog.text and str(autosave) in dialog.text
    assert "grandmaster" in dialog.text and "these two files" in dialog.text
    assert [type(e) for e in app.errors] == [KeyError]
    assert autosave.read_text() == '{"a game": "in progress"}'
    # The window goes on answering: frames are drawn, Escape closes the dialog, QUIT ends it.
    drawn = app.frames_drawn
    _press_a(app)
    assert app.frames_drawn == drawn + 1 and app.top is dialog
    key(app, pygame.K_ESCAPE)
    assert [type(s) for s in app.stack] == [MainMenu]
    app.step(0.016, [pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_a_failing_game_keeps_its_autosave_and_names_it(app, log_path, toy, monkeypatch):
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bot", kind="bot", level="random")]
    match = flow.new_match("toy", flow.default_options("toy"), seats, 4)
    flow.open_match(app, match)
    game = app.top
    game.choose(game.legal_for_viewer()[0])
    played = to_save(game.match).actions
    assert played

    def fail(self, surface):
        raise KeyError("grandmaster")

    monkeypatch.setattr(type(game), "draw", fail)
    app.step(0.016, [])
    assert [type(s) for s in app.stack] == [MainMenu, ErrorDialog]
    assert str(game.autosave_path) in app.top.text
    assert read_save(game.autosave_path).actions == played


def test_the_error_is_logged_once_with_its_traceback(app, log_path):
    autosave = _autosave()
    for _ in range(3):
        # The same scene failing again the same way (the player opens it again and again).
        app.reset(MainMenu(app), Broken(app, "draw", autosave))
        for _ in range(5):
            app.step(0.016, [])
    text = _log_text()
    assert text.count("Traceback") == 1
    assert "KeyError: 'grandmaster'" in text and str(autosave) in text


def test_the_autosave_named_is_the_game_under_the_failing_dialog(app, log_path):
    autosave = _autosave()
    game = Broken(app, "none", autosave)
    app.reset(MainMenu(app), game)

    class BrokenDialog(Dialog):
        def draw(self, surface):
            raise RuntimeError("no paint")

    app.push(BrokenDialog(app, "Game menu", "Save?"))
    app.step(0.016, [])
    assert isinstance(app.top, ErrorDialog) and str(autosave) in app.top.text
    assert game not in app.stack


def test_a_scene_without_an_autosave_says_nothing_of_one(app, log_path):
    app.reset(MainMenu(app), SettingsScreen(app))
    app.top.draw = lambda surface: 1 / 0
    app.step(0.016, [])
    assert isinstance(app.top, ErrorDialog)
    assert "autosave" not in app.top.text and str(log_path) in app.top.text
    assert "Sending this file" in app.top.text


class BrokenMenu(MainMenu):
    def draw(self, surface):
        raise RuntimeError("the menu's art is missing")


def test_a_main_menu_failing_every_frame_leaves_a_window_that_quits(app, log_path):
    app.reset(BrokenMenu(app))
    app.step(0.016, [])
    assert [type(s) for s in app.stack] == [ErrorDialog]
    dialog = app.top
    assert str(log_path) in dialog.text
    for _ in range(5):
        assert app.step(
            0.016,
            [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))],
        )
    quit_button = next(w for w in dialog.widgets if getattr(w, "label", "") == "Quit")
    click(app, quit_button.rect.center)
    assert not app.running


def test_a_main_menu_that_cannot_open_offers_to_try_again(app, log_path, monkeypatch):
    def fail(self, width, height):
        raise OSError("menu background unreadable")

    monkeypatch.setattr(MainMenu, "layout", fail)
    app.go_home()
    assert [type(s) for s in app.stack] == [ErrorDialog]
    again = next(w for w in app.top.widgets if getattr(w, "label", "") == "Main menu")
    click(app, again.rect.center)
    assert [type(s) for s in app.stack] == [ErrorDialog]
    assert _log_text().count("Traceback") == 1
    monkeypatch.undo()
    again = next(w for w in app.top.widgets if getattr(w, "label", "") == "Main menu")
    click(app, again.rect.center)
    assert [type(s) for s in app.stack] == [MainMenu]
    app.step(0.016, [pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_a_menu_button_that_fails_returns_to_a_fresh_menu(app, log_path, monkeypatch):
    monkeypatch.setattr(MainMenu, "_new_game", lambda self: 1 / 0)
    menu = MainMenu(app)
    app.reset(menu)
    button = next(w for w in menu.widgets if getattr(w, "label", "") == "New game")
    click(app, button.rect.center)
    assert isinstance(app.stack[0], MainMenu) and app.stack[0] is not menu
    assert isinstance(app.top, ErrorDialog) and "ZeroDivisionError" in app.top.text


# -- start-up ---------------------------------------------------------------------------------


@pytest.fixture
def opened(monkeypatch):
    """The window `anno-desktop` opens, without its interactive loop."""
    seen = []
    monkeypatch.setattr(App, "run", lambda self: seen.append(self))
    return seen


def test_an_unwritable_log_folder_still_opens_the_window_logging_to_stderr(
    opened, tmp_path, monkeypatch, capsys
):
    (tmp_path / "logs-file").write_text("not a folder")
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "logs-file")
    assert cli.main([]) == 0
    (app,) = opened
    assert [type(s) for s in app.stack] == [MainMenu]
    assert "log cannot be written" in app.toast_text and "terminal" in app.toast_text
    assert launch.log_file() is None
    logging.getLogger("anno_desktop.test").error("a line for the terminal")
    err = capsys.readouterr().err
    assert "log cannot be written" in err and "a line for the terminal" in err
    settings = SettingsScreen(app)
    app.push(settings)
    assert any("Log file: none" in getattr(w, "text", "") for w in settings.widgets)


def test_a_home_that_is_a_file_still_opens_the_window(opened, tmp_path, monkeypatch, capsys):
    home = tmp_path / "home-file"
    home.write_text("not a folder")
    monkeypatch.setenv("ANNO_DESKTOP_HOME", str(home))
    assert cli.main([]) == 0
    (app,) = opened
    assert [type(s) for s in app.stack] == [MainMenu]
    message = app.toast_text
    assert "log cannot be written" in message
    assert f"Settings cannot be saved in {home}" in message
    assert f"Games cannot be saved in {home}" in message
    assert "a line for the terminal" not in capsys.readouterr().err
    logging.getLogger("anno_desktop.test").error("a line for the terminal")
    assert "a line for the terminal" in capsys.readouterr().err
    # The menus work on: Settings opens, and Done says the settings could not be kept.
    app.push(SettingsScreen(app))
    key(app, pygame.K_ESCAPE)
    assert "Settings could not be saved" in app.toast_text
    assert home.read_text() == "not a folder"
    app.step(0.016, [pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_an_app_with_given_settings_shows_start_up_notices():
    app = App((1280, 720), settings=Settings(), notices=["The log went astray."])
    assert app.toast_text == "The log went astray."
