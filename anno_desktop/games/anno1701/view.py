"""What one seat may see (`view`) and full states consistent with it (`determinize`).

Hidden: other players' goods (only the card count shows), island tiles a seat has neither
discovered nor seen turned up, unbuilt expansion tiles of others (only the back's level),
the order and contents of the expansion stacks, the order of the card decks and the dice.
"""

from __future__ import annotations

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701.data import GameData
from anno_desktop.games.anno1701.state import HIDDEN_TILE, PICK, PLACE, UNKNOWN, State


def _hide(d: GameData, tile: int) -> int:
    return tile if tile < 0 else HIDDEN_TILE[d.buildings[tile].level - 1]


def _hide_pending(d: GameData, due: Pending) -> Pending:
    """A tile pick or a tile to place as another seat sees it: from the tiles' backs."""
    if due.kind == PICK:
        stack, tiles = due.args
        return Pending(due.seat, PICK, (stack, tuple(_hide(d, t) for t in tiles)))
    if due.kind == PLACE:
        return Pending(due.seat, PLACE, (_hide(d, due.args[0]),))
    return due


def view(d: GameData, s: State, seat: int | None) -> State:
    v = s.clone()
    v.rng = Rng(0)  # the future dice are nobody's knowledge
    for i, p in enumerate(v.players):
        if i == seat:
            continue
        if p.hidden_hand < 0:
            p.hidden_hand = sum(p.goods)
            p.goods = [0] * len(p.goods)
        for slot, tile in enumerate(p.tiles):
            if tile >= 0 and not p.built[slot]:
                p.tiles[slot] = _hide(d, tile)
    mine = v.players[seat].discovered if seat is not None else 0
    for r in range(len(v.recess_tile)):
        if not v.face_up[r] and not mine >> r & 1:
            v.recess_tile[r] = UNKNOWN
    v.stacks = [[HIDDEN_TILE[k]] * len(v.stacks[k]) for k in (0, 1)]
    v.draft_returned = [_hide(d, t) for t in v.draft_returned]
    if v.draft_seat != seat:
        v.draft_hand = [_hide(d, t) for t in v.draft_hand]
    if v.current != seat:
        v.pending = [_hide_pending(d, due) for due in v.pending]
    v.event_deck.sort()
    v.encounter_deck.sort()
    return v


def determinize(d: GameData, v: State, rng: Rng) -> State:
    """Fill every hidden part of a view with a consistent random guess."""
    s = v.clone()
    s.rng = Rng(rng.next64())
    _deal_goods(d, s, rng)
    _deal_islands(d, s, rng)
    _deal_buildings(d, s, rng)
    rng.shuffle(s.event_deck)
    rng.shuffle(s.encounter_deck)
    return s


def _deal_goods(d: GameData, s: State, rng: Rng) -> None:
    hidden = [p for p in s.players if p.hidden_hand >= 0]
    if not hidden:
        return
    seen = [p for p in s.players if p.hidden_hand < 0]
    pool: list[int] = []
    for g in range(len(d.goods)):
        known = sum(p.goods[g] for p in seen)
        pool += [g] * (d.s.cards_per_good - s.supply[g] - known)
    rng.shuffle(pool)
    for p in hidden:
        for _ in range(p.hidden_hand):
            p.goods[pool.pop()] += 1
        p.hidden_hand = -1


def _deal_islands(d: GameData, s: State, rng: Rng) -> None:
    known = set(s.recess_tile)
    pools: dict[bool, list[int]] = {}
    for dark in (False, True):
        pool = [i for i, t in enumerate(d.islands) if t.dark == dark and i not in known]
        rng.shuffle(pool)
        pools[dark] = pool
    recess_dark = d.map.recess_dark
    for r, tile in enumerate(s.recess_tile):
        if tile == UNKNOWN:
            s.recess_tile[r] = pools[recess_dark[r]].pop()


def _deal_buildings(d: GameData, s: State, rng: Rng) -> None:
    in_game = [
        t for t in range(len(d.buildings)) if s.neutral is None or t not in d.two_player_removed
    ]
    places: list[list[int]] = [p.tiles for p in s.players]
    places += [s.stacks[0], s.stacks[1], s.draft_hand, s.draft_returned]
    # A tile pick or a tile to place waiting: its tiles are dealt like the others.
    owed = [list(_pending_tiles(due)) for due in s.pending]
    places += owed
    known = {t for place in places for t in place if t >= 0}
    pools: dict[int, list[int]] = {}
    for level in (1, 2):
        pool = [t for t in in_game if d.buildings[t].level == level and t not in known]
        rng.shuffle(pool)
        pools[HIDDEN_TILE[level - 1]] = pool
    # Every back gets a tile of its level (one pass for both; a pool short of tiles raises).
    for place in places:
        for k, t in enumerate(place):
            if t in pools:
                place[k] = pools[t].pop()
    s.pending = [_with_tiles(due, tiles) for due, tiles in zip(s.pending, owed, strict=True)]


def _pending_tiles(due: Pending) -> tuple[int, ...]:
    if due.kind == PICK:
        return due.args[1]
    if due.kind == PLACE:
        return due.args
    return ()


def _with_tiles(due: Pending, tiles: list[int]) -> Pending:
    if due.kind == PICK:
        return Pending(due.seat, PICK, (due.args[0], tuple(tiles)))
    if due.kind == PLACE:
        return Pending(due.seat, PLACE, tuple(tiles))
    return due
