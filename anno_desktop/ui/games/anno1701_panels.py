"""Drawing helpers of Anno 1701's table beside the sea: the favour board (shared), the rivals at
a glance and the drawn card. Each takes the scene for its theme, seats, tips and zones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.favour import tokens_total
from anno_desktop.games.anno1701.state import BLOCKED
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker

if TYPE_CHECKING:
    from anno_desktop.ui.games.anno1701 import Anno1701Scene

COLUMNS = (
    ("cannon", "Cannons", "cannon"),
    ("chest", "Sacks", "sack"),
    ("crown", "Content", "content"),
)
EVENT_TEXTS = {
    "fire": "Fire: whoever holds more than 7 goods cards loses half (fire watches protect 4).",
    "taxes": "Taxes: everyone takes 1 gold plus 1 per contentment (at most 5).",
    "queen": "The Queen's demand: 2 favour tokens placed pay 1 gold, 3 or more pay 2.",
}
ENCOUNTER_ICONS = {
    "trader": "trade",
    "pirate": "pirate-flag",
    "castaways": "person",
    "whirlwind": "tornado",
}


def encounter_text(card: Any) -> str:
    """What an encounter card does, in a sentence."""
    if card.kind == "pirate":
        return (
            f"Pay {card.demand} gold, or fight: a die plus your cannons must reach "
            f"{card.strength} (win {card.reward} gold; a loss sends the ship back)."
        )
    if card.kind == "trader":
        return "Sell one goods card for gold (more trade sacks, more gold)."
    if card.kind == "castaways":
        return "Rescue castaways: 1 gold for each sail."
    return f"A whirlwind: with fewer than {card.sails} sails the ship is blown back."


def _text(scene: Anno1701Scene, text: str, face: str, size: float, colour: Any, width: int):
    theme = scene.theme
    return theme.text(theme.fit(text, face, size, width), face, size, colour)


def draw_favour_board(scene: Anno1701Scene, surface: pygame.Surface, rect: pygame.Rect, view: Any):
    """The favour board: three majority columns, the 7-colony spaces and the donation coins."""
    u = scene.u
    pygame.draw.rect(surface, (226, 206, 160), rect, border_radius=u(8))
    pygame.draw.rect(surface, th.WOOD_LIGHT, rect, max(1, u(2)), border_radius=u(8))
    head = _text(scene, "Favour board", "display-bold", th.SIZE_LABEL, th.INK, rect.width // 3)
    surface.blit(head, (rect.x + u(10), rect.y + u(4)))
    scene.add_tip(
        head.get_rect(topleft=(rect.x + u(10), rect.y + u(4))),
        "The favour board: the first to 3 in a column takes its space (a favour token); a "
        "strictly higher count takes it over; 10 locks it.",
    )
    members = list(range(view.n)) + ([view.n] if view.neutral is not None else [])
    top = rect.y + head.get_height() + u(8)
    coin_w = u(112)
    col_w = (rect.width - coin_w - u(30)) // 3
    line_h = scene.theme.font("text-bold", th.SIZE_SMALL).get_linesize()
    for c, (icon_name, title, attr) in enumerate(COLUMNS):
        box = pygame.Rect(rect.x + u(8) + c * (col_w + u(6)), top, col_w, rect.bottom - top - u(8))
        pygame.draw.rect(surface, th.PARCHMENT, box, border_radius=u(6))
        surface.blit(icon(icon_name, u(22), th.WOOD), (box.x + u(6), box.y + u(4)))
        name = _text(scene, title, "text-bold", th.SIZE_SMALL, th.INK, box.width - u(36))
        surface.blit(name, (box.x + u(32), box.y + u(5)))
        holder = view.column_holder[c]
        space = pygame.Rect(box.right - u(30), box.y + u(4), u(24), u(24))
        pygame.draw.rect(surface, th.CREAM, space, border_radius=u(4))
        pygame.draw.rect(surface, th.BRASS, space, max(1, u(2)), border_radius=u(4))
        if holder >= 0:
            draw_marker(surface, _look(scene, view, holder), space.center, u(8))
        who = _name(scene, view, holder) if holder >= 0 else "nobody yet (3 needed)"
        scene.add_tip(space, f"{title} favour space: held by {who}.")
        scene.add_tip(
            pygame.Rect(box.x, box.y, box.width - u(32), u(28)),
            f"{title}: the first to 3 takes this favour space, a higher count takes it over.",
        )
        y = box.y + u(32)
        for m in members:
            count = _count(view, m, attr)
            if y + line_h > box.bottom:
                break
            draw_marker(surface, _look(scene, view, m), (box.x + u(14), y + line_h // 2), u(6))
            bar_w = box.width - u(64)
            bar = pygame.Rect(box.x + u(26), y + line_h // 2 - u(3), bar_w, u(6))
            pygame.draw.rect(surface, th.PARCHMENT_DARK, bar, border_radius=u(3))
            fill = bar.copy()
            fill.width = int(bar_w * min(count, 10) / 10)
            pygame.draw.rect(surface, _look(scene, view, m).colour, fill, border_radius=u(3))
            num = scene.theme.text(str(count), "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(num, (box.right - u(8) - num.get_width(), y))
            row = pygame.Rect(box.x, y, box.width, line_h)
            scene.add_tip(row, f"{_name(scene, view, m)}: {count} {title.lower()}")
            y += line_h
    _draw_coins(scene, surface, view, pygame.Rect(rect.right - coin_w - u(10), top, coin_w, 0))
    scene.add_tip(rect, "Favour board")


def _draw_coins(scene: Anno1701Scene, surface: pygame.Surface, view: Any, area: pygame.Rect):
    u = scene.u
    d = game_data()
    label = _text(scene, "Donations", "text-bold", th.SIZE_SMALL, th.INK, area.width)
    surface.blit(label, (area.x, area.y))
    y = area.y + label.get_height() + u(2)
    r = u(13)
    donate = any(a.kind == "donate" for a in scene.legal_for_viewer())
    for i, value in enumerate(d.s.donations):
        cx = area.x + r + (i % 3) * (2 * r + u(8))
        cy = y + r + (i // 3) * (2 * r + u(6))
        holder = view.donation_holder[i]
        colour = th.DIM if holder == BLOCKED else th.BRASS
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, th.WOOD_DARK, (cx, cy), r, max(1, u(2)))
        num = scene.theme.text(str(value), "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(num, num.get_rect(center=(cx, cy)))
        coin = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        if holder >= 0:
            draw_marker(surface, _look(scene, view, holder), (cx + r - u(3), cy - r + u(3)), u(6))
            what = f"given by {_name(scene, view, holder)}"
        elif holder != BLOCKED and i == view.donation_holder.index(-1) and donate:
            scene.add_button(
                coin, scene.open_donation, f"Donation of {value} gold: click to donate."
            )
            pygame.draw.circle(surface, th.BRASS_LIGHT, (cx, cy), r + u(2), max(2, u(2)))
            continue
        elif holder == BLOCKED:
            what = "not used with 2 players"
        else:
            what = "free: the cheapest free coin is the next donation"
        scene.add_tip(coin, f"Donation of {value} gold: {what}.")
    if view.n == 4:
        y2 = y + 2 * (2 * r + u(6))
        text = _text(scene, "7", "text-bold", th.SIZE_SMALL, th.INK, area.width)
        surface.blit(icon("village", u(20), th.WOOD), (area.x, y2))
        surface.blit(text, (area.x + u(22), y2))
        for k in range(d.s.seven_colony_spaces):
            box = pygame.Rect(area.x + u(40) + k * u(28), y2, u(22), u(22))
            pygame.draw.rect(surface, th.CREAM, box, border_radius=u(4))
            pygame.draw.rect(surface, th.BRASS, box, max(1, u(2)), border_radius=u(4))
            if k < len(view.seven_holders):
                draw_marker(surface, _look(scene, view, view.seven_holders[k]), box.center, u(7))
            scene.add_tip(
                box, "The first two players to found 7 colonies each place a favour token here."
            )


def _count(view: Any, member: int, attr: str) -> int:
    if member == view.n:
        return getattr(view.neutral, attr, 0) if attr != "content" else 0
    return getattr(view.players[member], attr)


def _look(scene: Anno1701Scene, view: Any, member: int) -> th.PlayerLook:
    if member == view.n:
        return th.PlayerLook("Neutral", (200, 196, 186), "disc")
    return scene.seat_look(member)


def _name(scene: Anno1701Scene, view: Any, member: int) -> str:
    return "the neutral colour" if member == view.n else scene.seat_name(member)


def draw_rival(
    scene: Anno1701Scene, surface: pygame.Surface, box: pygame.Rect, view: Any, seat: int
) -> None:
    """One opponent at a glance: gold, goods cards, favour tokens, colonies, ships, turmoil."""
    u = scene.u
    d = game_data()
    p = view.players[seat]
    to_act = scene.match.to_act()
    fill = (236, 212, 150) if seat == to_act else (232, 218, 184)
    pygame.draw.rect(surface, fill, box, border_radius=u(8))
    edge = th.BRASS if seat == to_act else th.PARCHMENT_DARK
    pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(8))
    draw_marker(surface, scene.seat_look(seat), (box.x + u(16), box.y + u(15)), u(9))
    turmoil = p.gold < d.s.turmoil_below
    name_w = box.width - u(40) - (u(86) if turmoil else 0)
    name = _text(scene, scene.seat_name(seat), "text-bold", th.SIZE_BODY, th.INK, name_w)
    surface.blit(name, (box.x + u(32), box.y + u(4)))
    if turmoil:
        tag = scene.theme.text("Turmoil", "text-bold", th.SIZE_SMALL, th.CREAM)
        tag_box = tag.get_rect(topright=(box.right - u(8), box.y + u(5))).inflate(u(10), u(2))
        pygame.draw.rect(surface, (160, 50, 40), tag_box, border_radius=u(4))
        surface.blit(tag, tag.get_rect(center=tag_box.center))
        scene.add_tip(tag_box, "Turmoil: under 3 gold. No income on 6 and 8; cannot win now.")
    ships = sum(1 for h in p.ships if h >= 0)
    facts = (
        ("coins", p.gold, "gold"),
        ("stack", p.hand_size(), "goods cards"),
        ("round-star", p.tokens, f"of {tokens_total(d, view)} favour tokens placed"),
        ("village", len(p.colonies), "colonies"),
        ("sailboat", ships, "ships at sea"),
    )
    x = box.x + u(10)
    y = box.y + name.get_height() + u(8)
    step = (box.width - u(14)) // len(facts)
    for icon_name, value, what in facts:
        surface.blit(icon(icon_name, u(20), th.WOOD), (x, y))
        num = scene.theme.text(str(value), "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(num, (x + u(23), y + (u(20) - num.get_height()) // 2))
        scene.add_tip(pygame.Rect(x, y, step, u(22)), f"{scene.seat_name(seat)}: {value} {what}")
        x += step
    scene.add_tip(box, f"{scene.seat_name(seat)}")


def draw_card(
    scene: Anno1701Scene, surface: pygame.Surface, rect: pygame.Rect, card: tuple[str, int]
) -> None:
    """The event or encounter card drawn last: a parchment face with a coloured band."""
    u = scene.u
    d = game_data()
    kind, index = card
    if kind == "event":
        names = d.events[index]
        title = "Event: " + " & ".join(n.capitalize() for n in names)
        body = " ".join(EVENT_TEXTS[n] for n in names)
        band, icon_name = (150, 60, 44), "fire" if "fire" in names else "queen-crown"
    else:
        enc = d.encounters[index]
        title = enc.name
        body = encounter_text(enc)
        band, icon_name = (44, 90, 130), ENCOUNTER_ICONS.get(enc.kind, "compass")
    pygame.draw.rect(surface, (246, 236, 210), rect, border_radius=u(6))
    head = pygame.Rect(rect.x, rect.y, rect.width, u(26))
    pygame.draw.rect(surface, band, head, border_top_left_radius=u(6), border_top_right_radius=u(6))
    pygame.draw.rect(surface, th.WOOD, rect, max(1, u(2)), border_radius=u(6))
    surface.blit(icon(icon_name, u(20), th.CREAM), (head.x + u(5), head.y + u(3)))
    text = _text(scene, title, "text-bold", th.SIZE_SMALL, th.CREAM, head.width - u(32))
    surface.blit(text, (head.x + u(29), head.centery - text.get_height() // 2))
    theme = scene.theme
    y = head.bottom + u(2)
    line_h = theme.font("text", th.SIZE_SMALL).get_linesize()
    lines = theme.wrap(body, "text", th.SIZE_SMALL, rect.width - u(12))
    for line in lines:
        if y + line_h > rect.bottom:
            break
        surface.blit(theme.text(line, "text", th.SIZE_SMALL, th.INK), (rect.x + u(6), y))
        y += line_h
    scene.add_tip(rect, f"{title}: {body}")
