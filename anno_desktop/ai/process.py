"""Bots that think in a child process, so a long search never holds the window's GIL.

A thinking bot on a thread of the UI process takes the interpreter lock for most of its
second and the window drops from 60 to about 40 frames a second (BENCHMARKS.md). `ProcessBot`
is a stand-in with the same `choose`/`cancel` as the bot it hosts: the decision's view goes
to a child process (one per game scene, serving all its thinking seats), the child's bot
decides there, and the action comes back. The child ends when its pipe closes, also when the
window's process is killed.

If the child cannot be started or dies, the bot decides in this process instead: slower
frames, but the game goes on.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import threading
from multiprocessing.connection import Connection
from typing import Any

from anno_desktop.ai.levels import Budget, make_bot
from anno_desktop.engine.bots import Bot, Decision
from anno_desktop.engine.rules import Action

log = logging.getLogger(__name__)

# spawn, not fork: a forked copy of a process running SDL and threads is not safe.
CONTEXT = multiprocessing.get_context("spawn")
# Seconds beyond its time budget a bot process may take to answer before it counts as hung
# (starting the child and importing a game takes a second or two; an iteration budget more).
ANSWER_TIMEOUT = 120.0


class BotHost:
    """One child process that hosts bots for one game; `bot(...)` makes a stand-in."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._lock = threading.Lock()
        self._asking = threading.Lock()  # one decision on the pipe at a time
        self._process: Any = None
        self._jobs: Connection | None = None
        self._control: Connection | None = None
        self._job = 0
        self.closed = False  # closed with its table: asks are refused, nothing restarts

    def bot(self, level: str, seed: int, budget: Budget) -> ProcessBot:
        return ProcessBot(self, level, seed, budget)

    def start(self) -> bool:
        """Start the child (if it is not running); False if that is impossible here."""
        with self._lock:
            if self._process is not None and self._process.is_alive():
                return True
            try:
                jobs, child_jobs = CONTEXT.Pipe()
                control, child_control = CONTEXT.Pipe()
                process = CONTEXT.Process(
                    target=serve,
                    args=(self.game_id, child_jobs, child_control),
                    name=f"anno-desktop bots ({self.game_id})",
                    daemon=True,
                )
                process.start()
            except (OSError, RuntimeError) as exc:
                log.warning("bot process could not start: %s", exc)
                return False
            child_jobs.close()
            child_control.close()
            self._process, self._jobs, self._control = process, jobs, control
            return True

    def ask(self, key: tuple[str, int, Budget], decision: Decision) -> Action:
        """The hosted bot's answer; raises OSError/EOFError when the child is gone or hangs."""
        with self._asking:
            if self.closed or not self.start() or self._jobs is None:
                raise OSError("no bot process")
            jobs, process = self._jobs, self._process  # `close` may clear them meanwhile
            self._job += 1
            jobs.send((self._job, key, decision.seat, decision.view, decision.legal))
            if not jobs.poll(ANSWER_TIMEOUT + key[2].seconds):
                process.terminate()  # a child that stopped answering is replaced
                raise OSError("the bot process did not answer")
            _, action, error = jobs.recv()
        if error is not None:
            raise RuntimeError(error)
        return action

    def cancel(self) -> None:
        """Ask the decision in progress to stop now and answer with what it has."""
        if self._control is not None:
            with contextlib.suppress(OSError):
                self._control.send(self._job)

    def close(self) -> None:
        with self._lock:
            self.closed = True
            for conn in (self._jobs, self._control):
                if conn is not None:
                    conn.close()
            if self._process is not None:
                self._process.join(timeout=2)
                if self._process.is_alive():
                    self._process.terminate()
            self._process = self._jobs = self._control = None


class ProcessBot:
    """A bot of `level` deciding in the host's child process (or here, if that fails)."""

    def __init__(self, host: BotHost, level: str, seed: int, budget: Budget) -> None:
        self.host = host
        self.key = (level, seed, budget)
        self._local: Bot | None = None

    @property
    def thinks_here(self) -> bool:
        """True once the child failed and the bot decides in this process."""
        return self._local is not None

    def choose(self, decision: Decision) -> Action:
        if self._local is None:
            try:
                return self.host.ask(self.key, decision)
            except (OSError, EOFError) as exc:
                if self.host.closed:
                    # the table closed while its bot thought: nobody waits for this answer,
                    # so no second of search here for it
                    return decision.legal[0]
                log.warning("bot process failed (%s); the bot now thinks in this process", exc)
                level, seed, budget = self.key
                self._local = make_bot(self.host.game_id, level, seed, budget)
        return self._local.choose(decision)

    def cancel(self) -> None:
        if self._local is not None:
            stop = getattr(self._local, "cancel", None)
            if stop is not None:
                stop()
        else:
            self.host.cancel()


def serve(game_id: str, jobs: Connection, control: Connection) -> None:
    """The child: answer decisions until the pipe closes; a cancel stops the current one."""
    from anno_desktop.games import get_game

    rules = get_game(game_id).rules
    bots: dict[tuple[str, int, Budget], Bot] = {}
    current: list[Any] = [None, None]  # job number and bot deciding now

    def watch() -> None:
        while True:
            try:
                job = control.recv()
            except (EOFError, OSError):
                return
            number, bot = current
            if number == job and bot is not None and hasattr(bot, "cancel"):
                bot.cancel()

    threading.Thread(target=watch, name="cancel", daemon=True).start()
    while True:
        try:
            job, key, seat, view, legal = jobs.recv()
        except (EOFError, OSError):
            return
        try:
            bot = bots.get(key)
            if bot is None:
                level, seed, budget = key
                bot = bots[key] = make_bot(game_id, level, seed, budget)
            current[:] = [job, bot]
            answer = (job, bot.choose(Decision.seen(rules, view, seat, legal)), None)
        except Exception as exc:  # reported to the window like a bot bug on a thread
            log.exception("bot failed")
            answer = (job, None, f"{type(exc).__name__}: {exc}")
        finally:
            current[:] = [None, None]
        try:
            jobs.send(answer)
        except (OSError, ValueError):
            return
