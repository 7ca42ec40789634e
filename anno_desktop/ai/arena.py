"""Bots playing whole games against each other: `simulate` and `tournament`."""

from __future__ import annotations

import math
import time
import traceback
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from anno_desktop.ai.levels import DEFAULT_BUDGET, Budget
from anno_desktop.ai.runner import MatchRunner
from anno_desktop.engine.errors import RuleDataError
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import GameOptions, Result
from anno_desktop.engine.saves import to_save, write_save
from anno_desktop.games import get_game

MAX_ACTIONS_PER_GAME = 200_000


@dataclass
class GameRecord:
    seed: int
    levels: list[str]
    result: Result | None = None
    actions: int = 0
    turns: int = 0
    error: str | None = None
    match: Match | None = field(default=None, repr=False)
    # seconds each seat spent per decision that had more than one legal action
    decision_seconds: list[list[float]] = field(default_factory=list, repr=False)


def play_game(
    game_id: str,
    options: GameOptions,
    levels: list[str],
    seed: int,
    keep_match: bool = False,
    budget: Budget = DEFAULT_BUDGET,
) -> GameRecord:
    """One game between bots; never raises for a rules bug, it is recorded in `error`."""
    rules = get_game(game_id).rules
    record = GameRecord(seed=seed, levels=levels)
    record.decision_seconds = [[] for _ in levels]
    match: Match | None = None
    try:
        seats = [Seat(name=f"{lvl} {i + 1}", kind="bot", level=lvl) for i, lvl in enumerate(levels)]
        match = Match(rules, options, seed, seats)
        runner = MatchRunner(match, budget=budget)
        record.decision_seconds = runner.decision_seconds
        runner.play_bots(MAX_ACTIONS_PER_GAME)
        record.actions = len(match.log)
        if runner.bot_to_act() is not None:
            record.error = f"no end after {MAX_ACTIONS_PER_GAME} actions"
        record.result = match.result()
        record.turns = match.turn()
        if keep_match:
            record.match = match
    except RuleDataError:
        raise  # broken data files are the user's to fix, not a rules bug to count
    except Exception as exc:  # a rules bug: report it with what reproduces it
        record.actions = len(match.log) if match is not None else 0
        tb = traceback.format_exc(limit=-3)
        record.error = f"seed {seed}, action {record.actions}: {exc!r}\n{tb}"
    return record


def simulate(
    game_id: str,
    options: GameOptions,
    levels: list[str],
    games: int,
    seed: int,
    save_dir: Path | None = None,
) -> dict:
    """Play `games` games (seed, seed+1, …) and summarise them as DESIGN.md's JSON report.

    With `save_dir`, every game is also saved there (`<game>-seed<N>.json`), for `replay`.
    """
    started = time.perf_counter()
    wins_by_seat = [0.0] * options.players
    wins_by_level: Counter[str] = Counter()
    seats_by_level: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    turns = actions = finished = 0
    errors: list[str] = []
    winning_scores: list[float] = []
    scores_by_seat = [0.0] * options.players
    for g in range(games):
        record = play_game(game_id, options, levels, seed + g, keep_match=save_dir is not None)
        if save_dir is not None and record.match is not None:
            write_save(save_dir / f"{game_id}-seed{seed + g}.json", to_save(record.match))
        actions += record.actions
        if record.error:
            errors.append(record.error)
            continue
        if record.result is None:
            continue
        finished += 1
        seats_by_level.update(levels)
        turns += record.turns
        result = record.result
        reasons[result.reason] += 1
        share = 1.0 / len(result.winners) if result.winners else 0.0
        for w in result.winners:
            wins_by_seat[w] += share
            wins_by_level[levels[w]] += share
            winning_scores.append(result.scores[w])
        for i, score in enumerate(result.scores):
            scores_by_seat[i] += score
    seconds = time.perf_counter() - started
    return {
        "game": game_id,
        "options": options.model_dump(),
        "levels": levels,
        "games": games,
        "finished": finished,
        "errors": len(errors),
        "error_samples": errors[:5],
        "mean_turns": round(turns / finished, 2) if finished else 0.0,
        "mean_actions": round(actions / games, 1) if games else 0.0,
        "wins_by_seat": [round(w, 2) for w in wins_by_seat],
        "win_rate_by_level": {
            lvl: round(wins_by_level[lvl] / seats_by_level[lvl], 4) for lvl in seats_by_level
        },
        "mean_score_by_seat": [round(s / finished, 2) if finished else 0.0 for s in scores_by_seat],
        "mean_winning_score": (
            round(sum(winning_scores) / len(winning_scores), 2) if winning_scores else 0.0
        ),
        "end_reasons": dict(reasons),
        "actions_per_second": round(actions / seconds, 1) if seconds else 0.0,
        "seconds": round(seconds, 2),
    }


