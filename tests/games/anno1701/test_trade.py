"""Rulebook 000, "2. Action Phase - A) Trading": "The player may at any time offer their fellow
players one or more goods and/or gold in trade. The terms of the trade are negotiated freely."
"Trading is only allowed with the player whose turn it is." Rulebook 002: "Hráči mohou tvořit
libovolné nabídky ... Ostatní hráči mohou obchodovat vždy pouze s hráčem na tahu" (all players
may make offers; the others trade only with the player on turn)."""

from collections import Counter

import pytest

from anno_desktop.ai.arena import play_game
from anno_desktop.ai.runner import MatchRunner
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import ACCEPT, DECLINE
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701.bot import NormalBot
from anno_desktop.games.anno1701.rules import Anno1701Options
from anno_desktop.games.anno1701.state import ANSWER, COMPOSE, State

from .helpers import D, goods, in_phase, new_game


def _hand(s: State, seat: int, **have: int) -> None:
    p = s.players[seat]
    for i, k in enumerate(goods(**have)):
        s.supply[i] += p.goods[i] - k
        p.goods[i] = k


def _game(**have: int) -> State:
    s = in_phase(new_game(4))
    _hand(s, s.current, **have)
    return s


def _compose(s: State, start: Action, give: dict, take: dict) -> None:
    """Build an offer through the bounded steps, checking each step was listed."""
    steps = [start]
    steps += [A.add(A.GIVE, n) for n, k in give.items() for _ in range(k)]
    steps += [A.add(A.TAKE, n) for n, k in take.items() for _ in range(k)]
    for step in [*steps, A.SEND]:
        assert step in RULES.legal_actions(s), step
        RULES.apply(s, step)


def test_a_trading_3_wood_for_1_rum_is_accepted():
    """ "The terms of the trade are negotiated freely": 3 wood for 1 rum, beyond any bundle."""
    s = _game(wood=3)
    me, partner = s.current, (s.current + 1) % 4
    _hand(s, partner, rum=1)
    _compose(s, A.compose(partner), {"wood": 3}, {"rum": 1})
    assert RULES.to_act(s) == partner and ACCEPT in RULES.legal_actions(s)
    RULES.apply(s, ACCEPT)
    assert s.players[me].goods == goods(rum=1)
    assert s.players[partner].goods == goods(wood=3)
    assert RULES.invariants(s) == []


def test_a_trading_a_fourth_and_fifth_offer_in_one_turn():
    """ "The player may at any time offer": no cap on the offers of a turn."""
    s = _game(wood=1)
    partner = (s.current + 1) % 4
    for _ in range(5):
        _compose(s, A.compose(partner), {"wood": 1}, {"gold": 1})
        RULES.apply(s, DECLINE)
    assert s.offers_made == 5
    assert A.compose(partner) in RULES.legal_actions(s)


def test_a_trading_a_counter_offer_is_accepted():
    """Negotiated freely: the partner answers 2 gold for 1 wood with 1 gold, and it is taken."""
    s = _game(wood=1)
    me, partner = s.current, (s.current + 1) % 4
    _compose(s, A.compose(partner), {"wood": 1}, {"gold": 2})
    RULES.apply(s, A.COUNTER)
    due = s.pending[0]
    assert (due.seat, due.kind) == (partner, COMPOSE)
    assert due.args == (me, (("gold", 2),), (("wood", 1),), True)  # the terms turned round
    RULES.apply(s, A.remove(A.GIVE, "gold"))
    RULES.apply(s, A.SEND)
    assert RULES.to_act(s) == me and s.due(ANSWER).args[3] == partner
    RULES.apply(s, ACCEPT)
    assert s.players[me].gold == 8 and s.players[partner].gold == 6
    assert s.players[partner].goods == goods(wood=1) and RULES.to_act(s) == me


