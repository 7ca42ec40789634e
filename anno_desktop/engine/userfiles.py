"""The one way to read a file from the user's folders (saves, settings, house rules).

Such a file may be anything: a folder, a named pipe, a link to a device, gigabytes, binary,
JSON nested a million deep or holding a 5,000-digit number. Every reader here opens only
regular files, never blocks, reads at most a size cap, decodes strict UTF-8 and parses JSON
with guards, and turns every failure into a `UserFileError` whose message is one sentence
naming the file, in the player's language. Nothing here ever changes, moves or deletes the file.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

from anno_desktop.engine.errors import MissingUserFile, UserFileError
from anno_desktop.engine.i18n import N_, _

# Deeper than any file Anno Desktop writes (a save is about 5 levels deep), far shallower
# than the recursion limit of the parsers.
MAX_JSON_DEPTH = 64
# No number in our files has this many digits; Python refuses to parse 4,300 and more.
MAX_NUMBER_DIGITS = 100
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO opens at once instead of waiting for a writer
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
# The kinds of file the readers' callers name (`what=`), for the catalogues: each sentence
# below says `_(what)` where it names the file.
FILE_KINDS = (
    N_("save"),
    N_("settings file"),
    N_("rules summary"),
    N_("rule file"),
    N_("campaign record"),
)
_NOT_FILES = {
    "folder": N_("The {what} {path} is {link}a folder, not a file."),
    "pipe": N_("The {what} {path} is {link}a named pipe, not a file."),
    "device": N_("The {what} {path} is {link}a device, not a file."),
    "socket": N_("The {what} {path} is {link}a socket, not a file."),
    "other": N_("The {what} {path} is {link}something other than a file, not a file."),
}


CANNOT_READ = N_("The {what} {path} cannot be read ({reason}).")


class _Refused(Exception):
    """Raised inside the JSON parser's hooks: a sentence (with {what} and {path} to fill) saying
    what the file holds, and its other values."""

    def __init__(self, sentence: str, **values: object) -> None:
        super().__init__(sentence)
        self.sentence, self.values = sentence, values


def _said(sentence: str, what: str, path: Path, **values: object) -> str:
    """One of this module's sentences about the file, in the language in use."""
    # The sentences' msgids are marked where they are written (N_ or _ of the literal).
    return _(sentence).format(what=_(what), path=path, **values)


def _megabytes(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.0f} MB"
    return f"{max(1, size // 1024)} KB"


def _not_a_file(mode: int) -> str:
    """Which sentence of _NOT_FILES says what the path is instead of a file."""
    if stat.S_ISDIR(mode):
        return _NOT_FILES["folder"]
    if stat.S_ISFIFO(mode):
        return _NOT_FILES["pipe"]
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _NOT_FILES["device"]
    if stat.S_ISSOCK(mode):
        return _NOT_FILES["socket"]
    return _NOT_FILES["other"]


def _stat(path: Path, what: str) -> os.stat_result:
    try:
        return os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            target = os.readlink(path)
            raise UserFileError(
                _("The {what} {path} is a link to {target}, which is missing.").format(
                    what=_(what), path=path, target=target
                )
            ) from None
        raise MissingUserFile(_said(N_("The {what} {path} does not exist."), what, path)) from None
    except PermissionError:
        raise UserFileError(
            _said(N_("The {what} {path} cannot be read (permission denied)."), what, path)
        ) from None
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise UserFileError(_said(CANNOT_READ, what, path, reason=reason)) from None


def read_bytes(path: Path, *, what: str, cap: int) -> bytes:
    """At most `cap` bytes of a regular file; UserFileError for anything else."""
    info = _stat(path, what)
    # Translators: put before what the path is instead of a file ("a link to /x, a folder").
    link = (
        _("a link to {target}, ").format(target=os.readlink(path)) if os.path.islink(path) else ""
    )
    if not stat.S_ISREG(info.st_mode):
        raise UserFileError(_said(_not_a_file(info.st_mode), what, path, link=link))
    too_large = _said(
        N_("The {what} {path} is too large: {size}, where a {what} is at most {cap}."),
        what,
        path,
        size=_megabytes(info.st_size),
        cap=_megabytes(cap),
    )
    if info.st_size > cap:
        raise UserFileError(too_large)
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise UserFileError(_said(CANNOT_READ, what, path, reason=reason)) from None
    try:
        # Checked again on the open file: the path may have been swapped since the stat.
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UserFileError(_said(_not_a_file(mode), what, path, link=""))
        chunks: list[bytes] = []
        left = cap + 1  # one byte more than allowed tells a file that grew past the cap
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise UserFileError(_said(CANNOT_READ, what, path, reason=reason)) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > cap:
        raise UserFileError(too_large)
    return data


