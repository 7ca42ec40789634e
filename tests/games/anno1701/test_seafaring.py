"""Rulebook "3. Seafaring Phase": moving (4 + sails, no space twice, one ship after the
other), discovering (1 movement, private), founding (free, tiles face up, ship to reserve),
encounters, and the Czech rulebook's two worked examples."""

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.state import SEA

from .helpers import (
    GOODS,
    M,
    anchor,
    at_sea,
    goods,
    hex_at,
    island_index,
    legal_kinds,
    play,
    put_island,
    recess,
    rig_die,
    tile_index,
)


def _path(frm, to):
    """A shortest sea path (excluding `frm`)."""
    path = []
    while frm != to:
        frm = min(M.sea_neighbours[frm], key=lambda h: M.distance[h][to])
        path.append(frm)
    return path


def _card(kind, **values):
    from .helpers import D

    for i, e in enumerate(D.encounters):
        if e.kind == kind and all(getattr(e, k) == v for k, v in values.items()):
            return i
    raise KeyError(kind)


def _moves(s, ship=0):
    return [a.args[1] for a in RULES.legal_actions(s) if a.kind == "move" and a.args[0] == ship]


def test_a_ship_has_four_movement_points_plus_one_per_sail():
    for sails in (0, 1, 2):
        s = at_sea()
        p = s.players[s.current]
        p.sail = sails
        steps = 0
        while _moves(s):
            nxt = min(_moves(s), key=lambda h: -M.distance[M.start][h])
            play(s, "move", 0, nxt)
            steps += 1
            if s.due("encounter"):
                break
        assert steps == 4 + sails


def test_a_ship_never_enters_the_same_space_twice_in_one_move():
    s = at_sea()
    first = _moves(s)[0]
    play(s, "move", 0, first)
    assert M.start not in _moves(s)


def test_unused_movement_may_be_left_and_the_turn_ended():
    s = at_sea()
    play(s, "move", 0, _moves(s)[0])
    assert "end_turn" in legal_kinds(s)
    current = s.current
    play(s, "end_turn")
    assert s.current == (current + 1) % 4


def test_two_ships_move_one_after_the_other():
    s = at_sea()
    p = s.players[s.current]
    p.ships = [M.start, M.start]
    play(s, "move", 1, _moves(s, 1)[0])
    play(s, "move", 0, _moves(s, 0)[0])
    assert _moves(s, 1) == []  # ship 1 has finished
    assert _moves(s, 0)


def test_czech_example_move_three_discover_with_the_fourth_and_found_for_free():
    s = at_sea()
    seat = s.current
    p = s.players[seat]
    put_island(s, "R01", island_index("harbour", cannon=2))
    put_island(s, "R02", island_index("tobacco", 5))
    target = M.anchor_hex[anchor("A02")]
    for h in _path(M.start, target):
        play(s, "move", 0, h)
    assert s.movement == 1
    play(s, "discover", 0)
    assert s.movement == 0 and _moves(s) == []
    assert p.discovered == (1 << recess("R01")) | (1 << recess("R02"))
    assert not s.face_up[recess("R01")]
    play(s, "found", 0)
    assert s.face_up[recess("R01")] and s.face_up[recess("R02")]
    assert p.colonies == [anchor("A02")] and -1 in p.ships and p.ships.count(-1) == 2
    assert p.cannon == 2


def test_discovered_tiles_are_private_to_the_discoverer():
    s = at_sea()
    seat = s.current
    for h in _path(M.start, M.anchor_hex[anchor("A02")]):
        play(s, "move", 0, h)
    play(s, "discover", 0)
    mine = RULES.view(s, seat)
    other = RULES.view(s, (seat + 1) % 4)
    for rid in ("R01", "R02"):
        assert mine.recess_tile[recess(rid)] == s.recess_tile[recess(rid)]
        assert other.recess_tile[recess(rid)] == -1


def test_founding_blind_is_allowed_without_discovering():
    s = at_sea()
    s.players[s.current].ships[0] = M.anchor_hex[anchor("A13")]
    play(s, "found", 0)
    assert s.anchor_owner[anchor("A13")] == s.current


def test_an_anchor_takes_one_colony_only():
    s = at_sea()
    s.anchor_owner[anchor("A13")] = (s.current + 1) % 4
    s.players[(s.current + 1) % 4].colonies.append(anchor("A13"))
    s.players[s.current].ships[0] = M.anchor_hex[anchor("A13")]
    assert "found" not in legal_kinds(s)


def test_harbour_cannons_count_once_per_tile_per_player_and_for_each_player():
    s = at_sea()
    seat, other = s.current, (s.current + 1) % 4
    put_island(s, "R07", island_index("harbour", cannon=1))  # touched by A06 and A08
    s.players[seat].ships = [M.anchor_hex[anchor("A06")], M.anchor_hex[anchor("A08")]]
    play(s, "found", 0)
    play(s, "found", 1)
    assert s.players[seat].cannon == 1 and len(s.players[seat].colonies) == 2
    s.anchor_owner[anchor("A08")] = -1
    s.players[seat].colonies.remove(anchor("A08"))
    s.current, s.ships_done = other, 0
    s.players[other].ships[0] = M.anchor_hex[anchor("A08")]
    play(s, "found", 0)
    assert s.players[other].cannon == 1 and s.players[seat].cannon == 1


