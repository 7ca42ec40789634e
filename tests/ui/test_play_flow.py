"""The shared play flow (issue item 4) on the toy race: action-bar clicks to game over, hot-seat
hand-off, undo, refused actions, bots on a worker thread, autosave and Continue after a kill."""

import time

import pygame

from anno_desktop.engine.match import Seat
from anno_desktop.engine.rules import Action
from anno_desktop.engine.saves import read_save
from anno_desktop.settings import Settings
from anno_desktop.ui import flow
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.scenes.handoff import HandOff
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.button import Button
from tests.ui.conftest import click, key

HUMANS = [
    Seat(name="Ann", kind="human", colour="red"),
    Seat(name="Ben", kind="human", colour="blue"),
]


def start(app, seats, seed=5):
    match = flow.new_match("toy", flow.default_options("toy"), seats, seed)
    flow.open_match(app, match)
    return next(s for s in app.stack if isinstance(s, GameScene))


def action_buttons(scene):
    return [w for w in scene.actions.children if isinstance(w, Button) and w.visible]


def play_by_clicks(app, limit=400):
    """Click the first action button (or through a hand-off) until the game is over."""
    for _ in range(limit):
        top = app.top
        if isinstance(top, GameOver):
            return top
        if isinstance(top, HandOff):
            click(app, (10, 10))
            continue
        buttons = action_buttons(top)
        assert buttons, "a human to act always has a button"
        click(app, buttons[-1].rect.center)
    raise AssertionError("the game did not end")


def test_hot_seat_game_played_by_clicks_to_game_over(app, toy):
    scene = start(app, HUMANS)
    assert isinstance(scene, GameScene)
    assert isinstance(app.top, HandOff), "secrets in play: the first player gets the screen"
    over = play_by_clicks(app)
    assert scene.match.result() is not None
    assert over.ranking[0][2], "the winner is ranked first"
    save = read_save(scene.autosave_path)
    assert save.over and len(save.actions) == len(scene.match.log)


def test_hand_off_covers_the_board_until_the_next_player_clicks(app, toy):
    scene = start(app, HUMANS)
    click(app, (10, 10))
    assert scene.viewer == 0 and app.top is scene
    # Ann rolls and steps until the turn passes to Ben.
    for _ in range(10):
        if scene.match.to_act() == 1:
            break
        click(app, action_buttons(scene)[0].rect.center)
    handoff = app.top
    assert isinstance(handoff, HandOff) and handoff.opaque and handoff.name == "Ben"
    assert scene.viewer == 0 and scene.human_to_act is None
    assert not action_buttons(scene), "no buttons for Ben while the screen is covered"
    click(app, (500, 500))
    assert scene.viewer == 1 and app.top is scene


def test_undo_takes_back_a_step_but_not_the_roll(app, toy):
    scene = start(
        app,
        [
            Seat(name="Ann", kind="human", colour="red"),
            Seat(name="Bot", kind="bot", level="random", colour="blue"),
        ],
        seed=3,
    )
    assert not scene.undo_button.enabled
    click(app, action_buttons(scene)[0].rect.center)  # roll: a barrier
    assert not scene.match.can_undo()
    steps = [b for b in action_buttons(scene) if b.label == "Step 1"]
    if steps and scene.match.state.steps_left > 1:
        click(app, steps[0].rect.center)
        assert scene.undo_button.enabled
        logged = len(scene.match.log)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(scene.match.log) == logged - 1


def test_refused_action_is_a_message_not_a_crash(app, toy):
    scene = start(
        app, [Seat(name="Ann", kind="human"), Seat(name="Bot", kind="bot", level="random")]
    )
    assert scene.submit(Action("fly", (3,))) is False
    assert "Not possible" in app.toast_text


def test_bots_move_on_a_worker_thread_until_a_human_must_choose(app, toy):
    seats = [Seat(name="Bot A", kind="bot", level="random"), Seat(name="Ann", kind="human")]
    scene = start(app, seats, seed=11)
    deadline = time.monotonic() + 10
    while scene.match.to_act() == 0 and time.monotonic() < deadline:
        app.step(0.016, [])
        time.sleep(0.002)
    assert scene.match.to_act() == 1 or scene.match.result() is not None
    assert scene.match.log, "the bot made its moves"


