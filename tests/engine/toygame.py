"""A two-seat dice race used only by the engine tests: roll, then step 1 or 2 squares until the
roll is used up. Each seat holds a secret bonus card, hidden from the other seat."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, GameOptions, Result

GOAL = 12
ROLL = Action("roll")


class ToyOptions(GameOptions):
    players: int = 2


@dataclass(slots=True)
class ToyState:
    rng: Rng
    pos: list[int] = field(default_factory=lambda: [0, 0])
    secret: list[int | None] = field(default_factory=lambda: [None, None])
    current: int = 0
    steps_left: int = 0
    rolled: bool = False
    turn: int = 1

    def clone(self) -> ToyState:
        return copy.deepcopy(self)


class ToyRules:
    id = "toy"
    title = "Toy race"
    player_counts = (2,)
    options_model = ToyOptions

    def new_game(self, options: GameOptions, seed: int) -> ToyState:
        rng = Rng(seed)
        return ToyState(rng=rng, secret=[rng.die(3), rng.die(3)])

    def to_act(self, s: ToyState) -> int | None:
        return None if self.result(s) else s.current

    def legal_actions(self, s: ToyState) -> list[Action]:
        if self.result(s):
            return []
        if not s.rolled:
            return [ROLL]
        return [Action("step", (k,)) for k in (1, 2) if k <= s.steps_left]

    def apply(self, s: ToyState, a: Action) -> list[Event]:
        if a not in self.legal_actions(s):
            raise IllegalAction(f"{a} is not possible now")
        if a.kind == "roll":
            s.rolled, s.steps_left = True, s.rng.die(3)
            return [Event("roll", f"rolled {s.steps_left}", s.current, barrier=True)]
        (k,) = a.args
        s.pos[s.current] += k
        s.steps_left -= k
        if s.steps_left == 0:
            s.rolled = False
            s.current = 1 - s.current
            s.turn += s.current == 0
        return [Event("step", f"stepped {k}", s.current)]

    def view(self, s: ToyState, seat: int | None) -> ToyState:
        v = s.clone()
        v.secret = [x if i == seat else None for i, x in enumerate(s.secret)]
        return v

    def determinize(self, view: ToyState, rng: Rng) -> ToyState:
        s = view.clone()
        s.secret = [x if x is not None else rng.die(3) for x in s.secret]
        return s

    def result(self, s: ToyState) -> Result | None:
        totals = [p + (b or 0) for p, b in zip(s.pos, s.secret, strict=True)]
        if max(s.pos) < GOAL:
            return None
        best = max(totals)
        return Result(tuple(i for i, t in enumerate(totals) if t == best), tuple(totals), "goal")

    def turn(self, s: ToyState) -> int:
        return s.turn

    def describe(self, s: ToyState, a: Action) -> str:
        return "Roll the die" if a.kind == "roll" else f"Step {a.args[0]}"


RULES = ToyRules()
BOTS: dict = {}
