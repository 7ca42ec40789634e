"""Free trade as printed in "D) Trading Landscape Goods": any terms, as often as the player
likes, composed one unit at a time (the engine's bounded steps), answered by accepting,
declining or a counter-offer; and the player's choice of which card pays or receives."""

from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import ACCEPT, DECLINE
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.economy import gold, goods
from anno_desktop.games.anno1701_cards.roll import produce
from anno_desktop.games.anno1701_cards.state import AUTO, State
from anno_desktop.games.anno1701_cards.trading import RESOURCES

from .helpers import in_action, land_index


def compose(s: State, give: dict[str, int], take: dict[str, int]) -> None:
    """Build an offer step by step, each step one of the legal actions, and send it."""
    for side, units in (("give", give), ("take", take)):
        for res, n in units.items():
            for _ in range(n):
                assert A.add(side, res) in RULES.legal_actions(s), (side, res)
                RULES.apply(s, A.add(side, res))
    assert A.SEND in RULES.legal_actions(s)
    RULES.apply(s, A.SEND)


def offer(s: State, give: dict[str, int], take: dict[str, int]) -> None:
    RULES.apply(s, A.TRADE)
    compose(s, give, take)


def rich(s: State) -> int:
    """Both settlements well stocked; the seat on turn."""
    for p in s.players:
        p.land = [2, 2, 2, 2, 2, 2, 2]
        p.centres = [4, 4]
    return s.current


def test_three_wood_for_one_tool_is_accepted():
    """ "each player may freely choose which and how many goods or how much gold they offer,
    and which or how much they want in return": 3 for 1 is an offer like any other."""
    s = in_action()
    seat = rich(s)
    s.players[seat].land[land_index("forest")] = 3
    s.players[1 - seat].land[land_index("forest")] = 0
    offer(s, {"wood": 3}, {"tools": 1})
    assert RULES.to_act(s) == 1 - seat and s.pending[0].args == (
        seat,
        (("wood", 3),),
        (("tools", 1),),
    )
    assert ACCEPT in RULES.legal_actions(s)
    RULES.apply(s, ACCEPT)
    me, rival = s.players[seat], s.players[1 - seat]
    assert goods(me)["wood"] == 0 and goods(me)["tools"] == 5
    assert goods(rival)["wood"] == 3 and goods(rival)["tools"] == 3
    assert RULES.to_act(s) == seat and s.phase == "action" and not s.pending


def test_uneven_offers_of_goods_and_gold_are_accepted():
    """ "one or more landscape goods or gold": 5 gold for a brick, 2 cloth and a food for
    2 tools."""
    s = in_action()
    seat = rich(s)
    s.players[1 - seat].centres = [1, 1]
    s.players[1 - seat].land = [2, 0, 0, 2, 2, 2, 2]
    offer(s, {"gold": 5}, {"brick": 1})
    RULES.apply(s, ACCEPT)
    assert gold(s.players[seat]) == 3 and gold(s.players[1 - seat]) == 7
    offer(s, {"cloth": 2, "food": 1}, {"tools": 2})
    RULES.apply(s, ACCEPT)
    me, rival = goods(s.players[seat]), goods(s.players[1 - seat])
    assert (me["cloth"], me["food"], me["tools"]) == (0, 1, 6)
    assert (rival["cloth"], rival["food"], rival["tools"]) == (2, 1, 2)


def test_a_third_fourth_and_fifth_offer_in_one_turn():
    """ "as often as they like": no cap on the offers of a turn."""
    s = in_action()
    seat = rich(s)
    for n in range(5):
        assert A.TRADE in RULES.legal_actions(s), f"offer {n + 1}"
        offer(s, {"wood": 1}, {"food": 1})
        RULES.apply(s, DECLINE if n < 4 else ACCEPT)
    assert s.current == seat and len(s.declined) == 4
    assert goods(s.players[seat])["food"] == 3


def test_a_counter_offer_accepted():
    """ "Trade terms are negotiated freely": the partner may answer with terms of their own."""
    s = in_action()
    seat = rich(s)
    s.players[1 - seat].land[land_index("forest")] = 0
    offer(s, {"wood": 1}, {"tools": 2})
    assert A.COUNTER in RULES.legal_actions(s)
    RULES.apply(s, A.COUNTER)
    composer = s.pending[0]
    assert composer.seat == 1 - seat and composer.kind == "compose"
    assert composer.args[:2] == ((("tools", 2),), (("wood", 1),))  # the offer turned round
    RULES.apply(s, A.remove("give", "tools"))
    compose(s, {}, {"wood": 1})  # one tool for two wood
    assert RULES.to_act(s) == seat
    assert s.pending[0].args == (1 - seat, (("tools", 1),), (("wood", 2),))
    RULES.apply(s, ACCEPT)
    assert goods(s.players[seat])["tools"] == 5 and goods(s.players[seat])["wood"] == 0
    assert goods(s.players[1 - seat])["wood"] == 2
    assert s.phase == "action" and not s.pending and s.current == seat


def test_a_counter_offer_given_up_declines_the_offer():
    s = in_action()
    seat = rich(s)
    offer(s, {"wood": 1}, {"tools": 2})
    RULES.apply(s, A.COUNTER)
    RULES.apply(s, A.CANCEL)
    assert s.declined == [(seat, (("wood", 1),), (("tools", 2),))]
    assert s.phase == "action" and not s.pending and RULES.to_act(s) == seat


