"""The player's settings: a pydantic model stored as JSON in the platform's config folder.

A missing file gives the defaults; a broken one gives the defaults plus a sentence saying what
was wrong (the broken file is left where it is until the player saves new settings).
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from anno_desktop import paths
from anno_desktop.engine import i18n
from anno_desktop.engine.errors import MissingUserFile, UserFileError
from anno_desktop.engine.i18n import _
from anno_desktop.engine.ruledata import describe_validation_error
from anno_desktop.engine.userfiles import read_json

AnimationSpeed = Literal["off", "fast", "normal", "slow"]
BotPace = Literal["instant", "fast", "normal", "slow"]
# The languages of engine.i18n.LANGUAGES (a test keeps the two lists alike).
Language = Literal["en", "de", "cs"]

# How long each animation takes relative to its design length (0: skip animations).
ANIMATION_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
# Seconds a bot's move stays visible before the next one, so a person can follow the game.
BOT_PACE_SECONDS: dict[str, float] = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.4}
# How long a `hard` bot may think per decision; longer searches play a little better.
HARD_BOT_SECONDS = (0.5, 1.0, 2.0, 4.0)
# The window's remembered size and place: room for the smallest usable layout up to the
# largest screens SDL drives, and places up to a few screens away from the first one.
WINDOW_SIZE_MIN = (640, 400)
WINDOW_SIZE_MAX = 16384
WINDOW_POSITION_LIMIT = 65536

WindowWidth = Annotated[int, Field(ge=WINDOW_SIZE_MIN[0], le=WINDOW_SIZE_MAX)]
WindowHeight = Annotated[int, Field(ge=WINDOW_SIZE_MIN[1], le=WINDOW_SIZE_MAX)]
WindowCoordinate = Annotated[int, Field(ge=-WINDOW_POSITION_LIMIT, le=WINDOW_POSITION_LIMIT)]


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
    # Until the player chooses one: the language in use, which is the system's (English for one
    # we do not speak) unless a command line chose another.
    language: Language = Field(default_factory=i18n.language)
    # Kept by the window itself (App): its windowed size and place when last moved or resized.
    window_size: tuple[WindowWidth, WindowHeight] | None = None
    window_position: tuple[WindowCoordinate, WindowCoordinate] | None = None

    @property
    def animation_factor(self) -> float:
        return ANIMATION_FACTORS[self.animation_speed]

    @property
    def bot_pace_seconds(self) -> float:
        return BOT_PACE_SECONDS[self.bot_pace]


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


# A settings file is a few hundred bytes; anything near this is not one.
MAX_SETTINGS_BYTES = 1024 * 1024


def _reset_fields(data: dict[str, object]) -> tuple[Settings, list[str]]:
    """Validate what the file holds, dropping each field that fails; say which were dropped.

    Strictly, as the JSON we write: "yes" is not a boolean, 70.5 not a volume.
    """
    problems: list[str] = []
    while True:
        try:
            return Settings.model_validate_json(json.dumps(data), strict=True), problems
        except ValidationError as exc:
            failing = {str(problem["loc"][0]) for problem in exc.errors() if problem["loc"]}
            if not failing & data.keys():
                return Settings(), [describe_validation_error(exc)]
            problems.append(describe_validation_error(exc))
            data = {key: value for key, value in data.items() if key not in failing}


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The stored settings, or the defaults and a message saying why the file was not used.

    A field that is wrong is reset to its default and named; the other fields are kept.
    """
    path = path or settings_path()
    try:
        data = read_json(path, what="settings file", cap=MAX_SETTINGS_BYTES)
    except MissingUserFile:
        return Settings(), None
    except UserFileError as exc:
        return Settings(), " ".join((str(exc), _("Using the default settings.")))
    if not isinstance(data, dict):
        return Settings(), _(
            "The settings file {path} is not a settings file (it holds no named settings). "
            "Using the default settings."
        ).format(path=path)
    if data and not data.keys() & Settings.model_fields.keys():
        names = ", ".join(_short(key) for key in list(data)[:3])
        return Settings(), _(
            "The settings file {path} is not a settings file (none of its fields, such as "
            "{names}, is a setting). Using the default settings."
        ).format(path=path, names=names)
    settings, problems = _reset_fields(data)
    if not problems:
        return settings, None
    return settings, _(
        "Some settings in {path} were wrong and are back at their defaults ({problems}); the "
        "others were kept."
    ).format(path=path, problems=_short("; ".join(problems), 200))


def _short(text: str, limit: int = 30) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
