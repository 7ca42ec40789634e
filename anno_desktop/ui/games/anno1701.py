"""Anno 1701's table: the hex sea with islands, colonies and ships in the middle, your stores
and the rivals beside it. Click a marked sea hex to sail the active ship there."""

from __future__ import annotations

from collections import deque
from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.state import MEADOWS
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile

ISLAND_ICONS = {
    "forest": "log",
    "gold": "gold-bar",
    "harbour": "harbor-dock",
    "mountain": "anvil",
    "pasture": "sheep",
    "sugarcane": "sugar-cane",
    "tobacco": "palm-tree",
    "foreign": "village",
}
BUILDING_ICONS = {
    "kapelle": "church",
    "kirche": "church",
    "schule": "open-book",
    "universitaet": "open-book",
    "markthalle": "shop",
    "kontor_buy": "coins",
    "kontor_sell": "coins",
    "schaffarm": "sheep",
    "weberei": "wool",
    "kleine_werft": "harbor-dock",
    "grosse_werft": "harbor-dock",
    "wirtshaus": "beer-stein",
    "wachturm": "stone-tower",
    "ziegelei": "clay-brick",
    "werkzeugschmiede": "anvil",
    "feuerwache": "fire",
    "gilde": "trade",
    "kanonengiesserei": "cannon",
    "anlegestelle": "anchor",
    "theater": "theater",
    "oper": "musical-notes",
    "festung": "castle",
}
GOOD_ICONS = {
    "wood": "log",
    "brick": "clay-brick",
    "tool": "anvil",
    "cloth": "wool",
    "tobacco": "palm-tree",
    "rum": "barrel",
}


def sea_path(start: int, goal: int) -> list[int]:
    """The shortest way by sea from hex `start` to hex `goal` (hex indices), both included."""
    neighbours = game_data().map.sea_neighbours
    came: dict[int, int] = {start: start}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        if h == goal:
            break
        for n in neighbours[h]:
            if n not in came:
                came[n] = h
                todo.append(n)
    if goal not in came:
        return [start, goal]
    path = [goal]
    while path[-1] != start:
        path.append(came[path[-1]])
    return path[::-1]


