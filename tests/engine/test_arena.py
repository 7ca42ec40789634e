"""simulate: bots play whole games and the report has DESIGN.md's fields."""

import json

import pytest

from anno_desktop.cli import main
from anno_desktop.games import available_games


def test_simulate_json_report(toy, capsys):
    assert main(["simulate", "toy", "--games", "20", "--seed", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    for key in (
        "games",
        "finished",
        "errors",
        "mean_turns",
        "wins_by_seat",
        "actions_per_second",
        "seconds",
    ):
        assert key in report
    assert report["games"] == report["finished"] == 20 and report["errors"] == 0
    assert sum(report["wins_by_seat"]) == 20


def test_simulate_refuses_unknown_level(toy, capsys):
    assert main(["simulate", "toy", "--bots", "genius", "--games", "1"]) == 2
    assert "no bot level" in capsys.readouterr().err


def test_simulate_refuses_bad_game_option(toy, capsys):
    assert main(["simulate", "toy", "--games", "1", "--colour", "red"]) == 2
    assert "invalid options" in capsys.readouterr().err


def test_bench_reports_every_figure(toy, monkeypatch, capsys):
    from anno_desktop import bench

    monkeypatch.setattr(bench, "RANDOM_PLAY_SECONDS", 0.2)
    monkeypatch.setattr(bench, "THINKING_SECONDS", 1.0)
    assert main(["bench", "--game", "toy", "--hard-seconds", "0.01", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    row = report["games"]["toy"]
    assert row["random_actions_per_second"] > 0 and row["clone"]["n"] > 0
    assert set(row["decision"]) == {"random", "hard"}
    assert report["ui"]["first_frame_ms"] > 0 and report["ui"]["toy"]["frame"]["n"] > 0
    assert report["ui"]["toy"]["frame_cpu"]["n"] == report["ui"]["toy"]["frame"]["n"]
    thinking = report["ui"]["toy"]["while_hard_thinks"]
    assert set(thinking) == {"frame", "frame_to_frame"}
    redraw = report["redraw"]["toy"]
    assert set(redraw) == {"1280x800", "2560x1440"}
    assert all(size["render"]["n"] == bench.REDRAW_FRAMES for size in redraw.values())
    assert report["peak_memory_mb"] > 0


@pytest.mark.parametrize("game_id", available_games())
def test_saved_bot_game_replays_to_the_same_state(game_id, tmp_path, capsys):
    """Issue 2: a bot game saved and checked with `replay --verify` reaches the same hash."""
    assert (
        main(["simulate", game_id, "--games", "1", "--seed", "5", "--save-dir", str(tmp_path)]) == 0
    )
    (save,) = tmp_path.glob("*.json")
    capsys.readouterr()
    assert main(["replay", str(save), "--verify"]) == 0
    assert "verified" in capsys.readouterr().out
