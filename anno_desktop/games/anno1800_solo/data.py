"""Rule data of Anno 1800 solo: pydantic models of `rules/anno1800-solo/*.toml`, cached."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from anno_desktop.engine.ruledata import load_game_file

GAME_ID = "anno1800-solo"
TIERS: tuple[str, ...] = ("farmer", "worker", "artisan", "engineer", "investor")
DECKS: tuple[str, ...] = ("FW", "AEI", "NW")
NW_RAW: frozenset[str] = frozenset(
    {"cotton", "coffee_beans", "sugar_cane", "tobacco", "cocoa", "rubber"}
)
TOKENS: frozenset[str] = frozenset({"expl", "trade"})

Effect = Literal[
    "gain_farmer2",
    "gain_worker2",
    "gain_artisan",
    "gain_engineer",
    "upgrade_farmers",
    "upgrade_workers",
    "trade3",
    "trade6",
    "expl3",
    "gold4",
    "gold2",
    "gold2_trade4",
    "expeditions2",
    "extra",
    "return2",
    "nwpick",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class District(_Model):
    tier: str
    start_cubes: int
    trade_tokens: int
    shift_end_gold: int
    new_cube_cost: list[str]
    upgrade_cost: list[str]
    deck: Literal["FW", "AEI"]
    empty_deck_gold: int


class Industry(_Model):
    id: str
    name: str
    works: str
    product: str
    cost: list[str]
    cube_cost: list[str]


class Preprinted(_Model):
    id: str
    name: str
    space: str
    works: str
    product: str


class Ship(_Model):
    id: str
    kind: Literal["shipyard", "trade", "exploration"]
    strength: int
    cost: list[str]
    copies: int


class OldWorld(_Model):
    id: str
    preprinted: str
    gain_cubes: dict[str, int] = Field(default_factory=dict)
    expeditions: int


class NewWorld(_Model):
    id: str
    raw: list[str]


class Card(_Model):
    id: str
    deck: Literal["FW", "AEI", "NW"]
    cost: list[str]
    effect: Effect


class Expedition(_Model):
    id: str
    animal: str
    artefact: str


class Components(_Model):
    districts: list[District]
    supply: dict[str, int]
    industries: list[Industry]
    preprinted: list[Preprinted]
    ships: list[Ship]
    old_world: list[OldWorld]
    new_world: list[NewWorld]
    cards: list[Card]
    expeditions: list[Expedition]


class Layer(_Model):
    deck: Literal["FW", "AEI", "NW"]
    standard: int
    harder: int


class TradeLimit(_Model):
    tiers: list[str]
    limit: int


class Goal(_Model):
    kind: Literal[
        "hand_empty",
        "cubes",
        "owns",
        "played",
        "played_ip",
        "ship",
        "gold",
        "nw_islands",
        "tokens",
        "expedition_ip",
        "investors_via_workforce",
        "products",
    ]
    tier: str | None = None
    deck: str | None = None
    decks: list[str] = Field(default_factory=list)
    industry: str | None = None
    ship_kind: str | None = None
    token: str | None = None
    min: int | None = None
    max: int | None = None


class Mission(_Model):
    number: int
    title: str
    stack: list[Layer]
    passes: int = 1
    removed_cards: list[str] = Field(default_factory=list)
    removed_old_world: list[str] = Field(default_factory=list)
    start_artisans: bool = True
    hand_for_artisans: bool = True
    marine_tokens: bool = True
    extra_investor: bool = False
    extra_expl_ship: bool = False
    editor_action: bool = False
    cubes: list[str] = Field(default_factory=lambda: list(TIERS))
    decks: list[str] = Field(default_factory=lambda: list(DECKS))
    industries: list[str] | None = None
    max_ship_strength: int = 3
    old_world: bool = True
    new_world: bool = True
    expeditions: bool = True
    trade: bool = True
    card_effects: bool = True
    no_cards_for: list[str] = Field(default_factory=list)
    effect_overrides: dict[str, Effect] = Field(default_factory=dict)
    old_world_expedition_bonus: Literal["expeditions", "return1"] = "expeditions"
    investor_needs_expeditions: bool = False
    max_old_world: int = 4
    flip_rule: Literal["none", "leftmost_gold", "pyrphorians", "double_gold"] = "none"
    trade_ban: list[str] = Field(default_factory=list)
    trade_ban_industries: list[str] = Field(default_factory=list)
    trade_limits: list[TradeLimit] = Field(default_factory=list)
    free_expand_tokens: int = 0
    goals: list[Goal]
    lose_at_once: list[str] = Field(default_factory=list)


class StackBonus(_Model):
    upto: int
    per_card: int


class Rating(_Model):
    min: int
    name: str


class NormalSolo(_Model):
    stack: list[Layer]
    tiles_per_industry: int
    order_cards: int
    fireworks: int
    gold_per_point: int
    card_points: dict[str, int]
    order_card_points: int
    stack_bonus: list[StackBonus]
    ratings: list[Rating]


class Missions(_Model):
    normal_solo: NormalSolo
    missions: list[Mission]


class Order(_Model):
    id: str
    name: str
    kind: Literal["threshold", "setup", "free", "visitors", "per_island", "industries"]
    measure: str | None = None
    min: int | None = None
    points: int | None = None
    industries: dict[str, int] = Field(default_factory=dict)


class Orders(_Model):
    orders: list[Order]


class BriefingText(BaseModel):
    """The rulebook's words for one mission (0: the normal solo game)."""

    model_config = ConfigDict(extra="forbid")

    mission: int = Field(ge=0, le=10)
    setup: list[str] = Field(default_factory=list)
    special: list[str] = Field(default_factory=list)
    tips: list[str] = Field(default_factory=list)


