"""Action kinds of Anno 1800 solo and their constructors.

Regular actions turn a time-stack card when complete; free actions never do. Multi-step actions
(workforce, upgrade, exchange, placing a tile, building more ships, returning cards) continue in
a sub-phase with the same kinds plus `done`. A paying action may also be entered through its pay
step (`pay`, see payment.py), where the player chooses the sources before `done` pays. A turned
card the Pyrphorians answer may open their demand (pyrphorians.py): `take` chooses how many of
the tokens come from played cards, `done` exhausts them.
"""

from __future__ import annotations

from anno_desktop.engine.rules import Action

# Regular actions.
BUILD = "build"  # (tile,) pay, then place
PLAY = "play"  # (card,)
EXCHANGE = "exchange"  # () then PICK cards, DONE
HIRE = "hire"  # (tier,) increase workforce, up to 3 cubes
UPGRADE = "upgrade"  # (from tier,) up to 3 steps
EXPLORE_OLD = "explore_old"
EXPLORE_NEW = "explore_new"
EXPEDITION = "expedition"  # (number of cards,)
FESTIVAL = "festival"
EDITOR = "editor"  # (card,) Mission 9: The Editor as a regular action
# Free actions.
ACTIVATE = "activate"  # (card,) or (card, upgrade steps)
SHIFT_END = "shift_end"  # (tier,)
FREE_BUILD = "free_build"  # (tile,) Mission 10: 6 trade tokens for an extra Expand
ALONSO = "alonso"
AARHANT = "aarhant"
EDITOR_FREE = "editor_free"  # (card,) normal solo order card
BERYL = "beryl"
# Sub-phase steps.
PLACE = "place"  # (space id,)
PICK = "pick"  # (card,) exchange or return a hand card
DONE = "done"
# The pay step (payment.py): entered by PAY, never by the bots.
PAY = "pay"  # (kind, *args) of the paying action: choose its sources first
SOURCE = "source"  # (part, how, tile) another source for one resource part
CARDS = "cards"  # (token kind, n) n of the exhausted tokens come from played cards
CANCEL = "cancel"  # back to before the pay step, nothing paid
# The Pyrphorians' demand (pyrphorians.py): entered by a turned card, the bots confirm at once.
TAKE = "take"  # (n,) n of the tokens they take come from played cards; DONE exhausts them

REGULAR = frozenset(
    {BUILD, PLAY, EXCHANGE, HIRE, UPGRADE, EXPLORE_OLD, EXPLORE_NEW, EXPEDITION, FESTIVAL, EDITOR}
)


def act(kind: str, *args: int | str) -> Action:
    return Action(kind, tuple(args))
