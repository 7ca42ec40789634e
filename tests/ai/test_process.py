"""Bots thinking in a child process: same answers as at home, cancellable, and a dead child
does not stop the game."""

import threading
import time

import pytest

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.ai.process import BotHost
from anno_desktop.engine.bots import Decision
from anno_desktop.games import get_game

GAME = "anno1701"  # its hard is the generic search: the test needs no game of its own


@pytest.fixture
def host():
    host = BotHost(GAME)
    yield host
    host.close()


def decision_with_choices(seed: int) -> Decision:
    rules = get_game(GAME).rules
    state = rules.new_game(rules.options_model(players=2), seed)
    bot = make_bot(GAME, "normal", seed)
    while len(legal := rules.legal_actions(state)) < 3:
        rules.apply(state, bot.choose(Decision(rules, state, rules.to_act(state), legal)))
    return Decision(rules, state, rules.to_act(state), legal)


def test_a_bot_in_the_child_decides_as_the_same_bot_here(host):
    budget = Budget(iterations=30)
    remote = host.bot("hard", 5, budget)
    local = make_bot(GAME, "hard", 5, budget)
    for seed in (1, 2, 3):
        decision = decision_with_choices(seed)
        assert remote.choose(decision) == local.choose(decision)


def long_decision_in_background(host):
    """A hard bot with a minute to think, deciding on a thread: (bot, decision, thread, answers)."""
    bot = host.bot("hard", 5, Budget(seconds=60.0))
    decision = decision_with_choices(1)
    answers = []
    thread = threading.Thread(target=lambda: answers.append(bot.choose(decision)), daemon=True)
    thread.start()
    return bot, decision, thread, answers


def test_cancel_stops_a_long_search_in_the_child(host):
    bot, decision, thread, answers = long_decision_in_background(host)
    deadline = time.monotonic() + 30
    while thread.is_alive() and time.monotonic() < deadline:
        bot.cancel()  # again until the child has started and the search is under way
        thread.join(timeout=0.5)
    assert not thread.is_alive() and answers[0] in decision.legal


def test_a_dead_child_is_replaced_by_a_new_one(host):
    bot = host.bot("hard", 5, Budget(iterations=10))
    decision = decision_with_choices(2)
    assert bot.choose(decision) in decision.legal
    dead = host._process
    dead.kill()
    dead.join()
    assert bot.choose(decision) in decision.legal
    assert host._process is not dead and host._process.is_alive()


def test_a_child_that_stops_answering_is_given_up(host, monkeypatch):
    from anno_desktop.ai import process

    monkeypatch.setattr(process, "ANSWER_TIMEOUT", 3.0)
    endless = ("hard", 5, Budget(seconds=0.0, iterations=10**9))
    with pytest.raises(OSError, match="did not answer"):
        host.ask(endless, decision_with_choices(2))
    host._process.join(timeout=10)
    assert not host._process.is_alive()


def test_without_a_child_the_bot_thinks_here(host, monkeypatch):
    monkeypatch.setattr(host, "start", lambda: False)
    bot = host.bot("hard", 5, Budget(iterations=10))
    decision = decision_with_choices(2)
    assert bot.choose(decision) in decision.legal
    assert bot.thinks_here


def test_closing_the_host_ends_the_child(host):
    bot = host.bot("hard", 5, Budget(iterations=5))
    bot.choose(decision_with_choices(3))
    process = host._process
    host.close()
    assert not process.is_alive()


def test_closing_the_host_mid_decision_answers_at_once_without_thinking_here(host):
    bot, decision, thread, answers = long_decision_in_background(host)
    deadline = time.monotonic() + 30
    while host._process is None and time.monotonic() < deadline:
        time.sleep(0.05)  # until the decision is on its way to the child
    host.close()
    thread.join(timeout=30)
    assert not thread.is_alive() and answers[0] in decision.legal
    assert not bot.thinks_here
