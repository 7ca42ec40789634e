"""Modal dialogs: a framed panel over a dimmed table, with a message and a few buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.textures import bands_around, display_ready
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The dark see-through layer of a window size, made once (a new one each frame cost
    more than laying it)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((10, 14, 20, alpha))
    return display_ready(veil, alpha=True)


def dim(surface: pygame.Surface, alpha: int = 150, covered: pygame.Rect | None = None) -> None:
    """The surface darkened, for a modal over it; `covered` is a part something opaque is
    drawn over next (a dialog's panel), left as it is."""
    veil = _veil(surface.get_size(), alpha)
    for band in bands_around(surface.get_rect(), covered):
        surface.blit(veil, band, band)


class Dialog(Scene):
    """A question with buttons; each choice pops the dialog and then runs its callback.

    Escape chooses the last button (by convention the harmless one: Cancel, Back, Close).
    """

    opaque = False

    def __init__(
        self,
        app: App,
        title: str,
        message: str,
        choices: Sequence[tuple[str, Callable[[], None] | None]] = (),
        *,
        width: float = 560,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.choices = list(choices) or [(_("Close"), None)]
        self.width = width

    def _choose(self, callback: Callable[[], None] | None) -> None:
        self.app.pop(self)
        if callback:
            callback()

    def layout(self, width: int, height: int) -> None:
        u = self.u
        w = min(u(self.width), width - u(40))
        inner_w = w - 2 * u(36)
        rows = self._button_rows(inner_w)
        bh, gap = u(46), u(16)
        buttons_h = len(rows) * bh + (len(rows) - 1) * gap
        title_h, pad = u(40), u(26)
        fixed = 2 * pad + title_h + u(12) + u(40) + buttons_h
        # The message gets what the window leaves; a long one shrinks its type to fit.
        wanted = self.theme.measure(self.message, inner_w, None, size=th.SIZE_BODY).height
        body_h = max(0, min(wanted, height - u(20) - fixed))
        panel = Panel(pygame.Rect(0, 0, w, fixed + body_h))
        panel.rect.center = (width // 2, height // 2)
        self._sheet = panel
        inner = panel.rect.inflate(-2 * u(36), -2 * pad)
        title = Label(
            (inner.x, inner.y, inner.width, title_h),
            self.title,
            face="display-bold",
            size=th.SIZE_HEADING,
            align="center",
        )
        body = Label(
            (inner.x, inner.y + title_h + u(12), inner.width, body_h),
            self.message,
            wrap=True,
            align="center",
        )
        self.widgets = [panel, title, body]
        y = inner.bottom - buttons_h
        for row in rows:
            x = panel.rect.centerx - (sum(bw for _left, bw in row) + (len(row) - 1) * gap) // 2
            for index, bw in row:
                label, callback = self.choices[index]
                style = "brass" if index == 0 and len(self.choices) > 1 else "wood"
                self.widgets.append(
                    Button((x, y, bw, bh), label, lambda cb=callback: self._choose(cb), style=style)
                )
                x += bw + gap
            y += bh + gap

    def _button_rows(self, room: int) -> list[list[tuple[int, int]]]:
        """The choices as rows of (index, width) that fit in `room` pixels: each button 150
        units wide or as wide as its label needs, as many to a row as fit."""
        u = self.u
        label_font = self.theme.font("text", th.SIZE_LABEL)
        gap = u(16)
        rows: list[list[tuple[int, int]]] = [[]]
        used = 0
        for index, (label, _callback) in enumerate(self.choices):
            bw = min(room, max(u(150), label_font.size(label)[0] + 2 * u(20)))
            if rows[-1] and used + gap + bw > room:
                rows.append([])
                used = 0
            used += bw + (gap if rows[-1] else 0)
            rows[-1].append((index, bw))
        return rows

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._choose(self.choices[-1][1])
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._choose(self.choices[0][1])
            return True
        # A modal swallows everything else so nothing below reacts.
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        sheet = getattr(self, "_sheet", None)
        dim(surface, covered=sheet.core(self.theme) if sheet is not None else None)
