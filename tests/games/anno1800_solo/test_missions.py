"""Solo rulebook, "Solo Campaign" and "Missions": set-up changes, special rules and goals of
each of the ten missions (components sections 5.1-5.6)."""

import pytest

from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.economy import (
    commit_payment,
    fresh_tokens,
    plan_payment,
    trade_terms,
)
from anno_desktop.games.anno1800_solo.goals import all_goals_met, lost_at_once, mission_progress
from anno_desktop.games.anno1800_solo.moves import can_gain, effect_of
from anno_desktop.games.anno1800_solo.play import m10_flip_gold, pyrphorians_flip
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions, old_world_spaces
from tests.games.anno1800_solo.helpers import act, kinds, mission, no_tokens, put, space

STACKS = {1: (25, 22), 2: (28, 24), 3: (30, 27), 4: (32, 24), 5: (42, 38), 6: (40, 35)}
STACKS |= {7: (45, 38), 8: (40, 32), 9: (45, 38), 10: (35, 25)}


@pytest.mark.parametrize("m", range(1, 11))
def test_time_stack_size_standard_and_harder(m):
    assert len(mission(m).stack) == STACKS[m][0]
    assert len(mission(m, difficulty="harder").stack) == STACKS[m][1]


def test_options_defaults_mission_alone_and_mode_alone():
    assert Anno1800SoloOptions.model_validate({"mission": "3"}).mode == "campaign"
    assert Anno1800SoloOptions.model_validate({"mode": "normal-solo"}).mission is None
    assert Anno1800SoloOptions.model_validate({}).mission == 1
    # the new-game form always sends its mission chooser's value; the normal solo game has none
    assert Anno1800SoloOptions.model_validate({"mode": "normal-solo", "mission": 2}).mission is None
    with pytest.raises(ValueError):
        Anno1800SoloOptions.model_validate({"mission": 11})


@pytest.mark.parametrize("m", range(1, 11))
def test_no_receive_one_engineer_card_in_the_starting_hand(m):
    for seed in range(5):
        s = mission(m, seed)
        assert all(game_data().cards[c].effect != "gain_engineer" for c in s.hand)


def test_mission1_setup_no_artisans_no_tokens_removed_cards():
    s = mission(1)
    assert s.home == [4, 3, 0, 0, 0]
    assert len(s.hand) == 7 and all(c.startswith("FW") for c in s.hand)
    removed = set(game_data().missions[1].removed_cards)
    assert not removed & {*s.hand, *s.stack, *s.decks["FW"]}
    assert fresh_tokens(s, "trade") == fresh_tokens(s, "expl") == 0


def test_mission1_cards_have_no_effect_and_nothing_can_be_traded():
    s = mission(1)
    assert trade_terms(s, "beer") is None
    s.played.append("FW01")
    s.played_turn.append(0)
    assert "activate" not in kinds(s)
    assert not any(a.kind == "build" and a.args[0] == "glassworks" for a in RULES.legal_actions(s))


def test_mission1_goal_no_cards_in_hand():
    s = mission(1)
    assert [(p.current, p.target) for p in mission_progress(s)] == [(7, 0)]
    s.hand.clear()
    assert all_goals_met(s)
    RULES.apply(s, act("festival"))
    assert RULES.result(s).winners == (0,)


def test_defeat_when_the_last_card_is_turned():
    s = mission(1)
    s.stack = s.stack[:1]
    RULES.apply(s, act("festival"))
    result = RULES.result(s)
    assert result.winners == () and result.reason == "defeat"


def test_mission2_effect_changes_and_no_cards_for_artisans():
    s = mission(2)
    assert s.home[2] == 2 and all(c.startswith("FW") for c in s.hand) and len(s.hand) == 7
    assert effect_of(s, "FW18") == "extra"
    assert effect_of(s, "FW32") == "gold4"
    hand = len(s.hand)
    s.played.append("FW18")
    s.played_turn.append(0)
    RULES.apply(s, act("activate", "FW18"))
    assert s.extra_actions == 1 and len(s.hand) == hand
    turned = len(s.turned)
    RULES.apply(s, act("festival"))
    assert len(s.turned) == turned  # the extra action turns no card


def test_mission2_goals():
    s = mission(2)
    assert not all_goals_met(s)
    s.home[3] = 3
    put(s, "dynamite_factory", "H2")
    s.activated = list(s.decks["FW"][:10])
    assert all_goals_met(s)


