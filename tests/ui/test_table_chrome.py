"""The top bar of every table: whose move it is stays on screen at large UI scales."""

from __future__ import annotations

import pygame
import pytest

from anno_desktop.games import available_games, get_game
from anno_desktop.ui.scenes.table_chrome import table_layout
from anno_desktop.ui.theme import Theme

SIZES = [(1024, 600), (1280, 720), (1280, 800), (1920, 1080), (2560, 1440)]


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [0.75, 1.0, 1.25, 1.5])
def test_the_banner_keeps_its_room_beside_the_buttons_at_every_size_and_scale(size, scale):
    theme = Theme(max(0.5, min(size[0] / 1280, size[1] / 800) * scale))
    for game_id in available_games():
        places = table_layout(theme, *size, get_game(game_id).rules.title)
        # Wide enough for "Turn 12 · Admiral Hale's move" in two lines, and clear of the buttons.
        assert places.banner.width >= theme.u(240), (game_id, places.banner)
        assert places.banner.right < places.top_buttons[0].x
