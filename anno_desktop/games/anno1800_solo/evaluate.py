"""How the `hard` bot (`hard.py`) judges an Anno 1800 solo position.

The normal bot's evaluation counts the mission's goals no more than the economy that feeds
them, so it builds and feasts until the time stack runs out. `score` is that evaluation with
the goals weighed more (`GOAL_BOOST`), the more so as the time stack runs down (`URGENCY`).
"""

from __future__ import annotations

from anno_desktop.engine.memo import PositionMemo
from anno_desktop.games.anno1800_solo.bot import CLUTTER, GOAL_WEIGHT, HAND_CARD, evaluate
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.economy import mission_of, owned_tokens
from anno_desktop.games.anno1800_solo.goals import (
    flip_gold,
    mission_progress,
    order_measure,
    order_points,
)
from anno_desktop.games.anno1800_solo.plan import actions_needed, cards_to_draw, plan_key
from anno_desktop.games.anno1800_solo.state import State

GOAL_BOOST = 1.0  # the goals count this much more than in the normal evaluation ...
URGENCY = 3.0  # ... and this much more again by the share of the time stack turned
# A population goal (Mission 9) grows only by Increase workforce, which draws a card per cube:
# the card is counted against the hand goal before it is drawn (`cards_to_draw`), so each cube
# gains HIRE_GAIN.
HIRE_GAIN = 4.0
# A card a hand goal must shed that is paid in naval tokens (Mission 6) is that share of the way
# out of the hand when the tokens are owned: the normal evaluation sees no way to pay it.
TOKEN_COVER = 0.5
PLAN_WEIGHT = 20.0  # evaluation points per regular action the backward plan still needs ...
PRESSURE = 1.0  # ... and more by the share of the time left they take
# The normal solo game's order cards: their influence weighs as the normal evaluation weighs a
# card's, and a threshold card not yet reached earns its points by the square of the share of
# the threshold reached.
ORDER_WEIGHT = 3.0


def time_share(s: State) -> float:
    """The time-stack cards left (both passes) as a share of all of them."""
    m = mission_of(s)
    passes = m.passes if m else 1
    size = len(s.stack) + len(s.turned)
    if not size:
        return 0.0
    left = len(s.stack) + size * (passes - s.stack_pass)
    return left / (size * passes)


def goal_boost(s: State, draws: int = 0) -> float:
    """The extra evaluation the mission's goals earn (0 when over or in the normal solo game).

    `draws`: the cards the plan will draw for a hand goal to shed (`cards_to_draw`). Each counts
    as a card in hand already, in the normal evaluation's share too, so drawing it as planned
    (the three New World cards of an island) costs nothing more; counted only once drawn, an
    island planned for cotton looked worse than building over a shipyard (Mission 5, tuning
    seed 10001: the first exploration came with 7 time-stack cards left)."""
    if s.over or s.mode != "campaign":
        return 0.0
    m = mission_of(s)
    boost = GOAL_BOOST + URGENCY * (1.0 - time_share(s))
    total = extra = 0.0
    drawn = 0  # the planned draws, counted once, with the first hand goal
    for p, g in zip(mission_progress(s), m.goals if m else (), strict=True):
        if p.at_most:
            if p.target == 0:
                total -= HAND_CARD * p.current
                if g.kind == "hand_empty" and not drawn:
                    drawn = draws
                    total -= HAND_CARD * drawn
            if g.kind == "hand_empty" and g.decks:
                total += HAND_CARD * TOKEN_COVER * token_cover(s, g.decks)
        elif p.target:
            current = p.current
            if g.kind == "gold" and m and m.flip_rule == "leftmost_gold":
                current += flip_gold(s)
            total += GOAL_WEIGHT * min(current / p.target, 1.0)
            if g.kind == "cubes" and not g.tier:
                extra += HIRE_GAIN * min(p.current, p.target)
    return boost * total + extra - (HAND_CARD + CLUTTER) * drawn


def token_cover(s: State, decks: list[str]) -> float:
    """Hand cards of these decks paid in naval tokens, each by the share of its tokens owned."""
    d = game_data()
    cover = 0.0
    for c in s.hand:
        card = d.cards[c]
        if card.deck not in decks:
            continue
        for kind in ("trade", "expl"):
            n = card.cost.count(kind)
            if n:
                cover += min(owned_tokens(s, kind), n) / n
    return cover


def order_value(s: State) -> float:
    """What the order cards are worth in the normal solo game (0 in a mission or once over:
    the final score counts them then). The normal evaluation sees none of them, so `normal`
    leaves Hannah Goode's 20 cubes or the University's 4 engineers to chance."""
    if s.over or s.mode == "campaign":
        return 0.0
    d = game_data()
    total = 0.0
    for o in s.orders:
        points = order_points(s, o)
        reach = order_measure(s, o)
        if not points and reach is not None and reach[1]:
            value = d.orders[o].points or d.normal_solo.order_card_points
            points = value * min(reach[0] / reach[1], 1.0) ** 2
        total += points
    return ORDER_WEIGHT * total


def score(s: State, wanted: dict[str, float]) -> float:
    """The normal evaluation with the goals boosted, less the actions the backward plan from the
    goals still needs. The search reaches many positions by the same moves in different samples
    of the hidden cards: each is scored once (`score_key`)."""
    plan = plan_key(s)
    return _SCORES.get(
        score_key(s, wanted, plan),
        lambda: (
            evaluate(s, wanted)
            + goal_boost(s, cards_to_draw(s, plan))
            - plan_cost(s, plan)
            + order_value(s)
        ),
        game_data(),
    )


# a decision's search scores a few hundred positions, rarely more
_SCORES: PositionMemo[float] = PositionMemo(4096)


def forget_scores() -> None:
    """Drop the cached scores (the `hard` bot, at each decision, as `plan.forget_plans`)."""
    _SCORES.clear()


def score_key(
    s: State, wanted: dict[str, float], plan: tuple[object, ...] | None = None
) -> tuple[object, ...]:
    """What `score` reads: the plan's fields (`plan_key`, or `plan` when known: which
    time-stack cards are left where their flips pay gold), how many time-stack cards are left
    and turned, the pass, and the demand."""
    return (
        plan_key(s) if plan is None else plan,
        len(s.stack),
        len(s.turned),
        s.stack_pass,
        tuple(wanted.items()),
    )


def plan_cost(s: State, key: tuple[object, ...] | None = None) -> float:
    """What the actions the plan still needs cost: more each as they fill the time left
    (`key`: `plan_key(s)`, when known)."""
    needed = actions_needed(s, key)
    if not needed:
        return 0.0
    return PLAN_WEIGHT * needed * (1.0 + PRESSURE * needed / max(actions_left(s), 1))


def actions_left(s: State) -> int:
    """Regular actions before the time stack runs out (both passes)."""
    m = mission_of(s)
    passes = m.passes if m else 1
    return len(s.stack) + (len(s.stack) + len(s.turned)) * (passes - s.stack_pass)
