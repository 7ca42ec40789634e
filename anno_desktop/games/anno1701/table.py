"""Anno 1701's table as one seat sees it: the only module of this package that `ui/` imports.

`build_table(view, legal, seat)` describes every place a player looks at or clicks — the sea
spaces, the map's choices, the settlement, the favour board, the rivals — with its words, a
tooltip worded from `rules/anno1701/*.toml`, the legal actions a click there means and why
nothing can be done there now; the prompt; the pending decision with its panel; and previews:
each ship's routes (from the rules' own `seafaring.routes`) and what an action costs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from anno_desktop.engine.i18n import N_, _, listing, ngettext
from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Cost, Place, Preview, Table
from anno_desktop.engine.trade import Offer, describe_offer
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701 import economy, seafaring
from anno_desktop.games.anno1701.data import GOLD, Building, GameData, game_data
from anno_desktop.games.anno1701.decisions import pending, prompt
from anno_desktop.games.anno1701.favour import tokens_total
from anno_desktop.games.anno1701.names import (
    amount,
    anchor_name,
    building_benefit,
    encounter_text,
    event_text,
    exchange_words,
    good_name,
    goods_words,
    hex_name,
    island_name,
    island_of_recess,
    lower_first,
    slot_name,
    tile_benefit,
    tile_name,
    upper_first,
)
from anno_desktop.games.anno1701.rules import Anno1701Rules, describe, use_amounts
from anno_desktop.games.anno1701.state import (
    ACTIONS,
    ANSWER,
    BLOCKED,
    COMPOSE,
    DISCARD,
    ENCOUNTER,
    HIDDEN_TILE,
    PICK,
    SETTLER,
    VILLAGE,
    Player,
    State,
)

HAND = "goods cards"  # a rival's goods as the table shows them: a number of cards
LOOSE_KINDS = ("sail", "end_turn")  # the decisions with no object on the table
PANEL_KINDS = (ANSWER, COMPOSE, DISCARD, PICK, ENCOUNTER)  # owed decisions shown as a panel
TRADE_STEPS = ("add", "remove", "partner", "send")  # the steps of composing an offer
COLUMNS = (
    ("cannon", N_("Cannons"), N_("cannons")),
    ("sack", N_("Sacks"), N_("trade sacks")),
    ("content", N_("Content"), N_("contentment")),
)
FACTS = (
    ("cannon", N_("cannons")),
    ("sack", N_("trade sacks")),
    ("content", N_("contentment")),
    ("sail", N_("sails")),
    ("ships", N_("ships at sea")),
    ("colonies", N_("colonies")),
)


# ---------------------------------------------------------------- the shapes


@dataclass(frozen=True, slots=True)
class SeaSpace(Place):
    """A hex of the sea map: what lies there as far as the seat knows, colonies and ships."""

    coord: tuple[int, int] = (0, 0)
    terrain: str = "sea"  # "sea", "start", "question", "light" or "dark" (an island tile)
    island: str = ""  # the island tile's kind when known ("gold", "harbour" …), for its art
    number: int = 0  # the island tile's producing number (0: none or unknown)
    symbols: tuple[str, ...] = ()  # the island tile's "cannon" and "sack" symbols, one each
    anchor: bool = False
    colony: int = -1  # the member holding this anchor: a seat, the neutral colour (n), -1
    ships: tuple[int, ...] = ()  # the seat of each ship here


@dataclass(frozen=True, slots=True)
class MapButton(Place):
    """A choice made at a place on the sea: discover, found a colony, return, neutral colony."""

    at: str = ""  # the key of its sea space


@dataclass(frozen=True, slots=True)
class Ship(Place):
    """A ship on the sea; its actions are its legal steps (a click selects it)."""

    at: str = ""  # the key of its sea space
    owner: int = 0
    number: int = 0  # 0 or 1: its owner's first or second ship


@dataclass(frozen=True, slots=True)
class Slot(Place):
    """A space of the seat's settlement board with the tile on it."""

    meadow: bool = True
    good: str = ""  # what the free landscape yields
    building: str = ""  # the building's key (its art); "hidden" face down; "" nothing
    built: bool = False
    used: bool = False  # its benefit was used this turn
    exchange: bool = False  # its actions are exchanges: a click opens the exchange panel


@dataclass(frozen=True, slots=True)
class Holder(Place):
    """A favour-board space (a column's, a donation coin, a 7-colony space) and who holds it."""

    holder: int = -1  # a seat, the neutral colour (n), -1 free, -2 blocked (2 players)
    counts: tuple[tuple[int, int], ...] = ()  # a column's (member, count), in seat order


@dataclass(frozen=True, slots=True)
class Route(Preview):
    """Where the selected ship would sail: the steps, one legal move each, in order."""

    ship: int = 0
    target: str = ""  # the key of the sea space reached
    steps: tuple[Action, ...] = ()
    left: int = 0  # movement points left after the route


@dataclass(frozen=True, slots=True)
class Choice:
    label: str
    action: Action
    art: str = ""  # a good's name or "gold" for its icon


@dataclass(frozen=True, slots=True)
class Decision:
    """A panel: the pending decision, or the choices behind one place (exchange, donation)."""

    key: str  # "pending", or the key of the place that opens it
    title: str
    message: str
    choices: tuple[Choice, ...]
    close: str = N_("Later")  # shown through _() by whoever makes the panel: pass it
    source: str = ""  # an exchange's panel: the name of the building or space that offers it


@dataclass(frozen=True, slots=True)
class CardFace:
    """An event or encounter card as drawn: a title, what it does and its art's name."""

    title: str
    body: str
    kind: str  # "event" or "encounter"
    art: str  # "fire", "taxes", "queen", "trader", "pirate", "castaways", "whirlwind"


