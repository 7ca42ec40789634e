"""The Anno 1800 solo pay panel: while the pay step is open it takes the right side of the board
and shows the price of the action part by part, each with the source proposed (the best in the
mission's terms) and every other source as a line to click; then the total, Pay and Cancel. The
Pyrphorians' demand (which exploration tokens go) is shown the same way, confirmed by Exhaust.

`pay_layout` is the pure step (rects and the click zones of the choices, from the table model);
`draw_pay_panel` draws what it placed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Table
from anno_desktop.games.anno1800_solo.table import PayPlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_art import PRODUCT_ICONS, TIER_ICONS

FACE = (246, 236, 208)
CHOICE = (236, 224, 190)
BUTTON_UNITS = 40


@dataclass(frozen=True)
class PayLayout:
    """The panel's rects: `rects` by place key ("pay:head", each part, "pay:total",
    "pay:confirm", "pay:cancel"); `choices` each other source's line, action and words;
    `closed` each source the rules close now, its words and why."""

    panel: pygame.Rect
    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    choices: list[tuple[pygame.Rect, Action, str]] = field(default_factory=list)
    closed: list[tuple[pygame.Rect, str, str]] = field(default_factory=list)


def is_paying(table: Table) -> bool:
    """The pay step, or the Pyrphorians' demand (drawn the same way, without Cancel)."""
    return table.pending is not None and table.pending.kind in ("pay", "pyrphorians")


def _parts(table: Table) -> list[PayPlace]:
    return [p for p in table.places if isinstance(p, PayPlace)]


def pay_layout(theme: th.Theme, area: pygame.Rect, table: Table) -> PayLayout:
    """The heading, each part (its source, then its other sources one under the other), the
    total and the two buttons, in `area`; lines shrink together when there are many."""
    u = theme.u
    panel = area.copy()
    inner = panel.inflate(-u(16), -u(16))
    line = theme.font("text", th.SIZE_SMALL).get_linesize()
    parts = _parts(table)
    lines = 2 + sum(len(p.choices) for p in parts) + 1
    buttons_h = u(BUTTON_UNITS)
    room = inner.height - buttons_h - u(8) - u(4) * len(parts)
    # Two lines of small type a line where there is room (sources are long sentences).
    step = max(1, min(int(line * 2.2), room // max(1, lines)))
    rects: dict[str, pygame.Rect] = {
        "pay:head": pygame.Rect(inner.x, inner.y, inner.width, 2 * step)
    }
    choices: list[tuple[pygame.Rect, Action, str]] = []
    closed: list[tuple[pygame.Rect, str, str]] = []
    y = inner.y + 2 * step
    icon_w = u(26)
    for part in parts:
        rects[part.key] = pygame.Rect(inner.x, y, inner.width, step)
        y += step
        for choice in part.choices:
            if choice.chosen:
                continue
            box = pygame.Rect(inner.x + icon_w, y + 1, inner.width - icon_w, step - 2)
            if choice.action is not None:
                choices.append((box, choice.action, choice.words))
            else:
                closed.append((box, choice.words, choice.why_not))
            y += step
        y += u(4)
    rects["pay:total"] = pygame.Rect(inner.x, y, inner.width, step)
    half = (inner.width - u(10)) // 2
    top = inner.bottom - buttons_h
    rects["pay:confirm"] = pygame.Rect(inner.x, top, half, buttons_h)
    rects["pay:cancel"] = pygame.Rect(inner.right - half, top, half, buttons_h)
    return PayLayout(panel, rects, choices, closed)


def part_icon(part: PayPlace) -> str:
    if part.how == "cube":
        return TIER_ICONS.get(part.tier, "person")
    if part.how == "gold":
        return "coins"
    return PRODUCT_ICONS.get(part.resource, "cardboard-box")


def draw_pay_panel(
    surface: pygame.Surface,
    theme: th.Theme,
    shape: PayLayout,
    table: Table,
    mouse: tuple[int, int],
) -> None:
    """The panel as `pay_layout` placed it: the chosen sources in bold beside their icons, the
    other sources on cream lines (the one under the pointer lit), the total, Pay and Cancel."""
    u = theme.u
    pygame.draw.rect(surface, FACE, shape.panel, border_radius=u(8))
    pygame.draw.rect(surface, th.BRASS, shape.panel, max(2, u(2)), border_radius=u(8))
    head = shape.rects["pay:head"]
    theme.draw_text(surface, table.prompt, head, face="display-bold", max_lines=2)
    for part in _parts(table):
        row = shape.rects.get(part.key)
        if row is None:
            continue
        px = min(u(22), row.height)
        surface.blit(icon(part_icon(part), px, th.WOOD), (row.x, row.centery - px // 2))
        words = pygame.Rect(row.x + u(26), row.y, row.width - u(26), row.height)
        theme.draw_text(
            surface, part.label, words, face="text-bold", size=th.SIZE_SMALL, max_lines=2
        )
    for box, _, words in shape.choices:
        lit = box.collidepoint(mouse)
        pygame.draw.rect(surface, (250, 232, 176) if lit else CHOICE, box, border_radius=u(4))
        text = box.inflate(-u(8), 0)
        theme.draw_text(
            surface, f"or: {words}", text, size=th.SIZE_SMALL, colour=th.INK_SOFT, max_lines=2
        )
    for box, words, why in shape.closed:
        text = box.inflate(-u(8), 0)
        line = f"not now: {words} ({why})"
        theme.draw_text(
            surface, line, text, face="italic", size=th.SIZE_SMALL, colour=th.DIM, max_lines=2
        )
    total = table.place("pay:total")
    if total is not None:
        theme.draw_text(
            surface, total.label, shape.rects["pay:total"], face="italic", size=th.SIZE_SMALL
        )
    for key in ("pay:confirm", "pay:cancel"):
        place, box = table.place(key), shape.rects[key]
        if place is None:
            continue
        lit = bool(place.actions)
        colour = th.BRASS if key == "pay:confirm" and lit else th.CREAM if lit else th.DIM
        pygame.draw.rect(surface, colour, box, border_radius=u(6))
        pygame.draw.rect(surface, th.WOOD, box, max(1, u(2)), border_radius=u(6))
        ink = th.WOOD_DARK if lit else th.INK_SOFT
        theme.draw_text(
            surface,
            place.label,
            box.inflate(-u(8), 0),
            face="text-bold",
            colour=ink,
            align="center",
            max_lines=1,
        )
