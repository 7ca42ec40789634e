"""A corpus of bad files (issue 18): each case writes itself to a path, so one list serves as
an autosave, as a save in saves/ and as settings.json.

Every case says what reading it must end in. `save` and `settings` are regular expressions
(searched case-insensitively) that the one-sentence message must match when the file is read
as a save or as settings. `outcome` is "error" for all but one case: the save whose log
replays legally but ends on another state hash is a "mismatch", which can be continued from
the replayed position. `snapshot(path)` gives what must be the same before and after reading.

The schema-valid cases are built from a save written by Anno Desktop 0.1.0
(tests/fixtures/saves/), which is only ever read, never changed.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

FIXTURES = Path(__file__).parent / "fixtures" / "saves"
BASE_SAVE = FIXTURES / "anno1701-1-mid.json"  # 2 players, 150 actions, mid-game
SOLO_SAVE = FIXTURES / "anno1800-solo-0-mid.json"  # mission 3 of the campaign
# Larger than every cap the app reads with (saves 16 MB, settings and rules far less).
OVERSIZE_BYTES = 16 * 1024 * 1024 + 1

# What a save-shaped object is when read as settings.json: it holds none of the settings.
NOT_SETTINGS = r"not a settings file"


@dataclass(frozen=True)
class BadFile:
    name: str
    write: Callable[[Path], None]
    save: str
    settings: str = NOT_SETTINGS
    outcome: Literal["error", "mismatch"] = "error"

    def __repr__(self) -> str:
        return f"BadFile({self.name})"


def snapshot(path: Path) -> tuple[Any, ...]:
    """What reading must leave alone: the kind of entry, a link's target, a file's bytes."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path), info.st_mtime_ns)
    if not stat.S_ISREG(info.st_mode):
        return (stat.S_IFMT(info.st_mode), info.st_ino, info.st_mtime_ns)
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return ("file", info.st_size, info.st_mtime_ns, digest.hexdigest())


def base_save(path: Path = BASE_SAVE) -> dict[str, Any]:
    """A fresh copy of a real 0.1.0 save as a dict, to break one thing in."""
    return json.loads(path.read_text(encoding="utf-8"))


def _bytes(data: bytes) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)

    return write


def _text(text: str) -> Callable[[Path], None]:
    return _bytes(text.encode("utf-8"))


def _json(value: Any) -> Callable[[Path], None]:
    return _text(json.dumps(value, indent=1))


def _edited(change: Callable[[dict[str, Any]], object], source: Path = BASE_SAVE) -> Callable:
    """The base save with one thing changed by `change` (which edits the dict in place)."""

    def write(path: Path) -> None:
        data = copy.deepcopy(base_save(source))
        change(data)
        _json(data)(path)

    return write


def _set(**fields: Any) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.update(fields)


