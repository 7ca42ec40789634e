"""The card game's trade dialog: the offer being composed or answered, drawn over the rival's
half of the table, one row per good and gold with minus and plus for either side.

Every minus and plus is one of the engine's compose steps (a legal action), so what the dialog lets
you build is exactly what the rules allow; Send, Give up, Accept, Decline and Counter-offer
stay in the action bar's fixed places.
"""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards.table import TradeDraft
from anno_desktop.ui import theme as th

SIDES = ("give", "take")
MINUS = "\u2212"


def draw_trade(scene: Any, surface: pygame.Surface, area: pygame.Rect, draft: TradeDraft) -> None:
    """The dialog inside `area`: a heading, the resource rows, the offer in words."""
    u = scene.u
    panel = area.inflate(-u(8), -u(8))
    pygame.draw.rect(surface, th.PARCHMENT, panel, border_radius=u(8))
    pygame.draw.rect(surface, th.BRASS, panel, 2, border_radius=u(8))
    inner = panel.inflate(-u(16), -u(12))
    me = scene.own_seat()
    heading = _heading(scene, draft, me)
    line = max(u(22), inner.height // (len(draft.resources) + 3))
    box = pygame.Rect(inner.x, inner.y, inner.width, line)
    scene._text(surface, heading, box, th.WOOD, face="display-bold", size=th.SIZE_BODY)
    y = inner.y + line
    name_w = inner.width // 4
    side_w = (inner.width - name_w) // 2
    for i, side in enumerate(_column_titles(draft, me)):
        box = pygame.Rect(inner.x + name_w + i * side_w, y, side_w, line)
        scene._text(surface, side, box, th.INK, face="text-bold", align="center")
    y += line
    legal = set(draft.actions)
    for res in draft.resources:
        row = pygame.Rect(inner.x, y, inner.width, line - u(2))
        _row(scene, surface, row, name_w, side_w, draft, res, legal)
        y += line
    summary = _summary(scene, draft, me)
    scene._text(
        surface, summary, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), max_lines=2
    )


def _summary(scene: Any, draft: TradeDraft, me: int) -> str:
    give, take = draft.give_words, draft.take_words
    if draft.proposer == me:
        return _("You give {give} and get {take}.").format(give=give, take=take)
    return _("{player} gives {give} and asks you for {take}.").format(
        player=scene.seat_name(draft.proposer), give=give, take=take
    )


def _heading(scene: Any, draft: TradeDraft, me: int) -> str:
    proposer = scene.seat_name(draft.proposer)
    if draft.composing:
        return _("Your counter-offer") if draft.countering else _("Your offer to your rival")
    if draft.proposer == me:
        return _("Your offer: waiting for the answer")
    return _("Answer {player}'s offer").format(player=proposer)


def _column_titles(draft: TradeDraft, me: int) -> tuple[str, str]:
    if draft.proposer == me:
        return (_("You give"), _("You get"))
    return (_("They give"), _("They get"))


def _row(
    scene: Any,
    surface: pygame.Surface,
    row: pygame.Rect,
    name_w: int,
    side_w: int,
    draft: TradeDraft,
    res: str,
    legal: set[Action],
) -> None:
    """One good: its name, then each side's count with minus and plus where a step is legal."""
    u = scene.u
    scene._text(surface, res.capitalize(), pygame.Rect(row.x, row.y, name_w, row.height))
    stocks = (dict(draft.stock), dict(draft.rival_stock))
    for i, side in enumerate(SIDES):
        units = dict(draft.give if side == "give" else draft.take).get(res, 0)
        cell = pygame.Rect(row.x + name_w + i * side_w, row.y, side_w, row.height)
        button = min(cell.height, u(30))
        top = cell.centery - button // 2
        minus = pygame.Rect(cell.x + u(6), top, button, button)
        plus = pygame.Rect(cell.right - u(6) - button, top, button, button)
        count = pygame.Rect(minus.right, cell.y, plus.x - minus.right, cell.height)
        held = stocks[i].get(res, 0)
        colour = th.INK if units else th.INK_SOFT
        scene._text(surface, f"{units} of {held}", count, colour, face="text-bold", align="center")
        for rect, kind, sign in ((minus, "remove", MINUS), (plus, "add", "+")):
            action = Action(kind, (side, res))
            if action in legal:
                _step_button(scene, surface, rect, sign, action)


def _step_button(
    scene: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    sign: str,
    action: Action,
) -> None:
    u = scene.u
    hovered = rect.collidepoint(scene.app.mouse)
    pygame.draw.rect(surface, th.WOOD_LIGHT if hovered else th.WOOD, rect, border_radius=u(5))
    scene._text(surface, sign, rect, th.CREAM, face="text-bold", align="center")
    scene.add_zone(surface, rect, action, scene._describe(action))
