"""`anno-desktop bench`: the figures BENCHMARKS.md publishes, measured the same way each time.

Per game: random-play actions per second, `clone()` time, decision time per bot level
(p50/p95). Per game scene: frame time p50/p95 at 1280x800 offscreen while bots play (frames
that redrew), and the frame rate the window keeps while a `hard` bot thinks; a full redraw
of each table (`App.render()`) after REDRAW_MOVES bot moves, at 1280x800 and 2560x1440.
Start-up to the first frame of the main menu. Peak memory of the whole run.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from typing import Any

from anno_desktop.ai.levels import Budget, levels, make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games import available_games, get_game

RANDOM_PLAY_SECONDS = 3.0
SAMPLE_STATES = 40
HARD_SAMPLES = 5
THINKING_SECONDS = 4.0
REDRAW_MOVES = 200
REDRAW_FRAMES = 60
REDRAW_SIZES = ((1280, 800), (2560, 1440))


def percentiles(values: list[float]) -> dict[str, float]:
    """p50 and p95 in milliseconds."""
    if not values:
        return {"p50_ms": 0.0, "p95_ms": 0.0, "n": 0}
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {"p50_ms": at(0.5), "p95_ms": at(0.95), "n": len(ordered)}


def _random_play(rules: Any, players: int, seconds: float) -> tuple[float, float, list[Any]]:
    """Random play: actions per wall second and per CPU second, and mid-game states.

    CPU time is the steadier figure on a shared machine; wall time is what a player feels.
    """
    rng = Rng(2024)
    options = rules.options_model(players=players)
    actions = 0
    samples: list[Any] = []
    seed = 1
    cpu_started = time.process_time()
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = rules.new_game(options, seed)
        step = 0
        while (legal := rules.legal_actions(state)) and step < 50_000:
            rules.apply(state, rng.choice(legal))
            step += 1
            if (actions + step) % 97 == 0 and len(samples) < 4 * SAMPLE_STATES:
                samples.append(state.clone())
        actions += step
        seed += 1
    elapsed = time.perf_counter() - started
    cpu = max(time.process_time() - cpu_started, 1e-9)
    return actions / elapsed, actions / cpu, [s for s in samples if rules.to_act(s) is not None]


def bench_game(game_id: str, hard_seconds: float) -> dict:
    rules = get_game(game_id).rules
    players = max(rules.player_counts)
    per_second, per_cpu_second, samples = _random_play(rules, players, RANDOM_PLAY_SECONDS)
    samples = samples[:: max(1, len(samples) // SAMPLE_STATES)][:SAMPLE_STATES]
    clone_times = []
    for state in samples:
        started = time.perf_counter()
        for _ in range(20):
            state.clone()
        clone_times.append((time.perf_counter() - started) / 20)
    decisions: dict[str, dict] = {}
    for level in levels(game_id, Budget(hard_seconds)):
        bot = make_bot(game_id, level, 7, Budget(hard_seconds))
        times = []
        for state in samples[:HARD_SAMPLES] if level == "hard" else samples:
            seat = rules.to_act(state)
            legal = rules.legal_actions(state)
            started = time.perf_counter()
            bot.choose(Decision(rules, state, seat, legal))
            times.append(time.perf_counter() - started)
        decisions[level] = percentiles(times)
    return {
        "players": players,
        "random_actions_per_second": round(per_second),
        "random_actions_per_cpu_second": round(per_cpu_second),
        "clone": percentiles(clone_times),
        "decision": decisions,
    }


UI_SIZE = (1280, 800)
UI_FRAMES = 400


def bench_ui(games: list[str], hard_seconds: float = 1.0) -> dict:
    """Frame times of each game's scene while bots play, and start-up to the first frame."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    started = time.perf_counter()
    from anno_desktop.engine.match import Seat
    from anno_desktop.settings import Settings
    from anno_desktop.ui import flow
    from anno_desktop.ui.app import App
    from anno_desktop.ui.scenes.main_menu import MainMenu

    app = App(UI_SIZE, settings=Settings(bot_pace="instant"), apply_fullscreen=False)
    app.reset(MainMenu(app))
    app.render()
    report: dict[str, Any] = {"first_frame_ms": round(1000 * (time.perf_counter() - started), 1)}
    for game_id in games:
        options = flow.default_options(game_id)
        level = "normal" if "normal" in levels(game_id) else "random"
        seats = [Seat(name=f"Bot {i + 1}", level=level) for i in range(options.players)]
        scene = flow.scene_class(game_id)(
            app, flow.new_match(game_id, options, seats, 3), autosave=False
        )
        app.reset(scene)
        app.render()  # the table's textures are made once, at its first frame: not a frame cost
        frames: list[float] = []
        cpu: list[float] = []  # the UI thread's own CPU time: what the frame costs, load aside
        for _ in range(UI_FRAMES):
            began, began_cpu = time.perf_counter(), time.thread_time()
            if app.step(1 / 60, []):
                frames.append(time.perf_counter() - began)
                cpu.append(time.thread_time() - began_cpu)
            if scene.match.to_act() is None:
                break
            time.sleep(0.001)  # let the bot thread take its turn, as between real frames
        scene.worker.cancel()
        report[game_id] = {
            "frame": percentiles(frames),
            "frame_cpu": percentiles(cpu),
            "size": f"{UI_SIZE[0]}x{UI_SIZE[1]}",
            "while_hard_thinks": _frames_while_hard_thinks(app, game_id, hard_seconds),
        }
        app.close_scenes()
    return report


