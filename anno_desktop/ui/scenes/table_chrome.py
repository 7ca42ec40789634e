"""The frame every game's board sits in: where the top bar, board, choices and log go, and
how the backdrop, the top bar, the banner, the choices' title and the plain board are drawn.

`table_layout` is a pure function of the theme (window size and scale) and the game's title;
`TableChrome` draws, reading the scene only for what the position shows.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.art.textures import display_ready, wood
from anno_desktop.ui.scenes.common import draw_sea, game_icon
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.panel import Panel

log = logging.getLogger(__name__)

TOP_BAR = 64
SIDE_COLUMN = 370
MARGIN = 14
TOP_BUTTONS = 4  # Undo, Save, Rules, Menu
TOP_LABELS = (N_("Undo"), N_("Save"), N_("Rules"), N_("Menu"))
# The review puts its Close where the Menu is.
MEASURED_LABELS = (*TOP_LABELS, N_("Close"))
BANNER_LEAST = 280  # the banner's width below which the game's title gives it its room


@dataclass(frozen=True)
class TableLayout:
    """Named rects of the game screen, in pixels."""

    top: pygame.Rect
    board: pygame.Rect
    action_panel: pygame.Rect
    log_panel: pygame.Rect
    action_title: pygame.Rect
    hint: pygame.Rect
    actions: pygame.Rect
    log_title: pygame.Rect
    log: pygame.Rect
    top_buttons: tuple[pygame.Rect, ...]
    banner: pygame.Rect


def title_width(theme: th.Theme, title: str) -> int:
    """The game title's room in the top bar: its own width, within reason."""
    return min(theme.font("display-bold", th.SIZE_HEADING).size(title)[0], theme.u(330))


def top_button_width(theme: th.Theme) -> int:
    """The top bar's buttons: wide enough for the longest label at the smallest type, so a
    long word ('Rückgängig') is never cut where a short one ('Undo') fits."""
    font = theme.font_px("text", theme.min_px)
    words = max(font.size(_(label))[0] for label in MEASURED_LABELS)
    return max(theme.u(112), words + 2 * theme.u(12) + 4)


def table_layout(theme: th.Theme, width: int, height: int, title: str) -> TableLayout:
    """Where everything around the board goes in a window `width` wide and `height` high."""
    u = theme.u
    m, top, side = u(MARGIN), u(TOP_BAR), u(SIDE_COLUMN)
    board = pygame.Rect(m, top + m, width - side - 3 * m, height - top - 2 * m)
    column = pygame.Rect(board.right + m, top + m, side, height - top - 2 * m)
    action_h = int(column.height * 0.58)
    action_panel = pygame.Rect(column.x, column.y, column.width, action_h)
    log_panel = pygame.Rect(
        column.x, column.y + action_h + m, column.width, column.height - action_h - m
    )
    inner = Panel(action_panel).inner(theme, 10)
    hint_w = u(92)
    log_inner = Panel(log_panel).inner(theme, 10)
    bw, bh = top_button_width(theme), u(42)
    x = width - m - TOP_BUTTONS * bw - (TOP_BUTTONS - 1) * u(10)
    y = (top - bh) // 2
    left = u(58) + title_width(theme, title) + u(20)
    if x - left - u(16) < u(BANNER_LEAST):
        left = u(58) + u(8)  # the banner says whose move it is: it outranks the game's title
    return TableLayout(
        top=pygame.Rect(0, 0, width, top),
        board=board,
        action_panel=action_panel,
        log_panel=log_panel,
        action_title=pygame.Rect(inner.x, inner.y, inner.width - hint_w, u(32)),
        hint=pygame.Rect(inner.right - hint_w, inner.y - u(2), hint_w, u(34)),
        actions=pygame.Rect(inner.x, inner.y + u(40), inner.width, inner.height - u(40)),
        log_title=pygame.Rect(log_inner.x, log_inner.y, log_inner.width, u(30)),
        log=pygame.Rect(
            log_inner.x, log_inner.y + u(34), log_inner.width, log_inner.height - u(34)
        ),
        top_buttons=tuple(pygame.Rect(x + i * (bw + u(10)), y, bw, bh) for i in range(TOP_BUTTONS)),
        banner=pygame.Rect(left, u(8), x - left - u(16), top - u(16)),
    )


