"""Santa Maria's colony as the scene draws it: a tab per colony, the grid with its number dice,
buildings drawn as what they do, what rests on a worked one (the die in its colour and value,
or the coins), a die line's preview, the tile in hand and where it may go, the blue dice, the
stores, and the boards or Town Halls to choose at set-up. Rects come from the layout."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.games.santa_maria import table as sm
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import santa_maria_common as common
from anno_desktop.ui.games import santa_maria_layout as sl
from anno_desktop.ui.games.santa_maria_common import words
from anno_desktop.ui.widgets.dice import draw_die

if TYPE_CHECKING:
    from anno_desktop.ui.games.santa_maria import SantaMariaScene

SIZE = sm.SIZE
STORE_ICONS = {**common.RES_ICONS, "monks": "monk-face", "shipments": "galleon"}
CELL_COLOURS = {
    "empty": (212, 192, 146),
    "printed": (236, 222, 188),
    "building": (248, 238, 212),
    "road": (196, 170, 124),
}
LEGAL_TINT = (60, 170, 80, 130)
ILLEGAL_TINT = (200, 50, 40, 130)
LINE_TINT = (250, 220, 120, 90)
GLOW = (255, 214, 90)


def tab_text(scene: SantaMariaScene, seat: int) -> str:
    mine = seat == scene.own_seat() and len(scene.match.humans()) == 1
    return _("Your colony") if mine else scene.seat_name(seat)


def draw_tabs(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """A tab per colony above the grid: the one shown is raised; a click shows another."""
    lay = scene.lay
    shown = scene.shown_seat()
    for seat, tab in enumerate(lay.tabs):
        up = seat == shown
        pygame.draw.rect(
            surface, th.PARCHMENT if up else (222, 204, 164), tab, border_radius=lay.u(6)
        )
        pygame.draw.rect(
            surface,
            th.WOOD if up else th.PARCHMENT_DARK,
            tab,
            max(1, lay.u(2)),
            border_radius=lay.u(6),
        )
        draw_marker(surface, scene.seat_look(seat), (tab.x + lay.u(12), tab.centery), lay.u(7))
        text = tab_text(scene, seat)
        box = pygame.Rect(tab.x + lay.u(22), tab.y + 2, tab.width - lay.u(25), tab.height - 4)
        face = "text-bold" if up else "text"
        colour = th.INK if up else th.INK_SOFT
        common.name_words(scene, surface, text, box, 15, face=face, colour=colour)


def mark_tabs(scene: SantaMariaScene) -> None:
    for seat, tab in enumerate(scene.lay.tabs):
        if seat == scene.shown_seat():
            scene.add_tip(
                tab, _("{name}: shown").format(name=scene.with_names(tab_text(scene, seat)))
            )
            continue
        tip = _("Click: {what}").format(what=common.look_text(scene, seat))
        scene.add_button(tab, lambda s=seat: scene.look_at(s), tip)


def draw_headers(
    scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable
) -> None:
    """The number dice above the columns and left of the rows."""
    places = scene.lay.places
    for header in table.headers("white"):
        draw_die(surface, places[header.key], header.line, "ivory")
    for header in table.headers("blue"):
        draw_die(surface, places[header.key], header.line, "blue")


def draw_rest(
    scene: SantaMariaScene, surface: pygame.Surface, box: pygame.Rect, rest: tuple[str, int]
) -> None:
    """What rests on a worked building: the die, in its colour and showing its value, or the
    coins paid for it with their number."""
    what, n = rest
    spot = pygame.Rect(0, 0, box.width * 2 // 5, box.height * 2 // 5)
    spot.bottomright = (box.right - 1, box.bottom - 1)
    if what in ("white", "blue"):
        draw_die(surface, spot, n, "ivory" if what == "white" else "blue")
        return
    # The coins on a dark disc, so they read on the light building.
    pygame.draw.circle(surface, th.WOOD_DARK, spot.center, spot.width // 2 + 1)
    surface.blit(icon("coins", spot.width - 4, th.BRASS_LIGHT), spot.inflate(-4, -4))
    digit = scene.theme.text_px(
        str(n), "text-bold", max(scene.theme.min_px, spot.height * 2 // 3), th.INK
    )
    surface.blit(digit, digit.get_rect(midright=(spot.x - 1, spot.centery)))


def draw_cell(scene: SantaMariaScene, surface: pygame.Surface, place: sm.Cell, lit: bool) -> None:
    lay = scene.lay
    box = lay.places[place.key]
    sq = place.square
    kind = "empty" if sq is None else "road" if sq.road else "building"
    colour = CELL_COLOURS["printed" if place.printed and kind == "building" else kind]
    if sq is not None and not place.printed:
        # A placed tile lies on the board: a shadow and a raised, lighter face.
        pygame.draw.rect(surface, CELL_COLOURS["empty"], box, border_radius=lay.u(4))
        face = box.inflate(-lay.u(4), -lay.u(4)).move(-1, -1)
        pygame.draw.rect(
            surface, (130, 98, 64), face.move(lay.u(2), lay.u(3)), border_radius=lay.u(4)
        )
        pygame.draw.rect(surface, colour, face, border_radius=lay.u(4))
    else:
        pygame.draw.rect(surface, colour, box, border_radius=lay.u(4))
    if lit:
        pygame.draw.rect(surface, GLOW, box, border_radius=lay.u(4))
    if sq is None:
        return
    common.draw_square(scene, surface, box.inflate(-lay.u(8), -lay.u(8)), sq)
    if place.rest is not None:
        draw_rest(scene, surface, box, place.rest)


def badge(scene: SantaMariaScene, surface: pygame.Surface, cell: int, number: int) -> None:
    """An order number in the top-left corner of colony space `cell`."""
    lay = scene.lay
    r, c = divmod(cell, SIZE)
    box = lay.cell_rect(r + 1, c + 1)
    radius = max(6, lay.u(10))
    center = (box.x + radius + 2, box.y + radius + 2)
    pygame.draw.circle(surface, th.WOOD_DARK, center, radius)
    img = scene.theme.text_px(
        str(number), "text-bold", max(scene.theme.min_px, radius * 3 // 2), th.CREAM
    )
    surface.blit(img, img.get_rect(center=center))


def draw_grid(
    scene: SantaMariaScene, surface: pygame.Surface, cells: list[sm.Cell], seat: int
) -> None:
    lay = scene.lay
    table = scene.table()
    own = seat == scene.own_seat()
    draw_headers(scene, surface, table)
    pygame.draw.rect(surface, th.WOOD, lay.grid.inflate(lay.u(8), lay.u(8)), border_radius=lay.u(6))
    lit = scene.lit_cells()
    for i, place in enumerate(cells):
        draw_cell(scene, surface, place, i in lit)
    preview = scene.line_preview() if own else None
    if preview is not None:
        draw_line(scene, surface, preview)
    if own and scene.tile_in_hand() is not None:
        draw_drop_preview(scene, surface)
    for order, i in enumerate(lit, start=1):
        badge(scene, surface, i, order)
    # Buildings of the line still waiting to work, after the decision in hand.
    waiting = table.waiting if table.to_act == seat else ()
    for order, i in enumerate(waiting, start=len(lit) + 1):
        r, c = divmod(i, SIZE)
        box = lay.cell_rect(r + 1, c + 1).inflate(-4, -4)
        pygame.draw.rect(surface, GLOW, box, max(2, lay.u(3)), border_radius=lay.u(4))
        badge(scene, surface, i, order)


def draw_line(scene: SantaMariaScene, surface: pygame.Surface, line: sm.LinePreview) -> None:
    """The row or column a die would work: the band and the buildings in order."""
    lay = scene.lay
    band = line_band(lay, line)
    veil = pygame.Surface(band.size, pygame.SRCALPHA)
    veil.fill(LINE_TINT)
    surface.blit(veil, band)
    pygame.draw.rect(surface, th.BRASS_LIGHT, band, max(2, lay.u(3)), border_radius=lay.u(4))
    for order, i in enumerate(line.cells, start=1):
        badge(scene, surface, i, order)


def line_band(lay: sl.SantaMariaLayout, line: sm.LinePreview) -> pygame.Rect:
    grid, cell = lay.grid, lay.cell
    if line.colour == "white":
        return pygame.Rect(grid.x + (line.line - 1) * cell, grid.y, cell, grid.height)
    return pygame.Rect(grid.x, grid.y + (line.line - 1) * cell, grid.width, cell)


def draw_drop_preview(scene: SantaMariaScene, surface: pygame.Surface) -> None:
    """The tile in hand under the pointer, in its real squares: green where it may go, red
    (with the reason in the tooltip) where not."""
    lay = scene.lay
    preview = scene.placement_at(scene.app.mouse)
    if preview is None:
        return
    cell = lay.cell
    veil = pygame.Surface((cell - 4, cell - 4), pygame.SRCALPHA)
    veil.fill(LEGAL_TINT if preview.ok else ILLEGAL_TINT)
    for i, sq in preview.cells:
        r, c = divmod(i, SIZE)
        box = lay.cell_rect(r + 1, c + 1).inflate(-4, -4)
        surface.blit(veil, box)
        common.draw_square(scene, surface, box.inflate(-lay.u(8), -lay.u(8)), sq)


def mark_grid(
    scene: SantaMariaScene, surface: pygame.Surface, cells: list[sm.Cell], seat: int
) -> None:
    """The colony's zones and tooltips: cells, the line headers, and where the tile may go."""
    lay, table = scene.lay, scene.table()
    own = seat == scene.own_seat()
    tile = scene.tile_in_hand() if own else None
    rot = scene.rotation()
    for header in table.headers("white") + table.headers("blue"):
        rect = lay.places[header.key]
        if header.actions and own:
            scene.add_zone(surface, rect, header.actions[0], header.tooltip)
        else:
            scene.add_tip(rect, header.tooltip)
    for place in cells:
        rect = lay.places[place.key]
        spots = [a for a in place.actions if a.kind == "place"] if tile is not None else []
        if spots:
            # The current turn if it fits here, else the next turn that does.
            action = min(spots, key=lambda a: (a.args[2] - rot) % 4)
            scene.add_zone(surface, rect, action, place.tooltip)
        elif own and place.actions and place.actions[0].kind == "coins":
            scene.add_zone(surface, rect, place.actions[0], place.tooltip)
        elif tile is None or place.square is not None:
            scene.add_tip(rect, common.space_tip(scene, place))
    if tile is not None:
        preview = scene.placement_at(scene.app.mouse)
        if preview is not None:
            scene.add_tip(lay.cell_rect(preview.row, preview.col), preview.text)
    for order, i in enumerate(table.waiting if table.to_act == seat else ()):
        r, c = divmod(i, SIZE)
        scene.add_tip(
            lay.cell_rect(r + 1, c + 1),
            _("{building} works next (number {number}), once this decision is made").format(
                building=cells[i].label, number=order + 1
            ),
        )


