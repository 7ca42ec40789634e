"""The card game's table as the UI sees it (DESIGN.md, "UI"): built from (view, legal actions,
seat), pygame-free and frozen.

Places, by key: `card:<seat>:<spot>` (a settlement card: landscape, ship, village centre,
warehouse, inhabitant, overview), `slot:<seat>:<n>` (a building slot), `hand:<card>` (a card in
your hand), `pick:<n>` (a card of a stack you look through), `spy:<card>` (a card of the rival's
hand your Spy shows), `stack:<half>`, `level:<n>` (an inhabitant stack), `score:<seat>`,
`step:<kind>[:<good>]` (a decision of the trade voyage), `fixed:end`, `fixed:refill` and
`fixed:voyage` (the end-of-turn choices, always in their place), and the single places `dice`,
`discard`, `status`, `voyage`, `rival_hand`, `trade` (the offer composed or answered). A place
with one action is clicked; one with several offers them in the action bar. Composing and
answering trades, passing and ending the turn are loose actions; bank trades and the choice of
which card pays or receives first lie on the cards concerned.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Cost, Place, Preview, Table
from anno_desktop.engine.words import plural
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.actionphase import REPAIR_COST
from anno_desktop.games.anno1701_cards.bot import fight_odds
from anno_desktop.games.anno1701_cards.data import (
    LUXURIES,
    Card,
    VoyageCardModel,
    game_data,
    quarter_turns,
)
from anno_desktop.games.anno1701_cards.describe import (
    ROMAN,
    bundle_words,
    costs_words,
    describe,
    land_name,
    prompt,
)
from anno_desktop.games.anno1701_cards.roll import seat_name
from anno_desktop.games.anno1701_cards.state import AUTO, HIDDEN, NO_CARD, Player, State
from anno_desktop.games.anno1701_cards.trading import BANK_RATE, RESOURCES, trade_stock

# Actions no single place stands for: composing and answering trades, passing, ending the turn.
LOOSE_KINDS = frozenset(
    {"end", "refill", "skip", "done", "offer", "accept", "decline", "veto", "allow"}
    | {"trade", "send", "cancel", "counter"}
)
PIONEER = "Pioneer"  # level I: printed on the settlement, no card of its own in the data


@dataclass(frozen=True, slots=True)
class SettlementCard(Place):
    """A card of a settlement, in its owner's frame (row 0 faces the middle of the table).

    `part` is land, ship, centre, warehouse, inhabitant or overview; `picture` the good or
    inhabitant level its icon shows; `badge` the stock as printed ("2", "III"); `turns` the
    quarter turns counter-clockwise it lies at; `reverse` it lies on its back.
    """

    seat: int = 0
    spot: str = ""
    part: str = ""
    row: int = 0
    col: int = 0
    value: int = 0
    turns: int = 0
    reverse: bool = False
    picture: str = ""
    die: int = 0
    badge: str = ""


@dataclass(frozen=True, slots=True)
class DevelopmentCard(Place):
    """A development card: in a hand, on a building slot, in a stack looked through, on the
    discard. `card` tells two cards apart (not shown); `picture` is the good of a yield
    building; `cost` its price as printed; on a slot, `row`/`col` give its grid place."""

    seat: int | None = None
    card: int = NO_CARD
    name: str = ""
    card_kind: str = ""
    picture: str = ""
    die: int = 0
    cost: tuple[tuple[str, int], ...] = ()
    row: int = 0
    col: int = 0


@dataclass(frozen=True, slots=True)
class Dice(Place):
    """The number die and the event die of the last roll (0: no roll yet)."""

    number: int = 0
    face: int = 0
    face_key: str = ""
    face_name: str = ""
    face_keys: tuple[str, ...] = ()  # every face of the event die, in face order


@dataclass(frozen=True, slots=True)
class Score(Place):
    """A player's favour (of `goal`), gold, village centres in unrest and power tokens."""

    seat: int = 0
    favour: int = 0
    goal: int = 0
    gold: int = 0
    unrest: int = 0
    trading: bool = False
    naval: bool = False


@dataclass(frozen=True, slots=True)
class Stack(Place):
    """A development stack half (`numeral` I..III) or an inhabitant stack (`level` 2..4)."""

    numeral: str = ""
    count: int = 0
    level: int = 0
    cost: tuple[tuple[str, int], ...] = ()
    picture: str = ""


