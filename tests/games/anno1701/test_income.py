"""Rulebook "1. Income Phase": events on 2, 7 and 12 (Fire, Taxes, Queen), settlement
landscapes, island tiles (one good per tile however many colonies) and turmoil on 6 and 8."""

from anno_desktop.engine.pending import Pending
from anno_desktop.games.anno1701 import RULES, economy
from anno_desktop.games.anno1701.state import ACTIONS, MEADOWS

from .helpers import GOODS, D, anchor, goods, island_index, new_game, play, put_island, rig_dice


def _landscape_slot(s, seat, number):
    numbers = D.boards[s.players[seat].board]
    return MEADOWS + numbers.index(number)


def _event_card(first, second):
    return next(i for i, ev in enumerate(D.events) if ev == (first, second))


def test_each_player_gets_the_good_of_the_landscape_with_the_rolled_number():
    s = new_game(4)
    rig_dice(s, 5)
    play(s, "roll")
    for seat, p in enumerate(s.players):
        slot = _landscape_slot(s, seat, 5)
        g = D.landscape_goods[slot - MEADOWS]
        assert p.goods == [1 if i == g else 0 for i in range(6)]
    assert s.phase == ACTIONS


def test_a_covered_landscape_yields_nothing():
    s = new_game(4)
    seat = s.current
    slot = _landscape_slot(s, seat, 9)
    s.players[seat].tiles[slot] = s.stacks[0].pop()
    rig_dice(s, 9)
    play(s, "roll")
    assert sum(s.players[seat].goods) == 0


def test_island_tile_yields_one_good_however_many_colonies_touch_it():
    s = new_game(4)
    seat = s.current
    tobacco5 = island_index("tobacco", 5)
    put_island(s, "R01", tobacco5)
    # A01 and A02 both touch R01 and R02
    for aid in ("A01", "A02"):
        s.anchor_owner[anchor(aid)] = seat
        s.players[seat].colonies.append(anchor(aid))
    rig_dice(s, 5)
    play(s, "roll")
    assert s.players[seat].goods[GOODS.index("tobacco")] == 1


def test_gold_field_yields_a_gold_coin():
    s = new_game(4)
    seat = s.current
    put_island(s, "R13", island_index("gold", 3))
    s.anchor_owner[anchor("A13")] = seat
    s.players[seat].colonies.append(anchor("A13"))
    rig_dice(s, 3)
    play(s, "roll")
    assert s.players[seat].gold == 8


def test_turmoil_blocks_income_on_6_and_8_only():
    for total, blocked in ((6, True), (8, True), (5, False)):
        s = new_game(4)
        seat = (s.current + 1) % 4
        s.players[seat].gold = 2
        rig_dice(s, total)
        play(s, "roll")
        assert (sum(s.players[seat].goods) == 0) == blocked


def test_an_empty_supply_serves_players_clockwise_from_the_active_player():
    s = new_game(4)
    for p in s.players:
        p.board = 0  # everyone's tool on 3
    s.supply[GOODS.index("tool")] = 2
    rig_dice(s, 3)
    play(s, "roll")
    got = [p.goods[GOODS.index("tool")] for p in s.players]
    first, second = s.current, (s.current + 1) % 4
    assert got[first] == 1 and got[second] == 1 and sum(got) == 2


def test_roll_of_7_draws_an_event_card_and_carries_out_both_events():
    s = new_game(4)
    s.event_deck.append(_event_card("taxes", "queen"))
    rig_dice(s, 7)
    play(s, "roll")
    assert [p.gold for p in s.players] == [8] * 4
    assert s.event_discard[-1] == _event_card("taxes", "queen")
    assert all(sum(p.goods) == 0 for p in s.players)


def test_fire_halves_goods_above_seven_rounding_down_and_other_seats_decide():
    s = new_game(4)
    victim = (s.current + 2) % 4
    s.players[victim].goods = goods(wood=5, brick=4)
    s.supply[0] -= 5
    s.supply[1] -= 4
    s.players[s.current].goods = goods(wood=7)
    s.supply[0] -= 7
    s.event_deck.append(_event_card("fire", "taxes"))
    rig_dice(s, 2)
    play(s, "roll")
    assert s.pending == [Pending(victim, "discard", (4,))]
    assert RULES.to_act(s) == victim
    for _ in range(4):
        play(s, "discard", "brick")
    assert sum(s.players[victim].goods) == 5
    assert s.players[s.current].goods[0] == 7  # 7 goods are safe
    assert RULES.to_act(s) == s.current


def test_fire_watch_leaves_four_cards_uncounted():
    s = new_game(4)
    p = s.players[0]
    p.tiles[0] = next(i for i, b in enumerate(D.buildings) if b.benefit == "fire_watch")
    p.built[0] = True
    p.goods = goods(wood=11)
    assert economy.fire_loss(D, p) == 0
    p.goods = goods(wood=12)
    assert economy.fire_loss(D, p) == 4
    p.built[0] = False
    assert economy.fire_loss(D, p) == 6


def test_taxes_pay_one_gold_plus_one_per_content_citizen_at_most_five():
    s = new_game(4)
    s.players[0].content = 2
    s.players[1].content = 9
    s.event_deck.append(_event_card("taxes", "fire"))
    rig_dice(s, 12)
    play(s, "roll")
    assert s.players[0].gold == 7 + 3 and s.players[1].gold == 7 + 5


def test_queen_takes_gold_by_favour_count_and_can_cause_turmoil():
    s = new_game(4)
    s.players[0].tokens, s.players[0].citizen_tokens = 2, 2
    s.players[1].tokens, s.players[1].citizen_tokens = 3, 3
    s.players[1].gold = 4
    s.players[2].tokens, s.players[2].citizen_tokens = 3, 3
    s.players[2].gold = 1
    s.event_deck.append(_event_card("queen", "fire"))
    rig_dice(s, 7)
    play(s, "roll")
    assert [p.gold for p in s.players] == [6, 2, 0, 7]


def test_event_deck_reshuffles_its_discards_when_empty():
    s = new_game(4)
    s.event_discard = s.event_deck[:]
    s.event_deck = []
    rig_dice(s, 7)
    play(s, "roll")
    assert len(s.event_deck) == 10 and len(s.event_discard) == 1
