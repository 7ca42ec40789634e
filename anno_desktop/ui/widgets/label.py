"""Text on the table: single lines or wrapped paragraphs."""

from __future__ import annotations

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget


class Label(Widget):
    """Text in a rectangle; wraps when `wrap` is set, else is cut with an ellipsis."""

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

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if self.wrap:
            lines = theme.wrap(self.text, self.face, self.size, self.rect.width)
        else:
            lines = [theme.fit(self.text, self.face, self.size, self.rect.width)]
        y = self.rect.y
        line_h = theme.font(self.face, self.size).get_linesize()
        for line in lines:
            if y + line_h > self.rect.bottom + line_h // 2:
                break
            img = theme.text(line, self.face, self.size, self.colour)
            if self.align == "center":
                x = self.rect.centerx - img.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - img.get_width()
            else:
                x = self.rect.x
            surface.blit(img, (x, y))
            y += line_h
