"""Anno 1800 solo table: the home island (and the Old World islands explored) as rows of
building spaces, the residences with their workforce, the time stack, gold and your hand of
population cards. Click a marked space to place a tile, a card to fulfil it."""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1800_solo.data import TIERS, game_data
from anno_desktop.games.anno1800_solo.goals import mission_progress
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.scenes.play import GameScene

# Island rows from the top of the picture: top land, middle land, coast, sea.
ROW_ORDER = (3, 2, 1, 0)
KIND_COLOURS = {"land": (214, 200, 150), "coast": (222, 196, 140), "sea": (70, 128, 166)}
PRODUCT_ICONS = {
    "timber": "log",
    "bricks": "clay-brick",
    "coal": "coal-wagon",
    "steel_beams": "steel-door",
    "sails": "sail",
    "grain": "wheat",
    "potatoes": "potato",
    "pigs": "pig",
    "wool": "wool",
    "beer": "beer-stein",
    "bread": "bread",
    "sausage": "sausage",
    "schnapps": "beer-bottle",
    "work_clothes": "shirt",
    "soap": "soap",
    "canned_meat": "meat",
    "glass": "glass-ball",
    "windows": "window",
    "champagne": "glass-celebration",
    "chocolate": "chocolate-bar",
    "cigars": "cigar",
    "coffee": "coffee-cup",
    "steam_engines": "steam-locomotive",
    "steam_carriages": "steam-locomotive",
    "light_bulbs": "light-bulb",
    "pocket_watches": "pocket-watch",
    "sewing_machines": "sewing-machine",
    "dynamite": "dynamite",
    "cannons": "cannon",
    "artillery": "artillery-shell",
    "brass": "brass-eye",
    "glasses": "brass-eye",
    "fur_coats": "fox-head",
    "rum": "barrel",
    "gramophones": "musical-notes",
    "penny_farthings": "gears",
    "cotton_fabric": "clothes",
    "goods": "cardboard-box",
}
SHIP_ICONS = {"trade": "cargo-ship", "exploration": "sailboat", "shipyard": "harbor-dock"}
TIER_ICONS = {
    "farmer": "farmer",
    "worker": "miner",
    "artisan": "anvil",
    "engineer": "gears",
    "investor": "top-hat",
}


def tile_look(tile: str) -> tuple[str, str]:
    """(icon, name) of whatever lies on a space."""
    d = game_data()
    if tile in d.ships:
        ship = d.ships[tile]
        return SHIP_ICONS.get(ship.kind, "sailboat"), f"{ship.kind.capitalize()} {ship.strength}"
    if tile in d.industries:
        industry = d.industries[tile]
        return PRODUCT_ICONS.get(industry.product, "factory"), industry.name
    if tile in d.preprinted:
        printed = d.preprinted[tile]
        return PRODUCT_ICONS.get(printed.product, "factory"), printed.name
    return "factory", tile.replace("_", " ")


def pretty(word: str) -> str:
    return word.replace("_", " ")


