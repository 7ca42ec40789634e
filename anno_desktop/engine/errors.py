"""Errors a player or a file can cause. Each carries a sentence a person can read."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from anno_desktop.engine.match import Match


class IllegalAction(Exception):
    """The rules refuse an action; `reason` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SaveError(Exception):
    """A save file cannot be read or written. The message names the file and the problem."""


class RuleDataError(Exception):
    """A rule data file is broken. The message names the file and the field."""


class GameOptionsError(Exception):
    """Options for a new game are not valid for that game."""


class SaveMismatch(SaveError):
    """A save's log replays legally but ends on another state hash; `match` is the replayed
    position, which the player may continue from."""

    def __init__(self, message: str, match: Match) -> None:
        super().__init__(message)
        self.match = match


class UserFileError(Exception):
    """A file from the user's folders cannot be used. The message is one sentence naming the
    file and the problem."""


class MissingUserFile(UserFileError):
    """The file does not exist (often no problem at all: no settings saved yet)."""
