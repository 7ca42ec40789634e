"""The Rules object of Anno 1800 solo: the engine contract over the modules of this package."""

from __future__ import annotations

from typing import ClassVar

from anno_desktop.engine.errors import not_possible
from anno_desktop.engine.i18n import _
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, GameOptions, Result
from anno_desktop.games.anno1800_solo.describe import describe
from anno_desktop.games.anno1800_solo.goals import final_score, rating
from anno_desktop.games.anno1800_solo.moves import legal_actions
from anno_desktop.games.anno1800_solo.payment import pay_entries
from anno_desktop.games.anno1800_solo.play import apply_action, end_words, is_legal
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions, new_state
from anno_desktop.games.anno1800_solo.state import State
from anno_desktop.games.anno1800_solo.view import determinize, view


class Anno1800SoloRules:
    id: ClassVar[str] = "anno1800-solo"
    title: ClassVar[str] = "Anno 1800 – solo"  # noqa: RUF001 (the printed title)
    player_counts: ClassVar[tuple[int, ...]] = (1,)
    options_model: ClassVar[type[GameOptions]] = Anno1800SoloOptions

    def new_game(self, options: GameOptions, seed: int) -> State:
        opts = Anno1800SoloOptions.model_validate(options.model_dump())
        return new_state(opts, seed)

    def to_act(self, s: State) -> int | None:
        return None if s.over else 0

    def legal_actions(self, s: State) -> list[Action]:
        """The one-step actions, then a pay-step entry for each paying action with a choice."""
        legal = legal_actions(s)
        return legal + pay_entries(s, legal) if s.phase != "pay" else legal

    def apply(self, s: State, a: Action) -> list[Event]:
        """`apply_action`, with a move the rules refuse now named in words."""
        if not s.over and not is_legal(s, a):
            raise not_possible(lambda: describe(s, a), str(a.kind))
        return apply_action(s, a, check=False)

    def view(self, s: State, seat: int | None) -> State:
        return view(s, seat)

    def determinize(self, view: State, rng: Rng) -> State:
        return determinize(view, rng)

    def result(self, s: State) -> Result | None:
        """Campaign: won or lost, scored by the time-stack cards left; normal solo: the score
        and its rating."""
        if not s.over:
            return None
        if s.mode == "campaign":
            won = s.victory
            return Result(
                (0,) if won else (), (float(len(s.stack)) if won else 0.0,), end_words(s.end_reason)
            )
        points = final_score(s)
        return Result((0,), (float(points),), _(rating(points)))

    def turn(self, s: State) -> int:
        return s.turn

    def describe(self, s: State, a: Action) -> str:
        return describe(s, a)
