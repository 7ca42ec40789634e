"""The Anno 1800 solo column (mixed into the scene, which provides `board_theme`, `places`
and `table`): the mission, the time stack as a stack, gold, tokens, worlds and
expeditions, the districts with their cubes, and the goals or the normal solo orders."""

from __future__ import annotations

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.engine.table import Place
from anno_desktop.games.anno1800_solo.table import GoalPlace, OrderPlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_art import (
    TIER_COLOURS,
    TIER_ICONS,
    draw_ban,
    unavailable,
)
from anno_desktop.ui.games.anno1800_solo_board import draw_cube
from anno_desktop.ui.games.anno1800_solo_layout import SoloLayout

GOOD = (46, 110, 52)


ICONS = {
    "stack": "hourglass",
    "gold": "coins",
    "tokens:trade": "cargo-ship",
    "tokens:expl": "sailboat",
    "old_world": "island",
    "new_world": "palm-tree",
    "expeditions": "treasure-map",
}


class SoloColumn:
    """The right-hand column of the Anno 1800 solo board, where the layout put its parts."""

    def draw_column(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        theme = self.board_theme
        table = self.table()
        mission = table.place("mission")
        head = shape.rect("mission")
        if mission is not None and head is not None:
            theme.draw_text(
                surface, mission.label, head, face="display-bold", size=th.SIZE_LABEL, max_lines=1
            )
        for key, icon_name in ICONS.items():
            place, box = table.place(key), shape.rect(key)
            if place is not None and box is not None:
                self._line(surface, box, icon_name, place)
        for place in self.places("district"):
            box = shape.rect(place.key)
            if box is not None:
                self._draw_district(surface, box, place)
        if self.places("goal"):
            self._draw_goals(surface, shape)
        else:
            self._draw_orders(surface, shape)

    def _line(self, surface: pygame.Surface, box: pygame.Rect, icon_name: str, place: Place):
        """One counter: an icon (the time stack as a pile of cards) and the place's words."""
        theme = self.board_theme
        u = theme.u
        px = box.height
        if place.key == "stack":
            self._draw_pile(surface, pygame.Rect(box.x, box.y, px, px), place.number("left"))
        else:
            surface.blit(icon(icon_name, px, th.WOOD), box.topleft)
        words = pygame.Rect(box.x + px + u(5), box.y, box.width - px - u(5), px)
        theme.draw_text(
            surface, place.label, words, face="text-bold", size=th.SIZE_SMALL, max_lines=2
        )
        if unavailable(place):
            draw_ban(surface, box, u(2))

    def _draw_pile(self, surface: pygame.Surface, box: pygame.Rect, left: int) -> None:
        """The time stack as a little pile of card backs, thinner as it runs down."""
        u = self.board_theme.u
        layers = min(5, (left + 9) // 10)
        for i in range(layers):
            card = pygame.Rect(box.x + i, box.y + u(4) - i * u(2) + u(6), box.width - u(4), u(12))
            pygame.draw.rect(surface, th.WOOD_LIGHT, card, border_radius=u(2))
            pygame.draw.rect(surface, th.WOOD_DARK, card, 1, border_radius=u(2))

    def _draw_district(self, surface: pygame.Surface, box: pygame.Rect, place: Place) -> None:
        """A tier: its icon, ready cubes solid in the tier's shape, exhausted ones hollow."""
        theme = self.board_theme
        u = theme.u
        tier = place.key.split(":", 1)[1]
        px = box.height
        surface.blit(icon(TIER_ICONS.get(tier, "person"), px, TIER_COLOURS[tier]), box.topleft)
        ready = place.number("ready")
        total = ready + place.number("exhausted")
        count = theme.text(str(ready), "text-bold", 14, th.INK if ready else th.DIM)
        surface.blit(count, (box.x + px + u(3), box.y + (px - count.get_height()) // 2))
        r = max(2, px // 4)
        cx = box.x + px + u(8) + count.get_width()
        per_row = max(1, (box.right - u(2) - cx) // (2 * r + u(2)))
        for i in range(min(total, per_row * 2)):
            centre = (
                cx + r + (i % per_row) * (2 * r + u(2)),
                box.y + r + u(1) + (i // per_row) * (2 * r + u(2)),
            )
            draw_cube(surface, tier, centre, r, solid=i < ready)
        if unavailable(place):
            draw_ban(surface, box, u(2))

    def _draw_goals(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        """The mission's goals with their live progress."""
        theme = self.board_theme
        u = theme.u
        goals = [p for p in self.places("goal") if isinstance(p, GoalPlace)]
        met = sum(g.met for g in goals)
        head = shape.rects["head:goals"]
        words = _("Goals ({met} of {count} met)").format(met=met, count=len(goals))
        theme.draw_text(surface, words, head, face="display-bold", max_lines=1)
        bar_w = u(60)
        for goal in goals:
            row = shape.rect(goal.key)
            if row is None:
                continue
            colour = GOOD if goal.met else th.INK
            at_most = f"{goal.current} (\u2264 {goal.target})"
            value = at_most if goal.at_most else f"{goal.current}/{goal.target}"
            label = ("\u2713 " if goal.met else "") + goal.label
            num_w = theme.font("text-bold", 14).size(value)[0] + u(4)
            # The figure stands right by its bar, clear of the goal's words.
            text = pygame.Rect(row.x, row.y, row.width - bar_w - num_w - u(16), row.height)
            theme.draw_text(surface, label, text, size=th.SIZE_SMALL, colour=colour, max_lines=2)
            num = pygame.Rect(row.right - bar_w - u(6) - num_w, row.y, num_w, row.height)
            theme.draw_text(
                surface,
                value,
                num,
                face="text-bold",
                size=14,
                colour=colour,
                align="right",
                max_lines=1,
            )
            bar = pygame.Rect(row.right - bar_w, row.centery - u(4), bar_w, u(8))
            self._goal_bar(surface, bar, goal)

    def _goal_bar(self, surface: pygame.Surface, bar: pygame.Rect, goal: GoalPlace) -> None:
        u = self.board_theme.u
        pygame.draw.rect(surface, th.PARCHMENT_DARK, bar, border_radius=u(4))
        if goal.at_most:
            share = 1.0 if goal.met else 0.0
        else:
            share = min(1.0, goal.current / goal.target) if goal.target else 1.0
        if share > 0:
            fill = pygame.Rect(bar.x, bar.y, max(u(4), int(bar.width * share)), bar.height)
            pygame.draw.rect(surface, GOOD if goal.met else th.BRASS, fill, border_radius=u(4))

    def _draw_orders(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        """Normal solo: the score, the order cards with their worth now, the trade display."""
        theme = self.board_theme
        u = theme.u
        table = self.table()
        score, head = table.place("score"), shape.rects["head:goals"]
        if score is not None:
            words = _("{score} \u00b7 order cards").format(score=score.label)
            theme.draw_text(surface, words, head, face="display-bold", max_lines=1)
        for order in (p for p in self.places("order") if isinstance(p, OrderPlace)):
            box = shape.rect(order.key)
            if box is None:
                continue
            worth_w = theme.font("text-bold", 14).size(order.worth)[0] + u(4)
            name = pygame.Rect(box.x, box.y, box.width - worth_w - u(2), box.height)
            theme.draw_text(surface, order.label, name, size=th.SIZE_SMALL, max_lines=2)
            worth = pygame.Rect(box.right - worth_w, box.y, worth_w, box.height)
            theme.draw_text(
                surface, order.worth, worth, face="text-bold", size=14, align="right", max_lines=1
            )
        display, box = table.place("display"), shape.rect("display")
        if display is not None and box is not None:
            theme.draw_text(
                surface, display.label, box, size=th.SIZE_SMALL, colour=th.INK_SOFT, valign="top"
            )
