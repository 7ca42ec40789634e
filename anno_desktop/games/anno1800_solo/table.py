"""The Anno 1800 solo table as the UI sees it (DESIGN.md, "UI"): built from (view, legal
actions, seat), pygame-free and frozen.

Places, by key: `space:<id>` (a building space and the tile on it), `blueprint:<tile>` (a tile you
may still build), `card:<id>` (a hand card), `played:<id>` (a fulfilled card whose effect is
unused), `district:<tier>`, `goal:<n>`, `order:<id>`, `score:<part>`, and the single places
`mission`, `stack`, `gold`, `tokens:trade`, `tokens:expl`, `old_world`, `new_world`,
`expeditions`, `hand`, `display`. A plain click on a place takes its first action; the others are
the alternatives offered beside it: a paying action's pay-step entry ("choose how to pay") comes
right after it. City festival and finishing a step are the loose actions.

In the pay step (pending kind "pay") the panel's places: `pay:part:<k>` for each resource part
(`PayPlace`: the chosen source and every `PayChoice`), `pay:tokens:<kind>` for how many exhausted
tokens come from played cards, `pay:cube:<k>` and `pay:gold` (fixed parts), `pay:total`,
`pay:confirm` (its `why_not` says why paying is not possible yet) and `pay:cancel`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from anno_desktop.engine.i18n import N_, _, listing, ngettext
from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Absent, Cost, Place, Preview, Table
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.briefing import Briefing as Briefing
from anno_desktop.games.anno1800_solo.briefing import briefing as briefing
from anno_desktop.games.anno1800_solo.briefing import ships_block
from anno_desktop.games.anno1800_solo.data import NW_RAW, TIERS, game_data
from anno_desktop.games.anno1800_solo.describe import (
    describe,
    effect_text,
    pending,
    prompt,
    source_words,
)
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    cube_total,
    fresh_tokens,
    mission_of,
    owned_tokens,
    plan_payment,
    token_draw,
)
from anno_desktop.games.anno1800_solo.goals import (
    expedition_ip,
    goal_progress,
    mission_progress,
    order_points,
    played_ip,
    rating,
    score_breakdown,
)
from anno_desktop.games.anno1800_solo.moves import (
    ALONSO_COST,
    EXPEDITION_COST,
    all_tiles,
    can_gain,
    card_deck_for,
    expedition_block,
    explore_block,
    tile_available,
    tile_cost,
    upgrade_source,
)
from anno_desktop.games.anno1800_solo.names import (
    DECK_NAMES,
    article,
    card_name,
    cards,
    expedition_cards,
    island_name,
    items_words,
    new_world_name,
    old_world_name,
    resource_name,
    space_name,
    tier_name,
    tiers,
    tile_name,
    tokens,
)
from anno_desktop.games.anno1800_solo.payment import (
    TOKEN_KINDS,
    Settled,
    card_range,
    entered,
    exploration_tokens,
    from_cards,
    price,
    settle,
    sources,
    split_words,
    step_of,
)
from anno_desktop.games.anno1800_solo.play import AARHANT_GOLD
from anno_desktop.games.anno1800_solo.pyrphorians import PHASE as PYRPHORIANS
from anno_desktop.games.anno1800_solo.pyrphorians import demanded
from anno_desktop.games.anno1800_solo.state import BOTTOM, MIDDLE, SEA, TOP, Space, State

# Briefing and briefing are re-exported: the UI reads the mission briefing through this module.
LOOSE_KINDS = frozenset({A.FESTIVAL, A.DONE})
# Island rows from the top of the picture: top land, middle land, coast, sea.
LINE_OF_ROW = {TOP: 0, MIDDLE: 1, BOTTOM: 2, SEA: 3}
WORKPLACES = 2  # cubes an industry holds (components, section 3)
DIFFICULTIES = {"standard": N_("standard"), "harder": N_("harder")}
FREE_SPACES = {"land": N_("free land"), "coast": N_("free coast"), "sea": N_("free sea")}
WORKED_BY = {
    "farmer": N_("farmers"),
    "worker": N_("workers"),
    "artisan": N_("artisans"),
    "engineer": N_("engineers"),
    "investor": N_("investors"),
}
DISTRICT_NAMES = {
    "farmer": N_("Farmers"),
    "worker": N_("Workers"),
    "artisan": N_("Artisans"),
    "engineer": N_("Engineers"),
    "investor": N_("Investors"),
}
NEW_CUBES = {
    "farmer": N_("a new farmer"),
    "worker": N_("a new worker"),
    "artisan": N_("a new artisan"),
    "engineer": N_("a new engineer"),
    "investor": N_("a new investor"),
}
SCORE_NAMES = {
    "population cards": N_("population cards"),
    "expeditions": N_("expeditions"),
    "gold": N_("gold"),
    "order cards": N_("order cards"),
    "fireworks": N_("fireworks"),
    "time stack": N_("time stack"),
}


@dataclass(frozen=True, slots=True)
class Payment(Cost):
    """One part of a price and where it is paid from (`how`: make, trade, raw, wild, token,
    cube, gold); `tile` is the industry that makes or trades it, `tier` the cube that works it or
    is exhausted, `tokens` the trade tokens a trade costs, `mark` the trade-limit mark it takes."""

    how: str = ""
    tile: str = ""
    tier: str = ""
    tokens: int = 0
    mark: str = ""


@dataclass(frozen=True, slots=True)
class TilePlace(Place):
    """A building space (or a blueprint): what lies there and what it makes, for its picture.

    `line` counts island rows from the top (0 top land … 3 sea); `product` and `ship` are the
    keys of its picture; `cost` the blueprint's price items, `cube_cost` the cubes it exhausts.
    """

    tile: str = ""
    name: str = ""
    product: str = ""
    ship: str = ""
    works: str = ""
    island: int = 0
    line: int = 0
    col: int = 0
    space: str = ""
    cost: tuple[str, ...] = ()
    cube_cost: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardPlace(Place):
    """A population card: its name, deck, cost items (keys of their icons), effect in words."""

    name: str = ""
    deck: str = ""
    cost: tuple[str, ...] = ()
    effect: str = ""
    influence: int = 0
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class PayChoice:
    """One source for a part of the price, in words; `action` is what the click means (None for
    the source chosen now, and for one not possible now: `why_not` says why)."""

    words: str
    action: Action | None = None
    chosen: bool = False
    why_not: str = ""


@dataclass(frozen=True, slots=True)
class PayPlace(Place):
    """A part of the price in the pay step: `resource` (or the token kind), `amount`, the
    chosen source in words, `how`/`tile`/`tier` for its picture (as in `Payment`), and every
    choice, the chosen one first."""

    resource: str = ""
    amount: int = 1
    source: str = ""
    how: str = ""
    tile: str = ""
    tier: str = ""
    choices: tuple[PayChoice, ...] = ()


@dataclass(frozen=True, slots=True)
class OrderPlace(Place):
    """A normal solo order card: `worth` says what it gives now ("8 IP", "acts", "in play")."""

    worth: str = ""


@dataclass(frozen=True, slots=True)
class GoalPlace(Place):
    """A mission goal: `current` against `target`; `at_most` goals must stay at or below."""

    current: int = 0
    target: int = 0
    at_most: bool = False
    met: bool = False


# ---------------------------------------------------------------- the table


def build_table(v: State, legal: list[Action], seat: int | None) -> Table:
    """Everything on the table as `seat` sees it in view `v`, with what `legal` lets it do."""
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    busy = ""
    if v.over:
        busy = _("the game is over")
    elif v.phase != "main":
        # Translators: why an action waits: the step in progress must be finished first.
        busy = _("first: {step}").format(step=f"{prompt(v)[:1].lower()}{prompt(v)[1:]}")
    places: list[Place] = [_mission_place(v)]
    places += _counters(v, by_kind, busy)
    places += _islands(v)
    places += [_space_place(v, sp, by_kind) for sp in v.spaces]
    places += _blueprints(v, by_kind, busy)
    places += _districts(v, by_kind, busy)
    places += _hand(v, by_kind, busy)
    places += _played(v, by_kind, busy)
    places += _goals(v)
    places += _orders(v, by_kind)
    places += _bar(v, by_kind, busy)
    if v.phase == "pay" and not v.over:
        places += pay_places(v, legal)
    if v.phase == PYRPHORIANS and not v.over:
        places += demand_places(v, legal)
    entries = {entered(a): a for a in by_kind.get(A.PAY, [])}
    if entries:
        places = [_with_entries(p, entries) for p in places]
    previews = tuple(p for a in legal if (p := preview(v, a)) is not None)
    return Table(seat, prompt(v), pending(v), tuple(places), previews)


# The fixed action bar, one button per action of the game: (key, label, action kinds).
BAR = (
    ("expand", N_("Expand"), (A.BUILD, A.FREE_BUILD)),
    ("hire", N_("Workforce"), (A.HIRE,)),
    ("exchange", N_("Exchange"), (A.EXCHANGE,)),
    ("festival", N_("Festival"), (A.FESTIVAL,)),
    ("fulfil", N_("Fulfil"), (A.PLAY, A.EDITOR)),
    ("activate", N_("Effects"), (A.ACTIVATE,)),
    ("upgrade", N_("Upgrade"), (A.UPGRADE,)),
    ("old", N_("Old World"), (A.EXPLORE_OLD,)),
    ("new", N_("New World"), (A.EXPLORE_NEW,)),
    ("expedition", N_("Expedition"), (A.EXPEDITION,)),
    ("shift", N_("Shift end"), (A.SHIFT_END,)),
    ("orders", N_("Orders"), (A.ALONSO, A.AARHANT, A.EDITOR_FREE, A.BERYL)),
    ("done", N_("Finish"), (A.DONE,)),
)
BAR_TIPS = {
    "expand": N_("Expand: build an industry, a shipyard or a ship from the blueprints"),
    "hire": N_("Increase workforce: gain up to 3 cubes of one tier, paying each one's goods"),
    "exchange": N_("Exchange cards: put up to 3 hand cards under their decks and draw as many"),
    "festival": N_("City festival: bring every exhausted cube home"),
    "fulfil": N_("Fulfil a card: pay its needs; it scores, and its effect can be used later"),
    "activate": N_("Activate a card: use a fulfilled card's effect (free: no time-stack card)"),
    "upgrade": N_("Upgrade: move up to 3 cubes one tier up, paying the goods"),
    "old": N_("Explore the Old World: explore the next Old World island with exploration tokens"),
    "new": N_("Explore the New World: explore a New World island with exploration tokens"),
    "expedition": N_("Expedition: take 1 to 3 expedition cards for exploration tokens"),
    "shift": N_("End a shift: pay gold to bring a working cube home at once"),
    "orders": N_("Order cards: the free actions of your order cards"),
    "done": N_("Finish this step: end the step in progress"),
}

# The headings of the column of choices: by the step in progress and the action's kind, else
# by the kind alone, in the words of the bar and the rulebook rather than the kinds' names.
STEP_HEADINGS = {
    (PYRPHORIANS, A.TAKE): N_("Tiles the Pyrphorians take"),
    (PYRPHORIANS, A.DONE): N_("Hand the tiles over"),
    ("pay", A.SOURCE): N_("Pay with another source"),
    ("pay", A.CARDS): N_("Tiles from played cards"),
    ("pay", A.DONE): N_("Pay as shown"),
    ("pay", A.CANCEL): N_("Change your mind"),
    ("exchange", A.PICK): N_("Cards to exchange"),
    ("return", A.PICK): N_("Cards to put back"),
}
HEADINGS = {
    A.BUILD: N_("Expand"),
    A.FREE_BUILD: N_("Expand"),
    A.HIRE: N_("Increase workforce"),
    A.EXCHANGE: N_("Exchange cards"),
    A.FESTIVAL: N_("City festival"),
    A.PLAY: N_("Fulfil a card"),
    A.EDITOR: N_("Fulfil a card"),
    A.ACTIVATE: N_("Card effects"),
    A.UPGRADE: N_("Upgrade"),
    A.EXPLORE_OLD: N_("Explore the Old World"),
    A.EXPLORE_NEW: N_("Explore the New World"),
    A.EXPEDITION: N_("Expedition"),
    A.SHIFT_END: N_("End a shift"),
    A.ALONSO: N_("Order cards"),
    A.AARHANT: N_("Order cards"),
    A.EDITOR_FREE: N_("Order cards"),
    A.BERYL: N_("Order cards"),
    A.PLACE: N_("Where it goes"),
    A.PAY: N_("Choose how to pay"),
    A.DONE: N_("Finish this step"),
}


def choice_heading(v: State, a: Action) -> str:
    """The heading an action is listed under in the column of choices."""
    p = pending(v)
    step = STEP_HEADINGS.get((p.kind if p else "main", a.kind))
    if step:
        return _(step)
    return _(HEADINGS[a.kind]) if a.kind in HEADINGS else a.kind.replace("_", " ").capitalize()


def _bar(v: State, by_kind: dict[str, list[Action]], busy: str) -> list[Place]:
    """The action bar's buttons, each with its actions or why it cannot be taken now."""
    m = mission_of(v)
    out: list[Place] = []
    for key, label, kinds in BAR:
        if key == "orders" and v.mode == "campaign":
            continue
        if key == "done" and v.phase == "main":
            continue
        actions = [a for kind in kinds for a in by_kind.get(kind, [])]
        why = "" if actions else busy or _bar_block(v, key, m)
        tip = _(BAR_TIPS[key])
        out.append(Place(f"bar:{key}", _(label), tip, tuple(actions), why, kind="bar"))
    return out


