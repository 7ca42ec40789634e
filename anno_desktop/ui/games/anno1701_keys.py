"""Anno 1701's board by keyboard: Tab and Shift+Tab walk the board's objects a click acts on
(the stacks, shipyard, trade, dice, coins, the map's labels, the settlement's spaces, the
rivals), Enter or Space clicks the one in focus; its tooltip shows as the message line.
The action bar lists only what no board object stands for, so this is the keyboard's way to
the rest.

`BoardKeys` is mixed into `Anno1701Scene`, which provides the board marks and `choose`."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from anno_desktop.ui import theme as th

ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class BoardKeys:
    """The board object in keyboard focus (its rect, kept across redraws) and its keys."""

    _focus: pygame.Rect | None = None

    def focus_marks(self) -> list[tuple[pygame.Rect, Callable[[], None]]]:
        """What a click on the board acts on, top to bottom and left to right."""
        marks = [(r, lambda a=a: self.choose(a)) for r, a in self.board_zones]
        marks += list(self.board_buttons)
        marks.sort(key=lambda mark: (mark[0].y, mark[0].x))
        return marks

    def board_key(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab move the focus, Enter or Space clicks what has it."""
        if event.type != pygame.KEYDOWN:
            return False
        marks = self.focus_marks()
        rects = [rect for rect, _ in marks]
        here = rects.index(self._focus) if self._focus in rects else None
        if event.key == pygame.K_TAB and marks:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            start = (-1 if step > 0 else 0) if here is None else here
            self._focus = pygame.Rect(rects[(start + step) % len(rects)])
            tip = self.board_tip_at(self._focus.center)
            if tip:
                self.app.toast(tip)
            self.app.dirty = True
            return True
        if event.key in ACTIVATE and here is not None:
            marks[here][1]()
            self.app.dirty = True
            return True
        return False

    def _draw_focus(self, surface: pygame.Surface) -> None:
        """A ring round the object in keyboard focus, while it is still on the board."""
        focus = self._focus
        if focus is None or focus not in [rect for rect, _ in self.focus_marks()]:
            return
        u = self.u
        pygame.draw.rect(surface, th.CREAM, focus.inflate(u(10), u(10)), max(3, u(4)), u(7))
        pygame.draw.rect(surface, th.WOOD_DARK, focus.inflate(u(6), u(6)), max(2, u(2)), u(6))
