"""Loading rule data: `rules/<game>/*.toml`, validated by pydantic models.

A broken file is reported with its path and the field at fault, never with a traceback.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from anno_desktop.engine.errors import RuleDataError
from anno_desktop.paths import rules_dir

M = TypeVar("M", bound=BaseModel)


def describe_validation_error(err: ValidationError) -> str:
    """One line per problem: `field.path: message`."""
    lines = []
    for problem in err.errors():
        where = ".".join(str(part) for part in problem["loc"]) or "(top level)"
        lines.append(f"{where}: {problem['msg']}")
    return "; ".join(lines)


def load_toml(path: Path, model: type[M]) -> M:
    """Read one TOML file and validate it as `model`."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RuleDataError(f"rule file {path} is missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RuleDataError(f"rule file {path} cannot be read: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise RuleDataError(f"rule file {path} is not valid TOML: {exc}") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise RuleDataError(f"rule file {path}: {describe_validation_error(exc)}") from None


def load_game_file(game: str, name: str, model: type[M], root: Path | None = None) -> M:
    """`rules/<game>/<name>` validated as `model`; `root` replaces the rules folder in tests."""
    return load_toml((root or rules_dir()) / game / name, model)
