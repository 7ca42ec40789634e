"""Santa Maria's common board beside the colony: year and start player, the religion and
conquistador tracks, the monk spaces, the docks with their shipments, the retiring spaces, the
white dice, the expansion tiles on offer and the rivals; plus the end-of-year scoring card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.games.santa_maria.effects import space_name
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
DOCK_ICONS = ("coins", "church", "crossed-swords", "round-star")
RETIRE_ICONS = ("coins", "church", "crossed-swords", "galleon", "road")
RETIRE_TEXT = (
    "gain 2 coins",
    "one step on the religion track",
    "one step on the conquistador track",
    "ship one shipment tile",
    "place a road tile",
)
DOCK_TEXT = ("3 coins", "a religion step", "a conquistador step", "2 happiness points")
FINAL_ROWS = {"in play": "During play", "coins": "Coins and goods", "total": "Total"}
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
    scene: SantaMariaScene,
    surface: pygame.Surface,
    area: pygame.Rect,
    positions: list[int],
    length: int,
    special: dict[int, str],
    name: str,
) -> None:
    """Spaces 0..length with the seats' markers; `special` spaces carry an icon and a note."""
    w = area.width // (length + 1)
    for pos in range(length + 1):
        box = pygame.Rect(area.x + pos * w, area.y, w - 2, area.height)
        pygame.draw.rect(surface, LIT if pos in special else SPACE, box, border_radius=3)
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=3)
        seats = [i for i, p in enumerate(positions) if p == pos]
        if pos in special and not seats:
            img = icon(special[pos], min(box.width, box.height) - 6, th.WOOD_LIGHT)
            surface.blit(img, img.get_rect(center=box.center))
        markers_in(scene, surface, box, seats)
        who = ", ".join(scene.seat_name(s) for s in seats) or "nobody"
        note = f" · {special_note(name, pos)}" if pos in special else ""
        scene.add_tip(box, f"{name} space {pos}{note} · here: {who}")


def special_note(name: str, pos: int) -> str:
    common = rule_data().common
    if name == "Religion track":
        k = common.religion.monk_spaces.index(pos) + 1
        die = " and unlocks a blue die" if k in common.religion.blue_die_monks else ""
        return f"reaching it recruits a monk{die}"
    return "reaching it gains 1 gold"


ROW_NAMES = ("Religion", "Conquest", "Monks", "Docks", "Retire", "White dice", "Tiles")


def label_width(scene: SantaMariaScene) -> int:
    """The left margin that fits the longest row name."""
    font = scene.theme.font("text-bold", th.SIZE_SMALL)
    return max(font.size(name)[0] for name in ROW_NAMES) + scene.u(12)


