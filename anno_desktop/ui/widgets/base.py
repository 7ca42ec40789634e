"""The widget base: a rectangle that may take events, animate and draw itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from anno_desktop.ui.theme import Theme

LEFT = 1


def is_click(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == LEFT


def is_press(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == LEFT


class Widget:
    """A rectangle on screen; `tooltip` is shown on hover (for a dimmed widget: why)."""

    def __init__(self, rect: pygame.Rect | tuple, tooltip: str | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.visible = True
        self.enabled = True
        self.hovered = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Take the event; True when it was used and nobody else should see it."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    def update(self, dt: float) -> bool:
        """Advance animations; True while something moves."""
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        """Draw the widget."""

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.tooltip
