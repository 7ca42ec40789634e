"""Santa Maria bots: `normal` is a one-turn look-ahead over the seat's own view.

Main actions are tried on copies of the view (sub-decisions answered by the heuristics below)
and scored by a value of the colony; expansion tiles are scored by where they would lie.
"""

from __future__ import annotations

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.games.santa_maria import colony
from anno_desktop.games.santa_maria.data import RESOURCES, SIZE, rule_data
from anno_desktop.games.santa_maria.effects import (
    BISHOP_SPACES,
    MISSION_SPACES,
    RES_INDEX,
    SCHOLAR_SPACES,
)
from anno_desktop.games.santa_maria.scoring import bishop_points
from anno_desktop.games.santa_maria.state import GRAIN, PlayerState, SantaMariaState

# How much one unit of each thing is worth to the bot, early (years 1-2) and late (year 3).
EARLY = {"wood": 1.4, "grain": 1.1, "sugar": 1.2, "gem": 1.2, "gold": 1.5, "coins": 0.4}
LATE = {"wood": 0.6, "grain": 0.6, "sugar": 0.9, "gem": 0.9, "gold": 1.1, "coins": 0.34}
DOCK_VALUE = (1.2, 1.3, 0.9, 2.0)  # one income from each dock: 3 coins, religion, conquest, 2 pts
SCHOLAR_VALUE = {
    "cheaper_die_change": 1.5,
    "cheaper_activation": 2.0,
    "cheaper_buying": 1.5,
    "dearer_selling": 1.5,
    "shipping_point": 2.0,
    "cheaper_expansion": 3.0,
    "coin_religion_step": 1.5,
    "conquistador_coin": 1.5,
    "fourth_white_die": 2.0,
    "retire_resource": 2.0,
}
EFFECT_VALUE = {"ship": 1.0, "religion": 1.3, "conquistador": 1.0, "trade": 1.0}
EXPAND_WEIGHT = 1.6  # a one-turn look-ahead undervalues buildings it has not used yet
DIE_COST = {"white": 1.2, "blue": 0.6}
RETIRE_BELOW = 0.4


def prices(s: SantaMariaState) -> dict[str, float]:
    return EARLY if s.year < 3 else LATE


def value(s: SantaMariaState, seat: int) -> float:
    """The bot's estimate of a colony's worth in points."""
    data = rule_data()
    p = s.players[seat]
    rv = prices(s)
    years_left = 3 - s.year
    retires_left = years_left + (0 if p.retired else 1)
    v = p.points + sum(rv[RESOURCES[r]] * p.res[r] for r in range(5)) + p.coins * rv["coins"]
    v += 1.0 * p.religion + p.blue_unlocked * 2.5 * (years_left + 0.5)
    v += 0.8 * p.conq
    for d, h in enumerate(p.harbour):
        v += sum(data.shipments[t].points for t in h) + len(h) * DOCK_VALUE[d] * retires_left
    sets = min(len(h) for h in p.harbour)
    v += 3 * sets + 0.6 * sum(1 for h in p.harbour if len(h) > sets)
    for sc in p.scholars:
        scholar = data.scholars[sc]
        v += scholar.points + SCHOLAR_VALUE[scholar.ability] * (years_left + 0.5) / 2.5
    grow = {1: 2.0, 2: 1.4, 3: 1.0}[s.year]
    for b in p.bishops:
        v += bishop_points(p, b) * grow - 2
    v += colony.colonist_points(p) * 0.7 + colony.colonists(p) * 0.3
    return v


def building_value(code: str) -> float:
    total = 0.0
    for e in rule_data().buildings[code].effects:
        if e.kind == "gain":
            total += e.n * (0.4 if e.what == "coins" else 1.0)
        else:
            total += EFFECT_VALUE[e.kind]
    return total