@dataclass(frozen=True, slots=True)
class VoyagePlace(Place):
    """A trade voyage under way: its speed and combat, cards left, the cards met so far in words
    and by kind (the last is the one to decide on, with its stakes in `stakes` and its strength
    in `strength`), and the ship's level now (of `ship_max`)."""

    speed: int = 0
    combat: int = 0
    left: int = 0
    met: tuple[str, ...] = ()
    met_kinds: tuple[str, ...] = ()
    stakes: str = ""
    strength: int = 0
    ship: int = 0
    ship_max: int = 0


def crest_words(v: State) -> tuple[str, ...]:
    """How the engine names each seat in its sentences ("Lion", "Dragon"), by seat."""
    return tuple(seat_name(v, i) for i in range(len(v.players)))


def grid_size() -> tuple[int, int]:
    """Rows and columns of a settlement's grid, from where the rule data lays its cards."""
    setup = game_data().settlement
    spots = [(x.row, x.col) for x in (*setup.landscape, *setup.centre, *setup.warehouse)]
    spots += [(x.row, x.col) for x in (setup.ship, *setup.inhabitant, setup.overview)]
    spots += [tuple(slot) for slot in setup.slots]
    return max(r for r, _ in spots) + 1, max(c for _, c in spots) + 1


def actor(v: State) -> int:
    """The seat whose decision it is now."""
    return v.pending[0].seat if v.pending else v.current


def build_table(v: State, legal: list[Action], seat: int | None) -> Table:
    """The whole table as `seat` sees it in view `v`, with the `legal` actions on its places."""
    me = seat if seat is not None else actor(v)
    routed = _route(v, legal)
    places: list[Place] = [_status(v), _dice(v, routed)]
    for who in (1 - me, me):
        places += _settlement(v, who, me, routed)
        places.append(_score(v, who))
    places += _stacks(v, routed)
    places += _hands(v, me, routed)
    if v.voyage is not None:
        places += _voyage(v, legal)
    places += _trade(v, routed)
    places += _fixed(v, legal, me)
    return Table(
        seat=seat,
        prompt=prompt(v),
        pending=v.pending[0] if v.pending else None,
        places=tuple(places),
        previews=tuple(p for a in legal if (p := _preview(v, a)) is not None),
    )


# -- which place each legal action belongs to --------------------------------------------------


def _route(v: State, legal: list[Action]) -> dict[str, list[Action]]:
    """The legal actions each place stands for, by place key."""
    d = game_data()
    lands = d.settlement.landscape
    who = actor(v)
    routed: dict[str, list[Action]] = {}

    def put(key: str, action: Action) -> None:
        routed.setdefault(key, []).append(action)

    def lands_of(seat: int, good: str, action: Action) -> None:
        for land in lands:
            if land.good == good:
                put(f"card:{seat}:{land.key}", action)

    voyage_step = v.voyage is not None and not v.pending
    for a in legal:
        kind, args = a.kind, a.args
        if voyage_step:
            put(step_key(a), a)
        elif kind in LOOSE_KINDS:
            continue
        elif kind == "roll":
            put("dice", a)
        elif kind in ("add", "remove"):
            put("trade", a)
        elif kind == "bank":
            _on_cards_of(put, who, args[0], a)
        elif kind == "source":
            if args[2] == AUTO:
                _on_cards_of(put, who, args[0], a)
            elif args[0] == "gold":
                put(f"card:{who}:{d.settlement.centre[args[2]].key}", a)
            else:
                put(f"card:{who}:{lands[args[2]].key}", a)
        elif kind in ("build", "play", "swap", "lodge") or (
            kind == "voyage" and args[0] != NO_CARD
        ):
            put(f"hand:{args[0]}", a)
            if kind == "play" and len(args) > 1:
                lands_of(1 - who, args[1], a)
        elif kind in ("voyage", "repair"):
            put(f"card:{who}:ship", a)
        elif kind in ("gain", "post"):
            put(f"card:{who}:{lands[args[0]].key}", a)
        elif kind in ("sell", "buy_good"):
            lands_of(who, args[0], a)
        elif kind == "demand":
            lands_of(1 - who, args[0], a)
        elif kind == "upgrade":
            for place, level in zip(
                d.settlement.inhabitant, v.players[who].inhabitants, strict=True
            ):
                if level == args[0] - 1:
                    put(f"card:{who}:{place.key}", a)
        elif kind in ("opening", "draw", "browse"):
            put(f"stack:{args[0]}", a)
        elif kind == "pick":
            put(f"pick:{args[0]}", a)
        elif kind == "take":
            put(f"spy:{args[0]}", a)
    return routed


