"""Buttons: wooden with a brass rim (menus) or parchment (actions); hover lights them up."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.textures import display_ready
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget, is_click, is_press

STYLES: dict[str, dict[str, th.Colour]] = {
    "wood": {"top": (118, 78, 46), "bottom": (70, 44, 26), "rim": th.BRASS, "text": th.CREAM},
    "brass": {
        "top": (232, 192, 104),
        "bottom": (178, 132, 52),
        "rim": th.WOOD_DARK,
        "text": th.INK,
    },
    "parchment": {
        "top": (246, 236, 208),
        "bottom": (222, 204, 164),
        "rim": th.WOOD_LIGHT,
        "text": th.INK,
    },
}


def _lighter(colour: th.Colour, amount: int) -> th.Colour:
    return tuple(min(255, c + amount) for c in colour)  # type: ignore[return-value]


@lru_cache(maxsize=512)
def _face(w: int, h: int, style: str, state: str, radius: int) -> pygame.Surface:
    """The button body, drawn at twice the size and scaled down for smooth edges."""
    colours = STYLES[style]
    top, bottom = colours["top"], colours["bottom"]
    if state == "hover":
        top, bottom = _lighter(top, 22), _lighter(bottom, 22)
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    grad = pygame.Surface((1, 2))
    grad.set_at((0, 0), top)
    grad.set_at((0, 1), bottom)
    fill = pygame.transform.smoothscale(grad, (w * 2, h * 2))
    mask = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius * 2)
    body = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    body.blit(fill, (0, 0))
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(body, (0, 0))
    rim = th.BRASS_LIGHT if state == "hover" else colours["rim"]
    pygame.draw.rect(
        big, rim, big.get_rect(), 3 if state != "hover" else 5, border_radius=radius * 2
    )
    # A thin highlight under the top edge: the bevel.
    pygame.draw.line(big, _lighter(top, 30), (radius * 2, 5), (w * 2 - radius * 2, 5), 2)
    face = pygame.transform.smoothscale(big, (w, h))
    if state == "disabled":
        face.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return display_ready(face, alpha=True)


class Button(Widget):
    """A labelled button; `on_click` runs on release inside it. Dimmed buttons show why.

    The label wraps into as many lines as the button holds (at most `max_lines`), shrinks to
    the type floor, and is shortened only as a last resort, its whole text then in the tooltip.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        label: str,
        on_click: Callable[[], None] | None = None,
        *,
        style: str = "wood",
        icon_name: str | None = None,
        size: float = th.SIZE_LABEL,
        face: str = "text",
        tooltip: str | None = None,
        enabled: bool = True,
        align: str = "center",
        selected: bool = False,
        max_lines: int | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.icon_name = icon_name
        self.size = size
        self.face = face
        self.enabled = enabled
        self.align = align
        self.selected = selected
        self.max_lines = max_lines
        self._pressed = False
        self._cut = False  # the label was shortened when last drawn: the tooltip shows it

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if not self.enabled:
            return False
        if is_press(event) and self.rect.collidepoint(event.pos):
            self._pressed = True
            return True
        if is_click(event):
            was_pressed, self._pressed = self._pressed, False
            if was_pressed and self.rect.collidepoint(event.pos):
                if self.on_click:
                    self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.enabled:
            state = "disabled"
        elif self.hovered or self.selected:
            state = "hover"
        else:
            state = "normal"
        radius = max(3, min(self.rect.height // 4, theme.u(8)))
        surface.blit(_face(self.rect.width, self.rect.height, self.style, state, radius), self.rect)
        colour = STYLES[self.style]["text"]
        if not self.enabled:
            colour = th.DIM if self.style == "wood" else th.INK_SOFT
        if not self.label:
            if self.icon_name:
                px = min(self.rect.height - theme.u(10), theme.u(26))
                img = icon(self.icon_name, px, colour)
                surface.blit(img, img.get_rect(center=self.rect.center))
            return
        box = self._text_box(theme)
        fitted, with_icon = self._fitted_label(theme, box)
        self._cut = fitted.shortened
        if with_icon:
            px, gap = self._icon_size(theme), theme.u(8)
            x = box.x
            if self.align == "center":
                x = box.x + max(0, (box.width - px - gap - fitted.width) // 2)
            surface.blit(icon(self.icon_name, px, colour), (x, self.rect.centery - px // 2))
            box = pygame.Rect(x + px + gap, box.y, box.right - x - px - gap, box.height)
            theme.blit_fitted(surface, fitted, box, colour, align="left")
            return
        theme.blit_fitted(surface, fitted, box, colour, align=self.align)

    def _icon_size(self, theme: Theme) -> int:
        return min(self.rect.height - theme.u(10), theme.u(26))

    def _text_box(self, theme: Theme) -> pygame.Rect:
        """The room for the label: inside the rim, with less padding on a narrow button."""
        pad = min(theme.u(12), self.rect.width // 10)
        # Glyph boxes carry their own leading: the rim alone keeps the ink off the edge.
        return self.rect.inflate(-2 * pad, -2 * max(1, theme.u(1.5)))

    def _fitted_label(self, theme: Theme, box: pygame.Rect) -> tuple[th.Fitted, bool]:
        """The label fitted to the button, and whether the icon still has room beside it;
        an icon gives way before the words are shortened."""
        lines = self.max_lines
        if self.icon_name:
            room = box.width - self._icon_size(theme) - theme.u(8)
            trial = theme.measure(
                self.label, room, box.height, face=self.face, size=self.size, max_lines=lines
            )
            if not trial.shortened:
                return theme.fit_text(
                    self.label, room, box.height, face=self.face, size=self.size, max_lines=lines
                ), True
        fitted = theme.fit_text(
            self.label, box.width, box.height, face=self.face, size=self.size, max_lines=lines
        )
        return fitted, False

    def lines(self, theme: Theme) -> tuple[str, ...]:
        """The label's lines as drawn: wrapped, smaller if need be, shortened only last."""
        return self._fitted_label(theme, self._text_box(theme))[0].lines

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self._cut or self.tooltip == self.label:
            return self.tooltip
        return f"{self.label}\n{self.tooltip}" if self.tooltip else self.label

    @staticmethod
    def height_for(
        theme: Theme,
        label: str,
        width: int,
        size: float,
        max_lines: int,
        face: str = "text",
        minimum: float = 44,
    ) -> int:
        """The height a wrapping button needs for `label` in `width` pixels."""
        pad = min(theme.u(12), width // 10)
        count = min(max_lines, len(theme.wrap(label, face, size, width - 2 * pad)))
        line_h = theme.font(face, size).get_linesize()
        return max(theme.u(minimum), count * line_h + theme.u(16))


ButtonEntry = tuple[str, Callable[[], None], str, str | None]  # label, click, icon, tooltip


def button_row(row: pygame.Rect, entries: list[ButtonEntry], gap: int) -> list[Button]:
    """Buttons side by side sharing `row` alike, the first in brass (what most players want
    next), the rest in wood."""
    count = max(1, len(entries))
    width = (row.width - (count - 1) * gap) // count
    return [
        Button(
            (row.x + i * (width + gap), row.y, width, row.height),
            text,
            act,
            style="brass" if i == 0 else "wood",
            icon_name=icon_name,
            tooltip=tip,
        )
        for i, (text, act, icon_name, tip) in enumerate(entries)
    ]
