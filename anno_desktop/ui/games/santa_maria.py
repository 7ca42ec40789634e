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
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import santa_maria_colony as colony
from anno_desktop.ui.games import santa_maria_common as common
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.base import is_click, is_press

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
        colony.draw_below(self, surface, pygame.Rect(left, grid.bottom, colony_w, 0), table, seat)
        if self.year_card is not None and table.final:
            common.draw_final_card(self, surface, inner, table)
        elif self.year_card is not None:
            common.draw_year_card(self, surface, inner, self.year_card)

    def _lit_cells(self, own: bool) -> list[int]:
        """The buildings already lit in the running activation, in order."""
        if self.glow is None:
            return []
        step = GLOW_STEP * self.app.settings.animation_factor
        shown = int(self.glow_time / step) + 1 if step > 0 else len(self.glow[1])
        return self.glow[1][:shown]


SCENE = SantaMariaScene
