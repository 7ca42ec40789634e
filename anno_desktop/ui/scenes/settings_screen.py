"""Settings: full screen, UI scale, animation speed, bot pace, volume, end-of-turn check.

Changes apply at once (so the player sees them) and are written when leaving the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.settings import (
    ANIMATION_FACTORS,
    BOT_PACE_SECONDS,
    HARD_BOT_SECONDS,
    save_settings,
)
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.controls import Chooser, Slider, Toggle
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

UI_SCALES = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5]


class SettingsScreen(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.settings = app.settings

    def layout(self, width: int, height: int) -> None:
        u = self.u
        w = min(u(720), width - u(60))
        panel = Panel((0, u(120), w, u(440)))
        panel.rect.centerx = width // 2
        inner = panel.inner(self.theme, 18)
        s = self.settings
        row, gap = u(44), u(14)
        y = inner.y
        rows = [
            Toggle(
                (inner.x, y, inner.width, row),
                "Full screen (F11)",
                self.app.fullscreen,
                self._fullscreen,
            ),
            Chooser(
                (inner.x, y, inner.width, row),
                "Size of text and buttons",
                UI_SCALES,
                s.ui_scale,
                self._scale,
                names=lambda v: f"{round(v * 100)} %",
            ),
            Chooser(
                (inner.x, y, inner.width, row),
                "Animation speed",
                list(ANIMATION_FACTORS),
                s.animation_speed,
                lambda v: setattr(s, "animation_speed", v),
                names=str.capitalize,
            ),
            Chooser(
                (inner.x, y, inner.width, row),
                "Bot pace",
                list(BOT_PACE_SECONDS),
                s.bot_pace,
                lambda v: setattr(s, "bot_pace", v),
                names=str.capitalize,
                tooltip="How long each bot move stays on screen before the next one.",
            ),
            Chooser(
                (inner.x, y, inner.width, row),
                "Hard bots think for",
                list(HARD_BOT_SECONDS),
                s.hard_bot_seconds,
                lambda v: setattr(s, "hard_bot_seconds", v),
                names=lambda v: f"{v:g} s",
                tooltip="Time a hard bot may spend on each decision (from the next game on).",
            ),
            Slider(
                (inner.x, y, inner.width, row),
                "Sound volume",
                0,
                100,
                s.sound_volume,
                lambda v: setattr(s, "sound_volume", v),
                suffix=" %",
            ),
            Toggle(
                (inner.x, y, inner.width, row),
                "Confirm the end of a turn",
                s.confirm_end_of_turn,
                lambda v: setattr(s, "confirm_end_of_turn", v),
                tooltip="Ask before an action that ends your turn or passes.",
            ),
        ]
        for widget in rows:
            widget.rect.y = y
            y += row + gap
        panel.rect.height = y - panel.rect.y + u(28)
        self.widgets = [
            panel,
            *rows,
            Button(
                (panel.rect.centerx - u(110), panel.rect.bottom + u(24), u(220), u(52)),
                "Done",
                self._done,
                style="brass",
            ),
        ]

    def _fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.app.set_fullscreen(on)

    def _scale(self, value: float) -> None:
        self.settings.ui_scale = value
        self.app.relayout()

    def _done(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.app.toast(f"Settings could not be saved: {exc.strerror or exc}")
        self.app.pop(self)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._done()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        draw_title(
            surface,
            self.theme,
            "Settings",
            (surface.get_width() // 2, self.u(24)),
            size=th.SIZE_TITLE - 8,
            center=True,
        )
