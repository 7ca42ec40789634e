"""A card that turns 90° (~250 ms, scaled by the animation setting) to show it is in use.

The face is drawn once per size by `card_face` (parchment, a coloured band by type, the title,
cost icons and a line of text) and cached; only the turning frames rotate it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.textures import display_ready, parchment
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget

TURN_SECONDS = 0.25


@lru_cache(maxsize=256)
def card_face(
    theme: Theme,
    scale: float,
    w: int,
    h: int,
    title: str,
    band: th.Colour,
    costs: tuple[str, ...] = (),
    text: str = "",
) -> pygame.Surface:
    """The card's face: rounded parchment, a band in the type's colour, title, costs, text.

    `scale` is the theme's scale, passed so a face drawn at another scale is not reused.
    """
    radius = max(4, w // 12)
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    body = parchment(w, h, seed=len(title)).copy()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    shaped = pygame.Surface((w, h), pygame.SRCALPHA)
    shaped.blit(body, (0, 0))
    shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    face.blit(shaped, (0, 0))
    band_rect = pygame.Rect(0, 0, w, max(8, h // 5))
    pygame.draw.rect(
        face, band, band_rect, border_top_left_radius=radius, border_top_right_radius=radius
    )
    pygame.draw.rect(face, th.WOOD_DARK, face.get_rect(), 2, border_radius=radius)
    size = max(10.0, h / 12 / scale)
    title_box = band_rect.inflate(-12, -2)
    theme.draw_text(
        face, title, title_box, face="display-bold", size=size, colour=th.CREAM, align="center"
    )
    px = max(10, w // 6)
    x = 6
    for name in costs:
        face.blit(icon(name, px, th.WOOD), (x, h - px - 6))
        x += px + 2
    if text:
        small = max(10.0, h / 16 / scale)
        room = pygame.Rect(
            6, band_rect.bottom + 6, w - 12, h - band_rect.bottom - (px + 18 if costs else 12)
        )
        theme.draw_text(face, text, room, size=small, colour=th.INK, valign="top")
    return display_ready(face, alpha=True)


class RotatingCard(Widget):
    """A card standing upright or turned sideways; `turn(True)` animates the quarter turn."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        title: str,
        band: th.Colour,
        *,
        costs: Sequence[str] = (),
        text: str = "",
        turned: bool = False,
        animation_factor: float = 1.0,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.title = title
        self.band = band
        self.costs = tuple(costs)
        self.text = text
        self.turned = turned
        self.animation_factor = animation_factor
        self.angle = -90.0 if turned else 0.0
        self._from = self.angle

    @property
    def turning(self) -> bool:
        return self.angle != (-90.0 if self.turned else 0.0)

    def turn(self, turned: bool) -> None:
        self.turned = turned
        if self.animation_factor <= 0:
            self.angle = -90.0 if turned else 0.0

    def update(self, dt: float) -> bool:
        target = -90.0 if self.turned else 0.0
        if self.angle == target:
            return False
        step = 90.0 * dt / (TURN_SECONDS * self.animation_factor)
        if abs(target - self.angle) <= step:
            self.angle = target
        else:
            self.angle += step if target > self.angle else -step
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        face = card_face(
            theme,
            theme.scale,
            self.rect.width,
            self.rect.height,
            self.title,
            self.band,
            self.costs,
            self.text,
        )
        if self.hovered:
            pygame.draw.rect(
                surface,
                th.BRASS_LIGHT,
                self.rect.inflate(6, 6),
                3,
                border_radius=max(4, self.rect.width // 12),
            )
        if self.angle:
            # pygame turns counter-clockwise for positive angles: -90 lays the card to the right.
            face = pygame.transform.rotate(face, self.angle)
        surface.blit(face, face.get_rect(center=self.rect.center))
