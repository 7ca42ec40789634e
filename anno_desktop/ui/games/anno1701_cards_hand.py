"""Cards held and cards to choose from on the card game's table: your hand as named cards in
the band under the settlement (fanned when many), a stack you look through or the rival's hand
your Spy shows laid out large over the settlement, and a card under the pointer zoomed.

`HandDraw` is mixed into the card game's scene, which provides the layout (`lay`), the table
model, `_place`, `_text` and `_cards_drawn` (the cards of this frame, for the zoom).
"""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.engine.table import Table
from anno_desktop.games.anno1701_cards.table import DevelopmentCard, SettlementCard
from anno_desktop.ui import theme as th
from anno_desktop.ui.games import anno1701_cards_art as art
from anno_desktop.ui.games.anno1701_cards_layout import CARD_RATIO, hand_rects
from anno_desktop.ui.games.anno1701_cards_settlement import development_face

ZOOM = 2.2


class HandDraw:
    """Your hand, the cards to pick from, and the zoomed card."""

    def draw_hand(self, surface: pygame.Surface, table: Table) -> None:
        """Your hand's cards, named, left to right in the band; unusable ones veiled."""
        u, area = self.u, self.lay.hand
        hand = [p for p in table.places if p.kind == "hand"]
        if not hand:
            box = pygame.Rect(area.x, area.centery - area.height // 4, area.width, area.height // 2)
            texts = (_("Your hand is empty."), _("No cards"))
            self._first_fitting(surface, texts, box, th.INK_SOFT, max_lines=2)
            return
        for rect, card in zip(hand_rects(area, len(hand), self.lay.card, u(4)), hand, strict=True):
            self._hand_card(surface, rect, card)

    def _hand_card(self, surface: pygame.Surface, rect: pygame.Rect, card: DevelopmentCard) -> None:
        """One card: its whole face, of which `rect` (the part showing) takes the clicks."""
        w = round(rect.height / CARD_RATIO)
        img = development_face(self.theme, card, w, rect.height)
        surface.blit(img, rect.topleft)
        if card.why_not and not card.actions:
            veil = pygame.Surface(img.get_size(), pygame.SRCALPHA)
            veil.fill((*th.PARCHMENT_DARK, 110))
            surface.blit(veil, rect.topleft)
        self._place(surface, rect, card)

    def draw_picks(self, surface: pygame.Surface, table: Table) -> bool:
        """A stack you look through, or the rival's hand your Spy shows, large over the
        settlement; False when there is neither."""
        browse = table.place("browse")
        picks = [p for p in table.places if p.kind == "pick"]
        seen = [p for p in table.places if p.kind == "spy"]
        if not picks and not seen:
            return False
        u, grid = self.u, self.lay.grid
        panel = grid.inflate(u(8), u(8))
        pygame.draw.rect(surface, th.PARCHMENT, panel, border_radius=u(8))
        pygame.draw.rect(surface, th.BRASS, panel, 2, border_radius=u(8))
        line = self.theme.font("display-bold", th.SIZE_BODY).get_linesize()
        head = pygame.Rect(grid.x + u(8), grid.y + u(6), grid.width - u(16), line)
        title = (
            browse.label if browse is not None and picks else _("Your rival's hand: take one card")
        )
        self._text(surface, title, head, th.WOOD, face="display-bold", size=th.SIZE_BODY)
        cards = picks or seen
        area = pygame.Rect(grid.x + u(8), head.bottom + u(8), grid.width - u(16), 0)
        area.height = min(grid.bottom - area.y - u(8), round(area.width / len(cards) * CARD_RATIO))
        size = (round(area.height / CARD_RATIO), area.height)
        for rect, card in zip(hand_rects(area, len(cards), size, u(8)), cards, strict=True):
            self._hand_card(surface, rect, card)
        return True

    def draw_zoom(self, surface: pygame.Surface) -> None:
        """The card under the pointer, larger, beside it inside the board."""
        mouse = self.app.mouse
        under = next(
            (p for rect, p in reversed(self._cards_drawn) if rect.collidepoint(mouse)), None
        )
        if under is None:
            return
        board = self.lay.board
        w, h = self.lay.card
        h = min(round(h * ZOOM), board.height - self.u(20))
        w = round(h / CARD_RATIO)
        img = zoomed_face(self.theme, under, w, h)
        x = mouse[0] - w - self.u(24)
        if x < board.x:
            x = mouse[0] + self.u(24)
        x = max(board.x, min(x, board.right - w))
        y = max(board.y, min(mouse[1] - h // 2, board.bottom - h))
        shadow = pygame.Rect(x + self.u(4), y + self.u(4), w, h)
        pygame.draw.rect(surface, (40, 26, 15), shadow, border_radius=max(3, w // 8))
        surface.blit(img, (x, y))


def zoomed_face(theme: th.Theme, place: Any, w: int, h: int) -> pygame.Surface:
    """A card's face at zoom size: a development card named with its cost, a settlement card
    with its stock."""
    if isinstance(place, DevelopmentCard):
        return development_face(theme, place, w, h)
    assert isinstance(place, SettlementCard)
    band = art.KIND_BANDS[place.part]
    name = f"{place.label}: {place.badge}" if place.badge else place.label
    return art.face(
        theme, w, h, band, art.picture_icon(place.picture), place.reverse, place.die, name
    )
