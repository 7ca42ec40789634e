"""Where everything of Santa Maria's table goes, as named rects: a pure step from the board's
inner rect, the UI scale and the table model. Drawing and click zones both read it.

The table is composed in layout units (the colony on the left, the common board on the right)
and scaled as a whole to the room there is, so a bigger window makes the board and its type
bigger, not the margins.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from anno_desktop.games.santa_maria import table as sm

SIZE = sm.SIZE
# The composition, in layout units.
BASE_W = 860
LEFT_W = 400
RIGHT_X = 424
RIGHT_W = BASE_W - RIGHT_X
LABEL_W = 36  # the icons naming the common board's rows
TAB_H = 40
HEAD_DIE = 24
CELL = 60
GRID_X = HEAD_DIE + 14
GRID_Y = TAB_H + HEAD_DIE + 18
STATUS_H = 44
BAND_H = 74
STORE_ROW = 30
WHITE_DIE = 32
TILE_SQ = 28
TILE_PAD = 5
RIVAL_H = 46
# The common board's rows: key, height.
ROWS = (("religion", 30), ("conquest", 30), ("monk", 42), ("dock", 48), ("retire", 40))
GAP = 8


@dataclass(frozen=True)
class SantaMariaLayout:
    """Named rects in pixels; `unit` is pixels per layout unit, `places` holds the rect of each
    place of the table model by its key."""

    unit: float
    area: pygame.Rect
    tabs: tuple[pygame.Rect, ...]
    grid: pygame.Rect
    cell: int
    status: pygame.Rect
    band: pygame.Rect
    stores_label: pygame.Rect
    year: pygame.Rect
    start: pygame.Rect
    labels: dict[str, pygame.Rect]
    places: dict[str, pygame.Rect] = field(default_factory=dict)

    def u(self, units: float) -> int:
        return max(1, round(units * self.unit))

    def text_size(self, size: float, scale: float) -> float:
        """A theme text size that draws at `size` layout units (the theme multiplies by scale)."""
        return size * self.unit / scale

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        c = self.cell
        return pygame.Rect(self.grid.x + (col - 1) * c, self.grid.y + (row - 1) * c, c, c)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.grid.collidepoint(pos):
            return None
        return (pos[1] - self.grid.y) // self.cell + 1, (pos[0] - self.grid.x) // self.cell + 1


class _Units:
    """Layout units to pixels, from an origin."""

    def __init__(self, x: int, y: int, unit: float) -> None:
        self.x, self.y, self.unit = x, y, unit

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.x + round(x * self.unit), self.y + round(y * self.unit)
        right, bottom = self.x + round((x + w) * self.unit), self.y + round((y + h) * self.unit)
        return pygame.Rect(left, top, right - left, bottom - top)


def per_row(width: float, item: float, gap: float) -> int:
    return max(1, int((width + gap) // (item + gap)))


def tile_box(shape: sm.TileShape) -> tuple[int, int]:
    """A tile's columns and rows as the display shows it (unturned)."""
    offsets = shape.offsets[0]
    cols = max(c for _, c in offsets) - min(c for _, c in offsets) + 1
    rows = max(r for r, _ in offsets) - min(r for r, _ in offsets) + 1
    return cols, rows


def tile_squares(box: pygame.Rect, shape: sm.TileShape, turn: int, px: int) -> list[pygame.Rect]:
    """The squares of a tile of `px` squares drawn in its real shape, centred in `box`."""
    offsets = shape.offsets[turn]
    min_r, min_c = min(r for r, _ in offsets), min(c for _, c in offsets)
    cols = max(c for _, c in offsets) - min_c + 1
    rows = max(r for r, _ in offsets) - min_r + 1
    x0 = box.centerx - cols * px // 2
    y0 = box.centery - rows * px // 2
    return [pygame.Rect(x0 + (c - min_c) * px, y0 + (r - min_r) * px, px, px) for r, c in offsets]


def _offer_rows(offers: list[sm.Offer]) -> list[list[tuple[sm.Offer, float]]]:
    """The tiles on display flowed into rows, each with its width in units."""
    room = RIGHT_W - LABEL_W
    rows: list[list[tuple[sm.Offer, float]]] = [[]]
    used = 0.0
    for offer in offers:
        assert offer.tile is not None
        cols, _ = tile_box(offer.tile)
        width = cols * TILE_SQ + 2 * TILE_PAD
        if rows[-1] and used + width > room:
            rows.append([])
            used = 0.0
        rows[-1].append((offer, width))
        used += width + 6
    return rows


