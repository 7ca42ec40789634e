"""The Hint button (issue 6, issue 20 item 3): a move from the player's own view, in plain
words, thought of beside the window (`hard` at a short budget where it beats `normal`), and for
Anno 1800 a sentence saying which goal of the mission the move works towards."""

import time

import pygame
import pytest

from anno_desktop.engine.match import Seat
from anno_desktop.games import available_games
from anno_desktop.ui import flow
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.play import hint_text
from tests.ui.conftest import click, key

WAIT_SECONDS = 60.0  # a child process starts for `hard`; the hint itself takes far less


def _open(app, game_id, **options):
    options = flow.default_options(game_id).model_copy(update=options)
    seats = [Seat(name="Ann", kind="human")] + [
        Seat(name=f"Bot {i}", level="normal") for i in range(1, options.players)
    ]
    scene = flow.scene_class(game_id)(
        app, flow.new_match(game_id, options, seats, 4), autosave=False
    )
    app.reset(MainMenu(app), scene)
    scene.run_bots()
    app.step(0.016, [])
    return scene


def _wait_for_hint(app) -> str:
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        app.step(0.016, [])
        toast = app.toast_text or ""
        if toast.startswith("Hint: "):
            return toast
        time.sleep(0.01)
    raise AssertionError(f"no hint after {WAIT_SECONDS} s (toast: {app.toast_text!r})")


@pytest.mark.parametrize("game_id", available_games())
def test_hint_names_one_of_the_players_legal_moves(app, game_id):
    scene = _open(app, game_id)
    assert scene.human_to_act == 0 and scene.hint_button.enabled
    before = list(scene.match.log)
    click(app, scene.hint_button.rect.center)
    assert app.toast_text == "Thinking of a hint\u2026"  # the window goes on meanwhile
    toast = _wait_for_hint(app)
    described = {scene._describe(a) for a in scene.match.legal_actions()}
    assert any(toast == f"Hint: {d}" or toast.startswith(f"Hint: {d} \u2013 ") for d in described)
    assert scene.match.log == before  # a hint never plays the move
    key(app, pygame.K_h)
    _wait_for_hint(app)
    assert scene.match.log == before
    scene.on_exit()


def test_anno1800_hint_says_which_goal_the_move_is_for(app):
    scene = _open(app, "anno1800-solo", mission=2)
    click(app, scene.hint_button.rect.center)
    toast = _wait_for_hint(app)
    move, _, reason = toast.removeprefix("Hint: ").partition(" \u2013 ")
    assert move in {scene._describe(a) for a in scene.match.legal_actions()}
    goals = ("engineer cubes: 3", "Dynamite factory built", "population cards fulfilled: 10")
    assert any(reason.endswith(f"for the goal \u201c{g}\u201d") for g in goals)
    scene.on_exit()


def test_a_hint_without_a_reason_is_the_move_alone():
    assert hint_text("City festival", None) == "Hint: City festival"
    assert hint_text("City festival", "for the cubes") == "Hint: City festival \u2013 for the cubes"


def test_no_hint_without_a_bot_to_ask(app, toy):
    scene = _open(app, "toy")
    assert not scene.hint_button.enabled
    assert "no bot" in scene.hint_button.tooltip
