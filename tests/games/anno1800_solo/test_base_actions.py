"""Components section 1 (base rules the solo game relies on): paying on workplaces, the nine
regular actions, free actions, extra actions and order cards."""

from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.economy import cube_total, fresh_tokens, plan_payment
from anno_desktop.games.anno1800_solo.goals import expedition_ip, visitors
from tests.games.anno1800_solo.helpers import act, kinds, mission, no_tokens, normal, put, space


def test_a_resource_is_made_by_a_cube_of_the_industry_colour():
    s = mission(1)  # no artisans: the pre-printed charcoal kiln cannot work
    assert plan_payment(s, ["coal"]) is None
    put(s, "charcoal_kiln_w", "H2")
    assert plan_payment(s, ["coal"]).units[0].tile == "charcoal_kiln_w"


def test_each_industry_has_two_workplaces():
    s = mission(3)
    put(s, "brewery", "H2")
    plan = plan_payment(s, ["beer", "beer"])
    assert plan is not None and all(u.how == "make" for u in plan.units)
    assert plan_payment(s, ["beer", "beer", "beer"]).units[2].how == "trade"


def test_expand_pays_then_places_and_turns_a_card():
    s = mission(1)
    turned = len(s.turned)
    RULES.apply(s, act("build", "charcoal_kiln_w"))
    assert s.phase == "place" and s.home[0] == 3  # a farmer made the timber
    RULES.apply(s, act("place", "H2"))
    assert space(s, "H2").built == "charcoal_kiln_w" and len(s.turned) == turned + 1
    assert space(s, "H11").workers == 1


def test_building_over_a_tile_exhausts_its_cubes():
    s = mission(1)
    space(s, "H12").workers = 2
    RULES.apply(s, act("build", "sawmill_w"))
    RULES.apply(s, act("place", "H12"))
    assert space(s, "H12").tile == "sawmill_w" and s.exhausted[0] == 2


def test_play_a_card_then_activate_it_in_a_later_turn():
    s = mission(3)
    s.hand = ["FW32"]  # beer + bread: trade 3
    put(s, "brewery", "H2")
    put(s, "bakery", "H3")
    RULES.apply(s, act("play", "FW32"))
    assert s.played == ["FW32"]
    RULES.apply(s, act("activate", "FW32"))
    assert s.temp_trade == 3 and s.activated == ["FW32"]


def test_card_cannot_be_activated_in_the_turn_it_was_played():
    s = mission(3)
    s.played, s.played_turn = ["FW32"], [s.turn]
    assert "activate" not in kinds(s)


def test_exchange_puts_cards_under_their_deck_and_draws_as_many():
    s = mission(3)
    hand = list(s.hand)
    RULES.apply(s, act("exchange"))
    RULES.apply(s, act("pick", hand[0]))
    RULES.apply(s, act("done"))
    assert len(s.hand) == len(hand) and s.decks["FW"][-1] == hand[0]


def test_increase_workforce_draws_a_card_per_cube_and_empty_deck_costs_gold():
    s = mission(3)
    hand = len(s.hand)
    RULES.apply(s, act("hire", "farmer"))
    assert s.phase == "workforce" and len(s.hand) == hand + 1
    RULES.apply(s, act("done"))
    s.decks["FW"].clear()
    s.gold = 0
    assert ("hire", ("farmer",)) not in RULES.legal_actions(s)
    s.gold = 1
    RULES.apply(s, act("hire", "farmer"))
    assert s.gold == 0


def test_upgrade_may_use_the_cube_that_just_worked_for_it():
    s = mission(2)
    s.home = [0, 0, 2, 0, 0]
    put(s, "window_factory", "H2")
    # steel beams (pre-printed steelworks) and windows take both artisans; one is upgraded.
    RULES.apply(s, act("upgrade", "artisan"))
    assert cube_total(s, "engineer") == 1 and cube_total(s, "artisan") == 1


def test_explore_old_world_costs_n_tokens_and_gives_the_bonus():
    s = mission(5)
    no_tokens(s)
    s.temp_expl = 1
    s.ow_pile.insert(0, "OW01")
    RULES.apply(s, act("explore_old"))
    assert s.home[0] == 6 and len(s.spaces) == 26
    s.temp_expl = 1
    assert "explore_old" not in kinds(s)  # the second island costs 2


def test_explore_new_world_draws_three_cards_and_gives_raw_materials():
    s = mission(5)
    hand = len(s.hand)
    RULES.apply(s, act("explore_new"))
    assert len(s.hand) == hand + 3 and len(s.new_world) == 1
    s.temp_trade = 1
    assert plan_payment(s, ["cotton"]).units[0].how == "raw"


def test_expedition_costs_two_tokens_and_scores_by_visitors():
    s = mission(8)
    no_tokens(s)
    s.temp_expl = 2
    RULES.apply(s, act("expedition", 3))
    assert len(s.expeditions) == 3 and s.temp_expl == 0
    s.expeditions = ["EX01", "EX19"]  # investor/investor, artisan/artisan
    s.home = [0, 0, 1, 0, 1]
    assert expedition_ip(s) == 1 + 3
    assert visitors(s, "animal") == (2, 0)


def test_festival_brings_every_cube_home_and_refills_ships():
    s = mission(3)
    space(s, "H6").workers = 2
    s.exhausted[0] = 1
    no_tokens(s)
    s.temp_trade = 3
    RULES.apply(s, act("festival"))
    assert s.home == [5, 3, 4, 0, 0] and s.temp_trade == 0
    assert fresh_tokens(s, "trade") == 2 and fresh_tokens(s, "expl") == 1


def test_shift_end_pays_gold_to_bring_one_cube_home():
    s = mission(3)
    s.gold = 2
    space(s, "H16").tokens = 1
    space(s, "H12").workers = 1
    s.home[0] -= 1
    RULES.apply(s, act("shift_end", "farmer"))
    assert s.gold == 1 and s.home[0] == 4 and space(s, "H12").workers == 0


def test_extra_action_from_an_effect_turns_no_card():
    s = mission(5)
    s.extra_actions = 1
    turned = len(s.turned)
    RULES.apply(s, act("festival"))
    assert len(s.turned) == turned and s.extra_actions == 0


def test_return2_resolves_when_the_card_is_fulfilled():
    s = mission(5)
    s.hand = ["AEI14", "FW01", "FW02", "FW03"]
    s.temp_expl = 6
    RULES.apply(s, act("play", "AEI14"))
    assert s.phase == "return" and s.activated == ["AEI14"]
    RULES.apply(s, act("pick", "FW01"))
    RULES.apply(s, act("pick", "FW02"))
    assert s.hand == ["FW03"] and s.phase == "main"


def test_order_cards_alonso_aarhant_beryl_editor_in_normal_solo():
    s = normal()
    s.orders = ["aarhant", "alonso_graves", "beryl_omara", "the_editor"]
    s.temp_expl = 7
    s.gold = 3
    s.home[4] = 1
    RULES.apply(s, act("aarhant"))
    assert s.gold == 8 and s.exhausted[4] == 1
    RULES.apply(s, act("alonso"))
    assert s.extra_actions == 1 and s.gold == 5
    RULES.apply(s, act("beryl"))
    assert s.temp_trade == 1
    card = s.hand[0]
    RULES.apply(s, act("editor_free", card))
    assert card not in s.hand and "editor_free" not in kinds(s)