def placement_score(s: SantaMariaState, p: PlayerState, cells: tuple[int, ...], codes) -> float:
    """How much a tile is worth at these cells: future activations, completed lines, holes."""
    data = rule_data()
    grid = p.grid
    placed = dict(zip(cells, codes, strict=True))
    years = (3 - s.year) + 0.6
    blues = max(1, p.blue_unlocked)
    score = 0.0
    for i, code in placed.items():
        row, col = colony.row_col(i)
        if code in data.buildings:
            col_b = sum(
                1 for j in colony.line("white", col) if placed.get(j, grid[j]) in data.buildings
            )
            row_b = sum(
                1 for j in colony.line("blue", row) if placed.get(j, grid[j]) in data.buildings
            )
            score += building_value(code) * (0.35 + 0.1 * col_b + 0.05 * row_b * blues) * years
        else:
            score += data.roads[code] * 0.5 + 0.2
    touched = {("blue", colony.row_col(i)[0]) for i in cells}
    touched |= {("white", colony.row_col(i)[1]) for i in cells}
    for kind, v in touched:
        line = colony.line(kind, v)
        if all(j in placed or grid[j] is not None for j in line):
            score += 0.3 + sum(data.roads.get(placed.get(j, grid[j]) or "", 0) for j in line)
    for i in cells:
        row, col = colony.row_col(i)
        for dr, dc in colony.DIRECTIONS:
            r2, c2 = row + dr, col + dc
            if not (1 <= r2 <= SIZE and 1 <= c2 <= SIZE):
                continue
            j = colony.index(r2, c2)
            if j in placed or grid[j] is not None:
                continue
            if _enclosed(grid, placed, r2, c2):
                score -= 0.4  # only a road tile can fill a single hole
    return score * EXPAND_WEIGHT


def _enclosed(grid, placed, row: int, col: int) -> bool:
    for dr, dc in colony.DIRECTIONS:
        r2, c2 = row + dr, col + dc
        if 1 <= r2 <= SIZE and 1 <= c2 <= SIZE:
            j = colony.index(r2, c2)
            if j not in placed and grid[j] is None:
                return False
    return True


