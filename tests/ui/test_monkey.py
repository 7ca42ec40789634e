"""Monkey test (issue item 7): thousands of random mouse and keyboard events on every scene,
for the toy race and every registered game, must never raise."""

import random

import pygame
import pytest

from anno_desktop.engine.match import Seat
from anno_desktop.games import available_games
from anno_desktop.settings import Settings
from anno_desktop.ui import flow
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.scenes.handoff import HandOff
from anno_desktop.ui.scenes.load_game import LoadGame
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.new_game import NewGame
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.scenes.rules_help import RulesHelp
from anno_desktop.ui.scenes.settings_screen import SettingsScreen

EVENTS = 5000
BATCH = 25
SIZE = (1280, 720)
KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_a,
    pygame.K_z,
    pygame.K_F11,
]


def random_event(rnd: random.Random) -> pygame.event.Event:
    pos = (rnd.randrange(SIZE[0]), rnd.randrange(SIZE[1]))
    roll = rnd.random()
    if roll < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    if roll < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rnd.choice((1, 1, 3)))
    if roll < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rnd.choice((1, 1, 3)))
    if roll < 0.83:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-3, -1, 1, 3)))
    if roll < 0.95:
        mod = pygame.KMOD_CTRL if rnd.random() < 0.2 else 0
        return pygame.event.Event(pygame.KEYDOWN, key=rnd.choice(KEYS), mod=mod, unicode="")
    return pygame.event.Event(pygame.TEXTINPUT, text=rnd.choice("aZ9 é"))


def build(app: App, scene: str, game_id: str) -> None:
    if scene in ("game", "hot-seat", "hand-off", "game-over"):
        options = flow.default_options(game_id)
        seats = flow.default_seats(game_id, options.players)
        if scene in ("hand-off", "hot-seat") and options.players > 1:
            seats = [
                Seat(name=f"P{i + 1}", kind="human", colour=s.colour) for i, s in enumerate(seats)
            ]
        match = flow.new_match(game_id, options, seats, 3)
        own = scene in ("game", "hot-seat")
        game = flow.scene_class(game_id)(app, match) if own else GameScene(app, match)
        app.reset(MainMenu(app), game)
        if scene == "hand-off":
            app.push(HandOff(app, "P2", game.seat_look(0)))
        if scene == "game-over":
            app.push(GameOver(app, match))
        return
    makers = {"menu": MainMenu, "load": LoadGame, "settings": SettingsScreen}
    if scene in makers:
        app.reset(makers[scene](app))
    elif scene == "new-game":
        app.reset(MainMenu(app), NewGame(app, game_id))
    else:
        app.reset(MainMenu(app), RulesHelp(app, game_id))


def monkey(scene: str, game_id: str, seed: int) -> None:
    app = App(
        SIZE, settings=Settings(animation_speed="off", bot_pace="instant"), apply_fullscreen=False
    )
    rnd = random.Random(seed)
    build(app, scene, game_id)
    sent = 0
    while sent < EVENTS:
        if not app.running or not app.stack:
            app.running = True
            build(app, scene, game_id)
        app.step(0.02, [random_event(rnd) for _ in range(BATCH)])
        sent += BATCH
    # The window survives a failing scene (a dialog over the menu), so look for what it survived.
    assert not app.errors, app.errors
    for s in app.stack:
        if isinstance(s, GameScene):
            s.worker.cancel()
    pygame.display.quit()


@pytest.mark.parametrize(
    "scene", ["menu", "new-game", "load", "settings", "rules", "game", "hand-off", "game-over"]
)
def test_monkey_on_every_scene_with_the_toy_game(toy, scene):
    monkey(scene, "toy", seed=sum(map(ord, scene)))


@pytest.mark.parametrize("game_id", available_games())
def test_monkey_on_each_registered_game_scene(game_id):
    monkey("game", game_id, seed=7)


@pytest.mark.parametrize("game_id", available_games())
def test_monkey_on_each_registered_game_played_hot_seat(game_id):
    monkey("hot-seat", game_id, seed=11)
