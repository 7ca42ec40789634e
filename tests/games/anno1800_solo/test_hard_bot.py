"""The `hard` bot (search with the normal bot as policy): fair, narrow, and a sane value."""

from anno_desktop.ai.mcts import MctsBot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import EVALUATE, RULES
from anno_desktop.games.anno1800_solo.bot import NormalBot
from anno_desktop.games.anno1800_solo.evaluate import WIDTH, goal_share, search_actions
from anno_desktop.games.anno1800_solo.state import State
from tests.games.anno1800_solo.helpers import mission


def _played(m: int, seed: int, actions: int) -> State:
    """A mission played some way by the normal bot."""
    s = mission(m, seed)
    bot = NormalBot(RULES, seed)
    for _ in range(actions):
        RULES.apply(s, bot.choose(Decision(RULES, s, 0, RULES.legal_actions(s))))
    return s


def _hard_choice(s: State) -> object:
    bot = MctsBot(RULES, 11, iterations=6, evaluate=EVALUATE)
    return bot.choose(Decision(RULES, s, 0, RULES.legal_actions(s)))


def test_hard_choice_does_not_depend_on_hidden_cards():
    s = _played(3, 2, 6)
    other = RULES.determinize(RULES.view(s, 0), Rng(77))
    other.rng = Rng(4242)
    assert other.decks != s.decks or other.stack != s.stack
    assert _hard_choice(s) == _hard_choice(other)


def test_search_keeps_the_normal_bots_pick_among_a_few():
    s = _played(5, 3, 4)
    while s.phase != "main" or len(RULES.legal_actions(s)) <= WIDTH:
        RULES.apply(s, RULES.legal_actions(s)[0])
    legal = RULES.legal_actions(s)
    normal = NormalBot(RULES, 0)
    normal.rng = s.rng.copy()  # the policy samples with the state's own dice
    pick = normal.choose(Decision(RULES, s.clone(), 0, legal))
    kept = search_actions(s)
    assert len(kept) <= WIDTH < len(legal) and kept == [a for a in legal if a in kept]
    assert pick in kept and EVALUATE.policy(s, kept) == pick


def test_value_is_victory_defeat_or_progress_in_between():
    s = mission(2, 1)
    start = EVALUATE(s)[0]
    assert 0.0 < start < 1.0 and goal_share(s) < 1.0
    s.over, s.victory = True, True
    assert EVALUATE(s) == [1.0]
    s.victory = False
    assert EVALUATE(s) == [0.0]


def test_hard_wins_the_first_mission():
    s = mission(1, 4)
    bot = MctsBot(RULES, 1, iterations=3, evaluate=EVALUATE)
    while RULES.to_act(s) is not None:
        RULES.apply(s, bot.choose(Decision(RULES, s, 0, RULES.legal_actions(s))))
    assert s.victory
