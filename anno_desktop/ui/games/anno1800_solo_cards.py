"""Anno 1800 solo population cards drawn as cards: a band in the deck's colour with the name,
the needs as icons with counts, the effect in words and the influence; the hand as a grid that
scrolls by whole rows, and a large copy of the card under the pointer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from anno_desktop.engine.i18n import _
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
    """The hand's grid: columns, the rows shown from `first_row`, the cards' width, each
    row's height, and the first row from which the last one shows (scrolling stops there)."""

    cols: int
    rows: int
    width: int
    heights: tuple[int, ...]
    gap: int
    first_row: int
    last_first: int

    @property
    def card(self) -> tuple[int, int]:
        """The size of a card in the tallest row shown."""
        shown = self.heights[self.first_row : self.first_row + self.rows]
        return self.width, max(shown, default=0)


def hand_grid(
    theme: th.Theme, area: pygame.Rect, cards: Sequence[CardPlace], first_row: int
) -> HandGrid:
    """Cards as wide as the area allows (at least `CARD_UNITS`); each row as tall as the
    words of its cards need, as many rows as fit, then the room left shared out among them
    up to the height the look wants."""
    u = theme.u
    gap = u(4)
    cols = max(1, (area.width + gap) // (u(CARD_UNITS) + gap))
    width = (area.width - gap * (cols - 1)) // cols
    line = theme.font("text", th.SIZE_SMALL).get_linesize()
    # A name on three lines, the needs and two lines of effect.
    best = max(int(width * 0.58), 6 * line + u(18))

    def row_needs(size: float) -> list[int]:
        needs = [card_height(theme, width, c, size) for c in cards]
        return [max(needs[r : r + cols]) for r in range(0, len(needs), cols)] or [best]

    wanted = least = row_needs(th.SIZE_SMALL)

    def fitting(first: int) -> int:
        used, count = -gap, 0
        for height in least[first:]:
            used += height + gap
            if count and used > area.height:
                break
            count += 1
        return count

    def last_first() -> int:
        rows = range(len(least))
        return next((f for f in rows if f + fitting(f) >= len(least)), len(least) - 1)

    first = max(0, min(first_row, last_first()))
    if fitting(first) < min(2, len(least) - first):
        # One row at the cards' own size: their type a little smaller, for a second row.
        least = row_needs(theme.px(0) / theme.scale)
        first = max(0, min(first_row, last_first()))
    rows = fitting(first)
    heights = list(least)
    spare = area.height - sum(least[first : first + rows]) - gap * (rows - 1)
    for r in range(first, first + rows):
        heights[r] = min(max(best, wanted[r]), least[r] + max(0, spare) // rows)
    if spare < 0:
        # Not even one row holds its words: it takes the height there is (its type shrinks).
        heights[first] = area.height
    return HandGrid(cols, rows, width, tuple(heights), gap, first, last_first())


def card_height(theme: th.Theme, width: int, card: CardPlace, size: float = th.SIZE_SMALL) -> int:
    """The height `draw_card` needs for the card at `width` to show all its words."""
    u = theme.u
    band = _band_lines(theme, card.name, width, size) * _line(theme, size) + u(4)
    needs = u(4) + u(18) + u(3)
    effect = theme.measure(_effect_words(card), width - u(12), None, face="italic", size=size)
    return band + needs + effect.height + u(4)


def card_size(theme: th.Theme, box: pygame.Rect, card: CardPlace) -> float:
    """The card's text size in `box`: the hand's, or smaller down to the floor where the box
    is shorter than its words need at that size."""
    size = float(th.SIZE_SMALL)
    while card_height(theme, box.width, card, size) > box.height and theme.px(size) > theme.px(0):
        size = (theme.px(size) - 1) / theme.scale
    return size


def _line(theme: th.Theme, size: float) -> int:
    return theme.font("text-bold", size).get_linesize()


def _band_lines(theme: th.Theme, name: str, width: int, size: float) -> int:
    """The name band holds the name in two lines, or in as many as it takes without a cut."""
    wrapped = theme.measure(name, width - theme.u(12), None, face="text-bold", size=size)
    return max(2, len(wrapped.lines))


def _effect_words(card: CardPlace) -> str:
    return card.effect if card.kind == "played" else _("then: {effect}").format(effect=card.effect)


def grid_boxes(area: pygame.Rect, grid: HandGrid, count: int) -> list[pygame.Rect | None]:
    """Each card's rect in the area, or None when its row is scrolled out of view."""
    tops, y = {}, area.y
    for row in range(grid.first_row, grid.first_row + grid.rows):
        tops[row] = y
        y += grid.heights[row] + grid.gap
    out: list[pygame.Rect | None] = []
    for index in range(count):
        row, col = divmod(index, grid.cols)
        x = area.x + col * (grid.width + grid.gap)
        shown = row in tops
        out.append(pygame.Rect(x, tops[row], grid.width, grid.heights[row]) if shown else None)
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
    size = th.SIZE_BODY if big else card_size(theme, box, card)
    line = _line(theme, size)
    lines = _band_lines(theme, card.name, box.width, size)
    band = pygame.Rect(box.x, box.y, box.width, lines * line + u(4))
    pygame.draw.rect(
        surface, colour, band, border_top_left_radius=u(6), border_top_right_radius=u(6)
    )
    name = pygame.Rect(band.x + u(6), band.y + u(2), band.width - u(12), band.height - u(4))
    theme.draw_text(surface, card.name, name, face="text-bold", size=size, colour=th.CREAM)
    ip = _("{points} IP").format(points=card.influence)
    ip_w = theme.font("text-bold", size).size(ip)[0] + u(4)
    ip_box = pygame.Rect(box.right - ip_w - u(6), band.bottom + u(4), ip_w, line)
    theme.draw_text(surface, ip, ip_box, face="text-bold", size=size, colour=th.WOOD, align="right")
    y = _draw_needs(surface, theme, box, band.bottom + u(4), card, size)
    words = _effect_words(card)
    ignored = card.effect == _("no effect in this mission")
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


def zoom_box(
    theme: th.Theme, board: pygame.Rect, hovered: pygame.Rect, card: CardPlace
) -> pygame.Rect:
    """Where the large copy of a hovered card goes: beside it, inside the board, as tall as
    its words need at the larger size (its needs' icons a little larger too)."""
    u = theme.u
    w = min(u(330), board.width // 3)
    need = card_height(theme, w, card, th.SIZE_BODY) + u(6)
    h = min(board.height, max(int(w * 0.5), need))
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
