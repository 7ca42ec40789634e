"""The one way to read a file from the user's folders (saves, settings, house rules).

Such a file may be anything: a folder, a named pipe, a link to a device, gigabytes, binary,
JSON nested a million deep or holding a 5,000-digit number. Every reader here opens only
regular files, never blocks, reads at most a size cap, decodes strict UTF-8 and parses JSON
with guards, and turns every failure into a `UserFileError` whose message is one sentence
naming the file. Nothing here ever changes, moves or deletes the file.
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


class _Refused(Exception):
    """Raised inside the JSON parser's hooks; the text says what the file holds."""


def _megabytes(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.0f} MB"
    return f"{max(1, size // 1024)} KB"


def _not_a_file(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "something other than a file"


def _stat(path: Path, what: str) -> os.stat_result:
    try:
        return os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            target = os.readlink(path)
            raise UserFileError(
                f"The {what} {path} is a link to {target}, which is missing."
            ) from None
        raise MissingUserFile(f"The {what} {path} does not exist.") from None
    except PermissionError:
        raise UserFileError(f"The {what} {path} cannot be read (permission denied).") from None
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise UserFileError(f"The {what} {path} cannot be read ({reason}).") from None


def read_bytes(path: Path, *, what: str, cap: int) -> bytes:
    """At most `cap` bytes of a regular file; UserFileError for anything else."""
    info = _stat(path, what)
    link = f"a link to {os.readlink(path)}, " if os.path.islink(path) else ""
    if not stat.S_ISREG(info.st_mode):
        kind = _not_a_file(info.st_mode)
        raise UserFileError(f"The {what} {path} is {link}{kind}, not a file.")
    too_large = (
        f"The {what} {path} is too large: {_megabytes(info.st_size)}, where a {what} is at "
        f"most {_megabytes(cap)}."
    )
    if info.st_size > cap:
        raise UserFileError(too_large)
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise UserFileError(f"The {what} {path} cannot be read ({reason}).") from None
    try:
        # Checked again on the open file: the path may have been swapped since the stat.
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UserFileError(f"The {what} {path} is {_not_a_file(mode)}, not a file.")
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
        raise UserFileError(f"The {what} {path} cannot be read ({reason}).") from None
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
            f"The {what} {path} is UTF-16 text; Anno Desktop reads only UTF-8 (save it as UTF-8)."
        )
    if data.startswith(b"\xef\xbb\xbf"):
        raise UserFileError(
            f"The {what} {path} starts with a byte-order mark; Anno Desktop reads UTF-8 "
            "without one (save it as UTF-8 without BOM)."
        )
    if b"\x00" in data:
        raise UserFileError(f"The {what} {path} contains NUL bytes, so it is not text.")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserFileError(
            f"The {what} {path} is not UTF-8 text (the byte at offset {exc.start} is invalid)."
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
    raise _Refused(f"holds {token}, which is not a number")


def _finite_float(token: str) -> float:
    value = float(token)
    if not math.isfinite(value):
        raise _Refused(f"holds the number {token[:20]}, which is too large")
    return value


def _small_int(token: str) -> int:
    digits = len(token.lstrip("-"))
    if digits > MAX_NUMBER_DIGITS:
        raise _Refused(f"holds a number with {digits:,} digits")
    return int(token)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(f"has the key {key[:40]!r} twice")
        result[key] = value
    return result


def parse_json(text: str, path: Path, what: str) -> Any:
    """JSON that cannot recurse deeply, hold huge or non-finite numbers or repeat a key."""
    if not text.strip():
        raise UserFileError(f"The {what} {path} is empty.")
    depth = json_depth(text)
    if depth > MAX_JSON_DEPTH:
        raise UserFileError(
            f"The {what} {path} is nested {depth:,} levels deep, far deeper than a {what} is."
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
        raise UserFileError(f"The {what} {path} {exc}.") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1:
            raise UserFileError(f"The {what} {path} is cut off (it ends too early).") from None
        raise UserFileError(
            f"The {what} {path} is not JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})."
        ) from None
    except RecursionError:
        raise UserFileError(f"The {what} {path} is nested too deeply.") from None
    except ValueError as exc:  # Python's own limits on numbers, should a hook let one by
        raise UserFileError(
            f"The {what} {path} holds a value that cannot be read ({exc})."
        ) from None


def read_json(path: Path, *, what: str, cap: int) -> Any:
    """A regular file of at most `cap` bytes of strict UTF-8 JSON, parsed with guards."""
    return parse_json(read_text(path, what=what, cap=cap), path, what)