class BriefingFile(BaseModel):
    briefings: list[BriefingText]
    normal_solo: BriefingText


class GameData:
    """All rule data, indexed for the engine's look-ups."""

    def __init__(
        self, comp: Components, missions: Missions, orders: Orders, briefings: BriefingFile
    ) -> None:
        self.components = comp
        # Read with the rest, so a broken briefing file is named when the game starts.
        self.briefings = briefings
        self.districts = {d.tier: d for d in comp.districts}
        self.supply = comp.supply
        self.industries = {i.id: i for i in comp.industries}
        self.preprinted = {p.id: p for p in comp.preprinted}
        self.ships = {s.id: s for s in comp.ships}
        self.old_world = {o.id: o for o in comp.old_world}
        self.new_world = {n.id: n for n in comp.new_world}
        self.cards = {c.id: c for c in comp.cards}
        self.expeditions = {e.id: e for e in comp.expeditions}
        self.normal_solo = missions.normal_solo
        self.missions = {m.number: m for m in missions.missions}
        self.orders = {o.id: o for o in orders.orders}
        # Every producing tile (built industries and pre-printed ones) by id: (works, product).
        self.producers: dict[str, tuple[str, str]] = {
            i.id: (i.works, i.product) for i in comp.industries
        }
        self.producers.update({p.id: (p.works, p.product) for p in comp.preprinted})
        self.makers: dict[str, list[str]] = {}
        for tile, (_works, product) in self.producers.items():
            self.makers.setdefault(product, []).append(tile)
        self.nw_dependent = frozenset(
            i.id for i in comp.industries if any(c in NW_RAW for c in i.cost)
        )


@cache
def game_data() -> GameData:
    """The validated rule data (read once)."""
    return GameData(
        load_game_file(GAME_ID, "components.toml", Components),
        load_game_file(GAME_ID, "missions.toml", Missions),
        load_game_file(GAME_ID, "orders.toml", Orders),
        load_game_file(GAME_ID, "briefings.toml", BriefingFile),
    )
