"""Test configuration: headless SDL, and user files in a temporary folder, never the real ones."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    monkeypatch.setenv("ANNO_DESKTOP_HOME", str(tmp_path / "home"))
