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


def column_height(theme: th.Theme, goal_rows: int) -> int:
    """What the column needs: the mission line, four counter lines, two rows of districts and
    the goals (or orders) with their heading."""
    u = theme.u
    head = theme.font("display-bold", th.SIZE_LABEL).get_linesize() + u(2)
    line = theme.font("text", th.SIZE_SMALL).get_linesize()
    return head + 4 * u(26) + u(2) + 2 * u(28) + (goal_rows + 1) * line + u(6)


def solo_layout(theme: th.Theme, inner: pygame.Rect, goal_rows: int) -> SoloLayout:
    """Split the board's parchment `inner`: the bar on top, the island and blueprints on the
    left, the column on the right sized to its `goal_rows`, the hand below it."""
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
    column_h = min(column_height(theme, goal_rows), side.height * 2 // 3)
    column = pygame.Rect(side.x, side.y, side.width, column_h)
    hand = pygame.Rect(side.x, column.bottom + u(6), side.width, side.bottom - column.bottom - u(6))
    return SoloLayout(bar, islands, blueprints, column, hand)
