"""How the `hard` bot (`hard.py`) judges an Anno 1800 solo position.

The normal bot's evaluation counts the mission's goals no more than the economy that feeds
them, so it builds and feasts until the time stack runs out. `score` is that evaluation with
the goals weighed more (`GOAL_BOOST`), the more so as the time stack runs down (`URGENCY`).
"""

from __future__ import annotations

from anno_desktop.games.anno1800_solo.bot import GOAL_WEIGHT, HAND_CARD, evaluate
from anno_desktop.games.anno1800_solo.economy import mission_of
from anno_desktop.games.anno1800_solo.goals import mission_progress
from anno_desktop.games.anno1800_solo.state import State

GOAL_BOOST = 1.0  # the goals count this much more than in the normal evaluation ...
URGENCY = 3.0  # ... and this much more again by the share of the time stack turned


def time_share(s: State) -> float:
    """The time-stack cards left (both passes) as a share of all of them."""
    m = mission_of(s)
    passes = m.passes if m else 1
    size = len(s.stack) + len(s.turned)
    if not size:
        return 0.0
    left = len(s.stack) + size * (passes - s.stack_pass)
    return left / (size * passes)


def goal_boost(s: State) -> float:
    """The extra evaluation the mission's goals earn (0 when over or in the normal solo game)."""
    if s.over or s.mode != "campaign":
        return 0.0
    total = 0.0
    for p in mission_progress(s):
        if p.at_most:
            total -= HAND_CARD * p.current if p.target == 0 else 0.0
        elif p.target:
            total += GOAL_WEIGHT * min(p.current / p.target, 1.0)
    return (GOAL_BOOST + URGENCY * (1.0 - time_share(s))) * total


def score(s: State, wanted: dict[str, float]) -> float:
    """The normal evaluation with the goals boosted."""
    return evaluate(s, wanted) + goal_boost(s)
