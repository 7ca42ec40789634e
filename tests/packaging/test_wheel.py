"""The wheel carries the rule data and the assets, where the app looks for them (issue 8), and
the project's licence and the third-party licence texts (issue 18)."""

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
    archive = zipfile.ZipFile(wheel)
    names = set(archive.namelist())
    for folder in ("rules", "assets"):
        missing = _shipped_files(folder) - names
        assert not missing, f"the wheel lacks {sorted(missing)[:5]}"
    assert "anno_desktop/cli.py" in names
    assert not any(n.startswith("tests/") for n in names)

    (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
    info = metadata.rsplit("/", 1)[0]
    assert "License-File: LICENSE" in archive.read(metadata).decode()
    licence = archive.read(f"{info}/licenses/LICENSE").decode()
    assert licence == (ROOT / "LICENSE").read_text()
    assert "MIT License" in licence and "the Anno Desktop developers" in licence
    texts = "anno_desktop/_data/assets/licenses/"
    for name, phrase in LICENCE_TEXTS.items():
        assert phrase in archive.read(texts + name).decode(), f"{name} lacks {phrase!r}"


# Each licence text the package ships, and a phrase only the real text has.
LICENCE_TEXTS = {
    "OFL-1.1.txt": "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007",
    "CC-BY-3.0.txt": "Attribution 3.0 Unported",
    "pygame-ce.txt": "GNU LESSER GENERAL PUBLIC LICENSE",
    "SDL2.txt": "This notice may not be removed or altered from any source distribution.",
    "pygame-ce-libraries.txt": "The FreeType Project LICENSE",
    "python-packages.txt": "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",
    "Python.txt": "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",
    "bundle-libraries.txt": "Apache License",
}
