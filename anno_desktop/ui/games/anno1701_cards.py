"""Anno 1701 card game table: both settlements as cards that turn a quarter to show their stock
(~250 ms a quarter turn), the rival's across the table, yours near you, and your hand beside.

Card positions and turns come from the game's own `layout.settlement` (the owner's frame); the
rival's settlement is drawn mirrored, as it lies across a real table.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import layout
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import HIDDEN, NO_CARD
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.art.textures import display_ready, parchment
from anno_desktop.ui.scenes.play import GameScene
from anno_desktop.ui.widgets.card import TURN_SECONDS
from anno_desktop.ui.widgets.dice import draw_die

ROWS, COLS = 5, 9
CREST_WORD = re.compile(r"\b(Lion|Dragon)\b")
GOOD_ICONS = {
    "wood": "log",
    "brick": "clay-brick",
    "tools": "anvil",
    "cloth": "wool",
    "food": "wheat",
    "rum": "barrel",
    "tobacco": "palm-tree",
    "any": "chest",
}
KIND_BANDS: dict[str, th.Colour] = {
    "land": (92, 128, 64),
    "ship": (46, 94, 150),
    "centre": (176, 136, 48),
    "warehouse": (120, 78, 44),
    "inhabitant": (140, 58, 70),
    "overview": (110, 104, 96),
    "yield": (86, 126, 60),
    "function": (84, 100, 128),
    "happy": (176, 84, 120),
    "naval": (40, 90, 150),
    "money": (186, 146, 40),
    "protection": (160, 52, 42),
}
KIND_ICONS = {
    "ship": "cargo-ship",
    "centre": "village",
    "inhabitant": "person",
    "overview": "scroll-unfurled",
    "function": "anvil",
    "happy": "theater",
    "naval": "sail",
    "money": "coins",
    "protection": "castle",
}


def card_kind(key: str) -> str:
    if key == "ship":
        return "ship"
    if key.startswith("vc_"):
        return "centre"
    if key.startswith("wh_"):
        return "warehouse"
    if key.startswith("pio_"):
        return "inhabitant"
    if key == "overview":
        return "overview"
    return "land"


@lru_cache(maxsize=512)
def _face(w: int, h: int, band: th.Colour, icon_name: str, reverse: bool) -> pygame.Surface:
    """A small card: parchment (or its dark back), a coloured band, a large icon."""
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 8)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    if reverse:
        body.fill((70, 54, 40))
    else:
        body.blit(parchment(w, h, seed=w + h), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    face.blit(body, (0, 0))
    band_h = max(4, h // 6)
    pygame.draw.rect(
        face, band, (0, 0, w, band_h), border_top_left_radius=radius, border_top_right_radius=radius
    )
    px = int(min(w, h - band_h) * 0.86)
    ink = th.PARCHMENT if reverse else th.WOOD_DARK
    img = icon(icon_name, max(6, px), ink)
    face.blit(img, img.get_rect(center=(w // 2, band_h + (h - band_h) // 2)))
    pygame.draw.rect(face, th.WOOD_DARK, face.get_rect(), 1, border_radius=radius)
    return display_ready(face, alpha=True)


class Anno1701CardsScene(GameScene):
    """Two settlements facing each other; the cards turn when their stock changes."""

    roll_events = frozenset({"roll"})

    def __init__(self, app: Any, match: Any, **kwargs: Any) -> None:
        super().__init__(app, match, **kwargs)
        self._angles: dict[tuple[int, str], float] = {}
        self._targets: dict[tuple[int, str], float] = {}

    def with_names(self, text: str) -> str:
        """The engine names seats by crest ("Lion rolls 3"); the table uses the players' names."""
        text = super().with_names(text)
        crests = [c.capitalize() for c in game_data().settlement.crests]
        try:
            names = {
                crests[p.crest]: self.seat_name(i) for i, p in enumerate(self.match.state.players)
            }
        except (AttributeError, IndexError):
            return text
        return CREST_WORD.sub(lambda m: names.get(m.group(1), m.group(1)), text)

    def own_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        seat = self.match.to_act()
        return seat if seat is not None else 0

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        factor = self.app.settings.animation_factor
        step = 90.0 * dt / (TURN_SECONDS * factor) if factor > 0 else 360.0
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
        if old is not None and old != target:
            # Turn the short way round (3 -> 0 goes forward one quarter, not back three).
            while target - self._angles.get((seat, key), old) > 180:
                target -= 360
            while target - self._angles.get((seat, key), old) < -180:
                target += 360
        self._targets[(seat, key)] = target
        if (seat, key) not in self._angles or self.app.settings.animation_factor <= 0:
            self._angles[(seat, key)] = target
        return self._angles[(seat, key)]

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u = self.u
        seat = self.own_seat()
        rival = 1 - seat
        side_w = max(u(240), int(rect.width * 0.27))
        area = pygame.Rect(
            rect.x + u(24), rect.y + u(20), rect.width - side_w - u(48), rect.height - u(40)
        )
        cell = min(area.width // COLS, (area.height - u(40)) // (2 * ROWS))
        grid_w = cell * COLS
        left = area.x + (area.width - grid_w) // 2
        rival_top = area.y + u(20)
        mine_top = rival_top + ROWS * cell + u(24)
        self._label(surface, rival, pygame.Rect(left - u(30), rival_top, u(24), ROWS * cell), view)
        self._settlement(surface, view, rival, left, rival_top, cell, mirrored=True)
        line_y = mine_top - u(12)
        pygame.draw.line(surface, th.PARCHMENT_DARK, (left, line_y), (left + grid_w, line_y), 2)
        self._label(surface, seat, pygame.Rect(left - u(30), mine_top, u(24), ROWS * cell), view)
        self._settlement(surface, view, seat, left, mine_top, cell, mirrored=False)
        column = pygame.Rect(area.right + u(24), rect.y + u(22), side_w - u(8), rect.height - u(44))
        self._draw_column(surface, column, view, seat)

    def _label(self, surface: pygame.Surface, seat: int, strip: pygame.Rect, view: Any) -> None:
        """The owner's name and crest, written up the left edge of their settlement."""
        u, theme = self.u, self.theme
        crest = game_data().settlement.crests[view.players[seat].crest].capitalize()
        text = theme.fit(
            f"{self.seat_name(seat)} · {crest}", "text-bold", th.SIZE_SMALL, strip.height - u(26)
        )
        img = pygame.transform.rotate(theme.text(text, "text-bold", th.SIZE_SMALL, th.INK_SOFT), 90)
        surface.blit(img, img.get_rect(midbottom=(strip.centerx, strip.bottom)))
        draw_marker(
            surface,
            self.seat_look(seat),
            (strip.centerx, strip.bottom - img.get_height() - u(12)),
            u(7),
        )

    def _settlement(
        self,
        surface: pygame.Surface,
        view: Any,
        seat: int,
        left: int,
        top: int,
        cell: int,
        *,
        mirrored: bool,
    ) -> None:
        u, theme = self.u, self.theme
        d = game_data()
        card_h = cell - u(4)
        card_w = card_h * 2 // 3
        for table_card in layout.settlement(view.players[seat]):
            # Row 0 faces the middle of the table: yours at the top of your half, the rival's
            # at the bottom of theirs, and the rival's columns run the other way.
            row = ROWS - 1 - table_card.row if mirrored else table_card.row
            col = COLS - 1 - table_card.col if mirrored else table_card.col
            box = pygame.Rect(left + col * cell, top + row * cell, cell, cell)
            if table_card.key.startswith("slot_"):
                if table_card.card == NO_CARD:
                    pygame.draw.rect(
                        surface,
                        th.PARCHMENT_DARK,
                        box.inflate(-card_w // 2, -u(10)),
                        1,
                        border_radius=u(4),
                    )
                    continue
                card = d.cards[table_card.card]
                band = KIND_BANDS.get(card.kind, th.WOOD)
                icon_name = (
                    GOOD_ICONS.get(card.good or "", "log")
                    if card.kind == "yield"
                    else KIND_ICONS.get(card.kind, "shop")
                )
                face = _face(card_w, card_h, band, icon_name, False)
                surface.blit(face, face.get_rect(center=box.center))
                self.add_tip(box, f"{card.name}: {card.text}")
                continue
            kind = card_kind(table_card.key)
            if kind == "land":
                index = [x.key for x in d.settlement.landscape].index(table_card.key)
                icon_name = GOOD_ICONS.get(d.land_goods[index], "log")
            elif kind == "warehouse":
                icon_name = GOOD_ICONS.get(table_card.key[3:], "barrel")
            else:
                icon_name = KIND_ICONS.get(kind, "shop")
            face = _face(card_w, card_h, KIND_BANDS[kind], icon_name, table_card.reverse)
            angle = self._angle(seat, table_card.key, table_card.turns)
            if mirrored:
                angle += 180
            turned = pygame.transform.rotate(face, angle) if angle % 360 else face
            surface.blit(turned, turned.get_rect(center=box.center))
            value = theme.text(str(table_card.value), "text-bold", th.SIZE_SMALL, th.CREAM)
            badge = value.get_rect().inflate(u(8), u(2))
            badge.bottomright = (box.right - u(1), box.bottom - u(1))
            pygame.draw.rect(surface, th.WOOD_DARK, badge, border_radius=badge.height // 2)
            surface.blit(value, value.get_rect(center=badge.center))
            self.add_tip(box, self._describe_table_card(table_card))

    def _describe_table_card(self, table_card: layout.TableCard) -> str:
        d = game_data()
        kind = card_kind(table_card.key)
        n = table_card.value
        if kind == "land":
            land = next(x for x in d.settlement.landscape if x.key == table_card.key)
            return f"{land.name}: {n} {land.good} in stock (turn the card to count)"
        if kind == "ship":
            return (
                "Trading ship: badly damaged (on its back)"
                if table_card.reverse
                else f"Trading ship at level {n}"
            )
        if kind == "centre":
            return (
                "Village centre in unrest (on its back)"
                if table_card.reverse
                else f"Village centre: {n} gold"
            )
        if kind == "warehouse":
            return f"Warehouse: {n} {table_card.key[3:]}"
        if kind == "inhabitant":
            return f"Inhabitant at level {n}"
        return "Overview card"

    def _draw_voyage(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, voyage: Any
    ) -> None:
        """A trade voyage under way: the ship's speed and combat and the cards met so far."""
        u, theme = self.u, self.theme
        head = theme.text("Trade voyage", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(icon("cargo-ship", u(22), th.WOOD), (column.x, y))
        surface.blit(head, (column.x + u(28), y + u(2)))
        y += max(u(22), head.get_height()) + u(4)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
        for entry in _voyage_lines(voyage):
            for line in theme.wrap(entry, "text", th.SIZE_SMALL, column.width - u(10)):
                if y + line_h > column.bottom - u(24):
                    return
                img = theme.text(line, "text", th.SIZE_SMALL, th.INK)
                surface.blit(img, (column.x + u(6), y))
                y += line_h

    def _draw_column(
        self, surface: pygame.Surface, column: pygame.Rect, view: Any, seat: int
    ) -> None:
        u, theme = self.u, self.theme
        d = game_data()
        y = column.y
        number, face = view.last_roll
        if number:
            text = theme.text("Last roll", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
            surface.blit(text, (column.x, y))
            y += text.get_height() + u(4)
            die = u(34)
            face_value, angle = self.die_face(number, column.x)
            draw_die(surface, pygame.Rect(column.x, y, die, die), face_value, "ivory", angle)
            if 1 <= face <= len(d.faces):
                event = d.faces[face - 1]
                img = theme.text(
                    theme.fit(event.name, "text-bold", th.SIZE_BODY, column.width - die - u(12)),
                    "text-bold",
                    th.SIZE_BODY,
                    th.INK,
                )
                surface.blit(img, (column.x + die + u(10), y + (die - img.get_height()) // 2))
                self.add_tip(
                    pygame.Rect(column.x, y, column.width, die), f"{event.name}: {event.text}"
                )
            y += die + u(12)
        hand = view.players[seat].hand
        text = theme.text(f"Your hand ({len(hand)})", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(4)
        per_card: dict[int, list[Action]] = {}
        for action in self.legal_for_viewer():
            if action.kind in ("build", "play") and action.args:
                per_card.setdefault(action.args[0], []).append(action)
        line_h = theme.font("text", th.SIZE_BODY).get_linesize() + u(6)
        for card_id in hand:
            if y + line_h > column.bottom - u(60):
                break
            row = pygame.Rect(column.x, y, column.width, line_h)
            if card_id == HIDDEN or not 0 <= card_id < len(d.cards):
                name, tip = "a hidden card", None
                band = th.DIM
            else:
                card = d.cards[card_id]
                cost = ", ".join(f"{n} {g}" for g, n in card.cost) or "free"
                name, tip = card.name, f"{card.name} ({cost}): {card.text}"
                band = KIND_BANDS.get(card.kind, th.WOOD)
            pygame.draw.rect(surface, band, (row.x, row.y + u(4), u(6), row.height - u(8)))
            img = theme.text(
                theme.fit(name, "text", th.SIZE_BODY, row.width - u(20)),
                "text",
                th.SIZE_BODY,
                th.INK,
            )
            surface.blit(img, (row.x + u(14), row.centery - img.get_height() // 2))
            choices = per_card.get(card_id, [])
            if len(choices) == 1:
                self.add_zone(surface, row, choices[0])
            elif tip:
                more = " · several ways to use it: see the choices" if choices else ""
                self.add_tip(row, tip + more)
            y += line_h + u(2)
        if view.voyage is not None:
            self._draw_voyage(surface, column, y + u(8), view.voyage)
        rival = view.players[1 - seat]
        facts = f"Rival's hand: {len(rival.hand)} cards · stacks: " + " ".join(
            str(len(s)) for s in view.stacks
        )
        img = theme.text(
            theme.fit(facts, "text", th.SIZE_SMALL, column.width),
            "text",
            th.SIZE_SMALL,
            th.INK_SOFT,
        )
        surface.blit(img, (column.x, column.bottom - img.get_height()))


def _voyage_lines(voyage: Any) -> list[str]:
    d = game_data()
    lines = [f"Speed {voyage.speed} · combat {voyage.combat} · {len(voyage.remaining)} cards left"]
    for index in voyage.revealed[-4:]:
        if 0 <= index < len(d.voyage):
            card = d.voyage[index]
            strength = f" (strength {card.strength})" if card.strength else ""
            lines.append(f"{card.name}{strength}")
    return lines


SCENE = Anno1701CardsScene
