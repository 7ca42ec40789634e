"""The tooltip box the App draws next to the pointer after a short hover."""

from __future__ import annotations

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme


def draw_tooltip(surface: pygame.Surface, theme: Theme, text: str, pos: tuple[int, int]) -> None:
    """A small parchment card with dark ink, kept inside the window."""
    pad = theme.u(10)
    width = theme.u(340)
    lines = theme.wrap(text, "text", th.SIZE_SMALL, width - 2 * pad)
    line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
    text_w = max(theme.font("text", th.SIZE_SMALL).size(line)[0] for line in lines)
    rect = pygame.Rect(0, 0, text_w + 2 * pad, line_h * len(lines) + 2 * pad)
    rect.topleft = (pos[0] + theme.u(16), pos[1] + theme.u(20))
    rect.clamp_ip(surface.get_rect())
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - theme.u(8)
        rect.clamp_ip(surface.get_rect())
    shadow = rect.move(theme.u(3), theme.u(3))
    pygame.draw.rect(surface, (20, 12, 6), shadow, border_radius=theme.u(6))
    pygame.draw.rect(surface, th.CREAM, rect, border_radius=theme.u(6))
    pygame.draw.rect(surface, th.WOOD, rect, max(1, theme.u(2)), border_radius=theme.u(6))
    y = rect.y + pad
    for line in lines:
        surface.blit(theme.text(line, "text", th.SIZE_SMALL, th.INK), (rect.x + pad, y))
        y += line_h
