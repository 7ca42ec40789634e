"""The `normal` bot: lookahead over the legal actions with a goal-aware evaluation.

It sees only the view: each candidate is tried on a determinized copy (the most promising ones
one action deeper), and the copy is scored by mission progress, how much of the hand it can
make, the resources its goals are built from, ready cubes and tokens.
"""

from __future__ import annotations

from collections import Counter

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.data import NW_RAW, TIERS, TOKENS, game_data
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    cube_total,
    fresh_tokens,
    mission_of,
    owned_tokens,
    ship_kind,
)
from anno_desktop.games.anno1800_solo.goals import (
    Progress,
    expedition_ip,
    final_score,
    mission_progress,
    played_ip,
)
from anno_desktop.games.anno1800_solo.moves import legal_actions, one_step, tile_available
from anno_desktop.games.anno1800_solo.play import apply_action
from anno_desktop.games.anno1800_solo.state import State

GOAL_WEIGHT = 40.0
HAND_CARD = 10.0
NORMAL_HAND_CARD = 4.0  # normal solo: a hand card is future influence as well as a burden
COVERAGE = 6.0
# A cube at home (ready to work or pay) by tier; owned cubes elsewhere count AWAY_SHARE of it.
CUBE_VALUE = (0.4, 0.9, 1.1, 1.3, 1.5)
AWAY_SHARE = 0.65
TIER_DEMAND = 0.2
# Owning fewer cubes of a tier than the hand needs (capped) costs this much per missing cube.
DEFICIT = 3.0
NEED_CAP = 6
MIN_FARMERS = 2
SURPLUS = 0.2
PLAYED = 4.0
STEP = 0.25
GOAL_WANT = 6.0  # how much a goal wants the resources it is built from
CLUTTER = 1.0  # every hand card is a little in the way, even without a hand goal
TOKEN = 0.3
DEMAND = 3.0
CHEAP_MAKER = 0.3
# What the pre-printed artisan tiles make; worker alternatives spare the artisans.
ARTISAN_BASICS = frozenset({"coal", "bricks", "goods", "steel_beams", "sails"})
INPUT_DECAY = 0.5  # an industry's inputs are wanted half as much as its product
FREE_GAIN = 0.05  # a free action is taken only when it improves the evaluation by this much
# Actions whose outcome depends on hidden cards are averaged over samples and taxed a little,
# since the best of several noisy estimates is too optimistic.
DRAWING = frozenset({A.EXCHANGE, A.HIRE, A.EXPLORE_OLD, A.EXPLORE_NEW, A.EXPEDITION})
DRAW_SAMPLES = 3
DRAW_PENALTY = 1.5
BASICS = frozenset({"timber", "coal", "bricks"})
PASS_PENALTY = 4.0  # a festival that brings nothing home wastes a card of the time stack
LOOKAHEAD = 4  # regular actions looked at one action deeper
FOLLOW_DISCOUNT = 1.0  # a plan two actions long must beat a one-action plan by this much


def cubes_by_tier(s: State) -> list[int]:
    """`cube_total` of every tier, by tier index, in one look at the board (the evaluation
    asks for all of them in every position the bots score)."""
    d = game_data()
    cubes = [home + away for home, away in zip(s.home, s.exhausted, strict=True)]
    for sp in s.spaces:
        if sp.workers:
            made = d.producers.get(sp.tile)
            if made:
                cubes[TIER_INDEX[made[0]]] += sp.workers
    return cubes


def makeable(s: State, cubes: list[int] | None = None) -> set[str]:
    """Products of owned tiles whose tier of cubes the player has, plus New World raws
    (`cubes`: `cubes_by_tier`, when known)."""
    d = game_data()
    cubes = cubes_by_tier(s) if cubes is None else cubes
    tiers = {t for t in d.districts if cubes[TIER_INDEX[t]]}
    out = {
        d.producers[sp.tile][1]
        for sp in s.spaces
        if sp.tile in d.producers and d.producers[sp.tile][0] in tiers
    }
    out |= {r for i in s.new_world for r in d.new_world[i].raw}
    return out


def _can_trade(s: State) -> bool:
    m = mission_of(s)
    return m is None or m.trade


