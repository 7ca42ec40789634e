"""`anno-desktop --selftest` (issue 8): passes on a whole installation, names what is broken."""

import os
import shutil
import subprocess
import sys

import pytest

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


@pytest.mark.slow
def test_selftest_names_a_missing_rules_text(tmp_path):
    copy = tmp_path / "rules"
    shutil.copytree(rules_dir(), copy)
    game = sorted(p.name for p in copy.iterdir() if p.is_dir())[0]
    (copy / game / "rules.md").unlink()
    proc = _selftest({"ANNO_DESKTOP_RULES": str(copy)})
    assert proc.returncode == 1
    assert f"FAIL {game}: rule data" in proc.stdout and "rules.md is missing" in proc.stdout
    assert "Traceback" not in proc.stdout + proc.stderr
