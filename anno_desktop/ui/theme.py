"""The look (ART.md): palette, player colours and shapes, fonts, and cached text surfaces.

Sizes are given in logical units (1 unit = 1 px at 1280x800) and scaled by the App, so the
same layout reads well from 1280x720 to 2560x1440. No text is smaller than 14 px at 1280x800.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame
import pygame.freetype

from anno_desktop import paths

Colour = tuple[int, int, int]

SEA_DEEP: Colour = (16, 44, 74)
SEA: Colour = (28, 78, 116)
SEA_LIGHT: Colour = (70, 128, 164)
PARCHMENT: Colour = (238, 224, 190)
PARCHMENT_DARK: Colour = (212, 190, 146)
SAND: Colour = (222, 196, 140)
INK: Colour = (50, 36, 24)
INK_SOFT: Colour = (98, 76, 54)
WOOD_DARK: Colour = (46, 29, 18)
WOOD: Colour = (86, 55, 33)
WOOD_LIGHT: Colour = (124, 84, 50)
BRASS: Colour = (200, 158, 70)
BRASS_LIGHT: Colour = (240, 206, 120)
CREAM: Colour = (248, 238, 214)
DIM: Colour = (140, 128, 110)
ALERT: Colour = (176, 52, 40)


@dataclass(frozen=True)
class PlayerLook:
    """A seat's colour and its shape, so colour-blind players can tell seats apart too."""

    name: str
    colour: Colour
    shape: str


PLAYER_LOOKS: dict[str, PlayerLook] = {
    "red": PlayerLook("Red", (184, 52, 44), "disc"),
    "blue": PlayerLook("Blue", (46, 94, 176), "square"),
    "teal": PlayerLook("Teal", (28, 142, 128), "triangle"),
    "amber": PlayerLook("Amber", (226, 152, 30), "diamond"),
}
PLAYER_ORDER = list(PLAYER_LOOKS)


def player_look(colour: str | None, seat: int) -> PlayerLook:
    """The look of a seat: its chosen colour, else the seat's default in table order."""
    if colour in PLAYER_LOOKS:
        return PLAYER_LOOKS[colour]
    return PLAYER_LOOKS[PLAYER_ORDER[seat % len(PLAYER_ORDER)]]


FONT_FILES: dict[str, str] = {
    "display": "EBGaramond12-Regular.otf",
    "display-bold": "EBGaramond12-Bold.otf",
    "italic": "EBGaramond12-Italic.otf",
    "text": "DejaVuSans.ttf",
    "text-bold": "DejaVuSans-Bold.ttf",
}

FALLBACK: dict[str, str] = {"display-bold": "display", "display": "text", "italic": "text"}

PLAIN_TWINS = str.maketrans(
    {
        "\u2013": "-",
        "\u2014": "-",
        "\u2026": "...",
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u00b7": "-",
    }
)

# Logical text sizes: body text 17 units reads at 15 px even at 1280x720.
SIZE_SMALL = 16
SIZE_BODY = 17
SIZE_LABEL = 19
SIZE_HEADING = 28
SIZE_TITLE = 56
MIN_PX = 14


class Theme:
    """Fonts and rendered text at the current scale; every surface is made once and reused."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._checkers: dict[str, pygame.freetype.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wrapped: OrderedDict[tuple, list[str]] = OrderedDict()

    def u(self, units: float) -> int:
        """Logical units to pixels at the current scale."""
        return round(units * self.scale)

    def has_glyphs(self, face: str, text: str) -> bool:
        """Whether the face can draw every character (pygame.font would show boxes instead)."""
        if text.isascii():
            return True
        checker = self._checkers.get(face)
        if checker is None:
            if not pygame.freetype.get_init():
                pygame.freetype.init()
            checker = pygame.freetype.Font(str(paths.assets_dir() / "fonts" / FONT_FILES[face]))
            self._checkers[face] = checker
        return None not in checker.get_metrics(text, size=12)

    def font(self, face: str, size: float) -> pygame.font.Font:
        px = max(MIN_PX, round(size * self.scale))
        key = (face, px)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(paths.assets_dir() / "fonts" / FONT_FILES[face]), px)
            self._fonts[key] = font
        return font

    def text(self, text: str, face: str, size: float, colour: Colour) -> pygame.Surface:
        key = (text, face, max(MIN_PX, round(size * self.scale)), colour)
        surf = self._text.get(key)
        if surf is None:
            font = self.font(face, size)
            shown = text
            if face in FALLBACK and not self.has_glyphs(face, text):
                # EB Garamond Bold lacks some glyphs (dashes, ellipsis): keep the face with
                # plain twins of those characters, or use a face that has them.
                shown = text.translate(PLAIN_TWINS)
                if not self.has_glyphs(face, shown):
                    font, shown = self.font(FALLBACK[face], size), text
            surf = font.render(shown, True, colour)
            self._text[key] = surf
            if len(self._text) > 4096:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        return surf

    def wrap(self, text: str, face: str, size: float, width: int) -> list[str]:
        """Break `text` into lines no wider than `width` pixels (words kept whole)."""
        key = (text, face, max(MIN_PX, round(size * self.scale)), width)
        lines = self._wrapped.get(key)
        if lines is not None:
            return lines
        font = self.font(face, size)
        lines = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        self._wrapped[key] = lines
        if len(self._wrapped) > 1024:
            self._wrapped.popitem(last=False)
        return lines

    def fit(self, text: str, face: str, size: float, width: int) -> str:
        """`text`, shortened with an ellipsis if it is wider than `width` pixels."""
        font = self.font(face, size)
        if font.size(text)[0] <= width:
            return text
        dots = "\u2026" if self.has_glyphs(face, "\u2026") else "..."
        while text and font.size(text + dots)[0] > width:
            text = text[:-1]
        return text.rstrip() + dots
