"""A HexSeaMap whose hexes are drawn once into a layer: a frame only blits the layer and adds
what moves (the hover outline and a sailing ship). The layer is redrawn when the tiles, the
highlighted hexes or the rectangle change."""

from __future__ import annotations

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.theme import Theme
from anno_desktop.ui.widgets.hexmap import HexSeaMap, hex_corners


class LayeredHexSeaMap(HexSeaMap):
    """Same look and hit testing as HexSeaMap; `draw_tiles` and `draw_moving` split the work."""

    _layer: pygame.Surface | None = None
    _layer_key: tuple | None = None

    def signature(self) -> tuple:
        """What the hexes show: equal signatures draw equal layers."""
        return tuple(
            (h, t.kind, t.icon, t.number, tuple(t.tokens), tuple(t.ships))
            for h, t in self.tiles.items()
        )

    def draw_tiles(self, surface: pygame.Surface, theme: Theme) -> None:
        """The hexes with their icons, tokens, resting ships and highlights (cached)."""
        key = (tuple(self.rect), self.signature(), frozenset(self.highlight), theme.scale)
        if key != self._layer_key or self._layer is None:
            self._layer = self._render_layer(theme)
            self._layer_key = key
        surface.blit(self._layer, self.content_rect().inflate(8, 8))

    def _render_layer(self, theme: Theme) -> pygame.Surface:
        area = self.content_rect().inflate(8, 8)
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        saved = (self.rect, self.hover, self.ship, self._path)
        # Draw at the layer's origin with nothing moving; the rest comes back afterwards.
        self.rect = self.rect.move(-area.x, -area.y)
        self.hover, self.ship, self._path = None, None, []
        try:
            HexSeaMap.draw(self, layer, theme)
        finally:
            self.rect, self.hover, self.ship, self._path = saved
        return layer

    def draw_moving(self, surface: pygame.Surface, theme: Theme) -> None:
        """The hover outline and the ship under way, every frame (a ship at rest is a tile's)."""
        size, _, _ = self.fit()
        if self.hover is not None:
            pygame.draw.polygon(
                surface, th.BRASS_LIGHT, hex_corners(*self.centre(self.hover), size - 1), 4
            )
        ship = self._ship_pos() if self.sailing else None
        if ship is not None:
            tint = self.ship_look.colour if self.ship_look else th.CREAM
            px = max(8, int(size * 0.9))
            rect = icon("sailboat", px, tint).get_rect(center=(round(ship[0]), round(ship[1])))
            surface.blit(icon("sailboat", px, (10, 20, 30)), rect.move(2, 2))
            surface.blit(icon("sailboat", px, tint), rect)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        self.draw_tiles(surface, theme)
        self.draw_moving(surface, theme)
