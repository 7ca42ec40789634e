"""How the `hard` bot (`hard.py`) judges a Santa Maria position.

It plays out only the normal bot's best few main actions (`NormalBot.main_scores`) and tile
placements (`best_placements`), and scores where a playout stops, the start of the next year,
by `predicted_lead`: a value fitted on normal-vs-normal games.
"""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.games.santa_maria.bot import placement_score
from anno_desktop.games.santa_maria.colony import footprint, placements
from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.games.santa_maria.scoring import final_breakdown
from anno_desktop.games.santa_maria.state import SantaMariaState


def best_placements(s: SantaMariaState, seat: int, width: int) -> list[Action]:
    """The `width` placements of the pending tile the normal bot likes best, best first."""
    assert s.pending is not None
    p = s.players[seat]
    tile = rule_data().tiles[s.pending.args[0]]
    scored = []
    for row, col, rot in placements(p, tile):
        cells = footprint(tile.shape, len(tile.cells), row, col, rot)
        assert cells is not None
        score = placement_score(s, p, cells, tile.cells)
        scored.append((score, Action("place", (row, col, rot))))
    scored.sort(key=lambda x: -x[0])
    return [a for _, a in scored[:width]]


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
