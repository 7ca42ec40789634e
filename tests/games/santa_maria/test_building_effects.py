"""Rulebook "Activating Buildings": storage limit, production, trading, shipping,
conquistador, religion with monks and blue dice, and gold as a wildcard."""

from anno_desktop.engine.pending import Pending
from anno_desktop.games.santa_maria import RULES
from anno_desktop.games.santa_maria import actions as act

from .helpers import GEM, GOLD, GRAIN, SUGAR, WOOD, game, kinds, play, put


def activate(s, code):
    """Seat 0 activates a single `code` building at (1, 1), paying the first price (1 coin)."""
    p = s.players[0]
    s.current = 0
    p.coin_acts = 0
    p.blocked[0] = False
    put(s, 1, 1, code)
    p.coins += 1
    return play(s, act.coins(1, 1))


def test_excess_production_is_sold_at_once():
    s = game()
    p = s.players[0]
    p.res[WOOD], p.res[SUGAR] = 3, 3
    activate(s, "Wd")
    assert p.res[WOOD] == 3 and p.coins == 1
    p.coins = 0
    activate(s, "Su")
    assert p.res[SUGAR] == 3 and p.coins == 2


def test_jeweller_sells_advanced_excess_for_three():
    s = game()
    p = s.players[0]
    p.scholars.append("SC04")
    p.res[GEM] = 3
    activate(s, "Ge")
    assert p.coins == 3


def test_trade_is_optional_and_once_with_a_choice_between_sugar_and_gem():
    s = game()
    p = s.players[0]
    p.res[SUGAR], p.res[GEM] = 2, 1
    activate(s, "SG>3P")
    assert s.pending == Pending(0, "trade", (("sugar", "gem"), "points", 3))
    assert {act.trade("sugar"), act.trade("gem"), act.SKIP} <= set(RULES.legal_actions(s))
    play(s, act.trade("gem"))
    assert p.points == 3 and p.res[GEM] == 0 and p.res[SUGAR] == 2 and s.pending is None


def test_gold_is_a_wildcard_for_a_trade():
    s = game()
    p = s.players[0]
    p.res[GOLD] = 1
    activate(s, "Gr>3P")
    play(s, act.trade("gold"))
    assert p.points == 3 and p.res[GOLD] == 0


def test_shipping_pays_the_tile_moves_it_to_the_same_dock_and_refills():
    s = game()
    p = s.players[0]
    s.docks = ["O1", "O2", "O3", "O4"]  # O2 costs wood and grain
    top = s.ship_stack[-1]
    p.res[WOOD], p.res[GRAIN] = 1, 1
    events = activate(s, "Sh")
    assert s.pending == Pending(0, "ship") and act.ship(1) in RULES.legal_actions(s)
    assert act.ship(0) not in RULES.legal_actions(s)  # O1 needs two wood
    events += play(s, act.ship(1))
    assert p.harbour[1] == ["O2"] and s.docks[1] == top
    assert p.res == [0, 0, 0, 0, 0]
    assert any(e.barrier for e in events)


def test_no_new_shipments_once_the_stack_is_empty():
    s = game()
    p = s.players[0]
    s.docks = ["O1", None, None, None]
    s.ship_stack = []
    p.res[WOOD] = 2
    activate(s, "Sh")
    play(s, act.ship(0))
    assert s.docks == [None, None, None, None]


def test_anna_buys_a_grain_during_the_shipping_action_to_pay_the_tile():
    s = game()
    p = s.players[0]
    s.docks = ["O3", None, None, None]  # grain and sugar
    p.res[SUGAR] = 1
    p.coins = 3
    activate(s, "Sh")
    assert s.pending == Pending(0, "ship") and act.ship(0) not in RULES.legal_actions(s)
    play(s, act.buy("grain"), act.ship(0))
    assert p.harbour[0] == ["O3"] and p.coins == 0


