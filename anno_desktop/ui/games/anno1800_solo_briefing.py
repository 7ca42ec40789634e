"""The mission briefing over the Anno 1800 solo table: goals, time stack, what is unavailable,
set-up changes and special rules, and the rulebook's tips behind "Tips". It opens before a
mission starts and from the table's Briefing button."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.games.anno1800_solo.table import DIFFICULTIES, Briefing
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import dim
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

Section = tuple[str, str, tuple[str, ...]]  # (icon, heading, lines)


class MissionBriefing(Scene):
    """A framed sheet over the dimmed table; Escape or the main button closes it."""

    opaque = False

    def __init__(self, app: App, text: Briefing, difficulty: str, *, starting: bool) -> None:
        super().__init__(app)
        self.text = text
        self.difficulty = difficulty
        self.starting = starting
        self.show_tips = False
        self.columns: list[pygame.Rect] = []

    def sections(self) -> tuple[list[Section], list[Section]]:
        """The left and right columns' sections, split where the two columns come out
        nearest in height (so one does not shrink its type while the other has room); the
        tips alone on the right."""
        b = self.text
        level = _(DIFFICULTIES.get(self.difficulty, self.difficulty))
        stack = f"{level[:1].upper()}{level[1:]}: {b.stack.get(self.difficulty, '')}"
        # The rulebook tells most missions by their title alone, which heads the sheet already.
        rules: list[Section] = []
        if b.story != b.title:
            rules.append(("scroll-unfurled", _("The story"), (b.story,)))
        if b.goals:
            rules.append(("laurels-trophy", _("Goals: all at the same time"), b.goals))
        once = _("One card turns per regular action.")
        rules.append(("hourglass", _("Time stack"), (stack, once)))
        if b.unavailable:
            rules.append(("exit-door", _("Not available (greyed on the board)"), b.unavailable))
        if self.show_tips:
            return rules, [("light-bulb", _("Tips from the rulebook"), b.tips)]
        if b.setup:
            rules.append(("stack", _("Changes to the set-up"), b.setup))
        if b.special:
            rules.append(("rule-book", _("Special rules"), b.special))
        heights = [self._height(section) for section in rules]
        split = min(
            range(1, len(rules) + 1),
            key=lambda k: (max(sum(heights[:k]), sum(heights[k:])), -k),
        )
        return rules[:split], rules[split:]

    def _height(self, section: Section) -> int:
        """How tall a section is at the body size in a column (heading and gap included)."""
        u, theme = self.u, self.theme
        width = (self.columns[0].width if self.columns else u(560)) - u(10)
        text = theme.measure(_bullets(section[2]), width, None).height
        return self._head_height() + u(10) + text

    def layout(self, width: int, height: int) -> None:
        u = self.u
        w, h = min(u(1180), width - u(32)), height - u(32)
        panel = Panel(pygame.Rect(0, 0, w, h))
        panel.rect.center = (width // 2, height // 2)
        inner = panel.inner(self.theme, 22)
        self.title_rect = pygame.Rect(inner.x, inner.y, inner.width, u(44))
        bh = u(48)
        body = pygame.Rect(inner.x, self.title_rect.bottom + u(8), inner.width, 0)
        body.height = inner.bottom - bh - u(12) - body.y
        half = (body.width - u(24)) // 2
        self.columns = [
            pygame.Rect(body.x, body.y, half, body.height),
            pygame.Rect(body.right - half, body.y, half, body.height),
        ]
        main = _("Start the mission") if self.starting else _("Back to the table")
        tips = _("Back to the rules") if self.show_tips else _("Tips")
        bw = u(250)
        y = inner.bottom - bh
        self.tips_button = Button(
            (inner.x, y, bw, bh),
            tips,
            self.toggle_tips,
            icon_name="light-bulb",
            tooltip=_("The rulebook's tips for this mission"),
            enabled=bool(self.text.tips),
        )
        self.close_button = Button((inner.right - bw, y, bw, bh), main, self.close, style="brass")
        self.widgets = [panel, self.tips_button, self.close_button]

    def toggle_tips(self) -> None:
        self.show_tips = not self.show_tips
        self.layout(*self.app.size)
        self.app.dirty = True

    def close(self) -> None:
        self.app.pop(self)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
        # Modal: nothing below reacts while the briefing is open.
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        dim(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme = self.theme
        theme.draw_text(
            surface,
            self.text.title,
            self.title_rect,
            face="display-bold",
            size=th.SIZE_HEADING,
            align="center",
            max_lines=1,
        )
        columns = list(zip(self.columns, self.sections(), strict=True))
        # One size of type for the whole sheet: the largest at which both columns fit.
        size = min(self._column_size(box, sections) for box, sections in columns)
        for box, sections in columns:
            self._draw_column(surface, box, sections, size)

    def _column_size(self, box: pygame.Rect, sections: list[Section]) -> float:
        """The largest text size, the body size at most, at which the column holds its
        sections (the floor where none does)."""
        u, theme = self.u, self.theme
        room = box.height - len(sections) * (self._head_height() + u(10))
        texts = [_bullets(lines) for _, _, lines in sections]
        size = float(th.SIZE_BODY)
        while theme.px(size) > theme.px(0):
            needs = [theme.measure(t, box.width - u(10), None, size=size).height for t in texts]
            if sum(needs) <= room:
                break
            size = (theme.px(size) - 1) / theme.scale
        return size

    def _head_height(self) -> int:
        return self.theme.font("display-bold", th.SIZE_LABEL).get_linesize() + self.u(4)

    def _draw_column(
        self, surface: pygame.Surface, box: pygame.Rect, sections: list, size: float
    ) -> None:
        """Sections one under the other at text size `size`, each given room by how much it
        has to say."""
        u, theme = self.u, self.theme
        head_h = self._head_height()
        texts = [_bullets(lines) for _, _, lines in sections]
        room = box.height - len(sections) * (head_h + u(10))
        needs = [theme.measure(t, box.width - u(10), None, size=size).height for t in texts]
        y = box.y
        for (icon_name, heading, _lines), text, need in zip(sections, texts, needs, strict=True):
            share = room if sum(needs) <= room else room * need // max(1, sum(needs))
            height = min(need, share) if sum(needs) > room else need
            surface.blit(icon(icon_name, u(24), th.WOOD), (box.x, y + u(2)))
            head = pygame.Rect(box.x + u(32), y, box.width - u(32), head_h)
            theme.draw_text(
                surface, heading, head, face="display-bold", size=th.SIZE_LABEL, max_lines=1
            )
            body = pygame.Rect(box.x + u(10), y + head_h, box.width - u(10), height)
            theme.draw_text(surface, text, body, size=size, valign="top")
            y = body.bottom + u(10)


def _bullets(lines: tuple[str, ...]) -> str:
    return "\n".join(f"\u2022 {line}" for line in lines)
