"""Save files: the seed and the action log, replayed on load.

A save is small, exact and independent of the state layout: loading replays the log through
the rules, and the stored state hash checks the replay reached the same place. It is a check,
not a barrier: a log that replays legally to another position (rules changed since) raises
SaveMismatch, which carries the replayed match to continue from. Files are written to a
temporary file and renamed over the old one, so a crash mid-write leaves the previous save
intact. Reading goes through engine.userfiles and never changes or deletes the user's file.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Collection
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from anno_desktop import __version__
from anno_desktop.engine.errors import IllegalAction, SaveError, SaveMismatch, UserFileError
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.ruledata import describe_validation_error
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.engine.userfiles import read_json

SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_NAME_LENGTH = 100  # the window takes 20; room for names written by other tools
_JSON_KINDS = {
    list: "a list",
    str: "a text",
    int: "a number",
    float: "a number",
    bool: "true or false",
    type(None): "null",
}
MISMATCH_MESSAGE = (
    "This save was made by another version of Anno Desktop: all its moves replay, but the "
    "position they reach does not match the save's check exactly. You can continue from the "
    "replayed position."
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

    @field_validator("seats")
    @classmethod
    def _names_fit(cls, seats: list[Seat]) -> list[Seat]:
        for number, seat in enumerate(seats, 1):
            if len(seat.name) > MAX_NAME_LENGTH:
                raise ValueError(
                    f"seat {number}'s name is {len(seat.name):,} characters long, "
                    f"where a name has at most {MAX_NAME_LENGTH}"
                )
        return seats


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
    """Parse and validate a save file; SaveError with one sentence if it cannot be used."""
    try:
        data = read_json(path, what="save", cap=MAX_SAVE_BYTES)
    except UserFileError as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(data, dict):
        held = _JSON_KINDS.get(type(data), "a value")
        raise SaveError(f"The save {path} is not a save file: it holds {held}, not an object.")
    version = data.get("schema_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise SaveError(
            f"The save {path} was written by a newer Anno Desktop (save format {version}); "
            f"this version reads format {SCHEMA_VERSION}, so update Anno Desktop to open it."
        )
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        raise SaveError(f"The save {path} is damaged: {describe_validation_error(exc)}.") from None


def _short(value: object, limit: int = 60) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def restore(
    save: SaveFile,
    rules: Rules,
    *,
    verify: bool = True,
    levels: Collection[str] | None = None,
) -> Match:
    """Rebuild the match by replaying the save's actions; SaveError if they do not fit, and
    SaveMismatch (carrying the replayed match) if they replay but end on another hash.

    `levels`, when given, are the bot levels this installation has for the game: a save whose
    bot plays any other level is refused here rather than when the bot is made.
    """
    if save.game != rules.id:
        raise SaveError(f"This save is of {_short(save.game)!r}, not {rules.id!r}.")
    try:
        options = rules.options_model.model_validate(save.options)
    except ValidationError as exc:
        detail = describe_validation_error(exc)
        raise SaveError(f"This save's game options are invalid: {detail}.") from None
    if options.players not in rules.player_counts:
        counts = ", ".join(str(n) for n in rules.player_counts)
        raise SaveError(
            f"This save is of a {_short(str(options.players))}-player game; {rules.title} is "
            f"played by {counts} players."
        )
    for number, seat in enumerate(save.seats, 1):
        if levels is not None and not seat.is_human and seat.level not in (None, *levels):
            raise SaveError(
                f"This save's seat {number} is a bot of level {_short(seat.level)!r}, which "
                f"this version does not have (it has {', '.join(levels)})."
            )
    try:
        match = Match(rules, options, save.seed, save.seats)
    except ValueError as exc:
        raise SaveError(
            f"This save's seats do not fit its options: {_short(str(exc), 100)}."
        ) from None
    for index, raw in enumerate(save.actions):
        try:
            action = Action.from_json(raw)
            if action not in rules.legal_actions(match.state):
                raise IllegalAction(f"{_short(action)} is not a legal move at that point")
            rules.apply(match.state, action)
        except (ValueError, IllegalAction) as exc:
            reason = exc.reason if isinstance(exc, IllegalAction) else str(exc)
            raise SaveError(
                f"This save's action {index + 1} ({_short(raw)}) cannot be replayed: "
                f"{_short(reason, 120)}."
            ) from None
        match.log.append(action)
    if verify and state_hash(match.state) != save.state_hash:
        raise SaveMismatch(MISMATCH_MESSAGE, match)
    return match
