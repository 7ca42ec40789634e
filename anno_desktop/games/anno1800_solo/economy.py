"""Islands, cubes, tokens and paying costs: production on workplaces, trade and New World raws.

A cost is paid by one canonical best payment, found by a small search over the sources of
each unit, best in the mission's terms: fewest new trade-limit marks, then fewest trades (produce
before trading), then fewest trade tokens, then the cheapest cubes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from anno_desktop.games.anno1800_solo.data import NW_RAW, TIERS, Mission, game_data
from anno_desktop.games.anno1800_solo.state import State

TIER_INDEX = {t: i for i, t in enumerate(TIERS)}
# What a unit paid by each source "costs" the player. The weights are lexicographic: a new
# trade-limit mark outweighs any number of trades, a trade any number of tokens (production comes
# first), a token any cubes; among cubes the cheap tiers work first.
CUBE_WEIGHT = {"farmer": 1.0, "worker": 1.0, "artisan": 2.0, "engineer": 3.0, "investor": 4.0}
WILD_WEIGHT = 0.5
TOKEN_WEIGHT = 30.0
TRADE_WEIGHT = 300.0
MARK_WEIGHT = 3000.0
SHIP_OF_TOKEN = {"trade": "trade", "expl": "exploration"}


def mission_of(s: State) -> Mission | None:
    return game_data().missions.get(s.mission) if s.mode == "campaign" else None


# ---------------------------------------------------------------- cubes and tokens


def cube_total(s: State, tier: str | None = None) -> int:
    """Owned cubes of one tier (or all), wherever they lie."""
    d = game_data()
    tiers = [tier] if tier else list(TIERS)
    total = 0
    for t in tiers:
        i = TIER_INDEX[t]
        total += s.home[i] + s.exhausted[i]
    for sp in s.spaces:
        if (
            sp.workers
            and sp.tile in d.producers
            and (tier is None or d.producers[sp.tile][0] == tier)
        ):
            total += sp.workers
    return total


def ship_kind(tile: str) -> str:
    ship = game_data().ships.get(tile)
    return ship.kind if ship else ""


@cache
def _ships_giving(kind: str) -> dict[str, int]:
    """Ship tiles that carry `kind` tokens, with their strength (move generation asks often)."""
    ships = SHIP_OF_TOKEN[kind]
    return {tile: ship.strength for tile, ship in game_data().ships.items() if ship.kind == ships}


def fresh_tokens(s: State, kind: str) -> int:
    """Tokens ("trade" or "expl") ready to be exhausted: fresh naval tokens plus temporary ones."""
    temp = s.temp_trade if kind == "trade" else s.temp_expl
    ships = _ships_giving(kind)
    return temp + sum(sp.tokens for sp in s.spaces if sp.tile in ships)


def owned_tokens(s: State, kind: str) -> int:
    """Tokens owned (goals, Madame Kahina): ship strengths plus unused temporary tokens."""
    temp = s.temp_trade if kind == "trade" else s.temp_expl
    ships = _ships_giving(kind)
    return temp + sum(ships[sp.tile] for sp in s.spaces if sp.tile in ships)


def token_draw(
    s: State, kind: str, n: int, from_cards: int | None = None
) -> list[tuple[int | None, int]]:
    """Which n tokens exhausting takes: (space index, k) for ships in space order first, then
    (None, k) for temporary ones on played cards. Ship tokens refill at the festival and still
    count as owned, so the goals that count tokens (Missions 7 and 10) keep the card ones.
    `from_cards` (the player's choice): exactly that many from cards, the rest from ships."""
    draw: list[tuple[int | None, int]] = []
    ships = n if from_cards is None else n - from_cards
    for i, sp in enumerate(s.spaces):
        if ships and sp.tokens and ship_kind(sp.tile) == SHIP_OF_TOKEN[kind]:
            take = min(sp.tokens, ships)
            draw.append((i, take))
            ships -= take
    rest = n - sum(k for _, k in draw)
    temp = s.temp_trade if kind == "trade" else s.temp_expl
    if rest > temp or (from_cards is not None and ships):
        raise ValueError("not enough tokens")
    if rest:
        draw.append((None, rest))
    return draw


def spend_tokens(s: State, kind: str, n: int, cards: dict[str, int] | None = None) -> None:
    """Exhaust n tokens, as `token_draw` takes them; with `cards` (the tokens still to take
    from played cards, by kind: the player's choice) up to that many come from cards."""
    take = None
    if cards is not None:
        take = min(cards.get(kind, 0), n)
        cards[kind] = cards.get(kind, 0) - take
    for where, k in token_draw(s, kind, n, take):
        if where is not None:
            s.spaces[where].tokens -= k
        elif kind == "trade":
            s.temp_trade -= k
        else:
            s.temp_expl -= k


def strongest_ship(s: State, kind: str) -> int:
    d = game_data()
    return max(
        (d.ships[sp.tile].strength for sp in s.spaces if ship_kind(sp.tile) == kind), default=0
    )


# ---------------------------------------------------------------- tiles


def active_tiles(s: State) -> list[str]:
    """Tiles on top of every space (uncovered), in space order."""
    return [sp.tile for sp in s.spaces if sp.tile]


def owns(s: State, tile: str) -> bool:
    return any(sp.tile == tile for sp in s.spaces)


def built_count(s: State, tile: str) -> int:
    return sum(1 for sp in s.spaces if sp.built == tile)


def can_make(s: State, resource: str) -> bool:
    """An owned, uncovered tile makes this resource (cubes and free workplaces do not matter)."""
    d = game_data()
    return any(sp.tile in d.producers and d.producers[sp.tile][1] == resource for sp in s.spaces)


def nw_raw_available(s: State, resource: str) -> bool:
    d = game_data()
    return any(resource in d.new_world[i].raw for i in s.new_world)


def products(s: State) -> set[str]:
    """Distinct products of owned industries and pre-printed artisan tiles, timber excluded."""
    d = game_data()
    found = set()
    for sp in s.spaces:
        if sp.tile in d.industries or (
            sp.tile in d.preprinted and d.preprinted[sp.tile].works == "artisan"
        ):
            found.add(d.producers[sp.tile][1])
    found.discard("timber")
    return found


# ---------------------------------------------------------------- trade


@dataclass(slots=True, frozen=True)
class TradeTerms:
    """How one unit of a resource would be traded: from which industry, for how many tokens."""

    tile: str
    tokens: int
    mark: str  # a new trade-limit mark ("tier:resource"), or ""
    first: bool  # normal solo: a first trade that puts the tile into the display


def _limit_group(m: Mission, tier: str) -> tuple[list[str], int] | None:
    for lim in m.trade_limits:
        if tier in lim.tiers:
            return lim.tiers, lim.limit
    return None


def trade_routes(
    s: State, resource: str, new_marks: tuple[str, ...] = (), first_used: bool = False
) -> list[TradeTerms]:
    """Every legal way to trade one unit of `resource` now, one per industry traded from (a
    pre-printed artisan tile and its worker alternative are two routes)."""
    if resource in s.traded_this_turn or resource in NW_RAW:
        return []
    d = game_data()
    out = []
    for tile in d.makers.get(resource, ()):
        if s.mode == "campaign":
            terms = _campaign_terms(s, resource, tile, new_marks)
        else:
            terms = _normal_terms(s, tile, first_used)
        if terms:
            out.append(terms)
    return out


def trade_terms(
    s: State, resource: str, new_marks: tuple[str, ...] = (), first_used: bool = False
) -> TradeTerms | None:
    """The cheapest legal way to trade one unit of `resource` now, or None."""
    return min(trade_routes(s, resource, new_marks, first_used), key=_rank, default=None)


def _rank(terms: TradeTerms) -> tuple[int, bool, bool]:
    """Fewer tokens first; on a tie, a trade that marks nothing new and fills no display slot."""
    return terms.tokens, bool(terms.mark), terms.first


def _campaign_terms(
    s: State, resource: str, tile: str, new_marks: tuple[str, ...]
) -> TradeTerms | None:
    d = game_data()
    m = d.missions[s.mission]
    if not m.trade or resource in m.trade_ban or tile in m.trade_ban_industries:
        return None
    works = d.producers[tile][0]
    tokens = d.districts[works].trade_tokens
    mark = new_mark(s, resource, tile, new_marks)
    if mark is None:
        return None
    return TradeTerms(tile, tokens, mark, False)


def new_mark(s: State, resource: str, tile: str, new_marks: tuple[str, ...] = ()) -> str | None:
    """The trade-limit mark a campaign trade of `resource` from `tile` adds ("tier:resource"),
    "" when it adds none (exempt, or marked already), None when the mission's limit is full."""
    d = game_data()
    m = d.missions[s.mission]
    works = d.producers[tile][0]
    if works == "farmer" or tile in d.preprinted:
        return ""
    group = _limit_group(m, works)
    if group is None:
        return ""
    tiers, limit = group
    key = f"{works}:{resource}"
    marks = [k for k in (*s.marked, *new_marks) if k.split(":")[0] in tiers]
    if key in marks:
        return ""
    return None if len(marks) >= limit else key


def _normal_terms(s: State, tile: str, first_used: bool) -> TradeTerms | None:
    d = game_data()
    works = d.producers[tile][0]
    tokens = d.districts[works].trade_tokens
    if tile in d.preprinted:
        return TradeTerms(tile, tokens, "", False)
    ind = d.industries[tile]
    if not industry_could_be_built(s, tile):
        return None
    if any(cube_total(s, c) == 0 for c in ind.cube_cost):
        return None
    if tile in s.display:
        return TradeTerms(tile, tokens, "", False)
    if first_used or s.first_trade_done:
        return None
    if built_count(s, tile) + s.display.count(tile) >= d.normal_solo.tiles_per_industry:
        return None
    if tile in d.nw_dependent:
        shown = sum(1 for t in s.display if t in d.nw_dependent)
        mine = sum(1 for sp in s.spaces if sp.built in d.nw_dependent)
        if shown + 1 > mine:
            return None
    return TradeTerms(tile, tokens + 1, "", True)


def industry_could_be_built(s: State, tile: str) -> bool:
    """Normal solo: every cost resource is made on the islands or shown in the trade display."""
    d = game_data()
    shown = {d.producers[t][1] for t in s.display}
    for r in d.industries[tile].cost:
        if r in NW_RAW:
            if not nw_raw_available(s, r):
                return False
        elif not can_make(s, r) and r not in shown:
            return False
    return True


# ---------------------------------------------------------------- payment


@dataclass(slots=True, frozen=True)
class Unit:
    """How one resource unit is paid: ("make", tile) | ("trade", terms) | ("raw",) | ("wild",)."""

    resource: str
    how: str
    tile: str = ""
    terms: TradeTerms | None = None


@dataclass(slots=True)
class Plan:
    units: list[Unit]
    expl: int
    trade: int  # trade tokens: token items, trades and New World raws
    cubes: list[str]  # cube symbols exhausted from the districts
    cost: float


def plan_payment(
    s: State,
    items: list[str],
    cubes: tuple[str, ...] = (),
    cheapest: bool = True,
    reserve_trade: int = 0,
) -> Plan | None:
    """A payment for `items` (resources and expl/trade tokens) plus cube symbols, or None.

    `reserve_trade` trade tokens are held back (they pay for something else in the same action).
    """
    d = game_data()
    expl = items.count("expl")
    trade = items.count("trade")
    if expl > fresh_tokens(s, "expl"):
        return None
    home = s.home[:]
    for c in cubes:
        i = TIER_INDEX[c]
        if home[i] == 0:
            return None
        home[i] -= 1
    resources = sorted(r for r in items if r not in ("expl", "trade"))
    fresh_trade = fresh_tokens(s, "trade") - reserve_trade
    trade_avail = fresh_trade - trade
    if trade_avail < 0:
        return None
    capacity: dict[str, int] = {}
    for sp in s.spaces:
        if sp.tile in d.producers:
            capacity[sp.tile] = capacity.get(sp.tile, 0) + 2 - sp.workers
    m = mission_of(s)
    allowed_tiers = set(m.cubes) if m else set(TIERS)
    raws = {r for r in resources if r in NW_RAW and nw_raw_available(s, r)}
    best: list[Plan | None] = [None]
    chosen: list[Unit] = []

    def options(
        r: str,
        tokens_left: int,
        wild_left: int,
        traded: tuple[str, ...],
        marks: tuple[str, ...],
        first: bool,
    ):
        for tile in d.makers.get(r, ()):
            works = d.producers[tile][0]
            if capacity.get(tile, 0) > 0 and home[TIER_INDEX[works]] > 0 and works in allowed_tiers:
                yield Unit(r, "make", tile), CUBE_WEIGHT[works], 0
        if r in NW_RAW:
            if wild_left:
                yield Unit(r, "wild"), WILD_WEIGHT, 0
            if r in raws and tokens_left >= 1:
                yield Unit(r, "raw"), TOKEN_WEIGHT, 1
            return
        if r in traded:
            return
        for terms in sorted(trade_routes(s, r, marks, first), key=_rank):
            if terms.tokens <= tokens_left:
                weight = TRADE_WEIGHT + TOKEN_WEIGHT * terms.tokens
                yield (
                    Unit(r, "trade", terms.tile, terms),
                    weight + (MARK_WEIGHT if terms.mark else 0),
                    terms.tokens,
                )

    def search(
        i: int,
        cost: float,
        tokens_left: int,
        wild_left: int,
        traded: tuple[str, ...],
        marks: tuple[str, ...],
        first: bool,
    ) -> bool:
        if best[0] is not None and cost >= best[0].cost:
            return False
        if i == len(resources):
            best[0] = Plan(
                list(chosen),
                expl,
                trade + trade_avail - tokens_left,
                list(cubes),
                cost,
            )
            return not cheapest
        r = resources[i]
        for unit, w, tokens in list(options(r, tokens_left, wild_left, traded, marks, first)):
            if unit.how == "make":
                capacity[unit.tile] -= 1
                home[TIER_INDEX[d.producers[unit.tile][0]]] -= 1
            chosen.append(unit)
            t = unit.terms
            done = search(
                i + 1,
                cost + w,
                tokens_left - tokens,
                wild_left - (unit.how == "wild"),
                (*traded, r) if unit.how == "trade" else traded,
                (*marks, t.mark) if t and t.mark else marks,
                first or bool(t and t.first),
            )
            chosen.pop()
            if unit.how == "make":
                capacity[unit.tile] += 1
                home[TIER_INDEX[d.producers[unit.tile][0]]] += 1
            if done:
                return True
        return False

    search(0, 0.0, trade_avail, s.temp_nw, (), (), False)
    return best[0]


def can_pay(
    s: State, items: list[str], cubes: tuple[str, ...] = (), reserve_trade: int = 0
) -> bool:
    return plan_payment(s, items, cubes, cheapest=False, reserve_trade=reserve_trade) is not None


def commit_payment(s: State, plan: Plan, cards: dict[str, int] | None = None) -> list[str]:
    """Carry out a plan: cubes onto workplaces, tokens exhausted (`cards`: as `spend_tokens`),
    trades recorded. Returns notes."""
    d = game_data()
    notes: list[str] = []
    spend_tokens(s, "expl", plan.expl, cards)
    spend_tokens(s, "trade", plan.trade, cards)
    for c in plan.cubes:
        s.home[TIER_INDEX[c]] -= 1
        s.exhausted[TIER_INDEX[c]] += 1
    for u in plan.units:
        if u.how == "make":
            works = d.producers[u.tile][0]
            sp = next(x for x in s.spaces if x.tile == u.tile and x.workers < 2)
            sp.workers += 1
            s.home[TIER_INDEX[works]] -= 1
            notes.append(f"{u.resource} made")
        elif u.how == "trade" and u.terms:
            s.traded_this_turn.append(u.resource)
            if u.terms.mark:
                s.marked.append(u.terms.mark)
            if u.terms.first:
                s.first_trade_done = True
                s.display.append(u.terms.tile)
            notes.append(f"{u.resource} traded")
        elif u.how == "wild":
            s.temp_nw -= 1
            notes.append(f"{u.resource} from the New World pick")
        else:
            notes.append(f"{u.resource} from the New World")
    return notes
