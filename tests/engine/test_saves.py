"""Saves: written atomically, replayed exactly, and hostile files refused with a clear message."""

import json
import os

import pytest

from anno_desktop.cli import main
from anno_desktop.engine.errors import SaveError
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import Action
from anno_desktop.engine.saves import read_save, restore, to_save, write_save
from tests.engine.toygame import ROLL, ToyOptions


def _finished_match(toy, seed=4):
    m = Match(toy, ToyOptions(), seed, [Seat(name="A"), Seat(name="B")])
    while m.to_act() is not None:
        m.submit(m.legal_actions()[-1])
    return m


def test_round_trip_replays_to_the_same_state(toy, tmp_path):
    m = _finished_match(toy)
    path = tmp_path / "game.json"
    write_save(path, to_save(m))
    again = restore(read_save(path), toy)
    assert state_hash(again.state) == state_hash(m.state)
    assert again.log == m.log


def test_replay_verify_cli(toy, tmp_path, capsys):
    path = tmp_path / "game.json"
    write_save(path, to_save(_finished_match(toy)))
    assert main(["replay", str(path), "--verify"]) == 0
    assert "verified" in capsys.readouterr().out


def test_write_leaves_no_temporary_files(toy, tmp_path):
    path = tmp_path / "game.json"
    write_save(path, to_save(_finished_match(toy)))
    write_save(path, to_save(_finished_match(toy, 5)))
    assert os.listdir(tmp_path) == ["game.json"]


def test_failed_write_keeps_the_previous_save(toy, tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    write_save(path, to_save(_finished_match(toy)))
    before = path.read_bytes()

    def killed(*_args):
        raise KeyboardInterrupt  # stands in for a kill between write and rename

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        write_save(path, to_save(_finished_match(toy, 5)))
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["game.json"]


def _valid_text(toy, tmp_path):
    path = tmp_path / "valid.json"
    write_save(path, to_save(_finished_match(toy)))
    return path.read_text()


HOSTILE = {
    "truncated": lambda good: good[: len(good) // 2],
    "not_json": lambda good: "this is not a save\n",
    "empty": lambda good: "",
    "binary": lambda good: "\udcff",
    "wrong_types": lambda good: good.replace('"seed": ', '"seed": "many", "x": ', 1),
    "unknown_schema": lambda good: good.replace('"schema_version": 1', '"schema_version": 99'),
    "not_an_object": lambda good: "[1, 2, 3]",
    "tampered_log": lambda good: json.dumps(
        {**json.loads(good), "actions": [["step", 9]] + json.loads(good)["actions"]}
    ),
    "tampered_hash": lambda good: json.dumps({**json.loads(good), "state_hash": "0" * 64}),
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_hostile_save_is_refused_clearly_and_left_untouched(toy, tmp_path, capsys, kind):
    path = tmp_path / f"{kind}.json"
    content = HOSTILE[kind](_valid_text(toy, tmp_path))
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    before = path.read_bytes()
    code = main(["replay", str(path), "--verify"])
    err = capsys.readouterr().err
    assert code != 0
    assert err.startswith("anno-desktop: ") and "Traceback" not in err
    assert str(path) in err or "save" in err
    assert path.read_bytes() == before


def test_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(100 * 1024 * 1024)
    with pytest.raises(SaveError, match="too large"):
        read_save(path)
    assert path.stat().st_size == 100 * 1024 * 1024


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        read_save(tmp_path / "nope.json")


def test_a_loaded_game_keeps_the_undo_it_was_saved_with(toy, tmp_path):
    """DESIGN.md: "Undo rewinds a human's own actions back to the last hidden-information
    reveal or dice roll, never past it" - after Continue as before it."""
    for seed in range(1, 100):
        m = Match(toy, ToyOptions(), seed, [Seat(name="Ann", kind="human"), Seat(name="Ben")])
        m.submit(ROLL)
        if m.state.steps_left >= 2:
            break
    before_step = state_hash(m.state)
    m.submit(Action("step", (1,)))
    path = tmp_path / "game.json"
    write_save(path, to_save(m))
    again = restore(read_save(path), toy)
    assert again.can_undo()
    assert again.undo()
    assert state_hash(again.state) == before_step and again.log == [ROLL]
    assert not again.undo()  # never past the roll
