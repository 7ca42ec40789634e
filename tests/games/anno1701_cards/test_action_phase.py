"""Rulebook: 2. Action Phase (building, upgrading inhabitants, action cards, trading) and
The Buildings and Their Functions."""

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.describe import WIN_REASONS
from anno_desktop.games.anno1701_cards.economy import favour, gold, goods
from anno_desktop.games.anno1701_cards.roll import produce
from anno_desktop.games.anno1701_cards.state import NO_CARD

from .helpers import card_id, give_hand, in_action, land_index, lay_out


def test_cannon_foundry_costs_one_brick_one_wood_one_tool():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["cannon_foundry"])
    c = s.players[seat].hand[0]
    RULES.apply(s, Action("build", (c,)))
    p = s.players[seat]
    assert goods(p) == {"wood": 0, "brick": 0, "tools": 0, "cloth": 1, "food": 1}
    assert c in p.slots and p.hand == []


def test_a_building_that_cannot_be_paid_is_not_offered():
    s = in_action()
    give_hand(s, s.current, ["church"])
    assert not any(a.kind == "build" for a in RULES.legal_actions(s))


def test_happy_buildings_pay_gold_when_built():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["chapel"])
    s.players[seat].land[land_index("clay_out")] = 1
    RULES.apply(s, Action("build", (s.players[seat].hand[0],)))
    assert gold(s.players[seat]) == 7


def test_only_one_fire_watch_per_settlement():
    s = in_action()
    seat = s.current
    lay_out(s, seat, ["fire_watch"])
    give_hand(s, seat, ["fire_watch"])
    s.players[seat].land = [3] * 7
    assert not any(a.kind == "build" for a in RULES.legal_actions(s))


def test_sixteen_slots_and_no_more():
    s = in_action()
    seat = s.current
    s.players[seat].slots = [0] * 16
    give_hand(s, seat, ["farm"])
    s.players[seat].land = [3] * 7
    assert not any(a.kind == "build" for a in RULES.legal_actions(s))


def test_settler_costs_two_food_two_cloth_and_earns_one_favour():
    s = in_action()
    p = s.players[s.current]
    p.land[land_index("field")] = 2
    p.land[land_index("pasture")] = 2
    assert Action("upgrade", (3,)) not in RULES.legal_actions(s)
    RULES.apply(s, Action("upgrade", (2,)))
    assert p.inhabitants == [2, 1, 1, 1] and favour(p) == 1
    assert s.inhabitant_stacks[0] == 6
    assert goods(p)["food"] == 0 and goods(p)["cloth"] == 0


def test_citizen_needs_rum_and_tobacco_and_a_settler():
    s = in_action()
    p = s.players[s.current]
    p.land[land_index("field")] = 2
    p.lux = [2, 1]
    assert Action("upgrade", (3,)) not in RULES.legal_actions(s)
    p.inhabitants = [2, 1, 1, 1]
    RULES.apply(s, Action("upgrade", (3,)))
    assert p.inhabitants == [3, 1, 1, 1] and p.lux == [0, 0]


def test_empty_inhabitant_stack_blocks_the_upgrade():
    s = in_action()
    p = s.players[s.current]
    p.land[land_index("field")] = 2
    p.land[land_index("pasture")] = 2
    s.inhabitant_stacks[0] = 0
    assert Action("upgrade", (2,)) not in RULES.legal_actions(s)


def test_seven_favour_wins():
    s = in_action()
    seat = s.current
    p = s.players[seat]
    p.inhabitants = [3, 3, 3, 1]
    p.land[land_index("field")] = 2
    p.land[land_index("pasture")] = 2
    RULES.apply(s, Action("upgrade", (2,)))
    assert RULES.result(s).winners == (seat,) and RULES.result(s).reason == WIN_REASONS["favour"]


def test_two_merchants_win():
    s = in_action()
    seat = s.current
    p = s.players[seat]
    p.inhabitants = [4, 3, 1, 1]
    p.land[land_index("field")] = 2
    p.lux = [2, 2]
    RULES.apply(s, Action("upgrade", (4,)))
    assert RULES.result(s).reason == WIN_REASONS["merchants"]


def test_bank_takes_three_alike_for_one_of_choice():
    s = in_action()
    p = s.players[s.current]
    p.land[land_index("clay_in")] = 3
    RULES.apply(s, Action("bank", ("brick", "food")))
    assert goods(p)["brick"] == 0 and goods(p)["food"] == 2
    assert not any(a.kind == "bank" and "rum" in a.args for a in RULES.legal_actions(s))


def test_bank_takes_three_gold_but_never_the_last():
    s = in_action()
    p = s.players[s.current]
    assert Action("bank", ("gold", "food")) in RULES.legal_actions(s)
    p.centres = [2, 1]
    assert Action("bank", ("gold", "food")) not in RULES.legal_actions(s)