def _bar_block(v: State, key: str, m) -> str:
    """Why a bar button's action cannot be taken now, in the mission's terms where it can."""
    if key in ("old", "new"):
        return explore_block(v, key)
    if key == "expedition":
        return expedition_block(v)
    if key in ("activate",) and m is not None and not m.card_effects:
        return Absent(_("this mission ignores card effects"))
    if key == "festival" and not any(v.exhausted):
        return _("no cube is exhausted")
    if key in ("fulfil", "exchange") and not v.hand:
        return _("no cards in hand")
    return _(BAR_BLOCKS[key])


BAR_BLOCKS = {
    "expand": N_("no blueprint can be paid for now"),
    "hire": N_("no tier's new cube can be paid for now"),
    "fulfil": N_("no hand card's needs can be paid now"),
    "activate": N_("no fulfilled card with an unused effect from an earlier turn"),
    "upgrade": N_("no upgrade can be paid for now"),
    "shift": N_("no working cube, or not enough gold"),
    "exchange": N_("not possible now"),
    "festival": N_("not possible now"),
    "orders": N_("no order card acts now"),
    "done": N_("nothing in progress"),
}


def _with_entries(place: Place, entries: dict[Action, Action]) -> Place:
    """The place with each paying action's pay-step entry right after it."""
    if not any(a in entries for a in place.actions):
        return place
    actions: list[Action] = []
    for a in place.actions:
        actions.append(a)
        if a in entries:
            actions.append(entries[a])
    return replace(place, actions=tuple(actions))


