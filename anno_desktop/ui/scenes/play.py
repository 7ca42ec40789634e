"""The shared play flow every game scene builds on (GameScene).

It owns a `Match`, lets bots think on a worker thread (with a clone of the state, so the UI
never races them), shows the legal actions as buttons, keeps the game log, undo, autosave and
save/load, and covers the screen between hot-seat humans when the game hides information.
A game's own scene overrides only `draw_board` (and, if it wants clicks on the board,
`board_event` and `on_events` for animations).
"""

from __future__ import annotations

import logging
import queue
import random
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.match import Match
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.saves import to_save, write_save
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.art.textures import display_ready, wood
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, game_icon
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.dice import TUMBLE_SECONDS
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel
from anno_desktop.ui.widgets.scroll import ScrollColumn, TextLog

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

log = logging.getLogger(__name__)

TOP_BAR = 64
SIDE_COLUMN = 370
MARGIN = 14
LOG_LINES_KEPT = 400
# Engines call seats "Player 1" …; the log shows the names the players chose instead.
PLAYER_NUMBER = re.compile(r"\bPlayer (\d)\b")


BarEntry = tuple[str, Callable[[], None], Action | None, list[Action]]


def kind_title(kind: str) -> str:
    return kind.replace("_", " ").replace("-", " ").strip().capitalize() or "Actions"


# The sound of an action, by the kinds of its events (the four games share these words);
# the first that matches wins, so one action makes one sound.
EVENT_SOUNDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("chime", frozenset({"favour", "win", "festival", "conquest"})),
    ("build", frozenset({"build", "place", "upgrade", "lodge", "free_build", "post"})),
    ("coins", frozenset({"trade", "accept", "sold", "buy", "income", "tax", "gold", "bank"})),
    ("sail", frozenset({"sail", "ship", "voyage", "explore", "expedition"})),
    ("card", frozenset({"draw", "pick", "reveal", "play", "draft", "order", "flip"})),
)


def event_sound(events: list[Event], roll_events: frozenset[str]) -> str | None:
    kinds = {e.kind for e in events}
    if kinds & roll_events:
        return "dice"
    return next((sound for sound, words in EVENT_SOUNDS if kinds & words), None)


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


