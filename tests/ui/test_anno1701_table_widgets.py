"""Widgets that cache (DESIGN.md "cached, nothing rendered from scratch every frame"): the log
wraps only new lines yet lays out as if wrapped at once, and the layered sea map draws the same
picture as HexSeaMap."""

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile
from anno_desktop.ui.widgets.scroll import TextLog


def _fill(log, start: int, count: int) -> None:
    for i in range(start, start + count):
        marker = th.PLAYER_LOOKS["red"] if i % 3 == 0 else None
        log.add(f"Line {i}: " + "a longer sentence that wraps " * (i % 4), marker=marker)


def test_the_log_grown_line_by_line_lays_out_as_if_wrapped_at_once(app):
    rect = (10, 10, 260, 200)
    grown = TextLog(rect, max_entries=30)
    for start, count in ((0, 5), (5, 1), (6, 40), (46, 3)):
        _fill(grown, start, count)
        lines = grown._layout(app.theme)
        fresh = TextLog(rect, max_entries=30)
        fresh.entries = list(grown.entries)
        assert [line[1:] for line in lines] == [line[1:] for line in fresh._layout(app.theme)]
        assert grown.scroller.content == fresh.scroller.content


def test_the_sea_map_redraws_its_layer_only_when_the_hexes_change(app):
    tiles = {(q, r): HexTile("sea") for q in range(4) for r in range(3)}
    tiles[(1, 1)] = HexTile("island", "palm-tree")
    widget = HexSeaMap((0, 0, 300, 200), dict(tiles))
    surface = pygame.Surface((300, 200))
    widget.draw(surface, app.theme)
    layer = widget._layer
    widget.hover = (0, 0)
    widget.draw(surface, app.theme)
    assert widget._layer is layer  # hovering draws over the cached hexes
    tiles[(2, 1)] = HexTile("sea", ships=[th.PLAYER_LOOKS["blue"]])
    widget.tiles = dict(tiles)
    widget.draw(surface, app.theme)
    assert widget._layer is not layer


def test_a_ship_at_rest_is_drawn_once(app):
    tiles = {(q, r): HexTile("sea") for q in range(3) for r in range(2)}
    widget = HexSeaMap((0, 0, 300, 200), dict(tiles), animation_factor=0.0)
    widget.sail([(0, 0), (1, 0)], th.PLAYER_LOOKS["red"])
    while widget.update(0.05):
        pass
    assert not widget.sailing
    surface = pygame.Surface((300, 200))
    widget.draw(surface, app.theme)
    plain = pygame.Surface((300, 200))
    widget.ship = None
    widget.draw(plain, app.theme)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(plain, "RGB")
