"""Rulebook "End of the Game": resources and coins, colonists, monks, harbours, shipment
tiles, and the tie-break by retiring space."""

from anno_desktop.games.santa_maria import RULES
from anno_desktop.games.santa_maria.scoring import bishop_points, final_breakdown, finish

from .helpers import GEM, WOOD, game, put


def test_resources_are_sold_then_one_point_per_three_coins():
    s = game()
    p = s.players[0]
    p.coins = 4
    p.res[WOOD], p.res[GEM] = 1, 2
    assert final_breakdown(p)["coins"] == (4 + 1 + 4) // 3


def test_colonists_in_developed_lines_count_twice_at_a_crossing():
    s = game()
    p = s.players[0]
    for c in range(1, 7):
        put(s, 1, c, "Wd")
    for r in range(1, 7):
        put(s, r, 1, "Wd")
    put(s, 1, 1, "Rd2")
    put(s, 4, 1, "Rd1")
    # Row 1 holds 2 colonists, column 1 holds 2 + 1.
    assert final_breakdown(p)["colonists"] == 2 + 3


def test_an_undeveloped_line_scores_no_colonists():
    s = game()
    for c in range(1, 6):
        put(s, 2, c, "Rd1")
    assert final_breakdown(s.players[0])["colonists"] == 0


def test_scholars_score_their_points_and_bishops_cost_two_first():
    s = game()
    p = s.players[0]
    p.scholars = ["SC10", "SC01"]
    p.bishops = ["BI1"]
    p.monk_spaces = [0, 1, 3]
    p.harbour = [["W01"], ["W02"], [], []]
    b = final_breakdown(p)
    assert b["scholars"] == 3 + 1
    assert b["bishops"] == 2 - 2


def test_bishop_requirements():
    s = game()
    p = s.players[0]
    p.monk_spaces = [3, 6, 7]
    p.tiles = 4
    p.conq_years = 2
    for c in range(1, 7):
        put(s, 5, c, "Rd1")
    assert bishop_points(p, "BI2") == 6
    assert bishop_points(p, "BI3") == 3
    assert bishop_points(p, "BI4") == 4
    assert bishop_points(p, "BI5") == 4
    assert bishop_points(p, "BI6") == 6


def test_harbour_sets_and_shipment_points():
    s = game()
    p = s.players[0]
    p.harbour = [["W30", "W01"], ["W02"], ["W03"], ["W08"]]
    b = final_breakdown(p)
    assert b["harbour sets"] == 3
    assert b["shipments"] == 5 + 1 + 1 + 1 + 2


def test_tie_goes_to_the_retiring_space_nearest_the_symbol():
    s = game(players=3)
    for p in s.players:
        p.coins, p.res, p.grid = 0, [0] * 5, [None] * 36
        p.points = 10
    s.retire_spaces = [None, 2, 0, 1, None]
    finish(s, [])
    result = RULES.result(s)
    assert result.winners == (2,) and result.scores == (10.0, 10.0, 10.0)
