"""The `hard` bot of Anno 1800 solo: a tree search over the mission-minded evaluation.

The evaluation (`evaluate.score`) weighs the mission's goals more as time runs out. The search
(`engine.mcts`) asks
the boosted policy for its pick only at the root (the generic search asks the policy at every
node, a whole normal decision each); deeper nodes search the few actions the boosted
evaluation of one sample ranks best, and leaves are scored by that evaluation against the
root's.
"""

from __future__ import annotations

import math
import time

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.i18n import _
from anno_desktop.engine.mcts import MctsBot
from anno_desktop.engine.rules import Action, Event, Rules
from anno_desktop.engine.search import SearchHints
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.bot import NormalBot, _fits, _least_valuable, demand, makeable
from anno_desktop.games.anno1800_solo.data import TIERS, game_data
from anno_desktop.games.anno1800_solo.economy import TIER_INDEX, cube_total, mission_of
from anno_desktop.games.anno1800_solo.evaluate import forget_scores, score
from anno_desktop.games.anno1800_solo.moves import legal_actions, one_step
from anno_desktop.games.anno1800_solo.plan import (
    actions_needed,
    forget_plans,
    plan_key,
    plan_reasons,
    plan_tiles,
)
from anno_desktop.games.anno1800_solo.play import apply_action, burn_rank, pyrphorians_burn
from anno_desktop.games.anno1800_solo.state import Space, State

WIDTH = 4  # actions searched at a node: the best by the boosted evaluation of one sample
VALUE_SCALE = 30.0  # evaluation points above the root's for most of the way to a sure win
FLOOR = 0.05  # an unfinished game is never quite lost nor won
REASONS_SHOWN = 4  # what a hint says its move is for, at most (the goal last)


class HardPolicy(NormalBot):
    """The normal bot's decision made with the boosted evaluation; a tile that must cover
    another covers the one the backward plan misses least."""

    def score(self, s: State, wanted: dict[str, float]) -> float:
        return score(s, wanted)

    def candidates(self, view: State, legal: list[Action]) -> list[Action]:
        kept = [a for a in legal if not rebuilds_itself(view, a, self.wanted, self.keep)]
        return kept or legal

    def choose(self, decision: Decision) -> Action:
        view: State = decision.view
        self.keep = plan_tiles(view)
        if view.phase != "place" or view.mode != "campaign" or view.pending is None:
            return super().choose(decision)
        # Only the real placement looks at the whole plan; lookahead keeps the plan's tiles.
        tile = view.pending.args[0]
        free = [sp for sp in view.spaces if not sp.tile and _fits(tile, sp.kind)]
        if free and pyrphorians_burn(view) and free[0].kind != "sea":
            return A.act(A.PLACE, _burn_place(view, tile, free).id)
        if free:
            return super().choose(decision)
        fallback = _least_valuable(view, tile, demand(view, makeable(view)))

        def missed(space: str) -> tuple[float, bool]:
            t = view.clone()
            apply_action(t, A.act(A.PLACE, space), check=False)
            return actions_needed(t), space != fallback

        spaces = [sp.id for sp in view.spaces if _fits(tile, sp.kind)]
        return A.act(A.PLACE, min(spaces, key=missed))


def rebuilds_itself(
    view: State, a: Action, wanted: dict[str, float], keep: frozenset[str] = frozenset()
) -> bool:
    """An Expand whose tile has no free space and would go over the same tile, its tokens
    full (the least valuable tile to cover, as the bots place): it changes nothing but the
    time stack. Searched, it was the move that looked least bad whenever every other move
    spent something the plan counts on: the hard bot built the free shipyard over itself 21
    times in one game (Mission 8, tuning seed 10002)."""
    if a.kind != A.BUILD:
        return False
    tile = a.args[0]
    if any(not sp.tile and _fits(tile, sp.kind) for sp in view.spaces):
        return False
    target = _least_valuable(view, tile, wanted, keep)
    sp = next((sp for sp in view.spaces if sp.id == target), None)
    if sp is None or sp.tile != tile:
        return False
    ship = game_data().ships.get(tile)
    return ship is None or ship.kind == "shipyard" or sp.tokens >= ship.strength


