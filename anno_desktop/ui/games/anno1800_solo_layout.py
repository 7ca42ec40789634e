"""Where everything of the Anno 1800 solo table goes, as named rects: a pure step from the window
size, the UI scale, the table model and the scroll positions (testable headless). Drawing and
the click zones both read it; nothing is placed while drawing.

The board is composed in board units and drawn with a theme of its own scale: the UI scale
where the board has room for it, less where a small window cannot hold it, so a bigger window
makes the board, its cards and its type bigger, not its margins. The column of choices beside
the board is narrower than the other games' (this game's actions sit in the board's own bar),
so the board gets the room.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.table import Place, Table
from anno_desktop.games.anno1800_solo.table import CardPlace, TilePlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.games.anno1800_solo_art import ISLAND_LINES
from anno_desktop.ui.games.anno1800_solo_cards import HandGrid, grid_boxes, hand_grid
from anno_desktop.ui.games.anno1800_solo_payment import PayLayout, is_paying, pay_layout
from anno_desktop.ui.scenes.table_chrome import SIDE_COLUMN, TableLayout, table_layout

# The least room, in board units, the board's composition is drawn for.
BOARD_W, BOARD_H = 700, 520
BAR_UNITS = 46
TWO_ROW_UNITS = 52  # the bar in two rows
SIDE_SHARE = 0.3  # the column of choices takes at most this share of the window's width
HINT_UNITS = 92  # the Hint button beside the choices' title (table_chrome's)
TITLES = (N_("Your choices"), N_("The game is over"))
COUNTER_ROWS = (("stack", "gold"), ("tokens:trade", "tokens:expl"), ("old_world", "new_world"))
ICON_UNITS = 22
DISTRICT_UNITS = 26
BAR_TYPE = th.SIZE_SMALL - 2  # the names on the action bar's buttons
BRIEFING = N_("Briefing")
CHIP_UNITS = 215  # the narrowest a blueprint gets: "Clockmaker's workshop" on one line


@dataclass(frozen=True)
class SoloLayout:
    """Named rects of the board in pixels: the five areas, and `rects` by place key (plus
    "briefing", "head:<area>" and "marks:<area>"); `unit` is the board theme's scale."""

    unit: float
    bar: pygame.Rect
    islands: pygame.Rect
    blueprints: pygame.Rect
    column: pygame.Rect
    hand: pygame.Rect
    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    hand_grid: HandGrid | None = None
    blueprint_row: int = 0
    blueprint_rows: int = 0
    blueprint_shown: int = 0
    pay: PayLayout | None = None

    def rect(self, key: str) -> pygame.Rect | None:
        return self.rects.get(key)


# -- the frame around the board -------------------------------------------------------------------


def side_width(theme: th.Theme, width: int) -> int:
    """The column of choices: as the other games' where the window is wide, else a share of
    it, never narrower than its title and the Hint button need."""
    u = theme.u
    font = theme.font("display-bold", th.SIZE_LABEL + 3)
    title = max(font.size(_(text))[0] for text in TITLES)
    least = title + u(HINT_UNITS) + 2 * u(19) + u(8)
    return max(least, min(u(SIDE_COLUMN), int(width * SIDE_SHARE)))


def chrome(theme: th.Theme, width: int, height: int, title: str) -> TableLayout:
    """The shared table frame with the narrower column: the board grows by what it gives up."""
    base = table_layout(theme, width, height, title)
    give = base.action_panel.width - side_width(theme, width)
    if give <= 0:
        return base

    def narrowed(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.x + give, rect.y, rect.width - give, rect.height)

    board = base.board.copy()
    board.width += give
    return dataclasses.replace(
        base,
        board=board,
        action_panel=narrowed(base.action_panel),
        log_panel=narrowed(base.log_panel),
        action_title=narrowed(base.action_title),
        actions=narrowed(base.actions),
        log_title=narrowed(base.log_title),
        log=narrowed(base.log),
    )


def board_unit(theme: th.Theme, inner: pygame.Rect) -> float:
    """The board's scale: the UI's where `inner` holds the composition at it, less where it
    cannot, never so small that the smallest type would be drawn bigger than its box."""
    fit = min(inner.width / BOARD_W, inner.height / BOARD_H)
    least = theme.min_px / th.SIZE_SMALL
    return round(max(least, min(theme.scale, fit)), 3)