class Anno1701Scene(GameScene):
    """The sea map takes the centre; stores and rivals sit in a column to its right."""

    def layout(self, width: int, height: int) -> None:
        super().layout(width, height)
        rect = self.board_rect
        map_w = int(rect.width * 0.66)
        self.sea_map = HexSeaMap(
            (rect.x + self.u(30), rect.y + self.u(30), map_w, rect.height - self.u(60)),
            {},
            animation_factor=self.app.settings.animation_factor,
        )
        self._moves: dict[int, Action] = {}
        self._ship_at: dict[tuple[int, int], int] = getattr(self, "_ship_at", {})
        self._gliding: tuple[int, int] | None = None

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    def _tiles(self, view: Any) -> dict[tuple[int, int], HexTile]:
        d = game_data()
        sea = d.map
        tiles: dict[tuple[int, int], HexTile] = {}
        for h, coord in enumerate(sea.coords):
            rec = sea.recess_at[h]
            if rec >= 0:
                tile_no = view.recess_tile[rec] if rec < len(view.recess_tile) else -1
                kind = "home" if sea.recess_dark[rec] else "island"
                if tile_no is not None and tile_no >= 0:
                    island = d.islands[tile_no]
                    tiles[coord] = HexTile(
                        kind, ISLAND_ICONS.get(island.kind, "island"), island.number or None
                    )
                else:
                    tiles[coord] = HexTile(kind, "island")
            elif h == sea.start:
                tiles[coord] = HexTile("harbour", "harbor-dock")
            elif sea.question[h]:
                tiles[coord] = HexTile("deep", "scroll-unfurled")
            else:
                tiles[coord] = HexTile("sea")
            anchor = sea.anchor_at[h]
            if anchor >= 0:
                owner = view.anchor_owner[anchor] if anchor < len(view.anchor_owner) else -1
                if 0 <= owner < len(self.match.seats):
                    tiles[coord].tokens.append(self.seat_look(owner))
                elif owner == len(view.players):
                    tiles[coord].tokens.append(th.PlayerLook("Neutral", (200, 196, 186), "disc"))
                else:
                    tiles[coord].icon = tiles[coord].icon or "anchor"
        for seat, p in enumerate(view.players):
            for number, h in enumerate(p.ships):
                if not 0 <= h < len(sea.coords):
                    continue
                if self._glide_ship((seat, number), h) and self.sea_map.sailing:
                    continue  # the map draws the ship under way itself
                tiles[sea.coords[h]].ships.append(self.seat_look(seat))
        return tiles

    def _glide_ship(self, ship: tuple[int, int], h: int) -> bool:
        """Start a glide when `ship` has moved since the last picture; True for that ship."""
        before = self._ship_at.get(ship)
        self._ship_at[ship] = h
        if ship == self._gliding and self.sea_map.sailing:
            return True
        if before is None or before == h or before < 0 or self.sea_map.sailing:
            return False
        path = sea_path(before, h)
        if len(path) < 2:
            return False
        coords = game_data().map.coords
        self.sea_map.animation_factor = self.app.settings.animation_factor
        self.sea_map.sail([coords[i] for i in path], self.seat_look(ship[0]))
        self._gliding = ship
        return True

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        return self.sea_map.update(dt) or changed

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u = self.u
        self.sea_map.tiles = self._tiles(view)
        sea_rect = self.sea_map.content_rect().inflate(u(20), u(20))
        pygame.draw.rect(surface, th.SEA_DEEP, sea_rect, border_radius=u(10))
        pygame.draw.rect(surface, th.WOOD, sea_rect, max(2, u(3)), border_radius=u(10))
        coords = game_data().map.coords
        self._moves = {}
        for action in self.legal_for_viewer():
            if action.kind == "move" and action.args[1] not in self._moves:
                self._moves[action.args[1]] = action
        self.sea_map.highlight = {coords[h] for h in self._moves}
        self.sea_map.hover = self.sea_map.hex_at(self.app.mouse)
        if self.sea_map.hover not in self.sea_map.highlight:
            self.sea_map.hover = None
        self.sea_map.draw(surface, self.theme)
        size, _, _ = self.sea_map.fit()
        for h, action in self._moves.items():
            centre = self.sea_map.centre(coords[h])
            box = pygame.Rect(0, 0, int(size * 1.2), int(size * 1.2))
            box.center = (round(centre[0]), round(centre[1]))
            self.add_tip(box, f"Click: {self._describe(action)}")
        column = pygame.Rect(
            self.sea_map.rect.right + u(24),
            rect.y + u(22),
            rect.right - self.sea_map.rect.right - u(46),
            rect.height - u(44),
        )
        self._draw_column(surface, column, view)

    def _draw_column(self, surface: pygame.Surface, column: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        d = game_data()
        seat = self.own_seat()
        me = view.players[seat]
        mine = self.match.seats[seat].is_human and len(self.match.humans()) == 1
        title = "Your stores" if mine else f"{self.seat_name(seat)}'s stores"
        draw_marker(surface, self.seat_look(seat), (column.x + u(10), column.y + u(16)), u(10))
        head = theme.text(
            theme.fit(title, "display-bold", th.SIZE_HEADING - 4, column.width - u(28)),
            "display-bold",
            th.SIZE_HEADING - 4,
            th.INK,
        )
        surface.blit(head, (column.x + u(28), column.y))
        y = column.y + head.get_height() + u(8)
        px = u(24)
        col_w = max(u(60), column.width // 4)
        values = [
            (g, GOOD_ICONS.get(g, "barrel"), n) for g, n in zip(d.goods, me.goods, strict=False)
        ]
        values.append(("gold", "coins", me.gold))
        for index, (name, icon_name, amount) in enumerate(values):
            x = column.x + (index % 4) * col_w
            top = y + (index // 4) * (px + u(10))
            surface.blit(icon(icon_name, px, th.WOOD), (x, top))
            num = theme.text(str(amount), "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(num, (x + px + u(5), top + (px - num.get_height()) // 2))
            self.add_tip(pygame.Rect(x, top, col_w - u(4), px), f"{name.capitalize()}: {amount}")
        y += ((len(values) + 3) // 4) * (px + u(10)) + u(4)
        facts = [
            ("cannon", "Cannons", me.cannon),
            ("chest", "Sacks of gold", me.sack),
            ("crown", "Contentment", me.content),
            ("sail", "Sails", me.sail),
        ]
        for index, (icon_name, name, amount) in enumerate(facts):
            x = column.x + index * col_w
            surface.blit(icon(icon_name, px, th.WOOD_LIGHT), (x, y))
            num = theme.text(str(amount), "text-bold", th.SIZE_LABEL, th.INK)
            surface.blit(num, (x + px + u(5), y + (px - num.get_height()) // 2))
            self.add_tip(pygame.Rect(x, y, col_w - u(4), px), f"{name}: {amount}")
        y += px + u(12)
        if view.last_roll:
            roll = theme.text(f"Last roll: {view.last_roll}", "italic", th.SIZE_LABEL, th.INK_SOFT)
            surface.blit(roll, (column.x, y))
            y += roll.get_height() + u(6)
        y = self._draw_settlement(surface, column, y, me)
        y = self._draw_tiles(surface, column, y, view, seat) + u(6)
        to_act = self.match.to_act()
        for other, p in enumerate(view.players):
            if other == seat:
                continue
            box = pygame.Rect(column.x, y, column.width, u(54))
            if box.bottom > column.bottom + u(20):
                break
            fill = (236, 212, 150) if other == to_act else (232, 218, 184)
            pygame.draw.rect(surface, fill, box, border_radius=u(8))
            edge = th.BRASS if other == to_act else th.PARCHMENT_DARK
            pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(8))
            draw_marker(surface, self.seat_look(other), (box.x + u(18), box.y + u(16)), u(9))
            name = theme.text(
                theme.fit(self.seat_name(other), "text-bold", th.SIZE_BODY, box.width - u(46)),
                "text-bold",
                th.SIZE_BODY,
                th.INK,
            )
            surface.blit(name, (box.x + u(34), box.y + u(5)))
            stats = f"{p.hand_size()} cards · {p.gold} gold · {len(p.colonies)} colonies"
            stats_img = theme.text(
                theme.fit(stats, "text", th.SIZE_SMALL, box.width - u(46)),
                "text",
                th.SIZE_SMALL,
                th.INK_SOFT,
            )
            surface.blit(stats_img, (box.x + u(34), box.y + u(8) + name.get_height()))
            ships = sum(1 for h in p.ships if h >= 0)
            self.add_tip(
                box,
                f"{self.seat_name(other)}: {p.hand_size()} goods cards, "
                f"{p.gold} gold, {ships} ships at sea, {len(p.colonies)} colonies, "
                f"{p.citizens} citizens",
            )
            y += u(60)

    def _draw_settlement(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, me: Any
    ) -> int:
        """Your settlement board: four meadows and eight landscapes with what stands on them."""
        u, theme = self.u, self.theme
        buildings = game_data().buildings
        text = theme.text("Your settlement", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(4)
        per_row = 6
        cell = min(u(44), column.width // per_row)
        for slot, tile in enumerate(me.tiles):
            x = column.x + (slot % per_row) * cell
            top = y + (slot // per_row) * cell
            box = pygame.Rect(x, top, cell, cell).inflate(-u(4), -u(4))
            meadow = slot < MEADOWS
            ground = (150, 176, 102) if meadow else (206, 184, 136)
            pygame.draw.rect(surface, ground, box, border_radius=u(4))
            where = "meadow" if meadow else "landscape"
            if 0 <= tile < len(buildings):
                building = buildings[tile]
                built = slot < len(me.built) and me.built[slot]
                ink = th.WOOD_DARK if built else th.DIM
                img = icon(BUILDING_ICONS.get(building.key, "village"), box.width - u(8), ink)
                surface.blit(img, img.get_rect(center=box.center))
                state = "built" if built else "bought, not yet built"
                self.add_tip(box, f"{building.name} (level {'I' * building.level}, {state})")
            else:
                self.add_tip(box, f"Free {where}")
            pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(4))
        rows = (len(me.tiles) + per_row - 1) // per_row
        return y + rows * cell + u(8)

    def _draw_tiles(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, seat: int
    ) -> int:
        """Tiles waiting in your hand: the set-up draft (numbered as the Keep buttons count
        them) or bought tiles to choose from (click one to keep it)."""
        u, theme = self.u, self.theme
        buildings = game_data().buildings
        picks = {a.args[0]: a for a in self.legal_for_viewer() if a.kind == "pick"}
        if view.draft_seat == seat and view.draft_hand:
            heading, tiles = "Tiles drawn for the draft", list(view.draft_hand)
        elif view.current == seat and view.pick:
            heading, tiles = "Bought tiles: keep one", list(view.pick)
        else:
            return y
        text = theme.text(heading, "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(4)
        line_h = theme.font("text", th.SIZE_BODY).get_linesize() + u(6)
        for index, tile in enumerate(tiles):
            known = 0 <= tile < len(buildings)
            name = buildings[tile].name if known else "a face-down tile"
            level = "I" * buildings[tile].level if known else ""
            label = f"{index + 1}. {name}" + (f" (level {level})" if level else "")
            row = pygame.Rect(column.x, y, column.width, line_h)
            img = theme.text(
                theme.fit(label, "text", th.SIZE_BODY, row.width - u(12)),
                "text",
                th.SIZE_BODY,
                th.INK,
            )
            surface.blit(img, (row.x + u(6), row.centery - img.get_height() // 2))
            if index in picks:
                self.add_zone(surface, row, picks[index], f"Click to keep the {name}")
            y += line_h + u(2)
        return y

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        if is_click(event) and self.sea_map.rect.collidepoint(event.pos):
            found = self.sea_map.hex_at(event.pos)
            if found is not None:
                h = game_data().map.index.get(found)
                if h in self._moves:
                    self.choose(self._moves[h])
                    return True
        return super().board_event(event, rect)


SCENE = Anno1701Scene
