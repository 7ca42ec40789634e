"""Files from outside are hostile (issue 9): a kill mid-save, and broken rule files.

Each is checked in a real process, the way a user meets it: a clear one-line message,
no traceback, and the user's files untouched.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from anno_desktop.engine.saves import read_save
from anno_desktop.games import available_games
from anno_desktop.paths import rules_dir

WRITER = """
import sys, datetime
from anno_desktop.engine.saves import SaveFile, write_save
from pathlib import Path
path = Path(sys.argv[1])
n = 0
while True:
    n += 1
    write_save(path, SaveFile(game="toy", options={"players": 2}, seed=n,
        seats=[{"name": "A"}, {"name": "B"}], actions=[["step", 1]] * 200_000,
        state_hash=str(n), saved_at=datetime.datetime.now(datetime.UTC)))
    print(n, flush=True)
"""


@pytest.mark.slow
def test_kill_during_saving_leaves_a_valid_save(tmp_path):
    path = tmp_path / "autosave.json"
    for delay in (0.05, 0.3, 0.7):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True
        )
        proc.stdout.readline()  # one complete save exists
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        save = read_save(path)  # never half-written
        assert len(save.actions) == 200_000


def _break_first_field(text: str) -> str:
    """Drop the first `key = value` line that is not a table header."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if "=" in line and not line.lstrip().startswith(("#", "[")):
            return "\n".join(lines[:i] + lines[i + 1 :]) + "\n"
    return text + "\n[[\n"


def _rule_files(game_id: str) -> list[Path]:
    return sorted((rules_dir() / game_id).glob("*.toml"))


@pytest.mark.parametrize("game_id", available_games())
def test_broken_rule_file_is_named_with_its_field(game_id, tmp_path):
    files = _rule_files(game_id)
    assert files, f"{game_id} has no rule files"
    copy = tmp_path / "rules"
    shutil.copytree(rules_dir(), copy)
    for original in files:
        target = copy / game_id / original.name
        broken = _break_first_field(original.read_text())
        target.write_text(broken)
        env = {**os.environ, "ANNO_DESKTOP_RULES": str(copy)}
        players = ["--players", "2"] if game_id in ("anno1701", "santa-maria") else []
        proc = subprocess.run(
            [sys.executable, "-m", "anno_desktop", "simulate", game_id, *players, "--games", "1"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        assert proc.returncode == 2, (original.name, proc.stdout, proc.stderr[-2000:])
        assert "Traceback" not in proc.stderr
        assert original.name in proc.stderr, proc.stderr
        assert target.read_text() == broken  # never rewritten
        shutil.copyfile(original, target)


def test_save_with_unknown_game_is_refused(tmp_path, capsys):
    from anno_desktop.cli import main

    path = tmp_path / "x.json"
    path.write_text(
        json.dumps(
            {
                "game": "chess",
                "options": {"players": 2},
                "seed": 1,
                "seats": [{"name": "A"}, {"name": "B"}],
                "actions": [],
                "state_hash": "0",
                "saved_at": "2026-01-01T00:00:00Z",
            }
        )
    )
    assert main(["replay", str(path), "--verify"]) == 2
    assert "chess" in capsys.readouterr().err