def _play_rotation(
    game_id: str, options: GameOptions, budget: Budget, item: tuple[list[str], int]
) -> GameRecord:
    levels, seed = item
    return play_game(game_id, options, levels, seed, budget=budget)


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate (95% by default)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def tournament(
    game_id: str,
    options: GameOptions,
    seat_levels: list[str],
    games: int,
    seed: int,
    budget: Budget = DEFAULT_BUDGET,
    jobs: int = 1,
) -> dict:
    """Play `games` games, rotating the levels round the seats, and rate each level.

    With `jobs` > 1 the games are shared out over that many processes; the report is the same
    as with one (each game depends only on its seed and seats), except for decision times.
    """
    started = time.perf_counter()
    n = len(seat_levels)
    rotations = [seat_levels[g % n :] + seat_levels[: g % n] for g in range(games)]
    play = partial(_play_rotation, game_id, options, budget)
    work = list(zip(rotations, range(seed, seed + games), strict=True))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            records = list(pool.map(play, work, chunksize=1))
    else:
        records = [play(item) for item in work]
    appearances: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    scores: defaultdict[str, list[float]] = defaultdict(list)
    decisions: defaultdict[str, list[float]] = defaultdict(list)
    errors: list[str] = []
    for levels, record in zip(rotations, records, strict=True):
        for seat, lvl in enumerate(levels):
            decisions[lvl].extend(record.decision_seconds[seat])
        if record.error or record.result is None:
            errors.append(record.error or f"seed {record.seed}: no result")
            continue
        result = record.result
        share = 1.0 / len(result.winners) if result.winners else 0.0
        for seat, lvl in enumerate(levels):
            appearances[lvl] += 1
            scores[lvl].append(result.scores[seat])
            if seat in result.winners:
                wins[lvl] += share
    by_level = {}
    for lvl in dict.fromkeys(seat_levels):
        low, high = wilson_interval(wins[lvl], appearances[lvl])
        times = decisions[lvl]
        by_level[lvl] = {
            "seat_games": appearances[lvl],
            "wins": round(wins[lvl], 2),
            "win_rate": round(wins[lvl] / appearances[lvl], 4) if appearances[lvl] else 0.0,
            "wilson95": [round(low, 4), round(high, 4)],
            "mean_score": round(sum(scores[lvl]) / len(scores[lvl]), 2) if scores[lvl] else 0.0,
            "decision_ms_mean": round(1000 * sum(times) / len(times), 2) if times else 0.0,
            "decision_ms_p95": round(1000 * _percentile(times, 0.95), 2),
            "decisions": len(times),
        }
    return {
        "game": game_id,
        "options": options.model_dump(),
        "seats": seat_levels,
        "games": games,
        "errors": len(errors),
        "error_samples": errors[:5],
        "fair_share": round(1 / n, 4),
        "levels": by_level,
        "hard_budget": budget._asdict(),
        "jobs": jobs,
        "seconds": round(time.perf_counter() - started, 2),
    }
