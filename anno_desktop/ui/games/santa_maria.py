"""Santa Maria's table: your 6x6 colony with its buildings and dice lines, your stores, the dice
pools, the expansion tiles on offer and your rivals beside it. The rest comes from GameScene."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.games.santa_maria.colony import footprint
from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.dice import draw_die

SIZE = 6
STORES = (
    ("Wood", "log"),
    ("Grain", "wheat"),
    ("Sugar", "sugar-cane"),
    ("Gems", "cut-diamond"),
    ("Gold", "gold-bar"),
)
EFFECT_ICONS = {
    "ship": "galleon",
    "religion": "church",
    "conquistador": "crossed-swords",
    "road": "road",
}
GAIN_ICONS = {
    "wood": "log",
    "grain": "wheat",
    "sugar": "sugar-cane",
    "gem": "cut-diamond",
    "gold": "gold-bar",
    "coins": "coins",
    "points": "round-star",
}
CELL_COLOURS = {"empty": (226, 206, 160), "building": (242, 230, 198), "road": (196, 170, 124)}


def cell_icon(code: str) -> str:
    """The icon of what a building makes (its last effect), or a road."""
    data = rule_data()
    if code in data.roads:
        return "road"
    building = data.buildings.get(code)
    if building is None or not building.effects:
        return "village"
    effect = building.effects[-1]
    if effect.kind in ("gain", "trade"):
        return GAIN_ICONS.get(effect.what or "", "shop")
    return EFFECT_ICONS.get(effect.kind, "shop")


def cell_name(code: str) -> str:
    data = rule_data()
    if code in data.roads:
        return f"Road with {data.roads[code]} colonist" + ("s" if data.roads[code] != 1 else "")
    building = data.buildings.get(code)
    return building.name if building else code


class SantaMariaScene(GameScene):
    """The colony grid sits in the middle of the table, like the player's own board."""

    roll_events = frozenset({"roll", "blue_die"})
    # (viewer, seat) while the viewer looks at a rival's colony.
    looking_at: tuple[int | None, int] | None = None
    # Which of the legal turns of a tile being placed the grid shows (R or the wheel cycles).
    turn_index = 0

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    def shown_seat(self) -> int:
        """Whose colony the grid shows: your own, or a rival's you clicked to look at (until
        the screen passes to another player)."""
        looking = self.looking_at
        if looking is not None and looking[0] == self.viewer:
            return looking[1]
        return self.own_seat()

    def look_at(self, seat: int) -> None:
        self.looking_at = None if seat == self.own_seat() else (self.viewer, seat)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        seat = self.shown_seat()
        me = view.players[seat]
        side = min(rect.height - u(120), int(rect.width * 0.56))
        cell = side // SIZE
        grid = pygame.Rect(rect.x + u(60), rect.y + u(100), cell * SIZE, cell * SIZE)
        own = seat == self.own_seat()
        mine = own and self.match.seats[seat].is_human and len(self.match.humans()) == 1
        title = "Your colony" if mine else f"{self.seat_name(seat)}'s colony"
        head = theme.text(
            theme.fit(title, "display-bold", th.SIZE_HEADING, grid.width),
            "display-bold",
            th.SIZE_HEADING,
            th.INK,
        )
        draw_marker(surface, self.seat_look(seat), (rect.x + u(38), rect.y + u(40)), u(11))
        surface.blit(head, (rect.x + u(58), rect.y + u(22)))
        self._draw_grid(surface, grid, cell, me, own)
        column = pygame.Rect(
            grid.right + u(36), rect.y + u(24), rect.right - grid.right - u(60), rect.height - u(48)
        )
        y = self._draw_year(surface, column, view)
        y = self._draw_stores(surface, column, y, me, own)
        y = self._draw_pools(surface, column, y, view, view.players[self.own_seat()])
        y = self._draw_offer(surface, column, y, view)
        self._draw_rivals(surface, column, y, view, seat)

    def _draw_grid(
        self, surface: pygame.Surface, grid: pygame.Rect, cell: int, me: Any, own: bool
    ) -> None:
        u, theme = self.u, self.theme
        data = rule_data()
        legal = self.legal_for_viewer() if own else []
        by_cell = {a.args[:2]: a for a in legal if a.kind == "coins"}
        anchors: dict[tuple[int, int], list[Action]] = {}
        for action in legal:
            if action.kind == "place":
                anchors.setdefault(action.args[:2], []).append(action)
        targets = {a.args[0]: a for a in legal if a.kind == "target"}
        pending = getattr(self.view(), "pending", None)
        columns = bool(pending) and len(pending) > 1 and pending[1] == "white"
        # Column numbers (white dice) above, row numbers (blue dice) to the left.
        die = max(u(16), min(u(26), cell // 3))
        for k in range(SIZE):
            top = pygame.Rect(grid.x + k * cell + (cell - die) // 2, grid.y - die - u(8), die, die)
            draw_die(surface, top, k + 1, "ivory")
            self.add_tip(top, f"Column {k + 1}: a white die showing {k + 1} works it")
            if columns and k + 1 in targets:
                self.add_zone(surface, top, targets[k + 1])
            left = pygame.Rect(
                grid.x - die - u(10), grid.y + k * cell + (cell - die) // 2, die, die
            )
            draw_die(surface, left, k + 1, "blue")
            self.add_tip(left, f"Row {k + 1}: a blue die showing {k + 1} works it")
            if not columns and k + 1 in targets:
                self.add_zone(surface, left, targets[k + 1])
        pygame.draw.rect(surface, th.WOOD, grid.inflate(u(8), u(8)), border_radius=u(6))
        px = int(cell * 0.56)
        ghost: Action | None = None
        for i, code in enumerate(me.grid):
            r, c = divmod(i, SIZE)
            box = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-2, -2)
            kind = "empty" if code is None else "road" if code in data.roads else "building"
            pygame.draw.rect(surface, CELL_COLOURS[kind], box, border_radius=u(4))
            where = f"row {r + 1}, column {c + 1}"
            if code is None:
                self.add_tip(box, f"Empty space ({where})")
                if (r + 1, c + 1) in anchors:
                    options = anchors[(r + 1, c + 1)]
                    action = options[self.turn_index % len(options)]
                    self.add_zone(
                        surface,
                        box,
                        action,
                        f"Click to place the tile from here, turned {90 * action.args[2]} "
                        "degrees (R or the mouse wheel turns it)",
                    )
                    if box.collidepoint(self.app.mouse):
                        ghost = action
                continue
            img = icon(cell_icon(code), px, th.WOOD_DARK)
            surface.blit(img, img.get_rect(center=box.center))
            if kind == "road":
                count = theme.text(str(data.roads[code]), "text-bold", th.SIZE_SMALL, th.INK)
                surface.blit(count, (box.right - count.get_width() - u(4), box.y + u(2)))
            used = ""
            if me.blocked[i]:
                dot = pygame.Rect(0, 0, cell // 3, cell // 3)
                dot.bottomright = (box.right - u(3), box.bottom - u(3))
                draw_die(surface, dot, 1, "ivory")
                used = " · worked this year: a die rests here"
            self.add_tip(box, f"{cell_name(code)} ({where}){used}")
            if (r + 1, c + 1) in by_cell:
                self.add_zone(
                    surface,
                    box,
                    by_cell[(r + 1, c + 1)],
                    f"{cell_name(code)}: click to activate it with coins",
                )
        if ghost is not None:
            self._draw_ghost(surface, grid, cell, ghost)

    def _draw_ghost(
        self, surface: pygame.Surface, grid: pygame.Rect, cell: int, action: Action
    ) -> None:
        """The pending tile as it would lie if placed by `action`, drawn see-through."""
        pending = getattr(self.view(), "pending", None)
        tiles = rule_data().tiles
        if not pending or len(pending) < 2 or pending[1] not in tiles:
            return
        tile = tiles[pending[1]]
        row, col, rot = action.args
        cells = footprint(tile.shape, len(tile.cells), row, col, rot)
        if cells is None:
            return
        veil = pygame.Surface((cell - 4, cell - 4), pygame.SRCALPHA)
        veil.fill((*th.BRASS_LIGHT, 150))
        for index, code in zip(cells, tile.cells, strict=True):
            r, c = divmod(index, SIZE)
            box = pygame.Rect(grid.x + c * cell + 2, grid.y + r * cell + 2, cell - 4, cell - 4)
            surface.blit(veil, box)
            img = icon(cell_icon(code), int(cell * 0.5), th.WOOD_DARK)
            surface.blit(img, img.get_rect(center=box.center))

    def on_event(self, event: pygame.event.Event) -> bool:
        turning = (event.type == pygame.KEYDOWN and event.key == pygame.K_r) or (
            event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(event.pos)
        )
        if turning:
            self.turn_index += 1
            return True
        return super().on_event(event)

    def _draw_year(self, surface: pygame.Surface, column: pygame.Rect, view: Any) -> int:
        theme = self.theme
        text = f"Year {view.year} of 3 · turn {view.turn_no}"
        img = theme.text(
            theme.fit(text, "italic", th.SIZE_HEADING - 4, column.width),
            "italic",
            th.SIZE_HEADING - 4,
            th.INK_SOFT,
        )
        surface.blit(img, (column.x, column.y))
        return column.y + img.get_height() + self.u(8)

    def _draw_stores(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, me: Any, own: bool
    ) -> int:
        u, theme = self.u, self.theme
        px = u(24)
        # A rival's happiness tokens lie face down until the end.
        hidden = not own and self.match.result() is None
        values = [
            *zip(STORES, me.res, strict=False),
            (("Coins", "coins"), me.coins),
            (("Happiness points", "round-star"), "?" if hidden else me.points),
            (("Religion track", "church"), me.religion),
            (("Conquistador track", "crossed-swords"), me.conq),
        ]
        col_w = max(u(58), column.width // 5)
        for index, ((name, icon_name), amount) in enumerate(values):
            x = column.x + (index % 5) * col_w
            top = y + (index // 5) * (px + u(10))
            surface.blit(icon(icon_name, px, th.WOOD), (x, top))
            num = theme.text(str(amount), "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(num, (x + px + u(5), top + (px - num.get_height()) // 2))
            self.add_tip(pygame.Rect(x, top, col_w - u(4), px), f"{name}: {amount}")
        return y + 2 * (px + u(10)) + u(2)

    def _draw_pools(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, me: Any
    ) -> int:
        u, theme = self.u, self.theme
        die = u(28)
        takes = {a.args: a for a in self.legal_for_viewer() if a.kind == "die"}
        rows = [
            ("White dice (columns)", list(view.white), "ivory"),
            (
                "Blue pool (rows)" if view.common_blue else "Your blue dice (rows)",
                list(view.blue_pool if view.common_blue else me.blue),
                "blue",
            ),
        ]
        for label, values, colour in rows:
            text = theme.text(label, "text-bold", th.SIZE_SMALL, th.INK_SOFT)
            surface.blit(text, (column.x, y))
            y += text.get_height() + u(2)
            x = column.x
            if not values:
                none = theme.text("none left", "italic", th.SIZE_BODY, th.INK_SOFT)
                surface.blit(none, (x, y + (die - none.get_height()) // 2))
            for value in values:
                if x + die > column.right:
                    break
                spot = pygame.Rect(x, y, die, die)
                face, angle = self.die_face(value, x)
                draw_die(surface, spot, face, colour, angle)
                kind = "white" if colour == "ivory" else "blue"
                if (kind, value) in takes:
                    self.add_zone(surface, spot, takes[(kind, value)])
                x += die + u(5)
            y += die + u(8)
        return y

    def _draw_placing(self, surface: pygame.Surface, column: pygame.Rect, y: int, tile: Any) -> int:
        """The tile in hand, with how to put it down."""
        u, theme = self.u, self.theme
        px = u(30)
        text = theme.text(f"Placing tile {tile.id}", "text-bold", th.SIZE_BODY, th.INK)
        surface.blit(text, (column.x, y))
        x = column.x + text.get_width() + u(10)
        for code in tile.cells:
            box = pygame.Rect(x, y - u(4), px, px)
            pygame.draw.rect(surface, th.BRASS_LIGHT, box, border_radius=u(4))
            surface.blit(icon(cell_icon(code), px - u(6), th.WOOD_DARK), (x + u(3), y - u(1)))
            x += px + u(4)
        y += px + u(2)
        hint = theme.text(
            theme.fit(
                "Point at a marked space; R or the wheel turns the tile",
                "italic",
                th.SIZE_BODY,
                column.width,
            ),
            "italic",
            th.SIZE_BODY,
            th.INK_SOFT,
        )
        surface.blit(hint, (column.x, y))
        return y + hint.get_height() + u(10)

    def _draw_offer(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> int:
        """The expansion tiles on display, named as the Expand buttons name them."""
        u, theme = self.u, self.theme
        tiles = rule_data().tiles
        pending = view.pending
        if pending and pending[0] == "place" and len(pending) > 1 and pending[1] in tiles:
            y = self._draw_placing(surface, column, y, tiles[pending[1]])
        shown = [t for t in view.display if t is not None and t in tiles]
        if not shown:
            return y
        text = theme.text("Expansion tiles on offer", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(2)
        px = u(22)
        entry_w = max(u(140), column.width // 2)
        per_row = max(1, column.width // entry_w)
        row_h = px + u(8)
        for index, tile_id in enumerate(shown):
            x = column.x + (index % per_row) * entry_w
            top = y + (index // per_row) * row_h
            label = theme.text(tile_id, "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(label, (x, top + (px - label.get_height()) // 2))
            cx = x + u(48)
            names = []
            for code in tiles[tile_id].cells:
                box = pygame.Rect(cx, top, px + u(4), px + u(4))
                pygame.draw.rect(surface, CELL_COLOURS["building"], box, border_radius=u(3))
                pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(3))
                surface.blit(
                    icon(cell_icon(code), px - u(2), th.WOOD_DARK), (cx + u(3), top + u(3))
                )
                names.append(cell_name(code))
                cx += px + u(6)
            self.add_tip(
                pygame.Rect(x, top, entry_w - u(6), px + u(4)),
                f"Tile {tile_id}: " + ", ".join(names),
            )
        rows = (len(shown) + per_row - 1) // per_row
        return y + rows * row_h + u(8)

    def _draw_rivals(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, seat: int
    ) -> None:
        u, theme = self.u, self.theme
        over = self.match.result() is not None
        to_act = self.match.to_act()
        for other, p in enumerate(view.players):
            if other == seat:
                continue
            box = pygame.Rect(column.x, y, column.width, u(40))
            if box.bottom > column.bottom + u(20):
                break
            if other == self.own_seat():
                label = "back to your colony"
            else:
                label = f"look at {self.seat_name(other)}'s colony"
            self.add_button(box, lambda o=other: self.look_at(o), label)
            fill = (236, 212, 150) if other == to_act else (232, 218, 184)
            pygame.draw.rect(surface, fill, box, border_radius=u(8))
            edge = th.BRASS if other == to_act else th.PARCHMENT_DARK
            pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(8))
            draw_marker(surface, self.seat_look(other), (box.x + u(18), box.centery), u(9))
            points = str(p.points) if over or other == self.own_seat() else "?"
            stats = f"{p.coins} coins · {points} pts"
            stats_img = theme.text(stats, "text", th.SIZE_SMALL, th.INK_SOFT)
            surface.blit(
                stats_img,
                (
                    box.right - stats_img.get_width() - u(10),
                    box.centery - stats_img.get_height() // 2,
                ),
            )
            room = box.width - stats_img.get_width() - u(56)
            name = theme.text(
                theme.fit(self.seat_name(other), "text-bold", th.SIZE_BODY, room),
                "text-bold",
                th.SIZE_BODY,
                th.INK,
            )
            surface.blit(name, (box.x + u(34), box.centery - name.get_height() // 2))
            goods = ", ".join(
                f"{n} {name.lower()}" for (name, _), n in zip(STORES, p.res, strict=False) if n
            )
            built = sum(1 for c in p.grid if c is not None)
            self.add_tip(
                box,
                f"{self.seat_name(other)}: {goods or 'no goods'}; {built} spaces built. "
                f"Click: {label}",
            )
            y += u(46)


SCENE = SantaMariaScene
