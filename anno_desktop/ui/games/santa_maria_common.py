"""Santa Maria's common board beside the colony: year and start player, the religion and
conquistador tracks, the monk spaces, the docks with their shipments, the retiring spaces, the
white dice, the expansion tiles on offer and the rivals; plus the end-of-year scoring card."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.table import Place
from anno_desktop.games.santa_maria import table as sm
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.widgets.dice import draw_die

if TYPE_CHECKING:
    from anno_desktop.ui.games.santa_maria import SantaMariaScene

RES_ICONS = {
    "wood": "log",
    "grain": "wheat",
    "sugar": "sugar-cane",
    "gem": "cut-diamond",
    "gold": "gold-bar",
    "coins": "coins",
    "points": "round-star",
}
# What a space gives or does, as a picture (the words come from the table).
WHAT_ICONS = {
    **RES_ICONS,
    "religion": "church",
    "conquistador": "crossed-swords",
    "ship": "galleon",
    "road": "road",
    "monk": "monk-face",
    "scholar": "open-book",
    "bishop": "holy-symbol",
    "mission": "palm-tree",
}
LIT = (247, 226, 160)
SPACE = (232, 214, 172)
EDGE = (176, 146, 98)


def label(
    scene: SantaMariaScene, surface: pygame.Surface, text: str, x: int, y: int, h: int
) -> None:
    """A row name in the board's left margin, centred on the row."""
    img = scene.theme.text(text, "text-bold", th.SIZE_SMALL, th.INK_SOFT)
    surface.blit(img, (x, y + (h - img.get_height()) // 2))


def markers_in(
    scene: SantaMariaScene, surface: pygame.Surface, box: pygame.Rect, seats: list[int]
) -> None:
    """Small seat markers shared out inside `box` (two per row)."""
    r = max(scene.u(5), min(box.width, box.height) // 4)
    for k, seat in enumerate(seats[:4]):
        cx = box.x + box.width * (1 + 2 * (k % 2)) // 4 if len(seats) > 1 else box.centerx
        cy = box.y + box.height * (1 + 2 * (k // 2)) // 4 if len(seats) > 2 else box.centery
        draw_marker(surface, scene.seat_look(seat), (cx, cy), r)


def draw_track(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, spaces: list[sm.Space]
) -> None:
    """A track's spaces with the seats' markers; special spaces carry an icon."""
    w = area.width // len(spaces)
    for pos, space in enumerate(spaces):
        box = pygame.Rect(area.x + pos * w, area.y, w - 2, area.height)
        pygame.draw.rect(surface, LIT if space.what else SPACE, box, border_radius=3)
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=3)
        if space.what and not space.seats:
            img = icon(WHAT_ICONS[space.what], min(box.width, box.height) - 6, th.WOOD_LIGHT)
            surface.blit(img, img.get_rect(center=box.center))
        markers_in(scene, surface, box, list(space.seats))
        scene.add_tip(box, scene.with_names(space.tooltip))


ROW_NAMES = ("Religion", "Conquest", "Monks", "Docks", "Retire", "White dice", "Tiles")


def label_width(scene: SantaMariaScene) -> int:
    """The left margin that fits the longest row name."""
    font = scene.theme.font("text-bold", th.SIZE_SMALL)
    return max(font.size(name)[0] for name in ROW_NAMES) + scene.u(12)


def draw_common(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, table: sm.SantaMariaTable
) -> int:
    """Everything shared on the table, top to bottom; returns the y below it."""
    u, theme = scene.u, scene.theme
    x, y, right = area.x, area.y, area.right
    lw = label_width(scene)
    # Year and start player.
    year = table.place("year")
    assert year is not None
    head = theme.text(year.label, "display-bold", th.SIZE_HEADING - 6, th.INK)
    surface.blit(head, (x, y))
    start = theme.text(
        f"start player: {scene.seat_name(table.start)}", "text", th.SIZE_BODY, th.INK_SOFT
    )
    sx = x + head.get_width() + u(16)
    draw_marker(
        surface, scene.seat_look(table.start), (sx + u(8), y + head.get_height() // 2), u(7)
    )
    surface.blit(start, (sx + u(22), y + (head.get_height() - start.get_height()) // 2))
    scene.add_tip(pygame.Rect(x, y, right - x, head.get_height()), scene.with_names(year.tooltip))
    y += head.get_height() + u(6)
    row_h = u(34)
    for name, kind in (("Religion", "religion"), ("Conquest", "conquest")):
        label(scene, surface, name, x, y, row_h)
        track = pygame.Rect(x + lw, y, right - x - lw, row_h)
        draw_track(scene, surface, track, table.spaces(kind))
        y += row_h + u(6)
    y += u(2)
    y = draw_monk_spaces(scene, surface, x, y, right, lw, table)
    y = draw_docks(scene, surface, x, y, right, lw, table)
    y = draw_retire(scene, surface, x, y, right, lw, table)
    y = draw_white(scene, surface, x, y, right, lw, table)
    return y


def space_tip(scene: SantaMariaScene, place: Place) -> str:
    """A place's tooltip with the seats' names, and why nothing can be done there now."""
    why = f" Not now: {place.why_not}." if place.why_not else ""
    return scene.with_names(place.tooltip + why)


def draw_monk_spaces(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    x: int,
    y: int,
    right: int,
    lw: int,
    table: sm.SantaMariaTable,
) -> int:
    u = scene.u
    h = u(44)
    label(scene, surface, "Monks", x, y, h)
    spaces = table.spaces("monk")
    w = (right - x - lw - 2 * u(6)) // len(spaces)  # two small gaps part the three kinds
    gap = 0
    for k, space in enumerate(spaces):
        if k and space.what != spaces[k - 1].what:
            gap += u(6)
        box = pygame.Rect(x + lw + k * w + gap, y, w - u(4), h)
        if box.right > right:
            box.width = right - box.x
        pygame.draw.rect(surface, SPACE, box, border_radius=u(4))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=u(4))
        if space.seats:
            markers_in(scene, surface, box, list(space.seats))
        else:
            img = icon(WHAT_ICONS[space.what], min(box.width, box.height) - u(10), th.WOOD_LIGHT)
            surface.blit(img, img.get_rect(center=box.center))
        if space.actions:
            scene.add_zone(surface, box, space.actions[0], space_tip(scene, space))
        else:
            scene.add_tip(box, space_tip(scene, space))
    return y + h + u(8)


def draw_docks(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    x: int,
    y: int,
    right: int,
    lw: int,
    table: sm.SantaMariaTable,
) -> int:
    u, theme = scene.u, scene.theme
    h = u(46)
    label(scene, surface, "Docks", x, y, h)
    docks = table.spaces("dock")
    w = (right - x - lw) // len(docks)
    px = u(18)
    for k, dock in enumerate(docks):
        box = pygame.Rect(x + lw + k * w, y, w - u(6), h)
        pygame.draw.rect(surface, (196, 214, 224), box, border_radius=u(5))
        pygame.draw.rect(surface, th.SEA_LIGHT, box, 1, border_radius=u(5))
        surface.blit(icon(WHAT_ICONS[dock.what], px, th.SEA), (box.x + u(3), box.y + u(3)))
        if dock.cost:
            cx = box.x + u(4)
            for n, name in enumerate(dock.cost):
                surface.blit(
                    icon(RES_ICONS[name], px, th.WOOD_DARK),
                    (cx + n * (px + u(1)), box.bottom - px - u(3)),
                )
            points = str(dock.number("points"))
            pts = theme.text(points, "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(pts, (box.right - pts.get_width() - u(5), box.y + u(2)))
        mine = dock.number("mine")
        if mine:
            # Your harbour tiles at this dock: they pay out each time you retire.
            have = theme.text(f"\u00d7{mine}", "text-bold", th.SIZE_SMALL, th.SEA)
            spot = have.get_rect(midleft=(box.x + px + u(20), box.y + u(3) + px // 2))
            surface.blit(have, spot)
            draw_marker(
                surface, scene.seat_look(scene.own_seat()), (spot.x - u(8), spot.centery), u(5)
            )
        if dock.actions:
            scene.add_zone(surface, box, dock.actions[0], space_tip(scene, dock))
        else:
            scene.add_tip(box, space_tip(scene, dock))
    return y + h + u(8)


def draw_retire(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    x: int,
    y: int,
    right: int,
    lw: int,
    table: sm.SantaMariaTable,
) -> int:
    u = scene.u
    h = u(40)
    label(scene, surface, "Retire", x, y, h)
    spaces = table.spaces("retire")
    w = (right - x - lw) // len(spaces)
    for k, space in enumerate(spaces):
        box = pygame.Rect(x + lw + k * w, y, w - u(6), h)
        pygame.draw.rect(surface, SPACE, box, border_radius=u(5))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=u(5))
        img = icon(WHAT_ICONS[space.what], h - u(10), th.WOOD_LIGHT)
        surface.blit(img, (box.x + u(4), box.y + u(5)))
        for seat in space.seats:
            draw_marker(surface, scene.seat_look(seat), (box.right - u(14), box.centery), u(9))
        if space.actions:
            scene.add_zone(surface, box, space.actions[0], space_tip(scene, space))
        else:
            scene.add_tip(box, space_tip(scene, space))
    return y + h + u(8)


def draw_white(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    x: int,
    y: int,
    right: int,
    lw: int,
    table: sm.SantaMariaTable,
) -> int:
    u, theme = scene.u, scene.theme
    die = u(32)
    label(scene, surface, "White dice", x, y, die)
    dice = table.dice("white:")
    cx = x + lw
    if not dice:
        none = theme.text(table.no_white, "italic", th.SIZE_BODY, th.INK_SOFT)
        surface.blit(none, (cx, y + (die - none.get_height()) // 2))
    for k, place in enumerate(dice):
        if cx + die > right:
            break
        spot = pygame.Rect(cx, y, die, die)
        face, angle = scene.die_face(place.value, k + 11)
        draw_die(surface, spot, face, "ivory", angle)
        scene.die_spot(surface, spot, place)
        cx += die + u(5)
    return y + die + u(10)


def draw_offer(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    x: int,
    y: int,
    right: int,
    lw: int,
    table: sm.SantaMariaTable,
) -> int:
    """The expansion tiles on display; a click on one expands with it."""
    u = scene.u
    h = u(30)
    label(scene, surface, "Tiles", x, y, h)
    cx = x + lw
    px = u(20)
    for offer in table.offers():
        tile = offer.tile
        assert tile is not None
        width = len(tile.squares) * (px + u(2)) + u(6)
        if cx + width > right:
            y += h + u(4)
            cx = x + lw
        box = pygame.Rect(cx, y, width, h)
        pygame.draw.rect(surface, (242, 230, 198), box, border_radius=u(4))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=u(4))
        for k, sq in enumerate(tile.squares):
            img = icon(square_icon(sq), px, th.WOOD_DARK)
            surface.blit(img, (box.x + u(3) + k * (px + u(2)), box.centery - px // 2))
        if tile.bent:
            pygame.draw.line(
                surface,
                th.WOOD_LIGHT,
                (box.right - u(5), box.y + u(4)),
                (box.right - u(5), box.y + u(10)),
                2,
            )
        if offer.actions:
            scene.add_zone(surface, box, offer.actions[0], space_tip(scene, offer))
        else:
            scene.add_tip(box, space_tip(scene, offer))
        cx += width + u(5)
    return y + h + u(8)


def square_icon(sq: sm.Square) -> str:
    """The icon of what a square makes (its last effect), or a road."""
    return WHAT_ICONS.get(sq.makes, "shop")


def draw_rivals(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    area: pygame.Rect,
    y: int,
    table: sm.SantaMariaTable,
) -> None:
    """One row per other colony; a click shows it in place of the one shown."""
    u, theme = scene.u, scene.theme
    shown = scene.shown_seat()
    own = scene.own_seat()
    h = u(34)
    for rival in table.rivals():
        other = rival.seat
        if other == shown:
            continue
        box = pygame.Rect(area.x, y, area.width, h)
        if box.bottom > area.bottom:
            break
        text = (
            "back to your colony" if other == own else f"look at {scene.seat_name(other)}'s colony"
        )
        fill = (236, 212, 150) if rival.to_act else (232, 218, 184)
        pygame.draw.rect(surface, fill, box, border_radius=u(8))
        edge = th.BRASS if rival.to_act else th.PARCHMENT_DARK
        pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(8))
        draw_marker(surface, scene.seat_look(other), (box.x + u(18), box.centery), u(9))
        stats_img = theme.text(rival.detail, "text", th.SIZE_SMALL, th.INK_SOFT)
        surface.blit(
            stats_img,
            (box.right - stats_img.get_width() - u(10), box.centery - stats_img.get_height() // 2),
        )
        room = box.width - stats_img.get_width() - u(56)
        name = theme.text(
            theme.fit(
                scene.seat_name(other) + (" (you)" if other == own else ""),
                "text-bold",
                th.SIZE_BODY,
                room,
            ),
            "text-bold",
            th.SIZE_BODY,
            th.INK,
        )
        surface.blit(name, (box.x + u(34), box.centery - name.get_height() // 2))
        scene.add_button(
            box,
            lambda o=other: scene.look_at(o),
            f"{scene.with_names(rival.tooltip)}. Click: {text}",
        )
        y += h + u(6)


def draw_year_card(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, card: sm.YearScoring
) -> None:
    """The end-of-year scoring: who scored what for conquistadors, and who starts next."""
    u, theme = scene.u, scene.theme
    lines = card.lines()
    line_h = theme.font("text", th.SIZE_BODY).get_linesize() + u(6)
    box = pygame.Rect(0, 0, min(area.width, u(420)), u(100) + line_h * len(lines))
    box.center = area.center
    shade = pygame.Surface(box.inflate(u(12), u(12)).size, pygame.SRCALPHA)
    shade.fill((20, 12, 6, 90))
    surface.blit(shade, box.inflate(u(12), u(12)).move(u(4), u(6)))
    pygame.draw.rect(surface, th.PARCHMENT, box, border_radius=u(10))
    pygame.draw.rect(surface, th.BRASS, box, max(2, u(3)), border_radius=u(10))
    title = theme.text(
        f"End of year {card.year}: conquistadors", "display-bold", th.SIZE_HEADING - 4, th.INK
    )
    surface.blit(title, (box.x + u(20), box.y + u(14)))
    surface.blit(icon("crossed-swords", u(30), th.WOOD), (box.right - u(50), box.y + u(14)))
    y = box.y + u(20) + title.get_height()
    for seat, text in lines:
        if seat is not None:
            draw_marker(
                surface, scene.seat_look(seat), (box.x + u(30), y + line_h // 2 - u(3)), u(8)
            )
        img = theme.text(
            theme.fit(scene.with_names(text), "text", th.SIZE_BODY, box.width - u(70)),
            "text",
            th.SIZE_BODY,
            th.INK,
        )
        surface.blit(img, (box.x + u(48), y))
        y += line_h
    ok = pygame.Rect(0, 0, u(120), u(34))
    ok.midbottom = (box.centerx, box.bottom - u(12))
    hovered = ok.collidepoint(scene.app.mouse)
    pygame.draw.rect(surface, th.BRASS_LIGHT if hovered else th.BRASS, ok, border_radius=u(6))
    text = theme.text("Continue", "text-bold", th.SIZE_BODY, th.WOOD_DARK)
    surface.blit(text, text.get_rect(center=ok.center))
    scene.add_tip(box, card.note)
    scene.add_button(ok, scene.close_year_card, "Close the end-of-year scoring")


def draw_final_card(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, table: sm.SantaMariaTable
) -> None:
    """The final scoring, category by category for every colony, with the totals."""
    u, theme = scene.u, scene.theme
    seats = range(table.players)
    rows = table.final
    line_h = theme.font("text", th.SIZE_BODY).get_linesize() + u(2)
    name_w = u(150)
    font = theme.font("text-bold", th.SIZE_SMALL)
    longest = max(font.size(scene.seat_name(seat))[0] for seat in seats)
    col_w = min(max(u(120), longest + u(40)), (area.width - name_w - u(40)) // len(seats))
    box = pygame.Rect(0, 0, name_w + col_w * len(seats) + u(40), u(130) + line_h * (len(rows) + 1))
    box.center = area.center
    pygame.draw.rect(surface, th.PARCHMENT, box, border_radius=u(10))
    pygame.draw.rect(surface, th.BRASS, box, max(2, u(3)), border_radius=u(10))
    title = theme.text("Final scoring", "display-bold", th.SIZE_HEADING - 4, th.INK)
    surface.blit(title, (box.x + u(20), box.y + u(14)))
    y = box.y + u(22) + title.get_height()
    x0 = box.x + u(20) + name_w
    for seat in seats:
        cx = x0 + seat * col_w + col_w // 2
        draw_marker(
            surface, scene.seat_look(seat), (cx - col_w // 2 + u(10), y + line_h // 2), u(7)
        )
        name = theme.fit(scene.seat_name(seat), "text-bold", th.SIZE_SMALL, col_w - u(34))
        img = theme.text(name, "text-bold", th.SIZE_SMALL, th.INK)
        surface.blit(img, (cx - col_w // 2 + u(22), y + (line_h - img.get_height()) // 2))
    y += line_h + u(4)
    for row in rows:
        if row.total:
            pygame.draw.line(surface, th.WOOD_LIGHT, (box.x + u(20), y), (box.right - u(20), y), 2)
        face = "text-bold" if row.total else "text"
        img = theme.text(row.label, face, th.SIZE_BODY, th.INK)
        surface.blit(img, (box.x + u(20), y))
        for seat in seats:
            num = theme.text(str(row.values[seat]), face, th.SIZE_BODY, th.INK)
            spot = num.get_rect(midtop=(x0 + seat * col_w + col_w // 2, y))
            surface.blit(num, spot)
            if row.total and seat in table.winners:
                crown = icon("crown", spot.height, th.BRASS)
                surface.blit(crown, (spot.right + u(6), spot.y))
        y += line_h
    scene.add_tip(box, table.final_note)
    ok = pygame.Rect(0, 0, u(120), u(34))
    ok.midbottom = (box.centerx, box.bottom - u(12))
    hovered = ok.collidepoint(scene.app.mouse)
    pygame.draw.rect(surface, th.BRASS_LIGHT if hovered else th.BRASS, ok, border_radius=u(6))
    text = theme.text("Close", "text-bold", th.SIZE_BODY, th.WOOD_DARK)
    surface.blit(text, text.get_rect(center=ok.center))
    scene.add_button(ok, scene.close_year_card, "Close the final scoring and look at the table")
