"""Load a game: the games in progress (autosaves), then the saves the players made, each with
its game, players, turn and date; broken files are listed too.

A broken file shows the reason it cannot be read and is never deleted behind the player's back;
deleting any save asks first.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from anno_desktop import games
from anno_desktop.engine.errors import SaveError, SaveMismatch
from anno_desktop.engine.i18n import _
from anno_desktop.engine.saves import restore
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene, push_scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.listbox import ListBox, ListRow
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

LIST_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER)


def describe_save(info: flow.SaveInfo) -> ListRow:
    if info.save is None:
        name = (
            _("A game in progress (saved {when})").format(when=_file_date(info))
            if info.autosave
            else info.path.name
        )
        return ListRow(
            _("{name} — cannot be opened").format(name=name),
            info.error or "",
            warn=True,
            tooltip=info.error,
        )
    save = info.save
    title = flow.game_title(save.game)
    players = ", ".join(seat.name for seat in save.seats)
    when = flow.saved_when(save, _("%d %b %Y, %H:%M"))
    state = _("finished") if save.over else _("turn {turn}").format(turn=save.turn)
    if info.in_progress:
        detail = _("{players} · saved {when}").format(players=players, when=when)
    elif info.autosave:
        detail = _("Finished game, kept for {days} days · {players} · {when}").format(
            days=flow.FINISHED_KEPT_DAYS, players=players, when=when
        )
    else:
        detail = f"{info.path.stem} · {players} · {when}"
    return ListRow(f"{title} · {state}", detail, tooltip=f"{title}: {players}")


def list_rows(room: int, in_progress: int, saved: int) -> tuple[int, int]:
    """How many whole rows each list shows when `room` rows fit in all: each as many as it
    holds if both fit, else the games in progress up to half and the saves the rest (each
    scrolls through the others); never a row cut in half, never a list without a row."""
    wanted = (max(1, in_progress), max(1, saved))
    if sum(wanted) <= room:
        return wanted[0], room - wanted[0]
    first = max(1, min(wanted[0], max(room // 2, room - wanted[1])))
    return first, max(1, room - first)


@dataclass(frozen=True)
class LoadLayout:
    """Where everything of the load screen goes, for one window size and UI scale."""

    title: tuple[int, int]
    hint: pygame.Rect
    panel: pygame.Rect
    headings: tuple[pygame.Rect, pygame.Rect]
    lists: tuple[pygame.Rect, pygame.Rect]
    row_height: int
    back: pygame.Rect
    review: pygame.Rect
    delete: pygame.Rect
    load: pygame.Rect


def load_layout(theme: Theme, width: int, height: int, in_progress: int, saved: int) -> LoadLayout:
    """The two lists (games in progress, then saved games) in whole rows that fill the panel,
    and the buttons below."""
    u = theme.u
    m = u(48)
    panel = pygame.Rect(m, u(110), width - 2 * m, height - u(110) - u(100))
    inner = panel.inflate(-2 * u(9 + 12), -2 * u(9 + 12))
    head_h = u(40)
    room = inner.height - 2 * head_h - u(12)
    # Rows a little shorter or taller than u(64), so that whole rows fill the panel.
    least = (
        theme.font("text-bold", th.SIZE_LABEL).get_linesize()
        + theme.font("text", th.SIZE_SMALL).get_linesize()
        + u(12)
    )
    row_h = max(least, room // max(2, min(round(room / u(64)), room // max(1, least))))
    first, second = (n * row_h for n in list_rows(room // row_h, in_progress, saved))
    top = pygame.Rect(inner.x, inner.y, inner.width, head_h)
    below = pygame.Rect(inner.x, top.bottom + first + u(12), inner.width, head_h)
    y = height - u(78)
    # Review, Delete and Load at the right, as wide as the room beside Back lets them be.
    gap = u(20)
    bw = min(u(220), (width - 2 * m - u(170) - 3 * gap) // 3)
    right = [pygame.Rect(width - m - k * bw - (k - 1) * gap, y, bw, u(52)) for k in (3, 2, 1)]
    return LoadLayout(
        title=(m, u(24)),
        hint=pygame.Rect(u(420), u(52), width - u(470), u(30)),
        panel=panel,
        headings=(top, below),
        lists=(
            pygame.Rect(inner.x, top.bottom, inner.width, first),
            pygame.Rect(inner.x, below.bottom, inner.width, second),
        ),
        row_height=row_h,
        back=pygame.Rect(m, y, u(170), u(52)),
        review=right[0],
        delete=right[1],
        load=right[2],
    )


def _file_date(info: flow.SaveInfo) -> str:
    return flow.date_text(datetime.fromtimestamp(info.when), _("%d %b %Y, %H:%M"))


class LoadGame(Scene):
    """Games in progress (their autosaves) above, the saves the players made below."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._read()
        # Which list holds the selection: the games in progress first, when there are any.
        self._active = 0 if self.sections[0] else 1
        self._index: int | None = 0 if self.sections[self._active] else None

    def _read(self) -> None:
        self.saves = flow.list_saves()
        self.sections = (
            [info for info in self.saves if info.in_progress],
            [info for info in self.saves if not info.in_progress],
        )

    def layout(self, width: int, height: int) -> None:
        shape = load_layout(self.theme, width, height, *map(len, self.sections))
        self.shape = shape
        self.lists: list[ListBox] = []
        self.widgets = [Panel(shape.panel)]
        headings = (_("Games in progress"), _("Saved games"))
        empty = (_("No game in progress."), _("No saved games yet."))
        for index, rows in enumerate(self.sections):
            box = ListBox(
                shape.lists[index],
                [describe_save(i) for i in rows],
                on_select=lambda row, index=index: self._select(index, row),
                on_activate=lambda _: self._load(),
                row_height=shape.row_height,
                empty_text=empty[index],
            )
            box.selected = self._index if index == self._active else None
            self.lists.append(box)
            self.widgets += [
                Label(
                    shape.headings[index],
                    headings[index],
                    face="display-bold",
                    size=th.SIZE_HEADING - 4,
                ),
                box,
            ]
        self.load_button = Button(
            shape.load, _("Load"), self._load, style="brass", icon_name="chest"
        )
        self.delete_button = Button(
            shape.delete, _("Delete"), self._ask_delete, icon_name="trash-can"
        )
        self.review_button = Button(
            shape.review, _("Review"), self._review, icon_name="scroll-unfurled"
        )
        self.widgets += [
            Label(
                shape.hint,
                _("Double-click a save to open it."),
                face="italic",
                size=th.SIZE_LABEL,
                colour=th.PARCHMENT,
                align="right",
            ),
            Button(shape.back, _("Back"), self._back, icon_name="return-arrow"),
            self.review_button,
            self.delete_button,
            self.load_button,
        ]
        self._update_buttons()

    def _select(self, section: int, row: int) -> None:
        self._active, self._index = section, row
        other = self.lists[1 - section]
        other.selected = None
        self._update_buttons()

    def _current(self) -> flow.SaveInfo | None:
        rows = self.sections[self._active]
        index = self._index
        return rows[index] if index is not None and index < len(rows) else None

    def select_path(self, path: Path) -> bool:
        """Select the row of the file at `path` (keyboard users and tests); False if absent."""
        for section, rows in enumerate(self.sections):
            for row, info in enumerate(rows):
                if info.path == path:
                    self.lists[section]._select(row)
                    return True
        return False

    def _update_buttons(self) -> None:
        info = self._current()
        self.load_button.enabled = info is not None and info.save is not None
        self.load_button.tooltip = (
            None
            if self.load_button.enabled
            else _("Choose a save first.")
            if info is None
            else _("This file cannot be opened; its reason is shown in the list.")
        )
        self.review_button.enabled = self.load_button.enabled
        self.review_button.tooltip = (
            _("Step through this game move by move, with the hard bot's verdict.")
            if self.load_button.enabled
            else self.load_button.tooltip
        )
        self.delete_button.enabled = info is not None
        self.delete_button.tooltip = None if info else _("Choose a save first.")

    def _load(self) -> None:
        info = self._current()
        if info is None or info.save is None:
            return
        flow.open_save_file(self.app, info.path)

    def _review(self) -> None:
        """Open the game review of the selected save (its moves as they replay today)."""
        info = self._current()
        if info is None or info.save is None:
            return
        try:
            match = restore(info.save, games.get_game(info.save.game).rules)
        except SaveMismatch as exc:
            match = exc.match
        except (SaveError, KeyError) as exc:
            self.app.push(Dialog(self.app, _("This save cannot be reviewed"), str(exc)))
            return
        push_scene(self.app, "Review", match)

    def _ask_delete(self) -> None:
        info = self._current()
        if info is None:
            return
        self.app.push(
            Dialog(
                self.app,
                _("Delete this save?"),
                _("{file} will be removed for good.").format(file=self._file_name(info)),
                [(_("Delete"), lambda: self._delete(info)), (_("Keep it"), None)],
            )
        )

    def _delete(self, info: flow.SaveInfo) -> None:
        try:
            info.path.unlink(missing_ok=True)
        except OSError as exc:
            self.app.toast(
                _("Could not delete {file}: {reason}").format(
                    file=self._file_name(info), reason=exc.strerror or exc
                )
            )
            return
        self._read()
        rows = self.sections[self._active]
        if not rows:
            self._active = 1 - self._active
            rows = self.sections[self._active]
        self._index = min(self._index or 0, len(rows) - 1) if rows else None
        self.layout(*self.app.size)
        self.app.toast(_("Deleted {file}.").format(file=self._file_name(info)))

    @staticmethod
    def _file_name(info: flow.SaveInfo) -> str:
        """How the player knows the file: a named save by its name, an autosave by its game."""
        if not info.autosave:
            return info.path.name
        if info.save is None:
            return _("This game in progress")
        game = flow.game_title(info.save.game)
        if info.in_progress:
            return _("The {game} game in progress").format(game=game)
        return _("The finished {game} game").format(game=game)

    def _back(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        """Arrow keys and Enter go to the list holding the selection; Down past the last game
        in progress moves on to the saved games, Up from the first saved game back."""
        if event.type != pygame.KEYDOWN or event.key not in LIST_KEYS:
            return super().handle(event)
        box = self.lists[self._active]
        other = 1 - self._active
        at_edge = (
            (event.key == pygame.K_DOWN and self._index == len(box.rows) - 1)
            if self._active == 0
            else (event.key == pygame.K_UP and self._index == 0)
        )
        if at_edge and self.sections[other]:
            row = 0 if other == 1 else len(self.sections[0]) - 1
            self.lists[other]._select(row)
            return True
        return box.handle(event)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        draw_title(surface, self.theme, _("Load a game"), self.shape.title, size=th.SIZE_TITLE - 8)
