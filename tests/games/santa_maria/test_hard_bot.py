"""The `hard` bot (search with the normal bot as policy): fair, narrow, and a sane choice."""

from anno_desktop.ai.mcts import MctsBot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria import EVALUATE, RULES, SantaMariaOptions
from anno_desktop.games.santa_maria.bot import NormalBot
from anno_desktop.games.santa_maria.evaluate import MAIN_WIDTH, PLACE_WIDTH, search_actions
from anno_desktop.games.santa_maria.state import SantaMariaState
from tests.games.botplay import play_forward


def _midgame(seed: int, actions: int = 25) -> SantaMariaState:
    """A game played some way by normal bots, so stacks, points and colonies differ."""
    s = RULES.new_game(SantaMariaOptions(players=3), seed)
    return play_forward(RULES, s, [NormalBot(RULES, seed)], actions)


def _hard_choice(s: SantaMariaState, seat: int) -> object:
    bot = MctsBot(RULES, 11, iterations=24, evaluate=EVALUATE)
    return bot.choose(Decision(RULES, s, seat, RULES.legal_actions(s)))


def test_hard_choice_does_not_depend_on_what_its_seat_cannot_see():
    for seed in (3, 4):
        s = _midgame(seed)
        seat = RULES.to_act(s)
        other = RULES.determinize(RULES.view(s, seat), Rng(99 + seed))
        other.rng = Rng(4242)
        assert _hard_choice(s, seat) == _hard_choice(other, seat)


def test_search_keeps_a_few_main_actions_and_a_retire():
    s = _midgame(5, 0)
    legal = RULES.legal_actions(s)
    kept = search_actions(s)
    assert kept == [a for a in legal if a in kept]
    assert len(kept) <= MAIN_WIDTH + 1 < len(legal)
    assert sum(a.kind == "retire" for a in kept) == 1


def test_search_keeps_the_normal_bots_pick():
    for seed in (6, 7, 8):
        s = _midgame(seed, 10)
        seat = RULES.to_act(s)
        pick = NormalBot(RULES, 0).choose(Decision(RULES, s, seat, RULES.legal_actions(s)))
        assert pick in search_actions(s)
        assert EVALUATE.policy(s, search_actions(s)) == pick


def test_tile_placements_are_narrowed_to_the_best_few():
    s = _midgame(9, 0)
    seat = RULES.to_act(s)
    expand = next(a for a in RULES.legal_actions(s) if a.kind == "expand")
    RULES.apply(s, expand)
    assert s.pending is not None and s.pending[0] == "place"
    kept = search_actions(s)
    assert 1 <= len(kept) <= PLACE_WIDTH < len(RULES.legal_actions(s))
    pick = NormalBot(RULES, 0).choose(Decision(RULES, s, seat, RULES.legal_actions(s)))
    assert pick in kept


def test_hard_plays_a_whole_game_without_errors():
    s = RULES.new_game(SantaMariaOptions(players=2), 2)
    bots = [MctsBot(RULES, 1, iterations=4, evaluate=EVALUATE), NormalBot(RULES, 2)]
    while (seat := RULES.to_act(s)) is not None:
        RULES.apply(s, bots[seat].choose(Decision(RULES, s, seat, RULES.legal_actions(s))))
    assert RULES.result(s) is not None
