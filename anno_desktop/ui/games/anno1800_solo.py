"""Anno 1800 solo table: the home island (and the Old World islands explored) as rows of
numbered spaces, the blueprints you may still build, the residences with their cubes, the time
stack, tokens, islands and expeditions, the mission goals with live progress and your hand of
population cards. Click a blueprint to build it, a marked space to place it, a card to fulfil it.
"""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1800_solo.data import TIERS, game_data
from anno_desktop.games.anno1800_solo.economy import fresh_tokens, mission_of, owned_tokens
from anno_desktop.games.anno1800_solo.goals import (
    expedition_ip,
    mission_progress,
    order_points,
    played_ip,
)
from anno_desktop.games.anno1800_solo.moves import all_tiles, effect_of, tile_available, tile_cost
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_art import (
    KIND_COLOURS,
    PRODUCT_ICONS,
    ROW_ORDER,
    TIER_COLOURS,
    TIER_ICONS,
    effect_words,
    pretty,
    tier_of,
    tile_look,
)
from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver
from anno_desktop.ui.games.anno1800_solo_progress import load_record, record_match
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.scenes.play import GameScene

GOOD = (46, 110, 52)
SMALL = 14


def tile_name(tile: str) -> str:
    return tile_look(tile)[1]


class Anno1800SoloScene(GameScene):
    """Your island and the blueprints on the left, your people, goals and cards on the right."""

    hidden_information = False
    _recorded = False

    def _describe(self, action: Action) -> str:
        """The engine's words, with a card's needs or effect spelled out."""
        text = super()._describe(action)
        card = game_data().cards.get(str(action.args[0])) if action.args else None
        if card is None:
            return text
        if action.kind == "play":
            return f"{text}: pay {' and '.join(pretty(c) for c in card.cost)}"
        if action.kind == "activate":
            return f"{text}: {effect_words(effect_of(self.match.state, card.id))}"
        return text

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
        self._draw_islands(surface, pygame.Rect(left.x, left.y, left.width, island_h), view)
        shop = pygame.Rect(
            left.x, left.y + island_h + u(8), left.width, left.height - island_h - u(8)
        )
        self._draw_blueprints(surface, shop, view)
        column = pygame.Rect(left.right + u(14), inner.y, side_w, inner.height)
        pygame.draw.line(
            surface,
            th.PARCHMENT_DARK,
            (column.x - u(8), column.y),
            (column.x - u(8), column.bottom),
            2,
        )
        self._draw_column(surface, column, view)

    # -- the islands -----------------------------------------------------------------------------

    def _draw_islands(self, surface: pygame.Surface, area: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        islands = sorted({sp.island for sp in view.spaces})
        columns = {
            k: max((sp.col for sp in view.spaces if sp.island == k), default=0) + 1 for k in islands
        }
        gap = u(10)
        cell_w = (area.width - gap * (len(islands) - 1)) // max(1, sum(columns.values()))
        head_h = theme.font("display-bold", th.SIZE_BODY).get_linesize()
        cell_h = (area.height - head_h - u(4)) // len(ROW_ORDER)
        places = {
            str(a.args[0]): a for a in self.legal_for_viewer() if a.kind == "place" and a.args
        }
        x = area.x
        for k in islands:
            title = "Home island" if k == 0 else f"Old World {k}"
            img = theme.text(
                theme.fit(title, "display-bold", th.SIZE_BODY, columns[k] * cell_w),
                "display-bold",
                th.SIZE_BODY,
                th.INK,
            )
            surface.blit(img, (x, area.y))
            top = area.y + head_h + u(2)
            for sp in (s for s in view.spaces if s.island == k):
                row = ROW_ORDER.index(sp.row)
                box = pygame.Rect(x + sp.col * cell_w, top + row * cell_h, cell_w, cell_h).inflate(
                    -u(4), -u(4)
                )
                self._draw_space(surface, box, sp)
                if sp.id in places:
                    what = tile_name(view.pending) if view.pending else "the new tile"
                    self.add_zone(surface, box, places[sp.id], f"Click to place {what} on {sp.id}")
            x += columns[k] * cell_w + gap

    def _draw_space(self, surface: pygame.Surface, box: pygame.Rect, sp: Any) -> None:
        u, theme = self.u, self.theme
        colour = KIND_COLOURS.get(sp.kind, KIND_COLOURS["land"])
        pygame.draw.rect(surface, colour, box, border_radius=u(6))
        pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(6))
        ink = th.CREAM if sp.kind == "sea" else th.WOOD_DARK
        # The space's id in the top corner; on a narrow Old World space only its number.
        shown = sp.id
        if theme.font("text-bold", SMALL).size(shown)[0] > box.width // 2:
            shown = sp.id.rsplit(".", 1)[-1]
        num = theme.text(shown, "text-bold", SMALL, ink)
        surface.blit(num, (box.right - num.get_width() - u(4), box.y + u(1)))
        tile = sp.tile
        if not tile:
            self.add_tip(box, f"Space {sp.id}: free {sp.kind}")
            return
        icon_name, name = tile_look(tile)
        label_h = theme.font("text", SMALL).get_linesize()
        head_h = num.get_height()
        show_label = box.height >= head_h + u(30) + label_h and box.width >= u(60)
        room_h = box.height - head_h - (label_h if show_label else 0) - u(2)
        px = max(14, min(box.width - u(8), room_h))
        img = icon(icon_name, px, ink)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + head_h)))
        if show_label:
            label = theme.text(theme.fit(name, "text", SMALL, box.width - u(6)), "text", SMALL, ink)
            surface.blit(label, label.get_rect(midbottom=(box.centerx, box.bottom - u(1))))
        look = th.PLAYER_LOOKS["red"].colour
        for i in range(sp.workers):
            cube = pygame.Rect(box.x + u(4) + i * u(12), box.y + u(4), u(10), u(10))
            pygame.draw.rect(surface, look, cube)
            pygame.draw.rect(surface, th.WOOD_DARK, cube, 1)
        for i in range(sp.tokens):
            centre = (box.x + u(9) + i * u(13), box.bottom - u(9) - (label_h if show_label else 0))
            pygame.draw.circle(surface, th.BRASS_LIGHT, centre, u(6))
            pygame.draw.circle(surface, th.WOOD_DARK, centre, u(6), 1)
        details = [f"Space {sp.id}: {name}"]
        if sp.built and sp.preprinted:
            details.append(f"built over the printed {tile_name(sp.preprinted)}")
        if sp.workers:
            details.append(f"{sp.workers} at work")
        if sp.tokens:
            details.append(f"{sp.tokens} fresh naval tokens")
        self.add_tip(box, " · ".join(details))

    # -- the blueprints ----------------------------------------------------------------------------

    def _draw_blueprints(self, surface: pygame.Surface, area: pygame.Rect, view: Any) -> None:
        """Every tile you may still build, banded by who works it; what you can afford now is
        lit and clickable."""
        u, theme = self.u, self.theme
        builds = {
            str(a.args[0]): a for a in self.legal_for_viewer() if a.kind == "build" and a.args
        }
        tiles = [t for t in all_tiles() if tile_available(view, t) and t != view.pending]
        if view.phase == "place" and view.pending:
            words = f"Placing {tile_name(view.pending)}: click a marked space on the island"
            colour = th.ALERT
        else:
            words, colour = f"Blueprints ({len(builds)} you can build now)", th.INK
        head = theme.text(
            theme.fit(words, "display-bold", th.SIZE_BODY, area.width),
            "display-bold",
            th.SIZE_BODY,
            colour,
        )
        surface.blit(head, (area.x, area.y))
        top = area.y + head.get_height() + u(4)
        chip_h = u(26)
        rows = max(1, (area.bottom - top) // (chip_h + u(3)))
        cols = min(3, max(1, -(-len(tiles) // rows)))
        chip_w = (area.width - (cols - 1) * u(6)) // cols
        # Buildable tiles first, so they are never cut off.
        shown = sorted(tiles, key=lambda t: t not in builds)[: rows * cols]
        for index, tile in enumerate(shown):
            col, row = index // rows, index % rows
            chip = pygame.Rect(
                area.x + col * (chip_w + u(6)), top + row * (chip_h + u(3)), chip_w, chip_h
            )
            self._draw_chip(surface, chip, tile, tile in builds)
            items, cubes = tile_cost(tile)
            cost = ", ".join(pretty(c) for c in [*items, *(f"1 {c}" for c in cubes)]) or "nothing"
            who = tier_of(tile)
            works = "a ship" if who == "ship" else f"worked by {who}s"
            if tile in builds:
                self.add_zone(
                    surface,
                    chip,
                    builds[tile],
                    f"Click to build {tile_name(tile)} ({works}): pays {cost}",
                )
            else:
                self.add_tip(
                    chip, f"{tile_name(tile)} ({works}) · costs {cost} · not affordable now"
                )
        if len(tiles) > len(shown):
            more = theme.text(f"+{len(tiles) - len(shown)} more", "italic", SMALL, th.INK_SOFT)
            surface.blit(more, more.get_rect(topright=(area.right, area.y + u(2))))

    def _draw_chip(self, surface: pygame.Surface, chip: pygame.Rect, tile: str, lit: bool) -> None:
        u, theme = self.u, self.theme
        face = (248, 236, 200) if lit else (226, 214, 184)
        pygame.draw.rect(surface, face, chip, border_radius=u(4))
        band = TIER_COLOURS.get(tier_of(tile), th.WOOD)
        pygame.draw.rect(surface, band, (chip.x, chip.y, u(7), chip.height), border_radius=u(3))
        items, cubes = tile_cost(tile)
        ipx = u(16)
        costs = [PRODUCT_ICONS.get(c, "cardboard-box") for c in items] + [
            TIER_ICONS.get(c, "person") for c in cubes
        ]
        ink = th.INK if lit else th.DIM
        x = chip.right - u(4) - len(costs) * (ipx + u(1))
        for name in costs:
            surface.blit(icon(name, ipx, ink), (x, chip.centery - ipx // 2))
            x += ipx + u(1)
        room = chip.right - u(6) - len(costs) * (ipx + u(1)) - (chip.x + u(11))
        label = theme.text(
            theme.fit(tile_name(tile), "text-bold" if lit else "text", SMALL, room),
            "text-bold" if lit else "text",
            SMALL,
            ink,
        )
        surface.blit(label, (chip.x + u(11), chip.centery - label.get_height() // 2))

    # -- the column: time, people, goals, cards ----------------------------------------------------

    def _line(
        self,
        surface: pygame.Surface,
        x: int,
        y: int,
        icon_name: str,
        text: str,
        width: int,
        tip: str,
    ) -> int:
        u, theme = self.u, self.theme
        px = u(22)
        surface.blit(icon(icon_name, px, th.WOOD), (x, y))
        img = theme.text(
            theme.fit(text, "text-bold", th.SIZE_SMALL, width - px - u(6)),
            "text-bold",
            th.SIZE_SMALL,
            th.INK,
        )
        surface.blit(img, (x + px + u(5), y + (px - img.get_height()) // 2))
        self.add_tip(pygame.Rect(x, y, width, px), tip)
        return y + px + u(4)

    def _draw_column(self, surface: pygame.Surface, column: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        m = mission_of(view)
        title = f"Mission {view.mission}: {m.title}" if m is not None else "Normal solo game"
        head = theme.text(
            theme.fit(title, "display-bold", th.SIZE_LABEL, column.width),
            "display-bold",
            th.SIZE_LABEL,
            th.INK,
        )
        surface.blit(head, (column.x, column.y))
        y = column.y + head.get_height() + u(2)
        half = column.width // 2
        x2 = column.x + half
        y1 = self._line(
            surface,
            column.x,
            y,
            "hourglass",
            f"{len(view.stack)} cards left",
            half,
            f"Time stack ({view.difficulty}): every regular action turns a card; "
            "the game ends when the last one is turned",
        )
        self._line(surface, x2, y, "coins", f"{view.gold} gold", half, "Gold")
        y = y1
        trade_fresh, trade_own = fresh_tokens(view, "trade"), owned_tokens(view, "trade")
        expl_fresh, expl_own = fresh_tokens(view, "expl"), owned_tokens(view, "expl")
        self._line(
            surface,
            column.x,
            y,
            "cargo-ship",
            f"trade {trade_fresh}/{trade_own}",
            half,
            f"Trade tokens: {trade_fresh} ready of {trade_own} (ships' strength plus this turn's)",
        )
        y = self._line(
            surface,
            x2,
            y,
            "sailboat",
            f"explore {expl_fresh}/{expl_own}",
            half,
            f"Exploration tokens: {expl_fresh} ready of {expl_own}",
        )
        d = game_data()
        nw = ", ".join(pretty(r) for n in view.new_world for r in d.new_world[n].raw) or "none yet"
        self._line(
            surface,
            column.x,
            y,
            "island",
            f"Old World {len(view.old_world)}",
            half,
            f"Old World islands explored: {len(view.old_world)} ({len(view.ow_pile)} left)",
        )
        y = self._line(
            surface,
            x2,
            y,
            "palm-tree",
            f"New World: {nw}" if view.new_world else "New World 0",
            half,
            f"New World islands: {len(view.new_world)} (their goods: {nw})",
        )
        y = self._line(
            surface,
            column.x,
            y,
            "treasure-map",
            f"{len(view.expeditions)} expedition cards · {expedition_ip(view)} influence now",
            column.width,
            "Expeditions: "
            + (
                ", ".join(
                    f"{d.expeditions[e].animal}/{d.expeditions[e].artefact}"
                    for e in view.expeditions
                )
                or "none yet"
            )
            + " (animal / artefact halves, visited by that tier's cubes)",
        )
        y = self._draw_residences(surface, column, y + u(2), view)
        y = self._draw_goals(surface, column, y + u(4), view)
        self._draw_hand(surface, column, y + u(4), view)

    def _draw_residences(
        self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any
    ) -> int:
        """Each tier: its icon, ready cubes solid and exhausted ones hollow."""
        u, theme = self.u, self.theme
        col_w = column.width // 3
        px = u(24)
        cube = u(10)
        for index, tier in enumerate(TIERS):
            x = column.x + (index % 3) * col_w
            top = y + (index // 3) * (px + u(4))
            colour = TIER_COLOURS[tier]
            surface.blit(icon(TIER_ICONS.get(tier, "person"), px, colour), (x, top))
            ready = view.home[index]
            tired = view.exhausted[index]
            total = ready + tired
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
            self.add_tip(
                pygame.Rect(x, top, col_w - u(4), px),
                f"{tier.capitalize()}s at home: {ready} ready (solid), {tired} exhausted (hollow)",
            )
        return y + 2 * (px + u(4))

    def _draw_goals(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> int:
        """The mission's goals with their live progress (the normal solo game has none)."""
        u, theme = self.u, self.theme
        goals = mission_progress(view)
        if not goals:
            return self._draw_orders(surface, column, y, view)
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
            self.add_tip(
                pygame.Rect(column.x, y, column.width, line_h),
                f"{goal.label}: {goal.current} now, "
                f"{'at most' if goal.at_most else 'at least'} {goal.target} needed",
            )
            y += line_h
        return y + u(2)

    def _draw_orders(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> int:
        """Normal solo: the order cards with what each is worth now, and the trade display."""
        u, theme = self.u, self.theme
        d = game_data()
        head = theme.text(
            f"Influence from cards {played_ip(view)} · order cards",
            "display-bold",
            th.SIZE_BODY,
            th.INK,
        )
        surface.blit(head, (column.x, y))
        y += head.get_height()
        line_h = theme.font("text", SMALL).get_linesize()
        half = column.width // 2
        for index, order_id in enumerate(view.orders):
            order = d.orders[order_id]
            if order.kind == "free":
                worth, tip = "acts", f"{order.name}: a free action you may take"
            elif order.kind == "setup":
                worth, tip = "in play", f"{order.name}: changes the rules of this game"
            else:
                worth = f"{order_points(view, order_id)} IP"
                tip = f"{order.name}: worth {worth} if the game ended now"
            x = column.x + (index % 2) * half
            row_y = y + (index // 2) * line_h
            num = theme.text(worth, "text-bold", SMALL, th.INK)
            name = theme.text(
                theme.fit(order.name, "text", SMALL, half - num.get_width() - u(12)),
                "text",
                SMALL,
                th.INK,
            )
            surface.blit(name, (x, row_y))
            surface.blit(num, (x + half - num.get_width() - u(8), row_y))
            self.add_tip(pygame.Rect(x, row_y, half - u(4), line_h), tip)
        y += -(-len(view.orders) // 2) * line_h
        shown = ", ".join(tile_name(t) for t in view.display) or "empty"
        img = theme.text(
            theme.fit(f"Trade display: {shown}", "text", SMALL, column.width),
            "text",
            SMALL,
            th.INK_SOFT,
        )
        surface.blit(img, (column.x, y))
        self.add_tip(
            pygame.Rect(column.x, y, column.width, line_h),
            f"Trade display (what you may trade for without a first-trade token): {shown}",
        )
        return y + line_h + u(2)

    def _draw_hand(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> None:
        """The population cards: needs as icons, the effect in words, the influence on the right."""
        u, theme = self.u, self.theme
        d = game_data()
        plays = {str(a.args[0]): a for a in self.legal_for_viewer() if a.kind == "play" and a.args}
        picks = {str(a.args[0]): a for a in self.legal_for_viewer() if a.kind == "pick" and a.args}
        chosen = set(view.pending_cards)
        if view.phase in ("exchange", "return"):
            verb = "exchange" if view.phase == "exchange" else "put under its deck"
            heading = f"Click a card to {verb} ({len(chosen)} chosen)"
        else:
            heading = f"Population cards ({len(view.hand)} in hand, {len(plays)} playable)"
        text = theme.text(
            theme.fit(heading, "display-bold", th.SIZE_BODY, column.width),
            "display-bold",
            th.SIZE_BODY,
            th.INK,
        )
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(2)
        points = d.normal_solo.card_points
        line_h = theme.font("text", SMALL).get_linesize()
        # Two lines a card (needs in words, then the effect) while they fit, else one.
        tall = len(view.hand) * (2 * line_h + u(8)) <= column.bottom - y
        row_h = 2 * line_h + u(6) if tall else u(23)
        room = (column.bottom - y) // (row_h + u(2))
        cards = sorted(view.hand, key=lambda c: c not in plays and c not in picks)
        deck_colour = {
            "FW": TIER_COLOURS["farmer"],
            "AEI": TIER_COLOURS["artisan"],
            "NW": TIER_COLOURS["ship"],
        }
        for index, card_id in enumerate(cards):
            if index == room - 1 and len(cards) > room:
                more = theme.text(f"+{len(cards) - index} more cards", "italic", SMALL, th.INK_SOFT)
                surface.blit(more, (column.x + u(6), y))
                break
            card = d.cards[card_id]
            row = pygame.Rect(column.x, y, column.width, row_h)
            lit = card_id in plays or card_id in picks
            pygame.draw.rect(
                surface, (248, 236, 200) if lit else (230, 218, 188), row, border_radius=u(4)
            )
            pygame.draw.rect(
                surface,
                deck_colour.get(card.deck, th.WOOD),
                (row.x, row.y, u(6), row_h),
                border_radius=u(3),
            )
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
            ip = theme.text(f"{points[card.deck]} IP", "text-bold", SMALL, ink)
            surface.blit(
                ip, (row.right - ip.get_width() - u(6), top.centery - ip.get_height() // 2)
            )
            effect = effect_words(effect_of(view, card_id))
            if tall:
                needs_text = f"{card_id}: " + " + ".join(pretty(c) for c in card.cost)
                room_w = row.right - ip.get_width() - u(12) - x - u(4)
                first = theme.text(
                    theme.fit(needs_text, "text-bold", SMALL, room_w), "text-bold", SMALL, ink
                )
                surface.blit(first, (x + u(4), top.centery - first.get_height() // 2))
                second = theme.text(
                    theme.fit("then: " + effect, "text", SMALL, row.width - u(20)),
                    "text",
                    SMALL,
                    ink,
                )
                surface.blit(second, (row.x + u(12), top.bottom))
            else:
                label = theme.text(
                    theme.fit(effect, "text", SMALL, row.right - ip.get_width() - u(16) - x),
                    "text",
                    SMALL,
                    ink,
                )
                surface.blit(label, (x + u(4), row.centery - label.get_height() // 2))
            needs = " and ".join(pretty(c) for c in card.cost)
            tip = (
                f"{card_id} ({card.deck}): needs {needs}; later: {effect}; "
                f"worth {points[card.deck]} influence"
            )
            if card_id in chosen:
                pygame.draw.rect(surface, th.ALERT, row.inflate(4, 4), 2, border_radius=u(5))
                self.add_tip(row, f"Chosen · {tip}")
            elif card_id in picks:
                self.add_zone(
                    surface, row, picks[card_id], f"Click: {self._describe(picks[card_id])}"
                )
            elif lit:
                self.add_zone(surface, row, plays[card_id], f"Click to fulfil it · {tip}")
            else:
                self.add_tip(row, f"{tip} · you cannot make what it needs yet")
            y += row_h + u(2)


SCENE = Anno1800SoloScene