class NormalBot:
    """Greedy: the main action whose turn raises the colony's value most, else retire."""

    def __init__(self, rules: Rules, seed: int) -> None:
        self.rules = rules
        self.rng = Rng(seed)

    def choose(self, decision: Decision) -> Action:
        s: SantaMariaState = decision.view
        if s.pending is None:
            return self._main(s, decision.seat, decision.legal)
        return self._answer(s, decision.seat, decision.legal)

    # -- main actions ----------------------------------------------------------------------

    def main_scores(
        self, s: SantaMariaState, seat: int, legal: list[Action]
    ) -> list[tuple[float, Action]]:
        """The gain of each main action it considers, in legal order (never sell, buy or
        retire: retiring is weighed apart)."""
        base = value(s, seat)
        scored = []
        for a in legal:
            if a.kind in ("sell", "buy", "retire"):
                continue
            if a.kind == "expand":
                score = self._expand_score(s, seat, a) - base
            elif a.kind == "die":
                score = self._best_target(s, seat, a)[0] - base - DIE_COST[a.args[0]]
            else:
                score = self._after_turn(s, seat, [a]) - base
            scored.append((score, a))
        return scored

    def _main(self, s: SantaMariaState, seat: int, legal: list[Action]) -> Action:
        scored = self.main_scores(s, seat, legal)
        retires = [a for a in legal if a.kind == "retire"]
        best = max(scored, key=lambda x: x[0]) if scored else None  # the first of equals
        if best is not None and (best[0] >= RETIRE_BELOW or not retires):
            return best[1]
        return max(
            retires,
            key=lambda a: self._after_turn(s, seat, [a]) + 0.8 - 0.15 * a.args[0],
        )

    def _expand_score(self, s: SantaMariaState, seat: int, a: Action) -> float:
        sim = s.clone()
        self.rules.apply(sim, a)
        place, score = self._best_place(sim, seat)
        self.rules.apply(sim, place)
        self._resolve(sim, seat)
        return value(sim, seat) + score

    def _best_target(self, s: SantaMariaState, seat: int, a: Action) -> tuple[float, Action]:
        sim = s.clone()
        self.rules.apply(sim, a)
        options = [t for t in self.rules.legal_actions(sim) if t.kind == "target"]
        return max((self._after_turn(sim, seat, [t]), t) for t in options)

    def _after_turn(self, s: SantaMariaState, seat: int, actions: list[Action]) -> float:
        sim = s.clone()
        for a in actions:
            self.rules.apply(sim, a)
        self._resolve(sim, seat)
        return value(sim, seat)

    def _resolve(self, sim: SantaMariaState, seat: int) -> None:
        while sim.phase != "over" and sim.current == seat and sim.pending is not None:
            self.rules.apply(sim, self._answer(sim, seat, self.rules.legal_actions(sim)))

    # -- sub-decisions ---------------------------------------------------------------------

    def _answer(self, s: SantaMariaState, seat: int, legal: list[Action]) -> Action:
        assert s.pending is not None
        kind = s.pending.kind
        p = s.players[seat]
        if kind == "place":
            return self._best_place(s, seat)[0]
        if kind == "target":
            return self._best_target_now(s, seat, legal)
        if kind == "farmer":
            return legal[0] if p.res[0] <= p.res[GRAIN] else legal[1]
        if kind == "town_hall":
            return max(legal, key=lambda a: self._town_hall_value(s, a))
        if kind == "board":
            return self.rng.choice(legal)  # the A sides are balanced against each other
        picks = {"ship": self._ship, "trade": self._trade, "religion": self._extra}
        pick = picks.get(kind, self._recruit)(s, p, seat, legal)
        return pick if pick is not None else Action("skip")

    def _best_place(self, s: SantaMariaState, seat: int) -> tuple[Action, float]:
        assert s.pending is not None
        p = s.players[seat]
        tile = rule_data().tiles[s.pending.args[0]]
        best: tuple[float, Action] | None = None
        for row, col, rot in colony.placements(p, tile):
            cells = colony.footprint(tile.shape, len(tile.cells), row, col, rot)
            assert cells is not None
            score = placement_score(s, p, cells, tile.cells)
            if best is None or score > best[0]:
                best = (score, Action("place", (row, col, rot)))
        assert best is not None
        return best[1], best[0]

    def _best_target_now(self, s: SantaMariaState, seat: int, legal: list[Action]) -> Action:
        targets = [a for a in legal if a.kind == "target"]
        return max(targets, key=lambda t: self._after_turn(s, seat, [t]))

    def _town_hall_value(self, s: SantaMariaState, a: Action) -> float:
        offer = s.town_halls[a.args[0]]
        assert offer is not None
        scholar = rule_data().scholars[offer[1]]
        return scholar.points + SCHOLAR_VALUE[scholar.ability]

    def _ship(self, s, p: PlayerState, seat: int, legal: list[Action]) -> Action | None:
        data = rule_data()
        rv = prices(s)
        retires_left = (3 - s.year) + (0 if p.retired else 1)
        sets_before = min(len(h) for h in p.harbour)
        best: tuple[float, Action] | None = None
        for a in legal:
            if a.kind != "ship":
                continue
            d = a.args[0]
            tile = data.shipments[s.docks[d]]
            sets_after = min(len(h) + (k == d) for k, h in enumerate(p.harbour))
            gain = tile.points + DOCK_VALUE[d] * retires_left + 3 * (sets_after - sets_before)
            gain += 0.6 if len(p.harbour[d]) == sets_before else 0.0
            cost = sum(rv[r] if p.res[RES_INDEX[r]] > 0 else rv["gold"] for r in tile.cost)
            if best is None or gain - cost > best[0]:
                best = (gain - cost, a)
        return best[1] if best is not None and best[0] > 0 else None

    def _trade(self, s, p: PlayerState, seat: int, legal: list[Action]) -> Action | None:
        rv = prices(s)
        _, what, n = s.pending.args
        worth = n * (1.0 if what == "points" else rv.get(what, rv["coins"]))
        trades = [a for a in legal if a.kind == "trade"]
        if not trades:
            return None
        cheapest = min(trades, key=lambda a: rv[a.args[0]])
        return cheapest if rv[cheapest.args[0]] < worth else None

    def _extra(self, s, p: PlayerState, seat: int, legal: list[Action]) -> Action | None:
        track = rule_data().common.religion
        nxt = p.religion + 2
        wanted = nxt in track.monk_spaces or p.religion + 1 >= track.length or s.year == 3
        ways = {a.args[0]: a for a in legal if a.kind == "extra"}
        if "grain" in ways and (wanted or p.res[GRAIN] >= 2):
            return ways["grain"]
        if "coins" in ways and wanted:
            return ways["coins"]
        if "gold" in ways and nxt in track.monk_spaces:
            return ways["gold"]
        return None

    def _recruit(self, s, p: PlayerState, seat: int, legal: list[Action]) -> Action | None:
        data = rule_data()
        rv = prices(s)
        years_left = 3 - s.year
        best: tuple[float, Action] | None = None
        for a in legal:
            if a.kind != "recruit":
                continue
            space = a.args[0]
            fee = data.common.monk_fee * len(s.monks_on[space])
            if space in SCHOLAR_SPACES:
                scholar = data.scholars[s.scholars[space]]
                worth = scholar.points + SCHOLAR_VALUE[scholar.ability] * (years_left + 0.5) / 2.5
            elif space in BISHOP_SPACES:
                grow = {1: 2.0, 2: 1.4, 3: 1.0}[s.year]
                worth = bishop_points(p, s.bishops[space - 3]) * grow - 2
            else:
                assert space in MISSION_SPACES
                gains = data.common.mission[space - 6].gain
                worth = sum(rv.get(k, 1.0) * n for k, n in gains.items())
            worth -= fee * rv["coins"]
            if best is None or worth > best[0]:
                best = (worth, a)
        return best[1] if best is not None and best[0] > 0.3 else None
