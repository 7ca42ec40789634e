"""One settlement on the card game's table, large, in its owner's frame: the landscapes,
ship, village centres and warehouses turned to their stock (a badge says it upright), the
inhabitants, the overview and the building slots, each in its cell of the layout's grid.

`SettlementDraw` is mixed into the card game's scene, which provides the layout (`lay`), the
table model, the cards' motion and `_place` (a place's click zone and tooltip).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from anno_desktop.games.anno1701_cards.table import DevelopmentCard, SettlementCard
from anno_desktop.ui import theme as th
from anno_desktop.ui.games import anno1701_cards_art as art
from anno_desktop.ui.widgets.card import TURN_SECONDS

UNREST = (160, 40, 36)


class SettlementDraw:
    """The shown settlement's cards, drawn where the layout's grid puts them."""

    def draw_settlement(self, surface: pygame.Surface, seat: int) -> None:
        """The settlement drawn once while nothing on it moves: later frames blit that picture,
        register its marks again and outline the card under the pointer."""
        key = (self.position_key(), seat, frozenset(self._recent), self.menu is None)
        key += (tuple(self.lay.grid), self.theme.scale)
        area = self.lay.grid.inflate(self.u(12), self.u(12)).clip(surface.get_rect())
        moving = bool(self._flips) or any(
            self._angles.get(card) != target for card, target in self._targets.items()
        )
        cached = self._grid_picture
        if not moving and cached is not None and cached[0] == key:
            surface.blit(cached[1], area)
            marks = cached[2]
        else:
            before = self._marks_now()
            mouse, self.app.mouse = self.app.mouse, (-10_000, -10_000)
            try:
                self._draw_cards(surface, seat)
            finally:
                self.app.mouse = mouse
            marks = tuple(
                now[len(old) :] for now, old in zip(self._marks_now(), before, strict=True)
            )
            if not moving:
                self._grid_picture = (key, surface.subsurface(area).copy(), marks)
            self.board_tips, self.board_zones, self.board_buttons, self._cards_drawn = before
        self._add_marks(surface, marks)

    def _marks_now(self) -> tuple[list, list, list, list]:
        return (
            list(self.board_tips),
            list(self.board_zones),
            list(self.board_buttons),
            list(self._cards_drawn),
        )

    def _add_marks(self, surface: pygame.Surface, marks: tuple) -> None:
        """The settlement's tooltips, zones, menu buttons and cards, and the hovered zone lit."""
        tips, zones, buttons, cards = marks
        self.board_tips += tips
        self.board_zones += zones
        self.board_buttons += buttons
        self._cards_drawn += cards
        for rect, _ in zones:
            if rect.collidepoint(self.app.mouse):
                width = max(2, self.u(3))
                pygame.draw.rect(
                    surface, th.BRASS_LIGHT, rect.inflate(4, 4), width, border_radius=self.u(5)
                )

    def _draw_cards(self, surface: pygame.Surface, seat: int) -> None:
        u = self.u
        for place in self.table().places:
            if not isinstance(place, SettlementCard | DevelopmentCard) or place.seat != seat:
                continue
            if isinstance(place, DevelopmentCard) and not place.key.startswith("slot:"):
                continue
            box = self.lay.cells[(place.row, place.col)]
            spot = place.spot if isinstance(place, SettlementCard) else place.key
            if (seat, spot) in self._recent:
                # The last move touched this card: a soft brass glow under it.
                pygame.draw.rect(
                    surface, th.BRASS_LIGHT, box.inflate(u(4), u(4)), border_radius=u(8)
                )
            if isinstance(place, DevelopmentCard):
                self._slot(surface, box, place)
            else:
                self._settlement_card(surface, box, place)

    def _settlement_card(
        self, surface: pygame.Surface, box: pygame.Rect, place: SettlementCard
    ) -> None:
        """A card turned to its stock (turning over when it changes side), with its badge."""
        w, h = self.lay.card
        band = art.KIND_BANDS[place.part]
        picture = art.picture_icon(place.picture)
        img = art.face(self.theme, w, h, band, picture, place.reverse, place.die)
        angle = self._turned(place.seat, place.spot, place.turns)
        turned = rotated(img, angle % 360) if angle % 360 else img
        flip = self._flipped(place.seat, place.spot, place.reverse)
        if flip > 0:
            # Turning over: the card narrows to its edge and widens again on its new side.
            total = TURN_SECONDS * self.app.settings.animation_factor
            width = max(1, int(turned.get_width() * abs(1 - 2 * flip / total)))
            turned = pygame.transform.smoothscale(turned, (width, turned.get_height()))
        surface.blit(turned, turned.get_rect(center=box.center))
        if place.badge:
            self._badge(surface, box, place)
        self._place(surface, box, place)

    def _slot(self, surface: pygame.Surface, box: pygame.Rect, place: DevelopmentCard) -> None:
        """A building slot: an outline when free, the building's card (named) when built."""
        u = self.u
        if not place.name:
            outline = box.inflate(-u(8), -u(8))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, outline, 1, border_radius=u(4))
            return
        w, h = self.lay.card
        img = development_face(self.theme, place, w, h)
        surface.blit(img, img.get_rect(center=box.center))
        self._place(surface, box, place)

    def _badge(self, surface: pygame.Surface, box: pygame.Rect, place: SettlementCard) -> None:
        """The card's stock, upright in the corner of its cell, so nobody has to tilt their head."""
        theme = self.theme
        colour = UNREST if place.reverse else th.WOOD_DARK
        height = max(box.height // 4, art.floor_line(theme))
        fitted = art.fit_small(theme, place.badge, box.width, height, "text-bold", th.SIZE_SMALL)
        badge = pygame.Rect(0, 0, max(height, fitted.width + height // 2), height)
        badge.bottomright = box.bottomright
        pygame.draw.rect(surface, colour, badge, border_radius=badge.height // 2)
        theme.blit_fitted(surface, fitted, badge, th.CREAM, align="center")


@lru_cache(maxsize=256)
def rotated(img: pygame.Surface, angle: float) -> pygame.Surface:
    """A card face turned (faces are cached, so a card at rest is turned once)."""
    return pygame.transform.rotate(img, angle)


def development_face(theme: th.Theme, card: DevelopmentCard, w: int, h: int) -> pygame.Surface:
    """A development card's face with its band, picture, die number, cost and name."""
    band = art.KIND_BANDS.get(card.card_kind, th.WOOD)
    picture = art.picture_icon(card.picture)
    return art.face(theme, w, h, band, picture, False, card.die, card.name, card.cost)
