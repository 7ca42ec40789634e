"""Anno 1701, the board game: one whole turn (income, action and seafaring phases)."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import N_
from anno_desktop.ui.tutorials import Expect, Script, Step


def locate(table: Any, expect: Expect) -> pygame.Rect | None:
    """A tile stack (or the shipyard, the trade box) whose click opens a panel of choices."""
    model = table.model()
    for key, box in table.lay.column.supply.items():
        place = model.place(key)
        if place is not None and any(expect.matches(a) for a in place.actions):
            return pygame.Rect(box)
    return None


SCRIPT = Script(
    game_id="anno1701",
    seed=1,
    players=3,
    locate=locate,
    watching=N_("The other captains take their turns now; each of their moves shows in the log."),
    steps=(
        Step(
            N_(
                "Welcome to Anno 1701! You are the Captain. Each turn has three phases: roll "
                "the dice for income, act on your settlement, then sail. Let us play one turn."
            ),
            region="board",
        ),
        Step(
            N_(
                "Before the first turn every captain keeps two of four buildings drawn for them. "
                "Keep two: click the building in the golden ring, then what the ring shows next."
            ),
            Expect("keep"),
            after=N_("Those two buildings are yours from the start."),
        ),
        Step(
            N_("Your turn begins with the income phase: roll the dice. Click them."),
            Expect("roll"),
            after=N_(
                "Every player took a good from the landscape showing the number rolled (a 2, "
                "7 or 12 brings an event instead)."
            ),
        ),
        Step(
            N_(
                "The action phase: trade, build, buy expansion tiles, use your buildings. "
                "Buy a tile: click stack I, then take its top tile in the panel that opens."
            ),
            Expect("buy", (1,)),
        ),
        Step(
            N_("Put the new tile on your settlement: click the place outlined for it."),
            Expect("place"),
            after=N_("The tile lies on your settlement now."),
        ),
        Step(
            N_("Enough for this turn's actions: set sail, which ends the action phase."),
            Expect("sail"),
        ),
        Step(
            N_(
                "The seafaring phase: your ship has four movement points, one for each sea "
                "space. Sail it one space: click the move in the ring."
            ),
            Expect("move"),
        ),
        Step(
            N_(
                "Sailing on discovers islands to found colonies on. For now, end your turn "
                "(and confirm it in the panel that asks)."
            ),
            Expect("end_turn"),
            after=N_("The other captains play their turns."),
        ),
        Step(
            N_(
                "That was a whole turn: income, actions, seafaring. Play on against the easy "
                "bots; Hint (H) shows what a good captain would do, Rules explains the rest."
            ),
            region="board",
        ),
    ),
)