def bench_redraw(games: list[str]) -> dict:
    """A full redraw of each game's table, `App.render()` timed, after REDRAW_MOVES moves of
    `normal` bots (seed 3), at each of REDRAW_SIZES: wall and UI-thread CPU, p50/p95.

    The table is timed short of the game's last move (a game the bots end sooner stops one
    move before its end), so the figure is the table's, not the game-over sheet's; where the
    game did end, the game-over sheet over the table is timed as well ("game_over")."""
    from anno_desktop.settings import Settings
    from anno_desktop.ui.app import App

    report: dict[str, Any] = {}
    for width, height in REDRAW_SIZES:
        app = App((width, height), settings=Settings(bot_pace="instant"), apply_fullscreen=False)
        for game_id in games:
            scene = _redraw_scene(app, game_id, REDRAW_MOVES)
            ended = scene.match.result() is not None
            if ended:
                over = _time_renders(app)
                scene = _redraw_scene(app, game_id, len(scene.match.log) - 1)
            entry = {"moves": len(scene.match.log), **_time_renders(app)}
            if ended:
                entry["game_over"] = over
            report.setdefault(game_id, {})[f"{width}x{height}"] = entry
        app.close_scenes()
    return report


def _redraw_scene(app: Any, game_id: str, moves: int) -> Any:
    """A new table of `game_id` (seed 3, `normal` bots) after at most `moves` bot moves."""
    from anno_desktop.engine.match import Seat
    from anno_desktop.ui import flow

    options = flow.default_options(game_id)
    level = "normal" if "normal" in levels(game_id) else "random"
    seats = [Seat(name=f"Bot {i + 1}", level=level) for i in range(options.players)]
    match = flow.new_match(game_id, options, seats, 3)
    scene = flow.scene_class(game_id)(app, match, autosave=False)
    app.reset(scene)
    scene.run_bots(limit=moves)
    return scene


def _time_renders(app: Any) -> dict:
    """REDRAW_FRAMES timed `App.render()` calls of what the window shows now."""
    app.render()  # textures of the new position are made once: not a redraw cost
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(REDRAW_FRAMES):
        began, began_cpu = time.perf_counter(), time.thread_time()
        app.render()
        wall.append(time.perf_counter() - began)
        cpu.append(time.thread_time() - began_cpu)
    return {"render": percentiles(wall), "render_cpu": percentiles(cpu)}


def _frames_while_hard_thinks(app: Any, game_id: str, hard_seconds: float) -> dict:
    """The window at 60 frames a second, the pointer moving (so every frame redraws), while
    seat 1's `hard` bot searches: frame time and the time from one frame to the next."""
    import pygame

    from anno_desktop.engine.match import Seat
    from anno_desktop.ui import flow

    options = flow.default_options(game_id)
    others = "normal" if "normal" in levels(game_id) else "random"
    seats = [Seat(name=f"Bot {i + 1}", level=others) for i in range(options.players)]
    seats[0] = Seat(name="Hard", level="hard")
    app.settings.hard_bot_seconds = hard_seconds
    scene = flow.scene_class(game_id)(
        app, flow.new_match(game_id, options, seats, 3), autosave=False
    )
    app.reset(scene)
    frames: list[float] = []
    gaps: list[float] = []
    last = time.perf_counter()
    ends = last + THINKING_SECONDS
    k = 0
    while time.perf_counter() < ends and scene.match.to_act() is not None:
        k += 1
        pos = (200 + (k * 7) % 700, 150 + (k * 5) % 500)
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        thinking = scene.worker.busy and scene.match.to_act() == 0
        began = time.perf_counter()
        app.dirty = True
        app.step(1 / 60, [motion])
        now = time.perf_counter()
        if thinking:
            frames.append(now - began)
            gaps.append(now - last)
        last = now
        app.clock.tick(60)
    return {"frame": percentiles(frames), "frame_to_frame": percentiles(gaps)}


def peak_memory_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def run(games: list[str] | None = None, hard_seconds: float = 1.0) -> dict:
    report: dict[str, Any] = {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()} "
        f"{platform.release()}, Python {platform.python_version()}",
        "load_average": [round(x, 2) for x in os.getloadavg()]
        if hasattr(os, "getloadavg")
        else None,
        "games": {g: bench_game(g, hard_seconds) for g in (games or available_games())},
        "ui": bench_ui(games or available_games(), hard_seconds),
        "redraw": bench_redraw(games or available_games()),
    }
    report["peak_memory_mb"] = peak_memory_mb()
    return report
