"""Small charts on parchment (ART.md): a dice histogram against the fair distribution, and
each player's points over a game as lines in their colour with their shape at the end."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.theme import PlayerLook, Theme

BAR = (150, 104, 58)  # a wooden bar: what was rolled
EXPECTED = th.SEA  # the fair dice: a sea-blue line with dots


def _frame(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (244, 234, 206), rect, border_radius=theme.u(6))
    pygame.draw.rect(surface, th.PARCHMENT_DARK, rect, max(1, theme.u(2)), border_radius=theme.u(6))


def _plot(theme: Theme, rect: pygame.Rect) -> tuple[pygame.Rect, int]:
    """The plotting area inside `rect` (room for the axis labels) and the label size."""
    u = theme.u
    label_h = theme.font("text", th.SIZE_SMALL).get_linesize()
    plot = pygame.Rect(rect.x + u(34), rect.y + u(10), rect.width - u(46), rect.height - u(18))
    plot.height -= label_h
    return plot, label_h


def draw_histogram(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    counts: dict[int, int],
    expected: dict[int, float],
) -> None:
    """A bar per rolled total (how often), and how often fair dice would have shown each."""
    u = theme.u
    _frame(surface, theme, rect)
    plot, label_h = _plot(theme, rect)
    values = sorted(counts)
    top = max([*counts.values(), *expected.values(), 1.0])
    step = plot.width / max(1, len(values))
    dots = []
    for i, value in enumerate(values):
        x = plot.x + int(i * step)
        h = int(plot.height * counts[value] / top)
        bar = pygame.Rect(x + max(1, int(step * 0.15)), plot.bottom - h, max(2, int(step * 0.7)), h)
        if h:
            pygame.draw.rect(
                surface, BAR, bar, border_top_left_radius=u(3), border_top_right_radius=u(3)
            )
            pygame.draw.rect(
                surface,
                th.WOOD_DARK,
                bar,
                1,
                border_top_left_radius=u(3),
                border_top_right_radius=u(3),
            )
        dots.append((bar.centerx, plot.bottom - int(plot.height * expected.get(value, 0.0) / top)))
        box = pygame.Rect(x, plot.bottom + u(2), int(step), label_h)
        theme.draw_text(surface, str(value), box, size=th.SIZE_SMALL, colour=th.INK, align="center")
    if len(dots) > 1:
        pygame.draw.lines(surface, EXPECTED, False, dots, max(2, u(2)))
    for dot in dots:
        pygame.draw.circle(surface, EXPECTED, dot, max(3, u(4)))
    _axis(surface, theme, plot, top)


def _axis(surface: pygame.Surface, theme: Theme, plot: pygame.Rect, top: float) -> None:
    """The base line and the highest value at the left."""
    u = theme.u
    pygame.draw.line(surface, th.INK_SOFT, plot.bottomleft, plot.bottomright, max(1, u(1)))
    label_h = theme.font("text", th.SIZE_SMALL).get_linesize()
    for value, y in ((top, plot.y), (0, plot.bottom - label_h)):
        text = f"{value:.0f}"
        box = pygame.Rect(plot.x - u(32), y, u(28), label_h)
        theme.draw_text(surface, text, box, size=th.SIZE_SMALL, colour=th.INK_SOFT, align="right")


def draw_lines(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    series: Sequence[Sequence[float]],
    looks: Sequence[PlayerLook],
    turns: Sequence[int],
) -> None:
    """One line per player over the game (x: the samples, labelled with their turns), in the
    player's colour, their shape marking where the line ends."""
    u = theme.u
    _frame(surface, theme, rect)
    plot, label_h = _plot(theme, rect)
    top = max([max(s, default=0.0) for s in series] + [1.0])
    samples = max(len(s) for s in series) if series else 0
    step = plot.width / max(1, samples - 1)
    for row, look in zip(series, looks, strict=True):
        points = [
            (plot.x + int(i * step), plot.bottom - int(plot.height * v / top))
            for i, v in enumerate(row)
        ]
        if len(points) > 1:
            pygame.draw.lines(surface, th.WOOD_DARK, False, points, max(3, u(4)))
            pygame.draw.lines(surface, look.colour, False, points, max(2, u(3)))
        if points:
            draw_marker(surface, look, points[-1], u(7))
    _axis(surface, theme, plot, top)
    if turns:
        for text, align in ((_turn(turns[0]), "left"), (_turn(turns[-1]), "right")):
            box = pygame.Rect(plot.x, plot.bottom + u(2), plot.width, label_h)
            theme.draw_text(surface, text, box, size=th.SIZE_SMALL, colour=th.INK_SOFT, align=align)


def _turn(number: int) -> str:
    """An axis end's label: the turn it stands for."""
    return _("turn {number}").format(number=number)
