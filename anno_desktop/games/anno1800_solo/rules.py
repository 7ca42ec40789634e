"""The Rules object of Anno 1800 solo: the engine contract over the modules of this package."""

from __future__ import annotations

from typing import ClassVar

from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, GameOptions, Result
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.goals import final_score, rating
from anno_desktop.games.anno1800_solo.moves import legal_actions
from anno_desktop.games.anno1800_solo.play import apply_action
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions, new_state
from anno_desktop.games.anno1800_solo.state import State
from anno_desktop.games.anno1800_solo.view import determinize, view


class Anno1800SoloRules:
    id: ClassVar[str] = "anno1800-solo"
    title: ClassVar[str] = "Anno 1800 - solo"
    player_counts: ClassVar[tuple[int, ...]] = (1,)
    options_model: ClassVar[type[GameOptions]] = Anno1800SoloOptions

    def new_game(self, options: GameOptions, seed: int) -> State:
        opts = Anno1800SoloOptions.model_validate(options.model_dump())
        return new_state(opts, seed)

    def to_act(self, s: State) -> int | None:
        return None if s.over else 0

    def legal_actions(self, s: State) -> list[Action]:
        return legal_actions(s)

    def apply(self, s: State, a: Action) -> list[Event]:
        return apply_action(s, a)

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
            return Result((0,) if won else (), (float(len(s.stack)) if won else 0.0,), s.end_reason)
        points = final_score(s)
        return Result((0,), (float(points),), rating(points))

    def turn(self, s: State) -> int:
        return s.turn

    def describe(self, s: State, a: Action) -> str:
        return describe(a, s)


DONE_WORDS = {
    "ships": "No more ships: finish the Expand",
    "exchange": "Done: draw the new cards",
    "return": "Done returning cards",
    "workforce": "No more workers: finish the action",
    "upgrade": "No more upgrades: finish the action",
}
PICK_WORDS = {"exchange": "Exchange {card}", "return": "Put {card} under its deck"}


def describe(a: Action, s: State | None = None) -> str:
    """A short sentence for a button or the log (in words fitting the step in progress)."""
    d = game_data()
    arg = a.args[0] if a.args else ""
    names = {t: i.name for t, i in d.industries.items()}
    names.update(
        {
            t: f"{x.kind if x.kind == 'shipyard' else x.kind + ' ship'} (strength {x.strength})"
            for t, x in d.ships.items()
        }
    )
    phase = s.phase if s is not None else ""
    pending = names.get(s.pending, "") if s is not None else ""
    count = int(arg) if a.kind == A.EXPEDITION and str(arg).isdigit() else 0
    texts = {
        A.BUILD: f"Expand: build {names.get(str(arg), arg)}",
        A.FREE_BUILD: f"Exhaust 6 trade tokens to build {names.get(str(arg), arg)}",
        A.PLACE: f"Place {pending or 'it'} on space {arg}",
        A.PLAY: f"Fulfil population card {arg}",
        A.EXCHANGE: "Exchange up to 3 hand cards",
        A.PICK: PICK_WORDS.get(phase, "Choose {card}").format(card=arg),
        A.DONE: DONE_WORDS.get(phase, "Done"),
        A.HIRE: f"Increase workforce: 1 {arg}",
        A.UPGRADE: f"Upgrade {'an' if str(arg)[:1] in 'aeiou' else 'a'} {arg}",
        A.EXPLORE_OLD: "Explore the Old World",
        A.EXPLORE_NEW: "Explore the New World",
        A.EXPEDITION: f"Expedition: take {arg} card{'s' if count != 1 else ''}",
        A.FESTIVAL: "City festival",
        A.EDITOR: f"The Editor (an action): {arg} under its deck",
        A.EDITOR_FREE: f"The Editor: {arg} under its deck",
        A.ACTIVATE: f"Use the effect of {arg}"
        + (f" ({a.args[1]} steps)" if len(a.args) > 1 else ""),
        A.SHIFT_END: f"Pay gold to end {'an' if str(arg)[:1] in 'aeiou' else 'a'} {arg}'s shift",
        A.ALONSO: "Alonso Graves: an extra action",
        A.AARHANT: "Aarhant: an investor for 5 gold",
        A.BERYL: "Beryl O'Mara: 2 exploration tokens for 1 trade token",
    }
    return texts.get(a.kind, str(a))
