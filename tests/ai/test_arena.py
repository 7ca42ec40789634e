"""Tournaments: seats rotated, win rates with Wilson intervals, decision times per level."""

import json

import pytest

from anno_desktop import games
from anno_desktop.ai.arena import wilson_interval
from anno_desktop.ai.levels import Budget, EasyBot, levels
from anno_desktop.cli import main
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rules import Action, GameOptions


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(games.GAME_MODULES, "toy", "tests.engine.toygame")
    return games.get_game("toy").rules


def test_wilson_interval_matches_the_textbook():
    low, high = wilson_interval(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_levels_without_a_heuristic_bot_are_random_and_hard(toy):
    assert list(levels("toy")) == ["random", "hard"]


def test_tournament_cli_rates_each_level(toy, capsys):
    args = ["tournament", "toy", "--seats", "hard,random", "--games", "6", "--seed", "1"]
    assert main([*args, "--hard-seconds", "0.005", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["errors"] == 0 and report["fair_share"] == 0.5
    hard = report["levels"]["hard"]
    assert hard["seat_games"] == 6
    assert 0 <= hard["wilson95"][0] <= hard["win_rate"] <= hard["wilson95"][1] <= 1
    assert hard["decision_ms_mean"] > 0


class _AlwaysFirst:
    def __init__(self, rules, seed):
        pass

    def choose(self, decision):
        return decision.legal[0]


def test_tournament_counts_iterations_and_shares_games_out_over_processes(toy, capsys):
    args = ["tournament", "anno1701-cards", "--seats", "normal,random", "--games", "4"]
    assert main([*args, "--json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert main([*args, "--jobs", "2", "--json"]) == 0
    shared = json.loads(capsys.readouterr().out)
    for report in (alone, shared):
        for row in report["levels"].values():
            del row["decision_ms_mean"], row["decision_ms_p95"]
        del report["seconds"], report["jobs"]
    assert alone == shared


def test_an_iteration_budget_fixes_the_search_whatever_the_clock(toy):
    bot = levels("toy", Budget(seconds=0.0, iterations=25))["hard"](toy, 3)
    state = toy.new_game(GameOptions(players=2), 1)
    while len(toy.legal_actions(state)) < 2:
        toy.apply(state, toy.legal_actions(state)[0])
    seat = toy.to_act(state)
    bot.choose(Decision(toy, state, seat, toy.legal_actions(state)))
    assert bot.last_iterations == 25


def test_easy_blunders_sometimes_but_mostly_plays_normal(toy):
    bot = EasyBot(toy, 3, normal=_AlwaysFirst)
    legal = [Action("a"), *[Action("b", (i,)) for i in range(9)]]
    picks = [bot.choose(Decision(toy, None, 0, legal)) for _ in range(400)]
    first = picks.count(Action("a")) / len(picks)
    assert 0.6 < first < 0.85