def _burn_place(view: State, tile: str, free: list[Space]) -> Space:
    """The free space for a tile where the Pyrphorians burn: one the goals or the plan need, or
    a shipyard, where they burn last; any other where they burn first, to be burnt in their
    stead. Placed on the first free space, the dynamite factory a goal asks for was burnt and
    built again (Mission 7, tuning seed 10002)."""
    m = mission_of(view)
    t = view.clone()
    apply_action(t, A.act(A.PLACE, free[0].id), check=False)
    needed = (
        tile in plan_tiles(t)
        or any(g.industry == tile for g in (m.goals if m else ()))
        or game_data().ships.get(tile) is not None
    )
    return (max if needed else min)(free, key=burn_rank)


class HardBot(MctsBot):
    """SO-IS-MCTS over the boosted policy's pick and the boosted evaluation's best few actions,
    leaves scored by the boosted evaluation against the root's."""

    def __init__(
        self, rules: Rules, seed: int, *, seconds: float = 1.0, iterations: int | None = None
    ) -> None:
        self._ranker = NormalBot(rules, seed)
        self._policy = HardPolicy(rules, seed ^ 0x5EED)
        hints = SearchHints(
            rules,
            lambda s: [self._leaf(s)],
            policy_bot=self._policy,
            actions=self._search_actions,
            playout_depth=0,
            known_pick=self._known_pick,
            apply=_apply_legal,
        )
        super().__init__(rules, seed, seconds=seconds, iterations=iterations, evaluate=hints)
        self._root: tuple[object, ...] = ()
        self._root_pick: Action | None = None
        self._root_wanted: dict[str, float] = {}
        self._root_score = 0.0
        self._last: tuple[State | None, list[Action], Action | None] = (None, [], None)
        self._legal: dict[tuple[object, ...], list[Action]] = {}

    def choose(self, decision: Decision) -> Action:
        legal = one_step(decision.legal)
        if len(legal) == 1:
            return legal[0]
        started = time.perf_counter()
        forget_plans()
        forget_scores()
        self._legal.clear()
        view: State = decision.view
        pick = self._root_pick = self._policy.choose(decision)
        if len(legal) == 2 or view.phase == "place":
            return pick  # a step of an action: the policy's look is enough
        self._root = _moment(view)
        self._root_wanted = demand(view, makeable(view))
        self._root_score = score(view, self._root_wanted)
        budget = self.seconds
        self.seconds = budget - (time.perf_counter() - started)  # the policy's look counts too
        try:
            choice = super().choose(decision)
        finally:
            self.seconds = budget
            self._last = (None, [], None)
        # cancelled or out of time before a single iteration: the policy's pick, not the first
        return choice if self.last_iterations else pick

    @staticmethod
    def explain(view: State, action: Action) -> str | None:
        """Why the move helps, for the Hint (`hint_reason`)."""
        return hint_reason(view, action)

    def _leaf(self, s: State) -> float:
        """The search's win chance: exact at the end of a mission, else the boosted evaluation
        against the root's, squashed."""
        if s.over and s.mode == "campaign":
            return 1.0 if s.victory else 0.0
        gain = (score(s, self._root_wanted) - self._root_score) / VALUE_SCALE
        return FLOOR + (1.0 - 2 * FLOOR) * (0.5 + 0.5 * math.tanh(gain))

    def _search_actions(self, s: State) -> list[Action]:
        """The best WIDTH actions by the boosted evaluation of one sample after each, in legal
        order (the policy's pick among them at the root)."""
        ranker = self._ranker
        ranker.wanted = demand(s, makeable(s))
        legal = self._legal_actions(s)
        legal = [a for a in legal if not rebuilds_itself(s, a, ranker.wanted)] or legal
        if len(legal) == 1:
            self._last = (s, legal, legal[0])
            return legal
        ranked = sorted(legal, key=lambda a: -score(ranker._after(s, a), ranker.wanted))
        pick = self._root_pick if _moment(s) == self._root else None
        if pick in legal:
            ranked.remove(pick)
            ranked.insert(0, pick)
        wanted = set(ranked[:WIDTH])
        found = [a for a in legal if a in wanted]
        self._last = (s, found, ranked[0])
        return found

    def _legal_actions(self, s: State) -> list[Action]:
        """`legal_actions`, once for all the samples of one position: it reads the hidden piles
        only by how many cards they hold (`legal_key`)."""
        key = legal_key(s)
        found = self._legal.get(key)
        if found is None:
            found = self._legal[key] = legal_actions(s)
        return list(found)

    def _known_pick(self, s: State, legal: list[Action]) -> Action | None:
        """The favourite of a node just narrowed: the root's policy pick, else the best-ranked."""
        state, found, best = self._last
        return best if s is state and legal is found else None


