"""The engine contract every game package fulfils (DESIGN.md, "The engine contract").

A game is a `Rules` object over a plain-data `State`. Whoever is not the engine (the UI, bots,
saves) sees the state only through `view(state, seat)` and changes it only through `apply`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict

from anno_desktop.engine.rng import Rng


class Action(NamedTuple):
    """One decision: a kind and a tuple of plain arguments (ints, strings, nested tuples).

    Actions are values: hashable, comparable, and written to the action log as JSON.
    """

    kind: str
    args: tuple = ()

    def to_json(self) -> list:
        return [self.kind, *(_jsonable(a) for a in self.args)]

    @classmethod
    def from_json(cls, data: Any) -> Action:
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"an action is a list starting with its kind, not {data!r}")
        return cls(data[0], tuple(_tupled(a) for a in data[1:]))

    def __str__(self) -> str:
        return self.kind if not self.args else f"{self.kind}{self.args!r}"


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    if isinstance(value, (int, str, bool)) or value is None:
        return value
    raise ValueError(f"an action argument must be a number, a text or a list, not {value!r}")


@dataclass(slots=True)
class Event:
    """Something that happened, for the log and for animations.

    `text` and `data` are public: the shared screen shows them to every seat in hot-seat play,
    so they never name what some seat may not see (the cards a spy looks at, a discovered
    tile); the seat that may see it reads it from its own `view`.
    `barrier` marks chance or a reveal (dice rolled, card drawn, tile turned up): undo never
    rewinds past it.
    """

    kind: str
    text: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    barrier: bool = False


@dataclass(slots=True, frozen=True)
class Result:
    """How a finished game ended: winners (seats), a score per seat, and why it ended."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str


class GameOptions(BaseModel):
    """Options for a new game. Each game subclasses this with its own variant flags."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int


class GameState(Protocol):
    rng: Rng

    def clone(self) -> GameState: ...


S = TypeVar("S", bound=GameState)


class Rules(Protocol[S]):
    id: ClassVar[str]
    title: ClassVar[str]
    player_counts: ClassVar[tuple[int, ...]]
    options_model: ClassVar[type[GameOptions]]

    def new_game(self, options: GameOptions, seed: int) -> S:
        """A fresh game, set up by the rulebook; all chance comes from `seed`."""
        ...

    def to_act(self, s: S) -> int | None:
        """The seat whose decision is pending (any seat, not just the turn owner); None: over."""
        ...

    def legal_actions(self, s: S) -> list[Action]:
        """Every legal action of `to_act(s)`, finite and in a deterministic order."""
        ...

    def apply(self, s: S, a: Action) -> list[Event]:
        """Carry out `a` (mutating `s`), or raise IllegalAction leaving `s` unchanged."""
        ...

    def view(self, s: S, seat: int | None) -> S:
        """A copy of `s` with everything `seat` may not see hidden (None: a spectator)."""
        ...

    def determinize(self, view: S, rng: Rng) -> S:
        """A full state consistent with `view`, hidden parts sampled from `rng` (for bots)."""
        ...

    def result(self, s: S) -> Result | None:
        """The outcome once the game is over, else None."""
        ...

    def turn(self, s: S) -> int:
        """The number of the current turn (round of play), for logs and save listings."""
        ...

    def describe(self, s: S, a: Action) -> str:
        """A short sentence for a button or the log: what `a` does."""
        ...