def draw_status(scene: SantaMariaScene, surface: pygame.Surface, own: bool) -> None:
    """Under the colony: the line a die would work and its cost, else what to do now."""
    lay = scene.lay
    area = lay.status
    line = scene.line_preview() if own else None
    if line is None:
        if scene.legal_for_viewer() and own:
            prompt = scene.with_names(scene.table().prompt)
            words(scene, surface, prompt, area, 16, face="italic", colour=th.INK_SOFT, max_lines=2)
        return
    # One line on its dark tag: the type shrinks to its floor before anything is cut.
    pygame.draw.rect(surface, th.WOOD_DARK, area, border_radius=lay.u(6))
    words(
        scene,
        surface,
        line.text,
        area.inflate(-lay.u(16), -lay.u(4)),
        16,
        face="text-bold",
        colour=th.CREAM,
        max_lines=2,
    )


def band_label(scene: SantaMariaScene, surface: pygame.Surface, text: str) -> pygame.Rect:
    """The band's name on its left (the first 124 units); returns the rest of the band."""
    lay = scene.lay
    band = lay.band
    label = pygame.Rect(band.x, band.y, lay.u(124), band.height)
    words(scene, surface, text, label, 15, face="text-bold", colour=th.INK_SOFT, max_lines=3)
    return pygame.Rect(
        label.right + lay.u(6), band.y, band.right - label.right - lay.u(6), band.height
    )


