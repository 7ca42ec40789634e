"""Saves you can trust (issue 18, items 2, 3 and 8 in the window): every game in progress has
an autosave of its own, written after every human action, after every bot turn and when the
game closes; Continue resumes the newest at exactly the pending decision; a kill, a second game
or an opened save never costs another game its progress; today's saves open and play on."""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from anno_desktop import paths
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.match import Seat
from anno_desktop.engine.saves import read_save, to_save, write_save
from anno_desktop.settings import Settings
from anno_desktop.ui import flow
from anno_desktop.ui.app import App
from anno_desktop.ui.scenes import play
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.scenes.load_game import LoadGame, describe_save
from anno_desktop.ui.scenes.main_menu import MainMenu
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.dialog import Dialog
from tests.bad_files import CASES, snapshot
from tests.ui.conftest import click, key

FIXTURES = Path(__file__).parent.parent / "fixtures" / "saves"
ANN_AND_BOT = [
    Seat(name="Ann", kind="human", colour="red"),
    Seat(name="Bot", kind="bot", level="random", colour="blue"),
]
BOT_AND_ANN = list(reversed(ANN_AND_BOT))
REPLAYED = "Continue from the replayed position"


def start(app, seats=ANN_AND_BOT, seed=5, game="toy"):
    options = flow.default_options(game, len(seats))
    return flow.open_match(app, flow.new_match(game, options, seats, seed))


def game_scene(app) -> GameScene:
    return next(s for s in app.stack if isinstance(s, GameScene))


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def keeps_the_turn(scene, action, seat):
    trial = scene.match.state.clone()
    scene.rules.apply(trial, action)
    return scene.rules.to_act(trial) == seat


def human_moves(scene, count):
    """`count` actions of the human to act, made through the scene as a click makes them;
    each leaves the decision with that human when one can."""
    for _ in range(count):
        seat = scene.human_to_act
        assert seat is not None, "the human's turn ended too early for this test"
        legal = scene.legal_for_viewer()
        keep = next((a for a in legal if keeps_the_turn(scene, a, seat)), legal[-1])
        assert scene.submit(keep)


def play_on_if_asked(app):
    """Take the offer of a save that replays to another position (after a rules change)."""
    if isinstance(app.top, Dialog) and app.top.choices[0][0] == REPLAYED:
        click(app, button(app.top, REPLAYED).rect.center)


def continue_from_menu(app) -> GameScene:
    menu = MainMenu(app)
    app.reset(menu)
    cont = button(menu, "Continue")
    assert cont.enabled, cont.tooltip
    click(app, cont.rect.center)
    play_on_if_asked(app)
    return game_scene(app)


def position(match):
    return (
        match.to_act(),
        [a.to_json() for a in match.legal_actions()],
        [a.to_json() for a in match.log],
        state_hash(match.state),
    )


# -- item 2: when the autosave is written ----------------------------------------------------


def test_every_human_action_is_on_disk_at_once(app, toy):
    scene = start(app)
    assert not scene.autosave_path.exists(), "a game nobody moved in yet has nothing to keep"
    for _ in range(3):
        human_moves(scene, 1)
        save = read_save(scene.autosave_path)
        assert save.actions == [a.to_json() for a in scene.match.log]


def test_a_bot_turn_is_written_once_when_it_ends(app, toy, monkeypatch):
    written: list[int] = []
    real = play.write_save

    def counting(path, save):
        written.append(len(save.actions))
        real(path, save)

    monkeypatch.setattr(play, "write_save", counting)
    scene = start(app, BOT_AND_ANN, seed=8)
    assert scene.match.to_act() == 0
    scene.run_bots()
    assert scene.match.to_act() == 1 and len(scene.match.log) >= 2, "roll and a step at least"
    # The bot's turn once, not one write per roll and step (and none for the empty new game).
    assert written == [len(scene.match.log)]


def test_a_bot_alone_at_the_table_is_written_once_a_turn(app, monkeypatch):
    """Anno 1800 solo played by a bot: the decision never passes to another seat, so the
    game's turn moving on ends the bot's turn."""
    written: list[tuple[int, int]] = []
    real = play.write_save

    def counting(path, save):
        written.append((save.turn, len(save.actions)))
        real(path, save)

    monkeypatch.setattr(play, "write_save", counting)
    seats = [Seat(name="Bot", kind="bot", level="normal")]
    scene = start(app, seats, seed=3, game="anno1800-solo")
    scene.run_bots(limit=60)
    turns = [turn for turn, _ in written]
    assert len(turns) >= 3 and turns == sorted(set(turns)), "one write as each turn begins"
    assert turns[-1] == scene.match.turn(), "at most the turn in progress is not on disk"


