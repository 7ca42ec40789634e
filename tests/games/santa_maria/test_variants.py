"""Rulebook "Variant: Common Pool Of Blue Dice" and "Advanced Rules for Setting up the Colonies"."""

from anno_desktop.engine.pending import Pending
from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
from anno_desktop.games.santa_maria import actions as act
from anno_desktop.games.santa_maria.colony import index

from .helpers import game, play, put


def test_common_pool_blue_dice_are_limited_by_what_you_unlocked():
    s = game(common_blue_dice=True)
    p = s.players[0]
    s.blue_pool = [3, 3]
    put(s, 3, 1, "Wd")
    put(s, 3, 2, "Wd")
    play(s, act.die("blue", 3), act.target(3))
    s.current = 0
    assert s.blue_pool == [3] and p.blue_taken == 1
    assert act.die("blue", 3) not in RULES.legal_actions(s)
    p.blue_unlocked = 2
    assert act.die("blue", 3) in RULES.legal_actions(s)


def test_common_pool_gets_the_newly_unlocked_die():
    s = game(common_blue_dice=True)
    p = s.players[0]
    s.blue_pool = []
    p.religion = 1
    put(s, 1, 1, "Re")
    p.coins = 1
    play(s, act.coins(1, 1))
    assert len(s.blue_pool) == 1 and p.blue == [] and p.blue_unlocked == 2


def test_common_pool_is_rolled_again_from_every_unlocked_die():
    s = game(common_blue_dice=True)
    s.players[1].blue_unlocked = 3
    for seat in (0, 1):
        s.current = seat
        play(s, act.retire(2 * seat))
    assert s.year == 2 and len(s.blue_pool) == 1 + 3


def test_town_hall_is_a_domino_with_a_building_and_a_road():
    s = RULES.new_game(SantaMariaOptions(players=2, advanced=True), 3)
    seat = RULES.to_act(s)
    hall, _ = s.town_halls[0]
    play(s, act.town_hall(0))
    assert s.pending == Pending(s.current, "place", (hall, "town_hall"))
    play(s, act.place(2, 1, 0))
    p = s.players[seat]
    assert p.grid[index(2, 1)] is not None and p.grid[index(2, 2)] == "Rd1"
