"""A TextLog for long game logs: a new paragraph is wrapped alone (not the whole log again) and
a frame draws only the lines in view. Looks and scrolls exactly like TextLog."""

from __future__ import annotations

from bisect import bisect_right

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.scroll import MARKER_ROOM, LogEntry, TextLog


class FastTextLog(TextLog):
    """Same API as TextLog; `_layout` extends the previous layout when only lines were added."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._kept: list[tuple[LogEntry, str, int, bool]] = []
        self._tops: list[int] = []  # y of each kept line from the top of the content
        self._kept_width = -1

    def _wrap(self, theme: Theme, entry: LogEntry, width: int) -> list[tuple]:
        pad = theme.u(entry.indent + (MARKER_ROOM if entry.marker else 0))
        wrapped = theme.wrap(entry.text, entry.face, entry.size, max(20, width - pad))
        return [
            (entry, line, pad, i == 0) for i, line in enumerate(wrapped if entry.text else [""])
        ]

    def _layout(self, theme: Theme) -> list[tuple[LogEntry, str, int, bool]]:
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
