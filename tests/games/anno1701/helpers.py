"""Shared set-ups for the Anno 1701 tests: fresh games, rigged dice and short-hands."""

from __future__ import annotations

from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.rules import Anno1701Options
from anno_desktop.games.anno1701.state import ACTIONS, SEA, State

D = game_data()
M = D.map
GOODS = D.goods


def new_game(players: int = 4, seed: int = 1, first_game: bool = True) -> State:
    return RULES.new_game(Anno1701Options(players=players, first_game=first_game), seed)


def in_phase(s: State, phase: str = ACTIONS) -> State:
    """Skip to `phase` of the current player's turn without rolling."""
    s.phase = phase
    s.rolls_left = 0
    return s


def at_sea(players: int = 4, seed: int = 1) -> State:
    return in_phase(new_game(players, seed), SEA)


def rig_dice(s: State, *totals: int) -> None:
    """Give the state an rng whose next 2d6 rolls add up to `totals` (found by search)."""
    seed = 0
    while True:
        rng = Rng(seed)
        if all(rng.die() + rng.die() == t for t in totals):
            s.rng = Rng(seed)
            return
        seed += 1


def rig_die(s: State, value: int) -> None:
    """The next single die shows `value`."""
    seed = 0
    while Rng(seed).die() != value:
        seed += 1
    s.rng = Rng(seed)


def goods(**counts: int) -> list[int]:
    return [counts.get(g, 0) for g in GOODS]


def tile_index(key: str, copy: int = 0) -> int:
    return [i for i, b in enumerate(D.buildings) if b.key == key][copy]


def island_index(kind: str, number: int = 0, cannon: int = 0, sack: int = 0) -> int:
    for i, t in enumerate(D.islands):
        if (
            t.kind == kind
            and (not number or t.number == number)
            and t.cannon == cannon
            and (t.sack == sack)
        ):
            return i
    raise KeyError(kind)


def anchor(aid: str) -> int:
    return M.anchor_ids.index(aid)


def recess(rid: str) -> int:
    return M.recess_ids.index(rid)


def hex_at(q: int, r: int) -> int:
    return M.index[(q, r)]


def put_island(s: State, rid: str, tile: int) -> None:
    """Swap island tile `tile` into recess `rid` (keeping every tile on the map once)."""
    r = recess(rid)
    other = s.recess_tile.index(tile)
    s.recess_tile[other], s.recess_tile[r] = s.recess_tile[r], tile


def play(s: State, kind: str, *args) -> list:
    return RULES.apply(s, Action(kind, tuple(args)))


def legal_kinds(s: State) -> set[str]:
    return {a.kind for a in RULES.legal_actions(s)}
