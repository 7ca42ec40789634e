"""Rule data of the card game (`rules/anno1701-cards/*.toml`) and the tables derived from it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from anno_desktop.engine.errors import RuleDataError
from anno_desktop.engine.ruledata import load_game_file

GAME_ID = "anno1701-cards"
GOODS = ("wood", "brick", "tools", "cloth", "food")
LUXURIES = ("rum", "tobacco")
NUMERALS = ("I", "II", "III")
BUILDING_KINDS = ("yield", "function", "happy", "naval", "money", "protection")
ACTION_KINDS = ("attack", "voyage", "self")

Good = Literal["wood", "brick", "tools", "cloth", "food"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class LandscapeModel(_Model):
    key: str
    name: str
    good: Good
    lion_die: int = Field(ge=1, le=6)
    start: int = Field(ge=0, le=3)
    row: int
    col: int
    centre: int | None = Field(default=None, ge=0, le=1)


class ShipModel(_Model):
    name: str
    row: int
    col: int
    lion_die: int = Field(ge=1, le=6)
    start: int = Field(ge=1, le=4)


class CentreModel(_Model):
    key: str
    name: str
    row: int
    col: int
    start: int = Field(ge=1, le=4)


class WarehouseModel(_Model):
    key: str
    good: Literal["rum", "tobacco"]
    row: int
    col: int


class PlaceModel(_Model):
    key: str = ""
    row: int
    col: int


class SettlementFile(_Model):
    crests: tuple[str, str]
    ship: ShipModel
    landscape: tuple[LandscapeModel, ...]
    centre: tuple[CentreModel, CentreModel]
    warehouse: tuple[WarehouseModel, WarehouseModel]
    inhabitant: tuple[PlaceModel, PlaceModel, PlaceModel, PlaceModel]
    overview: PlaceModel
    slots: tuple[tuple[int, int], ...]

    @model_validator(mode="after")
    def _sixteen_slots(self) -> SettlementFile:
        if len(self.slots) != 16:
            raise ValueError(f"a settlement has 16 building slots, not {len(self.slots)}")
        return self


class CardModel(_Model):
    key: str
    name: str
    name_de: str
    stack: Literal["I", "II", "III"]
    halves: tuple[Literal["a", "b"], ...]
    dice: tuple[int, ...] | None = None
    kind: Literal[
        "yield", "function", "happy", "naval", "money", "protection", "attack", "voyage", "self"
    ]
    cost: dict[Good, int] = Field(default_factory=dict)
    symbols: dict[Literal["happy", "sail", "cannon", "bag"], int] = Field(default_factory=dict)
    good: Literal["wood", "brick", "tools", "cloth", "food", "any"] | None = None
    voyage_bonus: int = 0
    text: str

    @model_validator(mode="after")
    def _one_die_per_copy(self) -> CardModel:
        if self.dice is not None and len(self.dice) != len(self.halves):
            raise ValueError("dice must name one number per half")
        return self


class DevelopmentFile(_Model):
    card: tuple[CardModel, ...]


class LevelModel(_Model):
    key: str
    name: str
    numeral: int = Field(ge=2, le=4)
    count: int = Field(ge=0)
    favour: int
    cost: dict[Literal["wood", "brick", "tools", "cloth", "food", "rum", "tobacco"], int]


class InhabitantsFile(_Model):
    level: tuple[LevelModel, LevelModel, LevelModel]


class FaceModel(_Model):
    key: Literal["fire", "queen", "tax", "trader", "trading_advantage", "pirate_hunt"]
    name: str
    text: str


class EventsFile(_Model):
    face: tuple[FaceModel, FaceModel, FaceModel, FaceModel, FaceModel, FaceModel]


class VoyageCardModel(_Model):
    key: str
    name: str
    kind: Literal["pirate", "besieged", "trader", "whirlwind", "cliffs", "flotsam", "sailors"]
    strength: int = 0
    tribute: int = 0
    win_gold: int = 0
    win_goods: int = 0
    lose_levels: int = 0
    lose_ends_voyage: bool = False
    max_luxuries: int = 0
    goods: tuple[str, ...] = ()
    price: int = 0


class FlotsamModel(_Model):
    face: int = Field(ge=1, le=6)
    levels: int = 0
    gold: int = 0
    goods: int = 0


class VoyageFile(_Model):
    card: tuple[VoyageCardModel, ...]
    flotsam: tuple[FlotsamModel, ...]


@dataclass(frozen=True, slots=True)
class Card:
    """One physical development card (each copy has its own id, 0..53)."""

    id: int
    key: str
    name: str
    numeral: int  # 1..3, the Roman numeral on the back
    half: int  # 0..5: I-a, I-b, II-a, II-b, III-a, III-b
    kind: str
    cost: tuple[tuple[str, int], ...]
    happy: int
    sail: int
    cannon: int
    bag: int
    die: int | None
    good: str | None
    voyage_bonus: int
    text: str

    @property
    def is_building(self) -> bool:
        return self.kind in BUILDING_KINDS


@dataclass(frozen=True, slots=True)
class GameData:
    """Everything the rules read from the TOML files, in the shapes the engine uses."""

    settlement: SettlementFile
    cards: tuple[Card, ...]
    halves: tuple[tuple[int, ...], ...]  # card ids of each half, in print order
    levels: tuple[LevelModel, LevelModel, LevelModel]
    faces: tuple[FaceModel, ...]
    voyage: tuple[VoyageCardModel, ...]
    flotsam: dict[int, FlotsamModel]
    land_goods: tuple[str, ...]  # good of each landscape, by landscape index
    land_dice: tuple[tuple[int, ...], tuple[int, ...]]  # per crest, per landscape
    ship_dice: tuple[int, int]  # per crest
    land_centre: tuple[int | None, ...]

    def half_name(self, half: int) -> str:
        return f"{NUMERALS[half // 2]}-{'ab'[half % 2]}"


def _expand_cards(dev: DevelopmentFile) -> tuple[tuple[Card, ...], tuple[tuple[int, ...], ...]]:
    cards: list[Card] = []
    halves: list[list[int]] = [[] for _ in range(6)]
    for model in dev.card:
        numeral = NUMERALS.index(model.stack) + 1
        for i, half_letter in enumerate(model.halves):
            half = (numeral - 1) * 2 + "ab".index(half_letter)
            sym = model.symbols
            card = Card(
                id=len(cards),
                key=model.key,
                name=model.name,
                numeral=numeral,
                half=half,
                kind=model.kind,
                cost=tuple(sorted(model.cost.items())),
                happy=sym.get("happy", 0),
                sail=sym.get("sail", 0),
                cannon=sym.get("cannon", 0),
                bag=sym.get("bag", 0),
                die=model.dice[i] if model.dice else None,
                good=model.good,
                voyage_bonus=model.voyage_bonus,
                text=model.text,
            )
            cards.append(card)
            halves[half].append(card.id)
    if any(len(h) != 9 for h in halves):
        sizes = ", ".join(str(len(h)) for h in halves)
        raise RuleDataError(f"development.toml: each half holds 9 cards, not {sizes}")
    return tuple(cards), tuple(tuple(h) for h in halves)


@cache
def game_data() -> GameData:
    """The validated rule data (read once)."""
    settlement = load_game_file(GAME_ID, "settlement.toml", SettlementFile)
    dev = load_game_file(GAME_ID, "development.toml", DevelopmentFile)
    inhabitants = load_game_file(GAME_ID, "inhabitants.toml", InhabitantsFile)
    events = load_game_file(GAME_ID, "events.toml", EventsFile)
    voyage = load_game_file(GAME_ID, "voyage.toml", VoyageFile)
    cards, halves = _expand_cards(dev)
    lands = settlement.landscape
    lion = tuple(land.lion_die for land in lands)
    return GameData(
        settlement=settlement,
        cards=cards,
        halves=halves,
        levels=inhabitants.level,
        faces=events.face,
        voyage=voyage.card,
        flotsam={f.face: f for f in voyage.flotsam},
        land_goods=tuple(land.good for land in lands),
        land_dice=(lion, tuple(7 - d for d in lion)),
        ship_dice=(settlement.ship.lion_die, 7 - settlement.ship.lion_die),
        land_centre=tuple(land.centre for land in lands),
    )


def quarter_turns(value: int, start: int) -> int:
    """How many 90° counter-clockwise turns a card needs to show `value` (printed upright at
    `start`); the renderer turns the sprite by this much."""
    return (value - start) % 4
