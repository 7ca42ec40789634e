"""Santa Maria's table: your 6x6 colony with its dice lines, blue dice and stores on the left,
the common board (tracks, monks, docks, retiring, white dice, tiles on offer) and the rivals on
the right. Tiles are dragged onto the colony; a die shows the line it would work and what a
change costs; worked buildings light up in order; the end of a year shows its scoring."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pygame

from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.santa_maria.actions import prompt
from anno_desktop.games.santa_maria.colony import footprint, rotations, vacant_buildings
from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.games.santa_maria.effects import change_cost, coin_price
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import santa_maria_common as common
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.base import is_click, is_press
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
CELL_COLOURS = {
    "empty": (212, 192, 146),
    "printed": (236, 222, 188),
    "building": (248, 238, 212),
    "road": (196, 170, 124),
}
LEGAL_TINT = (60, 170, 80, 130)
ILLEGAL_TINT = (200, 50, 40, 130)
LINE_TINT = (250, 220, 120, 90)
GLOW = (255, 214, 90)
# Seconds each building of an activated line glows before the next (scaled by the setting).
GLOW_STEP = 0.35
POINTS = re.compile(r"scores (\d+) point")
YEAR = re.compile(r"Year (\d+) begins")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


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
        return common.RES_ICONS.get(effect.what or "", "shop")
    return EFFECT_ICONS.get(effect.kind, "shop")


def cell_name(code: str) -> str:
    data = rule_data()
    if code in data.roads:
        return f"Road with {data.roads[code]} colonist" + ("s" if data.roads[code] != 1 else "")
    building = data.buildings.get(code)
    return building.name if building else code


def seat_acts(view: Any, player: Any) -> bool:
    """Whether `player` is the one whose effects are queued (the seat to act)."""
    return view.players[view.current] is player


class SantaMariaScene(GameScene):
    """The colony sits on the left like the player's own board; the common board on the right."""

    roll_events = frozenset({"roll", "blue_die", "year"})
    # (viewer, seat) while the viewer looks at a rival's colony.
    looking_at: tuple[int | None, int] | None = None
    # Quarter turns of the tile in hand (R, a right click or the wheel turn it).
    turn_index = 0
    dragging = False
    # Buildings lighting up after an activation: (seat, cells in order), and the time since.
    glow: tuple[int, list[int]] | None = None
    glow_time = 0.0
    # The end-of-year scoring on show: {"year", "points": [(seat, pts)], "start"}.
    year_card: dict | None = None
    # The pool die under the pointer (kind, value), found while drawing the pools.
    _hover_die: tuple[str, int] | None = None
    cell_icon = staticmethod(cell_icon)
    cell_name = staticmethod(cell_name)

    # -- whose colony ------------------------------------------------------------------------

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    def shown_seat(self) -> int:
        """Whose colony the grid shows: a colony lighting up, a rival's you clicked to look at
        (until the screen passes to another player), else your own."""
        if self.glow is not None:
            return self.glow[0]
        looking = self.looking_at
        if looking is not None and looking[0] == self.viewer:
            return looking[1]
        return self.own_seat()

    def look_at(self, seat: int) -> None:
        self.looking_at = None if seat == self.own_seat() else (self.viewer, seat)

    # -- the tile in hand ---------------------------------------------------------------------

    def tile_in_hand(self) -> Any:
        """The tile the viewer must place now, or None."""
        pending = self.view().pending
        tiles = rule_data().tiles
        if not self.legal_for_viewer() or not pending or pending[0] != "place":
            return None
        return tiles.get(pending[1])

    def rotation(self) -> int:
        tile = self.tile_in_hand()
        return 0 if tile is None else self.turn_index % len(rotations(tile))

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (row, col) of the colony space under `pos`, if any."""
        grid = getattr(self, "grid_rect", None)
        if grid is None or not grid.collidepoint(pos):
            return None
        return (pos[1] - grid.y) // self.cell + 1, (pos[0] - grid.x) // self.cell + 1

    def placement_preview(self, pos: tuple[int, int]) -> tuple[Action, bool, str] | None:
        """The placement the tile in hand would make dropped at `pos`: the action, whether the
        engine allows it, and why not."""
        tile = self.tile_in_hand()
        where = self.cell_at(pos)
        if tile is None or where is None or self.shown_seat() != self.own_seat():
            return None
        action = Action("place", (*where, self.rotation()))
        if action in self.legal_for_viewer():
            return action, True, ""
        cells = footprint(tile.shape, len(tile.cells), *action.args)
        if cells is None:
            return action, False, "the tile would hang over the edge of your colony"
        grid = self.view().players[self.own_seat()].grid
        for i in cells:
            if grid[i] is not None:
                r, c = divmod(i, SIZE)
                return action, False, f"row {r + 1}, column {c + 1} is taken ({cell_name(grid[i])})"
        return action, False, "the engine does not allow it here"

    # -- dice lines ---------------------------------------------------------------------------

    def line_preview(self) -> tuple[str, int, list[int], int] | None:
        """The line a die would work as the pointer rests now: (kind, line, buildings in
        order, coins to change the die), from a hovered die or a hovered line choice."""
        me = self.view().players[self.own_seat()]
        pending = self.view().pending
        hovered = self._hover_die
        if pending and pending[0] == "target" and self.legal_for_viewer():
            kind, value = pending[1], pending[2]
            targets = {a.args[0] for a in self.legal_for_viewer() if a.kind == "target"}
            line = self._hover_line()
            if line not in targets:
                line = value if value in targets else None
            if line is None:
                return None
            return kind, line, vacant_buildings(me, kind, line), change_cost(me, value, line)
        if hovered is not None:
            kind, value = hovered
            return kind, value, vacant_buildings(me, kind, value), 0
        return None

    def _hover_line(self) -> int | None:
        """The row (blue die) or column (white die) under the pointer, on the grid or its
        number dice."""
        pending = self.view().pending
        grid = getattr(self, "grid_rect", None)
        if grid is None or not pending:
            return None
        x, y = self.app.mouse
        if pending[1] == "white":
            band = pygame.Rect(grid.x, grid.y - self.cell, grid.width, grid.height + self.cell)
            return (x - grid.x) // self.cell + 1 if band.collidepoint(x, y) else None
        band = pygame.Rect(grid.x - self.cell, grid.y, grid.width + self.cell, grid.height)
        return (y - grid.y) // self.cell + 1 if band.collidepoint(x, y) else None

    def die_spot(
        self,
        surface: pygame.Surface,
        spot: pygame.Rect,
        kind: str,
        value: int,
        action: Action | None,
    ) -> None:
        """A die in a pool: clickable when it may be taken; hovering shows its line."""
        line = "column" if kind == "white" else "row"
        if action is None:
            self.add_tip(spot, f"A {kind} die showing {value}: it works {line} {value}")
            return
        if spot.collidepoint(self.app.mouse):
            self._hover_die = (kind, value)
        me = self.view().players[self.own_seat()]
        count = len(vacant_buildings(me, kind, value))
        self.add_zone(
            surface,
            spot,
            action,
            f"Take this {kind} die: it works {line} {value} ({count} building"
            f"{'s' if count != 1 else ''} lit on your colony). Changing it to another {line} "
            f"costs 1 coin per step{' less 1' if change_cost(me, 1, 2) == 0 else ''}.",
        )

    # -- events and animation ------------------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        super().on_events(events)
        factor = self.app.settings.animation_factor
        lit = [e for e in events if e.kind == "activate" and e.seat is not None]
        if lit and factor > 0:
            seat = lit[0].seat
            assert seat is not None
            self.glow = (seat, [e.data["cell"] for e in lit if e.seat == seat])
            self.glow_time = 0.0
        if any(e.kind in ("year", "game_over") for e in events):
            points = [
                (e.seat, int(m.group(1)))
                for e in events
                if e.kind == "conquest" and e.seat is not None and (m := POINTS.search(e.text))
            ]
            begun = next((e for e in events if e.kind == "year"), None)
            start = begun.seat if begun is not None else None
            found = YEAR.search(begun.text) if begun is not None else None
            year = int(found.group(1)) - 1 if found else self.view().year
            scored = {seat for seat, _ in points}
            rest = [(s, 0) for s in range(len(self.match.seats)) if s not in scored]
            self.year_card = {"year": year, "points": points + rest, "start": start}

    def glow_length(self) -> float:
        """Seconds the running activation shows: each building in turn, then a short rest."""
        if self.glow is None:
            return 0.0
        step = GLOW_STEP * self.app.settings.animation_factor
        return step * (len(self.glow[1]) + 2)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self.glow is not None:
            self.glow_time += dt
            if self.glow_time >= self.glow_length():
                self.glow = None
            changed = True
        return changed

    def close_year_card(self) -> None:
        self.year_card = None

    def choose(self, action: Action) -> None:
        self.year_card = None
        self.dragging = False
        super().choose(action)

    # -- input ---------------------------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> bool:
        right_click = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3
        turning = (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_r)
            or (right_click and self.tile_in_hand() is not None)
            or (event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(event.pos))
        )
        if turning:
            self.turn_index += 1
            self.app.dirty = True
            return True
        if (
            event.type == pygame.MOUSEBUTTONUP
            and self.dragging
            and not self.board_rect.collidepoint(event.pos)
        ):
            self.dragging = False
        return super().on_event(event)

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        if self.year_card is not None and (is_click(event) or is_press(event)):
            # The scoring card covers the table: only its button answers.
            for zone, callback in self.board_buttons:
                if zone.collidepoint(event.pos) and callback == self.close_year_card:
                    if is_click(event):
                        callback()
                    return True
            return True
        hand = getattr(self, "hand_rect", None)
        if is_press(event) and hand is not None and hand.collidepoint(event.pos):
            self.dragging = True
            return True
        if is_click(event) and self.tile_in_hand() is not None:
            preview = self.placement_preview(event.pos)
            was_dragging, self.dragging = self.dragging, False
            if preview is not None:
                action, ok, reason = preview
                if ok:
                    self.choose(action)
                else:
                    self.app.toast(f"Not here: {reason}")
                return True
            if was_dragging:
                return True
        return super().board_event(event, rect)

    # -- drawing --------------------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        self._hover_die = None
        inner = self.board_inner(14)
        seat = self.shown_seat()
        me = view.players[seat]
        own = seat == self.own_seat()
        colony_w = int(inner.width * 0.47)
        die = u(24)
        head_h = u(40)
        below = u(36) + u(76) + u(64)
        room_h = (inner.height - head_h - die - u(12) - below) // SIZE
        self.cell = max(u(30), min((colony_w - die - u(16)) // SIZE, room_h))
        grid = pygame.Rect(
            inner.x + die + u(16),
            inner.y + head_h + die + u(12),
            self.cell * SIZE,
            self.cell * SIZE,
        )
        self.grid_rect = grid
        mine = own and self.match.seats[seat].is_human and len(self.match.humans()) == 1
        title = "Your colony" if mine else f"{self.seat_name(seat)}'s colony"
        if self.glow is not None and not own:
            title += " at work"
        draw_marker(surface, self.seat_look(seat), (inner.x + u(12), inner.y + head_h // 2), u(10))
        head = theme.text(
            theme.fit(title, "display-bold", th.SIZE_HEADING, colony_w - u(30)),
            "display-bold",
            th.SIZE_HEADING,
            th.INK,
        )
        surface.blit(head, (inner.x + u(30), inner.y + (head_h - head.get_height()) // 2))
        right = pygame.Rect(
            inner.x + colony_w + u(20), inner.y, inner.width - colony_w - u(20), inner.height
        )
        # The dice are drawn before the grid, so a die under the pointer is known when the
        # grid shows the line it would work.
        y = common.draw_common(self, surface, right, view)
        y = common.draw_offer(
            self, surface, right.x, y, right.right, common.label_width(self), view
        )
        common.draw_rivals(self, surface, right, y, view)
        left = grid.x - die - u(16)
        band = pygame.Rect(left, grid.bottom + u(46), colony_w, u(76))
        boards = [a for a in self.legal_for_viewer() if a.kind == "board"] if own else []
        halls = [a for a in self.legal_for_viewer() if a.kind == "town_hall"] if own else []
        if self.tile_in_hand() is not None and own:
            self._draw_hand(surface, band)
        elif boards:
            self.hand_rect = None
            me = self._draw_board_choice(surface, band, boards, me)
        elif halls:
            self.hand_rect = None
            self._draw_town_halls(surface, band, halls, view)
        else:
            self.hand_rect = None
            self._draw_blue(surface, band, view, seat)
        if self.hand_rect is None and not boards and not halls:
            whose = "Your" if own else f"{self.seat_name(seat)}'s"
            goods = theme.text(
                f"{whose} stores (at most 3 of each good)", "text-bold", th.SIZE_SMALL, th.INK_SOFT
            )
            surface.blit(goods, (left, band.bottom - goods.get_height() - u(4)))
        self._draw_stores(surface, left, band.bottom, colony_w, me, own)
        self._draw_grid(surface, grid, me, own, view)
        self._draw_status(surface, pygame.Rect(left, grid.bottom + u(8), colony_w, u(32)), own)
        if self.year_card is not None and view.final is not None:
            common.draw_final_card(self, surface, inner, view.final)
        elif self.year_card is not None:
            common.draw_year_card(self, surface, inner, self.year_card)

    def _draw_status(self, surface: pygame.Surface, area: pygame.Rect, own: bool) -> None:
        """Under the colony: the line a die would work and its cost, else what to do now."""
        theme = self.theme
        line = self.line_preview() if own else None
        if line is not None:
            kind, value, cells, cost = line
            what = "Column" if kind == "white" else "Row"
            text = f"{what} {value} · {plural(len(cells), 'building')}"
            text += f" · change: {plural(cost, 'coin')}" if cost else " · no coins needed"
            colour, face = th.CREAM, "text-bold"
        elif self.legal_for_viewer() and own:
            text, colour, face = self._prompt(), th.INK_SOFT, "italic"
        else:
            return
        img = theme.text(
            theme.fit(text, face, th.SIZE_BODY, area.width - self.u(16)), face, th.SIZE_BODY, colour
        )
        if line is not None:
            tag = img.get_rect(midleft=(area.x, area.centery)).inflate(self.u(16), self.u(8))
            tag.x = area.x
            pygame.draw.rect(surface, th.WOOD_DARK, tag, border_radius=self.u(6))
            surface.blit(img, img.get_rect(center=tag.center))
        else:
            surface.blit(img, (area.x, area.centery - img.get_height() // 2))

    def _prompt(self) -> str:
        return self.with_names(prompt(self.view()))

    def _draw_grid(
        self, surface: pygame.Surface, grid: pygame.Rect, me: Any, own: bool, view: Any
    ) -> None:
        u, theme = self.u, self.theme
        cell = self.cell
        data = rule_data()
        legal = self.legal_for_viewer() if own else []
        by_cell = {a.args[:2]: a for a in legal if a.kind == "coins"}
        targets = {a.args[0]: a for a in legal if a.kind == "target"}
        pending = view.pending
        columns = bool(pending) and pending[0] == "target" and pending[1] == "white"
        preview_line = self.line_preview() if own else None
        die = u(24)
        for k in range(SIZE):
            top = pygame.Rect(grid.x + k * cell + (cell - die) // 2, grid.y - die - u(8), die, die)
            left = pygame.Rect(
                grid.x - die - u(10), grid.y + k * cell + (cell - die) // 2, die, die
            )
            draw_die(surface, top, k + 1, "ivory")
            draw_die(surface, left, k + 1, "blue")
            self.add_tip(top, f"Column {k + 1}: a white die showing {k + 1} works it")
            self.add_tip(left, f"Row {k + 1}: a blue die showing {k + 1} works it")
            if k + 1 in targets:
                spot = top if columns else left
                cost = change_cost(me, pending[2], k + 1)
                self.add_zone(
                    surface,
                    spot,
                    targets[k + 1],
                    f"Click to work {'column' if columns else 'row'} {k + 1}: "
                    + (
                        f"turning the die costs {plural(cost, 'coin')}"
                        if cost
                        else "no change needed"
                    ),
                )
        pygame.draw.rect(surface, th.WOOD, grid.inflate(u(8), u(8)), border_radius=u(6))
        lit = self._lit_cells(own)
        px = int(cell * 0.56)
        tile = self.tile_in_hand() if own else None
        printed = data.grids.get(me.board, (None,) * SIZE * SIZE)
        for i, code in enumerate(me.grid):
            r, c = divmod(i, SIZE)
            box = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-2, -2)
            kind = "empty" if code is None else "road" if code in data.roads else "building"
            is_printed = code is not None and printed[i] == code
            colour = CELL_COLOURS["printed" if is_printed and kind == "building" else kind]
            if code is not None and not is_printed:
                # A placed tile lies on the board: a shadow and a raised, lighter face.
                pygame.draw.rect(surface, CELL_COLOURS["empty"], box, border_radius=u(4))
                face = box.inflate(-u(4), -u(4)).move(-u(1), -u(1))
                pygame.draw.rect(surface, (130, 98, 64), face.move(u(2), u(3)), border_radius=u(4))
                pygame.draw.rect(surface, colour, face, border_radius=u(4))
            else:
                pygame.draw.rect(surface, colour, box, border_radius=u(4))
            where = f"row {r + 1}, column {c + 1}"
            if i in lit:
                pygame.draw.rect(surface, GLOW, box, border_radius=u(4))
            if code is None:
                if tile is None:
                    self.add_tip(box, f"Empty space ({where})")
                continue
            surface.blit(
                icon(cell_icon(code), px, th.WOOD_DARK),
                icon(cell_icon(code), px, th.WOOD_DARK).get_rect(center=box.center),
            )
            if kind == "road":
                count = theme.text(str(data.roads[code]), "text-bold", th.SIZE_SMALL, th.INK)
                surface.blit(count, (box.right - count.get_width() - u(4), box.y + u(2)))
            used = ""
            if me.blocked[i]:
                dot = pygame.Rect(0, 0, cell // 3, cell // 3)
                dot.bottomright = (box.right - u(3), box.bottom - u(3))
                draw_die(surface, dot, 1, "ivory")
                used = " · worked this year: a die or coin rests here"
            origin = "printed on the board" if is_printed else "placed tile"
            self.add_tip(box, f"{cell_name(code)} ({where}) · {origin}{used}")
            if (r + 1, c + 1) in by_cell:
                self.add_zone(
                    surface,
                    box,
                    by_cell[(r + 1, c + 1)],
                    f"{cell_name(code)}: click to work it for {plural(coin_price(me), 'coin')}",
                )
        if preview_line is not None:
            self._draw_line(surface, grid, preview_line)
        if tile is not None:
            self._draw_place_marks(surface, grid, tile)
        for order, i in enumerate(lit, start=1):
            r, c = divmod(i, SIZE)
            self._badge(surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
        # Buildings of the line still waiting to work, after the decision in hand.
        waiting = [q[1] for q in view.queue if q[0] == "activate"] if seat_acts(view, me) else []
        for order, i in enumerate(waiting, start=len(lit) + 1):
            r, c = divmod(i, SIZE)
            box = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-4, -4)
            pygame.draw.rect(surface, GLOW, box, max(2, u(3)), border_radius=u(4))
            self._badge(surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
            self.add_tip(box, f"{cell_name(me.grid[i])} works next, once this decision is made")

    def _lit_cells(self, own: bool) -> list[int]:
        """The buildings already lit in the running activation, in order."""
        if self.glow is None:
            return []
        step = GLOW_STEP * self.app.settings.animation_factor
        shown = int(self.glow_time / step) + 1 if step > 0 else len(self.glow[1])
        return self.glow[1][:shown]

    def _badge(self, surface: pygame.Surface, center: tuple[int, int], number: int) -> None:
        u = self.u
        pygame.draw.circle(surface, th.WOOD_DARK, center, u(10))
        img = self.theme.text(str(number), "text-bold", th.SIZE_SMALL, th.CREAM)
        surface.blit(img, img.get_rect(center=center))

    def _draw_line(
        self, surface: pygame.Surface, grid: pygame.Rect, line: tuple[str, int, list[int], int]
    ) -> None:
        """The row or column a die would work: the band, the buildings in order, the cost."""
        u, cell = self.u, self.cell
        kind, value, cells, _ = line
        if kind == "white":
            band = pygame.Rect(grid.x + (value - 1) * cell, grid.y, cell, grid.height)
        else:
            band = pygame.Rect(grid.x, grid.y + (value - 1) * cell, grid.width, cell)
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill(LINE_TINT)
        surface.blit(veil, band)
        pygame.draw.rect(surface, th.BRASS_LIGHT, band, max(2, u(3)), border_radius=u(4))
        for order, i in enumerate(cells, start=1):
            r, c = divmod(i, SIZE)
            self._badge(surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
        what = "column" if kind == "white" else "row"
        text = f"{what.capitalize()} {value}: the buildings light up in this order"
        self.add_tip(band, text)

    def _draw_place_marks(self, surface: pygame.Surface, grid: pygame.Rect, tile: Any) -> None:
        """Where the tile can go (brass outlines), and the preview under the pointer."""
        cell = self.cell
        rot = self.rotation()
        anchors: dict[tuple[int, int], list[Action]] = {}
        for action in self.legal_for_viewer():
            if action.kind == "place":
                anchors.setdefault(action.args[:2], []).append(action)
        for (r, c), options in anchors.items():
            box = pygame.Rect(grid.x + (c - 1) * cell, grid.y + (r - 1) * cell, cell, cell).inflate(
                -2, -2
            )
            # The current turn if it fits here, else the next turn that does.
            action = min(options, key=lambda a: (a.args[2] - rot) % 4)
            self.add_zone(surface, box, action, f"Drop the tile here (row {r}, column {c})")
        preview = self.placement_preview(self.app.mouse)
        if preview is None:
            return
        action, ok, reason = preview
        row, col, turn = action.args
        offsets = self._shape_offsets(tile, turn)
        spots = [
            (row - 1 + dr, col - 1 + dc, code)
            for (dr, dc), code in zip(offsets, tile.cells, strict=True)
            if 1 <= row + dr <= SIZE and 1 <= col + dc <= SIZE
        ]
        veil = pygame.Surface((cell - 4, cell - 4), pygame.SRCALPHA)
        veil.fill(LEGAL_TINT if ok else ILLEGAL_TINT)
        for r, c, code in spots:
            box = pygame.Rect(grid.x + c * cell + 2, grid.y + r * cell + 2, cell - 4, cell - 4)
            surface.blit(veil, box)
            img = icon(cell_icon(code), int(cell * 0.5), th.CREAM)
            surface.blit(img, img.get_rect(center=box.center))
        anchor = pygame.Rect(grid.x + (col - 1) * cell, grid.y + (row - 1) * cell, cell, cell)
        if ok:
            self.add_tip(anchor, f"Release to place the tile here, turned {90 * turn} degrees")
        else:
            self.add_tip(anchor, f"Cannot place here: {reason} (R or right-click turns the tile)")

    def _draw_board_choice(
        self, surface: pygame.Surface, area: pygame.Rect, boards: list[Action], me: Any
    ) -> Any:
        """Small pictures of the colony boards still to choose; the one under the pointer
        shows on the large grid (returned as the colony to draw)."""
        u, theme = self.u, self.theme
        data = rule_data()
        px = max(4, (area.height - u(8)) // SIZE)
        x = area.x
        shown = me
        for action in boards:
            board = data.boards[action.args[0]]
            mini = pygame.Rect(x, area.y, px * SIZE, px * SIZE)
            for i, code in enumerate(data.grids[board.id]):
                r, c = divmod(i, SIZE)
                cell = pygame.Rect(mini.x + c * px, mini.y + r * px, px - 1, px - 1)
                colour = CELL_COLOURS["printed" if code else "empty"]
                pygame.draw.rect(surface, th.WOOD_LIGHT if code else colour, cell)
            self.add_zone(
                surface,
                mini,
                action,
                f"{board.name} ({board.id}): point to see it on the large grid, click to take it",
            )
            name = theme.text(board.id, "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(name, (mini.right + u(6), mini.y))
            if mini.collidepoint(self.app.mouse):
                shown = replace(me, board=board.id, grid=list(data.grids[board.id]))
            x = mini.right + name.get_width() + u(20)
        return shown

    def _draw_town_halls(
        self, surface: pygame.Surface, area: pygame.Rect, halls: list[Action], view: Any
    ) -> None:
        """The Town Hall tiles on offer, each with the scholar that comes with it."""
        u, theme = self.u, self.theme
        data = rule_data()
        px = u(26)
        x, y = area.x, area.y
        for action in halls:
            offer = view.town_halls[action.args[0]]
            tile, scholar = data.tiles[offer[0]], data.scholars[offer[1]]
            name = theme.text(scholar.name, "text-bold", th.SIZE_SMALL, th.INK)
            width = len(tile.cells) * (px + u(2)) + u(10) + name.get_width()
            if x + width > area.right:
                x, y = area.x, y + px + u(10)
            box = pygame.Rect(x, y, width, px + u(4))
            pygame.draw.rect(surface, CELL_COLOURS["building"], box, border_radius=u(4))
            for k, code in enumerate(tile.cells):
                img = icon(cell_icon(code), px - u(4), th.WOOD_DARK)
                surface.blit(img, (box.x + u(4) + k * (px + u(2)), box.y + u(4)))
            surface.blit(
                name, (box.right - name.get_width() - u(4), box.centery - name.get_height() // 2)
            )
            cells = ", ".join(cell_name(c) for c in tile.cells)
            self.add_zone(
                surface,
                box,
                action,
                f"Town Hall {tile.id} ({cells}) with the {scholar.name}: {scholar.text} "
                "Click to take it, then place it on your colony.",
            )
            x = box.right + u(12)

    def _draw_blue(self, surface: pygame.Surface, area: pygame.Rect, view: Any, seat: int) -> None:
        """The blue dice beside the colony shown (its own, or the common pool)."""
        u, theme = self.u, self.theme
        values = list(view.blue_pool if view.common_blue else view.players[seat].blue)
        die = u(34)
        y = area.y + u(4)
        whose = "Your" if seat == self.own_seat() else f"{self.seat_name(seat)}'s"
        name = "Blue pool" if view.common_blue else f"{whose} blue dice"
        img = theme.text(name, "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(img, (area.x, y + (die - img.get_height()) // 2))
        x = area.x + img.get_width() + u(12)
        legal = self.legal_for_viewer() if seat == self.own_seat() else []
        takes = {a.args[1]: a for a in legal if a.kind == "die" and a.args[0] == "blue"}
        if not values:
            note = "rolled once every colony is chosen" if view.phase == "setup" else "none left"
            none = theme.text(note, "italic", th.SIZE_BODY, th.INK_SOFT)
            surface.blit(none, (x, y + (die - none.get_height()) // 2))
        for k, value in enumerate(values):
            spot = pygame.Rect(x, y, die, die)
            face, angle = self.die_face(value, k + 3)
            draw_die(surface, spot, face, "blue", angle)
            self.die_spot(surface, spot, "blue", value, takes.get(value))
            x += die + u(8)

    def _draw_stores(
        self, surface: pygame.Surface, x0: int, y: int, width: int, me: Any, own: bool
    ) -> int:
        u, theme = self.u, self.theme
        px = u(22)
        hidden = not own and self.match.result() is None
        sells = {a.args[0] for a in self.legal_for_viewer() if a.kind == "sell"} if own else set()
        values = [
            *zip(STORES, me.res, strict=False),
            (("Coins", "coins"), me.coins),
            (("Happiness points", "round-star"), "?" if hidden else me.points),
            (("Monks at home", "monk-face"), me.monks),
            (("Shipments in your harbour", "galleon"), sum(len(h) for h in me.harbour)),
        ]
        col_w = width // 5
        for index, ((name, icon_name), amount) in enumerate(values):
            x = x0 + (index % 5) * col_w
            top = y + (index // 5) * (px + u(8))
            surface.blit(icon(icon_name, px, th.WOOD), (x, top))
            num = theme.text(str(amount), "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(num, (x + px + u(5), top + (px - num.get_height()) // 2))
            limit = " (3 at most: more is sold at once)" if index < 5 else ""
            sell = (
                " · you may sell it from the action list"
                if index < 5 and name.lower().rstrip("s") in sells
                else ""
            )
            self.add_tip(pygame.Rect(x, top, col_w - u(4), px), f"{name}: {amount}{limit}{sell}")
        return y + 2 * (px + u(8))

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The tile to place, to drag onto the colony, with how to turn it."""
        tile = self.tile_in_hand()
        u, theme = self.u, self.theme
        offsets = self._shape_offsets(tile, self.rotation())
        min_r = min(r for r, _ in offsets)
        min_c = min(c for _, c in offsets)
        rows = max(r for r, _ in offsets) - min_r + 1
        # A turned tile stands upright: it shrinks to stay inside its band.
        px = min(u(34), area.height // rows)
        text = theme.text(f"Tile {tile.id}", "text-bold", th.SIZE_BODY, th.INK)
        surface.blit(text, (area.x, area.y + (px - text.get_height()) // 2))
        width = (max(c for _, c in offsets) - min_c + 1) * px
        height = rows * px
        hand = pygame.Rect(area.x + text.get_width() + u(12), area.y, width, height)
        self.hand_rect = hand
        held = self.dragging and self.cell_at(self.app.mouse) is None
        over_grid = self.dragging and not held
        for (r, c), code in zip(offsets, tile.cells, strict=True):
            box = pygame.Rect(hand.x + (c - min_c) * px, hand.y + (r - min_r) * px, px - 2, px - 2)
            if over_grid:
                # Picked up: the preview on the colony shows it; its slot stays outlined.
                pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(4))
                continue
            if held:
                # While dragged off the colony the tile follows the pointer.
                box.move_ip(
                    self.app.mouse[0] - hand.x - px // 2, self.app.mouse[1] - hand.y - px // 2
                )
            pygame.draw.rect(surface, th.BRASS_LIGHT, box, border_radius=u(4))
            pygame.draw.rect(surface, th.WOOD, box, 1, border_radius=u(4))
            img = icon(cell_icon(code), px - u(10), th.WOOD_DARK)
            surface.blit(img, img.get_rect(center=box.center))
        names = ", ".join(cell_name(c) for c in tile.cells)
        self.add_tip(
            hand, f"Tile {tile.id}: {names}. Drag it onto your colony; R or right-click turns it."
        )
        x = hand.right + u(16)
        lines = theme.wrap(
            "Drag it onto your colony; R or right-click turns it",
            "italic",
            th.SIZE_BODY,
            area.right - x,
        )
        y = area.y
        for line in lines[:3]:
            img = theme.text(line, "italic", th.SIZE_BODY, th.INK_SOFT)
            surface.blit(img, (x, y))
            y += img.get_height()

    @staticmethod
    def _shape_offsets(tile: Any, rot: int) -> list[tuple[int, int]]:
        """The tile's cells relative to its first, turned `rot` quarter turns."""
        cells = footprint(tile.shape, len(tile.cells), 3, 3, rot)
        assert cells is not None  # anchored in the middle, every turn fits
        return [(i // SIZE - 2, i % SIZE - 2) for i in cells]


SCENE = SantaMariaScene
