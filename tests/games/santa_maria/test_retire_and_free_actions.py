"""Rulebook "D. Retire (Withdraw from the Round)" and "Free Actions"."""

from anno_desktop.engine.pending import Pending
from anno_desktop.games.santa_maria import RULES
from anno_desktop.games.santa_maria import actions as act
from anno_desktop.games.santa_maria.colony import index

from .helpers import GEM, GOLD, GRAIN, SUGAR, WOOD, game, play


def test_retiring_on_the_coin_space_then_income_from_top_to_bottom():
    s = game()
    p = s.players[0]
    p.harbour = [["W01"], [], [], ["W02", "W03"]]
    play(s, act.retire(0))
    assert p.retired and s.retire_spaces[0] == 0
    assert p.coins == 2 + 3 and p.points == 4
    assert RULES.to_act(s) == 1


def test_a_taken_retiring_space_is_not_offered_again():
    s = game()
    play(s, act.retire(2))
    assert act.retire(2) not in RULES.legal_actions(s) and act.retire(1) in RULES.legal_actions(s)


def test_retired_players_are_skipped_until_the_year_ends():
    s = game(players=3)
    play(s, act.retire(0))
    assert RULES.to_act(s) == 1
    play(s, act.retire(2))
    assert RULES.to_act(s) == 2
    s.players[2].coins = 1
    s.players[2].grid[0] = "Wd"
    play(s, act.coins(1, 1))
    assert RULES.to_act(s) == 2  # the only one still in the year


def test_road_space_places_a_road_tile_on_an_empty_cell():
    s = game()
    p = s.players[0]
    play(s, act.retire(4))
    assert s.pending.kind == "place" and len(RULES.legal_actions(s)) == 36 + 1
    play(s, act.place(3, 3, 0))
    assert p.grid[index(3, 3)] == "Rd1" and len(s.roads) == 2 and p.tiles == 1


def test_retire_you_are_allowed_to_choose_a_retiring_space_without_carrying_out_its_action():
    """Rulebook, "D. Retire": "You are allowed to choose a retiring space even if you are not
    able to (or do not want to) carry out its action." The road may be left unplaced."""
    s = game()
    p = s.players[0]
    play(s, act.retire(4))
    assert act.SKIP in RULES.legal_actions(s)
    assert RULES.describe(s, act.SKIP) == "Leave the road: place no road tile"
    play(s, act.SKIP)
    assert all(code is None for code in p.grid) and len(s.roads) == 3 and p.tiles == 0
    assert p.retired and s.pending is None and RULES.to_act(s) == 1


def test_an_expansion_tile_must_be_placed_once_paid():
    s = game()
    s.players[0].res[WOOD] = 2
    play(s, act.expand(0))
    assert s.pending.kind == "place" and act.SKIP not in RULES.legal_actions(s)


def test_road_space_does_nothing_once_the_road_tiles_are_gone():
    s = game()
    s.roads = []
    play(s, act.retire(4))
    assert s.pending is None and RULES.to_act(s) == 1


def test_a_blue_die_unlocked_while_retiring_waits_for_next_year():
    s = game()
    p = s.players[0]
    p.religion = 1
    play(s, act.retire(1))
    assert p.blue_unlocked == 2 and len(p.blue) == 1
    while s.pending is not None:
        play(s, act.SKIP)
    while s.year == 1:
        play(s, next(a for a in RULES.legal_actions(s) if a.kind == "retire"))
    assert len(p.blue) == 2


def test_farmer_gains_wood_or_grain_first():
    s = game()
    p = s.players[0]
    p.scholars.append("SC10")
    play(s, act.retire(0))
    assert s.pending == Pending(0, "farmer")
    play(s, act.farmer("grain"))
    assert p.res[GRAIN] == 1 and p.coins == 2


def test_selling_prices_and_buying_basic_resources_only():
    s = game()
    p = s.players[0]
    p.res = [1, 0, 1, 1, 1]
    play(s, act.sell("wood"), act.sell("sugar"), act.sell("gem"), act.sell("gold"))
    assert p.coins == 7 and p.res == [0, 0, 0, 0, 0]
    play(s, act.buy("grain"))
    assert p.coins == 4 and p.res[GRAIN] == 1
    legal = RULES.legal_actions(s)
    assert act.buy("sugar") not in legal and act.buy("gem") not in legal
    assert RULES.to_act(s) == 0  # free actions do not end the turn


def test_buying_respects_the_storage_limit():
    s = game()
    p = s.players[0]
    p.res[WOOD] = 3
    p.coins = 9
    legal = RULES.legal_actions(s)
    assert act.buy("wood") not in legal and act.buy("grain") in legal


def test_merchant_buys_for_two():
    s = game()
    p = s.players[0]
    p.scholars.append("SC03")
    p.coins = 2
    play(s, act.buy("wood"))
    assert p.coins == 0


def test_anna_sells_two_sugar_and_a_gem_for_six_coins():
    s = game()
    p = s.players[0]
    p.res[SUGAR], p.res[GEM] = 2, 1
    play(s, act.sell("sugar"), act.sell("sugar"), act.sell("gem"))
    assert p.coins == 6 and p.res[GOLD] == 0


def test_harbour_religion_and_conquistador_docks_give_their_actions():
    s = game()
    p = s.players[0]
    p.harbour = [[], ["W01"], ["W02", "W03"], []]
    p.religion = 5
    play(s, act.retire(0))
    assert p.religion == 6 and p.conq == 2 and p.coins == 2


def test_retiring_on_the_shipping_space_offers_a_shipment():
    s = game()
    p = s.players[0]
    s.docks = ["O1", None, None, None]
    p.res[WOOD] = 2
    play(s, act.retire(3))
    assert s.pending == Pending(0, "ship")
    play(s, act.ship(0))
    assert p.harbour[0] == ["O1"] and p.coins == 3  # the new tile already pays its income
