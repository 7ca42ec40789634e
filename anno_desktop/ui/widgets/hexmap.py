"""A hex sea map: textured pointy-top hexes fitted to the widget, hover and click by hex, seat
tokens on hexes, and a ship that glides from hex to hex (~120 ms per hex).

Games give hexes in axial coordinates (q, r) with a kind ("sea", "island", …), an optional
icon, number and small symbols; tokens on a hex are drawn as houses in their owner's colour and
shape. The widget does the geometry, the drawing and the hit testing.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.art.textures import display_ready
from anno_desktop.ui.theme import PlayerLook, Theme
from anno_desktop.ui.widgets.base import Widget, is_click

SQRT3 = math.sqrt(3)
GLIDE_SECONDS_PER_HEX = 0.12

HEX_COLOURS: dict[str, th.Colour] = {
    "sea": (40, 96, 140),
    "deep": (26, 66, 104),
    "island": (206, 178, 118),
    "harbour": (150, 120, 84),
    "home": (176, 150, 100),
    # Island landscapes, and the two backs of a face-down island tile (told apart at a glance).
    "gold": (226, 188, 70),
    "tobacco": (156, 130, 66),
    "sugarcane": (170, 200, 98),
    "forest": (66, 116, 62),
    "pasture": (128, 176, 88),
    "mountain": (140, 136, 132),
    "foreign": (200, 150, 108),
    "back-light": (236, 220, 172),
    "back-dark": (84, 62, 46),
}
# Kinds dark enough that their icon and symbols are drawn light.
DARK_KINDS = frozenset({"sea", "deep", "forest", "back-dark", "harbour", "mountain"})

Hex = tuple[int, int]


@dataclass
class HexTile:
    """What one hex shows."""

    kind: str = "sea"
    icon: str | None = None
    number: int | None = None
    pips: tuple[str, ...] = ()  # small symbols along the top (a harbour's cannons …)
    tokens: list[PlayerLook] = field(default_factory=list)
    ships: list[PlayerLook] = field(default_factory=list)


def hex_corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    return [
        (
            cx + size * math.cos(math.radians(60 * i - 30)),
            cy + size * math.sin(math.radians(60 * i - 30)),
        )
        for i in range(6)
    ]


def axial_round(qf: float, rf: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding)."""
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return q, r


