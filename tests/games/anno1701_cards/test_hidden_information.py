"""Rulebook: Setup (hands and stacks face down) and Trade Voyage (the shuffled deck):
what each seat may see, and property tests over random play (stock ranges, gold cap)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from anno_desktop.engine.contract import fuzz
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.economy import MAX_GOLD, gold
from anno_desktop.games.anno1701_cards.state import HIDDEN

from .helpers import give_hand, in_action, started


def test_opponent_sees_only_the_size_of_a_hand():
    s = started()
    view = RULES.view(s, 0)
    assert view.players[0].hand == s.players[0].hand
    assert view.players[1].hand == [HIDDEN] * 3


def test_stacks_are_seen_only_by_their_height():
    s = started()
    view = RULES.view(s, 0)
    assert [len(h) for h in view.stacks] == [len(h) for h in s.stacks]
    assert all(c == HIDDEN for h in view.stacks for c in h)


def test_a_view_does_not_carry_the_dice_to_come():
    s = started()
    assert RULES.view(s, 0).rng != s.rng


def test_determinize_fills_hidden_cards_from_unseen_ones_of_the_right_stack():
    s = in_action()
    give_hand(s, 1, ["church", "spy"])
    view = RULES.view(s, 0)
    sample = RULES.determinize(view, Rng(4))
    assert state_hash(RULES.view(sample, 0)) == state_hash(view)
    assert RULES.invariants(sample) == []
    cards = game_data().cards
    for h, stack in enumerate(sample.stacks):
        assert all(cards[c].numeral == h // 2 + 1 for c in stack)


def test_random_play_keeps_the_engine_contract():
    report = fuzz(RULES, [RULES.options_model(players=2)], 3000, seed=7, deep_every=3)
    assert not report.failures, report.failures[0].problem


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 1 << 30), max_size=250))
def test_random_play_keeps_stock_in_range_and_hands_hidden(seed, picks):
    s = RULES.new_game(RULES.options_model(players=2), seed)
    for pick in picks:
        legal = RULES.legal_actions(s)
        if not legal:
            break
        RULES.apply(s, legal[pick % len(legal)])
        assert RULES.invariants(s) == []
        for p in s.players:
            assert gold(p) <= MAX_GOLD
            assert all(0 <= n <= 3 for n in p.land) and 0 <= p.ship <= 4
            assert all(0 <= c <= 4 for c in p.centres) and all(0 <= n <= 3 for n in p.lux)
        for seat in (0, 1):
            spying = any(d.kind == "spy" and d.seat == 1 - seat for d in s.pending)
            seen = RULES.view(s, 1 - seat).players[seat].hand
            assert spying or all(c == HIDDEN for c in seen)
            assert all(c == HIDDEN for c in RULES.view(s, None).players[seat].hand)


def test_every_legal_action_has_a_sentence():
    s = RULES.new_game(RULES.options_model(players=2), 11)
    picker = Rng(2)
    for _ in range(1500):
        legal = RULES.legal_actions(s)
        if not legal:
            break
        for a in legal[:40]:
            text = RULES.describe(s, a)
            assert text and not text.startswith(a.kind + "(")
        RULES.apply(s, picker.choice(legal))
