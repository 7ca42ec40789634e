"""Anno 1701's table: the hex sea with islands, colonies and ships and the favour board below it;
your settlement, dice, the drawn card and the rivals beside it. Click a ship to see where it
can sail (the path shows on hover); pending choices open as panels over the table."""

from __future__ import annotations

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1701.table import (
    COMPOSE,
    PANEL_KINDS,
    TRADE_STEPS,
    Anno1701Table,
    CardFace,
    Decision,
    Route,
    build_table,
)
from anno_desktop.ui import theme as th
from anno_desktop.ui.games import anno1701_layout as al
from anno_desktop.ui.games.anno1701_column import TableColumn
from anno_desktop.ui.games.anno1701_compose import TableComposer
from anno_desktop.ui.games.anno1701_dialogs import GOOD_ICONS, ChoiceDialog, TradeDialog
from anno_desktop.ui.games.anno1701_keys import BoardKeys
from anno_desktop.ui.games.anno1701_map import SeaMap
from anno_desktop.ui.games.anno1701_moves import TableMoves
from anno_desktop.ui.games.anno1701_settlement import SettlementBoard
from anno_desktop.ui.scenes.play import BarEntry, GameScene, kind_title
from anno_desktop.ui.scenes.table_log import replayed_events
from anno_desktop.ui.widgets.dice import TUMBLE_SECONDS
from anno_desktop.ui.widgets.flight import Flights, token
from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile

# The places a click acts on, and those of the settlement board (not drawn while a rival's is).
BOARD_KINDS = ("stack", "supply", "dice", "coin", "map")
OWN_KINDS = ("slot", "citizen", "benefit")
# The bar's groups top to bottom: setting sail and ending the turn stay in the first places,
# the ships' six ways each below, what comes and goes after them.
BAR_RANK = {"Sail": 0, "End turn": 1, "Move": 2}
# The bar's headings (shown through _() by the action bar): the action kinds' titles.
BAR_TITLES = (
    N_("Roll"),
    N_("Citizen"),
    N_("Ship"),
    N_("Donate"),
    N_("Sail"),
    N_("End turn"),
    N_("Redraw"),
    N_("Pay"),
    N_("Fight"),
    N_("Pass"),
    N_("Resolve"),
    N_("Accept"),
    N_("Decline"),
    N_("Counter"),
    N_("Cancel"),
    N_("Keep"),
    N_("Discard"),
    N_("Build"),
    N_("Ship yard"),
    N_("Buy"),
    N_("Pick"),
    N_("Place"),
    N_("Favour"),
    N_("Move"),
    N_("Discover"),
    N_("Found"),
    N_("Sell"),
    N_("Return"),
    N_("Neutral"),
    N_("Trade"),
    N_("Exchange"),
)