@lru_cache(maxsize=256)
def _hex_surface(
    size: int,
    kind: str,
    icon_name: str | None,
    number: int | None,
    pips: tuple[str, ...],
    seed: int,
) -> pygame.Surface:
    """One hex tile, drawn at 2x with texture and bevel, scaled down for smooth edges."""
    big = size * 2
    w, h = int(SQRT3 * big) + 4, big * 2 + 4
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    base = HEX_COLOURS.get(kind, HEX_COLOURS["sea"])
    pygame.draw.polygon(surf, base, hex_corners(cx, cy, big - 2))
    # Texture: soft speckles of lighter and darker shades, clipped to the hex by colour key.
    rnd = random.Random(seed)
    texture = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 180):
        x, y = rnd.randrange(w), rnd.randrange(h)
        shade = rnd.choice((18, -14, 10, -8))
        colour = tuple(max(0, min(255, c + shade)) for c in base)
        pygame.draw.circle(texture, (*colour, 90), (x, y), rnd.randint(2, 6))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), hex_corners(cx, cy, big - 2))
    texture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(texture, (0, 0))
    # Bevel: light upper-left edges, dark lower-right edges.
    corners = hex_corners(cx, cy, big - 4)
    for i in range(6):
        a, b = corners[i], corners[(i + 1) % 6]
        light = i in (3, 4, 5)
        colour = tuple(min(255, c + 40) for c in base) if light else tuple(c // 2 for c in base)
        pygame.draw.line(surf, colour, a, b, 4)
    pygame.draw.polygon(surf, th.WOOD_DARK, hex_corners(cx, cy, big - 1), 2)
    ink = (238, 228, 204) if kind in DARK_KINDS else th.WOOD_DARK
    if icon_name:
        px = int(big * (0.7 if number or pips else 0.9))
        img = icon(icon_name, px, ink)
        surf.blit(img, img.get_rect(center=(cx, cy - (big * 0.2 if number else 0))))
    if pips:
        px = int(big * 0.36)
        left = cx - px * len(pips) / 2
        for k, name in enumerate(pips):
            surf.blit(icon(name, px, ink), (left + k * px, cy - big * 0.78))
    face = pygame.transform.smoothscale(surf, (w // 2, h // 2))
    return display_ready(face, alpha=True)


def draw_house(surface: pygame.Surface, look: PlayerLook, centre: tuple[int, int], r: int) -> None:
    """A colony: a house in the owner's colour with the owner's shape on its wall."""
    cx, cy = centre
    wall = pygame.Rect(cx - r * 0.7, cy - r * 0.15, r * 1.4, r * 1.05)
    roof = [(cx - r * 0.95, cy - r * 0.1), (cx, cy - r * 0.95), (cx + r * 0.95, cy - r * 0.1)]
    shadow = [(x + 2, y + 2) for x, y in roof]
    pygame.draw.rect(surface, (10, 20, 30), wall.move(2, 2))
    pygame.draw.polygon(surface, (10, 20, 30), shadow)
    pygame.draw.rect(surface, look.colour, wall)
    pygame.draw.polygon(surface, look.colour, roof)
    dark = tuple(c // 2 for c in look.colour)
    pygame.draw.rect(surface, dark, wall, max(1, r // 8))
    pygame.draw.polygon(surface, dark, roof, max(1, r // 8))
    mark = th.PlayerLook(look.name, (250, 244, 228), look.shape)
    draw_marker(surface, mark, (round(cx), round(wall.centery)), max(3, int(r * 0.32)))


class HexSeaMap(Widget):
    """The map. `tiles` maps (q, r) to HexTile; `on_click(hex)` runs for a click on a hex."""

    def __init__(
        self,
        rect: pygame.Rect | tuple,
        tiles: dict[Hex, HexTile],
        *,
        on_click: Callable[[Hex], None] | None = None,
        animation_factor: float = 1.0,
    ) -> None:
        super().__init__(rect)
        self._tiles: dict[Hex, HexTile] = {}
        self._fitted: tuple[tuple, tuple[float, float, float], pygame.Rect] | None = None
        self.tiles = dict(tiles)
        self.on_click = on_click
        self.animation_factor = animation_factor
        self.highlight: set[Hex] = set()
        self.hover: Hex | None = None
        self.ship: Hex | None = None
        self.ship_look: PlayerLook | None = None
        self._path: list[Hex] = []
        self._glide = 0.0
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._faces: pygame.Surface | None = None  # the hexes alone, without pieces
        self._faces_key: tuple | None = None

    # -- geometry ------------------------------------------------------------------------------

    @property
    def tiles(self) -> dict[Hex, HexTile]:
        return self._tiles

    @tiles.setter
    def tiles(self, tiles: dict[Hex, HexTile]) -> None:
        # Boards hand over new tiles every picture; the fit only changes with the hexes.
        if tiles.keys() != self._tiles.keys():
            self._fitted = None
        self._tiles = tiles

    def fit(self) -> tuple[float, float, float]:
        """Hex size and the pixel origin that fit every tile into the widget (cached until the
        tiles or the rectangle change: every centre and hit test asks for it)."""
        return self._fit()[1]

    def _fit(self) -> tuple[tuple, tuple[float, float, float], pygame.Rect]:
        key = (tuple(self.rect), len(self._tiles))
        if self._fitted is None or self._fitted[0] != key:
            fit = self._compute_fit()
            self._fitted = (key, fit, self._compute_content(fit))
        return self._fitted

    def _compute_fit(self) -> tuple[float, float, float]:
        if not self.tiles:
            return 10.0, float(self.rect.centerx), float(self.rect.centery)
        xs = [SQRT3 * (q + r / 2) for q, r in self.tiles]
        ys = [1.5 * r for _, r in self.tiles]
        span_x = max(xs) - min(xs) + SQRT3
        span_y = max(ys) - min(ys) + 2
        size = min(self.rect.width / span_x, self.rect.height / span_y)
        ox = self.rect.centerx - size * (max(xs) + min(xs)) / 2
        oy = self.rect.centery - size * (max(ys) + min(ys)) / 2
        return size, ox, oy

    def content_rect(self) -> pygame.Rect:
        """The pixels the hexes actually cover (the widget may be taller or wider)."""
        return self._fit()[2].copy()

    def _compute_content(self, fit: tuple[float, float, float]) -> pygame.Rect:
        if not self.tiles:
            return self.rect.copy()
        size, ox, oy = fit
        xs = [ox + size * SQRT3 * (q + r / 2) for q, r in self.tiles]
        ys = [oy + size * 1.5 * r for _, r in self.tiles]
        half_w = size * SQRT3 / 2
        return pygame.Rect(
            round(min(xs) - half_w),
            round(min(ys) - size),
            round(max(xs) - min(xs) + 2 * half_w),
            round(max(ys) - min(ys) + 2 * size),
        )

    def centre(self, hex_: Hex) -> tuple[float, float]:
        size, ox, oy = self.fit()
        q, r = hex_
        return ox + size * SQRT3 * (q + r / 2), oy + size * 1.5 * r

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        size, ox, oy = self.fit()
        x, y = (pos[0] - ox) / size, (pos[1] - oy) / size
        r = y / 1.5
        q = x / SQRT3 - r / 2
        found = axial_round(q, r)
        return found if found in self.tiles else None

    # -- animation -----------------------------------------------------------------------------

    def sail(self, path: Sequence[Hex], look: PlayerLook | None = None) -> None:
        """Move the ship along `path` (its first hex is where it starts)."""
        self.ship_look = look or self.ship_look
        path = list(path)
        if not path:
            return
        if self.animation_factor <= 0 or len(path) == 1:
            self.ship, self._path = path[-1], []
            return
        self.ship, self._path, self._glide = path[0], path, 0.0

    @property
    def sailing(self) -> bool:
        return bool(self._path)

    def _ship_pos(self) -> tuple[float, float] | None:
        if self._path:
            per_hex = GLIDE_SECONDS_PER_HEX * self.animation_factor
            step = min(len(self._path) - 1.0, self._glide / per_hex)
            i = int(step)
            a = self.centre(self._path[i])
            b = self.centre(self._path[min(i + 1, len(self._path) - 1)])
            t = step - i
            return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        return self.centre(self.ship) if self.ship is not None else None

    def update(self, dt: float) -> bool:
        if not self._path:
            return False
        self._glide += dt
        if self._glide >= GLIDE_SECONDS_PER_HEX * self.animation_factor * (len(self._path) - 1):
            self.ship, self._path = self._path[-1], []
        return True

    # -- input and drawing ----------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hex_at(event.pos) if self.rect.collidepoint(event.pos) else None
            return False
        if is_click(event) and self.rect.collidepoint(event.pos):
            found = self.hex_at(event.pos)
            if found is not None and self.on_click:
                self.on_click(found)
                return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        self.draw_tiles(surface, theme)
        self.draw_moving(surface, theme)

    def signature(self) -> tuple:
        """What the hexes show: equal signatures draw equal layers."""
        return tuple(
            (h, t.kind, t.icon, t.number, t.pips, tuple(t.tokens), tuple(t.ships))
            for h, t in self.tiles.items()
        )

    def draw_tiles(self, surface: pygame.Surface, theme: Theme) -> None:
        """The hexes with their icons, tokens, resting ships and highlights, from a layer that
        is redrawn only when they, the highlight or the rectangle change; the hexes' faces
        have a layer of their own, since a move changes pieces far more often than faces."""
        key = (tuple(self.rect), self.signature(), frozenset(self.highlight), theme.scale)
        if key != self._layer_key or self._layer is None:
            faces_key = (
                tuple(self.rect),
                tuple((h, t.kind, t.icon, t.number, t.pips) for h, t in self.tiles.items()),
                theme.scale,
            )
            if faces_key != self._faces_key or self._faces is None:
                self._faces = self._render_layer(theme, self._draw_faces)
                self._faces_key = faces_key
            self._layer = self._faces.copy()
            area = self.content_rect().inflate(8, 8)
            self._draw_pieces(self._layer, (-area.x, -area.y))
            self._layer_key = key
        surface.blit(self._layer, self.content_rect().inflate(8, 8))

    def draw_moving(self, surface: pygame.Surface, theme: Theme) -> None:
        """Every frame: the hover outline and a ship under way (a ship at rest is a tile's)."""
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

    def _render_layer(
        self, theme: Theme, draw: Callable[[pygame.Surface, Theme, tuple[int, int]], None]
    ) -> pygame.Surface:
        area = self.content_rect().inflate(8, 8)
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        draw(layer, theme, (-area.x, -area.y))
        return layer

    def _shifted(self, hex_: Hex, shift: tuple[int, int]) -> tuple[float, float]:
        cx, cy = self.centre(hex_)
        return cx + shift[0], cy + shift[1]

    def _draw_faces(self, surface: pygame.Surface, theme: Theme, shift: tuple[int, int]) -> None:
        """Every hex with its picture and number."""
        size, _, _ = self.fit()
        px = max(4, int(size))
        for (q, r), tile in sorted(self.tiles.items(), key=lambda item: item[0][1]):
            cx, cy = self._shifted((q, r), shift)
            img = _hex_surface(px, tile.kind, tile.icon, tile.number, tile.pips, (q * 31 + r) & 7)
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
            if tile.number is not None:
                text = theme.text(str(tile.number), "text-bold", size * 0.4 / theme.scale, th.INK)
                disc = text.get_rect(center=(round(cx), round(cy + size * 0.48)))
                pygame.draw.ellipse(surface, th.CREAM, disc.inflate(12, 4))
                pygame.draw.ellipse(surface, th.WOOD_DARK, disc.inflate(12, 4), 1)
                surface.blit(text, disc)

    def _draw_pieces(self, surface: pygame.Surface, shift: tuple[int, int]) -> None:
        """Tokens, resting ships and highlights, on top of the faces."""
        size, _, _ = self.fit()
        for hex_, tile in sorted(self.tiles.items(), key=lambda item: item[0][1]):
            if not tile.tokens and not tile.ships:
                continue
            cx, cy = self._shifted(hex_, shift)
            for index, look in enumerate(tile.tokens):
                offset = (index - (len(tile.tokens) - 1) / 2) * size * 0.8
                draw_house(surface, look, (round(cx + offset), round(cy)), max(8, int(size * 0.5)))
            for index, look in enumerate(tile.ships):
                ship_px = max(8, int(size * 0.62))
                img = icon("sailboat", ship_px, look.colour)
                offset = (index - (len(tile.ships) - 1) / 2) * size * 0.45
                rect = img.get_rect(center=(round(cx + offset), round(cy)))
                surface.blit(icon("sailboat", ship_px, (10, 20, 30)), rect.move(1, 2))
                surface.blit(img, rect)
        for hex_ in self.highlight:
            if hex_ in self.tiles:
                corners = hex_corners(*self._shifted(hex_, shift), size - 2)
                pygame.draw.polygon(surface, th.BRASS, corners, 3)
