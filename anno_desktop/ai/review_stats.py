"""Statistics of a finished game for its game-over screen: the dice rolled against what fair
dice give, and each player's points over the game.

The dice are read from the roll events the game logged (public: every seat saw them), and
from the set-up position for dice rolled before the first action (Santa Maria's first year).
Each game says in `DICE` which event kinds roll, how many six-sided dice are added up into
one number and where the event keeps them; a game whose roll events carry no numbers has no
histogram. The points are what each game scores a player by, read from the positions of the
finished game, where nothing is secret any more.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Any

from anno_desktop.engine.i18n import N_
from anno_desktop.engine.rules import Event

if TYPE_CHECKING:  # the judge (ai.review) scores cut playouts by TALLIES: no import cycle
    from anno_desktop.ai.review import GameRecord


@dataclass(frozen=True)
class DiceRule:
    kinds: frozenset[str]  # the event kinds that roll
    dice: int  # six-sided dice added up into one number
    read: Callable[[dict[str, Any]], list[int]]  # the numbers rolled, from an event's data
    what: str  # the roll, in words
    setup: Callable[[Any], list[int]] | None = None  # the numbers rolled before any action


def _sum_of(key: str) -> Callable[[dict[str, Any]], list[int]]:
    """One number an event: its dice added up (or the one number it keeps)."""

    def read(data: dict[str, Any]) -> list[int]:
        value = data.get(key)
        if isinstance(value, list) and value and all(isinstance(v, int) for v in value):
            return [sum(value)]
        return [value] if isinstance(value, int) else []

    return read


def _each_of(key: str) -> Callable[[dict[str, Any]], list[int]]:
    """Every die of an event on its own."""

    def read(data: dict[str, Any]) -> list[int]:
        value = data.get(key)
        return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []

    return read


def _santa_maria_setup(state: Any) -> list[int]:
    """The first year's white dice and the first blue dice rolled with the set-up."""
    return [*state.white, *state.blue_pool, *(d for p in state.players for d in p.blue)]


DICE: dict[str, DiceRule] = {
    "anno1701": DiceRule(frozenset({"roll"}), 2, _sum_of("dice"), N_("the two production dice")),
    "anno1701-cards": DiceRule(frozenset({"roll"}), 1, _sum_of("number"), N_("the number die")),
    "santa-maria": DiceRule(
        frozenset({"roll", "year", "blue_die"}),
        1,
        _each_of("dice"),
        N_("the white and blue dice"),
        _santa_maria_setup,
    ),
}


def expected(dice: int) -> dict[int, float]:
    """The share of each total of `dice` fair six-sided dice."""
    counts = Counter(sum(faces) for faces in product(range(1, 7), repeat=dice))
    total = 6**dice
    return {value: n / total for value, n in sorted(counts.items())}


@dataclass(frozen=True)
class DiceCount:
    rule: DiceRule
    counts: dict[int, int]  # every possible total, how often it was rolled
    rolls: int

    def expected_counts(self) -> dict[int, float]:
        return {v: share * self.rolls for v, share in expected(self.rule.dice).items()}


def dice_rolled(game_id: str, events: list[list[Event]], setup: Any = None) -> DiceCount | None:
    """How often each total was rolled in the game (its events, and the set-up position
    `setup` if given), or None for a game without dice data."""
    rule = DICE.get(game_id)
    if rule is None:
        return None
    counts = dict.fromkeys(expected(rule.dice), 0)
    rolled = rule.setup(setup) if rule.setup is not None and setup is not None else []
    for event in (e for batch in events for e in batch if e.kind in rule.kinds):
        rolled += rule.read(event.data)
    for value in rolled:
        if value in counts:
            counts[value] += 1
    return DiceCount(rule, counts, sum(counts.values()))


def _anno1701(state: Any) -> list[float]:
    return [float(p.tokens) for p in state.players]


def _cards(state: Any) -> list[float]:
    return [float(sum(level - 1 for level in p.inhabitants)) for p in state.players]


def _santa_maria(state: Any) -> list[float]:
    if state.final is not None:
        return [float(sum(b.values())) for b in state.final]
    return [float(p.points) for p in state.players]


# What each game scores by, as (heading, points per seat in a position).
TALLIES: dict[str, tuple[str, Callable[[Any], list[float]]]] = {
    "anno1701": (N_("Favour tokens placed"), _anno1701),
    "anno1701-cards": (N_("Favour points"), _cards),
    "santa-maria": (N_("Points"), _santa_maria),
}


def has_statistics(game_id: str) -> bool:
    """Whether the game has dice data or points to chart (else its log need not replay)."""
    return game_id in DICE or game_id in TALLIES


@dataclass(frozen=True)
class Tally:
    heading: str
    turns: list[int]  # the game's turn at each sample
    values: list[list[float]]  # per seat, one value per sample


def tally(record: GameRecord, samples: int = 60) -> Tally | None:
    """Each seat's points over the game at up to `samples` evenly spread positions (the last
    one always), or None for a game that scores nothing along the way."""
    entry = TALLIES.get(record.match.rules.id)
    if entry is None:
        return None
    heading, points = entry
    last = len(record.states) - 1
    picks = sorted({round(i * last / max(1, samples - 1)) for i in range(samples)} | {last})
    rows = [points(record.states[k]) for k in picks]
    seats = len(record.match.seats)
    turns = [record.match.rules.turn(record.states[k]) for k in picks]
    return Tally(heading, turns, [[row[s] for row in rows] for s in range(seats)])
