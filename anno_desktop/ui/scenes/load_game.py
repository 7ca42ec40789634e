"""Load a game: every save with its game, players, turn and date; broken files are listed too.

A broken file shows the reason it cannot be read and is never deleted behind the player's back;
deleting any save asks first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.listbox import ListBox, ListRow
from anno_desktop.ui.widgets.panel import Panel

if TYPE_CHECKING:
    from anno_desktop.ui.app import App


def describe_save(info: flow.SaveInfo) -> ListRow:
    if info.save is None:
        return ListRow(
            f"{info.path.name} — cannot be opened", info.error or "", warn=True, tooltip=info.error
        )
    save = info.save
    title = flow.game_title(save.game)
    label = "Autosave" if info.path.name == flow.AUTOSAVE_NAME else info.path.stem
    players = ", ".join(seat.name for seat in save.seats)
    when = save.saved_at.astimezone().strftime("%d %b %Y, %H:%M")
    state = "finished" if save.over else f"turn {save.turn}"
    return ListRow(
        f"{title} · {state}",
        f"{label} · {players} · {when}",
        tooltip=f"{info.path.name}: {players}",
    )


class LoadGame(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves = flow.list_saves()

    def layout(self, width: int, height: int) -> None:
        u = self.u
        m = u(48)
        panel = Panel((m, u(110), width - 2 * m, height - u(110) - u(100)))
        inner = panel.inner(self.theme, 12)
        self.list = ListBox(
            inner,
            [describe_save(i) for i in self.saves],
            on_select=lambda _: self._update_buttons(),
            on_activate=lambda _: self._load(),
            row_height=u(64),
            empty_text="No saved games yet.",
        )
        y = height - u(78)
        self.load_button = Button(
            (width - m - u(220), y, u(220), u(52)),
            "Load",
            self._load,
            style="brass",
            icon_name="chest",
        )
        self.delete_button = Button(
            (width - m - u(460), y, u(220), u(52)),
            "Delete",
            self._ask_delete,
            icon_name="trash-can",
        )
        self.widgets = [
            panel,
            self.list,
            Button((m, y, u(170), u(52)), "Back", self._back, icon_name="return-arrow"),
            self.delete_button,
            self.load_button,
        ]
        self._update_buttons()

    def _current(self) -> flow.SaveInfo | None:
        index = self.list.selected
        return self.saves[index] if index is not None and index < len(self.saves) else None

    def _update_buttons(self) -> None:
        info = self._current()
        self.load_button.enabled = info is not None and info.save is not None
        self.load_button.tooltip = (
            None
            if self.load_button.enabled
            else "Choose a save first."
            if info is None
            else "This file cannot be opened; its reason is shown in the list."
        )
        self.delete_button.enabled = info is not None
        self.delete_button.tooltip = None if info else "Choose a save first."

    def _load(self) -> None:
        info = self._current()
        if info is None or info.save is None:
            return
        flow.open_save_file(self.app, info.path)

    def _ask_delete(self) -> None:
        info = self._current()
        if info is None:
            return
        self.app.push(
            Dialog(
                self.app,
                "Delete this save?",
                f"{info.path.name} will be removed for good.",
                [("Delete", lambda: self._delete(info)), ("Keep it", None)],
            )
        )

    def _delete(self, info: flow.SaveInfo) -> None:
        try:
            info.path.unlink(missing_ok=True)
        except OSError as exc:
            self.app.toast(f"Could not delete {info.path.name}: {exc.strerror or exc}")
            return
        self.saves = flow.list_saves()
        self.list.set_rows([describe_save(i) for i in self.saves])
        self._update_buttons()
        self.app.toast(f"Deleted {info.path.name}.")

    def _back(self) -> None:
        self.app.pop(self)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_sea(surface)
        draw_title(
            surface, self.theme, "Load a game", (self.u(48), self.u(24)), size=th.SIZE_TITLE - 8
        )
        hint = Label(
            (self.u(420), self.u(52), surface.get_width() - self.u(470), self.u(30)),
            "Double-click a save to open it.",
            face="italic",
            size=th.SIZE_LABEL,
            colour=th.PARCHMENT,
            align="right",
        )
        hint.draw(surface, self.theme)
