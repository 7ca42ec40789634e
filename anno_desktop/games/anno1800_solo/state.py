"""The state of an Anno 1800 solo game: plain dataclasses with a fast hand-written clone."""

from __future__ import annotations

from dataclasses import dataclass, field

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng

# Rows of the island grid, named after the Pyrphorians' burn order (components section 2.1).
SEA, BOTTOM, MIDDLE, TOP = 0, 1, 2, 3


@dataclass(slots=True)
class Space:
    """One building space: what is printed on it, what was built on it, who works there."""

    id: str
    kind: str  # "land", "coast" or "sea"
    row: int
    island: int  # 0 = home, k = k-th explored Old World island
    col: int
    preprinted: str = ""
    built: str = ""
    workers: int = 0  # cubes on the workplaces of the tile on top
    tokens: int = 0  # fresh naval tokens, when the tile on top is a ship

    @property
    def tile(self) -> str:
        return self.built or self.preprinted

    def clone(self) -> Space:
        return Space(
            self.id,
            self.kind,
            self.row,
            self.island,
            self.col,
            self.preprinted,
            self.built,
            self.workers,
            self.tokens,
        )


@dataclass(slots=True)
class State:
    """Everything about one game. Deck, stack and island-pile order are the hidden parts."""

    rng: Rng
    mode: str  # "campaign" or "normal-solo"
    mission: int  # 0 in the normal solo game
    difficulty: str
    home: list[int]  # cubes in the residential districts, by tier index
    exhausted: list[int]
    spaces: list[Space]
    decks: dict[str, list[str]]  # draw piles, index 0 is the top
    stack: list[str]  # the time stack, index 0 is the top
    ow_pile: list[str]
    nw_pile: list[str]
    expedition_pile: list[str]
    turned: list[str] = field(default_factory=list)
    stack_pass: int = 1
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)  # face up, effect not yet used
    played_turn: list[int] = field(default_factory=list)  # turn each face-up card was played
    activated: list[str] = field(default_factory=list)  # face down
    old_world: list[str] = field(default_factory=list)
    new_world: list[str] = field(default_factory=list)
    expeditions: list[str] = field(default_factory=list)
    gold: int = 0
    temp_trade: int = 0
    temp_expl: int = 0
    temp_nw: int = 0
    extra_actions: int = 0
    traded_this_turn: list[str] = field(default_factory=list)
    first_trade_done: bool = False
    marked: list[str] = field(default_factory=list)  # "tier:resource" marks of trade limits
    display: list[str] = field(default_factory=list)  # normal solo trade display
    orders: list[str] = field(default_factory=list)
    orders_used: list[str] = field(default_factory=list)  # once-per-turn order cards used
    investors_via_workforce: int = 0
    # The step of an action in progress (None between actions), as `Pending(0, kind, args)`:
    # place (tile, free: turns no card), ships (), workforce/upgrade (steps taken,),
    # exchange (cards chosen, …), return (cards returned, at most).
    pending: Pending | None = None
    ships_built: list[int] = field(default_factory=list)
    turn: int = 1
    over: bool = False
    victory: bool = False
    end_reason: str = ""

    @property
    def phase(self) -> str:
        """The kind of the step in progress, "main" between actions."""
        return self.pending.kind if self.pending is not None else "main"

    def clone(self) -> State:
        return State(
            self.rng.copy(),
            self.mode,
            self.mission,
            self.difficulty,
            self.home[:],
            self.exhausted[:],
            [sp.clone() for sp in self.spaces],
            {k: v[:] for k, v in self.decks.items()},
            self.stack[:],
            self.ow_pile[:],
            self.nw_pile[:],
            self.expedition_pile[:],
            self.turned[:],
            self.stack_pass,
            self.hand[:],
            self.played[:],
            self.played_turn[:],
            self.activated[:],
            self.old_world[:],
            self.new_world[:],
            self.expeditions[:],
            self.gold,
            self.temp_trade,
            self.temp_expl,
            self.temp_nw,
            self.extra_actions,
            self.traded_this_turn[:],
            self.first_trade_done,
            self.marked[:],
            self.display[:],
            self.orders[:],
            self.orders_used[:],
            self.investors_via_workforce,
            self.pending,
            self.ships_built[:],
            self.turn,
            self.over,
            self.victory,
            self.end_reason,
        )
