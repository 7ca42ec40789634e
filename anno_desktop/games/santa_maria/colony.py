"""The 6x6 colony: tile placement geometry, dice lines, colonists and developed lines."""

from __future__ import annotations

from functools import cache

from anno_desktop.games.santa_maria.data import SIZE, Tile, rule_data
from anno_desktop.games.santa_maria.state import PlayerState

CELLS = SIZE * SIZE
# Clockwise quarter turns of the "right" direction: right, down, left, up (screen rows grow down).
DIRECTIONS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def index(row: int, col: int) -> int:
    """Cell index of (row, col), both 1-based."""
    return (row - 1) * SIZE + col - 1


def row_col(i: int) -> tuple[int, int]:
    return i // SIZE + 1, i % SIZE + 1


@cache
def footprint(shape: str, size: int, row: int, col: int, rot: int) -> tuple[int, ...] | None:
    """Cell indices, in the tile's listed order, of a tile anchored at (row, col) turned `rot`
    quarter turns clockwise; None if part of it falls off the board."""
    dr, dc = DIRECTIONS[rot]
    if shape == "L":
        br, bc = DIRECTIONS[(rot + 1) % 4]  # arm B is 90 degrees clockwise of arm A
        cells = [(row, col), (row + dr, col + dc), (row + br, col + bc)]
    else:
        cells = [(row + k * dr, col + k * dc) for k in range(size)]
    if any(not (1 <= r <= SIZE and 1 <= c <= SIZE) for r, c in cells):
        return None
    return tuple(index(r, c) for r, c in cells)


def rotations(tile: Tile) -> range:
    """A single-cell tile has one orientation; every other tile has four."""
    return range(1) if len(tile.cells) == 1 else range(4)


def placements(p: PlayerState, tile: Tile) -> list[tuple[int, int, int]]:
    """Every (row, col, rot) that puts `tile` on empty cells only."""
    out = []
    grid = p.grid
    for row in range(1, SIZE + 1):
        for col in range(1, SIZE + 1):
            if grid[index(row, col)] is not None:
                continue
            for rot in rotations(tile):
                cells = footprint(tile.shape, len(tile.cells), row, col, rot)
                if cells is not None and all(grid[i] is None for i in cells):
                    out.append((row, col, rot))
    return out


def has_placement(p: PlayerState, tile: Tile) -> bool:
    grid = p.grid
    for i in range(CELLS):
        if grid[i] is not None:
            continue
        row, col = row_col(i)
        for rot in rotations(tile):
            cells = footprint(tile.shape, len(tile.cells), row, col, rot)
            if cells is not None and all(grid[j] is None for j in cells):
                return True
    return False


def place(p: PlayerState, tile: Tile, row: int, col: int, rot: int) -> tuple[int, ...]:
    cells = footprint(tile.shape, len(tile.cells), row, col, rot)
    assert cells is not None
    for i, code in zip(cells, tile.cells, strict=True):
        p.grid[i] = code
    p.tiles += 1
    return cells


@cache
def line(kind: str, value: int) -> tuple[int, ...]:
    """A white die's column top to bottom, or a blue die's row left to right."""
    if kind == "white":
        return tuple(index(r, value) for r in range(1, SIZE + 1))
    return tuple(index(value, c) for c in range(1, SIZE + 1))


def vacant_buildings(p: PlayerState, kind: str, value: int) -> list[int]:
    """The buildings a die on this line activates, in order; the die rests on the last."""
    buildings = rule_data().buildings
    return [i for i in line(kind, value) if p.grid[i] in buildings and not p.blocked[i]]


def colonists(p: PlayerState) -> int:
    roads = rule_data().roads
    return sum(roads.get(code, 0) for code in p.grid if code is not None)


def developed_lines(p: PlayerState) -> list[tuple[str, int]]:
    """Rows ("blue") and columns ("white") whose every cell holds a building or a road."""
    out = []
    for kind in ("blue", "white"):
        for v in range(1, SIZE + 1):
            if all(p.grid[i] is not None for i in line(kind, v)):
                out.append((kind, v))
    return out


def colonist_points(p: PlayerState) -> int:
    """1 point per colonist in each fully developed row or column (twice if in both)."""
    roads = rule_data().roads
    total = 0
    for kind, v in developed_lines(p):
        total += sum(roads.get(p.grid[i] or "", 0) for i in line(kind, v))
    return total
