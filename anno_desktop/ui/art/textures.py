"""Parchment, wood and sea surfaces from layered value noise, drawn once per size and cached.

Noise is a tiny grid of random greys smooth-scaled up to the target size, a few octaves
multiplied over a base colour: soft, organic and cheap without numpy.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from anno_desktop.ui import theme
from anno_desktop.ui.theme import Colour


def display_ready(surf: pygame.Surface, alpha: bool = False) -> pygame.Surface:
    """The surface in the window's pixel format, which blits several times faster (a cached
    texture is converted once); unchanged when there is no window yet."""
    if pygame.display.get_surface() is None:
        return surf
    return surf.convert_alpha() if alpha else surf.convert()


def _noise(size: tuple[int, int], cells: tuple[int, int], low: int, rnd: random.Random):
    small = pygame.Surface((max(1, cells[0]), max(1, cells[1])))
    for y in range(small.get_height()):
        for x in range(small.get_width()):
            g = rnd.randint(low, 255)
            small.set_at((x, y), (g, g, g))
    return pygame.transform.smoothscale(small, size)


def _multiply(base: pygame.Surface, layer: pygame.Surface) -> None:
    base.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def _vignette(size: tuple[int, int], strength: int) -> pygame.Surface:
    """Darker towards the edges, like an old sheet or a lit table."""
    n = 12
    small = pygame.Surface((n, n))
    for y in range(n):
        for x in range(n):
            dx, dy = abs(x - (n - 1) / 2) / (n / 2), abs(y - (n - 1) / 2) / (n / 2)
            edge = max(dx, dy) ** 3
            g = round(255 - strength * edge)
            small.set_at((x, y), (g, g, g))
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=64)
def parchment(w: int, h: int, seed: int = 1, tint: Colour = theme.PARCHMENT) -> pygame.Surface:
    size = (max(1, w), max(1, h))
    rnd = random.Random(seed)
    surf = pygame.Surface(size)
    surf.fill(tint)
    for cells, low in (((4, 3), 226), ((14, 10), 236), ((60, 40), 244)):
        _multiply(surf, _noise(size, cells, low, rnd))
    _multiply(surf, _vignette(size, 46))
    return display_ready(surf)


@lru_cache(maxsize=64)
def wood(w: int, h: int, seed: int = 2, tint: Colour = theme.WOOD) -> pygame.Surface:
    size = (max(1, w), max(1, h))
    rnd = random.Random(seed)
    surf = pygame.Surface(size)
    surf.fill(tint)
    # Grain: noise stretched along the board, so it reads as long fibres.
    _multiply(surf, _noise(size, (3, max(8, h // 5)), 170, rnd))
    _multiply(surf, _noise(size, (8, max(16, h // 2)), 215, rnd))
    _multiply(surf, _vignette(size, 60))
    return display_ready(surf)


@lru_cache(maxsize=32)
def sea(w: int, h: int, seed: int = 3) -> pygame.Surface:
    size = (max(1, w), max(1, h))
    rnd = random.Random(seed)
    grad = pygame.Surface((1, 2))
    grad.set_at((0, 0), theme.SEA)
    grad.set_at((0, 1), theme.SEA_DEEP)
    surf = pygame.transform.smoothscale(grad, size)
    for cells, low in (((5, 4), 200), ((18, 12), 228)):
        _multiply(surf, _noise(size, cells, low, rnd))
    _multiply(surf, _vignette(size, 70))
    return display_ready(surf)


@lru_cache(maxsize=128)
def framed_panel(w: int, h: int, border: int, kind: str = "parchment") -> pygame.Surface:
    """A wooden frame with a brass inner line around a parchment (or wood) field."""
    w, h, border = max(4, w), max(4, h), max(2, border)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = corner_radius(border)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    shaped = pygame.Surface((w, h), pygame.SRCALPHA)
    shaped.blit(wood(w, h), (0, 0))
    shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(shaped, (0, 0))
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)
    if inner.width > 0 and inner.height > 0:
        field = parchment(*inner.size) if kind == "parchment" else wood(*inner.size, seed=5)
        surf.blit(field, inner.topleft)
        pygame.draw.rect(surf, theme.BRASS, inner.inflate(2, 2), 1)
        # Inner shadow along the top and left edges: the field sits below the frame.
        shade = pygame.Surface((inner.width, max(1, border // 2)), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 40))
        surf.blit(shade, inner.topleft)
    pygame.draw.rect(surf, theme.WOOD_DARK, surf.get_rect(), 1, border_radius=radius)
    return display_ready(surf, alpha=True)


@lru_cache(maxsize=128)
def _shadow(w: int, h: int, spread: int, alpha: int) -> pygame.Surface:
    shadow = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
    for i in range(spread, 0, -1):
        a = alpha * (spread - i + 1) // (spread * 2)
        pygame.draw.rect(
            shadow, (0, 0, 0, a), shadow.get_rect().inflate(-i * 2, -i * 2), border_radius=i + 4
        )
    return display_ready(shadow, alpha=True)


def corner_radius(border: int) -> int:
    """How round a framed panel's corners are: outside them what lies below shows."""
    return max(3, border)


def panel_core(rect: pygame.Rect, border: int) -> pygame.Rect:
    """The part of a framed panel at `rect` that nothing below shows through."""
    r = corner_radius(border)
    return rect.inflate(-2 * r, -2 * r)


def bands_around(outer: pygame.Rect, hole: pygame.Rect | None) -> list[pygame.Rect]:
    """`outer` without `hole`, as up to four rects (all of `outer` when there is no hole)."""
    hole = hole.clip(outer) if hole is not None else pygame.Rect(outer.topleft, (0, 0))
    if not hole.width or not hole.height:
        return [pygame.Rect(outer)]
    bands = [
        pygame.Rect(outer.x, outer.y, outer.width, hole.y - outer.y),
        pygame.Rect(outer.x, hole.bottom, outer.width, outer.bottom - hole.bottom),
        pygame.Rect(outer.x, hole.y, hole.x - outer.x, hole.height),
        pygame.Rect(hole.right, hole.y, outer.right - hole.right, hole.height),
    ]
    return [b for b in bands if b.width > 0 and b.height > 0]


def drop_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    spread: int,
    alpha: int = 70,
    covered: pygame.Rect | None = None,
) -> None:
    """A soft dark shadow below and right of `rect`, so panels lie on the table; `covered`
    is a part something opaque is drawn over next, where the shadow is left out."""
    shadow = _shadow(rect.width, rect.height, spread, alpha)
    at = shadow.get_rect(topleft=(rect.x - spread + spread // 2, rect.y - spread + spread // 2))
    for band in bands_around(at, covered):
        surface.blit(shadow, band, band.move(-at.x, -at.y))
