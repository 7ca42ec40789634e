"""Santa Maria rule data: pydantic models of `rules/santa-maria/*.toml` and a cached loader."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from anno_desktop.engine.errors import RuleDataError
from anno_desktop.engine.ruledata import load_game_file

GAME_ID = "santa-maria"
RESOURCES = ("wood", "grain", "sugar", "gem", "gold")
SIZE = 6


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Effect(_Model):
    """One thing a building, dock or retiring space does."""

    kind: Literal["gain", "ship", "religion", "conquistador", "trade", "road"]
    what: str | None = None
    n: int = 1
    pay: tuple[str, ...] = ()


class Building(_Model):
    name: str
    effects: tuple[Effect, ...]


class BuildingsFile(_Model):
    buildings: dict[str, Building]
    roads: dict[str, int]


class Board(_Model):
    id: str
    name: str
    side: Literal["A", "B"]
    cells: dict[str, str]


class BoardsFile(_Model):
    board: list[Board]


class Tile(_Model):
    id: str
    kind: Literal["double", "triple", "road", "town_hall"]
    shape: Literal["I", "L"]
    cells: tuple[str, ...]


class TilesFile(_Model):
    tile: list[Tile]


class Shipment(_Model):
    id: str
    starting: bool
    cost: tuple[str, ...]
    points: int


class ShipmentsFile(_Model):
    shipment: list[Shipment]


class Scholar(_Model):
    id: str
    name: str
    ability: str
    points: int
    text: str


class ScholarsFile(_Model):
    scholar: list[Scholar]


class Bishop(_Model):
    id: str
    name: str
    requirement: Literal[
        "shipments", "colonists", "developed_rows", "other_monks", "tiles", "conquest_years"
    ]
    per: int
    text: str


class BishopsFile(_Model):
    bishop: list[Bishop]


class Religion(_Model):
    length: int
    monk_spaces: tuple[int, ...]
    blue_die_monks: tuple[int, ...]


class Conquistador(_Model):
    length: int
    gold_spaces: tuple[int, ...]
    table: dict[str, tuple[tuple[int, ...], ...]]


class Dock(_Model):
    name: str
    income: Effect


class RetireSpace(_Model):
    name: str
    action: Effect


class Mission(_Model):
    id: str
    gain: dict[str, int]


class ExpandCost(_Model):
    double: tuple[str, ...]
    triple: tuple[str, ...]


class CommonBoard(_Model):
    resources: tuple[str, ...]
    basic: tuple[str, ...]
    advanced: tuple[str, ...]
    storage_limit: int
    sell_basic: int
    sell_advanced: int
    buy_price: int
    coins_per_point: int
    harbour_set_points: int
    bishop_penalty: int
    monk_fee: int
    years: int
    start_coins: tuple[int, ...]
    start_wood: int
    blue_dice_per_player: int
    white_dice_per_player: int
    white_dice_per_year: int
    display_doubles: int
    display_triples: int
    expand_cost: ExpandCost
    religion: Religion
    conquistador: Conquistador
    dock: list[Dock] = Field(min_length=4, max_length=4)
    retire: list[RetireSpace] = Field(min_length=5, max_length=5)
    mission: list[Mission] = Field(min_length=4, max_length=4)

    @model_validator(mode="after")
    def _resources_known(self) -> CommonBoard:
        if tuple(self.resources) != RESOURCES:
            raise ValueError(f"resources must be {list(RESOURCES)}")
        return self


class RuleData:
    """All Santa Maria rule data, with the lookups the engine needs."""

    def __init__(
        self,
        buildings: BuildingsFile,
        boards: BoardsFile,
        tiles: TilesFile,
        shipments: ShipmentsFile,
        scholars: ScholarsFile,
        bishops: BishopsFile,
        board: CommonBoard,
    ) -> None:
        self.buildings = buildings.buildings
        self.roads = buildings.roads
        self.boards = {b.id: b for b in boards.board}
        self.tiles = {t.id: t for t in tiles.tile}
        self.shipments = {s.id: s for s in shipments.shipment}
        self.scholars = {s.id: s for s in scholars.scholar}
        self.bishops = {b.id: b for b in bishops.bishop}
        self.common = board
        self.missions = {m.id: m for m in board.mission}
        self.ability_owner = {s.ability: s.id for s in scholars.scholar}
        self._check()
        # Grids as 36-cell tuples (index = (row-1)*6 + col-1), None for an empty cell.
        self.grids: dict[str, tuple[str | None, ...]] = {}
        for b in boards.board:
            grid: list[str | None] = [None] * (SIZE * SIZE)
            for key, code in b.cells.items():
                r, c = (int(x) for x in key.split(","))
                grid[(r - 1) * SIZE + c - 1] = code
            self.grids[b.id] = tuple(grid)

    def _check(self) -> None:
        known = set(self.buildings) | set(self.roads)
        for b in self.boards.values():
            for key, code in b.cells.items():
                parts = key.split(",")
                if len(parts) != 2 or not all(p.isdigit() and 1 <= int(p) <= SIZE for p in parts):
                    raise RuleDataError(f"boards.toml: board {b.id}: bad cell {key!r}")
                if code not in known:
                    raise RuleDataError(f"boards.toml: board {b.id}: unknown code {code!r}")
        for t in self.tiles.values():
            want = {"double": 2, "triple": 3, "road": 1, "town_hall": 2}[t.kind]
            if len(t.cells) != want or any(c not in known for c in t.cells):
                raise RuleDataError(f"tiles.toml: tile {t.id}: wrong cells {list(t.cells)}")
        for s in self.shipments.values():
            if any(r not in RESOURCES for r in s.cost):
                raise RuleDataError(f"shipments.toml: {s.id}: unknown resource")

    def tile_ids(self, kind: str) -> list[str]:
        return [t.id for t in self.tiles.values() if t.kind == kind]

    def scholar_for(self, ability: str) -> str:
        return self.ability_owner[ability]


@cache
def rule_data() -> RuleData:
    """The game's rule data, loaded and validated once."""
    return RuleData(
        load_game_file(GAME_ID, "buildings.toml", BuildingsFile),
        load_game_file(GAME_ID, "boards.toml", BoardsFile),
        load_game_file(GAME_ID, "tiles.toml", TilesFile),
        load_game_file(GAME_ID, "shipments.toml", ShipmentsFile),
        load_game_file(GAME_ID, "scholars.toml", ScholarsFile),
        load_game_file(GAME_ID, "bishops.toml", BishopsFile),
        load_game_file(GAME_ID, "common_board.toml", CommonBoard),
    )