def _on_cards_of(put, seat: int, resource: str, action: Action) -> None:
    """Put `action` on every card of `seat` holding `resource` (gold: the village centres)."""
    setup = game_data().settlement
    cards = (
        setup.centre if resource == "gold" else [x for x in setup.landscape if x.good == resource]
    )
    for card in cards:
        put(f"card:{seat}:{card.key}", action)


@dataclass(frozen=True, slots=True)
class TradeDraft(Place):
    """The offer being composed or answered: `proposer` gives `give` for `take`; `stock` and
    `rival_stock` what each side could hand over; `countering` it answers an offer."""

    proposer: int = 0
    give: tuple[tuple[str, int], ...] = ()
    take: tuple[tuple[str, int], ...] = ()
    composing: bool = False
    countering: bool = False
    stock: tuple[tuple[str, int], ...] = ()
    rival_stock: tuple[tuple[str, int], ...] = ()
    resources: tuple[str, ...] = RESOURCES
    give_words: str = ""
    take_words: str = ""


def _trade(v: State, routed: dict[str, list[Action]]) -> list[Place]:
    """The trade dialog's content while an offer is composed or answered, with its steps (one
    unit more or less); sending, giving up and answering stay loose actions."""
    if not v.pending or v.pending[0].kind not in ("compose", "answer"):
        return []
    d = v.pending[0]
    if d.kind == "compose":
        proposer, (give, take, countering) = d.seat, d.args
    else:
        (proposer, give, take), countering = d.args, ()
    words = f"{seat_name(v, proposer)} gives {bundle_words(give)} for {bundle_words(take)}"
    return [
        TradeDraft(
            key="trade",
            label="Counter-offer" if countering else "Trade offer",
            tooltip=words,
            actions=_actions(routed, "trade"),
            proposer=proposer,
            give=give,
            take=take,
            composing=d.kind == "compose",
            countering=bool(countering),
            stock=tuple(trade_stock(v.players[proposer]).items()),
            rival_stock=tuple(trade_stock(v.players[1 - proposer]).items()),
            give_words=bundle_words(give),
            take_words=bundle_words(take),
        )
    ]


FIXED_LABELS = {"end": "End turn", "refill": "Refill", "voyage": "Voyage"}
FIXED_TIPS = {
    "end": "End your turn without drawing or sailing.",
    "refill": "End your turn by refilling your hand to 3 cards from the stacks you may draw from.",
    "voyage": "End your turn with a trade voyage: your ship turns over voyage cards one by one.",
}


def _fixed(v: State, legal: list[Action], me: int) -> list[Place]:
    """End turn, Refill and Voyage: always there, with their actions when they are legal and
    why not when they are not (a Captain or Commander in hand gives Voyage several)."""
    places: list[Place] = []
    for kind, label in FIXED_LABELS.items():
        actions = tuple(a for a in legal if a.kind == kind)
        places.append(
            Place(
                key=f"fixed:{kind}",
                label=label,
                tooltip=FIXED_TIPS[kind],
                actions=actions,
                why_not="" if actions else _fixed_block(v, kind, me),
                kind="fixed",
            )
        )
    return places


def _fixed_block(v: State, kind: str, me: int) -> str:
    """Why an end-of-turn choice is not open to `me` now."""
    if v.winner is not None:
        return "The game is over."
    if actor(v) != me:
        return "Not now: your rival decides."
    if v.phase != "action" or v.pending:
        return f"Not now: {prompt(v).split(': ', 1)[-1]} first."
    p = v.players[me]
    if kind == "voyage" and p.ship < 1:
        return "Your ship is badly damaged: repair it before you set sail."
    if kind == "refill" and len(p.hand) >= 3:
        return (
            "Your hand holds 3 cards already: to end with a new card, slide one of them "
            "under its stack (click the card)."
        )
    if kind == "refill":
        return "No stack you may draw from holds a card."
    return ""


def step_key(a: Action) -> str:
    """The key of the voyage decision `a` ("step:reveal", "step:buy:rum")."""
    return ":".join(("step", a.kind, *(str(x) for x in a.args)))


def _actions(routed: dict[str, list[Action]], key: str) -> tuple[Action, ...]:
    return tuple(routed.get(key, ()))


# -- the settlements -----------------------------------------------------------------------------


