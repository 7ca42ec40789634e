"""Save files: the seed and the action log, replayed on load.

A save is small, exact and independent of the state layout: loading replays the log through
the rules, and the stored state hash proves the replay reached the same place. Files are
written to a temporary file and renamed over the old one, so a crash mid-write leaves the
previous save intact. Reading never changes or deletes the user's file.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from anno_desktop import __version__
from anno_desktop.engine.errors import IllegalAction, SaveError, SaveMismatch
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.ruledata import describe_validation_error
from anno_desktop.engine.rules import Action, Rules

SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
MISMATCH_MESSAGE = (
    "This save was made by another version of the rules: replaying it reached a slightly "
    "different position. You can continue from the replayed position."
)


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = SCHEMA_VERSION
    app_version: str = __version__
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[Seat] = Field(min_length=1)
    actions: list[list[Any]]
    state_hash: str
    turn: int = 0
    over: bool = False
    saved_at: datetime


def to_save(match: Match) -> SaveFile:
    return SaveFile(
        game=match.rules.id,
        options=match.options.model_dump(),
        seed=match.seed,
        seats=match.seats,
        actions=[a.to_json() for a in match.log],
        state_hash=state_hash(match.state),
        turn=match.turn(),
        over=match.result() is not None,
        saved_at=datetime.now(UTC),
    )


def write_save(path: Path, save: SaveFile) -> None:
    """Write atomically: a temporary file in the same folder, fsynced, then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = save.model_dump_json(indent=1).encode()
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> SaveFile:
    """Parse and validate a save file; SaveError with a readable message if it is broken."""
    name = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(
                f"{name} is {size // (1024 * 1024)} MB, far too large to be a save "
                f"(saves are well under {MAX_SAVE_BYTES // (1024 * 1024)} MB)"
            )
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{name} does not exist") from None
    except IsADirectoryError:
        raise SaveError(f"{name} is a folder, not a save file") from None
    except OSError as exc:
        raise SaveError(f"{name} cannot be read: {exc.strerror or exc}") from None
    if not raw.strip():
        raise SaveError(f"{name} is empty")
    try:
        data = json.loads(raw)
    except UnicodeDecodeError:
        raise SaveError(f"{name} is not a save file (it is not text)") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(raw.rstrip()) - 1:
            raise SaveError(f"{name} is cut off (the file ends too early)") from None
        raise SaveError(
            f"{name} is not a save file (not JSON: {exc.msg} at line {exc.lineno})"
        ) from None
    if not isinstance(data, dict):
        raise SaveError(f"{name} is not a save file (expected an object at the top)")
    version = data.get("schema_version")
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise SaveError(
            f"{name} was written by a newer Anno Desktop (save format {version}); "
            f"this version reads format {SCHEMA_VERSION}"
        )
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        raise SaveError(f"{name} is damaged: {describe_validation_error(exc)}") from None


def restore(save: SaveFile, rules: Rules, *, verify: bool = True) -> Match:
    """Rebuild the match by replaying the save's actions; SaveError if they do not fit, and
    SaveMismatch (carrying the replayed match) if they replay but end on another hash."""
    if save.game != rules.id:
        raise SaveError(f"this save is for {save.game!r}, not {rules.id!r}")
    try:
        options = rules.options_model.model_validate(save.options)
    except ValidationError as exc:
        detail = describe_validation_error(exc)
        raise SaveError(f"the save's game options are invalid: {detail}") from None
    try:
        match = Match(rules, options, save.seed, save.seats)
    except ValueError as exc:
        raise SaveError(f"the save's seats do not fit its options: {exc}") from None
    for index, raw in enumerate(save.actions):
        try:
            action = Action.from_json(raw)
            if action not in rules.legal_actions(match.state):
                raise IllegalAction(f"{action} is not a legal move at that point")
            rules.apply(match.state, action)
        except (ValueError, IllegalAction) as exc:
            reason = exc.reason if isinstance(exc, IllegalAction) else str(exc)
            raise SaveError(
                f"the save's action {index + 1} ({raw!r}) cannot be replayed: {reason}"
            ) from None
        match.log.append(action)
    if verify and state_hash(match.state) != save.state_hash:
        raise SaveMismatch(MISMATCH_MESSAGE, match)
    return match