def test_conquistador_gold_symbol_and_end_of_track():
    s = game()
    p = s.players[0]
    p.conq = 2
    activate(s, "Cq")
    assert p.conq == 3 and p.res[GOLD] == 1
    p.conq = 10
    activate(s, "Cq")
    assert p.conq == 10


def test_later_conquistador_is_stacked_on_top():
    s = game()
    other = s.players[1]
    other.conq, other.conq_tick, s.tick = 1, 1, 1
    activate(s, "Cq")
    assert s.players[0].conq == 1 and s.players[0].conq_tick > other.conq_tick


def test_religion_extra_step_for_a_grain():
    s = game()
    p = s.players[0]
    p.res[GRAIN] = 1
    activate(s, "Re")
    assert s.pending == Pending(0, "religion")
    play(s, act.extra("grain"))
    assert p.religion == 2 and p.res[GRAIN] == 0


def test_first_monk_symbol_recruits_and_unlocks_a_blue_die():
    s = game()
    p = s.players[0]
    p.religion = 1
    events = activate(s, "Re")
    assert p.religion == 2 and p.blue_unlocked == 2 and len(p.blue) == 2
    assert any(e.kind == "blue_die" and e.barrier for e in events)
    assert s.pending == Pending(0, "recruit")
    play(s, act.recruit(6))  # missionary station 1: 3 points
    assert p.points == 3 and p.monks == 5 and s.monks_on[6] == [0]


def test_second_monk_symbol_gives_no_blue_die_but_the_third_does():
    s = game()
    p = s.players[0]
    p.religion = 3
    activate(s, "Re")
    assert p.blue_unlocked == 1
    play(s, act.SKIP)
    p.religion = 6
    activate(s, "Re")
    assert p.blue_unlocked == 2


def test_recruiting_where_others_are_costs_two_coins_to_each():
    s = game(players=3)
    p = s.players[0]
    s.monks_on[3] = [1, 2]
    p.religion = 1
    p.coins = 4
    before = [s.players[1].coins, s.players[2].coins]
    activate(s, "Re")
    play(s, act.SKIP)  # no extra step, although a grain could be bought
    assert act.recruit(3) in RULES.legal_actions(s)
    play(s, act.recruit(3))
    assert p.coins == 0
    assert [s.players[1].coins, s.players[2].coins] == [before[0] + 2, before[1] + 2]
    assert p.bishops == [s.bishops[0]]


def test_no_second_monk_on_the_same_space():
    s = game()
    p = s.players[0]
    s.monks_on[0] = [0]
    p.religion = 3
    activate(s, "Re")
    assert act.recruit(0) not in RULES.legal_actions(s)
    play(s, act.recruit(1))
    assert s.scholars[1] in p.scholars


def test_past_the_end_of_the_religion_track_each_step_is_a_point():
    s = game()
    p = s.players[0]
    p.religion = 18
    p.res[GRAIN] = 1
    activate(s, "Re")
    play(s, act.extra("grain"))
    assert p.religion == 18 and p.points == 2


def test_preacher_pays_two_coins_for_the_extra_step():
    s = game()
    p = s.players[0]
    p.scholars.append("SC07")
    p.coins = 2
    activate(s, "Re")
    play(s, act.extra("coins"))
    assert p.religion == 2 and p.coins == 0


def test_missionary_gains_obey_the_storage_limit():
    s = game()
    p = s.players[0]
    p.res[WOOD] = 3
    p.religion = 1
    activate(s, "Re")
    play(s, act.recruit(7))  # 2 wood + 1 grain
    assert p.res[WOOD] == 3 and p.res[GRAIN] == 1 and p.coins == 2


def test_free_actions_are_offered_while_deciding():
    s = game()
    s.players[0].res[SUGAR] = 1
    s.players[0].res[GRAIN] = 1
    activate(s, "Re")
    assert {"sell", "extra", "skip"} <= kinds(s)
