"""The search bot (`hard`): legal, reproducible, and blind to what its seat cannot see."""

import threading
import time

import pytest

from anno_desktop import games
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.mcts import MctsBot
from anno_desktop.engine.rng import Rng
from tests.engine.toygame import ROLL, ToyOptions


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(games.GAME_MODULES, "toy", "tests.engine.toygame")
    return games.get_game("toy").rules


def _midgame(toy, seed=2):
    state = toy.new_game(ToyOptions(), seed)
    toy.apply(state, ROLL)
    while state.steps_left < 2:
        state = toy.new_game(ToyOptions(), seed := seed + 1)
        toy.apply(state, ROLL)
    return state


def test_search_returns_a_legal_action_and_is_reproducible(toy):
    state = _midgame(toy)
    legal = toy.legal_actions(state)
    picks = {
        MctsBot(toy, 7, iterations=200).choose(Decision(toy, state, state.current, legal))
        for _ in range(3)
    }
    assert len(picks) == 1 and picks <= set(legal)


def test_decision_does_not_depend_on_hidden_information(toy):
    """Fairness: states differing only in what the seat cannot see give the same choice."""
    state = _midgame(toy)
    seat = state.current
    other = toy.determinize(toy.view(state, seat), Rng(99))
    other.secret[1 - seat] = 3 if state.secret[1 - seat] != 3 else 1
    other.rng = Rng(12345)
    for bot_seed in range(5):
        a = MctsBot(toy, bot_seed, iterations=150).choose(
            Decision(toy, state, seat, toy.legal_actions(state))
        )
        b = MctsBot(toy, bot_seed, iterations=150).choose(
            Decision(toy, other, seat, toy.legal_actions(other))
        )
        assert a == b


def test_bot_view_hides_the_dice_generator(toy):
    state = _midgame(toy)
    view = Decision(toy, state, state.current, toy.legal_actions(state)).view
    assert view.rng != state.rng


def test_cancel_stops_a_long_search(toy):
    state = _midgame(toy)
    bot = MctsBot(toy, 1, seconds=600.0)
    picked = []
    worker = threading.Thread(
        target=lambda: picked.append(
            bot.choose(Decision(toy, state, state.current, toy.legal_actions(state)))
        )
    )
    worker.start()
    while not bot.searching and worker.is_alive():
        time.sleep(0.001)
    bot.cancel()
    worker.join(timeout=30)
    assert not worker.is_alive() and picked[0] in toy.legal_actions(state)
