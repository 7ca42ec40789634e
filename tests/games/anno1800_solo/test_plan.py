"""The backward plan from a mission's goals (`plan.py`) that the `hard` bot follows."""

from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.bot import demand, makeable
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.economy import TIER_INDEX
from anno_desktop.games.anno1800_solo.evaluate import score
from anno_desktop.games.anno1800_solo.goals import flip_gold
from anno_desktop.games.anno1800_solo.plan import (
    Planner,
    actions_needed,
    plan_key,
    plan_reasons,
    plan_steps,
    plan_tiles,
    planned,
)
from tests.games.anno1800_solo.helpers import mission, no_tokens, normal, put, space


def test_mission_4_third_island_is_planned_back_to_the_cannon_foundry():
    # Issue 20: seven New World cards need three islands; the third needs three exploration
    # tokens at once, so exploration ships, so cannons (not tradeable in Mission 4), so the
    # cannon foundry, which costs an engineer.
    steps = plan_steps(mission(4, 1))
    for step in [
        ("islands", 3),
        ("ships", "expl"),
        ("build", "cannon_foundry"),
        ("tier", "engineer"),
    ]:
        assert step in steps


def test_a_step_taken_is_one_action_less():
    s = mission(4, 1)
    built = s.clone()
    put(built, "cannon_foundry", "H2")
    assert ("build", "cannon_foundry") not in plan_steps(built)
    assert actions_needed(built) < actions_needed(s)


def test_met_goals_and_the_normal_solo_game_need_nothing():
    assert actions_needed(normal(1)) == 0
    s = mission(1, 1)
    s.hand.clear()
    assert actions_needed(s) == 0


def test_the_hard_evaluation_prefers_fewer_actions_left_in_the_plan():
    s = mission(2, 1)
    wanted = demand(s, makeable(s))
    built = s.clone()
    put(built, "dynamite_factory", "H2")
    assert actions_needed(built) < actions_needed(s)
    assert score(built, wanted) > score(s, wanted)


def test_the_plan_reads_only_what_the_view_shows():
    s = mission(4, 3)
    other = RULES.determinize(RULES.view(s, 0), Rng(5))
    assert other.decks != s.decks or other.stack != s.stack
    assert actions_needed(other) == actions_needed(s)
    assert plan_tiles(other) == plan_tiles(s)
    assert plan_reasons(other) == plan_reasons(s)


def test_the_tiles_the_plan_makes_with_are_kept():
    # Mission 2's dynamite factory needs pigs: the pig farm is one of the plan's tiles.
    assert "pig_farm" in plan_tiles(mission(2, 1))


def test_the_plan_counts_the_festival_that_brings_its_cubes_back():
    # "City festival - every cube goes home": cubes away can pay nothing before one. Without
    # the festival the plan looked shorter than it is, and in Mission 1 the bot gambled on
    # exchanges instead of bringing its cubes home.
    s = mission(1, 1)
    away = s.clone()
    away.exhausted, away.home = away.home[:], [0] * len(away.home)
    assert actions_needed(away) > actions_needed(s)
    assert ("festival",) in plan_reasons(away)


def test_each_step_says_what_it_is_for_up_to_the_goal():
    reasons = plan_reasons(mission(4, 1))
    assert reasons[("build", "cannon_foundry")] == (
        "cannons (banned from trade in this mission)",
        "1 more exploration ship",
        "a 3rd New World island (3 exploration tokens at once)",
        "the goal \u201cNew World cards fulfilled: 7\u201d",
    )
    assert reasons[("tier", "engineer")][0] == "the Cannon foundry"
    goal = ("the goal \u201cDynamite factory built\u201d",)
    assert plan_reasons(mission(2, 1))[("build", "dynamite_factory")] == goal


def test_cards_the_plan_draws_must_leave_the_hand_again():
    # Mission 9: twenty cubes need new cubes, each new cube draws a card, and the hand must be
    # empty at the end, so each drawn card is one more action. Without them hiring looked free
    # to the plan, and the hand goal undid it.
    s = mission(9, 1)
    with_draws = planned(s)
    drawn = sum(with_draws.draws.values())
    assert drawn > 0
    without = planned(s)
    without.draws.clear()
    assert with_draws.total() >= without.total() + drawn


def test_an_island_the_plan_explores_brings_new_world_cards_to_fulfil():
    # "Explore the New World: ... draw 3 New World cards" - in Mission 5 (no cards left in
    # hand) the island for cotton costs their fulfilling too.
    planner = planned(mission(5, 1))
    assert ("islands", 1) in planner.steps
    assert planner.draws["NW"] == 3


def test_a_token_more_is_part_of_the_way_to_a_ship():
    # Mission 7 wants 12 exploration tokens: each token more is half a strength-2 ship of the
    # plan, so each one shortens it (counted in whole ships, every second token did not).
    s = mission(7, 1)
    before = actions_needed(s)
    s.temp_expl += 1
    once = actions_needed(s)
    s.temp_expl += 1
    assert before > once > actions_needed(s)


