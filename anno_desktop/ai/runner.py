"""The one headless match runner: who decides next, each seat's bot, autosave and hand-off.

`simulate`, `tournament`, screenshots and the game window all play bots through `MatchRunner`,
so a window game with seed S whose humans play as bots of the same levels is the game
`simulate` plays with seed S. The window asks its bots on a worker thread (`start_bot`,
`poll_bot`), the others here and now (`play_bots`); both make the same bots the same way.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable

from anno_desktop.ai.levels import DEFAULT_BUDGET, Budget, make_bot
from anno_desktop.ai.process import BotHost
from anno_desktop.engine.bots import Bot, Decision
from anno_desktop.engine.match import Match
from anno_desktop.engine.rules import Action, Event
from anno_desktop.games import get_game

log = logging.getLogger(__name__)

# Seat `i` of a game with seed S gets the bot seed S * SEED_STRIDE + i. This is the rule the
# tournaments in BENCHMARKS.md were measured with; the window uses it too.
SEED_STRIDE = 1009
# The Hint asks `hard` in the games where it was measured stronger than `normal`, at the
# iterations of those measurements (BENCHMARKS.md): a fixed count, so it answers as quickly and
# the same whatever the machine's load. Any other game's hint is its `normal` bot's move.
HINT_ITERATIONS = {"anno1701": 100, "anno1701-cards": 96, "anno1800-solo": 8, "santa-maria": 1}
HINT_FALLBACK = "normal"


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot playing `seat` in the game of `match_seed` (everywhere the same)."""
    return match_seed * SEED_STRIDE + seat


def seat_bot(game_id: str, level: str, match_seed: int, seat: int, budget: Budget) -> Bot:
    """The bot of `level` that plays `seat` in the game of `match_seed`, in this process."""
    return make_bot(game_id, level, bot_seed(match_seed, seat), budget)


class BotWorker:
    """Runs bot decisions one at a time on a daemon thread; results are collected by polling.

    The thread lives as long as the worker (a new thread per decision cost the window a
    thread start, and a wait for it, on every bot move).
    """

    def __init__(self) -> None:
        self._results: queue.Queue[tuple[int, Action | None, str | None]] = queue.Queue()
        self._jobs: queue.Queue[tuple[int, Callable[[], Action]]] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._stop: Callable[[], None] | None = None
        self._running = -1  # the generation of the decision in progress, -1 when idle
        self.generation = 0
        self.started_at = 0.0

    @property
    def busy(self) -> bool:
        return self._running == self.generation

    def start(self, choose: Callable[[], Action], stop: Callable[[], None] | None = None) -> None:
        """Run `choose` on the thread; `stop` asks it to finish early (a searching bot's cancel)."""
        self._stop = stop
        self._running = self.generation
        self.started_at = time.monotonic()
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="bot", daemon=True)
            self._thread.start()
        self._jobs.put((self.generation, choose))

    def _work(self) -> None:
        while True:
            generation, choose = self._jobs.get()
            try:
                answer = (generation, choose(), None)
            except Exception as exc:  # a bot bug is reported in the UI, not a dead thread
                log.exception("bot failed")
                answer = (generation, None, f"{type(exc).__name__}: {exc}")
            self._results.put(answer)

    @property
    def has_result(self) -> bool:
        return not self._results.empty()

    def cancel(self) -> None:
        """Forget the decision in progress: a search is told to stop, the result is dropped."""
        if self._stop is not None and self.busy:
            self._stop()
        self.generation += 1

    def poll(self) -> tuple[Action | None, str | None] | None:
        while True:
            try:
                generation, action, error = self._results.get_nowait()
            except queue.Empty:
                return None
            if generation == self.generation:
                self._running = -1
                return action, error


