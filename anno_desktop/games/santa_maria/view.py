"""What a seat may see: the draw order of face-down stacks and other seats' face-down
happiness tokens are hidden; `determinize` deals the stacks again."""

from __future__ import annotations

from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria.state import SantaMariaState


def view(s: SantaMariaState, seat: int | None) -> SantaMariaState:
    """A copy without the stacks' order, the future dice rolls, or rivals' points in play."""
    v = s.clone()
    v.viewer = seat
    v.rng = Rng(0)
    v.ship_stack.sort()
    v.double_stack.sort()
    v.triple_stack.sort()
    if s.phase != "over":
        for i, p in enumerate(v.players):
            if i != seat:
                p.points = 0
    return v


def determinize(v: SantaMariaState, rng: Rng) -> SantaMariaState:
    """A full state consistent with a view: the stacks shuffled, fresh dice luck, and rivals'
    hidden points guessed."""
    s = v.clone()
    s.rng = rng.spawn()
    rng.shuffle(s.ship_stack)
    rng.shuffle(s.double_stack)
    rng.shuffle(s.triple_stack)
    if s.viewer is not None and s.phase != "over":
        # Rivals' face-down points are unknown; the best guess is that they did as well.
        guess = s.players[s.viewer].points
        for i, p in enumerate(s.players):
            if i != s.viewer:
                p.points = guess
    return s