# A ship's six ways, clockwise from north-east (the steps between the map's hex coordinates).
COMPASS = (
    ((1, -1), N_("north-east")),
    ((1, 0), N_("east")),
    ((0, 1), N_("south-east")),
    ((-1, 1), N_("south-west")),
    ((-1, 0), N_("west")),
    ((0, -1), N_("north-west")),
)


@dataclass(frozen=True, slots=True)
class Anno1701Table(Table):
    shown: int = 0  # whose settlement the table shows
    dialogs: tuple[Decision, ...] = ()
    routes: tuple[Route, ...] = ()
    card: CardFace | None = None  # the encounter card being resolved
    resources: tuple[str, ...] = ()  # what trade offers are made of, goods then gold
    max_units: int = 0  # the most units one side of an offer holds: all the shown seat has
    stock: tuple[tuple[str, int], ...] = ()  # the shown seat's goods and gold

    def dialog(self, key: str) -> Decision | None:
        return next((d for d in self.dialogs if d.key == key), None)

    def routes_of(self, ship: int) -> dict[str, Route]:
        return {r.target: r for r in self.routes if r.ship == ship}

    def sea(self) -> list[SeaSpace]:
        return [p for p in self.places if isinstance(p, SeaSpace)]

    def ships(self) -> list[Ship]:
        return [p for p in self.places if isinstance(p, Ship)]

    def of_kind(self, kind: str) -> list[Place]:
        return [p for p in self.places if p.kind == kind]

    def compass_steps(self, ship: Ship) -> tuple[tuple[str, Action | None], ...]:
        """The ship's six ways in `COMPASS` order, each with its legal step or None."""
        here = self.place(ship.at)
        coords = {p.key: p.coord for p in self.sea()}
        ways: dict[tuple[int, int], Action] = {}
        for step in ship.actions:
            there = coords.get(sea_key(step.args[1]))
            if isinstance(here, SeaSpace) and there is not None:
                ways[(there[0] - here.coord[0], there[1] - here.coord[1])] = step
        return tuple((_(name), ways.get(delta)) for delta, name in COMPASS)

    def shared_action(self, keys: tuple[str, ...]) -> Action | None:
        """The one action all these places stand for (the draft's keep of two tiles), if any."""
        places = [self.place(k) for k in keys]
        if not places or any(p is None for p in places):
            return None
        common = set.intersection(*(set(p.actions) for p in places if p is not None))
        return next(iter(common)) if len(common) == 1 else None


# The words of the sea spaces: an island tile seen (by its back and whether it is face up)
# and one still face down.
# Translators: {tile} is an island tile ("Tobacco field 5"), {island} an island's name.
TILE_STATES = {
    ("light", True): N_("{tile} on {island} (light back, face up)"),
    ("light", False): N_("{tile} on {island} (light back, seen by you, still face down)"),
    ("dark", True): N_("{tile} on {island} (dark back, face up)"),
    ("dark", False): N_("{tile} on {island} (dark back, seen by you, still face down)"),
}
FACE_DOWN = {
    "light": (
        N_("A face-down island tile (light back)"),
        N_("A face-down island tile of {island} (light back)"),
    ),
    "dark": (
        N_("A face-down island tile (dark back)"),
        N_("A face-down island tile of {island} (dark back)"),
    ),
}
EVENT_WORDS = {"fire": N_("Fire"), "taxes": N_("Taxes"), "queen": N_("Queen")}
EVENT_TITLES = {"fire": N_("Event: Fire"), "taxes": N_("Event: Taxes"), "queen": N_("Event: Queen")}


def cards_words(n: int) -> str:
    return ngettext("{count} goods card", "{count} goods cards", n).format(count=n)


def _slot_tip(d: GameData, b: Building, where: str, built: bool) -> str:
    """A tile on the settlement: its level, whether built, where and what it gives."""
    words = {
        "building": _(b.name),
        "level": "I" * b.level,
        "space": where,
        "benefit": building_benefit(d, b),
        "cost": goods_words(d, b.cost),
    }
    if built:
        return _("{building} (level {level}, built) on {space}: {benefit}").format(**words)
    return _(
        "{building} (level {level}, face down: bought, not yet built) on {space}: {benefit}. "
        "Building it costs {cost}"
    ).format(**words)


# ---------------------------------------------------------------- read-only helpers


def sea_key(h: int) -> str:
    return f"sea:{h}"


def card_face(kind: str, index: int) -> CardFace:
    """The face of event card or encounter card `index` (from an event's data)."""
    d = game_data()
    if kind == "event":
        names = d.events[index]
        title = (
            _(EVENT_TITLES[names[0]])
            if len(names) == 1
            else _("Event: {first} & {second}").format(
                first=_(EVENT_WORDS[names[0]]), second=_(EVENT_WORDS[names[1]])
            )
        )
        art = "fire" if "fire" in names else names[0]
        return CardFace(title, " ".join(event_text(d, n) for n in names), "event", art)
    card = d.encounters[index]
    return CardFace(_(card.name), encounter_text(d, card), "encounter", card.kind)


def sea_path(start: str, goal: str) -> list[str]:
    """The shortest way by sea between two sea spaces (keys, both included), for a glide."""
    d = game_data()
    a, b = int(start.split(":")[1]), int(goal.split(":")[1])
    steps = d.map.distance[a][b]
    way = seafaring.routes(d, a, steps, 0).get(b) if steps > 0 else None
    return [start, *(sea_key(h) for h in way)] if way else [start, goal]