def test_playhouse_veto_is_the_targets_decision_and_costs_one_gold():
    s = in_action()
    seat = s.current
    lay_out(s, 1 - seat, ["playhouse"])
    give_hand(s, seat, ["poisoner"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    assert RULES.to_act(s) == 1 - seat
    assert RULES.legal_actions(s) == [Action("veto"), Action("allow")]
    RULES.apply(s, Action("veto"))
    assert gold(s.players[1 - seat]) == 5
    assert goods(s.players[1 - seat])["food"] == 1


def test_poisoner_empties_the_field_when_allowed():
    s = in_action()
    seat = s.current
    lay_out(s, 1 - seat, ["playhouse"])
    give_hand(s, seat, ["poisoner"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    RULES.apply(s, Action("allow"))
    assert goods(s.players[1 - seat])["food"] == 0
    assert [game_data().cards[c].key for c in s.discard] == ["poisoner"]


def test_bandit_takes_a_named_good():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["bandit"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0], "cloth")))
    assert goods(s.players[seat])["cloth"] == 2 and goods(s.players[1 - seat])["cloth"] == 0


def test_pickpocket_steals_one_gold():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["pickpocket"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    assert gold(s.players[seat]) == 7 and gold(s.players[1 - seat]) == 5


def test_spy_sees_the_hand_and_takes_a_card():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["spy"])
    give_hand(s, 1 - seat, ["church", "farm"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    church = s.players[1 - seat].hand[0]
    view = RULES.view(s, seat)
    assert church in view.players[1 - seat].hand
    RULES.apply(s, Action("take", (church,)))
    assert s.players[seat].hand == [church] and len(s.players[1 - seat].hand) == 1


def test_ships_carpenter_raises_two_levels_from_the_reverse():
    s = in_action()
    seat = s.current
    s.players[seat].ship = 0
    give_hand(s, seat, ["ships_carpenter"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    assert s.players[seat].ship == 2


def test_good_harvest_fills_two_different_landscapes():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["good_harvest"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    forest = land_index("forest")
    RULES.apply(s, Action("gain", (forest,)))
    assert Action("gain", (forest,)) not in RULES.legal_actions(s)
    RULES.apply(s, Action("gain", (land_index("field"),)))
    assert goods(s.players[seat])["wood"] == 2 and goods(s.players[seat])["food"] == 2


def test_tax_collector_pays_at_least_one_gold():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["tax_collector"])
    RULES.apply(s, Action("play", (s.players[seat].hand[0],)))
    assert gold(s.players[seat]) == 7


def test_master_builder_spares_one_good_of_the_next_building():
    s = in_action()
    seat = s.current
    give_hand(s, seat, ["master_builder", "chapel"])
    mb, chapel = s.players[seat].hand
    RULES.apply(s, Action("play", (mb,)))
    assert Action("build", (chapel, "brick")) in RULES.legal_actions(s)
    s.players[seat].land[land_index("clay_in")] = 1
    RULES.apply(s, Action("build", (chapel, "brick")))
    assert goods(s.players[seat])["brick"] == 0 and not s.discount


def test_captain_is_not_played_in_the_action_phase():
    s = in_action()
    give_hand(s, s.current, ["captain"])
    assert not any(a.kind == "play" for a in RULES.legal_actions(s))


def test_trading_post_off_turn_is_decided_at_once():
    s = in_action()
    off = 1 - s.current
    lay_out(s, off, ["trading_post"])
    post = next(c for c in s.players[off].slots if c != NO_CARD)
    produce(s, off, game_data().cards[post].die)
    assert RULES.to_act(s) == off
    RULES.apply(s, Action("post", (land_index("forest"), land_index("clay_out"))))
    assert s.players[off].land[land_index("clay_out")] == 1


def test_trading_post_on_turn_is_used_in_the_action_phase():
    s = in_action()
    s.post_uses = 1
    move = Action("post", (land_index("forest"), land_index("ore_out")))
    RULES.apply(s, move)
    assert move not in RULES.legal_actions(s)


def test_lodge_swaps_a_hand_card_for_the_top_discard():
    s = in_action()
    off = 1 - s.current
    lay_out(s, off, ["lodge"])
    lodge = next(c for c in s.players[off].slots if c != NO_CARD)
    give_hand(s, off, ["farm"])
    bandit = card_id("bandit")
    s.stacks[game_data().cards[bandit].half].remove(bandit)
    s.discard.append(bandit)
    produce(s, off, game_data().cards[lodge].die)
    farm = s.players[off].hand[0]
    RULES.apply(s, Action("lodge", (farm, 0)))
    assert s.players[off].hand == [bandit] and s.stacks[0][-1] == farm


def game_data_half(card: int) -> int:
    return game_data().cards[card].half
