"""The one headless match runner (issue 14, item 7): every seat's bot is seeded by one rule,
bots play a game to its end, the autosave hook is called after every human action and once
per bot turn, and several humans with secrets hand the screen over."""

import time

import pytest

from anno_desktop import games
from anno_desktop.ai.arena import play_game
from anno_desktop.ai.levels import make_bot
from anno_desktop.ai.runner import HINT_ITERATIONS, MatchRunner, bot_seed
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.match import Match, Seat
from anno_desktop.engine.rules import Action


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(games.GAME_MODULES, "toy", "tests.engine.toygame")
    return games.get_game("toy").rules


def bots(count=2, level="random"):
    return [Seat(name=f"Bot {i}", kind="bot", level=level) for i in range(count)]


def match(rules, seats, seed=7):
    return Match(rules, rules.options_model(players=len(seats)), seed, seats)


def log(m):
    return [a.to_json() for a in m.log]


class Writes:
    """An autosave hook that records the log length of every write (and can refuse)."""

    def __init__(self, ok=True):
        self.lengths = []
        self.ok = ok

    def __call__(self, m):
        self.lengths.append(len(m.log))
        return self.ok


def test_a_seats_bot_seed_is_the_match_seed_times_1009_plus_the_seat():
    assert bot_seed(0, 0) == 0
    assert bot_seed(5, 1) == 5 * 1009 + 1
    assert bot_seed(200, 3) == 201_803


def test_the_runners_bots_are_the_levels_bots_with_that_seed(toy):
    played = match(toy, bots(), seed=11)
    MatchRunner(played).play_bots(10_000)
    # The same game again, with bots made by hand from the rule.
    again = match(toy, bots(), seed=11)
    hand = [make_bot("toy", "random", 11 * 1009 + seat) for seat in range(2)]
    while (seat := again.to_act()) is not None:
        legal = again.legal_actions()
        again.submit(hand[seat].choose(Decision(toy, again.state, seat, legal)))
    assert log(played) == log(again)
    other = match(toy, bots(), seed=12)
    MatchRunner(other).play_bots(10_000)
    assert log(other) != log(played), "another seed is another game"


def test_bots_play_a_game_to_its_end_and_simulate_plays_the_same_game(toy):
    m = match(toy, bots(), seed=3)
    runner = MatchRunner(m)
    played = runner.play_bots(10_000)
    assert m.result() is not None and runner.bot_to_act() is None
    assert played == len(m.log) > 0
    record = play_game("toy", m.options, ["random", "random"], 3, keep_match=True)
    assert record.error is None and log(record.match) == log(m)
    assert record.actions == len(m.log) and record.result == m.result()


def test_play_bots_stops_at_the_limit_and_at_a_human(toy):
    m = match(toy, [Seat(name="Bot", level="random"), Seat(name="Ann", kind="human")], seed=8)
    runner = MatchRunner(m)
    assert runner.play_bots(1) == 1 and len(m.log) == 1
    runner.play_bots(10_000)
    assert runner.human_to_act() == 1 and runner.bot_to_act() is None
    assert runner.play_bots(10_000) == 0


def test_decisions_with_a_choice_are_timed_per_seat(toy):
    m = match(toy, bots(), seed=4)
    runner = MatchRunner(m)
    runner.play_bots(10_000)
    # A roll is the only legal action at the start of a turn: it is not a decision to time.
    assert 0 < sum(map(len, runner.decision_seconds)) < len(m.log)
    assert all(t >= 0 for times in runner.decision_seconds for t in times)


def test_the_worker_thread_plays_the_same_game_as_playing_here(toy):
    here = match(toy, bots(), seed=9)
    MatchRunner(here).play_bots(10_000)
    threaded = match(toy, bots(), seed=9)
    runner = MatchRunner(threaded)
    deadline = time.monotonic() + 30
    while threaded.result() is None and time.monotonic() < deadline:
        runner.start_bot()
        answer = runner.poll_bot()
        if answer is not None:
            action, error = answer
            assert error is None
            runner.submit(action)
        time.sleep(0.0005)
    assert log(threaded) == log(here)


