"""A Babel extractor for the rule data: the names shown from `rules/<game>/*.toml` become msgids.

The games show rule-data names through `_(name)` where they are drawn (i18n.md), so the
catalogues need those names, which no `_("...")` in the code spells out. babel.cfg names, file
by file, the keys whose string values are shown (`keys = name text`); this extractor yields
every string value of those keys anywhere in the file (a list of strings yields each item), with
a translator comment saying where it came from: the file, the table and the entry's id or key.

Used only when extracting (README, "Translations"; tests/test_i18n.py); the program never
imports it.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

# A table's own name for an entry of an array of tables, in this order (else its position).
_ENTRY_NAMES = ("id", "key")


def _entry_name(table: dict[str, Any], index: int) -> str:
    for field in _ENTRY_NAMES:
        value = table.get(field)
        if isinstance(value, str | int):
            return f"{field} = {json.dumps(value, ensure_ascii=False)}"
    return f"entry {index + 1}"


def _strings(
    table: dict[str, Any], keys: set[str], path: str, label: str
) -> Iterator[tuple[str, str, str, bool]]:
    """(table, key, text, in a list) for every string of a chosen key in `table` and the tables
    in it, in the order the file writes them; `label` names `table` as TOML does."""
    for name, value in table.items():
        inner = f"{path}.{name}" if path else name
        if name in keys and isinstance(value, str) and value:
            yield label, name, value, False
        if isinstance(value, dict):
            yield from _strings(value, keys, inner, f"[{inner}]")
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if name in keys and isinstance(item, str) and item:
                    yield label, name, item, True
                elif isinstance(item, dict):
                    entry = f"[[{inner}]] {_entry_name(item, index)}"
                    yield from _strings(item, keys, inner, entry)


def _quoted(text: str) -> tuple[str, str]:
    """How TOML may write `text`: a basic ("...") or a literal ('...') string."""
    return json.dumps(text, ensure_ascii=False), f"'{text}'"


def _line(lines: list[str], start: int, key: str, text: str, item: bool) -> int | None:
    """The index of the first line from `start` on that writes `text`: as the value of `key`,
    or anywhere on the line for an item of a list (which may span lines)."""
    assignment = re.compile(rf"(?:^|[\s{{,]){re.escape(key)}\s*=")
    forms = _quoted(text)
    for index in range(start, len(lines)):
        line = lines[index]
        if any(form in line for form in forms) and (item or assignment.search(line)):
            return index
    return None


def _source(fileobj: IO[bytes]) -> str:
    """The file as a translator finds it in the repository: rules/<game>/<file>.toml."""
    name = getattr(fileobj, "name", "")
    return "/".join(Path(str(name)).parts[-3:]) if name else "the rule data"


def extract_rules(
    fileobj: IO[bytes], keywords: object, comment_tags: object, options: dict[str, Any]
) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extractor interface: (line number, no function, msgid, translator comments)
    for every string value of the keys babel.cfg names for this file (`keys`, space or comma
    separated)."""
    keys = set(str(options.get("keys", "")).replace(",", " ").split())
    source = fileobj.read().decode("utf-8")
    lines = source.splitlines()
    where_from = _source(fileobj)
    cursor = 0
    for table, key, text, item in _strings(tomllib.loads(source), keys, "", ""):
        # The file's order, except where an array of tables goes on after another table.
        found = _line(lines, cursor, key, text, item)
        if found is None:
            found = _line(lines, 0, key, text, item)
        else:
            cursor = found
        place = f"{key} of {table}" if table else key
        comment = f"Translators: {place} in {where_from}"
        # Line 0: Babel gives the file alone (a multi-line or escaped string not found).
        yield (0 if found is None else found + 1), None, text, [comment]
