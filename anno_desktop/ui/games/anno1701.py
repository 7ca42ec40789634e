"""Anno 1701's table: the hex sea with islands, colonies and ships and the favour board below it;
your settlement, dice, the drawn card and the rivals beside it. Click a ship to see where it
can sail (the path shows on hover); pending choices open as panels over the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1701.table import (
    PANEL_KINDS,
    Anno1701Table,
    Decision,
    MapButton,
    Route,
    SeaSpace,
    Slot,
    build_table,
    card_face,
    plural,
    sea_path,
    turmoil_words,
)
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games.anno1701_dialogs import GOOD_ICONS, ChoiceDialog, TradeDialog
from anno_desktop.ui.games.anno1701_panels import draw_card, draw_favour_board, draw_rival
from anno_desktop.ui.scenes.play import BarEntry, GameScene, kind_title
from anno_desktop.ui.scenes.table_log import replayed_events
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.dice import TUMBLE_SECONDS, draw_die
from anno_desktop.ui.widgets.flight import Flights, token
from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile, hex_corners

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
# A face-down island tile shows its back: light and dark backs look nothing alike.
TERRAIN_KINDS = {"light": "back-light", "dark": "back-dark", "start": "harbour", "question": "deep"}
TERRAIN_ICONS = {"start": "harbor-dock", "question": "scroll-unfurled"}
FACT_ICONS = {
    "cannon": "cannon",
    "sack": "chest",
    "content": "crown",
    "sail": "sailboat",
    "ships": "cargo-ship",
    "colonies": "village",
}
NEUTRAL_LOOK = th.PlayerLook("Neutral", (200, 196, 186), "disc")


class Anno1701Scene(GameScene):
    """The sea map and favour board take the centre; your settlement and rivals sit beside."""

    roll_events = frozenset({"roll"})

    def layout(self, width: int, height: int) -> None:
        self._dialog_key: tuple | None = getattr(self, "_dialog_key", None)
        self._ship_at: dict[tuple[int, int], int] = getattr(self, "_ship_at", {})
        self._card: tuple[str, int] | None = getattr(self, "_card", None)
        self._dice: list[int] = getattr(self, "_dice", [])
        self._fight: dict | None = getattr(self, "_fight", None)  # the last pirate fight
        self.selected_ship: int = getattr(self, "selected_ship", -1)
        self.rival_shown: int | None = getattr(self, "rival_shown", None)
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
        self.sea_map.tiles = {space.coord: HexTile() for space in self.model().sea()}
        sea_rect = self.sea_map.content_rect()
        self.favour_rect = pygame.Rect(
            inner.x, sea_rect.bottom + u(14), map_w, inner.bottom - sea_rect.bottom - u(14)
        )
        self.column_rect = pygame.Rect(
            inner.x + map_w + u(14), inner.y, inner.right - inner.x - map_w - u(14), inner.height
        )
        self._moves: dict[str, Action] = {}  # the selected ship's steps by sea space
        self._reach: dict[str, Route] = {}  # the selected ship's routes by sea space
        self._gliding: tuple[int, int] | None = None
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

    def model(self) -> Anno1701Table:
        """The table model of this position for the person looking (built once per position)."""
        key = (len(self.match.log), id(self.match.state), self.viewer, self.human_to_act)
        if getattr(self, "_model_key", None) != key:
            names = [self.seat_name(i) for i in range(len(self.match.seats))]
            self._model = build_table(self.view(), self.legal_for_viewer(), self.own_seat(), names)
            self._model_key = key
        return self._model

    def shown_model(self) -> Anno1701Table:
        """The table whose settlement board is shown: the viewer's, or the rival clicked on,
        built from the same view (so only what is public about them)."""
        rival = self.rival_shown
        if rival is None or rival == self.own_seat():
            return self.model()
        key = (self._model_key, rival)
        if getattr(self, "_rival_key", None) != key:
            names = [self.seat_name(i) for i in range(len(self.match.seats))]
            self._rival_model = build_table(self.view(), (), rival, names)
            self._rival_key = key
        return self._rival_model

    def show_settlement(self, seat: int | None) -> None:
        """Open a rival's settlement board in place of one's own (None: one's own again)."""
        self.rival_shown = None if seat == self.rival_shown else seat
        self.app.dirty = True

    def banner_text(self) -> tuple[int | None, str]:
        """Whose move it is, and when it is the viewer's, what they decide now ("Answer
        Admiral Hale's offer"): the longest wording that fits the banner."""
        seat, text = super().banner_text()
        font = self.theme.font("text-bold", th.SIZE_LABEL)
        room = self.banner_rect.width - self.u(58 if seat is not None else 24)
        if seat is None or seat != self.human_to_act:
            options: tuple[str, ...] = (text, text.split(" · ", 1)[0])
        else:
            what = self.with_names(self.model().prompt)
            what = what[:1].upper() + what[1:]
            turn = text.split(" · ", 1)[0]
            lower = what[:1].lower() + what[1:]
            options = (f"{text}: {lower}", f"{turn} · {what}", what, "Your move")
        # In a banner too narrow for any wording, the seat's marker alone says whose it is.
        return seat, next((o for o in options if font.size(o)[0] <= room), "")

    def choose(self, action: Action) -> None:
        """No "End your turn?" when ending it is the only thing left to do."""
        if self.human_to_act is not None and self.legal_for_viewer() == [action]:
            self.submit(action)
            return
        super().choose(action)

    def undo(self) -> None:
        """Take back a move and its lines in the log: the log tells only what stands."""
        before = len(self.match.log)
        super().undo()
        if len(self.match.log) >= before:
            return
        self.log.clear()
        self.log.add(f"A new game of {self.rules.title} begins.", face="italic")
        for event in replayed_events(self.match):
            self.log_event(event)
        self.log.add("(a move was taken back)", face="italic", colour=th.INK_SOFT)

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
            model = self.model()
            out = []
            for dialog in model.dialogs:
                group = [c.action for c in dialog.choices if c.action.kind == "use"]
                if not group or dialog.key == "pending":
                    continue
                if len(group) == 1:
                    a = group[0]
                    out.append((self._describe(a), lambda a=a: self.choose(a), a, group))
                else:
                    name = dialog.title.removesuffix(": exchange")
                    out.append(
                        (
                            f"{name}: exchange goods…",
                            lambda k=dialog.key: self.open_exchange(k),
                            None,
                            group,
                        )
                    )
            return out
        if title == "Donate":
            return [(self._describe(a), self.open_donation, None, [a]) for a in actions]
        return [(self._describe(a), lambda a=a: self.choose(a), a, [a]) for a in actions]

    # -- panels over the table -------------------------------------------------------------

    def open_trade(self) -> None:
        offers = [a for a in self.legal_for_viewer() if a.kind == "offer"]
        if offers:
            self.app.push(TradeDialog(self, offers))

    def open_dialog(self, decision: Decision | None) -> None:
        if decision is not None and decision.choices:
            self.app.push(self._choice_dialog(decision))

    def open_donation(self) -> None:
        """What a donation costs now and what it leaves, before giving the gold away."""
        coin = next((p for p in self.model().of_kind("coin") if p.actions), None)
        if coin is not None:
            self.open_dialog(self.model().dialog(coin.key))

    def open_exchange(self, key: str) -> None:
        self.open_dialog(self.model().dialog(key))

    def _choice_dialog(self, decision: Decision) -> ChoiceDialog:
        icons = [GOOD_ICONS.get(c.art) if c.art else None for c in decision.choices]
        return ChoiceDialog(
            self,
            self.with_names(decision.title),
            self.with_names(decision.message),
            [(self.with_names(c.label), c.action) for c in decision.choices],
            close_label=decision.close,
            icons=icons if any(icons) else (),
        )

    def _maybe_open_dialog(self) -> None:
        """A pending decision of the viewer (answer, fire, tile pick, encounter) opens a panel,
        once per position; closing it leaves the same choices in the action bar."""
        if self.app.top is not self or self.human_to_act is None:
            return
        model = self.model()
        if model.pending is None or model.pending.kind not in PANEL_KINDS:
            return
        key = (len(self.match.log), self.viewer)
        if key == self._dialog_key:
            return
        self._dialog_key = key
        self.open_dialog(model.dialog("pending"))

    # -- events: dice, cards, answers ---------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        super().on_events(events)
        for event in events:
            if event.kind == "roll" and event.data:
                self._dice = list(event.data.get("dice", []))
                self._card, self._fight = None, None
            elif event.kind == "event" and event.data:
                self._card = ("event", event.data["card"])
            elif event.kind == "encounter" and event.data:
                self._card = ("encounter", event.data["card"])
                self._fight = event.data if "die" in event.data else None
                if self._fight is not None:
                    # A pirate fight rolls its die on screen, like the income roll.
                    self._dice = [self._fight["die"]]
                    self.tumble_left = TUMBLE_SECONDS * self.app.settings.animation_factor
            elif event.kind in ("accept", "decline") and self.viewer is not None:
                # A bot's answer to the viewer's offer shows up front, not only in the log.
                if event.seat != self.viewer and self.match.state.current == self.viewer:
                    self.app.toast(self.event_text(event))
            elif event.kind == "turn":
                self.selected_ship = -1
            if event.kind == "favour" or "places a favour token" in event.text:
                self.app.toast(f"Favour token placed: {self.event_text(event)}")
        self._fly_gains(any(e.kind in ("roll", "income") for e in events))

    def _fly_gains(self, rolled: bool) -> None:
        """Send each good the own seat gained flying to its store: from the dice after a
        roll, else from the sea (trades, islands, encounters)."""
        seat = self.own_seat()
        model = self.model()
        stock = tuple(n for _, n in model.stock)
        seen, self._stock_seen = self._stock_seen, (seat, stock)
        if seen is None or seen[0] != seat:
            return
        names = [name for name, _ in model.stock]
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

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self._stock_seen is not None and self._stock_seen[0] != self.own_seat():
            self.flights.clear()  # a new player at the screen sees only their own goods move
        changed = self.flights.update(dt) or changed
        return self.sea_map.update(dt) or changed

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
            self.rival_shown,
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
        model = self.model()
        self.sea_map.tiles = self._tiles()  # also starts the glide of a ship that moved
        self._ship_moves()
        self.sea_map.highlight = {self._coord(k) for k in self._reach}
        sea_rect = self.sea_map.content_rect().inflate(u(14), u(14))
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
            self.favour_rect,
            lambda: draw_favour_board(self, surface, self.favour_rect, model),
        )
        self._draw_column(surface, self.column_rect)

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

    def _draw_hex_overlays(self, surface: pygame.Surface) -> None:
        """The selected ship and the map's buttons (hex tips come on demand)."""
        u = self.u
        size, _, _ = self.sea_map.fit()
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
        size, _, _ = self.sea_map.fit()
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
        words = f"{moves} move{'s' if moves != 1 else ''}, {route.left} left"
        if route.warning:
            words += " · stops at the ?"
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
            words = "Neutral" if button.actions[0].kind == "neutral" else button.label
            img = theme.text(words, "text-bold", th.SIZE_SMALL, th.INK)
            box = self._button_box(img.get_rect().inflate(self.u(12), self.u(6)), centre, taken)
            taken.append(box)
            pygame.draw.rect(surface, th.CREAM, box, border_radius=self.u(5))
            surface.blit(img, img.get_rect(center=box.center))
            self.add_zone(surface, box, button.actions[0], self.with_names(button.tooltip))

    def _island_boxes(self) -> list[pygame.Rect]:
        """The island tiles' hexes (a little inside their corners), which labels keep off."""
        size, _, _ = self.sea_map.fit()
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
        size, _, _ = self.sea_map.fit()
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
            text += f" Click: sail ship {route.ship + 1} here ({moves} move{'s' * (moves != 1)})."
            if route.warning:
                text += f" {route.warning}."
        return self.with_names(text)

    # -- the column: your settlement, dice and card, rivals --------------------------------------

    def _draw_column(self, surface: pygame.Surface, column: pygame.Rect) -> None:
        u, theme = self.u, self.theme
        model = self.shown_model()
        seat = model.shown
        mine = seat == self.own_seat()
        title = "Your settlement" if mine else f"{self.seat_name(seat)}'s settlement"
        draw_marker(surface, self.seat_look(seat), (column.x + u(10), column.y + u(14)), u(10))
        tokens = model.place("tokens")
        assert tokens is not None
        badge = theme.text(tokens.label, "text-bold", th.SIZE_LABEL, th.INK)
        head = theme.text(
            theme.fit(title, "display-bold", th.SIZE_LABEL + 3, column.width - u(90)),
            "display-bold",
            th.SIZE_LABEL + 3,
            th.INK,
        )
        surface.blit(head, (column.x + u(26), column.y))
        if not mine:
            back = head.get_rect(topleft=(column.x, column.y)).inflate(u(30), 0)
            tip = f"{self.seat_name(seat)}'s settlement board, as everyone sees it. Click: yours."
            self.add_button(back.move(u(13), 0), lambda: self.show_settlement(None), tip)
        star = icon("round-star", u(22), th.BRASS)
        bx = column.right - badge.get_width() - u(26)
        surface.blit(star, (bx, column.y + u(2)))
        surface.blit(badge, (bx + u(25), column.y + u(1)))
        self.add_tip(pygame.Rect(bx, column.y, column.right - bx, u(26)), tokens.tooltip)
        y = column.y + head.get_height() + u(6)
        own = tuple(
            p
            for p in model.places
            if p.kind in ("", "fact", "turmoil", "slot", "benefit", "citizen")
        )
        own_key = (seat, own)
        bottom = self._own_bottom(column, y)

        def draw_own() -> None:
            at = self._draw_stores(surface, column, y)
            at = self._draw_settlement(surface, column, at)
            self._draw_benefits(surface, column, at)

        self._part(
            surface, "own", own_key, pygame.Rect(column.x, y, column.width, bottom - y), draw_own
        )
        y = bottom
        y = self._draw_dice_and_card(surface, column, y)
        y = self._draw_tiles(surface, column, y) + u(4)
        rivals = self.model().of_kind("rival")
        rivals_top = column.bottom - len(rivals) * u(58) + u(4)
        self._draw_recent(surface, pygame.Rect(column.x, y, column.width, rivals_top - y))
        y = max(y, rivals_top)
        to_act = self.match.to_act()
        for rival in rivals:
            box = pygame.Rect(column.x, y, column.width, u(54))
            if box.bottom > column.bottom + u(6):
                break
            other = int(rival.key.split(":")[1])
            self._part(
                surface,
                f"rival{other}",
                (rival, to_act == other, self.rival_shown == other),
                box,
                lambda b=box, r=rival, o=other: self._draw_rival(surface, b, r, o),
            )
            y += u(58)

    def _draw_rival(self, surface: pygame.Surface, box: pygame.Rect, rival: Any, seat: int) -> None:
        """A rival at a glance; a click opens their settlement board (closes it again)."""
        draw_rival(self, surface, box, rival, seat)
        if self.rival_shown == seat:
            pygame.draw.rect(surface, th.WOOD, box, max(2, self.u(3)), border_radius=self.u(8))
        words = (
            "close their settlement board"
            if self.rival_shown == seat
            else "open their settlement board"
        )
        tip = f"{self.with_names(rival.tooltip)} Click: {words}."
        self.add_button(box, lambda: self.show_settlement(seat), tip)

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

    def _own_bottom(self, column: pygame.Rect, y: int) -> int:
        """Where the stores, the settlement board and the benefit buttons end."""
        u = self.u
        px = u(22)
        y += 2 * (px + u(8))
        if self.shown_model().place("turmoil") is not None:
            y += self.theme.font("text-bold", th.SIZE_SMALL).get_linesize() + u(2)
        cell = min(u(56), column.width // 6)
        y += 2 * cell + u(4)
        return y + 2 * u(44) + u(14)

    def _draw_stores(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        u, theme = self.u, self.theme
        model = self.shown_model()
        px = u(22)
        stores = [p for p in model.places if p.key.startswith("store:")]
        values = [(p.label, GOOD_ICONS.get(p.label, "stack"), p) for p in stores]
        facts = [(p.key[5:], FACT_ICONS[p.key[5:]], p) for p in model.of_kind("fact")]
        for row, colour in ((values, th.WOOD), (facts, th.WOOD_LIGHT)):
            step = column.width // len(row)
            for index, (name, icon_name, place) in enumerate(row):
                x = column.x + index * step
                surface.blit(icon(icon_name, px, colour), (x, y))
                self._store_at[name] = pygame.Rect(x, y, px, px)
                num = theme.text(str(place.number("count")), "text-bold", th.SIZE_LABEL, th.INK)
                surface.blit(num, (x + px + u(3), y + (px - num.get_height()) // 2))
                self.add_tip(pygame.Rect(x, y, step - u(2), px), place.tooltip)
            y += px + u(8)
        turmoil = model.place("turmoil")
        if turmoil is not None:
            words = turmoil_words()
            tag = theme.text(
                theme.fit(words, "text-bold", th.SIZE_SMALL, column.width),
                "text-bold",
                th.SIZE_SMALL,
                (160, 50, 40),
            )
            self.add_tip(tag.get_rect(topleft=(column.x, y - u(2))), turmoil.tooltip)
            surface.blit(tag, (column.x, y - u(2)))
            y += tag.get_height() + u(2)
        return y

    def _draw_settlement(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """Four meadows and eight landscapes (their good and number) with the tiles on them."""
        u, theme = self.u, self.theme
        slots = self.shown_model().of_kind("slot")
        per_row = 6
        cell = min(u(56), column.width // per_row)
        for index, slot in enumerate(slots):
            assert isinstance(slot, Slot)
            x = column.x + (index % per_row) * cell
            top = y + (index // per_row) * cell
            box = pygame.Rect(x, top, cell, cell).inflate(-u(4), -u(4))
            ground = (150, 176, 102) if slot.meadow else (206, 184, 136)
            pygame.draw.rect(surface, ground, box, border_radius=u(4))
            if slot.building and slot.building != "hidden":
                ink = th.WOOD_DARK if slot.built else (120, 104, 84)
                if not slot.built:
                    pygame.draw.rect(surface, (190, 170, 130), box, border_radius=u(4))
                img = icon(BUILDING_ICONS.get(slot.building, "village"), box.width - u(14), ink)
                surface.blit(img, img.get_rect(center=box.center))
                if slot.used:
                    veil = pygame.Surface(box.size, pygame.SRCALPHA)
                    veil.fill((90, 90, 90, 120))
                    surface.blit(veil, box)
            elif slot.good:
                surface.blit(
                    icon(GOOD_ICONS.get(slot.good, "barrel"), box.width // 2, th.WOOD),
                    (box.x + u(3), box.y + u(3)),
                )
                num = theme.text(str(slot.number("number")), "text-bold", th.SIZE_LABEL, th.INK)
                surface.blit(num, num.get_rect(bottomright=(box.right - u(3), box.bottom)))
            pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(4))
            tip = slot.tooltip + self._why(slot)
            if slot.exchange:
                self.add_button(box, lambda k=slot.key: self.open_exchange(k), tip)
            elif slot.actions:
                self.add_zone(surface, box, slot.actions[0], tip)
            else:
                self.add_tip(box, tip)
        rows = (len(slots) + per_row - 1) // per_row
        return y + rows * cell + u(4)

    def _why(self, place: Any) -> str:
        """Why nothing can be done at a place, on the viewer's own board only."""
        return f" {place.why_not}." if place.why_not and self.rival_shown is None else ""

    def _draw_benefits(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """Citizens (a favour token each), the settler and the village centre as buttons."""
        u = self.u
        model = self.shown_model()
        h = u(44)
        self._draw_citizens(surface, pygame.Rect(column.x, y, column.width, h), model)
        for k, key in enumerate(("settler", "village")):
            place = model.place(key)
            assert place is not None
            w = (column.width - u(6)) // 2
            box = pygame.Rect(column.x + k * (w + u(6)), y + h + u(6), w, h)
            used = bool(place.number("used"))
            self._benefit_box(
                surface, box, "farmer" if k == 0 else "village", place.label, place.clickable, used
            )
            tip = place.tooltip + self._why(place)
            if place.actions:
                self.add_button(box, lambda s=key: self.open_exchange(s), tip)
            else:
                self.add_tip(box, tip)
        return y + 2 * h + u(14)

    def _draw_citizens(self, surface: pygame.Surface, row: pygame.Rect, model: Any) -> None:
        """The citizens' spaces in order, each with its name and cost; the next one is the
        place to click to build it."""
        u, theme = self.u, self.theme
        spaces = model.of_kind("citizen")
        w = (row.width - u(6) * (len(spaces) - 1)) // len(spaces)
        for k, space in enumerate(spaces):
            box = pygame.Rect(row.x + k * (w + u(6)), row.y, w, row.height)
            built = bool(space.number("built"))
            fill = (
                (150, 176, 102)
                if built
                else ((240, 222, 170) if space.actions else (228, 214, 180))
            )
            pygame.draw.rect(surface, fill, box, border_radius=u(6))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, box, max(1, u(2)), border_radius=u(6))
            top = pygame.Rect(box.x + u(4), box.y + u(2), box.width - u(8), box.height // 2)
            ink = th.INK if built or space.actions else th.INK_SOFT
            theme.draw_text(
                surface, space.label, top, face="text-bold", size=th.SIZE_SMALL, colour=ink
            )
            px = u(14)
            costs = [(good, n) for good, n in space.numbers if good != "built"]
            # The cost shares the space's width left of the star: smaller icons when many.
            step = (box.width - px - u(12)) // max(1, len(costs))
            x = box.x + u(4)
            for good, n in costs:
                num = theme.text(str(n), "text-bold", th.SIZE_SMALL * 0.8, th.INK)
                size = max(u(6), min(px, step - num.get_width() - u(2)))
                art = icon(GOOD_ICONS.get(good, "barrel"), size, th.WOOD)
                surface.blit(art, (x, box.bottom - size - u(4)))
                surface.blit(num, (x + size + u(1), box.bottom - num.get_height() - u(2)))
                x += step
            star = icon("round-star", px, th.BRASS if built else th.DIM)
            surface.blit(star, (box.right - px - u(4), box.bottom - px - u(4)))
            tip = space.tooltip + self._why(space)
            if space.actions:
                self.add_zone(
                    surface,
                    box,
                    space.actions[0],
                    f"{tip} Click: {self._describe(space.actions[0])}.",
                )
            else:
                self.add_tip(box, tip)

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
        area = pygame.Rect(
            box.x + u(28), box.y + u(2), box.right - box.x - u(31), box.height - u(4)
        )
        theme.draw_text(surface, label, area, face="text-bold", size=th.SIZE_SMALL, colour=ink)

    def _draw_dice_and_card(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        u = self.u
        if not self._dice and self._card is None:
            return y
        h = u(78)
        size = u(38)
        self._dice_rect = pygame.Rect(column.x, y + u(4), size, size) if self._dice else None
        if self._fight is not None:
            self._draw_fight(surface, pygame.Rect(column.x, y + size + u(8), 2 * size, h - size))
        elif self._dice:
            total = sum(self._dice)
            self.add_tip(
                pygame.Rect(column.x, y, 2 * size + u(6), size + u(8)), f"Last roll: {total}"
            )
        if self._card is not None:
            x = column.x + 2 * size + u(16)
            face = card_face(*self._card)
            draw_card(self, surface, pygame.Rect(x, y, column.right - x, h), face)
        return y + h + u(8)

    def _draw_fight(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The pirate fight under its die: die + cannons against the pirates' strength."""
        fight = self._fight
        assert fight is not None
        total = fight["die"] + fight["cannons"]
        won = total >= fight["strength"]
        words = f"+{fight['cannons']} = {total} vs {fight['strength']}"
        colour = (40, 110, 50) if won else (160, 50, 40)
        self.theme.draw_text(
            surface, words, box, face="text-bold", size=th.SIZE_SMALL, colour=colour
        )
        self.add_tip(
            box.union(self._dice_rect or box),
            f"Pirate fight: die {fight['die']} + {plural(fight['cannons'], 'cannon')} = {total} "
            f"against strength {fight['strength']}: " + ("won." if won else "lost."),
        )

    def _draw_tiles(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """The set-up draft: the four tiles drawn, with their benefits."""
        u, theme = self.u, self.theme
        model = self.model()
        tiles = model.of_kind("draft")
        if not tiles or model.pending is None or model.pending.seat != model.shown:
            return y
        words = model.prompt[:1].upper() + model.prompt[1:]
        text = theme.text(
            theme.fit(words, "text-bold", th.SIZE_SMALL, column.width),
            "text-bold",
            th.SIZE_SMALL,
            th.INK_SOFT,
        )
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(2)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize() + u(2)
        for tile in tiles:
            box = pygame.Rect(column.x + u(6), y, column.width - u(10), 2 * line_h)
            fitted = theme.draw_text(
                surface, tile.tooltip, box, size=th.SIZE_SMALL, valign="top", max_lines=2
            )
            self.add_tip(box, tile.tooltip)
            y += fitted.height + u(4)
        return y

    # -- clicks on the board ---------------------------------------------------------------------

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


SCENE = Anno1701Scene