def demand(s: State, made: set[str]) -> dict[str, float]:
    """Resources the bot wants to be able to make: hand costs and goal costs, then the inputs
    of the industries that would make the missing ones (weighted down)."""
    d = game_data()
    want: Counter[str] = Counter()
    for c in s.hand:
        for r in d.cards[c].cost:
            if r not in TOKENS:
                want[r] += 1
    m = mission_of(s)
    if m:
        for p, g in zip(mission_progress(s), m.goals, strict=True):
            if p.met:
                continue
            if g.kind == "cubes" and g.tier:
                below = TIERS[TIER_INDEX[g.tier] - 1]
                for r in d.districts[g.tier].upgrade_cost:
                    want[r] += GOAL_WANT
                if cube_total(s, below) < (g.min or 0) and below != "farmer":
                    for r in d.districts[below].upgrade_cost:
                        want[r] += GOAL_WANT / 2
            elif g.kind == "owns" and g.industry:
                want[d.industries[g.industry].product] += GOAL_WANT
            elif g.kind == "ship":
                for r in d.ships[
                    f"{'trade_ship' if g.ship_kind == 'trade' else 'expl_ship'}_2"
                ].cost:
                    want[r] += GOAL_WANT / 2
            elif g.kind == "expedition_ip" and owned_tokens(s, "expl") < 2:
                for r in d.ships["expl_ship_1"].cost:
                    want[r] += GOAL_WANT / 2
            elif g.kind == "investors_via_workforce":
                for r in d.districts["investor"].new_cube_cost:
                    want[r] += GOAL_WANT / 2
            elif g.kind == "products":
                for i in d.industries.values():
                    want[i.product] += 1
    # Too few cubes of a tier the hand needs: its upgrade cost is wanted too.
    need = tier_need(s)
    for i, tier in enumerate(TIERS):
        deficit = need[i] - cube_total(s, tier)
        if i and deficit > 0:
            for r in d.districts[tier].upgrade_cost:
                want[r] += min(deficit, 4)
    total: dict[str, float] = dict(want)
    frontier: dict[str, float] = dict(want)
    for _depth in range(3):
        nxt: dict[str, float] = {}
        for r, n in frontier.items():
            if r in made or r in NW_RAW:
                continue
            makers = [t for t in d.makers.get(r, ()) if t in d.industries and tile_available(s, t)]
            if makers:
                for x in d.industries[makers[0]].cost:
                    nxt[x] = nxt.get(x, 0.0) + n * INPUT_DECAY
        for r, n in nxt.items():
            total[r] = total.get(r, 0.0) + n
        frontier = nxt
    return total


def tier_need(s: State) -> list[int]:
    """Hand resource units by the tier of cube that would make them: the tiers of the owned
    tiles making each, else of every tile that could."""
    d = game_data()
    owned: dict[str, set[str]] = {}  # the tiers working owned tiles, by product
    for sp in s.spaces:
        made = d.producers.get(sp.tile)
        if made:
            owned.setdefault(made[1], set()).add(made[0])
    count = [0] * len(TIERS)
    for c in s.hand:
        for r in d.cards[c].cost:
            tiers = owned.get(r) or {d.producers[t][0] for t in d.makers.get(r, ())}
            for tier in tiers:
                count[TIER_INDEX[tier]] += 1
    return count


def cube_worth(s: State) -> list[float]:
    """What a ready cube of each tier is worth: more for the tiers that make the hand's goods."""
    return _worth(tier_need(s))


def _worth(need: list[int]) -> list[float]:
    return [base + TIER_DEMAND * min(n, 10) for base, n in zip(CUBE_VALUE, need, strict=True)]


def _stepping_stones(s: State, progress: list[Progress]) -> float:
    """Partial credit for what an open goal needs first: a big enough shipyard for a ship goal,
    New World islands for a New World card goal (`progress`: the mission's)."""
    m = mission_of(s)
    value = 0.0
    if m is None:
        return value
    for p, g in zip(progress, m.goals, strict=True):
        if p.met:
            continue
        if g.kind == "cubes" and g.tier and g.tier != "farmer" and g.min:
            # Cubes one tier below are half-way there: each needs only an upgrade.
            below = cube_total(s, TIERS[TIER_INDEX[g.tier] - 1])
            value += STEP * 2 * GOAL_WEIGHT / g.min * min(below, g.min - p.current)
        if g.kind == "expedition_ip":
            # Expeditions need 2 exploration tokens at once.
            value += STEP * GOAL_WEIGHT * min(owned_tokens(s, "expl"), 2) / 2
        if g.kind == "ship" and _biggest_yard(s) >= (g.min or 0):
            value += STEP * GOAL_WEIGHT
        if g.kind == "played" and g.deck == "NW":
            value += STEP * GOAL_WEIGHT * min(len(s.new_world), 2)
    return value


def _biggest_yard(s: State) -> int:
    d = game_data()
    yards = (d.ships[sp.tile].strength for sp in s.spaces if ship_kind(sp.tile) == "shipyard")
    return max(yards, default=0)


