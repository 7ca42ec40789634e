"""Anno 1701's table as a pure layout (issue 14, "layout as data"): named rects from the window
size and UI scale, computed without drawing; the sea takes at least half of the board's
parchment at 1280x800 and grows with the window (issue 16, "the map as the centre of the
table"); nothing of the column or the favour board overlaps or leaves the board."""

from __future__ import annotations

import itertools

import pygame
import pytest

from anno_desktop.games.anno1701.data import game_data
from anno_desktop.ui import theme as th
from anno_desktop.ui.games import anno1701_layout as al
from anno_desktop.ui.scenes import table_chrome
from anno_desktop.ui.widgets.panel import Panel

SIZES = ((1024, 600), (1280, 720), (1280, 800), (1920, 1080), (2560, 1440))
SCALES = (0.75, 1.0, 1.25, 1.5)


def _layout(size: tuple[int, int], ui_scale: float, players: int = 4) -> tuple:
    """The table's layout for a window, as the scene computes it, without a window."""
    pygame.font.init()
    fit = min(size[0] / 1280, size[1] / 800)
    theme = th.Theme(max(0.5, fit * ui_scale))
    board = table_chrome.table_layout(theme, *size, "Anno 1701 - the board game").board
    inner = Panel(board).inner(theme, 14)
    line = theme.font("text-bold", th.SIZE_SMALL).get_linesize()
    shape = al.Shape(
        coords=tuple(game_data().map.coords),
        rivals=players - 1,
        members=players,
        sevens=2 if players == 4 else 0,
        line=line,
        title=theme.font("text-bold", th.SIZE_SMALL).size("Cannons")[0],
    )
    return al.layout(inner, theme.u, shape), inner


@pytest.mark.parametrize(("size", "scale"), list(itertools.product(SIZES, SCALES)))
def test_every_named_rect_lies_on_the_board_and_none_overlaps_another(size, scale):
    lay, inner = _layout(size, scale)
    rects = lay.rects()
    board = inner.inflate(2, 2)
    for name, rect in rects.items():
        assert rect.width > 0 and rect.height > 0, name
        assert board.contains(rect), f"{name} {rect} leaves the board {inner}"
    # The places a player clicks never lie on top of each other.
    clickable = {k: r for k, r in rects.items() if k not in ("sea", "favour")}
    clickable = {k: r for k, r in clickable.items() if not k.startswith(("column", "store"))}
    for (a, ra), (b, rb) in itertools.combinations(clickable.items(), 2):
        assert not ra.clip(rb).width * ra.clip(rb).height > 4, f"{a} {ra} overlaps {b} {rb}"
    assert not lay.sea_frame.colliderect(lay.column.frame)
    assert not lay.sea_frame.colliderect(lay.favour.frame)


def test_the_sea_takes_at_least_half_the_board_at_1280x800():
    lay, inner = _layout((1280, 800), 1.0)
    sea = lay.sea_frame
    assert sea.width * sea.height >= 0.5 * inner.width * inner.height


@pytest.mark.parametrize("size", SIZES)
def test_the_sea_takes_about_half_the_board_in_every_window_shape(size):
    """16:9 windows too (issue 14: a bigger window makes the board bigger, not the margins):
    the favour board below the sea keeps to the height it needs, two counts a line."""
    for players in (2, 3, 4):
        lay, inner = _layout(size, 1.0, players)
        sea = lay.sea_frame
        assert sea.width * sea.height >= 0.45 * inner.width * inner.height, (size, players)


def test_the_sea_grows_with_the_window():
    areas = []
    for size in ((1024, 600), (1280, 800), (1920, 1080), (2560, 1440)):
        sea = _layout(size, 1.0)[0].sea_frame
        areas.append(sea.width * sea.height)
    assert areas == sorted(areas) and areas[-1] > 2 * areas[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_rival_has_a_place_at_the_usual_sizes(players):
    for size in ((1280, 800), (1920, 1080), (2560, 1440)):
        lay, _ = _layout(size, 1.0, players)
        assert len(lay.column.rivals) == players - 1
        assert len(lay.column.slots) == 12


def test_the_layout_is_pure():
    first, _ = _layout((1280, 800), 1.0)
    again, _ = _layout((1280, 800), 1.0)
    assert first.rects() == again.rects()
    assert isinstance(first.reveal, pygame.Rect) and first.sea_frame.contains(first.reveal)
