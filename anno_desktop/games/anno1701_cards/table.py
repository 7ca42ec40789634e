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

from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Cost, Place, Preview, Table
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
    good_name,
    land_name,
    prompt,
    task,
    unit_words,
)
from anno_desktop.games.anno1701_cards.roll import seat_name
from anno_desktop.games.anno1701_cards.state import AUTO, HIDDEN, NO_CARD, Player, State
from anno_desktop.games.anno1701_cards.trading import BANK_RATE, RESOURCES, trade_stock

# Actions no single place stands for: composing and answering trades, passing, ending the turn.
LOOSE_KINDS = frozenset(
    {"end", "refill", "skip", "done", "offer", "accept", "decline", "veto", "allow"}
    | {"trade", "send", "cancel", "counter"}
)
PIONEER = N_("Pioneer")  # level I: printed on the settlement, no card of its own in the data
# The crests' names, by the rule data's crests (the title of the settlement shown).
CREST_NAMES = {"lion": N_("Lion"), "dragon": N_("Dragon")}
# The luxury warehouses, by their good: as a card's name, and as where a price is paid from.
WAREHOUSES = {"rum": N_("Rum warehouse"), "tobacco": N_("Tobacco warehouse")}
YOUR_WAREHOUSES = {"rum": N_("your rum warehouse"), "tobacco": N_("your tobacco warehouse")}
# The inhabitant stacks' names, by level key.
LEVEL_STACKS = {"settler": N_("Settlers"), "citizen": N_("Citizens"), "merchant": N_("Merchants")}


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


def crest_title(v: State, seat: int) -> str:
    """A seat's crest as the title of its settlement shows it, in the language in use."""
    crest = game_data().settlement.crests[v.players[seat].crest]
    return _(CREST_NAMES[crest]) if crest in CREST_NAMES else crest.capitalize()


