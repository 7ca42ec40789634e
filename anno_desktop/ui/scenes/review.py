"""Game review: step through a game move by move on its own table, the log beside it with
the current move marked, and the `hard` bot's verdict on the humans' costliest decisions.

Every position is drawn by the game's own scene (`review_table`), read-only and showing
everything. The judge (`ai.review.Judge`) thinks on a worker thread while the screen stays
live; a progress line says how far it is, and its marked moves can be clicked to go there.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

import pygame

from anno_desktop.ai.levels import Budget
from anno_desktop.ai.review import GameRecord, Judge, Judgement
from anno_desktop.ai.review_process import JudgeProcess
from anno_desktop.engine.i18n import _
from anno_desktop.engine.match import Match
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.textures import sea
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes import review_words as words
from anno_desktop.ui.scenes.review_moves import MovesList
from anno_desktop.ui.scenes.review_table import review_table
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.controls import Slider
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel
from anno_desktop.ui.widgets.scroll import ScrollColumn

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

log = logging.getLogger(__name__)

# The judge in the window: about a minute in all, the hard bot's half a second per marked move.
JUDGE_OPTIONS = {"playouts": None, "budget": Budget(seconds=0.5), "seconds": 60.0}
REVIEW_SHARE = 0.62  # of the column's height: the controls and the verdict; the rest the moves
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
# A marked move's card: what was played, the hard bot's move and both chances, whole (the
# verdict scrolls) even in German at the narrowest column.
VERDICT_LINES = 10


class Review(Scene):
    """The review of `match` (finished or not). The judge thinks in a child process (a thread
    if no child can start); `background=False` judges here and now (screenshots and tests),
    with `judge` if given, else one made from the defaults above."""

    def __init__(
        self,
        app: App,
        match: Match,
        *,
        judge: Judge | None = None,
        background: bool = True,
        at: int | None = None,
    ) -> None:
        super().__init__(app)
        self.record = GameRecord.replay(match)
        self.table = review_table(app, match)
        self.at = len(self.record) if at is None else max(0, min(at, len(self.record)))
        humans = match.humans()
        self.seat = humans[0] if humans else 0
        self.judge = judge or Judge(self.record, **JUDGE_OPTIONS)
        self.background = background
        self.process: JudgeProcess | None = None
        self.progress = (0, -1)  # decisions looked at, of how many (-1: not counted yet)
        self.marked: list[Judgement] = []
        self.judged = False
        self.judge_error: str | None = None
        self._thread: threading.Thread | None = None
        self._shown_progress: tuple[int, int, bool] | None = None
        self.moves: MovesList | None = None

    # -- the judge ---------------------------------------------------------------------------

    def on_enter(self) -> None:
        if not self.background:
            self._judge()
            return
        try:
            self.process = JudgeProcess(self.record.match, **JUDGE_OPTIONS)
            return
        except (OSError, RuntimeError) as exc:
            log.warning("the review's judge process could not start: %s", exc)
        self._thread = threading.Thread(target=self._judge, name="review-judge", daemon=True)
        self._thread.start()

    def _collect(self) -> None:
        """What the judge's child process sent since the last frame."""
        process = self.process
        if process is None or not process.poll():
            return
        self.progress = process.progress
        if process.done:
            self.marked = process.marked or []
            self.judge_error = process.error
            self.judged = True

    def _judge(self) -> None:
        try:
            self.marked = self.judge.run(self._progressed)
        except Exception as exc:  # a judge bug costs the verdict, never the review
            log.exception("the review's judge failed")
            self.judge_error = f"{type(exc).__name__}: {exc}"
        self.judged = True

    def _progressed(self, done: int, total: int) -> None:
        self.progress = (done, total)

    @property
    def stopped(self) -> bool:
        """The judge was stopped before it finished (the review is closing)."""
        return self.judge.cancelled

    def on_exit(self) -> None:
        self.judge.cancel()
        if self.process is not None:
            self.process.cancel()
        self.table.on_exit()

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        self._collect()
        state = (*self.progress, self.judged)
        if state != self._shown_progress:
            self._shown_progress = state
            if self.judged:
                self.refresh_column()
            changed = True
        return changed

    # -- moving through the game -------------------------------------------------------------

    def go(self, at: int) -> None:
        """Show the position after the first `at` moves."""
        at = max(0, min(at, len(self.record)))
        self.at = at
        self._show()
        if self.moves is not None:
            self.moves.show(at - 1 if at else None)
        self.slider.value = at
        self._tell_buttons()
        self.app.dirty = True

    def step(self, delta: int) -> None:
        self.go(self.at + delta)

    def look_from_next_seat(self) -> None:
        self.seat = (self.seat + 1) % len(self.record.match.seats)
        self.seat_button.label = self._seat_label()
        self._show()

    def _show(self) -> None:
        record, at = self.record, self.at
        events = record.events[at - 1] if at else []
        self.table.show(record.states[at], record.actions[:at], events, self.seat)
        self.table.review_caption = words.caption(record, at)

    def _seat_label(self) -> str:
        return _("Seen from: {name}").format(name=self.record.match.seats[self.seat].name)

    def _tell_buttons(self) -> None:
        last = len(self.record)
        for button, enabled in zip(self.step_buttons, (1, 1, 0, 0), strict=True):
            button.enabled = self.at > 0 if enabled else self.at < last

    # -- layout ------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        table = self.table
        table.layout(width, height)
        chrome = {id(w) for w in (table.actions, table.log_title, table.log, table.hint_button)}
        chrome |= {id(w) for w in table.top_buttons}
        table.widgets = [w for w in table.widgets if id(w) not in chrome]
        # The game's own column (narrower in some games), covered by the review's panels:
        # more room for the controls and the verdict than the choices had, the moves below.
        choices, moves = table.action_panel.rect, table.log_panel.rect
        self.column = choices.union(moves)
        gap = moves.y - choices.bottom
        top = int((self.column.height - gap) * REVIEW_SHARE)
        self.panels = [
            Panel(pygame.Rect(self.column.x, self.column.y, self.column.width, top)),
            Panel(
                pygame.Rect(
                    self.column.x,
                    self.column.y + top + gap,
                    self.column.width,
                    self.column.height - top - gap,
                )
            ),
        ]
        self.widgets = [*self._controls(self.panels[0]), *self._log(self.panels[1])]
        close_at, slots = table.top_buttons[-1].rect, table.top_buttons[:-1]
        self.seat_button = Button(
            slots[0].rect.union(slots[-1].rect),
            self._seat_label(),
            self.look_from_next_seat,
            size=th.SIZE_BODY,
            tooltip=_("Whose board the table puts in front; everything shows."),
        )
        self.widgets.append(self.seat_button)
        self.widgets.append(
            Button(
                close_at,
                _("Close"),
                self.close,
                icon_name="return-arrow",
                size=th.SIZE_BODY,
                tooltip=_("Back to where the review was opened (Esc)."),
            )
        )
        self._show()
        self.refresh_column()
        self._tell_buttons()

    def _controls(self, panel: Panel) -> list:
        """First/back/forward/last, the slider, and the room for the verdict below."""
        u = self.u
        inner = panel.inner(self.theme, 10)
        y, gap = inner.y, u(6)
        bw = (inner.width - 3 * gap) // 4
        moves = [
            (_("First"), lambda: self.go(0)),
            (_("Back"), lambda: self.step(-1)),
            (_("Next"), lambda: self.step(1)),
            (_("Last"), lambda: self.go(len(self.record))),
        ]
        tips = (
            _("The setup, before the first move (Home)"),
            _("One move back (Left)"),
            _("One move on (Right)"),
            _("The end of the game (End)"),
        )
        font = self.theme.font_px("text", self.theme.min_px)
        across = 4 if max(font.size(text)[0] for text, _act in moves) + u(28) <= bw else 2
        bw = (inner.width - (across - 1) * gap) // across
        self.step_buttons = [
            Button(
                (inner.x + i % across * (bw + gap), y + i // across * u(46), bw, u(40)),
                text,
                act,
                size=th.SIZE_BODY,
                tooltip=tip,
            )
            for i, ((text, act), tip) in enumerate(zip(moves, tips, strict=True))
        ]
        y += u(46) * (4 // across)
        self.slider = Slider(
            (inner.x, y, inner.width, u(34)),
            _("Move"),
            0,
            len(self.record),
            self.at,
            self.go,
            label_width=0.22,
        )
        y += u(44)
        self.verdict = ScrollColumn((inner.x, y, inner.width, inner.bottom - y), gap=u(6))
        return [*self.step_buttons, self.slider, self.verdict]

    def _log(self, panel: Panel) -> list:
        u = self.u
        inner = panel.inner(self.theme, 10)
        title = Label(
            (inner.x, inner.y, inner.width, u(30)),
            _("Moves"),
            face="display-bold",
            size=th.SIZE_LABEL + 3,
        )
        area = pygame.Rect(inner.x, inner.y + u(34), inner.width, inner.height - u(34))
        self.moves = MovesList(area, gap=u(4))
        self.moves.current = self.at - 1 if self.at else None
        self._fill_moves()
        return [title, self.moves]

    def _fill_moves(self) -> None:
        if self.moves is None:
            return
        marked = {j.index: j for j in self.marked}
        labels = words.move_labels(self.record, marked, self.table.with_names)
        self.moves.set_moves(self.theme, labels, set(marked), lambda index: self.go(index + 1))

    def refresh_column(self) -> None:
        """The verdict: the judge's progress, or the marked moves (click one to go there)."""
        if not hasattr(self, "verdict"):
            return
        width = self.verdict.rect.width - self.u(12)
        children = [self._verdict_heading(width)]
        if self.judged:
            for judged in self.marked:
                text = words.judgement_text(self.record, judged, self.table.with_names)
                height = Button.height_for(self.theme, text, width, th.SIZE_SMALL, VERDICT_LINES)
                children.append(
                    Button(
                        (0, 0, width, height),
                        text,
                        lambda j=judged: self.go(j.index),
                        style="parchment",
                        align="left",
                        size=th.SIZE_SMALL,
                        max_lines=VERDICT_LINES,
                        tooltip=_("Show the position before this move."),
                    )
                )
        self.verdict.set_children(children, keep_offset=True)
        self._fill_moves()
        self.app.dirty = True

    def _verdict_heading(self, width: int) -> Label:
        done, total = self.progress
        if self.judge_error is not None:
            text = _("The hard bot could not judge this game ({reason}).").format(
                reason=self.judge_error
            )
        elif total == 0:
            text = _("No human had a choice to make in this game, so there is nothing to judge.")
        elif self.stopped:
            text = _("The hard bot stopped before it judged this game.")
        elif total < 0:
            text = _("The hard bot is looking at the game…")
        elif not self.judged:
            stage = (
                _("The hard bot is judging your moves… {done} of {total} looked at")
                if done < total
                else _("The hard bot is asked about your moves… {done} of {total} looked at")
            )
            text = stage.format(done=done, total=total)
        elif not self.marked:
            text = _("The hard bot found no move that cost a winning chance.")
        else:
            text = _("The costliest moves, as the hard bot sees them:")
        height = Button.height_for(self.theme, text, width, th.SIZE_SMALL, 3, face="italic")
        return Label(
            (0, 0, width, height),
            text,
            face="italic",
            size=th.SIZE_SMALL,
            colour=th.INK_SOFT,
            wrap=True,
        )

    # -- drawing and input -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        surface.blit(sea(*surface.get_size()), self.column, self.column)
        for panel in self.panels:
            panel.draw(surface, self.theme)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self.theme)
        self._mark_slider(surface)

    def _mark_slider(self, surface: pygame.Surface) -> None:
        """A red notch over the slider's rail at each marked move."""
        rail, r = self.slider._rail(), max(4, self.u(6))
        for judged in self.marked:
            x = rail.x + rail.width * judged.index // max(1, len(self.record))
            tip = rail.y - self.u(3)
            points = [(x, tip), (x - r, tip - 2 * r), (x + r, tip - 2 * r)]
            pygame.draw.polygon(surface, th.ALERT, points)
            pygame.draw.polygon(surface, th.WOOD_DARK, points, 1)

    def on_event(self, event: pygame.event.Event) -> bool:
        """Keys step through the game; the mouse on the board goes to the table, whose
        looks (a rival's board, another colony) still answer while nothing it does acts."""
        pos = getattr(event, "pos", None)
        if pos is not None and self.table.board_rect.collidepoint(pos):
            return self.table.handle(event)
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key in STEP_KEYS:
            self.step(STEP_KEYS[event.key])
        elif event.key == pygame.K_HOME:
            self.go(0)
        elif event.key == pygame.K_END:
            self.go(len(self.record))
        else:
            return False
        return True

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        own = super().tooltip_at(pos)
        if own or not self.table.board_rect.collidepoint(pos):
            return own
        return self.table.tooltip_at(pos)

    def close(self) -> None:
        self.app.pop(self)