def draw_blue(
    scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable, seat: int
) -> None:
    """The blue dice beside the colony shown (its own, or the common pool)."""
    dice = table.dice("blue:pool:" if table.common_blue else f"blue:{seat}:")
    if table.common_blue:
        heading = _("Blue pool")
    elif seat == scene.own_seat():
        heading = _("Your blue dice")
    else:
        heading = _("{name}'s blue dice").format(name=scene.seat_name(seat))
    rest = band_label(scene, surface, heading)
    if not dice:
        words(
            scene, surface, table.no_blue, rest, 15, face="italic", colour=th.INK_SOFT, max_lines=2
        )
    for k, place in enumerate(dice):
        face, angle = scene.die_face(place.value, k + 3)
        draw_die(surface, scene.lay.places[place.key], face, "blue", angle)


def mark_band(
    scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable, seat: int
) -> None:
    for place in table.dice("blue:pool:" if table.common_blue else f"blue:{seat}:"):
        rect = scene.lay.places[place.key]
        if place.actions:
            scene.add_zone(surface, rect, place.actions[0], place.tooltip)
        else:
            scene.add_tip(rect, common.space_tip(scene, place))
    for store in table.stores(seat):
        rect = scene.lay.places[store.key]
        if store.actions:
            scene.add_zone(surface, rect, store.actions[0], store.tooltip)
        else:
            scene.add_tip(rect, store.tooltip)


