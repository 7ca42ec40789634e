"""The bot worker: a cancelled decision stops a searching bot and its answer is dropped."""

import threading
import time

from anno_desktop.ai.runner import BotWorker
from anno_desktop.engine.rules import Action


def test_cancel_stops_the_search_and_drops_its_answer():
    stopped = threading.Event()

    def choose() -> Action:
        stopped.wait(timeout=30)
        return Action("late")

    worker = BotWorker()
    worker.start(choose, stopped.set)
    assert worker.busy
    worker.cancel()
    assert stopped.is_set()
    worker.start(lambda: Action("next"))
    assert worker.busy
    deadline = time.monotonic() + 30
    while (answer := worker.poll()) is None and time.monotonic() < deadline:
        time.sleep(0.001)
    assert answer == (Action("next"), None) and not worker.busy


def test_a_hard_seat_thinks_in_a_child_process_that_ends_with_the_scene(app):
    from anno_desktop.ai.process import ProcessBot
    from anno_desktop.engine.match import Seat
    from anno_desktop.ui import flow
    from anno_desktop.ui.scenes.main_menu import MainMenu

    app.settings.hard_bot_seconds = 0.1
    game = "anno1701-cards"
    seats = [Seat(name="Hard", level="hard"), Seat(name="Normal", level="normal")]
    match = flow.new_match(game, flow.default_options(game), seats, 4)
    scene = flow.scene_class(game)(app, match, autosave=False)
    app.reset(scene)
    deadline = time.monotonic() + 60
    while len(match.log) < 12 and time.monotonic() < deadline:
        app.step(1 / 60, [])
        time.sleep(0.005)
    assert len(match.log) >= 12
    assert isinstance(scene.runner.bots[0], ProcessBot)
    process = scene.runner.host._process
    assert process.is_alive()
    app.reset(MainMenu(app))
    assert not process.is_alive() and scene.runner.host is None
