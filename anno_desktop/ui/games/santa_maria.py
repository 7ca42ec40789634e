"""Santa Maria's table: your 6x6 colony with its dice lines, blue dice and stores on the left,
the common board (tracks, monks, docks, retiring, white dice, tiles on offer) and the rivals on
the right. Tiles are dragged onto the colony; a die shows the line it would work and what a
change costs; worked buildings light up in order; the end of a year shows its scoring.

Everything drawn and clicked comes from the game's table model (`games.santa_maria.table`)."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.santa_maria import table as sm
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import santa_maria_common as common
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.base import is_click, is_press
from anno_desktop.ui.widgets.dice import draw_die

SIZE = sm.SIZE
STORE_ICONS = {
    **common.RES_ICONS,
    "monks": "monk-face",
    "shipments": "galleon",
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
    # The end-of-year scoring on show.
    year_card: sm.YearScoring | None = None
    # The die action under the pointer, found while drawing the pools.
    _hover_die: Action | None = None
    _table: sm.SantaMariaTable | None = None
    _table_key: tuple | None = None
    hand_rect: pygame.Rect | None = None

    # -- the table model -----------------------------------------------------------------------

    def table(self) -> sm.SantaMariaTable:
        """The table as the viewer sees it now (rebuilt only when the position changes)."""
        view = self.view()
        legal = self.legal_for_viewer()
        key = (self._view_key, len(legal), self.own_seat())
        if self._table is None or key != self._table_key:
            self._table = sm.build(view, legal, self.own_seat())
            self._table_key = key
        return self._table

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

    def tile_in_hand(self) -> sm.TileShape | None:
        """The tile the viewer must place now, or None."""
        return self.table().hand if self.legal_for_viewer() else None

    def rotation(self) -> int:
        tile = self.tile_in_hand()
        return 0 if tile is None else self.turn_index % tile.turns

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (row, col) of the colony space under `pos`, if any."""
        grid = getattr(self, "grid_rect", None)
        if grid is None or not grid.collidepoint(pos):
            return None
        return (pos[1] - grid.y) // self.cell + 1, (pos[0] - grid.x) // self.cell + 1

    def placement_at(self, pos: tuple[int, int]) -> sm.Placement | None:
        """The placement the tile in hand would make dropped at `pos`, allowed or why not."""
        where = self.cell_at(pos)
        if self.tile_in_hand() is None or where is None or self.shown_seat() != self.own_seat():
            return None
        return self.table().placement(*where, self.rotation())

    # -- dice lines ---------------------------------------------------------------------------

    def line_preview(self) -> sm.LinePreview | None:
        """The line a die would work as the pointer rests now, from a hovered die or a hovered
        line choice: the buildings in order and the coins to change the die."""
        table = self.table()
        if table.choosing is not None and self.legal_for_viewer():
            colour, value = table.choosing
            targets = {h.line: h.actions[0] for h in table.headers(colour) if h.actions}
            line = self._hover_line()
            if line not in targets:
                line = value if value in targets else None
            return None if line is None else table.line(targets[line])
        if self._hover_die is not None:
            return table.line(self._hover_die)
        return None

    def _hover_line(self) -> int | None:
        """The row (blue die) or column (white die) under the pointer, on the grid or its
        number dice."""
        choosing = self.table().choosing
        grid = getattr(self, "grid_rect", None)
        if grid is None or choosing is None:
            return None
        x, y = self.app.mouse
        if choosing[0] == "white":
            band = pygame.Rect(grid.x, grid.y - self.cell, grid.width, grid.height + self.cell)
            return (x - grid.x) // self.cell + 1 if band.collidepoint(x, y) else None
        band = pygame.Rect(grid.x - self.cell, grid.y, grid.width + self.cell, grid.height)
        return (y - grid.y) // self.cell + 1 if band.collidepoint(x, y) else None

    def die_spot(self, surface: pygame.Surface, spot: pygame.Rect, die: sm.Die) -> None:
        """A die in a pool: clickable when it may be taken; hovering shows its line."""
        if not die.actions:
            self.add_tip(spot, common.space_tip(self, die))
            return
        if spot.collidepoint(self.app.mouse):
            self._hover_die = die.actions[0]
        self.add_zone(surface, spot, die.actions[0], die.tooltip)

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
        card = sm.year_scoring(events, len(self.match.seats), self.table().year)
        if card is not None:
            self.year_card = card

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
        hand = self.hand_rect
        if is_press(event) and hand is not None and hand.collidepoint(event.pos):
            self.dragging = True
            return True
        if is_click(event) and self.tile_in_hand() is not None:
            preview = self.placement_at(event.pos)
            was_dragging, self.dragging = self.dragging, False
            if preview is not None:
                if preview.ok:
                    self.choose(preview.action)
                else:
                    self.app.toast(f"Not here: {preview.warning}")
                return True
            if was_dragging:
                return True
        return super().board_event(event, rect)

    # -- drawing --------------------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        table = self.table()
        self._hover_die = None
        inner = self.board_inner(14)
        seat = self.shown_seat()
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
        y = common.draw_common(self, surface, right, table)
        y = common.draw_offer(
            self, surface, right.x, y, right.right, common.label_width(self), table
        )
        common.draw_rivals(self, surface, right, y, table)
        left = grid.x - die - u(16)
        band = pygame.Rect(left, grid.bottom + u(46), colony_w, u(76))
        boards = [p for p in table.of("board") if isinstance(p, sm.Board)] if own else []
        halls = [p for p in table.of("hall") if isinstance(p, sm.HallOffer)] if own else []
        cells = table.colony(seat)
        self.hand_rect = None
        if self.tile_in_hand() is not None and own:
            self._draw_hand(surface, band)
        elif boards:
            cells = self._draw_board_choice(surface, band, boards, cells)
        elif halls:
            self._draw_town_halls(surface, band, halls)
        else:
            self._draw_blue(surface, band, table, seat)
        if self.hand_rect is None and not boards and not halls:
            whose = "Your" if own else f"{self.seat_name(seat)}'s"
            goods = theme.text(
                f"{whose} stores (at most {table.storage_limit} of each good)",
                "text-bold",
                th.SIZE_SMALL,
                th.INK_SOFT,
            )
            surface.blit(goods, (left, band.bottom - goods.get_height() - u(4)))
        self._draw_stores(surface, left, band.bottom, colony_w, table.stores(seat))
        self._draw_grid(surface, grid, cells, own, seat)
        self._draw_status(surface, pygame.Rect(left, grid.bottom + u(6), colony_w, u(38)), own)
        if self.year_card is not None and table.final:
            common.draw_final_card(self, surface, inner, table)
        elif self.year_card is not None:
            common.draw_year_card(self, surface, inner, self.year_card)

    def _draw_status(self, surface: pygame.Surface, area: pygame.Rect, own: bool) -> None:
        """Under the colony: the line a die would work and its cost, else what to do now."""
        theme = self.theme
        line = self.line_preview() if own else None
        if line is None:
            if self.legal_for_viewer() and own:
                prompt = self.with_names(self.table().prompt)
                theme.draw_text(
                    surface, prompt, area, face="italic", colour=th.INK_SOFT, max_lines=2
                )
            return
        # One line on its dark tag: the type shrinks to its floor before anything is cut.
        fitted = theme.fit_text(
            line.text, area.width - self.u(16), area.height, face="text-bold", max_lines=1
        )
        img = theme.text_px(" ".join(fitted.lines), "text-bold", fitted.px, th.CREAM)
        tag = img.get_rect(midleft=(area.x, area.centery)).inflate(self.u(16), self.u(8))
        tag.x = area.x
        pygame.draw.rect(surface, th.WOOD_DARK, tag, border_radius=self.u(6))
        surface.blit(img, img.get_rect(center=tag.center))

    def _draw_headers(self, surface: pygame.Surface, grid: pygame.Rect, own: bool) -> None:
        """The number dice above the columns and left of the rows; a line to choose is marked."""
        u, cell = self.u, self.cell
        table = self.table()
        die = u(24)
        for header in table.headers("white"):
            k = header.line - 1
            top = pygame.Rect(grid.x + k * cell + (cell - die) // 2, grid.y - die - u(8), die, die)
            draw_die(surface, top, header.line, "ivory")
            self._header_spot(surface, top, header, own)
        for header in table.headers("blue"):
            k = header.line - 1
            left = pygame.Rect(
                grid.x - die - u(10), grid.y + k * cell + (cell - die) // 2, die, die
            )
            draw_die(surface, left, header.line, "blue")
            self._header_spot(surface, left, header, own)

    def _header_spot(
        self, surface: pygame.Surface, spot: pygame.Rect, header: sm.Header, own: bool
    ) -> None:
        if header.actions and own:
            self.add_zone(surface, spot, header.actions[0], header.tooltip)
        else:
            self.add_tip(spot, header.tooltip)

    def _draw_grid(
        self, surface: pygame.Surface, grid: pygame.Rect, cells: list[sm.Cell], own: bool, seat: int
    ) -> None:
        u = self.u
        cell = self.cell
        table = self.table()
        preview_line = self.line_preview() if own else None
        self._draw_headers(surface, grid, own)
        pygame.draw.rect(surface, th.WOOD, grid.inflate(u(8), u(8)), border_radius=u(6))
        lit = self._lit_cells(own)
        tile = self.tile_in_hand() if own else None
        for i, place in enumerate(cells):
            self._draw_cell(surface, grid, i, place, i in lit, tile is not None, own)
        if preview_line is not None:
            self._draw_line(surface, grid, preview_line)
        if tile is not None:
            self._draw_place_marks(surface, grid, tile, cells)
        for order, i in enumerate(lit, start=1):
            r, c = divmod(i, SIZE)
            self._badge(surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
        # Buildings of the line still waiting to work, after the decision in hand.
        waiting = table.waiting if table.to_act == seat else ()
        for order, i in enumerate(waiting, start=len(lit) + 1):
            r, c = divmod(i, SIZE)
            box = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-4, -4)
            pygame.draw.rect(surface, GLOW, box, max(2, u(3)), border_radius=u(4))
            self._badge(surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
            self.add_tip(box, f"{cells[i].label} works next, once this decision is made")

    def _draw_cell(
        self,
        surface: pygame.Surface,
        grid: pygame.Rect,
        i: int,
        place: sm.Cell,
        lit: bool,
        placing: bool,
        own: bool,
    ) -> None:
        u, theme, cell = self.u, self.theme, self.cell
        r, c = divmod(i, SIZE)
        box = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-2, -2)
        sq = place.square
        kind = "empty" if sq is None else "road" if sq.road else "building"
        colour = CELL_COLOURS["printed" if place.printed and kind == "building" else kind]
        if sq is not None and not place.printed:
            # A placed tile lies on the board: a shadow and a raised, lighter face.
            pygame.draw.rect(surface, CELL_COLOURS["empty"], box, border_radius=u(4))
            face = box.inflate(-u(4), -u(4)).move(-u(1), -u(1))
            pygame.draw.rect(surface, (130, 98, 64), face.move(u(2), u(3)), border_radius=u(4))
            pygame.draw.rect(surface, colour, face, border_radius=u(4))
        else:
            pygame.draw.rect(surface, colour, box, border_radius=u(4))
        if lit:
            pygame.draw.rect(surface, GLOW, box, border_radius=u(4))
        if sq is None:
            if not placing:
                self.add_tip(box, place.tooltip)
            return
        img = icon(common.square_icon(sq), int(cell * 0.56), th.WOOD_DARK)
        surface.blit(img, img.get_rect(center=box.center))
        if sq.road:
            count = theme.text(str(sq.colonists), "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(count, (box.right - count.get_width() - u(4), box.y + u(2)))
        if place.worked:
            dot = pygame.Rect(0, 0, cell // 3, cell // 3)
            dot.bottomright = (box.right - u(3), box.bottom - u(3))
            draw_die(surface, dot, 1, "ivory")
        if place.actions and own and place.actions[0].kind == "coins":
            self.add_zone(surface, box, place.actions[0], place.tooltip)
        else:
            self.add_tip(box, common.space_tip(self, place))

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

    def _draw_line(self, surface: pygame.Surface, grid: pygame.Rect, line: sm.LinePreview) -> None:
        """The row or column a die would work: the band, the buildings in order, the cost."""
        u, cell = self.u, self.cell
        value = line.line
        if line.colour == "white":
            band = pygame.Rect(grid.x + (value - 1) * cell, grid.y, cell, grid.height)
        else:
            band = pygame.Rect(grid.x, grid.y + (value - 1) * cell, grid.width, cell)
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill(LINE_TINT)
        surface.blit(veil, band)
        pygame.draw.rect(surface, th.BRASS_LIGHT, band, max(2, u(3)), border_radius=u(4))
        for order, i in enumerate(line.cells, start=1):
            r, c = divmod(i, SIZE)
            self._badge(surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
        what = "Column" if line.colour == "white" else "Row"
        self.add_tip(band, f"{what} {value}: the buildings light up in this order")

    def _draw_place_marks(
        self, surface: pygame.Surface, grid: pygame.Rect, tile: sm.TileShape, cells: list[sm.Cell]
    ) -> None:
        """Where the tile can go (brass outlines), and the preview under the pointer."""
        cell = self.cell
        rot = self.rotation()
        for place in cells:
            options = [a for a in place.actions if a.kind == "place"]
            if not options:
                continue
            r, c = place.row, place.col
            box = pygame.Rect(grid.x + (c - 1) * cell, grid.y + (r - 1) * cell, cell, cell).inflate(
                -2, -2
            )
            # The current turn if it fits here, else the next turn that does.
            action = min(options, key=lambda a: (a.args[2] - rot) % 4)
            self.add_zone(surface, box, action, place.tooltip)
        preview = self.placement_at(self.app.mouse)
        if preview is None:
            return
        veil = pygame.Surface((cell - 4, cell - 4), pygame.SRCALPHA)
        veil.fill(LEGAL_TINT if preview.ok else ILLEGAL_TINT)
        for i, sq in preview.cells:
            r, c = divmod(i, SIZE)
            box = pygame.Rect(grid.x + c * cell + 2, grid.y + r * cell + 2, cell - 4, cell - 4)
            surface.blit(veil, box)
            img = icon(common.square_icon(sq), int(cell * 0.5), th.CREAM)
            surface.blit(img, img.get_rect(center=box.center))
        row, col = preview.row, preview.col
        anchor = pygame.Rect(grid.x + (col - 1) * cell, grid.y + (row - 1) * cell, cell, cell)
        self.add_tip(anchor, preview.text)

    def _draw_board_choice(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        boards: list[sm.Board],
        cells: list[sm.Cell],
    ) -> list[sm.Cell]:
        """Small pictures of the colony boards still to choose; the one under the pointer
        shows on the large grid (returned as the spaces to draw)."""
        u, theme = self.u, self.theme
        px = max(4, (area.height - u(8)) // SIZE)
        x = area.x
        shown = cells
        for board in boards:
            mini = pygame.Rect(x, area.y, px * SIZE, px * SIZE)
            for i, place in enumerate(board.cells):
                r, c = divmod(i, SIZE)
                spot = pygame.Rect(mini.x + c * px, mini.y + r * px, px - 1, px - 1)
                built = place.square is not None
                colour = th.WOOD_LIGHT if built else CELL_COLOURS["empty"]
                pygame.draw.rect(surface, colour, spot)
            self.add_zone(surface, mini, board.actions[0], board.tooltip)
            name = theme.text(board.label, "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(name, (mini.right + u(6), mini.y))
            if mini.collidepoint(self.app.mouse):
                shown = list(board.cells)
            x = mini.right + name.get_width() + u(20)
        return shown

    def _draw_town_halls(
        self, surface: pygame.Surface, area: pygame.Rect, halls: list[sm.HallOffer]
    ) -> None:
        """The Town Hall tiles on offer, each with the scholar that comes with it."""
        u, theme = self.u, self.theme
        px = u(26)
        x, y = area.x, area.y
        for hall in halls:
            tile = hall.tile
            assert tile is not None
            name = theme.text(hall.scholar, "text-bold", th.SIZE_SMALL, th.INK)
            width = len(tile.squares) * (px + u(2)) + u(10) + name.get_width()
            if x + width > area.right:
                x, y = area.x, y + px + u(10)
            box = pygame.Rect(x, y, width, px + u(4))
            pygame.draw.rect(surface, CELL_COLOURS["building"], box, border_radius=u(4))
            for k, sq in enumerate(tile.squares):
                img = icon(common.square_icon(sq), px - u(4), th.WOOD_DARK)
                surface.blit(img, (box.x + u(4) + k * (px + u(2)), box.y + u(4)))
            surface.blit(
                name, (box.right - name.get_width() - u(4), box.centery - name.get_height() // 2)
            )
            self.add_zone(surface, box, hall.actions[0], hall.tooltip)
            x = box.right + u(12)

    def _draw_blue(
        self, surface: pygame.Surface, area: pygame.Rect, table: sm.SantaMariaTable, seat: int
    ) -> None:
        """The blue dice beside the colony shown (its own, or the common pool)."""
        u, theme = self.u, self.theme
        dice = table.dice("blue:pool:" if table.common_blue else f"blue:{seat}:")
        die = u(34)
        y = area.y + u(4)
        whose = "Your" if seat == self.own_seat() else f"{self.seat_name(seat)}'s"
        name = "Blue pool" if table.common_blue else f"{whose} blue dice"
        img = theme.text(name, "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(img, (area.x, y + (die - img.get_height()) // 2))
        x = area.x + img.get_width() + u(12)
        if not dice:
            none = theme.text(table.no_blue, "italic", th.SIZE_BODY, th.INK_SOFT)
            surface.blit(none, (x, y + (die - none.get_height()) // 2))
        for k, place in enumerate(dice):
            spot = pygame.Rect(x, y, die, die)
            face, angle = self.die_face(place.value, k + 3)
            draw_die(surface, spot, face, "blue", angle)
            self.die_spot(surface, spot, place)
            x += die + u(8)

    def _draw_stores(
        self, surface: pygame.Surface, x0: int, y: int, width: int, stores: list[sm.Store]
    ) -> int:
        u, theme = self.u, self.theme
        px = u(22)
        col_w = width // 5
        for index, store in enumerate(stores):
            x = x0 + (index % 5) * col_w
            top = y + (index // 5) * (px + u(8))
            surface.blit(icon(STORE_ICONS[store.what], px, th.WOOD), (x, top))
            num = theme.text(store.value, "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(num, (x + px + u(5), top + (px - num.get_height()) // 2))
            spot = pygame.Rect(x, top, col_w - u(4), px)
            if store.actions:
                self.add_zone(surface, spot, store.actions[0], store.tooltip)
            else:
                self.add_tip(spot, store.tooltip)
        return y + 2 * (px + u(8))

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The tile to place, to drag onto the colony, with how to turn it."""
        tile = self.tile_in_hand()
        assert tile is not None
        u, theme = self.u, self.theme
        offsets = tile.offsets[self.rotation()]
        min_r = min(r for r, _ in offsets)
        min_c = min(c for _, c in offsets)
        rows = max(r for r, _ in offsets) - min_r + 1
        # A turned tile stands upright: it shrinks to stay inside its band.
        px = min(u(34), area.height // rows)
        text = theme.text("Your tile", "text-bold", th.SIZE_BODY, th.INK)
        surface.blit(text, (area.x, area.y + (px - text.get_height()) // 2))
        width = (max(c for _, c in offsets) - min_c + 1) * px
        height = rows * px
        hand = pygame.Rect(area.x + text.get_width() + u(12), area.y, width, height)
        self.hand_rect = hand
        held = self.dragging and self.cell_at(self.app.mouse) is None
        over_grid = self.dragging and not held
        for (r, c), sq in zip(offsets, tile.squares, strict=True):
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
            img = icon(common.square_icon(sq), px - u(10), th.WOOD_DARK)
            surface.blit(img, img.get_rect(center=box.center))
        name = tile.name[0].upper() + tile.name[1:]
        self.add_tip(hand, f"{name}. Drag it onto your colony; R or right-click turns it.")
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


SCENE = SantaMariaScene
