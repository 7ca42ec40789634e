"""Words too long for a line (file paths): broken where a path breaks, never cut off.

`Theme.wrap` keeps words whole, so a long path would run past its panel; a path keeps every
character when broken here, so a player can still read it whole and type it in.
"""

from __future__ import annotations

import re

import pygame

from anno_desktop.ui.theme import Theme

_AFTER_SEPARATOR = re.compile(r"(?<=[/\\])")


def break_long_words(theme: Theme, text: str, face: str, size: float, width: int) -> str:
    """`text` with each word wider than `width` pixels split onto lines of its own."""
    font = theme.font(face, size)
    paragraphs = []
    for paragraph in text.split("\n"):
        words = [
            word if font.size(word)[0] <= width else "\n".join(_pieces(font, word, width))
            for word in paragraph.split(" ")
        ]
        paragraphs.append(" ".join(words))
    return "\n".join(paragraphs)


def _pieces(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """`word` in lines that fit: after a separator where one fits, else between letters."""
    lines: list[str] = []
    line = ""
    for part in (p for p in _AFTER_SEPARATOR.split(word) if p):
        if font.size(line + part)[0] <= width:
            line += part
            continue
        if line:
            lines.append(line)
            line = ""
        for char in part:
            if line and font.size(line + char)[0] > width:
                lines.append(line)
                line = ""
            line += char
    if line:
        lines.append(line)
    return lines
