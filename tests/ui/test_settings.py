"""Settings (issue: settings screen): stored as JSON in the config folder, written atomically;
a broken file gives the defaults and a message, never a crash."""

import itertools
import json
import logging

import pytest

from anno_desktop import paths
from anno_desktop.settings import Settings, load_settings, save_settings, settings_path
from anno_desktop.ui import launch
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes.settings_screen import SettingsScreen
from tests.ui.conftest import click


def test_settings_round_trip_through_the_config_folder():
    settings = Settings(
        fullscreen=True,
        ui_scale=1.25,
        animation_speed="off",
        bot_pace="slow",
        sound_volume=10,
        confirm_end_of_turn=False,
    )
    save_settings(settings)
    assert settings_path() == paths.config_dir() / "settings.json"
    loaded, message = load_settings()
    assert loaded == settings and message is None
    assert [p.name for p in paths.config_dir().iterdir()] == ["settings.json"]


def test_missing_settings_file_gives_defaults_silently():
    assert load_settings() == (Settings(), None)


def test_broken_settings_file_gives_defaults_and_a_message():
    settings_path().write_text("{not json")
    settings, message = load_settings()
    assert settings == Settings()
    assert "not JSON" in message and "default settings" in message
    assert settings_path().read_text() == "{not json"


def test_out_of_range_value_gives_defaults_and_a_message():
    settings_path().write_text(json.dumps({"ui_scale": 9, "bot_pace": "warp"}))
    settings, message = load_settings()
    assert settings == Settings() and "ui_scale" in message


def test_app_shows_the_message_of_a_broken_settings_file():
    settings_path().write_bytes(b"\xff\xfe\x00")
    app = App((1280, 720))
    assert app.settings == Settings()
    assert "settings file" in app.toast_text and "UTF-16" in app.toast_text


def test_settings_screen_changes_and_stores_the_bot_pace(app):
    screen = SettingsScreen(app)
    app.push(screen)
    pace = next(w for w in screen.widgets if getattr(w, "label", "") == "Bot pace")
    before = app.settings.bot_pace
    right = (pace.rect.right - 5, pace.rect.centery)
    click(app, right)
    assert app.settings.bot_pace != before
    done = next(w for w in screen.widgets if getattr(w, "label", "") == "Done")
    click(app, done.rect.center)
    assert app.top is None
    assert load_settings()[0].bot_pace == app.settings.bot_pace


@pytest.fixture
def logging_to_file():
    """The window's log set up as `anno-desktop` does, and taken down after the test."""
    assert launch.log_to_file() is None
    yield paths.log_dir() / launch.LOG_FILE
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, "anno_desktop_log", False)]:
        root.removeHandler(handler)
        handler.close()


def test_settings_screen_names_the_log_file_whole(app, logging_to_file):
    screen = SettingsScreen(app)
    app.push(screen)
    line = next(w for w in screen.widgets if getattr(w, "text", "").startswith("Log file:"))
    # A path too long for a line is broken onto the next, never cut short.
    assert line.text.replace("\n", "") == f"Log file: {logging_to_file}"
    done = next(w for w in screen.widgets if getattr(w, "label", "") == "Done")
    assert line.rect.bottom < done.rect.top and done.rect.bottom <= app.size[1]


def test_open_folder_shows_the_log_folder(app, logging_to_file, monkeypatch):
    opened = []
    monkeypatch.setattr(launch.subprocess, "Popen", lambda args, **kw: opened.append(args))
    monkeypatch.setattr(launch.sys, "platform", "linux")
    screen = SettingsScreen(app)
    app.push(screen)
    button = next(w for w in screen.widgets if getattr(w, "label", "") == "Open folder")
    click(app, button.rect.center)
    assert opened == [["xdg-open", str(logging_to_file.parent)]]

    def missing(args, **kw):
        raise FileNotFoundError(2, "No such file or directory")

    monkeypatch.setattr(launch.subprocess, "Popen", missing)
    click(app, button.rect.center)
    assert "could not be opened" in app.toast_text and app.top is screen


def test_settings_screen_keeps_done_on_screen_with_the_largest_text():
    from anno_desktop.ui.widgets.controls import Chooser, Slider, Toggle

    for size in [(1280, 720), (1366, 768), (1024, 640)]:
        app = App(size, settings=Settings(ui_scale=1.5))
        screen = SettingsScreen(app)
        app.push(screen)
        rows = [w for w in screen.widgets if isinstance(w, (Chooser, Slider, Toggle))]
        done = next(w for w in screen.widgets if getattr(w, "label", "") == "Done")
        assert all(a.rect.bottom <= b.rect.top for a, b in itertools.pairwise(rows))
        assert rows[-1].rect.bottom < done.rect.top and done.rect.bottom <= size[1], size
