"""Santa Maria's colony as the scene draws it: the grid with its number dice, worked and
waiting buildings, a die line's preview, the tile in hand and where it may go, the blue dice,
the stores, and the boards or Town Halls to choose at set-up. Everything comes from the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.games.santa_maria import table as sm
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games import santa_maria_common as common
from anno_desktop.ui.widgets.dice import draw_die

if TYPE_CHECKING:
    from anno_desktop.ui.games.santa_maria import SantaMariaScene

SIZE = sm.SIZE
STORE_ICONS = {
    **common.RES_ICONS,
    "monks": "monk-face",
    "shipments": "galleon",
}
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


def draw_status(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, own: bool
) -> None:
    """Under the colony: the line a die would work and its cost, else what to do now."""
    theme = scene.theme
    line = scene.line_preview() if own else None
    if line is None:
        if scene.legal_for_viewer() and own:
            prompt = scene.with_names(scene.table().prompt)
            theme.draw_text(surface, prompt, area, face="italic", colour=th.INK_SOFT, max_lines=2)
        return
    # One line on its dark tag: the type shrinks to its floor before anything is cut.
    fitted = theme.fit_text(
        line.text, area.width - scene.u(16), area.height, face="text-bold", max_lines=1
    )
    img = theme.text_px(" ".join(fitted.lines), "text-bold", fitted.px, th.CREAM)
    tag = img.get_rect(midleft=(area.x, area.centery)).inflate(scene.u(16), scene.u(8))
    tag.x = area.x
    pygame.draw.rect(surface, th.WOOD_DARK, tag, border_radius=scene.u(6))
    surface.blit(img, img.get_rect(center=tag.center))


def draw_headers(
    scene: SantaMariaScene, surface: pygame.Surface, grid: pygame.Rect, own: bool
) -> None:
    """The number dice above the columns and left of the rows; a line to choose is marked."""
    u, cell = scene.u, scene.cell
    table = scene.table()
    die = u(24)
    for header in table.headers("white"):
        k = header.line - 1
        top = pygame.Rect(grid.x + k * cell + (cell - die) // 2, grid.y - die - u(8), die, die)
        draw_die(surface, top, header.line, "ivory")
        header_spot(scene, surface, top, header, own)
    for header in table.headers("blue"):
        k = header.line - 1
        left = pygame.Rect(grid.x - die - u(10), grid.y + k * cell + (cell - die) // 2, die, die)
        draw_die(surface, left, header.line, "blue")
        header_spot(scene, surface, left, header, own)


def header_spot(
    scene: SantaMariaScene, surface: pygame.Surface, spot: pygame.Rect, header: sm.Header, own: bool
) -> None:
    if header.actions and own:
        scene.add_zone(surface, spot, header.actions[0], header.tooltip)
    else:
        scene.add_tip(spot, header.tooltip)


def draw_grid(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    grid: pygame.Rect,
    cells: list[sm.Cell],
    own: bool,
    seat: int,
) -> None:
    u = scene.u
    cell = scene.cell
    table = scene.table()
    preview_line = scene.line_preview() if own else None
    draw_headers(scene, surface, grid, own)
    pygame.draw.rect(surface, th.WOOD, grid.inflate(u(8), u(8)), border_radius=u(6))
    lit = scene._lit_cells(own)
    tile = scene.tile_in_hand() if own else None
    for i, place in enumerate(cells):
        draw_cell(scene, surface, grid, i, place, i in lit, tile is not None, own)
    if preview_line is not None:
        draw_line(scene, surface, grid, preview_line)
    if tile is not None:
        draw_place_marks(scene, surface, grid, tile, cells)
    for order, i in enumerate(lit, start=1):
        r, c = divmod(i, SIZE)
        badge(scene, surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
    # Buildings of the line still waiting to work, after the decision in hand.
    waiting = table.waiting if table.to_act == seat else ()
    for order, i in enumerate(waiting, start=len(lit) + 1):
        r, c = divmod(i, SIZE)
        box = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-4, -4)
        pygame.draw.rect(surface, GLOW, box, max(2, u(3)), border_radius=u(4))
        badge(scene, surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
        scene.add_tip(box, f"{cells[i].label} works next, once this decision is made")


def draw_cell(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    grid: pygame.Rect,
    i: int,
    place: sm.Cell,
    lit: bool,
    placing: bool,
    own: bool,
) -> None:
    u, theme, cell = scene.u, scene.theme, scene.cell
    r, c = divmod(i, SIZE)
    box = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell).inflate(-2, -2)
    sq = place.square
    kind = "empty" if sq is None else "road" if sq.road else "building"
    colour = CELL_COLOURS["printed" if place.printed and kind == "building" else kind]
    if sq is not None and not place.printed:
        # A placed tile lies on the board: a shadow and a raised, lighter face.
        pygame.draw.rect(surface, CELL_COLOURS["empty"], box, border_radius=u(4))
        face = box.inflate(-u(4), -u(4)).move(-u(1), -u(1))
        pygame.draw.rect(surface, (130, 98, 64), face.move(u(2), u(3)), border_radius=u(4))
        pygame.draw.rect(surface, colour, face, border_radius=u(4))
    else:
        pygame.draw.rect(surface, colour, box, border_radius=u(4))
    if lit:
        pygame.draw.rect(surface, GLOW, box, border_radius=u(4))
    if sq is None:
        if not placing:
            scene.add_tip(box, place.tooltip)
        return
    img = icon(common.square_icon(sq), int(cell * 0.56), th.WOOD_DARK)
    surface.blit(img, img.get_rect(center=box.center))
    if sq.road:
        count = theme.text(str(sq.colonists), "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(count, (box.right - count.get_width() - u(4), box.y + u(2)))
    if place.worked:
        dot = pygame.Rect(0, 0, cell // 3, cell // 3)
        dot.bottomright = (box.right - u(3), box.bottom - u(3))
        draw_die(surface, dot, 1, "ivory")
    if place.actions and own and place.actions[0].kind == "coins":
        scene.add_zone(surface, box, place.actions[0], place.tooltip)
    else:
        scene.add_tip(box, common.space_tip(scene, place))


def badge(
    scene: SantaMariaScene, surface: pygame.Surface, center: tuple[int, int], number: int
) -> None:
    u = scene.u
    pygame.draw.circle(surface, th.WOOD_DARK, center, u(10))
    img = scene.theme.text(str(number), "text-bold", th.SIZE_SMALL, th.CREAM)
    surface.blit(img, img.get_rect(center=center))


def draw_line(
    scene: SantaMariaScene, surface: pygame.Surface, grid: pygame.Rect, line: sm.LinePreview
) -> None:
    """The row or column a die would work: the band, the buildings in order, the cost."""
    u, cell = scene.u, scene.cell
    value = line.line
    if line.colour == "white":
        band = pygame.Rect(grid.x + (value - 1) * cell, grid.y, cell, grid.height)
    else:
        band = pygame.Rect(grid.x, grid.y + (value - 1) * cell, grid.width, cell)
    veil = pygame.Surface(band.size, pygame.SRCALPHA)
    veil.fill(LINE_TINT)
    surface.blit(veil, band)
    pygame.draw.rect(surface, th.BRASS_LIGHT, band, max(2, u(3)), border_radius=u(4))
    for order, i in enumerate(line.cells, start=1):
        r, c = divmod(i, SIZE)
        badge(scene, surface, (grid.x + c * cell + u(12), grid.y + r * cell + u(12)), order)
    what = "Column" if line.colour == "white" else "Row"
    scene.add_tip(band, f"{what} {value}: the buildings light up in this order")


def draw_place_marks(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    grid: pygame.Rect,
    tile: sm.TileShape,
    cells: list[sm.Cell],
) -> None:
    """Where the tile can go (brass outlines), and the preview under the pointer."""
    cell = scene.cell
    rot = scene.rotation()
    for place in cells:
        options = [a for a in place.actions if a.kind == "place"]
        if not options:
            continue
        r, c = place.row, place.col
        box = pygame.Rect(grid.x + (c - 1) * cell, grid.y + (r - 1) * cell, cell, cell).inflate(
            -2, -2
        )
        # The current turn if it fits here, else the next turn that does.
        action = min(options, key=lambda a: (a.args[2] - rot) % 4)
        scene.add_zone(surface, box, action, place.tooltip)
    preview = scene.placement_at(scene.app.mouse)
    if preview is None:
        return
    veil = pygame.Surface((cell - 4, cell - 4), pygame.SRCALPHA)
    veil.fill(LEGAL_TINT if preview.ok else ILLEGAL_TINT)
    for i, sq in preview.cells:
        r, c = divmod(i, SIZE)
        box = pygame.Rect(grid.x + c * cell + 2, grid.y + r * cell + 2, cell - 4, cell - 4)
        surface.blit(veil, box)
        img = icon(common.square_icon(sq), int(cell * 0.5), th.CREAM)
        surface.blit(img, img.get_rect(center=box.center))
    row, col = preview.row, preview.col
    anchor = pygame.Rect(grid.x + (col - 1) * cell, grid.y + (row - 1) * cell, cell, cell)
    scene.add_tip(anchor, preview.text)


def draw_board_choice(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    area: pygame.Rect,
    boards: list[sm.Board],
    cells: list[sm.Cell],
) -> list[sm.Cell]:
    """Small pictures of the colony boards still to choose; the one under the pointer
    shows on the large grid (returned as the spaces to draw)."""
    u, theme = scene.u, scene.theme
    px = max(4, (area.height - u(8)) // SIZE)
    x = area.x
    shown = cells
    for board in boards:
        mini = pygame.Rect(x, area.y, px * SIZE, px * SIZE)
        for i, place in enumerate(board.cells):
            r, c = divmod(i, SIZE)
            spot = pygame.Rect(mini.x + c * px, mini.y + r * px, px - 1, px - 1)
            built = place.square is not None
            colour = th.WOOD_LIGHT if built else CELL_COLOURS["empty"]
            pygame.draw.rect(surface, colour, spot)
        scene.add_zone(surface, mini, board.actions[0], board.tooltip)
        name = theme.text(board.label, "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(name, (mini.right + u(6), mini.y))
        if mini.collidepoint(scene.app.mouse):
            shown = list(board.cells)
        x = mini.right + name.get_width() + u(20)
    return shown


def draw_town_halls(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, halls: list[sm.HallOffer]
) -> None:
    """The Town Hall tiles on offer, each with the scholar that comes with it."""
    u, theme = scene.u, scene.theme
    px = u(26)
    x, y = area.x, area.y
    for hall in halls:
        tile = hall.tile
        assert tile is not None
        name = theme.text(hall.scholar, "text-bold", th.SIZE_SMALL, th.INK)
        width = len(tile.squares) * (px + u(2)) + u(10) + name.get_width()
        if x + width > area.right:
            x, y = area.x, y + px + u(10)
        box = pygame.Rect(x, y, width, px + u(4))
        pygame.draw.rect(surface, CELL_COLOURS["building"], box, border_radius=u(4))
        for k, sq in enumerate(tile.squares):
            img = icon(common.square_icon(sq), px - u(4), th.WOOD_DARK)
            surface.blit(img, (box.x + u(4) + k * (px + u(2)), box.y + u(4)))
        surface.blit(
            name, (box.right - name.get_width() - u(4), box.centery - name.get_height() // 2)
        )
        scene.add_zone(surface, box, hall.actions[0], hall.tooltip)
        x = box.right + u(12)


def draw_blue(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    area: pygame.Rect,
    table: sm.SantaMariaTable,
    seat: int,
) -> None:
    """The blue dice beside the colony shown (its own, or the common pool)."""
    u, theme = scene.u, scene.theme
    dice = table.dice("blue:pool:" if table.common_blue else f"blue:{seat}:")
    die = u(34)
    y = area.y + u(4)
    whose = "Your" if seat == scene.own_seat() else f"{scene.seat_name(seat)}'s"
    name = "Blue pool" if table.common_blue else f"{whose} blue dice"
    img = theme.text(name, "text-bold", th.SIZE_SMALL, th.INK_SOFT)
    surface.blit(img, (area.x, y + (die - img.get_height()) // 2))
    x = area.x + img.get_width() + u(12)
    if not dice:
        none = theme.text(table.no_blue, "italic", th.SIZE_BODY, th.INK_SOFT)
        surface.blit(none, (x, y + (die - none.get_height()) // 2))
    for k, place in enumerate(dice):
        spot = pygame.Rect(x, y, die, die)
        face, angle = scene.die_face(place.value, k + 3)
        draw_die(surface, spot, face, "blue", angle)
        scene.die_spot(surface, spot, place)
        x += die + u(8)


def draw_stores(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    x0: int,
    y: int,
    width: int,
    stores: list[sm.Store],
) -> int:
    u, theme = scene.u, scene.theme
    px = u(22)
    col_w = width // 5
    for index, store in enumerate(stores):
        x = x0 + (index % 5) * col_w
        top = y + (index // 5) * (px + u(8))
        surface.blit(icon(STORE_ICONS[store.what], px, th.WOOD), (x, top))
        num = theme.text(store.value, "text-bold", th.SIZE_LABEL, th.INK)
        surface.blit(num, (x + px + u(5), top + (px - num.get_height()) // 2))
        spot = pygame.Rect(x, top, col_w - u(4), px)
        if store.actions:
            scene.add_zone(surface, spot, store.actions[0], store.tooltip)
        else:
            scene.add_tip(spot, store.tooltip)
    return y + 2 * (px + u(8))


def draw_hand(scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The tile to place, to drag onto the colony, with how to turn it."""
    tile = scene.tile_in_hand()
    assert tile is not None
    u, theme = scene.u, scene.theme
    offsets = tile.offsets[scene.rotation()]
    min_r = min(r for r, _ in offsets)
    min_c = min(c for _, c in offsets)
    rows = max(r for r, _ in offsets) - min_r + 1
    # A turned tile stands upright: it shrinks to stay inside its band.
    px = min(u(34), area.height // rows)
    text = theme.text("Your tile", "text-bold", th.SIZE_BODY, th.INK)
    surface.blit(text, (area.x, area.y + (px - text.get_height()) // 2))
    width = (max(c for _, c in offsets) - min_c + 1) * px
    height = rows * px
    hand = pygame.Rect(area.x + text.get_width() + u(12), area.y, width, height)
    scene.hand_rect = hand
    held = scene.dragging and scene.cell_at(scene.app.mouse) is None
    over_grid = scene.dragging and not held
    for (r, c), sq in zip(offsets, tile.squares, strict=True):
        box = pygame.Rect(hand.x + (c - min_c) * px, hand.y + (r - min_r) * px, px - 2, px - 2)
        if over_grid:
            # Picked up: the preview on the colony shows it; its slot stays outlined.
            pygame.draw.rect(surface, th.WOOD_LIGHT, box, 1, border_radius=u(4))
            continue
        if held:
            # While dragged off the colony the tile follows the pointer.
            box.move_ip(
                scene.app.mouse[0] - hand.x - px // 2, scene.app.mouse[1] - hand.y - px // 2
            )
        pygame.draw.rect(surface, th.BRASS_LIGHT, box, border_radius=u(4))
        pygame.draw.rect(surface, th.WOOD, box, 1, border_radius=u(4))
        img = icon(common.square_icon(sq), px - u(10), th.WOOD_DARK)
        surface.blit(img, img.get_rect(center=box.center))
    name = tile.name[0].upper() + tile.name[1:]
    scene.add_tip(hand, f"{name}. Drag it onto your colony; R or right-click turns it.")
    x = hand.right + u(16)
    lines = theme.wrap(
        "Drag it onto your colony; R or right-click turns it",
        "italic",
        th.SIZE_BODY,
        area.right - x,
    )
    y = area.y
    for line in lines[:3]:
        img = theme.text(line, "italic", th.SIZE_BODY, th.INK_SOFT)
        surface.blit(img, (x, y))
        y += img.get_height()


def draw_below(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    under: pygame.Rect,
    table: sm.SantaMariaTable,
    seat: int,
) -> None:
    """Under the grid (`under` is its bottom edge, as wide as the colony): the prompt or a die
    line's summary, then the tile in hand, the set-up choices or the blue dice, then the stores;
    last the grid itself, which a hovered board choice replaces."""
    u, theme = scene.u, scene.theme
    own = seat == scene.own_seat()
    left, colony_w = under.x, under.width
    band = pygame.Rect(left, under.y + u(46), colony_w, u(76))
    boards = [p for p in table.of("board") if isinstance(p, sm.Board)] if own else []
    halls = [p for p in table.of("hall") if isinstance(p, sm.HallOffer)] if own else []
    cells = table.colony(seat)
    scene.hand_rect = None
    if scene.tile_in_hand() is not None and own:
        draw_hand(scene, surface, band)
    elif boards:
        cells = draw_board_choice(scene, surface, band, boards, cells)
    elif halls:
        draw_town_halls(scene, surface, band, halls)
    else:
        draw_blue(scene, surface, band, table, seat)
    if scene.hand_rect is None and not boards and not halls:
        whose = "Your" if own else f"{scene.seat_name(seat)}'s"
        goods = theme.text(
            f"{whose} stores (at most {table.storage_limit} of each good)",
            "text-bold",
            th.SIZE_SMALL,
            th.INK_SOFT,
        )
        surface.blit(goods, (left, band.bottom - goods.get_height() - u(4)))
    draw_stores(scene, surface, left, band.bottom, colony_w, table.stores(seat))
    draw_grid(scene, surface, scene.grid_rect, cells, own, seat)
    draw_status(scene, surface, pygame.Rect(left, under.y + u(6), colony_w, u(38)), own)
