"""Rule data of Anno 1701 (`rules/anno1701/*.toml`) and the tables derived from it.

The TOML files are validated by the pydantic models below; `game_data()` compiles them once
into plain index tables (goods as numbers, the hex map as adjacency lists and distances) so
move generation never touches strings or dictionaries in its inner loops.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from anno_desktop.engine.errors import RuleDataError
from anno_desktop.engine.ruledata import load_game_file

GAME_ID = "anno1701"
GOLD = "gold"
ANY = "any"
Level = Literal["I", "II"]
Benefit = Literal["", "exchange", "school", "small_shipyard", "university", "fire_watch", "favour"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Exchange(_Model):
    """A give/take with the supply: gold or goods for gold or a good."""

    give_gold: int = 0
    give_goods: int = 0
    give_good: str = ANY
    take_gold: int = 0
    take_good: str = ""


class BuildingModel(Exchange):
    key: str
    name: str
    level: Level
    copies: int = Field(default=1, ge=1, le=2)
    cannon: int = 0
    sack: int = 0
    content: int = 0
    sail: int = 0
    benefit: Benefit = ""


class Costs(_Model):
    I: dict[str, int]  # noqa: E741 (the numeral printed on the tile backs)
    II: dict[str, int]


class BuildingsFile(_Model):
    costs: Costs
    building: list[BuildingModel]


class IslandTileModel(_Model):
    id: str
    back: Literal["light", "dark"]
    kind: Literal[
        "gold", "tobacco", "sugarcane", "forest", "pasture", "mountain", "harbour", "foreign"
    ]
    number: int = 0
    cannon: int = 0
    sack: int = 0


class IslandsFile(_Model):
    yields: dict[str, str]
    tile: list[IslandTileModel]

    @model_validator(mode="after")
    def _producing_tiles_have_a_yield(self) -> IslandsFile:
        for t in self.tile:
            if t.number and t.kind not in self.yields:
                raise ValueError(f"tile {t.id}: no yield given for {t.kind!r}")
        return self


class CitizenModel(_Model):
    name: str
    numeral: str
    cost: dict[str, int]


class SettlementFile(_Model):
    goods: list[str]
    cards_per_good: int
    start_gold: int
    ship_cost: dict[str, int]
    small_shipyard_cost: dict[str, int]
    ships: int
    colonies: int
    favour_tokens: int
    favour_tokens_two_player: int
    meadows: int
    base_movement: int
    turmoil_below: int
    turmoil_rolls: list[int]
    event_rolls: list[int]
    column_threshold: int
    column_lock: int
    seven_colonies: int
    seven_colony_spaces: int
    donations: list[int]
    donations_blocked_two_player: list[int]
    favour_building_cost: int
    buy_top_cost: int
    buy_choose_cost: int
    buy_choose_cost_school: int
    buy_choose_from: int
    fire_limit: int
    fire_watch_protects: int
    taxes_cap: int
    free_trader_gold: list[int]
    neutral_favour_tokens: int
    landscape_kinds: list[str]
    landscape_yields: dict[str, str]
    boards: dict[str, list[int]]
    citizen: list[CitizenModel]
    settler: Exchange
    village: Exchange

    @model_validator(mode="after")
    def _boards_cover_landscapes(self) -> SettlementFile:
        for name, numbers in self.boards.items():
            if len(numbers) != len(self.landscape_kinds):
                raise ValueError(f"board {name} needs one number per landscape space")
        for kind in self.landscape_kinds:
            if self.landscape_yields.get(kind) not in self.goods:
                raise ValueError(f"landscape {kind!r} has no yield among the goods")
        if len(self.citizen) != 3:
            raise ValueError("three citizen levels are needed")
        return self


class EventCardModel(_Model):
    ids: list[str]
    events: list[Literal["fire", "taxes", "queen"]]


class EncounterModel(_Model):
    ids: list[str]
    kind: Literal["trader", "pirate", "castaways", "whirlwind"]
    name: str
    demand: int = 0
    strength: int = 0
    reward: int = 0
    sails: int = 0


class CardsFile(_Model):
    event: list[EventCardModel]
    encounter: list[EncounterModel]


class IslandModel(_Model):
    id: str
    name: str  # as players call it: "the northern island"
    back: Literal["light", "dark"]
    recesses: list[tuple[str, int, int]]


class MapFile(_Model):
    start: tuple[int, int]
    rows: tuple[int, int]
    island: list[IslandModel]
    anchors: list[tuple[str, int, int, str, str]]
    questions: list[tuple[str, int, int]]


# Exchange benefits compiled to numbers: give gold, give n goods (good index or -1 any),
# take gold, take good (index, -1 any, -2 none).
@dataclass(frozen=True, slots=True)
class Trade:
    give_gold: int
    give_goods: int
    give_good: int
    take_gold: int
    take_good: int


@dataclass(frozen=True, slots=True)
class Building:
    key: str
    name: str
    level: int  # 1 or 2
    cost: tuple[int, ...]
    cannon: int
    sack: int
    content: int
    sail: int
    benefit: str
    trade: Trade | None


@dataclass(frozen=True, slots=True)
class IslandTile:
    id: str
    dark: bool
    kind: str
    number: int
    cannon: int
    sack: int
    yield_good: int  # good index, -1 gold, -2 nothing


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    kind: str
    name: str
    demand: int
    strength: int
    reward: int
    sails: int


@dataclass(frozen=True, slots=True)
class SeaMap:
    """The hex map by hex index: kinds, sea adjacency, anchors, recesses and sea distances."""

    coords: tuple[tuple[int, int], ...]
    index: dict[tuple[int, int], int]
    start: int
    sea: tuple[bool, ...]
    sea_neighbours: tuple[tuple[int, ...], ...]
    question: tuple[bool, ...]
    anchor_at: tuple[int, ...]  # hex -> anchor index or -1
    recess_at: tuple[int, ...]  # hex -> recess index or -1
    anchor_hex: tuple[int, ...]
    anchor_recesses: tuple[tuple[int, int], ...]
    anchor_ids: tuple[str, ...]
    anchor_island: tuple[int, ...]
    recess_hex: tuple[int, ...]
    recess_ids: tuple[str, ...]
    recess_dark: tuple[bool, ...]
    recess_anchors: tuple[tuple[int, ...], ...]
    island_ids: tuple[str, ...]
    island_names: tuple[str, ...]
    island_anchors: tuple[tuple[int, ...], ...]
    question_ids: dict[int, str]
    distance: tuple[tuple[int, ...], ...]  # sea hex -> sea hex steps (-1 if not both sea)


@dataclass(frozen=True, slots=True)
class GameData:
    goods: tuple[str, ...]
    s: SettlementFile
    buildings: tuple[Building, ...]  # one entry per physical tile (36)
    level_cost: tuple[tuple[int, ...], tuple[int, ...]]
    ship_cost: tuple[int, ...]
    small_shipyard_cost: tuple[int, ...]
    citizen_cost: tuple[tuple[int, ...], ...]
    citizen_names: tuple[str, ...]
    settler: Trade
    village: Trade
    landscape_goods: tuple[int, ...]
    boards: tuple[tuple[int, ...], ...]
    islands: tuple[IslandTile, ...]
    events: tuple[tuple[str, ...], ...]
    event_ids: tuple[str, ...]
    encounters: tuple[Encounter, ...]
    two_player_removed: frozenset[int]  # building tile indices left out with 2 players
    map: SeaMap


def _vector(goods: tuple[str, ...], cost: dict[str, int], where: str) -> tuple[int, ...]:
    for name in cost:
        if name not in goods:
            raise RuleDataError(f"{where}: unknown good {name!r}")
    return tuple(cost.get(g, 0) for g in goods)


def _good(goods: tuple[str, ...], name: str, where: str) -> int:
    if name == ANY:
        return -1
    if name in ("", GOLD):
        return -2
    if name not in goods:
        raise RuleDataError(f"{where}: unknown good {name!r}")
    return goods.index(name)


def _trade(goods: tuple[str, ...], e: Exchange, where: str) -> Trade:
    return Trade(
        e.give_gold,
        e.give_goods,
        _good(goods, e.give_good, where),
        e.take_gold,
        _good(goods, e.take_good, where),
    )


def _neighbours(q: int, r: int) -> list[tuple[int, int]]:
    return [(q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)]


def _build_map(m: MapFile) -> SeaMap:
    coords: list[tuple[int, int]] = []
    for r in range(m.rows[0], m.rows[1] + 1):
        first = -(r // 2)
        for q in range(first, first + (11 if r % 2 == 0 else 10)):
            coords.append((q, r))
    index = {c: i for i, c in enumerate(coords)}

    def at(q: int, r: int, what: str) -> int:
        if (q, r) not in index:
            raise RuleDataError(f"map.toml: {what} at ({q}, {r}) is off the board")
        return index[(q, r)]

    recess_ids: list[str] = []
    recess_hex: list[int] = []
    recess_dark: list[bool] = []
    recess_island: list[int] = []
    island_ids: list[str] = []
    island_names: list[str] = []
    for k, isl in enumerate(m.island):
        island_ids.append(isl.id)
        island_names.append(isl.name)
        for rid, q, r in isl.recesses:
            recess_ids.append(rid)
            recess_hex.append(at(q, r, rid))
            recess_dark.append(isl.back == "dark")
            recess_island.append(k)
    recess_at = [-1] * len(coords)
    for i, h in enumerate(recess_hex):
        recess_at[h] = i
    anchor_at = [-1] * len(coords)
    anchor_hex: list[int] = []
    anchor_rec: list[tuple[int, int]] = []
    anchor_ids: list[str] = []
    anchor_island: list[int] = []
    for aid, q, r, ra, rb in m.anchors:
        h = at(q, r, aid)
        if ra not in recess_ids or rb not in recess_ids:
            raise RuleDataError(f"map.toml: anchor {aid} names an unknown recess")
        pair = (recess_ids.index(ra), recess_ids.index(rb))
        for rec in pair:
            if coords[recess_hex[rec]] not in _neighbours(q, r):
                raise RuleDataError(f"map.toml: anchor {aid} does not touch {recess_ids[rec]}")
        anchor_at[h] = len(anchor_hex)
        anchor_hex.append(h)
        anchor_rec.append(pair)
        anchor_ids.append(aid)
        anchor_island.append(recess_island[pair[0]])
    question = [False] * len(coords)
    question_ids: dict[int, str] = {}
    for qid, q, r in m.questions:
        h = at(q, r, qid)
        question[h] = True
        question_ids[h] = qid
    sea = tuple(recess_at[i] < 0 for i in range(len(coords)))
    sea_nb = tuple(
        tuple(index[c] for c in _neighbours(*coords[i]) if c in index and sea[index[c]])
        for i in range(len(coords))
    )
    distance: list[tuple[int, ...]] = []
    for i in range(len(coords)):
        d = [-1] * len(coords)
        if sea[i]:
            d[i] = 0
            todo = deque([i])
            while todo:
                h = todo.popleft()
                for n in sea_nb[h]:
                    if d[n] < 0:
                        d[n] = d[h] + 1
                        todo.append(n)
        distance.append(tuple(d))
    start = at(*m.start, "start")
    if any(distance[start][h] < 0 for h in range(len(coords)) if sea[h]):
        raise RuleDataError("map.toml: some sea hex cannot be reached from the start")
    return SeaMap(
        coords=tuple(coords),
        index=index,
        start=start,
        sea=sea,
        sea_neighbours=sea_nb,
        question=tuple(question),
        anchor_at=tuple(anchor_at),
        recess_at=tuple(recess_at),
        anchor_hex=tuple(anchor_hex),
        anchor_recesses=tuple(anchor_rec),
        anchor_ids=tuple(anchor_ids),
        anchor_island=tuple(anchor_island),
        recess_hex=tuple(recess_hex),
        recess_ids=tuple(recess_ids),
        recess_dark=tuple(recess_dark),
        recess_anchors=tuple(
            tuple(a for a, pair in enumerate(anchor_rec) if rec in pair)
            for rec in range(len(recess_ids))
        ),
        island_ids=tuple(island_ids),
        island_names=tuple(island_names),
        island_anchors=tuple(
            tuple(a for a, k in enumerate(anchor_island) if k == isl)
            for isl in range(len(island_ids))
        ),
        question_ids=question_ids,
        distance=tuple(distance),
    )


def compile_data(
    b: BuildingsFile, i: IslandsFile, s: SettlementFile, c: CardsFile, m: MapFile
) -> GameData:
    """Turn validated files into the index tables the rules use."""
    goods = tuple(s.goods)
    level_cost = (
        _vector(goods, b.costs.I, "buildings.toml costs.I"),
        _vector(goods, b.costs.II, "buildings.toml costs.II"),
    )
    tiles: list[Building] = []
    removed: set[int] = set()
    for model in b.building:
        where = f"buildings.toml {model.key}"
        level = 1 if model.level == "I" else 2
        trade = _trade(goods, model, where) if model.benefit == "exchange" else None
        for copy in range(model.copies):
            if copy == 1:
                removed.add(len(tiles))
            tiles.append(
                Building(
                    model.key,
                    model.name,
                    level,
                    level_cost[level - 1],
                    model.cannon,
                    model.sack,
                    model.content,
                    model.sail,
                    model.benefit,
                    trade,
                )
            )
    islands = []
    for t in i.tile:
        y = i.yields.get(t.kind, "")
        if t.number and y != GOLD and y not in goods:
            raise RuleDataError(f"islands.toml yields: {y!r} is neither gold nor a good")
        islands.append(
            IslandTile(
                t.id,
                t.back == "dark",
                t.kind,
                t.number,
                t.cannon,
                t.sack,
                -2 if not y or not t.number else (-1 if y == GOLD else goods.index(y)),
            )
        )
    events: list[tuple[str, ...]] = []
    event_ids: list[str] = []
    for card in c.event:
        for cid in card.ids:
            events.append(tuple(card.events))
            event_ids.append(cid)
    encounters = [
        Encounter(eid, e.kind, e.name, e.demand, e.strength, e.reward, e.sails)
        for e in c.encounter
        for eid in e.ids
    ]
    sea_map = _build_map(m)
    light = sum(1 for t in islands if not t.dark)
    if light != sum(1 for d in sea_map.recess_dark if not d) or len(islands) != len(
        sea_map.recess_ids
    ):
        raise RuleDataError("islands.toml and map.toml disagree on the light and dark tiles")
    return GameData(
        goods=goods,
        s=s,
        buildings=tuple(tiles),
        level_cost=level_cost,
        ship_cost=_vector(goods, s.ship_cost, "settlement.toml ship_cost"),
        small_shipyard_cost=_vector(
            goods, s.small_shipyard_cost, "settlement.toml small_shipyard_cost"
        ),
        citizen_cost=tuple(
            _vector(goods, ci.cost, f"settlement.toml citizen {ci.name}") for ci in s.citizen
        ),
        citizen_names=tuple(ci.name for ci in s.citizen),
        settler=_trade(goods, s.settler, "settlement.toml settler"),
        village=_trade(goods, s.village, "settlement.toml village"),
        landscape_goods=tuple(goods.index(s.landscape_yields[k]) for k in s.landscape_kinds),
        boards=tuple(tuple(v) for _, v in sorted(s.boards.items())),
        islands=tuple(islands),
        events=tuple(events),
        event_ids=tuple(event_ids),
        encounters=tuple(encounters),
        two_player_removed=frozenset(removed),
        map=sea_map,
    )


@cache
def game_data() -> GameData:
    """The shipped rule data, loaded and compiled once."""
    return compile_data(
        load_game_file(GAME_ID, "buildings.toml", BuildingsFile),
        load_game_file(GAME_ID, "islands.toml", IslandsFile),
        load_game_file(GAME_ID, "settlement.toml", SettlementFile),
        load_game_file(GAME_ID, "cards.toml", CardsFile),
        load_game_file(GAME_ID, "map.toml", MapFile),
    )
