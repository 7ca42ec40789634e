"""The wheel carries the rule data and the assets, where the app looks for them (issue 8)."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _shipped_files(folder: str) -> set[str]:
    base = ROOT / folder
    return {
        f"anno_desktop/_data/{folder}/{p.relative_to(base).as_posix()}"
        for p in base.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }


@pytest.mark.slow
def test_wheel_contains_rules_and_assets(tmp_path):
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("anno_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in ("rules", "assets"):
        missing = _shipped_files(folder) - names
        assert not missing, f"the wheel lacks {sorted(missing)[:5]}"
    assert "anno_desktop/cli.py" in names
    assert not any(n.startswith("tests/") for n in names)
