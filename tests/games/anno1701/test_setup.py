"""Rulebook "Setup" (and the Czech 2-player set-up): islands, supply, citizens, ships, gold,
the expansion-tile draft and the start player."""

from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.state import BLOCKED, DRAFT, NO_ONE, ROLL

from .helpers import D, M, new_game, play, tile_index


def test_island_tiles_lie_face_down_by_the_colour_of_their_back():
    s = new_game(4, seed=3)
    assert sorted(s.recess_tile) == list(range(len(D.islands)))
    for r, tile in enumerate(s.recess_tile):
        assert D.islands[tile].dark == M.recess_dark[r]
    assert not any(s.face_up)


def test_each_player_starts_with_7_gold_a_ship_on_the_start_and_one_in_reserve():
    s = new_game(3)
    for p in s.players:
        assert p.gold == 7
        assert sorted(p.ships) == [-1, M.start]
        assert p.citizens == 0 and p.tokens == 0 and sum(p.goods) == 0
        assert (p.cannon, p.sack, p.content) == (0, 0, 0)
    assert s.supply == [14] * 6


def test_first_game_takes_the_top_two_tiles_of_stack_one():
    s = new_game(4, seed=5, first_game=True)
    assert s.phase == ROLL
    for p in s.players:
        assert p.tiles[0] >= 0 and p.tiles[1] >= 0 and not any(p.built)
        assert D.buildings[p.tiles[0]].level == 1
    assert len(s.stacks[0]) == 20 - 8


def test_draft_draws_four_and_keeps_two_then_reshuffles_stack_one():
    s = new_game(3, seed=2, first_game=False)
    assert s.phase == DRAFT and len(s.draft_hand) == 4
    assert RULES.to_act(s) == s.start_player
    for _ in range(3):
        hand = s.draft_hand[:]
        seat = s.draft_seat
        play(s, "keep", 0, 2)
        assert s.players[seat].tiles[:2] == [hand[0], hand[2]]
    assert s.phase == ROLL and len(s.stacks[0]) == 20 - 6
    assert RULES.to_act(s) == s.start_player


def test_draft_allows_keeping_two_identical_tiles():
    s = new_game(4, seed=2, first_game=False)
    chapel_a, chapel_b = tile_index("kapelle"), tile_index("kapelle", 1)
    s.draft_hand = [chapel_a, tile_index("wachturm"), chapel_b, tile_index("ziegelei")]
    assert ("keep", (0, 2)) in RULES.legal_actions(s)
    play(s, "keep", 0, 2)
    kept = s.players[s.start_player].tiles[:2]
    assert [D.buildings[t].key for t in kept] == ["kapelle", "kapelle"]


def test_draft_lists_each_pair_of_kinds_once():
    s = new_game(4, seed=2, first_game=False)
    a, b = tile_index("kapelle"), tile_index("kapelle", 1)
    c, e = tile_index("schule"), tile_index("schule", 1)
    s.draft_hand = [a, c, b, e]
    # kapelle+kapelle, kapelle+schule, schule+schule
    assert len(RULES.legal_actions(s)) == 3


def test_start_player_is_chosen_by_dice_and_varies():
    starts = {new_game(4, seed=k).start_player for k in range(40)}
    assert starts == {0, 1, 2, 3}


def test_two_player_set_up_blocks_donations_11_and_12_and_removes_14_buildings():
    s = new_game(2)
    values = dict(zip(D.s.donations, s.donation_holder, strict=True))
    assert values[11] == BLOCKED and values[12] == BLOCKED and values[7] == NO_ONE
    assert len(s.stacks[0]) + len(s.stacks[1]) + 4 == 36 - 14
    assert s.neutral is not None and s.neutral.cannon == 0 and s.neutral.sack == 0


def test_three_and_four_player_games_have_no_neutral_colour():
    assert new_game(3).neutral is None and new_game(4).neutral is None
