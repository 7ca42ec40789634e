"""The tooltip box the App draws next to the pointer after a short hover."""

from __future__ import annotations

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme


def draw_tooltip(surface: pygame.Surface, theme: Theme, text: str, pos: tuple[int, int]) -> None:
    """A small parchment card with dark ink, kept inside the window."""
    pad = theme.u(10)
    width = min(theme.u(340), surface.get_width() - 2 * pad)
    # A long tooltip in a small window shrinks its type rather than run off the screen.
    fitted = theme.fit_text(
        text, width - 2 * pad, surface.get_height() - 4 * pad, size=th.SIZE_SMALL
    )
    rect = pygame.Rect(0, 0, fitted.width + 2 * pad, fitted.height + 2 * pad)
    rect.topleft = (pos[0] + theme.u(16), pos[1] + theme.u(20))
    rect.clamp_ip(surface.get_rect())
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - theme.u(8)
        rect.clamp_ip(surface.get_rect())
    shadow = rect.move(theme.u(3), theme.u(3))
    pygame.draw.rect(surface, (20, 12, 6), shadow, border_radius=theme.u(6))
    pygame.draw.rect(surface, th.CREAM, rect, border_radius=theme.u(6))
    pygame.draw.rect(surface, th.WOOD, rect, max(1, theme.u(2)), border_radius=theme.u(6))
    theme.blit_fitted(surface, fitted, rect.inflate(-2 * pad, -2 * pad), th.INK, valign="top")


def draw_toast(surface: pygame.Surface, theme: Theme, text: str) -> None:
    """A message on dark wood at the bottom of the window, wrapped to fit."""
    width = min(surface.get_width() - theme.u(40), theme.u(760))
    lines = theme.wrap(text, "text", th.SIZE_BODY, width - theme.u(32))
    line_h = theme.font("text", th.SIZE_BODY).get_linesize()
    rect = pygame.Rect(0, 0, width, line_h * len(lines) + theme.u(20))
    rect.midbottom = (surface.get_width() // 2, surface.get_height() - theme.u(20))
    pygame.draw.rect(surface, (28, 18, 10), rect, border_radius=theme.u(10))
    pygame.draw.rect(surface, th.BRASS, rect, max(1, theme.u(2)), border_radius=theme.u(10))
    y = rect.y + theme.u(10)
    for line in lines:
        img = theme.text(line, "text", th.SIZE_BODY, th.CREAM)
        surface.blit(img, (rect.centerx - img.get_width() // 2, y))
        y += line_h
