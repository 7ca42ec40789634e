"""Santa Maria's table as a seat sees it (DESIGN.md, "UI"): the only module of this game the UI
reads. Built from `(view, legal actions, seat)`, pygame-free, worded from the rule data.

Places by key: `cell:S:R,C` (seat S's colony), `row:N`/`column:N` (the dice lines), `white:K`,
`blue:S:K` or `blue:pool:K` (dice), `tile:K` (the display), `monk:K`, `dock:K`, `retire:K`,
`religion:P`, `conquest:P` (track spaces), `store:S:WHAT`, `colony:S`, `year`, and during set-up
`board:NAME` and `hall:K`. Buying, selling and declining have no board object: they stay loose.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.engine.i18n import listing as i18n_listing
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.table import Cost, Place, Preview, Table
from anno_desktop.games.santa_maria import colony
from anno_desktop.games.santa_maria.actions import describe, prompt
from anno_desktop.games.santa_maria.data import RESOURCES, SIZE, Tile, rule_data
from anno_desktop.games.santa_maria.effects import (
    BISHOP_SPACES,
    SCHOLAR_SPACES,
    change_cost,
    coin_price,
    expand_cost,
    pay_plan,
    space_name,
    white_limit,
)
from anno_desktop.games.santa_maria.state import PlayerState, SantaMariaState
from anno_desktop.games.santa_maria.words import (
    amount_shown,
    building_name,
    cost_shown,
    effect_shown,
    effects_shown,
    square_name,
    tile_name,
)

__all__ = [
    "LOOSE_KINDS",
    "RESOURCES",
    "SIZE",
    "Board",
    "Cell",
    "Die",
    "FinalRow",
    "HallOffer",
    "Header",
    "LinePreview",
    "Offer",
    "Placement",
    "Rival",
    "SantaMariaTable",
    "Space",
    "Square",
    "Store",
    "TileShape",
    "YearScoring",
    "build",
    "square",
    "tile_shape",
    "year_scoring",
]

LOOSE_KINDS = frozenset({"skip", "sell", "buy"})
STORE_NAMES = {
    "wood": N_("Wood"),
    "grain": N_("Grain"),
    "sugar": N_("Sugar"),
    "gem": N_("Gems"),
    "gold": N_("Gold"),
    "coins": N_("Coins"),
    "points": N_("Happiness points"),
    "monks": N_("Monks at home"),
    "shipments": N_("Shipments in the harbour"),
}
FINAL_NAMES = {
    "in play": N_("During play"),
    "coins": N_("Coins and goods"),
    "colonists": N_("Colonists"),
    "scholars": N_("Scholars"),
    "bishops": N_("Bishops"),
    "harbour sets": N_("Harbour sets"),
    "shipments": N_("Shipments"),
}
FINAL_NOTE = N_(
    "Happiness points by category: the most wins; a tie goes to the player nearest the start "
    "symbol on the retiring spaces."
)
YEAR_NOTE = N_(
    "Conquistador ranking at the end of the year: on one space whoever arrived first is ahead; "
    "the last player, and whoever sent no conquistador this year, scores nothing."
)
RANKS = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))


def player_word(seat: int) -> str:
    """A seat as the engine names it ("Player 2"); the screens put the player's name there."""
    return f"Player {seat + 1}"


def where_text(row: int, col: int) -> str:
    return _("row {row}, column {column}").format(row=row, column=col)


# -- what squares and tiles show -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Square:
    """One square of a colony or a tile: a building (what it takes, what it makes) or a road."""

    name: str
    makes: str
    outputs: tuple[str, ...] = ()
    takes: tuple[str, ...] = ()
    text: str = ""
    colonists: int = 0
    # How many of each output an activation gives (0 for an action such as a track step).
    amounts: tuple[int, ...] = ()

    @property
    def road(self) -> bool:
        return self.makes == "road"


@dataclass(frozen=True, slots=True)
class TileShape:
    """A tile by its words and squares; `offsets[turn]` places each square from the anchor."""

    name: str
    kind: str
    bent: bool
    squares: tuple[Square, ...]
    offsets: tuple[tuple[tuple[int, int], ...], ...]

    @property
    def turns(self) -> int:
        return len(self.offsets)


def square(code: str) -> Square:
    """What the building or road with this code shows, from buildings.toml."""
    data = rule_data()
    if code in data.roads:
        return Square(square_name(code), "road", ("road",), colonists=data.roads[code])
    building = data.buildings[code]
    outputs = tuple(
        (e.what or "") if e.kind in ("gain", "trade") else e.kind for e in building.effects
    )
    takes = tuple(g for e in building.effects if e.kind == "trade" for g in e.pay)
    amounts = tuple(e.n if e.kind in ("gain", "trade") else 0 for e in building.effects)
    text = effects_shown(building.effects)
    return Square(building_name(code), outputs[-1], outputs, takes, text, amounts=amounts)


