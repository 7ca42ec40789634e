"""The `normal` bot: plays only from its view (its choice ignores hidden information) and
beats random play."""

from anno_desktop.ai.arena import simulate
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.bot import NormalBot
from anno_desktop.games.anno1701.rules import Anno1701Options

from .helpers import new_game


def test_normal_choice_does_not_change_when_only_hidden_information_changes():
    s = new_game(4, seed=3, first_game=False)
    bots = [NormalBot(RULES, k) for k in range(4)]
    picker = Rng(5)
    for step in range(600):
        seat = RULES.to_act(s)
        if seat is None:
            break
        legal = RULES.legal_actions(s)
        action = bots[seat].choose(Decision(RULES, s, seat, legal))
        if step % 7 == 0:
            other = RULES.determinize(RULES.view(s, seat), picker)
            again = NormalBot(RULES, seat)
            again.rng = bots[seat].rng.copy()
            twin = NormalBot(RULES, seat)
            twin.rng = bots[seat].rng.copy()
            assert again.choose(Decision(RULES, other, seat, legal)) == twin.choose(
                Decision(RULES, s, seat, legal)
            )
        RULES.apply(s, action)


def test_normal_beats_three_random_bots_from_every_seat():
    wins = 0
    for seat in range(4):
        levels = ["random"] * 4
        levels[seat] = "normal"
        report = simulate("anno1701", Anno1701Options(players=4), levels, 5, 100 + seat)
        assert report["errors"] == 0 and report["finished"] == 5
        wins += report["wins_by_seat"][seat]
    assert wins >= 18


def test_normal_bots_finish_games_against_each_other():
    for players in (2, 3, 4):
        report = simulate("anno1701", Anno1701Options(players=players), ["normal"] * players, 3, 11)
        assert report["errors"] == 0 and report["finished"] == 3