class Anno1800SoloScene(GameScene):
    """Your island in the middle of the table, the residences and the time stack beside it."""

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        u = self.u
        side_w = max(u(260), int(rect.width * 0.3))
        area = pygame.Rect(
            rect.x + u(24), rect.y + u(22), rect.width - side_w - u(48), rect.height - u(44)
        )
        self._draw_islands(surface, area, view)
        column = pygame.Rect(area.right + u(24), area.y, side_w - u(8), area.height)
        self._draw_column(surface, column, view)

    def _draw_islands(self, surface: pygame.Surface, area: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        islands = sorted({sp.island for sp in view.spaces})
        columns = {
            k: max((sp.col for sp in view.spaces if sp.island == k), default=0) + 1 for k in islands
        }
        gap = u(14)
        total_cols = sum(columns.values())
        cell_w = (area.width - gap * (len(islands) - 1)) // max(1, total_cols)
        head_h = theme.font("display-bold", th.SIZE_LABEL).get_linesize()
        cell_h = min(u(120), (area.height - head_h - u(8)) // len(ROW_ORDER))
        places: dict[str, Action] = {}
        for action in self.legal_for_viewer():
            if action.kind == "place" and action.args:
                places[str(action.args[0])] = action
        x = area.x
        for k in islands:
            title = "Home island" if k == 0 else f"Old World {k}"
            img = theme.text(
                theme.fit(title, "display-bold", th.SIZE_LABEL, columns[k] * cell_w),
                "display-bold",
                th.SIZE_LABEL,
                th.INK,
            )
            surface.blit(img, (x, area.y))
            top = area.y + head_h + u(6)
            for sp in (s for s in view.spaces if s.island == k):
                row = ROW_ORDER.index(sp.row)
                box = pygame.Rect(x + sp.col * cell_w, top + row * cell_h, cell_w, cell_h).inflate(
                    -u(4), -u(4)
                )
                self._draw_space(surface, box, sp)
                if sp.id in places:
                    self.add_zone(surface, box, places[sp.id], f"Click to place it on {sp.id}")
            x += columns[k] * cell_w + gap

    def _draw_space(self, surface: pygame.Surface, box: pygame.Rect, sp: Any) -> None:
        u, theme = self.u, self.theme
        colour = KIND_COLOURS.get(sp.kind, KIND_COLOURS["land"])
        pygame.draw.rect(surface, colour, box, border_radius=u(6))
        pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(6))
        tile = sp.tile
        if not tile:
            self.add_tip(box, f"Free {sp.kind} space {sp.id}")
            return
        icon_name, name = tile_look(tile)
        ink = th.CREAM if sp.kind == "sea" else th.WOOD_DARK
        px = max(12, min(box.width, box.height) // 2)
        img = icon(icon_name, px, ink)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + u(4))))
        label = theme.text(
            theme.fit(name, "text", th.SIZE_SMALL, box.width - u(6)), "text", th.SIZE_SMALL, ink
        )
        if label.get_height() + px + u(6) <= box.height:
            surface.blit(label, label.get_rect(midbottom=(box.centerx, box.bottom - u(2))))
        for i in range(sp.workers):
            cube = pygame.Rect(box.x + u(4) + i * u(11), box.y + u(4), u(9), u(9))
            pygame.draw.rect(surface, th.PLAYER_LOOKS["red"].colour, cube)
            pygame.draw.rect(surface, th.WOOD_DARK, cube, 1)
        details = [name, f"space {sp.id}"]
        if sp.workers:
            details.append(f"{sp.workers} at work")
        if sp.tokens:
            details.append(f"{sp.tokens} fresh tokens")
        self.add_tip(box, " · ".join(details))

    def _draw_column(self, surface: pygame.Surface, column: pygame.Rect, view: Any) -> None:
        u, theme = self.u, self.theme
        d = game_data()
        mode = f"Mission {view.mission}" if view.mode == "campaign" else "Normal solo game"
        head = theme.text(
            theme.fit(f"{mode} · {view.difficulty}", "italic", th.SIZE_HEADING - 6, column.width),
            "italic",
            th.SIZE_HEADING - 6,
            th.INK_SOFT,
        )
        surface.blit(head, (column.x, column.y))
        y = column.y + head.get_height() + u(6)
        px = u(24)
        stack_text = f"{len(view.stack)} cards in the time stack"
        surface.blit(icon("hourglass", px, th.WOOD), (column.x, y))
        img = theme.text(
            theme.fit(stack_text, "text-bold", th.SIZE_BODY, column.width - px),
            "text-bold",
            th.SIZE_BODY,
            th.INK,
        )
        surface.blit(img, (column.x + px + u(6), y + (px - img.get_height()) // 2))
        self.add_tip(
            pygame.Rect(column.x, y, column.width, px),
            "Each action turns a card of the time stack; the game ends when it runs out",
        )
        y += px + u(8)
        surface.blit(icon("coins", px, th.WOOD), (column.x, y))
        gold = theme.text(f"{view.gold} gold", "text-bold", th.SIZE_BODY, th.INK)
        surface.blit(gold, (column.x + px + u(6), y + (px - gold.get_height()) // 2))
        y += px + u(12)
        text = theme.text("Residences (ready / exhausted)", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(4)
        col_w = column.width // 3
        for index, tier in enumerate(TIERS):
            x = column.x + (index % 3) * col_w
            top = y + (index // 3) * (px + u(8))
            surface.blit(icon(TIER_ICONS.get(tier, "person"), px, th.WOOD), (x, top))
            ready = view.home[index] if index < len(view.home) else 0
            tired = view.exhausted[index] if index < len(view.exhausted) else 0
            num = theme.text(f"{ready}/{tired}", "text-bold", th.SIZE_BODY, th.INK)
            surface.blit(num, (x + px + u(4), top + (px - num.get_height()) // 2))
            self.add_tip(
                pygame.Rect(x, top, col_w - u(4), px),
                f"{tier.capitalize()}s: {ready} ready, {tired} exhausted",
            )
        y += 2 * (px + u(8)) + u(6)
        y = self._draw_goals(surface, column, y, view)
        plays = {str(a.args[0]): a for a in self.legal_for_viewer() if a.kind == "play" and a.args}
        text = theme.text(
            f"Population cards in hand ({len(view.hand)})", "text-bold", th.SIZE_SMALL, th.INK_SOFT
        )
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(4)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize() + u(8)
        for card_id in view.hand:
            if y + line_h > column.bottom:
                break
            card = d.cards.get(card_id)
            needs = ", ".join(pretty(c) for c in card.cost) if card else "?"
            row = pygame.Rect(column.x, y, column.width, line_h)
            label = theme.text(
                theme.fit(f"{card_id}: {needs}", "text", th.SIZE_SMALL, row.width - u(10)),
                "text",
                th.SIZE_SMALL,
                th.INK,
            )
            surface.blit(label, (row.x + u(6), row.centery - label.get_height() // 2))
            effect = pretty(card.effect) if card else ""
            if card_id in plays:
                self.add_zone(
                    surface,
                    row,
                    plays[card_id],
                    f"Click to fulfil {card_id}: needs {needs}; then {effect}",
                )
            else:
                self.add_tip(row, f"{card_id}: needs {needs}; then {effect}")
            y += line_h + u(2)

    def _draw_goals(self, surface: pygame.Surface, column: pygame.Rect, y: int, view: Any) -> int:
        """The mission's goals with their live progress (the normal solo game has none)."""
        u, theme = self.u, self.theme
        goals = mission_progress(view)
        if not goals:
            return y
        text = theme.text("Mission goals", "text-bold", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(text, (column.x, y))
        y += text.get_height() + u(2)
        line_h = theme.font("text", th.SIZE_SMALL).get_linesize() + u(2)
        for goal in goals:
            mark = "\u2713" if goal.met else "\u2022"
            bound = "at most " if goal.at_most else ""
            line = f"{mark} {goal.label}: {goal.current} ({bound}{goal.target})"
            colour = (46, 110, 52) if goal.met else th.INK
            for part in theme.wrap(line, "text", th.SIZE_SMALL, column.width - u(10))[:2]:
                img = theme.text(part, "text", th.SIZE_SMALL, colour)
                surface.blit(img, (column.x + u(6), y))
                y += line_h
        return y + u(8)


SCENE = Anno1800SoloScene
