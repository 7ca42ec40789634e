"""The layers of DESIGN.md ("Layers"): imports only point down, `ui → ai → games → engine`.

Read from the source with `ast`, so a lazy import inside a function counts as much as one at
the top of a module. `paths` (where files live) sits under everything, `settings` (what the
player chose, read only by the window) with the UI; the entry points (`cli`, `bench`,
`selftest`, `__main__`) sit above everything.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "anno_desktop"

# Lower numbers lie lower; a module may import its own layer or any layer below it.
LAYERS = {"paths": 0, "engine": 1, "games": 2, "ai": 3, "ui": 4, "settings": 4}
ENTRY_POINTS = {"cli", "bench", "selftest", "__main__", "__init__"}
TOP = 5


def _layer(module: str) -> int:
    parts = module.split(".")
    if parts[0] != "anno_desktop" or len(parts) == 1:
        return -1  # the package root (its version) and third-party modules
    return TOP if parts[1] in ENTRY_POINTS else LAYERS[parts[1]]


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[str]:
    """Every module `path` imports, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
            found.append(base)
            found += [f"{base}.{alias.name}" for alias in node.names if base.startswith("anno")]
    return found


SOURCES = sorted(PACKAGE.rglob("*.py"))


def _own(name: str) -> bool:
    """Whether `name` is one of our modules (not a name imported from one of them)."""
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down(path: Path) -> None:
    here = _layer(_module_name(path))
    upward = [
        name
        for name in _imports(path)
        if name.startswith("anno_desktop.") and _own(name) and _layer(name) > here
    ]
    assert not upward, f"{path.relative_to(PACKAGE)} imports a higher layer: {upward}"


@pytest.mark.parametrize(
    "path",
    [p for p in SOURCES if _layer(_module_name(p)) < LAYERS["ui"]],
    ids=lambda p: str(p.relative_to(PACKAGE)),
)
def test_only_the_ui_draws(path: Path) -> None:
    """DESIGN.md: `engine/` and `games/` never import pygame; everything runs headless."""
    assert not [n for n in _imports(path) if n.split(".")[0] == "pygame"]


GAME_PACKAGES = sorted(
    (p.name for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").is_file()),
    key=len,
    reverse=True,  # anno1701_cards before anno1701
)


def _own_game(ui_module: str) -> str | None:
    """The game package a module of `ui/games/` draws (by its name: anno1701_cards_art …)."""
    name = ui_module.rsplit(".", 1)[-1]
    return next((g for g in GAME_PACKAGES if name == g or name.startswith(f"{g}_")), None)


@pytest.mark.parametrize(
    "path",
    [p for p in SOURCES if _layer(_module_name(p)) == LAYERS["ui"]],
    ids=lambda p: str(p.relative_to(PACKAGE)),
)
def test_the_ui_sees_a_game_only_through_its_table(path: Path) -> None:
    """DESIGN.md: `ui/` sees a game only through the registry and that game's `table.py`."""
    module = _module_name(path)
    game = _own_game(module) if module.startswith("anno_desktop.ui.games.") else None
    allowed = {"anno_desktop.games"}
    if game is not None:
        allowed |= {f"anno_desktop.games.{game}", f"anno_desktop.games.{game}.table"}
    inside = [
        name
        for name in _imports(path)
        if name.startswith("anno_desktop.games") and _own(name) and name not in allowed
    ]
    assert not inside, f"{path.relative_to(PACKAGE)} reaches into a game: {inside}"
