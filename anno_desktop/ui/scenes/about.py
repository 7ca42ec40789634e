"""About: the version, the program's licence and the credits of everything third-party it ships.

The credits are read from assets/LICENSES.md, the one list of third-party parts, so this page
and that file never disagree; the full licence texts are named with the folder that holds them.
"""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from anno_desktop import __version__, paths
from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.ui import theme as th
from anno_desktop.ui.scene import Scene
from anno_desktop.ui.scenes.common import STYLE, Block, draw_sea, draw_title, parse_markdown
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.panel import Panel
from anno_desktop.ui.widgets.scroll import TextLog

if TYPE_CHECKING:
    from anno_desktop.ui.app import App

COPYRIGHT = "Copyright (c) 2026 the Anno Desktop developers"
# Cells of a LICENSES.md table row, as parse_markdown joins them.
CELL = "  ·  "


def licence_file() -> Path | None:
    """The program's LICENSE: beside a bundle's executable, at the top of a source checkout,
    or in an installed wheel's metadata."""
    candidates = []
    if getattr(sys, "frozen", False):
        candidates.append(Path(sys.executable).resolve().parent / "LICENSE")
    candidates.append(Path(__file__).resolve().parents[3] / "LICENSE")
    try:
        dist = metadata.distribution("anno-desktop")
        candidates += [
            Path(str(dist.locate_file(f))) for f in dist.files or () if f.name == "LICENSE"
        ]
    except metadata.PackageNotFoundError:
        pass
    return next((c for c in candidates if c.is_file()), None)


def _sections(source: str) -> dict[str, list[Block]]:
    """LICENSES.md's blocks under each second-level heading, by the heading's first word."""
    sections: dict[str, list[Block]] = {}
    current: list[Block] = []
    for kind, text in parse_markdown(source):
        if kind == "h2":
            current = sections.setdefault(text.split()[0], [])
        elif kind != "blank":
            current.append((kind, text))
    return sections


def _rows(blocks: list[Block]) -> list[list[str]]:
    return [text.split(CELL) for kind, text in blocks if kind == "row"]


def credits_blocks() -> list[Block]:
    """The page: who made the program and under which licence, then every credit."""
    return _spaced(_credits())


def _spaced(blocks: list[Block]) -> list[Block]:
    """A blank line before each paragraph that follows a paragraph or a list."""
    out: list[Block] = []
    for i, block in enumerate(blocks):
        out.append(block)
        if block[0] in ("p", "li") and i + 1 < len(blocks) and blocks[i + 1][0] == "p":
            out.append(("blank", ""))
    return out


