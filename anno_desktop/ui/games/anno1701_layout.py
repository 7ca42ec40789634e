"""Where Anno 1701's table goes, as named rects: a pure step from the board's inner rect, the
UI scale and the sea's hexes. Drawing and click zones both read it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile


@dataclass(frozen=True)
class Anno1701Layout:
    """The sea map's widget rect, the hexes' frame within it, the favour board below and the
    column beside them."""

    map_area: pygame.Rect
    sea_frame: pygame.Rect
    favour: pygame.Rect
    column: pygame.Rect


def layout(
    inner: pygame.Rect, u: Callable[[float], int], coords: Iterable[tuple[int, int]]
) -> Anno1701Layout:
    """The sea takes the left 60% above the favour board; the column takes the rest."""
    map_w = int(inner.width * 0.6)
    favour_h = u(160)
    map_area = pygame.Rect(
        inner.x + u(8), inner.y + u(8), map_w - u(16), inner.height - favour_h - u(24)
    )
    # Only the hex count and places matter for the fit, not what the hexes show.
    sea = HexSeaMap(map_area, {coord: HexTile() for coord in coords}).content_rect()
    return Anno1701Layout(
        map_area=map_area,
        sea_frame=sea.inflate(u(14), u(14)),
        favour=pygame.Rect(inner.x, sea.bottom + u(14), map_w, inner.bottom - sea.bottom - u(14)),
        column=pygame.Rect(
            inner.x + map_w + u(14), inner.y, inner.right - inner.x - map_w - u(14), inner.height
        ),
    )
