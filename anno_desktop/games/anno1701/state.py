"""The state of an Anno 1701 game: plain dataclasses with a hand-written `clone()`.

Everything is numbers and lists: goods by index (data.goods), buildings by tile index into
data.buildings, hexes, anchors and recesses by map index. Hidden parts in views use the
sentinels below (see view.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng

EMPTY = -1  # settlement slot without a tile
HIDDEN_TILE = (-2, -3)  # an unbuilt expansion tile seen from its back: level I, level II
UNKNOWN = -1  # island tile or stack entry a viewer cannot see
NO_ONE = -1
BLOCKED = -2  # a donation space covered by a coin (2-player variant)

SLOTS = 12  # 0..3 green meadows, 4..11 landscapes L1..L8
MEADOWS = 4
SETTLER = 12  # benefit sources beyond the slots, for the once-per-turn mask
VILLAGE = 13

# Turn phases; pending decisions (State.pending) take precedence over the phase (rules.to_act).
DRAFT, ROLL, ACTIONS, SEA, OVER = "draft", "roll", "actions", "sea", "over"

# Kinds of pending decisions, with their args (seat: who owes it):
DISCARD = "discard"  # (cards still owed,): a fire; one entry per seat, in turn order
COMPOSE = "compose"  # (partner, give, take, counter): seat builds an offer, a unit at a time
ANSWER = "answer"  # (partner, give, take, proposer): the partner answers proposer's offer
PICK = "pick"  # (stack index, tiles): keep one of the tiles bought, the rest go under
PLACE = "place"  # (tile,): the slot for a bought tile
ENCOUNTER = "encounter"  # (card,): the encounter card being resolved
RETURN = "return"  # (hexes...): where a beaten ship may go back to
NEUTRAL = "neutral"  # (anchors...): 2 players, where the neutral colony goes


@dataclass(slots=True)
class Player:
    board: int
    goods: list[int]
    gold: int
    tiles: list[int] = field(default_factory=lambda: [EMPTY] * SLOTS)
    built: list[bool] = field(default_factory=lambda: [False] * SLOTS)
    hidden_hand: int = -1  # in a view of another player: the card count; -1 = goods known
    citizens: int = 0
    citizen_tokens: int = 0  # citizens built while a favour token was left to place
    ships: list[int] = field(default_factory=list)  # hex of each ship, -1 in reserve
    colonies: list[int] = field(default_factory=list)  # anchors
    symbol_tiles: int = 0  # recess mask of harbour / foreign tiles already counted
    cannon: int = 0
    sack: int = 0
    content: int = 0
    sail: int = 0
    tokens: int = 0  # favour tokens placed
    favour_slots: int = 0  # slot mask of Theatre / Opera carrying this player's token
    discovered: int = 0  # recess mask seen by this player (public that; contents private)
    used: int = 0  # benefit sources used this turn (slot bits, SETTLER, VILLAGE)

    def clone(self) -> Player:
        return Player(
            self.board,
            self.goods[:],
            self.gold,
            self.tiles[:],
            self.built[:],
            self.hidden_hand,
            self.citizens,
            self.citizen_tokens,
            self.ships[:],
            self.colonies[:],
            self.symbol_tiles,
            self.cannon,
            self.sack,
            self.content,
            self.sail,
            self.tokens,
            self.favour_slots,
            self.discovered,
            self.used,
        )

    def hand_size(self) -> int:
        return self.hidden_hand if self.hidden_hand >= 0 else sum(self.goods)


@dataclass(slots=True)
class Neutral:
    """The non-playing colour of the 2-player variant: colonies, two markers, two tokens."""

    colonies: list[int] = field(default_factory=list)
    symbol_tiles: int = 0
    cannon: int = 0
    sack: int = 0
    tokens: int = 0

    def clone(self) -> Neutral:
        return Neutral(self.colonies[:], self.symbol_tiles, self.cannon, self.sack, self.tokens)


@dataclass(slots=True)
class State:
    rng: Rng
    n: int
    players: list[Player]
    neutral: Neutral | None
    first_game: bool
    phase: str = DRAFT
    current: int = 0
    start_player: int = 0
    turns_taken: int = 0
    rolls_left: int = 0
    first_roll: int = 0  # 2-player variant: the first roll of this turn (2, 7, 12 count as 2)
    last_roll: int = 0
    supply: list[int] = field(default_factory=list)
    stacks: list[list[int]] = field(default_factory=lambda: [[], []])
    event_deck: list[int] = field(default_factory=list)
    event_discard: list[int] = field(default_factory=list)
    encounter_deck: list[int] = field(default_factory=list)
    encounter_discard: list[int] = field(default_factory=list)
    recess_tile: list[int] = field(default_factory=list)
    face_up: list[bool] = field(default_factory=list)
    anchor_owner: list[int] = field(default_factory=list)  # seat, n for neutral, -1 free
    column_holder: list[int] = field(default_factory=lambda: [NO_ONE] * 3)
    seven_holders: list[int] = field(default_factory=list)
    donation_holder: list[int] = field(default_factory=list)
    # set-up draft
    draft_seat: int = -1
    draft_hand: list[int] = field(default_factory=list)
    draft_returned: list[int] = field(default_factory=list)
    drafted: int = 0
    # the decisions owed before play goes on, the first one due (only fires queue several)
    pending: list[Pending] = field(default_factory=list)
    offers_made: int = 0  # offers sent this turn
    declined: tuple = ()  # (proposer, partner, give, take) of every offer declined this turn
    # seafaring
    active_ship: int = -1
    movement: int = 0
    visited: int = 0  # hex mask of the active ship's move
    ships_done: int = 0  # ship-number mask
    winner: int = -1

    def due(self, kind: str) -> Pending | None:
        """The decision owed first, when it is one of `kind`."""
        if self.pending and self.pending[0].kind == kind:
            return self.pending[0]
        return None

    def clone(self) -> State:
        return State(
            self.rng.copy(),
            self.n,
            [p.clone() for p in self.players],
            self.neutral.clone() if self.neutral is not None else None,
            self.first_game,
            self.phase,
            self.current,
            self.start_player,
            self.turns_taken,
            self.rolls_left,
            self.first_roll,
            self.last_roll,
            self.supply[:],
            [self.stacks[0][:], self.stacks[1][:]],
            self.event_deck[:],
            self.event_discard[:],
            self.encounter_deck[:],
            self.encounter_discard[:],
            self.recess_tile[:],
            self.face_up[:],
            self.anchor_owner[:],
            self.column_holder[:],
            self.seven_holders[:],
            self.donation_holder[:],
            self.draft_seat,
            self.draft_hand[:],
            self.draft_returned[:],
            self.drafted,
            self.pending[:],
            self.offers_made,
            self.declined,
            self.active_ship,
            self.movement,
            self.visited,
            self.ships_done,
            self.winner,
        )
