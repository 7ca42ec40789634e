"""Scenes on a stack (Tuxemon-style): only the top scene gets input, every visible one draws.

A scene that does not cover the whole window (`opaque = False`) lets the scenes below it show
through, so dialogs, menus and the hand-off screen are ordinary scenes pushed on top.

Scenes open each other by name, as Tuxemon's `push_state("WorldState")`: every Scene class
defined in a module of `ui/scenes/` is registered under its class name when a name is first
looked up (by then every module has finished importing), and `push_scene(app, "MainMenu")`
opens it, so no scene module imports another. A name is looked for first in the module named
after it (`main_menu.py`), so opening the window imports the menu, not every scene.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import re
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.ui.widgets.base import Widget

if TYPE_CHECKING:
    from anno_desktop.ui.app import App
    from anno_desktop.ui.theme import Theme

SCENE_PACKAGE = "anno_desktop.ui.scenes"


class Scene:
    """One screen. Subclasses build their widgets in `layout` (called on push and on resize)."""

    opaque = True
    # A scene that hides what is below it from the eyes of the next player (hand-off screen).
    covers_secrets = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []

    @property
    def theme(self) -> Theme:
        return self.app.theme

    def u(self, units: float) -> int:
        return self.app.theme.u(units)

    # -- life cycle --------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        """Build or place the widgets for a window of this size."""

    def on_enter(self) -> None:
        """Called once when the scene is pushed (after its first layout)."""

    def on_resume(self) -> None:
        """Called when the scene above this one was popped."""

    def on_exit(self) -> None:
        """Called once when the scene leaves the stack for good."""

    def forget_pictures(self) -> None:
        """Drop what the scene keeps drawn between frames, so the next frame draws it all
        afresh (check-layout must see every text that frame shows being fitted)."""

    # -- input, time and drawing -----------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Offer the event to the widgets, topmost first; then to `on_event`."""
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                return True
        return self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> bool:
        """Events no widget took (keys, clicks on the background)."""
        return False

    def update(self, dt: float) -> bool:
        """Advance time by `dt` seconds; True when something changed and must be redrawn."""
        changed = False
        for widget in self.widgets:
            if widget.visible and widget.update(dt):
                changed = True
        return changed

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self.theme)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The table under everything; dialogs leave it out."""

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(pos):
                tip = widget.tooltip_at(pos)
                if tip:
                    return tip
        return None


_REGISTRY: dict[str, type[Scene]] = {}


def _register(module: ModuleType) -> None:
    """Register the Scene classes defined in `module` under their class names."""
    for value in vars(module).values():
        if not (
            isinstance(value, type)
            and issubclass(value, Scene)
            and value.__module__ == module.__name__
        ):
            continue
        known = _REGISTRY.setdefault(value.__name__, value)
        if known is not value:
            raise ValueError(f"two scenes are named {value.__name__}: {known} and {value}")


def _discover(name: str | None = None) -> None:
    """Import the module named after scene `name` (MainMenu in main_menu.py), which is all
    the menu needs at start-up; for any other name, or none, every module of ui/scenes."""
    if name is not None:
        guess = f"{SCENE_PACKAGE}.{re.sub(r'(?<!^)(?=[A-Z])', '_', name).lower()}"
        if importlib.util.find_spec(guess) is not None:
            _register(importlib.import_module(guess))
            if name in _REGISTRY:
                return
    package = importlib.import_module(SCENE_PACKAGE)
    for info in pkgutil.iter_modules(package.__path__):
        _register(importlib.import_module(f"{SCENE_PACKAGE}.{info.name}"))


def scene_names() -> list[str]:
    """The names of every scene there is."""
    _discover()
    return sorted(_REGISTRY)


def scene_class(name: str) -> type[Scene]:
    """The scene class named `name`; KeyError naming the known ones if there is none."""
    if name not in _REGISTRY:
        _discover(name)
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"no scene is named {name!r} ({', '.join(scene_names())})") from None


def new_scene(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """A new scene of the class named `name`, built with `args` and `kwargs`."""
    return scene_class(name)(app, *args, **kwargs)


def push_scene(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Open the scene named `name` on top of the stack."""
    scene = new_scene(app, name, *args, **kwargs)
    app.push(scene)
    return scene


def reset_to(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Close every scene and open the one named `name` alone."""
    scene = new_scene(app, name, *args, **kwargs)
    app.reset(scene)
    return scene
