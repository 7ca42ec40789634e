"""Drawing helpers of Anno 1701's table beside the sea: the favour board (shared), the rivals at
a glance and the drawn card. Each takes the scene for its theme, seats, tips and zones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.games.anno1701.table import Anno1701Table, CardFace, Holder
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


def draw_favour_board(
    scene: Anno1701Scene, surface: pygame.Surface, rect: pygame.Rect, model: Anno1701Table
):
    """The favour board: three majority columns, the 7-colony spaces and the donation coins."""
    u = scene.u
    pygame.draw.rect(surface, (226, 206, 160), rect, border_radius=u(8))
    pygame.draw.rect(surface, th.WOOD_LIGHT, rect, max(1, u(2)), border_radius=u(8))
    board = model.place("favour-board")
    assert board is not None
    head = _text(scene, board.label, "display-bold", th.SIZE_LABEL, th.INK, rect.width // 3)
    surface.blit(head, (rect.x + u(10), rect.y + u(4)))
    scene.add_tip(head.get_rect(topleft=(rect.x + u(10), rect.y + u(4))), board.tooltip)
    top = rect.y + head.get_height() + u(8)
    coin_w = u(112)
    col_w = (rect.width - coin_w - u(30)) // 3
    line_h = scene.theme.font("text-bold", th.SIZE_SMALL).get_linesize()
    for c, column in enumerate(model.of_kind("column")):
        assert isinstance(column, Holder)
        box = pygame.Rect(rect.x + u(8) + c * (col_w + u(6)), top, col_w, rect.bottom - top - u(8))
        pygame.draw.rect(surface, th.PARCHMENT, box, border_radius=u(6))
        surface.blit(icon(COLUMN_ICONS[c], u(22), th.WOOD), (box.x + u(6), box.y + u(4)))
        area = pygame.Rect(box.x + u(30), box.y + u(4), box.width - u(64), u(24))
        scene.theme.draw_text(
            surface, column.label, area, face="text-bold", size=th.SIZE_SMALL, colour=th.INK
        )
        space = pygame.Rect(box.right - u(30), box.y + u(4), u(24), u(24))
        pygame.draw.rect(surface, th.CREAM, space, border_radius=u(4))
        pygame.draw.rect(surface, th.BRASS, space, max(1, u(2)), border_radius=u(4))
        if column.holder >= 0:
            draw_marker(surface, _look(scene, column.holder), space.center, u(8))
        scene.add_tip(pygame.Rect(box.x, box.y, box.width, u(28)), scene.with_names(column.tooltip))
        y = box.y + u(32)
        for member, count in column.counts:
            if y + line_h > box.bottom:
                break
            draw_marker(surface, _look(scene, member), (box.x + u(14), y + line_h // 2), u(6))
            bar_w = box.width - u(64)
            bar = pygame.Rect(box.x + u(26), y + line_h // 2 - u(3), bar_w, u(6))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, bar, border_radius=u(3))
            fill = bar.copy()
            fill.width = int(bar_w * min(count, 10) / 10)
            pygame.draw.rect(surface, _look(scene, member).colour, fill, border_radius=u(3))
            num = scene.theme.text(str(count), "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(num, (box.right - u(8) - num.get_width(), y))
            row = pygame.Rect(box.x, y, box.width, line_h)
            scene.add_tip(row, f"{_name(scene, member)}: {count} ({column.label.lower()})")
            y += line_h
    _draw_coins(scene, surface, model, pygame.Rect(rect.right - coin_w - u(10), top, coin_w, 0))
    scene.add_tip(rect, board.label)


def _draw_coins(scene: Anno1701Scene, surface: pygame.Surface, model: Anno1701Table, area):
    u = scene.u
    label = _text(scene, "Donations", "text-bold", th.SIZE_SMALL, th.INK, area.width)
    surface.blit(label, (area.x, area.y))
    y = area.y + label.get_height() + u(2)
    r = u(13)
    for i, coin in enumerate(model.of_kind("coin")):
        assert isinstance(coin, Holder)
        cx = area.x + r + (i % 3) * (2 * r + u(8))
        cy = y + r + (i // 3) * (2 * r + u(6))
        colour = th.DIM if coin.holder == -2 else th.BRASS
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, th.WOOD_DARK, (cx, cy), r, max(1, u(2)))
        num = scene.theme.text(coin.label, "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(num, num.get_rect(center=(cx, cy)))
        box = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        if coin.holder >= 0:
            draw_marker(surface, _look(scene, coin.holder), (cx + r - u(3), cy - r + u(3)), u(6))
        tip = scene.with_names(coin.tooltip) + (f" {coin.why_not}." if coin.why_not else "")
        if coin.actions:
            scene.add_button(box, scene.open_donation, tip)
            pygame.draw.circle(surface, th.BRASS_LIGHT, (cx, cy), r + u(2), max(2, u(2)))
            continue
        scene.add_tip(box, tip)
    sevens = model.of_kind("seven")
    if sevens:
        y2 = y + 2 * (2 * r + u(6))
        text = _text(scene, sevens[0].label, "text-bold", th.SIZE_SMALL, th.INK, area.width)
        surface.blit(icon("village", u(20), th.WOOD), (area.x, y2))
        surface.blit(text, (area.x + u(22), y2))
        for k, seven in enumerate(sevens):
            assert isinstance(seven, Holder)
            box = pygame.Rect(area.x + u(40) + k * u(28), y2, u(22), u(22))
            pygame.draw.rect(surface, th.CREAM, box, border_radius=u(4))
            pygame.draw.rect(surface, th.BRASS, box, max(1, u(2)), border_radius=u(4))
            if seven.holder >= 0:
                draw_marker(surface, _look(scene, seven.holder), box.center, u(7))
            scene.add_tip(box, seven.tooltip)


def _look(scene: Anno1701Scene, member: int) -> th.PlayerLook:
    if member >= len(scene.match.seats):
        return NEUTRAL_LOOK
    return scene.seat_look(member)


def _name(scene: Anno1701Scene, member: int) -> str:
    return "the neutral colour" if member >= len(scene.match.seats) else scene.seat_name(member)


def draw_rival(
    scene: Anno1701Scene, surface: pygame.Surface, box: pygame.Rect, rival: Place, seat: int
) -> None:
    """One opponent at a glance: gold, goods cards, favour tokens, colonies, ships, turmoil."""
    u = scene.u
    to_act = scene.match.to_act()
    fill = (236, 212, 150) if seat == to_act else (232, 218, 184)
    pygame.draw.rect(surface, fill, box, border_radius=u(8))
    edge = th.BRASS if seat == to_act else th.PARCHMENT_DARK
    pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(8))
    draw_marker(surface, scene.seat_look(seat), (box.x + u(16), box.y + u(15)), u(9))
    turmoil = bool(rival.number("turmoil"))
    name_w = box.width - u(40) - (u(86) if turmoil else 0)
    name = _text(scene, rival.label, "text-bold", th.SIZE_BODY, th.INK, name_w)
    surface.blit(name, (box.x + u(32), box.y + u(4)))
    if turmoil:
        tag = scene.theme.text("Turmoil", "text-bold", th.SIZE_SMALL, th.CREAM)
        tag_box = tag.get_rect(topright=(box.right - u(8), box.y + u(5))).inflate(u(10), u(2))
        pygame.draw.rect(surface, (160, 50, 40), tag_box, border_radius=u(4))
        surface.blit(tag, tag.get_rect(center=tag_box.center))
    facts = (
        ("coins", "gold"),
        ("stack", "cards"),
        ("round-star", "tokens"),
        ("village", "colonies"),
        ("sailboat", "ships"),
    )
    x = box.x + u(10)
    y = box.y + name.get_height() + u(8)
    step = (box.width - u(14)) // len(facts)
    for icon_name, number in facts:
        surface.blit(icon(icon_name, u(20), th.WOOD), (x, y))
        num = scene.theme.text(str(rival.number(number)), "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(num, (x + u(23), y + (u(20) - num.get_height()) // 2))
        x += step
    scene.add_tip(box, rival.tooltip)


def draw_card(
    scene: Anno1701Scene, surface: pygame.Surface, rect: pygame.Rect, face: CardFace
) -> None:
    """The event or encounter card drawn last: a parchment face with a coloured band."""
    u = scene.u
    band, icon_name = CARD_ART.get(face.art, ((44, 90, 130), "compass"))
    pygame.draw.rect(surface, (246, 236, 210), rect, border_radius=u(6))
    head = pygame.Rect(rect.x, rect.y, rect.width, u(26))
    pygame.draw.rect(surface, band, head, border_top_left_radius=u(6), border_top_right_radius=u(6))
    pygame.draw.rect(surface, th.WOOD, rect, max(1, u(2)), border_radius=u(6))
    surface.blit(icon(icon_name, u(20), th.CREAM), (head.x + u(5), head.y + u(3)))
    text = _text(scene, face.title, "text-bold", th.SIZE_SMALL, th.CREAM, head.width - u(32))
    surface.blit(text, (head.x + u(29), head.centery - text.get_height() // 2))
    theme = scene.theme
    y = head.bottom + u(2)
    line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
    lines = theme.wrap(face.body, "text", th.SIZE_SMALL, rect.width - u(12))
    for line in lines:
        if y + line_h > rect.bottom:
            break
        surface.blit(theme.text(line, "text", th.SIZE_SMALL, th.INK), (rect.x + u(6), y))
        y += line_h
    scene.add_tip(rect, f"{face.title}: {face.body}")