def offer_steps(
    view: State, partner: int, give: dict[str, int], take: dict[str, int]
) -> tuple[Action, ...] | None:
    """The compose steps (rulebook "A) Trading": an offer is put together a unit at a time)
    that send the offer of `give` for `take` to `partner` from `view`: starting the offer
    unless one is being composed, changing its partner and units, then sending it. Each step
    is played on a copy of the view through the rules' own legal moves; None when the rules
    refuse one (the partner cannot hold that much, nothing on one side ...)."""
    rules = Anno1701Rules()
    s = view.clone()
    steps: list[Action] = []
    for _step in range(4 * (sum(give.values()) + sum(take.values())) + 8):
        due = s.pending[0] if s.pending else None
        if due is None or due.kind != COMPOSE:
            step = A.compose(partner)
        else:
            step = _next_step(due.args, partner, give, take)
        if step not in rules.legal(s):
            return None
        steps.append(step)
        if step == A.SEND:
            return tuple(steps)
        rules.apply(s, step)
    return None


def _next_step(args: tuple, partner: int, give: dict[str, int], take: dict[str, int]) -> Action:
    """The one step that brings the offer being composed closer to the wanted one."""
    now, gave, took, _counter = args
    if now != partner:
        return A.partner(partner)
    for side, have, want in ((A.GIVE, dict(gave), give), (A.TAKE, dict(took), take)):
        for name in sorted(set(have) | set(want)):
            if have.get(name, 0) > want.get(name, 0):
                return A.remove(side, name)
    for side, have, want in ((A.GIVE, dict(gave), give), (A.TAKE, dict(took), take)):
        for name in sorted(want):
            if have.get(name, 0) < want[name]:
                return A.add(side, name)
    return A.SEND


def turmoil_words() -> str:
    s = game_data().s
    rolls = listing([str(r) for r in s.turmoil_rolls])
    return _("Turmoil (under {gold} gold): no income on {rolls}, and no win").format(
        gold=s.turmoil_below, rolls=rolls
    )


# ---------------------------------------------------------------- the table


def build_table(
    view: State, legal: Sequence[Action], seat: int | None, names: Sequence[str] = ()
) -> Anno1701Table:
    """The table as `seat` sees it in `view`; `legal` are the actions that seat may take now
    (empty while someone else decides); `names` name the seats (default "Player N")."""
    d = game_data()
    legal = list(legal)
    who = list(names) or [f"Player {i + 1}" for i in range(view.n)]
    to_act = pending(view)
    shown = seat if seat is not None else (to_act.seat if to_act else 0)
    me = view.players[shown]
    places: list[Place] = []
    places += _sea(d, view, legal, who)
    places += _ships(d, view, legal, who)
    places += _map_buttons(d, view, legal)
    places += _settlement(d, view, legal, me)
    places += _benefits(d, view, legal, me)
    places += _stores(d, view, me)
    places += _favour_board(d, view, legal, who)
    places += _rivals(d, view, shown, who)
    places += _supply(d, view, legal, me)
    places += _draft(d, view, legal)
    decision = _pending_decision(d, view, legal, shown, who)
    dialogs = [decision] if decision is not None else []
    dialogs += _exchanges(d, view, legal)
    dialogs += _stack_dialogs(d, view, legal)
    donation = _donation(d, view, legal, me)
    if donation is not None:
        dialogs.append(donation)
    if decision is not None:
        places.append(
            Place(
                "pending",
                decision.title,
                decision.message,
                tuple(c.action for c in decision.choices),
                kind="pending",
            )
        )
    card = None
    if (drawn := view.due(ENCOUNTER)) is not None:
        card = card_face("encounter", drawn.args[0])
    return Anno1701Table(
        seat=seat,
        prompt=prompt(view),
        pending=to_act,
        places=tuple(places),
        previews=tuple(_previews(d, view, legal, me)),
        shown=shown,
        dialogs=tuple(dialogs),
        routes=tuple(_routes(d, view, legal)),
        card=card,
        resources=(*d.goods, GOLD),
        max_units=sum(me.goods) + me.gold,
        stock=(*zip(d.goods, me.goods, strict=True), (GOLD, me.gold)),
    )


def _member(who: list[str], view: State, member: int) -> str:
    return _("the neutral colour") if member == view.n else who[member]


# -- the sea


def _sea(d: GameData, view: State, legal: list[Action], who: list[str]) -> list[Place]:
    m = d.map
    moves: dict[int, list[Action]] = {}
    for a in legal:
        if a.kind == "move":
            moves.setdefault(a.args[1], []).append(a)
    ships: dict[int, list[int]] = {}
    for seat, p in enumerate(view.players):
        for h in p.ships:
            if h >= 0:
                ships.setdefault(h, []).append(seat)
    out: list[Place] = []
    for h, coord in enumerate(m.coords):
        rec = m.recess_at[h]
        terrain, island, number = "sea", "", 0
        symbols: tuple[str, ...] = ()
        parts: list[str] = []
        if rec >= 0:
            terrain = "dark" if m.recess_dark[rec] else "light"
            where = island_name(d, island_of_recess(d, rec))
            tile_no = view.recess_tile[rec]
            if tile_no >= 0:
                tile = d.islands[tile_no]
                island, number = tile.kind, tile.number
                symbols = ("cannon",) * tile.cannon + ("sack",) * tile.sack
                label = upper_first(tile_name(tile))
                parts.append(
                    _(TILE_STATES[(terrain, bool(view.face_up[rec]))]).format(
                        tile=label, island=where
                    )
                )
                parts.append(
                    _("A colony beside it brings {benefit}").format(benefit=tile_benefit(d, tile))
                )
            else:
                label = _(FACE_DOWN[terrain][0])
                parts.append(_(FACE_DOWN[terrain][1]).format(island=where))
        elif h == m.start:
            terrain, label = "start", _("The start harbour")
            parts.append(_("The start harbour: new ships are launched here"))
        elif m.question[h]:
            terrain, label = "question", _("A question mark")
            parts.append(
                _("A question mark: a ship sailing here stops and draws an encounter card")
            )
        else:
            label = _("Open sea")
            parts.append(_("Open sea"))
        anchor = m.anchor_at[h]
        colony = -1
        if anchor >= 0:
            colony = view.anchor_owner[anchor]
            label = upper_first(anchor_name(d, anchor))
            state = (
                _("{anchor}: free: a ship here may found a colony")
                if colony < 0
                else _("{anchor}: colony of {member}")
            )
            parts.append(state.format(anchor=label, member=_member(who, view, colony)))
        here = ships.get(h, [])
        if here:
            parts.append(_("Ships: {players}").format(players=", ".join(who[s] for s in here)))
        actions = tuple(moves.get(h, ()))
        out.append(
            SeaSpace(
                sea_key(h),
                label,
                ". ".join(parts) + ".",
                actions,
                kind="sea",
                coord=coord,
                terrain=terrain,
                island=island,
                number=number,
                symbols=symbols,
                anchor=anchor >= 0,
                colony=colony,
                ships=tuple(here),
            )
        )
    return out


