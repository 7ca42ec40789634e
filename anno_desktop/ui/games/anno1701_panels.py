"""Drawing helpers of Anno 1701's table beside the sea: the favour board (shared), the rivals at
a glance and the drawn card. Each takes the scene for its theme, seats, tips and zones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.games.anno1701.table import Anno1701Table, CardFace, Holder, lower_first
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker

if TYPE_CHECKING:
    from anno_desktop.engine.table import Place
    from anno_desktop.ui.games.anno1701 import Anno1701Scene

COLUMN_ICONS = ("cannon", "chest", "crown")
CARD_ART = {
    "fire": ((150, 60, 44), "fire"),
    "taxes": ((150, 60, 44), "queen-crown"),
    "queen": ((150, 60, 44), "queen-crown"),
    "trader": ((44, 90, 130), "trade"),
    "pirate": ((44, 90, 130), "pirate-flag"),
    "castaways": ((44, 90, 130), "person"),
    "whirlwind": ((44, 90, 130), "tornado"),
}
NEUTRAL_LOOK = th.PlayerLook("Neutral", (200, 196, 186), "disc")


def _text(scene: Anno1701Scene, text: str, face: str, size: float, colour: Any, width: int):
    theme = scene.theme
    return theme.text(theme.fit(text, face, size, width), face, size, colour)


def fits(
    scene: Anno1701Scene,
    text: str,
    box: pygame.Rect,
    face: str,
    size: float,
    max_lines: int | None = None,
) -> bool:
    """True when `text` fits `box` whole (wrapped and shrunk at most to the floor): a label
    that does not is left out for its icon and tooltip rather than cut."""
    if box.width <= 0 or box.height <= 0:
        return False
    fitted = scene.theme.measure(
        text, box.width, box.height, face=face, size=size, max_lines=max_lines
    )
    return not fitted.shortened


def draw_favour_board(scene: Anno1701Scene, surface: pygame.Surface, model: Anno1701Table):
    """The favour board: three majority columns, the 7-colony spaces and the donation coins,
    in the layout's rects."""
    u, theme = scene.u, scene.theme
    lay = scene.lay.favour
    rect = lay.frame
    pygame.draw.rect(surface, (226, 206, 160), rect, border_radius=u(8))
    pygame.draw.rect(surface, th.WOOD_LIGHT, rect, max(1, u(2)), border_radius=u(8))
    board = model.place("favour-board")
    assert board is not None
    if fits(scene, board.label, lay.title, "display-bold", th.SIZE_LABEL):
        theme.draw_text(surface, board.label, lay.title, face="display-bold", size=th.SIZE_LABEL)
    scene.add_tip(lay.title, board.tooltip)
    for c, (box, column) in enumerate(zip(lay.columns, model.of_kind("column"), strict=True)):
        assert isinstance(column, Holder)
        _draw_column(scene, surface, box, column, c)
    _draw_coins(scene, surface, model)
    scene.add_tip(rect, board.label)


