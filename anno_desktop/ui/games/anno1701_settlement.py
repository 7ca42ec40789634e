"""Anno 1701's settlement board as the scene draws it: the stores and facts, the meadows and
landscapes with their buildings, the citizens' spaces, the settler and the village centre.

`SettlementBoard` is mixed into `Anno1701Scene`, which provides `shown_model` and the marks."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.games.anno1701.table import Slot, turmoil_words
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1701_dialogs import GOOD_ICONS

BUILDING_ICONS = {
    "kapelle": "church",
    "kirche": "church",
    "schule": "open-book",
    "universitaet": "open-book",
    "markthalle": "shop",
    "kontor_buy": "coins",
    "kontor_sell": "coins",
    "schaffarm": "sheep",
    "weberei": "wool",
    "kleine_werft": "harbor-dock",
    "grosse_werft": "harbor-dock",
    "wirtshaus": "beer-stein",
    "wachturm": "stone-tower",
    "ziegelei": "clay-brick",
    "werkzeugschmiede": "anvil",
    "feuerwache": "fire",
    "gilde": "trade",
    "kanonengiesserei": "cannon",
    "anlegestelle": "anchor",
    "theater": "theater",
    "oper": "musical-notes",
    "festung": "castle",
}
FACT_ICONS = {
    "cannon": "cannon",
    "sack": "chest",
    "content": "crown",
    "sail": "sailboat",
    "ships": "cargo-ship",
    "colonies": "village",
}


class SettlementBoard:
    """The settlement board shown (the viewer's or a rival's), drawn down the column."""

    def _own_bottom(self, column: pygame.Rect, y: int) -> int:
        """Where the stores, the settlement board and the benefit buttons end."""
        u = self.u
        px = u(22)
        y += 2 * (px + u(8))
        if self.shown_model().place("turmoil") is not None:
            y += self.theme.font("text-bold", th.SIZE_SMALL).get_linesize() + u(2)
        cell = min(u(56), column.width // 6)
        y += 2 * cell + u(4)
        return y + 2 * u(44) + u(14)

    def _draw_stores(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        u, theme = self.u, self.theme
        model = self.shown_model()
        px = u(22)
        stores = [p for p in model.places if p.key.startswith("store:")]
        values = [(p.label, GOOD_ICONS.get(p.label, "stack"), p) for p in stores]
        facts = [(p.key[5:], FACT_ICONS[p.key[5:]], p) for p in model.of_kind("fact")]
        for row, colour in ((values, th.WOOD), (facts, th.WOOD_LIGHT)):
            step = column.width // len(row)
            for index, (name, icon_name, place) in enumerate(row):
                x = column.x + index * step
                surface.blit(icon(icon_name, px, colour), (x, y))
                self._store_at[name] = pygame.Rect(x, y, px, px)
                num = theme.text(str(place.number("count")), "text-bold", th.SIZE_LABEL, th.INK)
                surface.blit(num, (x + px + u(3), y + (px - num.get_height()) // 2))
                self.add_tip(pygame.Rect(x, y, step - u(2), px), place.tooltip)
            y += px + u(8)
        turmoil = model.place("turmoil")
        if turmoil is not None:
            words = turmoil_words()
            tag = theme.text(
                theme.fit(words, "text-bold", th.SIZE_SMALL, column.width),
                "text-bold",
                th.SIZE_SMALL,
                (160, 50, 40),
            )
            self.add_tip(tag.get_rect(topleft=(column.x, y - u(2))), turmoil.tooltip)
            surface.blit(tag, (column.x, y - u(2)))
            y += tag.get_height() + u(2)
        return y

    def _draw_settlement(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """Four meadows and eight landscapes (their good and number) with the tiles on them."""
        u, theme = self.u, self.theme
        slots = self.shown_model().of_kind("slot")
        per_row = 6
        cell = min(u(56), column.width // per_row)
        for index, slot in enumerate(slots):
            assert isinstance(slot, Slot)
            x = column.x + (index % per_row) * cell
            top = y + (index // per_row) * cell
            box = pygame.Rect(x, top, cell, cell).inflate(-u(4), -u(4))
            ground = (150, 176, 102) if slot.meadow else (206, 184, 136)
            pygame.draw.rect(surface, ground, box, border_radius=u(4))
            if slot.building and slot.building != "hidden":
                ink = th.WOOD_DARK if slot.built else (120, 104, 84)
                if not slot.built:
                    pygame.draw.rect(surface, (190, 170, 130), box, border_radius=u(4))
                img = icon(BUILDING_ICONS.get(slot.building, "village"), box.width - u(14), ink)
                surface.blit(img, img.get_rect(center=box.center))
                if slot.used:
                    veil = pygame.Surface(box.size, pygame.SRCALPHA)
                    veil.fill((90, 90, 90, 120))
                    surface.blit(veil, box)
            elif slot.good:
                surface.blit(
                    icon(GOOD_ICONS.get(slot.good, "barrel"), box.width // 2, th.WOOD),
                    (box.x + u(3), box.y + u(3)),
                )
                num = theme.text(str(slot.number("number")), "text-bold", th.SIZE_LABEL, th.INK)
                surface.blit(num, num.get_rect(bottomright=(box.right - u(3), box.bottom)))
            pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(4))
            tip = slot.tooltip + self._why(slot)
            if slot.exchange:
                self.add_button(box, lambda k=slot.key: self.open_exchange(k), tip)
            elif slot.actions:
                self.add_zone(surface, box, slot.actions[0], tip)
            else:
                self.add_tip(box, tip)
        rows = (len(slots) + per_row - 1) // per_row
        return y + rows * cell + u(4)

    def _why(self, place: Any) -> str:
        """Why nothing can be done at a place, on the viewer's own board only."""
        return f" {place.why_not}." if place.why_not and self.rival_shown is None else ""

    def _draw_benefits(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """Citizens (a favour token each), the settler and the village centre as buttons."""
        u = self.u
        model = self.shown_model()
        h = u(44)
        self._draw_citizens(surface, pygame.Rect(column.x, y, column.width, h), model)
        for k, key in enumerate(("settler", "village")):
            place = model.place(key)
            assert place is not None
            w = (column.width - u(6)) // 2
            box = pygame.Rect(column.x + k * (w + u(6)), y + h + u(6), w, h)
            used = bool(place.number("used"))
            self._benefit_box(
                surface, box, "farmer" if k == 0 else "village", place.label, place.clickable, used
            )
            tip = place.tooltip + self._why(place)
            if place.actions:
                self.add_button(box, lambda s=key: self.open_exchange(s), tip)
            else:
                self.add_tip(box, tip)
        return y + 2 * h + u(14)

    def _draw_citizens(self, surface: pygame.Surface, row: pygame.Rect, model: Any) -> None:
        """The citizens' spaces in order, each with its name and cost; the next one is the
        place to click to build it."""
        u, theme = self.u, self.theme
        spaces = model.of_kind("citizen")
        w = (row.width - u(6) * (len(spaces) - 1)) // len(spaces)
        for k, space in enumerate(spaces):
            box = pygame.Rect(row.x + k * (w + u(6)), row.y, w, row.height)
            built = bool(space.number("built"))
            fill = (
                (150, 176, 102)
                if built
                else ((240, 222, 170) if space.actions else (228, 214, 180))
            )
            pygame.draw.rect(surface, fill, box, border_radius=u(6))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, box, max(1, u(2)), border_radius=u(6))
            top = pygame.Rect(box.x + u(4), box.y + u(2), box.width - u(8), box.height // 2)
            ink = th.INK if built or space.actions else th.INK_SOFT
            theme.draw_text(
                surface, space.label, top, face="text-bold", size=th.SIZE_SMALL, colour=ink
            )
            px = u(14)
            costs = [(good, n) for good, n in space.numbers if good != "built"]
            # The cost shares the space's width left of the star: smaller icons when many.
            step = (box.width - px - u(12)) // max(1, len(costs))
            x = box.x + u(4)
            for good, n in costs:
                num = theme.text(str(n), "text-bold", th.SIZE_SMALL * 0.8, th.INK)
                size = max(u(6), min(px, step - num.get_width() - u(2)))
                art = icon(GOOD_ICONS.get(good, "barrel"), size, th.WOOD)
                surface.blit(art, (x, box.bottom - size - u(4)))
                surface.blit(num, (x + size + u(1), box.bottom - num.get_height() - u(2)))
                x += step
            star = icon("round-star", px, th.BRASS if built else th.DIM)
            surface.blit(star, (box.right - px - u(4), box.bottom - px - u(4)))
            tip = space.tooltip + self._why(space)
            if space.actions:
                self.add_zone(
                    surface,
                    box,
                    space.actions[0],
                    f"{tip} Click: {self._describe(space.actions[0])}.",
                )
            else:
                self.add_tip(box, tip)

    def _benefit_box(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        icon_name: str,
        label: str,
        live: bool,
        used: bool,
    ) -> None:
        u, theme = self.u, self.theme
        hovered = live and box.collidepoint(self.app.mouse)
        fill = (240, 222, 170) if live else ((200, 196, 186) if used else (228, 214, 180))
        pygame.draw.rect(surface, fill, box, border_radius=u(6))
        edge = th.BRASS_LIGHT if hovered else (th.BRASS if live else th.PARCHMENT_DARK)
        pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(6))
        ink = th.INK if live else th.DIM
        surface.blit(icon(icon_name, u(20), ink), (box.x + u(6), box.centery - u(10)))
        area = pygame.Rect(
            box.x + u(28), box.y + u(2), box.right - box.x - u(31), box.height - u(4)
        )
        theme.draw_text(surface, label, area, face="text-bold", size=th.SIZE_SMALL, colour=ink)