def top_bar_buttons(
    places: TableLayout,
    undo: Callable[[], None],
    save: Callable[[], None],
    rules: Callable[[], None],
    menu: Callable[[], None],
) -> list[Button]:
    """Undo, Save, Rules and Menu, right in the top bar."""
    undo_at, save_at, rules_at, menu_at = places.top_buttons
    size = th.SIZE_BODY
    return [
        Button(undo_at, _(TOP_LABELS[0]), undo, icon_name="return-arrow", size=size),
        Button(
            save_at,
            _(TOP_LABELS[1]),
            save,
            icon_name="save",
            size=size,
            tooltip=_("Save this game to a new file."),
        ),
        Button(rules_at, _(TOP_LABELS[2]), rules, icon_name="rule-book", size=size),
        Button(
            menu_at,
            _(TOP_LABELS[3]),
            menu,
            icon_name="hamburger-menu",
            size=size,
            tooltip=_("Save, load, settings or back to the main menu (Esc)."),
        ),
    ]


class TableChrome:
    """The game screen's drawing, mixed into `GameScene` (whose match, rects and widgets it
    reads): the backdrop, the banners, the plain board; a game's scene overrides `draw_board`."""

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = self._make_backdrop(size)
        surface.blit(self._backdrop, (0, 0))
        self._draw_banner(surface)
        self._draw_board_safely(surface)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self.theme)
        self._draw_action_title(surface)

    def _draw_board_safely(self, surface: pygame.Surface) -> None:
        """The game's board, or the generic one if the game's renderer fails on this state."""
        self.clear_marks()
        if not self._board_failed:
            try:
                self.draw_board(surface, self.board_rect, self.view())
                return
            except Exception:  # a drawing bug must not cost the player the game
                log.exception("the board renderer of %s failed", self.game_id)
                self._board_failed = True
                self.app.toast(_("This game's board picture failed; showing the plain table."))
                self.refresh()  # the choices the board's objects took come back to the bar
        TableChrome.draw_board(self, surface, self.board_rect, self.view())

    def forget_pictures(self) -> None:
        self._backdrop = None

    def _make_backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that only changes with the window size, drawn once: the sea, the top
        bar with the title, and the empty frames of the board, the choices and the log."""
        backdrop = display_ready(pygame.Surface(size))
        self.draw_background(backdrop)
        self._draw_top_bar(backdrop)
        for panel in (Panel(self.board_rect), self.action_panel, self.log_panel):
            panel.draw(backdrop, self.theme)
        return backdrop

    def board_inner(self, pad: float = 24) -> pygame.Rect:
        """The board's parchment inside its frame, with `pad` logical units of margin."""
        return Panel(self.board_rect).inner(self.theme, pad)

    def banner_text(self) -> tuple[int | None, str]:
        """Whose move it is, in words, for the banner in the top bar."""
        result = self.match.result()
        if result is not None:
            return None, _("Game over · {reason}").format(reason=result.reason)
        seat = self.match.to_act()
        if seat is None:
            return None, _("Game over")
        info = self.match.seats[seat]
        turn = self.match.turn()
        if not info.is_human:
            return seat, _("Turn {turn} · {name} is thinking…").format(turn=turn, name=info.name)
        if self._pending_handoff or seat != self.viewer:
            return seat, _("Turn {turn} · waiting for {name}").format(turn=turn, name=info.name)
        if len(self.match.humans()) == 1:
            return seat, _("Turn {turn} · your move").format(turn=turn)
        return seat, _("Turn {turn} · {name}, your move").format(turn=turn, name=info.name)

    def die_face(self, value: int, salt: int) -> tuple[int, float]:
        """What a die showing `value` shows now: random turned faces while it tumbles."""
        if self.tumble_left <= 0:
            return value, 0.0
        # New faces every 70 ms while tumbling, then the real roll shows.
        rnd = random.Random(int(self.tumble_left / 0.07) * 31 + salt)
        return rnd.randint(1, 6), rnd.uniform(-40, 40)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        """The wooden bar with the game's mark and title (drawn once into the backdrop)."""
        u, theme, rect = self.u, self.theme, self.top_rect
        surface.blit(wood(rect.width, rect.height, seed=9), rect)
        pygame.draw.line(surface, th.BRASS, rect.bottomleft, rect.bottomright, max(1, u(2)))
        mark = icon(game_icon(self.game_id), u(36), th.BRASS_LIGHT)
        surface.blit(mark, (u(14), rect.centery - u(18)))
        room = title_width(theme, _(self.rules.title))
        if self.banner_rect.x < u(58) + room:
            return  # no room for the title beside the banner (large UI scales): the mark stays
        # One line, a little smaller where the title is wider than its room (the bold face
        # runs wide: the board game's title needs more than u(330) at heading size).
        fitted = theme.fit_text(
            _(self.rules.title),
            room,
            rect.height,
            face="display-bold",
            size=th.SIZE_HEADING,
            max_lines=1,
        )
        title = theme.text_px(fitted.lines[0], "display-bold", fitted.px, th.BRASS_LIGHT)
        surface.blit(title, (u(58), rect.centery - title.get_height() // 2))

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """Whose move it is, in the top bar, edged in the colour of the seat to act."""
        u, theme, rect = self.u, self.theme, self.banner_rect
        if rect.width < u(120):
            return
        seat, text = self.banner_text()
        pygame.draw.rect(surface, (34, 22, 13), rect, border_radius=u(8))
        edge = self.seat_look(seat).colour if seat is not None else th.BRASS
        pygame.draw.rect(surface, edge, rect, max(2, u(3)), border_radius=u(8))
        x = rect.x + u(14)
        if seat is not None:
            draw_marker(surface, self.seat_look(seat), (x + u(12), rect.centery), u(12))
            x += u(34)
        # Wrapped to two lines and shrunk before anything is cut (large UI scales).
        box = pygame.Rect(x, rect.y + u(4), rect.right - x - u(10), rect.height - u(8))
        theme.draw_text(
            surface, text, box, face="text-bold", size=th.SIZE_LABEL, colour=th.CREAM, max_lines=2
        )

    def _draw_action_title(self, surface: pygame.Surface) -> None:
        """The choices' heading, and an hourglass while someone else decides."""
        u, theme, rect, match = self.u, self.theme, self.action_title_rect, self.match
        seat = match.to_act()
        if match.result() is not None:
            text, colour = _("The game is over"), th.INK
        elif self.human_to_act is not None:
            text, colour = _("Your choices"), th.INK
        elif seat is not None:
            text, colour = _("Waiting for {name}").format(name=self.seat_name(seat)), th.INK_SOFT
        else:
            text, colour = "", th.INK
        size = th.SIZE_LABEL + 3
        img = theme.text(
            theme.fit(text, "display-bold", size, rect.width), "display-bold", size, colour
        )
        surface.blit(img, (rect.x, rect.y))
        line_y = rect.bottom + u(2)
        pygame.draw.line(
            surface, th.PARCHMENT_DARK, (rect.x, line_y), (rect.right, line_y), max(1, u(2))
        )
        if self.human_to_act is None and match.result() is None and seat is not None:
            glass = icon("hourglass", u(64), (170, 146, 110))
            area = self.actions.rect
            surface.blit(glass, glass.get_rect(center=(area.centerx, area.y + u(80))))
            waiting = (
                _("{name} is thinking…")
                if not match.seats[seat].is_human
                else _("{name} will choose after the hand-over")
            )
            img = theme.text(
                waiting.format(name=self.seat_name(seat)), "italic", th.SIZE_LABEL, th.INK_SOFT
            )
            surface.blit(img, img.get_rect(midtop=(area.centerx, area.y + u(130))))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        """The generic board: title, seats, turn and whose move it is."""
        u, theme, match = self.u, self.theme, self.match
        inner = self.board_inner(24)
        surface.blit(icon(game_icon(self.game_id), u(64), th.WOOD), (inner.x, inner.y))
        size = th.SIZE_TITLE - 12
        title = theme.text(
            theme.fit(_(self.rules.title), "display-bold", size, inner.width - u(90)),
            "display-bold",
            size,
            th.INK,
        )
        surface.blit(title, (inner.x + u(84), inner.y))
        turn = theme.text(
            _("Turn {turn}").format(turn=self.rules.turn(view)),
            "italic",
            th.SIZE_HEADING,
            th.INK_SOFT,
        )
        surface.blit(turn, (inner.x + u(86), inner.y + title.get_height()))
        y = inner.y + u(120)
        to_act, result = match.to_act(), match.result()
        for seat, info in enumerate(match.seats):
            row = pygame.Rect(inner.x, y, inner.width, u(58))
            if seat == to_act:
                pygame.draw.rect(surface, (236, 212, 150), row, border_radius=u(8))
                pygame.draw.rect(surface, th.BRASS, row, max(1, u(2)), border_radius=u(8))
            draw_marker(surface, self.seat_look(seat), (row.x + u(30), row.centery), u(15))
            name = theme.text(info.name, "text-bold", th.SIZE_LABEL + 1, th.INK)
            surface.blit(name, (row.x + u(60), row.y + u(6)))
            who = _("human") if info.is_human else _("bot · {level}").format(level=_(info.level))
            if seat == self.viewer and info.is_human:
                who = _("{who} · this screen shows their view").format(who=who)
            detail = theme.text(who, "text", th.SIZE_SMALL, th.INK_SOFT)
            surface.blit(detail, (row.x + u(60), row.y + u(8) + name.get_height()))
            if seat == to_act:
                tag = theme.text(_("to move"), "italic", th.SIZE_LABEL, th.WOOD)
                surface.blit(
                    tag, (row.right - tag.get_width() - u(14), row.centery - tag.get_height() // 2)
                )
            if result is not None and seat in result.winners:
                surface.blit(icon("crown", u(30), th.BRASS), (row.right - u(50), row.y + u(12)))
            y += u(66)
        y = self._draw_last_move(surface, inner, y + u(18))
        note = (
            _("This game has no board picture yet: play it with the actions on the right.")
            if result is None
            else _("Game over: {reason}").format(reason=result.reason)
        )
        lines = theme.wrap(note, "italic", th.SIZE_LABEL, inner.width)
        line_h = theme.font("italic", th.SIZE_LABEL).get_linesize()
        y = max(y + u(20), inner.bottom - line_h * len(lines))
        for line in lines:
            surface.blit(theme.text(line, "italic", th.SIZE_LABEL, th.INK_SOFT), (inner.x, y))
            y += line_h

    def _draw_last_move(self, surface: pygame.Surface, inner: pygame.Rect, y: int) -> int:
        """What just happened, so a newcomer sees the last move without reading the log."""
        events = [e for e in self.last_events if e.text][-5:]
        if not events:
            return y
        u, theme = self.u, self.theme
        head = theme.text(_("Last move"), "display-bold", th.SIZE_HEADING - 4, th.WOOD)
        surface.blit(head, (inner.x, y))
        y += head.get_height() + u(4)
        line_h = theme.font("text", th.SIZE_BODY).get_linesize()
        for event in events:
            text = theme.fit(self.event_text(event), "text", th.SIZE_BODY, inner.width - u(30))
            seat = event.seat
            if seat is not None and 0 <= seat < len(self.match.seats):
                draw_marker(surface, self.seat_look(seat), (inner.x + u(9), y + line_h // 2), u(7))
            surface.blit(theme.text(text, "text", th.SIZE_BODY, th.INK), (inner.x + u(26), y))
            y += line_h
        return y
