"""The card game's own `hard` bot (rollouts of `normal` to the next roll, scored by the fitted
win chance): legal, reproducible, within its budget and blind to hidden cards."""

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.bot import NormalBot
from anno_desktop.games.anno1701_cards.evaluate import search_actions, value
from anno_desktop.games.anno1701_cards.hard import HardBot
from anno_desktop.games.anno1701_cards.state import State
from tests.games.botplay import play_forward


def _searched(s: State) -> bool:
    """A real choice the hard bot searches (outside its own action phase)."""
    return len(search_actions(s)) > 1 and (bool(s.pending) or s.phase != "action")


def _midgame(seed: int, actions: int) -> State:
    """A game played by two normal bots for `actions` actions, stopped at a searched choice."""
    s = RULES.new_game(RULES.options_model(players=2), seed)
    bots = [NormalBot(RULES, 0), NormalBot(RULES, 1)]
    return play_forward(RULES, s, bots, actions, _searched)


def _choice(s: State, bot_seed: int, iterations: int = 24):
    seat = RULES.to_act(s)
    bot = HardBot(RULES, bot_seed, iterations=iterations)
    return bot.choose(Decision(RULES, s, seat, RULES.legal_actions(s))), bot


def test_search_skips_trade_offers_but_keeps_everything_else():
    s = RULES.new_game(RULES.options_model(players=2), 3)
    bots = [NormalBot(RULES, 0), NormalBot(RULES, 1)]
    s = play_forward(RULES, s, bots, 40, lambda s: len(search_actions(s)) > 2)
    legal = RULES.legal_actions(s)
    assert {a for a in legal if a.kind != "offer"} == set(search_actions(s))


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
    assert first.kind != "offer"
    searched = len(search_actions(RULES.view(s, RULES.to_act(s))))
    assert 24 <= bot.last_iterations < 24 + searched


def test_hard_decision_does_not_depend_on_the_opponent_hand_or_the_stacks():
    """Fairness: a state re-dealt from the seat's view (other hand, stack order, dice) gives
    the same decision for the same bot seed."""
    for seed, actions in ((5, 25), (6, 90)):
        s = _midgame(seed, actions)
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


def test_own_action_phase_is_played_as_normal_plays_it():
    s = RULES.new_game(RULES.options_model(players=2), 9)
    bots = [NormalBot(RULES, 0), NormalBot(RULES, 1)]
    s = play_forward(RULES, s, bots, 30, lambda s: not s.pending and s.phase == "action")
    seat = RULES.to_act(s)
    choice, bot = _choice(s, 3)
    view = RULES.view(s, seat)
    legal = [a for a in RULES.legal_actions(s) if a.kind != "offer"]
    normal = NormalBot(RULES, 0)
    assert choice == normal.choose(Decision.seen(RULES, view, seat, legal))
    assert bot.last_iterations == 0


def test_a_cancelled_search_still_answers_with_a_legal_action():
    s = _midgame(8, 50)
    seat = RULES.to_act(s)
    bot = HardBot(RULES, 1, seconds=30.0)
    bot.cancel()
    choice = bot.choose(Decision(RULES, s, seat, RULES.legal_actions(s)))
    assert choice in RULES.legal_actions(s) and not bot.searching
