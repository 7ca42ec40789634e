"""Santa Maria: two turns of the first year (expand the colony, then work it with a die)."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import N_
from anno_desktop.ui.tutorials import Expect, Script, Step


def locate(table: Any, expect: Expect) -> pygame.Rect | None:
    """A space for the tile in hand as it is turned now (a click drops it so, and only a
    placement of that turn is taken there)."""
    if expect.kind != "place":
        return None
    turn = table.rotation()
    for rect, action in table.board_zones:
        if expect.matches(action) and action.args[2] == turn:
            return pygame.Rect(rect)
    return None


SCRIPT = Script(
    game_id="santa-maria",
    seed=1,
    players=2,
    locate=locate,
    steps=(
        Step(
            N_(
                "Welcome to Santa Maria! A game lasts three years. In a year the players take "
                "turns, one action each, until all have retired. Let us play two turns."
            ),
            region="board",
        ),
        Step(
            N_("Expand your colony: click the tile in the golden ring to take it (it costs wood)."),
            Expect("expand"),
        ),
        Step(
            N_("Put it into your colony: click the space in the ring."),
            Expect("place"),
            after=N_("The colony grew; a building on it can be worked from now on."),
        ),
        Step(
            N_(
                "Your next turn: take a die. A white die works a whole column of your colony, "
                "a blue one a row. Click the die in the ring."
            ),
            Expect("die", ("white",)),
        ),
        Step(
            N_("Choose the column to work: click the mark in the ring."),
            Expect("target"),
            after=N_("The buildings in that column worked, one after another."),
        ),
        Step(
            N_(
                "Once no action suits you, retire for the year; when all have retired, the "
                "year ends. Play on against the easy bot; Hint (H) helps, Rules explains."
            ),
            region="actions",
        ),
    ),
)
