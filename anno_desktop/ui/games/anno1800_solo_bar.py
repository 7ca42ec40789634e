"""The Anno 1800 solo action bar: one icon button per action of the game along the top of the
board, always in the same place, greyed with the reason when the action can't be taken."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from anno_desktop.engine.i18n import _
from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Place
from anno_desktop.ui import theme as th
from anno_desktop.ui.art.icons import icon
from anno_desktop.ui.games.anno1800_solo_layout import BAR_TYPE, BAR_UNITS

BAR_ICONS = {
    "expand": "factory",
    "hire": "person",
    "exchange": "open-book",
    "festival": "glass-celebration",
    "fulfil": "scroll-unfurled",
    "activate": "round-star",
    "upgrade": "top-hat",
    "old": "island",
    "new": "palm-tree",
    "expedition": "treasure-map",
    "shift": "coins",
    "orders": "quill-ink",
    "done": "return-arrow",
    "briefing": "rule-book",
}
# More choices than this are made on the board (blueprints, cards) rather than in a list.
LIST_AT_MOST = 6


def bar_name_box(theme: th.Theme, box: pygame.Rect) -> tuple[bool, pygame.Rect]:
    """Where a bar button's name goes: under the icon on a tall button, beside it on a low
    one (the bar in two rows); True for a low one."""
    u = theme.u
    if box.height < u(BAR_UNITS) * 0.6:
        px = box.height - u(4)
        return True, pygame.Rect(box.x + px + u(6), box.y, box.width - px - u(9), box.height)
    return False, pygame.Rect(box.x + u(2), box.bottom - u(20), box.width - u(4), u(19))


def bar_name_fits(theme: th.Theme, box: pygame.Rect, label: str) -> bool:
    """True where the button shows its whole name (else it shows only its icon)."""
    text = bar_name_box(theme, box)[1]
    fitted = theme.measure(label, text.width, text.height, size=BAR_TYPE, max_lines=1)
    return not fitted.shortened


def draw_bar_button(
    surface: pygame.Surface,
    theme: th.Theme,
    box: pygame.Rect,
    place_key: str,
    label: str,
    lit: bool,
    hovered: bool,
) -> None:
    """An icon and its name on a wooden (lit) or faded (greyed) plate: the name under the icon
    on a tall button, beside it on a low one (the bar in two rows)."""
    u = theme.u
    face = (236, 212, 150) if hovered and lit else th.CREAM if lit else (214, 204, 182)
    pygame.draw.rect(surface, face, box, border_radius=u(6))
    rim = th.BRASS if lit else th.DIM
    pygame.draw.rect(surface, rim, box, max(1, u(2)), border_radius=u(6))
    ink = th.WOOD if lit else th.DIM
    low, text = bar_name_box(theme, box)
    # A name that would be cut is left to the tooltip: the icon alone, larger.
    named = bar_name_fits(theme, box, label)
    if low:
        px = box.height - u(4)
        img = icon(BAR_ICONS.get(place_key, "gears"), px, ink)
        where = {"midleft": (box.x + u(4), box.centery)} if named else {"center": box.center}
        surface.blit(img, img.get_rect(**where))
    else:
        px = box.height - u(24) if named else box.height - u(8)
        img = icon(BAR_ICONS.get(place_key, "gears"), px, ink)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + u(3))))
    if named:
        theme.draw_text(
            surface,
            label,
            text,
            size=BAR_TYPE,
            colour=th.INK if lit else th.DIM,
            align="left" if low else "center",
            max_lines=1,
        )


def bar_click(
    place: Place,
    choose: Callable[[Action], None],
    ask: Callable[[str, list[Action]], None],
    tell: Callable[[str], None],
) -> None:
    """One action is taken at once, a few are offered in a list, many are taken on the board."""
    actions = list(place.actions)
    if not actions:
        tell(_("{action}: {why}").format(action=place.label, why=place.why_not))
    elif len(actions) == 1:
        choose(actions[0])
    elif len(actions) <= LIST_AT_MOST:
        ask(place.label, actions)
    else:
        words = _("{action}: click one of the lit blueprints or cards on the table")
        tell(words.format(action=place.label))
