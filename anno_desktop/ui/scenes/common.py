"""Pieces several scenes share: the sea backdrop, titles and the per-game icon."""

from __future__ import annotations

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.textures import sea
from anno_desktop.ui.theme import Theme

GAME_ICONS: dict[str, str] = {
    "anno1701": "cargo-ship",
    "anno1701-cards": "scroll-unfurled",
    "anno1800-solo": "factory",
    "santa-maria": "dice-six-faces-five",
}


def game_icon(game_id: str) -> str:
    return GAME_ICONS.get(game_id, "compass")


def draw_sea(surface: pygame.Surface) -> None:
    surface.blit(sea(*surface.get_size()), (0, 0))


def draw_title(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    pos: tuple[int, int],
    size: float = th.SIZE_TITLE,
    colour: th.Colour = th.BRASS_LIGHT,
    center: bool = False,
) -> pygame.Rect:
    """A display-face title with a dark shadow, so it reads on the sea or on wood."""
    img = theme.text(text, "display-bold", size, colour)
    shade = theme.text(text, "display-bold", size, (12, 10, 8))
    rect = img.get_rect(midtop=pos) if center else img.get_rect(topleft=pos)
    offset = max(2, theme.u(3))
    surface.blit(shade, rect.move(offset, offset))
    surface.blit(img, rect)
    return rect


def draw_watermark(
    surface: pygame.Surface, theme: Theme, name: str, center: tuple[int, int], px: int
) -> None:
    """A large, faint icon that decorates an empty stretch of sea."""
    img = icon(name, px, (120, 170, 200)).copy()
    img.set_alpha(38)
    surface.blit(img, img.get_rect(center=center))