def _first(actions: list[Action] | None, *args: object) -> list[Action]:
    return [a for a in actions or () if a.args[: len(args)] == args]


def _mission_place(v: State) -> Place:
    m = mission_of(v)
    if m is None:
        label = _("Normal solo game")
        tip = _("Normal solo game: build the best city you can before the time stack runs out")
    else:
        label = _("Mission {number}: {title}").format(number=m.number, title=_(m.title))
        tip = _("{mission} · win as soon as every goal holds at once").format(mission=label)
    return Place("mission", label, tip, kind="mission")


def _counters(v: State, by_kind: dict[str, list[Action]], busy: str) -> list[Place]:
    d = game_data()
    trade, expl = fresh_tokens(v, "trade"), fresh_tokens(v, "expl")
    trade_own, expl_own = owned_tokens(v, "trade"), owned_tokens(v, "expl")
    left = len(v.stack)
    # Translators: {difficulty} is "standard" or "harder", {cards} a count ("12 cards").
    stack_tip = _(
        "Time stack ({difficulty}): {cards} left · every regular action turns a card; the game "
        "ends when the last one is turned"
    ).format(difficulty=_(DIFFICULTIES.get(v.difficulty, v.difficulty)), cards=cards(left))
    m = mission_of(v)
    if m and m.passes > 1:
        stack_tip += _(" · pass {number} of {passes}").format(number=v.stack_pass, passes=m.passes)
    nw_raws = sorted({r for n in v.new_world for r in d.new_world[n].raw})
    nw_words = ", ".join(resource_name(r) for r in nw_raws) or _("none yet")
    halves = [
        f"{tier_name(d.expeditions[e].animal)}/{tier_name(d.expeditions[e].artefact)}"
        for e in v.expeditions
    ]
    places = [
        Place(
            "stack",
            ngettext("{count} card left", "{count} cards left", left).format(count=left),
            stack_tip,
            numbers=(("left", len(v.stack)), ("pass", v.stack_pass)),
            kind="counter",
        ),
        Place(
            "gold",
            ngettext("{gold} gold", "{gold} gold", v.gold).format(gold=v.gold),
            _("Gold: {gold}").format(gold=v.gold),
            numbers=(("gold", v.gold),),
        ),
        Place(
            "tokens:trade",
            _("trade {ready}/{owned}").format(ready=trade, owned=trade_own),
            _(
                "Trade tokens: {ready} ready of {owned} (your trade ships' strength plus this "
                "turn's tokens from cards)"
            ).format(ready=trade, owned=trade_own),
            numbers=(("ready", trade), ("owned", trade_own)),
            kind="counter",
        ),
        Place(
            "tokens:expl",
            _("explore {ready}/{owned}").format(ready=expl, owned=expl_own),
            _(
                "Exploration tokens: {ready} ready of {owned} (your exploration ships' strength "
                "plus this turn's tokens from cards)"
            ).format(ready=expl, owned=expl_own),
            numbers=(("ready", expl), ("owned", expl_own)),
            kind="counter",
        ),
        _world_place(v, "old", by_kind.get(A.EXPLORE_OLD, []), busy),
        _world_place(v, "new", by_kind.get(A.EXPLORE_NEW, []), busy, nw_words),
        Place(
            "expeditions",
            _("{cards} · {points} IP").format(
                cards=expedition_cards(len(v.expeditions)), points=expedition_ip(v)
            ),
            # Translators: {halves} lists the cards' halves ("farmer/worker, artisan/engineer").
            _(
                "Expeditions: {halves} (animal/artefact halves, visited by that tier's cubes), "
                "worth {points} influence now · an expedition costs {tokens} and takes 1 to 3 cards"
            ).format(
                halves=", ".join(halves) or _("none yet"),
                points=expedition_ip(v),
                tokens=tokens(EXPEDITION_COST, "expl"),
            ),
            tuple(by_kind.get(A.EXPEDITION, [])),
            "" if by_kind.get(A.EXPEDITION) else busy or expedition_block(v),
            (("cards", len(v.expeditions)), ("influence", expedition_ip(v))),
            "counter",
        ),
    ]
    if v.mode != "campaign":
        shown = ", ".join(tile_name(t) for t in v.display) or _("empty")
        places.append(
            Place(
                "display",
                _("Trade display: {industries}").format(industries=shown),
                _(
                    "Trade display (industries you may trade from without a first trade): "
                    "{industries}"
                ).format(industries=shown),
                kind="counter",
            )
        )
    return places