def _credits() -> list[Block]:
    texts = paths.assets_dir() / "licenses"
    licence = licence_file()
    blocks: list[Block] = [
        ("h1", f"Anno Desktop {__version__}"),
        ("p", _licence_sentence(licence)),
    ]
    try:
        sections = _sections((paths.assets_dir() / "LICENSES.md").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "unreadable"
        blocks.append(
            (
                "p",
                _("The list of credits, {file}, could not be read ({reason}).").format(
                    file="assets/LICENSES.md", reason=reason
                ),
            )
        )
        return blocks
    fonts = _rows(sections.get("Fonts", []))
    if fonts:
        blocks.append(("h2", _("Fonts")))
        blocks += [("li", f"•  {row[1]}: {row[2]}") for row in fonts if len(row) > 2]
    icons = sections.get("Icons", [])
    if icons:
        blocks.append(("h2", _("Icons")))
        blocks += [(kind, text) for kind, text in icons if kind == "p"]
        names = [row[1] for row in _rows(icons) if len(row) > 1]
        if names:
            sentence = ngettext(
                "The {count} icon in the game: {names}.",
                "The {count} icons in the game: {names}.",
                len(names),
            )
            blocks.append(("p", sentence.format(count=len(names), names=", ".join(names))))
    libraries = _rows(sections.get("Libraries", []))
    if libraries:
        blocks.append(("h2", _("Libraries")))
        blocks += [("li", f"•  {row[0]}: {row[1]}") for row in libraries if len(row) > 1]
        blocks += [(kind, text) for kind, text in sections["Libraries"] if kind == "p"]
    listed = _rows(sections.get("Licence", []))
    blocks.append(("h2", _("Full licence texts")))
    blocks.append(("p", _("They are in the folder {folder}:").format(folder=texts)))
    blocks += [("li", f"•  {row[0]}: {row[1]}") for row in listed if len(row) > 1]
    return blocks


def _licence_sentence(licence: Path | None) -> str:
    """Under which licence the program is, and where its full text is."""
    if licence:
        text = _(
            "Free software under the MIT licence. {copyright}. You may use, copy, change and "
            "share it as that licence allows; its full text is the LICENSE file: {file}"
        )
    else:
        text = _(
            "Free software under the MIT licence. {copyright}. You may use, copy, change and "
            "share it as that licence allows; its full text is the LICENSE file that came "
            "with the program."
        )
    return text.format(copyright=COPYRIGHT, file=licence)


class About(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page: TextLog | None = None

    def layout(self, width: int, height: int) -> None:
        u = self.u
        m = u(40)
        top = u(110)
        # The wooden card on the left is as tall as what it holds.
        side_w, pad = u(300), u(9 + 6)
        inner = pygame.Rect(m + pad, top + pad, side_w - 2 * pad, 0)
        version = _("Version {version}").format(version=__version__)
        lines = [
            ("Anno Desktop", "display-bold", th.SIZE_HEADING, th.BRASS_LIGHT, u(40)),
            (version, "text", th.SIZE_BODY, th.CREAM, u(30)),
            (_("MIT licence"), "text", th.SIZE_BODY, th.CREAM, u(30)),
            (COPYRIGHT.replace("Copyright (c)", "©"), "italic", th.SIZE_LABEL, th.CREAM, u(60)),
        ]
        # The card ends above the Back button: the icon shrinks (or goes) to make room.
        room = height - u(100) - top - 2 * pad - sum(line[-1] for line in lines) - u(24)
        icon_px = min(inner.width, u(140), room)
        if icon_px < u(32):
            icon_px = 0
        self._icon_rect = pygame.Rect(0, 0, icon_px, icon_px)
        self._icon_rect.midtop = (inner.centerx, inner.y + u(8))
        y = self._icon_rect.bottom + u(16) if icon_px else inner.y
        labels = []
        for text, face, size, colour, h in lines:
            labels.append(
                Label(
                    (inner.x, y, inner.width, h),
                    text,
                    face=face,
                    size=size,
                    colour=colour,
                    align="center",
                    wrap=True,
                )
            )
            y += h
        side = Panel((m, top, side_w, y - top + pad), kind="wood")
        page = Panel(
            (
                side.rect.right + u(20),
                top,
                width - side.rect.right - u(20) - m,
                height - top - u(24),
            )
        )
        self.page = TextLog(page.inner(self.theme, 10), follow=False)
        self._fill(self.page)
        self.widgets = [
            side,
            *labels,
            page,
            self.page,
            Button(
                (m, height - u(78), u(170), u(52)), _("Back"), self._back, icon_name="return-arrow"
            ),
        ]

    def _fill(self, page: TextLog) -> None:
        width = page.rect.width - self.theme.u(14)
        for kind, text in credits_blocks():
            face, size, colour, indent = STYLE[kind]
            if kind in ("h1", "h2"):
                page.add("", size=th.SIZE_SMALL)
            for part in self._unbroken(text, face, size, width - self.theme.u(indent)):
                page.add(part, face=face, size=size, colour=colour, indent=indent)

    def _unbroken(self, text: str, face: str, size: float, width: int) -> list[str]:
        """`text` as one paragraph, or several when a word (a long folder path) is wider than
        the page: that word is broken after a path separator so none of it is cut off."""
        font = self.theme.font(face, size)
        words = text.split(" ")
        if all(font.size(w)[0] <= width for w in words):
            return [text]
        parts, line = [], ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                parts.append(line)
            line = ""
            for piece in _path_pieces(word):
                if line and font.size(line + piece)[0] > width:
                    parts.append(line)
                    line = ""
                line += piece
        if line:
            parts.append(line)
        return parts

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
            surface, self.theme, _("About"), (self.u(40), self.u(24)), size=th.SIZE_TITLE - 8
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self._icon_rect.width:
            surface.blit(_app_icon(self._icon_rect.width), self._icon_rect)


def _path_pieces(word: str) -> list[str]:
    """A long word cut after each / or \\ (each piece keeps its separator)."""
    pieces, piece = [], ""
    for char in word:
        piece += char
        if char in "/\\":
            pieces.append(piece)
            piece = ""
    return [*pieces, piece] if piece else pieces


_ICONS: dict[int, pygame.Surface] = {}


def _app_icon(px: int) -> pygame.Surface:
    """The application icon (assets/app-icon.svg), or nothing where it cannot be drawn."""
    if px not in _ICONS:
        try:
            _ICONS[px] = pygame.image.load_sized_svg(paths.assets_dir() / "app-icon.svg", (px, px))
        except (OSError, pygame.error):
            _ICONS[px] = pygame.Surface((px, px), pygame.SRCALPHA)
    return _ICONS[px]