def test_a_trading_a_non_active_players_offer_is_accepted_by_the_player_on_turn():
    """002: all players may make offers, the others only to the player on turn."""
    s = _game()
    me, other = s.current, (s.current + 2) % 4
    _hand(s, other, tobacco=2)
    _compose(s, A.ask(other), {"tobacco": 2}, {"gold": 3})
    assert RULES.to_act(s) == me and RULES.legal_actions(s)[0] == ACCEPT
    RULES.apply(s, ACCEPT)
    assert s.players[me].goods == goods(tobacco=2) and s.players[me].gold == 4
    assert s.players[other].gold == 10


def test_a_trading_the_others_never_trade_among_themselves():
    """ "The other players may not trade among themselves": an asked player offers only to the
    player on turn, so no step chooses another partner."""
    s = _game()
    other = (s.current + 1) % 4
    _hand(s, other, wood=1)
    RULES.apply(s, A.ask(other))
    assert not {a.kind for a in RULES.legal_actions(s)} & {"partner"}
    assert s.pending[0].args[0] == s.current


def test_a_trading_steps_stay_few_and_ask_only_what_the_partner_may_hold():
    """The take side is bounded by public information: open gold, the partner's card count and
    the cards no one else can see."""
    s = _game(wood=5, brick=5, tool=5, cloth=5, tobacco=5, rum=5)
    partner = (s.current + 1) % 4
    _hand(s, partner, rum=1)
    _hand(s, (partner + 1) % 4, tobacco=1)  # someone other than me holds a tobacco
    RULES.apply(s, A.compose(partner))
    legal = RULES.legal_actions(s)
    assert len(legal) < 20
    assert A.add(A.TAKE, "brick") not in legal  # every brick out of the supply is mine
    RULES.apply(s, A.add(A.TAKE, "tobacco"))
    assert A.add(A.TAKE, "rum") not in RULES.legal_actions(s)  # the partner holds 1 card
    assert RULES.legal_actions(s) == RULES.legal_actions(RULES.view(s, s.current))
    with pytest.raises(IllegalAction):
        RULES.apply(s, A.add(A.TAKE, "tobacco"))


def test_a_trading_a_one_step_offer_of_old_saves_still_plays():
    s = _game(wood=3)
    partner = (s.current + 1) % 4
    RULES.apply(s, Action("offer", (partner, (("wood", 3),), (("gold", 3),))))
    RULES.apply(s, ACCEPT)
    assert s.players[partner].goods == goods(wood=3) and s.players[partner].gold == 4


def test_a_trading_a_bot_never_repeats_a_declined_offer():
    """Loops end by themselves: each offer a partner declined this turn is not made again."""
    s = _game(wood=3, brick=3)  # spare wood and brick; the Citizen wants cloth, tobacco, rum
    for q in range(4):
        if q != s.current:
            _hand(s, q, cloth=1, tobacco=1, rum=1)
            s.players[q].citizens = 3  # all built: they want brick and tool, so offers go out
    bot = NormalBot(RULES, 1)
    sent: list[tuple] = []
    for _ in range(400):
        seat = RULES.to_act(s)
        if seat != s.current and s.due(ANSWER):
            sent.append(s.pending[0].args)
            RULES.apply(s, DECLINE)
            continue
        legal = RULES.legal_actions(s)
        action = bot.choose(Decision(RULES, RULES.view(s, seat), seat, legal))
        if action in (A.SAIL, A.END_TURN):
            break
        RULES.apply(s, action)
    assert sent and len(sent) == len(set(sent))
    for partner, _, take, _ in sent:
        assert all(s.players[partner].goods[D.goods.index(n)] >= k for n, k in take)


def test_a_trading_a_bot_answers_any_offer():
    s = _game(wood=3)
    partner = (s.current + 1) % 4
    _hand(s, partner, rum=1)
    _compose(s, A.compose(partner), {"wood": 3}, {"rum": 1})
    legal = RULES.legal_actions(s)
    answer = NormalBot(RULES, 2).choose(Decision(RULES, RULES.view(s, partner), partner, legal))
    assert answer in (ACCEPT, DECLINE)


