"""Where the Anno 1800 solo board's parts go, from the board's rect and the UI scale alone (a
pure step, testable headless): the fixed action bar, the islands, the blueprints, the column
of counters, districts and goals, and the hand."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from anno_desktop.ui import theme as th

BAR_UNITS = 50


@dataclass(frozen=True)
class SoloLayout:
    """Named rects of the board, in pixels."""

    bar: pygame.Rect
    islands: pygame.Rect
    blueprints: pygame.Rect
    column: pygame.Rect
    hand: pygame.Rect


def solo_layout(theme: th.Theme, inner: pygame.Rect) -> SoloLayout:
    """Split the board's parchment `inner`: the bar on top, the island and blueprints on the
    left, the column on the right, the hand along the bottom of the column."""
    u = theme.u
    bar = pygame.Rect(inner.x, inner.y, inner.width, u(BAR_UNITS))
    body = pygame.Rect(inner.x, bar.bottom + u(8), inner.width, inner.bottom - bar.bottom - u(8))
    side_w = int(body.width * 0.44)
    left = pygame.Rect(body.x, body.y, body.width - side_w - u(14), body.height)
    island_h = int(left.height * 0.44)
    islands = pygame.Rect(left.x, left.y, left.width, island_h)
    blueprints = pygame.Rect(
        left.x, islands.bottom + u(8), left.width, left.bottom - islands.bottom - u(8)
    )
    side = pygame.Rect(left.right + u(14), body.y, side_w, body.height)
    column_h = int(side.height * 0.52)
    column = pygame.Rect(side.x, side.y, side.width, column_h)
    hand = pygame.Rect(side.x, column.bottom + u(6), side.width, side.bottom - column.bottom - u(6))
    return SoloLayout(bar, islands, blueprints, column, hand)