def tile_shape(tile: Tile) -> TileShape:
    offsets = []
    for turn in colony.rotations(tile):
        cells = colony.footprint(tile.shape, len(tile.cells), 3, 3, turn)
        assert cells is not None  # anchored in the middle, every turn fits
        offsets.append(tuple((i // SIZE - 2, i % SIZE - 2) for i in cells))
    squares = tuple(square(c) for c in tile.cells)
    return TileShape(tile_name(tile), tile.kind, tile.shape == "L", squares, tuple(offsets))


def resting(blocked: str) -> tuple[str, int] | None:
    """What the state records on a building ("blue 5", "coins 2"), or None when vacant."""
    if not blocked:
        return None
    what, _, n = blocked.partition(" ")
    return what, int(n)


def rest_text(rest: tuple[str, int]) -> str:
    what, n = rest
    if what == "coins":
        return ngettext("{count} coin rests here", "{count} coins rest here", n).format(count=n)
    if what == "white":
        return _("a white die showing {number} rests here").format(number=n)
    return _("a blue die showing {number} rests here").format(number=n)


def line_name(colour: str, line: int) -> str:
    """A white die's column or a blue die's row: "Column 3", "Row 5"."""
    word = _("Column {number}") if colour == "white" else _("Row {number}")
    return word.format(number=line)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def squares_text(shape: TileShape) -> str:
    """What each building of a tile does: "Fort: one step on the conquistador track."."""
    done = []
    for sq in shape.squares:
        line = _("{building}: {effect}.").format(building=sq.name, effect=sq.text)
        if sq.text and line not in done:
            done.append(line)
    return " ".join(done)


# -- places ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cell(Place):
    """A space of a colony: empty, or a square printed on the board or laid with a tile."""

    seat: int = 0
    row: int = 1
    col: int = 1
    square: Square | None = None
    printed: bool = False
    # What rests on the building this year: ("white" | "blue", the die's value) or
    # ("coins", how many were paid); None while it is vacant.
    rest: tuple[str, int] | None = None

    @property
    def worked(self) -> bool:
        return self.rest is not None


@dataclass(frozen=True, slots=True)
class Header(Place):
    """A row (`blue`) or column (`white`) of the colony, by the number a die must show."""

    colour: str = "blue"
    line: int = 1


@dataclass(frozen=True, slots=True)
class Die(Place):
    colour: str = "white"
    value: int = 1


@dataclass(frozen=True, slots=True)
class Offer(Place):
    """An expansion tile on display."""

    tile: TileShape | None = None
    cost: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class HallOffer(Place):
    """A Town Hall on offer at set-up, with the scholar that comes with it."""

    tile: TileShape | None = None
    scholar: str = ""


@dataclass(frozen=True, slots=True)
class Board(Place):
    """A side-A colony board to choose, with the spaces it would give you."""

    cells: tuple[Cell, ...] = ()


@dataclass(frozen=True, slots=True)
class Space(Place):
    """A space of the common board: `what` it gives or marks, the seats on it, a price."""

    what: str = ""
    seats: tuple[int, ...] = ()
    cost: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Store(Place):
    """One figure of a colony's stores; `value` is "?" when it is hidden from this seat."""

    seat: int = 0
    what: str = ""
    value: str = "0"


@dataclass(frozen=True, slots=True)
class Rival(Place):
    """A colony's name strip: who, and what everyone may see of it."""

    seat: int = 0
    detail: str = ""
    to_act: bool = False
    coins: int = 0
    points: str = "0"  # "?" while hidden from this seat
    retired: bool = False


# -- previews -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LinePreview(Preview):
    """The buildings a die would work, in order (cell indices of the seat's colony), and what
    turning the die there costs."""

    colour: str = "blue"
    line: int = 1
    cells: tuple[int, ...] = ()
    coins: int = 0


@dataclass(frozen=True, slots=True)
class Placement(Preview):
    """The tile in hand dropped at (row, col) turned `turn` quarter turns: allowed or why not,
    and the squares it would cover on the board."""

    row: int = 1
    col: int = 1
    turn: int = 0
    ok: bool = False
    cells: tuple[tuple[int, Square], ...] = ()


@dataclass(frozen=True, slots=True)
class FinalRow:
    label: str
    values: tuple[int, ...]
    total: bool = False


@dataclass(frozen=True, slots=True)
class SantaMariaTable(Table):
    """The table, plus what the colony view needs: the tile in hand, the die whose line is being
    chosen, the buildings still to work, the year and the final scoring."""

    year: int = 1
    years: int = 3
    start: int = 0
    turn: int = 1
    players: int = 2
    to_act: int | None = None
    setup: bool = False
    common_blue: bool = False
    hand: TileShape | None = None
    choosing: tuple[str, int] | None = None
    waiting: tuple[int, ...] = ()
    final: tuple[FinalRow, ...] = ()
    winners: tuple[int, ...] = ()
    storage_limit: int = 3
    final_note: str = ""
    # Why a colony shows no blue die: not rolled yet, or all taken this year.
    no_blue: str = ""
    no_white: str = ""
    _placements: dict[tuple[int, int, int], Placement] = field(
        default_factory=dict, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        Table.__post_init__(self)
        self._placements.update(
            ((p.row, p.col, p.turn), p) for p in self.previews if isinstance(p, Placement)
        )

    def placement(self, row: int, col: int, turn: int) -> Placement | None:
        return self._placements.get((row, col, turn))

    def line(self, action: Action) -> LinePreview | None:
        found = self.preview(action)
        return found if isinstance(found, LinePreview) else None

    def colony(self, seat: int) -> list[Cell]:
        return [p for p in self.places if isinstance(p, Cell) and p.seat == seat]

    def of(self, kind: str) -> list[Place]:
        return [p for p in self.places if p.kind == kind]

    def spaces(self, kind: str) -> list[Space]:
        """The spaces of one part of the common board: `monk`, `dock`, `retire`, a track."""
        return [p for p in self.places if isinstance(p, Space) and p.kind == kind]

    def dice(self, prefix: str) -> list[Die]:
        """The dice whose keys start with `prefix`: `white:`, `blue:pool:`, `blue:S:`."""
        return [p for p in self.places if isinstance(p, Die) and p.key.startswith(prefix)]

    def offers(self) -> list[Offer]:
        return [p for p in self.places if isinstance(p, Offer)]

    def rivals(self) -> list[Rival]:
        return [p for p in self.places if isinstance(p, Rival)]

    def stores(self, seat: int) -> list[Store]:
        return [p for p in self.places if isinstance(p, Store) and p.seat == seat]

    def headers(self, colour: str) -> list[Header]:
        return [p for p in self.places if isinstance(p, Header) and p.colour == colour]


# -- building the table -----------------------------------------------------------------------


class _Builder:
    def __init__(
        self, view: SantaMariaState, legal: list[Action], seat: int, everything: bool
    ) -> None:
        self.view = view
        self.legal = legal
        self.seat = seat
        self.everything = everything
        self.me = view.players[seat]
        self.data = rule_data()
        self.pending = view.pending
        # Whose main action it is: only then can a place say why it is shut.
        self.deciding = bool(legal) and view.current == seat
        self.free = self.deciding and self.pending is None and view.phase == "play"
        self.places: list[Place] = []
        self.previews: list[Preview] = []

    def actions(self, kind: str, *args: object) -> tuple[Action, ...]:
        return tuple(a for a in self.legal if a.kind == kind and a.args[: len(args)] == args)

    def table(self) -> SantaMariaTable:
        v = self.view
        hand = None
        if self.pending is not None and self.pending.kind == "place" and self.deciding:
            hand = tile_shape(self.data.tiles[self.pending.args[0]])
        choosing = None
        if self.pending is not None and self.pending.kind == "target":
            choosing = (self.pending.args[0], self.pending.args[1])
        self.year_place()
        for seat in range(v.n):
            self.colony_places(seat, hand)
            self.store_places(seat)
            self.rival_place(seat)
        self.header_places(choosing)
        self.dice_places()
        self.offer_places()
        self.track_places()
        self.monk_places()
        self.dock_places()
        self.retire_places()
        self.setup_places()
        if hand is not None:
            self.placements(hand)
        self.cost_previews()
        final, winners = self.final_rows()
        waiting = tuple(q[1] for q in v.queue if q[0] == "activate")
        return SantaMariaTable(
            seat=self.seat,
            prompt=prompt(v),
            pending=self.pending,
            places=tuple(self.places),
            previews=tuple(self.previews),
            year=v.year,
            years=self.data.common.years,
            start=v.start,
            turn=v.turn_no,
            players=v.n,
            to_act=None if v.phase == "over" else v.current,
            setup=v.phase == "setup",
            common_blue=v.common_blue,
            hand=hand,
            choosing=choosing,
            waiting=waiting,
            final=final,
            winners=winners,
            storage_limit=self.data.common.storage_limit,
            final_note=_(FINAL_NOTE),
            no_blue=_("rolled once every colony is chosen")
            if v.phase == "setup"
            else _("none left"),
            no_white=_("all taken this year"),
        )

    # -- the colonies ------------------------------------------------------------------------

    def colony_places(self, seat: int, hand: TileShape | None) -> None:
        p = self.view.players[seat]
        printed = self.data.grids.get(p.board, (None,) * (SIZE * SIZE))
        own = seat == self.seat
        for i, code in enumerate(p.grid):
            row, col = colony.row_col(i)
            where = where_text(row, col)
            if code is None:
                actions = self.actions("place", row, col) if own and hand else ()
                tip = _("Empty space ({where})").format(where=where)
                if actions:
                    tip = _("Drop the tile here ({where})").format(where=where)
                self.places.append(
                    Cell(
                        f"cell:{seat}:{row},{col}",
                        _("Empty space"),
                        tip,
                        actions,
                        kind="cell",
                        seat=seat,
                        row=row,
                        col=col,
                    )
                )
                continue
            sq = square(code)
            is_printed = printed[i] == code
            origin = _("printed on the board") if is_printed else _("placed tile")
            rest = resting(p.blocked[i])
            tip = _("{building} ({where}) · {origin}").format(
                building=sq.name, where=where, origin=origin
            )
            if sq.text:
                tip = _("{tip} · when worked: {effect}").format(tip=tip, effect=sq.text)
            if rest:
                tip = _("{tip} · worked this year: {rest}").format(tip=tip, rest=rest_text(rest))
            actions = self.actions("coins", row, col) if own else ()
            why = ""
            if actions:
                price = coin_price(p)
                tip = ngettext(
                    "{building}: click to work it for {count} coin. {tip}",
                    "{building}: click to work it for {count} coins. {tip}",
                    price,
                ).format(building=sq.name, count=price, tip=tip)
            elif own and self.free and not sq.road:
                why = self.coins_why(p, i)
            self.places.append(
                Cell(
                    f"cell:{seat}:{row},{col}",
                    sq.name,
                    tip,
                    actions,
                    why,
                    kind="cell",
                    seat=seat,
                    row=row,
                    col=col,
                    square=sq,
                    printed=is_printed,
                    rest=rest,
                )
            )

    def coins_why(self, p: PlayerState, i: int) -> str:
        if p.blocked[i]:
            return _("a die or coins already rest on it this year")
        price = coin_price(p)
        return ngettext(
            "working it costs {count} coin; you have {coins}",
            "working it costs {count} coins; you have {coins}",
            price,
        ).format(count=price, coins=p.coins)

    def header_places(self, choosing: tuple[str, int] | None) -> None:
        p = self.me
        for colour, word in (("white", "column"), ("blue", "row")):
            for line in range(1, SIZE + 1):
                actions = self.actions("target", line) if choosing and choosing[0] == colour else ()
                tip = (
                    _("Column {number}: a white die showing {number} works it")
                    if colour == "white"
                    else _("Row {number}: a blue die showing {number} works it")
                ).format(number=line)
                if actions:
                    cost = change_cost(p, choosing[1], line)
                    turning = (
                        ngettext(
                            "turning the die costs {count} coin",
                            "turning the die costs {count} coins",
                            cost,
                        ).format(count=cost)
                        if cost
                        else _("no change needed")
                    )
                    tip = (
                        _("Click to work column {number}: {turning}")
                        if colour == "white"
                        else _("Click to work row {number}: {turning}")
                    ).format(number=line, turning=turning)
                    cells = tuple(colony.vacant_buildings(p, colour, line))
                    self.line_preview(actions[0], colour, line, cells, cost)
                self.places.append(
                    Header(
                        f"{word}:{line}",
                        line_name(colour, line),
                        tip,
                        actions,
                        kind=word,
                        colour=colour,
                        line=line,
                    )
                )

    def line_preview(
        self, action: Action, colour: str, line: int, cells: tuple[int, ...], coins: int
    ) -> None:
        buildings = ngettext("{count} building", "{count} buildings", len(cells))
        text = _("{line} · {buildings}").format(
            line=line_name(colour, line), buildings=buildings.format(count=len(cells))
        )
        change = ngettext("change: {count} coin", "change: {count} coins", coins)
        text = _("{text} · {change}").format(
            text=text, change=change.format(count=coins) if coins else _("no coins needed")
        )
        self.previews.append(
            LinePreview(
                action,
                text,
                (Cost("coins", coins, _("your coins")),) if coins else (),
                tuple(f"cell:{self.seat}:{r},{c}" for r, c in map(colony.row_col, cells)),
                colour=colour,
                line=line,
                cells=cells,
                coins=coins,
            )
        )

    # -- dice ----------------------------------------------------------------------------------

    def dice_places(self) -> None:
        v = self.view
        for k, value in enumerate(v.white):
            self.die_place(f"white:{k}", "white", value)
        if v.common_blue:
            for k, value in enumerate(v.blue_pool):
                self.die_place(f"blue:pool:{k}", "blue", value)
        else:
            for seat, p in enumerate(v.players):
                for k, value in enumerate(p.blue):
                    self.die_place(f"blue:{seat}:{k}", "blue", value, seat)

    def die_place(self, key: str, colour: str, value: int, owner: int | None = None) -> None:
        white = colour == "white"
        mine = owner is None or owner == self.seat
        actions = self.actions("die", colour, value) if mine else ()
        label = (
            _("White die showing {number}") if white else _("Blue die showing {number}")
        ).format(number=value)
        if not actions:
            why = self.die_why(colour) if mine and self.free else ""
            tip = (
                _("A white die showing {number}: it works column {number}")
                if white
                else _("A blue die showing {number}: it works row {number}")
            ).format(number=value)
            self.places.append(
                Die(key, label, tip, (), why, kind="die", colour=colour, value=value)
            )
            return
        p = self.me
        cells = tuple(colony.vacant_buildings(p, colour, value))
        lit = ngettext(
            "{count} building lit on your colony",
            "{count} buildings lit on your colony",
            len(cells),
        ).format(count=len(cells))
        if white:
            tip = _("Take this white die: it works column {number} ({lit}).")
        else:
            tip = _("Take this blue die: it works row {number} ({lit}).")
        tip = tip.format(number=value, lit=lit)
        change = (
            _("Changing it to another line costs 1 coin per step less 1.")
            if change_cost(p, 1, 2) == 0
            else _("Changing it to another line costs 1 coin per step.")
        )
        tip = f"{tip} {change}"
        self.places.append(Die(key, label, tip, actions, kind="die", colour=colour, value=value))
        if self.preview(actions[0]) is None:
            self.line_preview(actions[0], colour, value, cells, 0)

    def preview(self, action: Action) -> Preview | None:
        return next((p for p in self.previews if p.action == action), None)

    def die_why(self, colour: str) -> str:
        p = self.me
        if colour == "white" and p.white_used >= white_limit(p):
            return ngettext(
                "you have used your {count} white die this year",
                "you have used your {count} white dice this year",
                white_limit(p),
            ).format(count=white_limit(p))
        if colour == "blue" and self.view.common_blue and p.blue_taken >= p.blue_unlocked:
            return _("you have taken as many blue dice as you have unlocked")
        return _("no line you can afford to reach holds a vacant building")

    # -- the common board ---------------------------------------------------------------------

    def year_place(self) -> None:
        v = self.view
        years = self.data.common.years
        self.places.append(
            Place(
                "year",
                _("Year {year} of {years}").format(year=v.year, years=years),
                _(
                    "Year {year} of {years}, turn {turn}. {player} began this year: the first to "
                    "retire begins the next."
                ).format(year=v.year, years=years, turn=v.turn_no, player=player_word(v.start)),
                kind="year",
                numbers=(("year", v.year), ("start", v.start)),
            )
        )

    def offer_places(self) -> None:
        tiles = self.data.tiles
        for slot, tid in enumerate(self.view.display):
            if tid is None:
                continue
            tile = tiles[tid]
            shape = tile_shape(tile)
            cost = tuple(expand_cost(self.me, tile.kind))
            tip = _("{tile}, costs {cost}. {squares}").format(
                tile=capital(shape.name), cost=cost_shown(cost), squares=squares_text(shape)
            )
            actions = self.actions("expand", slot)
            why = ""
            if actions:
                tip = _("Click to expand with it. {tip}").format(tip=tip)
            elif self.free:
                if pay_plan(self.me, cost) is None:
                    why = _("you cannot pay {cost}").format(cost=cost_shown(cost))
                else:
                    why = _("it fits nowhere on the empty spaces of your colony")
            self.places.append(
                Offer(
                    f"tile:{slot}",
                    shape.name,
                    tip,
                    actions,
                    why,
                    kind="tile",
                    tile=shape,
                    cost=cost,
                )
            )

    def track_places(self) -> None:
        common = self.data.common
        players = self.view.players
        religion, conquest = common.religion, common.conquistador
        tracks = (
            ("religion", _("Religion track"), religion.length, religion.monk_spaces, "monk"),
            ("conquest", _("Conquistador track"), conquest.length, conquest.gold_spaces, "gold"),
        )
        for key, name, length, special, mark in tracks:
            for pos in range(length + 1):
                seats = tuple(
                    i
                    for i, p in enumerate(players)
                    if (p.religion if key == "religion" else p.conq) == pos
                )
                label = _("{track} space {number}").format(track=name, number=pos)
                note = f" · {self.track_note(key, pos)}" if pos in special else ""
                who = ", ".join(player_word(s) for s in seats) or _("nobody")
                self.places.append(
                    Space(
                        f"{key}:{pos}",
                        label,
                        _("{space}{note} · here: {who}").format(space=label, note=note, who=who),
                        kind=key,
                        what=mark if pos in special else "",
                        seats=seats,
                    )
                )

    def track_note(self, key: str, pos: int) -> str:
        common = self.data.common
        if key == "religion":
            k = common.religion.monk_spaces.index(pos) + 1
            if k in common.religion.blue_die_monks:
                return _("reaching it recruits a monk and unlocks a blue die")
            return _("reaching it recruits a monk")
        return _("reaching it gains 1 gold")

    def monk_places(self) -> None:
        v = self.view
        fee = self.data.common.monk_fee
        for space, there in enumerate(v.monks_on):
            name = space_name(v, space)
            what = (
                "scholar"
                if space in SCHOLAR_SPACES
                else "bishop"
                if space in BISHOP_SPACES
                else "mission"
            )
            who = ", ".join(player_word(s) for s in there) or _("no monk yet")
            tip = _("{space}: {note}. Monks here: {who}").format(
                space=capital(name), note=self.monk_note(space), who=who
            )
            actions = self.actions("recruit", space)
            why = ""
            if actions:
                tip = _("Click to recruit a monk here. {tip}").format(tip=tip)
            elif self.pending is not None and self.pending.kind == "recruit" and self.deciding:
                fees = fee * len(there)
                why = (
                    _("you already have a monk here")
                    if self.seat in there
                    else ngettext(
                        "it costs {count} coin to the monks here",
                        "it costs {count} coins to the monks here",
                        fees,
                    ).format(count=fees)
                )
            self.places.append(
                Space(
                    f"monk:{space}",
                    capital(name),
                    tip,
                    actions,
                    why,
                    kind="monk",
                    what=what,
                    seats=tuple(there),
                )
            )

    def monk_note(self, space: int) -> str:
        v, data = self.view, self.data
        if space in SCHOLAR_SPACES:
            scholar = data.scholars[v.scholars[space]]
            return _("{effect} ({points} at the end)").format(
                effect=_(scholar.text), points=amount_shown(scholar.points, "points")
            )
        if space in BISHOP_SPACES:
            bishop = data.bishops[v.bishops[space - len(SCHOLAR_SPACES)]]
            return _("{effect} (less {points})").format(
                effect=_(bishop.text), points=amount_shown(data.common.bishop_penalty, "points")
            )
        gains = data.common.mission[space - len(SCHOLAR_SPACES) - len(BISHOP_SPACES)].gain
        return _("a one-time gain of {goods}").format(
            goods=i18n_listing([amount_shown(n, w) for w, n in gains.items()])
        )

    def dock_places(self) -> None:
        v, data = self.view, self.data
        for dock, tid in enumerate(v.docks):
            income = data.common.dock[dock].income
            pays = effect_shown(income)
            owners = ", ".join(
                _("{player} has {count}").format(player=player_word(i), count=len(p.harbour[dock]))
                for i, p in enumerate(v.players)
                if p.harbour[dock]
            )
            mine = len(self.me.harbour[dock])
            what = income.what if income.kind == "gain" else income.kind
            cost: tuple[str, ...] = ()
            numbers: tuple[tuple[str, int], ...] = (("mine", mine),)
            if tid is None:
                tip = _("Dock {number}: empty").format(number=dock + 1)
            else:
                ship = data.shipments[tid]
                cost = ship.cost
                numbers += (("points", ship.points),)
                tip = _(
                    "Dock {number}: a shipment costing {cost}, worth {points} at the end; each "
                    "one in a harbour here pays its owner: {pays}, every time they retire"
                ).format(
                    number=dock + 1,
                    cost=cost_shown(ship.cost),
                    points=amount_shown(ship.points, "points"),
                    pays=pays,
                )
            tip = _("{tip}. Harbour tiles here: {owners}").format(
                tip=tip, owners=owners or _("none yet")
            )
            actions = self.actions("ship", dock)
            why = ""
            if actions:
                tip = _("Click to ship it. {tip}").format(tip=tip)
            elif self.pending is not None and self.pending.kind == "ship" and tid is not None:
                why = _("you cannot pay {cost}").format(cost=cost_shown(cost))
            self.places.append(
                Space(
                    f"dock:{dock}",
                    _("Dock {number}").format(number=dock + 1),
                    tip,
                    actions,
                    why,
                    numbers,
                    "dock",
                    what=what or "",
                    cost=cost,
                )
            )

    def retire_places(self) -> None:
        for space, seat in enumerate(self.view.retire_spaces):
            effect = self.data.common.retire[space].action
            tip = _("Retiring space {number}: {effect}, then your docks pay.").format(
                number=space + 1, effect=effect_shown(effect)
            )
            if space == 0:
                tip = _("{tip} The first to retire starts the next year.").format(tip=tip)
            if seat is not None:
                tip = _("{tip} Taken by {player}.").format(tip=tip, player=player_word(seat))
            actions = self.actions("retire", space)
            why = ""
            if seat is not None and self.free:
                why = _("{player} retired here").format(player=player_word(seat))
            if actions:
                tip = _("Click to retire here for this year. {tip}").format(tip=tip)
            self.places.append(
                Space(
                    f"retire:{space}",
                    _("Retiring space {number}").format(number=space + 1),
                    tip,
                    actions,
                    why,
                    kind="retire",
                    what=effect.what if effect.kind == "gain" else effect.kind,
                    seats=() if seat is None else (seat,),
                )
            )

    # -- stores and rivals ----------------------------------------------------------------------

    def points_hidden(self, seat: int) -> bool:
        """A rival's points lie face down while the game runs, except in the review, which
        shows a finished game's positions with everything open."""
        return not self.everything and seat != self.seat and self.view.phase != "over"

    def store_places(self, seat: int) -> None:
        p = self.view.players[seat]
        common = self.data.common
        hidden = self.points_hidden(seat)
        figures: list[tuple[str, str]] = [(r, str(p.res[k])) for k, r in enumerate(RESOURCES)]
        figures += [
            ("coins", str(p.coins)),
            ("points", "?" if hidden else str(p.points)),
            ("monks", str(p.monks)),
            ("shipments", str(sum(len(h) for h in p.harbour))),
        ]
        sells = {a.args[0] for a in self.legal if a.kind == "sell"} if seat == self.seat else set()
        for what, value in figures:
            name = _(STORE_NAMES[what])
            tip = f"{name}: {value}"
            if what in RESOURCES:
                tip = _("{tip} (at most {count}: more is sold at once)").format(
                    tip=tip, count=common.storage_limit
                )
                if what in sells:
                    tip = _("{tip} · you may sell it from the action list").format(tip=tip)
            actions = self.store_actions(what) if seat == self.seat else ()
            if actions:
                tip = _("Click: {action}. {tip}").format(
                    action=describe(self.view, actions[0]), tip=tip
                )
            self.places.append(
                Store(
                    f"store:{seat}:{what}",
                    name,
                    tip,
                    actions,
                    kind="store",
                    seat=seat,
                    what=what,
                    value=value,
                )
            )

    def store_actions(self, what: str) -> tuple[Action, ...]:
        """A decision that pays or gains this good is answered on its store."""
        found = self.actions("farmer", what) + self.actions("trade", what)
        return found + self.actions("extra", what)

    def rival_place(self, seat: int) -> None:
        v = self.view
        p = v.players[seat]
        points = "?" if self.points_hidden(seat) else str(p.points)
        coins = amount_shown(p.coins, "coins")
        state = _("retired") if p.retired else _("in play")
        # Translators: a colony's strip: "3 coins · 5 pts · in play" ({points} may be "?").
        detail = _("{coins} · {points} pts · {state}").format(
            coins=coins, points=points, state=state
        )
        goods = ", ".join(amount_shown(n, r) for r, n in zip(RESOURCES, p.res, strict=True) if n)
        goods = goods or _("no goods")
        built = sum(1 for c in p.grid if c is not None)
        spaces = ngettext("{count} space built", "{count} spaces built", built).format(count=built)
        tip = f"Player {seat + 1}: {detail}; {goods}; {spaces}"
        self.places.append(
            Rival(
                f"colony:{seat}",
                f"Player {seat + 1}",
                tip,
                kind="colony",
                seat=seat,
                detail=detail,
                to_act=v.phase != "over" and v.current == seat,
                coins=p.coins,
                points=points,
                retired=p.retired,
            )
        )

    # -- set-up ----------------------------------------------------------------------------------

    def setup_places(self) -> None:
        data = self.data
        for action in self.actions("board"):
            board = data.boards[action.args[0]]
            cells = tuple(self.board_cell(i, c) for i, c in enumerate(data.grids[board.id]))
            self.places.append(
                Board(
                    f"board:{board.name}",
                    _(board.name),
                    _("{board}: point to see it on the large grid, click to take it").format(
                        board=_(board.name)
                    ),
                    (action,),
                    kind="board",
                    cells=cells,
                )
            )
        for action in self.actions("town_hall"):
            offer = self.view.town_halls[action.args[0]]
            assert offer is not None
            shape = tile_shape(data.tiles[offer[0]])
            scholar = data.scholars[offer[1]]
            tip = _(
                "{tile}; it comes with the {scholar}: {effect} {squares} Click to take it, then "
                "place it on your colony."
            ).format(
                tile=capital(shape.name),
                scholar=_(scholar.name),
                effect=_(scholar.text),
                squares=squares_text(shape),
            )
            self.places.append(
                HallOffer(
                    f"hall:{action.args[0]}",
                    shape.name,
                    tip,
                    (action,),
                    kind="hall",
                    tile=shape,
                    scholar=_(scholar.name),
                )
            )

    def board_cell(self, i: int, code: str | None) -> Cell:
        row, col = colony.row_col(i)
        where = where_text(row, col)
        key = f"cell:{self.seat}:{row},{col}"
        if code is None:
            tip = _("Empty space ({where})").format(where=where)
            return Cell(key, _("Empty space"), tip, kind="cell", row=row, col=col)
        sq = square(code)
        tip = _("{building} ({where}) · printed on the board · when worked: {effect}").format(
            building=sq.name, where=where, effect=sq.text
        )
        return Cell(
            key,
            sq.name,
            tip,
            kind="cell",
            seat=self.seat,
            row=row,
            col=col,
            square=sq,
            printed=True,
        )

    # -- previews --------------------------------------------------------------------------------

    def placements(self, hand: TileShape) -> None:
        grid = self.me.grid
        legal = set(self.actions("place"))
        for row in range(1, SIZE + 1):
            for col in range(1, SIZE + 1):
                for turn in range(hand.turns):
                    action = Action("place", (row, col, turn))
                    cells = tuple(
                        (colony.index(row + dr, col + dc), sq)
                        for (dr, dc), sq in zip(hand.offsets[turn], hand.squares, strict=True)
                        if 1 <= row + dr <= SIZE and 1 <= col + dc <= SIZE
                    )
                    ok = action in legal
                    reason = "" if ok else self.placement_why(grid, hand, row, col, turn)
                    if not ok:
                        text = _("Cannot place here: {reason} (R or right-click turns the tile)")
                    elif turn:
                        text = _("Release to place the tile here, turned {degrees} degrees")
                    else:
                        text = _("Release to place the tile here")
                    text = text.format(reason=reason, degrees=90 * turn)
                    self.previews.append(
                        Placement(
                            action,
                            text,
                            warning=reason,
                            row=row,
                            col=col,
                            turn=turn,
                            ok=ok,
                            cells=cells,
                        )
                    )

    def placement_why(
        self, grid: list[str | None], hand: TileShape, row: int, col: int, turn: int
    ) -> str:
        spots = [(row + dr, col + dc) for dr, dc in hand.offsets[turn]]
        if any(not (1 <= r <= SIZE and 1 <= c <= SIZE) for r, c in spots):
            return _("the tile would hang over the edge of your colony")
        for r, c in spots:
            code = grid[colony.index(r, c)]
            if code is not None:
                return _("{where} is taken ({building})").format(
                    where=where_text(r, c), building=square_name(code)
                )
        return _("the rules do not allow it here")

    def cost_previews(self) -> None:
        """What expanding and shipping cost, and where each part is paid from."""
        for action in self.legal:
            if action.kind == "expand":
                tid = self.view.display[action.args[0]]
                assert tid is not None
                cost = expand_cost(self.me, self.data.tiles[tid].kind)
            elif action.kind == "ship":
                tid = self.view.docks[action.args[0]]
                assert tid is not None
                cost = list(self.data.shipments[tid].cost)
            else:
                continue
            self.previews.append(
                Preview(action, describe(self.view, action), tuple(self.payment(cost)))
            )

    def payment(self, cost: list[str]) -> Iterable[Cost]:
        plan = pay_plan(self.me, cost)
        if plan is None:
            return
        for k, n in enumerate(plan):
            if n:
                gold = RESOURCES[k] == "gold"
                source = _("gold for what is missing") if gold else _("your stores")
                yield Cost(RESOURCES[k], n, source)

    def final_rows(self) -> tuple[tuple[FinalRow, ...], tuple[int, ...]]:
        final = self.view.final
        if final is None:
            return (), ()
        rows = [
            FinalRow(_(FINAL_NAMES.get(k, k.capitalize())), tuple(f[k] for f in final))
            for k in final[0]
        ]
        rows.append(FinalRow(_("Total"), tuple(sum(f.values()) for f in final), total=True))
        winners = () if self.view.winner is None else (self.view.winner,)
        return tuple(rows), winners


def build(
    view: SantaMariaState, legal: list[Action], seat: int, everything: bool = False
) -> SantaMariaTable:
    """The table as `seat` sees it in `view`, with the `legal` actions they may take now;
    `everything`: nothing is face down (the review of a finished game)."""
    return _Builder(view, legal, seat, everything).table()


# -- the end of a year ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class YearScoring:
    """The end-of-year conquistador scoring: (seat, points) from first to last, who starts."""

    year: int
    points: tuple[tuple[int, int], ...]
    start: int | None

    @property
    def note(self) -> str:
        return _(YEAR_NOTE)

    def lines(self) -> list[tuple[int | None, str]]:
        out: list[tuple[int | None, str]] = []
        for rank, (seat, pts) in enumerate(self.points):
            gain = (
                ngettext("+{count} point ({rank})", "+{count} points ({rank})", pts).format(
                    count=pts, rank=_(RANKS[rank])
                )
                if pts
                else _("nothing")
            )
            out.append((seat, f"{player_word(seat)}: {gain}"))
        if self.start is not None:
            start = _("{player} starts year {year}").format(
                player=player_word(self.start), year=self.year + 1
            )
            out.append((self.start, start))
        else:
            out.append((None, _("That was the last year: the final scoring follows.")))
        return out


def year_scoring(events: list[Event], players: int, year: int) -> YearScoring | None:
    """The scoring card of the events that closed a year (None if no year ended); `year` is
    the year shown when the game ended instead."""
    if not any(e.kind in ("year", "game_over") for e in events):
        return None
    points = [
        (e.seat, int(e.data["points"]))
        for e in events
        if e.kind == "conquest" and e.seat is not None
    ]
    begun = next((e for e in events if e.kind == "year"), None)
    scored = {seat for seat, _ in points}
    rest = [(s, 0) for s in range(players) if s not in scored]
    ended = int(begun.data["year"]) - 1 if begun is not None else year
    start = begun.seat if begun is not None else None
    return YearScoring(ended, tuple(points + rest), start)
