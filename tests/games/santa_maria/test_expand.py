"""Rulebook "A. Expand your Colony": tile costs, rotation, legal placement, no replenishing."""

import pytest

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.games.santa_maria import RULES
from anno_desktop.games.santa_maria import actions as act
from anno_desktop.games.santa_maria.colony import footprint, index
from anno_desktop.games.santa_maria.data import rule_data

from .helpers import GOLD, GRAIN, WOOD, game, play, put


def slot_of(s, kind):
    data = rule_data()
    return next(k for k, t in enumerate(s.display) if t and data.tiles[t].kind == kind)


def test_double_costs_two_wood_and_triple_two_wood_and_a_grain():
    s = game()
    p = s.players[0]
    p.res[WOOD] = 2
    double, triple = slot_of(s, "double"), slot_of(s, "triple")
    legal = RULES.legal_actions(s)
    assert act.expand(double) in legal and act.expand(triple) not in legal
    p.res[GRAIN] = 1
    assert act.expand(triple) in RULES.legal_actions(s)
    play(s, act.expand(triple))
    assert p.res == [0, 0, 0, 0, 0]
    assert s.display[triple] is None and s.pending.kind == "place"


def test_gold_replaces_a_missing_resource():
    s = game()
    p = s.players[0]
    p.res[WOOD], p.res[GOLD] = 1, 1
    play(s, act.expand(slot_of(s, "double")))
    assert p.res[WOOD] == 0 and p.res[GOLD] == 0


def test_tile_is_placed_as_rotated_and_never_covers_buildings_or_tiles():
    s = game()
    p = s.players[0]
    p.res[WOOD] = 2
    put(s, 1, 2, "Wd")
    slot = slot_of(s, "double")
    tid = s.display[slot]
    play(s, act.expand(slot))
    legal = RULES.legal_actions(s)
    assert act.place(1, 1, 0) not in legal  # would cover the printed building at (1, 2)
    assert act.place(1, 1, 1) in legal  # turned a quarter: (1, 1) and (2, 1)
    play(s, act.place(1, 1, 1))
    codes = rule_data().tiles[tid].cells
    assert p.grid[index(1, 1)] == codes[0] and p.grid[index(2, 1)] == codes[1]
    assert p.tiles == 1


def test_l_tile_arm_b_is_a_quarter_turn_clockwise_of_arm_a():
    assert footprint("L", 3, 3, 3, 0) == (index(3, 3), index(3, 4), index(4, 3))
    assert footprint("L", 3, 3, 3, 1) == (index(3, 3), index(4, 3), index(3, 2))
    assert footprint("I", 3, 1, 5, 0) is None  # off the board


def test_display_is_not_replenished_during_the_year():
    s = game()
    s.players[0].res[WOOD] = 3
    slot = slot_of(s, "double")
    play(s, act.expand(slot))
    play(s, RULES.legal_actions(s)[0])
    assert s.display[slot] is None and s.display.count(None) == 1


def test_no_tile_without_room_for_it():
    s = game()
    p = s.players[0]
    p.res[WOOD] = 2
    p.grid = ["Wd"] * 36
    p.grid[0] = None
    assert not any(a.kind == "expand" for a in RULES.legal_actions(s))


def test_architect_saves_one_wood():
    s = game()
    p = s.players[0]
    p.scholars.append("SC06")
    p.res[WOOD] = 1
    assert act.expand(slot_of(s, "double")) in RULES.legal_actions(s)


def test_an_illegal_placement_is_refused_and_changes_nothing():
    s = game()
    s.players[0].res[WOOD] = 2
    play(s, act.expand(slot_of(s, "double")))
    before = s.clone()
    with pytest.raises(IllegalAction):
        RULES.apply(s, act.place(1, 6, 0))
    assert s == before
