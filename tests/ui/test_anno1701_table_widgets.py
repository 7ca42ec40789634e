"""Widgets that cache (DESIGN.md "cached, nothing rendered from scratch every frame"): the log
wraps only new lines yet lays out as if wrapped at once, and the layered sea map draws the same
picture as HexSeaMap."""

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.widgets.hexlayer import LayeredHexSeaMap
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


def test_the_layered_map_draws_what_the_plain_map_draws(app):
    tiles = {(q, r): HexTile("sea") for q in range(4) for r in range(3)}
    tiles[(1, 1)] = HexTile("island", "palm-tree")
    tiles[(2, 1)].ships.append(th.PLAYER_LOOKS["blue"])
    pictures = []
    for cls in (HexSeaMap, LayeredHexSeaMap):
        widget = cls((0, 0, 300, 200), dict(tiles))
        widget.highlight = {(0, 0)}
        surface = pygame.Surface((300, 200))
        surface.fill(th.SEA_DEEP)
        widget.draw(surface, app.theme)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    # Drawn through a layer with alpha, edges may round one or two shades differently.
    diffs = [abs(a - b) for a, b in zip(*pictures, strict=True)]
    assert max(diffs) <= 24
    assert sum(1 for x in diffs if x > 2) < len(diffs) // 100
