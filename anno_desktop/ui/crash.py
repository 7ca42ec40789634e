"""What the window does with an error a scene did not catch: log it once, close the screens
and say, in a dialog, what broke, where the log is and which autosave reproduces it.

A scene that has an autosave says so with an `autosave_path` attribute (a Path, or None), as
GameScene does.
"""

from __future__ import annotations

import logging
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from anno_desktop.engine.i18n import _
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.longtext import break_long_words

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

log = logging.getLogger(__name__)


def _raised_at(exc: BaseException) -> str:
    """The file and line an exception was raised at: with its text, what makes it the same."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}" if tb is not None else ""


class ErrorDialog(Dialog):
    """The dialog after an error: its message names files, whose long paths break to fit."""

    def __init__(self, app: App, message: str, choices: Sequence[tuple[str, Any]]) -> None:
        super().__init__(app, _("Something went wrong"), message, choices, width=820)
        self.text = message

    def layout(self, width: int, height: int) -> None:
        self.message = self.text
        super().layout(width, height)
        body = next(w for w in self.widgets if isinstance(w, Label) and w.wrap)
        self.message = break_long_words(
            self.theme, self.text, body.face, body.size, body.rect.width
        )
        super().layout(width, height)


def crash_message(exc: BaseException, log_file: Path | None, autosave: Path | None) -> str:
    """What the error dialog says: what broke, where the log is, which autosave replays it."""
    what = textwrap.shorten(f"{type(exc).__name__}: {exc}", 140, placeholder=" …")
    # Translators: {error} is the program's own English error text, e.g. "KeyError: 'x'".
    first = _("This screen hit an error and was closed ({error}).").format(error=what)
    if autosave is not None:
        first = " ".join((first, _("Your game is kept in its autosave: Continue resumes it.")))
    parts = [first]
    if log_file is not None:
        parts.append(_("What happened is written in the log file:\n{path}").format(path=log_file))
    else:
        parts.append(_("The log could not be written to a file: it went to the terminal (stderr)."))
    if autosave is not None:
        parts.append(_("The autosave that reproduces it:\n{path}").format(path=autosave))
    parts.append(
        {
            (True, True): _("Sending these two files with a bug report lets us find and fix it."),
            (True, False): _("Sending this file with a bug report lets us find and fix it."),
            (False, True): _(
                "Sending the autosave and what the terminal shows with a bug report lets us "
                "find and fix it."
            ),
            (False, False): _(
                "Sending what the terminal shows with a bug report lets us find and fix it."
            ),
        }[(log_file is not None, autosave is not None)]
    )
    return "\n\n".join(parts)


class ErrorLog:
    """Tracebacks into the log, once per distinct error: a retry failing alike adds nothing."""

    def __init__(self) -> None:
        self._seen: set[tuple[str, str]] = set()

    def record(self, exc: BaseException, where: str) -> None:
        key = (f"{type(exc).__name__}: {exc}", _raised_at(exc))
        if key in self._seen:
            return
        self._seen.add(key)
        log.error("uncaught error %s", where, exc_info=exc)


def autosave_in_stack(stack: Sequence[Scene]) -> Path | None:
    """The autosave of the topmost scene that has one (the game under a dialog)."""
    for scene in reversed(stack):
        try:
            path = getattr(scene, "autosave_path", None)
        except Exception:  # a broken scene's property: the one below may still know
            continue
        if path is not None:
            return Path(path)
    return None


def close_all(stack: list[Scene], errors: ErrorLog) -> None:
    """Empty the stack; a scene failing to let go must not stop the others doing so."""
    while stack:
        scene = stack.pop()
        try:
            scene.on_exit()
        except Exception as exc:
            errors.record(exc, f"closing {type(scene).__name__} after an error")