def _right_height(table: sm.SantaMariaTable, columns: int = 2) -> float:
    white = len(table.dice("white:"))
    white_rows = -(-max(1, white) // per_row(RIGHT_W - LABEL_W, WHITE_DIE, 5))
    tiles = len(_offer_rows(table.offers())) if table.offers() else 1
    y = 34 + sum(h + GAP for _, h in ROWS)
    y += white_rows * (WHITE_DIE + 5) + GAP
    y += tiles * (2 * TILE_SQ + 2 * TILE_PAD + 4) + GAP
    return y + -(-table.players // columns) * (RIVAL_H + 6)


def layout(area: pygame.Rect, table: sm.SantaMariaTable, shown: int) -> SantaMariaLayout:
    """Every rect of the table drawn in `area` with the colony of seat `shown`."""
    left_h = GRID_Y + SIZE * CELL + STATUS_H + BAND_H + 22 + 2 * STORE_ROW
    height = max(left_h, _right_height(table))
    # A board taller than the composition gives the names room instead of leaving it empty
    # below: taller tabs, and the colonies' strips one under the other at full width.
    stretch = min(1.5, max(1.0, area.height * BASE_W / (area.width * height)))
    tab_h = TAB_H * stretch
    columns = 1 if stretch >= 1.15 else 2
    grid_y = GRID_Y + tab_h - TAB_H
    height = max(left_h + tab_h - TAB_H, _right_height(table, columns))
    unit = min(area.width / BASE_W, area.height / height)
    at = _Units(area.x, area.y, unit)
    n = table.players
    tabs = tuple(at.rect(k * LEFT_W / n, 0, LEFT_W / n - 4, tab_h) for k in range(n))
    grid = at.rect(GRID_X, grid_y, SIZE * CELL, SIZE * CELL)
    cell = grid.width // SIZE
    grid.size = (cell * SIZE, cell * SIZE)
    y = grid_y + SIZE * CELL + 6
    status = at.rect(0, y, LEFT_W, STATUS_H - 6)
    band = at.rect(0, y + STATUS_H, LEFT_W, BAND_H)
    y += STATUS_H + BAND_H
    lay = SantaMariaLayout(
        unit=unit,
        area=area,
        tabs=tabs,
        grid=grid,
        cell=cell,
        status=status,
        band=band,
        stores_label=at.rect(0, y, LEFT_W, 20),
        year=at.rect(RIGHT_X, 0, RIGHT_W - 150, 30),
        start=at.rect(RIGHT_X + RIGHT_W - 144, 0, 144, 30),
        labels={},
    )
    _colony_places(lay, at, table, shown, y + 22)
    _common_places(lay, at, table, columns)
    return lay


def _colony_places(
    lay: SantaMariaLayout, at: _Units, table: sm.SantaMariaTable, shown: int, stores_y: float
) -> None:
    places = lay.places
    cell = lay.cell
    die = lay.u(HEAD_DIE)
    for k in range(1, SIZE + 1):
        x = lay.grid.x + (k - 1) * cell + (cell - die) // 2
        places[f"column:{k}"] = pygame.Rect(x, lay.grid.y - die - lay.u(10), die, die)
        y = lay.grid.y + (k - 1) * cell + (cell - die) // 2
        places[f"row:{k}"] = pygame.Rect(lay.grid.x - die - lay.u(10), y, die, die)
    for place in table.colony(shown):
        places[place.key] = lay.cell_rect(place.row, place.col).inflate(-2, -2)
    for k, store in enumerate(table.stores(shown)):
        spot = at.rect((k % 5) * LEFT_W / 5, stores_y + (k // 5) * STORE_ROW, LEFT_W / 5 - 6, 26)
        places[store.key] = spot
    prefix = "blue:pool:" if table.common_blue else f"blue:{shown}:"
    dice = table.dice(prefix)
    room = LEFT_W - 130
    size = min(34.0, (room + 6) / max(1, len(dice)) - 6) if len(dice) > 8 else 34.0
    across = per_row(room, size, 6)
    band_y = (lay.band.y - at.y) / lay.unit
    rows = -(-len(dice) // across) if dice else 1
    top = band_y + (BAND_H - rows * (size + 4)) / 2
    for k, die_place in enumerate(dice):
        x = 130 + (k % across) * (size + 6)
        y = top + (k // across) * (size + 4)
        places[die_place.key] = at.rect(x, y, size, size)


def _common_places(
    lay: SantaMariaLayout, at: _Units, table: sm.SantaMariaTable, columns: int
) -> None:
    places, labels = lay.places, lay.labels
    x0, room = RIGHT_X + LABEL_W, RIGHT_W - LABEL_W
    y = 34.0
    for key, h in ROWS:
        labels[key] = at.rect(RIGHT_X, y + (h - 26) / 2, 26, 26)
        spaces = table.spaces(key)
        kinds = [s.what for s in spaces]
        groups = len({*kinds}) if key == "monk" else 1
        gap = 6 if key in ("monk", "dock", "retire") else 2
        # The monk spaces come in three kinds, parted by a wider gap.
        w = (room - (groups - 1) * 8) / max(1, len(spaces))
        shift = 0.0
        for k, space in enumerate(spaces):
            if key == "monk" and k and space.what != spaces[k - 1].what:
                shift += 8
            places[space.key] = at.rect(x0 + k * w + shift, y, w - gap, h)
        y += h + GAP
    labels["white"] = at.rect(RIGHT_X, y + 3, 26, 26)
    across = per_row(room, WHITE_DIE, 5)
    whites = table.dice("white:")
    for k, die in enumerate(whites):
        dx, dy = (k % across) * (WHITE_DIE + 5), (k // across) * (WHITE_DIE + 5)
        places[die.key] = at.rect(x0 + dx, y + dy, WHITE_DIE, WHITE_DIE)
    places["white:none"] = at.rect(x0, y, room, WHITE_DIE)
    y += -(-max(1, len(whites)) // across) * (WHITE_DIE + 5) + GAP
    labels["tile"] = at.rect(RIGHT_X, y + 8, 26, 26)
    tile_h = 2 * TILE_SQ + 2 * TILE_PAD
    rows = _offer_rows(table.offers())
    for row in rows:
        x = float(x0)
        for offer, width in row:
            places[offer.key] = at.rect(x, y, width, tile_h)
            x += width + 6
        y += tile_h + 4
    y += GAP if rows[0] else tile_h + 4 + GAP
    half = (RIGHT_W - 6 * (columns - 1)) / columns
    for k, rival in enumerate(table.rivals()):
        x = RIGHT_X + (k % columns) * (half + 6)
        places[rival.key] = at.rect(x, y + (k // columns) * (RIVAL_H + 6), half, RIVAL_H)
