"""The window (issue 18, item 6): the first one fits the screen; full screen, size and place are
remembered in the settings, written a moment after they change and on quit at the latest."""

import json

import pygame
import pytest
from pydantic import ValidationError

from anno_desktop.settings import Settings, load_settings, save_settings, settings_path
from anno_desktop.ui import window as window_module
from anno_desktop.ui.app import WINDOW_SAVE_DELAY, App
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.settings_screen import SettingsScreen
from anno_desktop.ui.window import first_window_size, restorable_position
from tests.ui.conftest import click, key

LAPTOP = (1366, 768)


@pytest.fixture
def desktop(monkeypatch):
    """A desktop of a chosen size, whatever the dummy video driver reports."""

    def use(*sizes):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: list(sizes))

    use(LAPTOP)
    return use


@pytest.fixture(autouse=True)
def _close_display():
    yield
    pygame.display.quit()


def _stored() -> Settings:
    settings, message = load_settings()
    assert message is None
    return settings


def _rest(app, seconds=WINDOW_SAVE_DELAY):
    app.step(seconds, [])


def test_the_first_window_fits_a_laptop_screen(desktop):
    app = App()
    width, height = app.size
    assert width <= LAPTOP[0] and height <= LAPTOP[1] - 100
    # As wide as the design wants, and as tall as the screen allows beneath its panels.
    assert width == 1280 and height >= 600


def test_on_a_large_screen_the_first_window_has_the_design_size(desktop):
    desktop((2560, 1440))
    assert App().size == (1280, 800)


def test_first_window_size_rules():
    assert first_window_size((1366, 768), None) == (1280, 656)
    assert first_window_size((1920, 1080), None) == (1280, 800)
    assert first_window_size((1920, 1080), (1700, 1000)) == (1700, 1000)
    # A size remembered on a bigger screen shrinks to this one, leaving room for panels.
    assert first_window_size((1366, 768), (1920, 1080)) == (1302, 656)
    assert first_window_size(None, None) == (1280, 800)


def test_a_remembered_size_is_used_when_it_fits(desktop):
    save_settings(Settings(window_size=(1100, 700)))
    assert App().size == (1100, 700)


def test_a_remembered_size_too_big_for_this_desktop_is_clamped(desktop):
    save_settings(Settings(window_size=(2560, 1440)))
    width, height = App().size
    assert width <= LAPTOP[0] and height <= LAPTOP[1]


def test_the_window_reopens_where_it_was(desktop):
    save_settings(Settings(window_size=(1000, 600), window_position=(40, 30)))
    App()
    assert pygame.display.get_window_position() == (40, 30)


def test_a_place_off_every_screen_is_not_restored(desktop):
    save_settings(Settings(window_size=(1000, 600), window_position=(3000, 2000)))
    App()
    assert pygame.display.get_window_position() != (3000, 2000)
    assert restorable_position((1000, 600), (2000, 200), [LAPTOP, (1920, 1080)]) == (2000, 200)
    assert restorable_position((1000, 600), (-500, 10), [LAPTOP]) is None
    assert restorable_position((1000, 600), None, [LAPTOP]) is None


def test_f11_toggles_full_screen_and_it_is_remembered(desktop):
    app = App()
    app.push(MainMenu(app))
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    _rest(app)
    assert _stored().fullscreen
    pygame.display.quit()
    again = App()
    assert again.fullscreen
    again.push(SettingsScreen(again))
    toggle = next(w for w in again.top.widgets if getattr(w, "label", "") == "Full screen (F11)")
    assert toggle.value
    click(again, toggle.rect.center)
    assert not again.fullscreen
    # Closing the window right away still writes it.
    again.step(0.016, [pygame.event.Event(pygame.QUIT)])
    assert not _stored().fullscreen


def test_a_resized_window_is_remembered_after_a_moment(desktop):
    app = App()
    app.push(MainMenu(app))
    pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
    app.step(0.016, [pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640)])
    app.step(0.1, [])
    assert not settings_path().exists()  # not while the player is still dragging
    _rest(app)
    assert _stored().window_size == (1000, 640)
    pygame.display.quit()
    assert App().size == (1000, 640)


def test_a_moved_window_is_remembered_on_quit(desktop):
    app = App()
    app.push(MainMenu(app))
    app.step(0.016, [pygame.event.Event(pygame.WINDOWMOVED, x=60, y=45)])
    app.quit()
    assert _stored().window_position == (60, 45)


def test_a_tiny_window_is_remembered_at_the_smallest_size_settings_allow(desktop):
    app = App()
    pygame.display.set_mode((300, 200), pygame.RESIZABLE)
    app.step(0.016, [pygame.event.Event(pygame.VIDEORESIZE, size=(300, 200), w=300, h=200)])
    app.quit()
    assert _stored().window_size == (640, 400)


def test_windows_with_given_settings_write_nothing(desktop):
    # Screenshots and benchmarks bring their own settings: the player's file is not theirs.
    app = App((1280, 720), settings=Settings())
    key(app, pygame.K_F11)
    app.step(0.016, [pygame.event.Event(pygame.WINDOWMOVED, x=5, y=5)])
    _rest(app)
    app.quit()
    assert not settings_path().exists()


def test_a_broken_settings_file_is_not_overwritten_by_the_window(desktop):
    settings_path().write_text("{not json")
    app = App()
    key(app, pygame.K_F11)
    _rest(app)
    app.quit()
    assert settings_path().read_text() == "{not json"


def test_window_fields_are_bounded():
    with pytest.raises(ValidationError):
        Settings(window_size=(100, 100))
    with pytest.raises(ValidationError):
        Settings(window_size=(1280, 10**6))
    with pytest.raises(ValidationError):
        Settings(window_position=(10**7, 0))
    stored = Settings(window_size=(1280, 800), window_position=(-1920, 0))
    assert Settings.model_validate(json.loads(stored.model_dump_json())) == stored


def test_the_desktop_size_is_the_first_display(desktop):
    desktop((1920, 1080), LAPTOP)
    assert window_module.desktop_size() == (1920, 1080)
    desktop()
    assert window_module.desktop_size() is None
