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
from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.ruledata import describe_validation_error
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.engine.userfiles import read_json

SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_NAME_LENGTH = 100  # the window takes 20; room for names written by other tools
_JSON_KINDS = {
    list: N_("a list"),
    str: N_("a text"),
    int: N_("a number"),
    float: N_("a number"),
    bool: N_("true or false"),
    type(None): N_("null"),
}
MISMATCH_MESSAGE = N_(
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
        held = _(_JSON_KINDS.get(type(data), N_("a value")))
        # Translators: {held} is what the file holds instead: "a list", "a number", "null"...
        raise SaveError(
            _("The save {path} is not a save file: it holds {held}, not an object.").format(
                path=path, held=held
            )
        )
    version = data.get("schema_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise SaveError(
            _(
                "The save {path} was written by a newer Anno Desktop (save format {version}); "
                "this version reads format {schema}, so update Anno Desktop to open it."
            ).format(path=path, version=version, schema=SCHEMA_VERSION)
        )
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        # Translators: {problem} is the program's English account of the broken field.
        raise SaveError(
            _("The save {path} is damaged: {problem}.").format(
                path=path, problem=describe_validation_error(exc)
            )
        ) from None


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
    SaveMismatch (carrying the replayed match) if they replay but end on another hash. The
    actions are submitted as they were played, so the undo a human had before the save (their
    own moves since the last roll or reveal) is there again after Continue or a crash.

    `levels`, when given, are the bot levels this installation has for the game: a save whose
    bot plays any other level is refused here rather than when the bot is made.
    """
    if save.game != rules.id:
        # Translators: {game} and {expected} are game ids such as 'anno1701'.
        raise SaveError(
            _("This save is of {game}, not {expected}.").format(
                game=repr(_short(save.game)), expected=repr(rules.id)
            )
        )
    try:
        options = rules.options_model.model_validate(save.options)
    except ValidationError as exc:
        detail = describe_validation_error(exc)
        raise SaveError(
            _("This save's game options are invalid: {problem}.").format(problem=detail)
        ) from None
    if options.players not in rules.player_counts:
        counts = ", ".join(str(n) for n in rules.player_counts)
        raise SaveError(
            _(
                "This save is of a {players}-player game; {game} is played by {counts} players."
            ).format(players=_short(str(options.players)), game=_(rules.title), counts=counts)
        )
    for number, seat in enumerate(save.seats, 1):
        if levels is not None and not seat.is_human and seat.level not in (None, *levels):
            raise SaveError(
                _(
                    "This save's seat {number} is a bot of level {level}, which this version "
                    "does not have (it has {levels})."
                ).format(number=number, level=repr(_short(seat.level)), levels=", ".join(levels))
            )
    try:
        match = Match(rules, options, save.seed, save.seats)
    except ValueError as exc:
        raise SaveError(
            _("This save's seats do not fit its options: {problem}.").format(
                problem=_short(str(exc), 100)
            )
        ) from None
    for index, raw in enumerate(save.actions):
        try:
            action = Action.from_json(raw)
            if action not in rules.legal_actions(match.state):
                raise IllegalAction(
                    _("{action} is not a legal move at that point").format(action=_short(action))
                )
            match.submit(action)
        except (ValueError, IllegalAction) as exc:
            reason = exc.reason if isinstance(exc, IllegalAction) else str(exc)
            # Translators: {action} is the move as the save stores it; {reason} why it fails.
            raise SaveError(
                _("This save's action {number} ({action}) cannot be replayed: {reason}.").format(
                    number=index + 1, action=_short(raw), reason=_short(reason, 120)
                )
            ) from None
    if verify and state_hash(match.state) != save.state_hash:
        raise SaveMismatch(_(MISMATCH_MESSAGE), match)
    return match