def test_mission3_trade_anything_but_no_new_world_and_ships_up_to_2():
    s = mission(3)
    assert "OW12" not in s.ow_pile
    assert trade_terms(s, "glass").tokens == 1
    assert trade_terms(s, "cannons").tokens == 2
    s.temp_expl = 10
    assert "explore_new" not in kinds(s)
    assert not can_gain(s, "investor")
    progress = mission_progress(s)
    assert [p.target for p in progress] == [50, 2, 2]
    put(s, "trade_ship_2", "H19")
    put(s, "expl_ship_2", "H20")
    s.activated = ["AEI01", "AEI02", "AEI03", "AEI04", "AEI05", "AEI06", "AEI07"]
    assert all_goals_met(s)


def test_mission4_trade_ban():
    s = mission(4)
    for banned in ("coal", "bricks", "goods", "steel_beams", "sails", "cotton_fabric", "cannons"):
        assert trade_terms(s, banned) is None
    assert trade_terms(s, "beer") is not None
    s.activated = [f"NW0{i}" for i in range(1, 8)]
    assert all_goals_met(s)


def test_mission5_investors_need_expedition_cards():
    s = mission(5)
    assert not can_gain(s, "investor")
    s.expeditions = ["EX20"]  # artisan/artisan
    assert not can_gain(s, "investor")
    s.expeditions = ["EX14"]  # an investor half
    assert can_gain(s, "investor")
    s.expeditions = ["EX16", "EX17", "EX18", "EX19"]
    assert can_gain(s, "investor")


def test_mission5_trade_limit_marks_at_most_4_worker_resources_farm_and_preprinted_exempt():
    s = mission(5)
    s.temp_trade = 20
    s.home = [0, 0, 0, 0, 0]
    for r in ("beer", "bread", "soap", "sausage"):
        plan = plan_payment(s, [r])
        commit_payment(s, plan)
    assert len(s.marked) == 4
    assert plan_payment(s, ["schnapps"]) is None
    s.traded_this_turn.clear()
    assert plan_payment(s, ["beer"]) is not None  # marked: tradeable again
    assert plan_payment(s, ["grain"]) is not None
    assert trade_terms(s, "coal").tile == "charcoal_kiln_a"
    for banned in ("cotton_fabric", "windows", "fur_coats"):
        assert trade_terms(s, banned) is None


def test_mission5_goals_investor_via_workforce_and_empty_hand():
    s = mission(5)
    s.hand.clear()
    assert not all_goals_met(s)
    s.investors_via_workforce = 1
    assert all_goals_met(s)


def test_mission6_extra_investor_leftmost_gold_and_half_gold_effect():
    s = mission(6)
    assert s.home[4] == 1
    assert sum(1 for c in s.hand if c.startswith("AEI")) == 3
    assert effect_of(s, "FW41") == "gold2"
    s.stack.insert(0, "FW02")  # bricks + beer: bricks come from the pre-printed brickworks
    RULES.apply(s, act("festival"))
    assert s.gold == 1
    s.stack.insert(0, "FW01")  # work clothes first: no framework knitters
    RULES.apply(s, act("festival"))
    assert s.gold == 1
    assert trade_terms(s, "cotton_fabric").tile == "cotton_weaving_mill"


def test_mission6_goals():
    s = mission(6)
    s.hand = [c for c in s.hand if c.startswith("FW")]
    s.gold = 25
    assert not all_goals_met(s)
    s.new_world.append("NWI1")
    assert all_goals_met(s)


def test_mission7_pyrphorians_burn_bottom_row_first_then_middle():
    s = mission(7)
    assert space(s, "H19").built == "expl_ship_2"
    no_tokens(s)
    put(s, "brewery", "H3")
    put(s, "bakery", "H7")
    space(s, "H3").workers = 1
    pyrphorians_flip(s, 2, [])
    assert space(s, "H3").built == "" and s.exhausted[1] == 1
    pyrphorians_flip(s, 2, [])
    assert space(s, "H7").tile == "brickworks_a"
    s.temp_expl = 2
    pyrphorians_flip(s, 2, [])
    assert s.temp_expl == 0


def test_mission7_at_most_one_old_world_island_and_goals():
    s = mission(7)
    s.temp_expl = 10
    RULES.apply(s, act("explore_old"))
    assert "explore_old" not in kinds(s)
    s.temp_expl = 12
    put(s, "dynamite_factory", "H2")
    put(s, "cannon_foundry", "H3")
    s.activated = ["AEI01", "AEI02", "AEI03", "AEI04", "AEI05"]
    assert all_goals_met(s)


