"""Where Anno 1701's table goes, as named rects: a pure step from the board's inner rect, the
UI scale, the sea's hexes and how many of each thing the table shows. Drawing and click zones
both read it; nothing here draws.

The sea takes as much of the board as its hexes can fill (at 1280x800 at least half of the
board's parchment); the favour board runs below it; the column beside them holds the settlement
shown, the board's objects (the two tile stacks, the shipyard, trade, the dice and the card)
and the rivals."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

import pygame

from anno_desktop.ui.widgets.hexmap import HexSeaMap, HexTile

Units = Callable[[float], int]
SUPPLY = ("stack:1", "stack:2", "shipyard", "trade")  # the board objects in the supply row
MAP_SHARE = 0.7  # the most of the board's width the sea may take
COLUMN_MIN = 230  # the column's least width, in units (at most half the board)


@dataclass(frozen=True)
class Shape:
    """How many of each thing the table shows: what the layout depends on besides the size."""

    coords: tuple[tuple[int, int], ...]
    stores: int = 7  # goods and gold (a rival's: goods cards and gold)
    facts: int = 6
    slots: int = 12
    citizens: int = 3
    rivals: int = 3
    columns: int = 3
    coins: int = 5
    sevens: int = 0
    members: int = 4  # the rows of a favour column: the seats and the neutral colour
    turmoil: bool = False
    line: int = 19  # the height of a line of small text, in pixels
    title: int = 70  # the widest favour column title in small bold type, in pixels


@dataclass(frozen=True)
class FavourLayout:
    """The favour board: its title, the three columns, the donation coins, the 7-colony row."""

    frame: pygame.Rect
    title: pygame.Rect
    columns: tuple[pygame.Rect, ...]
    donations: pygame.Rect  # the "Donations" label
    coins: tuple[pygame.Rect, ...]
    sevens_label: pygame.Rect
    sevens: tuple[pygame.Rect, ...]
    per_line: int = 1  # the members' counts side by side on a line of a column


@dataclass(frozen=True)
class ColumnLayout:
    """The column beside the sea, top to bottom."""

    frame: pygame.Rect
    heading: pygame.Rect
    tokens: pygame.Rect
    stores: tuple[pygame.Rect, ...]  # the stores, then the facts
    turmoil: pygame.Rect | None
    own: pygame.Rect  # heading to benefits: the part drawn through one cache
    slots: tuple[pygame.Rect, ...]
    citizens: tuple[pygame.Rect, ...]
    settler: pygame.Rect
    village: pygame.Rect
    supply: dict[str, pygame.Rect]
    dice: pygame.Rect
    card: pygame.Rect
    recent: pygame.Rect  # the last move, or the set-up draft
    rivals: tuple[pygame.Rect, ...]  # as many as fit


@dataclass(frozen=True)
class Anno1701Layout:
    """The sea map's widget rect, the hexes' frame within it, the card shown large over the
    sea, the favour board below and the column beside them."""

    map_area: pygame.Rect
    sea_frame: pygame.Rect
    reveal: pygame.Rect
    favour: FavourLayout
    column: ColumnLayout

    def rects(self) -> dict[str, pygame.Rect]:
        """Every named rect of the column and the favour board (for tests and checks)."""
        c, f = self.column, self.favour
        out = {"sea": self.sea_frame, "favour": f.frame, "heading": c.heading}
        out |= {f"store{i}": r for i, r in enumerate(c.stores)}
        out |= {f"slot{i}": r for i, r in enumerate(c.slots)}
        out |= {f"citizen{i}": r for i, r in enumerate(c.citizens)}
        out |= {"settler": c.settler, "village": c.village, "dice": c.dice, "card": c.card}
        out |= dict(c.supply)
        out |= {f"rival{i}": r for i, r in enumerate(c.rivals)}
        out |= {f"column{i}": r for i, r in enumerate(f.columns)}
        out |= {f"coin{i}": r for i, r in enumerate(f.coins)}
        out |= {f"seven{i}": r for i, r in enumerate(f.sevens)}
        return out


def sea_content(area: pygame.Rect, coords: Iterable[tuple[int, int]]) -> pygame.Rect:
    """The pixels the hexes cover in `area` (only their count and places matter)."""
    return HexSeaMap(area, {coord: HexTile() for coord in coords}).content_rect()


def layout(inner: pygame.Rect, u: Units, shape: Shape) -> Anno1701Layout:
    """The sea grows until it fills its height or `MAP_SHARE` of the width; the column keeps
    at least `COLUMN_MIN` units (never more than half the board). A column too short for
    what it holds is split in two halves side by side, taking more of the width."""
    single = pygame.Rect(0, inner.y, _widths(inner, u, shape)[1], inner.height)
    return _layout(inner, u, shape, not column_fits(column_layout(single, u, shape), shape))


def _widths(inner: pygame.Rect, u: Units, shape: Shape) -> tuple[int, int, int]:
    """The sea's height, the column's width and the gap between."""
    gap = u(14)
    aspect = _aspect(shape)
    left_w = int(inner.width * MAP_SHARE)
    for _ in range(2):  # the coins' rows depend on the board's width, which depends on them
        favour_h = _favour_height(left_w, u, shape)
        sea_h = inner.height - favour_h - gap - u(16)
        left_w = min(int(inner.width * MAP_SHARE), round(sea_h * aspect) + u(16) + gap)
        column_w = max(min(u(COLUMN_MIN), inner.width // 2), inner.width - left_w - gap)
        left_w = inner.width - column_w - gap
    return sea_h, column_w, gap


def _favour_height(width: int, u: Units, shape: Shape, per_line: int = 0) -> int:
    """The height the favour board needs below the sea, `width` wide: the members' counts
    under each column's title (`per_line` side by side; 0: as many as the columns hold), and
    room for its coins beside the board's title."""
    r = _coin_radius(u, shape)
    rows = -(-shape.coins // _coins_per_row(width, u, shape))
    sevens = max(shape.line, u(22)) if shape.sevens else 0
    coins = u(4) + u(22) + rows * (2 * r + u(6)) + sevens
    per_line = per_line or _counts_per_line(_column_width(width, u, shape), u, shape)[-1]
    # The title's line, each column's icon row and its lines of counts, the margins.
    lines = u(74) + -(-shape.members // per_line) * shape.line
    return max(lines, coins + u(10))


def _coin_width(width: int, u: Units, shape: Shape, per_row: int) -> int:
    """The donation coins' part of a favour board `width` wide, `per_row` coins a row."""
    return max(min(u(112), width // 4), per_row * (2 * _coin_radius(u, shape) + u(8)))


def _column_width(width: int, u: Units, shape: Shape) -> int:
    """A majority column's width on a favour board `width` wide, the coins beside them."""
    coin_w = _coin_width(width, u, shape, _coins_per_row(width, u, shape))
    columns_w = width - coin_w - u(30)
    return (columns_w - u(6) * (shape.columns - 1)) // max(1, shape.columns)


def _counts_per_line(col_w: int, u: Units, shape: Shape) -> list[int]:
    """How many members' counts a line of a column `col_w` wide may hold, fewest first: one,
    two (a marker, a bar at least 12 units long and the number each), all of them (a marker
    and the number each, no bar)."""
    out = [1]
    if col_w >= 2 * u(66) + u(4):
        out.append(2)
    if shape.members > 2 and col_w >= shape.members * u(34):
        out.append(shape.members)
    return out


def _layout(inner: pygame.Rect, u: Units, shape: Shape, split: bool) -> Anno1701Layout:
    """`split`: the sea takes the whole height at the left (at most half the width); the
    column beside it is two halves, the settlement and then the supply, dice, card, the
    favour board and the rivals."""
    sea_h, column_w, gap = _widths(inner, u, shape)
    if split:
        sea_h = inner.height - u(16)
        aspect = _aspect(shape)
        left_w = min(inner.width // 2, round(sea_h * aspect) + u(16) + gap)
        column_w = inner.width - left_w - gap
    left_w = inner.width - column_w - gap
    map_area = pygame.Rect(inner.x + u(8), inner.y + u(8), left_w - u(16), sea_h)
    sea = sea_content(map_area, shape.coords)
    if split:  # the sea at the top, so what goes below it has all the room left
        map_area.height = sea.height + 2
        sea = sea_content(map_area, shape.coords)
    below = pygame.Rect(inner.x, sea.bottom + gap, left_w, inner.bottom - sea.bottom - gap)
    # Split, the favour board goes under the sea if the sea leaves room, else in the column.
    under = not split or below.height >= _favour_height(left_w, u, shape)
    column = column_layout(
        pygame.Rect(inner.x + left_w + gap, inner.y, column_w, inner.height),
        u,
        shape,
        split=split,
    )
    if under:
        favour = favour_layout(below, u, shape)
    else:  # the rivals under the sea, the favour board in the second half below the card
        rival_h = max(u(42), min(u(54), below.height // max(1, shape.rivals) - u(4)))
        count = min(shape.rivals, (below.height + u(4)) // (rival_h + u(4)))
        rivals = tuple(
            pygame.Rect(below.x, below.y + k * (rival_h + u(4)), below.width, rival_h)
            for k in range(count)
        )
        free = column.recent.union(column.rivals[-1]) if column.rivals else column.recent
        room = pygame.Rect(free.x, free.y, free.width, column.frame.bottom - free.y)
        favour = favour_layout(room, u, shape, stacked=True)
        column = replace(column, recent=pygame.Rect(room.topleft, (0, 0)), rivals=rivals)
    card_w = min(sea.width - u(40), u(360))
    card_h = min(sea.height - u(40), round(card_w * 0.72))
    return Anno1701Layout(
        map_area=map_area,
        sea_frame=sea.inflate(gap, gap),
        reveal=pygame.Rect(0, 0, card_w, card_h).move_to(center=sea.center),
        favour=favour,
        column=column,
    )


def _aspect(shape: Shape) -> float:
    """The sea's width over its height."""
    probe = sea_content(pygame.Rect(0, 0, 10_000, 10_000), shape.coords)
    return probe.width / max(1, probe.height)


def _coin_radius(u: Units, shape: Shape) -> int:
    """A donation coin's radius: its number in small type fits inside."""
    return max(shape.line * 2 // 3, u(13))


def _coins_per_row(width: int, u: Units, shape: Shape, *, stacked: bool = False) -> int:
    """All the donation coins in one row on a favour board this wide, else three a row (or
    as many as the width holds); `stacked`: the coins have the board's whole width."""
    r = _coin_radius(u, shape)
    room = max(1, (width - u(20)) // (2 * r + u(8)))
    if stacked:
        return min(shape.coins, room)
    one_row = shape.coins * (2 * r + u(8))
    # Beside the coins, each column keeps room for its icon, title and holder's space.
    wide = width >= shape.columns * (shape.title + u(60)) + u(30) + one_row + u(20)
    return shape.coins if wide else min(3, room)


def favour_layout(
    rect: pygame.Rect, u: Units, shape: Shape, *, stacked: bool = False
) -> FavourLayout:
    """Three columns side by side and the donations right of them, from the title's line
    (`stacked`: under them); the members' counts two a line where one a line needs more
    height than `rect` has."""
    r = _coin_radius(u, shape)
    per_row = _coins_per_row(rect.width, u, shape, stacked=stacked)
    coin_w = _coin_width(rect.width, u, shape, per_row)
    title_w = rect.width // 2 if stacked else min(rect.width // 2, rect.width - coin_w - u(30))
    title = pygame.Rect(rect.x + u(10), rect.y + u(4), title_w, u(24))
    top = title.bottom + u(4)
    rows = -(-shape.coins // per_row)
    coin_h = u(22) + rows * (2 * r + u(6)) + (max(shape.line, u(22)) if shape.sevens else 0)
    columns_w = rect.width - u(16) if stacked else rect.width - coin_w - u(30)
    columns_bottom = rect.bottom - u(8) - (coin_h if stacked else 0)
    col_w = (columns_w - u(6) * (shape.columns - 1)) // max(1, shape.columns)
    columns = tuple(
        pygame.Rect(rect.x + u(8) + c * (col_w + u(6)), top, col_w, columns_bottom - top)
        for c in range(shape.columns)
    )
    if stacked:
        area = pygame.Rect(rect.x + u(10), columns_bottom + u(4), rect.width - u(20), coin_h)
    else:
        area = pygame.Rect(rect.right - coin_w - u(10), title.y, coin_w, rect.bottom - title.y)
        area.height -= u(8)
    # The members' counts one a line where the board is tall enough, else side by side.
    choices = _counts_per_line(col_w, u, shape) if not stacked else [1]
    per_line = next(
        (n for n in choices if rect.height >= _favour_height(rect.width, u, shape, n)),
        choices[-1],
    )
    donations = pygame.Rect(area.x, area.y, area.width, u(20))
    coins = []
    for i in range(shape.coins):
        cx = area.x + r + (i % per_row) * (2 * r + u(8))
        cy = donations.bottom + u(2) + r + (i // per_row) * (2 * r + u(6))
        coins.append(pygame.Rect(cx - r, cy - r, 2 * r, 2 * r))
    rows = -(-shape.coins // per_row)
    y7 = donations.bottom + u(2) + rows * (2 * r + u(6))
    side = max(shape.line, u(22))
    if shape.sevens:  # a narrow board (split column) has smaller 7-colony spaces
        side = max(u(8), min(side, (area.width - u(40)) // shape.sevens - u(6)))
    sevens_label = pygame.Rect(area.x, y7, u(36), max(side, shape.line))
    sevens = tuple(
        pygame.Rect(area.x + u(40) + k * (side + u(6)), y7, side, side) for k in range(shape.sevens)
    )
    return FavourLayout(
        rect, title, columns, donations, tuple(coins), sevens_label, sevens, per_line
    )


def _flow(x: int, y: int, width: int, count: int, step: int, height: int) -> list[pygame.Rect]:
    """`count` boxes `step` wide in rows across `width` from (x, y)."""
    per_row = max(1, width // step)
    cell = width // per_row
    return [
        pygame.Rect(x + (i % per_row) * cell, y + (i // per_row) * height, cell, height)
        for i in range(count)
    ]


def _settlement(column: pygame.Rect, u: Units, shape: Shape, y: int) -> tuple[list, int]:
    """The meadows and landscapes: six to a row when they stay big enough, else four."""
    per_row = 6 if column.width // 6 >= u(36) or column.width // 4 > u(60) else 4
    cell = min(u(60), column.width // per_row)
    slots = [
        pygame.Rect(column.x + (i % per_row) * cell, y + (i // per_row) * cell, cell, cell)
        for i in range(shape.slots)
    ]
    rows = (shape.slots + per_row - 1) // per_row
    return slots, y + rows * cell + u(4)


def column_layout(
    column: pygame.Rect, u: Units, shape: Shape, *, split: bool = False
) -> ColumnLayout:
    """Heading, stores, settlement, citizens, benefits, the supply row, dice and card, the
    last move and the rivals (as many as fit at the foot). A column too short for all of it
    at full size has its rows squeezed a little; `split` puts the settlement in the left
    half and the rest in the right half (large UI scales in small windows)."""
    for squeeze in (1.0, 0.9, 0.8, 0.7, 0.6) if split else (1.0, 0.9, 0.8):

        def units(n: float, s: float = squeeze) -> int:
            return max(1, round(u(n) * s))

        built = _column(column, units, shape, u, split)
        if column_fits(built, shape):
            break
    return built


def column_fits(lay: ColumnLayout, shape: Shape) -> bool:
    """Everything of the column inside it, every rival with a place."""
    frame = lay.frame
    return (
        len(lay.rivals) == shape.rivals
        and lay.recent.height >= 0
        and all(frame.contains(r) for r in (lay.own, lay.dice, lay.card, *lay.supply.values()))
    )


def _column(column: pygame.Rect, u: Units, shape: Shape, wide: Units, split: bool) -> ColumnLayout:
    """The column with heights in `u` (squeezed) and the widths of texts in `wide`."""
    x, w = column.x, column.width
    if split:
        w = (column.width - wide(14)) // 2
    heading = pygame.Rect(x, column.y, w - wide(64), u(28))
    tokens = pygame.Rect(x + w - wide(60), column.y, wide(60), u(28))
    y = heading.bottom + u(4)
    stores = _flow(x, y, w, shape.stores + shape.facts, wide(46), u(22))
    y = stores[-1].bottom + u(4) if stores else y
    turmoil = None
    if shape.turmoil:
        turmoil = pygame.Rect(x, y, w, u(22))
        y = turmoil.bottom + u(2)
    slots, y = _settlement(pygame.Rect(x, y, w, 0), u, shape, y)
    citizens = [pygame.Rect(x, y + k * u(24), w, u(22)) for k in range(shape.citizens)]
    y += shape.citizens * u(24) + u(4)
    settler = pygame.Rect(x, y, w, u(56))
    village = pygame.Rect(x, settler.bottom + u(4), w, u(56))
    own = pygame.Rect(x, column.y, w, village.bottom - column.y)
    y = village.bottom + u(6)
    if split:
        x, y = column.right - w, column.y
    half = (w - u(6)) // 2
    supply = {
        key: pygame.Rect(x + (k % 2) * (half + u(6)), y + (k // 2) * u(36), half, u(32))
        for k, key in enumerate(SUPPLY)
    }
    y += 2 * u(36)
    dice = pygame.Rect(x, y, min(wide(72), w // 3), u(56))
    card = pygame.Rect(dice.right + u(8), y, x + w - dice.right - u(8), u(56))
    y = card.bottom + u(6)
    rival_h = max(u(42), min(u(54), (column.bottom - y) // max(1, shape.rivals) - u(4)))
    room = max(0, (column.bottom - y + u(4)) // (rival_h + u(4)))
    count = min(shape.rivals, room)
    top = column.bottom - count * (rival_h + u(4)) + u(4)
    rivals = tuple(pygame.Rect(x, top + k * (rival_h + u(4)), w, rival_h) for k in range(count))
    recent = pygame.Rect(x, y, w, max(0, top - u(6) - y))
    return ColumnLayout(
        frame=column,
        heading=heading,
        tokens=tokens,
        stores=tuple(stores),
        turmoil=turmoil,
        own=own,
        slots=tuple(slots),
        citizens=tuple(citizens),
        settler=settler,
        village=village,
        supply=supply,
        dice=dice,
        card=card,
        recent=recent,
        rivals=rivals,
    )


def shape_of(
    coords: Sequence[tuple[int, int]], model: object, line: int, title: Callable[[str], int]
) -> Shape:
    """The shape of the table model `model` (an `Anno1701Table`) as the layout needs it;
    `line` is the height of a line of small text, `title` the width of a column title."""
    of_kind = model.of_kind  # type: ignore[attr-defined]
    places = model.places  # type: ignore[attr-defined]
    return Shape(
        coords=tuple(coords),
        stores=sum(1 for p in places if p.key.startswith("store:")),
        facts=len(of_kind("fact")),
        slots=len(of_kind("slot")),
        citizens=len(of_kind("citizen")),
        rivals=len(of_kind("rival")),
        columns=len(of_kind("column")),
        coins=len(of_kind("coin")),
        sevens=len(of_kind("seven")),
        members=max((len(c.counts) for c in of_kind("column")), default=4),
        line=line,
        title=max((title(c.label) for c in of_kind("column")), default=0),
        turmoil=model.place("turmoil") is not None,  # type: ignore[attr-defined]
    )
