"""Where on the table the expected action is taken: the rect the tutorial points at.

The same places the table itself reacts to, read from what it registered on its last frame:
the game's own finder first (the objects that open a panel of choices, a placement as the
tile in hand lies now), its board zones (a click there is the action), then the action bar's
buttons (a panel's button when the action is
one of those it stands for).
"""

from __future__ import annotations

from typing import Any

import pygame

from anno_desktop.ui.tutorials import Expect, Locator, Script


def action_rect(table: Any, expect: Expect, locate: Locator | None = None) -> pygame.Rect | None:
    if locate is not None:
        found = locate(table, expect)
        if found is not None:
            return pygame.Rect(found)
    for rect, action in reversed(table.board_zones):
        if expect.matches(action):
            return pygame.Rect(rect)
    return bar_rect(table, expect)


def bar_rect(table: Any, expect: Expect) -> pygame.Rect | None:
    """The action bar's button for the action, scrolled into view first (so the click the
    tutorial asks for always lands on it)."""
    column = table.actions
    for button, action, members in table.bar_choices:
        if action is not None and not expect.matches(action):
            continue
        if action is None and not any(expect.matches(m) for m in members):
            continue
        area = column.rect
        if not area.contains(button.rect):
            below = button.rect.bottom - area.bottom
            column.scroller.offset += below if below > 0 else button.rect.top - area.top
            column.place()
        return button.rect.clip(area)
    return None


def region_rect(table: Any, region: str) -> pygame.Rect | None:
    """A part of the table a reading step points at."""
    rects = {
        "board": getattr(table, "board_rect", None),
        "actions": getattr(getattr(table, "action_panel", None), "rect", None),
        "log": getattr(getattr(table, "log_panel", None), "rect", None),
        "top": getattr(table, "top_rect", None),
    }
    found = rects.get(region)
    return pygame.Rect(found) if found is not None else None


def step_target(table: Any, script: Script, expect: Expect | None, region: str) -> Any:
    """The rect of a step: its action's, else its region's (None: nothing to point at)."""
    if expect is not None:
        return action_rect(table, expect, script.locate)
    return region_rect(table, region) if region else None