def test_quitting_mid_bot_turn_saves_what_the_bot_did(toy):
    app = App((1280, 720), settings=Settings(animation_speed="off", bot_pace="instant"))
    scene = start(app, BOT_AND_ANN, seed=8)
    scene.run_bots(limit=1)
    assert scene.match.to_act() == 0, "the bot rolled and must still step"
    assert not scene.autosave_path.exists(), "not yet written mid-turn"
    scene.bots_halted = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()  # the window closes: App.run ends by closing every scene
    assert read_save(scene.autosave_path).actions == [a.to_json() for a in scene.match.log]
    assert scene.match.log


def test_the_game_menus_main_menu_button_saves_the_game(app, toy):
    scene = start(app, BOT_AND_ANN, seed=8)
    scene.run_bots(limit=1)
    scene.bots_halted = True
    scene.open_menu()
    menu = app.top
    assert "after every move" in menu.message
    click(app, button(menu, "Main menu").rect.center)
    assert isinstance(app.top, MainMenu)
    assert len(read_save(scene.autosave_path).actions) == len(scene.match.log) == 1


def test_continue_resumes_the_exact_pending_decision(app, toy):
    scene = start(app, ANN_AND_BOT, seed=3)
    human_moves(scene, 1)
    before = position(scene.match)
    # Ann rolled and still has to step: with the decision hers, no bot can move between
    # saving and resuming, however soon the resumed table starts its bots.
    assert before[0] == 0
    resumed = continue_from_menu(app)
    assert position(resumed.match) == before
    assert resumed.autosave_path == scene.autosave_path, "it plays on in its own autosave"


def test_stale_temporary_files_are_removed_at_start_and_fresh_ones_kept(app):
    folder = flow.autosave_dir()
    stale = folder / ".anno1701-20261201-101010-abc123.json.k2j4_x9q.tmp"
    fresh = paths.saves_dir() / ".autosave.json.q9x_4j2k.tmp"
    other = folder / ".notes.tmp"
    for path in (stale, fresh, other):
        path.write_text("{")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    app.push(MainMenu(app))
    assert not stale.exists(), "left by a kill mid-write"
    assert fresh.exists(), "another running copy may be writing it right now"
    assert other.exists(), "not a file write_save makes"


# -- the acceptance test: a kill in the middle of a human turn ---------------------------------

DRIVER = """
import json, sys, time
from anno_desktop.engine.hashing import state_hash
from anno_desktop.settings import Settings
from anno_desktop.ui import flow
from anno_desktop.ui.app import App

game, seed, moves = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
settings = Settings(animation_speed="off", bot_pace="instant", confirm_end_of_turn=False)
app = App((1280, 800), settings=settings)
options = flow.default_options(game, 2)
scene = flow.open_match(
    app, flow.new_match(game, options, flow.default_seats(game, 2, ["human", "normal"]), seed)
)

def wait_for_the_human():
    deadline = time.monotonic() + 60
    while scene.human_to_act is None:
        assert time.monotonic() < deadline, "the bot never finished its turn"
        app.step(0.016, [])
        time.sleep(0.001)

def keeps_the_turn(action, seat):
    trial = scene.match.state.clone()
    scene.rules.apply(trial, action)
    return scene.rules.to_act(trial) == seat
done = 0
while done < moves:  # the human's actions that leave the decision with them: mid-turn
    wait_for_the_human()
    seat, legal = scene.human_to_act, scene.legal_for_viewer()
    keep = next((a for a in legal if keeps_the_turn(a, seat)), None)
    scene.choose(keep or legal[0])
    app.step(0.016, [])
    done += keep is not None
match = scene.match
print(json.dumps({
    "path": str(scene.autosave_path),
    "to_act": match.to_act(),
    "legal": [a.to_json() for a in match.legal_actions()],
    "log": [a.to_json() for a in match.log],
    "hash": state_hash(match.state),
}), flush=True)
time.sleep(600)
"""


