"""Rulebook: Setup (the settlement layout) and sections 1 to 4 (stock shown by turning cards)."""

from anno_desktop.games.anno1701_cards.layout import power_tokens, settlement

from .helpers import in_action, lay_out


def test_start_settlement_is_upright_with_seventeen_cards_and_sixteen_slots():
    s = in_action()
    cards = settlement(s.players[0])
    slots = [c for c in cards if c.key.startswith("slot_")]
    assert len(cards) - len(slots) == 17 and len(slots) == 16
    assert all(c.turns == 0 and not c.reverse for c in cards)
    assert len({(c.row, c.col) for c in cards}) == len(cards)


def test_gaining_turns_a_card_a_quarter_counter_clockwise():
    s = in_action()
    p = s.players[0]
    p.land[0] = 2
    p.ship = 4
    p.centres = [4, 0]
    by_key = {c.key: c for c in settlement(p)}
    assert by_key["forest"].turns == 1 and by_key["ship"].turns == 2
    assert by_key["vc_1"].turns == 1 and by_key["vc_2"].reverse


def test_power_tokens_follow_the_symbols():
    s = in_action()
    assert power_tokens(s) == {"trading": None, "naval": None}
    lay_out(s, 1, ["arsenal", "cannon_foundry"])
    assert power_tokens(s) == {"trading": None, "naval": 1}
