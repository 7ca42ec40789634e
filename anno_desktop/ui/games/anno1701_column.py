"""Anno 1701's column beside the sea: the settlement board's heading, the dice and the drawn
card (a pirate fight's sum), the set-up draft, the last move and the rivals at a glance.

`TableColumn` is mixed into `Anno1701Scene`, which provides the models, the parts cache and
the settlement board."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.games.anno1701.table import card_face
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games.anno1701_panels import draw_card, draw_rival, fits
from anno_desktop.ui.games.anno1701_settlement import BUILDING_ICONS

SUPPLY_ART = {
    "stack:1": ("stack", ""),
    "stack:2": ("stack", ""),
    "shipyard": ("galleon", N_("Shipyard")),
    "trade": ("trade", N_("Trade")),
}


class TableColumn:
    """The column right of the sea, top to bottom, in the layout's rects."""

    def _draw_column(self, surface: pygame.Surface) -> None:
        col = self.lay.column
        model = self.shown_model()
        self._draw_heading(surface, model)
        own = tuple(
            p
            for p in model.places
            if p.kind in ("", "fact", "turmoil", "slot", "benefit", "citizen")
        )
        own_rect = pygame.Rect(
            col.own.x, col.stores[0].y, col.own.width, col.own.bottom - col.stores[0].y
        )
        self._part(surface, "own", (model.shown, own), own_rect, lambda: self._draw_own(surface))
        self._draw_supply(surface)
        self._draw_dice_and_card(surface)
        self._draw_recent(surface, col.recent)
        self._draw_rivals(surface)
        self._draw_tiles(surface)

    def _draw_supply(self, surface: pygame.Surface) -> None:
        """The board's objects: the two tile stacks, the shipyard and trade. A click on one
        takes its action, or opens the panel of its choices."""
        model = self.model()
        for key, box in self.lay.column.supply.items():
            place = model.place(key)
            if place is None:
                continue
            art, words = SUPPLY_ART[key]
            words = _(words) if words else ""
            short = ""
            if key.startswith("stack:"):
                words = f"{place.label} · {place.number('tiles')}"
                short = f"{place.label.split()[-1]} · {place.number('tiles')}"
            self._benefit_box(surface, box, art, words, bool(place.actions), False, short)
            tip = self.with_names(place.tooltip) + (f" {place.why_not}." if place.why_not else "")
            actions = place.actions
            if key == "trade" and actions:
                self.add_button(box, self.open_trade, f"{tip} {_('Click: compose an offer.')}")
            elif len(actions) == 1:
                click = _("Click: {action}.").format(action=self._describe(actions[0]))
                self.add_zone(surface, box, actions[0], f"{tip} {click}")
            elif actions:
                self.add_button(
                    box,
                    lambda k=key: self.open_dialog(model.dialog(k)),
                    f"{tip} {_('Click: choose.')}",
                )
            else:
                self.add_tip(box, tip)

    def _draw_heading(self, surface: pygame.Surface, model: Any) -> None:
        """Whose settlement board is shown (a click on a rival's name: one's own again) and
        their favour tokens."""
        u, theme = self.u, self.theme
        col = self.lay.column
        seat = model.shown
        mine = seat == self.own_seat()
        name = self.seat_name(seat)
        titles = (
            (_("Your settlement"), _("Yours"))
            if mine
            else (_("{player}'s settlement").format(player=name), name)
        )
        box = col.heading
        draw_marker(surface, self.seat_look(seat), (box.x + u(10), box.centery), u(9))
        words = pygame.Rect(box.x + u(24), box.y, box.width - u(24), box.height)
        size = th.SIZE_LABEL + 3
        title = next((t for t in titles if fits(self, t, words, "display-bold", size, 1)), "")
        if title:
            theme.draw_text(surface, title, words, face="display-bold", size=size, max_lines=1)
        if not mine:
            tip = _("{player}'s settlement board, as everyone sees it. Click: yours.").format(
                player=self.seat_name(seat)
            )
            self.add_button(box, lambda: self.show_settlement(None), tip)
        tokens = model.place("tokens")
        assert tokens is not None
        badge = col.tokens
        side = min(u(22), badge.height)
        surface.blit(icon("round-star", side, th.BRASS), (badge.x, badge.centery - side // 2))
        count = pygame.Rect(badge.x + side + u(3), badge.y, badge.width - side - u(3), badge.height)
        theme.draw_text(surface, tokens.label, count, face="text-bold", size=th.SIZE_LABEL)
        self.add_tip(badge, tokens.tooltip)

    def _draw_rivals(self, surface: pygame.Surface) -> None:
        """The rivals at the column's foot: a click opens their settlement board."""
        to_act = self.match.to_act()
        for box, rival in zip(self.lay.column.rivals, self.model().of_kind("rival"), strict=False):
            other = int(rival.key.split(":")[1])
            self._part(
                surface,
                f"rival{other}",
                (rival, to_act == other, self.rival_shown == other, self._mark_seat(other)),
                box,
                lambda b=box, r=rival, o=other: self._draw_rival(surface, b, r, o),
            )

    def _draw_rival(self, surface: pygame.Surface, box: pygame.Rect, rival: Any, seat: int) -> None:
        """A rival at a glance; a click opens their settlement board (closes it again)."""
        draw_rival(self, surface, box, rival, seat)
        if self.rival_shown == seat:
            pygame.draw.rect(surface, th.WOOD, box, max(2, self.u(3)), border_radius=self.u(8))
        words = (
            _("Click: close their settlement board.")
            if self.rival_shown == seat
            else _("Click: open their settlement board.")
        )
        tip = f"{self.with_names(rival.tooltip)} {words}"
        self.add_button(box, lambda: self.show_settlement(seat), tip)

    def _draw_recent(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The last few things that happened, so a newcomer sees the last move at a glance."""
        u, theme = self.u, self.theme
        events = [e for e in self.last_events if e.text]
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
        rows = (area.height - line_h) // line_h
        if not events or rows < 1:
            return
        head = pygame.Rect(area.x, area.y, area.width, line_h)
        theme.draw_text(
            surface, _("Last move"), head, face="text-bold", size=th.SIZE_SMALL, colour=th.INK_SOFT
        )
        y = head.bottom
        for event in events[-rows:]:
            if event.seat is not None and 0 <= event.seat < len(self.match.seats):
                draw_marker(
                    surface, self.seat_look(event.seat), (area.x + u(7), y + line_h // 2), u(6)
                )
            box = pygame.Rect(area.x + u(18), y, area.width - u(18), line_h)
            fitted = theme.measure(self.event_text(event), box.width, line_h, size=th.SIZE_SMALL)
            if fitted.shortened:
                break  # a line too long for the room stays in the log, whole
            theme.draw_text(surface, self.event_text(event), box, size=th.SIZE_SMALL)
            self.add_tip(box, self.event_text(event))
            y += line_h

    def _draw_dice_and_card(self, surface: pygame.Surface) -> None:
        """The dice (a click rolls them when rolling is due) and the card drawn last, or a
        pirate fight's sum under its die."""
        col = self.lay.column
        dice = self.model().place("dice")
        if dice is not None and dice.actions:
            if not self._dice:  # nothing rolled yet this game: a die to click
                side = self._die_size()
                art = icon("dice-six-faces-five", side, th.WOOD)
                surface.blit(art, art.get_rect(midtop=(col.dice.centerx, col.dice.y)))
                words = pygame.Rect(
                    col.dice.x, col.dice.y + side, col.dice.width, col.dice.height - side
                )
                roll = _("Roll")
                if fits(self, roll, words, "text-bold", th.SIZE_SMALL):
                    self.theme.draw_text(
                        surface, roll, words, face="text-bold", size=th.SIZE_SMALL, align="center"
                    )
            click = _("Click: {action}.").format(action=self._describe(dice.actions[0]))
            self.add_zone(surface, col.dice, dice.actions[0], click)
        if self._fight is not None:
            size = self._die_size()
            self._draw_fight(
                surface,
                pygame.Rect(
                    col.dice.x,
                    col.dice.y + size + self.u(4),
                    col.dice.width,
                    col.dice.bottom - col.dice.y - size - self.u(4),
                ),
            )
        elif self._dice:
            self.add_tip(col.dice, _("Last roll: {roll}").format(roll=sum(self._dice)))
        if self._card is not None:
            face = card_face(*self._card)
            draw_card(self, surface, col.card, face)

    def _die_size(self) -> int:
        """The dice's side: two side by side in the dice box, above a line of text."""
        box = self.lay.column.dice
        return max(self.u(12), min((box.width - self.u(6)) // 2, box.height - self.u(24)))

    def _draw_fight(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The pirate fight under its die: die + cannons against the pirates' strength."""
        fight = self._fight
        assert fight is not None
        total = fight["die"] + fight["cannons"]
        won = total >= fight["strength"]
        # The sum in full, or shorter where the dice box is narrow (the tooltip has it all).
        figures = {"cannons": fight["cannons"], "total": total, "strength": fight["strength"]}
        wordings = (
            _("+{cannons} = {total} vs {strength}").format(**figures),
            _("{total} vs {strength}").format(**figures),
            str(total),
        )
        words = next((w for w in wordings if fits(self, w, box, "text-bold", th.SIZE_SMALL)), "")
        colour = (40, 110, 50) if won else (160, 50, 40)
        self.theme.draw_text(
            surface, words, box, face="text-bold", size=th.SIZE_SMALL, colour=colour
        )
        tip = (
            ngettext(
                "Pirate fight: die {die} + {cannons} cannon = {total} against strength "
                "{strength}: won.",
                "Pirate fight: die {die} + {cannons} cannons = {total} against strength "
                "{strength}: won.",
                fight["cannons"],
            )
            if won
            else ngettext(
                "Pirate fight: die {die} + {cannons} cannon = {total} against strength "
                "{strength}: lost.",
                "Pirate fight: die {die} + {cannons} cannons = {total} against strength "
                "{strength}: lost.",
                fight["cannons"],
            )
        )
        self.add_tip(self.lay.column.dice, tip.format(die=fight["die"], **figures))

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        """The set-up draft, over the sea (nothing sails yet): the four tiles drawn, each
        with its benefit in full. A click marks a tile (again: unmarks it); the second
        marked keeps the two."""
        u, theme = self.u, self.theme
        model = self.model()
        tiles = model.of_kind("draft")
        self.panel_rect = None  # the choice open on the board, which a lesson box keeps clear of
        if not tiles or model.pending is None or model.pending.seat != model.shown:
            return
        area = self.panel_rect = self.lay.sea_frame.inflate(-u(16), -u(16))
        pygame.draw.rect(surface, th.PARCHMENT, area, border_radius=u(10))
        pygame.draw.rect(surface, th.BRASS, area, max(2, u(3)), border_radius=u(10))
        self.add_tip(area, _("Click two tiles to keep them."))
        inner = area.inflate(-u(24), -u(20))
        picked = self.draft_picked()
        head = pygame.Rect(inner.x, inner.y, inner.width, u(34))
        heads = (
            (_("Keep 2 of the 4 tiles drawn: click two"), _("Click two tiles to keep"))
            if not picked
            else (_("Click one more tile to keep it as well"), _("Click one more tile"))
        )
        words = next((w for w in heads if fits(self, w, head, "display-bold", th.SIZE_HEADING)), "")
        theme.draw_text(surface, words, head, face="display-bold", size=th.SIZE_HEADING)
        room = (inner.bottom - head.bottom - u(6)) // max(1, len(tiles))
        for k, tile in enumerate(tiles):
            box = pygame.Rect(inner.x, head.bottom + u(6) + k * room, inner.width, room - u(8))
            self._draw_draft_tile(surface, box, tile, tile.key in picked)

    def _draw_draft_tile(self, surface: pygame.Surface, box: pygame.Rect, tile: Any, on: bool):
        """One drawn tile: its art and benefit, marked while chosen; a click toggles it."""
        u = self.u
        pygame.draw.rect(
            surface, (250, 238, 200) if on else (240, 226, 190), box, border_radius=u(6)
        )
        if on:
            pygame.draw.rect(surface, th.WOOD_DARK, box, max(3, u(4)), border_radius=u(6))
        side = min(u(40), box.height - u(8))
        art = BUILDING_ICONS.get(getattr(tile, "building", ""), "village")
        surface.blit(icon(art, side, th.WOOD), (box.x + u(6), box.centery - side // 2))
        text = pygame.Rect(
            box.x + side + u(14), box.y + u(2), box.width - side - u(20), box.height - u(4)
        )
        # The benefit in full, or (a small window at a large scale) the tile's name, or its
        # name without what follows in brackets ("Trading office").
        wordings = (tile.tooltip, tile.label, tile.label.split(" (", 1)[0])
        words = next((w for w in wordings if fits(self, w, text, "text", th.SIZE_BODY)), "")
        self.theme.draw_text(surface, words, text, size=th.SIZE_BODY)
        click = _("Click: no longer keep it.") if on else _("Click: keep this one.")
        self.add_button(box, lambda key=tile.key: self.pick_draft(key), f"{tile.tooltip} {click}")

    def draft_entries(self) -> list[Any]:
        """The draft in the action bar, one "Keep <tile>" per tile in the panel's order and
        words (so each stays where it is, keys 1 to 4): a tile is chosen (its button marked,
        a click again puts it back); with one chosen, another keeps both."""
        picked = self.draft_picked()
        out = []
        for tile in self.model().of_kind("draft"):
            words = _("Keep {building}").format(building=tile.label)
            keep = None
            if picked and tile.key not in picked:
                keep = self.model().shared_action(tuple(sorted(picked | {tile.key})))
            # The chosen tile's button stands for no action: a click only puts it back.
            members = [] if tile.key in picked else list(tile.actions)
            if keep is not None:
                out.append((words, lambda a=keep: self.choose(a), keep, [keep]))
            else:
                out.append((words, lambda k=tile.key: self.pick_draft(k), None, members))
        return out

    def mark_draft_entries(self) -> None:
        """The bar's button of the tile chosen (the one standing for no action) shows
        selected, as on the panel."""
        for button, action, members in self.bar_choices:
            button.selected = bool(self.draft_picked()) and action is None and not members

    def draft_picked(self) -> frozenset[str]:
        """The draft tiles marked so far, in this position (a move made forgets them)."""
        at, picked = getattr(self, "_draft_pick", (None, frozenset()))
        return picked if at == len(self.match.log) else frozenset()

    def pick_draft(self, key: str) -> None:
        """Mark or unmark a drawn tile; with two marked, keep them (the engine's keep)."""
        picked = self.draft_picked() ^ {key}
        keep = self.model().shared_action(tuple(sorted(picked))) if len(picked) == 2 else None
        self._draft_pick = (len(self.match.log), frozenset() if keep else picked)
        if keep is not None:
            self.choose(keep)
        else:
            self.refresh()  # the bar's entries say what a click does now
