from hypothesis import given
from hypothesis import strategies as st

from anno_desktop.engine.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(50)] == [b.next64() for _ in range(50)]


def test_sequence_is_pinned_across_versions():
    # Replays depend on this exact sequence: changing it breaks every save.
    r = Rng(7)
    assert [r.die(6) for _ in range(10)] == [4, 1, 1, 4, 5, 4, 5, 1, 6, 6]


def test_copy_is_independent():
    a = Rng(3)
    b = a.copy()
    assert a.next64() == b.next64()
    a.next64()
    assert a != b


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=1, max_value=1000))
def test_below_stays_in_range(seed, n):
    r = Rng(seed)
    assert all(0 <= r.below(n) < n for _ in range(20))


def test_shuffle_is_a_permutation():
    items = list(range(30))
    Rng(5).shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_die_is_roughly_uniform():
    r = Rng(11)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.die(6) - 1] += 1
    assert all(850 < c < 1150 for c in counts)