def _draw_column(
    scene: Anno1701Scene, surface: pygame.Surface, box: pygame.Rect, column: Holder, c: int
) -> None:
    """One majority column: its icon, title and holder's space (in a column too narrow for
    them side by side, the space under the icon), then each member's count."""
    u, theme = scene.u, scene.theme
    pygame.draw.rect(surface, th.PARCHMENT, box, border_radius=u(6))
    per_line = scene.lay.favour.per_line
    counts_h = (
        -(-len(column.counts) // per_line) * theme.font("text-bold", th.SIZE_SMALL).get_linesize()
    )
    side = max(u(10), min(u(22), box.height - counts_h - u(12)))
    narrow = box.width < 2 * side + u(14)
    if narrow:
        side = min(side, box.width - u(6), (box.height - counts_h - u(15)) // 2)
        at = (box.centerx - side // 2, box.y + u(3))
        space = pygame.Rect(at[0], at[1] + side + u(3), side, side)
        head_h = 2 * side + u(6)
    else:
        at = (box.x + u(4), box.y + u(3))
        space = pygame.Rect(box.right - side - u(4), box.y + u(3), side, side)
        head_h = side + u(6)
        title = pygame.Rect(
            box.x + side + u(7), box.y + u(2), space.x - box.x - side - u(9), side + u(2)
        )
        if fits(scene, column.label, title, "text-bold", th.SIZE_SMALL):
            theme.draw_text(surface, column.label, title, face="text-bold", size=th.SIZE_SMALL)
    surface.blit(icon(COLUMN_ICONS[c], side, th.WOOD), at)
    pygame.draw.rect(surface, th.CREAM, space, border_radius=u(4))
    pygame.draw.rect(surface, th.BRASS, space, max(1, u(2)), border_radius=u(4))
    if column.holder >= 0:
        draw_marker(surface, _look(scene, column.holder), space.center, side // 3)
    scene.add_tip(pygame.Rect(box.x, box.y, box.width, head_h), scene.with_names(column.tooltip))
    _draw_counts(scene, surface, box, box.y + head_h + u(2), column)


def _draw_counts(
    scene: Anno1701Scene, surface: pygame.Surface, box: pygame.Rect, top: int, column: Holder
) -> None:
    """Each member's count in column `box` from `top` down to its foot: a marker, a bar where
    there is room and the number; the layout's `per_line` of them side by side."""
    u, theme = scene.u, scene.theme
    per_line = scene.lay.favour.per_line
    lines = -(-len(column.counts) // per_line)
    line_h = max(1, (box.bottom - top) // max(1, lines))
    cell_w = box.width // per_line
    for k, (member, count) in enumerate(column.counts):
        x = box.x + (k % per_line) * cell_w
        row = pygame.Rect(x, top + (k // per_line) * line_h, cell_w, line_h)
        # A narrow column has smaller markers, so the number never lies over one.
        digits = theme.font("text-bold", th.SIZE_SMALL).size(str(count))[0]
        marker = max(2, min(u(6), line_h // 2, (row.width - u(10) - digits) // 2))
        draw_marker(surface, _look(scene, member), (row.x + u(4) + marker, row.centery), marker)
        num = pygame.Rect(max(row.x + u(6) + 2 * marker, row.right - u(30)), row.y, 0, row.height)
        num.width = row.right - u(2) - num.x
        bar = pygame.Rect(row.x + u(8) + 2 * marker, row.centery - u(3), 0, u(6))
        bar.width = num.x - u(4) - bar.x
        align = "right"
        if bar.width >= u(12):  # a bar only where there is room for one
            pygame.draw.rect(surface, th.PARCHMENT_DARK, bar, border_radius=u(3))
            fill = bar.copy()
            fill.width = int(bar.width * min(count, 10) / 10)
            pygame.draw.rect(surface, _look(scene, member).colour, fill, border_radius=u(3))
        else:  # no bar: the number beside its marker
            num.update(
                row.x + u(6) + 2 * marker, row.y, row.right - row.x - u(8) - 2 * marker, row.height
            )
            align = "left"
        theme.draw_text(surface, str(count), num, face="text-bold", size=th.SIZE_SMALL, align=align)
        tip = _("{member}: {count} ({column})").format(
            member=_name(scene, member), count=count, column=lower_first(column.label)
        )
        scene.add_tip(row, tip)


def _draw_coins(scene: Anno1701Scene, surface: pygame.Surface, model: Anno1701Table):
    u, theme = scene.u, scene.theme
    lay = scene.lay.favour
    donations = _("Donations")
    if fits(scene, donations, lay.donations, "text-bold", th.SIZE_SMALL):
        theme.draw_text(surface, donations, lay.donations, face="text-bold", size=th.SIZE_SMALL)
    for box, coin in zip(lay.coins, model.of_kind("coin"), strict=True):
        assert isinstance(coin, Holder)
        r = box.width // 2
        colour = th.DIM if coin.holder == -2 else th.BRASS
        pygame.draw.circle(surface, colour, box.center, r)
        pygame.draw.circle(surface, th.WOOD_DARK, box.center, r, max(1, u(2)))
        theme.draw_text(
            surface,
            coin.label,
            box.inflate(u(6), 0),
            face="text-bold",
            size=th.SIZE_SMALL,
            align="center",
        )
        if coin.holder >= 0:
            draw_marker(surface, _look(scene, coin.holder), (box.right - u(3), box.y + u(3)), u(6))
        tip = scene.with_names(coin.tooltip) + (f" {coin.why_not}." if coin.why_not else "")
        if coin.actions:
            scene.add_button(box, scene.open_donation, tip)
            pygame.draw.circle(surface, th.BRASS_LIGHT, box.center, r + u(2), max(2, u(2)))
            continue
        scene.add_tip(box, tip)
    sevens = model.of_kind("seven")
    if sevens and lay.sevens:
        label = lay.sevens_label
        side = min(u(18), label.height)
        surface.blit(icon("village", side, th.WOOD), (label.x, label.y))
        number = pygame.Rect(
            label.x + side + u(1), label.y, label.width - side - u(1), label.height
        )
        if fits(scene, sevens[0].label, number, "text-bold", th.SIZE_SMALL):
            theme.draw_text(surface, sevens[0].label, number, face="text-bold", size=th.SIZE_SMALL)
        for box, seven in zip(lay.sevens, sevens, strict=True):
            assert isinstance(seven, Holder)
            pygame.draw.rect(surface, th.CREAM, box, border_radius=u(4))
            pygame.draw.rect(surface, th.BRASS, box, max(1, u(2)), border_radius=u(4))
            if seven.holder >= 0:
                draw_marker(surface, _look(scene, seven.holder), box.center, box.width // 3)
            scene.add_tip(box, seven.tooltip)


def _look(scene: Anno1701Scene, member: int) -> th.PlayerLook:
    if member >= len(scene.match.seats):
        return NEUTRAL_LOOK
    return scene.seat_look(member)


def _name(scene: Anno1701Scene, member: int) -> str:
    return _("the neutral colour") if member >= len(scene.match.seats) else scene.seat_name(member)


def draw_rival(
    scene: Anno1701Scene, surface: pygame.Surface, box: pygame.Rect, rival: Place, seat: int
) -> None:
    """One opponent at a glance: gold, goods cards, favour tokens, colonies, ships, turmoil."""
    u, theme = scene.u, scene.theme
    to_act = scene.match.to_act()
    fill = (236, 212, 150) if seat == to_act else (232, 218, 184)
    pygame.draw.rect(surface, fill, box, border_radius=u(8))
    edge = th.BRASS if seat == to_act else th.PARCHMENT_DARK
    pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(8))
    line = box.height // 2
    draw_marker(surface, scene.seat_look(seat), (box.x + u(14), box.y + line // 2 + u(2)), u(8))
    turmoil = bool(rival.number("turmoil"))
    tag_w = u(78) if turmoil else 0
    name = pygame.Rect(box.x + u(28), box.y + u(2), box.width - u(34) - tag_w, line)
    tag_box = pygame.Rect(box.right - tag_w - u(4), box.y + u(4), tag_w, line - u(4))
    if turmoil and not (
        fits(scene, rival.label, name, "text-bold", th.SIZE_BODY, 1)
        and fits(scene, _("Turmoil"), tag_box, "text-bold", th.SIZE_SMALL)
    ):
        # No room for the tag beside the name: the box's edge says turmoil instead.
        tag_w, turmoil = 0, False
        name.width = box.width - u(34)
        pygame.draw.rect(surface, (160, 50, 40), box, max(2, u(3)), border_radius=u(8))
    words = next(
        (
            w
            for w in (rival.label, rival.label.split()[-1])
            if fits(scene, w, name, "text-bold", th.SIZE_BODY, 1)
        ),
        "",
    )
    theme.draw_text(surface, words, name, face="text-bold", size=th.SIZE_BODY, max_lines=1)
    if turmoil:
        pygame.draw.rect(surface, (160, 50, 40), tag_box, border_radius=u(4))
        theme.draw_text(
            surface,
            _("Turmoil"),
            tag_box,
            face="text-bold",
            size=th.SIZE_SMALL,
            colour=th.CREAM,
            align="center",
        )
    _rival_facts(scene, surface, box, rival)
    scene.add_tip(box, rival.tooltip)


RIVAL_FACTS = (
    ("coins", "gold"),
    ("stack", "cards"),
    ("round-star", "tokens"),
    ("village", "colonies"),
    ("sailboat", "ships"),
)


def _rival_facts(scene: Anno1701Scene, surface: pygame.Surface, box: pygame.Rect, rival: Place):
    """A rival's numbers along the lower half of their box, an icon each."""
    u, theme = scene.u, scene.theme
    line = box.height // 2
    side = min(u(20), line - u(4))
    # In a narrow box the last facts (ships, colonies ...) give way; the tooltip has all.
    count = len(RIVAL_FACTS)
    while count > 1 and (box.width - u(12)) // count < side + u(20):
        count -= 1
    step = (box.width - u(12)) // count
    y = box.y + line
    for k, (icon_name, number) in enumerate(RIVAL_FACTS[:count]):
        x = box.x + u(8) + k * step
        surface.blit(icon(icon_name, side, th.WOOD), (x, y))
        num = pygame.Rect(x + side + u(2), y - u(2), step - side - u(4), side + u(4))
        theme.draw_text(
            surface, str(rival.number(number)), num, face="text-bold", size=th.SIZE_SMALL
        )


def draw_card(
    scene: Anno1701Scene,
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: CardFace,
    *,
    tip: bool = True,
) -> None:
    """An event or encounter card: a parchment face with a coloured band, its title on the
    band and what it does below, wrapped and shrunk to the card (the whole text in a tip)."""
    u, theme = scene.u, scene.theme
    band, icon_name = CARD_ART.get(face.art, ((44, 90, 130), "compass"))
    pygame.draw.rect(surface, (246, 236, 210), rect, border_radius=u(6))
    head = pygame.Rect(rect.x, rect.y, rect.width, max(u(24), rect.height // 5))
    pygame.draw.rect(surface, band, head, border_top_left_radius=u(6), border_top_right_radius=u(6))
    pygame.draw.rect(surface, th.WOOD, rect, max(1, u(2)), border_radius=u(6))
    side = head.height - u(6)
    surface.blit(icon(icon_name, side, th.CREAM), (head.x + u(5), head.y + u(3)))
    title = pygame.Rect(head.x + side + u(9), head.y, head.width - side - u(13), head.height)
    size = th.SIZE_SMALL if rect.height < u(120) else th.SIZE_LABEL
    if fits(scene, face.title, title, "text-bold", size):
        theme.draw_text(surface, face.title, title, face="text-bold", size=size, colour=th.CREAM)
    body = pygame.Rect(
        rect.x + u(6), head.bottom + u(2), rect.width - u(12), rect.bottom - head.bottom - u(6)
    )
    fitted = theme.measure(face.body, body.width, body.height, size=size)
    if not fitted.shortened:
        theme.draw_text(surface, face.body, body, size=size, valign="top")
    elif body.height > u(12):  # too long for a small card: its picture (the text is in the tip)
        art = icon(icon_name, min(body.width, body.height), band)
        surface.blit(art, art.get_rect(center=body.center))
    if tip:
        scene.add_tip(rect, f"{face.title}: {face.body}")
