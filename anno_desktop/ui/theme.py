"""The look (ART.md): palette, player colours and shapes, fonts, and cached text surfaces.

Sizes are given in logical units (1 unit = 1 px at 1280x800) and scaled by the App, so the
same layout reads well from 1280x720 to 2560x1440. No text is smaller than 14 px at 1280x800
(`floor_px`). Text goes into its box through `Theme.fit_text` / `Theme.draw_text`: wrapped,
then shrunk to the floor, shortened only as a last resort (recorded in `RECORDER`).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field

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
    "display-bold": "EBGaramond-Bold.ttf",
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
# The type floor: 14 px in a 1280x800 window, scaled by the window's fit factor
# min(width / 1280, height / 800) (11 px at 1024x600, 25 px at 2560x1440), never below
# FLOOR_PX. The UI scale setting moves the preferred sizes, not the floor: at 150 % text
# shrinks back only where its box cannot hold it, and never below what 100 % would allow.
MIN_PX = 14
FLOOR_PX = 10
BASE_SIZE = (1280, 800)
ELLIPSIS = "\u2026"


def floor_px(window: tuple[int, int]) -> int:
    """The smallest type, in pixels, for a window of this size."""
    fit = min(window[0] / BASE_SIZE[0], window[1] / BASE_SIZE[1])
    return max(FLOOR_PX, int(MIN_PX * fit + 0.5))


@dataclass(frozen=True, slots=True)
class Fitted:
    """A text fitted into a box: the lines as drawn, at `px`, and whether it had to be cut."""

    text: str
    lines: tuple[str, ...]
    face: str
    px: int
    line_height: int
    width: int
    height: int
    shortened: bool
    # Even one line at the floor is taller than the box: drawn whole, spilling out of it.
    overflows: bool = False

    @property
    def tooltip(self) -> str | None:
        """The whole text when the box shows less of it, for the widget's tooltip."""
        return self.text if self.shortened else None


@dataclass(frozen=True, slots=True)
class DrawnText:
    """One text `Theme.draw_text` drew: where its lines landed and the box it was given."""

    text: str
    rect: pygame.Rect
    box: pygame.Rect
    shortened: bool
    overflows: bool


@dataclass
class TextRecorder:
    """What the UI drew and had to shorten, read by `check-layout`; off and free by default."""

    enabled: bool = False
    shortened: list[tuple[str, str]] = field(default_factory=list)
    drawn: list[DrawnText] = field(default_factory=list)
    # Every text surface handed out while recording, by id, so blits can be traced to text.
    surfaces: dict[int, tuple[pygame.Surface, str]] = field(default_factory=dict)
    # Each line of a text wrapped onto several lines -> the whole text it came from.
    wrapped: dict[str, str] = field(default_factory=dict)

    def start(self) -> None:
        self.clear()
        self.enabled = True

    def stop(self) -> None:
        self.enabled = False

    def clear(self) -> None:
        self.shortened, self.drawn, self.surfaces, self.wrapped = [], [], {}, {}

    def saw(self, surface: pygame.Surface, text: str) -> None:
        self.surfaces[id(surface)] = (surface, text)

    def wrap(self, text: str, lines: list[str]) -> None:
        if len(lines) > 1:
            self.wrapped.update(dict.fromkeys(lines, text))

    def cut(self, text: str, shown: str) -> None:
        self.shortened.append((text, shown))

    def text_of(self, surface: pygame.Surface) -> str | None:
        found = self.surfaces.get(id(surface))
        return found[1] if found is not None and found[0] is surface else None

    @property
    def strings(self) -> list[str]:
        """Every text rendered while recording, in first-seen order."""
        return list(dict.fromkeys(text for _, text in self.surfaces.values()))

    @property
    def whole_strings(self) -> list[str]:
        """`strings` with the lines of a wrapped text given as that whole text, once."""
        return list(dict.fromkeys(self.wrapped.get(text, text) for text in self.strings))


RECORDER = TextRecorder()


