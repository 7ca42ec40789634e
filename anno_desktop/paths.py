"""Where things live: shipped data (rules, assets) and the user's own files (platformdirs).

Shipped data is found the same way from a source checkout, an installed wheel (inside the
package as `_data/`) and a PyInstaller bundle (beside the executable). The user's files go
where the platform keeps them; ANNO_DESKTOP_HOME moves all of them (tests, portable installs).
A folder that cannot be made (a read-only home, ANNO_DESKTOP_HOME naming a file) is still
returned: whoever reads or writes there meets the error and says so, and `user_dir_problems`
puts it in one sentence at start-up, so the window opens anyway.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "anno-desktop"
_PACKAGE = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    candidates = [_PACKAGE / "_data" / name, _PACKAGE.parent / name]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the {name}/ folder is missing from this installation")


def rules_dir() -> Path:
    """The rule data; ANNO_DESKTOP_RULES points at another copy (house rules, tests)."""
    override = os.environ.get("ANNO_DESKTOP_RULES")
    return Path(override) if override else _shipped("rules")


def assets_dir() -> Path:
    return _shipped("assets")


def _user_dir(kind: str) -> Path:
    home = os.environ.get("ANNO_DESKTOP_HOME")
    if home:
        path = Path(home) / kind
    elif kind == "config":
        path = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    elif kind == "logs":
        path = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    else:
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return ensure_dir(path)


def ensure_dir(path: Path) -> Path:
    """`path`, made a folder if it can be; never raises (see the module's docstring)."""
    # A failure is reported by user_dir_problems; each read or write there meets its own error.
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _user_dir("config")


def data_dir() -> Path:
    return _user_dir("data")


def saves_dir() -> Path:
    return ensure_dir(data_dir() / "saves")


def log_dir() -> Path:
    return _user_dir("logs")


def writable_problem(path: Path) -> str | None:
    """Why files cannot be written in the folder `path` (made if missing), or None."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def user_dir_problems() -> list[str]:
    """A sentence for each of the user's folders the program cannot write in."""
    problems = []
    for what, path in (("Settings", config_dir()), ("Games", saves_dir())):
        reason = writable_problem(path)
        if reason:
            problems.append(f"{what} cannot be saved in {path} ({reason}).")
    return problems
