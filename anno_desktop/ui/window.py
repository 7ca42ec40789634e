"""The player's window: a first size that fits the desktop, a place it may open at again, and
the bounds within which its size and place are remembered in the settings.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

import pygame

from anno_desktop.settings import WINDOW_POSITION_LIMIT, WINDOW_SIZE_MAX, WINDOW_SIZE_MIN
from anno_desktop.ui.theme import BASE_SIZE

# What the first window leaves free of the desktop: panels, a taskbar and its own title bar.
DESKTOP_MARGIN = (64, 112)


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop new windows open on (the first display), if SDL knows it."""
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


def first_window_size(
    desktop: tuple[int, int] | None, remembered: tuple[int, int] | None
) -> tuple[int, int]:
    """The remembered size if it fits the desktop; else the design size (or the remembered
    one) shrunk to leave room for the desktop's panels and the window's frame."""
    if desktop is None:
        return remembered or BASE_SIZE
    if remembered and remembered[0] <= desktop[0] and remembered[1] <= desktop[1]:
        return remembered
    want = remembered or BASE_SIZE
    room = [max(d // 2, d - m) for d, m in zip(desktop, DESKTOP_MARGIN, strict=True)]
    return (min(want[0], room[0]), min(want[1], room[1]))


def restorable_position(
    size: tuple[int, int], position: tuple[int, int] | None, desktops: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """`position` if a window of `size` placed there lies on the desktops, else None.

    SDL tells the sizes of the displays, not where they are: they are taken as standing side
    by side, so a window is never put where no screen shows it (a monitor since unplugged)."""
    if position is None or not desktops:
        return None
    total_w = sum(w for w, _ in desktops)
    max_h = max(h for _, h in desktops)
    x, y = position
    if 0 <= x <= total_w - size[0] and 0 <= y <= max_h - size[1]:
        return position
    return None


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


def storable(
    size: tuple[int, int], position: tuple[int, int] | None
) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """Size and place brought within what the settings accept (an odd window manager may
    report a window larger than any screen, or far off every one)."""
    kept = tuple(
        _clamp(v, low, WINDOW_SIZE_MAX) for v, low in zip(size, WINDOW_SIZE_MIN, strict=True)
    )
    if position is not None:
        position = tuple(_clamp(v, -WINDOW_POSITION_LIMIT, WINDOW_POSITION_LIMIT) for v in position)
    return kept, position  # type: ignore[return-value]


def open_window(size: tuple[int, int], position: tuple[int, int] | None) -> pygame.Surface:
    """The window, created where it was last time (SDL reads the place when it opens one,
    so it never shows up elsewhere first); a place the player set in the environment wins."""
    if position is None or "SDL_VIDEO_WINDOW_POS" in os.environ:
        return pygame.display.set_mode(size, pygame.RESIZABLE)
    os.environ["SDL_VIDEO_WINDOW_POS"] = f"{position[0]},{position[1]}"
    try:
        return pygame.display.set_mode(size, pygame.RESIZABLE)
    finally:
        del os.environ["SDL_VIDEO_WINDOW_POS"]
