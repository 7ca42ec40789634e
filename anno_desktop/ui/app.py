"""The App: one window, a stack of scenes, a 60 FPS loop that redraws only when something changed.

Layout is in logical units (1280x800 = scale 1) multiplied by the window's scale, so the same
screen reads well from 1280x720 to 2560x1440. With SDL_VIDEODRIVER=dummy everything runs
offscreen, which is how the tests and the `screenshot` command drive it.

An uncaught error in a scene never freezes the window: it is logged once, the screens are
closed and a dialog over the main menu names the log file and the game's autosave (a scene
that has one says so with an `autosave_path` attribute: a Path, or None, as GameScene does).

The player's window opens at a size that fits the desktop, or the size it had last time if
that still fits, and remembers full screen, size and position in the settings.
"""

from __future__ import annotations

import logging
import os
import sys
import textwrap
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame

from anno_desktop.settings import (
    WINDOW_POSITION_LIMIT,
    WINDOW_SIZE_MAX,
    WINDOW_SIZE_MIN,
    Settings,
    load_settings,
    save_settings,
)
from anno_desktop.ui import launch
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.scene import Scene, scene_class
from anno_desktop.ui.sound import Sounds
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.longtext import break_long_words
from anno_desktop.ui.widgets.tooltip import draw_tooltip

log = logging.getLogger(__name__)

BASE_SIZE = (1280, 800)
# What the first window leaves free of the desktop: panels, a taskbar and its own title bar.
DESKTOP_MARGIN = (64, 112)
FPS = 60
TOOLTIP_DELAY = 0.45
TOAST_SECONDS = 4.0
TOAST_WORDS_PER_SECOND = 3.0  # a long message stays up long enough to be read
UI_SWITCH_INTERVAL = 0.0005  # seconds; see App.__init__
# A window dragged or resized is written to the settings once it has rested this long.
WINDOW_SAVE_DELAY = 1.0
ERRORS_KEPT = 20


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop new windows open on (the first display), if SDL knows it."""
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


def first_window_size(
    desktop: tuple[int, int] | None, remembered: tuple[int, int] | None
) -> tuple[int, int]:
    """The remembered size if it fits the desktop; else the design size (or the remembered
    one) shrunk to leave room for the desktop's panels and the window's frame."""
    if desktop is None:
        return remembered or BASE_SIZE
    if remembered and remembered[0] <= desktop[0] and remembered[1] <= desktop[1]:
        return remembered
    want = remembered or BASE_SIZE
    room = [max(d // 2, d - m) for d, m in zip(desktop, DESKTOP_MARGIN, strict=True)]
    return (min(want[0], room[0]), min(want[1], room[1]))


def restorable_position(
    size: tuple[int, int], position: tuple[int, int] | None, desktops: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """`position` if a window of `size` placed there lies on the desktops, else None.

    SDL tells the sizes of the displays, not where they are: they are taken as standing side
    by side, so a window is never put where no screen shows it (a monitor since unplugged)."""
    if position is None or not desktops:
        return None
    total_w = sum(w for w, _ in desktops)
    max_h = max(h for _, h in desktops)
    x, y = position
    if 0 <= x <= total_w - size[0] and 0 <= y <= max_h - size[1]:
        return position
    return None


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


def _raised_at(exc: BaseException) -> str:
    """The file and line an exception was raised at: with its text, what makes it the same."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}" if tb is not None else ""


class ErrorDialog(Dialog):
    """The dialog after an error: its message names files, whose long paths break to fit."""

    def __init__(self, app: App, message: str, choices: Sequence[tuple[str, Any]]) -> None:
        super().__init__(app, "Something went wrong", message, choices, width=820)
        self.text = message

    def layout(self, width: int, height: int) -> None:
        self.message = self.text
        super().layout(width, height)
        body = next(w for w in self.widgets if isinstance(w, Label) and w.wrap)
        self.message = break_long_words(
            self.theme, self.text, body.face, body.size, body.rect.width
        )
        super().layout(width, height)


