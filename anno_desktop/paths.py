"""Where things live: shipped data (rules, assets) and the user's own files (platformdirs).

Shipped data is found the same way from a source checkout, an installed wheel (inside the
package as `_data/`) and a PyInstaller bundle (beside the executable). The user's files go
where the platform keeps them; ANNO_DESKTOP_HOME moves all of them (tests, portable installs).
"""

from __future__ import annotations

import os
import sys
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
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _user_dir("config")


def data_dir() -> Path:
    return _user_dir("data")


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    return _user_dir("logs")
