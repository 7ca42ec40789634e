"""Anno 1701's sea as the scene draws it: the hex tiles with islands, colonies and ships, the
selected ship's reach and route, the map's buttons beside their hexes, and clicks on bare sea.

`SeaMap` is mixed into `Anno1701Scene`, which provides `sea_map`, `model` and the board marks."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.games.anno1701.table import MapButton, Route, SeaSpace, sea_path
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1701_panels import NEUTRAL_LOOK
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.hexmap import HexTile, hex_corners

ISLAND_ICONS = {
    "forest": "log",
    "gold": "gold-bar",
    "harbour": "harbor-dock",
    "mountain": "miner",
    "pasture": "sheep",
    "sugarcane": "sugar-cane",
    "tobacco": "cigar",
    "foreign": "village",
}
SYMBOL_ICONS = {"cannon": "cannon", "sack": "chest"}
# A face-down island tile shows its back: light and dark backs look nothing alike.
TERRAIN_KINDS = {"light": "back-light", "dark": "back-dark", "start": "harbour", "question": "deep"}
TERRAIN_ICONS = {"start": "harbor-dock", "question": "scroll-unfurled"}


class SeaMap:
    """The hex sea: its tiles, the selected ship's moves, the labels on it and its clicks."""

    def _tiles(self) -> dict[tuple[int, int], HexTile]:
        model = self.model()
        tiles: dict[tuple[int, int], HexTile] = {}
        for space in model.sea():
            if space.island:
                tile = HexTile(
                    space.island,
                    ISLAND_ICONS[space.island],
                    space.number or None,
                    tuple(SYMBOL_ICONS[name] for name in space.symbols),
                )
            else:
                tile = HexTile(
                    TERRAIN_KINDS.get(space.terrain, "sea"), TERRAIN_ICONS.get(space.terrain)
                )
            if space.terrain in ("light", "dark") and not space.island:
                tile.icon = "island"
            if space.anchor:
                if 0 <= space.colony < len(self.match.seats):
                    tile.tokens.append(self.seat_look(space.colony))
                elif space.colony >= 0:
                    tile.tokens.append(NEUTRAL_LOOK)
                else:
                    tile.icon = "anchor"
            tiles[space.coord] = tile
        for ship in model.ships():
            if self._glide_ship((ship.owner, ship.number), ship.at) and self.sea_map.sailing:
                continue  # the map draws the ship under way itself
            tiles[self._coord(ship.at)].ships.append(self.seat_look(ship.owner))
        return tiles

    def _coord(self, key: str) -> tuple[int, int]:
        place = self.model().place(key)
        assert isinstance(place, SeaSpace)
        return place.coord

    def _key_at(self, coord: tuple[int, int] | None) -> str | None:
        if coord is None:
            return None
        return next((s.key for s in self.model().sea() if s.coord == coord), None)

    def _glide_ship(self, ship: tuple[int, int], at: str) -> bool:
        """Start a glide when `ship` has moved since the last picture; True for that ship."""
        before = self._ship_at.get(ship)
        self._ship_at[ship] = at
        if ship == self._gliding and self.sea_map.sailing:
            return True
        if before is None or before == at or self.sea_map.sailing:
            return False
        path = sea_path(before, at)
        if len(path) < 2:
            return False
        self.sea_map.animation_factor = self.app.settings.animation_factor
        self.sea_map.sail([self._coord(k) for k in path], self.seat_look(ship[0]))
        self._gliding = ship
        return True

    def _ship_moves(self) -> None:
        """The selected ship's legal steps (`_moves`) and routes (`_reach`), by sea space."""
        model = self.model()
        movable = [s for s in model.ships() if s.actions and s.owner == model.shown]
        self._moves, self._reach = {}, {}
        if not movable:
            return
        numbers = [s.number for s in movable]
        if self.selected_ship not in numbers:
            self.selected_ship = numbers[0]
        ship = next(s for s in movable if s.number == self.selected_ship)
        self._moves = {f"sea:{a.args[1]}": a for a in ship.actions}
        self._reach = model.routes_of(self.selected_ship)

    def _draw_hex_overlays(self, surface: pygame.Surface) -> None:
        """The selected ship and the map's buttons (hex tips come on demand)."""
        u = self.u
        size, _left, _top = self.sea_map.fit()
        ship = self._selected()
        if ship is not None and self._reach:
            here = self.sea_map.centre(self._coord(ship.at))
            pygame.draw.polygon(surface, th.CREAM, hex_corners(*here, size - 2), max(2, u(3)))
        self._map_buttons(surface)

    def _selected(self) -> Any:
        """The selected ship of the seat looking, if it can move."""
        model = self.model()
        return next(
            (
                s
                for s in model.ships()
                if s.owner == model.shown and s.number == self.selected_ship and s.actions
            ),
            None,
        )

    def _draw_route(self, surface: pygame.Surface, view: Any) -> None:
        """The selected ship's route to the hovered hex, numbered, with the movement left and
        a warning when it runs through a question mark."""
        u, theme = self.u, self.theme
        size, _left, _top = self.sea_map.fit()
        ship = self._selected()
        if ship is None or not self._reach or self.sea_map.hover is None:
            return
        route = self._reach.get(self._key_at(self.sea_map.hover) or "")
        if route is None:
            return
        here = self.sea_map.centre(self._coord(ship.at))
        points = [here] + [self.sea_map.centre(self._coord(k)) for k in route.path]
        pygame.draw.lines(surface, th.BRASS_LIGHT, False, points, max(3, u(4)))
        for k, pt in enumerate(points[1:], start=1):
            pygame.draw.circle(surface, th.WOOD_DARK, pt, u(11))
            num = theme.text(str(k), "text-bold", th.SIZE_SMALL, th.CREAM)
            surface.blit(num, num.get_rect(center=(round(pt[0]), round(pt[1]))))
        moves = len(route.path)
        words = ngettext("{count} move, {left} left", "{count} moves, {left} left", moves).format(
            count=moves, left=route.left
        )
        if route.warning:
            words = _("{route} · stops at the ?").format(route=words)
        label = theme.text(words, "text-bold", th.SIZE_SMALL, th.CREAM)
        end = points[-1]
        tag = label.get_rect(midbottom=(round(end[0]), round(end[1] - size * 0.7)))
        tag = tag.clamp(self.sea_map.content_rect())
        fill = (120, 40, 30) if route.warning else th.WOOD_DARK
        pygame.draw.rect(surface, fill, tag.inflate(u(10), u(4)), border_radius=u(4))
        surface.blit(label, tag)

    def _map_buttons(self, surface: pygame.Surface) -> None:
        """The choices that belong to a place on the sea, as clickable labels beside it:
        Discover and Found next to a ship at an anchor, Return by a harbour a ship may go back
        to, Neutral on each anchor the neutral colony may take (2-player variant). A label
        never covers an island tile, so what a discovery shows stays in sight."""
        theme = self.theme
        taken = self._island_boxes()
        for button in self.model().of_kind("map"):
            assert isinstance(button, MapButton)
            centre = self.sea_map.centre(self._coord(button.at))
            words = _("Neutral") if button.actions[0].kind == "neutral" else button.label
            img = theme.text(words, "text-bold", th.SIZE_SMALL, th.INK)
            box = self._button_box(img.get_rect().inflate(self.u(12), self.u(6)), centre, taken)
            taken.append(box)
            pygame.draw.rect(surface, th.CREAM, box, border_radius=self.u(5))
            surface.blit(img, img.get_rect(center=box.center))
            self.add_zone(surface, box, button.actions[0], self.with_names(button.tooltip))

    def _island_boxes(self) -> list[pygame.Rect]:
        """The island tiles' hexes (a little inside their corners), which labels keep off."""
        size, _left, _top = self.sea_map.fit()
        half_w, half_h = round(size * 0.8), round(size * 0.85)
        boxes = []
        for space in self.model().sea():
            if space.terrain in ("light", "dark"):
                cx, cy = self.sea_map.centre(space.coord)
                boxes.append(pygame.Rect(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h))
        return boxes

    def _button_box(
        self, box: pygame.Rect, centre: tuple[float, float], taken: list[pygame.Rect]
    ) -> pygame.Rect:
        """Where a label of `box`'s size goes by the hex at `centre`: below, above, right or
        left of it, the first spot clear of `taken` (island tiles, earlier labels)."""
        size, _left, _top = self.sea_map.fit()
        cx, cy = round(centre[0]), round(centre[1])
        spots = []
        for far in (0.9, 2.4):
            d = round(size * far)
            spots += [
                box.move_to(midtop=(cx, cy + d)),
                box.move_to(midbottom=(cx, cy - d)),
                box.move_to(midleft=(cx + d, cy)),
                box.move_to(midright=(cx - d, cy)),
            ]
        inside = self.sea_map.content_rect()
        for spot in spots:
            spot = spot.clamp(inside)
            if spot.collidelist(taken) < 0:
                return spot
        return spots[0].clamp(inside)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """Widgets and board places first; else what the hex under the pointer holds."""
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        found = self.sea_map.hex_at(pos) if self.sea_map.rect.collidepoint(pos) else None
        key = self._key_at(found)
        if key is None:
            return None
        place = self.model().place(key)
        text = place.tooltip if place is not None else ""
        route = self._reach.get(key)
        if route is not None:
            moves = len(route.path)
            click = ngettext(
                "Click: sail ship {ship} here ({count} move).",
                "Click: sail ship {ship} here ({count} moves).",
                moves,
            ).format(ship=route.ship + 1, count=moves)
            text += f" {click}"
            if route.warning:
                text += f" {route.warning}."
        return self.with_names(text)

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        """A label or place drawn over the map takes its own click; only a click on bare sea
        reaches the hex beneath (to select a ship or sail it)."""
        if is_click(event) and self._marked(event.pos):
            return super().board_event(event, rect)
        if is_click(event) and self.sea_map.rect.collidepoint(event.pos):
            key = self._key_at(self.sea_map.hex_at(event.pos))
            if key is not None:
                if self._select_ship_at(key):
                    return True
                if key in self._reach:
                    self._sail_route(self._reach[key])
                    return True
        return super().board_event(event, rect)

    def _marked(self, pos: tuple[int, int]) -> bool:
        zones = [z for z, _ in self.board_zones] + [b for b, _ in self.board_buttons]
        return any(zone.collidepoint(pos) for zone in zones)

    def _select_ship_at(self, key: str) -> bool:
        """A click on one of your movable ships selects it (again: the next ship there)."""
        model = self.model()
        mine = sorted(
            s.number for s in model.ships() if s.actions and s.owner == model.shown and s.at == key
        )
        if not mine or key in self._reach:
            return False
        later = [i for i in mine if i > self.selected_ship]
        self.selected_ship = later[0] if later and self.selected_ship in mine else mine[0]
        self.app.dirty = True
        return True

    def _sail_route(self, route: Route) -> None:
        """Sail the selected ship step by step; stop where a step is no longer legal (a
        question mark's encounter waits for an answer)."""
        for action in route.steps:
            if self.human_to_act is None or action not in self.legal_for_viewer():
                return
            if not self.submit(action):
                return
