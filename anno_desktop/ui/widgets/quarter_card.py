"""A card that rests in any of four quarter turns and turns 90° per step of stock (~250 ms a
step, scaled by the animation setting, "off" snaps), or flips over to its reverse side.

The scene hands it a face surface each frame; the widget only knows angles and timing, so any
card game whose stock is read off the edge facing the owner can use it.
"""

from __future__ import annotations

import pygame

from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget
from anno_desktop.ui.widgets.card import TURN_SECONDS


class QuarterTurnCard(Widget):
    """`angle` is degrees counter-clockwise from upright; `settle(turns, steps)` animates to a
    new resting turn, `steps` quarter turns away (positive counter-clockwise)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        turns: int = 0,
        *,
        reverse: bool = False,
        animation_factor: float = 1.0,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.turns = turns % 4
        self.reverse = reverse
        self.animation_factor = animation_factor
        self.angle = 90.0 * self.turns
        self.goal = self.angle
        self.start = self.angle
        self.flip_left = 0.0
        self.face: pygame.Surface | None = None
        self.base_angle = 0.0  # 180 for a settlement seen from across the table

    @property
    def turning(self) -> bool:
        return self.angle != self.goal or self.flip_left > 0

    def settle(self, turns: int, steps: int, reverse: bool = False) -> None:
        """Rest at `turns`, reached by turning `steps` quarters (or by flipping over when the
        card changes side)."""
        turns %= 4
        if reverse != self.reverse:
            self.reverse = reverse
            self.turns = turns
            self.angle = self.goal = self.start = 90.0 * turns
            self.flip_left = TURN_SECONDS * self.animation_factor
            return
        if turns == self.turns and not steps:
            return
        if (self.turns + steps) % 4 != turns:
            steps = (turns - self.turns) % 4
        self.turns = turns
        self.start = self.angle
        self.goal = self.goal + 90.0 * steps
        if self.animation_factor <= 0:
            self._land()

    def _land(self) -> None:
        self.angle = self.goal = self.start = 90.0 * self.turns

    def update(self, dt: float) -> bool:
        moved = False
        if self.flip_left > 0:
            self.flip_left = max(0.0, self.flip_left - dt)
            moved = True
        if self.angle != self.goal:
            step = 90.0 * dt / max(1e-6, TURN_SECONDS * self.animation_factor)
            if self.animation_factor <= 0 or abs(self.goal - self.angle) <= step:
                self._land()
            else:
                self.angle += step if self.goal > self.angle else -step
            moved = True
        return moved

    def footprint(self) -> pygame.Rect:
        """The rectangle the card covers at rest (a quarter turn lays it on its side)."""
        rect = pygame.Rect(self.rect)
        if self.turns % 2:
            rect.size = (self.rect.height, self.rect.width)
            rect.center = self.rect.center
        return rect

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if self.face is None:
            return
        face = self.face
        angle = (self.angle + self.base_angle) % 360
        if angle:
            face = pygame.transform.rotate(face, angle)
        if self.flip_left > 0:
            # Half a flip shown as the card narrowing and widening again on its new side.
            total = max(1e-6, TURN_SECONDS * self.animation_factor)
            width = max(1, int(face.get_width() * abs(1 - 2 * self.flip_left / total)))
            face = pygame.transform.smoothscale(face, (width, face.get_height()))
        surface.blit(face, face.get_rect(center=self.rect.center))