def _world_place(v: State, world: str, actions: list[Action], busy: str, raws: str = "") -> Place:
    if world == "old":
        explored, pile = v.old_world, v.ow_pile
        names = [old_world_name(i) for i in explored]
        label = _("Old World {count}").format(count=len(explored))
        tip = _("Old World islands explored: {count} ({left} left)").format(
            count=len(explored), left=len(pile)
        )
    else:
        explored, pile = v.new_world, v.nw_pile
        names = [new_world_name(i) for i in explored]
        label = _("New World: {goods}").format(goods=raws) if explored else _("New World 0")
        tip = _("New World islands: {count} (their goods: {goods})").format(
            count=len(explored), goods=raws
        )
    if names:
        tip += ": " + "; ".join(names)
    n = len(explored) + 1
    tip += _(" · island {number} costs {tokens}").format(number=n, tokens=tokens(n, "expl"))
    why = "" if actions else busy or explore_block(v, world)
    numbers = (("explored", len(explored)), ("left", len(pile)), ("cost", n))
    return Place(f"{world}_world", label, tip, tuple(actions), why, numbers, "counter")


def _islands(v: State) -> list[Place]:
    """The home island and each Old World island explored, by name and bonus."""
    out = [Place("island:0", island_name(0), _("Your home island"), kind="island")]
    for k, island in enumerate(v.old_world, start=1):
        tip = f"{island_name(k)}: {old_world_name(island)}"
        out.append(Place(f"island:{k}", island_name(k), tip, kind="island"))
    return out


def _space_place(v: State, sp: Space, by_kind: dict[str, list[Action]]) -> TilePlace:
    d = game_data()
    places = _first(by_kind.get(A.PLACE), sp.id)
    name = tile_name(sp.tile) if sp.tile else ""
    where = space_name(sp)
    product = ship = works = ""
    if sp.tile in d.producers:
        works, product = d.producers[sp.tile]
    elif sp.tile in d.ships:
        ship = d.ships[sp.tile].kind
    free = _(FREE_SPACES.get(sp.kind, sp.kind))
    details = [f"{where}: {name or free}"]
    if works:
        details.append(
            _("worked by {tier}, makes {resource}").format(
                tier=_(WORKED_BY[works]), resource=resource_name(product)
            )
        )
    if sp.built and sp.preprinted:
        details.append(
            _("built over the printed {building}").format(building=tile_name(sp.preprinted))
        )
    if sp.workers:
        details.append(
            _("{count} of {places} workplaces taken").format(count=sp.workers, places=WORKPLACES)
        )
    if sp.tokens:
        details.append(
            ngettext("{count} fresh naval token", "{count} fresh naval tokens", sp.tokens).format(
                count=sp.tokens
            )
        )
    p = pending(v)
    if places and p is not None:
        details.append(_("click to place {building} here").format(building=tile_name(p.args[0])))
        if sp.tile:
            details.append(_("it covers {building}").format(building=name))
    return TilePlace(
        f"space:{sp.id}",
        name or free,
        " · ".join(details),
        tuple(places),
        "" if places else _ship_space_block(v, sp),
        numbers=(("workers", sp.workers), ("tokens", sp.tokens)),
        kind="space",
        tile=sp.tile,
        name=name,
        product=product,
        ship=ship,
        works=works,
        island=sp.island,
        line=LINE_OF_ROW[sp.row],
        col=sp.col,
        space=sp.kind,
    )


def _ship_space_block(v: State, sp: Space) -> str:
    """Why a ship space (a ship or shipyard on it, or the free sea) is out of the mission's
    reach: its ship limit (Missions 1 and 2 have no ships at all)."""
    d = game_data()
    if sp.tile in d.ships:
        block = ships_block(mission_of(v), d.ships[sp.tile].strength)
    else:
        block = ships_block(mission_of(v)) if sp.kind == "sea" else ""
    return Absent(_("this mission has {limit}").format(limit=block)) if block else ""


def _blueprints(v: State, by_kind: dict[str, list[Action]], busy: str) -> list[TilePlace]:
    """Every tile still to be built (not the one being placed), in the rule data's order."""
    d = game_data()
    p = pending(v)
    placing = p.args[0] if p is not None and p.kind == "place" else ""
    out = []
    for tile in all_tiles():
        if not tile_available(v, tile) or tile == placing:
            continue
        items, cubes = tile_cost(tile)
        actions = _first(by_kind.get(A.BUILD), tile) + _first(by_kind.get(A.FREE_BUILD), tile)
        ship = d.ships[tile].kind if tile in d.ships else ""
        works, product = d.producers.get(tile, ("", ""))
        if works:
            who = _("worked by {tier}").format(tier=_(WORKED_BY[works]))
        else:
            who = _("a ship") if ship != "shipyard" else _("a shipyard")
        exhausted = [_("{cube} to the exhausted area").format(cube=article(c)) for c in cubes]
        paid = [items_words(items)] if items or not cubes else []
        cost = listing(paid + exhausted)
        why = ""
        if not actions:
            why = busy or cannot_pay(v, items, cubes)
        # Translators: {building} is a tile, {who} "worked by farmers" or "a ship", {cost} the
        # price.
        tip = _("{building} ({who}) · costs {cost}").format(
            building=tile_name(tile), who=who, cost=cost
        )
        if works:
            tip += _(" · makes {resource}").format(resource=resource_name(product))
        out.append(
            TilePlace(
                f"blueprint:{tile}",
                tile_name(tile),
                tip,
                tuple(actions),
                why,
                kind="blueprint",
                tile=tile,
                name=tile_name(tile),
                product=product,
                ship=ship,
                works=works,
                cost=tuple(items),
                cube_cost=tuple(cubes),
            )
        )
    return out


