"""Pass the screen: covers the board, log and everything else until the next player clicks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_watermark
from anno_desktop.ui.theme import PlayerLook
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App


class HandOff(Scene):
    """Opaque on purpose: nothing of the previous player's view may show through."""

    opaque = True
    covers_secrets = True

    def __init__(
        self, app: App, name: str, look: PlayerLook, on_ready: Callable[[], None] | None = None
    ) -> None:
        super().__init__(app)
        self.name = name
        self.look = look
        self.on_ready = on_ready

    def layout(self, width: int, height: int) -> None:
        u = self.u
        self.panel = Panel(pygame.Rect(0, 0, min(u(640), width - u(40)), min(u(300), height)))
        self.panel.rect.center = (width // 2, height // 2)
        rect = self.panel.rect
        inner = rect.inflate(-u(60), 0)
        self.marker = (rect.centerx, rect.y + u(70))
        self.widgets = [
            self.panel,
            Label(
                (inner.x, rect.y + u(104), inner.width, u(60)),
                _("Pass the screen to {name}").format(name=self.name),
                face="display-bold",
                size=th.SIZE_HEADING + 6,
                align="center",
                wrap=True,
            ),
            Label(
                (inner.x, rect.y + u(166), inner.width, u(40)),
                _("Only they should look now."),
                face="italic",
                size=th.SIZE_LABEL,
                colour=th.INK_SOFT,
                align="center",
            ),
            Label(
                (inner.x, rect.y + u(218), inner.width, u(52)),
                _("{name}: click anywhere when you are ready").format(name=self.name),
                face="text-bold",
                size=th.SIZE_BODY,
                colour=th.WOOD,
                align="center",
                wrap=True,
            ),
        ]

    def _ready(self) -> None:
        # The callback runs first, so the scene below resumes already knowing who looks.
        if self.on_ready:
            self.on_ready()
        self.app.pop(self)

    def on_event(self, event: pygame.event.Event) -> bool:
        if is_click(event) or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        ):
            self._ready()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        w, h = surface.get_size()
        draw_watermark(surface, self.theme, "sailboat", (w // 2, h // 2), self.u(620))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_marker(surface, self.look, self.marker, self.u(24))
