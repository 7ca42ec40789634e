"""Player markers: each seat has a colour and a shape (disc, square, triangle, diamond)."""

from __future__ import annotations

import pygame

from anno_desktop.ui import theme
from anno_desktop.ui.theme import PlayerLook


def draw_marker(surface: pygame.Surface, look: PlayerLook, center: tuple[int, int], r: int) -> None:
    """The seat's shape in its colour, with a dark rim so it stands out on any background."""
    x, y = center
    r = max(4, r)
    if look.shape == "disc":
        pygame.draw.circle(surface, look.colour, center, r)
        pygame.draw.circle(surface, theme.WOOD_DARK, center, r, max(1, r // 6))
        return
    if look.shape == "square":
        rect = pygame.Rect(0, 0, r * 2 - 2, r * 2 - 2)
        rect.center = center
        pygame.draw.rect(surface, look.colour, rect, border_radius=max(1, r // 5))
        pygame.draw.rect(surface, theme.WOOD_DARK, rect, max(1, r // 6), border_radius=r // 5)
        return
    if look.shape == "triangle":
        points = [(x, y - r), (x + r, y + r * 4 // 5), (x - r, y + r * 4 // 5)]
    else:
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    pygame.draw.polygon(surface, look.colour, points)
    pygame.draw.polygon(surface, theme.WOOD_DARK, points, max(1, r // 6))