class GameScene(Scene):
    """Generic game screen; game-specific scenes subclass it and draw their own board."""

    # A game scene whose game has no secrets sets False (no hand-off between its humans).
    hidden_information: bool | None = None
    # Event kinds that roll dice; the scene's dice tumble for a moment after one.
    roll_events: frozenset[str] = frozenset()
    tumble_left = 0.0

    def __init__(
        self,
        app: App,
        match: Match,
        *,
        autosave: bool = True,
        autosave_path: Path | None = None,
        on_disk: bool = False,
    ) -> None:
        super().__init__(app)
        self.match = match
        # Off for screenshots: drawing a picture must not write an autosave.
        self.autosave_enabled = autosave
        # This game's own autosave; `on_disk`: the match as it stands is saved already (a
        # save just opened), so nothing is written until it changes.
        self.autosave_path = autosave_path
        if autosave and autosave_path is None:
            self.autosave_path = flow.new_autosave_path(match.rules.id)
        self._autosaved_log: list[Action] | None = list(match.log) if on_disk else None
        self._autosaved_turn = match.turn()
        # The seat whose decision was pending before the latest change: the one that acted.
        self._deciding: int | None = None
        self.rules = match.rules
        self.game_id = match.rules.id
        self.worker = BotWorker()
        self._bots: dict[int, Any] = {}
        self._bot_host: Any = None  # the child process of the `hard` bots, once one thinks
        self._hidden = self._has_hidden_information()
        # With secrets and several humans nobody sees the table until the first hand-off.
        self.viewer: int | None = None if self._hidden else self._first_viewer()
        self._pending_handoff = False
        self._over_shown = False
        self._view: Any = None
        self._view_key: tuple | None = None
        self.last_events: list[Event] = []
        self._board_failed = False
        self._backdrop: pygame.Surface | None = None
        self.bots_halted = False
        self._legal: list[Action] = []
        self._legal_key: tuple | None = None
        # Tooltips a board renderer registers while drawing (what an icon or a cell means).
        self.board_tips: list[tuple[pygame.Rect, str]] = []
        # Places on the board a click turns into an action (registered while drawing).
        self.board_zones: list[tuple[pygame.Rect, Action]] = []
        # Places on the board a click runs a callback for (look at a rival's board …).
        self.board_buttons: list[tuple[pygame.Rect, Callable[[], None]]] = []
        self.log = TextLog((0, 0, 10, 10), max_entries=LOG_LINES_KEPT)
        # The action bar's buttons: (button, its action or None for a panel, actions behind it)
        self.bar_choices: list[tuple[Button, Action | None, list[Action]]] = []
        self._hint_bot: Any = None
        self._replay_log()

    # -- set-up ------------------------------------------------------------------------------

    def _first_viewer(self) -> int | None:
        humans = self.match.humans()
        seat = self.match.to_act()
        if seat is not None and seat in humans:
            return seat
        return humans[0] if humans else None

    def _has_hidden_information(self) -> bool:
        """Whether a hot-seat game must cover the screen between its humans.

        Comparing two seats' views at the start is not enough (in Santa Maria everyone's hidden
        points are still 0), so several humans hand over unless the scene says there are no
        secrets in its game.
        """
        if len(self.match.humans()) < 2:
            return False
        return True if self.hidden_information is None else self.hidden_information

    def _replay_log(self) -> None:
        """Rebuild the log's text from the action list (after loading a save)."""
        if not self.match.log:
            self.log.add(f"A new game of {self.rules.title} begins.", face="italic")
            return
        events: list[Event] = []
        try:
            state = self.rules.new_game(self.match.options, self.match.seed)
            for action in self.match.log:
                events.extend(self.rules.apply(state, action))
        except Exception:  # the log is a courtesy; a replay problem must not block the game
            log.exception("could not rebuild the game log")
        self.log.add(f"Game resumed at turn {self.match.turn()}.", face="italic")
        for event in events[-LOG_LINES_KEPT:]:
            self.log_event(event)

    # -- what the screen shows ----------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def seat_look(self, seat: int) -> th.PlayerLook:
        return th.player_look(self.match.seats[seat].colour, seat)

    def view(self) -> Any:
        """The state as the current viewer may see it (cached until the state changes)."""
        key = (len(self.match.log), id(self.match.state), self.viewer)
        if key != self._view_key:
            self._view = self.match.view(self.viewer)
            self._view_key = key
        return self._view

    @property
    def human_to_act(self) -> int | None:
        seat = self.match.to_act()
        if seat is None or not self.match.seats[seat].is_human:
            return None
        if self._pending_handoff or self.viewer != seat:
            return None
        return seat

    # -- layout --------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        u = self.u
        m = u(MARGIN)
        top = u(TOP_BAR)
        side = u(SIDE_COLUMN)
        self.top_rect = pygame.Rect(0, 0, width, top)
        self.board_rect = pygame.Rect(m, top + m, width - side - 3 * m, height - top - 2 * m)
        column = pygame.Rect(self.board_rect.right + m, top + m, side, height - top - 2 * m)
        action_h = int(column.height * 0.58)
        self.action_panel = Panel((column.x, column.y, column.width, action_h))
        self.log_panel = Panel(
            (column.x, column.y + action_h + m, column.width, column.height - action_h - m)
        )
        inner = self.action_panel.inner(self.theme, 10)
        hint_w = u(92)
        self.action_title_rect = pygame.Rect(inner.x, inner.y, inner.width - hint_w, u(32))
        self.hint_button = Button(
            (inner.right - hint_w, inner.y - u(2), hint_w, u(34)),
            "Hint",
            self.hint,
            icon_name="light-bulb",
            size=th.SIZE_SMALL,
        )
        self.actions = ScrollColumn(
            (inner.x, inner.y + u(40), inner.width, inner.height - u(40)), gap=u(6)
        )
        log_inner = self.log_panel.inner(self.theme, 10)
        self.log_title = Label(
            (log_inner.x, log_inner.y, log_inner.width, u(30)),
            "Game log",
            face="display-bold",
            size=th.SIZE_LABEL + 3,
        )
        self.log.rect = pygame.Rect(
            log_inner.x, log_inner.y + u(34), log_inner.width, log_inner.height - u(34)
        )
        self.log._lines = None
        bw, bh = u(112), u(42)
        x = width - m - 4 * bw - 3 * u(10)
        y = (top - bh) // 2
        self.undo_button = Button(
            (x, y, bw, bh), "Undo", self.undo, icon_name="return-arrow", size=th.SIZE_BODY
        )
        self.top_buttons = [
            self.undo_button,
            Button(
                (x + (bw + u(10)), y, bw, bh),
                "Save",
                self.save_game,
                icon_name="save",
                size=th.SIZE_BODY,
                tooltip="Save this game to a new file.",
            ),
            Button(
                (x + 2 * (bw + u(10)), y, bw, bh),
                "Rules",
                self.open_rules,
                icon_name="rule-book",
                size=th.SIZE_BODY,
            ),
            Button(
                (x + 3 * (bw + u(10)), y, bw, bh),
                "Menu",
                self.open_menu,
                icon_name="hamburger-menu",
                size=th.SIZE_BODY,
                tooltip="Save, load, settings or back to the main menu (Esc).",
            ),
        ]
        left = u(58) + self._title_width() + u(20)
        self.banner_rect = pygame.Rect(left, u(8), x - left - u(16), top - u(16))
        self._backdrop = None
        self.widgets = [
            self.actions,
            self.log_title,
            self.log,
            self.hint_button,
            *self.top_buttons,
        ]
        self.refresh()

    def refresh(self) -> None:
        """Rebuild what depends on the state: action buttons, undo, banners."""
        u = self.u
        width = self.actions.rect.width - u(12)
        children: list[Any] = []
        self.bar_choices = []
        seat = self.human_to_act
        self.undo_button.enabled = seat is not None and self.match.can_undo()
        self.undo_button.tooltip = (
            "Take back your last move (Ctrl+Z)."
            if self.undo_button.enabled
            else "Nothing to take back: undo stops at dice rolls, card draws and the end of "
            "your turn."
        )
        self.hint_button.enabled = seat is not None and self._hint_level() is not None
        self.hint_button.tooltip = (
            "What would a good player do here? (H)"
            if self.hint_button.enabled
            else "Hints come when it is your move."
            if self._hint_level() is not None
            else "This game has no bot to ask for a hint."
        )
        if seat is not None:
            groups: dict[str, list[Action]] = {}
            for action in self.legal_for_viewer():
                groups.setdefault(self.action_group(action), []).append(action)
            for title, actions in groups.items():
                if len(groups) > 1:
                    children.append(
                        Label(
                            (0, 0, width, u(28)),
                            title,
                            face="display-bold",
                            size=th.SIZE_LABEL,
                            colour=th.INK_SOFT,
                        )
                    )
                for text, callback, action, members in self.bar_entries(title, actions):
                    number = len(self.bar_choices) + 1
                    tip = f"{text} (key {number})" if number <= 9 else text
                    height = Button.height_for(self.theme, text, width, th.SIZE_BODY, 3)
                    button = Button(
                        (0, 0, width, height),
                        text,
                        callback,
                        style="parchment",
                        align="left",
                        size=th.SIZE_BODY,
                        max_lines=3,
                        tooltip=tip,
                    )
                    children.append(button)
                    self.bar_choices.append((button, action, members))
        self.actions.set_children(children)
        self.app.dirty = True

    def action_group(self, action: Action) -> str:
        """The heading an action is listed under in the action bar."""
        return kind_title(action.kind)

    def bar_entries(self, title: str, actions: list[Action]) -> list[BarEntry]:
        """The action bar's buttons for one group, as (label, on click, the action or None,
        the actions it stands for). A game may fold many actions into one button (a panel)."""
        return [(self._describe(a), lambda a=a: self.choose(a), a, [a]) for a in actions]

    def _describe(self, action: Action) -> str:
        try:
            return self.with_names(self.rules.describe(self.match.state, action))
        except Exception:  # a missing description must not hide a legal move
            return str(action)

    # -- the flow of play ----------------------------------------------------------------------

    def on_enter(self) -> None:
        self._after_change()

    def on_resume(self) -> None:
        self.refresh()
        self._after_change()

    def choose(self, action: Action) -> None:
        """A human picked an action button (or clicked the board)."""
        seat = self.human_to_act
        if seat is None:
            return
        if self.app.settings.confirm_end_of_turn and self._ends_turn(action, seat):
            self.app.push(
                Dialog(
                    self.app,
                    "End your turn?",
                    f"{self._describe(action)}.",
                    [("End turn", lambda: self.submit(action)), ("Not yet", None)],
                )
            )
            return
        self.submit(action)

    def _ends_turn(self, action: Action, seat: int) -> bool:
        """True for an explicit end-of-turn or pass that hands the game to another seat."""
        if "end" not in action.kind and "pass" not in action.kind:
            return False
        try:
            trial = self.match.state.clone()
            self.rules.apply(trial, action)
        except Exception:  # an illegal trial is reported by the real submit
            return False
        return self.rules.to_act(trial) != seat

    def submit(self, action: Action) -> bool:
        """Hand `action` to the match; the engine's refusal becomes a message, never a crash."""
        try:
            events = self.match.submit(action)
        except IllegalAction as exc:
            self.app.toast(f"Not possible: {exc.reason}")
            return False
        except Exception as exc:  # an engine bug: keep the window and the autosave alive
            log.exception("the %s engine failed on %s", self.game_id, action)
            self.app.toast(
                f"The game engine failed on this move ({type(exc).__name__}: "
                f"{exc}). The autosave holds the game up to the move before it."
            )
            return False
        self._record(events)
        self._after_change()
        return True

    def _record(self, events: list[Event]) -> None:
        self.last_events = events
        for event in events:
            self.log_event(event)
        self.on_events(events)

    def log_event(self, event: Event) -> None:
        """One log line, with names for "Player N" and the acting seat's shape and colour."""
        if not event.text:
            return
        text = self.event_text(event)
        seat = event.seat
        if seat is None or not 0 <= seat < len(self.match.seats):
            self.log.add(text)
            return
        look = self.seat_look(seat)
        # Half ink, half seat colour: the seat is recognisable and the text stays readable.
        tint = tuple((c + i) // 2 for c, i in zip(look.colour, th.INK, strict=True))
        self.log.add(text, colour=tint, marker=look)

    def event_text(self, event: Event) -> str:
        return self.with_names(event.text)

    def with_names(self, text: str) -> str:
        """Engine text with the seats called by the names the players chose."""
        return PLAYER_NUMBER.sub(self._seat_by_number, text)

    def _seat_by_number(self, found: re.Match[str]) -> str:
        number = int(found.group(1))
        seats = self.match.seats
        return seats[number - 1].name if 1 <= number <= len(seats) else found.group(0)

    def _hint_level(self) -> str | None:
        from anno_desktop.games import get_game

        return "normal" if "normal" in get_game(self.game_id).bots else None

    def hint(self) -> None:
        """Show the move the `normal` bot would make from the player's own view (H)."""
        seat = self.human_to_act
        level = self._hint_level()
        if seat is None or level is None:
            return
        from anno_desktop.ai.levels import make_bot

        if self._hint_bot is None:
            self._hint_bot = make_bot(self.game_id, level, self.match.seed)
        legal = self.match.legal_actions()
        action = self._hint_bot.choose(Decision(self.rules, self.match.state, seat, legal))
        self.app.toast(f"Hint: {self._describe(action)}")

    def undo(self) -> None:
        if self.human_to_act is None or not self.match.can_undo():
            return
        self.worker.cancel()
        if self.match.undo():
            self.log.add("(a move was taken back)", face="italic", colour=th.INK_SOFT)
            self.last_events = []
            self._after_change()

    def _after_change(self) -> None:
        """After any change: autosave, game over, hand-off, or start a bot."""
        self._autosave_after(self._deciding)
        self._deciding = self.match.to_act()
        if self.app.top is not self:
            self.refresh()
            return
        if self.match.result() is not None:
            self.refresh()
            if not self._over_shown:
                self._over_shown = True
                from anno_desktop.ui.scenes.game_over import GameOver

                self.app.push(GameOver(self.app, self.match))
            return
        seat = self.match.to_act()
        if seat is not None and self.match.seats[seat].is_human and seat != self.viewer:
            if self._hidden:
                self._hand_off(seat)
                return
            self.viewer = seat
        self.refresh()
        self._maybe_start_bot()

    def _hand_off(self, seat: int) -> None:
        from anno_desktop.ui.scenes.handoff import HandOff

        self._pending_handoff = True
        self.refresh()

        def ready() -> None:
            self._pending_handoff = False
            self.viewer = seat
            self.refresh()

        self.app.push(HandOff(self.app, self.seat_name(seat), self.seat_look(seat), ready))

    def _bot(self, seat: int) -> Any:
        """The seat's bot; a searching (`hard`) bot thinks in a child process, so its second
        of search never holds this thread's GIL and the window keeps its frame rate."""
        if seat not in self._bots:
            from anno_desktop.ai.levels import Budget, make_bot

            level = self.match.seats[seat].level or "random"
            seed = self.match.seed * 31 + seat
            budget = Budget(self.app.settings.hard_bot_seconds)
            if level == "hard":
                if self._bot_host is None:
                    from anno_desktop.ai.process import BotHost

                    self._bot_host = BotHost(self.game_id)
                self._bots[seat] = self._bot_host.bot(level, seed, budget)
            else:
                self._bots[seat] = make_bot(self.game_id, level, seed, budget)
        return self._bots[seat]

    def on_exit(self) -> None:
        """The scene closes (quit, window closed, back to the menu, another game opened):
        whatever a bot has done of its turn so far is saved too."""
        try:
            self._autosave()
        finally:
            self.worker.cancel()
            if self._bot_host is not None:
                self._bot_host.close()
                self._bot_host = None

    def _maybe_start_bot(self) -> None:
        seat = self.match.to_act()
        # A bot that finished after this frame's poll has an answer waiting: asking again
        # would take the second answer for the next decision and make games unrepeatable.
        if seat is None or self.match.seats[seat].is_human or self.worker.busy:
            return
        if self.worker.has_result:
            return
        if self.bots_halted:
            return
        state = self.match.state.clone()
        bot = self._bot(seat)
        rules = self.rules

        def decide() -> Action:
            # the legal actions too are the bot thread's work: in Anno 1800 they cost about
            # as much as drawing the frame
            return bot.choose(Decision(rules, state, seat, rules.legal_actions(state)))

        self.worker.start(decide, getattr(bot, "cancel", None))

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self.tumble_left > 0:
            self.tumble_left = max(0.0, self.tumble_left - dt)
            changed = True
        outcome = None
        if self.worker.busy or self.worker.has_result:
            pace = self.app.settings.bot_pace_seconds
            if time.monotonic() - self.worker.started_at >= pace:
                outcome = self.worker.poll()
        if outcome is not None:
            action, error = outcome
            if action is None:
                legal = self.match.legal_actions()
                self.app.toast(f"A bot made a mistake ({error}); it plays its first option.")
                action = legal[0] if legal else None
            if action is not None and not self.submit(action):
                legal = self.match.legal_actions()
                if not legal or not self.submit(legal[0]):
                    # Nothing a bot can do goes through: stop asking instead of spinning.
                    self.bots_halted = True
            changed = True
        elif not self.worker.busy and self.app.top is self:
            self._maybe_start_bot()
        return changed

    def run_bots(self, limit: int = 5000) -> None:
        """Play bot moves synchronously until a human must decide (screenshots and tests)."""
        for _ in range(limit):
            seat = self.match.to_act()
            if seat is None or self.match.seats[seat].is_human:
                break
            self.worker.cancel()
            state = self.match.state.clone()
            legal = self.rules.legal_actions(state)
            action = self._bot(seat).choose(Decision(self.rules, state, seat, legal))
            self._record(self.match.submit(action))
            self._autosave_after(seat)
            self._deciding = self.match.to_act()
        self._after_change()

    # -- saving --------------------------------------------------------------------------------

    def _autosave_after(self, seat: int | None) -> None:
        """Autosave after `seat` acted: after every action of a human, after a bot's only once
        its turn is over (the decision passed to another seat, or the game's turn moved on), so
        a bot playing 40 moves in a row is written once; a kill loses at most the bot's turn in
        progress."""
        bot_turn_goes_on = (
            seat is not None
            and not self.match.seats[seat].is_human
            and self.match.to_act() == seat
            and self.match.turn() == self._autosaved_turn
        )
        if not bot_turn_goes_on:
            self._autosave()

    def _autosave(self) -> None:
        """Write this game's autosave, atomically, if the game changed since it was written.
        A game nobody has moved in yet has nothing to lose and is not listed as in progress."""
        if not self.autosave_enabled or self.autosave_path is None:
            return
        if self._autosaved_log == self.match.log or not self.match.log:
            return
        try:
            write_save(self.autosave_path, to_save(self.match))
        except OSError as exc:
            log.exception("autosave to %s failed", self.autosave_path)
            self.app.toast(f"Autosave failed: {exc.strerror or exc}")
            return
        self._autosaved_log = list(self.match.log)
        self._autosaved_turn = self.match.turn()

    def save_game(self) -> None:
        path = flow.new_save_path(self.game_id)
        try:
            write_save(path, to_save(self.match))
        except OSError as exc:
            self.app.toast(f"Could not save: {exc}")
            return
        self.app.toast(f"Saved as {path.name}.")

    # -- menus -----------------------------------------------------------------------------------

    def open_rules(self) -> None:
        from anno_desktop.ui.scenes.rules_help import RulesHelp

        self.app.push(RulesHelp(self.app, self.game_id))

    def open_menu(self) -> None:
        from anno_desktop.ui.scenes.load_game import LoadGame
        from anno_desktop.ui.scenes.main_menu import MainMenu
        from anno_desktop.ui.scenes.settings_screen import SettingsScreen

        def to_menu() -> None:
            self.worker.cancel()
            self.app.reset(MainMenu(self.app))

        note = (
            "The game is saved automatically after every move and when you leave it; "
            "Continue in the main menu picks it up where you stopped."
        )
        self.app.push(
            Dialog(
                self.app,
                "Game menu",
                note,
                [
                    ("Save", self.save_game),
                    ("Load", lambda: self.app.push(LoadGame(self.app))),
                    ("Settings", lambda: self.app.push(SettingsScreen(self.app))),
                    ("Main menu", to_menu),
                    ("Resume", None),
                ],
                width=900,
            )
        )

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
                self.hint()
                return True
            if pygame.K_1 <= event.key <= pygame.K_9 and not event.mod & pygame.KMOD_CTRL:
                # Number keys choose among the first nine choices, in the bar's order.
                buttons = [c for c in self.actions.children if isinstance(c, Button)]
                index = event.key - pygame.K_1
                if index < len(buttons) and buttons[index].on_click:
                    buttons[index].on_click()
                    return True
        if hasattr(event, "pos") and self.board_rect.collidepoint(event.pos):
            return self.board_event(event, self.board_rect)
        return False

    # -- hooks for game scenes -------------------------------------------------------------------

    def board_event(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        """A click on a zone the renderer marked (`add_zone`) chooses that zone's action."""
        if is_click(event):
            for zone, action in reversed(self.board_zones):
                if zone.collidepoint(event.pos):
                    self.choose(action)
                    return True
            for zone, callback in reversed(self.board_buttons):
                if zone.collidepoint(event.pos):
                    callback()
                    self.app.dirty = True
                    return True
        return False

    def add_button(self, rect: pygame.Rect, callback: Callable[[], None], tip: str) -> None:
        """While drawing: a click on `rect` runs `callback` (no game action is taken)."""
        self.board_buttons.append((pygame.Rect(rect), callback))
        self.add_tip(rect, tip)

    def legal_for_viewer(self) -> list[Action]:
        """The actions the person looking may take now (none while a bot or hand-off is due).

        Asked on every redraw by board renderers, so computed once per position.
        """
        if self.human_to_act is None:
            return []
        key = (len(self.match.log), id(self.match.state))
        if self._legal_key != key:
            self._legal = self.match.legal_actions()
            self._legal_key = key
        return self._legal

    def add_zone(
        self, surface: pygame.Surface, rect: pygame.Rect, action: Action, tip: str | None = None
    ) -> None:
        """While drawing: mark `rect` as clickable for `action`, outlined in brass."""
        rect = pygame.Rect(rect)
        self.board_zones.append((rect, action))
        hovered = rect.collidepoint(self.app.mouse)
        colour = th.BRASS_LIGHT if hovered else th.BRASS
        pygame.draw.rect(
            surface,
            colour,
            rect.inflate(4, 4),
            max(2, self.u(3 if hovered else 2)),
            border_radius=self.u(5),
        )
        self.add_tip(rect, tip or f"Click: {self._describe(action)}")

    def on_events(self, events: list[Event]) -> None:
        """The events of the latest action, for animations and sound: a roll tumbles the dice."""
        if any(e.kind in self.roll_events for e in events):
            self.tumble_left = TUMBLE_SECONDS * self.app.settings.animation_factor
        sound = event_sound(events, self.roll_events)
        if sound is not None:
            self.app.sounds.play(sound)

    def die_face(self, value: int, salt: int) -> tuple[int, float]:
        """What a die showing `value` shows now: random turned faces while it tumbles."""
        if self.tumble_left <= 0:
            return value, 0.0
        # New faces every 70 ms while tumbling, then the real roll shows.
        rnd = random.Random(int(self.tumble_left / 0.07) * 31 + salt)
        return rnd.randint(1, 6), rnd.uniform(-40, 40)

    def add_tip(self, rect: pygame.Rect, text: str) -> None:
        """While drawing the board: show `text` when the pointer rests on `rect`."""
        self.board_tips.append((pygame.Rect(rect), text))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        for rect, text in reversed(self.board_tips):
            if rect.collidepoint(pos):
                return text
        return None

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        """The generic board: title, seats, turn and whose move it is."""
        u, theme = self.u, self.theme
        inner = self.board_inner(24)
        mark = icon(game_icon(self.game_id), u(64), th.WOOD)
        surface.blit(mark, (inner.x, inner.y))
        title = theme.text(
            theme.fit(self.rules.title, "display-bold", th.SIZE_TITLE - 12, inner.width - u(90)),
            "display-bold",
            th.SIZE_TITLE - 12,
            th.INK,
        )
        surface.blit(title, (inner.x + u(84), inner.y))
        turn = theme.text(f"Turn {self.rules.turn(view)}", "italic", th.SIZE_HEADING, th.INK_SOFT)
        surface.blit(turn, (inner.x + u(86), inner.y + title.get_height()))
        y = inner.y + u(120)
        to_act = self.match.to_act()
        result = self.match.result()
        for seat, info in enumerate(self.match.seats):
            row = pygame.Rect(inner.x, y, inner.width, u(58))
            if seat == to_act:
                pygame.draw.rect(surface, (236, 212, 150), row, border_radius=u(8))
                pygame.draw.rect(surface, th.BRASS, row, max(1, u(2)), border_radius=u(8))
            draw_marker(surface, self.seat_look(seat), (row.x + u(30), row.centery), u(15))
            name = theme.text(info.name, "text-bold", th.SIZE_LABEL + 1, th.INK)
            surface.blit(name, (row.x + u(60), row.y + u(6)))
            who = "human" if info.is_human else f"bot · {info.level}"
            if seat == self.viewer and info.is_human:
                who += " · this screen shows their view"
            detail = theme.text(who, "text", th.SIZE_SMALL, th.INK_SOFT)
            surface.blit(detail, (row.x + u(60), row.y + u(8) + name.get_height()))
            if seat == to_act:
                tag = theme.text("to move", "italic", th.SIZE_LABEL, th.WOOD)
                surface.blit(
                    tag, (row.right - tag.get_width() - u(14), row.centery - tag.get_height() // 2)
                )
            if result is not None and seat in result.winners:
                surface.blit(icon("crown", u(30), th.BRASS), (row.right - u(50), row.y + u(12)))
            y += u(66)
        y = self._draw_last_move(surface, inner, y + u(18))
        note = (
            "This game has no board picture yet: play it with the actions on the right."
            if result is None
            else f"Game over: {result.reason}"
        )
        lines = theme.wrap(note, "italic", th.SIZE_LABEL, inner.width)
        line_h = theme.font("italic", th.SIZE_LABEL).get_linesize()
        y = max(y + u(20), inner.bottom - line_h * len(lines))
        for line in lines:
            surface.blit(theme.text(line, "italic", th.SIZE_LABEL, th.INK_SOFT), (inner.x, y))
            y += line_h

    def _draw_last_move(self, surface: pygame.Surface, inner: pygame.Rect, y: int) -> int:
        """What just happened, so a newcomer sees the last move without reading the log."""
        events = [e for e in self.last_events if e.text][-5:]
        if not events:
            return y
        u, theme = self.u, self.theme
        head = theme.text("Last move", "display-bold", th.SIZE_HEADING - 4, th.WOOD)
        surface.blit(head, (inner.x, y))
        y += head.get_height() + u(4)
        line_h = theme.font("text", th.SIZE_BODY).get_linesize()
        for event in events:
            text = theme.fit(self.event_text(event), "text", th.SIZE_BODY, inner.width - u(30))
            seat = event.seat
            if seat is not None and 0 <= seat < len(self.match.seats):
                draw_marker(surface, self.seat_look(seat), (inner.x + u(9), y + line_h // 2), u(7))
            surface.blit(theme.text(text, "text", th.SIZE_BODY, th.INK), (inner.x + u(26), y))
            y += line_h
        return y

    # -- drawing -----------------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = self._make_backdrop(size)
        surface.blit(self._backdrop, (0, 0))
        self._draw_banner(surface)
        self._draw_board_safely(surface)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self.theme)
        self._draw_action_title(surface)

    def _title_width(self) -> int:
        """The game title's room in the top bar: its own width, within reason."""
        natural = self.theme.font("display-bold", th.SIZE_HEADING).size(self.rules.title)[0]
        return min(natural, self.u(330))

    def _draw_board_safely(self, surface: pygame.Surface) -> None:
        """The game's board, or the generic one if the game's renderer fails on this state."""
        self.board_tips = []
        self.board_zones = []
        self.board_buttons = []
        if not self._board_failed:
            try:
                self.draw_board(surface, self.board_rect, self.view())
                return
            except Exception:  # a drawing bug must not cost the player the game
                log.exception("the board renderer of %s failed", self.game_id)
                self._board_failed = True
                self.app.toast("This game's board picture failed; showing the plain table.")
        GameScene.draw_board(self, surface, self.board_rect, self.view())

    def _make_backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that only changes with the window size, drawn once: the sea, the top
        bar with the title, and the empty frames of the board, the choices and the log."""
        backdrop = display_ready(pygame.Surface(size))
        self.draw_background(backdrop)
        self._draw_top_bar(backdrop)
        for panel in (Panel(self.board_rect), self.action_panel, self.log_panel):
            panel.draw(backdrop, self.theme)
        return backdrop

    def board_inner(self, pad: float = 24) -> pygame.Rect:
        """The board's parchment inside its frame, with `pad` logical units of margin."""
        return Panel(self.board_rect).inner(self.theme, pad)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        u, theme = self.u, self.theme
        surface.blit(wood(self.top_rect.width, self.top_rect.height, seed=9), self.top_rect)
        pygame.draw.line(
            surface, th.BRASS, self.top_rect.bottomleft, self.top_rect.bottomright, max(1, u(2))
        )
        mark = icon(game_icon(self.game_id), u(36), th.BRASS_LIGHT)
        surface.blit(mark, (u(14), self.top_rect.centery - u(18)))
        title = theme.text(
            theme.fit(self.rules.title, "display-bold", th.SIZE_HEADING, self._title_width()),
            "display-bold",
            th.SIZE_HEADING,
            th.BRASS_LIGHT,
        )
        surface.blit(title, (u(58), self.top_rect.centery - title.get_height() // 2))

    def banner_text(self) -> tuple[int | None, str]:
        """Whose move it is, in words, for the banner in the top bar."""
        result = self.match.result()
        if result is not None:
            return None, f"Game over · {result.reason}"
        seat = self.match.to_act()
        if seat is None:
            return None, "Game over"
        info = self.match.seats[seat]
        turn = self.match.turn()
        if not info.is_human:
            return seat, f"Turn {turn} · {info.name} is thinking…"
        if self._pending_handoff or seat != self.viewer:
            return seat, f"Turn {turn} · waiting for {info.name}"
        who = "your move" if len(self.match.humans()) == 1 else f"{info.name}, your move"
        return seat, f"Turn {turn} · {who}"

    def _draw_banner(self, surface: pygame.Surface) -> None:
        u, theme = self.u, self.theme
        rect = self.banner_rect
        if rect.width < u(120):
            return
        seat, text = self.banner_text()
        pygame.draw.rect(surface, (34, 22, 13), rect, border_radius=u(8))
        edge = self.seat_look(seat).colour if seat is not None else th.BRASS
        pygame.draw.rect(surface, edge, rect, max(2, u(3)), border_radius=u(8))
        x = rect.x + u(14)
        if seat is not None:
            draw_marker(surface, self.seat_look(seat), (x + u(12), rect.centery), u(12))
            x += u(34)
        img = theme.text(
            theme.fit(text, "text-bold", th.SIZE_LABEL, rect.right - x - u(10)),
            "text-bold",
            th.SIZE_LABEL,
            th.CREAM,
        )
        surface.blit(img, (x, rect.centery - img.get_height() // 2))

    def _draw_action_title(self, surface: pygame.Surface) -> None:
        u, theme = self.u, self.theme
        rect = self.action_title_rect
        seat = self.match.to_act()
        if self.match.result() is not None:
            text, colour = "The game is over", th.INK
        elif self.human_to_act is not None:
            text, colour = "Your choices", th.INK
        elif seat is not None:
            text, colour = f"Waiting for {self.seat_name(seat)}", th.INK_SOFT
        else:
            text, colour = "", th.INK
        img = theme.text(
            theme.fit(text, "display-bold", th.SIZE_LABEL + 3, rect.width),
            "display-bold",
            th.SIZE_LABEL + 3,
            colour,
        )
        surface.blit(img, (rect.x, rect.y))
        pygame.draw.line(
            surface,
            th.PARCHMENT_DARK,
            (rect.x, rect.bottom + u(2)),
            (rect.right, rect.bottom + u(2)),
            max(1, u(2)),
        )
        if self.human_to_act is None and self.match.result() is None and seat is not None:
            glass = icon("hourglass", u(64), (170, 146, 110))
            area = self.actions.rect
            surface.blit(glass, glass.get_rect(center=(area.centerx, area.y + u(80))))
            waiting = (
                "is thinking…"
                if not self.match.seats[seat].is_human
                else "will choose after the hand-over"
            )
            img = theme.text(
                f"{self.seat_name(seat)} {waiting}", "italic", th.SIZE_LABEL, th.INK_SOFT
            )
            surface.blit(img, img.get_rect(midtop=(area.centerx, area.y + u(130))))
