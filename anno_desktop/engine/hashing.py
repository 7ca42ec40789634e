"""A stable fingerprint of a game state, for `replay --verify`, fuzzing and save checks."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from typing import Any

from anno_desktop.engine.rng import Rng


def plain(value: Any) -> Any:
    """The state as nested JSON-able data, with a canonical order for dicts and sets."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, Rng):
        return {"rng": value.state}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v) for v in value), key=repr)
    if isinstance(value, dict):
        return [[plain(k), plain(v)] for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))]
    if dataclasses.is_dataclass(value):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    raise TypeError(f"cannot fingerprint a {type(value).__name__} in a game state")


def state_hash(state: Any) -> str:
    """SHA-256 of the canonical form of `state` (first 16 hex digits are plenty to compare)."""
    text = json.dumps(plain(state), separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()
