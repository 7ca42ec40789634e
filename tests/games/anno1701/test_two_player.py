"""Czech rulebook, "Úprava pravidel pro 2 hráče" (the 2-player variant): neutral colonies and
markers, donations 11 and 12 blocked, 14 buildings removed, two differing rolls per turn
(2, 7 and 12 count as one result) and 6 favour tokens to win."""

from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.favour import tokens_total, update_columns
from anno_desktop.games.anno1701.state import ACTIONS, ROLL

from .helpers import D, M, anchor, at_sea, in_phase, island_index, new_game, play, put_island


def test_fourteen_duplicate_buildings_are_removed():
    s = new_game(2)
    keys = [D.buildings[t].key for stack in s.stacks for t in stack]
    keys += [D.buildings[t].key for p in s.players for t in p.tiles if t >= 0]
    assert len(keys) == 22 and keys.count("kapelle") == 1 and keys.count("oper") == 1


def test_six_favour_tokens_are_needed_to_win():
    assert tokens_total(D, new_game(2)) == 6 and tokens_total(D, new_game(3)) == 5


def test_the_start_player_rolls_once_in_the_first_turn_then_twice():
    s = new_game(2)
    play(s, "roll")
    assert s.phase == ACTIONS
    play(s, "end_turn")
    assert s.rolls_left == 2
    play(s, "roll")
    assert s.phase == ROLL
    first = s.last_roll
    play(s, "roll")
    assert s.phase == ACTIONS
    kind = {2: 2, 7: 2, 12: 2}
    assert kind.get(s.last_roll, s.last_roll) != kind.get(first, first)


def test_second_roll_repeats_until_it_differs_and_events_count_as_one_result():
    for seed in range(30):
        s = in_phase(new_game(2, seed=seed), ROLL)
        s.rolls_left = 2
        s.event_deck = list(range(11)) * 3
        play(s, "roll")
        while s.due("discard"):
            seat = s.pending[0].seat
            good = next(g for g, k in zip(D.goods, s.players[seat].goods, strict=True) if k)
            play(s, "discard", good)
        first = 2 if s.last_roll in (2, 7, 12) else s.last_roll
        play(s, "roll")
        second = 2 if s.last_roll in (2, 7, 12) else s.last_roll
        assert first != second


def test_founding_places_a_neutral_colony_on_the_same_island():
    s = at_sea(2)
    seat = s.current
    s.players[seat].ships[0] = M.anchor_hex[anchor("A13")]
    play(s, "found", 0)  # L5 has two anchors: the neutral one goes on A14 at once
    assert s.anchor_owner[anchor("A14")] == 2 and s.neutral.colonies == [anchor("A14")]


def test_with_several_free_anchors_the_founder_chooses_the_neutral_one():
    s = at_sea(2)
    seat = s.current
    s.players[seat].ships[0] = M.anchor_hex[anchor("A06")]
    play(s, "found", 0)
    assert RULES.to_act(s) == seat
    options = [a.args[0] for a in RULES.legal_actions(s)]
    assert sorted(options) == sorted(anchor(a) for a in ("A07", "A08", "A09"))
    play(s, "neutral", anchor("A09"))
    assert s.face_up[M.recess_ids.index("R08")] and s.face_up[M.recess_ids.index("R09")]


def test_neutral_colonies_count_harbours_and_can_take_the_naval_favour_space():
    s = at_sea(2)
    put_island(s, "R13", island_index("harbour", cannon=2))
    s.players[s.current].ships[0] = M.anchor_hex[anchor("A13")]
    play(s, "found", 0)  # the neutral colony on A14 touches the same harbour
    assert s.neutral.cannon == 2 and s.players[s.current].cannon == 2
    s.neutral.cannon = 3
    update_columns(D, s, [])
    assert s.column_holder[0] == 2 and s.neutral.tokens == 1


def test_donation_spaces_eleven_and_twelve_are_blocked():
    s = in_phase(new_game(2))
    p = s.players[s.current]
    p.gold = 100
    for _ in range(3):
        play(s, "donate")
    assert "donate" not in {a.kind for a in RULES.legal_actions(s)}