@pytest.mark.slow
def test_sigkill_mid_human_turn_then_continue_finds_the_same_decision_and_log(app):
    proc = subprocess.Popen(
        [sys.executable, "-c", DRIVER, "anno1701", "7", "6"],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parent.parent.parent,
    )
    try:
        line = proc.stdout.readline()
    finally:
        proc.kill()  # SIGKILL: no handler, no atexit, nothing more is written
        proc.wait()
    before = json.loads(line)
    assert before["to_act"] == 0 and len(before["log"]) > 6, "killed in the human's turn"

    resumed = continue_from_menu(app)
    match = resumed.match
    assert str(resumed.autosave_path) == before["path"]
    assert match.to_act() == before["to_act"]
    assert [a.to_json() for a in match.legal_actions()] == before["legal"]
    assert [a.to_json() for a in match.log] == before["log"]
    assert state_hash(match.state) == before["hash"]
    assert resumed.human_to_act == 0, "the human may go on with their turn"


# -- item 3: one autosave per game in progress ---------------------------------------------------


def test_a_second_game_leaves_the_first_games_progress_intact(app, toy):
    first = start(app, ANN_AND_BOT, seed=3)
    human_moves(first, 2)
    first_bytes = first.autosave_path.read_bytes()
    first_log = [a.to_json() for a in first.match.log]

    second = start(app, ANN_AND_BOT, seed=4)
    human_moves(second, 1)
    assert second.autosave_path != first.autosave_path
    assert first.autosave_path.read_bytes() == first_bytes
    assert read_save(first.autosave_path).actions == first_log

    in_progress = {info.path for info in flow.games_in_progress()}
    assert in_progress == {first.autosave_path, second.autosave_path}
    load = LoadGame(app)
    app.push(load)
    assert len(load.lists[0].rows) == 2 and not load.lists[1].rows
    # Continue takes the game saved last: the second.
    assert continue_from_menu(app).autosave_path == second.autosave_path


def test_playing_on_from_an_older_save_never_overwrites_the_later_game(app, toy):
    scene = start(app, ANN_AND_BOT, seed=3)
    human_moves(scene, 1)
    scene.save_game()
    named = next(info.path for info in flow.list_saves() if not info.autosave)
    human_moves(scene, 1)
    later = scene.autosave_path.read_bytes()

    assert flow.open_save_file(app, named)
    branch = game_scene(app)
    assert branch.autosave_path != scene.autosave_path
    assert not branch.autosave_path.exists(), "nothing to write before the branch changes"
    human_moves(branch, 1)
    assert branch.autosave_path.exists()
    assert scene.autosave_path.read_bytes() == later
    assert named.exists() and len(read_save(named).actions) == 1


def test_the_load_screen_shows_games_in_progress_apart_from_saves(app, toy):
    scene = start(app, ANN_AND_BOT, seed=3)
    human_moves(scene, 1)
    scene.save_game()
    finished = flow.autosave_dir() / "toy-20261101-101010-aaaaaa.json"
    over = start(app, [Seat(name="A", kind="bot", level="random"), ANN_AND_BOT[1]], seed=2)
    over.run_bots()
    write_save(finished, to_save(over.match))
    over.autosave_path.unlink()
    load = LoadGame(app)
    app.push(load)
    progress, saved = load.lists
    assert [row.title for row in progress.rows] == ["Toy race · turn 1"]
    assert sorted(row.title for row in saved.rows) == ["Toy race · finished", "Toy race · turn 1"]
    assert progress.selected == 0 and saved.selected is None
    click(app, (saved.rect.x + 20, saved.rect.y + 20))
    assert progress.selected is None and saved.selected == 0
    assert load.load_button.enabled


