"""Looking back at a game: every position of its log, and the `hard` bot's judgement of the
humans' decisions.

`GameRecord` replays a match from its seed and keeps each position (state after k actions),
the events each action caused and who chose it. `Judge` estimates, for every position a
human decided in, that seat's winning chance and its expected lead in points over the best
rival (the score in a solo game), as the mean over playouts from there, played by the game's
`normal` bots with fresh dice (nothing of the real future is foreseen). Where the game has an
evaluation (the one its `hard` bot searches with), a playout stops after `HORIZON` actions
and the evaluation scores where it stopped, the `hard` bot's way: a short playout costs a
fraction of a whole game and its chance is a fraction, not the 0 or 1 of a whole game, so
more of them fit the same time and the chances hold still. Measured on three Anno 1701
games of `normal` bots (seeds 11-13, 20 of seat 0's decisions each, the positions before and
after judged with two seed sets): 8 whole games per position differ by 0.08-0.17 in the
chance (mean absolute difference) at 16-18 ms a playout; 32 playouts cut after 48 actions
differ by 0.03 at 3.4 ms. Without an evaluation a playout runs to the game's end and scores
1 (shared in a tie) or 0.
A decision's cost is the chance before it minus the chance after it, ties broken by the lead
it lost; the costliest decisions are marked, each with what `hard` would have played there
(from the human's own view, as a bot always decides) and the chance after that move. Every
position's playouts use the same dice seeds, so two neighbouring positions differ by the
move made, not by luck in the playouts.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.ai.review_stats import TALLIES
from anno_desktop.ai.runner import bot_seed
from anno_desktop.engine.bots import Bot, Decision
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, Result
from anno_desktop.games import get_game

MARKED = 3
PLAYOUT_LIMIT = 3000  # actions a playout may take before it counts as a shared result
JUDGE_BUDGET = Budget(seconds=0.5)
MOST_PLAYOUTS = 8  # whole games per position
HORIZON = 48  # actions a playout runs before the evaluation scores it (a round of Anno 1701)
MOST_SHORT_PLAYOUTS = 32  # playouts cut at the horizon per position
_SALT = 0x5EED


@dataclass
class GameRecord:
    """A game's positions: `states[k]` after its first k actions (`states[0]` the setup),
    `events[k]` what action k caused, `movers[k]` the seat that chose it."""

    match: Match
    states: list[Any] = field(default_factory=list)
    events: list[list[Event]] = field(default_factory=list)
    movers: list[int] = field(default_factory=list)

    @classmethod
    def replay(cls, match: Match) -> GameRecord:
        """Play the match's log again from its seed, keeping every position."""
        rules = match.rules
        state = rules.new_game(match.options, match.seed)
        record = cls(match, [state.clone()])
        for action in match.log:
            seat = rules.to_act(state)
            record.movers.append(-1 if seat is None else seat)
            record.events.append(rules.apply(state, action))
            record.states.append(state.clone())
        return record

    @property
    def actions(self) -> list[Action]:
        return self.match.log

    def __len__(self) -> int:
        """How many actions the game has (one position more)."""
        return len(self.match.log)

    def hashes(self) -> list[str]:
        return [state_hash(s) for s in self.states]

    def human_decisions(self) -> list[int]:
        """The actions a human chose among more than one legal action, by index."""
        rules, seats = self.match.rules, self.match.seats
        return [
            k
            for k, seat in enumerate(self.movers)
            if 0 <= seat < len(seats)
            and seats[seat].is_human
            and len(rules.legal_actions(self.states[k])) > 1
        ]


@dataclass(frozen=True)
class Chance:
    """A seat's outlook from a position: winning chance in [0, 1] and the expected lead in
    points over the best rival (in a solo game, the expected score)."""

    win: float
    lead: float