def draw_stores(
    scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable, seat: int
) -> None:
    lay = scene.lay
    if seat == scene.own_seat():
        label = _("Your stores (at most {count} each)").format(count=table.storage_limit)
    else:
        label = _("{name}'s stores (at most {count} each)").format(
            name=scene.seat_name(seat), count=table.storage_limit
        )
    words(
        scene,
        surface,
        label,
        lay.stores_label,
        15,
        face="text-bold",
        colour=th.INK_SOFT,
        max_lines=1,
    )
    for store in table.stores(seat):
        spot = lay.places[store.key]
        px = spot.height - 2
        surface.blit(icon(STORE_ICONS[store.what], px, th.WOOD), (spot.x, spot.y + 1))
        num = pygame.Rect(spot.x + px + lay.u(4), spot.y, spot.width - px - lay.u(4), spot.height)
        words(scene, surface, store.value, num, 19, face="text-bold", max_lines=1)


def draw_hand(scene: SantaMariaScene, surface: pygame.Surface, tile: sm.TileShape) -> None:
    """The tile to place, in its real shape and turn, to drag onto the colony."""
    lay = scene.lay
    rest = band_label(scene, surface, _("Your tile"))
    # As large as its longest side turned upright allows (a road's one square stays big).
    extent = max(max(sl.tile_box(tile)), 1)
    px = min(lay.u(34), rest.height // extent)
    slot = pygame.Rect(rest.x, rest.y, px * 3 + lay.u(8), rest.height)
    scene.hand_rect = slot
    hint = pygame.Rect(
        slot.right + lay.u(10), rest.y, rest.right - slot.right - lay.u(10), rest.height
    )
    words(
        scene,
        surface,
        _("Drag it onto your colony; R or right-click turns it"),
        hint,
        15,
        face="italic",
        colour=th.INK_SOFT,
        max_lines=3,
    )
    over_grid = scene.dragging and scene.cell_at(scene.app.mouse) is not None
    if over_grid:
        # Picked up: the preview on the colony shows it; its slot stays outlined.
        pygame.draw.rect(surface, th.WOOD_LIGHT, slot, 1, border_radius=lay.u(4))
        return
    box = slot
    if scene.dragging:
        # While dragged off the colony the tile follows the pointer.
        box = slot.copy()
        box.center = scene.app.mouse
    common.draw_tile(scene, surface, box, tile, px, scene.rotation())


def draw_board_choice(
    scene: SantaMariaScene, surface: pygame.Surface, boards: list[sm.Board], cells: list[sm.Cell]
) -> list[sm.Cell]:
    """Small pictures of the colony boards still to choose; the one under the pointer shows on
    the large grid (returned as the spaces to draw)."""
    lay = scene.lay
    band = lay.band
    px = max(3, (band.height - lay.u(22)) // SIZE)
    width = band.width // max(1, len(boards))
    shown = cells
    for k, board in enumerate(boards):
        mini = pygame.Rect(band.x + k * width, band.y, px * SIZE, px * SIZE)
        for i, place in enumerate(board.cells):
            r, c = divmod(i, SIZE)
            spot = pygame.Rect(mini.x + c * px, mini.y + r * px, px - 1, px - 1)
            colour = th.WOOD_LIGHT if place.square is not None else CELL_COLOURS["empty"]
            pygame.draw.rect(surface, colour, spot)
        name = pygame.Rect(
            band.x + k * width, mini.bottom + 2, width - lay.u(6), band.bottom - mini.bottom - 2
        )
        words(scene, surface, board.label, name, 14, face="text-bold", max_lines=1)
        scene.choice_rects.append((mini, board))
        if mini.collidepoint(scene.app.mouse):
            shown = list(board.cells)
    return shown


def draw_town_halls(
    scene: SantaMariaScene, surface: pygame.Surface, halls: list[sm.HallOffer]
) -> None:
    """The Town Hall tiles on offer, each drawn in its shape with its scholar's name."""
    lay = scene.lay
    band = lay.band
    width = band.width // max(1, len(halls))
    for k, hall in enumerate(halls):
        assert hall.tile is not None
        box = pygame.Rect(band.x + k * width, band.y, width - lay.u(8), band.height)
        pygame.draw.rect(surface, CELL_COLOURS["building"], box, border_radius=lay.u(4))
        shape_box = pygame.Rect(box.x, box.y, box.width, box.height * 3 // 5)
        common.draw_tile(
            scene, surface, shape_box, hall.tile, min(lay.u(26), shape_box.height // 2)
        )
        name = pygame.Rect(
            box.x + 2, shape_box.bottom, box.width - 4, box.bottom - shape_box.bottom
        )
        words(scene, surface, hall.scholar, name, 14, face="text-bold", align="center", max_lines=2)
        scene.choice_rects.append((box, hall))


def draw_colony(
    scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable, seat: int
) -> None:
    """The colony shown, with the band under it (the tile in hand, the set-up choices or the
    blue dice) and its stores; then its zones and tooltips."""
    own = seat == scene.own_seat()
    boards = [p for p in table.of("board") if isinstance(p, sm.Board)] if own else []
    halls = [p for p in table.of("hall") if isinstance(p, sm.HallOffer)] if own else []
    cells = table.colony(seat)
    scene.hand_rect = None
    scene.choice_rects = []
    tile = scene.tile_in_hand() if own else None
    draw_tabs(scene, surface, table)
    if boards:
        cells = draw_board_choice(scene, surface, boards, cells)
    elif halls:
        draw_town_halls(scene, surface, halls)
    elif tile is None:
        draw_blue(scene, surface, table, seat)
    draw_stores(scene, surface, table, seat)
    draw_grid(scene, surface, cells, seat)
    draw_status(scene, surface, own)
    if tile is not None:
        draw_hand(scene, surface, tile)
    mark_tabs(scene)
    mark_grid(scene, surface, cells, seat)
    mark_band(scene, surface, table, seat)
    for rect, choice in scene.choice_rects:
        scene.add_zone(surface, rect, choice.actions[0], choice.tooltip)
    if scene.hand_rect is not None and tile is not None:
        name = tile.name[0].upper() + tile.name[1:]
        scene.add_tip(
            scene.hand_rect,
            _("{tile}. {squares} Drag it onto your colony; R or right-click turns it.").format(
                tile=name, squares=sm.squares_text(tile)
            ),
        )
