"""The App: one window, a stack of scenes, a 60 FPS loop that redraws only when something changed.

Layout is in logical units (1280x800 = scale 1) multiplied by the window's scale, so the same
screen reads well from 1280x720 to 2560x1440. With SDL_VIDEODRIVER=dummy everything runs
offscreen, which is how the tests and the `screenshot` command drive it.
"""

from __future__ import annotations

import logging
import sys

import pygame

from anno_desktop.settings import Settings, load_settings
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.sound import Sounds
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.base import is_click
from anno_desktop.ui.widgets.tooltip import draw_tooltip

log = logging.getLogger(__name__)

BASE_SIZE = (1280, 800)
FPS = 60
TOOLTIP_DELAY = 0.45
TOAST_SECONDS = 4.0
UI_SWITCH_INTERVAL = 0.0005  # seconds; see App.__init__


class App:
    """Owns the window and the scene stack; `run` for a person, `step` for tests."""

    def __init__(
        self,
        size: tuple[int, int] = BASE_SIZE,
        *,
        settings: Settings | None = None,
        apply_fullscreen: bool = True,
    ) -> None:
        # A bot deciding on a thread holds the GIL for up to the switch interval each time the
        # window lets go of it (every blit and scale does): 5 ms by default, a whole frame.
        sys.setswitchinterval(UI_SWITCH_INTERVAL)
        # Only what the app uses; audio opens with the first sound (`Sounds`), if it can.
        pygame.display.init()
        pygame.font.init()
        message = None
        if settings is None:
            settings, message = load_settings()
        self.settings = settings
        self.windowed_size = size
        self.fullscreen = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
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
        if message:
            self.toast(message)
        if apply_fullscreen and settings.fullscreen:
            self.set_fullscreen(True)

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
            self.fullscreen = on
        except pygame.error as exc:
            self.toast(f"Could not switch full screen: {exc}")
        self.relayout()

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

    def close_scenes(self) -> None:
        """Empty the stack, letting each scene let go of what it holds (bot processes)."""
        while self.stack:
            self.stack.pop().on_exit()

    # -- messages ----------------------------------------------------------------------------

    def toast(self, text: str) -> None:
        """A short message at the bottom of the window that fades after a few seconds."""
        self._toast = text
        self._toast_left = TOAST_SECONDS
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
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if not self.fullscreen:
                self.windowed_size = self.size
            self.relayout()
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
        """Handle `events`, advance `dt` seconds and redraw if needed; True if it redrew."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.handle_event(event)
            if not self.running:
                return False
        top = self.top
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
            scene.draw(surface)
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

    def run(self) -> None:
        """The interactive loop: at most 60 frames a second, drawing only after a change."""
        last_error = ""
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000.0
            try:
                self.step(dt)
            except Exception as exc:
                # A bug in one screen must not lose the player's game: report and go on
                # (once per distinct error, so a fault in drawing does not flood the log).
                if repr(exc) != last_error:
                    last_error = repr(exc)
                    log.exception("error in the UI loop")
                    self.toast("Something went wrong on this screen; the game itself is kept.")
                self.dirty = False
        self.close_scenes()
        pygame.display.quit()

    def save_png(self, path: str) -> None:
        self.render()
        pygame.image.save(self.screen, path)