def _districts(v: State, by_kind: dict[str, list[Action]], busy: str) -> list[Place]:
    d = game_data()
    out: list[Place] = []
    for tier in TIERS:
        i = TIER_INDEX[tier]
        ready, tired = v.home[i], v.exhausted[i]
        working = cube_total(v, tier) - ready - tired
        actions = (
            _first(by_kind.get(A.HIRE), tier)
            + _first(by_kind.get(A.UPGRADE), tier)
            + _first(by_kind.get(A.SHIFT_END), tier)
        )
        district = d.districts[tier]
        deck = card_deck_for(v, tier)
        name = _(DISTRICT_NAMES[tier])
        cost = items_words(district.new_cube_cost)
        tip = [
            _(
                "{district}: {ready} ready (solid), {tired} exhausted (hollow), {working} at work"
            ).format(district=name, ready=ready, tired=tired, working=working),
            # Translators: {cube} is a cube with its article ("a farmer"), {deck} a deck's card.
            _("{cube} costs {cost} and draws a {deck}").format(
                cube=_(NEW_CUBES[tier]), cost=cost, deck=_(DECK_NAMES[deck])
            )
            if deck
            else _("{cube} costs {cost}").format(cube=_(NEW_CUBES[tier]), cost=cost),
            ngettext(
                "ending {cube}'s shift costs {gold} gold",
                "ending {cube}'s shift costs {gold} gold",
                district.shift_end_gold,
            ).format(cube=article(tier), gold=district.shift_end_gold),
        ]
        if i + 1 < len(TIERS):
            to = TIERS[i + 1]
            tip.append(
                _("upgrading to {cube} costs {cost}").format(
                    cube=article(to), cost=items_words(d.districts[to].upgrade_cost)
                )
            )
        why = "" if actions else busy or _district_block(v, tier)
        out.append(
            Place(
                f"district:{tier}",
                name,
                " · ".join(tip),
                tuple(actions),
                why,
                (
                    ("ready", ready),
                    ("exhausted", tired),
                    ("working", working),
                    ("supply", d.supply[tier] - cube_total(v, tier)),
                ),
                "district",
            )
        )
    return out


def _district_block(v: State, tier: str) -> str:
    d = game_data()
    m = mission_of(v)
    if m and tier not in m.cubes:
        return Absent(_("this mission has no {tiers}").format(tiers=_(WORKED_BY[tier])))
    if not can_gain(v, tier):
        return _("no more {tiers} can be gained now").format(tiers=_(WORKED_BY[tier]))
    return cannot_pay(v, list(d.districts[tier].new_cube_cost)) or _("nothing to do here now")


def _hand(v: State, by_kind: dict[str, list[Action]], busy: str) -> list[Place]:
    d = game_data()
    p = pending(v)
    chosen = list(p.args) if p is not None and p.kind == "exchange" else []
    points = d.normal_solo.card_points
    playable = 0
    out: list[Place] = []
    for card_id in v.hand:
        card = d.cards[card_id]
        actions = (
            _first(by_kind.get(A.PICK), card_id)
            + _first(by_kind.get(A.PLAY), card_id)
            + _first(by_kind.get(A.EDITOR), card_id)
            + _first(by_kind.get(A.EDITOR_FREE), card_id)
        )
        playable += bool(_first(by_kind.get(A.PLAY), card_id))
        effect = effect_text(v, card_id)
        tip = _("{card} ({deck}): needs {cost}; later: {effect}; worth {points} influence").format(
            card=card_name(card_id),
            deck=_(DECK_NAMES[card.deck]),
            cost=items_words(card.cost),
            effect=effect,
            points=points[card.deck],
        )
        why = ""
        if card_id in chosen:
            why = _("chosen for the exchange")
        elif not actions:
            why = busy or cannot_pay(v, list(card.cost))
        out.append(
            CardPlace(
                f"card:{card_id}",
                card_name(card_id),
                tip,
                tuple(actions),
                why,
                kind="card",
                name=card_name(card_id),
                deck=card.deck,
                cost=tuple(card.cost),
                effect=effect,
                influence=points[card.deck],
                chosen=card_id in chosen,
            )
        )
    exchange = by_kind.get(A.EXCHANGE, [])
    heading = _("Hand: {cards}, {count} playable").format(cards=cards(len(v.hand)), count=playable)
    if v.played:
        # Translators: the hand's heading, then how many fulfilled cards follow it in the grid
        heading = ngettext(
            "{hand} · {count} fulfilled", "{hand} · {count} fulfilled", len(v.played)
        ).format(hand=heading, count=len(v.played))
    hand = Place(
        "hand",
        heading,
        _("Your hand: {cards} · exchange puts up to 3 under their decks and draws as many").format(
            cards=cards(len(v.hand))
        ),
        tuple(exchange),
        "" if exchange else busy,
        (("cards", len(v.hand)), ("playable", playable), ("chosen", len(chosen))),
        "hand",
    )
    return [hand, *out]


def _played(v: State, by_kind: dict[str, list[Action]], busy: str) -> list[Place]:
    d = game_data()
    out: list[Place] = []
    for i, card_id in enumerate(v.played):
        actions = _first(by_kind.get(A.ACTIVATE), card_id)
        effect = effect_text(v, card_id)
        why = ""
        if not actions:
            m = mission_of(v)
            if m is not None and not m.card_effects:
                why = Absent(_("this mission ignores card effects"))
            elif v.played_turn[i] >= v.turn:
                why = _("fulfilled this turn: its effect can be used from the next turn")
            else:
                why = busy
        out.append(
            CardPlace(
                f"played:{card_id}",
                card_name(card_id),
                _("{card}, fulfilled: {effect}").format(card=card_name(card_id), effect=effect),
                tuple(actions),
                why,
                kind="played",
                name=card_name(card_id),
                deck=d.cards[card_id].deck,
                cost=tuple(d.cards[card_id].cost),
                effect=effect,
                influence=d.normal_solo.card_points[d.cards[card_id].deck],
            )
        )
    return out


def _goals(v: State) -> list[Place]:
    out: list[Place] = []
    for n, g in enumerate(mission_progress(v)):
        label = g.label
        if g.at_most:
            tip = _("{goal}: {current} now, at most {target} needed")
        else:
            tip = _("{goal}: {current} now, at least {target} needed")
        out.append(
            GoalPlace(
                f"goal:{n}",
                label,
                tip.format(goal=label, current=g.current, target=g.target),
                numbers=(("current", g.current), ("target", g.target)),
                kind="goal",
                current=g.current,
                target=g.target,
                at_most=g.at_most,
                met=g.met,
            )
        )
    return out