def test_autosave_and_continue_after_the_process_was_killed(toy):
    settings = Settings(animation_speed="off", bot_pace="instant")
    first = App((1280, 720), settings=settings)
    scene = start(first, HUMANS, seed=21)
    click(first, (10, 10))
    while scene.match.turn() < 2:
        top = first.top
        if isinstance(top, HandOff):
            click(first, (10, 10))
            continue
        click(first, action_buttons(scene)[0].rect.center)
    saved_log = list(read_save(scene.autosave_path).actions)
    del first, scene  # the process dies here: nothing else is written

    second = App((1280, 720), settings=settings)
    menu = MainMenu(second)
    second.push(menu)
    cont = next(w for w in menu.widgets if getattr(w, "label", "") == "Continue")
    assert cont.enabled
    click(second, cont.rect.center)
    resumed = next(s for s in second.stack if isinstance(s, GameScene))
    assert [a.to_json() for a in resumed.match.log] == saved_log
    assert resumed.match.turn() >= 2


def test_save_button_writes_a_loadable_file(app, toy):
    scene = start(
        app, [Seat(name="Ann", kind="human"), Seat(name="Bot", kind="bot", level="random")]
    )
    scene.save_game()
    saves = [i for i in flow.list_saves() if not i.autosave]
    assert len(saves) == 1 and saves[0].save.game == "toy"
    assert flow.open_save_file(app, saves[0].path)


def test_a_failing_board_renderer_falls_back_to_the_plain_table(app, toy):
    class Broken(GameScene):
        def draw_board(self, surface, rect, view):
            raise RuntimeError("renderer bug")

    match = flow.new_match(
        "toy",
        flow.default_options("toy"),
        [*HUMANS[:1], Seat(name="Bot", kind="bot", level="random")],
        2,
    )
    app.reset(MainMenu(app), Broken(app, match))
    app.render()
    assert "plain table" in app.toast_text
    app.render()


def test_the_log_names_seats_instead_of_player_numbers(app, toy):
    from anno_desktop.engine.rules import Event

    scene = start(
        app, [Seat(name="Ann", kind="human"), Seat(name="Ben", kind="bot", level="random")]
    )
    scene.log_event(Event("x", "Player 2 sails past Player 1", 1))
    assert scene.log.entries[-1].text == "Ben sails past Ann"


def test_an_engine_failure_is_a_message_and_the_bots_stop_asking(app, toy, monkeypatch):
    scene = start(
        app, [Seat(name="Bot", kind="bot", level="random"), Seat(name="Ann", kind="human")], seed=4
    )

    def broken(state, action):
        raise RuntimeError("engine bug")

    monkeypatch.setattr(toy, "apply", broken)
    scene.worker.cancel()
    scene._maybe_start_bot()
    deadline = time.monotonic() + 5
    while not scene.bots_halted and time.monotonic() < deadline:
        app.step(0.016, [])
        time.sleep(0.002)
    assert scene.bots_halted
    assert "engine failed" in app.toast_text


def test_the_hand_off_screen_hides_messages_too(app, toy):
    start(app, HUMANS)
    assert isinstance(app.top, HandOff)
    app.toast("Ann's secret card is a 3")
    before = app.render().copy()
    app._toast = None
    after = app.render()
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")


def test_number_keys_choose_from_the_action_bar(app, toy):
    scene = start(
        app, [Seat(name="Ann", kind="human"), Seat(name="Bot", kind="bot", level="random")], seed=6
    )
    assert [b.label for b in action_buttons(scene)] == ["Roll the die"]
    key(app, pygame.K_1)
    assert scene.match.log[0].kind == "roll"


def test_hot_seat_hands_over_even_when_secrets_are_still_equal(app):
    """Santa Maria's hidden points are all 0 at the start, yet the screen is still covered."""
    if "santa-maria" not in flow.playable_games():
        return
    options = flow.default_options("santa-maria", 2)
    seats = [
        Seat(name="Ann", kind="human", colour="red"),
        Seat(name="Ben", kind="human", colour="blue"),
    ]
    flow.open_match(app, flow.new_match("santa-maria", options, seats, 3))
    assert isinstance(app.top, HandOff)


def test_a_scene_without_secrets_skips_the_hand_off(app, toy):
    class Open(GameScene):
        hidden_information = False

    match = flow.new_match("toy", flow.default_options("toy"), HUMANS, 2)
    app.reset(MainMenu(app), Open(app, match))
    assert isinstance(app.top, Open)
