"""Whole games of random legal play: every variant ends, and the engine contract holds
(views give the same legal actions, clones are equal, a replay of the log is identical)."""

import pytest

from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.rng import Rng
from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
from anno_desktop.games.santa_maria.actions import prompt

VARIANTS = [
    {"players": 2},
    {"players": 3, "common_blue_dice": True},
    {"players": 4, "advanced": True},
    {"players": 2, "advanced": True, "common_blue_dice": True},
    {"players": 3, "choose_boards": True},
]


def play_random(options: SantaMariaOptions, seed: int) -> tuple:
    s = RULES.new_game(options, seed)
    rng = Rng(seed + 99)
    log = []
    while (seat := RULES.to_act(s)) is not None:
        legal = RULES.legal_actions(s)
        assert legal, "a seat to act always has an action"
        assert RULES.legal_actions(RULES.view(s, seat)) == legal
        clone = s.clone()
        assert state_hash(clone) == state_hash(s)
        a = rng.choice(legal)
        RULES.apply(s, a)
        log.append(a)
        assert len(log) < 5000
    return s, log


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_finish_and_replay_identically(variant):
    options = SantaMariaOptions(**variant)
    for seed in range(3):
        s, log = play_random(options, seed)
        result = RULES.result(s)
        assert result is not None and len(result.scores) == options.players
        again = RULES.new_game(options, seed)
        for a in log:
            RULES.apply(again, a)
        assert state_hash(again) == state_hash(s)


def test_view_hides_stack_order_and_rivals_points():
    s = RULES.new_game(SantaMariaOptions(players=3), 5)
    s.players[1].points = 7
    v = RULES.view(s, 0)
    assert v.players[1].points == 0
    assert v.ship_stack == sorted(s.ship_stack)
    d = RULES.determinize(v, Rng(3))
    assert sorted(d.ship_stack) == sorted(s.ship_stack)


def test_every_legal_action_has_a_description():
    s = RULES.new_game(SantaMariaOptions(players=3, advanced=True), 8)
    rng = Rng(8)
    while RULES.to_act(s) is not None:
        legal = RULES.legal_actions(s)
        for a in legal:
            text = RULES.describe(s, a)
            assert text and text[0].isupper() and "(" not in text[:1]
        RULES.apply(s, rng.choice(legal))


def test_determinize_guesses_rivals_hidden_points_from_the_viewer():
    s = RULES.new_game(SantaMariaOptions(players=3), 5)
    s.players[0].points, s.players[1].points = 12, 30
    d = RULES.determinize(RULES.view(s, 0), Rng(1))
    assert [p.points for p in d.players] == [12, 12, 12]
    assert RULES.view(d, 0) == RULES.view(s, 0)


def test_every_decision_has_a_prompt():
    for options in (
        SantaMariaOptions(players=2, advanced=True),
        SantaMariaOptions(players=3, choose_boards=True),
    ):
        s = RULES.new_game(options, 4)
        rng = Rng(4)
        while RULES.to_act(s) is not None:
            assert prompt(s)
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
        assert prompt(s) == "The game is over"