def _ships(d: GameData, view: State, legal: list[Action], who: list[str]) -> list[Place]:
    out: list[Place] = []
    for seat, p in enumerate(view.players):
        for number, h in enumerate(p.ships):
            if h < 0:
                continue
            steps = tuple(a for a in legal if a.kind == "move" and a.args[0] == number)
            words = {"ship": number + 1, "player": who[seat], "place": hex_name(d, h)}
            tip = _("Ship {ship} of {player} at {place}").format(**words)
            if steps:
                left, _visited = seafaring.movement(d, view, number)
                tip = ngettext(
                    "Ship {ship} of {player} at {place}: {count} move left. Click it, then where "
                    "it sails",
                    "Ship {ship} of {player} at {place}: {count} moves left. Click it, then where "
                    "it sails",
                    left,
                ).format(count=left, **words)
            out.append(
                Ship(
                    f"ship:{seat}:{number}",
                    _("Ship {number}").format(number=number + 1),
                    tip + ".",
                    steps,
                    kind="ship",
                    at=sea_key(h),
                    owner=seat,
                    number=number,
                )
            )
    return out


MAP_WORDS = {"discover": N_("Discover"), "found": N_("Found colony"), "return": N_("Return here")}


def _map_buttons(d: GameData, view: State, legal: list[Action]) -> list[Place]:
    m = d.map
    out: list[Place] = []
    for a in legal:
        if a.kind in ("discover", "found"):
            h = view.players[view.current].ships[a.args[0]]
            label = _(MAP_WORDS[a.kind])
        elif a.kind == "return":
            h = a.args[0]
            label = _(MAP_WORDS[a.kind])
        elif a.kind == "neutral":
            h = m.anchor_hex[a.args[0]]
            label = _("Neutral colony here")
        else:
            continue
        key = f"{a.kind}:{a.args[0]}"
        what = describe(d, view, a)
        if a.kind == "discover":
            tip = _("Click: {action}. It costs 1 movement point; only you see the tiles.")
        elif a.kind == "found":
            tip = _("Click: {action}. It costs no movement; both island tiles turn face up.")
        else:
            tip = _("Click: {action}")
        tip = tip.format(action=what)
        out.append(MapButton(key, label, tip, (a,), kind="map", at=sea_key(h)))
    return out


def _routes(d: GameData, view: State, legal: list[Action]) -> list[Route]:
    """Every movable ship's routes, from the rules' own movement (`seafaring.routes`)."""
    movable = sorted({a.args[0] for a in legal if a.kind == "move"})
    out: list[Route] = []
    p = view.players[view.current]
    for ship in movable:
        left, visited = seafaring.movement(d, view, ship)
        for target, way in seafaring.routes(d, p.ships[ship], left, visited).items():
            steps = tuple(Action("move", (ship, h)) for h in way)
            marks = [k for k, h in enumerate(way) if d.map.question[h]]
            text = ngettext(
                "Sail ship {ship} to {place}: {count} move, {left} left",
                "Sail ship {ship} to {place}: {count} moves, {left} left",
                len(way),
            ).format(ship=ship + 1, place=hex_name(d, target), count=len(way), left=left - len(way))
            warning = ""
            if marks and marks[0] < len(way) - 1:
                warning = _(
                    "The ship stops at the question mark on move {move} and draws an encounter "
                    "card; it sails on only if it comes through"
                ).format(move=marks[0] + 1)
            elif marks:
                warning = _("The ship ends on a question mark and draws an encounter card")
            out.append(
                Route(
                    steps[0],
                    text,
                    path=tuple(sea_key(h) for h in way),
                    warning=warning,
                    ship=ship,
                    target=sea_key(target),
                    steps=steps,
                    left=left - len(way),
                )
            )
    return out


# -- the settlement


def _missing(d: GameData, goods: list[int], cost: tuple[int, ...]) -> str:
    short = tuple(max(0, c - g) for c, g in zip(cost, goods, strict=True))
    return _("You need {goods} more").format(goods=goods_words(d, short)) if any(short) else ""


