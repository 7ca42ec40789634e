"""Rules help: each game's rules/<game>/rules.md shown as readable, scrolling text.

Only the Markdown our rule summaries use is understood: headings, paragraphs, bullet and
numbered lists, and tables (shown as plain rows); emphasis marks are dropped.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from anno_desktop import paths
from anno_desktop.engine.errors import MissingUserFile, UserFileError
from anno_desktop.engine.userfiles import read_text
from anno_desktop.ui import flow
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import draw_sea, draw_title
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.panel import Panel
from anno_desktop.ui.widgets.scroll import ScrollColumn, TextLog

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

Block = tuple[str, str]  # (kind, text): h1 h2 h3 p li row head blank

_INLINE = re.compile(r"(\*\*|__|`|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w))")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


def _plain(text: str) -> str:
    return _INLINE.sub("", _LINK.sub(r"\1", text)).strip()


def parse_markdown(source: str) -> list[Block]:
    """Turn the Markdown of a rules summary into display blocks."""
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("p", _plain(" ".join(paragraph))))
            paragraph.clear()

    table_rows = 0
    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            flush()
            table_rows = 0
            blocks.append(("blank", ""))
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        if heading:
            flush()
            level = min(3, len(heading.group(1)))
            blocks.append((f"h{level}", _plain(heading.group(2))))
            continue
        if line.startswith("|"):
            flush()
            cells = [_plain(c) for c in line.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c.replace(" ", "")) for c in cells if c):
                continue
            blocks.append(("head" if table_rows == 0 else "row", "  ·  ".join(cells)))
            table_rows += 1
            continue
        bullet = re.match(r"^([-*+]|\d+[.)])\s+(.*)$", line)
        if bullet:
            flush()
            mark = "•" if bullet.group(1) in "-*+" else bullet.group(1)
            indent = "  " * ((len(raw) - len(raw.lstrip())) // 2)
            blocks.append(("li", f"{indent}{mark}  {_plain(bullet.group(2))}"))
            continue
        if not paragraph and blocks and blocks[-1][0] == "li":
            # A wrapped list item: the line continues the item above it.
            blocks[-1] = ("li", f"{blocks[-1][1]} {_plain(line)}")
            continue
        paragraph.append(line)
    flush()
    # Collapse runs of blank lines: the layout adds its own spacing.
    tidy: list[Block] = []
    for block in blocks:
        if block[0] == "blank" and (not tidy or tidy[-1][0] == "blank"):
            continue
        tidy.append(block)
    return tidy


# The summaries are under 10 KB; ANNO_DESKTOP_RULES may point at a folder holding anything.
MAX_RULES_TEXT_BYTES = 1024 * 1024


def rules_text(game_id: str) -> str | None:
    """The game's rules.md, or None when it has none (yet); UserFileError, one sentence,
    when the file is there but cannot be shown."""
    try:
        path = paths.rules_dir() / game_id / "rules.md"
    except FileNotFoundError:
        return None
    try:
        return read_text(path, what="rules summary", cap=MAX_RULES_TEXT_BYTES)
    except MissingUserFile:
        return None


STYLE: dict[str, tuple[str, float, th.Colour, int]] = {
    "h1": ("display-bold", th.SIZE_HEADING + 4, th.INK, 0),
    "h2": ("display-bold", th.SIZE_HEADING - 2, th.WOOD, 0),
    "h3": ("text-bold", th.SIZE_LABEL, th.INK, 0),
    "p": ("text", th.SIZE_BODY, th.INK, 0),
    "li": ("text", th.SIZE_BODY, th.INK, 18),
    "head": ("text-bold", th.SIZE_SMALL, th.INK, 12),
    "row": ("text", th.SIZE_SMALL, th.INK, 12),
    "blank": ("text", th.SIZE_SMALL, th.INK, 0),
}


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
                (m, height - u(78), u(170), u(52)), "Back", self._back, icon_name="return-arrow"
            ),
        ]

    def _fill(self) -> None:
        self.page.clear()
        if self.game_id is None:
            self.page.add(
                "No games are installed yet, so there are no rules to read.",
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
                f"The rules summary for {title} has not been written yet "
                f"(rules/{self.game_id}/rules.md is missing). The rulebook that "
                "came with the game applies.",
                face="italic",
                size=th.SIZE_LABEL,
            )
            return
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
        draw_title(surface, self.theme, "Rules", (self.u(40), self.u(24)), size=th.SIZE_TITLE - 8)
