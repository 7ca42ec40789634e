"""What a seat may see: the draw order of face-down stacks and other seats' face-down
happiness tokens are hidden; `determinize` deals the stacks again."""

from __future__ import annotations

from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria.state import SantaMariaState


def view(s: SantaMariaState, seat: int | None) -> SantaMariaState:
    """A copy without the stacks' order, the future dice rolls, or rivals' points in play."""
    v = s.clone()
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
    """A full state consistent with a view: the stacks shuffled, fresh dice luck."""
    s = v.clone()
    s.rng = rng.spawn()
    rng.shuffle(s.ship_stack)
    rng.shuffle(s.double_stack)
    rng.shuffle(s.triple_stack)
    return s
