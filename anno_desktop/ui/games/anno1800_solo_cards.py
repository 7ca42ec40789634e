"""Anno 1800 solo population cards drawn as cards: a band in the deck's colour with the name,
the needs as icons with counts, the effect in words and the influence; the hand as a grid that
scrolls by whole rows, and a large copy of the card under the pointer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from anno_desktop.games.anno1800_solo.table import CardPlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_art import DECK_COLOURS, PRODUCT_ICONS

CARD_UNITS = 140  # the narrowest a card gets, in board units
FACE = (248, 236, 200)
FACE_DIM = (228, 216, 186)
IGNORED = (150, 60, 50)


@dataclass(frozen=True)
class HandGrid:
    """The hand's grid: card size, columns, rows that fit, and the first row shown."""

    cols: int
    rows: int
    card: tuple[int, int]
    gap: int
    first_row: int


def hand_grid(
    theme: th.Theme, area: pygame.Rect, cards: Sequence[CardPlace], first_row: int
) -> HandGrid:
    """Cards as wide as the area allows (at least `CARD_UNITS`); as tall as the look wants
    where the rows fit so, shorter (down to what their words need) where that shows one
    more row; rows as many as fit."""
    u = theme.u
    gap = u(4)
    cols = max(1, (area.width + gap) // (u(CARD_UNITS) + gap))
    width = (area.width - gap * (cols - 1)) // cols
    line = theme.font("text", th.SIZE_SMALL).get_linesize()
    # A name on up to three lines, the needs and two lines of effect.
    best = max(int(width * 0.58), 6 * line + u(18))
    least = min(best, max((card_height(theme, width, c) for c in cards), default=best))
    rows = max(1, (area.height + gap) // (least + gap))
    # The rows that fit, each card as tall as they leave room for (the type shrinks when not
    # even one row fits at the least height).
    height = min(best, (area.height + gap) // rows - gap)
    total_rows = -(-len(cards) // cols)
    first = max(0, min(first_row, total_rows - rows))
    return HandGrid(cols, rows, (width, height), gap, first)


def card_height(theme: th.Theme, width: int, card: CardPlace) -> int:
    """The height `draw_card` needs for the card at `width` to show all its words."""
    u = theme.u
    size = th.SIZE_SMALL
    band = _band_lines(theme, card.name, width, size) * _line(theme, size) + u(4)
    needs = u(4) + u(18) + u(3)
    effect = theme.measure(_effect_words(card), width - u(12), None, face="italic", size=size)
    return band + needs + effect.height + u(4)


def _line(theme: th.Theme, size: int) -> int:
    return theme.font("text-bold", size).get_linesize()


def _band_lines(theme: th.Theme, name: str, width: int, size: int) -> int:
    """The name band holds the name in two lines, or three where two would have to cut it."""
    u = theme.u
    cut = theme.measure(name, width - u(12), 2 * _line(theme, size), face="text-bold", size=size)
    return 3 if cut.shortened else 2


def _effect_words(card: CardPlace) -> str:
    return card.effect if card.kind == "played" else f"then: {card.effect}"


def grid_boxes(area: pygame.Rect, grid: HandGrid, count: int) -> list[pygame.Rect | None]:
    """Each card's rect in the area, or None when its row is scrolled out of view."""
    out: list[pygame.Rect | None] = []
    w, h = grid.card
    for index in range(count):
        row, col = divmod(index, grid.cols)
        shown = grid.first_row <= row < grid.first_row + grid.rows
        y = area.y + (row - grid.first_row) * (h + grid.gap)
        out.append(pygame.Rect(area.x + col * (w + grid.gap), y, w, h) if shown else None)
    return out


def cost_counts(card: CardPlace) -> list[tuple[str, int]]:
    """The card's needs as (item, how many), in the order printed."""
    return list(Counter(card.cost).items())


def draw_card(
    surface: pygame.Surface, theme: th.Theme, box: pygame.Rect, card: CardPlace, *, big=False
) -> None:
    """One card: the band with its name, the needs, the effect and the influence."""
    u = theme.u
    lit = bool(card.actions) or card.kind == "played"
    pygame.draw.rect(surface, FACE if lit else FACE_DIM, box, border_radius=u(6))
    colour = DECK_COLOURS.get(card.deck, th.WOOD)
    size = th.SIZE_BODY if big else th.SIZE_SMALL
    line = _line(theme, size)
    lines = _band_lines(theme, card.name, box.width, size)
    band = pygame.Rect(box.x, box.y, box.width, lines * line + u(4))
    pygame.draw.rect(
        surface, colour, band, border_top_left_radius=u(6), border_top_right_radius=u(6)
    )
    name = pygame.Rect(band.x + u(6), band.y + u(2), band.width - u(12), band.height - u(4))
    theme.draw_text(surface, card.name, name, face="text-bold", size=size, colour=th.CREAM)
    ip = f"{card.influence} IP"
    ip_w = theme.font("text-bold", size).size(ip)[0] + u(4)
    ip_box = pygame.Rect(box.right - ip_w - u(6), band.bottom + u(4), ip_w, line)
    theme.draw_text(surface, ip, ip_box, face="text-bold", size=size, colour=th.WOOD, align="right")
    y = _draw_needs(surface, theme, box, band.bottom + u(4), card, size)
    words = _effect_words(card)
    ignored = "no effect" in card.effect
    effect = pygame.Rect(box.x + u(6), y, box.width - u(12), box.bottom - y - u(4))
    ink = IGNORED if ignored else th.INK if lit else th.INK_SOFT
    theme.draw_text(surface, words, effect, face="italic", size=size, colour=ink, valign="top")
    if ignored:
        mid = effect.y + line // 2
        pygame.draw.line(surface, IGNORED, (effect.x, mid), (effect.right, mid), max(1, u(1)))
    rim = th.ALERT if card.chosen else th.WOOD_LIGHT
    pygame.draw.rect(surface, rim, box, max(1, u(3 if card.chosen else 1)), border_radius=u(6))


def _draw_needs(
    surface: pygame.Surface, theme: th.Theme, box: pygame.Rect, y: int, card: CardPlace, size
) -> int:
    """The needs as icons with their counts, on one row; returns the row's bottom."""
    u = theme.u
    px = u(22) if size == th.SIZE_BODY else u(18)
    x = box.x + u(6)
    ink = th.INK if card.actions or card.kind == "played" else th.INK_SOFT
    for item, count in cost_counts(card):
        surface.blit(icon(PRODUCT_ICONS.get(item, "cardboard-box"), px, ink), (x, y))
        x += px + u(1)
        if count > 1:
            img = theme.text(f"\u00d7{count}", "text-bold", size, ink)
            surface.blit(img, (x, y + (px - img.get_height()) // 2))
            x += img.get_width() + u(4)
        x += u(3)
    return y + px + u(3)


def zoom_box(theme: th.Theme, board: pygame.Rect, hovered: pygame.Rect) -> pygame.Rect:
    """Where the large copy of a hovered card goes: beside it, inside the board."""
    u = theme.u
    w = min(u(330), board.width // 3)
    h = int(w * 0.78)
    box = pygame.Rect(0, 0, w, h)
    box.bottomright = (hovered.x - u(10), hovered.bottom)
    if box.x < board.x:
        box.bottomleft = (hovered.right + u(10), hovered.bottom)
    return box.clamp(board)


def draw_scroll_marks(
    surface: pygame.Surface, theme: th.Theme, box: pygame.Rect, first: int, last: int
) -> None:
    """Up and down marks in `box`, each lit where more rows lie that way."""
    u = theme.u
    x, y = box.x + u(2), box.centery
    up = [(x, y - u(2)), (x + u(14), y - u(2)), (x + u(7), y - u(10))]
    down = [(x + u(18), y - u(6)), (x + u(32), y - u(6)), (x + u(25), y + u(2))]
    pygame.draw.polygon(surface, th.WOOD if first > 0 else th.DIM, up)
    pygame.draw.polygon(surface, th.WOOD if first < last else th.DIM, down)