@dataclass(frozen=True)
class Judgement:
    """One human decision as the judge sees it."""

    index: int  # the action's place in the log (0-based); the position before it is `index`
    seat: int
    played: Action
    before: Chance
    after: Chance
    suggestion: Action | None = None  # what `hard` would have played (None until asked)
    with_suggestion: Chance | None = None

    def cost(self) -> tuple[float, float]:
        """How much the decision lost: winning chance first, then the expected lead."""
        return (self.before.win - self.after.win, self.before.lead - self.after.lead)


Cells = list[tuple[float, float]]  # per seat: (win share, lead in points over the best rival)


def _leads(scores: list[float]) -> list[float]:
    return [
        v - max((r for s, r in enumerate(scores) if s != seat), default=0.0)
        for seat, v in enumerate(scores)
    ]


def _share(result: Result | None, seats: int) -> Cells:
    """Each seat's (win share, lead in points over its best rival) in a playout's result; an
    unfinished playout is an even share and no lead."""
    if result is None:
        return [(1.0 / seats, 0.0)] * seats
    scores = [result.scores[s] if s < len(result.scores) else 0.0 for s in range(seats)]
    wins = [1.0 / len(result.winners) if s in result.winners else 0.0 for s in range(seats)]
    return list(zip(wins, _leads(scores), strict=True))