def test_composing_is_bounded_and_asks_only_for_what_the_partner_can_pay():
    """The open negotiation as a bounded sub-phase: one unit more or less of a good or gold on
    either side, never beyond what the giver holds (the rival's settlement is open)."""
    s = in_action()
    seat = s.current
    s.players[1 - seat].land = [0, 2, 0, 0, 0, 0, 0]
    s.players[1 - seat].centres = [1, 1]  # 1 gold to spare: the last gold is never traded
    RULES.apply(s, A.TRADE)
    legal = RULES.legal_actions(s)
    takes = {a.args[1] for a in legal if a.kind == "add" and a.args[0] == "take"}
    assert takes == {"food", "gold"}
    assert len(legal) <= 4 * len(RESOURCES) + 2 and A.SEND not in legal
    compose(s, {"wood": 1}, {"food": 2, "gold": 1})
    RULES.apply(s, A.COUNTER)
    RULES.apply(s, A.CANCEL)
    assert s.declined == [(seat, (("wood", 1),), (("food", 2), ("gold", 1)))]
    RULES.apply(s, A.TRADE)
    RULES.apply(s, A.add("take", "food"))
    RULES.apply(s, A.add("take", "food"))
    assert A.add("take", "food") not in RULES.legal_actions(s)


def test_rum_and_tobacco_are_never_offered():
    """ "It is generally not permitted to trade rum or tobacco in or out"."""
    s = in_action()
    rich(s)
    s.players[s.current].lux = [3, 3]
    RULES.apply(s, A.TRADE)
    resources = {a.args[1] for a in RULES.legal_actions(s) if a.kind == "add"}
    assert resources == set(RESOURCES) and not resources & {"rum", "tobacco"}


def test_an_offer_whole_as_older_saves_hold_it_still_replays():
    s = in_action()
    seat = s.current
    RULES.apply(s, Action("offer", (1 - seat, (("wood", 1),), (("food", 2),))))
    legal = RULES.legal_actions(s)
    assert ACCEPT not in legal and DECLINE in legal  # the rival holds 1 food
    RULES.apply(s, DECLINE)
    RULES.apply(s, Action("offer", (1 - seat, (("wood", 1),), (("food", 1),))))
    RULES.apply(s, ACCEPT)
    assert goods(s.players[seat])["food"] == 2


def test_choosing_the_village_centre_that_pays_decides_which_landscapes_unrest_blocks():
    """ "Whoever spends the last gold in a village center must turn that village center to its
    reverse side ... the two landscapes adjacent above and below that village center produce
    no more goods": which centre pays is the player's choice."""
    for centre in (0, 1):
        s = in_action()
        seat = rich(s)
        p = s.players[seat]
        p.centres = [1, 1]
        p.land = [0, 0, 0, 0, 0, 0, 0]
        s.players[1 - seat].land = [3, 3, 3, 3, 3, 3, 3]
        assert A.source("gold", "pay", centre) in RULES.legal_actions(s)
        RULES.apply(s, A.source("gold", "pay", centre))
        offer(s, {"gold": 1}, {"brick": 1})
        RULES.apply(s, ACCEPT)
        assert p.centres[centre] == 0 and p.centres[1 - centre] == 1
        data = game_data()
        for i, die in enumerate(data.land_dice[p.crest]):
            if data.land_centre[i] is None:
                continue
            before = p.land[i]
            produce(s, seat, die)
            assert (p.land[i] == before) == (data.land_centre[i] == centre), (centre, i)


def test_choosing_the_clay_pit_that_pays_and_the_one_that_receives():
    """ "If a trade is agreed ... whoever gives up a good or gold turns the corresponding card":
    the player picks which of two clay pits turns."""
    s = in_action()
    seat = rich(s)
    p = s.players[seat]
    left, right = land_index("clay_in"), land_index("clay_out")
    p.land[left], p.land[right] = 2, 1
    offer(s, {"brick": 1}, {"wood": 1})
    RULES.apply(s, ACCEPT)
    assert (p.land[left], p.land[right]) == (1, 1)  # the default: the fuller pit pays
    RULES.apply(s, A.source("brick", "pay", right))
    RULES.apply(s, A.source("brick", "gain", left))
    offer(s, {"brick": 1}, {"food": 1})
    RULES.apply(s, ACCEPT)
    assert (p.land[left], p.land[right]) == (1, 0)
    rival = s.players[1 - seat]
    rival.land[left], rival.land[right] = 3, 3
    offer(s, {"wood": 1}, {"brick": 1})
    RULES.apply(s, ACCEPT)
    assert (p.land[left], p.land[right]) == (2, 0)


def test_the_answering_player_chooses_the_centre_that_receives():
    s = in_action()
    seat = rich(s)
    rival = s.players[1 - seat]
    rival.centres = [2, 2]
    offer(s, {"gold": 2}, {"wood": 1})
    assert A.source("gold", "gain", 1) in RULES.legal_actions(s)
    RULES.apply(s, A.source("gold", "gain", 1))
    assert RULES.to_act(s) == 1 - seat and s.pending[0].kind == "answer"
    RULES.apply(s, ACCEPT)
    assert rival.centres == [2, 4]


def test_default_sources_stay_as_before():
    s = in_action()
    p = s.players[s.current]
    assert p.sources == [AUTO] * 6
