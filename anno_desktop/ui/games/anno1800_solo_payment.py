"""The Anno 1800 solo pay panel: while the pay step is open it takes the right side of the board
and shows the price of the action part by part, each with the source proposed (the best in the
mission's terms) and every other source as a line to click; then the total, Pay and Cancel. The
Pyrphorians' demand (which exploration tokens go) is shown the same way, confirmed by Exhaust.

`pay_layout` is the pure step (rects and the click zones of the choices, from the table model):
every line as tall as its words need at the UI scale, the closed sources counted or left to the
tooltips where a payment of many parts would not fit otherwise; `draw_pay_panel` draws what it
placed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Table
from anno_desktop.games.anno1800_solo.table import PayPlace
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_art import PRODUCT_ICONS, TIER_ICONS

FACE = (246, 236, 208)
CHOICE = (236, 224, 190)
BUTTON_UNITS = 40
ICON_UNITS = 26  # the part's icon column; its other sources are indented by it


@dataclass(frozen=True)
class PayLayout:
    """The panel's rects: `rects` by place key ("pay:head", each part, "pay:total",
    "pay:confirm", "pay:cancel"); `choices` each other source's line, action and words;
    `closed` each line of sources the rules close now, its words and why (for the tooltip),
    `closed_lines` what each of those lines says."""

    panel: pygame.Rect
    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    choices: list[tuple[pygame.Rect, Action, str]] = field(default_factory=list)
    closed: list[tuple[pygame.Rect, str, str]] = field(default_factory=list)
    closed_lines: list[str] = field(default_factory=list)


def is_paying(table: Table) -> bool:
    """The pay step, or the Pyrphorians' demand (drawn the same way, without Cancel)."""
    return table.pending is not None and table.pending.kind in ("pay", "pyrphorians")


def _parts(table: Table) -> list[PayPlace]:
    return [p for p in table.places if isinstance(p, PayPlace)]


# How the closed sources are shown, tried in this order until the panel fits: a line each, one
# line per part that counts them (their words and reasons in its tooltip), or none.
CLOSED_WAYS = ("each", "counted", "none")


@dataclass(frozen=True)
class _Row:
    """One line of the panel below its heading, as tall as its words wrapped need: a part, an
    open source (`action`), a closed one or a count of them (`words`, `why`; `line` is drawn),
    a gap between parts, or the total."""

    what: str
    height: int
    key: str = ""
    action: Action | None = None
    words: str = ""
    why: str = ""
    line: str = ""


def _closed_rows(part: PayPlace, way: str) -> list[tuple[str, str, str]]:
    """The lines of `part`'s closed sources as (words, why, line drawn)."""
    closed = [c for c in part.choices if c.action is None and not c.chosen]
    if way == "none" or not closed:
        return []
    if way == "each" or len(closed) == 1:
        line = _("not now: {source} ({why})")
        return [(c.words, c.why_not, line.format(source=c.words, why=c.why_not)) for c in closed]
    words = "; ".join(c.words for c in closed)
    why = "; ".join(dict.fromkeys(c.why_not for c in closed))
    n = len(closed)
    line = ngettext("not now: {count} other source", "not now: {count} other sources", n)
    return [(words, why, line.format(count=n))]


def _rows(theme: th.Theme, width: int, table: Table, way: str) -> list[_Row]:
    u = theme.u

    def tall(text: str, face: str, w: int) -> int:
        return theme.measure(text, w, None, face=face, size=th.SIZE_SMALL).height + u(6)

    text_w = width - u(ICON_UNITS) - u(8)
    rows: list[_Row] = []
    for part in _parts(table):
        rows.append(_Row("part", tall(part.label, "text-bold", width - u(ICON_UNITS)), part.key))
        for c in part.choices:
            if c.action is not None and not c.chosen:
                line = _("or: {source}").format(source=c.words)
                rows.append(_Row("choice", tall(line, "text", text_w), "", c.action, c.words))
        for words, why, line in _closed_rows(part, way):
            rows.append(_Row("closed", tall(line, "italic", text_w), "", None, words, why, line))
        rows.append(_Row("gap", u(4)))
    total = table.place("pay:total")
    if total is not None:
        rows.append(_Row("total", tall(total.label, "italic", width), "pay:total"))
    return rows


def pay_layout(theme: th.Theme, area: pygame.Rect, table: Table) -> PayLayout:
    """The heading, each part (its source, then its other sources one under the other), the
    total and the two buttons, in `area`. Every line is as tall as its words need; where they do
    not all fit, the closed sources are counted on one line a part, then left to the part's
    tooltip, and only then do the lines shrink together."""
    u = theme.u
    panel = area.copy()
    inner = panel.inflate(-u(16), -u(16))
    head = theme.measure(table.prompt, inner.width, None, face="display-bold", max_lines=2)
    buttons_h = u(BUTTON_UNITS)
    room = inner.height - buttons_h - u(8) - head.height - u(6)
    for way in CLOSED_WAYS:
        rows = _rows(theme, inner.width, table, way)
        if sum(r.height for r in rows) <= room:
            break
    need = sum(r.height for r in rows)
    shrink = min(1.0, room / need) if need else 1.0
    rects = {"pay:head": pygame.Rect(inner.x, inner.y, inner.width, head.height + u(6))}
    choices: list[tuple[pygame.Rect, Action, str]] = []
    closed: list[tuple[pygame.Rect, str, str]] = []
    lines: list[str] = []
    y = rects["pay:head"].bottom
    icon_w = u(ICON_UNITS)
    for row in rows:
        h = max(1, int(row.height * shrink))
        box = pygame.Rect(inner.x + icon_w, y + 1, inner.width - icon_w, h - 2)
        if row.what in ("part", "total"):
            rects[row.key] = pygame.Rect(inner.x, y, inner.width, h)
        elif row.action is not None:
            choices.append((box, row.action, row.words))
        elif row.what == "closed":
            closed.append((box, row.words, row.why))
            lines.append(row.line)
        y += h
    half = (inner.width - u(10)) // 2
    top = inner.bottom - buttons_h
    rects["pay:confirm"] = pygame.Rect(inner.x, top, half, buttons_h)
    rects["pay:cancel"] = pygame.Rect(inner.right - half, top, half, buttons_h)
    return PayLayout(panel, rects, choices, closed, lines)


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
        icon_w = u(ICON_UNITS)
        words = pygame.Rect(row.x + icon_w, row.y, row.width - icon_w, row.height)
        theme.draw_text(surface, part.label, words, face="text-bold", size=th.SIZE_SMALL)
    for box, _action, words in shape.choices:
        lit = box.collidepoint(mouse)
        pygame.draw.rect(surface, (250, 232, 176) if lit else CHOICE, box, border_radius=u(4))
        text = box.inflate(-u(8), 0)
        line = _("or: {source}").format(source=words)
        theme.draw_text(surface, line, text, size=th.SIZE_SMALL, colour=th.INK_SOFT)
    for (box, _words, _why), line in zip(shape.closed, shape.closed_lines, strict=True):
        text = box.inflate(-u(8), 0)
        theme.draw_text(surface, line, text, face="italic", size=th.SIZE_SMALL, colour=th.DIM)
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