class Theme:
    """Fonts and rendered text at the current scale; every surface is made once and reused."""

    def __init__(self, scale: float = 1.0) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._checkers: dict[str, pygame.freetype.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wrapped: OrderedDict[tuple, list[str]] = OrderedDict()
        self._fitted: OrderedDict[tuple, Fitted] = OrderedDict()
        # A plain attribute: `u` reads it hundreds of times a frame. The App sets it after
        # (re)opening its window, so the floor is worked out again when it changes.
        self.scale = scale
        self._floor_for: float | None = None
        self._min_px = MIN_PX

    @property
    def min_px(self) -> int:
        """The type floor in pixels for the current window (see `floor_px`)."""
        if self._floor_for != self.scale:
            self._refloor()
        return self._min_px

    def _refloor(self) -> None:
        # The floor follows the window, or the scale itself for a Theme used without one.
        window = pygame.display.get_surface() if pygame.display.get_init() else None
        if window is not None:
            self._min_px = floor_px(window.get_size())
        else:
            self._min_px = max(FLOOR_PX, int(MIN_PX * self.scale + 0.5))
        self._floor_for = self.scale

    def u(self, units: float) -> int:
        """Logical units to pixels at the current scale."""
        return round(units * self.scale)

    def px(self, size: float) -> int:
        """A logical text size in pixels, never below the floor."""
        if self._floor_for != self.scale:
            self._refloor()
        return max(self._min_px, round(size * self.scale))

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
        return self.font_px(face, self.px(size))

    def font_px(self, face: str, px: int) -> pygame.font.Font:
        key = (face, px)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(paths.assets_dir() / "fonts" / FONT_FILES[face]), px)
            self._fonts[key] = font
        return font

    def text(self, text: str, face: str, size: float, colour: Colour) -> pygame.Surface:
        return self.text_px(text, face, self.px(size), colour)

    def text_px(self, text: str, face: str, px: int, colour: Colour) -> pygame.Surface:
        key = (text, face, px, colour)
        surf = self._text.get(key)
        if surf is None:
            font = self.font_px(face, px)
            shown = text
            if face in FALLBACK and not self.has_glyphs(face, text):
                # A face without some character of the text: keep the face
                # with plain twins of dashes and quotes, or use a face that has them all.
                shown = text.translate(PLAIN_TWINS)
                if not self.has_glyphs(face, shown):
                    font, shown = self.font_px(FALLBACK[face], px), text
            surf = font.render(shown, True, colour)
            self._text[key] = surf
            if len(self._text) > 4096:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        if RECORDER.enabled:
            RECORDER.saw(surf, text)
        return surf

    def wrap(self, text: str, face: str, size: float, width: int) -> list[str]:
        """Break `text` into lines no wider than `width` pixels (words kept whole)."""
        return self.wrap_px(text, face, self.px(size), width)

    def wrap_px(self, text: str, face: str, px: int, width: int) -> list[str]:
        key = (text, face, px, width)
        lines = self._wrapped.get(key)
        if lines is not None:
            if RECORDER.enabled:
                RECORDER.wrap(text, lines)
            return lines
        font = self.font_px(face, px)
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
        if RECORDER.enabled:
            RECORDER.wrap(text, lines)
        return lines

    def fit(self, text: str, face: str, size: float, width: int) -> str:
        """`text`, shortened with an ellipsis if it is wider than `width` pixels.

        Only shortens, at the size given: prefer `fit_text`, which wraps and shrinks first.
        """
        shown = self._shorten(text, self.font(face, size), face, width)
        if RECORDER.enabled and shown != text:
            RECORDER.cut(text, shown)
        return shown

    def _shorten(self, text: str, font: pygame.font.Font, face: str, width: int) -> str:
        if font.size(text)[0] <= width:
            return text
        dots = ELLIPSIS if self.has_glyphs(face, ELLIPSIS) else "..."
        while text and font.size(text + dots)[0] > width:
            text = text[:-1]
        return text.rstrip() + dots

    def fit_text(
        self,
        text: str,
        width: int,
        height: int | None = None,
        *,
        face: str = "text",
        size: float = SIZE_BODY,
        max_lines: int | None = None,
    ) -> Fitted:
        """Fit `text` into `width` x `height` pixels: wrap, then shrink to the floor, and
        only then shorten with an ellipsis (the result's `tooltip` holds the whole text).

        `height` None means as many lines as the text needs, up to `max_lines`. Cached.
        """
        fitted = self.measure(text, width, height, face=face, size=size, max_lines=max_lines)
        if RECORDER.enabled and fitted.shortened:
            RECORDER.cut(text, " ".join(fitted.lines))
        return fitted

    def measure(
        self,
        text: str,
        width: int,
        height: int | None = None,
        *,
        face: str = "text",
        size: float = SIZE_BODY,
        max_lines: int | None = None,
    ) -> Fitted:
        """What `fit_text` gives, without counting it as drawn (for trying out a layout)."""
        key = (text, width, height, face, self.px(size), max_lines, self.min_px)
        fitted = self._fitted.get(key)
        if fitted is None:
            fitted = self._fit(text, max(1, width), height, face, self.px(size), max_lines)
            self._fitted[key] = fitted
            if len(self._fitted) > 4096:
                self._fitted.popitem(last=False)
        else:
            self._fitted.move_to_end(key)
            if RECORDER.enabled:
                RECORDER.wrap(text, list(fitted.lines))
        return fitted

    def _room(self, px: int, face: str, height: int | None, max_lines: int | None) -> int:
        """How many lines of type `px` the box holds; the last needs only its ascent (the
        leading and descent below it may reach the box's edge)."""
        rows = 1 << 16
        if height is not None:
            font = self.font_px(face, px)
            ascent = font.get_ascent()
            rows = 0 if height < ascent else 1 + (height - ascent) // font.get_linesize()
        return min(rows, max_lines) if max_lines is not None else rows

    def _fits(
        self, text: str, width: int, height: int | None, face: str, px: int, max_lines: int | None
    ) -> list[str] | None:
        lines = self.wrap_px(text, face, px, width)
        if len(lines) > self._room(px, face, height, max_lines):
            return None
        font = self.font_px(face, px)
        return lines if all(font.size(line)[0] <= width for line in lines) else None

    def _fit(
        self, text: str, width: int, height: int | None, face: str, top: int, max_lines: int | None
    ) -> Fitted:
        floor = min(self.min_px, top)
        lines = self._fits(text, width, height, face, top, max_lines)
        px, shortened = top, False
        if lines is None:
            # The largest size that fits, by bisection between the floor and the preferred.
            low, high = floor, top - 1
            while low <= high:
                mid = (low + high) // 2
                found = self._fits(text, width, height, face, mid, max_lines)
                if found is None:
                    high = mid - 1
                else:
                    px, lines, low = mid, found, mid + 1
        if lines is None:
            px = floor
            room = self._room(floor, face, height, max_lines)
            if room == 0:
                # Not one line fits the box's height: a whole line spills out rather than cut.
                lines = self._fits(text, width, None, face, floor, 1)
            if lines is None:
                shortened = True
                lines = self._cut(text, width, face, floor, max(1, room))
        font = self.font_px(face, px)
        line_h = font.get_linesize()
        return Fitted(
            text=text,
            lines=tuple(lines),
            face=face,
            px=px,
            line_height=line_h,
            width=max((font.size(line)[0] for line in lines), default=0),
            height=line_h * len(lines),
            shortened=shortened,
            overflows=height is not None and line_h * (len(lines) - 1) + font.get_ascent() > height,
        )

    def _cut(self, text: str, width: int, face: str, px: int, room: int) -> list[str]:
        """The last resort: `room` lines at the floor, the last one ending in an ellipsis."""
        font = self.font_px(face, px)
        lines = self.wrap_px(text, face, px, width)
        if len(lines) > room:
            rest = " ".join(lines[room - 1 :])
            lines = [*lines[: room - 1], rest + ELLIPSIS]
        lines = [self._shorten(line, font, face, width) for line in lines]
        if any(line.endswith(ELLIPSIS) for line in lines[:-1]):
            # Words too long for any line: one line of as much as fits reads better.
            return [self._shorten(" ".join(text.split()), font, face, width)]
        return lines

    def draw_text(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        *,
        face: str = "text",
        size: float = SIZE_BODY,
        colour: Colour = INK,
        align: str = "left",
        valign: str = "center",
        max_lines: int | None = None,
    ) -> Fitted:
        """Fit `text` into `box` (`fit_text`) and draw it there; returns what was fitted.

        `align` is left, center or right; `valign` top, center or bottom.
        """
        box = pygame.Rect(box)
        fitted = self.fit_text(
            text, box.width, box.height, face=face, size=size, max_lines=max_lines
        )
        self.blit_fitted(surface, fitted, box, colour, align=align, valign=valign)
        return fitted

    def blit_fitted(
        self,
        surface: pygame.Surface,
        fitted: Fitted,
        box: pygame.Rect,
        colour: Colour,
        *,
        align: str = "left",
        valign: str = "center",
    ) -> pygame.Rect:
        """Draw fitted lines in `box` (as `draw_text` does); returns the rect they cover."""
        if valign == "top":
            y = box.y
        elif valign == "bottom":
            y = box.bottom - fitted.height
        else:
            y = box.centery - fitted.height // 2
        top, left, right = y, box.right, box.x
        for line in fitted.lines:
            img = self.text_px(line, fitted.face, fitted.px, colour)
            if align == "center":
                x = box.centerx - img.get_width() // 2
            elif align == "right":
                x = box.right - img.get_width()
            else:
                x = box.x
            surface.blit(img, (x, y))
            left, right = min(left, x), max(right, x + img.get_width())
            y += fitted.line_height
        drawn = pygame.Rect(left, top, max(0, right - left), fitted.height)
        if RECORDER.enabled:
            RECORDER.drawn.append(
                DrawnText(fitted.text, drawn, pygame.Rect(box), fitted.shortened, fitted.overflows)
            )
        return drawn