class MatchRunner:
    """Plays a match's bot seats and says when to autosave and when to hand the screen over.

    `autosave(match)` writes the game and answers whether it could; it is called after every
    human action, once a bot's turn is over and by `autosave()` (on close). `hard_in_child`
    makes `hard` seats think in a child process (the window's frame rate needs its GIL).
    """

    def __init__(
        self,
        match: Match,
        *,
        budget: Budget = DEFAULT_BUDGET,
        autosave: Callable[[Match], bool] | None = None,
        on_disk: bool = False,
        hidden_information: bool | None = None,
        hard_in_child: bool = False,
    ) -> None:
        self.match = match
        self.game_id = match.rules.id
        self.budget = budget
        self.hard_in_child = hard_in_child
        self.bots: dict[int, Bot] = {}
        self.host: BotHost | None = None  # the child process of the `hard` seats, once asked
        self.worker = BotWorker()
        self.halted = False  # nothing a bot could do went through: stop asking
        # seconds each seat's bot took per decision that had more than one legal action
        self.decision_seconds: list[list[float]] = [[] for _ in match.seats]
        self._save = autosave
        # The log as last written (`on_disk`: the match as it stands is saved already).
        self._saved_log: list[Action] | None = list(match.log) if on_disk else None
        self._saved_turn = match.turn()
        # Several humans hand the screen over unless the game has no secrets at all: comparing
        # views is not enough (Santa Maria's hidden points are all 0 at the start).
        several = len(match.humans()) >= 2
        self.hand_off_needed = several and hidden_information is not False
        self._hint_bot: Bot | None = None
        self.hint_worker = BotWorker()  # hints think beside the bots' worker, never in its way
        self._hint_seat = -1

    # -- who decides -------------------------------------------------------------------------

    def bot_to_act(self) -> int | None:
        """The seat to decide now if a bot plays it, else None."""
        seat = self.match.to_act()
        return None if seat is None or self.match.seats[seat].is_human else seat

    def human_to_act(self) -> int | None:
        """The seat to decide now if a human plays it, else None."""
        seat = self.match.to_act()
        return seat if seat is not None and self.match.seats[seat].is_human else None

    def first_viewer(self) -> int | None:
        """Whose view the screen shows first: nobody's while a hand-off is due."""
        if self.hand_off_needed:
            return None
        humans = self.match.humans()
        seat = self.human_to_act()
        return seat if seat is not None else (humans[0] if humans else None)

    def new_human(self, viewer: int | None) -> int | None:
        """The human who decides now when the screen shows another seat's view, else None."""
        seat = self.human_to_act()
        return seat if seat is not None and seat != viewer else None

    def passes_decision(self, action: Action) -> bool:
        """Whether `action` would hand the decision to another seat (False if it is illegal:
        the real submit says why)."""
        try:
            trial = self.match.state.clone()
            self.match.rules.apply(trial, action)
        except Exception:
            return False
        return self.match.rules.to_act(trial) != self.match.to_act()

    # -- bots --------------------------------------------------------------------------------

    def bot(self, seat: int) -> Bot:
        """The seat's bot, made on first use with the one seeding rule (`bot_seed`)."""
        if seat not in self.bots:
            level = self.match.seats[seat].level or "random"
            if level == "hard" and self.hard_in_child:
                if self.host is None:
                    self.host = BotHost(self.game_id)
                seed = bot_seed(self.match.seed, seat)
                self.bots[seat] = self.host.bot(level, seed, self.budget)
            else:
                self.bots[seat] = seat_bot(self.game_id, level, self.match.seed, seat, self.budget)
        return self.bots[seat]

    def decide(self, seat: int) -> Action:
        """The seat's bot's choice here and now, timed when it had a choice to make."""
        rules, state = self.match.rules, self.match.state
        legal = rules.legal_actions(state)
        started = time.perf_counter()
        action = self.bot(seat).choose(Decision(rules, state, seat, legal))
        if len(legal) > 1:
            self.decision_seconds[seat].append(time.perf_counter() - started)
        return action

    def play_bots(self, limit: int, on_events: Callable[[list[Event]], None] | None = None) -> int:
        """Play bot decisions until a human must decide, the game ends or `limit` actions are
        played; returns how many were. An answer the worker thread was preparing is dropped."""
        self.worker.cancel()
        played = 0
        while played < limit and (seat := self.bot_to_act()) is not None:
            events = self.submit(self.decide(seat))
            played += 1
            if on_events is not None:
                on_events(events)
        return played

    def start_bot(self) -> bool:
        """Ask the bot to act on the worker thread, with a clone of the state so nobody races
        it; False when no bot is due, one is thinking or its answer waits to be collected."""
        seat = self.bot_to_act()
        # An answer waiting after this frame's poll belongs to this decision: asking again
        # would take the second answer for the next decision and make games unrepeatable.
        if seat is None or self.halted or self.worker.busy or self.worker.has_result:
            return False
        state, rules, bot = self.match.state.clone(), self.match.rules, self.bot(seat)

        def decide() -> Action:
            # the legal actions too are the bot thread's work: in Anno 1800 they cost about
            # as much as drawing the frame
            return bot.choose(Decision(rules, state, seat, rules.legal_actions(state)))

        self.worker.start(decide, getattr(bot, "cancel", None))
        return True

    def poll_bot(self, pace: float = 0.0) -> tuple[Action | None, str | None] | None:
        """The worker's (action, error) once it answered and `pace` seconds passed since it
        was asked (so a bot's move stays on screen that long), else None."""
        if not (self.worker.busy or self.worker.has_result):
            return None
        if time.monotonic() - self.worker.started_at < pace:
            return None
        return self.worker.poll()

    @property
    def hint_level(self) -> str | None:
        """The level that gives hints, if this game has one."""
        if self.game_id in HINT_ITERATIONS:
            return "hard"
        return HINT_FALLBACK if HINT_FALLBACK in get_game(self.game_id).bots else None

    def hint(self, seat: int) -> tuple[Action, str | None] | None:
        """The move the hint level would make from `seat`'s own view (never played), and why
        where its bot can say (a game's `hard` bot's `explain(view, action)`), here and now."""
        if self.hint_level is None:
            return None
        return self._hint_job(seat)()

    def start_hint(self, seat: int) -> bool:
        """Ask for `seat`'s hint on the hint worker (`poll_hint` collects it); False when this
        game has no hint level or one is being thought of."""
        if self.hint_level is None or self.hint_worker.busy:
            return False
        self._hint_seat = seat
        job = self._hint_job(seat)
        self.hint_worker.start(job, getattr(self._hint_bot, "cancel", None))
        return True

    def poll_hint(self) -> tuple[Action, str | None] | None:
        """The hint asked by `start_hint` once it is ready (None before, or when it failed or
        the decision it was for is past)."""
        outcome = self.hint_worker.poll()
        if outcome is None or outcome[0] is None or self.human_to_act() != self._hint_seat:
            return None
        return outcome[0]

    def _hint_job(self, seat: int) -> Callable[[], tuple[Action, str | None]]:
        level = self.hint_level or HINT_FALLBACK
        if self._hint_bot is None:
            budget = Budget(iterations=HINT_ITERATIONS.get(self.game_id))
            if level == "hard" and self.hard_in_child:
                if self.host is None:
                    self.host = BotHost(self.game_id)
                self._hint_bot = self.host.bot(level, self.match.seed, budget)
            else:
                self._hint_bot = make_bot(self.game_id, level, self.match.seed, budget)
        bot, rules, state = self._hint_bot, self.match.rules, self.match.state.clone()
        explain = getattr(get_game(self.game_id).bots.get(level), "explain", None)

        def job() -> tuple[Action, str | None]:
            decision = Decision(rules, state, seat, rules.legal_actions(state))
            action = bot.choose(decision)
            return action, explain(decision.view, action) if explain is not None else None

        return job

    def close(self) -> None:
        """Let the bots go: the thinking one is told to stop, the child process ends."""
        self.worker.cancel()
        self.hint_worker.cancel()
        if self.host is not None:
            self.host.close()
            self.host = None

    # -- changes and autosave --------------------------------------------------------------

    def submit(self, action: Action) -> list[Event]:
        """Play the pending seat's action (the engine's IllegalAction passes), then autosave."""
        seat = self.match.to_act()
        events = self.match.submit(action)
        self.hint_worker.cancel()  # a hint being thought of was for the position before
        self.autosave_after(seat)
        return events

    def undo(self) -> bool:
        """Take back the human's latest action (dropping any bot answer); False if none."""
        self.worker.cancel()
        self.hint_worker.cancel()
        if not self.match.undo():
            return False
        self.autosave()
        return True

    def autosave_after(self, seat: int | None) -> None:
        """Autosave after `seat` acted: after every action of a human, after a bot's only once
        its turn is over (the decision passed to another seat, or the game's turn moved on), so
        a bot playing 40 moves in a row is written once; a kill loses at most the bot's turn in
        progress."""
        if self._save is None:
            return
        bot_turn_goes_on = (
            seat is not None
            and not self.match.seats[seat].is_human
            and self.match.to_act() == seat
            and self.match.turn() == self._saved_turn
        )
        if not bot_turn_goes_on:
            self.autosave()

    def autosave(self) -> None:
        """Write the game if it changed since it was written. A game nobody has moved in yet
        has nothing to lose and is not written."""
        match = self.match
        if self._save is None or not match.log or self._saved_log == match.log:
            return
        if self._save(match):
            self._saved_log = list(match.log)
            self._saved_turn = match.turn()