def test_foreign_people_trade_sacks_count_when_founding():
    s = at_sea()
    put_island(s, "R13", island_index("foreign", sack=1))
    s.players[s.current].ships[0] = M.anchor_hex[anchor("A13")]
    play(s, "found", 0)
    assert s.players[s.current].sack == 1


def _sail_to_question(s, card):
    s.encounter_deck.append(card)
    path = _path(M.start, hex_at(4, -2))  # Q01, four steps away
    for h in path[:-1]:
        play(s, "move", 0, h)
    return play(s, "move", 0, path[-1])


def test_a_question_mark_stops_the_move_and_draws_an_encounter():
    s = at_sea()
    _sail_to_question(s, _card("pirate", strength=7))
    assert s.pending == [Pending(s.current, "encounter", (_card("pirate", strength=7),))]
    assert {a.kind for a in RULES.legal_actions(s)} == {"pay", "fight"}


def test_czech_example_pirate_seven_against_two_cannons_and_a_three_returns_to_a_harbour():
    s = at_sea()
    seat = s.current
    p = s.players[seat]
    p.cannon = 2
    put_island(s, "R06", island_index("harbour", cannon=1))
    s.anchor_owner[anchor("A06")] = seat
    p.colonies.append(anchor("A06"))
    _sail_to_question(s, _card("pirate", strength=7))
    rig_die(s, 3)
    play(s, "fight")
    harbour = M.recess_hex[recess("R06")]
    assert sorted(a.args[0] for a in RULES.legal_actions(s)) == sorted([M.start, harbour])
    play(s, "return", harbour)
    assert p.ships[0] == harbour and _moves(s) == []
    play(s, "end_turn")
    s.current, s.phase = seat, SEA  # the same player's next seafaring phase
    # next turn the ship sails out of the harbour onto a neighbouring sea space
    assert sorted(_moves(s)) == sorted(M.sea_neighbours[harbour])


def test_a_lost_fight_without_a_nearer_harbour_goes_back_to_the_start():
    s = at_sea()
    p = s.players[s.current]
    _sail_to_question(s, _card("pirate", strength=9))
    gold = p.gold
    play(s, "fight")
    assert p.ships[0] == M.start and p.gold == gold and _moves(s) == []


def test_paying_the_pirates_lets_the_ship_sail_on():
    s = at_sea()
    p = s.players[s.current]
    p.sail = 1
    _sail_to_question(s, _card("pirate", strength=9))
    play(s, "pay")
    assert p.gold == 7 - 3 and _moves(s)


def test_a_won_fight_pays_the_reward_and_the_ship_sails_on():
    s = at_sea()
    p = s.players[s.current]
    p.cannon, p.sail = 3, 1
    _sail_to_question(s, _card("pirate", strength=4))
    rig_die(s, 1)
    play(s, "fight")
    assert p.gold == 9 and _moves(s)


def test_whirlwind_sends_a_ship_without_enough_sails_back():
    s = at_sea()
    _sail_to_question(s, _card("whirlwind", sails=1))
    assert s.players[s.current].ships[0] == M.start


def test_whirlwind_is_outrun_with_enough_sails():
    s = at_sea()
    s.players[s.current].sail = 1
    _sail_to_question(s, _card("whirlwind", sails=1))
    assert s.players[s.current].ships[0] == hex_at(4, -2)


def test_castaways_pay_one_gold_per_sail():
    s = at_sea()
    s.players[s.current].sail = 2
    _sail_to_question(s, _card("castaways"))
    assert s.players[s.current].gold == 9


def test_free_trader_buys_one_good_by_trade_sacks():
    s = at_sea()
    p = s.players[s.current]
    p.goods = goods(rum=2)
    s.supply[GOODS.index("rum")] -= 2
    p.sack = 3
    _sail_to_question(s, _card("trader"))
    assert {a.kind for a in RULES.legal_actions(s)} == {"sell", "pass"}
    play(s, "sell", "rum")
    assert p.gold == 9 and p.goods == goods(rum=1) and not s.pending


def test_university_may_send_the_encounter_away_once_per_turn():
    s = at_sea()
    p = s.players[s.current]
    p.tiles[0], p.built[0] = tile_index("universitaet"), True
    s.encounter_deck.append(_card("castaways"))
    _sail_to_question(s, _card("pirate", strength=9))
    assert Action("redraw") in RULES.legal_actions(s)
    play(s, "redraw")
    assert not s.pending  # castaways resolve at once: no second university
    assert p.used & 1


def test_encounter_deck_reshuffles_its_discards():
    s = at_sea()
    s.encounter_discard = s.encounter_deck[:]
    s.encounter_deck = []
    path = _path(M.start, hex_at(4, -2))
    for h in path:
        play(s, "move", 0, h)
    assert len(s.encounter_deck) + len(s.encounter_discard) == 24 - bool(s.due("encounter"))
