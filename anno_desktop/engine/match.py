"""A game being played: rules, state, seats, the action log and undo.

Undo follows the boardgame.io rule: a human may take back their own latest actions, but never
past a dice roll, a card draw or any other reveal, and never past another seat's action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.i18n import _
from anno_desktop.engine.rules import Action, Event, GameOptions, Result, Rules


class Seat(BaseModel):
    """Who plays a seat: a human, or a bot of some level."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    kind: Literal["human", "bot"] = "bot"
    level: str | None = None
    colour: str | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(slots=True)
class _Checkpoint:
    seat: int
    state: Any
    log_length: int


class Match:
    """Owns one game's state; everyone else asks it, nobody edits the state directly."""

    def __init__(
        self,
        rules: Rules,
        options: GameOptions,
        seed: int,
        seats: list[Seat],
        state: Any = None,
        log: list[Action] | None = None,
    ) -> None:
        if len(seats) != options.players:
            raise ValueError(f"{len(seats)} seats for a {options.players}-player game")
        self.rules = rules
        self.options = options
        self.seed = seed
        self.seats = list(seats)
        self.state = state if state is not None else rules.new_game(options, seed)
        self.log: list[Action] = list(log or [])
        self._undo: list[_Checkpoint] = []

    # -- questions -------------------------------------------------------------------------

    def to_act(self) -> int | None:
        return self.rules.to_act(self.state)

    def legal_actions(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def turn(self) -> int:
        return self.rules.turn(self.state)

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    # -- changes ---------------------------------------------------------------------------

    def submit(self, action: Action) -> list[Event]:
        """Apply the pending seat's action; IllegalAction (state untouched) if the rules refuse."""
        seat = self.to_act()
        if seat is None:
            raise IllegalAction(_("the game is over"))
        human = self.seats[seat].is_human
        before = self.state.clone() if human else None
        events = self.rules.apply(self.state, action)
        self.log.append(action)
        if not human or any(e.barrier for e in events):
            self._undo.clear()
        else:
            if self._undo and self._undo[-1].seat != seat:
                self._undo.clear()
            self._undo.append(_Checkpoint(seat, before, len(self.log) - 1))
        return events

    def can_undo(self) -> bool:
        """True when the seat to act may take back its latest action.

        Once the decision has passed to another seat (the turn ended, a trade partner must
        answer), the action is final: that seat may already have seen its effect.
        """
        return bool(self._undo) and self._undo[-1].seat == self.to_act()

    def undo(self) -> bool:
        """Take back the latest undoable action; False when there is none."""
        if not self.can_undo():
            return False
        checkpoint = self._undo.pop()
        self.state = checkpoint.state
        del self.log[checkpoint.log_length :]
        return True