def _settlement(v: State, seat: int, me: int, routed: dict[str, list[Action]]) -> list[Place]:
    """Every card of one settlement and its building slots."""
    d = game_data()
    setup = d.settlement
    p = v.players[seat]
    crest = p.crest
    cards: list[Place] = []

    def card(spot: str, row: int, col: int, **fields: object) -> None:
        key = f"card:{seat}:{spot}"
        cards.append(
            SettlementCard(
                key=key,
                seat=seat,
                spot=spot,
                row=row,
                col=col,
                actions=_actions(routed, key),
                **fields,
            )
        )

    for i, (land, n) in enumerate(zip(setup.landscape, p.land, strict=True)):
        die = d.land_dice[crest][i]
        # Left and right hold in the owner's frame: for the rival's cards, seen turned
        # round across the table, only the plain name.
        name = land_name(i, capital=True) if seat == me else land.name
        tip = (
            f"{name}: {n} of {eco.MAX_GOODS} {land.good} in stock. "
            f"Gains 1 {land.good} when a {die} is rolled."
        )
        centre = d.land_centre[i]
        if centre is not None and p.centres[centre] == 0:
            tip += " Its village centre is in unrest: the die brings nothing."
        card(
            land.key,
            land.row,
            land.col,
            label=name,
            tooltip=tip,
            part="land",
            value=n,
            turns=quarter_turns(n, land.start),
            picture=land.good,
            die=die,
            badge=str(n),
        )
    ship = setup.ship
    die = d.ship_dice[crest]
    if p.ship == 0:
        tip = (
            f"{ship.name}: badly damaged (on its back); {costs_words(REPAIR_COST)} repairs it to I."
        )
    else:
        tip = (
            f"{ship.name} at level {ROMAN[p.ship]} of {ROMAN[eco.MAX_SHIP]}. Rises a level when a "
            f"{die} is rolled; sails on trade voyages at speed {eco.speed(p)} "
            f"with combat {eco.cannons(p)}."
        )
    card(
        "ship",
        ship.row,
        ship.col,
        label=ship.name,
        tooltip=tip,
        part="ship",
        value=p.ship,
        turns=quarter_turns(p.ship, ship.start) if p.ship else 0,
        reverse=p.ship == 0,
        picture="ship",
        die=die,
        badge=ROMAN[p.ship],
    )
    for centre, gold in zip(setup.centre, p.centres, strict=True):
        if gold == 0:
            tip = (
                f"{centre.name} in unrest (on its back): {eco.MAX_CENTRE} unhappy inhabitants, its "
                "landscapes produce nothing. Gaining gold turns it back."
            )
        else:
            unhappy = plural(eco.MAX_CENTRE - gold, "unhappy inhabitant")
            tip = f"{centre.name}: {gold} of {eco.MAX_CENTRE} gold ({unhappy})."
        card(
            centre.key,
            centre.row,
            centre.col,
            label=centre.name,
            tooltip=tip,
            part="centre",
            value=gold,
            turns=quarter_turns(gold, centre.start) if gold else 0,
            reverse=gold == 0,
            picture="centre",
            badge=str(gold),
        )
    for house, n in zip(setup.warehouse, p.lux, strict=True):
        name = f"{house.good.capitalize()} warehouse"
        tip = (
            f"{name}: {n} of {eco.MAX_LUX} {house.good}. "
            "Filled on trade voyages, spent on upgrades."
        )
        card(
            house.key,
            house.row,
            house.col,
            label=name,
            tooltip=tip,
            part="warehouse",
            value=n,
            turns=quarter_turns(n, 0),
            picture=house.good,
            badge=str(n),
        )
    for place, level in zip(setup.inhabitant, p.inhabitants, strict=True):
        name = level_name(level)
        tip = f"{name} (level {ROMAN[level]})."
        if level <= len(d.levels):
            nxt = d.levels[level - 1]
            worth = plural(nxt.favour, "favour point")
            tip += f" Becomes a {nxt.name} for {costs_words(nxt.cost)}; worth {worth}."
        card(
            place.key,
            place.row,
            place.col,
            label=name,
            tooltip=tip,
            part="inhabitant",
            value=level,
            picture=level_key(level),
            badge=ROMAN[level],
        )
    levels = "; ".join(
        f"{lv.name}: {costs_words(lv.cost)}, stacks up to {ROMAN[min(3, lv.numeral)]}"
        for lv in d.levels
    )
    card(
        "overview",
        setup.overview.row,
        setup.overview.col,
        label="Overview",
        part="overview",
        picture="overview",
        tooltip="Overview: what the inhabitants cost and which stacks they let you draw from. "
        f"{levels}.",
    )
    for i, ((row, col), card_id) in enumerate(zip(setup.slots, p.slots, strict=True)):
        key = f"slot:{seat}:{i}"
        if card_id == NO_CARD:
            cards.append(
                DevelopmentCard(
                    key=key,
                    label="Free building slot",
                    tooltip="A free building slot.",
                    seat=seat,
                    row=row,
                    col=col,
                )
            )
        else:
            cards.append(_development(d.cards[card_id], key, seat, row=row, col=col))
    return cards


