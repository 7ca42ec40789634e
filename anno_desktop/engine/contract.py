"""Checks that any game package keeps the engine contract, step by step.

Used by the contract tests and by `anno-desktop fuzz`. A game may add its own invariants (no
negative stock, components conserved …) with an optional `invariants(state) -> list[str]`
method on its Rules; each string describes one broken invariant.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, GameOptions, Rules
from anno_desktop.engine.saves import restore, to_save


def _seen(rules: Rules, state: Any, seat: int) -> str:
    """Fingerprint of what `seat` sees; the RNG is left out (bots never get it, see bots.py)."""
    view = rules.view(state, seat)
    view.rng = Rng(0)
    return state_hash(view)


def step_problems(rules: Rules, state: Any, rng: Rng, deep: bool) -> list[str]:
    """What is wrong with `state` as the contract sees it; `deep` adds the costlier checks."""
    problems: list[str] = []
    before = state_hash(state)
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    if seat is None:
        if legal:
            problems.append("the game is over but legal actions remain")
        if rules.result(state) is None:
            problems.append("nobody is to act but there is no result")
        return problems
    if not legal:
        problems.append(f"seat {seat} is to act but has no legal action")
    if len(set(legal)) != len(legal):
        problems.append("legal_actions lists an action twice")
    invariants = getattr(rules, "invariants", None)
    if invariants is not None:
        problems.extend(invariants(state))
    if deep:
        twin = state.clone()
        if state_hash(twin) != before:
            problems.append("clone() differs from the original")
        rules.apply(twin, legal[0])
        if state_hash(state) != before:
            problems.append("playing on a clone changed the original (clone shares state)")
        view = rules.view(state, seat)
        if rules.legal_actions(view) != legal:
            problems.append(f"seat {seat} would see other legal actions in its own view")
        seen = _seen(rules, state, seat)
        if _seen(rules, view, seat) != seen:
            problems.append("view() of a view hides more than the view did")
        sample = rules.determinize(view, rng)
        if rules.legal_actions(sample) != legal:
            problems.append("a determinized state offers other legal actions")
        if _seen(rules, sample, seat) != seen:
            problems.append("a determinized state does not match the view it came from")
    if state_hash(state) != before:
        problems.append("asking questions changed the state")
    return problems


@dataclass
class FuzzFailure:
    options: GameOptions
    game_seed: int
    action_index: int
    problem: str
    log: list[Action] = field(default_factory=list)


@dataclass
class FuzzReport:
    actions: int = 0
    games: int = 0
    finished: int = 0
    failures: list[FuzzFailure] = field(default_factory=list)


def _replay_problem(rules: Rules, options: GameOptions, seed: int, log: list[Action], end: Any):
    seats = [Seat(name=f"seat {i + 1}") for i in range(options.players)]
    match = Match(rules, options, seed, seats, log=log)
    match.state = end
    try:
        again = restore(to_save(match), rules)
    except Exception as exc:
        return f"save/replay failed: {exc}"
    if state_hash(again.state) != state_hash(end):
        return "replaying the log reached another state"
    return None


def fuzz(
    rules: Rules,
    variants: list[GameOptions],
    actions: int,
    seed: int,
    deep_every: int = 7,
    replay_every: int = 1,
) -> FuzzReport:
    """Random legal play for `actions` actions, checking the contract after each one.

    The game's invariants are checked after every action, the costlier view/clone/determinize
    checks after every `deep_every`-th. Games take seeds seed, seed+1, … and cycle through
    `variants`. Every `replay_every`-th game is saved and replayed at its end and must reach
    the same state: a save is the action log, so one replay of the whole log checks what a
    save/load after each action would, at linear instead of quadratic cost.
    """
    report = FuzzReport()
    picker = Rng(seed ^ 0x5EED)
    game_seed = seed
    while report.actions < actions and not report.failures:
        options = variants[report.games % len(variants)]
        state = rules.new_game(options, game_seed)
        log: list[Action] = []
        while report.actions < actions:
            deep = len(log) % deep_every == 0
            problems = step_problems(rules, state, picker, deep)
            if problems:
                report.failures.append(FuzzFailure(options, game_seed, len(log), problems[0], log))
                break
            legal = rules.legal_actions(state)
            if not legal:
                report.finished += 1
                break
            action = picker.choice(legal)
            try:
                rules.apply(state, action)
            except IllegalAction as exc:
                problem = f"a listed legal action {action} was refused: {exc.reason}"
                report.failures.append(FuzzFailure(options, game_seed, len(log), problem, log))
                break
            except Exception as exc:
                problem = f"{action} raised {exc!r}"
                report.failures.append(FuzzFailure(options, game_seed, len(log), problem, log))
                break
            log.append(action)
            report.actions += 1
        if not report.failures and report.games % replay_every == 0:
            problem = _replay_problem(rules, options, game_seed, log, state)
            if problem:
                report.failures.append(FuzzFailure(options, game_seed, len(log), problem, log))
        report.games += 1
        game_seed += 1
    return report