# -- the board ------------------------------------------------------------------------------------


def solo_layout(
    theme: th.Theme, inner: pygame.Rect, table: Table, hand_row: int = 0, blueprint_row: int = 0
) -> SoloLayout:
    """Every rect of the board inside `inner`, for `theme` at the board's scale: the bar on
    top, the islands over the blueprints on the left, the column over the hand on the right."""
    u = theme.u
    rects: dict[str, pygame.Rect] = {}
    bar = pygame.Rect(inner.x, inner.y, inner.width, u(BAR_UNITS))
    bar = _bar_rects(theme, bar, [p for p in table.places if p.kind == "bar"], rects)
    body = pygame.Rect(inner.x, bar.bottom + u(8), inner.width, inner.bottom - bar.bottom - u(8))
    side_w = int(body.width * 0.45)
    left = pygame.Rect(body.x, body.y, body.width - side_w - u(14), body.height)
    islands = pygame.Rect(left.x, left.y, left.width, int(left.height * 0.42))
    blueprints = pygame.Rect(
        left.x, islands.bottom + u(8), left.width, left.bottom - islands.bottom - u(8)
    )
    _island_rects(theme, islands, table, rects)
    rows = _blueprint_rects(theme, blueprints, table, blueprint_row, rects)
    side = pygame.Rect(left.right + u(14), body.y, side_w, body.height)
    if is_paying(table):
        # The pay step: its panel takes the column's and the hand's place.
        pay = pay_layout(theme, side, table)
        rects.update(pay.rects)
        return SoloLayout(
            theme.scale, bar, islands, blueprints, side, side, rects, None, *rows, pay
        )
    column_h = min(column_height(theme, side.width, table), side.height * 2 // 3)
    column = pygame.Rect(side.x, side.y, side.width, column_h)
    _column_rects(theme, column, table, rects)
    hand = pygame.Rect(side.x, column.bottom + u(6), side.width, side.bottom - column.bottom - u(6))
    grid = _hand_rects(theme, hand, table, hand_row, rects)
    return SoloLayout(theme.scale, bar, islands, blueprints, column, hand, rects, grid, *rows)


def _bar_rects(
    theme: th.Theme, bar: pygame.Rect, places: list[Place], rects: dict[str, pygame.Rect]
) -> pygame.Rect:
    """One button per bar place, then Briefing: in one row, each as wide as its name needs
    under its icon, where every name fits so; else in two rows (a little taller together),
    the icon beside the name, so a narrow board still names every action (the room a row has
    left is shared out). The bar's rect is returned."""
    u = theme.u
    gap = u(5)
    font = theme.font("text", BAR_TYPE)
    labels = [(p.key, font.size(p.label)[0]) for p in places]
    labels.append(("briefing", font.size(_(BRIEFING))[0]))
    one_row = [(key, max(u(40), w + u(8))) for key, w in labels]
    if _bar_row(one_row, bar, gap, rects, u(150)):
        return bar
    bar = pygame.Rect(bar.x, bar.y, bar.width, u(TWO_ROW_UNITS))
    height = (bar.height - gap) // 2
    icon_px = height - u(4)
    beside = [(key, w + icon_px + u(15)) for key, w in labels]
    half = -(-len(beside) // 2)
    for row, part in enumerate((beside[:half], beside[half:])):
        box = pygame.Rect(bar.x, bar.y + row * (height + gap), bar.width, height)
        if not _bar_row(part, box, gap, rects, u(150)):
            # Too narrow even so: equal buttons, the names that do not fit left to the icons.
            _bar_row([(key, 0) for key, _ in part], box, gap, rects, u(150), fit=False)
    return bar


def _bar_row(
    needs: list[tuple[str, int]],
    row: pygame.Rect,
    gap: int,
    rects: dict[str, pygame.Rect],
    cap: int,
    fit: bool = True,
) -> bool:
    """Buttons side by side in `row`, each its need plus a share of the room left (at most
    `cap` wide); False, nothing placed, where the needs do not fit and `fit` is asked."""
    free = row.width - gap * (len(needs) - 1) - sum(need for _, need in needs)
    if free < 0 and fit:
        return False
    extra = free // len(needs)
    x = row.x
    for key, need in needs:
        width = max(need, min(cap, need + extra))
        rects[key] = pygame.Rect(x, row.y, width, row.height)
        x += width + gap
    return True


def head_height(theme: th.Theme) -> int:
    return theme.font("display-bold", th.SIZE_BODY).get_linesize()


def _island_rects(
    theme: th.Theme, area: pygame.Rect, table: Table, rects: dict[str, pygame.Rect]
) -> None:
    """Each island's name over its grid of spaces (four lines: land, land, coast, sea)."""
    u = theme.u
    spaces = [p for p in table.places if isinstance(p, TilePlace) and p.kind == "space"]
    islands = [p for p in table.places if p.kind == "island"]
    columns = [
        max((p.col for p in spaces if p.island == k), default=0) + 1 for k in range(len(islands))
    ]
    gap = u(10)
    cell_w = (area.width - gap * (len(islands) - 1)) // max(1, sum(columns))
    head_h = head_height(theme)
    cell_h = (area.height - head_h - u(4)) // ISLAND_LINES
    x = area.x
    for k, island in enumerate(islands):
        width = columns[k] * cell_w
        rects[island.key] = pygame.Rect(x, area.y, width, head_h)
        top = area.y + head_h + u(2)
        for place in (p for p in spaces if p.island == k):
            cell = pygame.Rect(x + place.col * cell_w, top + place.line * cell_h, cell_w, cell_h)
            rects[place.key] = cell.inflate(-u(4), -u(4))
        x += width + gap


def chip_height(theme: th.Theme) -> int:
    """A blueprint: its name on one line over its costs' icons."""
    u = theme.u
    return theme.font("text-bold", th.SIZE_SMALL).get_linesize() + u(16) + u(6)


def _blueprint_rects(
    theme: th.Theme,
    area: pygame.Rect,
    table: Table,
    first_row: int,
    rects: dict[str, pygame.Rect],
) -> tuple[int, int, int]:
    """The blueprints in the rule data's order, row by row, as many rows as fit; the grid
    scrolls by rows when there are more. Returns the first row shown, the rows in all and the
    rows shown."""
    u = theme.u
    tiles = [p for p in table.places if p.kind == "blueprint"]
    head = pygame.Rect(area.x, area.y, area.width, head_height(theme))
    gap = u(4)
    cols = max(2, min(4, (area.width + gap) // (u(CHIP_UNITS) + gap)))
    chip_w = (area.width - (cols - 1) * gap) // cols
    top = head.bottom + u(4)
    room = area.bottom - top
    chip_h = chip_height(theme)
    total = max(1, -(-len(tiles) // cols))
    shown = max(1, (room + gap) // (chip_h + gap))
    if total <= shown:
        chip_h = min(u(58), (room + gap) // total - gap)
    first = max(0, min(first_row, total - shown))
    if total > shown:
        rects["marks:blueprints"] = pygame.Rect(head.right - u(36), head.y, u(36), head.height)
        head.width -= u(40)
    rects["head:blueprints"] = head
    for index, place in enumerate(tiles):
        row, col = divmod(index, cols)
        if first <= row < first + shown:
            y = top + (row - first) * (chip_h + gap)
            rects[place.key] = pygame.Rect(area.x + col * (chip_w + gap), y, chip_w, chip_h)
    return first, total, min(shown, total)


# -- the column -----------------------------------------------------------------------------------


def _goal_lines(table: Table) -> int:
    """Lines of type under the goals' heading: two a goal, else one an order card and two for
    the trade display."""
    goals = [p for p in table.places if p.kind == "goal"]
    orders = [p for p in table.places if p.kind == "order"]
    return 2 * len(goals) if goals else len(orders) + 2


def column_height(theme: th.Theme, width: int, table: Table) -> int:
    """What the column needs: the mission line, four counter lines, two rows of districts and
    the goals (two lines each) or the orders, with their heading."""
    u = theme.u
    head = theme.font("display-bold", th.SIZE_LABEL).get_linesize() + u(2)
    line = theme.font("text", th.SIZE_SMALL).get_linesize()
    counters = 4 * (u(ICON_UNITS) + u(4))
    districts = 2 * (u(DISTRICT_UNITS) + u(4))
    return head + counters + u(2) + districts + line + _goal_lines(table) * line + u(6)


def _column_rects(
    theme: th.Theme, column: pygame.Rect, table: Table, rects: dict[str, pygame.Rect]
) -> None:
    u = theme.u
    head_h = theme.font("display-bold", th.SIZE_LABEL).get_linesize()
    rects["mission"] = pygame.Rect(column.x, column.y, column.width, head_h)
    y = column.y + head_h + u(2)
    half = column.width // 2
    line_h = u(ICON_UNITS)
    for left_key, right_key in COUNTER_ROWS:
        rects[left_key] = pygame.Rect(column.x, y, half - u(4), line_h)
        rects[right_key] = pygame.Rect(column.x + half, y, column.width - half, line_h)
        y += line_h + u(4)
    rects["expeditions"] = pygame.Rect(column.x, y, column.width, line_h)
    y += line_h + u(6)
    col_w = column.width // 3
    districts = [p for p in table.places if p.kind == "district"]
    for index, place in enumerate(districts):
        x = column.x + (index % 3) * col_w
        top = y + (index // 3) * (u(DISTRICT_UNITS) + u(4))
        rects[place.key] = pygame.Rect(x, top, col_w - u(4), u(DISTRICT_UNITS))
    y += 2 * (u(DISTRICT_UNITS) + u(4))
    _goal_rects(theme, pygame.Rect(column.x, y, column.width, column.bottom - y), table, rects)


def _goal_rects(
    theme: th.Theme, area: pygame.Rect, table: Table, rects: dict[str, pygame.Rect]
) -> None:
    """The goals, two lines each under their heading; the normal solo game: the score heading,
    the order cards one a line (name and worth side by side), the trade display below."""
    goals = [p for p in table.places if p.kind == "goal"]
    orders = [p for p in table.places if p.kind == "order"]
    line = theme.font("text", th.SIZE_SMALL).get_linesize()
    lines = _goal_lines(table)
    # As tall as the column lets them be (their type shrinks to fit), never past its foot.
    share = area.height // (max(1, lines // 2) + 1)  # the heading as much as a goal's two lines
    head = pygame.Rect(area.x, area.y, area.width, min(line, share))
    line_h = max(1, (area.height - head.height) // max(1, lines))
    rects["head:goals"] = head
    y = head.bottom
    for goal in goals:
        rects[goal.key] = pygame.Rect(area.x, y, area.width, 2 * line_h)
        y += 2 * line_h
    for order in orders:
        rects[order.key] = pygame.Rect(area.x, y, area.width, line_h)
        y += line_h
    if orders:
        rects["display"] = pygame.Rect(area.x, y, area.width, max(1, area.bottom - y))


# -- the hand -------------------------------------------------------------------------------------


def _hand_rects(
    theme: th.Theme, area: pygame.Rect, table: Table, first_row: int, rects: dict[str, pygame.Rect]
) -> HandGrid:
    """The hand's heading (and scroll marks), then its cards and the fulfilled cards with
    unused effects in a grid that scrolls by rows."""
    u = theme.u
    cards = [p for p in table.places if isinstance(p, CardPlace)]
    head = pygame.Rect(area.x, area.y, area.width, head_height(theme))
    grid_area = pygame.Rect(
        area.x, head.bottom + u(4), area.width, area.bottom - head.bottom - u(4)
    )
    grid = hand_grid(theme, grid_area, cards, first_row)
    if -(-len(cards) // grid.cols) > grid.rows:
        rects["marks:hand"] = pygame.Rect(head.right - u(36), head.y, u(36), head.height)
        head.width -= u(40)
    rects["hand"] = head
    rects["area:hand"] = grid_area
    for card, box in zip(cards, grid_boxes(grid_area, grid, len(cards)), strict=True):
        if box is not None:
            rects[card.key] = box
    return grid


def zones(layout: SoloLayout, table: Table) -> list[tuple[pygame.Rect, Place]]:
    """Each place of the table that is on screen, with its rect (bar places included)."""
    return [(layout.rects[p.key], p) for p in table.places if p.key in layout.rects]
