"""Settings: language, full screen, UI scale, animation speed, bot pace, volume, end-of-turn check.

Changes apply at once (so the player sees them: a new language lays every open screen out
again in it) and are written when leaving the screen. The
screen also says where the log file is, for a bug report.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine import i18n
from anno_desktop.engine.i18n import N_, _
from anno_desktop.settings import ANIMATION_FACTORS, BOT_PACE_SECONDS, HARD_BOT_SECONDS
from anno_desktop.ui import launch
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title
from anno_desktop.ui.widgets.base import Widget
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.controls import Chooser, Slider, Toggle
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.longtext import break_long_words
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

UI_SCALES = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5]
TITLE_SIZE = th.SIZE_TITLE - 8
# What the choosers call each value, marked for the catalogues and translated when shown.
SPEED_NAMES = {
    "off": N_("Off"),
    "fast": N_("Fast"),
    "normal": N_("Normal"),
    "slow": N_("Slow"),
    "instant": N_("Instant"),
}


def log_line() -> str:
    path = launch.log_file()
    if path is None:
        return _("Log file: none; messages go to the terminal (stderr).")
    return _("Log file: {path}").format(path=path)


def _stack(widgets: list[Widget], y: int, height: int, gap: int) -> int:
    """Place `widgets` one under another from `y`, each `height` tall; the last one's bottom."""
    for widget in widgets:
        widget.rect.y, widget.rect.height = y, height
        y += height + gap
    return y - gap


class SettingsScreen(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.settings = app.settings

    def layout(self, width: int, height: int) -> None:
        u = self.u
        w = min(u(720), width - u(60))
        pad = u(9 + 18)  # the panel's frame and margin, as Panel.inner(theme, 18)
        x, inner_w = (width - w) // 2 + pad, w - 2 * pad
        # The log's path, wrapped beside a button that shows its folder (when there is a file).
        log_file = launch.log_file()
        open_w = u(150) if log_file is not None else 0
        text_w = inner_w - open_w - (u(12) if open_w else 0)
        log_text = break_long_words(self.theme, log_line(), "text", th.SIZE_SMALL, text_w)
        log_lines = self.theme.wrap(log_text, "text", th.SIZE_SMALL, text_w)
        text_h = self.theme.font("text", th.SIZE_SMALL).get_linesize() * len(log_lines)
        log_h = max(text_h, u(36) if open_w else 0)
        rows = self._controls(x, inner_w)
        done_h, done_gap, margin = u(52), u(20), u(16)
        top = u(120)
        # Everything but the rows: the panel's frame, the log line, Done and a margin below.
        fixed = 2 * pad + log_h + u(8) + done_gap + done_h + margin
        if top + fixed + len(rows) * u(58) > height:
            # A short window (or large text): up under the title, everything closer together,
            # so that Done stays on screen.
            title_h = self.theme.font("display-bold", TITLE_SIZE).get_linesize()
            top = min(top, u(24) + title_h + u(8))
            done_h, done_gap, margin = u(46), u(12), u(8)
            fixed = 2 * pad + log_h + u(8) + done_gap + done_h + margin
        pitch = min(u(58), (height - top - fixed) // len(rows))
        row = max(u(26), min(u(44), pitch - u(4)))
        gap = max(u(2), pitch - row)
        log_top = _stack(rows, top + pad, row, gap) + u(8)
        log_label = Label(
            (x, log_top + (log_h - text_h) // 2, text_w, text_h),
            log_text,
            size=th.SIZE_SMALL,
            colour=th.INK_SOFT,
            wrap=True,
        )
        log_row = [log_label]
        if log_file is not None:
            log_row.append(
                Button(
                    (x + inner_w - open_w, log_top + (log_h - u(36)) // 2, open_w, u(36)),
                    _("Open folder"),
                    lambda: self._open_folder(log_file.parent),
                    size=th.SIZE_SMALL,
                    tooltip=_("Show the log's folder, to attach the log to a bug report."),
                )
            )
        panel = Panel((x - pad, top, w, log_top + log_h + pad - top))
        self.widgets = [
            panel,
            *rows,
            *log_row,
            Button(
                (panel.rect.centerx - u(110), panel.rect.bottom + done_gap, u(220), done_h),
                _("Done"),
                self._done,
                style="brass",
            ),
        ]

    def _controls(self, x: int, width: int) -> list[Widget]:
        """The settings' rows, placed at `x`, `width` wide; the layout sets their heights."""
        s = self.settings
        box = (x, 0, width, 0)
        return [
            self._language_chooser(box),
            Toggle(box, _("Full screen (F11)"), self.app.fullscreen, self._fullscreen),
            Chooser(
                box,
                _("Size of text and buttons"),
                UI_SCALES,
                s.ui_scale,
                self._scale,
                names=lambda v: f"{round(v * 100)} %",
            ),
            Chooser(
                box,
                _("Animation speed"),
                list(ANIMATION_FACTORS),
                s.animation_speed,
                self._set("animation_speed"),
                names=lambda v: _(SPEED_NAMES[v]),
            ),
            Chooser(
                box,
                _("Bot pace"),
                list(BOT_PACE_SECONDS),
                s.bot_pace,
                self._set("bot_pace"),
                names=lambda v: _(SPEED_NAMES[v]),
                tooltip=_("How long each bot move stays on screen before the next one."),
            ),
            Chooser(
                box,
                _("Hard bots think for"),
                list(HARD_BOT_SECONDS),
                s.hard_bot_seconds,
                self._set("hard_bot_seconds"),
                names=lambda v: _("{seconds} s").format(seconds=i18n.number(v)),
                tooltip=_("Time a hard bot may spend on each decision (from the next game on)."),
            ),
            Slider(
                box,
                _("Sound volume"),
                0,
                100,
                s.sound_volume,
                self._set("sound_volume"),
                suffix=" %",
            ),
            Toggle(
                box,
                _("Confirm the end of a turn"),
                s.confirm_end_of_turn,
                self._set("confirm_end_of_turn"),
                tooltip=_("Ask before an action that ends your turn or passes."),
            ),
        ]

    def _language_chooser(self, box: tuple[int, int, int, int]) -> Chooser:
        """English, Deutsch, Čeština: each language named in itself."""
        languages = list(i18n.LANGUAGES)
        names = i18n.LANGUAGES.__getitem__
        return Chooser(
            box, _("Language"), languages, self.settings.language, self._language, names=names
        )

    def _set(self, name: str) -> Callable[[object], None]:
        """What a control calls with its new value: it goes into the setting `name`."""
        return lambda value: setattr(self.settings, name, value)

    def _fullscreen(self, on: bool) -> None:
        # The App keeps the setting in step with the window (F11 does the same).
        self.app.set_fullscreen(on)

    def _open_folder(self, folder: Path) -> None:
        problem = launch.open_folder(folder)
        if problem:
            self.app.toast(problem)

    def _language(self, value: str) -> None:
        """Speak `value` from now on: every open screen is laid out again in it."""
        self.settings.language = value
        i18n.set_language(value)
        self.app.relayout()

    def _scale(self, value: float) -> None:
        self.settings.ui_scale = value
        self.app.relayout()

    def _done(self) -> None:
        problem = self.app.save_settings()
        if problem:
            self.app.toast(problem)
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
            _("Settings"),
            (surface.get_width() // 2, self.u(24)),
            size=TITLE_SIZE,
            center=True,
        )