def level_key(level: int) -> str:
    """The rule data's key of inhabitant level 1..4 (the picture of its card)."""
    return PIONEER.lower() if level <= 1 else game_data().levels[level - 2].key


def level_name(level: int) -> str:
    """The name of inhabitant level 1..4."""
    return PIONEER if level <= 1 else game_data().levels[level - 2].name


def _development(card: Card, key: str, seat: int | None, **fields: object) -> DevelopmentCard:
    return DevelopmentCard(
        key=key,
        label=card.name,
        tooltip=development_tip(card),
        seat=seat,
        card=card.id,
        name=card.name,
        card_kind=card.kind,
        picture=card.good if card.kind == "yield" and card.good else card.kind,
        die=card.die or 0,
        cost=card.cost,
        **fields,
    )


def development_tip(card: Card) -> str:
    """A development card's tooltip: name, die, cost, what it does."""
    price = f"costs {costs_words(card.cost)}" if card.is_building else "action card"
    die = f", on a {card.die}" if card.die else ""
    return f"{card.name} ({price}{die}): {card.text}"


# -- the column: status, dice, scores, stacks ------------------------------------------------------


def _status(v: State) -> Place:
    first = (
        f"Turn {v.turn} · game over"
        if v.winner is not None
        else f"Turn {v.turn} · {seat_name(v, v.current)}'s turn"
    )
    return Place(key="status", label=first, tooltip=f"{first}. {prompt(v)}.", kind="status")


def _dice(v: State, routed: dict[str, list[Action]]) -> Dice:
    d = game_data()
    number, face = v.last_roll
    if number and 1 <= face <= len(d.faces):
        event = d.faces[face - 1]
        label = f"Rolled {number} · {event.name}"
        tip = f"Last roll: number {number}, event {event.name}: {event.text}"
        key, name = event.key, event.name
    else:
        label, tip, key, name = "No roll yet", "The number die and the event die.", "", ""
    actions = _actions(routed, "dice")
    if actions:
        label = "Click the dice to roll"
    return Dice(
        key="dice",
        label=label,
        tooltip=tip,
        actions=actions,
        number=number,
        face=face,
        face_key=key,
        face_name=name,
        face_keys=tuple(f.key for f in d.faces),
        kind="dice",
    )


def _score(v: State, seat: int) -> Score:
    p = v.players[seat]
    name = seat_name(v, seat)
    favour, gold, unrest = eco.favour(p), eco.gold(p), sum(c == 0 for c in p.centres)
    trading = eco.power_holder(v, "bag") == seat
    naval = eco.power_holder(v, "cannon") == seat
    powers = [w for w, held in (("trading power", trading), ("naval power", naval)) if held]
    tip = (
        f"{name}: {favour} of {eco.FAVOUR_TO_WIN} favour points, {gold} gold, "
        f"{plural(eco.unhappy(p), 'unhappy inhabitant')}, "
        f"{plural(unrest, 'village centre')} in unrest"
        + (f", holds {' and '.join(powers)}" if powers else "")
        + f". Powers: {eco.POWER_SYMBOLS} money bags (trading) or {eco.POWER_SYMBOLS} cannons "
        "(naval), more than the rival."
    )
    return Score(
        key=f"score:{seat}",
        label=name,
        tooltip=tip,
        kind="score",
        seat=seat,
        favour=favour,
        goal=eco.FAVOUR_TO_WIN,
        gold=gold,
        unrest=unrest,
        trading=trading,
        naval=naval,
    )


def _stack_block(v: State, half: int) -> str:
    """Why nobody draws from stack half `half` now, when there is something to say."""
    if not v.stacks[half]:
        return "The stack is empty."
    numeral = half // 2 + 1
    if v.phase == "refill" and not v.pending and numeral > eco.draw_numeral(v.players[v.current]):
        return f"Drawn from once you have a {level_name(numeral)} (level {ROMAN[numeral]})."
    return ""


