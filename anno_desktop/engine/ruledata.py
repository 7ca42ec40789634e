"""Loading rule data: `rules/<game>/*.toml`, validated by pydantic models.

A broken file is reported with its path and the field at fault, never with a traceback.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from anno_desktop.engine.errors import MissingUserFile, RuleDataError, UserFileError
from anno_desktop.engine.userfiles import read_text
from anno_desktop.paths import rules_dir

M = TypeVar("M", bound=BaseModel)


# Rule files are tens of kilobytes; a house-rules folder may hold anything.
MAX_RULE_FILE_BYTES = 4 * 1024 * 1024
# Problems named in one message; a file wrong everywhere is still reported in one line.
MAX_PROBLEMS = 4


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def describe_validation_error(err: ValidationError) -> str:
    """One line per problem: `field.path: message` (a few problems, names cut short)."""
    problems = err.errors()
    lines = []
    for problem in problems[:MAX_PROBLEMS]:
        where = ".".join(_short(str(part)) for part in problem["loc"]) or "(top level)"
        lines.append(f"{where}: {_short(problem['msg'], 160)}")
    if len(problems) > MAX_PROBLEMS:
        lines.append(f"and {len(problems) - MAX_PROBLEMS} more")
    return "; ".join(lines)


def load_toml(path: Path, model: type[M]) -> M:
    """Read one TOML file (through the safe reader: it may be a user's) as `model`."""
    try:
        raw = tomllib.loads(read_text(path, what="rule file", cap=MAX_RULE_FILE_BYTES))
    except MissingUserFile:
        raise RuleDataError(f"rule file {path} is missing") from None
    except UserFileError as exc:
        raise RuleDataError(str(exc)) from None
    except tomllib.TOMLDecodeError as exc:
        raise RuleDataError(f"rule file {path} is not valid TOML: {exc}") from None
    except RecursionError:
        raise RuleDataError(f"rule file {path} is nested too deeply to be rule data") from None
    except ValueError as exc:  # a number Python refuses to parse (4,300 digits and more)
        raise RuleDataError(f"rule file {path} holds a value that cannot be read: {exc}") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise RuleDataError(f"rule file {path}: {describe_validation_error(exc)}") from None


def load_game_file(game: str, name: str, model: type[M], root: Path | None = None) -> M:
    """`rules/<game>/<name>` validated as `model`; `root` replaces the rules folder in tests."""
    return load_toml((root or rules_dir()) / game / name, model)