def test_a_trading_hot_seat_hands_over_to_the_partner_and_back():
    """The offer's partner is another human: the runner hands the screen over, then back."""
    seats = [Seat(name=f"P{i}", kind="human") for i in range(4)]
    m = Match(RULES, Anno1701Options(players=4, first_game=True), 3, seats)
    in_phase(m.state)
    me, partner = m.state.current, (m.state.current + 1) % 4
    _hand(m.state, me, wood=1)
    runner = MatchRunner(m)
    assert runner.hand_off_needed
    m.submit(A.compose(partner))
    m.submit(A.add(A.GIVE, "wood"))
    m.submit(A.add(A.TAKE, "gold"))
    assert runner.new_human(me) is None  # composing stays on the proposer's screen
    m.submit(A.SEND)
    assert runner.new_human(me) == partner
    m.submit(DECLINE)
    assert runner.new_human(partner) == me


def test_a_trading_a_bot_makes_no_offer_the_table_shows_is_bound_to_fail():
    """Every partner's next citizen wants the same goods as the bot's (public), and it has only
    goods to spare they value less: no offer is composed, so no steps are spent on it."""
    s = _game(wood=3)
    s.players[s.current].gold = 4  # too little to pay in gold and keep 3 against turmoil
    for q in range(4):
        if q != s.current:
            _hand(s, q, cloth=1, tobacco=1, rum=1)
    bot = NormalBot(RULES, 1)
    legal = RULES.legal_actions(s)
    seat = s.current
    assert bot.trade_opening(RULES.view(s, seat), legal) is None


def test_a_trading_a_bot_pays_two_gold_for_a_good_its_partner_does_not_need():
    """Two gold for one cloth, to a partner whose next citizen wants no cloth: cheaper than the
    village centre's 3 gold, and worth more to the partner than the cloth."""
    s = _game()
    me, partner = s.current, (s.current + 1) % 4
    s.players[partner].citizens = 3
    _hand(s, partner, cloth=1)
    offer = NormalBot(RULES, 1).make_offer(RULES.view(s, me), me, partner)
    assert offer is not None and offer.give == (("gold", 2),) and offer.take[0][1] == 1


def test_a_trading_an_asked_bot_with_nothing_to_offer_says_so_at_once():
    """Asking is the player on turn's freedom; a bot with nothing worth offering cancels in one
    step instead of composing an offer that would be declined."""
    s = _game(cloth=1, tobacco=1)
    other = (s.current + 1) % 4
    _hand(s, other, wood=2)
    RULES.apply(s, A.ask(other))
    legal = RULES.legal_actions(s)
    action = NormalBot(RULES, 3).choose(Decision(RULES, RULES.view(s, other), other, legal))
    assert action == A.CANCEL


@pytest.mark.parametrize("seed", [7001, 7002])
def test_a_trading_bot_games_spend_no_step_on_offers_that_go_nowhere(seed):
    """In a game of `normal` bots every offer begun is sent in as many steps as it has units
    (no asking round the table, no unit taken back, no offer given up), and there are fewer
    offers than turns: none is made that the table shows is bound to be declined."""
    record = play_game("anno1701", Anno1701Options(players=4), ["normal"] * 4, seed, True)
    assert record.error is None and record.result is not None
    kinds = Counter(a.kind for a in record.match.log)
    assert kinds["ask"] == kinds["cancel"] == kinds["remove"] == kinds["partner"] == 0
    assert kinds["offer"] == kinds["send"] < kinds["end_turn"]
    sent = _sent_offers(record.match)
    assert kinds["add"] == sum(k for _, give, take, _ in sent for _, k in give + take)


def _sent_offers(match) -> list[tuple]:
    """The terms of every offer sent in `match`, replayed from its log."""
    s = RULES.new_game(match.options, match.seed)
    out = []
    for a in match.log:
        if a == A.SEND:
            out.append(s.pending[0].args)
        RULES.apply(s, a)
    return out
