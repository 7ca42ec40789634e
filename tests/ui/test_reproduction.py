"""A game in the window is the game `simulate` plays (issue 14, item 7): with seed S, bots in
the window's bot seats and, in its human seats, bots of the same level choosing through the
scene as a click does, the window ends with the same action log and final state as
`anno-desktop simulate` with seed S. Both seat their bots by the runner's one rule."""

import time

import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.ai.runner import bot_seed
from anno_desktop.cli import main
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Seat
from anno_desktop.engine.saves import read_save
from anno_desktop.settings import Settings
from anno_desktop.ui import flow
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes.handoff import HandOff
from tests.ui.conftest import click

# (game, seed, each seat: who sits there and the bot level that plays it or stands in for
# its human). `easy` blunders at random, so its games depend on the bots' seeds too.
CASES = [
    ("santa-maria", 3, [("human", "easy"), ("bot", "normal")]),
    ("anno1701-cards", 5, [("bot", "easy"), ("human", "normal")]),
    ("anno1701-cards", 2, [("human", "easy"), ("human", "normal")]),
]


@pytest.fixture
def window():
    settings = Settings(animation_speed="off", bot_pace="instant", confirm_end_of_turn=False)
    app = App((1280, 800), settings=settings)
    yield app
    assert not app.errors, app.errors


def play_in_the_window(app, game, seed, sitting):
    """The game in its scene; each human seat's moves are its stand-in bot's, chosen."""
    options = flow.default_options(game, len(sitting))
    seats = [
        Seat(name=f"Player {i + 1}", kind="human")
        if who == "human"
        else Seat(name=f"Bot {i + 1}", level=level)
        for i, (who, level) in enumerate(sitting)
    ]
    scene = flow.open_match(app, flow.new_match(game, options, seats, seed))
    hands = {
        i: make_bot(game, level, bot_seed(seed, i))
        for i, (who, level) in enumerate(sitting)
        if who == "human"
    }
    deadline = time.monotonic() + 120
    while scene.match.result() is None:
        assert time.monotonic() < deadline, "the game did not end"
        if isinstance(app.top, HandOff):
            click(app, (10, 10))
            continue
        seat = scene.human_to_act
        if seat is None:
            app.step(0.016, [])  # the window's bot thinks on its thread; the frame polls it
            continue
        legal = scene.legal_for_viewer()
        scene.choose(hands[seat].choose(Decision(scene.rules, scene.match.state, seat, legal)))
    return scene


@pytest.mark.parametrize(("game", "seed", "sitting"), CASES)
def test_a_window_game_is_the_game_simulate_plays(window, game, seed, sitting, tmp_path, capsys):
    scene = play_in_the_window(window, game, seed, sitting)
    levels = ",".join(level for _, level in sitting)
    args = ["simulate", game, "--players", str(len(sitting)), "--bots", levels, "--games", "1"]
    assert main([*args, "--seed", str(seed), "--save-dir", str(tmp_path), "--json"]) == 0
    capsys.readouterr()
    (saved,) = tmp_path.glob("*.json")
    simulated = read_save(saved)
    match = scene.match
    assert match.result() is not None and simulated.over
    assert [a.to_json() for a in match.log] == simulated.actions
    assert state_hash(match.state) == simulated.state_hash
    autosave = read_save(scene.autosave_path)
    assert autosave.actions == simulated.actions and autosave.state_hash == simulated.state_hash
