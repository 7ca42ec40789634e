"""The `hard` level (search with EVALUATE): legal, reproducible and blind to hidden cards."""

from anno_desktop.ai.mcts import MctsBot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701_cards import EVALUATE, RULES
from anno_desktop.games.anno1701_cards.bot import NormalBot
from anno_desktop.games.anno1701_cards.evaluate import search_actions
from anno_desktop.games.anno1701_cards.state import State
from tests.games.botplay import play_forward


def _midgame(seed: int, actions: int) -> State:
    """A game played by two normal bots for `actions` actions, stopped at a real choice."""
    s = RULES.new_game(RULES.options_model(players=2), seed)
    bots = [NormalBot(RULES, 0), NormalBot(RULES, 1)]
    return play_forward(RULES, s, bots, actions, lambda s: len(search_actions(s)) > 2)


def _hard_choice(s: State, bot_seed: int):
    seat = RULES.to_act(s)
    bot = MctsBot(RULES, bot_seed, iterations=40, evaluate=EVALUATE)
    return bot.choose(Decision(RULES, s, seat, RULES.legal_actions(s)))


def test_evaluation_is_a_win_chance_per_seat():
    for seed, actions in ((1, 30), (2, 120)):
        values = EVALUATE(_midgame(seed, actions))
        assert len(values) == 2 and all(0.0 <= v <= 1.0 for v in values)
        assert abs(sum(values) - 1.0) < 1e-9


def test_search_skips_trade_offers_but_keeps_everything_else():
    s = _midgame(3, 40)
    legal = RULES.legal_actions(s)
    searched = search_actions(s)
    assert set(searched) <= set(legal)
    assert {a for a in legal if a.kind != "offer"} == set(searched)


def test_hard_choice_is_legal_and_reproducible():
    s = _midgame(4, 60)
    picks = {_hard_choice(s, 7) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(RULES.legal_actions(s))


def test_decision_does_not_depend_on_the_opponent_hand_or_the_stacks():
    """Fairness: a state re-dealt from the seat's view (other hand, stack order, dice) gives
    the same decision for the same bot seed."""
    for seed, actions in ((5, 25), (6, 90)):
        s = _midgame(seed, actions)
        seat = RULES.to_act(s)
        other = RULES.determinize(RULES.view(s, seat), Rng(1234 + seed))
        other.rng = Rng(99 + seed)
        assert other.players[1 - seat].hand != s.players[1 - seat].hand or other.stacks != s.stacks
        for bot_seed in (1, 2):
            assert _hard_choice(s, bot_seed) == _hard_choice(other, bot_seed)
