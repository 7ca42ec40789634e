"""Text on the table: single lines or wrapped paragraphs."""

from __future__ import annotations

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget


class Label(Widget):
    """Text in a rectangle: one line, or wrapped lines when `wrap` is set; either shrinks to
    fit before it is shortened (the whole text then in its tooltip)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        text: str,
        *,
        face: str = "text",
        size: float = th.SIZE_BODY,
        colour: th.Colour = th.INK,
        align: str = "left",
        wrap: bool = False,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.text = text
        self.face = face
        self.size = size
        self.colour = colour
        self.align = align
        self.wrap = wrap
        self._cut = False  # shortened when last drawn: the tooltip shows the whole text

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        fitted = theme.fit_text(
            self.text,
            self.rect.width,
            self.rect.height if self.wrap else None,
            face=self.face,
            size=self.size,
            max_lines=None if self.wrap else 1,
        )
        self._cut = fitted.shortened
        theme.blit_fitted(surface, fitted, self.rect, self.colour, align=self.align, valign="top")

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self._cut:
            return self.tooltip
        return f"{self.text}\n{self.tooltip}" if self.tooltip else self.text
