"""The Anno 1800 solo column (mixed into the scene, which provides `u`, `theme`, `places`,
`put`, `add_tip` and `table`): the mission, the time stack as a stack, gold, tokens, worlds and
expeditions, the districts with their cubes, and the goals or the normal solo orders."""

from __future__ import annotations

import pygame

from anno_desktop.engine.table import Place
from anno_desktop.games.anno1800_solo.table import GoalPlace, OrderPlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_art import TIER_COLOURS, TIER_ICONS
from anno_desktop.ui.games.anno1800_solo_board import draw_cube

GOOD = (46, 110, 52)
PAIRS = (
    (("hourglass", "stack"), ("coins", "gold")),
    (("cargo-ship", "tokens:trade"), ("sailboat", "tokens:expl")),
    (("island", "old_world"), ("palm-tree", "new_world")),
)


class SoloColumn:
    """The right-hand column of the Anno 1800 solo board."""

    def goal_rows(self) -> int:
        """How many lines the goals (or the normal solo orders and display) take."""
        goals = self.places("goal")
        return len(goals) if goals else -(-len(self.places("order")) // 2) + 2

    def draw_column(self, surface: pygame.Surface, column: pygame.Rect) -> None:
        u, theme = self.u, self.theme
        table = self.table()
        mission = table.place("mission")
        head_h = theme.font("display-bold", th.SIZE_LABEL).get_linesize()
        head = pygame.Rect(column.x, column.y, column.width, head_h)
        if mission is not None:
            theme.draw_text(
                surface,
                mission.label,
                head,
                face="display-bold",
                size=th.SIZE_LABEL,
                max_lines=1,
            )
            self.add_tip(head, mission.tooltip)
        y = head.bottom + u(2)
        half = column.width // 2
        for (left_icon, left_key), (right_icon, right_key) in PAIRS:
            self._line(surface, column.x, y, left_icon, half, table.place(left_key))
            y = self._line(surface, column.x + half, y, right_icon, half, table.place(right_key))
        y = self._line(
            surface, column.x, y, "treasure-map", column.width, table.place("expeditions")
        )
        y = self._draw_residences(surface, column, y + u(2))
        self._draw_goals(surface, pygame.Rect(column.x, y, column.width, column.bottom - y))

    def _line(self, surface, x: int, y: int, icon_name: str, width: int, place: Place | None):
        """One counter: an icon (the time stack as a pile of cards) and the place's words."""
        if place is None:
            return y
        u, theme = self.u, self.theme
        px = u(22)
        if place.key == "stack":
            self._draw_pile(surface, pygame.Rect(x, y, px, px), place.number("left"))
        else:
            surface.blit(icon(icon_name, px, th.WOOD), (x, y))
        box = pygame.Rect(x + px + u(5), y, width - px - u(8), px)
        theme.draw_text(
            surface, place.label, box, face="text-bold", size=th.SIZE_SMALL, max_lines=1
        )
        self.add_tip(pygame.Rect(x, y, width, px), place.tooltip)
        return y + px + u(4)

    def _draw_pile(self, surface: pygame.Surface, box: pygame.Rect, left: int) -> None:
        """The time stack as a little pile of card backs, thinner as it runs down."""
        u = self.u
        layers = min(5, (left + 9) // 10)
        for i in range(layers):
            card = pygame.Rect(box.x + i, box.y + u(4) - i * u(2) + u(6), box.width - u(4), u(12))
            pygame.draw.rect(surface, th.WOOD_LIGHT, card, border_radius=u(2))
            pygame.draw.rect(surface, th.WOOD_DARK, card, 1, border_radius=u(2))

    def _draw_residences(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """Each tier: its icon, ready cubes solid in the tier's shape, exhausted ones hollow."""
        u, theme = self.u, self.theme
        col_w = column.width // 3
        px = u(24)
        r = u(5)
        for index, place in enumerate(self.places("district")):
            tier = place.key.split(":", 1)[1]
            x = column.x + (index % 3) * col_w
            top = y + (index // 3) * (px + u(4))
            surface.blit(icon(TIER_ICONS.get(tier, "person"), px, TIER_COLOURS[tier]), (x, top))
            ready = place.number("ready")
            total = ready + place.number("exhausted")
            count = theme.text(str(ready), "text-bold", 14, th.INK if ready else th.DIM)
            surface.blit(count, (x + px + u(3), top + (px - count.get_height()) // 2))
            cx = x + px + u(8) + count.get_width()
            per_row = max(1, (x + col_w - u(6) - cx) // (2 * r + u(2)))
            for i in range(min(total, per_row * 2)):
                centre = (
                    cx + r + (i % per_row) * (2 * r + u(2)),
                    top + r + u(1) + (i // per_row) * (2 * r + u(2)),
                )
                draw_cube(surface, tier, centre, r, solid=i < ready)
            self.put(surface, pygame.Rect(x, top, col_w - u(4), px), place)
        return y + 2 * (px + u(4))

    def _draw_goals(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The mission's goals with their live progress (the normal solo game: its orders)."""
        u, theme = self.u, self.theme
        goals = [p for p in self.places("goal") if isinstance(p, GoalPlace)]
        if not goals:
            self._draw_orders(surface, area)
            return
        met = sum(g.met for g in goals)
        line_h = max(
            theme.font("text", th.SIZE_SMALL).get_linesize(), area.height // (len(goals) + 1)
        )
        head = pygame.Rect(area.x, area.y, area.width, line_h)
        theme.draw_text(
            surface, f"Goals ({met} of {len(goals)} met)", head, face="display-bold", max_lines=1
        )
        y = head.bottom
        bar_w = u(60)
        for goal in goals:
            colour = GOOD if goal.met else th.INK
            bound = "\u2264 " if goal.at_most else ""
            value = f"{goal.current}/{bound}{goal.target}"
            label = ("\u2713 " if goal.met else "") + goal.label
            num_w = theme.font("text-bold", 14).size(value)[0] + u(4)
            text = pygame.Rect(area.x, y, area.width - bar_w - num_w - u(10), line_h)
            theme.draw_text(surface, label, text, size=th.SIZE_SMALL, colour=colour, max_lines=2)
            num = pygame.Rect(text.right + u(2), y, num_w, line_h)
            theme.draw_text(
                surface, value, num, face="text-bold", size=14, colour=colour, max_lines=1
            )
            self._goal_bar(
                surface, pygame.Rect(area.right - bar_w, y + line_h // 2 - u(4), bar_w, u(8)), goal
            )
            self.add_tip(pygame.Rect(area.x, y, area.width, line_h), goal.tooltip)
            y += line_h

    def _goal_bar(self, surface: pygame.Surface, bar: pygame.Rect, goal: GoalPlace) -> None:
        u = self.u
        pygame.draw.rect(surface, th.PARCHMENT_DARK, bar, border_radius=u(4))
        if goal.at_most:
            share = 1.0 if goal.met else 0.0
        else:
            share = min(1.0, goal.current / goal.target) if goal.target else 1.0
        if share > 0:
            fill = pygame.Rect(bar.x, bar.y, max(u(4), int(bar.width * share)), bar.height)
            pygame.draw.rect(surface, GOOD if goal.met else th.BRASS, fill, border_radius=u(4))

    def _draw_orders(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Normal solo: the score, the order cards with their worth now, the trade display."""
        u, theme = self.u, self.theme
        table = self.table()
        orders = [p for p in self.places("order") if isinstance(p, OrderPlace)]
        rows = -(-len(orders) // 2) + 3
        line_h = max(theme.font("text", th.SIZE_SMALL).get_linesize(), area.height // rows)
        score = table.place("score")
        head = pygame.Rect(area.x, area.y, area.width, line_h)
        if score is not None:
            theme.draw_text(
                surface, f"{score.label} · order cards", head, face="display-bold", max_lines=1
            )
            self.add_tip(head, score.tooltip)
        y = head.bottom
        half = area.width // 2
        for index, order in enumerate(orders):
            box = pygame.Rect(
                area.x + (index % 2) * half, y + (index // 2) * line_h, half - u(4), line_h
            )
            worth_w = theme.font("text-bold", 14).size(order.worth)[0] + u(4)
            name = pygame.Rect(box.x, box.y, box.width - worth_w - u(4), line_h)
            theme.draw_text(surface, order.label, name, size=th.SIZE_SMALL, max_lines=2)
            worth = pygame.Rect(name.right + u(2), box.y, worth_w, line_h)
            theme.draw_text(surface, order.worth, worth, face="text-bold", size=14, max_lines=1)
            self.put(surface, box, order)
        y += -(-len(orders) // 2) * line_h
        display = table.place("display")
        if display is not None:
            box = pygame.Rect(area.x, y, area.width, area.bottom - y)
            theme.draw_text(
                surface, display.label, box, size=th.SIZE_SMALL, colour=th.INK_SOFT, valign="top"
            )
            self.add_tip(box, display.tooltip)
