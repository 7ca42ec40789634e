"""Anno 1800 solo, Mission 1: the briefing, then one action to expand the island."""

from __future__ import annotations

from anno_desktop.engine.i18n import N_
from anno_desktop.ui.tutorials import Expect, Script, Step

SCRIPT = Script(
    game_id="anno1800-solo",
    seed=3,
    players=1,
    options={"mission": 1, "mode": "campaign"},
    steps=(
        Step(
            N_(
                "Welcome to Anno 1800 solo! Each turn you take one action: expand your island, "
                "increase your workforce, exchange cards or hold a city festival. Let us take one."
            ),
            region="board",
        ),
        Step(
            N_("Expand your island: click the blueprint in the golden ring to build it."),
            Expect("build"),
        ),
        Step(
            N_("Now choose where it stands: click the space in the ring."),
            Expect("place"),
            after=N_("Built: the new industry stands on your island."),
        ),
        Step(
            N_(
                "Every action you may take is also listed here in the action bar. Rest the "
                "pointer on anything on the table to read what it means."
            ),
            region="actions",
        ),
        Step(
            N_(
                "That was a whole turn. Play on through the mission; Hint (H) shows what a "
                "good player would do, Rules explains the rest."
            ),
            region="board",
        ),
    ),
)
