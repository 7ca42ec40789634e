"""Rulebook "2. Action Phase" (trading: test_trade.py): building citizens, buildings and ships,
buying expansion tiles, building benefits (once per building per turn) and Theatre/Opera favour."""

import pytest

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.state import EMPTY, SETTLER, VILLAGE

from .helpers import D, M, goods, in_phase, legal_kinds, new_game, play, tile_index


def _game(**have):
    s = in_phase(new_game(4))
    p = s.players[s.current]
    p.goods = goods(**have)
    for i, k in enumerate(p.goods):
        s.supply[i] -= k
    return s, p


def _give(s, p, slot, key, built=True, copy=0):
    p.tiles[slot] = tile_index(key, copy)
    p.built[slot] = built
    for stack in s.stacks:
        if p.tiles[slot] in stack:
            stack.remove(p.tiles[slot])


# ---- citizens


def test_citizens_are_built_in_order_and_each_places_a_favour_token():
    s, p = _game(cloth=1, tobacco=1, rum=1)
    play(s, "citizen")
    assert p.citizens == 1 and p.tokens == 1 and sum(p.goods) == 0
    assert "citizen" not in legal_kinds(s)
    p.goods = list(D.citizen_cost[1])
    play(s, "citizen")
    assert p.citizens == 2 and p.tokens == 2


# ---- buildings and ships


def test_building_pays_the_level_cost_and_advances_the_columns():
    s, p = _game(brick=2, tool=2, cloth=1)
    _give(s, p, 0, "wachturm", built=False)
    _give(s, p, 1, "kanonengiesserei", built=False)
    play(s, "build", 0)
    assert p.cannon == 1 and p.goods == goods(brick=1, tool=1, cloth=1)
    play(s, "build", 1)
    assert p.cannon == 3 and sum(p.goods) == 0
    assert s.column_holder[0] == s.current and p.tokens == 1


def test_a_ship_costs_wood_cloth_tool_and_starts_on_the_start_space():
    s, p = _game(wood=1, cloth=1, tool=1)
    p.ships = [-1, -1]
    play(s, "ship")
    assert p.ships.count(M.start) == 1 and sum(p.goods) == 0


def test_no_ship_can_be_built_without_one_in_reserve():
    s, p = _game(wood=1, cloth=1, tool=1)
    p.ships = [M.start, M.start]
    assert "ship" not in legal_kinds(s)


def test_small_shipyard_builds_a_ship_for_wood_and_tool():
    s, p = _game(wood=1, tool=1)
    _give(s, p, 0, "kleine_werft")
    assert "ship" not in legal_kinds(s)
    play(s, "ship_yard", 0)
    assert sum(p.goods) == 0 and -1 not in p.ships


# ---- buying expansion tiles


def test_buying_the_top_tile_costs_one_gold_and_goes_on_a_free_meadow():
    s, p = _game()
    top = s.stacks[0][0]
    play(s, "buy", 1, "top")
    assert p.gold == 6 and s.pending == [Pending(s.current, "place", (top,))]
    assert [a.args[0] for a in RULES.legal_actions(s)] == [2]  # first free meadow
    play(s, "place", 2)
    assert p.tiles[2] == top and not p.built[2]


def test_choosing_one_of_three_costs_two_gold_and_slides_the_others_under():
    s, p = _game()
    three = s.stacks[0][:3]
    play(s, "buy", 1, "choose")
    assert p.gold == 5 and s.pending == [Pending(s.current, "pick", (0, tuple(three)))]
    kept = next(i for i in range(3) if D.buildings[three[i]].key != D.buildings[three[0]].key)
    play(s, "pick", kept)
    assert s.stacks[0][-2:] == [t for i, t in enumerate(three) if i != kept]


def test_school_makes_choosing_cost_one_gold_once_per_turn():
    s, p = _game()
    _give(s, p, 3, "schule")
    play(s, "buy", 1, "choose")
    assert p.gold == 6
    play(s, "pick", 0)
    play(s, "place", 2)
    play(s, "buy", 1, "choose")
    assert p.gold == 4


def test_stack_two_only_after_the_citizen():
    s, p = _game()
    assert ("buy", (2, "top")) not in RULES.legal_actions(s)
    p.citizens = 1
    assert ("buy", (2, "top")) in RULES.legal_actions(s)


def test_without_a_free_meadow_a_tile_covers_a_landscape_or_replaces_an_unbuilt_tile():
    s, p = _game()
    for slot, key in enumerate(("kapelle", "wachturm", "ziegelei", "weberei")):
        _give(s, p, slot, key, built=slot != 1)
    play(s, "buy", 1, "top")
    slots = [a.args[0] for a in RULES.legal_actions(s)]
    assert slots == [1, *range(4, 12)]
    old = p.tiles[1]
    play(s, "place", 1)
    assert s.stacks[0][-1] == old and not p.built[1]


