"""Modal dialogs: a framed panel over a dimmed table, with a message and a few buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((10, 14, 20, alpha))
    surface.blit(veil, (0, 0))


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
        choices: Sequence[tuple[str, Callable[[], None] | None]] = (("Close", None),),
        *,
        width: float = 560,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.choices = list(choices)
        self.width = width

    def _choose(self, callback: Callable[[], None] | None) -> None:
        self.app.pop(self)
        if callback:
            callback()

    def layout(self, width: int, height: int) -> None:
        u = self.u
        w = min(u(self.width), width - u(40))
        text_w = w - 2 * u(36)
        lines = self.theme.wrap(self.message, "text", th.SIZE_BODY, text_w)
        line_h = self.theme.font("text", th.SIZE_BODY).get_linesize()
        h = u(150) + line_h * len(lines) + u(60)
        panel = Panel(pygame.Rect(0, 0, w, h))
        panel.rect.center = (width // 2, height // 2)
        inner = panel.rect.inflate(-2 * u(36), -2 * u(26))
        title = Label(
            (inner.x, inner.y, inner.width, u(40)),
            self.title,
            face="display-bold",
            size=th.SIZE_HEADING,
            align="center",
        )
        body = Label(
            (inner.x, inner.y + u(52), inner.width, line_h * len(lines)),
            self.message,
            wrap=True,
            align="center",
        )
        self.widgets = [panel, title, body]
        # Each button is 150 units wide, or as wide as a longer label needs.
        label_font = self.theme.font("text", th.SIZE_LABEL)
        widths = [max(u(150), label_font.size(label)[0] + 2 * u(20)) for label, _ in self.choices]
        bh, gap = u(46), u(16)
        total = sum(widths) + (len(self.choices) - 1) * gap
        x = panel.rect.centerx - total // 2
        for index, ((label, callback), bw) in enumerate(zip(self.choices, widths, strict=True)):
            style = "brass" if index == 0 and len(self.choices) > 1 else "wood"
            self.widgets.append(
                Button(
                    (x, inner.bottom - bh, bw, bh),
                    label,
                    lambda cb=callback: self._choose(cb),
                    style=style,
                )
            )
            x += bw + gap

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
        dim(surface)
