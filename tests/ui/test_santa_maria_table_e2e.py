"""Santa Maria end to end (issue 5): a whole 3-player game, the human seat played only with
synthetic mouse and key events on what the screen shows (action-bar buttons, board zones, tiles
dragged onto the colony) against two normal bots, until the game-over screen."""

import random
import time

import pygame
import pytest

from anno_desktop.ui import flow
from anno_desktop.ui.games.santa_maria import SantaMariaScene
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.widgets.button import Button
from tests.ui.conftest import click, key

pytestmark = pytest.mark.skipif(
    "santa-maria" not in flow.playable_games(), reason="Santa Maria is not installed"
)


def press(app, pos, button: int = 1) -> None:
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])


def release(app, pos) -> None:
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def move(app, pos) -> None:
    app.step(
        0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))]
    )


def drag_a_tile(app, scene: SantaMariaScene, rng: random.Random) -> None:
    """Pick a legal placement, turn the tile to it with R, and drag it there."""
    places = sorted(a for a in scene.match.legal_actions() if a.kind == "place")
    row, col, turn = rng.choice(places).args
    for _ in range(4):
        if scene.rotation() == turn:
            break
        key(app, pygame.K_r)
    grid, cell = scene.lay.grid, scene.lay.cell
    target = (grid.x + (col - 1) * cell + cell // 2, grid.y + (row - 1) * cell + cell // 2)
    press(app, scene.hand_rect.center)
    move(app, target)
    release(app, target)


def visible_choices(scene: SantaMariaScene) -> list[tuple[int, int]]:
    """Where a player could click now: buttons fully in the action bar, and board zones;
    buying and selling only when nothing else is offered (so the game moves on), retiring only
    when no other main action is (so the human plays each year out)."""
    area = scene.actions.rect
    buttons = [b for b in scene.actions.children if isinstance(b, Button) and area.contains(b.rect)]
    main = [b for b in buttons if not b.label.startswith(("Buy ", "Sell "))]
    staying = [b for b in main if not b.label.startswith("Retire ")]
    spots = [b.rect.center for b in (staying or main or buttons)]
    zones = [(rect, action) for rect, action in scene.board_zones if action.kind != "place"]
    if staying:
        zones = [(rect, action) for rect, action in zones if action.kind != "retire"]
    return spots + [rect.center for rect, _ in zones]


def test_a_whole_game_played_with_the_mouse_reaches_game_over(app):
    players = 3
    options = flow.default_options("santa-maria", players)
    seats = flow.default_seats("santa-maria", players, ["human", "normal", "normal"])
    flow.open_match(app, flow.new_match("santa-maria", options, seats, 11))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    rng = random.Random(5)
    started = time.monotonic()
    human_moves = drags = 0
    while not isinstance(app.top, GameOver):
        assert time.monotonic() - started < 60, "the game should finish well within a minute"
        app.step(0.016, [])
        if app.top is scene and scene.final_open:
            # The final scoring stands on the table first; its button leads on.
            on = next(r for r, cb in scene.board_buttons if cb == scene.show_game_over)
            click(app, on.center)
            continue
        if app.top is not scene or scene.human_to_act is None:
            continue
        if scene.year_card is not None:
            ok = next(r for r, cb in scene.board_buttons if cb == scene.close_year_card)
            click(app, ok.center)
            continue
        logged = len(scene.match.log)
        if scene.tile_in_hand() is not None:
            drag_a_tile(app, scene, rng)
            drags += 1
        else:
            click(app, rng.choice(visible_choices(scene)))
        assert len(scene.match.log) > logged, "every click on a shown choice is a move"
        human_moves += 1
    result = scene.match.result()
    assert result is not None and human_moves > 20 and drags > 0
    assert len(result.scores) == players
