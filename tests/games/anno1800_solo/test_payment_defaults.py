"""The proposed payment, from the rulebook's sentences on paying, trading, trade limits and
exploration tiles (solo rulebook; rules/anno1800-solo/rules.md, "Paying")."""

from __future__ import annotations

from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    commit_payment,
    fresh_tokens,
    owned_tokens,
    plan_payment,
)
from anno_desktop.games.anno1800_solo.play import pyrphorians_flip
from tests.games.anno1800_solo.helpers import act, mission


def test_the_trade_limits_never_apply_to_the_preprinted_artisan_resources():
    # "The trade limits of the mission never apply to the pre-printed Artisan resources (red),
    # so you may trade as many of them as you like in addition to the limit."
    s = mission(5)
    s.temp_trade = 6
    s.home[TIER_INDEX["artisan"]] = 0  # nobody to work the printed coal mine: coal is traded
    plan = plan_payment(s, ["coal"])
    (unit,) = plan.units
    assert unit.how == "trade" and unit.tile == "charcoal_kiln_a"
    assert unit.terms.tokens == 2 and unit.terms.mark == ""
    commit_payment(s, plan)
    assert s.marked == []  # all 4 blue marks are still free


def test_a_blue_route_is_taken_when_no_limit_mark_is_at_stake():
    # Mission 3 has no trade limit: the worker route is the cheaper trade.
    s = mission(3)
    s.temp_trade = 6
    s.home[TIER_INDEX["artisan"]] = 0
    (unit,) = plan_payment(s, ["coal"]).units
    assert unit.how == "trade" and unit.terms.tokens == 1 and unit.terms.mark == ""


def test_producing_before_trading_by_default():
    # rules.md, "Paying": producing before trading. At the start of Mission 3 the idle
    # artisans make the goods; only the work clothes, which nothing of yours makes, are traded.
    s = mission(3)
    s.hand.append("FW10")  # work clothes + goods
    trade_before = fresh_tokens(s, "trade")
    plan = plan_payment(s, ["work_clothes", "goods"])
    ways = {u.resource: u.how for u in plan.units}
    assert ways == {"goods": "make", "work_clothes": "trade"}
    RULES.apply(s, act("play", "FW10"))
    assert fresh_tokens(s, "trade") == trade_before - 1


def test_a_trade_is_never_chosen_while_an_idle_cube_can_make_it():
    s = mission(3)
    s.temp_trade = 6
    plan = plan_payment(s, ["goods", "coal"])
    assert all(u.how == "make" for u in plan.units)
    assert plan.trade == 0


def test_exhausting_takes_ship_tiles_and_keeps_card_tiles_for_mission_7s_goal():
    # Mission 7: "at least 12 exploration tiles (including unused tiles on population cards you
    # have played)". Ship tiles refill at the festival and still count; card tiles would be lost.
    s = mission(7)
    s.temp_expl = 3
    owned = owned_tokens(s, "expl")
    RULES.apply(s, act("explore_old"))
    assert s.temp_expl == 3
    assert owned_tokens(s, "expl") == owned


def test_the_pyrphorians_take_ship_tiles_first():
    # Mission 7: "whenever you turn over a card ... whose costs show exploration tiles, you must
    # immediately exhaust that number of tiles".
    s = mission(7)
    s.temp_expl = 3
    ship_tiles = fresh_tokens(s, "expl") - s.temp_expl
    pyrphorians_flip(s, 2, [])
    RULES.apply(s, act("done"))  # the proposal of their demand
    assert s.temp_expl == 3
    assert fresh_tokens(s, "expl") - s.temp_expl == ship_tiles - 2
    pyrphorians_flip(s, 2, [])  # one ship tile left: the second comes from a card
    RULES.apply(s, act("done"))
    assert s.temp_expl == 2