def test_built_tiles_citizens_settler_and_village_are_never_covered():
    s, p = _game()
    for slot in range(12):
        p.tiles[slot] = tile_index("kapelle") if slot % 2 else tile_index("kapelle", 1)
        p.built[slot] = True
    assert "buy" not in legal_kinds(s)


# ---- building benefits


def test_settler_trades_three_identical_goods_for_another_once_per_turn():
    s, p = _game(wood=6)
    play(s, "use", SETTLER, "wood", "rum")
    assert p.goods == goods(wood=3, rum=1)
    assert not any(a.kind == "use" and a.args[0] == SETTLER for a in RULES.legal_actions(s))


def test_village_centre_buys_any_good_for_three_gold():
    s, p = _game()
    play(s, "use", VILLAGE, "gold", "tobacco")
    assert p.gold == 4 and p.goods == goods(tobacco=1)


def test_two_copies_of_a_building_give_the_benefit_twice():
    s, p = _game()
    _give(s, p, 0, "kontor_buy")
    _give(s, p, 1, "kontor_buy", copy=1)
    p.gold = 20
    play(s, "use", 0, "gold", "rum")
    play(s, "use", 1, "gold", "rum")
    assert p.goods == goods(rum=2) and p.gold == 16
    assert not any(a.kind == "use" and a.args[0] in (0, 1) for a in RULES.legal_actions(s))


def test_a_new_building_can_be_used_in_the_turn_it_is_built():
    s, p = _game(brick=1, tool=1, rum=1)
    _give(s, p, 0, "wirtshaus", built=False)
    play(s, "build", 0)
    play(s, "use", 0, "rum", "gold")
    assert p.gold == 9


def test_benefits_are_ready_again_next_turn():
    s, p = _game(wood=6)
    play(s, "use", SETTLER, "wood", "rum")
    play(s, "end_turn")
    assert p.used == 0


# ---- Theatre / Opera and donations


def test_opera_gives_a_favour_token_for_three_gold_once():
    s, p = _game()
    _give(s, p, 0, "oper")
    play(s, "favour", 0)
    assert p.tokens == 1 and p.gold == 4
    assert "favour" not in legal_kinds(s)


def test_donations_fill_the_cheapest_free_coin_first():
    s, p = _game()
    p.gold = 30
    play(s, "donate")
    assert p.gold == 23 and s.donation_holder[0] == s.current
    play(s, "donate")
    assert p.gold == 14 and s.donation_holder[1] == s.current and p.tokens == 2


def test_donating_needs_the_full_amount():
    s, p = _game()
    p.gold = 6
    assert "donate" not in legal_kinds(s)


def test_illegal_actions_are_refused_without_change():
    s, p = _game()
    before = RULES.view(s, None)
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action("build", (0,)))
    assert RULES.view(s, None) == before
    assert p.tiles[2] == EMPTY


@pytest.mark.parametrize(
    ("key", "have_gold", "have", "give", "take", "gold_after", "goods_after"),
    [
        ("markthalle", 7, {"wood": 2}, "wood", "rum", 7, {"rum": 1}),
        ("kontor_buy", 7, {}, "gold", "tobacco", 5, {"tobacco": 1}),
        ("kontor_sell", 7, {"cloth": 1}, "cloth", "gold", 8, {}),
        ("schaffarm", 7, {}, "gold", "cloth", 6, {"cloth": 1}),
        ("wirtshaus", 7, {"rum": 1}, "rum", "gold", 9, {}),
        ("ziegelei", 7, {}, "gold", "brick", 6, {"brick": 1}),
        ("werkzeugschmiede", 7, {}, "gold", "tool", 6, {"tool": 1}),
        ("gilde", 7, {}, "gold", "wood", 5, {"wood": 1}),
        ("anlegestelle", 7, {"tool": 1}, "tool", "gold", 9, {}),
    ],
)
def test_every_exchange_building_gives_and_takes_what_its_tile_says(
    key, have_gold, have, give, take, gold_after, goods_after
):
    s, p = _game(**have)
    p.gold = have_gold
    _give(s, p, 0, key)
    play(s, "use", 0, give, take)
    assert p.gold == gold_after and p.goods == goods(**goods_after)
    assert not any(a.kind == "use" and a.args[0] == 0 for a in RULES.legal_actions(s))


def test_every_legal_action_has_a_description():
    s, p = _game(wood=3, brick=2, tool=2, cloth=1, tobacco=1, rum=1)
    _give(s, p, 0, "markthalle")
    _give(s, p, 1, "oper", built=False)
    for a in RULES.legal_actions(s)[:200]:
        assert RULES.describe(s, a)
