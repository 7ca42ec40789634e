"""Shared set-ups for the Santa Maria tests: a game with a hand-made colony for seat 0."""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
from anno_desktop.games.santa_maria.colony import index
from anno_desktop.games.santa_maria.state import SantaMariaState

WOOD, GRAIN, SUGAR, GEM, GOLD = range(5)


def game(players: int = 2, seed: int = 1, **options) -> SantaMariaState:
    """A new game where seat 0 is to act with an empty colony, no coins and no resources."""
    s = RULES.new_game(SantaMariaOptions(players=players, **options), seed)
    s.current = s.start = 0
    p = s.players[0]
    p.grid = [None] * 36
    p.coins = 0
    p.res = [0, 0, 0, 0, 0]
    return s


def put(s: SantaMariaState, row: int, col: int, code: str, seat: int = 0) -> None:
    s.players[seat].grid[index(row, col)] = code


def play(s: SantaMariaState, *actions: Action) -> list:
    events = []
    for a in actions:
        events += RULES.apply(s, a)
    return events


def kinds(s: SantaMariaState) -> set[str]:
    return {a.kind for a in RULES.legal_actions(s)}
