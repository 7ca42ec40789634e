"""Errors a player or a file can cause. Each carries a sentence a person can read."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from anno_desktop.engine.i18n import _

if TYPE_CHECKING:
    from anno_desktop.engine.match import Match


class IllegalAction(Exception):
    """The rules refuse an action; `reason` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def not_possible(words: Callable[[], str], kind: str) -> IllegalAction:
    """The refusal of an action the rules don't allow now, named in the player's words by
    `words()` (the game's describer), or by its kind when it is too broken to describe."""
    try:
        name = words()
    except (LookupError, ValueError, TypeError, AttributeError, StopIteration):
        name = kind
    return IllegalAction(_("{action} is not possible now").format(action=name))


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
