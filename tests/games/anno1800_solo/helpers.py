"""Small helpers to set up Anno 1800 solo positions for the tests."""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions
from anno_desktop.games.anno1800_solo.state import State


def mission(m: int, seed: int = 1, difficulty: str = "standard") -> State:
    return RULES.new_game(Anno1800SoloOptions(mission=m, difficulty=difficulty), seed)


def normal(seed: int = 1) -> State:
    return RULES.new_game(Anno1800SoloOptions(mode="normal-solo"), seed)


def space(s: State, space_id: str):
    return next(sp for sp in s.spaces if sp.id == space_id)


def put(s: State, tile: str, space_id: str) -> None:
    """Build a tile directly on a space (test set-up, no payment)."""
    space(s, space_id).built = tile


def no_tokens(s: State) -> None:
    for sp in s.spaces:
        sp.tokens = 0
    s.temp_trade = s.temp_expl = 0


def kinds(s: State) -> set[str]:
    return {a.kind for a in RULES.legal_actions(s)}


def act(kind: str, *args) -> Action:
    return Action(kind, tuple(args))
