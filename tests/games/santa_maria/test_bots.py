"""The bots: `normal` only uses its own view, beats random play, and the evaluation is sane."""

from anno_desktop.ai.arena import simulate
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria import EVALUATE, RULES, SantaMariaOptions
from anno_desktop.games.santa_maria.bot import NormalBot


def test_normal_choice_does_not_depend_on_hidden_information():
    s = RULES.new_game(SantaMariaOptions(players=3), 7)
    seat = RULES.to_act(s)
    other = s.clone()
    Rng(5).shuffle(other.ship_stack)
    Rng(6).shuffle(other.double_stack)
    other.players[(seat + 1) % 3].points += 9
    other.rng = Rng(12345)
    picks = [
        NormalBot(RULES, 1).choose(Decision(RULES, st, seat, RULES.legal_actions(st)))
        for st in (s, other)
    ]
    assert picks[0] == picks[1]


def test_normal_beats_two_random_bots():
    report = simulate(
        "santa-maria", SantaMariaOptions(players=3), ["normal", "random", "random"], 6, 1
    )
    assert report["errors"] == 0 and report["win_rate_by_level"]["normal"] >= 0.8


def test_evaluation_is_a_probability_per_seat():
    s = RULES.new_game(SantaMariaOptions(players=4), 3)
    values = EVALUATE(s)
    assert len(values) == 4 and all(0 < v < 1 for v in values)
    s.players[2].points += 30
    assert max(range(4), key=lambda i: EVALUATE(s)[i]) == 2
