"""The player's settings: a pydantic model stored as JSON in the platform's config folder.

A missing file gives the defaults; a broken one gives the defaults plus a sentence saying what
was wrong (the broken file is left where it is until the player saves new settings).
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from anno_desktop import paths
from anno_desktop.engine.ruledata import describe_validation_error

AnimationSpeed = Literal["off", "fast", "normal", "slow"]
BotPace = Literal["instant", "fast", "normal", "slow"]

# How long each animation takes relative to its design length (0: skip animations).
ANIMATION_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
# Seconds a bot's move stays visible before the next one, so a person can follow the game.
BOT_PACE_SECONDS: dict[str, float] = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.4}
# How long a `hard` bot may think per decision; longer searches play a little better.
HARD_BOT_SECONDS = (0.5, 1.0, 2.0, 4.0)


class Settings(BaseModel):
    """Everything the settings screen changes."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    fullscreen: bool = False
    ui_scale: float = Field(default=1.0, ge=0.75, le=1.5)
    animation_speed: AnimationSpeed = "normal"
    bot_pace: BotPace = "normal"
    hard_bot_seconds: float = Field(default=1.0, ge=0.01, le=10.0)
    sound_volume: int = Field(default=70, ge=0, le=100)
    confirm_end_of_turn: bool = True

    @property
    def animation_factor(self) -> float:
        return ANIMATION_FACTORS[self.animation_speed]

    @property
    def bot_pace_seconds(self) -> float:
        return BOT_PACE_SECONDS[self.bot_pace]


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The stored settings, or the defaults and a message saying why the file was not used."""
    path = path or settings_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(), f"Settings file {path} cannot be read ({exc}); using the defaults."
    try:
        return Settings.model_validate(json.loads(raw)), None
    except ValidationError as exc:
        detail = describe_validation_error(exc)
    except (json.JSONDecodeError, TypeError) as exc:
        detail = str(exc).splitlines()[0]
    return Settings(), f"Settings file {path} is broken ({detail}); using the defaults."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically: a temporary file in the same folder, then renamed over the old one."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(settings.model_dump_json(indent=1))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