def hint_reason(view: State, action: Action) -> str | None:
    """Why `action` helps, from the backward plan: the step it takes and what that step is for,
    up to the mission's goal ("for cannons (...), for 2 more exploration ships, for a 3rd New
    World island ..., for the goal ..."); None when it takes no step of the plan. A long chain
    keeps what is nearest and the goal. Reads only the view."""
    reasons = plan_reasons(view)
    chain = next((reasons[st] for st in _steps_of(view, action) if st in reasons), None)
    if not chain:
        return None
    # Translators: {purpose} is what a move is for ("cannons (banned from trade in this
    # mission)"); a hint lists several, nearest first, joined by commas.
    parts = [_("for {purpose}").format(purpose=why) for why in chain]
    if len(parts) > REASONS_SHOWN:
        parts = [*parts[: REASONS_SHOWN - 1], "\u2026", parts[-1]]
    return ", ".join(parts)


def _steps_of(view: State, action: Action) -> list[tuple[object, ...]]:
    """The plan steps `action` would take (plan.py's step names)."""
    arg = str(action.args[0]) if action.args else ""
    d = game_data()
    if action.kind == A.BUILD:
        ship = d.ships.get(arg)
        if ship is not None and ship.kind != "shipyard":
            return [("ship", arg), ("ships", "trade" if ship.kind == "trade" else "expl")]
        made = d.producers.get(arg)
        return [("build", arg)] + ([("resource", made[1])] if made else [])
    if action.kind == A.UPGRADE and arg in TIER_INDEX and TIER_INDEX[arg] + 1 < len(TIERS):
        to = TIERS[TIER_INDEX[arg] + 1]
        return [("tier", to), ("cubes", to)]
    if action.kind == A.HIRE:
        return [("cubes", arg)]
    if action.kind == A.EXPLORE_NEW:
        return [("islands", len(view.new_world) + 1)]
    if action.kind in (A.PLAY, A.EDITOR):
        return [("card", arg)]
    if action.kind == A.FESTIVAL and sum(view.home) < cube_total(view):
        return [("festival",)]  # some cubes are away to be brought back
    return []


def _apply_legal(s: State, a: Action) -> list[Event]:
    """How the search plays an action: it takes them only from its own legal list of that
    very state (`_search_actions`), so the legality check, which generated every legal action
    a second time, is skipped."""
    return apply_action(s, a, check=False)


def legal_key(s: State) -> tuple[object, ...]:
    """What `legal_actions` reads: the plan's fields (`plan_key`: all but the hidden piles and
    the time stack) and the size of each hidden pile (an empty deck or pile forbids)."""
    return (
        plan_key(s),
        tuple(len(deck) for deck in s.decks.values()),
        len(s.ow_pile),
        len(s.nw_pile),
        len(s.expedition_pile),
    )


def _moment(s: State) -> tuple[object, ...]:
    """What tells the root's position from the positions after it in one search."""
    steps = s.pending.args[0] if s.phase in ("workforce", "upgrade", "return") else 0
    return (s.turn, s.phase, steps, len(s.hand), len(s.activated), s.gold, *s.home)
