"""The App: one window, a stack of scenes, a 60 FPS loop that redraws only when something changed.

Layout is in logical units (1280x800 = scale 1) multiplied by the window's scale, so the same
screen reads well from 1280x720 to 2560x1440. With SDL_VIDEODRIVER=dummy everything runs
offscreen, which is how the tests and the `screenshot` command drive it.

An uncaught error in a scene never freezes the window: it is logged once, the screens are
closed and a dialog over the main menu names the log file and the game's autosave (`crash`).

The player's window opens at a size that fits the desktop, or the size it had last time if
that still fits, and remembers full screen, size and position in the settings (`window`).
"""

from __future__ import annotations

import logging
import sys
from collections import deque
from collections.abc import Sequence

import pygame

from anno_desktop.engine import i18n
from anno_desktop.engine.i18n import _
from anno_desktop.settings import Settings, load_settings, save_settings
from anno_desktop.ui import launch
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.crash import ErrorDialog, ErrorLog, autosave_in_stack, close_all, crash_message
from anno_desktop.ui.scene import Scene, scene_class
from anno_desktop.ui.sound import Sounds
from anno_desktop.ui.theme import BASE_SIZE, Theme
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.tooltip import draw_toast, draw_tooltip
from anno_desktop.ui.window import (
    desktop_size,
    first_window_size,
    open_window,
    restorable_position,
    storable,
)

log = logging.getLogger(__name__)

FPS = 60
TOOLTIP_DELAY = 0.45
TOAST_SECONDS = 4.0
TOAST_WORDS_PER_SECOND = 3.0  # a long message stays up long enough to be read
UI_SWITCH_INTERVAL = 0.0005  # seconds; see App.__init__
# A window dragged or resized is written to the settings once it has rested this long.
WINDOW_SAVE_DELAY = 1.0
ERRORS_KEPT = 20


def _main_menu_class() -> type[Scene]:
    return scene_class("MainMenu")


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
        self.settings = settings = self._own_settings(settings, messages)
        i18n.set_language(settings.language)  # whatever screen opens first speaks it
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
        self.screen = open_window(size, position)
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
        self._error_log = ErrorLog()
        # The last errors scenes raised and the window survived (tests assert on them); only
        # the last few, as each holds its traceback's frames.
        self.errors: deque[Exception] = deque(maxlen=ERRORS_KEPT)
        self._drawing: Scene | None = None
        if messages:
            self.toast(" ".join(messages))
        if apply_fullscreen and settings.fullscreen:
            self.set_fullscreen(True)

    def _own_settings(self, settings: Settings | None, messages: list[str]) -> Settings:
        """`settings`, or the stored ones (a broken file's sentence goes first in `messages`).

        Window state is written back only to settings this App loaded itself (screenshots and
        benchmarks bring their own) and only over a file that loaded cleanly: a broken one
        stays as it is until the player saves settings on purpose."""
        self.remember_window = False
        if settings is not None:
            return settings
        settings, message = load_settings()
        self.remember_window = message is None
        if message:
            messages.insert(0, message)
        return settings

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
            self.toast(_("Could not switch full screen: {error}").format(error=exc))
        self.relayout()
        self._window_changed()

    # -- remembering the window ---------------------------------------------------------------

    def _window_changed(self) -> None:
        """Copy the window's state into the settings; write them once it has rested a while."""
        s = self.settings
        size, position = storable(self.windowed_size, self.windowed_position)
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
            return _("Settings could not be saved: {reason}").format(reason=exc.strerror or exc)
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

    def clear_toast(self) -> None:
        self._toast, self._toast_left = None, 0.0

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
            draw_toast(surface, self.theme, self._toast)
        self.dirty = False
        self.frames_drawn += 1
        if pygame.display.get_surface() is surface:
            pygame.display.flip()
        return surface

    # -- errors ------------------------------------------------------------------------------

    def _fail(self, exc: Exception, scene: Scene | None, *, menu_failed: bool) -> None:
        """After an uncaught error in `scene`: log it, close every screen and show a dialog
        naming the log and the autosave, over the main menu, or alone if the menu is what
        failed (with Quit, and the menu to try again)."""
        self.errors.append(exc)
        try:
            autosave = autosave_in_stack(self.stack)
            name = type(scene).__name__ if scene is not None else "the window"
            self._error_log.record(exc, f"in {name} (autosave: {autosave or 'none'})")
            # Closing a game writes its autosave; one never written is not worth naming.
            close_all(self.stack, self._error_log)
            if autosave is not None and not autosave.is_file():
                autosave = None
            self._reset_tip()
            if not menu_failed:
                try:
                    self.push(_main_menu_class()(self))
                except Exception as menu_exc:
                    self._error_log.record(menu_exc, "opening the main menu after an error")
                    close_all(self.stack, self._error_log)
                    menu_failed = True
            choices = (
                [(_("Main menu"), self.go_home), (_("Quit"), self.quit)] if menu_failed else []
            )
            message = crash_message(exc, launch.log_file(), autosave)
            self.push(ErrorDialog(self, message, choices or [(_("Close"), None)]))
        except Exception as dialog_exc:
            # Not even the error dialog can be shown: close the window rather than freeze it.
            self._error_log.record(dialog_exc, "showing the error dialog; closing the window")
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