def test_a_product_two_planned_builds_make_is_paid_by_the_lower_tier_in_any_order():
    """Two planned mills make cotton fabric (a worker's and an artisan's): its unit is paid by a
    worker cube whatever order the plan's set of steps holds them in (it changes per process)."""
    s = mission(4, 1)
    for order in (
        ("cotton_mill_w", "cotton_weaving_mill"),
        ("cotton_weaving_mill", "cotton_mill_w"),
    ):
        planner = Planner(s)
        planner.steps = dict.fromkeys(("build", tile) for tile in order)
        planner._planned_products.add("cotton_fabric")
        assert planner.maker_tier("cotton_fabric") == "worker"


def test_a_resource_the_trade_limit_shuts_out_is_not_planned_as_traded():
    """Solo rulebook, Mission 5: "Trade limit: 4 Worker resources (blue) ..."; "you may mark no
    more different resources in a category than the limit allows"."""
    s = mission(5, 1)
    assert Planner(s).tradeable("beer")
    s.marked = ["worker:bread", "worker:schnapps", "worker:glass", "worker:sausage"]
    assert not Planner(s).tradeable("beer")  # a fifth blue resource: the brewery must be built
    s.marked[0] = "worker:beer"
    assert Planner(s).tradeable("beer")  # "You may trade a marked resource as often as you like"


def test_a_card_asking_more_tokens_at_once_than_the_ships_give_plans_a_ship():
    """A card costing 2 exploration tiles with one exploration ship of strength 1 can't be
    paid until another ship adds a tile ("You must have enough trade tiles available" holds for
    exploration tiles the same way)."""
    s = mission(5, 1)
    planner = Planner(s)
    planner.card("FW15")  # work clothes and canned meat
    planner.tokens_at_once(["expl"])
    assert ("ships", "expl") not in planner.steps
    planner.card("FW36")  # 2 exploration tiles; the mission starts with 1
    assert planner.fleet["expl"] == (1.0, 1)


def test_the_trades_of_one_payment_are_paid_in_trade_tokens_at_once():
    # Three worker resources traded in one payment take 3 trade tiles; the start has 2.
    s = mission(5, 1)
    planner = Planner(s)
    planner.tokens_at_once(["beer", "bread"])
    assert ("ships", "trade") not in planner.steps
    planner.tokens_at_once(["beer", "bread", "schnapps"])
    assert ("ships", "trade") in planner.steps


def test_mission_6_gold_still_missing_after_the_flips_is_planned_as_cards():
    """Mission 6: "Have at least 25 gold"; each card turned from the time stack whose first
    resource you make brings 1 gold. The gold the flips won't bring takes cards whose effect
    pays gold, two each."""
    s = mission(6, 1)
    s.hand.clear()
    flips = flip_gold(s)
    s.gold = 25 - flips
    met = planned(s)
    s.gold -= 4
    short = planned(s)
    assert short.extra == met.extra + 2


def test_mission_6_plans_differ_by_the_time_stack_cards_left_other_missions_do_not():
    s = mission(6, 1)
    fewer = s.clone()
    fewer.stack.pop()
    assert plan_key(fewer) != plan_key(s)
    s = mission(5, 1)
    fewer = s.clone()
    fewer.stack.pop()
    assert plan_key(fewer) == plan_key(s)


def test_mission_8_expedition_influence_needs_the_cubes_that_occupy_the_halves():
    """Mission 8: "Gain at least 30 influence points from occupied expedition cards." Each half
    is occupied by a cube of its own tier, so cards whose halves no cube of theirs occupies
    still need those cubes: the plan counts them, and a cube more on a free half is a step
    less."""
    s = mission(8, 1)
    s.expeditions = [f"EX{n:02d}" for n in range(8, 18)]  # no investor half among them
    empty = s.clone()
    empty.expeditions = []
    assert actions_needed(s) < actions_needed(empty)  # halves owned are part of the way
    engineer = TIER_INDEX["engineer"]
    more = s.clone()
    more.home[engineer] += 2
    assert actions_needed(more) < actions_needed(s)
    assert ("tier", "engineer") in plan_steps(s) or s.home[engineer]


