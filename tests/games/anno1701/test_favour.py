"""Rulebook "Placing Favor Tokens", "The Village Center in Turmoil" and "Game End": the three
majority columns, the 7-colony spaces (4 players), donations, turmoil and winning."""

from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.favour import in_turmoil, update_columns
from anno_desktop.games.anno1701.state import NO_ONE, OVER, ROLL

from .helpers import D, M, anchor, at_sea, in_phase, new_game, play


def test_first_to_three_cannons_takes_the_naval_favour_space():
    s = new_game(4)
    s.players[1].cannon = 2
    update_columns(D, s, [])
    assert s.column_holder[0] == NO_ONE
    s.players[1].cannon = 3
    update_columns(D, s, [])
    assert s.column_holder[0] == 1 and s.players[1].tokens == 1


def test_a_column_changes_hands_only_to_a_strictly_higher_count():
    s = new_game(4)
    s.players[1].sack = 3
    update_columns(D, s, [])
    s.players[2].sack = 3
    update_columns(D, s, [])
    assert s.column_holder[1] == 1
    s.players[2].sack = 4
    update_columns(D, s, [])
    assert s.column_holder[1] == 2
    assert s.players[1].tokens == 0 and s.players[2].tokens == 1


def test_a_column_is_locked_at_ten():
    s = new_game(4)
    s.players[0].content = 10
    update_columns(D, s, [])
    s.players[3].content = 12
    update_columns(D, s, [])
    assert s.column_holder[2] == 0


def test_seven_colony_spaces_go_to_the_first_two_in_a_four_player_game():
    for players, expected in ((4, [0]), (3, [])):
        s = at_sea(players)
        s.current = 0
        p = s.players[0]
        for aid in ("A01", "A03", "A04", "A05", "A07", "A09"):
            s.anchor_owner[anchor(aid)] = 0
            p.colonies.append(anchor(aid))
        p.ships[0] = M.anchor_hex[anchor("A13")]
        play(s, "found", 0)
        assert s.seven_holders == expected


def test_turmoil_whenever_gold_is_under_three():
    s = new_game(4)
    s.players[0].gold = 2
    assert in_turmoil(D, s, 0)
    s.players[0].gold = 3
    assert not in_turmoil(D, s, 0)


def _all_tokens_placed(s, seat):
    p = s.players[seat]
    p.citizens = p.citizen_tokens = 3
    s.donation_holder[0] = s.donation_holder[1] = seat
    p.tokens = 5


def test_the_game_ends_when_the_player_on_turn_has_placed_every_token_without_turmoil():
    s = in_phase(new_game(4))
    seat = s.current
    _all_tokens_placed(s, seat)
    play(s, "end_turn")
    assert s.phase != OVER  # not on their turn any more
    for _ in range(3):
        s.phase = "actions"
        play(s, "end_turn")
    assert s.current == seat and s.phase == OVER
    assert RULES.result(s).winners == (seat,) and RULES.to_act(s) is None


def test_a_player_in_turmoil_does_not_win():
    s = in_phase(new_game(4))
    seat = (s.current + 1) % 4
    _all_tokens_placed(s, seat)
    s.players[seat].gold = 2
    play(s, "end_turn")
    assert s.current == seat and s.phase == ROLL and RULES.result(s) is None


def test_placing_the_last_token_on_ones_turn_wins_at_once():
    s = in_phase(new_game(4))
    seat = s.current
    p = s.players[seat]
    p.citizens = p.citizen_tokens = 3
    s.donation_holder[0] = seat
    p.tokens = 4
    p.gold = 20
    play(s, "donate")
    assert RULES.result(s).winners == (seat,)
