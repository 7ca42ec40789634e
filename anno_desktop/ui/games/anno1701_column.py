"""Anno 1701's column beside the sea: the settlement board's heading, the dice and the drawn
card (a pirate fight's sum), the set-up draft, the last move and the rivals at a glance.

`TableColumn` is mixed into `Anno1701Scene`, which provides the models, the parts cache and
the settlement board."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.games.anno1701.table import card_face, plural
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games.anno1701_panels import draw_card, draw_rival


class TableColumn:
    """The column right of the sea, top to bottom."""

    def _draw_column(self, surface: pygame.Surface, column: pygame.Rect) -> None:
        u = self.u
        model = self.shown_model()
        y = self._draw_heading(surface, column, model)
        own = tuple(
            p
            for p in model.places
            if p.kind in ("", "fact", "turmoil", "slot", "benefit", "citizen")
        )
        own_key = (model.shown, own)
        bottom = self._own_bottom(column, y)

        def draw_own() -> None:
            at = self._draw_stores(surface, column, y)
            at = self._draw_settlement(surface, column, at)
            self._draw_benefits(surface, column, at)

        self._part(
            surface, "own", own_key, pygame.Rect(column.x, y, column.width, bottom - y), draw_own
        )
        y = bottom
        y = self._draw_dice_and_card(surface, column, y)
        y = self._draw_tiles(surface, column, y) + u(4)
        self._draw_rivals(surface, column, y)

    def _draw_heading(self, surface: pygame.Surface, column: pygame.Rect, model: Any) -> int:
        """Whose settlement board is shown (a click on a rival's name: one's own again) and
        their favour tokens; returns where the board begins."""
        u, theme = self.u, self.theme
        seat = model.shown
        mine = seat == self.own_seat()
        title = "Your settlement" if mine else f"{self.seat_name(seat)}'s settlement"
        draw_marker(surface, self.seat_look(seat), (column.x + u(10), column.y + u(14)), u(10))
        tokens = model.place("tokens")
        assert tokens is not None
        badge = theme.text(tokens.label, "text-bold", th.SIZE_LABEL, th.INK)
        head = theme.text(
            theme.fit(title, "display-bold", th.SIZE_LABEL + 3, column.width - u(90)),
            "display-bold",
            th.SIZE_LABEL + 3,
            th.INK,
        )
        surface.blit(head, (column.x + u(26), column.y))
        if not mine:
            back = head.get_rect(topleft=(column.x, column.y)).inflate(u(30), 0)
            tip = f"{self.seat_name(seat)}'s settlement board, as everyone sees it. Click: yours."
            self.add_button(back.move(u(13), 0), lambda: self.show_settlement(None), tip)
        star = icon("round-star", u(22), th.BRASS)
        bx = column.right - badge.get_width() - u(26)
        surface.blit(star, (bx, column.y + u(2)))
        surface.blit(badge, (bx + u(25), column.y + u(1)))
        self.add_tip(pygame.Rect(bx, column.y, column.right - bx, u(26)), tokens.tooltip)
        return column.y + head.get_height() + u(6)

    def _draw_rivals(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> None:
        """The last move in the room left, then the rivals at the column's foot."""
        u = self.u
        rivals = self.model().of_kind("rival")
        rivals_top = column.bottom - len(rivals) * u(58) + u(4)
        self._draw_recent(surface, pygame.Rect(column.x, y, column.width, rivals_top - y))
        y = max(y, rivals_top)
        to_act = self.match.to_act()
        for rival in rivals:
            box = pygame.Rect(column.x, y, column.width, u(54))
            if box.bottom > column.bottom + u(6):
                break
            other = int(rival.key.split(":")[1])
            self._part(
                surface,
                f"rival{other}",
                (rival, to_act == other, self.rival_shown == other),
                box,
                lambda b=box, r=rival, o=other: self._draw_rival(surface, b, r, o),
            )
            y += u(58)

    def _draw_rival(self, surface: pygame.Surface, box: pygame.Rect, rival: Any, seat: int) -> None:
        """A rival at a glance; a click opens their settlement board (closes it again)."""
        draw_rival(self, surface, box, rival, seat)
        if self.rival_shown == seat:
            pygame.draw.rect(surface, th.WOOD, box, max(2, self.u(3)), border_radius=self.u(8))
        words = (
            "close their settlement board"
            if self.rival_shown == seat
            else "open their settlement board"
        )
        tip = f"{self.with_names(rival.tooltip)} Click: {words}."
        self.add_button(box, lambda: self.show_settlement(seat), tip)

    def _draw_recent(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The last few things that happened, so a newcomer sees the last move at a glance."""
        u, theme = self.u, self.theme
        events = [e for e in self.last_events if e.text]
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
        rows = (area.height - u(30)) // line_h
        if not events or rows < 1:
            return
        head = theme.text("Last move", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(head, (area.x, area.y))
        y = area.y + head.get_height() + u(2)
        for event in events[-rows:]:
            text = theme.fit(self.event_text(event), "text", th.SIZE_SMALL, area.width - u(22))
            if event.seat is not None and 0 <= event.seat < len(self.match.seats):
                draw_marker(
                    surface, self.seat_look(event.seat), (area.x + u(7), y + line_h // 2), u(6)
                )
            img = theme.text(text, "text", th.SIZE_SMALL, th.INK)
            surface.blit(img, (area.x + u(18), y))
            self.add_tip(img.get_rect(topleft=(area.x + u(18), y)), self.event_text(event))
            y += line_h

    def _draw_dice_and_card(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        u = self.u
        if not self._dice and self._card is None:
            return y
        h = u(78)
        size = u(38)
        self._dice_rect = pygame.Rect(column.x, y + u(4), size, size) if self._dice else None
        if self._fight is not None:
            self._draw_fight(surface, pygame.Rect(column.x, y + size + u(8), 2 * size, h - size))
        elif self._dice:
            total = sum(self._dice)
            self.add_tip(
                pygame.Rect(column.x, y, 2 * size + u(6), size + u(8)), f"Last roll: {total}"
            )
        if self._card is not None:
            x = column.x + 2 * size + u(16)
            face = card_face(*self._card)
            draw_card(self, surface, pygame.Rect(x, y, column.right - x, h), face)
        return y + h + u(8)

    def _draw_fight(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The pirate fight under its die: die + cannons against the pirates' strength."""
        fight = self._fight
        assert fight is not None
        total = fight["die"] + fight["cannons"]
        won = total >= fight["strength"]
        words = f"+{fight['cannons']} = {total} vs {fight['strength']}"
        colour = (40, 110, 50) if won else (160, 50, 40)
        self.theme.draw_text(
            surface, words, box, face="text-bold", size=th.SIZE_SMALL, colour=colour
        )
        self.add_tip(
            box.union(self._dice_rect or box),
            f"Pirate fight: die {fight['die']} + {plural(fight['cannons'], 'cannon')} = {total} "
            f"against strength {fight['strength']}: " + ("won." if won else "lost."),
        )

    def _draw_tiles(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """The set-up draft: the four tiles drawn, with their benefits."""
        u, theme = self.u, self.theme
        model = self.model()
        tiles = model.of_kind("draft")
        if not tiles or model.pending is None or model.pending.seat != model.shown:
            return y
        words = model.prompt[:1].upper() + model.prompt[1:]
        text = theme.text(
            theme.fit(words, "text-bold", th.SIZE_SMALL, column.width),
            "text-bold",
            th.SIZE_SMALL,
            th.INK_SOFT,
        )
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(2)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize() + u(2)
        for tile in tiles:
            box = pygame.Rect(column.x + u(6), y, column.width - u(10), 2 * line_h)
            fitted = theme.draw_text(
                surface, tile.tooltip, box, size=th.SIZE_SMALL, valign="top", max_lines=2
            )
            self.add_tip(box, tile.tooltip)
            y += fitted.height + u(4)
        return y
