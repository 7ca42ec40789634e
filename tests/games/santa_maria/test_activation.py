"""Rulebook "B. Activate a Single Building" and "C. Activate a Row/Column", with its examples."""

from anno_desktop.games.santa_maria import RULES
from anno_desktop.games.santa_maria import actions as act
from anno_desktop.games.santa_maria.colony import index

from .helpers import GRAIN, SUGAR, WOOD, game, play, put


def test_coin_activation_costs_one_more_each_time():
    s = game()
    p = s.players[0]
    for col in range(1, 5):
        put(s, 1, col, "Wd")
    p.coins = 10
    paid = []
    for col in range(1, 4):
        before = p.coins
        play(s, act.coins(1, col))
        paid.append(before - p.coins)
        s.current = 0
    assert paid == [1, 2, 3]
    assert p.blocked[index(1, 1)] and p.res[WOOD] == 3


def test_a_building_with_coins_on_it_cannot_be_activated_again():
    s = game()
    put(s, 2, 2, "Gr")
    s.players[0].coins = 5
    play(s, act.coins(2, 2))
    s.current = 0
    assert act.coins(2, 2) not in RULES.legal_actions(s)


def test_treasurer_pays_one_less_but_at_least_one():
    s = game()
    p = s.players[0]
    p.scholars.append("SC02")
    for col in range(1, 4):
        put(s, 1, col, "Wd")
    p.coins = 10
    for col in range(1, 4):
        play(s, act.coins(1, col))
        s.current = 0
    assert p.coins == 10 - (1 + 1 + 2)


def test_anna_pays_two_coins_to_change_a_white_die_from_5_to_3():
    s = game()
    p = s.players[0]
    s.white = [5, 5, 6]
    put(s, 1, 3, "Wd")
    put(s, 4, 3, "Gr")
    put(s, 6, 3, "Rd1")
    p.coins = 2
    play(s, act.die("white", 5), act.target(3))
    assert p.coins == 0
    assert p.res[WOOD] == 1 and p.res[GRAIN] == 1
    # The die rests on the bottom-most vacant building, never on the road below it.
    assert p.blocked[index(4, 3)] and not p.blocked[index(1, 3)] and not p.blocked[index(6, 3)]
    assert s.white == [5, 6] and p.white_used == 1


def test_blue_die_activates_two_buildings_left_to_right_and_rests_on_the_last():
    s = game()
    p = s.players[0]
    p.blue = [2]
    put(s, 2, 1, "Gr")
    put(s, 2, 3, "Gr>Su")
    put(s, 2, 5, "Rd1")
    events = play(s, act.die("blue", 2), act.target(2))
    # The grain made by the first building pays for the trade of the second.
    assert s.pending.kind == "trade"
    play(s, act.trade("grain"))
    assert p.res[GRAIN] == 0 and p.res[SUGAR] == 1
    assert [e.data["cell"] for e in events if e.kind == "activate"] == [index(2, 1), index(2, 3)]
    assert p.blocked[index(2, 3)] and not p.blocked[index(2, 1)] and p.blue == []


def test_dice_values_do_not_wrap_around():
    s = game()
    p = s.players[0]
    s.white = [1]
    put(s, 1, 6, "Wd")
    p.coins = 4
    assert act.die("white", 1) not in RULES.legal_actions(s)
    p.coins = 5
    play(s, act.die("white", 1), act.target(6))
    assert p.coins == 0


def test_only_vacant_buildings_are_activated():
    s = game()
    p = s.players[0]
    s.white = [2]
    put(s, 1, 2, "Wd")
    put(s, 3, 2, "Wd")
    p.blocked[index(3, 2)] = True
    play(s, act.die("white", 2), act.target(2))
    assert p.res[WOOD] == 1 and p.blocked[index(1, 2)]


def test_no_die_for_a_line_without_a_vacant_building():
    s = game()
    s.white = [4]
    put(s, 1, 4, "Rd1")
    assert not any(a.kind == "die" for a in RULES.legal_actions(s))


def test_no_more_than_three_white_dice_a_year_four_with_the_foreman():
    s = game()
    p = s.players[0]
    s.white = [1, 1, 1, 1, 1]
    for row in range(1, 7):
        put(s, row, 1, "Wd")
    for _ in range(3):
        play(s, act.die("white", 1), act.target(1))
        s.current = 0
    assert act.die("white", 1) not in RULES.legal_actions(s)
    p.scholars.append("SC09")
    assert act.die("white", 1) in RULES.legal_actions(s)


def test_cartographer_changes_one_pip_for_free():
    s = game()
    p = s.players[0]
    p.scholars.append("SC01")
    s.white = [3]
    put(s, 1, 4, "Wd")
    play(s, act.die("white", 3), act.target(4))
    assert p.coins == 0 and p.res[WOOD] == 1


def test_multi_effect_building_carries_out_every_effect():
    s = game()
    p = s.players[0]
    put(s, 1, 1, "Su+2$")
    p.coins = 1
    play(s, act.coins(1, 1))
    assert p.res[SUGAR] == 1 and p.coins == 2
