"""Rulebook: 3. End Phase B, the Trade Voyage (speed, combat, Captain and Commander, the
voyage cards, ending a voyage)."""

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.economy import gold, goods
from anno_desktop.games.anno1701_cards.state import NO_CARD

from .helpers import give_hand, in_action, lay_out


def voyage_key(key: str) -> int:
    return [c.key for c in game_data().voyage].index(key)


def sailing(seed: int = 1, bonus: str | None = None):
    s = in_action(seed)
    if bonus:
        give_hand(s, s.current, [bonus])
        RULES.apply(s, Action("voyage", (s.players[s.current].hand[0],)))
    else:
        RULES.apply(s, Action("voyage", (NO_CARD,)))
    return s


def reveal(s, key: str):
    """Reveal a chosen voyage card (the draw is random; tests pick it)."""
    v = s.voyage
    card = voyage_key(key)
    v.remaining.remove(card)
    v.remaining.insert(0, card)
    while True:
        probe = s.rng.copy()
        if probe.below(len(v.remaining)) == 0:
            break
        s.rng.next64()
    return RULES.apply(s, Action("reveal"))


def test_three_cannon_buildings_give_combat_four():
    s = in_action()
    lay_out(s, s.current, ["cannon_foundry", "cannon_foundry", "arsenal"])
    RULES.apply(s, Action("voyage", (NO_CARD,)))
    assert s.voyage.combat == 4 and s.voyage.speed == 3


def test_commander_adds_two_speed_and_combat_and_is_discarded_after():
    s = sailing(bonus="commander")
    assert s.voyage.speed == 5 and s.voyage.combat == 2
    RULES.apply(s, Action("stop"))
    assert s.voyage is None and game_data().cards[s.discard[-1]].key == "commander"
    assert s.phase == "roll"


def test_a_ship_on_its_reverse_cannot_sail():
    s = in_action()
    s.players[s.current].ship = 0
    assert not any(a.kind == "voyage" for a in RULES.legal_actions(s))


def test_no_more_cards_than_the_speed():
    s = sailing()
    for key in ("V17", "V13"):
        reveal(s, key)
        assert RULES.legal_actions(s) == [Action("reveal"), Action("stop")]
    reveal(s, "V14")
    assert s.voyage is None and s.players[1 - s.current].ship == 2


def test_pirates_take_tribute_or_a_fight():
    s = sailing()
    seat = s.current
    reveal(s, "V03")
    assert RULES.legal_actions(s) == [Action("tribute"), Action("fight")]
    RULES.apply(s, Action("tribute"))
    assert gold(s.players[seat]) == 4


def test_a_lost_fight_costs_levels_and_a_wreck_ends_the_voyage():
    s = sailing()
    seat = s.current
    s.voyage.combat = -10
    reveal(s, "V03")
    RULES.apply(s, Action("fight"))
    assert s.players[seat].ship == 0 and s.voyage is None and s.current == 1 - seat


def test_a_won_fight_pays_its_reward():
    s = sailing()
    seat = s.current
    s.voyage.combat = 10
    reveal(s, "V04")
    RULES.apply(s, Action("fight"))
    assert gold(s.players[seat]) == 8
    assert RULES.to_act(s) == seat and s.pending[0].kind == "gain"


def test_free_trader_sells_one_good_at_its_price():
    s = sailing()
    seat = s.current
    reveal(s, "V08")
    legal = RULES.legal_actions(s)
    assert Action("buy", ("rum",)) in legal and Action("buy", ("food",)) in legal
    RULES.apply(s, Action("buy", ("rum",)))
    assert s.players[seat].lux == [1, 0] and gold(s.players[seat]) == 4
    assert RULES.legal_actions(s) == [Action("reveal"), Action("stop")]


def test_a_full_warehouse_buys_nothing_more():
    s = sailing()
    s.players[s.current].lux = [3, 0]
    reveal(s, "V10")
    assert Action("buy", ("rum",)) not in RULES.legal_actions(s)


def test_besieged_trader_after_a_won_attack_sells_luxuries_at_one_gold():
    s = sailing()
    seat = s.current
    s.voyage.combat = 10
    reveal(s, "V05")
    RULES.apply(s, Action("attack"))
    RULES.apply(s, Action("buy", ("rum",)))
    RULES.apply(s, Action("buy", ("tobacco",)))
    assert s.players[seat].lux == [1, 1] and gold(s.players[seat]) == 4
    assert RULES.legal_actions(s) == [Action("reveal"), Action("stop")]


def test_whirlwind_hurts_only_the_slower_ship():
    s = sailing()
    seat = s.current
    reveal(s, "V13")
    assert s.players[seat].ship == 2
    lay_out(s, 1 - seat, ["weaving_mill"])
    s.voyage.opp_speed = 4
    reveal(s, "V14")
    assert s.players[seat].ship == 0 and s.voyage is None


def test_cliffs_cost_a_level_at_once():
    s = sailing()
    reveal(s, "V15")
    assert s.players[s.current].ship == 1


def test_sailors_pay_the_faster_ship():
    s = sailing(bonus="captain")
    seat = s.current
    reveal(s, "V17")
    assert gold(s.players[seat]) == 7


def test_flotsam_salvage_rolls_the_die():
    s = sailing()
    reveal(s, "V16")
    events = RULES.apply(s, Action("salvage"))
    number = events[0].data["number"]
    assert events[0].barrier and 1 <= number <= 6


def test_landscape_goods_bought_on_a_voyage_go_to_their_landscape():
    s = sailing()
    seat = s.current
    reveal(s, "V11")
    RULES.apply(s, Action("buy", ("brick",)))
    assert goods(s.players[seat])["brick"] == 2


def test_the_turn_ends_after_the_voyage_without_refilling():
    s = sailing()
    seat = s.current
    hand = len(s.players[seat].hand)
    RULES.apply(s, Action("stop"))
    assert len(s.players[seat].hand) == hand and s.current == 1 - seat