def _settlement(d: GameData, view: State, legal: list[Action], me: Player) -> list[Place]:
    by_slot: dict[int, list[Action]] = {}
    for a in legal:
        if a.kind in ("build", "favour", "ship_yard", "place", "use") and a.args[0] < SETTLER:
            by_slot.setdefault(a.args[0], []).append(a)
    board = d.boards[me.board]
    out: list[Place] = []
    for slot, tile in enumerate(me.tiles):
        where = slot_name(d, slot)
        meadow = slot < d.s.meadows
        actions = tuple(by_slot.get(slot, ()))
        good, building, built, used, why = "", "", False, False, ""
        numbers: tuple[tuple[str, int], ...] = ()
        if tile >= 0:
            b = d.buildings[tile]
            built = me.built[slot]
            used = bool(me.used >> slot & 1) or bool(me.favour_slots >> slot & 1)
            building = b.key
            label = _(b.name)
            tip = _slot_tip(d, b, where, built)
            if not built:
                why = _missing(d, me.goods, b.cost)
            if used:
                tip += (
                    _(". Used this turn")
                    if me.used >> slot & 1
                    else _(". Its favour token is placed")
                )
        elif tile in HIDDEN_TILE:
            building, label = "hidden", _("A face-down tile")
            tip = _("A face-down tile on {space}").format(space=where)
        elif meadow:
            label = _("Free {space}").format(space=where)
            tip = _("Free {space}: a tile you buy goes on a free meadow first").format(space=where)
        else:
            good = d.goods[d.landscape_goods[slot - d.s.meadows]]
            number = board[slot - d.s.meadows]
            numbers = (("number", number),)
            words = {"space": upper_first(where), "good": good_name(good), "number": number}
            label = _("{space}: {good} on {number}").format(**words)
            tip = _("{space}: yields 1 {good} on a roll of {number} while uncovered").format(
                **words
            )
        exchange = any(a.kind == "use" for a in actions)
        if actions and not exchange and len(actions) == 1:
            tip += _(". Click: {action}").format(action=describe(d, view, actions[0]))
        elif exchange:
            tip += _(". Click to exchange")
        out.append(
            Slot(
                f"slot:{slot}",
                label,
                tip + ".",
                actions,
                why_not="" if actions else why,
                numbers=numbers,
                kind="slot",
                meadow=meadow,
                good=good,
                building=building,
                built=built,
                used=used,
                exchange=exchange,
            )
        )
    return out


def _benefits(d: GameData, view: State, legal: list[Action], me: Player) -> list[Place]:
    out: list[Place] = []
    citizen = tuple(a for a in legal if a.kind == "citizen")
    total = len(d.citizen_names)
    why = (
        _missing(d, me.goods, d.citizen_cost[me.citizens])
        if me.citizens < total
        else _("All citizens are built")
    )
    out += _citizen_spaces(d, me, citizen, why)
    for source, key, name, trade in (
        (SETTLER, "settler", _("Settler"), d.settler),
        (VILLAGE, "village", _("Village centre"), d.village),
    ):
        uses = tuple(a for a in legal if a.kind == "use" and a.args[0] == source)
        used = bool(me.used >> source & 1)
        tip = _("{source}: {exchange}").format(source=name, exchange=exchange_words(d, trade))
        why = _("Used this turn") if used else _("Not enough to pay for it now")
        if uses:
            tip += _(". Click to exchange")
        out.append(
            Place(
                key,
                name,
                tip + ".",
                uses,
                why_not="" if uses else why,
                numbers=(("used", int(used)),),
                kind="benefit",
            )
        )
    return out


def _citizen_spaces(d: GameData, me: Player, citizen: tuple[Action, ...], why: str) -> list[Place]:
    """The citizens' spaces in order: each one's cost (its goods in `numbers`), built or not;
    the next one holds the action."""
    out: list[Place] = []
    for k, name in enumerate(d.citizen_names):
        cost = d.citizen_cost[k]
        built = k < me.citizens
        state = (
            _("built") if built else (_("the next to build") if k == me.citizens else _("later"))
        )
        tip = (
            _("The {citizen} ({state}): costs {goods} and places a favour token")
            if k
            else _(
                "The {citizen} ({state}): costs {goods} and places a favour token; level II "
                "expansion tiles need a citizen first"
            )
        ).format(citizen=_(name), state=state, goods=goods_words(d, cost))
        nxt = k == me.citizens
        out.append(
            Place(
                f"citizen:{k}",
                _(name),
                tip + ".",
                citizen if nxt else (),
                why_not=why if nxt and not citizen else "",
                numbers=(
                    ("built", int(built)),
                    *((good, n) for good, n in zip(d.goods, cost, strict=True) if n),
                ),
                kind="citizen",
            )
        )
    return out


def _stores(d: GameData, view: State, me: Player) -> list[Place]:
    out: list[Place] = []
    stores = [*zip(d.goods, me.goods, strict=True), (GOLD, me.gold)]
    if me.hidden_hand >= 0:  # another seat's goods: only how many cards they hold is public
        stores = [(HAND, me.hidden_hand), (GOLD, me.gold)]
    for good, n in stores:
        if good == HAND:
            label = _("goods cards")
            tip = ngettext("{count} goods card in hand", "{count} goods cards in hand", n)
            tip = tip.format(count=n)
        else:
            label = good_name(good)
            tip = _("{good}: {count}").format(good=upper_first(label), count=n)
        out.append(Place(f"store:{good}", label, tip, numbers=(("count", n),)))
    facts = {
        "cannon": me.cannon,
        "sack": me.sack,
        "content": me.content,
        "sail": me.sail,
        "ships": sum(1 for h in me.ships if h >= 0),
        "colonies": len(me.colonies),
    }
    speed = seafaring.speed(d, me)
    for key, words in FACTS:
        n = facts[key]
        name = upper_first(_(words))
        if key == "sail":
            tip = ngettext(
                "{name}: {count}. Your ships sail {speed} space a turn",
                "{name}: {count}. Your ships sail {speed} spaces a turn",
                speed,
            ).format(name=name, count=n, speed=speed)
        elif key == "colonies":
            tip = _("{name}: {count} of {total}").format(name=name, count=n, total=d.s.colonies)
        else:
            tip = _("{name}: {count}").format(name=name, count=n)
        out.append(Place(f"fact:{key}", _(words), tip, numbers=(("count", n),), kind="fact"))
    total = tokens_total(d, view)
    out.append(
        Place(
            "tokens",
            f"{me.tokens}/{total}",
            _(
                "Favour tokens placed: {placed}/{total}. Place them all without turmoil to win."
            ).format(placed=me.tokens, total=total),
            numbers=(("placed", me.tokens), ("of", total)),
            kind="tokens",
        )
    )
    if me.gold < d.s.turmoil_below:
        out.append(Place("turmoil", _("Turmoil"), turmoil_words() + ".", kind="turmoil"))
    return out


