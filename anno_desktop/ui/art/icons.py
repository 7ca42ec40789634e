"""game-icons.net icons (assets/icons, CC BY 3.0) tinted and rasterised at the size needed."""

from __future__ import annotations

import io
from functools import lru_cache

import pygame

from anno_desktop import paths
from anno_desktop.ui.art.textures import display_ready
from anno_desktop.ui.theme import Colour


@lru_cache(maxsize=256)
def _svg_text(name: str) -> str:
    return (paths.assets_dir() / "icons" / f"{name}.svg").read_text(encoding="utf-8")


@lru_cache(maxsize=512)
def icon(name: str, px: int, colour: Colour) -> pygame.Surface:
    """The icon `name` as a `px`-square surface in `colour` (an empty square if it is missing)."""
    px = max(4, px)
    try:
        text = _svg_text(name)
    except OSError:
        return pygame.Surface((px, px), pygame.SRCALPHA)
    tinted = text.replace("currentColor", "#{:02x}{:02x}{:02x}".format(*colour))
    image = pygame.image.load_sized_svg(io.BytesIO(tinted.encode()), (px, px))
    return display_ready(image, alpha=True)
