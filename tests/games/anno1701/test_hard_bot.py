"""The `hard` level (search with EVALUATE): legal, reproducible and blind to hidden goods,
tiles and decks."""

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.mcts import MctsBot
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701 import EVALUATE, RULES
from anno_desktop.games.anno1701.bot import NormalBot
from anno_desktop.games.anno1701.evaluate import column_race, income_per_roll, search_actions
from anno_desktop.games.anno1701.state import MEADOWS, State
from tests.games.botplay import play_forward

from .helpers import D, new_game


def _midgame(seed: int, actions: int, players: int = 4) -> State:
    """A game played by normal bots for `actions` actions, stopped at a real choice."""
    s = new_game(players, seed, first_game=False)
    bots = [NormalBot(RULES, i) for i in range(players)]
    return play_forward(RULES, s, bots, actions, lambda s: len(search_actions(s)) > 2)


def _hard_choice(s: State, bot_seed: int):
    seat = RULES.to_act(s)
    bot = MctsBot(RULES, bot_seed, iterations=30, evaluate=EVALUATE)
    return bot.choose(Decision(RULES, s, seat, RULES.legal_actions(s)))


def test_evaluation_is_a_win_chance_per_seat():
    for players, seed in ((4, 1), (2, 2)):
        values = EVALUATE(_midgame(seed, 80, players))
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        assert abs(sum(values) - 1.0) < 1e-9


def test_search_keeps_one_trade_opening_at_most_and_everything_else():
    for seed in range(3, 8):
        s = _midgame(seed, 60)
        legal = RULES.legal_actions(s)
        searched = search_actions(s)
        trades = [a for a in searched if a.kind in ("offer", "ask")]
        assert len(trades) <= 1 and set(searched) <= set(legal)
        assert {a for a in legal if a.kind not in ("offer", "ask")} == set(searched) - set(trades)


def test_hard_choice_is_legal_and_reproducible():
    s = _midgame(4, 70)
    picks = {_hard_choice(s, 7) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(RULES.legal_actions(s))


def test_decision_does_not_depend_on_what_the_seat_cannot_see():
    """Fairness: a state re-dealt from the seat's view (other players' goods, unseen island
    and expansion tiles, deck order, dice) gives the same decision for the same bot seed."""
    for seed, actions in ((5, 40), (6, 120)):
        s = _midgame(seed, actions)
        seat = RULES.to_act(s)
        other = RULES.determinize(RULES.view(s, seat), Rng(4321 + seed))
        other.rng = Rng(77 + seed)
        assert other.recess_tile != s.recess_tile or other.stacks != s.stacks
        for bot_seed in (1, 2):
            assert _hard_choice(s, bot_seed) == _hard_choice(other, bot_seed)


def test_evaluation_counts_income_by_the_chance_of_each_number():
    """Rulebook "1. Income Phase - B) Income from the Settlement Board": "Each player receives
    a goods card of the landscape whose number was rolled", so an uncovered 6 or 8 (5 chances
    in 36) is worth more than a 3 or an 11 (2 in 36)."""
    s = new_game(4)
    p = s.players[0]
    numbers = D.boards[p.board]
    full = income_per_roll(s, p)
    assert abs(full - sum(min(n - 1, 13 - n) for n in numbers) / 36) < 1e-9
    by_number = {numbers[k]: MEADOWS + k for k in range(len(numbers))}
    covered_six, covered_three = s.clone(), s.clone()
    covered_six.players[0].tiles[by_number[6]] = 0
    covered_three.players[0].tiles[by_number[3]] = 0
    assert income_per_roll(covered_six, covered_six.players[0]) < income_per_roll(
        covered_three, covered_three.players[0]
    )


def test_evaluation_sees_a_column_one_step_from_being_taken_or_lost():
    """Rulebook "Favor Spaces for Naval Power, Trading Power, and Contentment": the first to own
    3 cannons places a favor token, and "these favor spaces change owner if another player
    comes to have more": a seat at 2 cannons is close to a token, a holder whom a rival has
    caught up with is close to losing one."""
    s = new_game(4)
    assert column_race(s, 0) == 0.0
    s.players[0].cannon = 2
    assert column_race(s, 0) > 0.0
    s.players[0].cannon, s.column_holder[0], s.players[0].tokens = 3, 0, 1
    s.players[1].cannon = 3
    assert column_race(s, 0) < 0.0 < column_race(s, 1)


def test_apply_legal_plays_a_legal_action_exactly_as_apply():
    """The search's `apply_legal` skips only the check: same events, same state."""
    checked = new_game(4, 9, first_game=False)
    unchecked = checked.clone()
    bots = [NormalBot(RULES, i) for i in range(4)]
    for _ in range(300):
        seat = RULES.to_act(checked)
        if seat is None:
            break
        action = bots[seat].choose(Decision(RULES, checked, seat, RULES.legal_actions(checked)))
        assert RULES.apply(checked, action) == RULES.apply_legal(unchecked, action)
        assert checked == unchecked


def test_decision_with_a_deeper_search_does_not_depend_on_what_the_seat_cannot_see():
    """Fairness again at 200 iterations, where the tree reaches the rivals' turns."""
    s = _midgame(11, 90)
    seat = RULES.to_act(s)
    other = RULES.determinize(RULES.view(s, seat), Rng(99))
    other.rng = Rng(5)

    def choice(state: State):
        bot = MctsBot(RULES, 3, iterations=200, evaluate=EVALUATE)
        return bot.choose(Decision(RULES, state, seat, RULES.legal_actions(state)))

    assert choice(s) == choice(other)