def draw_common(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, view: Any
) -> int:
    """Everything shared on the table, top to bottom; returns the y below it."""
    u, theme = scene.u, scene.theme
    common = rule_data().common
    x, y, right = area.x, area.y, area.right
    lw = label_width(scene)
    # Year and start player.
    head = theme.text(
        f"Year {view.year} of {common.years}", "display-bold", th.SIZE_HEADING - 6, th.INK
    )
    surface.blit(head, (x, y))
    start = theme.text(
        f"start player: {scene.seat_name(view.start)}", "text", th.SIZE_BODY, th.INK_SOFT
    )
    sx = x + head.get_width() + u(16)
    draw_marker(surface, scene.seat_look(view.start), (sx + u(8), y + head.get_height() // 2), u(7))
    surface.blit(start, (sx + u(22), y + (head.get_height() - start.get_height()) // 2))
    scene.add_tip(
        pygame.Rect(x, y, right - x, head.get_height()),
        f"Year {view.year} of {common.years}, turn {view.turn_no}. {scene.seat_name(view.start)} "
        "began this year: the first to retire begins the next.",
    )
    y += head.get_height() + u(6)
    row_h = u(34)
    track = pygame.Rect(x + lw, y, right - x - lw, row_h)
    label(scene, surface, "Religion", x, y, row_h)
    draw_track(
        scene,
        surface,
        track,
        [p.religion for p in view.players],
        common.religion.length,
        {pos: "monk-face" for pos in common.religion.monk_spaces},
        "Religion track",
    )
    y += row_h + u(6)
    label(scene, surface, "Conquest", x, y, row_h)
    draw_track(
        scene,
        surface,
        pygame.Rect(x + lw, y, right - x - lw, row_h),
        [p.conq for p in view.players],
        common.conquistador.length,
        {pos: "gold-bar" for pos in common.conquistador.gold_spaces},
        "Conquistador track",
    )
    y += row_h + u(8)
    y = draw_monk_spaces(scene, surface, x, y, right, lw, view)
    y = draw_docks(scene, surface, x, y, right, lw, view)
    y = draw_retire(scene, surface, x, y, right, lw, view)
    y = draw_white(scene, surface, x, y, right, lw, view)
    return y


def draw_monk_spaces(
    scene: SantaMariaScene, surface: pygame.Surface, x: int, y: int, right: int, lw: int, view: Any
) -> int:
    u = scene.u
    data = rule_data()
    h = u(44)
    label(scene, surface, "Monks", x, y, h)
    recruits = {a.args[0]: a for a in scene.legal_for_viewer() if a.kind == "recruit"}
    w = (right - x - lw - 2 * u(6)) // 10  # two small gaps part scholars, bishops, missions
    for space in range(10):
        box = pygame.Rect(
            x + lw + space * w + (u(6) if space >= 3 else 0) + (u(6) if space >= 6 else 0),
            y,
            w - u(4),
            h,
        )
        if box.right > right:
            box.width = right - box.x
        kind = "open-book" if space < 3 else "holy-symbol" if space < 6 else "palm-tree"
        pygame.draw.rect(surface, SPACE, box, border_radius=u(4))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=u(4))
        monks = view.monks_on[space]
        if monks:
            markers_in(scene, surface, box, list(monks))
        else:
            img = icon(kind, min(box.width, box.height) - u(10), th.WOOD_LIGHT)
            surface.blit(img, img.get_rect(center=box.center))
        who = ", ".join(scene.seat_name(s) for s in monks) or "no monk yet"
        name = space_name(view, space)
        tip = f"{name[0].upper()}{name[1:]}: {monk_note(view, space, data)}. Monks here: {who}"
        if space in recruits:
            scene.add_zone(surface, box, recruits[space], f"Click to recruit a monk here. {tip}")
        else:
            scene.add_tip(box, tip)
    return y + h + u(8)


def monk_note(view: Any, space: int, data: Any) -> str:
    if space < 3:
        scholar = data.scholars[view.scholars[space]]
        return f"{scholar.text} ({scholar.points} point at the end)"
    if space < 6:
        return data.bishops[view.bishops[space - 3]].text
    gains = data.common.mission[space - 6].gain
    return "a one-time gain of " + ", ".join(f"{n} {w}" for w, n in gains.items())


def draw_docks(
    scene: SantaMariaScene, surface: pygame.Surface, x: int, y: int, right: int, lw: int, view: Any
) -> int:
    u, theme = scene.u, scene.theme
    data = rule_data()
    h = u(46)
    label(scene, surface, "Docks", x, y, h)
    ships = {a.args[0]: a for a in scene.legal_for_viewer() if a.kind == "ship"}
    w = (right - x - lw) // 4
    px = u(18)
    for dock, tid in enumerate(view.docks):
        box = pygame.Rect(x + lw + dock * w, y, w - u(6), h)
        pygame.draw.rect(surface, (196, 214, 224), box, border_radius=u(5))
        pygame.draw.rect(surface, th.SEA_LIGHT, box, 1, border_radius=u(5))
        surface.blit(icon(DOCK_ICONS[dock], px, th.SEA), (box.x + u(3), box.y + u(3)))
        if tid is None:
            tip = f"Dock {dock + 1}: empty"
        else:
            ship = data.shipments[tid]
            cx = box.x + u(4)
            for k, name in enumerate(ship.cost):
                surface.blit(
                    icon(RES_ICONS[name], px, th.WOOD_DARK),
                    (cx + k * (px + u(1)), box.bottom - px - u(3)),
                )
            pts = theme.text(str(ship.points), "text-bold", th.SIZE_SMALL, th.INK)
            surface.blit(pts, (box.right - pts.get_width() - u(5), box.y + u(2)))
            cost = " + ".join(ship.cost)
            tip = (
                f"Dock {dock + 1}: shipment {tid}, costs {cost}, worth {ship.points} point"
                f"{'s' if ship.points != 1 else ''} at the end; it then pays {DOCK_TEXT[dock]} "
                "each time its owner retires"
            )
        mine = len(view.players[scene.own_seat()].harbour[dock])
        if mine:
            # Your harbour tiles at this dock: they pay out each time you retire.
            have = theme.text(f"\u00d7{mine}", "text-bold", th.SIZE_SMALL, th.SEA)
            spot = have.get_rect(midleft=(box.x + px + u(20), box.y + u(3) + px // 2))
            surface.blit(have, spot)
            draw_marker(
                surface, scene.seat_look(scene.own_seat()), (spot.x - u(8), spot.centery), u(5)
            )
        owners = ", ".join(
            f"{scene.seat_name(i)} {len(p.harbour[dock])}"
            for i, p in enumerate(view.players)
            if p.harbour[dock]
        )
        tip += f". Harbour tiles here: {owners or 'none yet'}"
        if dock in ships:
            scene.add_zone(surface, box, ships[dock], f"Click to ship it. {tip}")
        else:
            scene.add_tip(box, tip)
    return y + h + u(8)


def draw_retire(
    scene: SantaMariaScene, surface: pygame.Surface, x: int, y: int, right: int, lw: int, view: Any
) -> int:
    u = scene.u
    h = u(40)
    label(scene, surface, "Retire", x, y, h)
    retires = {a.args[0]: a for a in scene.legal_for_viewer() if a.kind == "retire"}
    w = (right - x - lw) // 5
    for space, seat in enumerate(view.retire_spaces):
        box = pygame.Rect(x + lw + space * w, y, w - u(6), h)
        pygame.draw.rect(surface, SPACE, box, border_radius=u(5))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=u(5))
        img = icon(RETIRE_ICONS[space], h - u(10), th.WOOD_LIGHT)
        surface.blit(img, (box.x + u(4), box.y + u(5)))
        if seat is not None:
            draw_marker(surface, scene.seat_look(seat), (box.right - u(14), box.centery), u(9))
        first = " The first to retire starts the next year." if space == 0 else ""
        who = f" Taken by {scene.seat_name(seat)}." if seat is not None else ""
        tip = f"Retiring space {space + 1}: {RETIRE_TEXT[space]}, then your docks pay.{first}{who}"
        if space in retires:
            scene.add_zone(
                surface, box, retires[space], f"Click to retire here for this year. {tip}"
            )
        else:
            scene.add_tip(box, tip)
    return y + h + u(8)


def draw_white(
    scene: SantaMariaScene, surface: pygame.Surface, x: int, y: int, right: int, lw: int, view: Any
) -> int:
    u, theme = scene.u, scene.theme
    die = u(32)
    label(scene, surface, "White dice", x, y, die)
    takes = {
        a.args[1]: a for a in scene.legal_for_viewer() if a.kind == "die" and a.args[0] == "white"
    }
    cx = x + lw
    if not view.white:
        none = theme.text("all taken this year", "italic", th.SIZE_BODY, th.INK_SOFT)
        surface.blit(none, (cx, y + (die - none.get_height()) // 2))
    for k, value in enumerate(view.white):
        if cx + die > right:
            break
        spot = pygame.Rect(cx, y, die, die)
        face, angle = scene.die_face(value, k + 11)
        draw_die(surface, spot, face, "ivory", angle)
        scene.die_spot(surface, spot, "white", value, takes.get(value))
        cx += die + u(5)
    return y + die + u(10)


def draw_offer(
    scene: SantaMariaScene, surface: pygame.Surface, x: int, y: int, right: int, lw: int, view: Any
) -> int:
    """The expansion tiles on display; a click on one expands with it."""
    u = scene.u
    data = rule_data()
    tiles = data.tiles
    h = u(30)
    expands = {a.args[0]: a for a in scene.legal_for_viewer() if a.kind == "expand"}
    shown = [(slot, t) for slot, t in enumerate(view.display) if t is not None and t in tiles]
    label(scene, surface, "Tiles", x, y, h)
    cx = x + lw
    px = u(20)
    for slot, tid in shown:
        tile = tiles[tid]
        width = len(tile.cells) * (px + u(2)) + u(6)
        if cx + width > right:
            y += h + u(4)
            cx = x + lw
        box = pygame.Rect(cx, y, width, h)
        pygame.draw.rect(surface, (242, 230, 198), box, border_radius=u(4))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=u(4))
        for k, code in enumerate(tile.cells):
            img = icon(scene.cell_icon(code), px, th.WOOD_DARK)
            surface.blit(img, (box.x + u(3) + k * (px + u(2)), box.centery - px // 2))
        if tile.shape == "L":
            pygame.draw.line(
                surface,
                th.WOOD_LIGHT,
                (box.right - u(5), box.y + u(4)),
                (box.right - u(5), box.y + u(10)),
                2,
            )
        cost = " + ".join(getattr(data.common.expand_cost, tile.kind))
        names = ", ".join(scene.cell_name(c) for c in tile.cells)
        shape = "an L" if tile.shape == "L" else "a straight"
        tip = f"Tile {tid} ({shape} {tile.kind}, costs {cost}): {names}"
        if slot in expands:
            scene.add_zone(surface, box, expands[slot], f"Click to expand with it. {tip}")
        else:
            scene.add_tip(box, tip)
        cx += width + u(5)
    return y + h + u(8)


def draw_rivals(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, y: int, view: Any
) -> None:
    """One row per other colony; a click shows it in place of the one shown."""
    u, theme = scene.u, scene.theme
    over = view.phase == "over"
    to_act = scene.match.to_act()
    shown = scene.shown_seat()
    own = scene.own_seat()
    h = u(34)
    for other, p in enumerate(view.players):
        if other == shown:
            continue
        box = pygame.Rect(area.x, y, area.width, h)
        if box.bottom > area.bottom:
            break
        text = (
            "back to your colony" if other == own else f"look at {scene.seat_name(other)}'s colony"
        )
        fill = (236, 212, 150) if other == to_act else (232, 218, 184)
        pygame.draw.rect(surface, fill, box, border_radius=u(8))
        edge = th.BRASS if other == to_act else th.PARCHMENT_DARK
        pygame.draw.rect(surface, edge, box, max(1, u(2)), border_radius=u(8))
        draw_marker(surface, scene.seat_look(other), (box.x + u(18), box.centery), u(9))
        points = str(p.points) if over or other == own else "?"
        stats = f"{p.coins} coins · {points} pts · {'retired' if p.retired else 'in play'}"
        stats_img = theme.text(stats, "text", th.SIZE_SMALL, th.INK_SOFT)
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
        goods = ", ".join(f"{n} {w}" for w, n in zip(RES_ICONS, p.res, strict=False) if n)
        built = sum(1 for c in p.grid if c is not None)
        scene.add_button(
            box,
            lambda o=other: scene.look_at(o),
            f"{scene.seat_name(other)}: {goods or 'no goods'}; {built} spaces built. Click: {text}",
        )
        y += h + u(6)


def draw_year_card(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, card: dict
) -> None:
    """The end-of-year scoring: who scored what for conquistadors, and who starts next."""
    u, theme = scene.u, scene.theme
    lines: list[tuple[int | None, str]] = []
    places = ("1st", "2nd", "3rd", "4th")
    for rank, (seat, pts) in enumerate(card["points"]):
        # Seats that scored come first, in ranking order; the rest scored nothing.
        place = places[rank] if pts else "no points"
        gain = f"+{pts} point{'s' if pts != 1 else ''}" if pts else "nothing"
        lines.append(
            (
                seat,
                f"{scene.seat_name(seat)}: {gain} ({place})"
                if pts
                else f"{scene.seat_name(seat)}: {gain}",
            )
        )
    if card["start"] is not None:
        lines.append(
            (card["start"], f"{scene.seat_name(card['start'])} starts year {card['year'] + 1}")
        )
    else:
        lines.append((None, "That was the last year: the final scoring follows."))
    line_h = theme.font("text", th.SIZE_BODY).get_linesize() + u(6)
    box = pygame.Rect(0, 0, min(area.width, u(420)), u(100) + line_h * len(lines))
    box.center = area.center
    shade = pygame.Surface(box.inflate(u(12), u(12)).size, pygame.SRCALPHA)
    shade.fill((20, 12, 6, 90))
    surface.blit(shade, box.inflate(u(12), u(12)).move(u(4), u(6)))
    pygame.draw.rect(surface, th.PARCHMENT, box, border_radius=u(10))
    pygame.draw.rect(surface, th.BRASS, box, max(2, u(3)), border_radius=u(10))
    title = theme.text(
        f"End of year {card['year']}: conquistadors", "display-bold", th.SIZE_HEADING - 4, th.INK
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
            theme.fit(text, "text", th.SIZE_BODY, box.width - u(70)), "text", th.SIZE_BODY, th.INK
        )
        surface.blit(img, (box.x + u(48), y))
        y += line_h
    ok = pygame.Rect(0, 0, u(120), u(34))
    ok.midbottom = (box.centerx, box.bottom - u(12))
    hovered = ok.collidepoint(scene.app.mouse)
    pygame.draw.rect(surface, th.BRASS_LIGHT if hovered else th.BRASS, ok, border_radius=u(6))
    text = theme.text("Continue", "text-bold", th.SIZE_BODY, th.WOOD_DARK)
    surface.blit(text, text.get_rect(center=ok.center))
    scene.add_tip(
        box, "Conquistador ranking at the end of the year: the last player scores nothing."
    )
    scene.add_button(ok, scene.close_year_card, "Close the end-of-year scoring")


def draw_final_card(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, final: list[dict]
) -> None:
    """The final scoring, category by category for every colony, with the totals."""
    u, theme = scene.u, scene.theme
    seats = range(len(final))
    rows = [*final[0].keys(), "total"]
    line_h = theme.font("text", th.SIZE_BODY).get_linesize() + u(2)
    name_w = u(150)
    font = theme.font("text-bold", th.SIZE_SMALL)
    longest = max(font.size(scene.seat_name(seat))[0] for seat in seats)
    col_w = min(max(u(120), longest + u(40)), (area.width - name_w - u(40)) // len(final))
    box = pygame.Rect(0, 0, name_w + col_w * len(final) + u(40), u(130) + line_h * (len(rows) + 1))
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
    result = scene.match.result()
    winners = result.winners if result is not None else ()
    for row in rows:
        bold = row == "total"
        if bold:
            pygame.draw.line(surface, th.WOOD_LIGHT, (box.x + u(20), y), (box.right - u(20), y), 2)
        face = "text-bold" if bold else "text"
        img = theme.text(FINAL_ROWS.get(row, row.capitalize()), face, th.SIZE_BODY, th.INK)
        surface.blit(img, (box.x + u(20), y))
        for seat in seats:
            value = sum(final[seat].values()) if bold else final[seat][row]
            num = theme.text(str(value), face, th.SIZE_BODY, th.INK)
            spot = num.get_rect(midtop=(x0 + seat * col_w + col_w // 2, y))
            surface.blit(num, spot)
            if bold and seat in winners:
                crown = icon("crown", spot.height, th.BRASS)
                surface.blit(crown, (spot.right + u(6), spot.y))
        y += line_h
    scene.add_tip(
        box,
        "Happiness points by category: the most wins; a tie goes to the player "
        "nearest the start symbol on the retiring spaces.",
    )
    ok = pygame.Rect(0, 0, u(120), u(34))
    ok.midbottom = (box.centerx, box.bottom - u(12))
    hovered = ok.collidepoint(scene.app.mouse)
    pygame.draw.rect(surface, th.BRASS_LIGHT if hovered else th.BRASS, ok, border_radius=u(6))
    text = theme.text("Close", "text-bold", th.SIZE_BODY, th.WOOD_DARK)
    surface.blit(text, text.get_rect(center=ok.center))
    scene.add_button(ok, scene.close_year_card, "Close the final scoring and look at the table")
