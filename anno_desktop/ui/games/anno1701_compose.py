"""Anno 1701's table composed once per change: the board's parts (sea, favour board, own
settlement, each rival) drawn through a cache and the frame adding only what moves or is hovered.

`TableComposer` is mixed into `Anno1701Scene`, which provides the sea map, the column and the
play scene's backdrop, banner and log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1701_panels import draw_favour_board
from anno_desktop.ui.widgets.dice import draw_die


class TableComposer:
    """The cached picture of the table and what each frame draws over it."""

    def _part(
        self,
        surface: pygame.Surface,
        name: str,
        key: tuple,
        rect: pygame.Rect,
        draw: Callable[[], None],
    ) -> None:
        """Draw one part of the board through a cache: the same key blits the last picture
        and registers its tips and clickable places again."""
        area = rect.inflate(self.u(8), self.u(8)).clip(surface.get_rect())
        full = (key, tuple(area), self.theme.scale)
        cached = self._parts.get(name)
        # While check-layout records what is drawn, every text is drawn anew to be seen.
        if cached is not None and cached[0] == full and not th.RECORDER.enabled:
            _, image, tips, zones, buttons = cached
            surface.blit(image, area)
            self.board_tips += tips
            self.board_zones += zones
            self.board_buttons += buttons
            return
        marks = len(self.board_tips), len(self.board_zones), len(self.board_buttons)
        draw()
        if cached is not None and cached[1].get_size() == area.size:
            image = cached[1]  # reuse the surface: a blit is cheaper than a new copy
            image.blit(surface, (0, 0), area)
        else:
            image = surface.subsurface(area).copy()
        self._parts[name] = (
            full,
            image,
            self.board_tips[marks[0] :],
            self.board_zones[marks[1] :],
            self.board_buttons[marks[2] :],
        )

    def _layer_key(self, rect: pygame.Rect) -> tuple:
        """Everything the cached board picture depends on."""
        return (
            len(self.match.log),
            id(self.match.state),
            self.viewer,
            self.human_to_act,
            self.selected_ship,
            self.rival_shown,
            self.draft_picked(),
            self._card,
            tuple(self._dice),
            id(self._fight),
            id(self.last_events),
            self.sea_map.sailing,
            tuple(self._ship_at.items()),
            tuple(rect),
            self.theme.scale,
        )

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        mouse = self.app.mouse
        self.app.mouse = (-10_000, -10_000)  # hover is drawn on top, frame by frame
        try:
            self._draw_static(surface, view)
        finally:
            self.app.mouse = mouse
        if not self._composing:
            self._draw_live(surface, view)

    def _log_key(self) -> tuple:
        entries = self.log.entries
        return (
            len(entries),
            id(entries[-1]) if entries else 0,
            self.log.scroller.offset,
            self.log.scroller.content,
            tuple(self.log.rect),
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The table (backdrop, board and log) is composed once per change and blitted; each
        frame adds the banner, the choices and what moves or is hovered."""
        size = surface.get_size()
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = self._make_backdrop(size)
            self._table = None
        key = (self._layer_key(self.board_rect), self._log_key(), self._board_failed)
        if self._table is None or key != self._table_key or th.RECORDER.enabled:
            if self._table is None or self._table.get_size() != size:
                self._table = self._backdrop.copy()
            table = self._table
            table.blit(self._backdrop, (0, 0))
            self._composing = True
            try:
                self._draw_board_safely(table)
            finally:
                self._composing = False
            self.log_title.draw(table, self.theme)
            self.log.draw(table, self.theme)
            # Drawing may lay the log out again (scroll to the bottom): key it afterwards.
            self._table_key = (
                self._layer_key(self.board_rect),
                self._log_key(),
                self._board_failed,
            )
        surface.blit(self._table, (0, 0))
        self._draw_banner(surface)
        if not self._board_failed:
            self._draw_live(surface, self.view())
        for widget in self.widgets:
            if widget.visible and widget not in (self.log, self.log_title):
                widget.draw(surface, self.theme)
        self._draw_action_title(surface)
        self.flights.draw(surface)

    def _draw_static(self, surface: pygame.Surface, view: Any) -> None:
        u = self.u
        model = self.model()
        self.sea_map.tiles = self._tiles()  # also starts the glide of a ship that moved
        self._ship_moves()
        self.sea_map.highlight = {self._coord(k) for k in self._reach}
        lay = self.lay
        sea_rect = lay.sea_frame
        map_key = (
            self.sea_map.signature(),
            frozenset(self.sea_map.highlight),
            self.selected_ship,
            tuple(model.of_kind("map")),
            tuple((s.island, s.number) for s in model.sea()),
        )

        def draw_map() -> None:
            pygame.draw.rect(surface, th.SEA_DEEP, sea_rect, border_radius=u(10))
            pygame.draw.rect(surface, th.WOOD, sea_rect, max(2, u(3)), border_radius=u(10))
            self.sea_map.draw_tiles(surface, self.theme)
            self._draw_hex_overlays(surface)

        self._part(surface, "map", map_key, sea_rect, draw_map)
        favour_key = tuple(
            p for p in model.places if p.kind in ("favour", "column", "coin", "seven")
        )
        self._part(
            surface,
            "favour",
            favour_key,
            lay.favour.frame,
            lambda: draw_favour_board(self, surface, model),
        )
        self._draw_column(surface)

    def _draw_live(self, surface: pygame.Surface, view: Any) -> None:
        """What changes between positions: dice tumbling, the sailing ship, hover marks."""
        u = self.u
        dice = self.lay.column.dice
        size = self._die_size()
        for k, value in enumerate(self._dice):
            shown, angle = self.die_face(value, k)
            box = pygame.Rect(dice.x + k * (size + u(6)), dice.y, size, size)
            draw_die(surface, box, shown, "ivory", angle)
        hover = self.sea_map.hex_at(self.app.mouse)
        self.sea_map.hover = hover if hover in self.sea_map.highlight else None
        self.sea_map.draw_moving(surface, self.theme)
        self._draw_route(surface, view)
        mouse = self.app.mouse
        for rect in [z for z, _ in self.board_zones] + [b for b, _ in self.board_buttons]:
            if rect.collidepoint(mouse):
                pygame.draw.rect(
                    surface, th.BRASS_LIGHT, rect.inflate(4, 4), max(2, u(3)), border_radius=u(5)
                )
                break
        self._draw_marks(surface)
        self._draw_focus(surface)
        self._draw_reveal(surface)
