"""A list of rows with one selected: click selects, double-click or Enter activates; a list
longer than its box scrolls by wheel, keys or its scroll bar."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import Widget, is_press

DOUBLE_CLICK_MS = 400


class ListRow:
    """One row: a title, a line of detail under it, and an optional warning colour."""

    def __init__(
        self, title: str, detail: str = "", *, warn: bool = False, tooltip: str | None = None
    ) -> None:
        self.title = title
        self.detail = detail
        self.warn = warn
        self.tooltip = tooltip


class ListBox(Widget):
    def __init__(
        self,
        rect: pygame.Rect | tuple,
        rows: Sequence[ListRow],
        *,
        on_select: Callable[[int], None] | None = None,
        on_activate: Callable[[int], None] | None = None,
        row_height: int = 56,
        empty_text: str = N_("Nothing here yet."),
    ) -> None:
        super().__init__(rect)
        self.rows = list(rows)
        self.selected: int | None = 0 if rows else None
        self.on_select = on_select
        self.on_activate = on_activate
        self.row_height = row_height
        self.empty_text = empty_text
        self.offset = 0
        self._hover: int | None = None
        self._last_click = (-1, -10_000)
        self._cut: set[int] = set()  # rows whose text was shortened when last drawn
        self.bar_width = 10
        self._dragging = False

    def set_rows(self, rows: Sequence[ListRow]) -> None:
        self.rows = list(rows)
        if not self.rows:
            self.selected = None
        elif self.selected is None or self.selected >= len(self.rows):
            self.selected = 0
        self._clamp()

    def _clamp(self) -> None:
        most = max(0, len(self.rows) * self.row_height - self.rect.height)
        self.offset = max(0, min(self.offset, most))

    def scroll_bar(self) -> pygame.Rect | None:
        """The thumb of the scroll bar at the right edge; None when every row shows."""
        content = len(self.rows) * self.row_height
        if content <= self.rect.height:
            return None
        h = max(self.bar_width * 2, self.rect.height * self.rect.height // content)
        span = content - self.rect.height
        y = self.rect.y + (self.rect.height - h) * self.offset // span
        return pygame.Rect(self.rect.right - self.bar_width, y, self.bar_width, h)

    def _drag_to(self, y: int) -> None:
        """Scroll so the bar's thumb is centred at `y`."""
        content = len(self.rows) * self.row_height
        middle = (y - self.rect.y) * content // max(1, self.rect.height)
        self.offset = middle - self.rect.height // 2
        self._clamp()

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        index = (pos[1] - self.rect.y + self.offset) // self.row_height
        return index if 0 <= index < len(self.rows) else None

    def _select(self, index: int) -> None:
        self.selected = index
        top = index * self.row_height
        if top < self.offset:
            self.offset = top
        elif top + self.row_height > self.offset + self.rect.height:
            self.offset = top + self.row_height - self.rect.height
        self._clamp()
        if self.on_select:
            self.on_select(index)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover = self._row_at(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(event.pos):
            self.offset -= event.y * self.row_height
            self._clamp()
            return True
        bar = self.scroll_bar()
        on_bar = bar is not None and is_press(event) and self.rect.collidepoint(event.pos)
        if on_bar and event.pos[0] >= bar.x - self.bar_width:
            self._dragging = True
            self._drag_to(event.pos[1])
            return True
        if self._dragging:
            if event.type == pygame.MOUSEMOTION:
                self._drag_to(event.pos[1])
            elif event.type == pygame.MOUSEBUTTONUP:
                self._dragging = False
            return True
        if is_press(event):
            index = self._row_at(event.pos)
            if index is None:
                return False
            now = pygame.time.get_ticks()
            double = self._last_click[0] == index and now - self._last_click[1] < DOUBLE_CLICK_MS
            self._last_click = (index, now)
            self._select(index)
            if double and self.on_activate:
                self.on_activate(index)
            return True
        if event.type == pygame.KEYDOWN and self.rows:
            current = self.selected if self.selected is not None else 0
            if event.key == pygame.K_DOWN:
                self._select(min(len(self.rows) - 1, current + 1))
                return True
            if event.key == pygame.K_UP:
                self._select(max(0, current - 1))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_activate:
                self.on_activate(current)
                return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        pygame.draw.rect(surface, (244, 234, 206), self.rect)
        pygame.draw.rect(surface, th.WOOD_LIGHT, self.rect, max(1, theme.u(2)))
        if not self.rows:
            theme.draw_text(
                surface,
                _(self.empty_text),
                self.rect.inflate(-theme.u(24), -theme.u(12)),
                face="italic",
                size=th.SIZE_LABEL,
                colour=th.INK_SOFT,
                align="center",
            )
            return
        self.bar_width = max(6, theme.u(10))
        bar = self.scroll_bar()
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        pad = theme.u(12)
        row_w = self.rect.width - (self.bar_width if bar else 0)
        for index, row in enumerate(self.rows):
            top = self.rect.y + index * self.row_height - self.offset
            if top + self.row_height < self.rect.y or top > self.rect.bottom:
                continue
            box = pygame.Rect(self.rect.x, top, row_w, self.row_height)
            if index == self.selected:
                pygame.draw.rect(surface, (232, 206, 140), box)
                pygame.draw.rect(surface, th.BRASS, box, max(1, theme.u(2)))
            elif index == self._hover:
                pygame.draw.rect(surface, (238, 222, 180), box)
            pygame.draw.line(surface, th.PARCHMENT_DARK, box.bottomleft, box.bottomright)
            width = box.width - 2 * pad
            colour = th.ALERT if row.warn else th.INK
            top_gap = theme.u(6)
            title = theme.fit_text(
                row.title, width, None, face="text-bold", size=th.SIZE_LABEL, max_lines=1
            )
            title_box = pygame.Rect(box.x + pad, box.y + top_gap, width, title.height)
            theme.blit_fitted(surface, title, title_box, colour, valign="top")
            cut = title.shortened
            if row.detail:
                detail = theme.fit_text(row.detail, width, None, size=th.SIZE_SMALL, max_lines=1)
                detail_box = pygame.Rect(box.x + pad, title_box.bottom, width, detail.height)
                theme.blit_fitted(surface, detail, detail_box, th.INK_SOFT, valign="top")
                cut = cut or detail.shortened
            if cut:
                self._cut.add(index)
            else:
                self._cut.discard(index)
        if bar is not None:
            track = pygame.Rect(bar.x, self.rect.y, bar.width, self.rect.height)
            pygame.draw.rect(surface, th.PARCHMENT_DARK, track)
            pygame.draw.rect(surface, th.BRASS, bar, border_radius=bar.width // 2)
        surface.set_clip(clip)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        index = self._row_at(pos)
        if index is None:
            return None
        row = self.rows[index]
        if index not in self._cut:
            return row.tooltip
        # A shortened row shows its whole title and detail on hover.
        return "\n".join(part for part in (row.title, row.detail, row.tooltip) if part)
