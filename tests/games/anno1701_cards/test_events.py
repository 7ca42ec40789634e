"""Rulebook: Roll Phase B, the event die (Fire, Queen, Tax, Trader, Trading advantage,
Pirate hunt), and Trading Power & Naval Power."""

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.economy import gold, goods, power_holder
from anno_desktop.games.anno1701_cards.roll import resolve_event
from anno_desktop.games.anno1701_cards.rules import settle

from .helpers import in_action, land_index, lay_out

FIRE, QUEEN, TAX, TRADER, ADVANTAGE, HUNT = range(1, 7)


def test_fire_watch_protects_from_fire():
    s = in_action()
    p = s.players[s.current]
    p.inhabitants = [3, 3, 3, 1]
    lay_out(s, s.current, ["fire_watch"])
    resolve_event(s, FIRE)
    assert gold(p) == 6


def test_queen_gives_a_good_of_choice_to_the_fewest_unhappy():
    s = in_action()
    rich = 1 - s.current
    s.players[rich].centres = [4, 4]
    resolve_event(s, QUEEN)
    assert [d.seat for d in s.pending] == [rich]
    pasture = land_index("pasture")
    RULES.apply(s, Action("gain", (pasture,)))
    assert s.players[rich].land[pasture] == 2


def test_queen_on_a_tie_gives_both_a_good():
    s = in_action()
    resolve_event(s, QUEEN)
    assert [d.seat for d in s.pending] == [s.current, 1 - s.current]


def test_tax_pays_one_gold_per_happy_inhabitant():
    s = in_action()
    lay_out(s, 0, ["church"])
    lay_out(s, 1, ["chapel"])
    s.players[0].centres = [1, 1]
    resolve_event(s, TAX)
    assert gold(s.players[0]) == 5 and gold(s.players[1]) == 7


def test_trader_sells_or_buys_one_good_for_one_gold():
    s = in_action()
    seat = s.current
    resolve_event(s, TRADER)
    legal = RULES.legal_actions(s)
    assert Action("sell", ("wood",)) in legal and Action("buy_good", ("food",)) in legal
    RULES.apply(s, Action("sell", ("wood",)))
    assert gold(s.players[seat]) == 7 and goods(s.players[seat])["wood"] == 0
    assert RULES.to_act(s) == 1 - seat
    RULES.apply(s, Action("buy_good", ("food",)))
    assert gold(s.players[1 - seat]) == 5 and goods(s.players[1 - seat])["food"] == 2


def test_trading_power_goes_to_the_first_with_three_money_bags_and_breaks_on_a_tie():
    s = in_action()
    lay_out(s, 0, ["marketplace", "trading_house"])
    assert power_holder(s, "bag") == 0
    lay_out(s, 1, ["marketplace"])
    assert power_holder(s, "bag") == 0
    lay_out(s, 1, ["trading_house"])
    assert power_holder(s, "bag") is None


def test_trading_advantage_lets_the_holder_demand_a_good():
    s = in_action()
    lay_out(s, 1, ["marketplace", "trading_house"])
    resolve_event(s, ADVANTAGE)
    assert RULES.to_act(s) == 1
    RULES.apply(s, Action("demand", ("cloth",)))
    assert goods(s.players[0])["cloth"] == 0 and goods(s.players[1])["cloth"] == 2


def test_pirate_hunt_gives_the_naval_power_a_good():
    s = in_action()
    lay_out(s, 0, ["arsenal", "cannon_foundry"])
    resolve_event(s, HUNT)
    assert [d.kind for d in s.pending] == ["gain"] and s.pending[0].seat == 0


def test_nobody_gains_without_power():
    s = in_action()
    resolve_event(s, ADVANTAGE)
    resolve_event(s, HUNT)
    assert s.pending == []


def test_a_choice_with_nothing_left_to_choose_lapses():
    s = in_action()
    s.players[s.current].land = [3] * 7
    resolve_event(s, QUEEN)
    settle(s)
    assert [d.seat for d in s.pending] == [1 - s.current]
