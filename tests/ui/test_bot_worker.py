"""The bot worker: a cancelled decision stops a searching bot and its answer is dropped."""

import threading

from anno_desktop.engine.rules import Action
from anno_desktop.ui.scenes.play import BotWorker


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
    while worker.busy:
        pass
    assert worker.poll() == (Action("next"), None)
