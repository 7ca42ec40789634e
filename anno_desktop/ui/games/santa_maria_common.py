"""Santa Maria's common board beside the colony: year and start player, the religion and
conquistador tracks, the monk spaces, the docks with their shipments, the retiring spaces, the
white dice, the expansion tiles on offer (in their real shapes) and the colonies' strips.
Every rect comes from the layout (`santa_maria_layout`); every word from the table model."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.table import Place
from anno_desktop.games.santa_maria import table as sm
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games import santa_maria_layout as sl
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
    "gold_space": "gold-bar",
}
# The icons naming the rows of the common board (their words are in the tooltips).
ROW_ICONS = {
    "religion": ("church", N_("Religion track")),
    "conquest": ("crossed-swords", N_("Conquistador track")),
    "monk": ("monk-face", N_("Monk spaces: scholars, bishops and missionary stations")),
    "dock": ("harbor-dock", N_("Docks with the shipments on offer")),
    "retire": (
        "exit-door",
        N_("Retiring spaces: where you end your year, and what you get there"),
    ),
    "white": ("dice-six-faces-three", N_("White dice: each works a column of your colony")),
    "tile": ("stack", N_("Expansion tiles on display")),
}
LIT = (247, 226, 160)
SPACE = (232, 214, 172)
EDGE = (176, 146, 98)
TILE_FACE = (248, 238, 212)


def words(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    size: float,
    **kw: object,
) -> th.Fitted:
    """Text fitted into a box of the layout at `size` layout units (the shared routine)."""
    lay = scene.lay
    return scene.theme.draw_text(
        surface, text, box, size=lay.text_size(size, scene.theme.scale), **kw
    )


def name_words(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    size: float,
    **kw: object,
) -> None:
    """A name beside its seat's marker: drawn where it fits whole, else left to the marker
    and its tooltip (a name cut in two tells less than the marker)."""
    theme = scene.theme
    text_size = scene.lay.text_size(size, theme.scale)
    face = str(kw.get("face", "text"))
    fitted = theme.measure(text, box.width, box.height, face=face, size=text_size, max_lines=2)
    if not fitted.shortened and not fitted.overflows:
        words(scene, surface, text, box, size, max_lines=2, **kw)


def space_tip(scene: SantaMariaScene, place: Place) -> str:
    """A place's tooltip with the seats' names, and why nothing can be done there now."""
    if not place.why_not:
        return scene.with_names(place.tooltip)
    return scene.with_names(
        _("{what}. Not now: {reason}.").format(what=place.tooltip.rstrip("."), reason=place.why_not)
    )


def markers_in(
    scene: SantaMariaScene, surface: pygame.Surface, box: pygame.Rect, seats: list[int]
) -> None:
    """Small seat markers shared out inside `box` (two per row)."""
    r = max(3, min(box.width, box.height) // 4)
    for k, seat in enumerate(seats[:4]):
        cx = box.x + box.width * (1 + 2 * (k % 2)) // 4 if len(seats) > 1 else box.centerx
        cy = box.y + box.height * (1 + 2 * (k // 2)) // 4 if len(seats) > 2 else box.centery
        draw_marker(surface, scene.seat_look(seat), (cx, cy), r)


def arrow(surface: pygame.Surface, x: int, y: int, size: int, colour: th.Colour) -> None:
    """A small arrow pointing right, its tip at (x + size, y)."""
    half = max(2, size // 2)
    pygame.draw.line(surface, colour, (x, y), (x + size - half // 2, y), max(1, size // 4))
    pygame.draw.polygon(
        surface, colour, [(x + size, y), (x + size - half, y - half), (x + size - half, y + half)]
    )


def draw_square(
    scene: SantaMariaScene, surface: pygame.Surface, box: pygame.Rect, sq: sm.Square
) -> None:
    """A building as what it does: its input, an arrow and its output with the amount
    ("grain → 3★"), or what it gives; a road with its colonists."""
    theme, ink = scene.theme, th.WOOD_DARK
    if sq.road:
        img = icon("road", int(box.width * 0.6), ink)
        surface.blit(img, img.get_rect(center=box.center))
        if box.height >= 3 * theme.min_px:
            # Too small a square leaves the colonists to the tooltip: no type under the floor.
            count = theme.text_px(str(sq.colonists), "text-bold", box.height // 3, th.INK)
            surface.blit(count, count.get_rect(topright=(box.right - 2, box.y)))
        return
    outs = [(WHAT_ICONS.get(o, "shop"), n) for o, n in zip(sq.outputs, sq.amounts, strict=True)]
    if sq.takes:
        px = max(6, box.width * 4 // 10)
        row_y = box.y + box.height // 3
        takes = sq.takes[:2]
        x = box.centerx - (len(takes) * px + px // 2) // 2
        for k, good in enumerate(takes):
            surface.blit(icon(WHAT_ICONS[good], px, ink), (x + k * px, row_y - px // 2))
        arrow(surface, x + len(takes) * px + 1, row_y, max(4, px // 2), th.WOOD_LIGHT)
        outs_y = box.y + box.height * 3 // 4
    else:
        px = max(6, box.width * (14 if len(outs) == 1 else 9) // 20)
        outs_y = box.centery
    x = box.centerx - len(outs) * px // 2 - (px // 3 if any(n > 1 for _, n in outs) else 0)
    for name, n in outs:
        surface.blit(icon(name, px, ink), (x, outs_y - px // 2))
        x += px
        if n > 1 and px >= theme.min_px:
            digit = theme.text_px(str(n), "text-bold", max(theme.min_px, px * 2 // 3), th.INK)
            surface.blit(digit, digit.get_rect(midleft=(x, outs_y)))
            x += digit.get_width()


def draw_common(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """Everything shared on the table, each part in its rect of the layout."""
    lay = scene.lay
    year = table.place("year")
    assert year is not None
    words(scene, surface, year.label, lay.year, 24, face="display-bold", colour=th.INK, max_lines=1)
    start = lay.start
    draw_marker(
        surface, scene.seat_look(table.start), (start.right - lay.u(12), start.centery), lay.u(9)
    )
    words(
        scene,
        surface,
        _("start player"),
        start.inflate(-lay.u(28), 0).move(-lay.u(14), 0),
        14,
        face="italic",
        colour=th.INK_SOFT,
        align="right",
        max_lines=1,
    )
    for key, rect in lay.labels.items():
        name = ROW_ICONS[key][0]
        img = icon(name, rect.height, th.WOOD_LIGHT)
        surface.blit(img, img.get_rect(center=rect.center))
    draw_tracks(scene, surface, table)
    draw_monks(scene, surface, table)
    draw_docks(scene, surface, table)
    draw_retire(scene, surface, table)
    draw_white(scene, surface, table)
    draw_offers(scene, surface, table)
    draw_rivals(scene, surface, table)


def draw_tracks(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """The tracks' spaces with the seats' markers; special spaces carry an icon."""
    lay = scene.lay
    for kind in ("religion", "conquest"):
        for space in table.spaces(kind):
            box = lay.places[space.key]
            pygame.draw.rect(surface, LIT if space.what else SPACE, box, border_radius=3)
            pygame.draw.rect(surface, EDGE, box, 1, border_radius=3)
            if space.what and not space.seats:
                img = icon(WHAT_ICONS[space.what], min(box.width, box.height) - 4, th.WOOD_LIGHT)
                surface.blit(img, img.get_rect(center=box.center))
            markers_in(scene, surface, box, list(space.seats))


def draw_monks(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    lay = scene.lay
    for space in table.spaces("monk"):
        box = lay.places[space.key]
        pygame.draw.rect(surface, SPACE, box, border_radius=lay.u(4))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=lay.u(4))
        if space.seats:
            markers_in(scene, surface, box, list(space.seats))
        else:
            img = icon(
                WHAT_ICONS[space.what], min(box.width, box.height) - lay.u(10), th.WOOD_LIGHT
            )
            surface.blit(img, img.get_rect(center=box.center))


def draw_docks(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """Each dock: what its harbour pays (top left), the shipment's points (top right), its
    price (bottom) and how many of your harbour tiles lie there (bottom right)."""
    lay = scene.lay
    px = lay.u(17)
    for dock in table.spaces("dock"):
        box = lay.places[dock.key]
        pygame.draw.rect(surface, (196, 214, 224), box, border_radius=lay.u(5))
        pygame.draw.rect(surface, th.SEA_LIGHT, box, 1, border_radius=lay.u(5))
        pad = lay.u(3)
        surface.blit(icon(WHAT_ICONS[dock.what], px, th.SEA), (box.x + pad, box.y + pad))
        if dock.cost:
            for n, name in enumerate(dock.cost):
                spot = (box.x + pad + n * (px - lay.u(2)), box.bottom - px - pad)
                surface.blit(icon(RES_ICONS[name], px, th.WOOD_DARK), spot)
            badge(
                scene, surface, str(dock.number("points")), (box.right - pad, box.y + pad), th.INK
            )
        mine = dock.number("mine")
        if mine:
            # Your harbour tiles at this dock: they pay out each time you retire.
            corner = (box.right - pad, box.bottom - px - pad)
            left = badge(scene, surface, f"\u00d7{mine}", corner, th.SEA)
            draw_marker(
                surface,
                scene.seat_look(scene.own_seat()),
                (left - lay.u(7), corner[1] + px // 2),
                lay.u(5),
            )


def badge(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    text: str,
    topright: tuple[int, int],
    colour: th.Colour,
) -> int:
    """A short number in a corner, never under the type floor; returns its left edge."""
    theme = scene.theme
    px = max(theme.min_px, scene.lay.u(15))
    img = theme.text_px(text, "text-bold", px, colour)
    spot = img.get_rect(topright=topright)
    surface.blit(img, spot)
    return spot.x


def draw_retire(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    lay = scene.lay
    for space in table.spaces("retire"):
        box = lay.places[space.key]
        pygame.draw.rect(surface, SPACE, box, border_radius=lay.u(5))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=lay.u(5))
        img = icon(WHAT_ICONS[space.what], box.height - lay.u(10), th.WOOD_LIGHT)
        surface.blit(img, (box.x + lay.u(4), box.y + lay.u(5)))
        for seat in space.seats:
            draw_marker(
                surface, scene.seat_look(seat), (box.right - lay.u(13), box.centery), lay.u(8)
            )


def draw_white(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """Every white die in the pool, in as many rows as they need."""
    lay = scene.lay
    dice = table.dice("white:")
    if not dice:
        words(
            scene,
            surface,
            table.no_white,
            lay.places["white:none"],
            15,
            face="italic",
            colour=th.INK_SOFT,
            max_lines=1,
        )
    for k, place in enumerate(dice):
        face, angle = scene.die_face(place.value, k + 11)
        draw_die(surface, lay.places[place.key], face, "ivory", angle)


def draw_tile(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    box: pygame.Rect,
    tile: sm.TileShape,
    px: int,
    turn: int = 0,
) -> None:
    """A tile in its real shape (straight or L), each square drawn as what it does."""
    for spot, sq in zip(sl.tile_squares(box, tile, turn, px), tile.squares, strict=True):
        face = spot.inflate(-2, -2)
        pygame.draw.rect(surface, TILE_FACE, face, border_radius=max(2, px // 6))
        pygame.draw.rect(surface, th.WOOD_LIGHT, face, 1, border_radius=max(2, px // 6))
        draw_square(scene, surface, face.inflate(-2, -2), sq)


def draw_offers(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """The expansion tiles on display, each in its shape; a click expands with it."""
    lay = scene.lay
    offers = table.offers()
    if not offers:
        return
    for offer in offers:
        assert offer.tile is not None
        box = lay.places[offer.key]
        pygame.draw.rect(surface, (226, 206, 164), box, border_radius=lay.u(4))
        draw_tile(scene, surface, box, offer.tile, lay.u(sl.TILE_SQ))


def draw_rivals(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """One strip per colony: its name, then its coins, points and whether it has retired as
    icons with numbers; a click shows that colony."""
    lay = scene.lay
    shown, own = scene.shown_seat(), scene.own_seat()
    for rival in table.rivals():
        other = rival.seat
        box = lay.places[rival.key]
        fill = (236, 212, 150) if rival.to_act else (232, 218, 184)
        pygame.draw.rect(surface, fill, box, border_radius=lay.u(8))
        edge = th.WOOD if other == shown else th.BRASS if rival.to_act else th.PARCHMENT_DARK
        pygame.draw.rect(surface, edge, box, max(1, lay.u(2)), border_radius=lay.u(8))
        draw_marker(surface, scene.seat_look(other), (box.x + lay.u(14), box.centery), lay.u(7))
        inner = pygame.Rect(box.x + lay.u(26), box.y + lay.u(3), box.width - lay.u(32), 0)
        inner.height = box.height - lay.u(6)
        line = min(inner.height // 2, lay.u(22))
        name = pygame.Rect(inner.x, inner.y, inner.width, inner.height - line)
        label = scene.seat_name(other)
        if other == own:
            label = _("{name} (you)").format(name=label)
        words(scene, surface, label, name, 16, face="text-bold", max_lines=2)
        figures = pygame.Rect(inner.x, name.bottom, inner.width, line)
        draw_figures(scene, surface, figures, rival)


def draw_figures(
    scene: SantaMariaScene, surface: pygame.Surface, area: pygame.Rect, rival: sm.Rival
) -> None:
    """A colony's coins and points as icons with numbers, and a door once it has retired."""
    lay = scene.lay
    px = area.height
    x = area.x
    for name, value in (("coins", str(rival.coins)), ("round-star", rival.points)):
        surface.blit(icon(name, px, th.WOOD), (x, area.y))
        num = pygame.Rect(x + px + lay.u(3), area.y, lay.u(34), area.height)
        words(scene, surface, value, num, 15, face="text-bold", max_lines=1)
        x = num.right + lay.u(6)
    if rival.retired:
        surface.blit(icon("exit-door", px, th.WOOD_LIGHT), (area.right - px, area.y))