def test_old_finished_games_autosaves_are_cleaned_and_games_in_progress_kept(toy):
    seats = [Seat(name="A", kind="bot", level="random"), ANN_AND_BOT[1]]
    app = App((1280, 720), settings=Settings(animation_speed="off", bot_pace="instant"))
    done = start(app, seats, seed=2)
    done.run_bots()
    going = start(app, ANN_AND_BOT, seed=3)
    done.autosave_path.unlink()
    human_moves(going, 1)
    day = 24 * 3600
    now = time.time()
    finished = []
    for age in range(flow.FINISHED_KEPT_MOST + 3):
        save = to_save(done.match).model_copy(update={"saved_at": _days_ago(age / 10)})
        path = flow.autosave_dir() / f"toy-finished-{age:02d}.json"
        write_save(path, save)
        finished.append(path)
    ancient = flow.autosave_dir() / "toy-ancient.json"
    write_save(ancient, to_save(done.match).model_copy(update={"saved_at": _days_ago(15)}))
    abandoned = flow.autosave_dir() / "toy-abandoned.json"
    write_save(abandoned, to_save(going.match).model_copy(update={"saved_at": _days_ago(400)}))
    broken = flow.autosave_dir() / "toy-broken.json"
    broken.write_text("{")
    os.utime(broken, (now - 400 * day, now - 400 * day))

    removed = set(flow.tidy_saves())
    kept = [p for p in finished if p.exists()]
    assert kept == finished[: flow.FINISHED_KEPT_MOST], "the newest finished games are kept"
    assert ancient in removed and not ancient.exists(), "finished more than 14 days ago"
    assert abandoned.exists() and broken.exists() and going.autosave_path.exists()
    pygame.display.quit()


def _days_ago(days):
    from datetime import UTC, datetime, timedelta

    return datetime.now(UTC) - timedelta(days=days)


def test_a_legacy_autosave_is_one_game_in_progress(app, toy):
    scene = start(app, ANN_AND_BOT, seed=3)
    human_moves(scene, 1)
    legacy = flow.legacy_autosave_path()
    shutil.move(scene.autosave_path, legacy)
    app.reset(MainMenu(app))
    assert [info.path for info in flow.games_in_progress()] == [legacy]
    resumed = continue_from_menu(app)
    assert resumed.autosave_path == legacy
    human_moves(resumed, 1)
    assert len(read_save(legacy).actions) == 2


# -- unknown bot levels and saves that replay elsewhere -------------------------------------------


def _write(path, save):
    write_save(path, save)
    return path.read_bytes()


def test_an_unknown_bot_level_asks_and_plays_on_as_normal(app):
    path = flow.autosave_dir() / "anno1701-old.json"
    save = read_save(FIXTURES / "anno1701-1-mid.json")
    seats = [save.seats[0], save.seats[1].model_copy(update={"level": "grandmaster"})]
    original = _write(path, save.model_copy(update={"seats": seats}))
    menu = MainMenu(app)
    app.reset(menu)
    click(app, button(menu, "Continue").rect.center)
    dialog = app.top
    assert isinstance(dialog, Dialog) and "grandmaster" in dialog.message
    assert "'normal'" in dialog.message
    for _ in range(3):
        app.step(0.016, [])  # the window keeps answering while it asks
    assert path.read_bytes() == original
    click(app, button(dialog, "Play on").rect.center)
    play_on_if_asked(app)
    scene = game_scene(app)
    assert scene.match.seats[1].level == "normal"
    assert scene.autosave_path == path


def test_a_save_that_replays_elsewhere_offers_the_replayed_position(app):
    path = paths.saves_dir() / "elsewhere.json"
    save = read_save(FIXTURES / "santa-maria-0-mid.json")
    original = _write(path, save.model_copy(update={"state_hash": "0" * 16}))
    load = LoadGame(app)
    app.push(load)
    assert load.select_path(path)
    click(app, load.load_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, Dialog) and "another version of Anno Desktop" in dialog.message
    assert [label for label, _ in dialog.choices] == [REPLAYED, "Cancel"]
    click(app, button(dialog, REPLAYED).rect.center)
    scene = game_scene(app)
    replayed = [a.to_json() for a in scene.match.log[: len(save.actions)]]
    assert replayed == save.actions, "the replayed position (a bot may have moved on since)"
    assert path.read_bytes() == original


# -- the saves 0.1.0 wrote open through the Load screen and play on -------------------------------


def _open_through_load_screen(app, path):
    load = LoadGame(app)
    app.reset(MainMenu(app), load)
    assert load.select_path(path)
    assert load.load_button.enabled
    click(app, load.load_button.rect.center)
    play_on_if_asked(app)
    return game_scene(app)


