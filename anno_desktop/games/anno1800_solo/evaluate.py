"""The generic search bot's evaluation of an Anno 1800 solo position (`EVALUATE`).

The `hard` level is this game's own bot (`hard.HardBot`); `EVALUATE` serves `ai.mcts` as is.

A campaign mission is won (1) or lost (0); on the way the value is the mission's goal progress
(each goal's share of its target), the time-stack cards left, and a squashed normal-bot
evaluation that rewards what the goals are built from. The normal solo game scores its points.
The hints search only the normal bot's best few actions and let it play the playouts.
"""

from __future__ import annotations

import math

from anno_desktop.engine.rules import Action
from anno_desktop.engine.search import SearchHints
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.bot import NormalBot, demand, evaluate, makeable
from anno_desktop.games.anno1800_solo.economy import mission_of
from anno_desktop.games.anno1800_solo.goals import final_score, mission_progress
from anno_desktop.games.anno1800_solo.rules import Anno1800SoloRules
from anno_desktop.games.anno1800_solo.state import State

RULES = Anno1800SoloRules()
POLICY_BOT = NormalBot(RULES, 0)
GOALS = 0.55  # the mission's goals, each its share of the target
TIME = 0.15  # the time-stack cards left, as a share of the whole stack
SHAPING = 0.2  # the normal bot's evaluation (cubes, makeable goods, stepping stones)
FLOOR = 0.05  # an unfinished mission is never quite lost nor won
SHAPING_SCALE = 150.0  # normal-bot evaluation points for most of the shaping range
NORMAL_SOLO_SCALE = 60.0  # influence points of the normal solo game for most of the range
WIDTH = 4  # actions searched at a wide decision, the normal bot's pick among them
PLAYOUT_DEPTH = 0  # the normal bot's every pick is a look at all its actions: tree only


def goal_share(s: State) -> float:
    """The mean share of each goal reached; an at-most goal counts when it holds."""
    progress = mission_progress(s)
    if not progress:
        return 0.0
    total = 0.0
    for p in progress:
        if p.at_most:
            total += 1.0 if p.met else 0.0
        else:
            total += min(p.current / p.target, 1.0) if p.target else 1.0
    return total / len(progress)


def time_share(s: State) -> float:
    """The time-stack cards left (both passes) as a share of all of them."""
    m = mission_of(s)
    passes = m.passes if m else 1
    size = len(s.stack) + len(s.turned)
    if not size:
        return 0.0
    left = len(s.stack) + size * (passes - s.stack_pass)
    return left / (size * passes)


def value(s: State) -> float:
    """The chance the solo player wins, as the search sees it."""
    if s.mode != "campaign":
        if s.over:
            return 1.0 - math.exp(-final_score(s) / NORMAL_SOLO_SCALE)
        return 1.0 - math.exp(-max(evaluate(s), 0.0) / (100.0 * NORMAL_SOLO_SCALE))
    if s.over:
        return 1.0 if s.victory else 0.0
    shaping = 0.5 + 0.5 * math.tanh(evaluate(s) / SHAPING_SCALE)
    v = GOALS * goal_share(s) + TIME * time_share(s) + SHAPING * shaping
    return FLOOR + (1.0 - 2 * FLOOR) * v


class _Ranked:
    """The last narrowed list and the normal bot's pick in it: the search asks for the
    actions and then, at once, for the policy's pick among them, on the same state."""

    state: State | None = None
    actions: list[Action] = []
    choice: Action | None = None


def search_actions(s: State) -> list[Action]:
    """The normal bot's pick and the best other regular actions by its evaluation of one
    sample after each (cheaper than its own averaged look), in legal order."""
    legal = RULES.legal_actions(s)
    _Ranked.state = None
    if len(legal) <= WIDTH or s.phase != "main":
        return legal
    pick = EVALUATE.policy(s, legal)
    POLICY_BOT.wanted = demand(s, makeable(s))
    ranked = sorted(
        (a for a in legal if a.kind in A.REGULAR and a != pick),
        key=lambda a: -evaluate(POLICY_BOT._after(s, a), POLICY_BOT.wanted),
    )
    wanted = {pick, *ranked[: WIDTH - 1]}
    found = [a for a in legal if a in wanted]
    _Ranked.state, _Ranked.actions, _Ranked.choice = s, found, pick
    return found


def known_pick(s: State, legal: list[Action]) -> Action | None:
    """The normal bot's pick, if it was already worked out while narrowing `legal`."""
    if s is _Ranked.state and legal is _Ranked.actions:
        return _Ranked.choice
    return None


EVALUATE = SearchHints(
    RULES,
    lambda s: [value(s)],
    policy_bot=POLICY_BOT,
    actions=search_actions,
    playout_depth=PLAYOUT_DEPTH,
    known_pick=known_pick,
)
