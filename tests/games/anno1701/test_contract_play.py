"""Random legal play keeps the engine contract (DESIGN.md "The engine contract") in every
variant: 2, 3 and 4 players, with and without the first-game set-up."""

from anno_desktop.engine.contract import fuzz
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.rules import Anno1701Options


def test_random_play_keeps_the_contract_in_every_variant():
    variants = [Anno1701Options(players=p, first_game=f) for p in (2, 3, 4) for f in (False, True)]
    report = fuzz(RULES, variants, actions=6000, seed=7, deep_every=5)
    assert not report.failures, report.failures[0].problem
