"""What a board renderer marks while it draws: places a click turns into an action, places a
click runs a callback for, and tooltips; and the clicks and pointer rests on those marks.

`BoardMarks` is mixed into `GameScene`, which provides `app`, `u`, `choose` and `_describe`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.ui import theme as th
from anno_desktop.ui.widgets.base import is_click

if TYPE_CHECKING:
    from anno_desktop.ui.app import App


class BoardMarks:
    """The board's clickable zones, buttons and tooltips, registered anew on every draw."""

    app: App
    u: Callable[[float], int]
    choose: Callable[[Action], None]
    _describe: Callable[[Action], str]
    board_tips: list[tuple[pygame.Rect, str]]
    board_zones: list[tuple[pygame.Rect, Action]]
    board_buttons: list[tuple[pygame.Rect, Callable[[], None]]]

    def clear_marks(self) -> None:
        """Forget the last drawing's marks (the board is about to be drawn again)."""
        # Tooltips a board renderer registers while drawing (what an icon or a cell means).
        self.board_tips = []
        # Places on the board a click turns into an action.
        self.board_zones = []
        # Places on the board a click runs a callback for (look at a rival's board …).
        self.board_buttons = []

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        """A click on a zone the renderer marked (`add_zone`) chooses that zone's action."""
        if is_click(event):
            for zone, action in reversed(self.board_zones):
                if zone.collidepoint(event.pos):
                    self.choose(action)
                    return True
            for zone, callback in reversed(self.board_buttons):
                if zone.collidepoint(event.pos):
                    callback()
                    self.app.dirty = True
                    return True
        return False

    def add_button(self, rect: pygame.Rect, callback: Callable[[], None], tip: str) -> None:
        """While drawing: a click on `rect` runs `callback` (no game action is taken)."""
        self.board_buttons.append((pygame.Rect(rect), callback))
        self.add_tip(rect, tip)

    def add_zone(
        self, surface: pygame.Surface, rect: pygame.Rect, action: Action, tip: str | None = None
    ) -> None:
        """While drawing: mark `rect` as clickable for `action`, outlined in brass."""
        rect = pygame.Rect(rect)
        self.board_zones.append((rect, action))
        hovered = rect.collidepoint(self.app.mouse)
        colour = th.BRASS_LIGHT if hovered else th.BRASS
        width = max(2, self.u(3 if hovered else 2))
        pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=self.u(5))
        self.add_tip(rect, tip or f"Click: {self._describe(action)}")

    def add_tip(self, rect: pygame.Rect, text: str) -> None:
        """While drawing the board: show `text` when the pointer rests on `rect`."""
        self.board_tips.append((pygame.Rect(rect), text))

    def board_tip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip of the topmost mark under `pos`, if any."""
        for rect, text in reversed(self.board_tips):
            if rect.collidepoint(pos):
                return text
        return None