def evaluate(s: State, wanted: dict[str, float] | None = None) -> float:
    """Higher is better for the player. `wanted` is the demand measured before the action, so
    fulfilling a card does not look like losing the ability to make its goods."""
    d = game_data()
    campaign = s.mode == "campaign"
    if s.over:
        if campaign:
            return 10_000.0 + len(s.stack) if s.victory else -10_000.0
        return 100.0 * final_score(s)
    value = 0.0
    cubes = cubes_by_tier(s)
    made = makeable(s, cubes)
    trade = _can_trade(s)
    if campaign:
        progress = mission_progress(s)
        value += _stepping_stones(s, progress) - CLUTTER * len(s.hand)
        for p in progress:
            if p.at_most:
                value -= HAND_CARD * p.current if p.target == 0 else 0.0
                if p.target and p.current > p.target:
                    value -= 1000.0
            elif p.target:
                value += GOAL_WEIGHT * min(p.current / p.target, 1.0)
    else:
        value += 3.0 * (played_ip(s) + expedition_ip(s)) - NORMAL_HAND_CARD * len(s.hand)
        value += s.gold / 3
    for c in s.hand:
        res = [r for r in d.cards[c].cost if r not in TOKENS]
        if res:
            got = sum(1.0 if r in made else 0.4 if trade else 0.0 for r in res)
            value += COVERAGE * got / len(res)
    cheap = {
        d.producers[sp.tile][1]
        for sp in s.spaces
        if d.producers.get(sp.tile, ("", ""))[0] in ("farmer", "worker")
    }
    for r, n in (wanted if wanted is not None else demand(s, made)).items():
        if r in made:
            value += DEMAND * n
        if r in cheap and r in ARTISAN_BASICS:
            # Made by plentiful cubes: the few artisans stay free for what only they make.
            value += CHEAP_MAKER * DEMAND * n
    need = tier_need(s)
    worth = _worth(need)
    need[0] = max(need[0], MIN_FARMERS)
    for i in range(len(TIERS)):
        value -= DEFICIT * max(0, min(need[i], NEED_CAP) - cubes[i])
    for i in range(len(TIERS)):
        # Cubes beyond what the hand needs are worth little: they only wait at home.
        useful = max(min(need[i], NEED_CAP + 2), MIN_FARMERS)
        owned = cubes[i]
        home = min(s.home[i], useful)
        away = min(owned, useful) - home
        value += worth[i] * (home + AWAY_SHARE * max(away, 0)) + SURPLUS * max(owned - useful, 0)
    value += TOKEN * (fresh_tokens(s, "trade") + fresh_tokens(s, "expl"))
    value += 0.05 * s.gold + 2.0 * s.extra_actions + 1.0 * len(s.played)
    if campaign:
        value += PLAYED * len(s.played) + PLAYED * len(s.activated)
    return value


