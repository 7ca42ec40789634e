"""The shared game screen every game scene builds on (GameScene): input, layout and drawing.

Who decides, the bots (on a worker thread, `hard` ones in a child process), their seeds, when
to autosave and when to hand the screen over are the match runner's (`ai/runner.py`), the same
one `simulate` plays with. The frame around the board is drawn by `table_chrome`, the choices
built by `action_bar`, the log worded by `table_log`. A game's own scene overrides `draw_board`
(and, for clicks on the board, `board_event`; for animations, `on_events`).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.ai.levels import Budget
from anno_desktop.ai.runner import BotWorker, MatchRunner
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.match import Match
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.saves import to_save, write_save
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene, push_scene, reset_to
from anno_desktop.ui.scenes import action_bar, table_chrome
from anno_desktop.ui.scenes.action_bar import BarChoice, BarEntry, kind_title
from anno_desktop.ui.scenes.board_marks import BoardMarks
from anno_desktop.ui.scenes.table_chrome import TableChrome
from anno_desktop.ui.scenes.table_log import (
    LOG_LINES_KEPT,
    add_log_line,
    event_sound,
    replayed_events,
    with_seat_names,
)
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.dice import TUMBLE_SECONDS
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel
from anno_desktop.ui.widgets.scroll import ScrollColumn, TextLog

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

log = logging.getLogger(__name__)

ENGINE_FAILED = N_(
    "The game engine failed on this move ({error}). "
    "The autosave holds the game up to the move before it."
)
BOT_FAILED = N_("A bot made a mistake ({error}); it plays its first option.")
MENU_NOTE = N_(
    "The game is saved automatically after every move and when you leave it; "
    "Continue in the main menu picks it up where you stopped."
)


class GameScene(TableChrome, BoardMarks, Scene):
    """Generic game screen; game-specific scenes subclass it and draw their own board."""

    # A game scene whose game has no secrets sets False (no hand-off between its humans).
    hidden_information: bool | None = None
    # True in the review: the game is over, its table shows every secret of each position.
    shows_everything = False
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
        self.rules = match.rules
        self.game_id = match.rules.id
        self.runner = MatchRunner(
            match,
            budget=Budget(app.settings.hard_bot_seconds),
            autosave=self._write_autosave if autosave else None,
            on_disk=on_disk,
            hidden_information=self.hidden_information,
            hard_in_child=True,
        )
        # With secrets and several humans nobody sees the table until the first hand-off.
        self.viewer: int | None = self.runner.first_viewer()
        self._pending_handoff = False
        self._over_shown = False
        self._view: Any = None
        self._view_key: tuple | None = None
        self.last_events: list[Event] = []
        self._board_failed = False
        self._backdrop: pygame.Surface | None = None
        self._legal: list[Action] = []
        self._legal_key: tuple | None = None
        self.clear_marks()
        self.log = TextLog((0, 0, 10, 10), max_entries=LOG_LINES_KEPT)
        self.bar_choices: list[BarChoice] = []
        self._replay_log()

    @property
    def worker(self) -> BotWorker:
        return self.runner.worker

    @property
    def bots_halted(self) -> bool:
        """True once nothing a bot could do went through: the bots are no longer asked."""
        return self.runner.halted

    @bots_halted.setter
    def bots_halted(self, halted: bool) -> None:
        self.runner.halted = halted

    def _replay_log(self) -> None:
        """Rebuild the log's text from the action list (after loading a save)."""
        if not self.match.log:
            self.log.add(
                _("A new game of {game} begins.").format(game=_(self.rules.title)), face="italic"
            )
            return
        self.log.add(
            _("Game resumed at turn {turn}.").format(turn=self.match.turn()), face="italic"
        )
        for event in replayed_events(self.match):
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
        """The human who decides now, if this screen is theirs (no hand-off pending)."""
        seat = self.runner.human_to_act()
        if seat is None or self._pending_handoff or self.viewer != seat:
            return None
        return seat

    # -- layout --------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        places = table_chrome.table_layout(self.theme, width, height, self.rules.title)
        self.top_rect, self.board_rect = places.top, places.board
        self.action_panel, self.log_panel = Panel(places.action_panel), Panel(places.log_panel)
        self.action_title_rect, self.banner_rect = places.action_title, places.banner
        self.hint_button = Button(
            places.hint, _("Hint"), self.hint, icon_name="light-bulb", size=th.SIZE_SMALL
        )
        self.actions = ScrollColumn(places.actions, gap=self.u(6))
        self.log_title = Label(
            places.log_title, _("Game log"), face="display-bold", size=th.SIZE_LABEL + 3
        )
        self.log.rect = places.log
        self.log._lines = None
        self.top_buttons = table_chrome.top_bar_buttons(
            places, self.undo, self.save_game, self.open_rules, self.open_menu
        )
        self.undo_button = self.top_buttons[0]
        self._backdrop = None
        self.widgets = [self.actions, self.log_title, self.log, self.hint_button, *self.top_buttons]
        self.refresh()

    def refresh(self) -> None:
        """Rebuild what depends on the state: action buttons, undo, banners."""
        seat = self.human_to_act
        can_undo = seat is not None and self.match.can_undo()
        action_bar.tell_undo(self.undo_button, can_undo)
        action_bar.tell_hint(self.hint_button, seat is not None, self.runner.hint_level is not None)
        width = self.actions.rect.width - self.u(12)
        children, self.bar_choices = action_bar.bar_widgets(self, width)
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
        self.runner.autosave()
        self._after_change()

    def on_resume(self) -> None:
        # The settings may have changed under a dialog: bots made from now on think that long.
        self.runner.budget = Budget(self.app.settings.hard_bot_seconds)
        self.runner.autosave_after(self.match.to_act())
        self.refresh()
        self._after_change()

    def choose(self, action: Action) -> None:
        """A human picked an action button (or clicked the board)."""
        seat = self.human_to_act
        if seat is None:
            return
        if self.app.settings.confirm_end_of_turn and action_bar.ends_turn(self.runner, action):
            self.app.push(
                Dialog(
                    self.app,
                    _("End your turn?"),
                    f"{self._describe(action)}.",
                    [(_("End turn"), lambda: self.submit(action)), (_("Not yet"), None)],
                )
            )
            return
        self.submit(action)

    def submit(self, action: Action) -> bool:
        """Hand `action` to the match; the engine's refusal becomes a message, never a crash."""
        try:
            events = self.runner.submit(action)
        except IllegalAction as exc:
            self.app.toast(_("Not possible: {reason}").format(reason=exc.reason))
            return False
        except Exception as exc:  # an engine bug: keep the window and the autosave alive
            log.exception("the %s engine failed on %s", self.game_id, action)
            self.app.toast(_(ENGINE_FAILED).format(error=f"{type(exc).__name__}: {exc}"))
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
        if event.text:
            seat = event.seat
            known = seat is not None and 0 <= seat < len(self.match.seats)
            look = self.seat_look(seat) if known else None
            add_log_line(self.log, self.event_text(event), look)

    def event_text(self, event: Event) -> str:
        return self.with_names(event.text)

    def with_names(self, text: str) -> str:
        """Engine text with the seats called by the names the players chose."""
        return with_seat_names(text, [seat.name for seat in self.match.seats])

    def hint(self) -> None:
        """Ask the hint bot for a move from the player's own view (H); `update` shows it."""
        seat = self.human_to_act
        if seat is not None and self.runner.start_hint(seat):
            self.app.toast(_("Thinking of a hint\u2026"))

    def undo(self) -> None:
        if self.human_to_act is None or not self.match.can_undo():
            return
        if self.runner.undo():
            self.log.add(_("(a move was taken back)"), face="italic", colour=th.INK_SOFT)
            self.last_events = []
            self._after_change()

    def _after_change(self) -> None:
        """After any change (the runner has autosaved): game over, hand-off, or start a bot."""
        if self.app.top is not self:
            self.refresh()
            return
        if self.match.result() is not None:
            self.refresh()
            if not self._over_shown:
                self._over_shown = True
                push_scene(self.app, "GameOver", self.match)
            return
        seat = self.runner.new_human(self.viewer)
        if seat is not None:
            if self.runner.hand_off_needed:
                self._hand_off(seat)
                return
            self.viewer = seat
        self.refresh()
        self._maybe_start_bot()

    def _hand_off(self, seat: int) -> None:
        self._pending_handoff = True
        self.refresh()

        def ready() -> None:
            self._pending_handoff = False
            self.viewer = seat
            self.refresh()

        push_scene(self.app, "HandOff", self.seat_name(seat), self.seat_look(seat), ready)

    def on_exit(self) -> None:
        """The scene closes (quit, window closed, back to the menu, another game opened):
        whatever a bot has done of its turn so far is saved too."""
        try:
            self.runner.autosave()
        finally:
            self.runner.close()

    def _maybe_start_bot(self) -> None:
        self.runner.start_bot()

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self.tumble_left > 0:
            self.tumble_left = max(0.0, self.tumble_left - dt)
            changed = True
        # A bot's move waits `bot_pace_seconds` after it was asked, so each one can be seen.
        outcome = self.runner.poll_bot(self.app.settings.bot_pace_seconds)
        if outcome is not None:
            self._play_bot_answer(*outcome)
            changed = True
        elif not self.worker.busy and self.app.top is self:
            self._maybe_start_bot()
        if (hint := self.runner.poll_hint()) is not None:
            self.app.toast(hint_text(self._describe(hint[0]), hint[1]))
        return changed

    def _play_bot_answer(self, action: Action | None, error: str | None) -> None:
        """Submit a bot's answer; a failing bot plays its first option, and when nothing a
        bot can do goes through the bots stop asking instead of spinning."""
        if action is None:
            legal = self.match.legal_actions()
            self.app.toast(_(BOT_FAILED).format(error=error))
            action = legal[0] if legal else None
        if action is not None and not self.submit(action):
            legal = self.match.legal_actions()
            if not legal or not self.submit(legal[0]):
                self.bots_halted = True

    def run_bots(self, limit: int = 5000) -> None:
        """Play bot moves synchronously until a human must decide (screenshots and tests)."""
        self.runner.play_bots(limit, self._record)
        self._after_change()

    # -- saving --------------------------------------------------------------------------------

    def _write_autosave(self, match: Match) -> bool:
        """The runner's autosave hook: write this game's autosave atomically; False (and a
        message) if the disk refuses."""
        if self.autosave_path is None:
            return False
        try:
            write_save(self.autosave_path, to_save(match))
        except OSError as exc:
            log.exception("autosave to %s failed", self.autosave_path)
            self.app.toast(_("Autosave failed: {reason}").format(reason=exc.strerror or exc))
            return False
        return True

    def save_game(self) -> None:
        path = flow.new_save_path(self.game_id)
        try:
            write_save(path, to_save(self.match))
        except OSError as exc:
            self.app.toast(_("Could not save: {reason}").format(reason=exc))
            return
        self.app.toast(_("Saved as {file}.").format(file=path.name))

    # -- menus -----------------------------------------------------------------------------------

    def open_rules(self) -> None:
        push_scene(self.app, "RulesHelp", self.game_id)

    def open_menu(self) -> None:
        def to_menu() -> None:
            self.worker.cancel()
            reset_to(self.app, "MainMenu")

        self.app.push(
            Dialog(
                self.app,
                _("Game menu"),
                _(MENU_NOTE),
                [
                    (_("Save"), self.save_game),
                    (_("Load"), lambda: push_scene(self.app, "LoadGame")),
                    (_("Settings"), lambda: push_scene(self.app, "SettingsScreen")),
                    (_("Main menu"), to_menu),
                    (_("Resume"), None),
                ],
                width=900,
            )
        )

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            ctrl = bool(event.mod & pygame.KMOD_CTRL)
            keys = {(pygame.K_z, True): self.undo, (pygame.K_h, False): self.hint}
            command = (
                self.open_menu if event.key == pygame.K_ESCAPE else keys.get((event.key, ctrl))
            )
            if command is not None:
                command()
                return True
            if not ctrl and action_bar.press_number(self.actions, event.key):
                return True
        if hasattr(event, "pos") and self.board_rect.collidepoint(event.pos):
            return self.board_event(event, self.board_rect)
        return False

    # -- hooks for game scenes -------------------------------------------------------------------

    def legal_for_viewer(self) -> list[Action]:
        """The actions the person looking may take now (none while a bot or hand-off is due);
        board renderers ask on every redraw, so it is computed once per position."""
        if self.human_to_act is None:
            return []
        key = (len(self.match.log), id(self.match.state))
        if self._legal_key != key:
            self._legal = self.match.legal_actions()
            self._legal_key = key
        return self._legal

    def on_events(self, events: list[Event]) -> None:
        """The events of the latest action, for animations and sound: a roll tumbles the dice."""
        if any(e.kind in self.roll_events for e in events):
            self.tumble_left = TUMBLE_SECONDS * self.app.settings.animation_factor
        sound = event_sound(events, self.roll_events)
        if sound is not None:
            self.app.sounds.play(sound)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return super().tooltip_at(pos) or self.board_tip_at(pos)


def hint_text(move: str, reason: str | None) -> str:
    """ "Hint: Expand: build Cannon foundry - for cannons (…), …, for the goal …"."""
    if reason:
        return _("Hint: {move} \u2013 {reason}").format(move=move, reason=reason)
    return _("Hint: {move}").format(move=move)
