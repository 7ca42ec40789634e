"""Pieces flying across the table: gained goods travel from where they came to their store."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon

FLIGHT_SECONDS = 0.55
STAGGER_SECONDS = 0.07
LIFT = 0.18  # how high the arc rises, as a share of the distance


@functools.lru_cache(maxsize=64)
def token(icon_name: str, size: int) -> pygame.Surface:
    """An icon on a cream disc with a wooden rim: readable over sea and parchment alike."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    centre, radius = (size // 2, size // 2), size // 2
    pygame.draw.circle(image, th.CREAM, centre, radius)
    pygame.draw.circle(image, th.WOOD_DARK, centre, radius, max(1, size // 12))
    inner = icon(icon_name, int(size * 0.66), th.WOOD_DARK)
    image.blit(inner, inner.get_rect(center=centre))
    return image


@dataclass
class _Flight:
    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    wait: float
    left: float
    duration: float


class Flights:
    """Icons on their way; `update` moves them, `draw` paints them on top of everything."""

    def __init__(self) -> None:
        self._flying: list[_Flight] = []

    @property
    def active(self) -> bool:
        return bool(self._flying)

    def launch(
        self,
        image: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        *,
        order: int = 0,
        factor: float = 1.0,
    ) -> None:
        """Send `image` from `start` to `end` (centres); the `order`-th of a group leaves a
        little later. A `factor` of 0 (animations off) sends nothing."""
        if factor <= 0:
            return
        duration = FLIGHT_SECONDS * factor
        wait = STAGGER_SECONDS * factor * order
        self._flying.append(_Flight(image, start, end, wait, duration, duration))

    def update(self, dt: float) -> bool:
        """Advance; True while anything is in the air (the frame must be drawn)."""
        if not self._flying:
            return False
        for flight in self._flying:
            flying = dt - max(0.0, flight.wait)  # the part of dt after its take-off
            flight.wait -= dt
            if flying > 0:
                flight.left -= flying
        self._flying = [f for f in self._flying if f.left > 0]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self._flying:
            if flight.wait > 0:
                continue
            t = 1 - flight.left / flight.duration
            ease = t * t * (3 - 2 * t)
            (x0, y0), (x1, y1) = flight.start, flight.end
            distance = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
            x = x0 + (x1 - x0) * ease
            y = y0 + (y1 - y0) * ease - LIFT * distance * 4 * ease * (1 - ease)
            surface.blit(flight.image, flight.image.get_rect(center=(round(x), round(y))))

    def clear(self) -> None:
        self._flying.clear()