def test_a_bots_answer_waits_for_the_pace(toy):
    runner = MatchRunner(match(toy, bots(), seed=2))
    assert runner.start_bot()
    assert not runner.start_bot(), "one decision at a time"
    deadline = time.monotonic() + 10
    while not runner.worker.has_result and time.monotonic() < deadline:
        time.sleep(0.001)
    assert runner.poll_bot(pace=60) is None, "the move is shown no sooner than the pace"
    assert runner.poll_bot(pace=0) is not None


def test_halted_bots_are_not_asked(toy):
    runner = MatchRunner(match(toy, bots(), seed=2))
    runner.halted = True
    assert not runner.start_bot() and not runner.worker.busy


def test_every_human_action_is_written(toy):
    m = match(toy, [Seat(name="Ann", kind="human"), Seat(name="Bot", level="random")], seed=3)
    writes = Writes()
    runner = MatchRunner(m, autosave=writes)
    runner.autosave()
    assert writes.lengths == [], "a game nobody moved in has nothing to keep"
    for _ in range(2):
        runner.submit(m.legal_actions()[0])
        assert writes.lengths[-1] == len(m.log)
    assert writes.lengths == [1, 2]


def test_a_bot_turn_is_written_once_when_it_ends(toy):
    m = match(toy, [Seat(name="Bot", level="random"), Seat(name="Ann", kind="human")], seed=8)
    writes = Writes()
    runner = MatchRunner(m, autosave=writes)
    runner.play_bots(1)
    assert writes.lengths == [], "mid-turn: not yet"
    runner.play_bots(10_000)
    assert runner.human_to_act() == 1 and writes.lengths == [len(m.log)]
    runner.autosave()
    assert writes.lengths == [len(m.log)], "unchanged since: not written again"


def test_closing_mid_bot_turn_writes_what_the_bot_did(toy):
    m = match(toy, [Seat(name="Bot", level="random"), Seat(name="Ann", kind="human")], seed=8)
    writes = Writes()
    runner = MatchRunner(m, autosave=writes)
    runner.play_bots(1)
    runner.autosave()
    runner.close()
    assert writes.lengths == [1]


def test_a_save_just_opened_is_not_written_until_it_changes(toy):
    m = match(toy, [Seat(name="Ann", kind="human"), Seat(name="Bot", level="random")], seed=3)
    m.submit(m.legal_actions()[0])
    writes = Writes()
    runner = MatchRunner(m, autosave=writes, on_disk=True)
    runner.autosave()
    assert writes.lengths == []
    runner.submit(m.legal_actions()[0])
    assert writes.lengths == [2]


def test_a_refused_write_is_tried_again_at_the_next_chance(toy):
    m = match(toy, [Seat(name="Ann", kind="human"), Seat(name="Bot", level="random")], seed=3)
    writes = Writes(ok=False)
    runner = MatchRunner(m, autosave=writes)
    runner.submit(m.legal_actions()[0])
    writes.ok = True
    runner.autosave()
    assert writes.lengths == [1, 1]


def test_undo_writes_the_game_as_it_is_after_the_take_back(toy):
    m = match(toy, [Seat(name="Ann", kind="human"), Seat(name="Bot", level="random")], seed=5)
    writes = Writes()
    runner = MatchRunner(m, autosave=writes)
    runner.submit(m.legal_actions()[0])  # rolls a 3: the roll is a barrier
    runner.submit(Action("step", (1,)))  # two steps left: still Ann's decision
    assert runner.undo() and len(m.log) == 1
    assert writes.lengths == [1, 2, 1]
    assert not runner.undo(), "never past the roll"