def _plays_on(app, scene):
    """A human move or a bot move goes through (a finished game shows its end instead)."""
    if scene.match.result() is not None:
        # The game-over screen, or first the table's own final scoring (Santa Maria).
        assert getattr(scene, "final_open", False) or any(
            isinstance(s, GameOver) for s in app.stack
        )
        return
    logged = len(scene.match.log)
    if scene.human_to_act is not None:
        assert scene.submit(scene.legal_for_viewer()[0])
    deadline = time.monotonic() + 30
    while len(scene.match.log) == logged and time.monotonic() < deadline:
        app.step(0.016, [])
        time.sleep(0.002)
    assert len(scene.match.log) > logged
    app.reset(MainMenu(app))  # leaving the game saves it, mid bot turn or not
    assert read_save(scene.autosave_path).actions == [a.to_json() for a in scene.match.log]


@pytest.mark.parametrize("fixture", sorted(p.name for p in FIXTURES.glob("*.json")))
def test_todays_saves_open_through_the_load_screen_and_play_on(app, fixture):
    path = paths.saves_dir() / fixture
    shutil.copyfile(FIXTURES / fixture, path)
    scene = _open_through_load_screen(app, path)
    _plays_on(app, scene)
    assert path.read_bytes() == (FIXTURES / fixture).read_bytes()


@pytest.mark.parametrize("fixture", sorted(p.name for p in FIXTURES.glob("*-mid.json")))
def test_todays_saves_continue_as_games_in_progress(app, fixture):
    path = flow.legacy_autosave_path()
    shutil.copyfile(FIXTURES / fixture, path)
    scene = continue_from_menu(app)
    assert scene.autosave_path == path
    _plays_on(app, scene)


# -- the bad-file corpus through the Load screen and Continue -------------------------------------


@contextmanager
def deadline(seconds):
    """Fail instead of hanging (a FIFO opened for reading blocks for good); POSIX only."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def expire(signum, frame):
        raise AssertionError(f"no answer after {seconds} s: the window hangs")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _says(text, case):
    assert text and re.search(case.save, text, re.IGNORECASE), (case.name, text)
    assert "Traceback" not in text and "\n" not in text.strip(), text


def _answers(app):
    """The window still runs: frames are drawn and Escape still closes what is open."""
    for _ in range(3):
        app.step(0.016, [])
    assert app.running
    app.render()


def _cancel(app, dialog):
    """The last choice of a dialog is the harmless one (Cancel, Close): nothing is opened."""
    click(app, dialog.widgets[-1].rect.center)
    assert app.top is not dialog
    assert not any(isinstance(s, GameScene) for s in app.stack)


def _load_screen_says(app, case, path, section):
    load = LoadGame(app)
    app.reset(MainMenu(app), load)
    assert load.select_path(path), f"{case.name}: listed"
    rows = load.sections[section]
    row = describe_save(next(info for info in rows if info.path == path))
    if row.warn:
        _says(row.detail, case)
        assert not load.load_button.enabled
    else:
        click(app, load.load_button.rect.center)
        dialog = app.top
        assert isinstance(dialog, Dialog), f"{case.name}: a readable save that cannot be played"
        _says(dialog.message, case)
        if case.outcome == "mismatch":
            assert dialog.choices[0][0] == REPLAYED
        _cancel(app, dialog)
    _answers(app)
    key(app, pygame.K_ESCAPE)  # back to the main menu
    assert isinstance(app.top, MainMenu)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_bad_autosave_is_a_sentence_on_the_load_screen_and_at_continue(app, case):
    path = flow.autosave_dir() / f"{case.name}.json"
    case.write(path)
    before = snapshot(path)
    with deadline(30):
        menu = MainMenu(app)
        app.reset(menu)
        cont = button(menu, "Continue")
        if cont.enabled:
            click(app, cont.rect.center)
            dialog = app.top
            assert isinstance(dialog, Dialog), f"{case.name}: Continue gives a sentence"
            _says(dialog.message, case)
            _cancel(app, dialog)
        else:
            _says(cont.tooltip, case)
        _answers(app)
        _load_screen_says(app, case, path, 0)
    assert snapshot(path) == before


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_bad_named_save_is_listed_with_its_sentence(app, case):
    path = paths.saves_dir() / f"{case.name}.json"
    case.write(path)
    before = snapshot(path)
    with deadline(30):
        menu = MainMenu(app)
        app.reset(menu)
        assert not button(menu, "Continue").enabled, "a named save is no game in progress"
        _load_screen_says(app, case, path, 1)
    assert snapshot(path) == before
