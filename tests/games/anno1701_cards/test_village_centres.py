"""Rulebook: 4. The Village Centers (gold, unhappy inhabitants, unrest) and Game End (unrest)."""

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.describe import WIN_REASONS
from anno_desktop.games.anno1701_cards.economy import (
    can_spend,
    gain_gold,
    gold,
    lose_gold,
    spend_gold,
    unhappy,
)
from anno_desktop.games.anno1701_cards.roll import resolve_event

from .helpers import give_hand, in_action

FIRE = 1


def test_gold_above_eight_is_lost():
    s = in_action()
    p = s.players[0]
    assert gain_gold(p, 5) == 2
    assert p.centres == [4, 4] and gold(p) == 8 and unhappy(p) == 0


def test_spending_the_last_gold_of_a_centre_turns_it_to_unrest():
    s = in_action()
    p = s.players[0]
    p.centres = [1, 1]
    spend_gold(p, 1)
    assert sorted(p.centres) == [0, 1] and unhappy(p) == 7


def test_the_very_last_gold_may_not_be_spent():
    s = in_action()
    p = s.players[0]
    p.centres = [1, 0]
    assert not can_spend(p, 1)
    assert can_spend(p, 0)


def test_gaining_gold_turns_an_unrest_centre_back_to_one():
    s = in_action()
    p = s.players[0]
    p.centres = [3, 0]
    gain_gold(p, 1)
    assert p.centres == [3, 1]


def test_gold_is_spent_from_the_fuller_centre_first():
    s = in_action()
    p = s.players[0]
    p.centres = [4, 1]
    spend_gold(p, 2)
    assert p.centres == [2, 1]


def test_forced_loss_of_the_last_gold_loses_the_game_at_once():
    s = in_action()
    lose_gold(s, 1, 6)
    assert s.winner == 0 and s.reason == "unrest"
    assert RULES.to_act(s) is None and RULES.result(s).reason == WIN_REASONS["unrest"]


def test_fire_costs_one_gold_per_citizen_and_merchant():
    s = in_action()
    p = s.players[s.current]
    p.inhabitants = [3, 4, 2, 1]
    resolve_event(s, FIRE)
    assert gold(p) == 4


def test_fire_can_end_the_game_by_unrest():
    s = in_action()
    victim = s.current
    s.players[victim].inhabitants = [3, 3, 1, 1]
    s.players[victim].centres = [1, 1]
    resolve_event(s, FIRE)
    assert s.winner == 1 - victim and s.reason == "unrest"


def test_pickpocket_can_end_the_game_by_unrest():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["pickpocket"])
    s.players[1 - seat].centres = [1, 0]
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    assert s.winner == seat and RULES.result(s).reason == WIN_REASONS["unrest"]
    assert RULES.legal_actions(s) == []


def test_choosing_a_card_for_gold_is_refused_with_one_gold_left():
    s = in_action()
    p = s.players[s.current]
    give_hand(s, s.current, [])
    RULES.apply(s, Action("refill"))
    assert Action("browse", (0,)) in RULES.legal_actions(s)
    p.centres = [1, 0]
    assert Action("browse", (0,)) not in RULES.legal_actions(s)
    assert Action("draw", (0,)) in RULES.legal_actions(s)