def _stacks(v: State, routed: dict[str, list[Action]]) -> list[Place]:
    d = game_data()
    places: list[Place] = []
    for half, stack in enumerate(v.stacks):
        name = d.half_name(half)
        key = f"stack:{half}"
        actions = _actions(routed, key)
        why = "" if actions else _stack_block(v, half)
        places.append(
            Stack(
                key=key,
                label=f"Stack {name}",
                kind="stack",
                actions=actions,
                why_not=why,
                tooltip=f"Stack {name}: {plural(len(stack), 'card')}, face down.",
                numeral=name.split("-")[0],
                count=len(stack),
                numbers=(("cards", len(stack)),),
            )
        )
    for i, level in enumerate(d.levels):
        left = v.inhabitant_stacks[i]
        places.append(
            Stack(
                key=f"level:{i}",
                label=f"{level.name}s",
                kind="level",
                level=level.numeral,
                picture=level.key,
                count=left,
                cost=tuple(level.cost.items()),
                numbers=(("cards", left),),
                tooltip=f"{level.name}s left: {left} (upgrade for {costs_words(level.cost)}; "
                f"worth {plural(level.favour, 'favour point')}).",
            )
        )
    if v.discard:
        top = d.cards[v.discard[-1]]
        place = _development(top, "discard", None)
        tip = f"Top of the discard pile: {development_tip(top)}"
        places.append(replace(place, label=f"Discard: {top.name}", tooltip=tip, kind="discard"))
    return places


# -- the hands ---------------------------------------------------------------------------------


def _hands(v: State, me: int, routed: dict[str, list[Action]]) -> list[Place]:
    """Your hand, a stack you look through, the rival's hand your Spy shows, the rival's backs."""
    d = game_data()
    places: list[Place] = []
    browsing = [x.args[0] for x in v.pending if x.kind == "pick" and x.seat == me]
    if browsing and all(c != HIDDEN for c in v.stacks[browsing[0]]):
        name = d.half_name(browsing[0])
        places.append(
            Place(
                key="browse",
                label=f"Stack {name}: take one",
                kind="browse",
                tooltip=f"You look through stack {name} and take any one card.",
            )
        )
        for i, c in enumerate(v.stacks[browsing[0]]):
            key = f"pick:{i}"
            place = _development(d.cards[c], key, None)
            places.append(replace(place, kind="pick", actions=_actions(routed, key)))
    for c in v.players[me].hand:
        if c == HIDDEN:
            continue
        key = f"hand:{c}"
        actions = _actions(routed, key)
        card = d.cards[c]
        uses = any(a.kind in ("build", "play", "voyage") for a in actions)
        why = "" if uses else card_block(v, me, card)
        places.append(
            replace(_development(card, key, me), kind="hand", actions=actions, why_not=why)
        )
    rival = v.players[1 - me].hand
    seen = list(dict.fromkeys(c for c in rival if c != HIDDEN))
    for c in seen:
        key = f"spy:{c}"
        places.append(
            replace(
                _development(d.cards[c], key, 1 - me), kind="spy", actions=_actions(routed, key)
            )
        )
    if seen:
        tip = f"Your Spy shows you your rival's {plural(len(rival), 'card')}: take one."
    else:
        tip = f"Your rival holds {plural(len(rival), 'card')}, hidden from you."
    places.append(
        Place(
            key="rival_hand",
            label=f"Rival's hand: {len(rival)}",
            tooltip=tip,
            numbers=(("cards", len(rival)),),
            kind="rival_hand",
        )
    )
    return places


def card_block(v: State, seat: int, card: Card) -> str:
    """Why a card in `seat`'s hand cannot be built or played now, in a player's words."""
    p = v.players[seat]
    acting = v.phase == "action" and v.current == seat and not v.pending
    if card.kind == "voyage":
        if acting and p.ship < 1:
            return "Your ship is badly damaged: repair it before you set sail."
        return "Played when you set sail on a trade voyage, at the end of your turn."
    if not acting:
        return "Build or play it in your action phase."
    if card.kind == "attack":
        if card.key == "spy":
            return "Your rival has no cards in hand to look at."
        return "Your rival has no landscape goods to rob." if card.key == "bandit" else ""
    if card.kind == "self":
        reasons = {
            "ships_carpenter": f"Your ship is already at level {ROMAN[eco.MAX_SHIP]}.",
            "good_harvest": "Every landscape is full.",
            "master_builder": "Your Master builder's discount is still waiting for a building.",
        }
        return reasons.get(card.key, "")
    if NO_CARD not in p.slots:
        return "Your settlement has no free building slot."
    if eco.has_building(p, card.key):
        return f"You already have a {card.name}, and one is all it takes."
    lacking = _lacking(p, card.cost)
    if lacking:
        return f"You lack {costs_words(lacking)} (it costs {costs_words(card.cost)})."
    return ""