# -- the favour board


def _favour_board(d: GameData, view: State, legal: list[Action], who: list[str]) -> list[Place]:
    s = d.s
    out: list[Place] = [
        Place(
            "favour-board",
            _("Favour board"),
            _(
                "The favour board: the first to {first} in a column takes its space (a favour "
                "token); a strictly higher count takes it over; {lock} locks it."
            ).format(first=s.column_threshold, lock=s.column_lock),
            kind="favour",
        )
    ]
    members = list(range(view.n)) + ([view.n] if view.neutral is not None else [])
    for c, (attr, title, words) in enumerate(COLUMNS):
        counts = []
        for m in members:
            owner = view.neutral if m == view.n else view.players[m]
            counts.append((m, getattr(owner, attr, 0)))
        holder = view.column_holder[c]
        held = (
            _member(who, view, holder)
            if holder >= 0
            else _("nobody yet ({count} needed)").format(count=s.column_threshold)
        )
        # Translators: {held} is a seat, "the neutral colour" or "nobody yet (3 needed)";
        # {counts} lists each member's count: "Player 1 2, Player 2 0".
        tip = _(
            "{column}: the first to {first} takes this favour space, a higher count takes it "
            "over. Held by {held}. {counts}"
        ).format(
            column=upper_first(_(words)),
            first=s.column_threshold,
            held=held,
            counts=", ".join(f"{_member(who, view, m)} {n}" for m, n in counts),
        )
        out.append(
            Holder(
                f"column:{c}",
                _(title),
                tip + ".",
                kind="column",
                holder=holder,
                counts=tuple(counts),
            )
        )
    donate = tuple(a for a in legal if a.kind == "donate")
    nxt = next((i for i, h in enumerate(view.donation_holder) if h == -1), -1)
    for i, value in enumerate(s.donations):
        holder = view.donation_holder[i]
        actions: tuple[Action, ...] = ()
        why = ""
        if holder >= 0:
            what = _("given by {member}").format(member=_member(who, view, holder))
        elif holder == BLOCKED:
            what = _("not used with 2 players")
        elif i == nxt:
            what = _("the next donation")
            actions = donate
            if not donate:
                why = _("A donation here costs {gold} gold").format(gold=value)
        else:
            what = _("free: the cheapest free coin is the next donation")
        tip = _("Donation of {gold} gold: {state}").format(gold=value, state=what)
        if actions:
            tip += _(". Click to donate")
        out.append(
            Holder(
                f"coin:{i}",
                str(value),
                tip + ".",
                actions,
                why_not=why,
                numbers=(("value", value),),
                kind="coin",
                holder=holder,
            )
        )
    if view.n == 4:
        for k in range(s.seven_colony_spaces):
            holder = view.seven_holders[k] if k < len(view.seven_holders) else -1
            out.append(
                Holder(
                    f"seven:{k}",
                    str(s.seven_colonies),
                    _(
                        "The first {count} players to found {colonies} colonies each place a "
                        "favour token here."
                    ).format(count=s.seven_colony_spaces, colonies=s.seven_colonies),
                    kind="seven",
                    holder=holder,
                )
            )
    return out


# -- rivals, the supply, the draft


def _rivals(d: GameData, view: State, shown: int, who: list[str]) -> list[Place]:
    total = tokens_total(d, view)
    out: list[Place] = []
    for seat, p in enumerate(view.players):
        if seat == shown:
            continue
        ships = sum(1 for h in p.ships if h >= 0)
        turmoil = p.gold < d.s.turmoil_below
        facts = (
            amount(p.gold, GOLD),
            cards_words(p.hand_size()),
            _("{placed} of {total} favour tokens placed").format(placed=p.tokens, total=total),
            ngettext("{count} colony", "{count} colonies", len(p.colonies)).format(
                count=len(p.colonies)
            ),
            ngettext("{count} ship at sea", "{count} ships at sea", ships).format(count=ships),
        )
        tip = _("{player}: {facts}").format(player=who[seat], facts=", ".join(facts))
        if turmoil:
            tip += f". {turmoil_words()}"
        out.append(
            Place(
                f"rival:{seat}",
                who[seat],
                tip + ".",
                numbers=(
                    ("gold", p.gold),
                    ("cards", p.hand_size()),
                    ("tokens", p.tokens),
                    ("colonies", len(p.colonies)),
                    ("ships", ships),
                    ("turmoil", int(turmoil)),
                ),
                kind="rival",
            )
        )
    return out


