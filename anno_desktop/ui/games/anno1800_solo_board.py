"""Drawing the Anno 1800 solo islands and blueprints (mixed into the scene, which provides
`board_theme`, `places`, `table` and `human_to_act`): spaces with their tile, cubes by tier
shape and colour, and the blueprints in the rule data's order, every one reachable."""

from __future__ import annotations

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.games.anno1800_solo.table import TilePlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games.anno1800_solo_art import (
    KIND_COLOURS,
    PRODUCT_ICONS,
    TIER_COLOURS,
    TIER_ICONS,
    band,
    draw_ban,
    tile_icon,
    unavailable,
)
from anno_desktop.ui.games.anno1800_solo_cards import draw_scroll_marks
from anno_desktop.ui.games.anno1800_solo_layout import SoloLayout
from anno_desktop.ui.games.anno1800_solo_payment import is_paying

SMALL = 14
# Each tier's cube shape, so tiers differ by more than colour (ART.md).
TIER_SHAPES = {
    "farmer": "square",
    "worker": "disc",
    "artisan": "triangle",
    "engineer": "diamond",
    "investor": "disc",
}
ALT_STRIPE = (58, 98, 150)


def draw_cube(surface: pygame.Surface, tier: str, centre: tuple[int, int], r: int, solid=True):
    """A population cube: its tier's shape and colour; hollow when exhausted."""
    look = th.PlayerLook(tier, TIER_COLOURS.get(tier, th.WOOD), TIER_SHAPES.get(tier, "square"))
    if solid:
        draw_marker(surface, look, centre, r)
        if tier == "investor":
            pygame.draw.circle(surface, th.CREAM, centre, max(1, r // 2), 1)
    else:
        pygame.draw.circle(surface, th.DIM, centre, r, 1)


class SoloBoard:
    """The islands and the blueprints of the Anno 1800 solo table, where the layout put them."""

    def draw_islands(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        theme = self.board_theme
        for island in self.places("island"):
            head = shape.rect(island.key)
            if head is not None:
                theme.draw_text(surface, island.label, head, face="display-bold", max_lines=1)
        for place in self.places("space"):
            box = shape.rect(place.key)
            if box is not None and isinstance(place, TilePlace):
                self._draw_space(surface, box, place)

    def _draw_space(self, surface: pygame.Surface, box: pygame.Rect, place: TilePlace) -> None:
        u = self.board_theme.u
        colour = KIND_COLOURS.get(place.space, KIND_COLOURS["land"])
        pygame.draw.rect(surface, colour, box, border_radius=u(6))
        pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(6))
        if place.tile:
            self._draw_tile(surface, box, place)
        # A ship on the printed sea, or the free sea, in a mission without ships.
        if unavailable(place):
            draw_ban(surface, box, u(3))

    def _draw_tile(self, surface: pygame.Surface, box: pygame.Rect, place: TilePlace) -> None:
        u = self.board_theme.u
        ink = th.CREAM if place.space == "sea" else th.WOOD_DARK
        if place.works:
            stripe = pygame.Rect(box.x, box.bottom - u(5), box.width, u(5))
            pygame.draw.rect(surface, TIER_COLOURS.get(place.works, th.WOOD), stripe)
        px = max(SMALL, min(box.width - u(8), box.height - u(18)))
        img = icon(tile_icon(place), px, ink)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + u(14))))
        r = u(5)
        for i in range(place.number("workers")):
            draw_cube(surface, place.works or "worker", (box.x + u(9) + i * u(13), box.y + u(9)), r)
        for i in range(place.number("tokens")):
            centre = (box.right - u(9) - i * u(13), box.bottom - u(12))
            pygame.draw.circle(surface, th.BRASS_LIGHT, centre, u(6))
            pygame.draw.circle(surface, th.WOOD_DARK, centre, u(6), 1)

    def draw_blueprints(self, surface: pygame.Surface, shape: SoloLayout) -> None:
        """Every tile you may still build, in a fixed order, banded by who works it; what you
        can afford now is lit and clickable; scroll marks when not all rows fit."""
        theme = self.board_theme
        tiles = [p for p in self.places("blueprint") if isinstance(p, TilePlace)]
        table = self.table()
        paying = is_paying(table)
        if table.pending is not None and self.human_to_act is not None and not paying:
            words, colour = table.prompt, th.ALERT
        else:
            buildable = sum(bool(p.actions) for p in tiles)
            words = _("Blueprints ({count} you can build now)").format(count=buildable)
            colour = th.INK
        head = shape.rects["head:blueprints"]
        theme.draw_text(surface, words, head, face="display-bold", colour=colour, max_lines=2)
        marks = shape.rect("marks:blueprints")
        if marks is not None:
            last = shape.blueprint_rows - shape.blueprint_shown
            draw_scroll_marks(surface, theme, marks, shape.blueprint_row, last)
        for place in tiles:
            chip = shape.rect(place.key)
            if chip is not None:
                self._draw_chip(surface, chip, place)

    def _draw_chip(self, surface: pygame.Surface, chip: pygame.Rect, place: TilePlace) -> None:
        theme = self.board_theme
        u = theme.u
        lit = bool(place.actions)
        face = (248, 236, 200) if lit else (226, 214, 184)
        pygame.draw.rect(surface, face, chip, border_radius=u(4))
        colour = TIER_COLOURS.get(band(place), th.WOOD)
        pygame.draw.rect(surface, colour, (chip.x, chip.y, u(7), chip.height), border_radius=u(3))
        if place.tile.endswith("_w"):
            # A worker "(alt.)" industry: striped, unlike the printed artisan one it replaces.
            pygame.draw.rect(surface, ALT_STRIPE, (chip.x + u(8), chip.y, u(3), chip.height))
        costs = [PRODUCT_ICONS.get(c, "cardboard-box") for c in place.cost] + [
            TIER_ICONS.get(c, "person") for c in place.cube_cost
        ]
        ink = th.INK if lit else th.DIM
        line = theme.font("text", th.SIZE_SMALL).get_linesize()
        # A tall chip puts the costs under the name, giving the name the chip's whole width.
        stacked = chip.height >= line + u(14)
        ipx = min(u(16), chip.height - u(2))
        if stacked:
            ipx = max(u(14), min(u(22), chip.height - line - u(6)))
        x = chip.right - u(4) - len(costs) * (ipx + u(1))
        y = chip.bottom - ipx - u(1) if stacked else chip.centery - ipx // 2
        for name in costs:
            surface.blit(icon(name, ipx, ink), (x, y))
            x += ipx + u(1)
        left = chip.x + u(13)
        right = chip.right - u(4) if stacked else chip.right - len(costs) * (ipx + u(1)) - u(6)
        name_h = chip.height - ipx - u(2) if stacked else chip.height
        room = pygame.Rect(left, chip.y, right - left, name_h)
        face_name = "text-bold" if lit else "text"
        theme.draw_text(
            surface, place.name, room, face=face_name, size=th.SIZE_SMALL, colour=ink, max_lines=2
        )