class Anno1701Scene(
    SeaMap, TableColumn, SettlementBoard, TableComposer, TableMoves, BoardKeys, GameScene
):
    """The sea map and favour board take the centre; your settlement and rivals sit beside."""

    roll_events = frozenset({"roll"})

    def layout(self, width: int, height: int) -> None:
        self._dialog_key: tuple | None = getattr(self, "_dialog_key", None)
        self._sending: bool = getattr(self, "_sending", False)  # an offer's steps under way
        # The last move (who, what), marked until the next; the card shown large, how long.
        self._last_move: tuple[int, Action] | None = getattr(self, "_last_move", None)
        self._reveal: CardFace | None = getattr(self, "_reveal", None)
        self._reveal_left: float = getattr(self, "_reveal_left", 0.0)
        self._to_act: int | None = getattr(self, "_to_act", self.match.to_act())
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
        self._coords = [space.coord for space in self.model().sea()]
        self._lay_key: tuple | None = None
        self.sea_map = HexSeaMap(
            self.lay.map_area, {}, animation_factor=self.app.settings.animation_factor
        )
        # Only the hex count and places matter for the fit; the picture comes in draw_board.
        self.sea_map.tiles = {space.coord: HexTile() for space in self.model().sea()}
        self._moves: dict[str, Action] = {}  # the selected ship's steps by sea space
        self._reach: dict[str, Route] = {}  # the selected ship's routes by sea space
        self._gliding: tuple[int, int] | None = None
        # The table drawn once per change; a frame blits it and adds hover and motion.
        self._table: pygame.Surface | None = None
        self._table_key: tuple | None = None
        self._composing = False
        self._parts: dict[str, tuple] = {}

    @property
    def lay(self) -> al.Anno1701Layout:
        """The table's named rects for this window, scale and the settlement shown (a
        rival's board has fewer stores; turmoil adds a line)."""
        inner = self.board_inner(14)
        small = self.theme.font("text-bold", th.SIZE_SMALL)
        floor = self.theme.font_px("text-bold", self.theme.min_px)
        shape = al.shape_of(
            self._coords,
            self.shown_model(),
            small.get_linesize(),
            lambda words: floor.size(words)[0],
        )
        key = (tuple(inner), self.theme.scale, shape)
        if self._lay_key != key:
            self._lay = al.layout(inner, self.u, shape)
            self._lay_key = key
        return self._lay

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
        self.refresh()  # one's own board hidden: its choices go to the bar meanwhile

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
            # Shorter: what follows a card's name ("pay 1 gold or fight"), the first clause.
            short = what.split(": ", 1)[-1]
            short = short[:1].upper() + short[1:]
            options = (
                f"{text}: {lower}",
                f"{turn} · {what}",
                what,
                short,
                short.split("; ", 1)[0],
                _("Your move"),
            )
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
        self._last_move, self._to_act = None, self.match.to_act()
        self.log.clear()
        self.log.add(
            _("A new game of {game} begins.").format(game=_(self.rules.title)), face="italic"
        )
        for event in replayed_events(self.match):
            self.log_event(event)
        self.log.add(_("(a move was taken back)"), face="italic", colour=th.INK_SOFT)

    # -- the action bar: offers and exchanges grouped behind panels ----------------------------

    def refresh(self) -> None:
        super().refresh()
        self.mark_draft_entries()
        self._maybe_open_dialog()

    def action_group(self, action: Action) -> str:
        """Offers, asks and the steps of composing one become one Trade button (its panel),
        each exchange building one button."""
        if action.kind in ("offer", "ask", *TRADE_STEPS):
            return "Trade"
        if action.kind == "use":
            return "Exchange"
        return kind_title(action.kind)

    def on_board(self) -> set[Action]:
        """The actions a board object takes by a click (the stacks, shipyard, trade, dice,
        coins, the map's labels; the settlement's spaces while one's own board is shown).
        Nothing while the board fails to draw: the bar then lists every choice."""
        if self._board_failed:
            return set()
        kinds = BOARD_KINDS + (OWN_KINDS if self.rival_shown is None else ())
        return {a for p in self.model().places if p.kind in kinds for a in p.actions}

    def bar_entries(self, title: str, actions: list[Action]) -> list[BarEntry]:
        """The bar keeps what no board object stands for: the ships' moves, setting sail,
        ending the turn, the draft's tiles (as on the panel) and a closed panel's choices."""
        if title == "Keep" and not self._board_failed:
            return self.draft_entries()
        if title == "Move":
            return self.compass_entries()
        placed = self.on_board()
        if all(a in placed for a in actions):
            return []
        if title == "Trade":
            composing = any(a.kind in TRADE_STEPS for a in actions)
            words = _("Compose your offer…") if composing else _("Offer a trade to another player…")
            return [(words, self.open_trade, None, actions)]
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
                    out.append(
                        (
                            _("{source}: exchange goods…").format(source=dialog.source),
                            lambda k=dialog.key: self.open_exchange(k),
                            None,
                            group,
                        )
                    )
            return out
        if title == "Donate":
            return [(self._describe(a), self.open_donation, None, [a]) for a in actions]
        return [(self._describe(a), lambda a=a: self.choose(a), a, [a]) for a in actions]

    def bar_rank(self, title: str) -> int:
        return BAR_RANK.get(title, len(BAR_RANK))

    def compass_entries(self) -> list[BarEntry]:
        """Each movable ship's six ways in the compass's order, a way with no step held in
        its place (disabled): a step taken leaves every other way where it was."""
        model = self.model()
        out: list[BarEntry] = []
        for ship in model.ships():
            if not ship.actions or ship.owner != model.shown:
                continue
            for way, step in model.compass_steps(ship):
                if step is None:
                    text = _("Ship {ship} cannot sail {way}").format(ship=ship.number + 1, way=way)
                    out.append((text, None, None, []))
                else:
                    out.append((self._describe(step), lambda a=step: self.choose(a), step, [step]))
        return out

    # -- panels over the table -------------------------------------------------------------

    def open_trade(self) -> None:
        trade = [a for a in self.legal_for_viewer() if a.kind in ("offer", "ask", *TRADE_STEPS)]
        if trade:
            self.app.push(TradeDialog(self, trade))

    def submit_steps(self, steps: tuple[Action, ...]) -> None:
        """Play the steps of one offer in a row (the trade panel's Propose); no panel opens
        between them, and they stop at the first the rules refuse."""
        self._sending = True
        try:
            for action in steps:
                if self.human_to_act is None or not self.submit(action):
                    break
        finally:
            self._sending = False
        self.refresh()

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
            close_label=decision.close,  # in the language already: the table made it
            icons=icons if any(icons) else (),
        )

    def _maybe_open_dialog(self) -> None:
        """A pending decision of the viewer (answer, fire, tile pick, encounter) opens a panel,
        once per position; closing it leaves the same choices in the action bar."""
        if self.app.top is not self or self.human_to_act is None or self._sending:
            return
        model = self.model()
        if model.pending is None or model.pending.kind not in PANEL_KINDS:
            return
        key = (len(self.match.log), self.viewer)
        if key == self._dialog_key:
            return
        self._dialog_key = key
        if model.pending.kind == COMPOSE:
            self.open_trade()  # an offer to compose: the trade panel, with its terms so far
            return
        self.open_dialog(model.dialog("pending"))

    # -- events: dice, cards, answers ---------------------------------------------------------

    def log_event(self, event: Event) -> None:
        """A log line; a roll also sets the dice, so a loaded game (its log replayed) and an
        undone move show the roll that stands."""
        super().log_event(event)
        if event.kind == "roll" and event.data:
            self._dice = list(event.data.get("dice", []))

    def on_events(self, events: list[Event]) -> None:
        super().on_events(events)
        self._note_move(events)
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
            if event.kind == "favour" or (event.data or {}).get("token"):
                self.app.toast(
                    _("Favour token placed: {event}").format(event=self.event_text(event))
                )
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
        source = self.lay.column.dice if rolled else self.sea_map.content_rect()
        if self.rival_shown is not None:
            return  # the stores shown are a rival's
        order = 0
        stores = self.lay.column.stores
        for index, (name, before, after) in enumerate(zip(names, seen[1], stock, strict=True)):
            target = stores[index]
            image = token(GOOD_ICONS.get(name, "coins" if name == "gold" else "barrel"), self.u(28))
            for _gain in range(min(after - before, 4)):
                self.flights.launch(
                    image,
                    source.center,
                    target.center,
                    order=order,
                    factor=self.app.settings.animation_factor,
                )
                order += 1

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self._stock_seen is not None and self._stock_seen[0] != self.own_seat():
            self.flights.clear()  # a new player at the screen sees only their own goods move
        changed = self.flights.update(dt) or changed
        changed = self._update_reveal(dt) or changed
        return self.sea_map.update(dt) or changed

    def on_event(self, event: pygame.event.Event) -> bool:
        """A click while a card is shown large only puts the card away; Tab walks the board."""
        return self._dismiss_reveal(event) or self.board_key(event) or super().on_event(event)


SCENE = Anno1701Scene
