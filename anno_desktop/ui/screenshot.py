"""Render any scene offscreen to a PNG (`anno-desktop screenshot`): for docs, tests and review."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from anno_desktop.engine.match import Match
    from anno_desktop.ui.app import App

SCENES = (
    "menu",
    "new-game",
    "load",
    "settings",
    "rules",
    "about",
    "hand-off",
    "game",
    "game-over",
    "briefing",
    "review",
    "tutorial",
)


def scenes_of(game_id: str) -> list[str]:
    """The scenes `take` can draw for this game (only a game with missions has a briefing,
    only one with a script a tutorial)."""
    from anno_desktop.ui import flow, tutorials

    has = {
        "briefing": hasattr(flow.scene_class(game_id), "open_briefing"),
        "tutorial": tutorials.has_tutorial(game_id),
    }
    return [scene for scene in SCENES if has.get(scene, True)]


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"size {text!r} is not WIDTHxHEIGHT, e.g. 1280x720") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise ValueError(f"size {text!r} is outside 320x240 … 7680x4320")
    return w, h


def take(
    game_id: str,
    out: Path,
    *,
    seed: int | None = None,
    save: Path | None = None,
    size: tuple[int, int] = (1280, 800),
    scene: str = "game",
    options: object | None = None,
    at: int | None = None,
    scale: float = 1.0,
) -> Path:
    """Draw `scene` for the game (a new one from `seed`, or `save`) and write it to `out`.

    `at` shows the save's position after its first `at` actions (bots do not move on from
    there; the review opens at that move); `scale` is the UI scale setting ("Size of text and
    buttons").
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from anno_desktop.settings import Settings
    from anno_desktop.ui.app import App

    if scene not in SCENES:
        raise ValueError(f"unknown scene {scene!r} (scenes: {', '.join(SCENES)})")
    settings = Settings(animation_speed="off", bot_pace="instant", ui_scale=scale)
    app = App(size, settings=settings, apply_fullscreen=False)
    if scene == "tutorial":
        tutorial_step(app, game_id)
    elif not _menu_scene(app, scene, game_id):
        match = _match_for(game_id, scene, seed, save, options)
        if scene == "review":
            _review_scene(app, match, at)
        else:
            _table_scene(app, scene, match if at is None else _match_at(match, at), at is None)
    app.step(0.0, [])
    out.parent.mkdir(parents=True, exist_ok=True)
    app.save_png(str(out))
    return out


def _menu_scene(app: App, scene: str, game_id: str) -> bool:
    """Show a scene that needs no game in progress; False if `scene` is not one."""
    from anno_desktop.ui.scene import new_scene

    simple = {"menu": "MainMenu", "load": "LoadGame", "settings": "SettingsScreen"}
    simple["about"] = "About"
    if scene in simple:
        app.reset(new_scene(app, simple[scene]))
    elif scene in ("new-game", "rules"):
        name = "NewGame" if scene == "new-game" else "RulesHelp"
        app.reset(new_scene(app, "MainMenu"), new_scene(app, name, game_id))
    else:
        return False
    return True


def tutorial_step(app: App, game_id: str) -> Any:
    """The game's tutorial at its first step that waits for a click (a panel the game opens
    first, the briefing, closed; the bots' moves before it played as in the window)."""
    import time

    from anno_desktop.ui import tutorials

    tutorial = tutorials.start(app, game_id, autosave=False)
    table = tutorial.table
    while app.stack.index(tutorial) - app.stack.index(table) > 1:
        app.pop(app.stack[app.stack.index(table) + 1])
    steps = tutorial.script.steps
    tutorial.go_to(next((i for i, step in enumerate(steps) if step.expect is not None), 0))
    deadline = time.monotonic() + 30
    app.step(0.0, [])
    while tutorial.mode == "wait" and time.monotonic() < deadline:
        time.sleep(0.002)
        app.step(0.016, [])
    return tutorial


def _match_for(
    game_id: str, scene: str, seed: int | None, save: Path | None, options: object | None
) -> Match:
    """The save's match, or a new one from `seed`: played by bots to its end for the game
    over and the review (whose first seat then counts as the human to judge)."""
    from anno_desktop.engine.match import Match, Seat
    from anno_desktop.engine.saves import read_save
    from anno_desktop.ui import flow

    if save is not None:
        return flow.restore_save(read_save(save))
    opts = options if options is not None else flow.default_options(game_id)
    seats = flow.default_seats(game_id, opts.players)  # type: ignore[attr-defined]
    if scene not in ("game-over", "review"):
        return flow.new_match(game_id, opts, seats, seed if seed is not None else 1)
    # The review's game: the first seat blunders now and then (`easy`), the others play well.
    levels = ["easy"] + ["normal"] * (len(seats) - 1) if scene == "review" else None
    bots = [
        Seat(name=s.name, kind="bot", level=levels[i] if levels else "random", colour=s.colour)
        for i, s in enumerate(seats)
    ]
    match = flow.new_match(game_id, opts, bots, seed if seed is not None else 1)
    if scene == "review":
        from anno_desktop.ai.runner import MatchRunner

        MatchRunner(match).play_bots(20000)
        match = Match(match.rules, match.options, match.seed, seats, match.state, match.log)
    return match


def _table_scene(app: App, scene: str, match: Match, play_on: bool) -> None:
    """The game's table (bots played on unless `play_on` is False), with `scene` over it."""
    from anno_desktop.ui import flow
    from anno_desktop.ui.scene import new_scene, push_scene, scene_class

    game = flow.scene_class(match.rules.id)(app, match, autosave=False)
    app.reset(new_scene(app, "MainMenu"), game)
    if play_on:
        game.run_bots(limit=20000 if scene == "game-over" else 5000)
    if scene == "hand-off":
        human = next((i for i, s in enumerate(match.seats) if s.is_human), 0)
        push_scene(app, "HandOff", match.seats[human].name, game.seat_look(human))
    elif scene == "briefing":
        if not hasattr(game, "open_briefing"):
            raise ValueError(f"{match.rules.id} has no mission briefing")
        game.open_briefing()
    elif scene == "game-over" and not isinstance(app.top, scene_class("GameOver")):
        push_scene(app, "GameOver", match)


def _review_scene(app: App, match: Match, at: int | None) -> None:
    """The review of `match`, judged here and now at a short budget (a picture, not advice)."""
    from anno_desktop.ai.levels import Budget
    from anno_desktop.ai.review import GameRecord, Judge
    from anno_desktop.ui.scene import new_scene

    if at is not None and not 0 <= at <= len(match.log):
        raise ValueError(f"--at {at}: the save holds {len(match.log)} actions")
    judge = Judge(GameRecord.replay(match), playouts=2, budget=Budget(seconds=0.2))
    review = new_scene(app, "Review", match, judge=judge, background=False, at=at)
    app.reset(new_scene(app, "MainMenu"), review)


def _match_at(match: Match, count: int) -> Match:
    """The same game after only its first `count` actions."""
    from anno_desktop.engine.match import Match

    if not 0 <= count <= len(match.log):
        raise ValueError(f"--at {count}: the save holds {len(match.log)} actions")
    early = Match(match.rules, match.options, match.seed, match.seats)
    for action in match.log[:count]:
        early.submit(action)
    return early