def _main_menu_class() -> type[Scene]:
    return scene_class("MainMenu")


def crash_message(exc: BaseException, log_file: Path | None, autosave: Path | None) -> str:
    """What the error dialog says: what broke, where the log is, which autosave replays it."""
    what = textwrap.shorten(f"{type(exc).__name__}: {exc}", 140, placeholder=" …")
    first = f"This screen hit an error and was closed ({what})."
    if autosave is not None:
        first += " Your game is kept in its autosave: Continue resumes it."
    parts = [first]
    if log_file is not None:
        parts.append(f"What happened is written in the log file:\n{log_file}")
    else:
        parts.append("The log could not be written to a file: it went to the terminal (stderr).")
    if autosave is not None:
        parts.append(f"The autosave that reproduces it:\n{autosave}")
    sent = {
        (True, True): "these two files",
        (True, False): "this file",
        (False, True): "the autosave and what the terminal shows",
        (False, False): "what the terminal shows",
    }[(log_file is not None, autosave is not None)]
    parts.append(f"Sending {sent} with a bug report lets us find and fix it.")
    return "\n\n".join(parts)


class App:
    """Owns the window and the scene stack; `run` for a person, `step` for tests."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        *,
        settings: Settings | None = None,
        apply_fullscreen: bool = True,
        notices: Sequence[str] = (),
    ) -> None:
        """`size` None: the player's window, sized to fit the desktop or as it was last time.
        `settings` None: the stored ones, and the window's state is written back to them.
        `notices`: start-up problems to show in the message line (with a broken settings file's).
        """
        # A bot deciding on a thread holds the GIL for up to the switch interval each time the
        # window lets go of it (every blit and scale does): 5 ms by default, a whole frame.
        sys.setswitchinterval(UI_SWITCH_INTERVAL)
        # Only what the app uses; audio opens with the first sound (`Sounds`), if it can.
        pygame.display.init()
        pygame.font.init()
        messages = list(notices)
        # Window state is written back only to settings this App loaded itself (screenshots and
        # benchmarks bring their own) and only over a file that loaded cleanly: a broken one
        # stays as it is until the player saves settings on purpose.
        self.remember_window = False
        if settings is None:
            settings, message = load_settings()
            self.remember_window = message is None
            if message:
                messages.insert(0, message)
        self.settings = settings
        position = None
        if size is None:
            size = first_window_size(desktop_size(), settings.window_size)
            position = restorable_position(
                size, settings.window_position, pygame.display.get_desktop_sizes()
            )
        self.windowed_size = size
        self.windowed_position = position
        self.fullscreen = False
        self._window_save_left: float | None = None
        self.screen = self._open_window(size, position)
        pygame.display.set_caption("Anno Desktop")
        pygame.display.set_icon(icon("anchor", 64, th.BRASS))
        pygame.key.set_repeat(400, 40)
        self.theme = Theme(self._scale(size))
        self.stack: list[Scene] = []
        self.running = True
        self.dirty = True
        self.mouse: tuple[int, int] = (-1, -1)
        self.clock = pygame.time.Clock()
        self.sounds = Sounds(settings)
        self.frames_drawn = 0
        self._tip: str | None = None
        self._tip_age = 0.0
        self._tip_shown = False
        self._toast: str | None = None
        self._toast_left = 0.0
        self._errors_logged: set[tuple[str, str]] = set()
        # The last errors scenes raised and the window survived (tests assert on them); only
        # the last few, as each holds its traceback's frames.
        self.errors: deque[Exception] = deque(maxlen=ERRORS_KEPT)
        self._drawing: Scene | None = None
        if messages:
            self.toast(" ".join(messages))
        if apply_fullscreen and settings.fullscreen:
            self.set_fullscreen(True)

    @staticmethod
    def _open_window(size: tuple[int, int], position: tuple[int, int] | None) -> pygame.Surface:
        """The window, created where it was last time (SDL reads the place when it opens one,
        so it never shows up elsewhere first); a place the player set in the environment wins."""
        if position is None or "SDL_VIDEO_WINDOW_POS" in os.environ:
            return pygame.display.set_mode(size, pygame.RESIZABLE)
        os.environ["SDL_VIDEO_WINDOW_POS"] = f"{position[0]},{position[1]}"
        try:
            return pygame.display.set_mode(size, pygame.RESIZABLE)
        finally:
            del os.environ["SDL_VIDEO_WINDOW_POS"]

    # -- geometry ----------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _scale(self, size: tuple[int, int]) -> float:
        fit = min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])
        return max(0.5, fit * self.settings.ui_scale)

    def relayout(self) -> None:
        """Recompute the scale and place every scene's widgets again (resize, UI scale)."""
        self.screen = pygame.display.get_surface() or self.screen
        self.theme.scale = self._scale(self.size)
        for scene in list(self.stack):
            scene.layout(*self.size)
        self.dirty = True

    def set_fullscreen(self, on: bool) -> None:
        try:
            if on:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
                if self.windowed_position is not None:
                    pygame.display.set_window_position(self.windowed_position)
            self.fullscreen = on
        except pygame.error as exc:
            self.toast(f"Could not switch full screen: {exc}")
        self.relayout()
        self._window_changed()

    # -- remembering the window ---------------------------------------------------------------

    def _window_changed(self) -> None:
        """Copy the window's state into the settings; write them once it has rested a while."""
        s = self.settings
        size = tuple(
            _clamp(v, low, WINDOW_SIZE_MAX)
            for v, low in zip(self.windowed_size, WINDOW_SIZE_MIN, strict=True)
        )
        position = self.windowed_position
        if position is not None:
            position = tuple(
                _clamp(v, -WINDOW_POSITION_LIMIT, WINDOW_POSITION_LIMIT) for v in position
            )
        if (s.fullscreen, s.window_size, s.window_position) == (self.fullscreen, size, position):
            return
        s.fullscreen = self.fullscreen
        s.window_size = size  # type: ignore[assignment]
        s.window_position = position  # type: ignore[assignment]
        if self.remember_window:
            self._window_save_left = WINDOW_SAVE_DELAY

    def save_settings(self) -> str | None:
        """Write the settings now; a sentence saying why not if that failed."""
        self._window_save_left = None
        try:
            save_settings(self.settings)
        except OSError as exc:
            return f"Settings could not be saved: {exc.strerror or exc}"
        # Written on purpose: the file is ours from now on, window state included.
        self.remember_window = True
        return None

    def _save_window_state(self) -> None:
        problem = self.save_settings()
        if problem:
            # Said once: the window moving again must not repeat it every second.
            log.warning("%s; the window's size and place are not remembered", problem)
            self.remember_window = False

    # -- the stack ---------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        scene.layout(*self.size)
        self.stack.append(scene)
        scene.on_enter()
        self._reset_tip()
        self.dirty = True

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or `scene`, wherever it is); the new top resumes."""
        if not self.stack:
            return
        if scene is None or scene is self.stack[-1]:
            self.stack.pop().on_exit()
        elif scene in self.stack:
            self.stack.remove(scene)
            scene.on_exit()
        else:
            return
        if self.stack:
            self.stack[-1].on_resume()
        self._reset_tip()
        self.dirty = True

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().on_exit()
        self.push(scene)

    def reset(self, *scenes: Scene) -> None:
        """Make `scenes` the whole stack (e.g. main menu, then a game)."""
        self.close_scenes()
        for scene in scenes:
            self.push(scene)

    def quit(self) -> None:
        self.running = False
        if self._window_save_left is not None:
            self._save_window_state()

    def report_error(self, exc: Exception) -> None:
        """An error outside the loop (opening a game): shown as one inside it would be."""
        self._fail(exc, self.top, menu_failed=False)

    def go_home(self) -> None:
        """Show the main menu alone (start, or after an error); its own failure is shown too."""
        try:
            self.reset(_main_menu_class()(self))
        except Exception as exc:
            self._fail(exc, None, menu_failed=True)

    def close_scenes(self) -> None:
        """Empty the stack, letting each scene let go of what it holds (bot processes)."""
        while self.stack:
            self.stack.pop().on_exit()

    # -- messages ----------------------------------------------------------------------------

    def toast(self, text: str) -> None:
        """A short message at the bottom of the window that fades after a few seconds."""
        self._toast = text
        self._toast_left = max(TOAST_SECONDS, len(text.split()) / TOAST_WORDS_PER_SECOND)
        self.dirty = True

    @property
    def toast_text(self) -> str | None:
        return self._toast

    def _reset_tip(self) -> None:
        self._tip, self._tip_age, self._tip_shown = None, 0.0, False

    # -- the loop ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        self.dirty = True
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.relayout()
            if not self.fullscreen:
                self.windowed_size = self.size
            self._window_changed()
            return
        if event.type == pygame.WINDOWMOVED:
            if not self.fullscreen:
                self.windowed_position = (event.x, event.y)
                self._window_changed()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)  # type: ignore[assignment]
        if event.type == pygame.MOUSEWHEEL:
            # Wheel events carry no position; widgets need one to know what is under the pointer.
            event = pygame.event.Event(pygame.MOUSEWHEEL, x=event.x, y=event.y, pos=self.mouse)
        if event.type == pygame.MOUSEMOTION:
            tip = self.top.tooltip_at(self.mouse) if self.top else None
            if tip != self._tip:
                self._tip, self._tip_age, self._tip_shown = tip, 0.0, False
        top = self.top
        if top is not None and top.handle(event) and is_click(event):
            self.sounds.play("click")

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> bool:
        """Handle `events`, advance `dt` seconds and redraw if needed; True if it redrew.

        An error in a scene ends that scene, never the loop: each event is handled on its own,
        so the window's close button works whatever a scene does."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            scene = self.top
            try:
                self.handle_event(event)
            except Exception as exc:
                self._fail(exc, scene, menu_failed=False)
            if not self.running:
                return False
        if self._window_save_left is not None:
            self._window_save_left -= dt
            if self._window_save_left <= 0:
                self._save_window_state()
        top = self.top
        try:
            self._drawing = None
            return self._advance(dt, top, bool(events))
        except Exception as exc:
            # Unprompted (time or drawing): a main menu failing so cannot be returned to.
            scene = self._drawing or top
            self._fail(exc, scene, menu_failed=isinstance(scene, _main_menu_class()))
            return True

    def _advance(self, dt: float, top: Scene | None, events: bool) -> bool:
        if events:
            # A click can change what lies under a still pointer: ask for its tooltip again.
            tip = top.tooltip_at(self.mouse) if top is not None else None
            if tip != self._tip:
                self._tip, self._tip_age, self._tip_shown = tip, 0.0, False
        if top is not None and top.update(dt):
            self.dirty = True
        if self._tip and not self._tip_shown:
            self._tip_age += dt
            if self._tip_age >= TOOLTIP_DELAY:
                self._tip_shown = True
                self.dirty = True
        if self._toast:
            self._toast_left -= dt
            if self._toast_left <= 0:
                self._toast = None
                self.dirty = True
        if not self.dirty:
            return False
        self.render()
        if events and top is not None:
            # Drawing may have moved what lies under the pointer (boards register their
            # tooltips while drawing): look again so no stale tooltip appears.
            tip = top.tooltip_at(self.mouse)
            if tip != self._tip:
                self._tip, self._tip_age, self._tip_shown = tip, 0.0, False
        return True

    def render(self) -> pygame.Surface:
        """Draw every visible scene bottom-up, then the tooltip and the message line."""
        surface = self.screen
        first = 0
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].opaque:
                first = index
                break
        if not self.stack or not self.stack[first].opaque:
            surface.fill(th.SEA_DEEP)
        for scene in self.stack[first:]:
            self._drawing = scene
            scene.draw(surface)
        self._drawing = None
        if self._tip and self._tip_shown:
            draw_tooltip(surface, self.theme, self._tip, self.mouse)
        if self._toast and not (self.stack and self.stack[-1].covers_secrets):
            # Nothing of the previous player's game shows on the hand-off screen.
            self._draw_toast(surface, self._toast)
        self.dirty = False
        self.frames_drawn += 1
        if pygame.display.get_surface() is surface:
            pygame.display.flip()
        return surface

    def _draw_toast(self, surface: pygame.Surface, text: str) -> None:
        theme = self.theme
        width = min(surface.get_width() - theme.u(40), theme.u(760))
        lines = theme.wrap(text, "text", th.SIZE_BODY, width - theme.u(32))
        line_h = theme.font("text", th.SIZE_BODY).get_linesize()
        rect = pygame.Rect(0, 0, width, line_h * len(lines) + theme.u(20))
        rect.midbottom = (surface.get_width() // 2, surface.get_height() - theme.u(20))
        pygame.draw.rect(surface, (28, 18, 10), rect, border_radius=theme.u(10))
        pygame.draw.rect(surface, th.BRASS, rect, max(1, theme.u(2)), border_radius=theme.u(10))
        y = rect.y + theme.u(10)
        for line in lines:
            img = theme.text(line, "text", th.SIZE_BODY, th.CREAM)
            surface.blit(img, (rect.centerx - img.get_width() // 2, y))
            y += line_h

    # -- errors ------------------------------------------------------------------------------

    def _autosave_in_stack(self) -> Path | None:
        """The autosave of the topmost scene that has one (the game under a dialog)."""
        for scene in reversed(self.stack):
            try:
                path = getattr(scene, "autosave_path", None)
            except Exception:  # a broken scene's property: the one below may still know
                continue
            if path is not None:
                return Path(path)
        return None

    def _close_after_error(self) -> None:
        """Empty the stack; a scene failing to let go must not stop the others doing so."""
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.on_exit()
            except Exception as exc:
                self._log_error(exc, f"closing {type(scene).__name__} after an error")

    def _log_error(self, exc: BaseException, where: str) -> None:
        """The traceback, once per distinct error: a retry failing alike adds nothing."""
        key = (f"{type(exc).__name__}: {exc}", _raised_at(exc))
        if key in self._errors_logged:
            return
        self._errors_logged.add(key)
        log.error("uncaught error %s", where, exc_info=exc)

    def _fail(self, exc: Exception, scene: Scene | None, *, menu_failed: bool) -> None:
        """After an uncaught error in `scene`: log it, close every screen and show a dialog
        naming the log and the autosave, over the main menu, or alone if the menu is what
        failed (with Quit, and the menu to try again)."""
        self.errors.append(exc)
        try:
            autosave = self._autosave_in_stack()
            name = type(scene).__name__ if scene is not None else "the window"
            self._log_error(exc, f"in {name} (autosave: {autosave or 'none'})")
            # Closing a game writes its autosave; one never written is not worth naming.
            self._close_after_error()
            if autosave is not None and not autosave.is_file():
                autosave = None
            self._reset_tip()
            if not menu_failed:
                try:
                    self.push(_main_menu_class()(self))
                except Exception as menu_exc:
                    self._log_error(menu_exc, "opening the main menu after an error")
                    self._close_after_error()
                    menu_failed = True
            choices = [("Main menu", self.go_home), ("Quit", self.quit)] if menu_failed else []
            message = crash_message(exc, launch.log_file(), autosave)
            self.push(ErrorDialog(self, message, choices or [("Close", None)]))
        except Exception as dialog_exc:
            # Not even the error dialog can be shown: close the window rather than freeze it.
            self._log_error(dialog_exc, "showing the error dialog; closing the window")
            self.running = False
        self.dirty = True

    def run(self) -> None:
        """The interactive loop: at most 60 frames a second, drawing only after a change."""
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(dt)
        if self._window_save_left is not None:
            self._save_window_state()
        self.close_scenes()
        pygame.display.quit()

    def save_png(self, path: str) -> None:
        self.render()
        pygame.image.save(self.screen, path)
