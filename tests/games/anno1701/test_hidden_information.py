"""Hidden information and component conservation under random legal play (property tests):
goods hands show only their size to others, discoveries stay private, nothing goes negative
and no component is lost or duplicated."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701 import RULES

from .helpers import D, new_game

play_settings = settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _random_play(players, seed, steps, first_game=False):
    s = new_game(players, seed, first_game)
    rng = Rng(seed * 31 + 7)
    states = []
    for _ in range(steps):
        legal = RULES.legal_actions(s)
        if not legal:
            break
        RULES.apply(s, rng.choice(legal))
        states.append(s.clone())
    return states


def _check_components(s):
    assert RULES.invariants(s) == []
    for p in s.players:
        assert p.gold >= 0 and min(p.goods) >= 0
        assert len(p.ships) == 2 and len(p.colonies) <= 8
        assert 0 <= p.tokens <= (6 if s.n == 2 else 5)
    holders = [h for h in s.donation_holder if h >= 0]
    assert len(holders) + len(s.seven_holders) <= len(D.s.donations) + 2


@play_settings
@given(st.integers(2, 4), st.integers(0, 10_000), st.booleans())
def test_random_legal_play_never_goes_negative_nor_loses_components(players, seed, first):
    for s in _random_play(players, seed, 400, first)[::10]:
        _check_components(s)


@play_settings
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_view_never_shows_other_players_hands_or_discoveries(players, seed):
    for s in _random_play(players, seed, 400)[::25]:
        for seat in [None, *range(players)]:
            v = RULES.view(s, seat)
            for i, p in enumerate(v.players):
                if i == seat:
                    assert p.goods == s.players[i].goods
                    continue
                assert p.goods == [0] * 6 and p.hidden_hand == sum(s.players[i].goods)
                assert all(t < 0 for k, t in enumerate(p.tiles) if not p.built[k])
            mine = s.players[seat].discovered if seat is not None else 0
            for r, tile in enumerate(v.recess_tile):
                visible = s.face_up[r] or mine >> r & 1
                assert tile == (s.recess_tile[r] if visible else -1)


@play_settings
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_determinize_gives_a_full_state_consistent_with_the_view(players, seed):
    for s in _random_play(players, seed, 300)[::30]:
        seat = RULES.to_act(s)
        if seat is None:
            continue
        v = RULES.view(s, seat)
        full = RULES.determinize(v, Rng(seed))
        assert state_hash(RULES.view(full, seat)) == state_hash(v)
        assert RULES.invariants(full) == []
        assert RULES.legal_actions(full) == RULES.legal_actions(s)


def test_discovering_player_sees_the_tiles_others_do_not():
    s = new_game(4)
    s.players[0].discovered = 0b11
    assert RULES.view(s, 0).recess_tile[:2] == s.recess_tile[:2]
    assert RULES.view(s, 1).recess_tile[:2] == [-1, -1]
    assert RULES.view(s, None).recess_tile[:2] == [-1, -1]


def test_view_hides_the_dice_and_deck_order():
    s = new_game(4)
    v = RULES.view(s, 0)
    assert v.rng == Rng(0) and v.event_deck == sorted(s.event_deck)
    assert all(t < 0 for stack in v.stacks for t in stack)
