"""Property tests over random legal play (rulebook "Storage Limit", "Important Notes" on road
spaces, and "B. Activate a Single Building" prices)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
from anno_desktop.games.santa_maria.data import rule_data

OPTIONS = st.builds(
    SantaMariaOptions,
    players=st.integers(2, 4),
    advanced=st.booleans(),
    common_blue_dice=st.booleans(),
    choose_boards=st.booleans(),
)


def random_game(options: SantaMariaOptions, seed: int):
    """Yield (state, seat, action, events) for each step of a random legal game."""
    s = RULES.new_game(options, seed)
    rng = Rng(seed)
    while (seat := RULES.to_act(s)) is not None:
        a = rng.choice(RULES.legal_actions(s))
        events = RULES.apply(s, a)
        yield s, seat, a, events


@settings(max_examples=30, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_storage_never_above_its_limit(options, seed):
    limit = rule_data().common.storage_limit
    for s, _, _, _ in random_game(options, seed):
        for p in s.players:
            assert all(0 <= n <= limit for n in p.res) and p.coins >= 0


@settings(max_examples=30, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_no_die_or_coins_ever_rest_on_a_road_or_an_empty_space(options, seed):
    buildings = rule_data().buildings
    for s, _, _, _ in random_game(options, seed):
        for p in s.players:
            assert all(p.grid[i] in buildings for i in range(36) if p.blocked[i])


@settings(max_examples=30, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_coin_activation_costs_1_2_3_and_resets_each_year(options, seed):
    treasurer = rule_data().scholar_for("cheaper_activation")
    paid: dict[tuple[int, int], list[int]] = {}
    for s, seat, a, events in random_game(options, seed):
        if a.kind != "coins":
            continue
        year = s.year if s.phase == "play" else 3
        prices = paid.setdefault((year, seat), [])
        prices.append(next(e.data["paid"] for e in events if e.kind == "coins"))
        if treasurer not in s.players[seat].scholars:
            assert prices == list(range(1, len(prices) + 1))
