"""Anno 1701 card game table: both settlements as cards that turn a quarter to show their stock
(~250 ms a quarter turn), the rival's upside down across the table, yours near you; beside them
the dice, the stacks, the scores and powers, your hand, and a trade voyage under way.

Everything drawn and clicked comes from the game's table model (`games/anno1701_cards/table`),
built from the viewer's view: card places and turns in the owner's frame (the rival's
settlement is drawn turned 180°, as it lies across a real table), the rival's hand only as
card backs, the words and tooltips, and what a click on each place means.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Place, Table
from anno_desktop.games.anno1701_cards.table import (
    DevelopmentCard,
    Dice,
    Score,
    SettlementCard,
    Stack,
    TradeDraft,
    VoyagePlace,
    build_table,
    crest_words,
    grid_size,
)
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import anno1701_cards_art as art
from anno_desktop.ui.games.anno1701_cards_flow import CardsFlow
from anno_desktop.ui.games.anno1701_cards_trade import draw_trade
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.card import TURN_SECONDS
from anno_desktop.ui.widgets.dice import draw_die

UNREST = (160, 40, 36)


class Anno1701CardsScene(CardsFlow, GameScene):
    """Two settlements facing each other; the cards turn when their stock changes."""

    roll_events = frozenset({"roll"})

    def __init__(self, app: Any, match: Any, **kwargs: Any) -> None:
        super().__init__(app, match, **kwargs)
        self._angles: dict[tuple[int, str], float] = {}
        self._targets: dict[tuple[int, str], float] = {}
        # The quarter turns last seen on the engine's side, so only a change starts a turn.
        self._seen: dict[tuple[int, str], int] = {}
        # Cards the last move changed, marked on the table until the next move.
        self._recent: set[tuple[int, str]] = set()
        # Cards turning over to their other side (a damaged ship, a centre in unrest): time left.
        self._sides: dict[tuple[int, str], bool] = {}
        self._flips: dict[tuple[int, str], float] = {}
        self._table: Table | None = None
        self._table_key: tuple | None = None

    def table(self) -> Table:
        """The table model of this position as the viewer sees it (built once per position)."""
        legal = self.legal_for_viewer()
        key = (len(self.match.log), id(self.match.state), self.viewer, len(legal))
        if self._table is None or key != self._table_key:
            self._table = build_table(self.view(), legal, self.own_seat())
            self._table_key = key
        return self._table

    def places(self, kind: type) -> list[Any]:
        return [p for p in self.table().places if isinstance(p, kind)]

    def with_names(self, text: str) -> str:
        """The engine names seats by crest ("Lion rolls 3"); the table uses the players' names."""
        text = super().with_names(text)
        try:
            names = {crest: self.seat_name(i) for i, crest in enumerate(crest_words(self.view()))}
        except (AttributeError, IndexError):
            return text
        words = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
        return words.sub(lambda m: names[m.group(1)], text)

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    # -- turning cards -----------------------------------------------------------------------

    def on_events(self, events: list) -> None:
        """A roll tumbles the dice; every card whose stock changed starts turning at once."""
        super().on_events(events)
        self._recent = set()
        for place in self.table().places:
            if isinstance(place, DevelopmentCard) and place.key.startswith("slot:"):
                key = (place.seat, place.key)
                if self._seen.get(key, place.card) != place.card:
                    self._recent.add(key)
                self._seen[key] = place.card
            elif isinstance(place, SettlementCard):
                self._turned(place.seat, place.spot, place.turns)
                self._flipped(place.seat, place.spot, place.reverse)

    def _flipped(self, seat: int, key: str, reverse: bool) -> float:
        """How far the card is through turning over (0 at rest), starting a flip on a change."""
        last = self._sides.get((seat, key))
        self._sides[(seat, key)] = reverse
        if last is not None and last != reverse and self.app.settings.animation_factor > 0:
            self._flips[(seat, key)] = TURN_SECONDS * self.app.settings.animation_factor
            self._recent.add((seat, key))
        return self._flips.get((seat, key), 0.0)

    def _turned(self, seat: int, key: str, turns: int) -> float:
        """The card's angle now, starting a turn if the engine's stock moved since last seen."""
        last = self._seen.get((seat, key))
        self._seen[(seat, key)] = turns
        if last != turns and (last is not None or (seat, key) not in self._angles):
            if last is not None:
                self._recent.add((seat, key))
            return self._angle(seat, key, turns)
        return self._angles.get((seat, key), 90.0 * turns)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        factor = self.app.settings.animation_factor
        step = 90.0 * dt / (TURN_SECONDS * factor) if factor > 0 else 360.0
        for key, left in list(self._flips.items()):
            left -= dt
            if left > 0:
                self._flips[key] = left
            else:
                del self._flips[key]
            changed = True
        for key, target in self._targets.items():
            angle = self._angles.get(key, target)
            if angle == target:
                continue
            diff = target - angle
            self._angles[key] = (
                target if abs(diff) <= step else angle + step * (1 if diff > 0 else -1)
            )
            changed = True
        return changed

    def _angle(self, seat: int, key: str, turns: int) -> float:
        """The card's current angle: it keeps turning toward its stock's quarter turn."""
        target = 90.0 * turns
        old = self._targets.get((seat, key))
        if old is not None and old % 360 == target % 360:
            target = old
        elif old is not None:
            # Turn the short way round (3 -> 0 goes forward one quarter, not back three).
            current = self._angles.get((seat, key), old)
            while target - current > 180:
                target -= 360
            while target - current < -180:
                target += 360
        self._targets[(seat, key)] = target
        if (seat, key) not in self._angles or self.app.settings.animation_factor <= 0:
            self._angles[(seat, key)] = target
        return self._angles[(seat, key)]

    # -- what a click on each place does --------------------------------------------------------

    def _click_words(self, action: Action) -> str:
        preview = self.table().preview(action)
        return self.with_names(preview.text) if preview is not None else self._describe(action)

    def _place(self, surface: pygame.Surface, rect: pygame.Rect, place: Place | None) -> None:
        """A card or spot: clickable when it stands for one legal action, a tooltip always."""
        if place is None:
            return
        tip = self.with_names(place.tooltip or place.label)
        if len(place.actions) == 1:
            action = place.actions[0]
            self.add_zone(surface, rect, action, f"{tip}\nClick: {self._click_words(action)}")
            return
        if place.actions:
            pygame.draw.rect(surface, th.BRASS, rect.inflate(4, 4), 1, border_radius=self.u(5))
            choices = "; ".join(self._click_words(a) for a in place.actions[:4])
            tip = f"{tip}\nChoose on the right: {choices}"
        elif place.why_not:
            tip = f"{tip}\n{place.why_not}"
        self.add_tip(rect, tip)

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        colour: th.Colour = th.INK,
        *,
        face: str = "text",
        size: float = th.SIZE_SMALL,
        align: str = "left",
        max_lines: int | None = 1,
    ) -> th.Fitted:
        """`text` fitted into `box` by the theme's one routine (wrap, shrink, shorten last),
        starting from the largest type of which one line fits the box's height."""
        px = self.theme.px(size)
        while px > self.theme.min_px and self.theme.font_px(face, px).get_linesize() > box.height:
            px -= 1
        size = px / self.theme.scale
        return self.theme.draw_text(
            surface,
            text,
            box,
            face=face,
            size=size,
            colour=colour,
            align=align,
            max_lines=max_lines,
        )

    # -- the table ---------------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u = self.u
        table = self.table()
        seat = self.own_seat()
        inner = self.board_inner(10)
        # The column keeps its reading width, but never takes more than 45 % of the table.
        side_w = min(max(u(270), int(inner.width * 0.31)), int(inner.width * 0.45))
        column = pygame.Rect(inner.right - side_w, inner.y, side_w, inner.height)
        area = pygame.Rect(inner.x, inner.y, column.x - inner.x - u(14), inner.height)
        strip = u(30)
        rows, cols = grid_size()
        cell = min((area.width - strip) // cols, (area.height - u(20)) // (2 * rows))
        grid_w = cell * cols
        left = area.x + strip + (area.width - strip - grid_w) // 2
        rival_top = area.y + (area.height - 2 * rows * cell - u(20)) // 2
        mine_top = rival_top + rows * cell + u(20)
        grid = rows * cell
        draft = table.place("trade")
        if isinstance(draft, TradeDraft):  # the trade dialog covers the rival's half
            draw_trade(self, surface, pygame.Rect(area.x, rival_top, area.width, grid), draft)
        else:
            self._label(surface, table, 1 - seat, pygame.Rect(left - strip, rival_top, u(24), grid))
            self._settlement(surface, 1 - seat, left, rival_top, cell, mirrored=True)
        line_y = mine_top - u(10)
        pygame.draw.line(surface, th.PARCHMENT_DARK, (left, line_y), (left + grid_w, line_y), 2)
        self._label(surface, table, seat, pygame.Rect(left - strip, mine_top, u(24), grid))
        self._settlement(surface, seat, left, mine_top, cell, mirrored=False)
        x = column.x - u(8)
        pygame.draw.line(surface, th.PARCHMENT_DARK, (x, column.y), (x, column.bottom), 1)
        self._draw_column(surface, column, table, seat)

    def _label(self, surface: pygame.Surface, table: Table, seat: int, strip: pygame.Rect) -> None:
        """The owner's name and crest up the left edge of their settlement; brass when on turn."""
        u, theme = self.u, self.theme
        score = table.place(f"score:{seat}")
        crest = score.label if score is not None else ""
        on_turn = self.match.to_act() == seat
        you = " (you)" if seat == self.viewer else ""
        colour = th.WOOD if on_turn else th.INK_SOFT
        room = strip.height - u(24)
        words = f"{self.seat_name(seat)}{you} · {crest}"
        options = dict(face="text-bold", size=th.SIZE_SMALL, max_lines=2)
        if theme.measure(words, room, strip.width, **options).shortened:
            # Too long for the strip: the name alone, the crest stays in the scores' tooltip.
            words = f"{self.seat_name(seat)}{you}"
        fitted = theme.fit_text(words, room, strip.width, **options)
        lines = pygame.Surface((room, fitted.height), pygame.SRCALPHA)
        theme.blit_fitted(lines, fitted, lines.get_rect(), colour)
        img = pygame.transform.rotate(lines, 90)
        if on_turn:
            pygame.draw.rect(surface, th.BRASS_LIGHT, strip.inflate(u(4), 0), border_radius=u(6))
        surface.blit(img, img.get_rect(midbottom=(strip.centerx, strip.bottom - u(4))))
        draw_marker(
            surface, self.seat_look(seat), (strip.centerx, strip.bottom - room - u(16)), u(8)
        )
        self.add_tip(strip, f"{self.seat_name(seat)}{you}: the {crest} settlement.")

    def _settlement(
        self, surface: pygame.Surface, seat: int, left: int, top: int, cell: int, *, mirrored: bool
    ) -> None:
        u, theme = self.u, self.theme
        card_h = cell - u(4)
        card_w = card_h * 2 // 3
        rows, cols = grid_size()
        for place in self.table().places:
            if not isinstance(place, SettlementCard | DevelopmentCard) or place.seat != seat:
                continue
            if isinstance(place, DevelopmentCard) and not place.key.startswith("slot:"):
                continue
            # Row 0 faces the middle of the table: yours at the top of your half, the rival's
            # at the bottom of theirs, and the rival's columns run the other way.
            row = rows - 1 - place.row if mirrored else place.row
            col = cols - 1 - place.col if mirrored else place.col
            box = pygame.Rect(left + col * cell, top + row * cell, cell, cell)
            spot = place.spot if isinstance(place, SettlementCard) else place.key
            if (seat, spot) in self._recent:
                # The last move touched this card: a soft brass glow under it.
                glow = box.inflate(-u(2), -u(2))
                pygame.draw.rect(surface, th.BRASS_LIGHT, glow, border_radius=u(8))
            if isinstance(place, DevelopmentCard):
                self._slot(surface, box, place, card_w, card_h, mirrored)
                continue
            band = art.KIND_BANDS[place.part]
            picture = art.picture_icon(place.picture)
            img = art.face(theme, card_w, card_h, band, picture, place.reverse, place.die)
            angle = self._turned(seat, place.spot, place.turns)
            if mirrored:
                angle += 180
            turned = pygame.transform.rotate(img, angle) if angle % 360 else img
            flip = self._flipped(seat, place.spot, place.reverse)
            if flip > 0:
                # Turning over: the card narrows to its edge and widens again on its new side.
                total = TURN_SECONDS * self.app.settings.animation_factor
                width = max(1, int(turned.get_width() * abs(1 - 2 * flip / total)))
                turned = pygame.transform.smoothscale(turned, (width, turned.get_height()))
            surface.blit(turned, turned.get_rect(center=box.center))
            if place.badge:
                self._badge(surface, box, place)
            self._place(surface, box, place)

    def _slot(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        place: DevelopmentCard,
        card_w: int,
        card_h: int,
        mirrored: bool,
    ) -> None:
        """A building slot: an outline when free, the building's card when built."""
        u = self.u
        if not place.name:
            outline = box.inflate(-card_w // 2, -u(10))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, outline, 1, border_radius=u(4))
            return
        band = art.KIND_BANDS.get(place.card_kind, th.WOOD)
        picture = art.picture_icon(place.picture)
        img = art.face(self.theme, card_w, card_h, band, picture, False, place.die)
        if mirrored:
            img = pygame.transform.rotate(img, 180)
        surface.blit(img, img.get_rect(center=box.center))
        self._place(surface, box, place)

    def _badge(self, surface: pygame.Surface, box: pygame.Rect, place: SettlementCard) -> None:
        """The card's stock, upright in the corner of its cell, so nobody has to tilt their head."""
        theme = self.theme
        colour = UNREST if place.reverse else th.WOOD_DARK
        height = max(box.height // 3, art.floor_line(theme))
        fitted = art.fit_small(
            theme, place.badge, box.width, height, "text-bold", th.SIZE_SMALL - 2
        )
        badge = pygame.Rect(0, 0, max(height, fitted.width + height // 2), height)
        badge.bottomright = box.bottomright
        pygame.draw.rect(surface, colour, badge, border_radius=badge.height // 2)
        theme.blit_fitted(surface, fitted, badge, th.CREAM, align="center")

    # -- the column beside the table ------------------------------------------------------------

    def _draw_column(
        self, surface: pygame.Surface, column: pygame.Rect, table: Table, seat: int
    ) -> None:
        u = self.u
        y = self._draw_status(surface, column, table)
        y = self._draw_dice(surface, column, y + u(6), table)
        y = self._draw_scores(surface, column, y + u(6), table, seat)
        voyage = table.place("voyage")
        if isinstance(voyage, VoyagePlace):
            y = self._draw_voyage(surface, column, y + u(8), voyage)
        else:
            y = self._draw_stacks(surface, column, y + u(8), table)
        self._draw_hands(surface, column, y + u(8), table)

    def _heading(self, surface: pygame.Surface, column: pygame.Rect, y: int, text: str) -> int:
        box = pygame.Rect(
            column.x, y, column.width, self.theme.font("display-bold", th.SIZE_BODY).get_linesize()
        )
        fitted = self._text(surface, text, box, th.WOOD, face="display-bold", size=th.SIZE_BODY)
        return y + max(box.height, fitted.height) + self.u(2)

    def _draw_status(self, surface: pygame.Surface, column: pygame.Rect, table: Table) -> int:
        """Whose turn and which phase (or whose decision), on a wooden plaque."""
        u, theme = self.u, self.theme
        status = table.place("status")
        first = self.with_names(status.label if status is not None else "")
        phase = self.with_names(table.prompt)
        width = column.width - u(16)
        head = theme.fit_text(first, width, face="text-bold", size=th.SIZE_SMALL, max_lines=1)
        body = theme.fit_text(phase, width, face="text", size=th.SIZE_SMALL, max_lines=2)
        box = pygame.Rect(column.x, column.y, column.width, head.height + body.height + u(10))
        current = self.match.to_act()
        edge = self.seat_look(current).colour if current is not None else th.BRASS
        pygame.draw.rect(surface, (52, 34, 20), box, border_radius=u(6))
        pygame.draw.rect(surface, edge, box, 2, border_radius=u(6))
        line = pygame.Rect(box.x + u(8), box.y + u(5), width, head.height)
        theme.blit_fitted(surface, head, line, th.CREAM)
        below = pygame.Rect(line.x, line.bottom, width, body.height)
        theme.blit_fitted(surface, body, below, th.CREAM, valign="top")
        self.add_tip(box, f"{first}. {phase}.")
        return box.bottom

    def _draw_dice(self, surface: pygame.Surface, column: pygame.Rect, y: int, table: Table) -> int:
        """The number die and the event die of the last roll (tumbling just after a roll)."""
        u = self.u
        dice = table.place("dice")
        assert isinstance(dice, Dice)
        size = u(38)
        row = pygame.Rect(column.x, y, column.width, size + u(4))
        shown, angle = self.die_face(dice.number or 1, column.x)
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
            tumbling = self.die_face(dice.face, column.x + 7)[0]
            face_key = dice.face_keys[(tumbling - 1) % len(dice.face_keys)]
        if face_key:
            img = icon(
                art.FACE_ICONS.get(face_key, "dice-six-faces-one"), size - u(8), th.WOOD_DARK
            )
            surface.blit(img, img.get_rect(center=event_rect.center))
        text_x = event_rect.right + u(10)
        box = pygame.Rect(text_x, row.y, row.right - text_x, row.height)
        colour = th.WOOD if dice.actions else th.INK
        self._text(surface, dice.label, box, colour, face="text-bold", max_lines=2)
        self._place(surface, row, dice)
        return row.bottom

    def _draw_scores(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, table: Table, seat: int
    ) -> int:
        """Favour points, gold, unrest and the power tokens of each player (rival first); a
        name too long to sit beside its figures gets a line of its own above them."""
        u, theme = self.u, self.theme
        line = u(28)
        for who in (1 - seat, seat):
            score = table.place(f"score:{who}")
            assert isinstance(score, Score)
            parts = self._score_parts(score)
            figures = sum(u(26) + self._figure(t).get_width() for _, t, _ in parts if t)
            figures += sum(u(26) for _, t, _ in parts if not t)
            name = self.seat_name(who)
            beside = pygame.Rect(column.x + u(22), y, column.width - figures - u(24), line)
            options = dict(face="text-bold", size=th.SIZE_SMALL, max_lines=2)
            alone = theme.measure(name, beside.width, beside.height, **options).shortened
            top = pygame.Rect(column.x, y, column.width, line)
            row = top.move(0, line) if alone else top
            draw_marker(surface, self.seat_look(who), (top.x + u(9), top.centery), u(7))
            x = row.right
            for name_icon, text, colour in reversed(parts):
                if text:
                    img = self._figure(text, colour)
                    x -= img.get_width()
                    surface.blit(img, (x, row.centery - img.get_height() // 2))
                x -= u(20)
                surface.blit(icon(name_icon, u(18), colour), (x, row.centery - u(9)))
                x -= u(6)
            box = pygame.Rect(top.x + u(22), top.y, column.width - u(24), line) if alone else beside
            self._text(surface, name, box, face="text-bold", max_lines=2)
            self._place(surface, top.union(row), score)
            y = row.bottom
        return y

    @staticmethod
    def _score_parts(score: Score) -> list[tuple[str, str, th.Colour]]:
        """The figures of a score line as (icon, text, colour), left to right."""
        parts: list[tuple[str, str, th.Colour]] = [
            ("crown", f"{score.favour}/{score.goal}", th.INK),
            ("coins", str(score.gold), th.INK),
        ]
        if score.unrest:
            parts.append(("fire", str(score.unrest), UNREST))
        if score.trading:
            parts.append(("gold-bar", "", th.INK))
        if score.naval:
            parts.append(("cannon", "", th.INK))
        return parts

    def _figure(self, text: str, colour: th.Colour = th.INK) -> pygame.Surface:
        return self.theme.text(text, "text-bold", th.SIZE_SMALL, colour)

    def _draw_stacks(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, table: Table
    ) -> int:
        """The six development stack halves, the discard and the inhabitant stacks, with counts."""
        u, theme = self.u, self.theme
        y = self._heading(surface, column, y, "Development stacks")
        stacks = [p for p in table.places if isinstance(p, Stack) and p.kind == "stack"]
        gap = u(5)
        w = (column.width - 5 * gap) // 6
        h = min(u(44), w * 4 // 3)
        count_h = theme.font("text", th.SIZE_SMALL - 2).get_linesize()
        for i, stack in enumerate(stacks):
            rect = pygame.Rect(column.x + i * (w + gap), y, w, h)
            surface.blit(art.back(theme, w, h, stack.numeral, not stack.count), rect)
            words = pygame.Rect(rect.x, rect.bottom + u(1), w, count_h)
            half = stack.label.split("-")[-1]
            self._text(
                surface, f"{half} {stack.count}", words, size=th.SIZE_SMALL - 2, align="center"
            )
            self._place(surface, rect, stack)
        y += h + count_h + u(6)
        size = u(30)
        x = column.x
        for level in (p for p in table.places if isinstance(p, Stack) and p.kind == "level"):
            rect = pygame.Rect(x, y, size, size)
            pygame.draw.rect(surface, art.KIND_BANDS["inhabitant"], rect, border_radius=u(5))
            img = icon(art.picture_icon(level.picture), size - u(8), th.CREAM)
            surface.blit(img, rect.inflate(-u(8), -u(8)))
            count = theme.text(str(level.count), "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(count, (rect.right + u(3), rect.centery - count.get_height() // 2))
            self._place(surface, rect.union(count.get_rect(topleft=(rect.right, rect.y))), level)
            x += size + count.get_width() + u(10)
        y += size
        discard = table.place("discard")
        if discard is not None:
            rect = pygame.Rect(column.x, y + u(4), column.width, u(26))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, rect, border_radius=u(5))
            self._text(surface, discard.label, rect.inflate(-u(10), -u(2)))
            self._place(surface, rect, discard)
            y = rect.bottom
        return y

    def _button(self, surface: pygame.Surface, rect: pygame.Rect, place: Place, size: int) -> None:
        """A big wooden button on the table for a voyage decision."""
        u = self.u
        hovered = rect.collidepoint(self.app.mouse)
        pygame.draw.rect(surface, (40, 26, 15), rect.move(0, u(2)), border_radius=u(8))
        pygame.draw.rect(surface, th.WOOD_LIGHT if hovered else th.WOOD, rect, border_radius=u(8))
        self._text(
            surface,
            place.label,
            rect.inflate(-u(12), -u(4)),
            th.CREAM,
            face="text-bold",
            size=size,
            align="center",
        )
        self._place(surface, rect, place)

    def _draw_voyage(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, voyage: VoyagePlace
    ) -> int:
        """A trade voyage under way: speed, combat, the cards met, what the card to decide on
        means, and big Continue / Stop. The buttons always fit; the stakes get the room left
        (the whole text stays in their tooltip and the buttons'), the cards met what remains."""
        u, theme = self.u, self.theme
        bottom = column.bottom - u(40)
        frame = pygame.Rect(column.x, y, column.width, 0)
        surface.blit(icon("cargo-ship", u(24), th.WOOD), (column.x, y))
        heading = pygame.Rect(column.x + u(30), y + u(2), column.width - u(30), 0)
        y = self._heading(surface, heading, y + u(2), "Trade voyage under way") + u(4)
        width = column.width - u(10)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
        self._text(surface, voyage.label, pygame.Rect(column.x + u(6), y, width, line_h))
        y += line_h
        steps = [p for p in self.table().places if p.kind == "step"]
        keys = {p.key: p for p in steps}
        pair = "step:reveal" in keys and "step:stop" in keys
        buttons = (u(52) if pair else u(40) * len(steps)) + u(6) if steps else 0
        room = bottom - y - buttons
        stakes = None
        if voyage.stakes and room >= line_h:
            stakes = theme.fit_text(voyage.stakes, width, room, face="text", size=th.SIZE_SMALL)
            room -= stakes.height + u(4)
        if voyage.met and room >= line_h:
            head = "Met" if len(voyage.met) <= 3 else f"Last 3 of {len(voyage.met)} met"
            met = f"{head}: {'; '.join(voyage.met[-3:])}"
            lines = min(3, room // line_h)
            fitted = theme.fit_text(met, width, lines * line_h, face="text", size=th.SIZE_SMALL)
            box = pygame.Rect(column.x + u(6), y, width, fitted.height)
            theme.blit_fitted(surface, fitted, box, th.INK, valign="top")
            y = box.bottom
        self.add_tip(pygame.Rect(column.x, frame.y, column.width, y - frame.y), voyage.tooltip)
        if stakes is not None:
            box = pygame.Rect(column.x + u(6), y + u(2), width, stakes.height)
            theme.blit_fitted(surface, stakes, box, th.WOOD_DARK, valign="top")
            self.add_tip(box, voyage.stakes)
            y = box.bottom + u(2)
        if steps:
            y += u(6)
            if pair:
                half = (column.width - u(8)) // 2
                go = pygame.Rect(column.x, y, half, u(44))
                self._button(surface, go, keys["step:reveal"], th.SIZE_LABEL)
                stop = pygame.Rect(column.x + half + u(8), y, half, u(44))
                self._button(surface, stop, keys["step:stop"], th.SIZE_LABEL)
                y += u(52)
            else:
                for place in steps:
                    rect = pygame.Rect(column.x, y, column.width, u(34))
                    self._button(surface, rect, place, th.SIZE_SMALL)
                    y += u(40)
        frame.height = y - frame.y
        pygame.draw.rect(surface, th.BRASS, frame.inflate(u(8), u(8)), 2, border_radius=u(6))
        return y

    def _card_row(self, surface: pygame.Surface, rect: pygame.Rect, card: DevelopmentCard) -> None:
        """A development card lying sideways: band, icon, die number, name and cost."""
        u = self.u
        band = art.KIND_BANDS.get(card.card_kind, th.WOOD)
        pygame.draw.rect(surface, th.PARCHMENT, rect, border_radius=u(5))
        pygame.draw.rect(surface, band, (rect.x, rect.y, u(8), rect.height), border_radius=u(3))
        pygame.draw.rect(surface, th.WOOD_DARK, rect, 1, border_radius=u(5))
        px = min(rect.height - u(8), u(28))
        picture = icon(art.picture_icon(card.picture), px, th.WOOD_DARK)
        surface.blit(picture, (rect.x + u(12), rect.y + u(4)))
        # The cost as small good icons on the right, as printed on the card.
        x = rect.right - u(6)
        small = u(16)
        for good, n in reversed(card.cost):
            for _ in range(n):
                x -= small + u(1)
                img = icon(art.GOOD_ICONS.get(good, "chest"), small, th.WOOD)
                surface.blit(img, (x, rect.centery - small // 2))
        name = card.name if not card.die else f"{card.name} · {card.die}"
        box = pygame.Rect(rect.x + px + u(18), rect.y, x - rect.x - px - u(24), rect.height)
        self._text(surface, name, box, face="text-bold", max_lines=2)
        if card.why_not and not card.actions:
            # Not usable now: dimmed, and the tooltip says why.
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((*th.PARCHMENT_DARK, 120))
            surface.blit(veil, rect)
        self._place(surface, rect, card)

    def _card_list(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, cards: list[Any], bottom: int
    ) -> int:
        """Cards one under the other, closer together when the column is short."""
        room = (bottom - y) // max(1, len(cards))
        line = max(min(self.u(38), room), art.floor_line(self.theme) + self.u(8))
        for card in cards:
            if y + line > bottom:
                break
            self._card_row(surface, pygame.Rect(column.x, y, column.width, line - self.u(4)), card)
            y += line
        return y

    def _draw_hands(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, table: Table
    ) -> None:
        """Your hand (and a stack you look through); the rival's hand only as card backs."""
        u, theme = self.u, self.theme
        bottom = column.bottom - u(36)
        browse = table.place("browse")
        if browse is not None:
            y = self._heading(surface, column, y, browse.label)
            y = self._card_list(
                surface, column, y, [p for p in table.places if p.kind == "pick"], bottom
            )
        hand = [p for p in table.places if p.kind == "hand"]
        if y + self.theme.font("display-bold", th.SIZE_BODY).get_linesize() <= bottom:
            y = self._heading(surface, column, y, f"Your hand ({len(hand)})")
            y = self._card_list(surface, column, y, hand, bottom)
        seen = [p for p in table.places if p.kind == "spy"]
        if seen:
            # A Spy lets this seat look at the rival's hand and take one card.
            y = self._heading(surface, column, y + u(4), "Rival's hand (your Spy looks)")
            self._card_list(surface, column, y, seen, bottom)
        # The rival's hand at the bottom: card backs only.
        rival = table.place("rival_hand")
        if rival is None:
            return
        row = pygame.Rect(column.x, column.bottom - u(30), column.width, u(30))
        count = rival.number("cards")
        backs = u(24) * count
        box = pygame.Rect(row.x, row.y, row.width - backs - u(8), row.height)
        fitted = self._text(surface, rival.label, box, th.INK_SOFT)
        self._place(surface, row, rival)
        x = row.x + fitted.width + u(8)
        for _ in range(count):
            surface.blit(art.back(theme, u(20), row.height - u(4), "", False), (x, row.y + u(2)))
            x += u(24)


SCENE = Anno1701CardsScene
