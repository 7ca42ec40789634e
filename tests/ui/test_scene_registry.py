"""Scenes by name (issue 14, item 6; Tuxemon's `push_state("Name")`): no scene module imports
another, `flow` imports none, and every name the program opens is a scene.

Imports are read from the source with `ast`, so a lazy import inside a method counts too.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from anno_desktop import games
from anno_desktop.ui import flow, scene
from anno_desktop.ui.scene import Scene, push_scene, reset_to, scene_class, scene_names
from tests.test_layers import PACKAGE, _imports, _module_name

MODULES = sorted(p for p in (PACKAGE / "ui" / "scenes").glob("*.py") if p.name != "__init__.py")
# The base class of the game tables; a table scene may import it to subclass it.
BASE_MODULE, BASE_CLASS = "anno_desktop.ui.scenes.play", "GameScene"
REGISTRY_CALLS = {"scene_class", "new_scene", "push_scene", "reset_to"}


def _in_scenes(name: str) -> str | None:
    """The module of ui/scenes an imported name lies in (a name taken from one counts as it)."""
    parts = name.split(".")
    if parts[:3] == ["anno_desktop", "ui", "scenes"] and len(parts) > 3:
        return ".".join(parts[:4])
    return None


def _runtime_imports(path: Path) -> set[str]:
    """The modules of ui/scenes `path` imports when it runs: one imported only for type hints
    (under `if TYPE_CHECKING:`) is never loaded, so it makes no cycle."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            node.body = [ast.Pass()]
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return {module for module in map(_in_scenes, names) if module}


def _scene_modules() -> set[str]:
    return {scene_class(name).__module__ for name in scene_names()}


def _subclasses_base(path: Path) -> bool:
    return any(
        isinstance(node, ast.ClassDef)
        and any(isinstance(base, ast.Name) and base.id == BASE_CLASS for base in node.bases)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
    )


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_scene_module_imports_another(path: Path) -> None:
    """A scene opens the others by name; the modules that hold no scene (drawing helpers,
    pieces of the table) may be imported by any, and import no scene themselves."""
    scenes = _scene_modules()
    allowed = {_module_name(path)}
    if _subclasses_base(path):
        allowed.add(BASE_MODULE)
    imported = (_runtime_imports(path) & scenes) - allowed
    assert not imported, f"{path.name} imports the scenes of {sorted(imported)}: open them by name"


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


def test_opening_the_main_menu_imports_no_other_scene() -> None:
    """Start-up: the menu's own module is found by its name, not by importing every scene."""
    probe = (
        "import sys; from anno_desktop.ui.scene import scene_class; scene_class('MainMenu'); "
        "print(sorted(m for m in sys.modules if m.startswith('anno_desktop.ui.scenes.')))"
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True
    ).stdout
    assert out.strip() == str(["anno_desktop.ui.scenes.common", "anno_desktop.ui.scenes.main_menu"])