def _orders(v: State, by_kind: dict[str, list[Action]]) -> list[Place]:
    """Normal solo: the order cards with their worth now (and the free actions they give), and
    the score so far by source."""
    if v.mode == "campaign":
        return []
    d = game_data()
    acting = {
        "alonso_graves": by_kind.get(A.ALONSO, []),
        "aarhant": by_kind.get(A.AARHANT, []),
        "beryl_omara": by_kind.get(A.BERYL, []),
    }
    out: list[Place] = []
    for order_id in v.orders:
        order = d.orders[order_id]
        name = _(order.name)
        if order.kind == "free":
            worth = _("acts")
            tip = _("{order}: a free action you may take").format(order=name)
        elif order.kind == "setup":
            worth = _("in play")
            tip = _("{order}: changes the rules of this game").format(order=name)
        else:
            worth = _("{points} IP").format(points=order_points(v, order_id))
            tip = _("{order}: worth {points} if the game ended now").format(
                order=name, points=worth
            )
        out.append(
            OrderPlace(
                f"order:{order_id}",
                name,
                tip,
                tuple(acting.get(order_id, [])),
                numbers=(("points", order_points(v, order_id)),),
                kind="order",
                worth=worth,
            )
        )
    parts = score_breakdown(v)
    for key, value in parts.items():
        name = _(SCORE_NAMES[key]) if key in SCORE_NAMES else key
        out.append(
            Place(
                f"score:{key}",
                name,
                _("{part}: {points} influence").format(part=name, points=value),
                numbers=(("points", value),),
                kind="score",
            )
        )
    total = sum(parts.values())
    out.append(
        Place(
            "score",
            _("Influence from cards {points}").format(points=played_ip(v)),
            _("Score if the game ended now: {points} influence").format(points=total),
            numbers=(("points", total), ("cards", played_ip(v))),
            kind="score",
        )
    )
    return out


# ---------------------------------------------------------------- why not, and previews


def cannot_pay(v: State, items: list[str], cubes: tuple[str, ...] = ()) -> str:
    """Why a cost cannot be paid now ("" if it can), naming the first part that fails."""
    if plan_payment(v, items, cubes, cheapest=False) is not None:
        return ""
    for tier in cubes:
        if not v.home[TIER_INDEX[tier]]:
            return _("no {tier} at home to exhaust").format(tier=tier_name(tier))
    for kind in ("expl", "trade"):
        need, ready = items.count(kind), fresh_tokens(v, kind)
        if need > ready:
            return _("needs {tokens}, {ready} ready").format(tokens=tokens(need, kind), ready=ready)
    for r in dict.fromkeys(i for i in items if i not in ("expl", "trade")):
        if plan_payment(v, [r], cheapest=False) is None:
            if r in NW_RAW:
                return _("no New World island of yours gives {resource}").format(
                    resource=resource_name(r)
                )
            return _("nothing can make or trade {resource} now").format(resource=resource_name(r))
    return _("not all of it at once: workplaces, cubes or trade tokens run short")


def preview(v: State, a: Action) -> Preview | None:
    """What `a` would cost and where each part is paid from (None for actions that cost nothing).

    A pay-step entry previews the proposed payment; the step's `done` the payment chosen."""
    if a.kind == A.PAY:
        proposed = preview(v, entered(a))
        return replace(proposed, action=a) if proposed is not None else None
    if v.phase == "pay" and a.kind == A.DONE:
        return _chosen_preview(v, a)
    d = game_data()
    arg = a.args[0] if a.args else ""
    reserve = 0
    parts: list[Payment] = []
    if a.kind in (A.BUILD, A.FREE_BUILD):
        items, cubes = tile_cost(str(arg))
        if a.kind == A.FREE_BUILD:
            m = mission_of(v)
            reserve = m.free_expand_tokens if m else 0
    elif a.kind == A.PLAY:
        items, cubes = list(d.cards[str(arg)].cost), ()
    elif a.kind == A.HIRE:
        items, cubes = list(d.districts[str(arg)].new_cube_cost), ()
    elif a.kind == A.UPGRADE:
        to = TIERS[TIER_INDEX[str(arg)] + 1]
        items, cubes = list(d.districts[to].upgrade_cost), ()
        where = upgrade_source(v, str(arg))
        if where == "home":
            source = _("{cube} from its district")
        elif where == "workplace":
            source = _("{cube} from a workplace")
        else:
            source = _("{cube} from the exhausted area")
        words = source.format(cube=article(str(arg)))
        parts.append(Payment(str(arg), 1, words, "cube", tier=str(arg)))
    else:
        expl = exploration_tokens(v, a.kind)
        gold = {A.ALONSO: ALONSO_COST}.get(a.kind, 0)
        if a.kind == A.SHIFT_END:
            gold = d.districts[str(arg)].shift_end_gold
        if a.kind == A.AARHANT:
            parts.append(
                Payment(
                    "investor",
                    1,
                    _("an investor exhausted for {gold} gold").format(gold=AARHANT_GOLD),
                    "cube",
                    tier="investor",
                )
            )
        if expl:
            parts += _token_parts(v, "expl", expl)
        if gold:
            words = _gold_paid(gold)
            parts.append(Payment("gold", gold, words, "gold"))
        if not parts:
            return None
        return Preview(a, _paid_words(describe(v, a), parts), tuple(parts))
    plan = plan_payment(v, items, cubes, reserve_trade=reserve)
    if plan is None:
        return None
    for u in plan.units:
        parts.append(_unit_part(v, u))
    for tier in plan.cubes:
        parts.append(Payment(tier, 1, _exhausted_words(tier), "cube", tier=tier))
    parts += _token_parts(v, "expl", plan.expl)
    parts += _token_parts(v, "trade", plan.trade + reserve)
    return Preview(a, _paid_words(describe(v, a), parts), tuple(parts))


def _gold_paid(gold: int) -> str:
    return ngettext("{gold} gold from your gold", "{gold} gold from your gold", gold).format(
        gold=gold
    )


def _exhausted_words(tier: str) -> str:
    return _("{cube} from home goes to the exhausted area").format(cube=article(tier))


def _paid_words(action: str, parts: list[Payment]) -> str:
    """ "Expand: build Sawmill: pays timber made at Sawmill by a farmer; ..."."""
    # Translators: {action} is the move's description, {parts} what pays each part.
    return _("{action}: pays {parts}").format(
        action=action, parts=_words(parts) if parts else _("nothing")
    )


def _unit_part(v: State, u) -> Payment:
    d = game_data()
    name = resource_name(u.resource)
    if u.how == "make":
        works = d.producers[u.tile][0]
        words = _("made at {building} by {worker}").format(
            building=tile_name(u.tile), worker=article(works)
        )
        return Payment(u.resource, 1, words, "make", u.tile, works)
    if u.how == "trade" and u.terms is not None:
        t = u.terms
        source = _("traded via {building} for {tokens}").format(
            building=tile_name(t.tile), tokens=tokens(t.tokens, "trade")
        )
        mark = ""
        if t.mark:
            tier = t.mark.split(":")[0]
            mark = _("takes a {tier} trade-limit mark for {resource}").format(
                tier=tier_name(tier), resource=name
            )
            source += f" ({mark})"
        if t.first:
            source += _(" (a first trade: the industry goes to your display)")
        return Payment(
            u.resource, 1, source, "trade", t.tile, d.producers[t.tile][0], t.tokens, mark
        )
    if u.how == "wild":
        return Payment(u.resource, 1, _("from this turn's New World pick"), "wild")
    words = _("from your New World island for 1 trade token")
    return Payment(u.resource, 1, words, "raw", tokens=1)


