"""Every registered game keeps the engine contract under random legal play (DESIGN.md).

Checked after each action: legal actions seen from the acting seat's own view equal the real
ones, clone and view are faithful, determinized states fit their view, the game's own
invariants hold; at each game's end, save + replay reaches the same state.
"""

import pytest

from anno_desktop.cli import main
from anno_desktop.engine.contract import fuzz
from anno_desktop.games import available_games, get_game

ACTIONS_PER_GAME = 20_000


@pytest.mark.slow
@pytest.mark.parametrize("game_id", available_games())
def test_random_play_keeps_the_contract(game_id):
    rules = get_game(game_id).rules
    variants = [rules.options_model(players=n) for n in rules.player_counts]
    report = fuzz(rules, variants, ACTIONS_PER_GAME, seed=1)
    assert not report.failures, report.failures[0].problem
    assert report.actions == ACTIONS_PER_GAME


def test_toy_game_keeps_the_contract(toy):
    report = fuzz(toy, [toy.options_model(players=2)], 3000, seed=3)
    assert not report.failures and report.finished > 10


def test_fuzz_cli_reports_and_writes_the_failing_save(toy, monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(tmp_path)

    def broken(state):
        return ["pos is too high"] if max(state.pos) > 5 else []

    monkeypatch.setattr(type(toy), "invariants", staticmethod(broken), raising=False)
    assert main(["fuzz", "toy", "--actions", "500", "--seed", "2"]) == 1
    out = capsys.readouterr().out
    assert "FAILED" in out and "pos is too high" in out
    (save,) = tmp_path.glob("fuzz-toy-*.json")
    assert main(["replay", str(save), "--verify"]) == 0


def test_a_clone_that_shares_state_is_caught(toy, monkeypatch):
    import copy

    from tests.engine.toygame import ToyState

    monkeypatch.setattr(ToyState, "clone", lambda self: copy.copy(self))  # lists shared
    report = fuzz(toy, [toy.options_model(players=2)], 200, seed=3, deep_every=1)
    assert report.failures and "clone shares state" in report.failures[0].problem
