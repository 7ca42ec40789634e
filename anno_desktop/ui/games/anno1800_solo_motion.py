"""What moved on the Anno 1800 solo table between two positions, as flights for the table to
show: the turned time-stack card leaving the stack, gold a turned card gives flying to your
gold with the sum beside it, a fulfilled card flying from the hand to its place among the
fulfilled cards, cubes set to work flying from their district to the industry that took them."""

from __future__ import annotations

import functools

import pygame

from anno_desktop.engine.i18n import ngettext
from anno_desktop.engine.table import Table
from anno_desktop.games.anno1800_solo.table import CardPlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1800_solo_art import TIER_ICONS
from anno_desktop.ui.games.anno1800_solo_cards import draw_card
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


def card_picture(theme: th.Theme, size: tuple[int, int], card: CardPlace) -> pygame.Surface:
    """The card as the hand shows it, on a surface of its own (to fly)."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    draw_card(image, theme, image.get_rect(), card)
    return image


def gained_label(theme: th.Theme, words: str) -> pygame.Surface:
    """A sum gained ("+3 gold") on a cream slip, to rise from where it went."""
    text = theme.text(words, "text-bold", th.SIZE_SMALL, th.WOOD_DARK)
    pad = theme.u(4)
    image = pygame.Surface((text.get_width() + 2 * pad, text.get_height() + pad), pygame.SRCALPHA)
    pygame.draw.rect(image, th.CREAM, image.get_rect(), border_radius=pad)
    pygame.draw.rect(image, th.BRASS, image.get_rect(), 1, border_radius=pad)
    image.blit(text, (pad, pad // 2))
    return image


def moves_between(
    before: Table,
    after: Table,
    shape: SoloLayout,
    theme: th.Theme,
    now: SoloLayout | None = None,
) -> list[Flight]:
    """The flights from `before` to `after`: from the rects of `shape` (the layout `before`
    was drawn in) to those of `now` (the layout of `after`; `shape` when not given)."""
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
        # The sum rises from your gold as the coins arrive.
        out.append(
            (
                gained_label(
                    theme, ngettext("+{gold} gold", "+{gold} gold", gained).format(gold=gained)
                ),
                gold.center,
                gold.midtop,
            )
        )
    out += _fulfilled(before, after, shape, now or shape, theme)
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


def _fulfilled(
    before: Table, after: Table, shape: SoloLayout, now: SoloLayout, theme: th.Theme
) -> list[Flight]:
    """Each card fulfilled: from its place in the hand to its place among the fulfilled cards;
    from the hand's heading where the card was scrolled out of view, to the influence or the
    goals it counts for where its new place is."""
    out: list[Flight] = []
    grid = shape.hand_grid or now.hand_grid
    for place in after.places:
        if place.kind != "played" or before.place(place.key) is not None:
            continue
        card = before.place("card:" + place.key.split(":", 1)[1])
        if not isinstance(card, CardPlace) or grid is None:
            continue
        start = shape.rect(card.key) or shape.rect("hand")
        end = now.rect(place.key) or now.rect("head:goals") or now.rect("hand")
        if start is not None and end is not None:
            out.append((card_picture(theme, grid.card, card), start.center, end.center))
    return out
