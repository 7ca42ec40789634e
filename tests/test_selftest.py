"""`anno-desktop --selftest` (issue 8): passes on a whole installation, names what is broken."""

import os
import shutil
import subprocess
import sys

import pytest

from anno_desktop import selftest
from anno_desktop.paths import rules_dir


def _selftest(env=None):
    return subprocess.run(
        [sys.executable, "-m", "anno_desktop", "--selftest"],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=600,
    )


@pytest.mark.slow
def test_selftest_passes_and_leaves_user_files_alone(tmp_path):
    home = tmp_path / "home"
    proc = _selftest({"ANNO_DESKTOP_HOME": str(home)})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip().endswith("self-test passed")
    assert "scenes rendered" in proc.stdout
    assert not home.exists() or not any(home.rglob("*.json"))


def test_selftest_names_a_missing_rules_text(tmp_path, monkeypatch):
    """The whole run is the test above's; here only the rule data is broken, so the checks that
    draw scenes and start a bot process (a minute of CPU, unchanged by the rules text) are
    stubbed and the run itself, with its lines and exit status, is the real one."""
    copy = tmp_path / "rules"
    shutil.copytree(rules_dir(), copy)
    game = sorted(p.name for p in copy.iterdir() if p.is_dir())[0]
    (copy / game / "rules.md").unlink()
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(copy))
    monkeypatch.setattr(selftest, "_check_scenes", lambda game_id, folder: "not drawn here")
    monkeypatch.setattr(selftest, "_check_bot_process", lambda game_id: "not started here")
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    output = "\n".join(lines)
    assert f"FAIL {game}: rule data" in output and "rules.md is missing" in output
    assert output.endswith("self-test FAILED: 1 check")
    assert "Traceback" not in output
