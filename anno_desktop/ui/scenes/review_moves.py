"""The review's list of moves: one wrapping row per move (never shortened), the current one
lit, the marked ones in brass; a click on a row goes to the position after that move."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.scroll import ScrollColumn

MOST_LINES = 12  # a row's lines before its text would be shortened


class MovesList(ScrollColumn):
    """Moves in a scrolling column; `current` is the lit row's index (None before move 1)."""

    def __init__(self, rect: pygame.Rect | tuple, gap: int = 0) -> None:
        super().__init__(rect, gap)
        self.current: int | None = None

    def set_moves(
        self,
        theme: Theme,
        labels: Sequence[str],
        marked: set[int],
        pick: Callable[[int], None],
    ) -> None:
        """One row per label; `pick(index)` when one is clicked."""
        width = self.rect.width - theme.u(12)
        rows: list = []
        for index, label in enumerate(labels):
            height = Button.height_for(theme, label, width, th.SIZE_SMALL, MOST_LINES, minimum=30)
            rows.append(
                Button(
                    (0, 0, width, height),
                    label,
                    lambda index=index: pick(index),
                    style="brass" if index in marked else "parchment",
                    align="left",
                    size=th.SIZE_SMALL,
                    max_lines=MOST_LINES,
                    selected=index == self.current,
                )
            )
        self.set_children(rows, keep_offset=True)
        self.show(self.current)

    def show(self, index: int | None) -> None:
        """Light row `index` (none for None) and scroll so it shows whole."""
        if self.current is not None and self.current < len(self.children):
            self.children[self.current].selected = False  # type: ignore[attr-defined]
        self.current = index
        if index is None or index >= len(self.children):
            return
        row = self.children[index]
        row.selected = True  # type: ignore[attr-defined]
        top, bottom = self._content_y[index], self._content_y[index] + row.rect.height
        scroller = self.scroller
        if top < scroller.offset:
            scroller.offset = top
        elif bottom > scroller.offset + self.rect.height:
            scroller.offset = bottom - self.rect.height
        self.place()
