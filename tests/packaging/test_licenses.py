"""Every third-party part we ship is credited, with its licence text beside it (issue 18)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
CREDITS = (ASSETS / "LICENSES.md").read_text(encoding="utf-8")
OWN_WORK = {"LICENSES.md", "app-icon.svg", "extract_icons.py"}


def test_the_project_licence_is_mit():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 the Anno Desktop developers\n")
    assert 'THE SOFTWARE IS PROVIDED "AS IS"' in text
    assert 'license = { text = "MIT" }' in (ROOT / "pyproject.toml").read_text()


def test_every_third_party_file_in_assets_is_credited():
    for path in ASSETS.rglob("*"):
        if not path.is_file() or path.name in OWN_WORK or "__pycache__" in path.parts:
            continue
        relative = path.relative_to(ASSETS).as_posix()
        named = path.name if path.parent.name in ("fonts", "licenses") else relative
        assert f"`{named}`" in CREDITS or f"`{relative}`" in CREDITS, (
            f"assets/{relative} is not in assets/LICENSES.md"
        )


def test_each_licence_text_is_listed_and_each_listed_text_exists():
    shipped = {p.name for p in (ASSETS / "licenses").iterdir()}
    listed = set(re.findall(r"^\| `([\w.-]+\.txt)` \|", CREDITS, flags=re.MULTILINE))
    assert shipped == listed


def test_every_library_inside_the_pygame_ce_wheel_has_its_licence():
    libs = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
    if not libs.is_dir():
        pytest.skip("only the Linux wheels of pygame-ce keep their libraries in pygame_ce.libs")
    titles = [
        line
        for line in (ASSETS / "licenses" / "pygame-ce-libraries.txt").read_text().splitlines()
        if re.match(r"^[\w ].*\(lib\w", line)
    ]
    for lib in libs.iterdir():
        stem = re.sub(r"-[0-9a-f]{8}\..*$", "", lib.name)
        assert any(stem in title for title in titles), f"{lib.name} has no licence text"
