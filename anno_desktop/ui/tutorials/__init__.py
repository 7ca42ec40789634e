"""Learn to play (issue 21, item 1): a guided first game of each game, kept as data.

A script is a fixed seed, the seats and options, and the steps of one turn: each step says a
sentence and names the action it waits for (`Expect`), or is read and closed with Next. The
`Tutorial` scene (ui/scenes/tutorial.py) lies over the game's own table, points at what takes
the expected action and lets only that click through; the last step hands the same game over
as a normal game against `easy` bots.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from anno_desktop.engine.match import Seat
from anno_desktop.engine.rules import Action
from anno_desktop.ui import flow

if TYPE_CHECKING:
    import pygame

    from anno_desktop.ui.app import App

# Each game's script, in the module of this package named after the game.
SCRIPT_MODULES = {
    "anno1701": "anno1701",
    "anno1701-cards": "anno1701_cards",
    "anno1800-solo": "anno1800_solo",
    "santa-maria": "santa_maria",
}
# The level of the bots a tutorial's game is played against, then and afterwards.
BOT_LEVEL = "easy"
# The regions of the table a reading step may point at (the table scene's own rects).
REGIONS = ("board", "actions", "log", "top")


@dataclass(frozen=True)
class Expect:
    """An action the step waits for: its kind and the first of its arguments."""

    kind: str
    args: tuple[Any, ...] = ()

    def matches(self, action: Action) -> bool:
        return action.kind == self.kind and tuple(action.args[: len(self.args)]) == self.args


@dataclass(frozen=True)
class Step:
    """One sentence of the tutorial (marked with N_; translated when shown).

    `expect` None: a step to read, closed with Next, pointing at `region` if one is named.
    `after` is said once the expected action was taken, above the next step's sentence."""

    text: str
    expect: Expect | None = None
    after: str = ""
    region: str = ""


# A game's own finder of what takes an action when no board zone or action-bar button does
# (a tile stack or a card that opens a panel of choices): the rect to point at, or None.
Locator = Callable[[Any, Expect], "pygame.Rect | None"]


@dataclass(frozen=True)
class Script:
    game_id: str
    seed: int
    players: int
    steps: tuple[Step, ...]
    options: dict[str, Any] = field(default_factory=dict)
    locate: Locator | None = None
    # Said while the bots play between the player's steps (empty: the rival, or the others).
    watching: str = ""


def has_tutorial(game_id: str) -> bool:
    return game_id in SCRIPT_MODULES


def script_for(game_id: str) -> Script:
    module = importlib.import_module(f"{__name__}.{SCRIPT_MODULES[game_id]}")
    script: Script = module.SCRIPT
    return script


def tutorial_match(script: Script) -> Any:
    """The tutorial's game: the player in the first seat, `easy` bots in the others."""
    options = flow.default_options(script.game_id, script.players)
    if script.options:
        options = options.model_validate({**options.model_dump(), **script.options})
    kinds = ["human"] + [BOT_LEVEL] * (script.players - 1)
    seats: list[Seat] = flow.default_seats(script.game_id, script.players, kinds)
    return flow.new_match(script.game_id, options, seats, script.seed)


def start(app: App, game_id: str, *, autosave: bool = True) -> Any:
    """Open the tutorial's game on its table (the main menu under it), with the tutorial
    over it; the tutorial scene. `autosave` False for pictures: nothing is written."""
    from anno_desktop.ui.scene import new_scene, push_scene

    script = script_for(game_id)
    match = tutorial_match(script)
    table = flow.scene_class(game_id)(app, match, autosave=autosave)
    app.reset(new_scene(app, "MainMenu"), table)
    return push_scene(app, "Tutorial", table, script)
