"""Rulebook "End of Year": conquistador scoring, resets, new display, re-rolls, start player."""

from anno_desktop.games.santa_maria import RULES
from anno_desktop.games.santa_maria import actions as act

from .helpers import game, play


def retire_all(s, spaces):
    """Every seat retires in turn order onto its space (seat -> space) until the year ends."""
    year = s.year
    while s.phase == "play" and s.year == year:
        if s.pending is not None:
            play(s, RULES.legal_actions(s)[0])
        else:
            play(s, act.retire(spaces[RULES.to_act(s)]))


def test_conquistador_points_by_rank_with_the_stack_deciding_ties():
    s = game(players=4)
    marks = [(3, 5), (3, 2), (1, 1), (0, 0)]  # (space, arrival tick)
    for p, (conq, tick) in zip(s.players, marks, strict=True):
        p.conq, p.conq_tick = conq, tick
    retire_all(s, {0: 3, 1: 2, 2: 1, 3: 0})
    # Year 1, 4 players: 4 / 2 / 1 / 0. Seat 1 arrived first on space 3, so it is ahead.
    assert [p.points for p in s.players] == [2, 4, 1, 0]
    assert [p.conq_years for p in s.players] == [1, 1, 1, 0]


def test_last_place_scores_nothing_even_with_conquistadors():
    s = game(players=2)
    s.players[0].conq, s.players[1].conq = 1, 2
    retire_all(s, {0: 0, 1: 1})
    assert [p.points for p in s.players] == [0, 3]


def test_year_end_resets_and_start_player_from_the_retiring_spaces():
    s = game(players=3)
    s.players[0].blocked[5] = True
    s.players[0].coin_acts = 2
    old_display = list(s.display)
    retire_all(s, {0: 4, 1: 2, 2: 1})
    assert s.year == 2
    assert RULES.to_act(s) == 2 and s.start == 2  # seat 2 used the space nearest the symbol
    p = s.players[0]
    assert not any(p.blocked) and p.coin_acts == 0 and p.white_used == 0 and p.conq == 0
    assert None not in s.display and not set(s.display) & set(old_display)
    assert len(s.white) == 9 and s.retire_spaces == [None] * 5
    assert not any(q.retired for q in s.players)


def test_religion_markers_stay_where_they_are():
    s = game(players=2)
    s.players[1].religion = 5
    retire_all(s, {0: 0, 1: 2})
    assert s.players[1].religion == 5


def test_the_game_ends_after_the_third_year():
    s = game(players=2)
    for _ in range(3):
        retire_all(s, {0: 0, 1: 2})
    assert s.phase == "over" and RULES.to_act(s) is None and RULES.result(s) is not None
