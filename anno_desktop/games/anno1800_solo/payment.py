"""Choosing how to pay: the pay step of an action that costs something.

Every paying action is still taken in one step with the proposed payment (`economy.plan_payment`).
Beside it, `Action("pay", (kind, *args))` opens `Pending(0, "pay", ...)` where the player sets
the source of each cost part - a cube on one of the industries that make it, a trade (by the
industry traded from: a pre-printed artisan tile and its worker alternative are two routes), a
New World island or this turn's New World pick - and how many of the exhausted tokens come from
played cards rather than ships. `done` pays exactly as the one-step action would with those
sources; `cancel` goes back, nothing changed.

The pending decision's args: (kind, action args, the step it was opened from as (kind, args) -
("", ()) between actions -, the source of each resource part as (how, tile) in sorted resource
order, tokens from cards per token kind in TOKEN_KINDS order, -1 for the proposed number).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.data import NW_RAW, TIERS, game_data
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    Plan,
    Unit,
    fresh_tokens,
    mission_of,
    nw_raw_available,
    plan_payment,
    trade_routes,
)
from anno_desktop.games.anno1800_solo.names import resource_name, tier_name, tile_name, tokens
from anno_desktop.games.anno1800_solo.state import State

EXPEDITION_COST = 2
EDITOR_COST = 2
ALONSO_COST = 3
BERYL_EXPL = 2
TOKEN_KINDS = ("expl", "trade")
DEFAULT = -1  # tokens from cards: as proposed (ships first)
WORKPLACES = 2
# Actions whose price the player may choose the sources of.
PAYING = frozenset(
    {
        A.BUILD,
        A.FREE_BUILD,
        A.PLAY,
        A.HIRE,
        A.UPGRADE,
        A.EXPLORE_OLD,
        A.EXPLORE_NEW,
        A.EXPEDITION,
        A.EDITOR,
        A.EDITOR_FREE,
        A.ALONSO,
        A.BERYL,
    }
)


def tile_cost(tile: str) -> tuple[list[str], tuple[str, ...]]:
    d = game_data()
    if tile in d.industries:
        return list(d.industries[tile].cost), tuple(d.industries[tile].cube_cost)
    return list(d.ships[tile].cost), ()


@dataclass(frozen=True, slots=True)
class Price:
    """What an action costs: resource and token items, cube symbols, trade tokens exhausted
    besides (Mission 10's extra Expand) and gold."""

    items: tuple[str, ...]
    cubes: tuple[str, ...] = ()
    reserve: int = 0
    gold: int = 0

    @property
    def resources(self) -> list[str]:
        """The resource parts, in the order the payment search and the pay step use."""
        return sorted(r for r in self.items if r not in TOKEN_KINDS)


def price(s: State, a: Action) -> Price | None:
    """The price of a paying action (None for any other)."""
    d = game_data()
    arg = str(a.args[0]) if a.args else ""
    if a.kind in (A.BUILD, A.FREE_BUILD):
        items, cubes = tile_cost(arg)
        m = mission_of(s)
        reserve = m.free_expand_tokens if a.kind == A.FREE_BUILD and m else 0
        return Price(tuple(items), cubes, reserve)
    if a.kind == A.PLAY:
        return Price(tuple(d.cards[arg].cost))
    if a.kind == A.HIRE:
        return Price(tuple(d.districts[arg].new_cube_cost))
    if a.kind == A.UPGRADE:
        return Price(tuple(d.districts[TIERS[TIER_INDEX[arg] + 1]].upgrade_cost))
    expl = exploration_tokens(s, a.kind)
    if expl is None:
        return None
    return Price(("expl",) * expl, gold=ALONSO_COST if a.kind == A.ALONSO else 0)


def exploration_tokens(s: State, kind: str) -> int | None:
    """How many exploration tokens an action of `kind` exhausts (None: it takes none)."""
    return {
        A.EXPLORE_OLD: len(s.old_world) + 1,
        A.EXPLORE_NEW: len(s.new_world) + 1,
        A.EXPEDITION: EXPEDITION_COST,
        A.EDITOR: EDITOR_COST,
        A.EDITOR_FREE: EDITOR_COST,
        A.ALONSO: ALONSO_COST,
        A.BERYL: BERYL_EXPL,
    }.get(kind)


# ---------------------------------------------------------------- sources


def sources(s: State, resource: str, p: Price) -> list[tuple[str, str]]:
    """Every source one unit of `resource` could come from on its own, as (how, tile): a cube
    of the industry's colour on a free workplace (the mission allowing that tier), the New
    World pick, a New World island (1 trade token), a trade by each legal route."""
    d = game_data()
    m = mission_of(s)
    allowed = set(m.cubes) if m else set(TIERS)
    out: list[tuple[str, str]] = []
    for tile in d.makers.get(resource, ()):
        works = d.producers[tile][0]
        free = sum(WORKPLACES - sp.workers for sp in s.spaces if sp.tile == tile)
        if works in allowed and free > 0 and s.home[TIER_INDEX[works]] > 0:
            out.append(("make", tile))
    if resource in NW_RAW:
        if s.temp_nw:
            out.append(("wild", ""))
        if nw_raw_available(s, resource) and fresh_tokens(s, "trade") > p.reserve:
            out.append(("raw", ""))
        return out
    ready = fresh_tokens(s, "trade") - p.reserve
    routes = sorted(trade_routes(s, resource), key=lambda t: (t.tokens, bool(t.mark), t.first))
    out += [("trade", t.tile) for t in routes if t.tokens <= ready]
    return out


@dataclass(slots=True)
class Settled:
    """A full assignment checked: the plan to commit (None, with `why`, when it cannot be paid)
    and the tokens it exhausts per kind (reserve included)."""

    plan: Plan | None
    why: str = ""
    tokens: dict[str, int] = field(default_factory=dict)


def settle(s: State, p: Price, units: tuple[tuple[str, str], ...]) -> Settled:
    """The payment these sources make, or why they cannot be used together."""
    d = game_data()
    home = s.home[:]
    for tier in p.cubes:
        if home[TIER_INDEX[tier]] == 0:
            text = _("no {tier} at home to exhaust").format(tier=tier_name(tier))
            return Settled(None, text)
        home[TIER_INDEX[tier]] -= 1
    capacity: dict[str, int] = {}
    for sp in s.spaces:
        if sp.tile in d.producers:
            capacity[sp.tile] = capacity.get(sp.tile, 0) + WORKPLACES - sp.workers
    marks: tuple[str, ...] = ()
    first = False
    traded: list[str] = []
    trade = p.items.count("trade")
    wild = 0
    chosen: list[Unit] = []
    for r, (how, tile) in zip(p.resources, units, strict=True):
        name = resource_name(r)
        if how == "make":
            works = d.producers[tile][0]
            if capacity.get(tile, 0) <= 0:
                # Translators: {building} is an industry, {resource} what it makes.
                text = _("{building} has no free workplace left for {resource}")
                return Settled(None, text.format(building=tile_name(tile), resource=name))
            if home[TIER_INDEX[works]] <= 0:
                text = _("no {tier} left at home to make {resource}")
                return Settled(None, text.format(tier=tier_name(works), resource=name))
            capacity[tile] -= 1
            home[TIER_INDEX[works]] -= 1
            chosen.append(Unit(r, "make", tile))
        elif how == "trade":
            if r in traded:
                text = _("{resource} can be traded only once per turn").format(resource=name)
                return Settled(None, text)
            terms = next((t for t in trade_routes(s, r, marks, first) if t.tile == tile), None)
            if terms is None:
                return Settled(None, _no_route(s, name, first))
            traded.append(r)
            trade += terms.tokens
            marks += (terms.mark,) if terms.mark else ()
            first = first or terms.first
            chosen.append(Unit(r, "trade", tile, terms))
        else:
            trade += how == "raw"
            wild += how == "wild"
            chosen.append(Unit(r, how))
    if wild > s.temp_nw:
        text = ngettext(
            "only {count} New World pick this turn",
            "only {count} New World picks this turn",
            s.temp_nw,
        )
        return Settled(None, text.format(count=s.temp_nw))
    expl = p.items.count("expl")
    for kind, need in (("expl", expl), ("trade", trade + p.reserve)):
        ready = fresh_tokens(s, kind)
        if need > ready:
            text = _("needs {tokens}, {ready} ready").format(tokens=tokens(need, kind), ready=ready)
            return Settled(None, text)
    plan = Plan(chosen, expl, trade, list(p.cubes), 0.0)
    return Settled(plan, "", {"expl": expl, "trade": trade + p.reserve})


def _no_route(s: State, name: str, first: bool) -> str:
    if s.mode != "campaign" and first:
        return _(
            "{resource}: only one resource new to your trade display may be traded per action"
        ).format(resource=name)
    return _("{resource} cannot be traded that way: the mission's trade limit is reached").format(
        resource=name
    )


def card_range(s: State, kind: str, need: int) -> tuple[int, int]:
    """How many of `need` exhausted tokens may come from played cards (the rest from ships)."""
    temp = s.temp_trade if kind == "trade" else s.temp_expl
    ships = fresh_tokens(s, kind) - temp
    return max(0, need - ships), min(need, temp)


def from_cards(s: State, kind: str, need: int, wanted: int) -> int:
    """The tokens from cards a choice means: the proposed number (ships first) by default."""
    low, high = card_range(s, kind, need)
    return low if wanted == DEFAULT else max(low, min(high, wanted))


def split_words(need: int, cards: int) -> str:
    """Where `need` exhausted tokens come from, `cards` of them from played cards."""
    if cards == 0:
        return _("all from ships")
    if cards == need:
        return _("all from played cards")
    return _("{ships} from ships, {cards} from played cards").format(
        ships=need - cards, cards=cards
    )


# ---------------------------------------------------------------- the step


@dataclass(frozen=True, slots=True)
class Step:
    """The pay step in progress, decoded from its pending decision."""

    action: Action
    before: Pending | None
    units: tuple[tuple[str, str], ...]
    cards: tuple[int, ...]

    def pending(self) -> Pending:
        back = ("", ()) if self.before is None else (self.before.kind, self.before.args)
        args = (self.action.kind, self.action.args, back, self.units, self.cards)
        return Pending(0, "pay", args)


def step_of(s: State) -> Step:
    kind, args, (back_kind, back_args), units, cards = s.pending.args  # type: ignore[union-attr]
    before = Pending(0, back_kind, back_args) if back_kind else None
    return Step(Action(kind, args), before, units, cards)


def open_step(s: State, a: Action) -> Step:
    """The pay step of `a` with the proposed sources."""
    p = price(s, a)
    assert p is not None
    plan = plan_payment(s, list(p.items), p.cubes, reserve_trade=p.reserve)
    assert plan is not None
    units = tuple((u.how, u.tile) for u in plan.units)
    return Step(a, s.pending, units, (DEFAULT,) * len(TOKEN_KINDS))


def entry(a: Action) -> Action:
    return Action(A.PAY, (a.kind, *a.args))


def entered(a: Action) -> Action:
    """The action a pay-step entry chooses the payment of."""
    return Action(str(a.args[0]), tuple(a.args[1:]))


def pay_entries(s: State, legal: list[Action]) -> list[Action]:
    """A pay-step entry for each legal paying action with something to choose."""
    found: dict[tuple[str, int], list[tuple[str, str]]] = {}
    return [entry(a) for a in legal if a.kind in PAYING and _has_choice(s, a, found)]


def _has_choice(s: State, a: Action, found: dict[tuple[str, int], list[tuple[str, str]]]) -> bool:
    """`found` keeps the sources of each resource (and reserve) between the actions."""
    p = price(s, a)
    if p is None:
        return False
    ways = []
    for r in dict.fromkeys(p.resources):
        key = (r, p.reserve)
        if key not in found:
            found[key] = sources(s, r, p)
        ways.append(found[key])
    if any(len(x) > 1 for x in ways):
        return True
    expl = p.items.count("expl")
    if expl:
        low, high = card_range(s, "expl", expl)
        if high > low:
            return True
    traded = any(how in ("trade", "raw") for x in ways for how, _ in x)
    ships = fresh_tokens(s, "trade") - s.temp_trade
    return bool(s.temp_trade and ships and (p.items.count("trade") or p.reserve or traded))


def step_actions(s: State) -> list[Action]:
    """The pay step's choices: another source for a part, tokens from cards, done, cancel."""
    step = step_of(s)
    p = price(s, step.action)
    assert p is not None
    out: list[Action] = []
    for k, r in enumerate(p.resources):
        out += [
            Action(A.SOURCE, (k, how, tile))
            for how, tile in sources(s, r, p)
            if (how, tile) != step.units[k]
        ]
    settled = settle(s, p, step.units)
    if settled.plan is not None:
        for i, kind in enumerate(TOKEN_KINDS):
            need = settled.tokens[kind]
            now = from_cards(s, kind, need, step.cards[i])
            low, high = card_range(s, kind, need)
            out += [Action(A.CARDS, (kind, n)) for n in range(low, high + 1) if n != now]
        out.append(Action(A.DONE))
    out.append(Action(A.CANCEL))
    return out


def with_source(step: Step, k: int, how: str, tile: str) -> Step:
    units = list(step.units)
    units[k] = (how, tile)
    return Step(step.action, step.before, tuple(units), step.cards)


def with_cards(step: Step, kind: str, n: int) -> Step:
    cards = list(step.cards)
    cards[TOKEN_KINDS.index(kind)] = n
    return Step(step.action, step.before, step.units, tuple(cards))


@dataclass(slots=True)
class Payment:
    """A chosen payment being carried out: the plan, and tokens still to take from cards."""

    plan: Plan
    cards: dict[str, int]


def chosen_payment(s: State, step: Step) -> Payment | None:
    """The payment the step's sources make, None when they cannot be paid together."""
    p = price(s, step.action)
    assert p is not None
    settled = settle(s, p, step.units)
    if settled.plan is None:
        return None
    cards = {
        kind: from_cards(s, kind, settled.tokens[kind], step.cards[i])
        for i, kind in enumerate(TOKEN_KINDS)
    }
    return Payment(settled.plan, cards)
