"""Santa Maria's table: your 6x6 colony with its dice lines, blue dice and stores on the left,
the common board (tracks, monks, docks, retiring, white dice, tiles on offer) and the colonies
on the right. Tiles are dragged onto the colony; a die shows the line it would work and what a
change costs; worked buildings light up in order; the end of a year shows its scoring.

Everything drawn and clicked comes from the game's table model (`games.santa_maria.table`),
placed by a pure layout step (`santa_maria_layout`) from the window size and UI scale."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.santa_maria import table as sm
from anno_desktop.ui.games import santa_maria_cards as cards
from anno_desktop.ui.games import santa_maria_colony as colony
from anno_desktop.ui.games import santa_maria_common as common
from anno_desktop.ui.games import santa_maria_layout as sl
from anno_desktop.ui.scene import push_scene
from anno_desktop.ui.scenes.action_bar import BarEntry
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.base import is_click, is_press

# Seconds each building of an activated line glows before the next (scaled by the setting).
GLOW_STEP = 0.35


# The action bar's headings, one per kind of decision (the bar shows them translated).
GROUP_TITLES = {
    "board": N_("Board"),
    "buy": N_("Buy"),
    "coins": N_("Coins"),
    "die": N_("Die"),
    "expand": N_("Expand"),
    "extra": N_("Extra"),
    "farmer": N_("Farmer"),
    "place": N_("Place"),
    "recruit": N_("Recruit"),
    "retire": N_("Retire"),
    "sell": N_("Sell"),
    "ship": N_("Ship"),
    "skip": N_("Skip"),
    "target": N_("Target"),
    "town_hall": N_("Town hall"),
    "trade": N_("Trade"),
}


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
    # The end-of-year scoring on show; the final scoring on show once the game is over.
    year_card: sm.YearScoring | None = None
    final_open = False
    # Hot-seat: the next human, while the one who just moved still sees its outcome.
    done_for: int | None = None
    _table: sm.SantaMariaTable | None = None
    _table_key: tuple | None = None
    _lay: sl.SantaMariaLayout | None = None
    _lay_key: tuple | None = None
    hand_rect: pygame.Rect | None = None
    choice_rects: list = []

    # -- the table model and its layout ----------------------------------------------------------

    def table(self) -> sm.SantaMariaTable:
        """The table as the viewer sees it now (rebuilt only when the position changes)."""
        view = self.view()
        legal = self.legal_for_viewer()
        key = (self._view_key, len(legal), self.own_seat())
        if self._table is None or key != self._table_key:
            self._table = sm.build(view, legal, self.own_seat(), self.shows_everything)
            self._table_key = key
        return self._table

    @property
    def lay(self) -> sl.SantaMariaLayout:
        """The table's rects for this window, scale, position and colony shown."""
        table, inner = self.table(), self.board_inner(14)
        key = (tuple(inner), self.theme.scale, id(table), self.shown_seat())
        if self._lay is None or key != self._lay_key:
            self._lay = sl.layout(inner, table, self.shown_seat())
            self._lay_key = key
        return self._lay

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
        return self.lay.cell_at(pos)

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
        places = self.lay.places
        for die in table.dice(""):
            rect = places.get(die.key)
            if die.actions and rect is not None and rect.collidepoint(self.app.mouse):
                return table.line(die.actions[0])
        return None

    def _hover_line(self) -> int | None:
        """The row (blue die) or column (white die) under the pointer, on the grid or its
        number dice."""
        choosing = self.table().choosing
        if choosing is None:
            return None
        lay = self.lay
        grid, cell = lay.grid, lay.cell
        x, y = self.app.mouse
        if choosing[0] == "white":
            band = pygame.Rect(grid.x, grid.y - cell, grid.width, grid.height + cell)
            return (x - grid.x) // cell + 1 if band.collidepoint(x, y) else None
        band = pygame.Rect(grid.x - cell, grid.y, grid.width + cell, grid.height)
        return (y - grid.y) // cell + 1 if band.collidepoint(x, y) else None

    # -- the choices beside the board ---------------------------------------------------------

    def bar_entries(self, title: str, actions: list[Action]) -> list[BarEntry]:
        """Placements are made on the colony by dragging the tile: the bar lists only the
        choice to leave the road."""
        shown = [a for a in actions if a.kind != "place"]
        return super().bar_entries(title, shown)

    def action_group(self, action: Action) -> str:
        if action.kind in ("place", "skip") and self.table().hand is not None:
            return N_("Your tile")
        return GROUP_TITLES.get(action.kind) or super().action_group(action)

    # -- events, animation and the flow of play ------------------------------------------------

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

    def lit_cells(self) -> list[int]:
        """The buildings already lit in the running activation, in order."""
        if self.glow is None:
            return []
        step = GLOW_STEP * self.app.settings.animation_factor
        shown = int(self.glow_time / step) + 1 if step > 0 else len(self.glow[1])
        return self.glow[1][:shown]

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
        self.final_open = False

    def show_game_over(self) -> None:
        self.final_open = False
        push_scene(self.app, "GameOver", self.match)

    def choose(self, action: Action) -> None:
        self.year_card = None
        self.dragging = False
        super().choose(action)

    def _after_change(self) -> None:
        # The final scoring comes first, on the table; its button opens what comes next.
        if self.match.result() is not None and not self._over_shown:
            self._over_shown = True
            self.final_open = True
        super()._after_change()

    def _hand_off(self, seat: int) -> None:
        """Hot-seat: the player who just moved sees its outcome and says "Done" before the
        screen passes on (the first hand-off of a game needs no such step)."""
        if self.viewer is None or self.viewer == seat:
            super()._hand_off(seat)
            return
        self._pending_handoff = True
        self.done_for = seat
        self.refresh()

    def pass_screen(self) -> None:
        seat, self.done_for = self.done_for, None
        if seat is not None:
            super()._hand_off(seat)

    def banner_text(self) -> tuple[int | None, str]:
        if self.done_for is not None:
            return self.viewer, _("Done? Pass the screen to {name}").format(
                name=self.seat_name(self.done_for)
            )
        return super().banner_text()

    # -- input ---------------------------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> bool:
        right_click = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3
        turning = (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_r)
            or (right_click and self.tile_in_hand() is not None)
            or (event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(self.app.mouse))
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
        if self.done_for is not None and (is_click(event) or is_press(event)):
            # The move is made: only "Done" and looking at the colonies answer.
            for zone, callback in self.board_buttons:
                if zone.collidepoint(event.pos) and is_click(event):
                    callback()
                    self.app.dirty = True
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
                    self.app.toast(_("Not here: {reason}").format(reason=preview.warning))
                return True
            if was_dragging:
                return True
        return super().board_event(event, rect)

    # -- drawing --------------------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        table = self.table()
        # A scoring card stands in front of the whole table until it is closed.
        if self.final_open and table.final:
            cards.draw_final_card(self, surface, table)
            return
        if self.year_card is not None:
            cards.draw_year_card(self, surface, self.year_card)
            return
        common.draw_common(self, surface, table)
        common.mark_common(self, surface, table)
        colony.draw_colony(self, surface, table, self.shown_seat())
        if self.done_for is not None:
            cards.draw_done(self, surface, self.done_for)
        elif table.final:
            cards.draw_reopen(self, surface)

    def open_final(self) -> None:
        self.final_open = True


SCENE = SantaMariaScene
