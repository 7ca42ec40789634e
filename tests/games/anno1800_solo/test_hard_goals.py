"""What the `hard` bot's evaluation makes worth doing for a mission's goals, and for the normal
solo game's order cards."""

import itertools

from anno_desktop.games.anno1800_solo.bot import CLUTTER, HAND_CARD, demand, makeable
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.economy import TIER_INDEX
from anno_desktop.games.anno1800_solo.evaluate import ORDER_WEIGHT, goal_boost, order_value, score
from anno_desktop.games.anno1800_solo.goals import flip_gold, order_measure
from anno_desktop.games.anno1800_solo.plan import cards_to_draw
from tests.games.anno1800_solo.helpers import mission, normal


def test_mission_9_a_new_cube_outweighs_the_card_it_draws():
    s = mission(9, 3)
    wanted = demand(s, makeable(s))
    hired = s.clone()
    hired.home[0] += 1
    hired.hand.append(hired.decks["FW"].pop())
    assert score(hired, wanted) > score(s, wanted)


def test_mission_6_counts_the_gold_the_time_stack_will_bring():
    s = mission(6, 3)
    bare = s.clone()
    for sp in bare.spaces:
        if sp.tile in game_data().producers:
            sp.built = sp.preprinted = ""
    assert flip_gold(s) > flip_gold(bare) == 0
    assert goal_boost(s) > goal_boost(bare)


def test_mission_6_exploration_tokens_pay_the_new_world_cards_a_hand_must_shed():
    s = mission(6, 3)
    d = game_data()
    s.hand.append(
        next(c for c, card in d.cards.items() if card.deck == "NW" and "expl" in card.cost)
    )
    armed = s.clone()
    armed.temp_expl += 6
    assert goal_boost(armed) > goal_boost(s)


def test_cards_the_plan_will_draw_count_against_the_hand_goal_before_they_are_drawn():
    """Mission 5: "Have no cards in hand". The island the plan explores for cotton draws 3 New
    World cards: they count against that goal before the exploration as after it, so the
    exploration itself loses nothing (counted only once drawn, it was put off to the end)."""
    s = mission(5, 1)
    draws = cards_to_draw(s)
    assert draws >= 3
    drawn = s.clone()
    drawn.hand += drawn.decks["NW"][:draws]
    normal_share = (HAND_CARD + CLUTTER) * draws  # what the normal evaluation counts once drawn
    assert goal_boost(s, draws) == goal_boost(drawn) - normal_share


def test_order_cards_university_each_engineer_is_worth_more_towards_its_threshold():
    """Normal solo, order cards: "Universität (University) - If you have 4 or more Engineers at
    game end, you receive 8 influence points." Each engineer on the way is worth more to the
    `hard` evaluation than the last, and the fourth earns the card's 8 points in full."""
    s = normal(1)
    s.orders = ["university"]
    values = []
    for engineers in range(5):
        t = s.clone()
        t.home[TIER_INDEX["engineer"]] = engineers
        values.append(order_value(t))
    steps = [b - a for a, b in itertools.pairwise(values)]
    assert steps == sorted(steps) and steps[0] > 0
    assert values[4] == values[3] + steps[-1] == ORDER_WEIGHT * 8
    assert order_measure(s, "university") == (0, 4)


def test_order_cards_count_only_in_the_normal_solo_game():
    """The campaign's missions score only their goals: an order card is worth nothing there."""
    s = mission(1, 1)
    s.orders = ["hannah_goode"]
    assert order_value(s) == 0.0
    assert order_value(normal(1)) >= 0.0