def _supply(d: GameData, view: State, legal: list[Action], me: Player) -> list[Place]:
    s = d.s
    out: list[Place] = []
    for level in (1, 2):
        numeral = "I" * level
        buys = tuple(a for a in legal if a.kind == "buy" and a.args[0] == level)
        left = len(view.stacks[level - 1])
        tip = ngettext(
            "Stack {stack}: {count} tile left. The top tile costs {top} gold; the choice of the "
            "top {choose} costs {cost} gold ({school} with a school)",
            "Stack {stack}: {count} tiles left. The top tile costs {top} gold; the choice of the "
            "top {choose} costs {cost} gold ({school} with a school)",
            left,
        ).format(
            stack=numeral,
            count=left,
            top=s.buy_top_cost,
            choose=s.buy_choose_from,
            cost=s.buy_choose_cost,
            school=s.buy_choose_cost_school,
        )
        if level == 2:
            tip += _("; level II needs a citizen first")
        why = ""
        if not buys and view.phase == ACTIONS:
            if not economy.can_place(me):
                why = _("Your settlement has no space for another tile")
            elif level == 2 and me.citizens == 0:
                why = _("Build a citizen first")
            elif me.gold < s.buy_top_cost:
                why = _("A tile costs {gold} gold").format(gold=s.buy_top_cost)
        out.append(
            Place(
                f"stack:{level}",
                _("Stack {stack}").format(stack=numeral),
                tip + ".",
                buys,
                why_not=why,
                numbers=(("tiles", left),),
                kind="stack",
            )
        )
    ship = tuple(a for a in legal if a.kind == "ship")
    reserve = sum(1 for h in me.ships if h < 0)
    why = (
        ""
        if ship
        else (_("Both ships are at sea") if not reserve else _missing(d, me.goods, d.ship_cost))
    )
    out.append(
        Place(
            "shipyard",
            _("Build a ship"),
            ngettext(
                "A new ship costs {goods} and starts at the start harbour. In your reserve: "
                "{count} ship.",
                "A new ship costs {goods} and starts at the start harbour. In your reserve: "
                "{count} ships.",
                reserve,
            ).format(goods=goods_words(d, d.ship_cost), count=reserve),
            ship,
            why_not=why,
            kind="supply",
        )
    )
    # Trade opens the trade panel: to start an offer, or to go on composing one.
    offers = tuple(a for a in legal if a.kind in ("offer", "ask", *TRADE_STEPS))
    out.append(
        Place(
            "trade",
            _("Offer a trade"),
            _(
                "Offer another player any goods and gold you hold for what they may hold, or ask "
                "them for an offer; as often as you like."
            ),
            offers,
            kind="supply",
        )
    )
    roll = tuple(a for a in legal if a.kind == "roll")
    out.append(
        Place(
            "dice",
            _("Dice"),
            _("Last roll: {roll}.").format(roll=view.last_roll)
            if view.last_roll
            else _("The dice."),
            roll,
            numbers=(("last", view.last_roll),),
            kind="dice",
        )
    )
    return out


def _draft(d: GameData, view: State, legal: list[Action]) -> list[Place]:
    keeps = [a for a in legal if a.kind == "keep"]
    out: list[Place] = []
    for i, tile in enumerate(view.draft_hand):
        if 0 <= tile < len(d.buildings):
            b = d.buildings[tile]
            label = _(b.name)
            tip = _("{building}: {benefit}").format(building=label, benefit=building_benefit(d, b))
            building = b.key
        else:
            label = tip = _("A face-down tile")
            building = "hidden"
        actions = tuple(a for a in keeps if i in a.args)
        out.append(Slot(f"draft:{i}", label, tip + ".", actions, kind="draft", building=building))
    return out


# -- panels


def _pending_decision(
    d: GameData, view: State, legal: list[Action], shown: int, who: list[str]
) -> Decision | None:
    """The panel of the decision owed now, when the seat looking owes it."""
    if not legal:
        return None
    p = pending(view)
    if p is None or p.kind in ("roll", "actions", "sea", "place", "return", "neutral"):
        return None
    me = view.players[shown]
    choices = tuple(Choice(describe(d, view, a), a) for a in legal)
    if p.kind == COMPOSE:
        partner, give, take, _counter = p.args
        names = list(who)
        names[p.seat] = _("you")
        offer = describe_offer(Offer(p.seat, partner, give, take), names)
        message = _(
            "So far: {offer}. Add or remove one unit at a time, then send. You hold {gold} and "
            "{cards}."
        ).format(offer=offer, gold=amount(me.gold, GOLD), cards=cards_words(me.hand_size()))
        title = _("An offer to {player}").format(player=who[partner])
        return Decision("pending", title, message, choices, _("Later"))
    if p.kind == ANSWER:
        partner, give, take, proposer = p.args
        offer = Offer(proposer, partner, give, take)
        names = list(who)
        names[partner] = _("you")
        message = _("{offer}. You hold {gold} and {cards}.").format(
            offer=describe_offer(offer, names),
            gold=amount(me.gold, GOLD),
            cards=cards_words(me.hand_size()),
        )
        title = _("An offer from {player}").format(player=who[proposer])
        return Decision("pending", title, message, choices, _("Later"))
    if p.kind == DISCARD:
        owed = p.args[0]
        message = ngettext(
            "A fire: you must give up {count} more goods card. Choose the next one to lose.",
            "A fire: you must give up {count} more goods cards. Choose the next one to lose.",
            owed,
        ).format(count=owed)
        labels = tuple(
            Choice(
                _("{good} (you hold {count})").format(
                    good=upper_first(good_name(a.args[0])),
                    count=me.goods[d.goods.index(a.args[0])],
                ),
                a,
                a.args[0],
            )
            for a in legal
        )
        return Decision("pending", _("Fire!"), message, labels, _("Later"))
    if p.kind == PICK:
        message = _(
            "You bought the choice of these tiles: keep one, the others go under the stack."
        )
        labels = []
        for a in legal:
            b = d.buildings[p.args[1][a.args[0]]]
            text = _("{building} (level {level}) — {benefit}").format(
                building=_(b.name), level="I" * b.level, benefit=building_benefit(d, b)
            )
            labels.append(Choice(text, a))
        title = _("Choose an expansion tile")
        return Decision("pending", title, message, tuple(labels), _("Later"))
    if p.kind == "draft":
        message = _("Keep two of these tiles to start your settlement; the others go back.")
        return Decision("pending", _("Keep two expansion tiles"), message, choices, _("Later"))
    if p.kind == ENCOUNTER:
        card = d.encounters[p.args[0]]
        message = encounter_text(d, card)
        if card.kind == "pirate":
            wins = sum(1 for die in range(1, 7) if die + me.cannon >= card.strength)
            message += " " + _(
                "Strength {strength}; your cannons {cannons}: you win on {wins} of 6 die faces "
                "({percent}%). Your gold: {gold}."
            ).format(
                strength=card.strength,
                cannons=me.cannon,
                wins=wins,
                percent=round(100 * wins / 6),
                gold=me.gold,
            )
        elif card.kind == "trader":
            gold = seafaring.trader_gold(d, me)
            message += " " + (
                ngettext(
                    "With {count} trade sack a goods card brings you {gold} gold.",
                    "With {count} trade sacks a goods card brings you {gold} gold.",
                    me.sack,
                ).format(count=me.sack, gold=gold)
                if gold
                else _("You have no trade sack, so he buys nothing from you.")
            )
        return Decision("pending", _(card.name), message, choices, _("Later"))
    return None


