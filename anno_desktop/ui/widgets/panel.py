"""Panels: a wooden frame around parchment (or wood), lying on the table with a shadow."""

from __future__ import annotations

import pygame

from anno_desktop.ui.art.textures import drop_shadow, framed_panel, panel_core
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget


class Panel(Widget):
    """A framed panel; `kind` is "parchment" or "wood"."""

    def __init__(self, rect: pygame.Rect | tuple, kind: str = "parchment") -> None:
        super().__init__(rect)
        self.kind = kind

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        border = max(4, theme.u(9))
        drop_shadow(surface, self.rect, max(3, theme.u(8)), covered=self.core(theme))
        surface.blit(framed_panel(self.rect.width, self.rect.height, border, self.kind), self.rect)

    def core(self, theme: Theme) -> pygame.Rect:
        """The part of the panel nothing below shows through (what lies there need not be
        drawn first)."""
        return panel_core(self.rect, max(4, theme.u(9)))

    def inner(self, theme: Theme, pad: float = 14) -> pygame.Rect:
        """The usable area inside the frame, with `pad` logical units of margin."""
        return self.rect.inflate(-2 * theme.u(9 + pad), -2 * theme.u(9 + pad))
