"""Rulebook "Setup" and "Setting Up The Colonies" (and the advanced set-up's colony part)."""

from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
from anno_desktop.games.santa_maria import actions as act
from anno_desktop.games.santa_maria.data import rule_data


def new(players: int, **options):
    return RULES.new_game(SantaMariaOptions(players=players, **options), 11)


def test_three_white_dice_per_player_rolled_and_sorted():
    for n in (2, 3, 4):
        s = new(n)
        assert len(s.white) == 3 * n and s.white == sorted(s.white)
        assert all(1 <= d <= 6 for d in s.white)


def test_each_player_rolls_one_blue_die_and_the_rest_wait_above_the_board():
    s = new(3)
    assert all(len(p.blue) == 1 and p.blue_unlocked == 1 for p in s.players)
    assert s.blue_reserve == 6


def test_starting_shipments_on_the_docks_and_standard_ones_face_down():
    s = new(2)
    data = rule_data()
    assert sorted(s.docks) == ["O1", "O2", "O3", "O4"]
    assert len(s.ship_stack) == 30 and not any(data.shipments[t].starting for t in s.ship_stack)


def test_three_scholars_three_bishops_and_the_expansion_display():
    s = new(4)
    data = rule_data()
    assert len(set(s.scholars)) == 3 and len(set(s.bishops)) == 3
    assert [data.tiles[t].kind for t in s.display] == ["double"] * 5 + ["triple"] * 5
    assert len(s.double_stack) == 10 and len(s.triple_stack) == 10
    assert len(s.roads) == 3


def test_coins_by_seat_order_from_the_start_player_and_two_wood():
    for seed in range(6):
        s = RULES.new_game(SantaMariaOptions(players=4), seed)
        for k in range(4):
            p = s.players[(s.start + k) % 4]
            assert p.coins == 3 + k and p.res[0] == 2
        assert RULES.to_act(s) == s.start


def test_colony_boards_are_different_a_sides():
    s = new(4)
    assert sorted(p.board for p in s.players) == ["A1", "A2", "A3", "A4"]


def test_advanced_set_up_side_b_and_town_halls_chosen_counter_clockwise():
    s = RULES.new_game(SantaMariaOptions(players=3, advanced=True), 4)
    assert all(p.board == "B" for p in s.players)
    assert len(s.town_halls) == 4
    on_board = set(s.scholars)
    assert not any(sc in on_board for _, sc in s.town_halls)
    order = [(s.start - 1 - k) % 3 for k in range(3)]
    assert s.setup_order == order and RULES.to_act(s) == order[0]
    for seat in order:
        assert RULES.to_act(s) == seat
        offer = RULES.legal_actions(s)[0]
        _hall, scholar = s.town_halls[offer.args[0]]
        RULES.apply(s, offer)
        RULES.apply(s, RULES.legal_actions(s)[0])
        p = s.players[seat]
        assert p.own_scholar == scholar and scholar in p.scholars and p.tiles == 1
    assert s.phase == "play" and RULES.to_act(s) == s.start


def test_common_blue_dice_variant_puts_one_die_per_player_in_the_pool():
    s = new(3, common_blue_dice=True)
    assert len(s.blue_pool) == 3 and all(p.blue == [] for p in s.players)


def test_player_counts_follow_the_rulebook():
    assert RULES.player_counts == (2, 3, 4)


def test_later_games_choose_boards_counter_clockwise_before_rolling():
    s = RULES.new_game(SantaMariaOptions(players=3, choose_boards=True), 2)
    order = [(s.start - 1 - k) % 3 for k in range(3)]
    assert s.phase == "setup" and all(p.blue == [] for p in s.players)
    for seat, board in zip(order, ["A3", "A1", "A4"], strict=True):
        assert RULES.to_act(s) == seat
        RULES.apply(s, act.board(board))
        assert s.players[seat].board == board and s.players[seat].grid != [None] * 36
    assert s.phase == "play" and RULES.to_act(s) == s.start
    assert all(len(p.blue) == 1 for p in s.players)
