"""The state of one card game: two settlements of rotated cards, the neutral row, the turn.

Every card's stock is an int in its card's range, which is the card's rotation on the table:
landscapes 0..3 goods, the ship 0..4 (0 = the damaged reverse), warehouses 0..3, village
centres 0..4 gold (0 = the unrest reverse, 4 unhappy inhabitants).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng

HIDDEN = -1  # a card id nobody at this seat may see
NO_CARD = -1  # an empty building slot
AUTO = -1  # no card chosen to pay or receive: the game's default


@dataclass(slots=True)
class Player:
    crest: int  # 0 lion, 1 dragon
    land: list[int]  # goods per landscape, in settlement.toml order
    ship: int
    lux: list[int]  # rum, tobacco
    centres: list[int]  # gold per village centre; 0 is unrest
    inhabitants: list[int]  # level 1..4 of each of the four inhabitants
    slots: list[int]  # card id per building slot, NO_CARD when free
    hand: list[int]
    # The card each of gold, brick and tools is paid from and received into first (by
    # economy.SOURCE_KINDS, pay then gain), AUTO for the game's default choice.
    sources: list[int] = field(default_factory=lambda: [AUTO] * 6)

    def clone(self) -> Player:
        return Player(
            self.crest,
            self.land[:],
            self.ship,
            self.lux[:],
            self.centres[:],
            self.inhabitants[:],
            self.slots[:],
            self.hand[:],
            self.sources[:],
        )


@dataclass(slots=True)
class Voyage:
    """A trade voyage under way."""

    speed: int
    combat: int
    opp_speed: int
    bonus: int  # the Captain/Commander played for it, or NO_CARD
    remaining: list[int]  # voyage cards not yet revealed (their order is drawn at random)
    revealed: list[int] = field(default_factory=list)
    step: str = "reveal"  # reveal, pirate, besieged, luxuries, trader, flotsam, next
    buys_left: int = 0
    ends: bool = False

    def clone(self) -> Voyage:
        return Voyage(
            self.speed,
            self.combat,
            self.opp_speed,
            self.bonus,
            self.remaining[:],
            self.revealed[:],
            self.step,
            self.buys_left,
            self.ends,
        )


@dataclass(slots=True)
class State:
    rng: Rng
    players: list[Player]
    stacks: list[list[int]]  # six development halves, index 0 is the top card
    inhabitant_stacks: list[int]  # cards left of settler, citizen, merchant
    discard: list[int] = field(default_factory=list)  # last is the top card
    current: int = 0
    start_player: int = 0
    phase: str = "opening"  # opening, roll, action, refill, voyage, over
    turn: int = 1
    pending: list[Pending] = field(default_factory=list)  # the engine's one decision shape
    event_face: int = 0  # event die face waiting for the number die's decisions, 0 none
    last_roll: tuple[int, int] = (0, 0)  # number die, event face
    declined: list[tuple] = field(default_factory=list)  # (proposer, give, take) this turn
    post_uses: int = 0  # Trading post moves the player on turn still has
    discount: bool = False  # Master builder active
    draws_left: int = 0
    voyage: Voyage | None = None
    winner: int | None = None
    reason: str = ""

    def clone(self) -> State:
        return State(
            self.rng.copy(),
            [p.clone() for p in self.players],
            [st[:] for st in self.stacks],
            self.inhabitant_stacks[:],
            self.discard[:],
            self.current,
            self.start_player,
            self.phase,
            self.turn,
            self.pending[:],
            self.event_face,
            self.last_roll,
            self.declined[:],
            self.post_uses,
            self.discount,
            self.draws_left,
            self.voyage.clone() if self.voyage is not None else None,
            self.winner,
            self.reason,
        )