def _exchanges(d: GameData, view: State, legal: list[Action]) -> list[Decision]:
    by_source: dict[int, list[Action]] = {}
    for a in legal:
        if a.kind == "use":
            by_source.setdefault(a.args[0], []).append(a)
    out = []
    p = view.players[view.current]
    for source, uses in by_source.items():
        if source == SETTLER:
            key, name = "settler", _("Settler")
        elif source == VILLAGE:
            key, name = "village", _("Village centre")
        else:
            key, name = f"slot:{source}", _(d.buildings[p.tiles[source]].name)
        choices = tuple(Choice(_exchange_label(d, view, a), a, a.args[2]) for a in uses)
        out.append(
            Decision(
                key,
                _("{source}: exchange").format(source=name),
                _("Once a turn: pay to the supply and take from it."),
                choices,
                close=_("Cancel"),
                source=name,
            )
        )
    return out


def _stack_dialogs(d: GameData, view: State, legal: list[Action]) -> list[Decision]:
    """A stack's panel when it offers more than one way to buy (rulebook "C) Buying
    Expansion Tiles": one gold the top tile, two gold the choice of the top 3)."""
    out = []
    for level in (1, 2):
        buys = [a for a in legal if a.kind == "buy" and a.args[0] == level]
        if len(buys) < 2:
            continue
        numeral = "I" * level
        out.append(
            Decision(
                f"stack:{level}",
                _("Stack {stack}: buy an expansion tile").format(stack=numeral),
                ngettext(
                    "{count} tile left in stack {stack}.",
                    "{count} tiles left in stack {stack}.",
                    len(view.stacks[level - 1]),
                ).format(count=len(view.stacks[level - 1]), stack=numeral),
                tuple(Choice(describe(d, view, a), a, GOLD) for a in buys),
                close=_("Cancel"),
            )
        )
    return out


def _exchange_label(d: GameData, view: State, a: Action) -> str:
    give, take = use_amounts(d, view, a)
    return _("{give} → {take}").format(give=give, take=take)


def _donation(d: GameData, view: State, legal: list[Action], me: Player) -> Decision | None:
    donate = next((a for a in legal if a.kind == "donate"), None)
    if donate is None:
        return None
    s = d.s
    coin = view.donation_holder.index(-1)
    cost = s.donations[coin]
    after = me.gold - cost
    warning = (
        _("That leaves {gold} gold: {turmoil} while it lasts.").format(
            gold=after, turmoil=lower_first(turmoil_words())
        )
        if after < s.turmoil_below
        else _("That leaves {gold} gold.").format(gold=after)
    )
    message = _(
        "The cheapest free coin on the favour board is {cost} gold: donate it to the Queen and "
        "place a favour token there. You hold {gold} gold."
    ).format(cost=cost, gold=me.gold)
    return Decision(
        f"coin:{coin}",
        _("Donate to the Queen"),
        f"{message} {warning}",
        (Choice(_("Donate {gold} gold").format(gold=cost), donate, GOLD),),
        close=_("Cancel"),
    )


# -- previews of what an action costs


def _previews(d: GameData, view: State, legal: list[Action], me: Player) -> list[Preview]:
    s = d.s
    out: list[Preview] = []

    def goods(cost: tuple[int, ...]) -> tuple[Cost, ...]:
        return tuple(
            Cost(good, n, _("your goods cards")) for good, n in zip(d.goods, cost, strict=True) if n
        )

    for a in legal:
        costs: tuple[Cost, ...] = ()
        if a.kind == "citizen":
            costs = goods(d.citizen_cost[me.citizens])
        elif a.kind == "ship":
            costs = goods(d.ship_cost)
        elif a.kind == "ship_yard":
            costs = goods(d.small_shipyard_cost)
        elif a.kind == "build":
            costs = goods(d.buildings[me.tiles[a.args[0]]].cost)
        elif a.kind == "favour":
            costs = (Cost(GOLD, s.favour_building_cost, _("your gold")),)
        elif a.kind == "donate":
            costs = (Cost(GOLD, s.donations[view.donation_holder.index(-1)], _("your gold")),)
        elif a.kind == "buy":
            price = s.buy_top_cost if a.args[1] == "top" else economy.choose_cost(d, me)
            costs = (Cost(GOLD, price, _("your gold")),)
        else:
            continue
        out.append(Preview(a, describe(d, view, a), costs))
    return out
