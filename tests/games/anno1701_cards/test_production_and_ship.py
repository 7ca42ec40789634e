"""Rulebook: 1. The Landscapes and Their Goods, 2. The Ship, and Roll Phase A (number die)."""

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.economy import pay_goods, speed
from anno_desktop.games.anno1701_cards.roll import produce

from .helpers import in_action, land_index, lay_out


def test_forest_goes_from_one_to_two_wood_when_its_number_is_rolled():
    s = in_action()
    lion = s.players[0]
    forest = land_index("forest")
    assert lion.land[forest] == 1
    produce(s, 0, 1)  # the lion forest shows a 1
    assert lion.land[forest] == 2


def test_both_players_produce_on_every_roll():
    s = in_action()
    produce(s, 0, 1)
    produce(s, 1, 1)
    assert s.players[1].land[land_index("clay_out")] == 1  # the dragon outer pit shows 7 - 6


def test_paying_one_wood_turns_the_forest_down_to_nothing():
    s = in_action()
    pay_goods(s.players[0], (("wood", 1),))
    assert s.players[0].land[land_index("forest")] == 0


def test_a_landscape_never_holds_more_than_three():
    s = in_action()
    s.players[0].land[land_index("forest")] = 3
    produce(s, 0, 1)
    assert s.players[0].land[land_index("forest")] == 3


def test_ship_rises_on_its_number_up_to_four():
    s = in_action()
    produce(s, 0, 4)
    assert s.players[0].ship == 3
    s.players[0].ship = 4
    produce(s, 0, 4)
    assert s.players[0].ship == 4


def test_damaged_ship_shows_no_number():
    s = in_action()
    s.players[0].ship = 0
    produce(s, 0, 4)
    assert s.players[0].ship == 0


def test_unrest_stops_the_landscapes_above_and_below_its_centre():
    s = in_action()
    lion = s.players[0]
    lion.centres = [0, 4]
    produce(s, 0, 1)
    produce(s, 0, 3)
    assert lion.land[land_index("forest")] == 1 and lion.land[land_index("field")] == 1
    produce(s, 0, 2)
    assert lion.land[land_index("pasture")] == 2  # the pasture has no centre


def test_yield_building_works_for_its_owner_also_off_turn():
    s = in_action()
    off_turn = 1 - s.current
    lay_out(s, off_turn, ["farm"])
    farm = next(c for c in s.players[off_turn].slots if c >= 0)
    number = game_data().cards[farm].die
    before = s.players[off_turn].land[land_index("field")]
    produce(s, off_turn, number)
    assert s.players[off_turn].land[land_index("field")] == min(3, before + 1)


def test_repairing_from_the_reverse_side_costs_one_wood_per_level():
    s = in_action()
    p = s.players[s.current]
    p.ship = 0
    p.land[land_index("forest")] = 2
    RULES.apply(s, Action("repair"))
    assert p.ship == 1
    RULES.apply(s, Action("repair"))
    assert p.ship == 2 and p.land[land_index("forest")] == 0


def test_one_sail_and_two_sail_buildings_give_speed_six():
    s = in_action()
    lay_out(s, 0, ["weaving_mill", "shipyard"])
    assert speed(s.players[0]) == 6


def test_roll_resolves_number_then_event():
    s = in_action()
    s.phase = "roll"
    events = RULES.apply(s, Action("roll"))
    assert events[0].kind == "roll" and events[0].barrier
    number, face = s.last_roll
    assert 1 <= number <= 6 and 1 <= face <= 6
