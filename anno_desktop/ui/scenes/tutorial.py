"""Learn to play: the tutorial over a game's table (issue 21, item 1).

The `Tutorial` scene lies over the table scene of the tutorial's game (which stays an ordinary
game underneath) and follows the game's script (`ui/tutorials`): it points at what takes the
expected action, lets only a click there through to the table, says a gentle sentence for a
click elsewhere, lets the bots play between the player's steps at the bot pace, and closes on
Skip tutorial or on the last step, leaving the same game to be played on against easy bots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes import tutorial_look as look
from anno_desktop.ui.tutorials import Script, Step
from anno_desktop.ui.tutorials.locate import step_target
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

# What the panel says when the script's step is not the matter at hand.
OPENING = N_(
    "First read what the game shows you here, then close it with the button in the ring: the "
    "lesson goes on at the table."
)
WATCHING = N_("The other players take their turns now; each of their moves shows in the log.")
WATCHING_RIVAL = N_("Your rival takes a turn now; each of their moves shows in the log.")
FREE = N_(
    "This choice is not part of the lesson: take any of the outlined choices, and the lesson "
    "goes on after it."
)
OWN_WAY = N_("You went your own way, which is fine: from here on the game is yours.")
NUDGE_ACT = N_("Not there: click the place in the golden ring.")
NUDGE_READ = N_("Read this first, then click Next.")
NUDGE_WAIT = N_("A moment: the other players are still moving.")
NUDGE_SECONDS = 3.0


class Tutorial(Scene):
    """The guided first game over `table`, the game's own table scene."""

    opaque = False

    def __init__(self, app: App, table: Any, script: Script) -> None:
        super().__init__(app)
        self.table = table
        self.script = script
        self.index = 0
        self.seen = len(table.match.log)
        self.after = ""
        self.nudge = ""
        self.nudge_left = 0.0
        self.clock = 0.0
        self.mode = "read"
        self.target: pygame.Rect | None = None
        self.shape: look.PanelLayout | None = None
        self.lines = look.Lines("", "", "", "", "")
        self.finished = False

    # -- where the lesson stands ----------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    @property
    def last_step(self) -> bool:
        return self.index == len(self.script.steps) - 1

    def under(self) -> Scene | None:
        """The scene right below the tutorial (the table, or a panel the game opened first)."""
        if self not in self.app.stack:
            return None
        index = self.app.stack.index(self)
        return self.app.stack[index - 1] if index else None

    def _mode(self) -> str:
        """opening: a panel of the game lies over the table; read: a step to read; wait: the
        bots move; act: the expected action can be taken; free: the player decides something
        the script does not cover."""
        if self.under() is not self.table:
            return "opening"
        expect = self.step.expect
        if expect is None:
            return "read"
        if self.table.human_to_act is None:
            return "wait"
        legal = self.table.legal_for_viewer()
        return "act" if any(expect.matches(a) for a in legal) else "free"

    # -- time -------------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        self.clock += dt
        self.nudge_left = max(0.0, self.nudge_left - dt)
        self._judge()
        self.mode = self._mode()
        if self.mode != "opening":
            # The table is not on top, so it does not ask its bots by itself.
            self.table.update(dt)
            if not self.table.worker.busy:
                self.table.runner.start_bot()
        self.seen = len(self.table.match.log)
        super().update(dt)
        return True

    def _judge(self) -> None:
        """The player's moves since the last frame (the bots move only in `update`, after
        this): the expected one leads to the next step, another one ends the lesson."""
        log = self.table.match.log
        new = log[self.seen :] if len(log) > self.seen else []
        expect = self.step.expect
        if not new or expect is None:
            return
        if any(expect.matches(action) for action in new):
            self.after = _(self.step.after) if self.step.after else ""
            self.go_to(self.index + 1)
        elif self.mode == "act":
            self.after = _(OWN_WAY)
            self.go_to(len(self.script.steps) - 1)

    def go_to(self, index: int) -> None:
        self.index = min(index, len(self.script.steps) - 1)
        self.nudge, self.nudge_left = "", 0.0
        self.mode = self._mode()
        self.layout(*self.app.size)

    def on_resume(self) -> None:
        """A panel the table opened closed (its choice is judged on the next frame)."""
        self.layout(*self.app.size)

    # -- the way out ------------------------------------------------------------------------------

    def next_step(self) -> None:
        if self.last_step:
            self.finish()
            return
        self.after = ""
        self.go_to(self.index + 1)

    def finish(self) -> None:
        """Close the tutorial: the game under it goes on as any other, against easy bots."""
        self.finished = True
        self.app.pop(self)

    # -- layout -----------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        self.lines = self._lines()
        # The last step's Play on closes the tutorial as Skip would: it stands alone.
        if self.mode == "read" and self.last_step:
            choices = [(_("Play on"), self.finish)]
        elif self.mode == "read":
            choices = [(_("Next"), self.next_step), (_("Skip tutorial"), self.finish)]
        else:
            choices = [(_("Skip tutorial"), self.finish)]
        window = pygame.Rect(0, 0, width, height)
        room = pygame.Rect(getattr(self.table, "board_rect", window))
        top = getattr(self.table, "top_rect", None)
        spare = pygame.Rect(0, top.bottom, width, height - top.bottom) if top else window
        labels = [label for label, _call in choices]
        shape = look.panel_layout(
            self.theme, self.lines, labels, (window, room, spare), self.target, self._readable()
        )
        self.shape = shape
        buttons = [
            Button(rect, label, call, style="brass" if call == self.next_step else "wood")
            for rect, (label, call) in zip(shape.buttons, choices, strict=True)
        ]
        if self.mode == "read" and self.last_step:
            buttons[0].style = "brass"
        self.next_button = buttons[0] if self.mode == "read" else None
        self.skip_button = buttons[-1]
        self.widgets = [Panel(shape.panel), *buttons]

    def _readable(self) -> list[pygame.Rect]:
        """What the lesson box covers least after the ring: a choice the game opened in a
        panel, and the table's list of choices."""
        opened = getattr(self.under(), "panel_rect", None)
        choices = getattr(getattr(self.table, "action_panel", None), "rect", None)
        return [r for r in (opened, choices) if r is not None]

    def _lines(self) -> look.Lines:
        count = len(self.script.steps)
        heading = _("Learn to play · {number}/{count}").format(number=self.index + 1, count=count)
        texts = {
            "opening": _(OPENING),
            "read": _(self.step.text),
            "act": _(self.step.text),
            "wait": _(self.script.watching or self._watching()),
            "free": _(FREE),
        }
        note = self._last_move() if self.mode == "wait" else ""
        nudge = self.nudge if self.nudge_left > 0 else ""
        return look.Lines(heading, self.after, texts[self.mode], note, nudge)

    def _watching(self) -> str:
        """What is said while the bots play: one rival, or the others."""
        return WATCHING_RIVAL if self.script.players == 2 else WATCHING

    def _last_move(self) -> str:
        """The latest move's log line, said while the bots play."""
        texts = [e for e in self.table.last_events if e.text]
        if not texts:
            return ""
        return _("Last move: {move}").format(move=self.table.event_text(texts[-1]))

    def _aim(self) -> None:
        """What to point at, from what the table drew this frame."""
        under = self.under()
        if self.mode == "opening":
            close = getattr(under, "close_button", None)
            self.target = pygame.Rect(close.rect) if close is not None else None
        elif self.mode == "wait":
            self.target = step_target(self.table, self.script, None, "log")
        elif self.mode == "free":
            self.target = None
        else:
            self.target = step_target(self.table, self.script, self.step.expect, self.step.region)

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        before = (self.target, self.lines)
        self._aim()
        self.lines = self._lines()
        if (self.target, self.lines) != before:
            self.layout(*surface.get_size())
        shape = self.shape
        target = self.target
        if target is not None and shape is not None:
            small = target.width * target.height < (self.u(200) ** 2)
            look.draw_ring(surface, self.theme, target, self.clock, small)
            if small:
                look.draw_arrow(surface, self.theme, shape.panel, target)
        super().draw(surface)
        if shape is not None:
            look.draw_texts(surface, self.theme, self.lines, shape)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        own = super().tooltip_at(pos)
        if own or (self.shape is not None and self.shape.panel.collidepoint(pos)):
            return own
        under = self.under()
        return under.tooltip_at(pos) if under is not None else None

    # -- input ------------------------------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> bool:
        under = self.under()
        if under is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.finish()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.mode == "read":
                self.next_step()
                return True
            # Keys would act past the lesson (number keys, undo); a panel over the table
            # (the briefing) still hears them.
            return under.handle(event) if self.mode == "opening" else True
        if not hasattr(event, "pos"):
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return under.handle(event)  # the pointer moving, the wheel: looks, never acts
        if self.shape is not None and self.shape.panel.collidepoint(event.pos):
            return True
        target = self.target
        # Nothing found to point at (a table drawn another way): the table takes the click.
        lost = self.mode == "act" and target is None
        if self.mode in ("opening", "free") or lost:
            return under.handle(event)
        if self.mode == "act" and target is not None and target.collidepoint(event.pos):
            return under.handle(event)
        if is_click(event):
            self._nudge()
        return True

    def _nudge(self) -> None:
        words = {"act": NUDGE_ACT, "read": NUDGE_READ, "wait": NUDGE_WAIT}
        self.nudge = _(words.get(self.mode, NUDGE_ACT))
        self.nudge_left = NUDGE_SECONDS
        self.layout(*self.app.size)
