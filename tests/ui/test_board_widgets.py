"""Board widgets (ART.md, "Motion"): the hex sea map hits the hex under the pointer and glides
a ship ~120 ms per hex; a card turns 90 degrees in ~250 ms; "off" skips both animations."""

import pygame
import pytest

from anno_desktop.ui import theme as th
from anno_desktop.ui.widgets.card import RotatingCard
from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile, axial_round

TILES = {(q, r): HexTile("sea") for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2}


def test_axial_round_finds_the_nearest_hex():
    assert axial_round(0.1, -0.2) == (0, 0)
    assert axial_round(1.45, 0.1) == (1, 0)


def test_a_click_on_a_hex_centre_reports_that_hex():
    clicked = []
    board = HexSeaMap((0, 0, 600, 500), TILES, on_click=clicked.append)
    for hex_ in TILES:
        x, y = board.centre(hex_)
        board.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(round(x), round(y)), button=1))
    assert clicked == list(TILES)


def test_every_hex_fits_inside_the_widget():
    board = HexSeaMap((50, 40, 400, 300), TILES)
    for hex_ in TILES:
        x, y = board.centre(hex_)
        assert board.rect.collidepoint(x, y)


def test_ship_glides_about_120_ms_per_hex(app):
    board = HexSeaMap((0, 0, 600, 500), TILES)
    board.sail([(0, 0), (1, 0), (2, 0)], th.PLAYER_LOOKS["red"])
    assert board.sailing
    for _ in range(12):
        board.update(0.02)
    assert board.sailing
    for _ in range(2):
        board.update(0.02)
    assert not board.sailing and board.ship == (2, 0)
    board.draw(app.screen, app.theme)


def test_ship_jumps_when_animations_are_off():
    board = HexSeaMap((0, 0, 600, 500), TILES, animation_factor=0.0)
    board.sail([(0, 0), (1, 0)])
    assert not board.sailing and board.ship == (1, 0)


@pytest.mark.parametrize(("factor", "frames"), [(1.0, 13), (2.0, 26)])
def test_card_turns_a_quarter_in_250_ms_times_the_setting(app, factor, frames):
    card = RotatingCard(
        (10, 10, 120, 180), "Sawmill", (110, 80, 40), costs=("log",), animation_factor=factor
    )
    card.turn(True)
    for _ in range(frames - 1):
        assert card.update(0.02)
    card.update(0.02)
    assert card.angle == -90.0 and not card.turning
    card.draw(app.screen, app.theme)


def test_card_turns_at_once_when_animations_are_off():
    card = RotatingCard((10, 10, 120, 180), "Church", (60, 90, 150), animation_factor=0.0)
    card.turn(True)
    assert card.angle == -90.0 and not card.update(0.02)
