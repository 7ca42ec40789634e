"""The card game's own `hard` bot (a tuned policy with trade offers; rollouts of it to the next
roll on voyages, scored by the fitted win chance): legal, reproducible, within its budget and
blind to hidden cards."""

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.bot import NormalBot, worth
from anno_desktop.games.anno1701_cards.evaluate import search_actions, value
from anno_desktop.games.anno1701_cards.hard import HardBot, HardPolicy
from anno_desktop.games.anno1701_cards.state import State
from tests.games.botplay import play_forward


def _searched(s: State) -> bool:
    """A real choice the hard bot searches (on a trade voyage)."""
    return s.phase == "voyage" and len(RULES.legal_actions(s)) > 1


def _in_action_phase(s: State) -> bool:
    return s.phase == "action" and not s.pending


def _answering(s: State) -> bool:
    """A choice off the bot's own action phase that is not searched (an event, a card)."""
    return bool(s.pending) and s.phase != "voyage" and len(RULES.legal_actions(s)) > 1


def _midgame(seed: int, actions: int, ready=_searched) -> State:
    """A game played by two normal bots for `actions` actions, stopped when `ready`."""
    s = RULES.new_game(RULES.options_model(players=2), seed)
    bots = [NormalBot(RULES, 0), NormalBot(RULES, 1)]
    return play_forward(RULES, s, bots, actions, ready)


def _choice(s: State, bot_seed: int, iterations: int = 24):
    seat = RULES.to_act(s)
    bot = HardBot(RULES, bot_seed, iterations=iterations)
    return bot.choose(Decision(RULES, s, seat, RULES.legal_actions(s))), bot


def test_search_skips_trade_offers_and_sources_but_keeps_everything_else():
    s = RULES.new_game(RULES.options_model(players=2), 3)
    bots = [NormalBot(RULES, 0), NormalBot(RULES, 1)]
    s = play_forward(RULES, s, bots, 40, lambda s: len(search_actions(s)) > 2)
    legal = RULES.legal_actions(s)
    assert {a for a in legal if a.kind not in ("trade", "source")} == set(search_actions(s))


def test_value_is_a_win_chance_and_exact_at_the_end():
    s = _midgame(1, 80)
    chances = value(s)
    assert len(chances) == 2 and all(0.0 < v < 1.0 for v in chances)
    assert abs(sum(chances) - 1.0) < 1e-9
    s.winner = 1
    assert value(s) == [0.0, 1.0]


def test_a_settler_more_raises_the_win_chance():
    s = _midgame(2, 40)
    before = value(s)[0]
    s.players[0].inhabitants[s.players[0].inhabitants.index(1)] = 2
    assert value(s)[0] > before


def test_hard_choice_is_legal_reproducible_and_counts_its_playouts():
    s = _midgame(4, 60)
    first, bot = _choice(s, 7)
    again, _ = _choice(s, 7)
    assert first == again and first in RULES.legal_actions(s)
    assert first.kind != "trade"
    searched = len(RULES.legal_actions(s))
    assert 24 <= bot.last_iterations < 24 + searched


def test_only_voyages_are_searched():
    for ready in (_in_action_phase, _answering):
        s = _midgame(10, 40, ready)
        assert _choice(s, 7)[1].last_iterations == 0


def test_hard_decision_does_not_depend_on_the_opponent_hand_or_the_stacks():
    """Fairness: a state re-dealt from the seat's view (other hand, stack order, dice) gives
    the same decision for the same bot seed."""
    cases = [(5, 25, _searched), (6, 90, _searched), (7, 30, _in_action_phase)]
    cases += [(8, 30, _answering)]
    for seed, actions, ready in cases:
        s = _midgame(seed, actions, ready)
        seat = RULES.to_act(s)
        other = RULES.determinize(RULES.view(s, seat), Rng(1234 + seed))
        other.rng = Rng(99 + seed)
        assert other.players[1 - seat].hand != s.players[1 - seat].hand or other.stacks != s.stacks
        for bot_seed in (1, 2):
            assert _choice(s, bot_seed)[0] == _choice(other, bot_seed)[0]


def test_the_hard_level_is_this_bot_with_the_budget_given():
    bot = make_bot("anno1701-cards", "hard", 3, Budget(seconds=0.5, iterations=12))
    assert isinstance(bot, HardBot)
    assert (bot.seconds, bot.iterations) == (0.5, 12)


