"""Santa Maria's cards over the table: the end-of-year conquistador scoring, the final scoring
(category by category, the winner crowned on it) and the hot-seat "Done" step. Their rects
come from `card_layout`, a pure function of the board's area."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from anno_desktop.engine.i18n import _, listing, ngettext
from anno_desktop.games.santa_maria import table as sm
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.art.shapes import draw_marker
from anno_desktop.ui.games.santa_maria_common import name_words, words

if TYPE_CHECKING:
    from anno_desktop.ui.games.santa_maria import SantaMariaScene


@dataclass(frozen=True)
class CardLayout:
    """A card's frame, its title, its rows (one rect per line) and its buttons."""

    box: pygame.Rect
    title: pygame.Rect
    lines: tuple[pygame.Rect, ...]
    buttons: tuple[pygame.Rect, ...]


def card_layout(area: pygame.Rect, unit: float, lines: int, buttons: int) -> CardLayout:
    """A card centred on `area` holding `lines` rows of text and a row of `buttons`."""

    def u(n: float) -> int:
        return round(n * unit)

    line_h = u(32)
    box = pygame.Rect(0, 0, min(area.width - u(20), u(760)), u(120) + line_h * lines)
    box.height = min(box.height, area.height - u(10))
    box.center = area.center
    title = pygame.Rect(box.x + u(20), box.y + u(12), box.width - u(40), u(40))
    rows = tuple(
        pygame.Rect(box.x + u(20), title.bottom + u(4) + k * line_h, box.width - u(40), line_h)
        for k in range(lines)
    )
    bw = min(u(300), (box.width - u(40) - (buttons - 1) * u(16)) // buttons)
    bh = u(38)
    total = buttons * bw + (buttons - 1) * u(16)
    x0 = box.centerx - total // 2
    row_y = box.bottom - bh - u(12)
    shown = tuple(pygame.Rect(x0 + k * (bw + u(16)), row_y, bw, bh) for k in range(buttons))
    return CardLayout(box, title, rows, shown)


def frame(scene: SantaMariaScene, surface: pygame.Surface, card: CardLayout, title: str) -> None:
    lay = scene.lay
    pygame.draw.rect(surface, th.PARCHMENT, card.box, border_radius=lay.u(10))
    pygame.draw.rect(surface, th.BRASS, card.box, max(2, lay.u(3)), border_radius=lay.u(10))
    words(scene, surface, title, card.title, 26, face="display-bold", max_lines=1)


def button(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    callback: Callable[[], None],
    tip: str,
) -> None:
    lay = scene.lay
    hovered = rect.collidepoint(scene.app.mouse)
    pygame.draw.rect(surface, th.BRASS_LIGHT if hovered else th.BRASS, rect, border_radius=lay.u(6))
    words(
        scene,
        surface,
        text,
        rect.inflate(-lay.u(10), -lay.u(4)),
        17,
        face="text-bold",
        colour=th.WOOD_DARK,
        align="center",
        max_lines=1,
    )
    scene.add_button(rect, callback, tip)


def draw_year_card(scene: SantaMariaScene, surface: pygame.Surface, card: sm.YearScoring) -> None:
    """The end-of-year scoring: who scored what for conquistadors, and who starts next."""
    lay = scene.lay
    lines = card.lines()
    shape = card_layout(lay.area, lay.unit, len(lines), 1)
    frame(scene, surface, shape, _("End of year {year}: conquistadors").format(year=card.year))
    for (seat, text), row in zip(lines, shape.lines, strict=True):
        if seat is not None:
            draw_marker(surface, scene.seat_look(seat), (row.x + lay.u(10), row.centery), lay.u(8))
        words(
            scene,
            surface,
            scene.with_names(text),
            row.inflate(-lay.u(30), 0).move(lay.u(15), 0),
            17,
            max_lines=1,
        )
    scene.add_tip(shape.box, card.note)
    button(
        scene,
        surface,
        shape.buttons[0],
        _("Continue"),
        scene.close_year_card,
        _("Close the end-of-year scoring"),
    )


def draw_final_card(
    scene: SantaMariaScene, surface: pygame.Surface, table: sm.SantaMariaTable
) -> None:
    """The final scoring, category by category for every colony, the totals and the winner."""
    lay = scene.lay
    seats = range(table.players)
    rows = table.final
    shape = card_layout(lay.area, lay.unit, len(rows) + 1, 2)
    winners = [scene.seat_name(s) for s in table.winners]
    title = (
        ngettext("Final scoring: {names} wins", "Final scoring: {names} win", len(winners)).format(
            names=listing(winners)
        )
        if winners
        else _("Final scoring")
    )
    frame(scene, surface, shape, title)
    head = shape.lines[0]
    name_w = head.width * 2 // 5
    col_w = (head.width - name_w) // table.players
    for seat in seats:
        cell = pygame.Rect(head.x + name_w + seat * col_w, head.y, col_w - lay.u(4), head.height)
        draw_marker(surface, scene.seat_look(seat), (cell.x + lay.u(8), cell.centery), lay.u(7))
        name = cell.inflate(-lay.u(18), 0).move(lay.u(9), 0)
        name_words(scene, surface, scene.seat_name(seat), name, 15, face="text-bold")
    for row, line in zip(rows, shape.lines[1:], strict=True):
        final_row(scene, surface, table, row, line, name_w, col_w)
    scene.add_tip(shape.box, table.final_note)
    look, next_ = shape.buttons
    button(
        scene,
        surface,
        look,
        _("Look at the table"),
        scene.close_year_card,
        _("Close the final scoring and look at the table"),
    )
    button(
        scene,
        surface,
        next_,
        _("Play again or leave"),
        scene.show_game_over,
        _("Play again, go back to the menu or review the game"),
    )


def final_row(
    scene: SantaMariaScene,
    surface: pygame.Surface,
    table: sm.SantaMariaTable,
    row: sm.FinalRow,
    line: pygame.Rect,
    name_w: int,
    col_w: int,
) -> None:
    """One category of the final scoring: its name, then each colony's points; the winner's
    total on brass with a crown."""
    lay = scene.lay
    face = "text-bold" if row.total else "text"
    if row.total:
        pygame.draw.line(surface, th.WOOD_LIGHT, line.topleft, line.topright, 2)
    words(
        scene,
        surface,
        row.label,
        pygame.Rect(line.x, line.y, name_w - lay.u(6), line.height),
        17,
        face=face,
        max_lines=1,
    )
    for seat in range(table.players):
        cell = pygame.Rect(line.x + name_w + seat * col_w, line.y, col_w - lay.u(4), line.height)
        if row.total and seat in table.winners:
            pygame.draw.rect(surface, th.BRASS_LIGHT, cell, border_radius=lay.u(5))
            crown = icon("crown", cell.height - lay.u(8), th.WOOD)
            surface.blit(crown, (cell.x + lay.u(4), cell.y + lay.u(4)))
        words(
            scene,
            surface,
            str(row.values[seat]),
            cell.inflate(-lay.u(40), 0),
            17,
            face=face,
            align="center",
            max_lines=1,
        )


def draw_done(scene: SantaMariaScene, surface: pygame.Surface, seat: int) -> None:
    """ "Done": the player who just moved sees its outcome, then passes the screen on; the
    button takes the place of the prompt under the colony."""
    lay = scene.lay
    status = lay.status
    pygame.draw.rect(surface, th.PARCHMENT, status)
    but = pygame.Rect(status.x, status.y, status.width, status.height)
    button(
        scene,
        surface,
        but,
        _("Done: pass the screen to {name}").format(name=scene.seat_name(seat)),
        scene.pass_screen,
        _("Your move is made and shown on the table: hand the screen to the next player"),
    )


def draw_reopen(scene: SantaMariaScene, surface: pygame.Surface) -> None:
    """After the game, under the colony: the way back to the final scoring."""
    button(
        scene,
        surface,
        scene.lay.status,
        _("Final scoring"),
        scene.open_final,
        _("Show the final scoring again"),
    )
