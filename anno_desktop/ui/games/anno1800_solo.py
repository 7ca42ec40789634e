"""Anno 1800 solo table: the home island (and the Old World islands explored) as rows of
numbered spaces, the blueprints you may still build, the residences with their cubes, the time
stack, tokens, islands and expeditions, the mission goals with live progress and your hand of
population cards. Click a blueprint to build it, a marked space to place it, a card to fulfil it.
"""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.table import Place, Table
from anno_desktop.games.anno1800_solo.table import (
    CardPlace,
    GoalPlace,
    OrderPlace,
    TilePlace,
    build_table,
)
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_art import (
    DECK_COLOURS,
    ISLAND_LINES,
    KIND_COLOURS,
    PRODUCT_ICONS,
    TIER_COLOURS,
    TIER_ICONS,
    band,
    tile_icon,
)
from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver
from anno_desktop.ui.games.anno1800_solo_progress import load_record, record_match
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.scenes.play import GameScene

GOOD = (46, 110, 52)
SMALL = 14


class Anno1800SoloScene(GameScene):
    """Your island and the blueprints on the left, your people, goals and cards on the right."""

    hidden_information = False
    _recorded = False
    _table: Table | None = None
    _table_key: tuple | None = None

    def table(self) -> Table:
        """The table model of this position as the viewer sees it (built once per position)."""
        legal = self.legal_for_viewer()
        key = (len(self.match.log), id(self.match.state), self.viewer, len(legal))
        if self._table is None or key != self._table_key:
            self._table = build_table(self.view(), legal, self.viewer)
            self._table_key = key
        return self._table

    def places(self, kind: str) -> list[Place]:
        return [p for p in self.table().places if p.kind == kind]

    def click_tip(self, place: Place) -> str:
        """A clickable place's tooltip: what the click does (and pays), then the place itself."""
        action = place.actions[0]
        preview = self.table().preview(action)
        first = preview.text if preview else self._describe(action)
        others = [self._describe(a) for a in place.actions[1:]]
        tip = f"Click: {first} · {place.tooltip}"
        return tip + (f" · also in the action list: {'; '.join(others)}" if others else "")

    def put(self, surface: pygame.Surface, box: pygame.Rect, place: Place) -> None:
        """Make `box` the place on screen: clickable for its first action, else its tooltip."""
        if place.actions:
            self.add_zone(surface, box, place.actions[0], self.click_tip(place))
        else:
            why = f" · {place.why_not}" if place.why_not else ""
            self.add_tip(box, place.tooltip + why)

    def _after_change(self) -> None:
        """As the shared flow, but a finished game is written to the campaign record and its
        game-over card shows the rating, the goals and the best score."""
        super()._after_change()
        top = self.app.top
        if type(top) is not GameOver or top.match is not self.match:
            return
        record, message = load_record()
        # Screenshots (no autosave) and games without a human player leave the record alone.
        if not self._recorded and self.autosave_enabled and self.match.humans():
            self._recorded = True
            record, message = record_match(self.match)
        self.app.replace(SoloGameOver(self.app, self.match, record, message))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u = self.u
        inner = self.board_inner(10)
        side_w = int(inner.width * 0.40)
        left = pygame.Rect(inner.x, inner.y, inner.width - side_w - u(14), inner.height)
        island_h = int(left.height * 0.52)
        self._draw_islands(surface, pygame.Rect(left.x, left.y, left.width, island_h))
        shop = pygame.Rect(
            left.x, left.y + island_h + u(8), left.width, left.height - island_h - u(8)
        )
        self._draw_blueprints(surface, shop)
        column = pygame.Rect(left.right + u(14), inner.y, side_w, inner.height)
        pygame.draw.line(
            surface,
            th.PARCHMENT_DARK,
            (column.x - u(8), column.y),
            (column.x - u(8), column.bottom),
            2,
        )
        self._draw_column(surface, column)

    # -- the islands -----------------------------------------------------------------------------

    def _draw_islands(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        u, theme = self.u, self.theme
        spaces = [p for p in self.places("space") if isinstance(p, TilePlace)]
        islands = self.places("island")
        columns = [
            max((p.col for p in spaces if p.island == k), default=0) + 1
            for k in range(len(islands))
        ]
        gap = u(10)
        cell_w = (area.width - gap * (len(islands) - 1)) // max(1, sum(columns))
        head_h = theme.font("display-bold", th.SIZE_BODY).get_linesize()
        cell_h = (area.height - head_h - u(4)) // ISLAND_LINES
        x = area.x
        for k, island in enumerate(islands):
            width = columns[k] * cell_w
            img = theme.text(
                theme.fit(island.label, "display-bold", th.SIZE_BODY, width),
                "display-bold",
                th.SIZE_BODY,
                th.INK,
            )
            surface.blit(img, (x, area.y))
            self.add_tip(pygame.Rect(x, area.y, width, head_h), island.tooltip)
            top = area.y + head_h + u(2)
            for place in (p for p in spaces if p.island == k):
                box = pygame.Rect(
                    x + place.col * cell_w, top + place.line * cell_h, cell_w, cell_h
                ).inflate(-u(4), -u(4))
                self._draw_space(surface, box, place)
                self.put(surface, box, place)
            x += width + gap

    def _draw_space(self, surface: pygame.Surface, box: pygame.Rect, place: TilePlace) -> None:
        u, theme = self.u, self.theme
        colour = KIND_COLOURS.get(place.space, KIND_COLOURS["land"])
        pygame.draw.rect(surface, colour, box, border_radius=u(6))
        pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(6))
        if not place.tile:
            return
        ink = th.CREAM if place.space == "sea" else th.WOOD_DARK
        label_h = theme.font("text", SMALL).get_linesize()
        head_h = u(14)
        show_label = box.height >= head_h + u(30) + label_h and box.width >= u(60)
        room_h = box.height - head_h - (label_h if show_label else 0) - u(2)
        px = max(14, min(box.width - u(8), room_h))
        img = icon(tile_icon(place), px, ink)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + head_h)))
        if show_label:
            label = theme.text(
                theme.fit(place.name, "text", SMALL, box.width - u(6)), "text", SMALL, ink
            )
            surface.blit(label, label.get_rect(midbottom=(box.centerx, box.bottom - u(1))))
        look = TIER_COLOURS.get(place.works, th.PLAYER_LOOKS["red"].colour)
        for i in range(place.number("workers")):
            cube = pygame.Rect(box.x + u(4) + i * u(12), box.y + u(4), u(10), u(10))
            pygame.draw.rect(surface, look, cube)
            pygame.draw.rect(surface, th.WOOD_DARK, cube, 1)
        for i in range(place.number("tokens")):
            centre = (box.x + u(9) + i * u(13), box.bottom - u(9) - (label_h if show_label else 0))
            pygame.draw.circle(surface, th.BRASS_LIGHT, centre, u(6))
            pygame.draw.circle(surface, th.WOOD_DARK, centre, u(6), 1)

    # -- the blueprints ----------------------------------------------------------------------------

    def _draw_blueprints(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Every tile you may still build, banded by who works it; what you can afford now is
        lit and clickable."""
        u, theme = self.u, self.theme
        tiles = [p for p in self.places("blueprint") if isinstance(p, TilePlace)]
        table = self.table()
        # In the middle of an action the heading says what the step asks for.
        if table.pending is not None and self.human_to_act is not None:
            words, colour = table.prompt, th.ALERT
        else:
            buildable = sum(bool(p.actions) for p in tiles)
            words, colour = f"Blueprints ({buildable} you can build now)", th.INK
        head_h = theme.font("display-bold", th.SIZE_BODY).get_linesize()
        head = pygame.Rect(area.x, area.y, area.width - u(70), head_h)
        theme.draw_text(
            surface, words, head, face="display-bold", size=th.SIZE_BODY, colour=colour, max_lines=1
        )
        top = area.y + head_h + u(4)
        chip_h = u(26)
        rows = max(1, (area.bottom - top) // (chip_h + u(3)))
        cols = min(3, max(1, -(-len(tiles) // rows)))
        chip_w = (area.width - (cols - 1) * u(6)) // cols
        # Buildable tiles first, so they are never cut off.
        shown = sorted(tiles, key=lambda p: not p.actions)[: rows * cols]
        for index, place in enumerate(shown):
            col, row = index // rows, index % rows
            chip = pygame.Rect(
                area.x + col * (chip_w + u(6)), top + row * (chip_h + u(3)), chip_w, chip_h
            )
            self._draw_chip(surface, chip, place)
            self.put(surface, chip, place)
        if len(tiles) > len(shown):
            more = theme.text(f"+{len(tiles) - len(shown)} more", "italic", SMALL, th.INK_SOFT)
            surface.blit(more, more.get_rect(topright=(area.right, area.y + u(2))))

    def _draw_chip(self, surface: pygame.Surface, chip: pygame.Rect, place: TilePlace) -> None:
        u, theme = self.u, self.theme
        lit = bool(place.actions)
        face = (248, 236, 200) if lit else (226, 214, 184)
        pygame.draw.rect(surface, face, chip, border_radius=u(4))
        colour = TIER_COLOURS.get(band(place), th.WOOD)
        pygame.draw.rect(surface, colour, (chip.x, chip.y, u(7), chip.height), border_radius=u(3))
        ipx = u(16)
        costs = [PRODUCT_ICONS.get(c, "cardboard-box") for c in place.cost] + [
            TIER_ICONS.get(c, "person") for c in place.cube_cost
        ]
        ink = th.INK if lit else th.DIM
        x = chip.right - u(4) - len(costs) * (ipx + u(1))
        for name in costs:
            surface.blit(icon(name, ipx, ink), (x, chip.centery - ipx // 2))
            x += ipx + u(1)
        room = chip.right - u(6) - len(costs) * (ipx + u(1)) - (chip.x + u(11))
        face_name = "text-bold" if lit else "text"
        label = theme.text(theme.fit(place.name, face_name, SMALL, room), face_name, SMALL, ink)
        surface.blit(label, (chip.x + u(11), chip.centery - label.get_height() // 2))

    # -- the column: time, people, goals, cards ----------------------------------------------------

    def _line(
        self,
        surface: pygame.Surface,
        x: int,
        y: int,
        icon_name: str,
        width: int,
        place: Place | None,
    ) -> int:
        """One counter of the column: an icon and the place's words (its tooltip on hover)."""
        if place is None:
            return y
        u, theme = self.u, self.theme
        px = u(22)
        surface.blit(icon(icon_name, px, th.WOOD), (x, y))
        img = theme.text(
            theme.fit(place.label, "text-bold", th.SIZE_SMALL, width - px - u(6)),
            "text-bold",
            th.SIZE_SMALL,
            th.INK,
        )
        surface.blit(img, (x + px + u(5), y + (px - img.get_height()) // 2))
        self.add_tip(pygame.Rect(x, y, width, px), place.tooltip)
        return y + px + u(4)

    def _draw_column(self, surface: pygame.Surface, column: pygame.Rect) -> None:
        u, theme = self.u, self.theme
        table = self.table()
        mission = table.place("mission")
        head = theme.text(
            theme.fit(
                mission.label if mission else "", "display-bold", th.SIZE_LABEL, column.width
            ),
            "display-bold",
            th.SIZE_LABEL,
            th.INK,
        )
        surface.blit(head, (column.x, column.y))
        if mission is not None:
            self.add_tip(pygame.Rect(column.topleft, head.get_size()), mission.tooltip)
        y = column.y + head.get_height() + u(2)
        half = column.width // 2
        x2 = column.x + half
        pairs = (
            (("hourglass", "stack"), ("coins", "gold")),
            (("cargo-ship", "tokens:trade"), ("sailboat", "tokens:expl")),
            (("island", "old_world"), ("palm-tree", "new_world")),
        )
        for (left_icon, left_key), (right_icon, right_key) in pairs:
            self._line(surface, column.x, y, left_icon, half, table.place(left_key))
            y = self._line(surface, x2, y, right_icon, half, table.place(right_key))
        y = self._line(
            surface, column.x, y, "treasure-map", column.width, table.place("expeditions")
        )
        y = self._draw_residences(surface, column, y + u(2))
        y = self._draw_goals(surface, column, y + u(4))
        self._draw_hand(surface, column, y + u(4))

    def _draw_residences(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """Each tier: its icon, ready cubes solid and exhausted ones hollow."""
        u, theme = self.u, self.theme
        col_w = column.width // 3
        px = u(24)
        cube = u(10)
        for index, place in enumerate(self.places("district")):
            tier = place.key.split(":", 1)[1]
            x = column.x + (index % 3) * col_w
            top = y + (index // 3) * (px + u(4))
            colour = TIER_COLOURS[tier]
            surface.blit(icon(TIER_ICONS.get(tier, "person"), px, colour), (x, top))
            ready = place.number("ready")
            total = ready + place.number("exhausted")
            count = theme.text(str(ready), "text-bold", SMALL, th.INK if ready else th.DIM)
            surface.blit(count, (x + px + u(3), top + (px - count.get_height()) // 2))
            cx = x + px + u(8) + count.get_width()
            per_row = max(1, (x + col_w - u(6) - cx) // (cube + u(2)))
            for i in range(min(total, per_row * 2)):
                box = pygame.Rect(
                    cx + (i % per_row) * (cube + u(2)),
                    top + (i // per_row) * (cube + u(2)),
                    cube,
                    cube,
                )
                if i < ready:
                    pygame.draw.rect(surface, colour, box)
                pygame.draw.rect(surface, th.WOOD_DARK if i < ready else th.DIM, box, 1)
            self.put(surface, pygame.Rect(x, top, col_w - u(4), px), place)
        return y + 2 * (px + u(4))

    def _draw_goals(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """The mission's goals with their live progress (the normal solo game has none)."""
        u, theme = self.u, self.theme
        goals = [p for p in self.places("goal") if isinstance(p, GoalPlace)]
        if not goals:
            return self._draw_orders(surface, column, y)
        met = sum(g.met for g in goals)
        text = theme.text(
            f"Goals ({met} of {len(goals)} met)", "display-bold", th.SIZE_BODY, th.INK
        )
        surface.blit(text, (column.x, y))
        y += text.get_height()
        line_h = theme.font("text", SMALL).get_linesize()
        bar_w = u(70)
        for goal in goals:
            colour = GOOD if goal.met else th.INK
            bound = "\u2264 " if goal.at_most else ""
            value = f"{goal.current}/{bound}{goal.target}"
            num = theme.text(value, "text-bold", SMALL, colour)
            label_w = column.width - bar_w - num.get_width() - u(14)
            mark = "\u2713 " if goal.met else ""
            label = theme.text(
                theme.fit(mark + goal.label, "text", SMALL, label_w), "text", SMALL, colour
            )
            surface.blit(label, (column.x, y))
            bar = pygame.Rect(column.right - bar_w, y + line_h // 2 - u(4), bar_w, u(8))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, bar, border_radius=u(4))
            if goal.at_most:
                share = 1.0 if goal.met else 0.0
            else:
                share = min(1.0, goal.current / goal.target) if goal.target else 1.0
            if share > 0:
                fill = pygame.Rect(bar.x, bar.y, max(u(4), int(bar.width * share)), bar.height)
                pygame.draw.rect(surface, GOOD if goal.met else th.BRASS, fill, border_radius=u(4))
            surface.blit(num, (bar.x - num.get_width() - u(6), y))
            self.add_tip(pygame.Rect(column.x, y, column.width, line_h), goal.tooltip)
            y += line_h
        return y + u(2)

    def _draw_orders(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> int:
        """Normal solo: the order cards with what each is worth now, and the trade display."""
        u, theme = self.u, self.theme
        table = self.table()
        score = table.place("score")
        head = theme.text(
            theme.fit(
                f"{score.label if score else ''} · order cards",
                "display-bold",
                th.SIZE_BODY,
                column.width,
            ),
            "display-bold",
            th.SIZE_BODY,
            th.INK,
        )
        surface.blit(head, (column.x, y))
        if score is not None:
            self.add_tip(pygame.Rect((column.x, y), head.get_size()), score.tooltip)
        y += head.get_height()
        line_h = theme.font("text", SMALL).get_linesize()
        half = column.width // 2
        orders = [p for p in self.places("order") if isinstance(p, OrderPlace)]
        for index, order in enumerate(orders):
            x = column.x + (index % 2) * half
            row_y = y + (index // 2) * line_h
            num = theme.text(order.worth, "text-bold", SMALL, th.INK)
            name = theme.text(
                theme.fit(order.label, "text", SMALL, half - num.get_width() - u(12)),
                "text",
                SMALL,
                th.INK,
            )
            surface.blit(name, (x, row_y))
            surface.blit(num, (x + half - num.get_width() - u(8), row_y))
            self.put(surface, pygame.Rect(x, row_y, half - u(4), line_h), order)
        y += -(-len(orders) // 2) * line_h
        display = table.place("display")
        if display is not None:
            img = theme.text(
                theme.fit(display.label, "text", SMALL, column.width), "text", SMALL, th.INK_SOFT
            )
            surface.blit(img, (column.x, y))
            self.add_tip(pygame.Rect(column.x, y, column.width, line_h), display.tooltip)
        return y + line_h + u(2)

    def _draw_hand(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> None:
        """The population cards: needs as icons, the effect in words, the influence on the right."""
        u, theme = self.u, self.theme
        table = self.table()
        hand = table.place("hand")
        pending = table.pending
        if pending is not None and pending.kind in ("exchange", "return"):
            heading = table.prompt
        else:
            heading = hand.label if hand else ""
        text = theme.text(
            theme.fit(heading, "display-bold", th.SIZE_BODY, column.width),
            "display-bold",
            th.SIZE_BODY,
            th.INK,
        )
        surface.blit(text, (column.x, y))
        if hand is not None:
            self.add_tip(pygame.Rect((column.x, y), text.get_size()), hand.tooltip)
        y += text.get_height() + u(2)
        cards = [p for p in self.places("card") if isinstance(p, CardPlace)]
        line_h = theme.font("text", SMALL).get_linesize()
        # Two lines a card (its name, then the effect) while they fit, else one.
        tall = len(cards) * (2 * line_h + u(8)) <= column.bottom - y
        row_h = 2 * line_h + u(6) if tall else u(23)
        room = (column.bottom - y) // (row_h + u(2))
        cards.sort(key=lambda p: not p.actions)
        for index, card in enumerate(cards):
            if index == room - 1 and len(cards) > room:
                more = theme.text(f"+{len(cards) - index} more cards", "italic", SMALL, th.INK_SOFT)
                surface.blit(more, (column.x + u(6), y))
                break
            row = pygame.Rect(column.x, y, column.width, row_h)
            self._draw_card(surface, row, card, tall)
            if card.chosen:
                pygame.draw.rect(surface, th.ALERT, row.inflate(4, 4), 2, border_radius=u(5))
            self.put(surface, row, card)
            y += row_h + u(2)

    def _draw_card(
        self, surface: pygame.Surface, row: pygame.Rect, card: CardPlace, tall: bool
    ) -> None:
        u, theme = self.u, self.theme
        lit = bool(card.actions)
        line_h = theme.font("text", SMALL).get_linesize()
        face = (248, 236, 200) if lit else (230, 218, 188)
        pygame.draw.rect(surface, face, row, border_radius=u(4))
        colour = DECK_COLOURS.get(card.deck, th.WOOD)
        pygame.draw.rect(surface, colour, (row.x, row.y, u(6), row.height), border_radius=u(3))
        ink = th.INK if lit else th.INK_SOFT
        ipx = u(18)
        x = row.x + u(10)
        top = pygame.Rect(row.x, row.y + u(3), row.width, line_h) if tall else row
        for need in card.cost:
            surface.blit(
                icon(PRODUCT_ICONS.get(need, "cardboard-box"), ipx, ink),
                (x, top.centery - ipx // 2),
            )
            x += ipx + u(2)
        ip = theme.text(f"{card.influence} IP", "text-bold", SMALL, ink)
        surface.blit(ip, (row.right - ip.get_width() - u(6), top.centery - ip.get_height() // 2))
        if tall:
            room_w = row.right - ip.get_width() - u(12) - x - u(4)
            first = theme.text(
                theme.fit(card.name, "text-bold", SMALL, room_w), "text-bold", SMALL, ink
            )
            surface.blit(first, (x + u(4), top.centery - first.get_height() // 2))
            second = theme.text(
                theme.fit("then: " + card.effect, "text", SMALL, row.width - u(20)),
                "text",
                SMALL,
                ink,
            )
            surface.blit(second, (row.x + u(12), top.bottom))
        else:
            label = theme.text(
                theme.fit(card.effect, "text", SMALL, row.right - ip.get_width() - u(16) - x),
                "text",
                SMALL,
                ink,
            )
            surface.blit(label, (x + u(4), row.centery - label.get_height() // 2))


SCENE = Anno1800SoloScene
