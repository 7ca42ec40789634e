"""Santa Maria game state: plain dataclasses with a fast hand-written `clone()`."""

from __future__ import annotations

from dataclasses import dataclass, field

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng

WOOD, GRAIN, SUGAR, GEM, GOLD = range(5)


@dataclass(slots=True)
class PlayerState:
    """One colony: the 6x6 grid (index (row-1)*6 + col-1), storage, tracks, monks, harbour.

    `blocked[i]` is what rests on a building this year ("" for nothing): "white 3", "blue 5"
    (the die as it was turned) or "coins 2" (the coins paid); the rules only ask whether."""

    board: str
    grid: list[str | None]
    blocked: list[str] = field(default_factory=lambda: [""] * 36)
    tiles: int = 0
    coins: int = 0
    res: list[int] = field(default_factory=lambda: [0, 0, 0, 0, 0])
    points: int = 0
    religion: int = 0
    conq: int = 0
    conq_tick: int = 0
    conq_years: int = 0
    monks: int = 6
    monk_spaces: list[int] = field(default_factory=list)
    scholars: list[str] = field(default_factory=list)
    own_scholar: str | None = None
    bishops: list[str] = field(default_factory=list)
    blue: list[int] = field(default_factory=list)
    blue_unlocked: int = 1
    blue_taken: int = 0
    white_used: int = 0
    coin_acts: int = 0
    harbour: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    retired: bool = False

    def clone(self) -> PlayerState:
        return PlayerState(
            self.board,
            self.grid[:],
            self.blocked[:],
            self.tiles,
            self.coins,
            self.res[:],
            self.points,
            self.religion,
            self.conq,
            self.conq_tick,
            self.conq_years,
            self.monks,
            self.monk_spaces[:],
            self.scholars[:],
            self.own_scholar,
            self.bishops[:],
            self.blue[:],
            self.blue_unlocked,
            self.blue_taken,
            self.white_used,
            self.coin_acts,
            [h[:] for h in self.harbour],
            self.retired,
        )


@dataclass(slots=True)
class SantaMariaState:
    """The whole table. `queue` holds effects still to carry out this turn, `pending` the
    sub-decision the seat to act must answer before the queue goes on."""

    rng: Rng
    n: int
    advanced: bool
    common_blue: bool
    players: list[PlayerState]
    phase: str = "play"  # "setup" (board or Town Hall choice), "play", "over"
    year: int = 1
    start: int = 0
    current: int = 0
    turn_no: int = 1
    main_done: bool = False
    white: list[int] = field(default_factory=list)
    blue_pool: list[int] = field(default_factory=list)
    blue_reserve: int = 0
    docks: list[str | None] = field(default_factory=list)
    ship_stack: list[str] = field(default_factory=list)
    scholars: list[str] = field(default_factory=list)
    bishops: list[str] = field(default_factory=list)
    monks_on: list[list[int]] = field(default_factory=lambda: [[] for _ in range(10)])
    display: list[str | None] = field(default_factory=list)
    double_stack: list[str] = field(default_factory=list)
    triple_stack: list[str] = field(default_factory=list)
    roads: list[str] = field(default_factory=list)
    retire_spaces: list[int | None] = field(default_factory=lambda: [None] * 5)
    town_halls: list[tuple[str, str] | None] = field(default_factory=list)
    boards_left: list[str] = field(default_factory=list)
    setup_order: list[int] = field(default_factory=list)
    tick: int = 0
    queue: list[tuple] = field(default_factory=list)
    pending: Pending | None = None
    final: list[dict[str, int]] | None = None
    winner: int | None = None
    viewer: int | None = None  # set in a view: whose eyes it was made for

    def clone(self) -> SantaMariaState:
        return SantaMariaState(
            self.rng.copy(),
            self.n,
            self.advanced,
            self.common_blue,
            [p.clone() for p in self.players],
            self.phase,
            self.year,
            self.start,
            self.current,
            self.turn_no,
            self.main_done,
            self.white[:],
            self.blue_pool[:],
            self.blue_reserve,
            self.docks[:],
            self.ship_stack[:],
            self.scholars[:],
            self.bishops[:],
            [m[:] for m in self.monks_on],
            self.display[:],
            self.double_stack[:],
            self.triple_stack[:],
            self.roads[:],
            self.retire_spaces[:],
            self.town_halls[:],
            self.boards_left[:],
            self.setup_order[:],
            self.tick,
            self.queue[:],
            self.pending,
            None if self.final is None else [dict(f) for f in self.final],
            self.winner,
            self.viewer,
        )
