"""Scenes by name (issue 14, item 6; Tuxemon's `push_state("Name")`): `flow` imports no scene
module, and every name the program opens is a scene.

Imports are read from the source with `ast`, so a lazy import inside a method counts too.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from anno_desktop import games
from anno_desktop.ui import flow, scene
from anno_desktop.ui.scene import Scene, push_scene, reset_to, scene_class, scene_names
from tests.test_layers import PACKAGE, _imports

REGISTRY_CALLS = {"scene_class", "new_scene", "push_scene", "reset_to"}


def _in_scenes(name: str) -> str | None:
    """The module of ui/scenes an imported name lies in (a name taken from one counts as it)."""
    parts = name.split(".")
    if parts[:3] == ["anno_desktop", "ui", "scenes"] and len(parts) > 3:
        return ".".join(parts[:4])
    return None


def test_flow_imports_no_scene_module() -> None:
    assert [name for name in _imports(PACKAGE / "ui" / "flow.py") if _in_scenes(name)] == []


def _names_opened(path: Path) -> list[str]:
    """The scene names `path` hands to the registry as a literal."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        literals = [arg.value for arg in node.args if isinstance(arg, ast.Constant)]
        if called in REGISTRY_CALLS and literals and isinstance(literals[0], str):
            names.append(literals[0])
    return names


def test_every_name_the_program_opens_is_a_scene() -> None:
    opened = {name for path in sorted(PACKAGE.rglob("*.py")) for name in _names_opened(path)}
    # The menus, the screens over a table, and the generic table the games fall back on.
    assert {"MainMenu", "NewGame", "LoadGame", "SettingsScreen", "GameOver", "GameScene"} <= opened
    for name in opened:
        cls = scene_class(name)
        assert issubclass(cls, Scene) and cls.__name__ == name
    assert opened <= set(scene_names())


def test_each_game_opens_in_its_own_table_and_the_toy_race_in_the_generic(toy) -> None:
    generic = scene_class("GameScene")
    for game_id in [g for g in games.available_games() if g != "toy"]:
        table = flow.scene_class(game_id)
        assert issubclass(table, generic) and table is not generic, game_id
    # The toy race has no module in ui/games: it plays on the generic table.
    assert flow.scene_class("toy") is generic


def test_an_unknown_name_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(KeyError, match="MainMenu"):
        scene_class("MainMenuu")


def test_two_scenes_may_not_share_a_name(tmp_path, monkeypatch) -> None:
    package = tmp_path / "twin_scenes"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for module in ("first", "second"):
        (package / f"{module}.py").write_text(
            "from anno_desktop.ui.scene import Scene\n\n\nclass Twin(Scene):\n    pass\n"
        )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(scene, "SCENE_PACKAGE", "twin_scenes")
    monkeypatch.setattr(scene, "_REGISTRY", {})
    try:
        with pytest.raises(ValueError, match="two scenes are named Twin"):
            scene_class("Twin")
    finally:
        for name in [n for n in sys.modules if n.startswith("twin_scenes")]:
            del sys.modules[name]


def test_push_and_reset_open_scenes_by_name(app) -> None:
    menu = reset_to(app, "MainMenu")
    settings = push_scene(app, "SettingsScreen")
    assert app.stack == [menu, settings]
    assert type(menu) is scene_class("MainMenu")
    assert type(settings) is scene_class("SettingsScreen")
    rules = push_scene(app, "RulesHelp", "anno1701")
    assert app.top is rules and rules.game_id == "anno1701"
    again = reset_to(app, "MainMenu")
    assert app.stack == [again]
