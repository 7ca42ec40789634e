"""Scenes on a stack (Tuxemon-style): only the top scene gets input, every visible one draws.

A scene that does not cover the whole window (`opaque = False`) lets the scenes below it show
through, so dialogs, menus and the hand-off screen are ordinary scenes pushed on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.ui.widgets.base import Widget

if TYPE_CHECKING:
    from anno_desktop.ui.app import App
    from anno_desktop.ui.theme import Theme


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
