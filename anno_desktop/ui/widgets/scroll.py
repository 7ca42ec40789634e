"""Scrolling: a column of widgets and a text log, both moved by the wheel or the scroll bar."""

from __future__ import annotations

from bisect import bisect_right
from typing import NamedTuple

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.theme import PlayerLook, Theme
from anno_desktop.ui.widgets.base import Widget, is_click, is_press
from anno_desktop.ui.widgets.longtext import break_long_words


class _Scroller:
    """Offset bookkeeping shared by the scrolling widgets."""

    def __init__(self) -> None:
        self.offset = 0
        self.content = 0
        self.dragging = False

    def clamp(self, view: int) -> None:
        self.offset = max(0, min(self.offset, max(0, self.content - view)))

    def bar(self, rect: pygame.Rect, width: int) -> pygame.Rect | None:
        if self.content <= rect.height:
            return None
        h = max(width * 2, rect.height * rect.height // self.content)
        span = max(1, self.content - rect.height)
        y = rect.y + (rect.height - h) * self.offset // span
        return pygame.Rect(rect.right - width, y, width, h)

    def drag_to(self, rect: pygame.Rect, y: int) -> None:
        span = max(1, self.content - rect.height)
        self.offset = (y - rect.y) * span // max(1, rect.height)
        self.clamp(rect.height)


class ScrollColumn(Widget):
    """Widgets stacked top to bottom in a clipped, scrollable area.

    Each child's `rect.y` is kept relative to the column's content; `place` turns that into
    screen positions, so children keep their own event and draw code.
    """

    def __init__(self, rect: pygame.Rect | tuple, gap: int = 0) -> None:
        super().__init__(rect)
        self.gap = gap
        self.children: list[Widget] = []
        self._content_y: list[int] = []
        self.scroller = _Scroller()
        self._bar_w = 8

    def set_children(self, children: list[Widget], keep_offset: bool = False) -> None:
        self.children = children
        self._content_y = []
        y = 0
        for child in children:
            self._content_y.append(y)
            y += child.rect.height + self.gap
        self.scroller.content = max(0, y - self.gap)
        if not keep_offset:
            self.scroller.offset = 0
        self.place()

    def place(self) -> None:
        self.scroller.clamp(self.rect.height)
        for child, y in zip(self.children, self._content_y, strict=True):
            child.rect.x = self.rect.x
            child.rect.y = self.rect.y + y - self.scroller.offset
            child.visible = child.rect.bottom > self.rect.y and child.rect.y < self.rect.bottom

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEWHEEL and pos and self.rect.collidepoint(pos):
            self.scroller.offset -= event.y * self._bar_w * 6
            self.place()
            return True
        bar = self.scroller.bar(self.rect, self._bar_w)
        if is_press(event) and bar and bar.inflate(8, 0).collidepoint(event.pos):
            self.scroller.dragging = True
            return True
        if self.scroller.dragging:
            if event.type == pygame.MOUSEMOTION:
                self.scroller.drag_to(self.rect, event.pos[1])
                self.place()
                return True
            if is_click(event):
                self.scroller.dragging = False
                return True
        inside = pos is not None and self.rect.collidepoint(pos)
        for child in self.children:
            if event.type == pygame.MOUSEMOTION and not inside:
                child.hovered = False
                continue
            if pos is not None and not inside and event.type != pygame.MOUSEBUTTONUP:
                continue
            if child.visible and child.handle(event):
                return True
        return False

    def update(self, dt: float) -> bool:
        return any(child.update(dt) for child in self.children if child.visible)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        self._bar_w = max(6, theme.u(8))
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        for child in self.children:
            if child.visible:
                child.draw(surface, theme)
        surface.set_clip(clip)
        bar = self.scroller.bar(self.rect, self._bar_w)
        if bar:
            track = pygame.Rect(bar.x, self.rect.y, bar.width, self.rect.height)
            pygame.draw.rect(surface, th.WOOD_LIGHT, track, border_radius=bar.width // 2)
            pygame.draw.rect(surface, th.BRASS, bar, border_radius=bar.width // 2)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for child in self.children:
            if child.visible and child.rect.collidepoint(pos):
                return child.tooltip_at(pos)
        return None


MARKER_ROOM = 18


class LogEntry(NamedTuple):
    text: str
    face: str
    size: float
    colour: th.Colour
    indent: int
    marker: PlayerLook | None


class TextLog(Widget):
    """Lines of text (a game log, a rules page) that scroll; new lines keep it at the bottom."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        *,
        size: float = th.SIZE_SMALL,
        colour: th.Colour = th.INK,
        follow: bool = True,
        max_entries: int | None = None,
    ) -> None:
        super().__init__(rect)
        self.max_entries = max_entries
        self.size = size
        self.colour = colour
        self.follow = follow
        self.entries: list[LogEntry] = []
        self.scroller = _Scroller()
        self._lines: list[tuple[LogEntry, str, int, bool]] | None = None
        self._laid_width = -1
        self._kept: list[tuple[LogEntry, str, int, bool]] = []
        self._tops: list[int] = []  # y of each kept line from the top of the content
        self._kept_width = -1

    def add(
        self,
        text: str,
        *,
        face: str = "text",
        size: float | None = None,
        colour: th.Colour | None = None,
        indent: int = 0,
        marker: PlayerLook | None = None,
    ) -> None:
        """Add a paragraph; a `marker` (a seat's shape) is drawn before its first line."""
        entry = LogEntry(text, face, size or self.size, colour or self.colour, indent, marker)
        self.entries.append(entry)
        if self.max_entries is not None and len(self.entries) > self.max_entries:
            # A long game keeps its latest lines; wrapping thousands would slow every frame.
            del self.entries[: len(self.entries) - self.max_entries]
        self._lines = None

    def clear(self) -> None:
        self.entries.clear()
        self._lines = None
        self._kept, self._tops = [], []
        self.scroller.offset = 0

    def _wrap(self, theme: Theme, entry: LogEntry, width: int) -> list[tuple]:
        pad = theme.u(entry.indent + (MARKER_ROOM if entry.marker else 0))
        room = max(20, width - pad)
        # A word wider than the log (a file path) is broken, not cut off by the clip.
        text = break_long_words(theme, entry.text, entry.face, entry.size, room)
        wrapped = theme.wrap(text, entry.face, entry.size, room)
        return [
            (entry, line, pad, i == 0) for i, line in enumerate(wrapped if entry.text else [""])
        ]

    def _layout(self, theme: Theme) -> list[tuple[LogEntry, str, int, bool]]:
        """Wrapped lines as (entry, text, left padding, first line of its entry).

        A long game's log grows by a line or two a move: only new paragraphs are wrapped, and
        paragraphs trimmed from the front leave without touching the rest.
        """
        width = self.rect.width - theme.u(14)
        if self._lines is not None and self._laid_width == width:
            return self._lines
        at_bottom = self.scroller.offset >= self.scroller.content - self.rect.height - 2
        lines = self._kept if self._kept_width == width else []
        tops = self._tops if lines else []
        first = self.entries[0] if self.entries else None
        # Paragraphs trimmed from the front of the log leave; new ones at the end are wrapped.
        drop = 0
        while drop < len(lines) and lines[drop][0] is not first:
            drop += 1
        last = lines[-1][0] if lines else None
        found = next(
            (i for i in range(len(self.entries) - 1, -1, -1) if self.entries[i] is last), -1
        )
        if found < 0 or drop == len(lines):
            lines, tops, found = [], [], -1
        elif drop:
            shift = tops[drop]
            lines, tops = lines[drop:], [t - shift for t in tops[drop:]]
        total = self.scroller.content if lines else 0
        if lines and drop:
            total -= shift
        lines, tops = lines[:], tops[:]
        for entry in self.entries[found + 1 :]:
            height = theme.font(entry.face, entry.size).get_linesize()
            for line in self._wrap(theme, entry, width):
                lines.append(line)
                tops.append(total)
                total += height
        self._kept, self._tops, self._kept_width = lines, tops, width
        self._lines, self._laid_width = lines, width
        self.scroller.content = total
        if self.follow and at_bottom:
            self.scroller.offset = total
        self.scroller.clamp(self.rect.height)
        return lines

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEWHEEL and pos and self.rect.collidepoint(pos):
            self.scroller.offset -= event.y * 48
            self.scroller.clamp(self.rect.height)
            return True
        if event.type == pygame.KEYDOWN and self.hovered:
            page = self.rect.height * 9 // 10
            moves = {
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_DOWN: 40,
                pygame.K_UP: -40,
            }
            if event.key in moves:
                self.scroller.offset += moves[event.key]
                self.scroller.clamp(self.rect.height)
                return True
        bar = self.scroller.bar(self.rect, 10)
        if is_press(event) and bar and bar.inflate(8, 0).collidepoint(event.pos):
            self.scroller.dragging = True
            return True
        if self.scroller.dragging:
            if event.type == pygame.MOUSEMOTION:
                self.scroller.drag_to(self.rect, event.pos[1])
                return True
            if is_click(event):
                self.scroller.dragging = False
                return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        lines = self._layout(theme)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        offset = self.scroller.offset
        index = max(0, bisect_right(self._tops, offset) - 1)
        while index < len(lines):
            entry, text, pad, first = lines[index]
            y = self.rect.y + self._tops[index] - offset
            if y > self.rect.bottom:
                break
            if text:
                if th.RECORDER.enabled and text != entry.text:
                    # Its lines were wrapped frames ago: check-layout reads the paragraph.
                    th.RECORDER.wrapped[text] = entry.text
                surface.blit(
                    theme.text(text, entry.face, entry.size, entry.colour),
                    (self.rect.x + pad, y),
                )
                if entry.marker and first:
                    h = theme.font(entry.face, entry.size).get_linesize()
                    centre = (self.rect.x + theme.u(entry.indent + 7), y + h // 2)
                    draw_marker(surface, entry.marker, centre, max(4, theme.u(6)))
            index += 1
        surface.set_clip(clip)
        bar = self.scroller.bar(self.rect, max(6, theme.u(8)))
        if bar:
            track = pygame.Rect(bar.x, self.rect.y, bar.width, self.rect.height)
            pygame.draw.rect(surface, th.PARCHMENT_DARK, track, border_radius=bar.width // 2)
            pygame.draw.rect(surface, th.WOOD_LIGHT, bar, border_radius=bar.width // 2)
