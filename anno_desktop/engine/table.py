"""What a game's table model is made of (DESIGN.md, "UI"): frozen, pygame-free data.

Each game's `games/<game>/table.py` builds a `Table` from `(view, legal actions, seat)`: every
place a player looks at or clicks, with its words, its tooltip worded from the rule data, the
legal actions a click there means, and why nothing can be done there now; the prompt; the
pending decision; previews of what an action would cost or where it would go. The UI draws and
clicks only what the table says, so no rule knowledge lives in `ui/`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action


class Absent(str):
    """A `why_not` meaning the game's set-up leaves this place out altogether (a mission with
    no ships, no New World): the UI greys it and strikes it through. A mark on the text rather
    than a look at its words, so it holds in every language."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Cost:
    """One part of a price: `amount` of `resource`, paid from `source` (words, for a preview)."""

    resource: str
    amount: int
    source: str = ""


@dataclass(frozen=True, slots=True)
class Preview:
    """What `action` would do before it is chosen: a sentence, its price, a path or an order.

    `path` holds the keys of places in order: the spaces a ship sails through, the buildings a
    row activates one after the other.
    """

    action: Action
    text: str
    costs: tuple[Cost, ...] = ()
    path: tuple[str, ...] = ()
    warning: str = ""


@dataclass(frozen=True, slots=True)
class Place:
    """Something on the table a player looks at or clicks.

    `key` is stable between two tables of the same game (layout and tests find places by it);
    `label` is what it shows in words, never an internal id; `numbers` the figures drawn on it
    (name -> value); `actions` the legal actions a click there means (empty: nothing to do
    now, and `why_not` says why when there is something to say).
    """

    key: str
    label: str
    tooltip: str = ""
    actions: tuple[Action, ...] = ()
    why_not: str = ""
    numbers: tuple[tuple[str, int], ...] = ()
    kind: str = ""

    @property
    def clickable(self) -> bool:
        return bool(self.actions)

    def number(self, name: str, default: int = 0) -> int:
        return dict(self.numbers).get(name, default)


@dataclass(frozen=True, slots=True)
class Table:
    """The whole table as `seat` may see it, and what that seat can do on it now."""

    seat: int | None
    prompt: str
    pending: Pending | None
    places: tuple[Place, ...] = ()
    previews: tuple[Preview, ...] = ()
    _by_key: dict[str, Place] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._by_key.update((p.key, p) for p in self.places)

    def place(self, key: str) -> Place | None:
        return self._by_key.get(key)

    def preview(self, action: Action) -> Preview | None:
        return next((p for p in self.previews if p.action == action), None)

    def actions_on_places(self) -> set[Action]:
        return {a for p in self.places for a in p.actions}

    def loose_actions(self, legal: list[Action]) -> list[Action]:
        """The legal actions no place offers (end turn, pass): the fixed buttons of the bar."""
        placed = self.actions_on_places()
        return [a for a in legal if a not in placed]