def test_own_action_phase_is_played_as_its_policy_plays_it():
    s = RULES.new_game(RULES.options_model(players=2), 9)
    bots = [NormalBot(RULES, 0), NormalBot(RULES, 1)]
    s = play_forward(RULES, s, bots, 30, lambda s: not s.pending and s.phase == "action")
    seat = RULES.to_act(s)
    choice, bot = _choice(s, 3)
    view = RULES.view(s, seat)
    policy = HardPolicy(RULES, 0)
    assert choice == policy.choose(Decision.seen(RULES, view, seat, RULES.legal_actions(s)))
    assert bot.last_iterations == 0


def _offers_in_games(seeds: range) -> list[tuple[State, tuple]]:
    """Every trade offer the hard policy sent against `normal` (give, take), with the state
    before it started composing it."""
    found = []
    for seed in seeds:
        s = RULES.new_game(RULES.options_model(players=2), seed)
        bots = [HardPolicy(RULES, seed), NormalBot(RULES, seed)]
        while (seat := RULES.to_act(s)) is not None:
            action = bots[seat].choose(Decision(RULES, s, seat, RULES.legal_actions(s)))
            if action.kind == "trade":
                before = s.clone()
            if action.kind == "send":
                found.append((before, s.pending[0].args[:2]))
            RULES.apply(s, action)
    return found


def test_the_policy_offers_trades_a_normal_player_takes_and_that_gain_it_goods():
    """Free trade: the offers it composes are ones `normal` accepts in the
    opponent's place, worth more to the bot than they cost, and never spend its reserve."""
    offers = _offers_in_games(range(4))
    assert len(offers) >= 10
    policy, judge = HardPolicy(RULES, 0), NormalBot(RULES, 0)
    for s, (give, take) in offers:
        seat = s.current
        me, opponent = s.players[seat], s.players[1 - seat]
        assert judge.accepts(opponent, give, take)
        mine = policy.prices(me)
        assert worth(mine, take) - worth(mine, give) > policy.OFFER_GAIN
        gold = sum(n for r, n in give if r == "gold")
        assert eco.gold(me) - gold >= policy.reserve(me)


def test_the_policy_wins_most_seeded_games_against_normal():
    """A regression guard for the tuned weights (tournaments measure the strength)."""
    wins = 0
    for seed in range(10):
        for hard_seat in (0, 1):
            s = RULES.new_game(RULES.options_model(players=2), seed)
            bots = [NormalBot(RULES, seed), NormalBot(RULES, seed)]
            bots[hard_seat] = HardPolicy(RULES, seed)
            while (seat := RULES.to_act(s)) is not None:
                RULES.apply(s, bots[seat].choose(Decision(RULES, s, seat, RULES.legal_actions(s))))
            wins += s.winner == hard_seat
    assert wins >= 13


def test_a_search_cancelled_midway_still_answers_with_a_legal_action():
    s = _midgame(8, 50)
    seat = RULES.to_act(s)
    legal = RULES.legal_actions(s)
    bot = HardBot(RULES, 1, seconds=30.0)
    rollout, played = bot._rollout, []

    def cancelling_rollout(*args):
        played.append(args)
        if len(played) == 5:
            bot.cancel()  # as the window does when the player leaves the table
        return rollout(*args)

    bot._rollout = cancelling_rollout
    choice = bot.choose(Decision(RULES, s, seat, legal))
    assert choice in legal and not bot.searching
    assert 5 <= bot.last_iterations < 5 + len(legal)


def _compose_as(policy: HardPolicy, s: State) -> tuple:
    """Let `policy` compose and send its offer; the terms sent."""
    seat = s.current
    while True:
        action = policy.choose(Decision(RULES, s, seat, RULES.legal_actions(s)))
        if action.kind == "send":
            terms = s.pending[0].args[:2]
            RULES.apply(s, action)
            return terms
        RULES.apply(s, action)


def test_a_declined_offer_is_not_made_again_that_turn():
    """ "D) Trading Landscape Goods": offers as often as the player likes, but a bot never
    presses an offer its partner declined this turn; its loop of offers ends by itself."""
    s, terms = _offers_in_games(range(1))[0]
    seat = s.current
    policy = HardPolicy(RULES, 0)
    assert _compose_as(policy, s) == terms
    RULES.apply(s, Action("decline"))
    assert s.declined == [(seat, *terms)]
    fresh = HardPolicy(RULES, 0)  # even a bot that did not send it reads the decline
    sent = []
    while RULES.to_act(s) == seat and s.phase == "action":
        action = fresh.choose(Decision(RULES, s, seat, RULES.legal_actions(s)))
        if action.kind != "trade":
            break
        sent.append(_compose_as(fresh, s))
        RULES.apply(s, Action("decline"))
    assert terms not in sent and len(sent) == len(set(sent))