def _chosen_preview(v: State, a: Action) -> Preview | None:
    """The payment the pay step would make now, part by part (None while it cannot be paid)."""
    step = step_of(v)
    p = price(v, step.action)
    assert p is not None
    settled = settle(v, p, step.units)
    if settled.plan is None:
        return None
    parts = [_unit_part(v, u) for u in settled.plan.units]
    for tier in p.cubes:
        parts.append(Payment(tier, 1, _exhausted_words(tier), "cube", tier=tier))
    for i, kind in enumerate(TOKEN_KINDS):
        need = settled.tokens[kind]
        parts += _token_parts(v, kind, need, from_cards(v, kind, need, step.cards[i]))
    if p.gold:
        words = _gold_paid(p.gold)
        parts.append(Payment("gold", p.gold, words, "gold"))
    return Preview(a, _paid_words(describe(v, step.action), parts), tuple(parts))


def _token_parts(v: State, kind: str, n: int, cards: int | None = None) -> list[Payment]:
    if not n:
        return []
    out = []
    for where, k in token_draw(v, kind, n, cards):
        if where is None:
            source = _("this turn's tokens from cards")
        else:
            sp = v.spaces[where]
            source = f"{tile_name(sp.tile)} ({space_name(sp)})"
        out.append(Payment(kind, k, source, "token"))
    return out


def _words(parts: list[Payment]) -> str:
    words = []
    for p in parts:
        if p.how == "token":
            # Translators: {tokens} is a count ("2 trade tokens"), {source} a ship or the cards.
            words.append(
                _("{tokens} from {source}").format(
                    tokens=tokens(p.amount, p.resource), source=p.source
                )
            )
        elif p.how in ("cube", "gold"):
            words.append(p.source)
        else:
            # Translators: {resource} is a good, {source} where it comes from ("made at ...").
            words.append(
                _("{resource} {source}").format(resource=resource_name(p.resource), source=p.source)
            )
    return "; ".join(words)


# ---------------------------------------------------------------- the pay step


def pay_places(v: State, legal: list[Action]) -> list[Place]:
    """The pay step's panel: each part with its chosen source and the alternatives, the fixed
    parts, the total, pay (or why not yet) and cancel."""
    step = step_of(v)
    p = price(v, step.action)
    assert p is not None
    settled = settle(v, p, step.units)
    allowed = set(legal)
    out: list[Place] = []
    for k, r in enumerate(p.resources):
        out.append(_part_place(v, k, r, step.units[k], settled, sources(v, r, p), allowed))
    for i, kind in enumerate(TOKEN_KINDS):
        need = settled.tokens.get(kind, p.items.count(kind))
        if need:
            out.append(_tokens_place(v, kind, need, step.cards[i], settled, allowed))
    for k, tier in enumerate(p.cubes):
        words = _exhausted_words(tier)
        out.append(
            PayPlace(
                f"pay:cube:{k}",
                words,
                words,
                kind="pay_part",
                resource=tier,
                source=words,
                how="cube",
                tier=tier,
            )
        )
    if p.gold:
        words = _gold_paid(p.gold)
        out.append(
            PayPlace(
                "pay:gold",
                words,
                words,
                kind="pay_part",
                resource="gold",
                amount=p.gold,
                source=words,
                how="gold",
            )
        )
    total = _total_words(v, p.cubes, p.gold, settled)
    out.append(
        Place(
            "pay:total",
            _("Total: {payment}").format(payment=total),
            _("This payment takes {payment}").format(payment=total),
            kind="pay",
        )
    )
    confirm = Action(A.DONE)
    out.append(
        Place(
            "pay:confirm",
            _("Pay"),
            describe(v, confirm),
            (confirm,) if confirm in allowed else (),
            settled.why,
            kind="pay",
        )
    )
    cancel = Action(A.CANCEL)
    out.append(Place("pay:cancel", _("Cancel"), describe(v, cancel), (cancel,), kind="pay"))
    return out


def _part_place(
    v: State,
    k: int,
    r: str,
    unit: tuple[str, str],
    settled: Settled,
    found: list[tuple[str, str]],
    allowed: set[Action],
) -> PayPlace:
    d = game_data()
    how, tile = unit
    terms = settled.plan.units[k].terms if settled.plan is not None else None
    words = source_words(v, r, how, tile, terms)
    choices = [PayChoice(words, None, True)]
    for h, t in found:
        a = Action(A.SOURCE, (k, h, t))
        if (h, t) != unit and a in allowed:
            choices.append(PayChoice(source_words(v, r, h, t), a))
    choices += _closed_sources(v, r, [*found, unit])
    name = resource_name(r)
    others = "; ".join(c.words for c in choices[1:] if c.action) or _("no other source now")
    tier = d.producers[tile][0] if tile in d.producers else ""
    label = f"{name[:1].upper()}{name[1:]}: {words}"
    return PayPlace(
        f"pay:part:{k}",
        label,
        _("{part} · or: {others}").format(part=label, others=others),
        tuple(c.action for c in choices if c.action is not None),
        kind="pay_part",
        resource=r,
        source=words,
        how=how,
        tile=tile,
        tier=tier,
        choices=tuple(choices),
    )


def _closed_sources(v: State, r: str, found: list[tuple[str, str]]) -> list[PayChoice]:
    """The sources of `r` the rules close now, each with its reason: an own industry without a
    free workplace or an idle cube, a trade route the mission or this turn rules out."""
    d = game_data()
    m = mission_of(v)
    out: list[PayChoice] = []
    for tile in d.makers.get(r, ()):
        works = d.producers[tile][0]
        if ("make", tile) in found or not any(sp.tile == tile for sp in v.spaces):
            continue
        words = source_words(v, r, "make", tile)
        if m is not None and works not in m.cubes:
            why = _("this mission has no {tiers}").format(tiers=_(WORKED_BY[works]))
        elif not v.home[TIER_INDEX[works]]:
            why = _("no {tier} at home").format(tier=tier_name(works))
        else:
            why = _("both workplaces of {building} are taken").format(building=tile_name(tile))
        out.append(PayChoice(words, why_not=why))
    if r in NW_RAW:
        return out
    for tile in d.makers.get(r, ()):
        if ("trade", tile) in found:
            continue
        out.append(PayChoice(source_words(v, r, "trade", tile), why_not=_closed_trade(v, r, tile)))
    return out