def test_expedition_influence_counts_cubes_only_on_halves_of_their_tier():
    """Rulebook readings, expedition points: "each A/E/I cube visits one half of its own tier".
    With every expedition card taken, artisans beyond the artisan halves bring nothing, and
    the engineers the engineer halves still lack are what is left to plan."""
    s = mission(8, 1)
    s.expeditions = sorted(game_data().expeditions)
    artisan_halves = sum(
        (e.animal == "artisan") + (e.artefact == "artisan")
        for e in game_data().expeditions.values()
    )
    s.home[TIER_INDEX["artisan"]] = artisan_halves

    def expedition_actions(t) -> float:
        planner = Planner(t)
        planner.expeditions(30)
        return planner.total()

    crowded = s.clone()
    crowded.home[TIER_INDEX["artisan"]] += 5
    assert expedition_actions(crowded) == expedition_actions(s) > 0
    engineers = s.clone()
    engineers.home[TIER_INDEX["engineer"]] += 2
    assert expedition_actions(engineers) < expedition_actions(s)


def test_mission_9_the_editor_takes_the_hand_cards_that_need_resources_made_anew():
    """Mission 9: "Using the effect of the order card 'The Editor' counts as an action!", and
    its tip: "Make generous use of the Editor's effect to get rid of your elaborate cards." A
    hand card missing resources goes under its deck in the plan: an action and 2 exploration
    tokens, none of the industries that would make what it asks for."""
    s = mission(9, 1)
    probe = Planner(s)
    dear = next(c for c in game_data().cards if probe._card_missing(c) >= 2)
    without = s.clone()
    without.hand = []
    s.hand = [dear]
    assert plan_steps(s) == plan_steps(without)
    assert 1 <= actions_needed(s) - actions_needed(without) < 2
    assert ("card", dear) in plan_reasons(s)
    no_ship = s.clone()
    no_tokens(no_ship)
    for sp in no_ship.spaces:
        if sp.tile.startswith("expl_ship"):
            sp.built = sp.preprinted = ""
    assert any("The Editor" in why for why in plan_reasons(no_ship)[("ships", "expl")])


def test_mission_9_cubes_of_a_tier_stay_once_the_tiers_above_are_upgraded_from_it():
    """Mission 9: "Have at least 20 population cubes, including at least 5 Artisans, 3
    Engineers and 2 Investors." Investors are upgraded from engineers and engineers from
    artisans, so each tier needs its own goal and the goals above it on the way."""
    s = mission(9, 1)
    for tier, n in (("artisan", 5), ("engineer", 1), ("investor", 2)):
        s.home[TIER_INDEX[tier]] = n
    planner = Planner(s)
    assert planner.steps_into("investor", 2) == 0
    assert planner.steps_into("engineer", 3) == 2
    assert planner.steps_into("artisan", 5) == 2  # the two artisans upgraded on
    s.home[TIER_INDEX["engineer"]] = 3
    s.home[TIER_INDEX["investor"]] = 0
    assert Planner(s).steps_into("engineer", 3) == 2  # two more for the investors


def test_mission_7_a_hand_card_dearer_than_a_new_draw_is_left_for_one():
    # Mission 7 asks for five artisan/engineer/investor cards fulfilled, and each new artisan
    # cube draws one. Planned to be paid however dear, each drawn card lengthened the plan and
    # the bot hired farmers instead; a card whose resources must all be made anew is left.
    s = mission(7, 1)
    dear = s.clone()
    dear.hand.append("AEI19")  # cotton fabric, pocket watches, steam carriages
    assert ("card", "AEI19") not in plan_reasons(dear)
    assert actions_needed(dear) == actions_needed(s)
    ready = s.clone()
    ready.hand.append("AEI12")  # six exploration tokens, here at once
    ready.temp_expl = 6
    assert ("card", "AEI12") in plan_reasons(ready)


def test_mission_8_a_first_expedition_on_fresh_tokens_needs_no_festival_before_it():
    # "Expedition: exhaust 2 exploration tokens; draw 1-3 expedition cards". Each round of
    # cards is an expedition and a festival to refill the ships, but while two tokens are fresh
    # the first round needs no festival: counted alike, a festival brought the plan no closer.
    s = mission(8, 1)
    put(s, "expl_ship_1", "H19")
    space(s, "H19").tokens = 1
    exhausted = s.clone()
    no_tokens(exhausted)
    assert actions_needed(exhausted) == actions_needed(s) + 1


def test_mission_2_each_upgrade_takes_a_cube_of_the_tier_below():
    # "Upgrade: ... The new cube comes from the supply, the old one goes back" (§1.4 action 5):
    # each engineer takes an artisan. With steel beams only from the artisans' steelworks, the
    # last upgrade's steel and windows take two artisans, one of them upgraded: one engineer
    # and two artisans are an artisan short of three engineers, three artisans are not.
    s = mission(2, 1)
    for tile, at in (("glassworks", "H2"), ("window_factory", "H3"), ("dynamite_factory", "H4")):
        put(s, tile, at)
    s.home[TIER_INDEX["engineer"]] = 1
    three = s.clone()
    three.home[TIER_INDEX["artisan"]] = 3
    assert s.home[TIER_INDEX["artisan"]] == 2
    assert actions_needed(s) > actions_needed(three)
