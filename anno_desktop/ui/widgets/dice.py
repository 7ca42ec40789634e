"""Dice that tumble for about 600 ms (scaled by the animation setting) and land on the roll."""

from __future__ import annotations

import functools
import math
import random

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.textures import display_ready
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget

TUMBLE_SECONDS = 0.6
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.5), (0.75, 0.5), (0.25, 0.75), (0.75, 0.75)),
}
DIE_COLOURS: dict[str, tuple[th.Colour, th.Colour]] = {
    "ivory": ((246, 238, 218), th.INK),
    "blue": ((46, 94, 176), th.CREAM),
    "red": ((176, 48, 42), th.CREAM),
}


def draw_die(
    surface: pygame.Surface,
    rect: pygame.Rect,
    value: int,
    colour: str = "ivory",
    angle: float = 0.0,
) -> None:
    """One die face with pips (turned while tumbling)."""
    face = die_face(value, colour, max(8, min(rect.width, rect.height)))
    if angle:
        face = pygame.transform.rotozoom(face, angle, 1.0)
    surface.blit(face, face.get_rect(center=rect.center))


@functools.lru_cache(maxsize=256)
def die_face(value: int, colour: str, size: int) -> pygame.Surface:
    """A die face drawn at 2x and scaled down, kept: dice are drawn on every frame."""
    body, pip = DIE_COLOURS.get(colour, DIE_COLOURS["ivory"])
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    box = big.get_rect().inflate(-4, -4)
    pygame.draw.rect(big, (30, 20, 12, 120), box.move(4, 6), border_radius=size // 3)
    pygame.draw.rect(big, body, box, border_radius=size // 3)
    pygame.draw.rect(big, th.WOOD_DARK, box, 3, border_radius=size // 3)
    for fx, fy in PIPS.get(value, ()):
        centre = (box.x + int(box.width * fx), box.y + int(box.height * fy))
        pygame.draw.circle(big, pip, centre, max(3, size // 6))
    return display_ready(pygame.transform.smoothscale(big, (size, size)), alpha=True)


class DiceRoller(Widget):
    """A row of dice. `roll(values)` starts the tumble; `rolling` is True until it lands."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        values: list[int] | None = None,
        *,
        colours: list[str] | None = None,
        animation_factor: float = 1.0,
        seed: int = 7,
    ) -> None:
        super().__init__(rect)
        self.values = list(values or [])
        self.colours = list(colours or [])
        self.animation_factor = animation_factor
        self._shown = list(self.values)
        self._left = 0.0
        self._duration = 0.0
        self._tick = 0.0
        self._rnd = random.Random(seed)

    @property
    def rolling(self) -> bool:
        return self._left > 0

    def roll(self, values: list[int], colours: list[str] | None = None) -> None:
        self.values = list(values)
        if colours is not None:
            self.colours = list(colours)
        self._duration = TUMBLE_SECONDS * self.animation_factor
        self._left = self._duration
        self._shown = [self._rnd.randint(1, 6) for _ in values] if self._left else list(values)

    def update(self, dt: float) -> bool:
        if self._left <= 0:
            return False
        self._left -= dt
        self._tick += dt
        if self._left <= 0:
            self._shown = list(self.values)
        elif self._tick > 0.07:
            # New faces every 70 ms: fast enough to tumble, slow enough to see.
            self._tick = 0.0
            self._shown = [self._rnd.randint(1, 6) for _ in self.values]
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.values:
            return
        size = min(self.rect.height, theme.u(56))
        gap = theme.u(12)
        x = self.rect.x
        progress = 1 - self._left / self._duration if self._left > 0 and self._duration else 1
        for index, value in enumerate(self._shown):
            colour = self.colours[index] if index < len(self.colours) else "ivory"
            angle = 0.0
            lift = 0
            if progress < 1:
                angle = (1 - progress) * 360 * (1 if index % 2 else -1)
                lift = int(math.sin(progress * math.pi * 2) * size * 0.15 * (1 - progress))
            rect = pygame.Rect(x, self.rect.y - lift, size, size)
            draw_die(surface, rect, value, colour, angle)
            x += size + gap