def _drop(*fields: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for field in fields:
            del data[field]

    return change


def _set_action(index: int, action: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["actions"][index] = action

    return change


def _truncated(path: Path) -> None:
    text = BASE_SAVE.read_bytes()
    _bytes(text[: len(text) // 2])(path)


def _utf8_bom(path: Path) -> None:
    _bytes(b"\xef\xbb\xbf" + BASE_SAVE.read_bytes())(path)


def _utf16(path: Path) -> None:
    _bytes(BASE_SAVE.read_text(encoding="utf-8").encode("utf-16"))(path)


def _duplicate_key(path: Path) -> None:
    text = BASE_SAVE.read_text(encoding="utf-8")
    _text(text.replace("{", '{\n "seed": 12,', 1))(path)


def _huge_int_seed(path: Path) -> None:
    data = base_save()
    data["seed"] = "SEED"
    _text(json.dumps(data).replace('"SEED"', "7" * 5000, 1))(path)


def _huge_int_value(path: Path) -> None:
    _text('{"sound_volume": ' + "9" * 5000 + ', "fullscreen": false}')(path)


def _oversize(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        fh.truncate(OVERSIZE_BYTES)  # sparse: costs no disk and no time


def _directory(path: Path) -> None:
    path.mkdir(parents=True)


def _fifo(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)


def _link(target: str) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target, path)

    return write


def _self_link(path: Path) -> None:
    """A link to itself, whatever the file is called: opening it loops."""
    _link(path.name)(path)


def _wrong_seats(data: dict[str, Any]) -> None:
    data["seats"] = data["seats"][:1]


def _bad_level(data: dict[str, Any]) -> None:
    data["seats"][1]["level"] = "grandmaster"


def _huge_name(data: dict[str, Any]) -> None:
    data["seats"][0]["name"] = "Captain " * 200_000


def _mismatch(data: dict[str, Any]) -> None:
    data["state_hash"] = "0" * len(data["state_hash"])


CASES: list[BadFile] = [
    BadFile("empty", _bytes(b""), save=r"empty", settings=r"empty"),
    BadFile("whitespace-only", _bytes(b" \n\t\r\n  "), save=r"empty", settings=r"empty"),
    BadFile(
        "binary-garbage",
        _bytes(bytes(range(256)) * 8),
        save=r"not (UTF-8 )?text",
        settings=r"not (UTF-8 )?text",
    ),
    BadFile("nul-bytes", _bytes(b'{"seed": \x00\x00\x00}'), save=r"NUL", settings=r"NUL"),
    BadFile(
        "invalid-utf8",
        _bytes(b'{"game": "anno\xff\xfe1701"}'),
        save=r"not (UTF-8 )?text",
        settings=r"not (UTF-8 )?text",
    ),
    BadFile("utf16-bom", _utf16, save=r"UTF-16", settings=r"UTF-16"),
    # Anno Desktop never writes a byte-order mark; one means the file was edited elsewhere.
    BadFile("utf8-bom", _utf8_bom, save=r"byte-order mark", settings=r"byte-order mark"),
    BadFile("truncated", _truncated, save=r"cut off", settings=r"cut off"),
    BadFile(
        "not-json",
        _text("game = anno1701\nseed = 11\n"),
        save=r"not JSON",
        settings=r"not JSON",
    ),
    BadFile("top-array", _json([1, 2, 3]), save=r"not a save file", settings=NOT_SETTINGS),
    BadFile("top-string", _json("a save"), save=r"not a save file"),
    BadFile("top-number", _json(42), save=r"not a save file"),
    BadFile("top-null", _json(None), save=r"not a save file"),
    BadFile("top-true", _json(True), save=r"not a save file"),
    BadFile("deep-array", _text("[" * 200_000 + "]" * 200_000), save=r"nested", settings=r"nested"),
    BadFile("deep-object", _text('{"a":' * 100_000), save=r"nested", settings=r"nested"),
    BadFile("huge-int-value", _huge_int_value, save=r"digits", settings=r"digits"),
    BadFile("huge-int-seed", _huge_int_seed, save=r"digits", settings=r"digits"),
    BadFile(
        "float-overflow",
        _text('{"ui_scale": 1e999, "seed": 1e999}'),
        save=r"too large",
        settings=r"too large",
    ),
    BadFile(
        "nan-infinity",
        _text('{"ui_scale": NaN, "hard_bot_seconds": Infinity, "seed": -Infinity}'),
        save=r"NaN|Infinity",
        settings=r"NaN|Infinity",
    ),
    BadFile("missing-fields", _edited(_drop("seed", "actions", "seats")), save=r"seed"),
    BadFile("wrong-types", _edited(_set(seed="eleven", actions={"keep": 2})), save=r"seed"),
    BadFile("unknown-field", _edited(_set(cheat_mode=True)), save=r"cheat_mode"),
    BadFile(
        "newer-schema", _edited(_set(schema_version=99)), save=r"written by a newer Anno Desktop"
    ),
    BadFile("schema-version-text", _edited(_set(schema_version="1")), save=r"schema_version"),
    BadFile("unknown-game", _edited(_set(game="chess")), save=r"chess"),
    BadFile("unknown-bot-level", _edited(_bad_level), save=r"grandmaster"),
    BadFile("seats-do-not-fit", _edited(_wrong_seats), save=r"seat"),
    BadFile(
        "players-9", _edited(_set(options={"players": 9, "first_game": False})), save=r"players"
    ),
    BadFile(
        "mission-99",
        _edited(_set(options={"players": 1, "mission": 99, "mode": "campaign"}), source=SOLO_SAVE),
        save=r"mission",
    ),
    BadFile(
        "mode-chaos",
        _edited(_set(options={"players": 1, "mission": 3, "mode": "chaos"}), source=SOLO_SAVE),
        save=r"mode",
    ),
    BadFile("illegal-action", _edited(_set_action(0, ["end_turn"])), save=r"action 1\b"),
    BadFile("malformed-action", _edited(_set_action(3, [{"keep": 2}])), save=r"action 4\b"),
    BadFile("duplicate-key", _duplicate_key, save=r"seed.*twice", settings=r"seed.*twice"),
    BadFile("invalid-saved-at", _edited(_set(saved_at="yesterday")), save=r"saved_at"),
    BadFile("huge-seat-name", _edited(_huge_name), save=r"name", settings=r"too large"),
    BadFile("oversize", _oversize, save=r"too large", settings=r"too large"),
    BadFile(
        "hash-mismatch",
        _edited(_mismatch),
        save=r"another version of Anno Desktop",
        outcome="mismatch",
    ),
    BadFile("settings-ui-scale-99", _json({"ui_scale": 99}), save=r"game", settings=r"ui_scale"),
    BadFile(
        "settings-animation-warp",
        _json({"animation_speed": "warp", "ui_scale": 1.25}),
        save=r"game",
        settings=r"animation_speed",
    ),
    BadFile(
        "settings-fullscreen-yes",
        _json({"fullscreen": "yes"}),
        save=r"game",
        settings=r"fullscreen",
    ),
    BadFile(
        "settings-window-negative",
        _json({"window_size": [-1280, -800], "window_position": [-99999, 0], "ui_scale": 1.25}),
        save=r"game",
        settings=r"window",
    ),
    BadFile(
        "settings-window-huge",
        _json({"window_size": [10**9, 10**9], "fullscreen": False}),
        save=r"game",
        settings=r"window",
    ),
    BadFile(
        "settings-wrong-type-list",
        _json({"sound_volume": [70], "bot_pace": None}),
        save=r"game",
        settings=r"sound_volume",
    ),
]

if os.name == "posix":
    CASES += [
        BadFile("directory", _directory, save=r"folder", settings=r"folder"),
        BadFile("fifo", _fifo, save=r"named pipe", settings=r"named pipe"),
        BadFile("link-to-dev-zero", _link("/dev/zero"), save=r"device", settings=r"device"),
        BadFile("link-loop", _self_link, save=r"cannot be read", settings=r"cannot be read"),
        BadFile(
            "link-to-missing",
            _link("no-such-file.json"),
            save=r"link to .*missing",
            settings=r"link to .*missing",
        ),
    ]

ERRORS = [case for case in CASES if case.outcome == "error"]
MISMATCHES = [case for case in CASES if case.outcome == "mismatch"]