def test_two_humans_with_secrets_hand_the_screen_over(toy):
    humans = [Seat(name="Ann", kind="human"), Seat(name="Ben", kind="human")]
    runner = MatchRunner(match(toy, humans))
    assert runner.hand_off_needed and runner.first_viewer() is None
    assert runner.new_human(None) == 0 and runner.new_human(0) is None
    open_game = MatchRunner(match(toy, humans), hidden_information=False)
    assert not open_game.hand_off_needed and open_game.first_viewer() == 0
    alone = MatchRunner(match(toy, [humans[0], Seat(name="Bot", level="random")]))
    assert not alone.hand_off_needed and alone.first_viewer() == 0


def test_an_end_of_turn_is_told_from_a_step_that_keeps_the_turn(toy):
    m = match(toy, [Seat(name="Ann", kind="human"), Seat(name="Bot", level="random")], seed=3)
    runner = MatchRunner(m)
    runner.submit(m.legal_actions()[0])
    for action in m.legal_actions():
        trial = m.state.clone()
        toy.apply(trial, action)
        assert runner.passes_decision(action) == (toy.to_act(trial) != 0)
    assert len(m.log) == 1, "a trial never plays the move"


# -- the Hint (issue 20 item 3) -----------------------------------------------------------------


def _one_human(game_id, seed=4, **options):
    rules = games.get_game(game_id).rules
    opts = rules.options_model(**options)
    seats = [Seat(name="Ann", kind="human")]
    seats += [Seat(name=f"Bot {i}", kind="bot", level="normal") for i in range(1, opts.players)]
    m = Match(rules, opts, seed, seats)
    MatchRunner(m).play_bots(1000)
    return m


@pytest.mark.parametrize("game_id", games.available_games())
def test_the_hint_asks_hard_at_its_measured_iterations(game_id):
    runner = MatchRunner(_one_human(game_id))
    assert runner.hint_level == "hard" and game_id in HINT_ITERATIONS
    action, _reason = runner.hint(0)
    assert action in runner.match.legal_actions()
    assert runner._hint_bot.iterations == HINT_ITERATIONS[game_id]


def test_a_game_without_bots_of_its_own_gives_no_hint(toy):
    runner = MatchRunner(match(toy, [Seat(name="Ann", kind="human"), *bots(1)]))
    assert runner.hint_level is None and runner.hint(0) is None
    assert not runner.start_hint(0)


MISSION_2_GOALS = ("engineer cubes: 3", "Dynamite factory built", "population cards fulfilled: 10")


def test_an_anno1800_hint_names_the_goal_its_move_is_for():
    from anno_desktop.games.anno1800_solo.hard import hint_reason

    m = _one_human("anno1800-solo", mission=2)
    action, reason = MatchRunner(m).hint(0)
    assert reason == hint_reason(m.view(0), action)
    assert reason.startswith("for ")
    assert any(reason.endswith(f"for the goal \u201c{g}\u201d") for g in MISSION_2_GOALS)


def test_the_hint_and_its_reason_never_depend_on_hidden_information():
    from anno_desktop.engine.rng import Rng

    m = _one_human("anno1800-solo", mission=6)
    rules = m.rules
    other_state = rules.determinize(rules.view(m.state, 0), Rng(77))
    other_state.rng = Rng(4242)
    assert other_state.decks != m.state.decks or other_state.stack != m.state.stack
    other = Match(rules, m.options, m.seed, m.seats, state=other_state)
    assert MatchRunner(other).hint(0) == MatchRunner(m).hint(0)


def test_a_hint_thinks_beside_the_window_and_a_move_drops_it():
    m = _one_human("anno1701-cards")
    runner = MatchRunner(m)
    assert runner.start_hint(0) and not runner.start_hint(0)  # one at a time
    deadline = time.monotonic() + 30
    while (answer := runner.poll_hint()) is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert answer == MatchRunner(m).hint(0)
    runner.start_hint(0)
    runner.submit(answer[0])
    time.sleep(0.5)
    assert runner.poll_hint() is None  # it was for the position before the move
    runner.close()
