"""Rulebook: 3. End Phase A (refilling the hand, paying 1 gold to choose, trading a card)."""

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.economy import gold
from anno_desktop.games.anno1701_cards.state import HIDDEN

from .helpers import give_hand, in_action


def test_refill_draws_up_to_three_from_permitted_stacks_and_ends_the_turn():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["farm"])
    RULES.apply(s, Action("refill"))
    assert RULES.legal_actions(s) == [Action("draw", (h,)) for h in (0, 1)] + [
        Action("browse", (h,)) for h in (0, 1)
    ]
    RULES.apply(s, Action("draw", (0,)))
    RULES.apply(s, Action("draw", (1,)))
    assert len(s.players[seat].hand) == 3
    assert s.current == 1 - seat and s.phase == "roll"


def test_a_settler_may_draw_from_stack_two_and_a_citizen_from_three():
    s = in_action()
    seat = s.current
    give_hand(s, seat, [])
    s.players[seat].inhabitants = [2, 1, 1, 1]
    RULES.apply(s, Action("refill"))
    assert {a.args[0] for a in RULES.legal_actions(s)} == {0, 1, 2, 3}
    s.players[seat].inhabitants = [3, 1, 1, 1]
    assert {a.args[0] for a in RULES.legal_actions(s)} == set(range(6))


def test_paying_one_gold_shows_the_stack_in_order_and_takes_any_card():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["farm", "chapel"])
    RULES.apply(s, Action("refill"))
    order = list(s.stacks[1])
    RULES.apply(s, Action("browse", (1,)))
    assert gold(s.players[seat]) == 5
    view = RULES.view(s, seat)
    assert view.stacks[1] == order and view.stacks[0][0] == HIDDEN
    assert RULES.view(s, 1 - seat).stacks[1][0] == HIDDEN
    RULES.apply(s, Action("pick", (3,)))
    assert s.players[seat].hand[-1] == order[3]
    assert s.stacks[1] == order[:3] + order[4:]
    assert s.current == 1 - seat


def test_with_three_cards_one_may_be_slid_under_its_stack_and_replaced():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["farm", "chapel", "bandit"])
    farm = s.players[seat].hand[0]
    assert Action("refill") not in RULES.legal_actions(s)
    RULES.apply(s, Action("swap", (farm, 1)))
    assert s.stacks[1][-1] == farm
    RULES.apply(s, Action("draw", (0,)))
    assert len(s.players[seat].hand) == 3 and s.current == 1 - seat


def test_a_card_slid_under_a_used_up_stack_starts_it_again():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["farm", "chapel", "bandit"])
    s.stacks[1] = []
    farm = s.players[seat].hand[0]
    RULES.apply(s, Action("swap", (farm, 1)))
    assert s.stacks[1] == [farm]


def test_simply_ending_the_turn_passes_to_the_opponent():
    s = in_action()
    seat = s.current
    RULES.apply(s, Action("end"))
    assert s.current == 1 - seat and RULES.legal_actions(s) == [Action("roll")]
