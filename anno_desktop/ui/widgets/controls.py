"""Form controls: a toggle, a chooser (cycles through values), a slider and a text input."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget, is_click, is_press


def _label_left(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    text: str,
    width: int,
    colour: th.Colour = th.INK,
) -> str:
    """The control's label in the left part of its row; its whole text if it was shortened."""
    box = pygame.Rect(rect.x, rect.y, width, rect.height)
    return theme.draw_text(surface, text, box, size=th.SIZE_BODY, colour=colour).tooltip or ""


def _arrow_room(box: pygame.Rect) -> int:
    """The width each arrow of a chooser takes: a square, less in a narrow box."""
    return min(box.height, max(12, box.width // 5))


class _Labelled(Widget):
    """A control with a label on the left: a shortened label shows whole in the tooltip."""

    _cut = ""  # the whole texts shortened when last drawn

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self._cut:
            return self.tooltip
        return f"{self._cut}\n{self.tooltip}" if self.tooltip else self._cut


class Toggle(_Labelled):
    """An on/off switch with its label on the left; click anywhere on the row."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        label: str,
        value: bool,
        on_change: Callable[[bool], None] | None = None,
        *,
        tooltip: str | None = None,
        label_width: float = 0.6,
    ) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.label_width = label_width

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if self.enabled and is_press(event) and self.rect.collidepoint(event.pos):
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        split = int(self.rect.width * self.label_width)
        self._cut = _label_left(surface, theme, self.rect, self.label, split - theme.u(8))
        h = min(self.rect.height - theme.u(8), theme.u(28))
        track = pygame.Rect(self.rect.x + split, self.rect.centery - h // 2, h * 2, h)
        fill = th.SEA_LIGHT if self.value else th.PARCHMENT_DARK
        if self.hovered:
            fill = tuple(min(255, c + 18) for c in fill)
        pygame.draw.rect(surface, fill, track, border_radius=h // 2)
        pygame.draw.rect(surface, th.WOOD, track, max(1, theme.u(2)), border_radius=h // 2)
        knob_x = track.right - h // 2 if self.value else track.x + h // 2
        pygame.draw.circle(surface, th.BRASS_LIGHT, (knob_x, track.centery), h // 2 - 2)
        pygame.draw.circle(surface, th.WOOD_DARK, (knob_x, track.centery), h // 2 - 2, 1)
        word = _("On") if self.value else _("Off")
        img = theme.text(word, "text", th.SIZE_BODY, th.INK)
        surface.blit(img, (track.right + theme.u(10), track.centery - img.get_height() // 2))


class Chooser(_Labelled):
    """A value picked from a short list with arrows on both sides (or the mouse wheel)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        label: str,
        values: Sequence[Any],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        *,
        names: Callable[[Any], str] = str,
        tooltip: str | None = None,
        label_width: float = 0.6,
    ) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.on_change = on_change
        self.names = names
        self.label_width = label_width
        self._hover_side = 0

    @property
    def value(self) -> Any:
        return self.values[self.index] if self.values else None

    def _box(self) -> pygame.Rect:
        split = int(self.rect.width * self.label_width) if self.label else 0
        return pygame.Rect(
            self.rect.x + split, self.rect.y, self.rect.width - split, self.rect.height
        )

    def _step(self, delta: int) -> None:
        if not self.values:
            return
        self.index = (self.index + delta) % len(self.values)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        box = self._box()
        if event.type == pygame.MOUSEMOTION:
            self._hover_side = 0
            if box.collidepoint(event.pos):
                self._hover_side = -1 if event.pos[0] < box.x + _arrow_room(box) else 1
        if not self.enabled or len(self.values) < 2:
            return False
        if is_press(event) and box.collidepoint(event.pos):
            self._step(-1 if event.pos[0] < box.x + _arrow_room(box) else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and box.collidepoint(event.pos):
            self._step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        self._cut = ""
        if self.label:
            self._cut = _label_left(
                surface,
                theme,
                self.rect,
                self.label,
                int(self.rect.width * self.label_width) - theme.u(8),
            )
        box = self._box().inflate(0, -theme.u(6))
        fill = (246, 236, 210) if self.hovered else (240, 228, 196)
        pygame.draw.rect(surface, fill, box, border_radius=theme.u(6))
        pygame.draw.rect(surface, th.WOOD, box, max(1, theme.u(2)), border_radius=theme.u(6))
        can = self.enabled and len(self.values) > 1
        for side, glyph in ((-1, "\u2039"), (1, "\u203a")):
            colour = th.INK if can else th.DIM
            if can and self.hovered and self._hover_side == side:
                colour = th.ALERT
            img = theme.text(glyph, "text-bold", th.SIZE_HEADING, colour)
            arrow = _arrow_room(box)
            cx = box.x + arrow // 2 if side < 0 else box.right - arrow // 2
            surface.blit(img, img.get_rect(center=(cx, box.centery - theme.u(2))))
        name = self.names(self.value) if self.values else "—"
        inner = box.inflate(-2 * _arrow_room(box), -theme.u(4))
        fitted = theme.draw_text(
            surface,
            name,
            inner,
            size=th.SIZE_BODY,
            colour=th.INK if self.enabled else th.DIM,
            align="center",
        )
        if fitted.shortened:
            self._cut = "\n".join(filter(None, (self._cut, name)))


class Slider(_Labelled):
    """An integer between `low` and `high`, dragged along a brass rail."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        label: str,
        low: int,
        high: int,
        value: int,
        on_change: Callable[[int], None] | None = None,
        *,
        suffix: str = "",
        label_width: float = 0.6,
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.low, self.high = low, high
        self.value = max(low, min(high, value))
        self.on_change = on_change
        self.suffix = suffix
        self.label_width = label_width
        self._drag = False

    def _rail(self) -> pygame.Rect:
        split = int(self.rect.width * self.label_width)
        right_pad = self.rect.height * 2
        return pygame.Rect(
            self.rect.x + split + 8,
            self.rect.centery - 3,
            max(10, self.rect.width - split - right_pad - 16),
            6,
        )

    def _set_from(self, x: int) -> None:
        rail = self._rail()
        frac = (x - rail.x) / max(1, rail.width)
        value = round(self.low + max(0.0, min(1.0, frac)) * (self.high - self.low))
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if is_press(event) and self._rail().inflate(16, self.rect.height).collidepoint(event.pos):
            self._drag = True
            self._set_from(event.pos[0])
            return True
        if self._drag and event.type == pygame.MOUSEMOTION:
            self._set_from(event.pos[0])
            return True
        if self._drag and is_click(event):
            self._drag = False
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        self._cut = _label_left(
            surface,
            theme,
            self.rect,
            self.label,
            int(self.rect.width * self.label_width) - theme.u(8),
        )
        rail = self._rail()
        pygame.draw.rect(surface, th.WOOD_LIGHT, rail, border_radius=3)
        frac = (self.value - self.low) / max(1, self.high - self.low)
        filled = rail.copy()
        filled.width = int(rail.width * frac)
        pygame.draw.rect(surface, th.BRASS, filled, border_radius=3)
        r = max(6, theme.u(10))
        knob = (rail.x + filled.width, rail.centery)
        pygame.draw.circle(surface, th.BRASS_LIGHT if self.hovered else th.BRASS, knob, r)
        pygame.draw.circle(surface, th.WOOD_DARK, knob, r, 1)
        img = theme.text(f"{self.value}{self.suffix}", "text", th.SIZE_BODY, th.INK)
        surface.blit(img, (rail.right + theme.u(16), self.rect.centery - img.get_height() // 2))


class TextInput(Widget):
    """A one-line text field (player names): click to type, Enter or a click elsewhere ends."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        text: str,
        on_change: Callable[[str], None] | None = None,
        *,
        max_length: int = 20,
        placeholder: str = "",
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.on_change = on_change
        self.max_length = max_length
        self.placeholder = placeholder
        self.active = False
        self._blink = 0.0

    def _set(self, text: str) -> None:
        self.text = text[: self.max_length]
        if self.on_change:
            self.on_change(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if is_press(event):
            self.active = self.rect.collidepoint(event.pos)
            return self.active
        if not self.active:
            return False
        if event.type == pygame.TEXTINPUT:
            printable = "".join(ch for ch in event.text if ch.isprintable())
            self._set(self.text + printable)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self._set(self.text[:-1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.active = False
            return True
        return False

    def update(self, dt: float) -> bool:
        if not self.active:
            return False
        before = self._blink < 0.5
        self._blink = (self._blink + dt) % 1.0
        return before != (self._blink < 0.5)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        fill = (252, 246, 230) if self.active else (244, 234, 208)
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.u(5))
        edge = th.BRASS if self.active else (th.WOOD_LIGHT if self.hovered else th.WOOD)
        pygame.draw.rect(surface, edge, self.rect, max(1, theme.u(2)), border_radius=theme.u(5))
        pad = theme.u(8)
        shown = self.text or self.placeholder
        colour = th.INK if self.text else th.DIM
        box = pygame.Rect(
            self.rect.x + pad, self.rect.y, self.rect.width - 3 * pad, self.rect.height
        )
        drawn = theme.blit_fitted(
            surface,
            theme.fit_text(shown or " ", box.width, box.height, size=th.SIZE_BODY, max_lines=1),
            box,
            colour,
        )
        if self.active and self._blink < 0.5:
            x = self.rect.x + pad + (drawn.width if self.text else 0) + 1
            pygame.draw.line(
                surface,
                th.INK,
                (x, self.rect.y + pad // 2 + 2),
                (x, self.rect.bottom - pad // 2 - 2),
                2,
            )
