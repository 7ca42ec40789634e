"""Bots: the normal level beats random play and decides only on what its seat can see."""

from anno_desktop.ai.arena import play_game
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.bot import NormalBot, fight_odds

from .helpers import started


def test_normal_beats_random_from_either_seat():
    options = RULES.options_model(players=2)
    wins = 0
    for g in range(8):
        levels = ["normal", "random"] if g % 2 == 0 else ["random", "normal"]
        record = play_game("anno1701-cards", options, levels, 300 + g)
        assert record.error is None, record.error
        wins += levels[record.result.winners[0]] == "normal"
    assert wins >= 7


def test_choice_does_not_change_with_hidden_information():
    s = started(3)
    seat = RULES.to_act(s)
    for _ in range(40):
        view = RULES.view(s, seat)
        choices = set()
        for k in range(3):
            sample = RULES.determinize(view, Rng(k))
            legal = RULES.legal_actions(sample)
            choices.add(NormalBot(RULES, 1).choose(Decision(RULES, sample, seat, legal)))
        assert len(choices) == 1
        RULES.apply(s, choices.pop())
        seat = RULES.to_act(s)
        if seat is None:
            break


def test_fight_odds_match_the_components_table():
    assert round(fight_odds(0), 2) == 0.5
    assert round(fight_odds(-3), 2) == 0.09
