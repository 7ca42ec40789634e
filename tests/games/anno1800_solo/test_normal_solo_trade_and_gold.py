"""Solo rulebook, "The Normal Solo Game": trading, gold from turned cards, end and scoring."""

from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.economy import (
    can_pay,
    commit_payment,
    plan_payment,
    trade_terms,
)
from anno_desktop.games.anno1800_solo.goals import final_score, rating, score_breakdown, stack_bonus
from anno_desktop.games.anno1800_solo.play import normal_flip_gold
from tests.games.anno1800_solo.helpers import act, no_tokens, normal, put


def test_setup_stack_of_20_fw_10_nw_20_aei_and_hand_of_7_fw_2_aei():
    s = normal()
    assert len(s.stack) == 50
    assert [c[:2] for c in s.stack[:20]] == ["FW"] * 20
    assert all(c.startswith("NW") for c in s.stack[20:30])
    assert all(c.startswith("AEI") for c in s.stack[30:])
    assert sorted(c[:2] for c in s.hand) == ["AE"] * 2 + ["FW"] * 7
    assert len(s.orders) == 5 and s.gold == 0


def test_beer_first_trade_costs_2_tokens_and_puts_a_brewery_in_the_display():
    s = normal()
    terms = trade_terms(s, "beer")
    assert terms is not None and terms.tile == "brewery"
    assert (terms.tokens, terms.first) == (2, True)
    s.home[1] = 0  # no worker may make anything: the beer must be traded
    plan = plan_payment(s, ["beer"])
    assert plan is not None and plan.trade == 2
    commit_payment(s, plan)
    assert s.display == ["brewery"]
    s.traded_this_turn.clear()
    s.first_trade_done = False
    assert trade_terms(s, "beer").tokens == 1


def test_preprinted_resources_trade_at_regular_cost_without_display():
    s = normal()
    assert trade_terms(s, "grain").tokens == 1
    coal = trade_terms(s, "coal")
    assert coal is not None and not coal.first
    assert (coal.tile, coal.tokens) == ("charcoal_kiln_a", 2)


def test_clockmaker_example_two_new_resources_cannot_be_traded_in_one_action():
    s = normal()
    s.home[3] = 1  # an engineer for the cube symbol
    s.home[1] = s.home[2] = 0  # nothing can be made: glass and brass must both be traded
    s.temp_trade = 10
    assert not can_pay(s, ["glass", "brass"], ("engineer",))
    s.display.append("glassworks")
    assert can_pay(s, ["glass", "brass"], ("engineer",))


def test_cannons_cannot_be_traded_while_no_dynamite_exists():
    s = normal()
    s.home[3] = 1
    assert trade_terms(s, "cannons") is None
    put(s, "dynamite_factory", "H2")
    assert trade_terms(s, "cannons") is not None


def test_new_world_industries_in_display_never_outnumber_own_ones():
    s = normal()
    s.new_world.append("NWI3")  # sugar cane and coffee beans
    assert trade_terms(s, "rum") is None
    put(s, "cotton_weaving_mill", "H2")
    assert trade_terms(s, "rum") is not None
    s.display.append("rum_distillery")
    assert trade_terms(s, "coffee") is None


def test_gold_canned_meat_sewing_machines_trade_tile_example():
    cost = ["canned_meat", "sewing_machines", "trade"]
    s = normal()
    put(s, "cannery", "H2")
    put(s, "sewing_machine_factory", "H3")
    no_tokens(s)
    normal_flip_gold(s, cost, [])
    assert s.gold == 1  # both factories, no token
    s = normal()
    put(s, "cannery", "H2")
    normal_flip_gold(s, cost, [])
    assert s.gold == 1  # one factory plus 1 trade token
    s = normal()
    put(s, "cannery", "H2")
    put(s, "sewing_machine_factory", "H3")
    normal_flip_gold(s, cost, [])
    assert s.gold == 2  # both factories plus 1 trade token


def test_stack_bonus_examples_3_and_13_cards_left():
    assert stack_bonus(3) == 3
    assert stack_bonus(13) == 39
    assert [stack_bonus(n) for n in (1, 5, 6, 10, 11, 15, 16, 20, 21)] == [
        1,
        5,
        12,
        20,
        33,
        45,
        64,
        80,
        105,
    ]


def test_ratings_from_dismal_settlement_to_extravagant_world_city():
    assert rating(49) == "Dismal settlement"
    assert rating(50) == "Ordinary hamlet"
    assert rating(99) == "Curious village"
    assert rating(159) == "Enchanting city"
    assert rating(200) == "Extravagant world city"


def test_game_ends_when_hand_is_empty_after_a_flip_with_fireworks_and_bonus():
    s = normal()
    s.hand.clear()
    RULES.apply(s, act("festival"))
    assert s.over
    parts = score_breakdown(s)
    assert parts["fireworks"] == 7
    assert parts["time stack"] == stack_bonus(49)
    result = RULES.result(s)
    assert result.scores == (float(final_score(s)),)
    assert result.reason == rating(final_score(s))


def test_order_card_thresholds_pay_8():
    s = normal()
    s.orders = ["hannah_goode", "university"]
    s.home = [10, 10, 0, 4, 0]
    assert score_breakdown(s)["order cards"] == 16
