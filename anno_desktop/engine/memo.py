"""What a search works out once per position: positions reached by the same moves in
different samples of the hidden cards share one value, for one decision."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class PositionMemo(Generic[V]):
    """Values by position key, dropped when `limit` are held, when the rule data they were
    made from (`made_from`) is another, and on `clear` (a bot's next decision)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._found: dict[Hashable, V] = {}
        self._made_from: object = None

    def get(self, key: Hashable, compute: Callable[[], V], made_from: object = None) -> V:
        if made_from is not self._made_from or len(self._found) >= self.limit:
            self._found.clear()
            self._made_from = made_from
        found = self._found.get(key)
        if found is None:
            found = self._found[key] = compute()
        return found

    def clear(self) -> None:
        self._found.clear()