def look_text(scene: SantaMariaScene, seat: int) -> str:
    if seat == scene.own_seat():
        return _("back to your colony")
    return _("look at {name}'s colony").format(name=scene.seat_name(seat))


def mark_common(scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable) -> None:
    """The click zones and tooltips of the common board, from the layout."""
    lay = scene.lay
    year = table.place("year")
    assert year is not None
    scene.add_tip(lay.year, scene.with_names(year.tooltip))
    scene.add_tip(
        lay.start,
        scene.with_names(
            _("{player} is the start player this year.").format(player=f"Player {table.start + 1}")
        ),
    )
    for key, rect in lay.labels.items():
        scene.add_tip(rect, _(ROW_ICONS[key][1]))
    kinds = ("religion", "conquest", "monk", "dock", "retire")
    places: list[Place] = [s for k in kinds for s in table.spaces(k)]
    places += table.dice("white:") + table.offers()
    for place in places:
        rect = lay.places[place.key]
        if place.actions:
            scene.add_zone(surface, rect, place.actions[0], space_tip(scene, place))
        else:
            scene.add_tip(rect, space_tip(scene, place))
    if not table.dice("white:"):
        scene.add_tip(
            lay.places["white:none"],
            _("No white dice left: {reason}").format(reason=table.no_white),
        )
    for rival in table.rivals():
        tip = _("{what}. Click: {then}").format(
            what=scene.with_names(rival.tooltip), then=look_text(scene, rival.seat)
        )
        scene.add_button(lay.places[rival.key], lambda o=rival.seat: scene.look_at(o), tip)
