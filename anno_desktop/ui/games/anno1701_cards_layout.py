"""Where the card game's table goes, as named rects: a pure step from the board's inner rect,
the UI scale and the settlement's grid. Drawing and click zones both read it; nothing is placed
while drawing.

One settlement lies on the table at a time, large (yours, or the rival's on a click): its grid
has wide columns for the cards that turn a quarter to show their stock and narrow ones for the
buildings and inhabitants, which never turn. Your hand lies below it, End turn / Refill /
Voyage in fixed places beside the hand (side by side in a small window). The dice, scores and
stacks take a column at the right when the window is wide enough for it without smaller cards,
else a band beside the hand, or a row of their own above the grid in a small window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

# A card is two thirds as wide as it is tall, as printed.
CARD_RATIO = 1.5
FIXED = ("end", "refill", "voyage")
STACKS = 6
LEVELS = 3
# The hand's band is this many card heights tall (the card and room around it).
HAND_ROWS = 1.1


@dataclass(frozen=True)
class CardsLayout:
    """The table's places in pixels. `cells` by (row, col) of the settlement grid; `card` the
    (width, height) of a card; `fixed` the End turn, Refill and Voyage buttons by action kind."""

    mode: str
    board: pygame.Rect
    title: pygame.Rect
    rival_button: pygame.Rect
    grid: pygame.Rect
    cells: dict[tuple[int, int], pygame.Rect]
    card: tuple[int, int]
    hand: pygame.Rect
    dice: pygame.Rect
    scores: tuple[pygame.Rect, pygame.Rect]
    stacks: tuple[pygame.Rect, ...]
    levels: tuple[pygame.Rect, ...]
    discard: pygame.Rect
    fixed: dict[str, pygame.Rect]

    def named(self) -> list[tuple[str, pygame.Rect]]:
        """Every place that takes clicks whatever the position (the hand's cards excepted)."""
        places = [("rival button", self.rival_button), ("dice", self.dice)]
        places += [(f"cell {key}", rect) for key, rect in self.cells.items()]
        places += [(f"score {i}", rect) for i, rect in enumerate(self.scores)]
        places += [(f"stack {i}", rect) for i, rect in enumerate(self.stacks)]
        places += [(f"level {i}", rect) for i, rect in enumerate(self.levels)]
        places += [("discard", self.discard)]
        return places + [(kind, rect) for kind, rect in self.fixed.items()]


def grid_width(w: int, cols: int, gap: int) -> int:
    """The grid's width for cards `w` wide: even columns as wide as a card is tall."""
    wide = (cols + 1) // 2
    return wide * round(w * CARD_RATIO) + (cols - wide) * w + (cols - 1) * gap


def card_width(width: int, height: int, rows: int, cols: int, gap: int, band_min: int = 0) -> int:
    """The widest card whose grid fits `width` and whose grid and hand fit `height`, leaving
    the band under the grid at least `band_min` high."""
    wide = (cols + 1) // 2
    by_width = (width - (cols - 1) * gap) / (wide * CARD_RATIO + cols - wide)
    by_height = (height - rows * gap) / ((rows + HAND_ROWS) * CARD_RATIO)
    by_band = (height - band_min - rows * gap) / (rows * CARD_RATIO)
    return max(8, int(min(by_width, by_height, by_band)))


@dataclass(frozen=True)
class _Sizes:
    """What lies beside the grid, in pixels: widths yield to the cards at a large UI scale in
    a small window (their texts shrink)."""

    gap: int
    line: int
    info_w: int
    stacks_w: int
    button_w: int
    button_h: int
    info_h: int


def _sizes(body: pygame.Rect, u: Callable[[float], int], line: int) -> _Sizes:
    return _Sizes(
        gap=u(2),
        line=line,
        info_w=min(u(268), body.width * 32 // 100),
        stacks_w=min(u(182), body.width * 22 // 100),
        button_w=min(u(132), body.width * 16 // 100),
        button_h=u(36),
        info_h=u(40) + 2 * (line + u(6)) + u(10),
    )


def _mode(
    body: pygame.Rect, s: _Sizes, u: Callable[[float], int], rows: int, cols: int
) -> tuple[str, int]:
    """Where the dice, scores and stacks go, and the card width that leaves: a column at the
    right if the cards lose nothing by it, else a band beside the hand if three cards still
    fit in it, else a row above the grid."""
    buttons = 3 * s.button_h + 2 * s.gap + u(8)
    side = card_width(body.width - s.info_w - u(12), body.height, rows, cols, s.gap, buttons)
    band_min = max(buttons, s.info_h + u(8))
    band = card_width(body.width, body.height, rows, cols, s.gap, band_min)
    if side >= band:
        return "side", side
    if body.width - s.info_w - s.stacks_w - s.button_w - u(30) >= 3 * band:
        return "band", band
    # A small window: End turn / Refill / Voyage side by side, so the grid keeps the height.
    height = body.height - s.info_h - u(8)
    return "rows", card_width(body.width, height, rows, cols, s.gap, s.button_h + u(8))


def layout(
    inner: pygame.Rect, u: Callable[[float], int], line: int, rows: int, cols: int
) -> CardsLayout:
    """The table inside `inner` at the scale `u`; `line` is one line of the small type."""
    title_h = line + u(6)
    body = pygame.Rect(inner.x, inner.y + title_h, inner.width, inner.height - title_h)
    s = _sizes(body, u, line)
    mode, w = _mode(body, s, u, rows, cols)
    info_w = min(s.info_w, (body.width - u(10)) // 2) if mode == "rows" else s.info_w
    h, gap = round(w * CARD_RATIO), s.gap
    top = body.y + (s.info_h + u(8) if mode == "rows" else 0)
    room = body.width - (info_w + u(12) if mode == "side" else 0)
    size = (grid_width(w, cols, gap), rows * h + (rows - 1) * gap)
    grid = pygame.Rect((body.x + (room - size[0]) // 2, top), size)
    band = pygame.Rect(body.x, grid.bottom + u(8), room, body.bottom - grid.bottom - u(8))
    if mode == "rows":
        fixed = fixed_row(band, s.button_w, min(s.button_h, band.height), gap)
        hand_right = fixed["end"].x - u(10)
    else:
        fixed = fixed_rects(band, s.button_w, min(s.button_h, (band.height - 2 * gap) // 3), gap)
        hand_right = band.right - s.button_w - u(10)
    if mode == "side":
        info = pygame.Rect(body.right - info_w, body.y, info_w, body.height)
        hand = pygame.Rect(band.x, band.y, hand_right - band.x, band.height)
        stacks_y = info.y + s.info_h + u(8)
        stacks_at = pygame.Rect(info.x, stacks_y, info_w, min(u(180), body.bottom - stacks_y))
    else:
        info = pygame.Rect(body.x, band.y if mode == "band" else body.y, info_w, s.info_h)
        stacks_w = s.stacks_w if mode == "band" else body.width - info_w - u(10)
        stacks_at = pygame.Rect(info.right + u(10), info.y, stacks_w, s.info_h)
        left = stacks_at.right + u(10) if mode == "band" else band.x
        hand = pygame.Rect(left, band.y, hand_right - left, band.height)
    dice = pygame.Rect(info.x, info.y, info_w, u(40))
    score_h = line + u(6)
    scores = (
        pygame.Rect(info.x, dice.bottom + u(4), info_w, score_h),
        pygame.Rect(info.x, dice.bottom + u(6) + score_h, info_w, score_h),
    )
    rival_w = min(inner.width // 2, u(300))
    title = pygame.Rect(inner.x, inner.y, inner.width - rival_w - u(10), title_h - u(4))
    rival = pygame.Rect(inner.right - rival_w, inner.y, rival_w, title.height)
    cells = grid_cells(grid, (w, h), rows, cols, gap)
    parts = (grid, cells, (w, h), hand, dice, scores, *stack_rects(stacks_at, gap, line, u))
    return CardsLayout(mode, inner, title, rival, *parts, fixed)


def grid_cells(
    grid: pygame.Rect, card: tuple[int, int], rows: int, cols: int, gap: int
) -> dict[tuple[int, int], pygame.Rect]:
    """Every cell of the grid: wide (a card turned a quarter fits) in even columns."""
    w, h = card
    cells: dict[tuple[int, int], pygame.Rect] = {}
    x = grid.x
    for col in range(cols):
        width = h if col % 2 == 0 else w
        for row in range(rows):
            cells[(row, col)] = pygame.Rect(x, grid.y + row * (h + gap), width, h)
        x += width + gap
    return cells


def fixed_rects(band: pygame.Rect, width: int, height: int, gap: int) -> dict[str, pygame.Rect]:
    """End turn, Refill and Voyage one above the other at the right end of the hand's band."""
    x = band.right - width
    y = band.y + (band.height - len(FIXED) * height - (len(FIXED) - 1) * gap) // 2
    return {
        kind: pygame.Rect(x, y + i * (height + gap), width, height) for i, kind in enumerate(FIXED)
    }


def fixed_row(band: pygame.Rect, width: int, height: int, gap: int) -> dict[str, pygame.Rect]:
    """End turn, Refill and Voyage side by side at the right end of the hand's band."""
    x = band.right - len(FIXED) * width - (len(FIXED) - 1) * gap
    y = band.y + (band.height - height) // 2
    return {
        kind: pygame.Rect(x + i * (width + gap), y, width, height) for i, kind in enumerate(FIXED)
    }


def stack_rects(
    at: pygame.Rect, gap: int, line: int, u: Callable[[float], int]
) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, ...], pygame.Rect]:
    """Six stack halves in a row (their count below each), the inhabitant stacks and the
    discard pile beneath, all inside `at`."""
    width = (at.width - (STACKS - 1) * gap) // STACKS
    size = max(line, u(24))
    discard_h = line + u(4)
    below = line + u(2) + size + u(4) + discard_h
    back_h = max(u(16), min(round(width * 4 / 3), at.height - below))
    stacks = tuple(
        pygame.Rect(at.x + i * (width + gap), at.y, width, back_h) for i in range(STACKS)
    )
    y = at.y + back_h + line + u(2)
    step = at.width // LEVELS
    levels = tuple(pygame.Rect(at.x + i * step, y, step - u(6), size) for i in range(LEVELS))
    discard = pygame.Rect(at.x, y + size + u(4), at.width, discard_h)
    return stacks, levels, discard


def hand_rects(area: pygame.Rect, count: int, card: tuple[int, int], gap: int) -> list[pygame.Rect]:
    """Where each of `count` hand cards lies in `area`: side by side, or fanned (each one
    covering part of the one before) when they do not fit. The rects are the visible parts, so
    no two overlap; the last card shows whole."""
    if count == 0:
        return []
    h = min(card[1], area.height)
    w = min(card[0], round(h / CARD_RATIO))
    step = w + gap if count == 1 else max(1, min(w + gap, (area.width - w) // (count - 1)))
    y = area.y + (area.height - h) // 2
    return [
        pygame.Rect(area.x + i * step, y, w if i == count - 1 else min(w, step - 1), h)
        for i in range(count)
    ]


def menu_rects(
    anchor: pygame.Rect, count: int, within: pygame.Rect, size: tuple[int, int], gap: int
) -> list[pygame.Rect]:
    """A little menu of `count` entries of `size` beside `anchor` (right of it, else left),
    kept inside `within`."""
    width, height = size
    total = count * height + (count - 1) * gap
    x = anchor.right + gap
    if x + width > within.right:
        x = anchor.x - gap - width
    x = max(within.x, min(x, within.right - width))
    y = max(within.y, min(anchor.y, within.bottom - total))
    return [pygame.Rect(x, y + i * (height + gap), width, height) for i in range(count)]