def decode_text(data: bytes, path: Path, what: str) -> str:
    """Strict UTF-8, without a byte-order mark (Anno Desktop never writes one)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise UserFileError(
            _said(
                N_(
                    "The {what} {path} is UTF-16 text; Anno Desktop reads only UTF-8 "
                    "(save it as UTF-8)."
                ),
                what,
                path,
            )
        )
    if data.startswith(b"\xef\xbb\xbf"):
        raise UserFileError(
            _said(
                N_(
                    "The {what} {path} starts with a byte-order mark; Anno Desktop reads UTF-8 "
                    "without one (save it as UTF-8 without BOM)."
                ),
                what,
                path,
            )
        )
    if b"\x00" in data:
        raise UserFileError(
            _said(N_("The {what} {path} contains NUL bytes, so it is not text."), what, path)
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserFileError(
            _said(
                N_("The {what} {path} is not UTF-8 text (the byte at offset {offset} is invalid)."),
                what,
                path,
                offset=exc.start,
            )
        ) from None


def read_text(path: Path, *, what: str, cap: int) -> str:
    """A regular file of at most `cap` bytes as strict UTF-8 text."""
    return decode_text(read_bytes(path, what=what, cap=cap), path, what)


def json_depth(text: str) -> int:
    """How deeply the arrays and objects of a JSON text nest, strings not counted."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(accumulate(_DEPTH_STEP[c] for c in brackets))


def _reject_constant(token: str) -> Any:
    raise _Refused(N_("The {what} {path} holds {token}, which is not a number."), token=token)


def _finite_float(token: str) -> float:
    value = float(token)
    if not math.isfinite(value):
        raise _Refused(
            N_("The {what} {path} holds the number {token}, which is too large."),
            token=token[:20],
        )
    return value


def _small_int(token: str) -> int:
    digits = len(token.lstrip("-"))
    if digits > MAX_NUMBER_DIGITS:
        raise _Refused(
            N_("The {what} {path} holds a number with {digits} digits."), digits=f"{digits:,}"
        )
    return int(token)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(N_("The {what} {path} has the key {key} twice."), key=repr(key[:40]))
        result[key] = value
    return result


def parse_json(text: str, path: Path, what: str) -> Any:
    """JSON that cannot recurse deeply, hold huge or non-finite numbers or repeat a key."""
    if not text.strip():
        raise UserFileError(_said(N_("The {what} {path} is empty."), what, path))
    depth = json_depth(text)
    if depth > MAX_JSON_DEPTH:
        raise UserFileError(
            _said(
                N_("The {what} {path} is nested {depth} levels deep, far deeper than a {what} is."),
                what,
                path,
                depth=f"{depth:,}",
            )
        )
    try:
        return json.loads(
            text,
            parse_constant=_reject_constant,
            parse_float=_finite_float,
            parse_int=_small_int,
            object_pairs_hook=_unique_keys,
        )
    except _Refused as exc:
        raise UserFileError(_said(exc.sentence, what, path, **exc.values)) from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1:
            raise UserFileError(
                _said(N_("The {what} {path} is cut off (it ends too early)."), what, path)
            ) from None
        # Translators: {problem} is Python's English account, e.g. "Expecting value".
        raise UserFileError(
            _said(
                N_("The {what} {path} is not JSON ({problem} at line {line}, column {column})."),
                what,
                path,
                problem=exc.msg,
                line=exc.lineno,
                column=exc.colno,
            )
        ) from None
    except RecursionError:
        raise UserFileError(
            _said(N_("The {what} {path} is nested too deeply."), what, path)
        ) from None
    except ValueError as exc:  # Python's own limits on numbers, should a hook let one by
        raise UserFileError(
            _said(
                N_("The {what} {path} holds a value that cannot be read ({problem})."),
                what,
                path,
                problem=exc,
            )
        ) from None


def read_json(path: Path, *, what: str, cap: int) -> Any:
    """A regular file of at most `cap` bytes of strict UTF-8 JSON, parsed with guards."""
    return parse_json(read_text(path, what=what, cap=cap), path, what)
