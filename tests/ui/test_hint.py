"""The Hint button (issue 6: the normal bot suggests a move): from the player's own view, in
plain words, for every game that has a `normal` bot."""

import pygame
import pytest

from anno_desktop.engine.match import Seat
from anno_desktop.games import available_games
from anno_desktop.ui import flow
from anno_desktop.ui.scenes.main_menu import MainMenu
from tests.ui.conftest import click, key


def _open(app, game_id):
    options = flow.default_options(game_id)
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


@pytest.mark.parametrize("game_id", available_games())
def test_hint_names_one_of_the_players_legal_moves(app, game_id):
    scene = _open(app, game_id)
    assert scene.human_to_act == 0 and scene.hint_button.enabled
    click(app, scene.hint_button.rect.center)
    toast = app.toast_text
    described = {scene._describe(a) for a in scene.match.legal_actions()}
    assert toast is not None and toast.startswith("Hint: ") and toast[6:] in described
    before = list(scene.match.log)
    key(app, pygame.K_h)
    assert scene.match.log == before  # a hint never plays the move


def test_no_hint_without_a_bot_to_ask(app, toy):
    scene = _open(app, "toy")
    assert not scene.hint_button.enabled
    assert "no bot" in scene.hint_button.tooltip