def grid_size() -> tuple[int, int]:
    """Rows and columns of a settlement's grid, from where the rule data lays its cards."""
    setup = game_data().settlement
    spots = [(x.row, x.col) for x in (*setup.landscape, *setup.centre, *setup.warehouse)]
    spots += [(x.row, x.col) for x in (setup.ship, *setup.inhabitant, setup.overview)]
    spots += [tuple(slot) for slot in setup.slots]
    return max(r for r, _c in spots) + 1, max(c for _r, c in spots) + 1


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
    words = _("{player} gives {give} for {take}").format(
        player=seat_name(v, proposer), give=bundle_words(give), take=bundle_words(take)
    )
    return [
        TradeDraft(
            key="trade",
            label=_("Counter-offer") if countering else _("Trade offer"),
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


FIXED_LABELS = {"end": N_("End turn"), "refill": N_("Refill"), "voyage": N_("Voyage")}
FIXED_TIPS = {
    "end": N_("End your turn without drawing or sailing."),
    "refill": N_(
        "End your turn by refilling your hand to 3 cards from the stacks you may draw from."
    ),
    "voyage": N_(
        "End your turn with a trade voyage: your ship turns over voyage cards one by one."
    ),
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
                label=_(label),
                tooltip=_(FIXED_TIPS[kind]),
                actions=actions,
                why_not="" if actions else _fixed_block(v, kind, me),
                kind="fixed",
            )
        )
    return places


def _fixed_block(v: State, kind: str, me: int) -> str:
    """Why an end-of-turn choice is not open to `me` now."""
    if v.winner is not None:
        return _("The game is over.")
    if actor(v) != me:
        return _("Not now: your rival decides.")
    if v.phase != "action" or v.pending:
        # Translators: {decision} is what is decided now ("Trader: sell or buy 1 good").
        return _("Not now: {decision} first.").format(decision=task(v))
    p = v.players[me]
    if kind == "voyage" and p.ship < 1:
        return _("Your ship is badly damaged: repair it before you set sail.")
    if kind == "refill" and len(p.hand) >= 3:
        return _(
            "Your hand holds 3 cards already: to end with a new card, slide one of them "
            "under its stack (click the card)."
        )
    if kind == "refill":
        return _("No stack you may draw from holds a card.")
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
        name = land_name(i, capital=True) if seat == me else _(land.name)
        # Translators: {card} is a landscape's name; {good} its good; {goods} one of it with
        # its count ("1 tool"); {die} a die number.
        tip = _("{card}: {count} of {most} {good} in stock. Gains {goods} when a {die} is rolled.")
        tip = tip.format(
            card=name,
            count=n,
            most=eco.MAX_GOODS,
            good=good_name(land.good),
            goods=unit_words(1, land.good),
            die=die,
        )
        centre = d.land_centre[i]
        if centre is not None and p.centres[centre] == 0:
            tip += " " + _("Its village centre is in unrest: the die brings nothing.")
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
        tip = _("{card}: badly damaged (on its back); {cost} repairs it to I.").format(
            card=_(ship.name), cost=costs_words(REPAIR_COST)
        )
    else:
        tip = _(
            "{card} at level {level} of {most}. Rises a level when a {die} is rolled; sails on "
            "trade voyages at speed {speed} with combat {combat}."
        ).format(
            card=_(ship.name),
            level=ROMAN[p.ship],
            most=ROMAN[eco.MAX_SHIP],
            die=die,
            speed=eco.speed(p),
            combat=eco.cannons(p),
        )
    card(
        "ship",
        ship.row,
        ship.col,
        label=_(ship.name),
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
            tip = _(
                "{card} in unrest (on its back): {count} unhappy inhabitants, its "
                "landscapes produce nothing. Gaining gold turns it back."
            ).format(card=_(centre.name), count=eco.MAX_CENTRE)
        else:
            unhappy = eco.MAX_CENTRE - gold
            tip = ngettext(
                "{card}: {gold} of {most} gold ({count} unhappy inhabitant).",
                "{card}: {gold} of {most} gold ({count} unhappy inhabitants).",
                unhappy,
            ).format(card=_(centre.name), gold=gold, most=eco.MAX_CENTRE, count=unhappy)
        card(
            centre.key,
            centre.row,
            centre.col,
            label=_(centre.name),
            tooltip=tip,
            part="centre",
            value=gold,
            turns=quarter_turns(gold, centre.start) if gold else 0,
            reverse=gold == 0,
            picture="centre",
            badge=str(gold),
        )
    for house, n in zip(setup.warehouse, p.lux, strict=True):
        name = _(WAREHOUSES[house.good])
        tip = _("{card}: {count} of {most} {good}. Filled on trade voyages, spent on upgrades.")
        tip = tip.format(card=name, count=n, most=eco.MAX_LUX, good=good_name(house.good))
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
        tip = _("{level} (level {numeral}).").format(level=name, numeral=ROMAN[level])
        if level <= len(d.levels):
            nxt = d.levels[level - 1]
            # Translators: {level} is the next inhabitant level's name; {cost} its price.
            becomes = ngettext(
                "Becomes a {level} for {cost}; worth {count} favour point.",
                "Becomes a {level} for {cost}; worth {count} favour points.",
                nxt.favour,
            )
            tip += " " + becomes.format(
                level=_(nxt.name), cost=costs_words(nxt.cost), count=nxt.favour
            )
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
        _("{level}: {cost}, stacks up to {numeral}").format(
            level=_(lv.name), cost=costs_words(lv.cost), numeral=ROMAN[min(3, lv.numeral)]
        )
        for lv in d.levels
    )
    card(
        "overview",
        setup.overview.row,
        setup.overview.col,
        label=_("Overview"),
        part="overview",
        picture="overview",
        tooltip=_(
            "Overview: what the inhabitants cost and which stacks they let you draw from. {levels}."
        ).format(levels=levels),
    )
    for i, ((row, col), card_id) in enumerate(zip(setup.slots, p.slots, strict=True)):
        key = f"slot:{seat}:{i}"
        if card_id == NO_CARD:
            cards.append(
                DevelopmentCard(
                    key=key,
                    label=_("Free building slot"),
                    tooltip=_("A free building slot."),
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
    return _(PIONEER) if level <= 1 else _(game_data().levels[level - 2].name)


def _development(card: Card, key: str, seat: int | None, **fields: object) -> DevelopmentCard:
    name = _(card.name)
    return DevelopmentCard(
        key=key,
        label=name,
        tooltip=development_tip(card),
        seat=seat,
        card=card.id,
        name=name,
        card_kind=card.kind,
        picture=card.good if card.kind == "yield" and card.good else card.kind,
        die=card.die or 0,
        cost=card.cost,
        **fields,
    )


def development_tip(card: Card) -> str:
    """A development card's tooltip: name, die, cost, what it does."""
    name, text = _(card.name), _(card.text)
    if not card.is_building:
        return _("{card} (action card): {text}").format(card=name, text=text)
    cost = costs_words(card.cost)
    if card.die:
        # Translators: {card} is a building's name, {cost} its price, {die} its die number.
        return _("{card} (costs {cost}, on a {die}): {text}").format(
            card=name, cost=cost, die=card.die, text=text
        )
    return _("{card} (costs {cost}): {text}").format(card=name, cost=cost, text=text)


# -- the column: status, dice, scores, stacks ------------------------------------------------------


def _status(v: State) -> Place:
    if v.winner is not None:
        first = _("Turn {turn} · game over").format(turn=v.turn)
    else:
        first = _("Turn {turn} · {player}'s turn").format(
            turn=v.turn, player=seat_name(v, v.current)
        )
    return Place(key="status", label=first, tooltip=f"{first}. {prompt(v)}.", kind="status")


def _dice(v: State, routed: dict[str, list[Action]]) -> Dice:
    d = game_data()
    number, face = v.last_roll
    if number and 1 <= face <= len(d.faces):
        event = d.faces[face - 1]
        name = _(event.name)
        label = _("Rolled {number} · {event}").format(number=number, event=name)
        tip = _("Last roll: number {number}, event {event}: {text}").format(
            number=number, event=name, text=_(event.text)
        )
        key = event.key
    else:
        label, tip = _("No roll yet"), _("The number die and the event die.")
        key, name = "", ""
    actions = _actions(routed, "dice")
    if actions:
        label = _("Click the dice to roll")
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
    unhappy = eco.unhappy(p)
    tip = ", ".join(
        (
            _("{player}: {count} of {most} favour points").format(
                player=name, count=favour, most=eco.FAVOUR_TO_WIN
            ),
            unit_words(gold, "gold"),
            ngettext("{count} unhappy inhabitant", "{count} unhappy inhabitants", unhappy).format(
                count=unhappy
            ),
            ngettext(
                "{count} village centre in unrest", "{count} village centres in unrest", unrest
            ).format(count=unrest),
        )
    )
    if trading and naval:
        tip += ", " + _("holds trading power and naval power")
    elif trading or naval:
        tip += ", " + (_("holds trading power") if trading else _("holds naval power"))
    tip += ". " + _(
        "Powers: {count} money bags (trading) or {count} cannons (naval), more than the rival."
    ).format(count=eco.POWER_SYMBOLS)
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
        return _("The stack is empty.")
    numeral = half // 2 + 1
    if v.phase == "refill" and not v.pending and numeral > eco.draw_numeral(v.players[v.current]):
        # Translators: {level} is an inhabitant level's name ("Citizen").
        return _("Drawn from once you have a {level} (level {numeral}).").format(
            level=level_name(numeral), numeral=ROMAN[numeral]
        )
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
                label=_("Stack {stack}").format(stack=name),
                kind="stack",
                actions=actions,
                why_not=why,
                tooltip=ngettext(
                    "Stack {stack}: {count} card, face down.",
                    "Stack {stack}: {count} cards, face down.",
                    len(stack),
                ).format(stack=name, count=len(stack)),
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
                label=_(LEVEL_STACKS.get(level.key, level.name)),
                kind="level",
                level=level.numeral,
                picture=level.key,
                count=left,
                cost=tuple(level.cost.items()),
                numbers=(("cards", left),),
                tooltip=ngettext(
                    "{level} left: {left} (upgrade for {cost}; worth {count} favour point).",
                    "{level} left: {left} (upgrade for {cost}; worth {count} favour points).",
                    level.favour,
                ).format(
                    level=_(LEVEL_STACKS.get(level.key, level.name)),
                    left=left,
                    cost=costs_words(level.cost),
                    count=level.favour,
                ),
            )
        )
    if v.discard:
        top = d.cards[v.discard[-1]]
        place = _development(top, "discard", None)
        tip = _("Top of the discard pile: {card}").format(card=development_tip(top))
        label = _("Discard: {card}").format(card=_(top.name))
        places.append(replace(place, label=label, tooltip=tip, kind="discard"))
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
                label=_("Stack {stack}: take one").format(stack=name),
                kind="browse",
                tooltip=_("You look through stack {stack} and take any one card.").format(
                    stack=name
                ),
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
        tip = ngettext(
            "Your Spy shows you your rival's {count} card: take one.",
            "Your Spy shows you your rival's {count} cards: take one.",
            len(rival),
        )
    else:
        tip = ngettext(
            "Your rival holds {count} card, hidden from you.",
            "Your rival holds {count} cards, hidden from you.",
            len(rival),
        )
    tip = tip.format(count=len(rival))
    places.append(
        Place(
            key="rival_hand",
            label=_("Rival's hand: {count}").format(count=len(rival)),
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
            return _("Your ship is badly damaged: repair it before you set sail.")
        return _("Played when you set sail on a trade voyage, at the end of your turn.")
    if not acting:
        return _("Build or play it in your action phase.")
    if card.kind == "attack":
        if card.key == "spy":
            return _("Your rival has no cards in hand to look at.")
        return _("Your rival has no landscape goods to rob.") if card.key == "bandit" else ""
    if card.kind == "self":
        if card.key == "ships_carpenter":
            return _("Your ship is already at level {level}.").format(level=ROMAN[eco.MAX_SHIP])
        if card.key == "good_harvest":
            return _("Every landscape is full.")
        if card.key == "master_builder":
            return _("Your Master builder's discount is still waiting for a building.")
        return ""
    if NO_CARD not in p.slots:
        return _("Your settlement has no free building slot.")
    if eco.has_building(p, card.key):
        # Translators: {card} is a building's name.
        return _("You already have a {card}, and one is all it takes.").format(card=_(card.name))
    lacking = _lacking(p, card.cost)
    if lacking:
        return _("You lack {lacking} (it costs {cost}).").format(
            lacking=costs_words(lacking), cost=costs_words(card.cost)
        )
    return ""


def _lacking(p: Player, cost: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    held = eco.goods(p)
    held["rum"], held["tobacco"] = p.lux
    return tuple((g, n - held[g]) for g, n in cost if held[g] < n)


# -- the trade voyage ------------------------------------------------------------------------------

STEP_LABELS = {
    "reveal": N_("Continue"),
    "stop": N_("Stop"),
    "fight": N_("Fight"),
    "attack": N_("Attack"),
    "ignore": N_("Sail on"),
    "salvage": N_("Salvage"),
    "done": N_("Buy nothing more"),
}


def _voyage(v: State, legal: list[Action]) -> list[Place]:
    voy = v.voyage
    assert voy is not None
    d = game_data()
    met = tuple(voyage_card_words(d.voyage[i]) for i in voy.revealed)
    to_go = max(0, min(voy.speed - len(voy.revealed), len(voy.remaining)))
    label = ngettext(
        "Speed {speed} · combat {combat} · {count} card to go",
        "Speed {speed} · combat {combat} · {count} cards to go",
        to_go,
    ).format(speed=voy.speed, combat=voy.combat, count=to_go)
    stakes = voyage_stakes(v)
    tip = ngettext(
        "The voyage turns over up to {count} card (its speed); {met} met so far. "
        "Combat {combat} is added to your die in a fight.",
        "The voyage turns over up to {count} cards (its speed); {met} met so far. "
        "Combat {combat} is added to your die in a fight.",
        voy.speed,
    ).format(count=voy.speed, met=len(voy.revealed), combat=voy.combat)
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
        return _("Pay {gold} gold").format(gold=_current(v).tribute)
    if a.kind == "buy":
        return _("Buy 1 {good} ({price} gold)").format(good=good_name(a.args[0]), price=_price(v))
    return _(STEP_LABELS[a.kind]) if a.kind in STEP_LABELS else describe(v, a)


def _current(v: State) -> VoyageCardModel:
    assert v.voyage is not None
    return game_data().voyage[v.voyage.revealed[-1]]


def _price(v: State) -> int:
    card = _current(v)
    return card.price if card.kind == "trader" else 1


def voyage_card_words(card: VoyageCardModel) -> str:
    """A voyage card met, in a few words: its name and its strength."""
    name = _(card.name)
    if not card.strength:
        return name
    return _("{card} (strength {strength})").format(card=name, strength=card.strength)


def odds(combat: int, strength: int) -> int:
    """The chance in percent that d6 + `combat` beats d6 + `strength`, ties rolled again."""
    return round(100 * fight_odds(combat - strength))


def _spoils(gold: int, goods: int) -> str:
    choice = ngettext(
        "{count} landscape good of your choice", "{count} landscape goods of your choice", goods
    ).format(count=goods)
    if gold and goods:
        return _("{gold} gold and {goods}").format(gold=gold, goods=choice)
    if gold:
        return unit_words(gold, "gold")
    return choice if goods else _("nothing")


def voyage_stakes(v: State) -> str:
    """What the voyage card to decide on means: strength, tribute, odds, what winning or
    losing does, a trader's goods and prices; empty between cards."""
    voy = v.voyage
    if voy is None or voy.step in ("reveal", "next") or not voy.revealed:
        return ""
    card = _current(v)
    p = v.players[v.current]
    if voy.step == "pirate":
        return _pirate_stakes(v, card)
    if voy.step == "besieged":
        return ngettext(
            "Pirates of strength {strength} besiege a free trader. Attack: your die + {combat} "
            "against theirs + {strength}, you win {odds}%; a win lets you buy up to {most} rum "
            "or tobacco at 1 gold each, a loss drops the ship {count} level. Or sail on.",
            "Pirates of strength {strength} besiege a free trader. Attack: your die + {combat} "
            "against theirs + {strength}, you win {odds}%; a win lets you buy up to {most} rum "
            "or tobacco at 1 gold each, a loss drops the ship {count} levels. Or sail on.",
            card.lose_levels,
        ).format(
            strength=card.strength,
            combat=voy.combat,
            odds=odds(voy.combat, card.strength),
            most=card.max_luxuries,
            count=card.lose_levels,
        )
    if voy.step in ("trader", "luxuries"):
        goods = card.goods if voy.step == "trader" else LUXURIES
        price = _price(v)
        if voy.step == "trader":
            # Translators: {card} is the trader's name; {goods} the goods it sells, joined by
            # "or" ("rum or brick").
            head = _("{card} sells {goods} at {price} gold (one good).").format(
                card=_(card.name), goods=_either(goods), price=price
            )
        else:
            head = _(
                "The freed trader sells you up to {count} more rum or tobacco at 1 gold each."
            ).format(count=voy.buys_left)
        blocked = [
            _("{good}: {reason}").format(good=good_name(g), reason=why)
            for g in goods
            if (why := _buy_block(p, g, price))
        ]
        if not blocked:
            return head
        return head + " " + _("Not now: {reasons}.").format(reasons="; ".join(blocked))
    if voy.step == "flotsam":
        faces = game_data().flotsam
        words = "; ".join(f"{n}: {_flotsam_words(faces[n])}" for n in sorted(faces))
        # Translators: {card} is the voyage card's name; {faces} what each die number brings.
        return _("{card}: salvaging rolls a die ({faces}). Or sail on.").format(
            card=_(card.name), faces=words
        )
    return ""


def _either(goods: tuple[str, ...]) -> str:
    """Goods one of which is bought: "rum or brick"."""
    text = good_name(goods[0]) if goods else ""
    for good in goods[1:]:
        text = _("{first} or {other}").format(first=text, other=good_name(good))
    return text


def _pirate_stakes(v: State, card: VoyageCardModel) -> str:
    """Pirates demanding tribute: pay, or fight with these odds, and what a fight brings."""
    voy = v.voyage
    assert voy is not None
    count = card.lose_levels
    if card.lose_ends_voyage:
        lose = ngettext(
            "the ship drops {count} level and the voyage ends",
            "the ship drops {count} levels and the voyage ends",
            count,
        )
    else:
        lose = ngettext("the ship drops {count} level", "the ship drops {count} levels", count)
    if eco.can_spend(v.players[v.current], card.tribute):
        pay = _("Pay {gold} gold").format(gold=card.tribute)
    else:
        pay = _("You cannot pay the {gold} gold tribute").format(gold=card.tribute)
    # Translators: {pay} is "Pay 2 gold" or why not; {win} the spoils; {lose} what a loss does.
    return _(
        "Pirates of strength {strength}. {pay}, or fight: your die + {combat} against theirs + "
        "{strength}, ties rolled again: you win {odds}% of fights. Win: {win}. Lose: {lose}."
    ).format(
        strength=card.strength,
        pay=pay,
        combat=voy.combat,
        odds=odds(voy.combat, card.strength),
        win=_spoils(card.win_gold, card.win_goods),
        lose=lose.format(count=count),
    )


def _buy_block(p: Player, good: str, price: int) -> str:
    if not eco.can_spend(p, price):
        return _("you have no {price} gold to spare (your last gold stays)").format(price=price)
    if good in LUXURIES and p.lux[LUXURIES.index(good)] >= eco.MAX_LUX:
        if good == "rum":
            return _("your rum warehouse is full")
        return _("your tobacco warehouse is full")
    if good not in LUXURIES and not eco.room_for(p, good):
        return _("no room for {good}").format(good=good_name(good))
    return ""


def _flotsam_words(outcome: object) -> str:
    levels = getattr(outcome, "levels", 0)
    parts = []
    if levels < 0:
        parts.append(
            ngettext(
                "the ship drops {count} level", "the ship drops {count} levels", -levels
            ).format(count=-levels)
        )
    elif levels > 0:
        parts.append(
            ngettext(
                "the ship rises {count} level", "the ship rises {count} levels", levels
            ).format(count=levels)
        )
    gold, goods = getattr(outcome, "gold", 0), getattr(outcome, "goods", 0)
    if gold or goods:
        parts.append(_spoils(gold, goods))
    return ", ".join(parts) or _("nothing")


# -- previews: what an action costs and where it is paid from ------------------------------------


def paid_from(p: Player, cost: tuple[tuple[str, int], ...]) -> tuple[Cost, ...]:
    """Which cards pay `cost`, as the rules take it (goods from the fuller landscape)."""
    q = p.clone()
    parts: dict[tuple[str, str], int] = {}
    for good, n in cost:
        if good in LUXURIES:
            house = _(YOUR_WAREHOUSES[good])
            parts[(good, house)] = parts.get((good, house), 0) + n
            continue
        for _unit in range(n):
            before = q.land[:]
            eco.take_good(q, good)
            land = next(i for i, (a, b) in enumerate(zip(before, q.land, strict=True)) if a != b)
            # Translators: {card} is a landscape of yours ("left clay pit"), paying a price.
            source = _("your {card}").format(card=land_name(land))
            parts[(good, source)] = parts.get((good, source), 0) + 1
    return tuple(Cost(g, n, source) for (g, source), n in parts.items())


def _cost_preview(v: State, a: Action, cost: tuple[tuple[str, int], ...]) -> Preview:
    parts = paid_from(v.players[v.current], cost)
    where = ", ".join(
        _("{goods} from {source}").format(goods=unit_words(c.amount, c.resource), source=c.source)
        for c in parts
    )
    return Preview(a, f"{describe(v, a)}: {where or _('free')}.", parts)


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
        speed = eco.speed(p) + extra
        text = ngettext(
            "Set sail at speed {speed} with combat {combat} (your rival's speed {rival}): up to "
            "{count} voyage card, and the turn ends with the voyage.",
            "Set sail at speed {speed} with combat {combat} (your rival's speed {rival}): up to "
            "{count} voyage cards, and the turn ends with the voyage.",
            speed,
        ).format(speed=speed, combat=eco.cannons(p) + extra, rival=eco.speed(rival), count=speed)
        return Preview(a, text)
    if kind in ("tribute", "fight", "attack") and v.voyage is not None:
        cost = (
            (Cost("gold", _current(v).tribute, _("your village centres")),)
            if kind == "tribute"
            else ()
        )
        return Preview(a, voyage_stakes(v), cost)
    if kind == "buy" and v.voyage is not None:
        return Preview(a, describe(v, a), (Cost("gold", _price(v), _("your village centres")),))
    return None
