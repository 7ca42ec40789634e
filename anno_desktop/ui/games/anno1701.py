"""Anno 1701's table: the hex sea with islands, colonies and ships and the favour board below it;
your settlement, dice, the drawn card and the rivals beside it. Click a ship to see where it
can sail (the path shows on hover); pending choices open as panels over the table."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

import pygame

from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.favour import tokens_total
from anno_desktop.games.anno1701.seafaring import speed
from anno_desktop.games.anno1701.state import HIDDEN_TILE, MEADOWS, SETTLER, VILLAGE
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games.anno1701_dialogs import GOOD_ICONS, ChoiceDialog, TradeDialog
from anno_desktop.ui.games.anno1701_panels import (
    draw_card,
    draw_favour_board,
    draw_rival,
    encounter_text,
)
from anno_desktop.ui.scenes.play import BarEntry, GameScene, kind_title
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.dice import draw_die
from anno_desktop.ui.widgets.flight import Flights, token
from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile, hex_corners

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
# Kinds of pending decisions that open a panel over the table when they are the viewer's.
DIALOG_KINDS = ("accept", "decline", "discard", "pick", "pay", "fight", "sell", "pass")

# What a place on the sea offers, when a legal action belongs to it.
MAP_LABELS = {
    "discover": "Discover",
    "found": "Found colony",
    "return": "Return here",
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


def reachable(start: int, steps: int, visited: int) -> dict[int, list[int]]:
    """Sea hexes reachable in at most `steps` single moves without entering a hex of the mask
    `visited` (the ship's own track this turn); each with its shortest path (start excluded)."""
    neighbours = game_data().map.sea_neighbours
    paths: dict[int, list[int]] = {start: []}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        if len(paths[h]) >= steps:
            continue
        for n in neighbours[h]:
            if n in paths or visited >> n & 1:
                continue
            paths[n] = [*paths[h], n]
            todo.append(n)
    del paths[start]
    return paths


class Anno1701Scene(GameScene):
    """The sea map and favour board take the centre; your settlement and rivals sit beside."""

    roll_events = frozenset({"roll"})

    def layout(self, width: int, height: int) -> None:
        self._dialog_key: tuple | None = getattr(self, "_dialog_key", None)
        self._ship_at: dict[tuple[int, int], int] = getattr(self, "_ship_at", {})
        self._card: tuple[str, int] | None = getattr(self, "_card", None)
        self._dice: list[int] = getattr(self, "_dice", [])
        self.selected_ship: int = getattr(self, "selected_ship", -1)
        self.flights: Flights = getattr(self, "flights", Flights())
        # The own seat's goods and gold as last seen, to send what it gains flying to its store.
        self._stock_seen: tuple[int, tuple[int, ...]] | None = getattr(self, "_stock_seen", None)
        super().layout(width, height)
        u = self.u
        inner = self.board_inner(14)
        map_w = int(inner.width * 0.6)
        favour_h = u(160)
        self.sea_map = HexSeaMap(
            (inner.x + u(8), inner.y + u(8), map_w - u(16), inner.height - favour_h - u(24)),
            {},
            animation_factor=self.app.settings.animation_factor,
        )
        # Only the hex count and places matter for the fit; the picture comes in draw_board.
        self.sea_map.tiles = {c: HexTile() for c in game_data().map.coords}
        sea_rect = self.sea_map.content_rect()
        self.favour_rect = pygame.Rect(
            inner.x, sea_rect.bottom + u(14), map_w, inner.bottom - sea_rect.bottom - u(14)
        )
        self.column_rect = pygame.Rect(
            inner.x + map_w + u(14), inner.y, inner.right - inner.x - map_w - u(14), inner.height
        )
        self._moves: dict[int, Action] = {}
        self._reach: dict[int, list[int]] = {}
        self._gliding: tuple[int, int] | None = None
        self._left = 0
        self._dice_rect: pygame.Rect | None = None
        self._store_at: dict[str, pygame.Rect] = {}  # where each good's count is drawn
        # The table drawn once per change; a frame blits it and adds hover and motion.
        self._table: pygame.Surface | None = None
        self._table_key: tuple | None = None
        self._composing = False
        self._parts: dict[str, tuple] = {}

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    # -- the action bar: offers and exchanges grouped behind panels ----------------------------

    def refresh(self) -> None:
        super().refresh()
        self._maybe_open_dialog()

    def action_group(self, action: Action) -> str:
        """Thousands of offers become one Trade button, each exchange building one button."""
        if action.kind == "offer":
            return "Trade"
        if action.kind == "use":
            return "Exchange"
        return kind_title(action.kind)

    def bar_entries(self, title: str, actions: list[Action]) -> list[BarEntry]:
        if title == "Trade":
            return [
                (
                    "Offer a trade to another player…",
                    lambda: self.open_trade(),
                    None,
                    actions,
                )
            ]
        if title == "Exchange":
            by_source: dict[int, list[Action]] = {}
            for a in actions:
                by_source.setdefault(a.args[0], []).append(a)
            out = []
            for source, group in by_source.items():
                if len(group) == 1:
                    a = group[0]
                    out.append((self._describe(a), lambda a=a: self.choose(a), a, [a]))
                else:
                    name = self._source_name(source)
                    out.append(
                        (
                            f"{name}: exchange goods…",
                            lambda s=source: self.open_exchange(s),
                            None,
                            group,
                        )
                    )
            return out
        if title == "Donate":
            return [(self._describe(a), self.open_donation, None, [a]) for a in actions]
        return [(self._describe(a), lambda a=a: self.choose(a), a, [a]) for a in actions]

    def _source_name(self, source: int) -> str:
        if source == SETTLER:
            return "Settler"
        if source == VILLAGE:
            return "Village centre"
        tile = self.view().players[self.own_seat()].tiles[source]
        return game_data().buildings[tile].name if tile >= 0 else "Building"

    # -- panels over the table -------------------------------------------------------------

    def open_trade(self) -> None:
        offers = [a for a in self.legal_for_viewer() if a.kind == "offer"]
        if offers:
            self.app.push(TradeDialog(self, offers))

    def open_donation(self) -> None:
        """What a donation costs now and what it leaves, before giving the gold away."""
        donate = next((a for a in self.legal_for_viewer() if a.kind == "donate"), None)
        if donate is None:
            return
        d = game_data()
        view = self.view()
        me = view.players[self.own_seat()]
        coin = view.donation_holder.index(-1)
        cost = d.s.donations[coin]
        after = me.gold - cost
        warning = (
            f" That leaves {after} gold: under {d.s.turmoil_below} means turmoil (no income "
            "on 6 and 8, and no win while it lasts)."
            if after < d.s.turmoil_below
            else f" That leaves {after} gold."
        )
        message = (
            f"The cheapest free coin on the favour board is {cost} gold: donate it to the "
            f"Queen and place a favour token there. You hold {me.gold} gold.{warning}"
        )
        self.app.push(
            ChoiceDialog(
                self,
                "Donate to the Queen",
                message,
                [(f"Donate {cost} gold", donate)],
                close_label="Cancel",
                icons=["coins"],
            )
        )

    def open_exchange(self, source: int) -> None:
        uses = [a for a in self.legal_for_viewer() if a.kind == "use" and a.args[0] == source]
        if not uses:
            return
        name = self._source_name(source)
        labels = [
            (self._describe(a).split(": ", 1)[-1].replace("pay ", "").replace(", take ", " → "), a)
            for a in uses
        ]
        icons = [GOOD_ICONS.get(a.args[2], "coins") for a in uses]
        self.app.push(
            ChoiceDialog(
                self,
                f"{name}: exchange",
                "Once a turn: pay to the supply and take from it.",
                labels,
                close_label="Cancel",
                icons=icons,
            )
        )

    def _maybe_open_dialog(self) -> None:
        """A pending decision of the viewer (answer, fire, tile pick, encounter) opens a panel,
        once per position; closing it leaves the same choices in the action bar."""
        if self.app.top is not self or self.human_to_act is None:
            return
        legal = self.legal_for_viewer()
        if not legal or legal[0].kind not in DIALOG_KINDS:
            return
        key = (len(self.match.log), self.viewer)
        if key == self._dialog_key:
            return
        self._dialog_key = key
        dialog = self._decision_dialog(self.view(), legal)
        if dialog is not None:
            self.app.push(dialog)

    def _decision_dialog(self, view: Any, legal: list[Action]) -> ChoiceDialog | None:
        d = game_data()
        me = view.players[self.own_seat()]
        choices = [(self._describe(a), a) for a in legal]
        kind = legal[0].kind
        if kind in ("accept", "decline") and view.offer:
            proposer = self.seat_name(view.current)
            partner, give, take = view.offer
            offer = Action("offer", (partner, give, take))
            text = self._describe(offer).replace(self.seat_name(partner), "you", 1)
            message = f"{text}. You hold {me.gold} gold and {me.hand_size()} goods cards."
            return ChoiceDialog(self, f"An offer from {proposer}", message, choices)
        if kind == "discard":
            owed = view.discards[0][1] if view.discards else 1
            message = (
                f"A fire: you must give up {owed} more goods card{'s' if owed != 1 else ''}. "
                "Choose the next one to lose."
            )
            icons = [GOOD_ICONS.get(a.args[0], "barrel") for a in legal]
            labels = [
                (f"{a.args[0].capitalize()} (you hold {me.goods[d.goods.index(a.args[0])]})", a)
                for a in legal
            ]
            return ChoiceDialog(self, "Fire!", message, labels, icons=icons)
        if kind == "pick":
            message = "You bought the choice of these tiles: keep one, the others go under."
            labels = []
            for a in legal:
                b = d.buildings[view.pick[a.args[0]]]
                labels.append((f"{b.name} (level {'I' * b.level}) — {_benefit(b)}", a))
            return ChoiceDialog(self, "Choose an expansion tile", message, labels)
        if kind == "place":
            tile = view.place
            name = d.buildings[tile].name if tile >= 0 else "tile"
            message = f"Where does the {name} go? Landscapes it covers stop producing."
            return ChoiceDialog(self, f"Place the {name}", message, choices)
        if view.encounter >= 0:
            card = d.encounters[view.encounter]
            message = encounter_text(card)
            if card.kind == "pirate":
                wins = sum(1 for die in range(1, 7) if die + me.cannon >= card.strength)
                message += (
                    f" Strength {card.strength}; your cannons {me.cannon}: you win on "
                    f"{wins} of 6 die faces ({round(100 * wins / 6)}%). Your gold: {me.gold}."
                )
            return ChoiceDialog(self, card.name, message, choices)
        return None

    # -- events: dice, cards, answers ---------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        super().on_events(events)
        for event in events:
            if event.kind == "roll" and event.data:
                self._dice = list(event.data.get("dice", []))
                self._card = None
            elif event.kind == "event" and event.data:
                self._card = ("event", event.data["card"])
            elif event.kind == "encounter" and event.data:
                self._card = ("encounter", event.data["card"])
            elif event.kind in ("accept", "decline") and self.viewer is not None:
                # A bot's answer to the viewer's offer shows up front, not only in the log.
                if event.seat != self.viewer and self.match.state.current == self.viewer:
                    self.app.toast(self.event_text(event))
            elif event.kind == "turn":
                self.selected_ship = -1
        self._fly_gains(any(e.kind in ("roll", "income") for e in events))

    def _fly_gains(self, rolled: bool) -> None:
        """Send each good the own seat gained flying to its store: from the dice after a
        roll, else from the sea (trades, islands, encounters)."""
        seat = self.own_seat()
        me = self.view().players[seat]
        stock = (*me.goods, me.gold)
        seen, self._stock_seen = self._stock_seen, (seat, stock)
        if seen is None or seen[0] != seat:
            return
        names = [*game_data().goods, "gold"]
        source = self._dice_rect if rolled and self._dice_rect else self.sea_map.content_rect()
        order = 0
        for name, before, after in zip(names, seen[1], stock, strict=True):
            target = self._store_at.get(name)
            if target is None:
                continue
            image = token(GOOD_ICONS.get(name, "coins" if name == "gold" else "barrel"), self.u(28))
            for _ in range(min(after - before, 4)):
                self.flights.launch(
                    image,
                    source.center,
                    target.center,
                    order=order,
                    factor=self.app.settings.animation_factor,
                )
                order += 1

    # -- the sea ---------------------------------------------------------------------------

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
                    tiles[coord] = HexTile(kind, ISLAND_ICONS.get(island.kind, "island"))
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
        if self._stock_seen is not None and self._stock_seen[0] != self.own_seat():
            self.flights.clear()  # a new player at the screen sees only their own goods move
        changed = self.flights.update(dt) or changed
        return self.sea_map.update(dt) or changed

    def _ship_moves(self, view: Any) -> None:
        """The selected ship's legal steps (`_moves`) and the hexes it can reach (`_reach`)."""
        steps: dict[int, dict[int, Action]] = {}
        for action in self.legal_for_viewer():
            if action.kind == "move":
                steps.setdefault(action.args[0], {})[action.args[1]] = action
        self._moves, self._reach = {}, {}
        if not steps:
            return
        if self.selected_ship not in steps:
            active = view.active_ship
            self.selected_ship = active if active in steps else min(steps)
        ship = self.selected_ship
        self._moves = steps[ship]
        p = view.players[view.current]
        if view.active_ship == ship:
            left, visited = view.movement, view.visited
        else:
            left, visited = speed(game_data(), p), 1 << p.ships[ship]
        self._reach = reachable(p.ships[ship], left, visited)
        self._left = left

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
        if cached is not None and cached[0] == full:
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
            self._card,
            tuple(self._dice),
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
        if self._table is None or key != self._table_key:
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
        coords = game_data().map.coords
        self.sea_map.tiles = self._tiles(view)  # also starts the glide of a ship that moved
        self._ship_moves(view)
        self.sea_map.highlight = {coords[h] for h in self._reach}
        sea_rect = self.sea_map.content_rect().inflate(u(14), u(14))
        anchors = tuple(a for a in self.legal_for_viewer() if a.kind in ("discover", "found"))
        map_key = (
            self.sea_map.signature(),
            frozenset(self.sea_map.highlight),
            self.selected_ship,
            anchors,
            tuple(view.recess_tile),
        )

        def draw_map() -> None:
            pygame.draw.rect(surface, th.SEA_DEEP, sea_rect, border_radius=u(10))
            pygame.draw.rect(surface, th.WOOD, sea_rect, max(2, u(3)), border_radius=u(10))
            self.sea_map.draw_tiles(surface, self.theme)
            self._draw_hex_overlays(surface, view)

        self._part(surface, "map", map_key, sea_rect, draw_map)
        favour_key = (
            any(a.kind == "donate" for a in self.legal_for_viewer()),
            tuple(view.column_holder),
            tuple(view.donation_holder),
            tuple(view.seven_holders),
            tuple((p.cannon, p.sack, p.content) for p in view.players),
            (view.neutral.cannon, view.neutral.sack) if view.neutral is not None else (),
        )
        self._part(
            surface,
            "favour",
            favour_key,
            self.favour_rect,
            lambda: draw_favour_board(self, surface, self.favour_rect, view),
        )
        self._draw_column(surface, self.column_rect, view)

    def _draw_live(self, surface: pygame.Surface, view: Any) -> None:
        """What changes between positions: dice tumbling, the sailing ship, hover marks."""
        u = self.u
        if self._dice_rect is not None:
            size = self._dice_rect.height
            for k, value in enumerate(self._dice):
                shown, angle = self.die_face(value, k)
                box = pygame.Rect(
                    self._dice_rect.x + k * (size + u(6)), self._dice_rect.y, size, size
                )
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

    def _draw_hex_overlays(self, surface: pygame.Surface, view: Any) -> None:
        """Island numbers, the selected ship and the anchor buttons (hex tips come on demand)."""
        u, theme = self.u, self.theme
        d = game_data()
        sea = d.map
        size, _, _ = self.sea_map.fit()
        for rec, h in enumerate(sea.recess_hex):
            tile = view.recess_tile[rec]
            if tile >= 0 and d.islands[tile].number:
                cx, cy = self.sea_map.centre(sea.coords[h])
                num = theme.text(str(d.islands[tile].number), "text-bold", th.SIZE_SMALL, th.INK)
                disc = num.get_rect(center=(round(cx), round(cy + size * 0.5)))
                pygame.draw.ellipse(surface, th.CREAM, disc.inflate(u(8), 0))
                surface.blit(num, disc)
        if self.selected_ship >= 0 and self._reach:
            p = view.players[view.current]
            here = self.sea_map.centre(sea.coords[p.ships[self.selected_ship]])
            pygame.draw.polygon(surface, th.CREAM, hex_corners(*here, size - 2), max(2, u(3)))
        self._anchor_buttons(surface, view)

    def _draw_route(self, surface: pygame.Surface, view: Any) -> None:
        """The selected ship's path to the hovered hex, numbered, with the movement left."""
        u, theme = self.u, self.theme
        sea = game_data().map
        size, _, _ = self.sea_map.fit()
        if self.selected_ship < 0 or not self._reach or self.sea_map.hover is None:
            return
        p = view.players[view.current]
        here = self.sea_map.centre(sea.coords[p.ships[self.selected_ship]])
        target = sea.index.get(self.sea_map.hover) if self.sea_map.hover else None
        if target in self._reach:
            path = self._reach[target]
            points = [here] + [self.sea_map.centre(sea.coords[h]) for h in path]
            pygame.draw.lines(surface, th.BRASS_LIGHT, False, points, max(3, u(4)))
            for k, pt in enumerate(points[1:], start=1):
                pygame.draw.circle(surface, th.WOOD_DARK, pt, u(11))
                num = theme.text(str(k), "text-bold", th.SIZE_SMALL, th.CREAM)
                surface.blit(num, num.get_rect(center=(round(pt[0]), round(pt[1]))))
            left = self._left - len(path)
            label = theme.text(
                f"{len(path)} move{'s' if len(path) > 1 else ''}, {left} left",
                "text-bold",
                th.SIZE_SMALL,
                th.CREAM,
            )
            end = points[-1]
            tag = label.get_rect(midbottom=(round(end[0]), round(end[1] - size * 0.7)))
            pygame.draw.rect(surface, th.WOOD_DARK, tag.inflate(u(10), u(4)), border_radius=u(4))
            surface.blit(label, tag)

    def _anchor_buttons(self, surface: pygame.Surface, view: Any) -> None:
        """The choices that belong to a place on the sea, as clickable labels there: Discover
        and Found below a ship at an anchor, Return below a harbour a ship may go back to, and
        the anchor's name on each anchor the neutral colony may take (2-player variant)."""
        u, theme = self.u, self.theme
        sea = game_data().map
        size, _, _ = self.sea_map.fit()
        rows: dict[int, int] = {}
        for action in self.legal_for_viewer():
            if action.kind in ("discover", "found"):
                h = view.players[view.current].ships[action.args[0]]
            elif action.kind == "return":
                h = action.args[0]
            elif action.kind == "neutral":
                h = sea.anchor_hex[action.args[0]]
            else:
                continue
            cx, cy = self.sea_map.centre(sea.coords[h])
            if action.kind == "neutral":
                # neighbouring anchors: a label below would cover the next one's
                img = theme.text(sea.anchor_ids[action.args[0]], "text-bold", th.SIZE_SMALL, th.INK)
                box = img.get_rect(center=(round(cx), round(cy)))
            else:
                img = theme.text(MAP_LABELS[action.kind], "text-bold", th.SIZE_SMALL, th.INK)
                k = rows.get(h, 0)
                rows[h] = k + 1
                box = img.get_rect(midtop=(round(cx), round(cy + size * 0.75) + k * u(28)))
            box = box.inflate(u(12), u(6)).clamp(self.sea_map.content_rect())
            pygame.draw.rect(surface, th.CREAM, box, border_radius=u(5))
            surface.blit(img, img.get_rect(center=box.center))
            self.add_zone(surface, box, action)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """Widgets and board places first; else what the hex under the pointer holds."""
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        found = self.sea_map.hex_at(pos) if self.sea_map.rect.collidepoint(pos) else None
        if found is None:
            return None
        return self._hex_tip(self.view(), game_data().map.index[found])

    def _hex_tip(self, view: Any, h: int) -> str:
        d = game_data()
        sea = d.map
        parts: list[str] = []
        rec = sea.recess_at[h]
        if rec >= 0:
            tile = view.recess_tile[rec]
            back = "dark" if sea.recess_dark[rec] else "light"
            if tile >= 0:
                island = d.islands[tile]
                state = "face up" if view.face_up[rec] else "seen by you, still face down"
                what = island.kind + (f" {island.number}" if island.number else "")
                parts.append(f"Island tile {sea.recess_ids[rec]} ({back}): {what}, {state}")
                if island.cannon or island.sack:
                    parts.append(
                        "brings a cannon to its owners" if island.cannon else "brings a trade sack"
                    )
            else:
                parts.append(f"Island tile {sea.recess_ids[rec]}: face down ({back} back)")
        elif h == sea.start:
            parts.append("The start harbour: new ships are launched here")
        elif sea.question[h]:
            parts.append(f"Question mark {sea.question_ids[h]}: draw an encounter card here")
        else:
            parts.append("Open sea")
        anchor = sea.anchor_at[h]
        if anchor >= 0:
            owner = view.anchor_owner[anchor]
            who = (
                "free: a ship here may found a colony"
                if owner < 0
                else "colony of "
                + (self.seat_name(owner) if owner < view.n else "the neutral colour")
            )
            parts.append(f"Anchor {sea.anchor_ids[anchor]}: {who}")
        ships = [
            self.seat_name(seat)
            for seat, p in enumerate(view.players)
            for pos in p.ships
            if pos == h
        ]
        if ships:
            parts.append("Ships: " + ", ".join(ships))
        if h in self._reach:
            steps = len(self._reach[h])
            parts.append(f"Click: sail ship {self.selected_ship + 1} here ({steps} moves)")
        return ". ".join(parts) + "."

    # -- the column: your settlement, dice and card, rivals --------------------------------------

    def _draw_column(self, surface: pygame.Surface, column: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        d = game_data()
        seat = self.own_seat()
        me = view.players[seat]
        mine = self.match.seats[seat].is_human
        title = "Your settlement" if mine else f"{self.seat_name(seat)}'s settlement"
        draw_marker(surface, self.seat_look(seat), (column.x + u(10), column.y + u(14)), u(10))
        tokens = f"{me.tokens}/{tokens_total(d, view)}"
        badge = theme.text(tokens, "text-bold", th.SIZE_LABEL, th.INK)
        head = theme.text(
            theme.fit(title, "display-bold", th.SIZE_LABEL + 3, column.width - u(90)),
            "display-bold",
            th.SIZE_LABEL + 3,
            th.INK,
        )
        surface.blit(head, (column.x + u(26), column.y))
        star = icon("round-star", u(22), th.BRASS)
        bx = column.right - badge.get_width() - u(26)
        surface.blit(star, (bx, column.y + u(2)))
        surface.blit(badge, (bx + u(25), column.y + u(1)))
        self.add_tip(
            pygame.Rect(bx, column.y, column.right - bx, u(26)),
            f"Favour tokens placed: {tokens}. Place them all without turmoil to win.",
        )
        y = column.y + head.get_height() + u(6)
        legal = tuple(self.legal_for_viewer())
        own_key = (
            seat,
            tuple(me.goods),
            me.gold,
            tuple(me.tiles),
            tuple(me.built),
            me.used,
            me.favour_slots,
            me.citizens,
            (me.cannon, me.sack, me.content, me.sail),
            tuple(me.ships),
            len(me.colonies),
            legal,
        )
        bottom = self._own_bottom(column, y, me)

        def draw_own() -> None:
            at = self._draw_stores(surface, column, y, me)
            at = self._draw_settlement(surface, column, at, view, me)
            self._draw_benefits(surface, column, at, view, me)

        self._part(
            surface, "own", own_key, pygame.Rect(column.x, y, column.width, bottom - y), draw_own
        )
        y = bottom
        y = self._draw_dice_and_card(surface, column, y)
        y = self._draw_tiles(surface, column, y, view, seat) + u(4)
        others = [other for other in range(view.n) if other != seat]
        rivals_top = column.bottom - len(others) * u(58) + u(4)
        self._draw_recent(surface, pygame.Rect(column.x, y, column.width, rivals_top - y))
        y = max(y, rivals_top)
        to_act = self.match.to_act()
        for other in others:
            box = pygame.Rect(column.x, y, column.width, u(54))
            if box.bottom > column.bottom + u(6):
                break
            p = view.players[other]
            rival_key = (
                p.gold,
                p.hand_size(),
                p.tokens,
                len(p.colonies),
                tuple(p.ships),
                to_act == other,
            )
            self._part(
                surface,
                f"rival{other}",
                rival_key,
                box,
                lambda b=box, o=other: draw_rival(self, surface, b, view, o),
            )
            y += u(58)

    def _draw_recent(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The last few things that happened, so a newcomer sees the last move at a glance."""
        u, theme = self.u, self.theme
        events = [e for e in self.last_events if e.text]
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
        rows = (area.height - u(30)) // line_h
        if not events or rows < 1:
            return
        head = theme.text("Last move", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(head, (area.x, area.y))
        y = area.y + head.get_height() + u(2)
        for event in events[-rows:]:
            text = theme.fit(self.event_text(event), "text", th.SIZE_SMALL, area.width - u(22))
            if event.seat is not None and 0 <= event.seat < len(self.match.seats):
                draw_marker(
                    surface, self.seat_look(event.seat), (area.x + u(7), y + line_h // 2), u(6)
                )
            img = theme.text(text, "text", th.SIZE_SMALL, th.INK)
            surface.blit(img, (area.x + u(18), y))
            self.add_tip(img.get_rect(topleft=(area.x + u(18), y)), self.event_text(event))
            y += line_h

    def _own_bottom(self, column: pygame.Rect, y: int, me: Any) -> int:
        """Where the stores, the settlement board and the benefit buttons end."""
        u = self.u
        px = u(22)
        y += 2 * (px + u(8))
        if me.gold < game_data().s.turmoil_below:
            y += self.theme.font("text-bold", th.SIZE_SMALL).get_linesize() + u(2)
        cell = min(u(56), column.width // 6)
        y += 2 * cell + u(4)
        return y + u(34) + u(8)

    def _draw_stores(self, surface: pygame.Surface, column: pygame.Rect, y: int, me: Any) -> int:
        u, theme = self.u, self.theme
        d = game_data()
        px = u(22)
        values = [
            (g, GOOD_ICONS.get(g, "barrel"), n) for g, n in zip(d.goods, me.goods, strict=True)
        ]
        values.append(("gold", "coins", me.gold))
        ships_at_sea = sum(1 for h in me.ships if h >= 0)
        facts = [
            ("cannons", "cannon", me.cannon),
            ("trade sacks", "chest", me.sack),
            ("contentment", "crown", me.content),
            ("sails", "sail", me.sail),
            ("ships at sea", "sailboat", ships_at_sea),
            ("colonies", "village", len(me.colonies)),
        ]
        for row, colour in ((values, th.WOOD), (facts, th.WOOD_LIGHT)):
            step = column.width // len(row)
            for index, (name, icon_name, amount) in enumerate(row):
                x = column.x + index * step
                surface.blit(icon(icon_name, px, colour), (x, y))
                self._store_at[name] = pygame.Rect(x, y, px, px)
                num = theme.text(str(amount), "text-bold", th.SIZE_LABEL, th.INK)
                surface.blit(num, (x + px + u(3), y + (px - num.get_height()) // 2))
                self.add_tip(pygame.Rect(x, y, step - u(2), px), f"{name.capitalize()}: {amount}")
            y += px + u(8)
        if me.gold < d.s.turmoil_below:
            words = "Turmoil (under 3 gold): no income on 6 and 8, cannot win"
            tag = theme.text(
                theme.fit(words, "text-bold", th.SIZE_SMALL, column.width),
                "text-bold",
                th.SIZE_SMALL,
                (160, 50, 40),
            )
            self.add_tip(tag.get_rect(topleft=(column.x, y - u(2))), words)
            surface.blit(tag, (column.x, y - u(2)))
            y += tag.get_height() + u(2)
        return y

    def _draw_settlement(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, me: Any
    ) -> int:
        """Four meadows and eight landscapes (their good and number) with the tiles on them."""
        u, theme = self.u, self.theme
        d = game_data()
        zones = {}
        for a in self.legal_for_viewer():
            if a.kind in ("build", "favour", "ship_yard", "place"):
                zones.setdefault(a.args[0], a)
        uses = {a.args[0] for a in self.legal_for_viewer() if a.kind == "use"}
        per_row = 6
        cell = min(u(56), column.width // per_row)
        numbers = d.boards[me.board]
        for slot, tile in enumerate(me.tiles):
            x = column.x + (slot % per_row) * cell
            top = y + (slot // per_row) * cell
            box = pygame.Rect(x, top, cell, cell).inflate(-u(4), -u(4))
            meadow = slot < MEADOWS
            ground = (150, 176, 102) if meadow else (206, 184, 136)
            pygame.draw.rect(surface, ground, box, border_radius=u(4))
            where = f"meadow {slot + 1}" if meadow else f"landscape L{slot - MEADOWS + 1}"
            if tile >= 0:
                b = d.buildings[tile]
                built = me.built[slot]
                used = bool(me.used >> slot & 1) or bool(me.favour_slots >> slot & 1)
                ink = th.WOOD_DARK if built else (120, 104, 84)
                if not built:
                    pygame.draw.rect(surface, (190, 170, 130), box, border_radius=u(4))
                img = icon(BUILDING_ICONS.get(b.key, "village"), box.width - u(14), ink)
                surface.blit(img, img.get_rect(center=box.center))
                if used:
                    veil = pygame.Surface(box.size, pygame.SRCALPHA)
                    veil.fill((90, 90, 90, 120))
                    surface.blit(veil, box)
                state = "built" if built else "face down: bought, not yet built"
                tip = f"{b.name} (level {'I' * b.level}, {state}) on {where}: {_benefit(b)}"
                if used:
                    tip += ". Used this turn."
            elif tile in HIDDEN_TILE:
                tip = f"A face-down tile on {where}"
            elif meadow:
                tip = f"Free {where}: new tiles go here first"
            else:
                good = d.goods[d.landscape_goods[slot - MEADOWS]]
                number = numbers[slot - MEADOWS]
                surface.blit(
                    icon(GOOD_ICONS.get(good, "barrel"), box.width // 2, th.WOOD),
                    (box.x + u(3), box.y + u(3)),
                )
                num = theme.text(str(number), "text-bold", th.SIZE_LABEL, th.INK)
                surface.blit(num, num.get_rect(bottomright=(box.right - u(3), box.bottom)))
                tip = f"{where.capitalize()}: produces {good} on a roll of {number}"
            pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(4))
            if slot in zones:
                self.add_zone(
                    surface, box, zones[slot], f"{tip}. Click: {self._describe(zones[slot])}"
                )
            elif slot in uses:
                self.add_button(
                    box, lambda s=slot: self.open_exchange(s), f"{tip}. Click to exchange."
                )
            else:
                self.add_tip(box, tip)
        rows = (len(me.tiles) + per_row - 1) // per_row
        return y + rows * cell + u(4)

    def _draw_benefits(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, me: Any
    ) -> int:
        """Citizens (a favour token each), the settler and the village centre as buttons."""
        u = self.u
        d = game_data()
        legal = self.legal_for_viewer()
        uses = {a.args[0] for a in legal if a.kind == "use"}
        h = u(34)
        w = (column.width - u(12)) // 3
        citizen = next((a for a in legal if a.kind == "citizen"), None)
        box = pygame.Rect(column.x, y, w + u(20), h)
        w -= u(10)
        self._benefit_box(
            surface,
            box,
            "person",
            f"Citizens {me.citizens}/{len(d.citizen_names)}",  # a favour token each
            citizen is not None,
            False,
        )
        names = ", ".join(d.citizen_names[: me.citizens]) or "none yet"
        if citizen is not None:
            self.add_zone(
                surface, box, citizen, f"Built: {names}. Click: {self._describe(citizen)}"
            )
        else:
            self.add_tip(box, f"Citizens built: {names}. Each places a favour token.")
        for k, (source, label) in enumerate(((SETTLER, "Settler"), (VILLAGE, "Village"))):
            box = pygame.Rect(column.x + u(26) + (k + 1) * (w + u(6)), y, w, h)
            used = bool(me.used >> source & 1)
            self._benefit_box(
                surface, box, "farmer" if k == 0 else "village", label, source in uses, used
            )
            tip = f"{'Settler' if k == 0 else 'Village centre'}: exchange once a turn"
            if used:
                tip += " (used this turn)"
            if source in uses:
                self.add_button(
                    box, lambda s=source: self.open_exchange(s), f"{tip}. Click to exchange."
                )
            else:
                self.add_tip(box, f"{tip}.")
        return y + h + u(8)

    def _benefit_box(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        icon_name: str,
        label: str,
        live: bool,
        used: bool,
    ) -> None:
        u, theme = self.u, self.theme
        hovered = live and box.collidepoint(self.app.mouse)
        fill = (240, 222, 170) if live else ((200, 196, 186) if used else (228, 214, 180))
        pygame.draw.rect(surface, fill, box, border_radius=u(6))
        edge = th.BRASS_LIGHT if hovered else (th.BRASS if live else th.PARCHMENT_DARK)
        pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(6))
        ink = th.INK if live else th.DIM
        surface.blit(icon(icon_name, u(20), ink), (box.x + u(6), box.centery - u(10)))
        text = theme.text(
            theme.fit(label, "text-bold", th.SIZE_SMALL, box.width - u(32)),
            "text-bold",
            th.SIZE_SMALL,
            ink,
        )
        surface.blit(text, (box.x + u(29), box.centery - text.get_height() // 2))

    def _draw_dice_and_card(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        u = self.u
        if not self._dice and self._card is None:
            return y
        h = u(78)
        size = u(38)
        self._dice_rect = pygame.Rect(column.x, y + u(4), size, size) if self._dice else None
        if self._dice:
            total = sum(self._dice)
            self.add_tip(
                pygame.Rect(column.x, y, 2 * size + u(6), size + u(8)), f"Last roll: {total}"
            )
        if self._card is not None:
            x = column.x + 2 * size + u(16)
            draw_card(self, surface, pygame.Rect(x, y, column.right - x, h), self._card)
        return y + h + u(8)

    def _draw_tiles(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any, seat: int
    ) -> int:
        """The set-up draft: the four tiles drawn, with their benefits."""
        u, theme = self.u, self.theme
        buildings = game_data().buildings
        if not (view.draft_seat == seat and view.draft_hand):
            return y
        text = theme.text(
            "Tiles drawn for the draft: keep two", "text-bold", th.SIZE_SMALL, th.INK_SOFT
        )
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(2)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize() + u(2)
        for tile in view.draft_hand:
            known = 0 <= tile < len(buildings)
            label = (
                f"{buildings[tile].name}: {_benefit(buildings[tile])}"
                if known
                else "a face-down tile"
            )
            img = theme.text(
                theme.fit(label, "text", th.SIZE_SMALL, column.width - u(10)),
                "text",
                th.SIZE_SMALL,
                th.INK,
            )
            surface.blit(img, (column.x + u(6), y))
            self.add_tip(img.get_rect(topleft=(column.x + u(6), y)), label)
            y += line_h
        return y

    # -- clicks on the board ---------------------------------------------------------------------

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        if is_click(event) and self.sea_map.rect.collidepoint(event.pos):
            found = self.sea_map.hex_at(event.pos)
            if found is not None:
                sea = game_data().map
                h = sea.index.get(found)
                if self._select_ship_at(h):
                    return True
                if h in self._reach:
                    self._sail_route(self._reach[h])
                    return True
        return super().board_event(event, rect)

    def _select_ship_at(self, h: int | None) -> bool:
        """A click on one of your movable ships selects it (again: the next ship there)."""
        movable = sorted({a.args[0] for a in self.legal_for_viewer() if a.kind == "move"})
        view = self.view()
        mine = [i for i in movable if view.players[view.current].ships[i] == h]
        if not mine or h in self._reach:
            return False
        later = [i for i in mine if i > self.selected_ship]
        self.selected_ship = later[0] if later and self.selected_ship in mine else mine[0]
        self.app.dirty = True
        return True

    def _sail_route(self, path: list[int]) -> None:
        """Sail the selected ship step by step; stop where a step is no longer legal (a
        question mark's encounter waits for an answer)."""
        ship = self.selected_ship
        for h in path:
            action = Action("move", (ship, h))
            if self.human_to_act is None or action not in self.legal_for_viewer():
                return
            if not self.submit(action):
                return


def _benefit(b: Any) -> str:
    """What a building gives, in a few words."""
    parts = []
    for value, name in (
        (b.cannon, "cannon"),
        (b.sack, "trade sack"),
        (b.content, "contentment"),
        (b.sail, "sail"),
    ):
        if value:
            parts.append(f"+{value} {name}")
    benefit = {
        "school": "buy a tile choice for 1 gold",
        "small_shipyard": "cheaper ships",
        "university": "send an encounter away",
        "fire_watch": "protects 4 goods from fire",
        "favour": "pay 3 gold for a favour token",
    }.get(b.benefit)
    if benefit:
        parts.append(benefit)
    if b.trade is not None:
        parts.append("an exchange once a turn")
    return ", ".join(parts) or "no benefit"


SCENE = Anno1701Scene
