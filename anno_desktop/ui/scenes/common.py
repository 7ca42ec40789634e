"""Pieces several scenes share: the sea backdrop, titles, the per-game icon, and the little
Markdown that the rules help and the About page show.

Only the Markdown our rule summaries use is understood: headings, paragraphs, bullet and
numbered lists, and tables (shown as plain rows); emphasis marks are dropped.
"""

from __future__ import annotations

import re

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.textures import sea
from anno_desktop.ui.theme import Theme

GAME_ICONS: dict[str, str] = {
    "anno1701": "cargo-ship",
    "anno1701-cards": "scroll-unfurled",
    "anno1800-solo": "factory",
    "santa-maria": "dice-six-faces-five",
}


def game_icon(game_id: str) -> str:
    return GAME_ICONS.get(game_id, "compass")


def draw_sea(surface: pygame.Surface) -> None:
    surface.blit(sea(*surface.get_size()), (0, 0))


def draw_title(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    pos: tuple[int, int],
    size: float = th.SIZE_TITLE,
    colour: th.Colour = th.BRASS_LIGHT,
    center: bool = False,
) -> pygame.Rect:
    """A display-face title with a dark shadow, so it reads on the sea or on wood."""
    img = theme.text(text, "display-bold", size, colour)
    shade = theme.text(text, "display-bold", size, (12, 10, 8))
    rect = img.get_rect(midtop=pos) if center else img.get_rect(topleft=pos)
    offset = max(2, theme.u(3))
    surface.blit(shade, rect.move(offset, offset))
    surface.blit(img, rect)
    return rect


def draw_watermark(
    surface: pygame.Surface, theme: Theme, name: str, center: tuple[int, int], px: int
) -> None:
    """A large, faint icon that decorates an empty stretch of sea."""
    img = icon(name, px, (120, 170, 200)).copy()
    img.set_alpha(38)
    surface.blit(img, img.get_rect(center=center))


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