def test_mission8_combined_artisan_engineer_limit_and_goals():
    s = mission(8)
    s.marked = ["artisan:brass", "artisan:windows", "engineer:light_bulbs", "artisan:glasses"]
    assert trade_terms(s, "champagne") is None
    assert trade_terms(s, "beer") is not None
    s.expeditions = ["EX01", "EX02", "EX03", "EX04", "EX05", "EX06", "EX07"]
    s.home[4] = 10
    s.home[3] = 10
    s.activated = ["AEI01", "AEI02", "AEI03", "AEI04", "AEI05"]
    assert all_goals_met(s)


def test_mission9_editor_is_an_action_and_influence_over_60_loses():
    s = mission(9)
    assert "the_editor" in s.orders
    card = s.hand[0]
    turned = len(s.turned)
    RULES.apply(s, act("editor", card))
    assert card not in s.hand and len(s.turned) == turned + 1
    assert effect_of(s, "AEI01") == "return2"
    s.activated = [f"AEI0{i}" for i in range(1, 9)]
    assert lost_at_once(s)
    RULES.apply(s, act("festival"))
    assert RULES.result(s).winners == ()


def test_mission9_goals():
    s = mission(9)
    s.hand.clear()
    s.home = [5, 5, 5, 3, 2]
    assert all_goals_met(s)


def test_mission10_stack_is_used_twice_and_no_trade():
    s = mission(10)
    assert trade_terms(s, "beer") is None
    first = list(s.stack)
    s.turned = first[:-1]
    s.stack = first[-1:]
    RULES.apply(s, act("festival"))
    assert s.stack_pass == 2 and len(s.stack) == len(first) and not s.over


def test_mission10_free_expand_for_6_trade_tokens_turns_no_card():
    s = mission(10)
    s.temp_trade = 6
    turned = len(s.turned)
    RULES.apply(s, act("free_build", "sawmill_w"))
    RULES.apply(s, act("place", "H2"))
    assert space(s, "H2").built == "sawmill_w"
    assert len(s.turned) == turned and fresh_tokens(s, "trade") == 2  # ships untouched


def test_mission10_gold_needs_two_producible_resources_and_more_tokens_on_second_pass():
    s = mission(10)
    no_tokens(s)
    m10_flip_gold(s, ["bricks", "beer"], [])
    assert s.gold == 0
    put(s, "brewery", "H2")
    m10_flip_gold(s, ["bricks", "beer"], [])
    assert s.gold == 1
    s.stack_pass = 2
    m10_flip_gold(s, ["bricks", "beer"], [])
    assert s.gold == 1
    s.temp_trade = 1
    m10_flip_gold(s, ["bricks", "beer"], [])
    assert s.gold == 2


def test_mission10_fifth_old_world_island_costs_5():
    s = mission(10)
    s.old_world = ["OW01", "OW02", "OW03", "OW04"]
    no_tokens(s)
    s.temp_expl = 4
    assert "explore_old" not in kinds(s)
    s.temp_expl = 5
    assert "explore_old" in kinds(s)


def test_mission10_goals_count_33_products():
    s = mission(10)
    progress = {p.label: p for p in mission_progress(s)}
    assert progress["different products"].target == 33
    assert progress["different products"].current == 5  # the pre-printed artisan tiles


def test_mission10_all_goals_with_33_products():
    s = mission(10)
    for k in range(1, 7):
        s.spaces += old_world_spaces(k, "")
    free = [sp for sp in s.spaces if sp.kind != "sea" and not sp.tile]
    # The pre-printed artisan tiles already make coal, bricks, goods, steel beams and sails.
    industries = [i for i in game_data().industries if not i.endswith("_w")]
    for tile, sp in zip(industries, free, strict=False):
        sp.built = tile
    s.hand.clear()
    s.temp_trade, s.temp_expl = 8, 5
    s.expeditions = ["EX08", "EX09", "EX10"]  # six engineer halves
    s.home[3] = 5  # 5 visiting engineers: 10 influence
    progress = {p.label: (p.current, p.target) for p in mission_progress(s)}
    assert progress["different products"] == (33, 33)
    assert all_goals_met(s)


def test_mission9_old_world_expedition_bonus_returns_one_card():
    s = mission(9)
    s.ow_pile.insert(0, "OW12")
    hand = len(s.hand)
    RULES.apply(s, act("explore_old"))
    assert s.phase == "return"
    RULES.apply(s, act("pick", s.hand[0]))
    assert len(s.hand) == hand - 1 and s.phase == "main" and not s.expeditions
