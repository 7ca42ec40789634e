"""Pass the screen: covers the board, log and everything else until the next player clicks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_watermark
from anno_desktop.ui.theme import PlayerLook
from anno_desktop.ui.widgets.base import is_click
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
        self.panel = Panel(pygame.Rect(0, 0, min(u(640), width - u(40)), u(300)))
        self.panel.rect.center = (width // 2, height // 2)
        self.widgets = [self.panel]

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
        u, theme = self.u, self.theme
        rect = self.panel.rect
        draw_marker(surface, self.look, (rect.centerx, rect.y + u(70)), u(24))
        head = theme.text(
            theme.fit(
                f"Pass the screen to {self.name}",
                "display-bold",
                th.SIZE_HEADING + 6,
                rect.width - u(60),
            ),
            "display-bold",
            th.SIZE_HEADING + 6,
            th.INK,
        )
        surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.y + u(110))))
        sub = theme.text("Only they should look now.", "italic", th.SIZE_LABEL, th.INK_SOFT)
        surface.blit(sub, sub.get_rect(midtop=(rect.centerx, rect.y + u(168))))
        hint = theme.text(
            f"{self.name}: click anywhere when you are ready", "text-bold", th.SIZE_BODY, th.WOOD
        )
        surface.blit(hint, hint.get_rect(midtop=(rect.centerx, rect.y + u(226))))
