"""Anno 1701, the card game: one whole turn (roll, action and end phases)."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import N_
from anno_desktop.ui.tutorials import Expect, Script, Step


def locate(table: Any, expect: Expect) -> pygame.Rect | None:
    """A card standing for several actions: a click on it opens the menu of them (once the
    menu is open, its entries are the table's zones)."""
    if table.menu is not None:
        return None
    for rect, place in table.cards_drawn:
        if any(expect.matches(a) for a in place.actions):
            return pygame.Rect(rect)
    return None


SCRIPT = Script(
    game_id="anno1701-cards",
    seed=3,
    players=2,
    locate=locate,
    steps=(
        Step(
            N_(
                "Welcome to the Anno 1701 card game! Each turn has three phases: roll the "
                "dice, act in your settlement, then end with a trade voyage or by refilling "
                "your hand. Let us play one turn."
            ),
            region="board",
        ),
        Step(
            N_(
                "First choose the stack your first three cards come from: click the one in "
                "the golden ring."
            ),
            Expect("opening"),
            after=N_("Those three cards are your hand."),
        ),
        Step(
            N_("Your turn begins with the roll phase: roll both dice. Click them."),
            Expect("roll"),
            after=N_(
                "Both players gained a good in every landscape showing the number rolled; "
                "then the event die was carried out."
            ),
        ),
        Step(
            N_(
                "The action phase: build, trade, play cards. Build a card from your hand: "
                "click it, then Build in its menu."
            ),
            Expect("build"),
            after=N_("The new building stands in your settlement."),
        ),
        Step(
            N_("The end phase: end your turn here (and confirm it in the panel that asks)."),
            Expect("end"),
            after=N_("Your rival plays their turn."),
        ),
        Step(
            N_(
                "That was a whole turn: roll, actions, end. Play on against the easy bot; "
                "Hint (H) shows what a good player would do, Rules explains the rest."
            ),
            region="board",
        ),
    ),
)
