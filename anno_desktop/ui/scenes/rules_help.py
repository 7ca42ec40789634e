"""Rules help: each game's rules/<game>/rules.md shown as readable, scrolling text (the
Markdown read by `common.parse_markdown`); rules.<language>.md instead where the game has
one in the player's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop import paths
from anno_desktop.engine import i18n
from anno_desktop.engine.errors import MissingUserFile, UserFileError
from anno_desktop.engine.i18n import _
from anno_desktop.engine.userfiles import read_text
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import STYLE, draw_sea, draw_title, parse_markdown
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.panel import Panel
from anno_desktop.ui.widgets.scroll import ScrollColumn, TextLog

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

# The summaries are under 10 KB; ANNO_DESKTOP_RULES may point at a folder holding anything.
MAX_RULES_TEXT_BYTES = 1024 * 1024


def rules_text(game_id: str) -> str | None:
    """The game's rules in the language in use (rules.de.md), else its rules.md, or None when
    it has none (yet); UserFileError, one sentence, when the file is there but cannot be shown."""
    try:
        folder = paths.rules_dir() / game_id
    except FileNotFoundError:
        return None
    for name in (f"rules.{i18n.language()}.md", "rules.md"):
        try:
            return read_text(folder / name, what="rules summary", cap=MAX_RULES_TEXT_BYTES)
        except MissingUserFile:
            continue
    return None


def in_language(game_id: str) -> bool:
    """Whether the game's rules summary is written in the language in use."""
    language = i18n.language()
    if language == i18n.DEFAULT:
        return True
    try:
        return (paths.rules_dir() / game_id / f"rules.{language}.md").is_file()
    except FileNotFoundError:
        return False


class RulesHelp(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = flow.playable_games()
        self.game_id = (
            game_id if game_id in self.games else (self.games[0] if self.games else game_id)
        )

    def layout(self, width: int, height: int) -> None:
        u = self.u
        m = u(40)
        top = u(110)
        tabs_w = u(300)
        tabs_panel = Panel((m, top, tabs_w, height - top - u(100)), kind="wood")
        tabs = ScrollColumn(tabs_panel.inner(self.theme, 4), gap=u(10))
        inner_w = tabs.rect.width
        tabs.set_children(
            [
                Button(
                    (0, 0, inner_w, u(52)),
                    flow.game_title(gid),
                    lambda g=gid: self._show(g),
                    selected=gid == self.game_id,
                    style="wood",
                    size=th.SIZE_BODY,
                )
                for gid in self.games
            ]
        )
        page = Panel(
            (
                tabs_panel.rect.right + u(20),
                top,
                width - tabs_panel.rect.right - u(20) - m,
                height - top - u(24),
            )
        )
        self.page = TextLog(page.inner(self.theme, 10), follow=False)
        self._fill()
        self.widgets = [
            tabs_panel,
            tabs,
            page,
            self.page,
            Button(
                (m, height - u(78), u(170), u(52)), _("Back"), self._back, icon_name="return-arrow"
            ),
        ]

    def _fill(self) -> None:
        self.page.clear()
        if self.game_id is None:
            self.page.add(
                _("No games are installed yet, so there are no rules to read."),
                face="italic",
                size=th.SIZE_LABEL,
            )
            return
        try:
            text = rules_text(self.game_id)
        except UserFileError as exc:
            self.page.add(
                flow.game_title(self.game_id), face="display-bold", size=th.SIZE_HEADING + 4
            )
            self.page.add(str(exc), face="italic", size=th.SIZE_LABEL)
            return
        if text is None:
            title = flow.game_title(self.game_id)
            self.page.add(title, face="display-bold", size=th.SIZE_HEADING + 4)
            self.page.add(
                _(
                    "The rules summary for {game} has not been written yet ({file} is "
                    "missing). The rulebook that came with the game applies."
                ).format(game=title, file=f"rules/{self.game_id}/rules.md"),
                face="italic",
                size=th.SIZE_LABEL,
            )
            return
        if not in_language(self.game_id):
            self.page.add(
                _("This rules summary is in English only so far."),
                face="italic",
                size=th.SIZE_SMALL,
                colour=th.INK_SOFT,
            )
        for kind, line in parse_markdown(text):
            face, size, colour, indent = STYLE[kind]
            if kind in ("h1", "h2"):
                self.page.add("", size=th.SIZE_SMALL)
            self.page.add(line, face=face, size=size, colour=colour, indent=indent)

    def _show(self, game_id: str) -> None:
        self.game_id = game_id
        self.layout(*self.app.size)

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
            surface, self.theme, _("Rules"), (self.u(40), self.u(24)), size=th.SIZE_TITLE - 8
        )
