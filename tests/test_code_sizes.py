"""Issue 14's limits on the screen code, kept by a test: no class in `ui/` over 400 lines
(a scene that grows past it holds more than one job) and no function there over 60."""

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "anno_desktop" / "ui"
MOST_CLASS_LINES = 400
MOST_FUNCTION_LINES = 60


def _too_long() -> list[str]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            lines = getattr(node, "end_lineno", 0) - getattr(node, "lineno", 0) + 1
            if isinstance(node, ast.ClassDef) and lines > MOST_CLASS_LINES:
                found.append(f"class {node.name} in {path.name}: {lines} lines")
            is_function = isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            if is_function and lines > MOST_FUNCTION_LINES:
                found.append(f"{node.name} in {path.name}: {lines} lines")
    return found


def test_no_ui_class_over_400_lines_and_no_ui_function_over_60():
    assert _too_long() == []