def _lacking(p: Player, cost: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    held = eco.goods(p)
    held["rum"], held["tobacco"] = p.lux
    return tuple((g, n - held[g]) for g, n in cost if held[g] < n)


# -- the trade voyage ------------------------------------------------------------------------------

STEP_LABELS = {
    "reveal": "Continue",
    "stop": "Stop",
    "fight": "Fight",
    "attack": "Attack",
    "ignore": "Sail on",
    "salvage": "Salvage",
    "done": "Buy nothing more",
}


def _voyage(v: State, legal: list[Action]) -> list[Place]:
    voy = v.voyage
    assert voy is not None
    d = game_data()
    met = tuple(voyage_card_words(d.voyage[i]) for i in voy.revealed)
    to_go = max(0, min(voy.speed - len(voy.revealed), len(voy.remaining)))
    label = f"Speed {voy.speed} · combat {voy.combat} · {plural(to_go, 'card')} to go"
    stakes = voyage_stakes(v)
    tip = (
        f"The voyage turns over up to {plural(voy.speed, 'card')} (its speed); "
        f"{len(voy.revealed)} met so far. Combat {voy.combat} is added to your die in a fight."
    )
    places: list[Place] = [
        VoyagePlace(
            key="voyage",
            label=label,
            tooltip=tip,
            kind="voyage",
            speed=voy.speed,
            combat=voy.combat,
            left=to_go,
            met=met,
            met_kinds=tuple(d.voyage[i].kind for i in voy.revealed),
            stakes=stakes,
            strength=d.voyage[voy.revealed[-1]].strength if voy.revealed else 0,
            ship=v.players[v.current].ship,
            ship_max=eco.MAX_SHIP,
        )
    ]
    if v.pending:
        return places
    for a in legal:
        places.append(
            Place(
                key=step_key(a),
                label=_step_label(v, a),
                tooltip=describe(v, a),
                actions=(a,),
                kind="step",
            )
        )
    return places


def _step_label(v: State, a: Action) -> str:
    if a.kind == "tribute":
        return f"Pay {_current(v).tribute} gold"
    if a.kind == "buy":
        return f"Buy 1 {a.args[0]} ({_price(v)} gold)"
    return STEP_LABELS.get(a.kind, describe(v, a))


def _current(v: State) -> VoyageCardModel:
    assert v.voyage is not None
    return game_data().voyage[v.voyage.revealed[-1]]


def _price(v: State) -> int:
    card = _current(v)
    return card.price if card.kind == "trader" else 1


def voyage_card_words(card: VoyageCardModel) -> str:
    """A voyage card met, in a few words: its name and its strength."""
    return f"{card.name} (strength {card.strength})" if card.strength else card.name


def odds(combat: int, strength: int) -> int:
    """The chance in percent that d6 + `combat` beats d6 + `strength`, ties rolled again."""
    return round(100 * fight_odds(combat - strength))


def _spoils(gold: int, goods: int) -> str:
    parts = [f"{gold} gold"] if gold else []
    if goods:
        parts.append(f"{plural(goods, 'landscape good')} of your choice")
    return " and ".join(parts) or "nothing"


def voyage_stakes(v: State) -> str:
    """What the voyage card to decide on means: strength, tribute, odds, what winning or
    losing does, a trader's goods and prices; empty between cards."""
    voy = v.voyage
    if voy is None or voy.step in ("reveal", "next") or not voy.revealed:
        return ""
    card = _current(v)
    p = v.players[v.current]
    if voy.step == "pirate":
        lose = f"the ship drops {plural(card.lose_levels, 'level')}"
        if card.lose_ends_voyage:
            lose += " and the voyage ends"
        pay = (
            f"Pay {card.tribute} gold"
            if eco.can_spend(p, card.tribute)
            else (f"You cannot pay the {card.tribute} gold tribute")
        )
        return (
            f"Pirates of strength {card.strength}. {pay}, or fight: your die + {voy.combat} "
            f"against theirs + {card.strength}, ties rolled again: you win "
            f"{odds(voy.combat, card.strength)}% of fights. "
            f"Win: {_spoils(card.win_gold, card.win_goods)}. Lose: {lose}."
        )
    if voy.step == "besieged":
        return (
            f"Pirates of strength {card.strength} besiege a free trader. Attack: your die + "
            f"{voy.combat} against theirs + {card.strength}, you win "
            f"{odds(voy.combat, card.strength)}%; "
            f"a win lets you buy up to {card.max_luxuries} rum or tobacco at 1 gold each, a loss "
            f"drops the ship {plural(card.lose_levels, 'level')}. Or sail on."
        )
    if voy.step in ("trader", "luxuries"):
        goods = card.goods if voy.step == "trader" else LUXURIES
        price = _price(v)
        if voy.step == "trader":
            head = f"{card.name} sells {' or '.join(goods)} at {price} gold (one good)."
        else:
            head = (
                f"The freed trader sells you up to {voy.buys_left} more rum or tobacco "
                "at 1 gold each."
            )
        blocked = [f"{g}: {why}" for g in goods if (why := _buy_block(p, g, price))]
        return head + (" Not now: " + "; ".join(blocked) + "." if blocked else "")
    if voy.step == "flotsam":
        faces = game_data().flotsam
        words = "; ".join(f"{n}: {_flotsam_words(faces[n])}" for n in sorted(faces))
        return f"{card.name}: salvaging rolls a die ({words}). Or sail on."
    return ""


def _buy_block(p: Player, good: str, price: int) -> str:
    if not eco.can_spend(p, price):
        return f"you have no {price} gold to spare (your last gold stays)"
    if good in LUXURIES and p.lux[LUXURIES.index(good)] >= eco.MAX_LUX:
        return f"your {good} warehouse is full"
    if good not in LUXURIES and not eco.room_for(p, good):
        return f"no room for {good}"
    return ""


def _flotsam_words(outcome: object) -> str:
    levels = getattr(outcome, "levels", 0)
    parts = []
    if levels < 0:
        parts.append(f"the ship drops {plural(-levels, 'level')}")
    elif levels > 0:
        parts.append(f"the ship rises {plural(levels, 'level')}")
    spoils = _spoils(getattr(outcome, "gold", 0), getattr(outcome, "goods", 0))
    if spoils != "nothing":
        parts.append(spoils)
    return ", ".join(parts) or "nothing"


# -- previews: what an action costs and where it is paid from ------------------------------------


def paid_from(p: Player, cost: tuple[tuple[str, int], ...]) -> tuple[Cost, ...]:
    """Which cards pay `cost`, as the rules take it (goods from the fuller landscape)."""
    q = p.clone()
    parts: dict[tuple[str, str], int] = {}
    for good, n in cost:
        if good in LUXURIES:
            parts[(good, f"your {good} warehouse")] = (
                parts.get((good, f"your {good} warehouse"), 0) + n
            )
            continue
        for _ in range(n):
            before = q.land[:]
            eco.take_good(q, good)
            land = next(i for i, (a, b) in enumerate(zip(before, q.land, strict=True)) if a != b)
            source = f"your {land_name(land)}"
            parts[(good, source)] = parts.get((good, source), 0) + 1
    return tuple(Cost(g, n, source) for (g, source), n in parts.items())


def _cost_preview(v: State, a: Action, cost: tuple[tuple[str, int], ...]) -> Preview:
    parts = paid_from(v.players[v.current], cost)
    where = ", ".join(f"{c.amount} {c.resource} from {c.source}" for c in parts)
    return Preview(a, f"{describe(v, a)}: {where or 'free'}.", parts)


def _preview(v: State, a: Action) -> Preview | None:
    d = game_data()
    kind, args = a.kind, a.args
    if kind == "build":
        card = d.cards[args[0]]
        return _cost_preview(v, a, eco.discounted(card.cost, args[1] if len(args) > 1 else None))
    if kind == "upgrade":
        return _cost_preview(v, a, tuple(d.levels[args[0] - 2].cost.items()))
    if kind == "repair":
        return _cost_preview(v, a, REPAIR_COST)
    if kind == "bank" and args[0] != "gold":
        return _cost_preview(v, a, ((args[0], BANK_RATE),))
    if kind == "voyage":
        p, rival = v.players[v.current], v.players[1 - v.current]
        extra = d.cards[args[0]].voyage_bonus if args[0] != NO_CARD else 0
        text = (
            f"Set sail at speed {eco.speed(p) + extra} with combat {eco.cannons(p) + extra} "
            f"(your rival's speed {eco.speed(rival)}): up to "
            f"{plural(eco.speed(p) + extra, 'voyage card')}, and the turn ends with the voyage."
        )
        return Preview(a, text)
    if kind in ("tribute", "fight", "attack") and v.voyage is not None:
        cost = (
            (Cost("gold", _current(v).tribute, "your village centres"),)
            if kind == "tribute"
            else ()
        )
        return Preview(a, voyage_stakes(v), cost)
    if kind == "buy" and v.voyage is not None:
        return Preview(a, describe(v, a), (Cost("gold", _price(v), "your village centres"),))
    return None
