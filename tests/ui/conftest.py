"""Headless UI fixtures: an App on the dummy video driver, and the toy race as a game."""

import pygame
import pytest

from anno_desktop import games
from anno_desktop.settings import Settings
from anno_desktop.ui.app import App


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(games.GAME_MODULES, "toy", "tests.engine.toygame")
    return games.get_game("toy").rules


@pytest.fixture
def app():
    application = App((1280, 720), settings=Settings(animation_speed="off", bot_pace="instant"))
    yield application
    pygame.display.quit()
    # A scene that failed ends in a dialog, not a crash: a test must still see that it failed.
    assert not application.errors, application.errors


def click(app: App, pos) -> None:
    """A full left click (press and release) at `pos`, then one frame."""
    app.step(
        0.016,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def key(app: App, key_code: int, mod: int = 0) -> None:
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="")])