class NormalBot:
    """Greedy one-step lookahead bot (also the in-game hint)."""

    def __init__(self, rules: Rules, seed: int) -> None:
        self.rules = rules
        self.rng = Rng(seed)
        self.wanted: dict[str, float] = {}
        self.keep: frozenset[str] = frozenset()  # tiles a tile to place should not cover

    def choose(self, decision: Decision) -> Action:
        legal = one_step(decision.legal)
        if len(legal) == 1:
            return legal[0]
        view: State = decision.view
        if view.phase == "place":
            return self._continue(view)
        self.wanted = demand(view, makeable(view))
        legal = self.candidates(view, legal)
        base = self.score(view, self.wanted)
        values: list[tuple[float, int, Action]] = []
        for i, a in enumerate(legal):
            v = self._value(view, a)
            if a.kind not in A.REGULAR and view.phase == "main":
                v -= 0 if v > base + FREE_GAIN else 1e6
            if a.kind == A.FESTIVAL and _festival_is_a_pass(view):
                v -= PASS_PENALTY
            values.append((v, -i, a))
        if view.phase == "main":
            # A free action that helps is taken at once: it costs no time.
            free = [x for x in values if x[2].kind not in A.REGULAR and x[0] > base + FREE_GAIN]
            if free:
                return max(free)[2]
            # Look one regular action further for the most promising ones: a step that only
            # prepares (a shipyard, a steelworks) shows its worth in the action it enables.
            ranked = sorted((x for x in values if x[2].kind in A.REGULAR), reverse=True)
            for k, (v, i, a) in enumerate(ranked[:LOOKAHEAD]):
                if a.kind not in DRAWING:
                    ranked[k] = (max(v, self._follow_up(view, a) - FOLLOW_DISCOUNT), i, a)
            values = ranked + [x for x in values if x[2].kind not in A.REGULAR]
        return max(values)[2]

    def candidates(self, view: State, legal: list[Action]) -> list[Action]:
        """The one-step actions this bot weighs: all of them (a stronger level drops some)."""
        return legal

    def _value(self, view: State, a: Action) -> float:
        if a.kind in DRAWING:
            samples = [self.score(self._after(view, a), self.wanted) for _ in range(DRAW_SAMPLES)]
            return sum(samples) / len(samples) - DRAW_PENALTY
        return self.score(self._after(view, a), self.wanted)

    def score(self, s: State, wanted: dict[str, float]) -> float:
        """How good `s` is for the bot (a stronger level may weigh things differently)."""
        return evaluate(s, wanted)

    def _after(self, view: State, a: Action) -> State:
        """A sampled state after `a`, its sub-steps finished the cheap way."""
        s = self.rules.determinize(view, self.rng)
        self._run(s, a)
        return s

    def _run(self, s: State, a: Action) -> None:
        apply_action(s, a, check=False)
        guard = 0
        while not s.over and s.phase != "main" and guard < 12:
            guard += 1
            apply_action(s, self._continue(s), check=False)

    def _follow_up(self, view: State, a: Action) -> float:
        """The best evaluation reachable with one more action after `a`."""
        s = self._after(view, a)
        if s.over:
            return self.score(s, self.wanted)
        best = float("-inf")
        for b in legal_actions(s):
            if b.kind in DRAWING:
                continue
            t = s.clone()
            self._run(t, b)
            best = max(best, self.score(t, self.wanted))
        return best

    def _continue(self, s: State) -> Action:
        if s.phase in ("exchange", "return"):
            worst = _worst_card(s)
            if worst and (s.phase == "return" or len(_chosen(s)) < 3):
                return A.act(A.PICK, worst)
            return A.act(A.DONE)
        if s.phase == "place":
            tile = s.pending.args[0] if s.pending is not None else ""
            free = [sp for sp in s.spaces if not sp.tile and _fits(tile, sp.kind)]
            target = free[0].id if free else _least_valuable(s, tile, self.wanted, self.keep)
            return A.act(A.PLACE, target)
        return A.act(A.DONE)


def _festival_is_a_pass(s: State) -> bool:
    """Nothing to bring home: no cube away, no naval token exhausted."""
    d = game_data()
    if any(s.exhausted) or any(sp.workers for sp in s.spaces):
        return False
    return all(
        sp.tokens >= d.ships[sp.tile].strength
        for sp in s.spaces
        if ship_kind(sp.tile) in ("trade", "exploration")
    )


def _chosen(s: State) -> tuple[str, ...]:
    """The cards chosen so far for an exchange in progress."""
    return s.pending.args if s.pending is not None and s.pending.kind == "exchange" else ()


def _worst_card(s: State) -> str:
    """The hand card least covered by what the player makes (not yet picked), if poorly covered."""
    d = game_data()
    made = makeable(s)
    best, best_cov = "", 0.5
    for c in s.hand:
        if _chosen(s).count(c) >= s.hand.count(c):
            continue
        if s.phase == "exchange" and not s.decks[d.cards[c].deck]:
            continue
        res = [r for r in d.cards[c].cost if r not in TOKENS] or ["expl"]
        cov = sum(1 for r in res if r in made) / len(res)
        if cov < best_cov:
            best, best_cov = c, cov
    return best


def _fits(tile: str, kind: str) -> bool:
    d = game_data()
    if tile in d.industries:
        return kind in ("land", "coast")
    return kind == ("coast" if d.ships[tile].kind == "shipyard" else "sea")


def _least_valuable(
    s: State, tile: str, wanted: dict[str, float], keep: frozenset[str] = frozenset()
) -> str:
    """The occupied space whose tile is missed least: a product another tile also makes, or
    one nobody wants; basic materials, usable ships and the tiles in `keep` are kept."""
    d = game_data()
    m = mission_of(s)
    ships_matter = m is None or m.max_ship_strength > 0
    makers = Counter(d.producers[sp.tile][1] for sp in s.spaces if sp.tile in d.producers)
    best, best_score = "", float("inf")
    for sp in s.spaces:
        if not _fits(tile, sp.kind):
            continue
        product = d.producers.get(sp.tile, ("", ""))[1]
        ship = d.ships.get(sp.tile)
        score = 0.0
        if product and makers[product] == 1:
            score += wanted.get(product, 0.0) * 3 + (5 if product in BASICS else 0)
        if ship and ships_matter:
            score += ship.strength * 6
        score += 1 if sp.tile in d.industries else 0
        if m and any(g.industry == sp.tile for g in m.goals):
            score += 1000
        if sp.tile in keep:
            score += 100
        if score < best_score:
            best, best_score = sp.id, score
    return best
