"""The search bot's evaluation of an Anno 1701 position (`EVALUATE`, used by the `hard` level).

Each player gets a progress score: 20 per favour token placed, the goods toward the next
citizen, gold (with turmoil as a heavy penalty), built and waiting tiles, colonies and ships
at sea; and what is to come: the goods each roll of the dice is expected to bring (uncovered
landscapes and colony islands by the chance of their numbers) and the favour race on the
three columns (a column one step from being taken, or from being lost). The scores become
win chances through a softmax over the seats.
"""

from __future__ import annotations

import math
from functools import cache

from anno_desktop.engine.rules import Action
from anno_desktop.engine.search import SearchHints
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701.bot import NormalBot, tile_value
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.favour import column_count, tokens_left
from anno_desktop.games.anno1701.rules import Anno1701Rules
from anno_desktop.games.anno1701.state import (
    ACTIONS,
    ANSWER,
    COMPOSE,
    EMPTY,
    MEADOWS,
    NO_ONE,
    Player,
    State,
)

ROLL_CHANCE = tuple(min(n - 1, 13 - n) / 36 if 2 <= n <= 12 else 0.0 for n in range(13))

TOKEN = 20.0  # one favour token: more than the goods and gold it costs
NEEDED_GOOD = 1.5  # a good the next citizen (or a building, after the last) still asks for
SPARE_GOOD = 0.4
GOLD = 0.5
TURMOIL = 6.0  # under 3 gold: no win, no income on a 6 or an 8
BUILT = 1.0  # times the normal bot's tile value
UNBUILT = 0.4
COLONY = 4.0
SHIP_OUT = 2.5
# Expected goods a roll brings, times this: an uncovered landscape averages 1.5 as before,
# a 6 or an 8 (5 chances in 36) counts 2.1, a 3 or an 11 (2 in 36) 0.8.
INCOME = 15.0
COLUMN_NEAR = 0.3  # of a token: a column one step from being taken (or lost)
TEMPERATURE = 12.0  # score lead over a rival that makes e^1 the odds
PLAYOUT_DEPTH = 3  # a few steps past the searched actions
# A lighter pull toward the normal bot than mcts's default: here the search's own choices pay
# (bias 100: 15% of 40 games, 1.0: 25-30% of 200, 0.5: 33% of 200 at 0.05 s).
POLICY_BONUS = 0.5
RULES = Anno1701Rules()
POLICY_BOT = NormalBot(RULES, 0)


@cache
def _tile_values() -> tuple[float, ...]:
    return tuple(tile_value(b) for b in game_data().buildings)


def progress(p: Player) -> float:
    """How far this player is on the way to placing every favour token."""
    d = game_data()
    cost = d.citizen_cost[p.citizens] if p.citizens < len(d.citizen_cost) else d.level_cost[0]
    score = TOKEN * p.tokens
    for held, wanted in zip(p.goods, cost, strict=True):
        useful = min(held, wanted)
        score += NEEDED_GOOD * useful + SPARE_GOOD * (held - useful)
    score += GOLD * min(p.gold, 14)
    if p.gold < d.s.turmoil_below:
        score -= TURMOIL
    values = _tile_values()
    for slot, tile in enumerate(p.tiles):
        if tile >= 0:
            score += (BUILT if p.built[slot] else UNBUILT) * values[tile]
    score += COLONY * len(p.colonies) + SHIP_OUT * sum(1 for h in p.ships if h >= 0)
    return score


def income_per_roll(s: State, p: Player) -> float:
    """The goods (and island gold) one roll of the dice is expected to bring this player."""
    d = game_data()
    numbers = d.boards[p.board]
    out = sum(
        ROLL_CHANCE[numbers[slot - MEADOWS]]
        for slot in range(MEADOWS, len(p.tiles))
        if p.tiles[slot] == EMPTY
    )
    seen = 0
    for anchor in p.colonies:
        for rec in d.map.anchor_recesses[anchor]:
            if not seen >> rec & 1 and s.recess_tile[rec] >= 0:
                seen |= 1 << rec
                out += ROLL_CHANCE[d.islands[s.recess_tile[rec]].number]
    return out


def column_race(s: State, seat: int) -> float:
    """Tokens (as fractions) the three columns are about to give or take: a column one step
    from this seat's reach while it has a token to place, or one step from a rival's."""
    d = game_data()
    out = 0.0
    for c in range(3):
        holder, mine = s.column_holder[c], column_count(s, seat, c)
        if holder == seat:
            if mine < d.s.column_lock and any(
                column_count(s, q, c) >= mine for q in range(s.n) if q != seat
            ):
                out -= COLUMN_NEAR
        else:
            bar = d.s.column_threshold if holder == NO_ONE else column_count(s, holder, c) + 1
            if tokens_left(d, s, seat) > 0 and mine == bar - 1:
                out += COLUMN_NEAR
    return out


def score(s: State, seat: int) -> float:
    p = s.players[seat]
    return progress(p) + INCOME * income_per_roll(s, p) + TOKEN * column_race(s, seat)


def evaluate(s: State) -> list[float]:
    """Each seat's chance to win: a softmax of the progress scores."""
    if s.winner >= 0:
        return [1.0 if seat == s.winner else 0.0 for seat in range(s.n)]
    scores = [score(s, seat) / TEMPERATURE for seat in range(s.n)]
    top = max(scores)
    weights = [math.exp(x - top) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]


def search_actions(s: State) -> list[Action]:
    """The legal actions worth searching: of the trade steps only the normal bot's (its own
    offer, composed step by step; accept or decline, no counter)."""
    found = RULES.legal(s)
    if s.due(COMPOSE):
        return [POLICY_BOT.compose_step(s, s.pending[0].seat, found)]
    if s.due(ANSWER):
        return [a for a in found if a != A.COUNTER]
    if s.phase == ACTIONS and not s.pending:
        opening = POLICY_BOT.trade_opening(s, found)
        found = [a for a in found if a.kind not in ("offer", "ask")]
        if opening is not None:
            found.append(opening)
    return found


# Iterations decide the strength: at 8-60 per decision hard was level with normal; at a fixed
# 100 (30 ms CPU) it won 33.0% and 34.5% of two 200-game 4-player tournaments (seeds 1-200,
# 201-400; Wilson lower ends 26.9% and 28.3%). The 1.0 s budget searches far more than that.
EVALUATE = SearchHints(
    RULES,
    evaluate,
    policy_bot=POLICY_BOT,
    actions=search_actions,
    playout_depth=PLAYOUT_DEPTH,
    policy_bonus=POLICY_BONUS,
    apply=RULES.apply_legal,
)
