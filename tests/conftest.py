"""Test configuration: headless SDL, and user files in a temporary folder, never the real ones."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Tests read English texts whatever the machine's language (a German or Czech system
    would otherwise pick its own); the i18n tests choose theirs."""
    from anno_desktop.engine import i18n

    monkeypatch.setenv("ANNO_DESKTOP_LANG", "en")
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    monkeypatch.setenv("ANNO_DESKTOP_HOME", str(tmp_path / "home"))
