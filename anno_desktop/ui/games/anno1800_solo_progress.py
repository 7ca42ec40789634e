"""The player's Anno 1800 solo record: missions won (per difficulty) and the best normal solo
score with its rating, kept as a small JSON file in the user data directory.

A missing file is an empty record; a broken one is an empty record plus a message, never a
crash. Writes go to a temporary file that replaces the old one, so a crash cannot half-write it.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from anno_desktop import paths
from anno_desktop.engine.errors import MissingUserFile, UserFileError
from anno_desktop.engine.i18n import _
from anno_desktop.engine.match import Match
from anno_desktop.engine.ruledata import describe_validation_error
from anno_desktop.engine.userfiles import read_json
from anno_desktop.games.anno1800_solo.table import rating_key

RECORD_NAME = "anno1800-solo-campaign.json"
DIFFICULTIES = ("standard", "harder")
# The record is a few hundred bytes; the cap only keeps a wrong file from being read whole.
MAX_RECORD_BYTES = 1024 * 1024


class MissionRecord(BaseModel):
    """One mission: won on standard, won on harder, and the most time-stack cards left."""

    model_config = ConfigDict(extra="ignore")
    standard: bool = False
    harder: bool = False
    most_cards_left: int | None = None


class CampaignRecord(BaseModel):
    """Everything remembered between games."""

    model_config = ConfigDict(extra="ignore")
    missions: dict[int, MissionRecord] = Field(default_factory=dict)
    best_score: int | None = None
    best_rating: str = ""

    def mission(self, number: int) -> MissionRecord:
        return self.missions.get(number, MissionRecord())

    def won(self, number: int) -> bool:
        record = self.mission(number)
        return record.standard or record.harder


def record_path() -> Path:
    return paths.data_dir() / RECORD_NAME


def load_record(path: Path | None = None) -> tuple[CampaignRecord, str | None]:
    """The record and, when the file could not be read, a message saying so."""
    path = path or record_path()
    try:
        data = read_json(path, what="campaign record", cap=MAX_RECORD_BYTES)
        return CampaignRecord.model_validate(data), None
    except MissingUserFile:
        return CampaignRecord(), None
    except UserFileError as exc:
        reason = str(exc)
    except ValidationError as exc:
        reason = _("The campaign record {path} is damaged: {error}.").format(
            path=path, error=describe_validation_error(exc)
        )
    return CampaignRecord(), _(
        "Your campaign record could not be read: {reason} Starting from an empty one."
    ).format(reason=reason)


def save_record(record: CampaignRecord, path: Path | None = None) -> None:
    """Write the record atomically (temporary file, then replace)."""
    path = path or record_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(record.model_dump(mode="json"), indent=2, sort_keys=True)
    fd, tmp = tempfile.mkstemp(prefix=".campaign.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def note_result(record: CampaignRecord, match: Match) -> bool:
    """Add a finished match to `record`; True when something new was recorded."""
    result = match.result()
    if result is None:
        return False
    options = match.options
    mode = getattr(options, "mode", "campaign")
    if mode == "campaign":
        if not result.winners:
            return False
        number = int(getattr(options, "mission", 1) or 1)
        difficulty = getattr(options, "difficulty", "standard")
        entry = record.mission(number).model_copy()
        left = int(result.scores[0]) if result.scores else 0
        changed = not getattr(entry, difficulty) or (entry.most_cards_left or -1) < left
        setattr(entry, difficulty, True)
        entry.most_cards_left = max(entry.most_cards_left or 0, left)
        record.missions[number] = entry
        return changed
    score = int(result.scores[0]) if result.scores else 0
    if record.best_score is not None and record.best_score >= score:
        return False
    record.best_score = score
    # The rule data's English name: the record reads the same in every language.
    record.best_rating = rating_key(score)
    return True


def record_match(match: Match, path: Path | None = None) -> tuple[CampaignRecord, str | None]:
    """Load the record, add the finished match and write it back when it changed.

    Returns the record and a message for the player when reading or writing failed.
    """
    record, message = load_record(path)
    if note_result(record, match):
        try:
            save_record(record, path)
        except OSError as exc:
            message = _("Could not write your campaign record: {error}").format(error=exc)
    return record, message
