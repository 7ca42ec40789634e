"""How the search bots judge a Santa Maria position.

`EVALUATE` serves the generic search (`ai.mcts`): the normal bot's colony estimate plus what
the dice left this year can still do, as a logistic of the lead over the best rival
(`bot.evaluate`), and hints that keep the search narrow: of the main actions only the normal
bot's best few and its best retire, of the tile placements only the best few. The game's own
`hard` bot (`hard.py`) uses the same narrowing and `predicted_lead`, a value fitted on
normal-vs-normal games that scores a colony at the start of a year.
"""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.engine.search import SearchHints
from anno_desktop.games.santa_maria.bot import (
    DIE_COST,
    RETIRE_BELOW,
    NormalBot,
    evaluate,
    placement_score,
    value,
)
from anno_desktop.games.santa_maria.colony import footprint, placements
from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.games.santa_maria.rules import SantaMariaRules
from anno_desktop.games.santa_maria.scoring import final_breakdown
from anno_desktop.games.santa_maria.state import SantaMariaState

RULES = SantaMariaRules()
POLICY_BOT = NormalBot(RULES, 0)
MAIN_WIDTH = 3  # main actions searched besides a retire
PLACE_WIDTH = 3  # tile placements searched
# A turn is a main action and its few sub-decisions; a round of 2-4 seats is some 8-16 actions.
PLAYOUT_DEPTH = 10


def main_scores(s: SantaMariaState, seat: int, legal: list[Action]) -> list[tuple[float, Action]]:
    """The normal bot's gain for each main action it considers (it never sells or buys)."""
    bot = POLICY_BOT
    base = value(s, seat)
    scored = []
    for a in legal:
        if a.kind in ("sell", "buy", "retire"):
            continue
        if a.kind == "expand":
            score = bot._expand_score(s, seat, a) - base
        elif a.kind == "die":
            score = bot._best_target(s, seat, a)[0] - base - DIE_COST[a.args[0]]
        else:
            score = bot._after_turn(s, seat, [a]) - base
        scored.append((score, a))
    return scored


def best_placements(s: SantaMariaState, seat: int, width: int = PLACE_WIDTH) -> list[Action]:
    """The `width` placements of the pending tile the normal bot likes best, best first."""
    assert s.pending is not None
    p = s.players[seat]
    tile = rule_data().tiles[s.pending[1]]
    scored = []
    for row, col, rot in placements(p, tile):
        cells = footprint(tile.shape, len(tile.cells), row, col, rot)
        assert cells is not None
        score = placement_score(s, p, cells, tile.cells)
        scored.append((score, Action("place", (row, col, rot))))
    scored.sort(key=lambda x: -x[0])
    return [a for _, a in scored[:width]]


class _Ranked:
    """The last narrowed list and the normal bot's choice in it: the search asks for the
    actions and then, at once, for the policy's pick among them, on the same state."""

    state: SantaMariaState | None = None
    actions: list[Action] = []
    choice: Action | None = None


def search_actions(s: SantaMariaState) -> list[Action]:
    """The legal actions worth searching, in their legal order."""
    legal = RULES.legal_actions(s)
    _Ranked.state = None
    if len(legal) <= MAIN_WIDTH + 1:
        return legal
    seat = RULES.to_act(s)
    assert seat is not None
    if s.pending is None:
        scored = sorted(main_scores(s, seat, legal), key=lambda x: -x[0])
        wanted = {a for _, a in scored[:MAIN_WIDTH]}
        choice = scored[0][1] if scored else None
        retires = [a for a in legal if a.kind == "retire"]
        if retires:
            retire = POLICY_BOT._main(s, seat, retires)
            wanted.add(retire)
            if not scored or scored[0][0] < RETIRE_BELOW:
                choice = retire
    elif s.pending[0] == "place":
        ranked = best_placements(s, seat)
        wanted, choice = set(ranked), ranked[0]
    else:
        return legal
    found = [a for a in legal if a in wanted]
    if not found or choice is None:
        return legal
    _Ranked.state, _Ranked.actions, _Ranked.choice = s, found, choice
    return found


def known_pick(s: SantaMariaState, legal: list[Action]) -> Action | None:
    """The normal bot's choice, if it was already worked out while narrowing `legal`."""
    if s is _Ranked.state and legal is _Ranked.actions and _Ranked.choice in legal:
        return _Ranked.choice
    return None


EVALUATE = SearchHints(
    RULES,
    evaluate,
    policy_bot=POLICY_BOT,
    actions=search_actions,
    playout_depth=PLAYOUT_DEPTH,
    known_pick=known_pick,
)


def year_start_features(s: SantaMariaState, seat: int) -> list[float]:
    """The colony facts the year-start value weighs: its score if the game ended now, coins,
    the five resources, religion, blue dice, buildings, empty cells, shipments, scholars,
    monks at home, and whether it starts the year."""
    buildings = rule_data().buildings
    p = s.players[seat]
    return [
        sum(final_breakdown(p).values()),
        p.coins,
        *p.res,
        p.religion,
        p.blue_unlocked,
        sum(1 for code in p.grid if code in buildings),
        sum(1 for code in p.grid if code is None),
        sum(len(h) for h in p.harbour),
        len(p.scholars),
        p.monks,
        1.0 if s.start == seat else 0.0,
    ]


# What a colony at the start of a year is worth: the final lead over the rival is predicted as
# the year's weights times the difference of the two colonies' `year_start_features`. Fitted
# by least squares on the year starts of 1000 normal-vs-normal 2-player games (seeds
# 20000-20999), each seen from both seats, labelled with the final score margin; on held-out
# games it explains 66% (year 2) and 85% (year 3) of the margin's variance, the normal bot's
# colony value 30% and 71%.
YEAR_START_WEIGHTS = {
    2: (1.54, 0.48, 2.4, 1.83, 2.62, -0.92, 3.34, 1.37, -3.35, 2.52, -1.91, 3.1, 4.16, -0.65, 0.98),
    3: (1.22, 0.08, 0.33, 0.25, 0.27, -0.16, 1.04, 1.13, 2.19, 1.3, -0.26, 1.53, 0.62, 3.24, 0.32),
}


def predicted_lead(s: SantaMariaState, seat: int) -> float:
    """The final lead in points over the best rival that the seat can expect from a year start."""
    weights = YEAR_START_WEIGHTS[max(2, s.year)]
    mine = year_start_features(s, seat)
    leads = []
    for rival in range(s.n):
        if rival != seat:
            theirs = year_start_features(s, rival)
            leads.append(sum(w * (a - b) for w, a, b in zip(weights, mine, theirs, strict=True)))
    return min(leads)