def _closed_trade(v: State, r: str, tile: str) -> str:
    m = mission_of(v)
    name = resource_name(r)
    if m is not None and not m.trade:
        return _("this mission has no trade")
    if m is not None and (r in m.trade_ban or tile in m.trade_ban_industries):
        return _("this mission bans trading {resource} that way").format(resource=name)
    if r in v.traded_this_turn:
        return _("{resource} was already traded this turn").format(resource=name)
    d = game_data()
    need = d.districts[d.producers[tile][0]].trade_tokens
    if fresh_tokens(v, "trade") < need:
        return _("needs {tokens}, {ready} ready").format(
            tokens=tokens(need, "trade"), ready=fresh_tokens(v, "trade")
        )
    if m is None:
        return _("its industry could not be built yet, or it would be a second new trade")
    return _("the mission's trade limit for this tier is reached")


def _tokens_place(
    v: State, kind: str, need: int, wanted: int, settled: Settled, allowed: set[Action]
) -> PayPlace:
    name = tokens(need, kind)
    if settled.plan is None:
        words = _("where they come from is chosen once the rest can be paid")
        return PayPlace(
            f"pay:tokens:{kind}",
            f"{name}: {words}",
            words,
            kind="pay_part",
            resource=kind,
            amount=need,
            source=words,
            how="token",
        )
    now = from_cards(v, kind, need, wanted)
    low, high = card_range(v, kind, need)
    words = split_words(need, now)
    choices = [PayChoice(words, None, True)]
    for n in range(low, high + 1):
        a = Action(A.CARDS, (kind, n))
        if n != now and a in allowed:
            choices.append(PayChoice(split_words(need, n), a))
    label = f"{name[:1].upper()}{name[1:]}: {words}"
    tip = _(
        "{part} · ship tokens refill at the city festival and still count as owned; tokens from "
        "played cards are lost at the festival"
    ).format(part=label)
    return PayPlace(
        f"pay:tokens:{kind}",
        label,
        tip,
        tuple(c.action for c in choices if c.action is not None),
        kind="pay_part",
        resource=kind,
        amount=need,
        source=words,
        how="token",
        choices=tuple(choices),
    )


def demand_places(v: State, legal: list[Action]) -> list[Place]:
    """The Pyrphorians' demand in the pay panel's shape: the tokens with the split chosen and
    the other splits, the total and the confirm (there is no cancel: the demand must be met)."""
    n, now = demanded(v)
    low, high = card_range(v, "expl", n)
    allowed = set(legal)
    words = split_words(n, now)
    choices = [PayChoice(words, None, True)]
    for k in range(low, high + 1):
        a = Action(A.TAKE, (k,))
        if a in allowed:
            choices.append(PayChoice(split_words(n, k), a))
    name = tokens(n, "expl")
    name = f"{name[:1].upper()}{name[1:]}"
    tip = _(
        "{part} · ship tokens refill at the city festival and still count as owned; tokens from "
        "played cards are lost"
    ).format(part=f"{name}: {words}")
    done = Action(A.DONE)
    return [
        PayPlace(
            "pay:tokens:expl",
            f"{name}: {words}",
            tip,
            tuple(c.action for c in choices if c.action is not None),
            kind="pay_part",
            resource="expl",
            amount=n,
            source=words,
            how="token",
            choices=tuple(choices),
        ),
        Place(
            "pay:total", _("Total: {payment}").format(payment=tokens(n, "expl")), tip, kind="pay"
        ),
        Place("pay:confirm", _("Exhaust"), describe(v, done), (done,), kind="pay"),
    ]


def _total_words(v: State, cubes: tuple[str, ...], gold: int, settled: Settled) -> str:
    """The whole payment in a few words: tokens, cubes set to work or exhausted, marks, gold."""
    d = game_data()
    words: list[str] = []
    for kind in TOKEN_KINDS:
        if settled.tokens.get(kind):
            words.append(tokens(settled.tokens[kind], kind))
    units = settled.plan.units if settled.plan is not None else []
    workers: dict[str, int] = {}
    for u in units:
        if u.how == "make":
            tier = d.producers[u.tile][0]
            workers[tier] = workers.get(tier, 0) + 1
    words += [_("{cubes} at work").format(cubes=tiers(n, tier)) for tier, n in workers.items()]
    if cubes:
        n = len(cubes)
        words.append(
            ngettext("{count} cube exhausted", "{count} cubes exhausted", n).format(count=n)
        )
    marks = [u.terms.mark for u in units if u.terms is not None and u.terms.mark]
    if marks:
        n = len(marks)
        words.append(
            ngettext("{count} new trade-limit mark", "{count} new trade-limit marks", n).format(
                count=n
            )
        )
    if gold:
        words.append(ngettext("{gold} gold", "{gold} gold", gold).format(gold=gold))
    if settled.plan is None:
        return _("not yet known: {why}").format(why=settled.why)
    return ", ".join(words) or _("nothing")


# ---------------------------------------------------------------- the campaign's rule data


def mission_count() -> int:
    return len(game_data().missions)


def rating_ladder() -> tuple[tuple[int, str], ...]:
    """The normal solo game's ratings, best first, each with the influence it starts at."""
    return tuple((r.min, _(r.name)) for r in game_data().normal_solo.ratings)


def rating_key(points: int) -> str:
    """The rating a score earns as the rule data names it, for a record kept on disk (shown
    through _() like every rule-data name, so the record does not depend on the language)."""
    return rating(points)


def mission_title(number: int) -> str:
    return _(game_data().missions[number].title)


def mission_goal_words(number: int) -> tuple[str, ...]:
    """The goals of a mission in words ("cards in hand: none", "influence gained: at most 60")."""
    from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions, new_state

    s = new_state(Anno1800SoloOptions(mission=number), 0)
    out = []
    for g in game_data().missions[number].goals:
        p = goal_progress(s, g)
        if p.at_most and p.target == 0:
            out.append(_("{goal}: none").format(goal=p.label))
        elif p.at_most:
            out.append(_("{goal}: at most {target}").format(goal=p.label, target=p.target))
        elif g.kind == "owns":
            out.append(p.label)
        else:
            out.append(_("{goal}: at least {target}").format(goal=p.label, target=p.target))
    return tuple(out)
