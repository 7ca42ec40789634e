"""The `normal` bot only uses its own view and beats random play."""

from anno_desktop.ai.arena import simulate
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
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
