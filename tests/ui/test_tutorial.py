"""Learn to play (issue 21, item 1): each game's tutorial is finished by clicks on what it
points at, ends in an ordinary game against easy bots, can be skipped at any step, and a click
anywhere else takes no action."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from anno_desktop.ui import flow, tutorials
from anno_desktop.ui.tutorials import Expect, script_for
from anno_desktop.ui.tutorials.locate import action_rect
from anno_desktop.ui.widgets.button import Button
from tests.ui.conftest import click

GAMES = [g for g in tutorials.SCRIPT_MODULES if g in flow.playable_games()]
FRAMES = 3000


def _answer_panel(app, tutorial) -> None:
    """A panel the table opened over the tutorial: the choice the step expects, else the
    first button (the question "End your turn?" is answered yes)."""
    top = app.top
    app.render()
    expect = tutorial.step.expect
    for button, action in getattr(top, "choices", ()):
        if isinstance(button, Button) and expect is not None and expect.matches(action):
            click(app, button.rect.center)
            return
    button = next(w for w in top.widgets if isinstance(w, Button))
    click(app, button.rect.center)


def _free_choice(app, tutorial) -> None:
    """A decision outside the script: the first legal choice the table shows."""
    table = tutorial.table
    for action in table.legal_for_viewer():
        rect = action_rect(table, Expect(action.kind, action.args), tutorial.script.locate)
        if rect is not None:
            click(app, rect.center)
            return
    raise AssertionError("a decision outside the script shows no choice")


def play_through(app, game_id: str, stop_at: int | None = None):
    """Follow the tutorial by clicks only, to its end or until step `stop_at` waits for the
    player; the tutorial scene."""
    tutorial = tutorials.start(app, game_id)
    for _frame in range(FRAMES):
        app.step(0.016, [])
        if tutorial.finished:
            return tutorial
        if app.top is not tutorial:
            _answer_panel(app, tutorial)
            continue
        app.render()
        mode = tutorial.mode
        if tutorial.index == stop_at and mode in ("read", "act"):
            return tutorial
        if mode == "read":
            click(app, tutorial.next_button.rect.center)
        elif mode in ("act", "opening"):
            assert tutorial.target is not None, f"step {tutorial.index} points at nothing"
            click(app, tutorial.target.center)
        elif mode == "free":
            _free_choice(app, tutorial)
    raise AssertionError(f"{game_id}: the tutorial did not end (step {tutorial.index}, {mode})")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_is_finished_by_clicks_and_hands_over_to_easy_bots(app, game_id):
    tutorial = play_through(app, game_id)
    table = tutorial.table
    assert app.top is table or table in app.stack
    assert tutorial not in app.stack
    bots = [seat for seat in table.match.seats if not seat.is_human]
    assert all(seat.level == "easy" for seat in bots)
    assert [seat.is_human for seat in table.match.seats].count(True) == 1
    assert tutorial.index == len(script_for(game_id).steps) - 1


def _steps(game_id: str) -> list[tuple[str, int]]:
    return [(game_id, index) for index in range(len(script_for(game_id).steps))]


@pytest.mark.parametrize(("game_id", "index"), [c for g in GAMES for c in _steps(g)])
def test_skip_tutorial_at_any_step_leaves_the_game_to_play_on(app, game_id, index):
    tutorial = play_through(app, game_id, stop_at=index)
    table = tutorial.table
    click(app, tutorial.skip_button.rect.center)
    assert tutorial.finished and tutorial not in app.stack
    assert app.top is table
    # The game goes on as any other: the table asks its bots itself.
    table.run_bots(limit=50)
    assert table.human_to_act is not None or table.match.result() is not None


def test_enter_reads_on_and_escape_skips_the_tutorial(app):
    tutorial = play_through(app, GAMES[0], stop_at=0)
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
    assert tutorial.index == 1
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert tutorial.finished and app.top is tutorial.table


def _elsewhere(tutorial) -> tuple[int, int]:
    """A place a click could act on that is not the one the tutorial points at: another
    legal action's button or zone, else a corner of the board."""
    table = tutorial.table
    expect = tutorial.step.expect
    panel = tutorial.shape.panel
    for action in table.legal_for_viewer():
        if expect.matches(action):
            continue
        rect = action_rect(table, Expect(action.kind, action.args), tutorial.script.locate)
        clear = rect is not None and not rect.colliderect(tutorial.target)
        if clear and not panel.collidepoint(rect.center):
            return rect.center
    board = table.board_rect
    return next(
        p
        for p in (board.topleft, board.topright, board.bottomright, board.midtop)
        if not panel.collidepoint(p) and not tutorial.target.collidepoint(p)
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_off_the_ring_takes_no_action_and_says_where_to_click(app, game_id):
    steps = script_for(game_id).steps
    first_act = next(i for i, step in enumerate(steps) if step.expect is not None)
    tutorial = play_through(app, game_id, stop_at=first_act)
    table = tutorial.table
    assert tutorial.mode == "act"
    logged = list(table.match.log)
    pos = _elsewhere(tutorial)
    click(app, pos)
    for _ in range(3):
        app.step(0.016, [])
    assert table.match.log == logged, f"a click at {pos} acted"
    assert app.top is tutorial and tutorial.index == first_act
    assert tutorial.lines.nudge, "the player is told where to click"
    for _ in range(2):  # a step may take two clicks (Anno 1701's draft: a tile, then another)
        click(app, tutorial.target.center)
        app.step(0.016, [])
        if len(table.match.log) > len(logged):
            break
    assert len(table.match.log) > len(logged) and tutorial.index > first_act


def test_the_screenshot_command_draws_a_tutorial_step_without_an_autosave(tmp_path):
    from anno_desktop import cli

    out = tmp_path / "tutorial.png"
    code = cli.main(["screenshot", GAMES[0], "--scene", "tutorial", "--out", str(out)])
    assert code == 0 and pygame.image.load(str(out)).get_size() == (1280, 800)
    assert not list(flow.autosave_dir().iterdir()), "a picture writes no autosave"


def test_the_main_menu_offers_the_lessons_and_opens_the_chosen_one(app):
    from anno_desktop.ui.scene import reset_to

    menu = reset_to(app, "MainMenu")
    app.render()
    learn = next(w for w in menu.widgets if isinstance(w, Button) and w.label == "Learn to play")
    click(app, learn.rect.center)
    dialog = app.top
    assert dialog is not menu
    titles = [w.label for w in dialog.widgets if isinstance(w, Button)]
    assert titles == [flow.game_title(g) for g in GAMES] + ["Cancel"]
    chosen = next(w for w in dialog.widgets if isinstance(w, Button) and w.label == titles[-2])
    click(app, chosen.rect.center)
    tutorial = next(s for s in app.stack if type(s).__name__ == "Tutorial")
    assert tutorial.script.game_id == GAMES[-1]


def test_the_new_game_screen_opens_the_lesson_of_the_chosen_game(app):
    from anno_desktop.ui.scene import push_scene, reset_to

    reset_to(app, "MainMenu")
    form = push_scene(app, "NewGame", "anno1701-cards")
    app.render()
    learn = next(w for w in form.widgets if isinstance(w, Button) and w.label == "Learn to play")
    assert learn.enabled
    click(app, learn.rect.center)
    assert type(app.top).__name__ == "Tutorial"
    assert app.top.script.game_id == "anno1701-cards"
    assert app.stack[0].__class__.__name__ == "MainMenu" and len(app.stack) == 3


def test_a_decision_the_script_does_not_cover_is_left_to_the_player(app, monkeypatch):
    """Anno 1701 on seed 7: a rival asks the player for a trade before the roll the script
    waits for; the tutorial says so and lets any of the table's choices through."""
    script = dataclasses.replace(script_for("anno1701"), seed=7)
    monkeypatch.setattr(tutorials, "script_for", lambda game_id: script)
    tutorial = tutorials.start(app, "anno1701")
    for _frame in range(FRAMES):
        app.step(0.016, [])
        app.render()
        if tutorial.mode == "free":
            break
        if tutorial.mode == "read":
            click(app, tutorial.next_button.rect.center)
        elif tutorial.mode == "act":
            click(app, tutorial.target.center)
    assert tutorial.mode == "free" and tutorial.step.expect == Expect("roll")
    assert tutorial.target is None and "not part of the lesson" in tutorial.lines.text
    logged = len(tutorial.table.match.log)
    cancel = next(a for a in tutorial.table.legal_for_viewer() if a.kind == "cancel")
    click(app, action_rect(tutorial.table, Expect("cancel"), script.locate).center)
    app.step(0.016, [])
    assert tutorial.table.match.log[logged] == cancel, "the player's own choice was taken"
    assert tutorial.index == 2, "the lesson waits on at its step"


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 800), 1.0), ((1920, 1080), 1.0), ((1024, 600), 1.0), ((1280, 800), 1.5)],
)
def test_the_speech_panel_never_covers_what_it_points_at(game_id, size, scale):
    from anno_desktop.settings import Settings
    from anno_desktop.ui.app import App
    from anno_desktop.ui.screenshot import tutorial_step

    settings = Settings(animation_speed="off", bot_pace="instant", ui_scale=scale)
    app = App(size, settings=settings, apply_fullscreen=False)
    try:
        tutorial = tutorial_step(app, game_id)
        app.render()
        window = pygame.Rect((0, 0), size)
        assert tutorial.mode == "act" and tutorial.target is not None
        assert not tutorial.shape.panel.colliderect(tutorial.target)
        assert window.contains(tutorial.shape.panel) and window.contains(tutorial.target)
        assert all(tutorial.shape.panel.contains(b.rect) for b in tutorial.widgets[1:])
    finally:
        app.close_scenes()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_speech_panel_leaves_the_choice_open_on_the_board_readable(size):
    """Anno 1701's first lesson step is the set-up draft, drawn over the sea: the four tiles
    with their benefits in full are what the step is about, so the lesson box keeps off them."""
    from anno_desktop.settings import Settings
    from anno_desktop.ui.app import App
    from anno_desktop.ui.screenshot import tutorial_step

    settings = Settings(animation_speed="off", bot_pace="instant")
    app = App(size, settings=settings, apply_fullscreen=False)
    try:
        tutorial = tutorial_step(app, "anno1701")
        app.render()
        app.render()  # the lesson lays out again once the table has drawn its panel
        opened = tutorial.table.panel_rect
        assert opened is not None
        assert not tutorial.shape.panel.colliderect(opened)
        assert not tutorial.shape.panel.colliderect(tutorial.target)
    finally:
        app.close_scenes()
