"""What moved on the Anno 1800 solo table between two positions, as flights for the table to
show: the turned time-stack card leaving the stack, gold a turned card gives flying to your
gold, cubes set to work flying from their district to the industry that took them."""

from __future__ import annotations

import functools

import pygame

from anno_desktop.engine.table import Table
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1800_solo_art import TIER_ICONS
from anno_desktop.ui.games.anno1800_solo_layout import SoloLayout
from anno_desktop.ui.widgets.flight import token

Flight = tuple[pygame.Surface, tuple[int, int], tuple[int, int]]
MOST_COINS = 5  # more gold flies as this many coins


@functools.lru_cache(maxsize=8)
def card_back(width: int, height: int) -> pygame.Surface:
    """A time-stack card face down: wood with a brass rim."""
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(2, width // 8)
    pygame.draw.rect(image, th.WOOD_LIGHT, rect, border_radius=radius)
    pygame.draw.rect(image, th.BRASS, rect, max(1, width // 14), border_radius=radius)
    return image


def _number(table: Table, key: str, name: str) -> int:
    place = table.place(key)
    return place.number(name) if place is not None else 0


def moves_between(before: Table, after: Table, shape: SoloLayout, theme: th.Theme) -> list[Flight]:
    """The flights from `before` to `after`, from and to the rects of `shape`."""
    u = theme.u
    rects = shape.rects
    out: list[Flight] = []
    stack, gold = rects.get("stack"), rects.get("gold")
    turned = _number(before, "stack", "left") - _number(after, "stack", "left")
    if stack is not None and turned > 0:
        # The card leaves the stack for the middle of the board, where it is read.
        out.append((card_back(u(30), u(42)), stack.center, shape.islands.center))
    gained = _number(after, "gold", "gold") - _number(before, "gold", "gold")
    if stack is not None and gold is not None and gained > 0:
        out += [(token("coins", u(26)), stack.center, gold.center)] * min(gained, MOST_COINS)
    for place in after.places:
        if place.kind != "space" or place.key not in rects:
            continue
        old = before.place(place.key)
        added = place.number("workers") - (old.number("workers") if old is not None else 0)
        tier = getattr(place, "works", "") or "worker"
        district = rects.get(f"district:{tier}")
        if added > 0 and district is not None:
            image = token(TIER_ICONS.get(tier, "person"), u(26))
            out += [(image, district.center, rects[place.key].center)] * added
    return out
