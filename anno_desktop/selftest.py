"""`anno-desktop --selftest`: is this installation whole? For packagers and bug reports.

Loads every game's rule data (by setting up each player count and playing a little), checks
each game has its in-game rules text, renders every scene of every game offscreen, and writes,
reads and replays a save. Everything happens in a temporary folder: the user's settings and
saves are never touched.
"""

from __future__ import annotations

import os
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from anno_desktop import __version__
from anno_desktop.engine.words import plural


def _check_rules(game_id: str) -> str:
    from anno_desktop.engine.rng import Rng
    from anno_desktop.games import get_game
    from anno_desktop.paths import rules_dir

    rules = get_game(game_id).rules
    if not (rules_dir() / game_id / "rules.md").is_file():
        raise FileNotFoundError(f"rules/{game_id}/rules.md is missing")
    picker = Rng(1)
    played = 0
    for players in rules.player_counts:
        state = rules.new_game(rules.options_model(players=players), 1)
        for _ in range(200):
            legal = rules.legal_actions(state)
            if not legal:
                break
            rules.apply(state, picker.choice(legal))
            played += 1
    return f"{len(rules.player_counts)} set-ups, {played} actions"


def _check_save(game_id: str, folder: Path) -> str:
    from anno_desktop.engine.hashing import state_hash
    from anno_desktop.engine.match import Match, Seat
    from anno_desktop.engine.rng import Rng
    from anno_desktop.engine.saves import read_save, restore, to_save, write_save
    from anno_desktop.games import get_game

    rules = get_game(game_id).rules
    players = rules.player_counts[0]
    match = Match(
        rules,
        rules.options_model(players=players),
        7,
        [Seat(name=f"Seat {i + 1}") for i in range(players)],
    )
    picker = Rng(7)
    for _ in range(100):
        legal = match.legal_actions()
        if not legal:
            break
        match.submit(picker.choice(legal))
    path = folder / f"{game_id}.json"
    write_save(path, to_save(match))
    again = restore(read_save(path), rules)
    if state_hash(again.state) != state_hash(match.state):
        raise AssertionError("the replayed save differs from the game")
    return f"{len(match.log)} actions saved and replayed"


def _check_scenes(game_id: str, folder: Path) -> str:
    from anno_desktop.ui.screenshot import scenes_of, take

    scenes = scenes_of(game_id)
    for scene in scenes:
        take(game_id, folder / f"{game_id}-{scene}.png", seed=1, scene=scene)
    return f"{len(scenes)} scenes rendered"


def _check_bot_process(game_id: str) -> str:
    """A hard bot decides in a child process (in a frozen bundle: the same executable)."""
    from anno_desktop.ai.levels import Budget
    from anno_desktop.ai.process import BotHost
    from anno_desktop.engine.bots import Decision
    from anno_desktop.games import get_game

    rules = get_game(game_id).rules
    state = rules.new_game(rules.options_model(players=rules.player_counts[0]), 3)
    host = BotHost(game_id)
    try:
        bot = host.bot("hard", 1, Budget(iterations=5))
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        action = bot.choose(Decision(rules, state, seat, legal))
        if bot.thinks_here or action not in legal:
            raise RuntimeError("the bot process did not answer")
    finally:
        host.close()
    return f"a hard bot answered from its own process: {rules.describe(state, action)}"


def run(out: Callable[[str], None] = print) -> int:
    """Run every check; print one line each; 0 when all pass, 1 otherwise."""
    saved_env = dict(os.environ)
    try:
        with tempfile.TemporaryDirectory(prefix="anno-desktop-selftest-") as tmp:
            os.environ["ANNO_DESKTOP_HOME"] = tmp
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
            return _run_checks(Path(tmp), out)
    finally:
        os.environ.clear()
        os.environ.update(saved_env)


def _run_checks(folder: Path, out: Callable[[str], None]) -> int:
    from anno_desktop.games import available_games

    games = available_games()
    out(f"anno-desktop {__version__} self-test: {len(games)} games")
    checks: list[tuple[str, Callable[[], str]]] = []
    for game_id in games:
        checks += [
            (f"{game_id}: rule data", lambda g=game_id: _check_rules(g)),
            (f"{game_id}: save and replay", lambda g=game_id: _check_save(g, folder)),
            (f"{game_id}: scenes", lambda g=game_id: _check_scenes(g, folder)),
        ]
    if games:
        checks.append(("bots: a separate process", lambda: _check_bot_process(games[0])))
    failures = 0
    for name, check in checks:
        started = time.perf_counter()
        try:
            detail = check()
        except Exception as exc:
            failures += 1
            where = traceback.extract_tb(exc.__traceback__)[-1]
            out(f"FAIL {name}: {exc!r} ({Path(where.filename).name}:{where.lineno})")
        else:
            out(f"ok   {name}: {detail} ({time.perf_counter() - started:.1f} s)")
    if not games:
        failures += 1
        out("FAIL no game is installed")
    out("self-test passed" if not failures else f"self-test FAILED: {plural(failures, 'check')}")
    return 1 if failures else 0
