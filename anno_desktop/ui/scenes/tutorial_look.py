"""How the tutorial looks: its speech panel placed where it never covers what it points at,
the pulsing ring around that place and the arrow from the panel to it (pure layout, then
drawing; the `Tutorial` scene decides what is said)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from anno_desktop.ui import theme as th
from anno_desktop.ui.theme import Theme

RING = (255, 214, 96)
RING_DARK = th.WOOD_DARK
NUDGE_INK = (150, 44, 30)
HEADING_SIZE = th.SIZE_SMALL
TEXT_SIZE = th.SIZE_BODY


@dataclass(frozen=True)
class Lines:
    """What the panel says, top to bottom (an empty text takes no room)."""

    heading: str
    after: str
    text: str
    note: str
    nudge: str


@dataclass(frozen=True)
class PanelLayout:
    panel: pygame.Rect
    # One rect per text of `Lines`, in the same order (empty for an empty text).
    texts: tuple[pygame.Rect, ...]
    buttons: tuple[pygame.Rect, ...]


FACES = (
    ("text-bold", HEADING_SIZE),
    ("italic", TEXT_SIZE),
    ("text", TEXT_SIZE),
    ("italic", th.SIZE_SMALL),
    ("text-bold", TEXT_SIZE),
)


def panel_width(theme: Theme, window: pygame.Rect) -> int:
    u = theme.u
    return max(min(u(300), window.width - u(24)), min(u(460), int(window.width * 0.36)))


def panel_layout(
    theme: Theme,
    lines: Lines,
    buttons: list[str],
    areas: tuple[pygame.Rect, pygame.Rect, pygame.Rect],
    avoid: pygame.Rect | None,
    readable: Sequence[pygame.Rect] = (),
) -> PanelLayout:
    """The panel sized to its texts and `buttons`, in the corner of the board, else of the
    window under the table's top bar, that overlaps `avoid` least, and of those the `readable`
    rects (a panel the game opened, the choices) least in all; the first such one when several
    do not. `areas`: the window, the board, the window under the top bar."""
    u = theme.u
    window, room, spare = areas
    width = panel_width(theme, window)
    pad, gap = u(9 + 14), u(8)
    inner_w = width - 2 * pad
    heights = []
    for text, (face, size) in zip(vars(lines).values(), FACES, strict=True):
        heights.append(
            theme.measure(text, inner_w, None, face=face, size=size).height if text else 0
        )
    bh = theme.font("text", th.SIZE_LABEL).get_linesize() + u(14)
    used = [h for h in heights if h]
    height = 2 * pad + sum(used) + gap * len(used) + bh
    height = min(height, window.height - u(24))
    panel = _best_corner(theme, (width, height), window, (room, spare), avoid, readable)
    y = panel.y + pad
    texts = []
    for h in heights:
        texts.append(pygame.Rect(panel.x + pad, y, inner_w, h))
        y += h + gap if h else 0
    return PanelLayout(panel, tuple(texts), _button_rects(theme, panel, pad, bh, buttons))


def _best_corner(
    theme: Theme,
    size: tuple[int, int],
    window: pygame.Rect,
    areas: tuple[pygame.Rect, ...],
    avoid: pygame.Rect | None,
    readable: Sequence[pygame.Rect],
) -> pygame.Rect:
    u = theme.u
    margin = u(12)
    spots = []
    for area in areas:
        inside = area.inflate(-2 * margin, -2 * margin)
        for corner in ("bottomleft", "topleft", "bottomright", "topright"):
            spot = pygame.Rect((0, 0), size)
            setattr(spot, corner, getattr(inside, corner))
            spots.append(spot.clamp(window))
    keep_clear = avoid.inflate(2 * u(18), 2 * u(18)) if avoid is not None else None

    def area(a: pygame.Rect, b: pygame.Rect | None) -> int:
        clip = a.clip(b) if b is not None else pygame.Rect(0, 0, 0, 0)
        return clip.width * clip.height

    def overlaps(spot: pygame.Rect) -> tuple[int, int]:
        return area(spot, keep_clear), sum(area(spot, r) for r in readable)

    return min(spots, key=overlaps)


def _button_rects(
    theme: Theme, panel: pygame.Rect, pad: int, bh: int, labels: list[str]
) -> tuple[pygame.Rect, ...]:
    """The buttons in a row at the panel's foot, right-aligned, each as wide as its label."""
    u = theme.u
    font = theme.font("text", th.SIZE_LABEL)
    gap = u(10)
    room = panel.width - 2 * pad
    widths = [max(u(110), font.size(label)[0] + u(28)) for label in labels]
    if sum(widths) + gap * (len(widths) - 1) > room:
        widths = [(room - gap * (len(widths) - 1)) // max(1, len(widths))] * len(widths)
    x = panel.right - pad - sum(widths) - gap * (len(widths) - 1)
    y = panel.bottom - pad - bh + u(6)
    rects = []
    for w in widths:
        rects.append(pygame.Rect(x, y, w, bh))
        x += w + gap
    return tuple(rects)


def draw_texts(surface: pygame.Surface, theme: Theme, lines: Lines, shape: PanelLayout) -> None:
    colours = (th.INK_SOFT, th.INK_SOFT, th.INK, th.INK_SOFT, NUDGE_INK)
    texts = vars(lines).values()
    for text, rect, (face, size), colour in zip(texts, shape.texts, FACES, colours, strict=True):
        if text:
            theme.draw_text(surface, text, rect, face=face, size=size, colour=colour, valign="top")


def draw_ring(
    surface: pygame.Surface, theme: Theme, target: pygame.Rect, clock: float, small: bool
) -> None:
    """A ring around `target` that breathes; for a small target, wider and bolder."""
    u = theme.u
    beat = (math.sin(clock * 5.0) + 1) / 2
    grow = u(5) + round(beat * u(6 if small else 3))
    width = max(3, u(4))
    ring = target.inflate(2 * grow, 2 * grow)
    radius = u(10)
    pygame.draw.rect(surface, RING_DARK, ring.inflate(4, 4), width + 4, border_radius=radius)
    pygame.draw.rect(surface, RING, ring, width, border_radius=radius)


def draw_arrow(
    surface: pygame.Surface, theme: Theme, panel: pygame.Rect, target: pygame.Rect
) -> None:
    """An arrow from the panel's edge to the ring around `target` (none when they touch)."""
    u = theme.u
    ring = target.inflate(2 * u(12), 2 * u(12))
    end_x = min(max(panel.centerx, ring.left), ring.right)
    end_y = min(max(panel.centery, ring.top), ring.bottom)
    start = (min(max(end_x, panel.left), panel.right), min(max(end_y, panel.top), panel.bottom))
    dx, dy = end_x - start[0], end_y - start[1]
    length = math.hypot(dx, dy)
    if length < u(40):
        return
    ux, uy = dx / length, dy / length
    tip = (end_x - ux * u(2), end_y - uy * u(2))
    base = (tip[0] - ux * u(18), tip[1] - uy * u(18))
    side = (-uy * u(10), ux * u(10))
    head = [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])]
    pygame.draw.line(surface, RING_DARK, start, base, max(3, u(6)))
    pygame.draw.line(surface, RING, start, base, max(2, u(3)))
    pygame.draw.polygon(surface, RING_DARK, head)
    pygame.draw.polygon(surface, RING, [_towards(p, tip, 0.8) for p in head])


def _towards(point: tuple[float, float], centre: tuple[float, float], share: float) -> tuple:
    """`point` moved `share` of the way towards the head's centre line (the inner fill)."""
    cx, cy = centre
    return (cx + (point[0] - cx) * share, cy + (point[1] - cy) * share)
