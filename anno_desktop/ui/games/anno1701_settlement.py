"""Anno 1701's settlement board as the scene draws it: the stores and facts, the meadows and
landscapes with their buildings, the citizens' spaces, the settler and the village centre.

`SettlementBoard` is mixed into `Anno1701Scene`, which provides `shown_model` and the marks."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.games.anno1701.table import Slot, turmoil_words
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1701_dialogs import GOOD_ICONS
from anno_desktop.ui.games.anno1701_panels import fits

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
    """The settlement board shown (the viewer's or a rival's), in the column's rects."""

    def _draw_own(self, surface: pygame.Surface) -> None:
        self._draw_stores(surface)
        self._draw_settlement(surface)
        self._draw_benefits(surface)

    def _draw_stores(self, surface: pygame.Surface) -> None:
        """The goods and gold (a rival's: goods cards and gold), then the facts; turmoil."""
        u, theme = self.u, self.theme
        col = self.lay.column
        model = self.shown_model()
        stores = [p for p in model.places if p.key.startswith("store:")]
        items = [
            (GOOD_ICONS.get(p.key.removeprefix("store:"), "stack"), p, th.WOOD) for p in stores
        ]
        items += [(FACT_ICONS[p.key[5:]], p, th.WOOD_LIGHT) for p in model.of_kind("fact")]
        for box, (icon_name, place, colour) in zip(col.stores, items, strict=True):
            px = min(u(22), box.height - u(2))
            surface.blit(icon(icon_name, px, colour), (box.x, box.y))
            num = pygame.Rect(box.x + px + u(2), box.y, box.width - px - u(4), px)
            theme.draw_text(
                surface, str(place.number("count")), num, face="text-bold", size=th.SIZE_LABEL
            )
            self.add_tip(box, place.tooltip)
        turmoil = model.place("turmoil")
        if turmoil is not None and col.turmoil is not None:
            theme.draw_text(
                surface,
                turmoil_words(),
                col.turmoil,
                face="text-bold",
                size=th.SIZE_SMALL,
                colour=(160, 50, 40),
                max_lines=1,
            )
            self.add_tip(col.turmoil, turmoil.tooltip)

    def _draw_settlement(self, surface: pygame.Surface) -> None:
        """Four meadows and eight landscapes (their good and number) with the tiles on them."""
        slots = self.shown_model().of_kind("slot")
        for cell, slot in zip(self.lay.column.slots, slots, strict=True):
            assert isinstance(slot, Slot)
            box = cell.inflate(-self.u(4), -self.u(4))
            self._draw_slot(surface, box, slot)
            tip = slot.tooltip + self._why(slot)
            if slot.exchange:
                self.add_button(box, lambda k=slot.key: self.open_exchange(k), tip)
            elif slot.actions:
                self.add_zone(surface, box, slot.actions[0], tip)
            else:
                self.add_tip(box, tip)

    def _draw_slot(self, surface: pygame.Surface, box: pygame.Rect, slot: Slot) -> None:
        u, theme = self.u, self.theme
        ground = (150, 176, 102) if slot.meadow else (206, 184, 136)
        pygame.draw.rect(surface, ground, box, border_radius=u(4))
        if slot.building and slot.building != "hidden":
            ink = th.WOOD_DARK if slot.built else (120, 104, 84)
            if not slot.built:
                pygame.draw.rect(surface, (190, 170, 130), box, border_radius=u(4))
            img = icon(BUILDING_ICONS.get(slot.building, "village"), box.width - u(10), ink)
            surface.blit(img, img.get_rect(center=box.center))
            if slot.used:
                veil = pygame.Surface(box.size, pygame.SRCALPHA)
                veil.fill((90, 90, 90, 120))
                surface.blit(veil, box)
        elif slot.good:
            surface.blit(
                icon(GOOD_ICONS.get(slot.good, "barrel"), box.width // 2, th.WOOD),
                (box.x + u(2), box.y + u(2)),
            )
            num = box.inflate(-2, -2)  # the number at the foot, right
            theme.draw_text(
                surface,
                str(slot.number("number")),
                num,
                face="text-bold",
                size=th.SIZE_LABEL,
                align="right",
                valign="bottom",
            )
        pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(4))

    def _why(self, place: Any) -> str:
        """Why nothing can be done at a place, on the viewer's own board only."""
        return f" {place.why_not}." if place.why_not and self.rival_shown is None else ""

    def _draw_benefits(self, surface: pygame.Surface) -> None:
        """Citizens (a favour token each); the settler and the village centre with their
        exchanges written out in full."""
        col = self.lay.column
        model = self.shown_model()
        self._draw_citizens(surface, model)
        for key, box, art in (
            ("settler", col.settler, "farmer"),
            ("village", col.village, "village"),
        ):
            place = model.place(key)
            assert place is not None
            used = bool(place.number("used"))
            words = place.tooltip.removesuffix(_(". Click to exchange") + ".").removesuffix(".")
            self._benefit_box(surface, box, art, words, place.clickable, used, place.label)
            tip = place.tooltip + self._why(place)
            if place.actions:
                self.add_button(box, lambda s=key: self.open_exchange(s), tip)
            else:
                self.add_tip(box, tip)

    def _draw_citizens(self, surface: pygame.Surface, model: Any) -> None:
        """The citizens' spaces in order, a row each with its name, cost and favour token;
        the next one is the place to click to build it."""
        u, theme = self.u, self.theme
        for box, space in zip(self.lay.column.citizens, model.of_kind("citizen"), strict=True):
            built = bool(space.number("built"))
            live = bool(space.actions)
            fill = (150, 176, 102) if built else ((240, 222, 170) if live else (228, 214, 180))
            pygame.draw.rect(surface, fill, box, border_radius=u(5))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, box, max(1, u(2)), border_radius=u(5))
            font = theme.font("text-bold", th.SIZE_SMALL)
            floor = theme.font_px("text-bold", theme.min_px)
            need = max(
                floor.size(space.label)[0] + u(2), min(font.size(space.label)[0], box.width // 2)
            )
            name = pygame.Rect(box.x + u(5), box.y, min(need, box.width * 3 // 4), box.height)
            ink = th.INK if built or live else th.INK_SOFT
            theme.draw_text(
                surface,
                space.label,
                name,
                face="text-bold",
                size=th.SIZE_SMALL,
                colour=ink,
                max_lines=1,
            )
            self._draw_cost(surface, box, name.right + u(4), space, built)
            tip = space.tooltip + self._why(space)
            if live:
                click = _("Click: {action}.").format(action=self._describe(space.actions[0]))
                words = f"{tip} {click}"
                self.add_zone(surface, box, space.actions[0], words)
            else:
                self.add_tip(box, tip)

    def _draw_cost(
        self, surface: pygame.Surface, box: pygame.Rect, x: int, space: Any, built: bool
    ) -> None:
        """A citizen's goods cost from `x` along its row, and its favour token's star."""
        u, theme = self.u, self.theme
        px = min(u(16), box.height - u(6))
        costs = [(good, n) for good, n in space.numbers if good != "built"]
        # The cost shares the row left of the star: smaller icons when many.
        step = (box.right - px - u(8) - x) // max(1, len(costs))
        widest = max(
            (theme.font("text-bold", th.SIZE_SMALL).size(str(n))[0] for _, n in costs), default=0
        )
        if step < widest + u(8):
            costs = []  # no room for the cost on the row: its tooltip tells it
        for good, n in costs:
            num = theme.text(str(n), "text-bold", th.SIZE_SMALL, th.INK)
            size = max(u(6), min(px, step - num.get_width() - u(2)))
            surface.blit(
                icon(GOOD_ICONS.get(good, "barrel"), size, th.WOOD), (x, box.centery - size // 2)
            )
            surface.blit(num, (x + size + u(1), box.centery - num.get_height() // 2))
            x += step
        star = icon("round-star", px, th.BRASS if built else th.DIM)
        surface.blit(star, (box.right - px - u(5), box.centery - px // 2))

    def _benefit_box(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        icon_name: str,
        label: str,
        live: bool,
        used: bool,
        short: str = "",
    ) -> None:
        """A box to click with its icon and words: `label`, or `short` where `label` does
        not fit whole (the tooltip has it all), or the icon alone."""
        u, theme = self.u, self.theme
        hovered = live and box.collidepoint(self.app.mouse)
        fill = (240, 222, 170) if live else ((200, 196, 186) if used else (228, 214, 180))
        pygame.draw.rect(surface, fill, box, border_radius=u(6))
        edge = th.BRASS_LIGHT if hovered else (th.BRASS if live else th.PARCHMENT_DARK)
        pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(6))
        ink = th.INK if live else th.INK_SOFT
        side = min(u(20), box.height - u(4))
        surface.blit(icon(icon_name, side, ink), (box.x + u(5), box.centery - side // 2))
        area = pygame.Rect(
            box.x + side + u(9), box.y + u(2), box.width - side - u(12), box.height - u(4)
        )
        words = next(
            (w for w in (label, short) if w and fits(self, w, area, "text", th.SIZE_SMALL)), ""
        )
        theme.draw_text(surface, words, area, face="text", size=th.SIZE_SMALL, colour=ink)
