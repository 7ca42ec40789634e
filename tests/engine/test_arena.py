"""simulate: bots play whole games and the report has DESIGN.md's fields."""

import json

from anno_desktop.cli import main


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
    assert main(["bench", "--game", "toy", "--hard-seconds", "0.01", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    row = report["games"]["toy"]
    assert row["random_actions_per_second"] > 0 and row["clone"]["n"] > 0
    assert set(row["decision"]) == {"random", "hard"}
    assert report["peak_memory_mb"] > 0
