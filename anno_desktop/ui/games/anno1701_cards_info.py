"""What lies beside the card game's settlement: the dice of the last roll, both players'
scores (a click on the rival's shows their settlement), the development and inhabitant stacks
with the discard pile, and End turn / Refill / Voyage, always in the same place.

`TableInfo` is mixed into the card game's scene, which provides the layout (`lay`), the table
model, `_place`, `_text` and the shared play scene's dice tumbling.
"""

from __future__ import annotations

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.table import Place, Table
from anno_desktop.games.anno1701_cards.table import Dice, Score, Stack
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import anno1701_cards_art as art
from anno_desktop.ui.widgets.dice import draw_die

UNREST = (160, 40, 36)
# The end-of-turn buttons' short words, for a language whose label does not fit a small window.
SHORT_FIXED = {"end": N_("End")}


class TableInfo:
    """The dice, scores, stacks and the fixed end-of-turn buttons."""

    def draw_dice(self, surface: pygame.Surface, table: Table) -> None:
        """The number die and the event die of the last roll (tumbling just after a roll)."""
        u, row = self.u, self.lay.dice
        dice = table.place("dice")
        assert isinstance(dice, Dice)
        size = row.height - u(4)
        shown, angle = self.die_face(dice.number or 1, row.x)
        die_rect = pygame.Rect(row.x + u(2), row.y + u(2), size, size)
        if dice.number:
            draw_die(surface, die_rect, shown, "ivory", angle)
        else:
            pygame.draw.rect(surface, th.CREAM, die_rect, border_radius=u(7))
            pygame.draw.rect(surface, th.WOOD_DARK, die_rect, 1, border_radius=u(7))
        event_rect = pygame.Rect(die_rect.right + u(8), die_rect.y, size, size)
        pygame.draw.rect(surface, th.CREAM, event_rect, border_radius=u(7))
        pygame.draw.rect(surface, th.WOOD_DARK, event_rect, 1, border_radius=u(7))
        face_key = dice.face_key
        if face_key and self.tumble_left > 0:
            tumbling = self.die_face(dice.face, row.x + 7)[0]
            face_key = dice.face_keys[(tumbling - 1) % len(dice.face_keys)]
        if face_key:
            name = art.FACE_ICONS.get(face_key, "dice-six-faces-one")
            img = icon(name, size - u(8), th.WOOD_DARK)
            surface.blit(img, img.get_rect(center=event_rect.center))
        box = pygame.Rect(
            event_rect.right + u(8), row.y, row.right - event_rect.right - u(8), row.height
        )
        colour = th.WOOD if dice.actions else th.INK
        # Where the words would be cut, the dice alone show the roll (the tooltip tells).
        self._first_fitting(surface, (dice.label,), box, colour, face="text-bold", max_lines=2)
        self._place(surface, row, dice)

    def draw_scores(self, surface: pygame.Surface, table: Table, seat: int) -> None:
        """Favour points, gold, unrest, powers and cards in hand of each player (rival first);
        the name only where it fits beside the figures (it is in the tooltip too)."""
        for who, row in zip((1 - seat, seat), self.lay.scores, strict=True):
            score = table.place(f"score:{who}")
            assert isinstance(score, Score)
            self._score_row(surface, row, score, who, seat)

    def _score_row(
        self, surface: pygame.Surface, row: pygame.Rect, score: Score, who: int, seat: int
    ) -> None:
        u, theme = self.u, self.theme
        if who == self.shown_seat():
            pygame.draw.rect(surface, th.BRASS_LIGHT, row, border_radius=u(5))
        draw_marker(surface, self.seat_look(who), (row.x + u(9), row.centery), u(7))
        x = row.right - u(2)
        for name_icon, text, colour in reversed(score_parts(score, self._hand_count(who))):
            if text:
                img = theme.text(text, "text-bold", th.SIZE_SMALL, colour)
                x -= img.get_width()
                surface.blit(img, (x, row.centery - img.get_height() // 2))
            x -= u(19)
            surface.blit(icon(name_icon, u(18), colour), (x, row.centery - u(9)))
            x -= u(5)
        name = self.seat_name(who)
        names = (
            (_("{player} (you)").format(player=name), name, _("You")) if who == seat else (name,)
        )
        box = pygame.Rect(row.x + u(22), row.y, x - row.x - u(24), row.height)
        self._first_fitting(surface, names, box, face="text-bold")
        if who == seat:
            self._place(surface, row, score)
            return
        tip = self.with_names(score.tooltip)
        shown = self.shown_seat() == who
        self.add_button(
            row,
            lambda: self.show_settlement(None if shown else who),
            tip
            + "\n"
            + (_("Click: back to your settlement") if shown else _("Click: show their settlement")),
        )

    def _hand_count(self, who: int) -> int:
        place = self.table().place("rival_hand")
        if who == self.own_seat() or place is None:
            return len([p for p in self.table().places if p.kind == "hand"])
        return place.number("cards")

    def draw_stacks(self, surface: pygame.Surface, table: Table) -> None:
        """The six development stack halves with their counts, the inhabitant stacks and the
        top of the discard pile."""
        u, theme = self.u, self.theme
        stacks = [p for p in table.places if isinstance(p, Stack) and p.kind == "stack"]
        line = self.lay.levels[0].y - self.lay.stacks[0].bottom
        for rect, stack in zip(self.lay.stacks, stacks, strict=True):
            surface.blit(
                art.back(theme, rect.width, rect.height, stack.numeral, not stack.count), rect
            )
            words = pygame.Rect(rect.x + u(2), rect.bottom, rect.width - u(4), line)
            half = stack.label.split("-")[-1]
            texts = (f"{half} {stack.count}", str(stack.count))
            self._first_fitting(surface, texts, words, size=th.SIZE_SMALL - 2, align="center")
            self._place(surface, rect, stack)
        levels = [p for p in table.places if isinstance(p, Stack) and p.kind == "level"]
        for rect, level in zip(self.lay.levels, levels, strict=True):
            side = min(rect.height, rect.width // 2)
            card = pygame.Rect(rect.x, rect.centery - side // 2, side, side)
            pygame.draw.rect(surface, art.KIND_BANDS["inhabitant"], card, border_radius=u(5))
            img = icon(art.picture_icon(level.picture), max(6, side - u(6)), th.CREAM)
            surface.blit(img, img.get_rect(center=card.center))
            count = pygame.Rect(
                card.right + u(3), rect.y, rect.width - card.width - u(3), rect.height
            )
            self._first_fitting(surface, (str(level.count),), count, face="text-bold")
            self._place(surface, rect, level)
        discard = table.place("discard")
        if discard is not None:
            rect = self.lay.discard
            pygame.draw.rect(surface, th.PARCHMENT_DARK, rect, border_radius=u(5))
            texts = (discard.label, discard.label.split(": ", 1)[-1], _("Discard pile"))
            self._first_fitting(surface, texts, rect.inflate(-u(8), 0))
            self._place(surface, rect, discard)

    def draw_fixed(self, surface: pygame.Surface, table: Table) -> None:
        """End turn, Refill and Voyage: lit when open to you, faded with the reason when not."""
        places = [table.place(f"fixed:{kind}") for kind in self.lay.fixed]
        # One type size for the three, the largest at which every label fits its button; a
        # label too long even in the smallest type says it in its short word.
        u, theme = self.u, self.theme
        px = theme.px(th.SIZE_LABEL)
        for rect, place in zip(self.lay.fixed.values(), places, strict=True):
            if place is not None:
                box = rect.inflate(-u(10), -u(4))
                while px > theme.min_px and (
                    theme.font_px("text-bold", px).size(place.label)[0] > box.width
                    or theme.font_px("text-bold", px).get_linesize() > box.height
                ):
                    px -= 1
        font = theme.font_px("text-bold", px)
        for (kind, rect), place in zip(self.lay.fixed.items(), places, strict=True):
            if place is not None:
                words = place.label
                if kind in SHORT_FIXED and font.size(words)[0] > rect.width - u(10):
                    words = _(SHORT_FIXED[kind])
                self._fixed_button(surface, rect, place, words, px / theme.scale)

    def _fixed_button(
        self, surface: pygame.Surface, rect: pygame.Rect, place: Place, words: str, size: float
    ) -> None:
        u = self.u
        lit = bool(place.actions)
        hovered = lit and rect.collidepoint(self.app.mouse)
        if lit:
            pygame.draw.rect(surface, (40, 26, 15), rect.move(0, u(2)), border_radius=u(8))
        face = (th.WOOD_LIGHT if hovered else th.WOOD) if lit else th.PARCHMENT_DARK
        pygame.draw.rect(surface, face, rect, border_radius=u(8))
        ink = th.CREAM if lit else th.INK_SOFT
        self._text(
            surface,
            words,
            rect.inflate(-u(10), -u(4)),
            ink,
            face="text-bold",
            size=size,
            align="center",
        )
        self._place(surface, rect, place)


def score_parts(score: Score, cards: int) -> list[tuple[str, str, th.Colour]]:
    """The figures of a score line as (icon, text, colour), left to right."""
    parts: list[tuple[str, str, th.Colour]] = [
        ("crown", f"{score.favour}/{score.goal}", th.INK),
        ("coins", str(score.gold), th.INK),
        ("stack", str(cards), th.INK),
    ]
    if score.unrest:
        parts.append(("fire", str(score.unrest), UNREST))
    if score.trading:
        parts.append(("gold-bar", "", th.INK))
    if score.naval:
        parts.append(("cannon", "", th.INK))
    return parts