class Judge:
    """Judges a record's human decisions; `run` may be called on a worker thread, `cancel`
    from another, `progress(done, total)` is called after each decision."""

    def __init__(
        self,
        record: GameRecord,
        *,
        playouts: int | None = 8,
        budget: Budget = JUDGE_BUDGET,
        seconds: float = 60.0,
        seed: int | None = None,
        marked: int = MARKED,
        horizon: int | None = HORIZON,
    ) -> None:
        self.record = record
        self.rules = record.match.rules
        self.game_id = self.rules.id
        # None: as many as let the whole judgement take about `seconds` (the window's way)
        self.playouts = None if playouts is None else max(1, playouts)
        self.seconds = seconds
        self.budget = budget
        self.seed = record.match.seed if seed is None else seed
        self.marked = marked
        package = get_game(self.game_id)
        self.levels = "normal" if "normal" in package.bots else "random"
        # None (or a game without an evaluation): every playout runs to the game's end
        self.evaluate = package.evaluate if horizon is not None else None
        self.horizon = PLAYOUT_LIMIT if self.evaluate is None or horizon is None else horizon
        self._chances: dict[int, list[tuple[float, float]]] = {}
        self._stop = threading.Event()
        self.judgements: list[Judgement] = []

    def cancel(self) -> None:
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    # -- winning chances ---------------------------------------------------------------------

    def _playout(self, state: Any, k: int) -> Cells:
        """One playout from `state` by the playout bots, with dice of seed `k`: to the game's
        end, or cut at the horizon and scored by the evaluation."""
        rules = self.rules
        trial = state.clone()
        trial.rng = Rng(self.seed * 7919 + k * 104729 + _SALT)
        seats = len(self.record.match.seats)
        bots: list[Bot] = [
            make_bot(self.game_id, self.levels, bot_seed(self.seed + k, seat))
            for seat in range(seats)
        ]
        for _ in range(self.horizon):
            seat = rules.to_act(trial)
            if seat is None or self.cancelled:
                break
            legal = rules.legal_actions(trial)
            action = (
                legal[0]
                if len(legal) == 1
                else bots[seat].choose(Decision(rules, trial, seat, legal))
            )
            rules.apply(trial, action)
        result = rules.result(trial)
        if result is None and self.evaluate is not None:
            return self._scored(trial)
        return _share(result, seats)

    def _scored(self, state: Any) -> Cells:
        """An unfinished position's cells: the evaluation's win chances, and the lead in what
        the game scores by (as the statistics count it; none for a game that scores nothing
        along the way)."""
        assert self.evaluate is not None
        wins = [min(1.0, max(0.0, w)) for w in self.evaluate(state)]
        tally = TALLIES.get(self.game_id)
        leads = _leads(tally[1](state)) if tally is not None else [0.0] * len(wins)
        return list(zip(wins, leads, strict=True))

    def outcomes(self, state: Any) -> list[tuple[float, float]]:
        """Each seat's (win share, lead) in each playout from `state`: seat 0's playouts, then
        seat 1's, and so on."""
        seats = len(self.record.match.seats)
        rows = [self._playout(state, k) for k in range(self.playouts or 1)]
        return [row[seat] for seat in range(seats) for row in rows]

    def chance_at(self, index: int, seat: int) -> Chance:
        """The seat's chance from the position after `index` actions (cached)."""
        if index not in self._chances:
            self._chances[index] = self.outcomes(self.record.states[index])
        return self._mean(self._chances[index], seat)

    def chance_of(self, state: Any, seat: int) -> Chance:
        return self._mean(self.outcomes(state), seat)

    def _mean(self, cells: list[tuple[float, float]], seat: int) -> Chance:
        count = len(cells) // len(self.record.match.seats)
        row = cells[seat * count : (seat + 1) * count]
        return Chance(sum(w for w, _ in row) / len(row), sum(s for _, s in row) / len(row))

    # -- judging -----------------------------------------------------------------------------

    def run(self, progress: Callable[[int, int], None] | None = None) -> list[Judgement]:
        """Judge every human decision, then ask `hard` about the costliest; the marked ones,
        costliest first (fewer when fewer decisions lost anything)."""
        decisions = self.record.human_decisions()
        if progress is not None:
            progress(0, len(decisions))
        if self.playouts is None and decisions:
            self.playouts = self.fitted_playouts(len(decisions))
        found: list[Judgement] = []
        for done, index in enumerate(decisions, 1):
            if self.cancelled:
                return []
            seat = self.record.movers[index]
            found.append(
                Judgement(
                    index,
                    seat,
                    self.record.actions[index],
                    self.chance_at(index, seat),
                    self.chance_at(index + 1, seat),
                )
            )
            if progress is not None:
                progress(done, len(decisions))
        worst = sorted(found, key=lambda j: (*(-c for c in j.cost()), j.index))
        worst = [j for j in worst if j.cost() > (0.0, 0.0)][: self.marked]
        self.judgements = [self.advise(j) for j in worst if not self.cancelled]
        return self.judgements

    def fitted_playouts(self, decisions: int) -> int:
        """Playouts per position for the judgement to take about `seconds`, each decision
        needing about two positions. Whole games: one is timed, a position's playouts take
        half of that on average. Cut playouts take a few milliseconds, too short for one to
        time on a busy machine: one at each tenth of the game is timed and the median counts."""
        states = self.record.states
        if self.evaluate is None:
            started = time.perf_counter()
            self._playout(states[0], 0)
            playout, most = (time.perf_counter() - started) / 2, MOST_PLAYOUTS
        else:
            times = []
            for tenth in range(1, 10):
                started = time.perf_counter()
                self._playout(states[len(states) * tenth // 10], tenth)
                times.append(time.perf_counter() - started)
            playout, most = statistics.median(times), MOST_SHORT_PLAYOUTS
        per_round = max(1e-6, 2 * playout * max(1, decisions))
        return max(1, min(most, int(self.seconds / per_round)))

    def advise(self, judgement: Judgement) -> Judgement:
        """The judgement with `hard`'s move at that point and the chance after it."""
        rules, index, seat = self.rules, judgement.index, judgement.seat
        state = self.record.states[index]
        bot = make_bot(self.game_id, "hard", bot_seed(self.seed, seat) ^ index, self.budget)
        move = bot.choose(Decision(rules, state, seat, rules.legal_actions(state)))
        if move == judgement.played:
            return replace(judgement, suggestion=move)
        trial = state.clone()
        trial.rng = Rng(self.seed ^ index ^ _SALT)
        rules.apply(trial, move)
        better = self.chance_of(trial, seat)
        return replace(judgement, suggestion=move, with_suggestion=better)
