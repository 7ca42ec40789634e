"""The column of choices beside the board: the legal actions grouped under headings, one
button each (or one per panel a game folds many actions into), numbered for keys 1 to 9."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from anno_desktop.ai.runner import MatchRunner
from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.rules import Action
from anno_desktop.ui import theme as th
from anno_desktop.ui.widgets.base import Widget
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.label import Label
from anno_desktop.ui.widgets.scroll import ScrollColumn

if TYPE_CHECKING:
    from anno_desktop.ui.scenes.play import GameScene

# (label, on click, the action or None for a panel, the actions it stands for); no callback:
# a place held for a choice not open now (drawn disabled, so the entries below stay put)
BarEntry = tuple[str, Callable[[], None] | None, Action | None, list[Action]]
# An action bar button: (the button, its action or None for a panel, the actions behind it)
BarChoice = tuple[Button, Action | None, list[Action]]

UNDO_TIP = N_("Take back your last move (Ctrl+Z).")
NO_UNDO_TIP = N_(
    "Nothing to take back: undo stops at dice rolls, card draws and the end of your turn."
)
HINT_TIP = N_("What would a good player do here? (H)")
NO_HINT_YET_TIP = N_("Hints come when it is your move.")
NO_HINT_TIP = N_("This game has no bot to ask for a hint.")


def kind_title(kind: str) -> str:
    return kind.replace("_", " ").replace("-", " ").strip().capitalize() or N_("Actions")


def bar_widgets(scene: GameScene, width: int) -> tuple[list[Widget], list[BarChoice]]:
    """The choices of the human to act, through the scene's `action_group` and `bar_entries`
    hooks; nothing while nobody at this screen decides."""
    u = scene.u
    children: list[Widget] = []
    choices: list[BarChoice] = []
    if scene.human_to_act is None:
        return children, choices
    groups: dict[str, list[Action]] = {}
    for action in scene.legal_for_viewer():
        groups.setdefault(scene.action_group(action), []).append(action)
    # A scene may put the groups that stay available first, so they keep their places.
    rank = getattr(scene, "bar_rank", None)
    if rank is not None:
        groups = dict(sorted(groups.items(), key=lambda item: rank(item[0])))
    entries = {title: scene.bar_entries(title, actions) for title, actions in groups.items()}
    entries = {title: found for title, found in entries.items() if found}
    for title, found in entries.items():
        if len(entries) > 1:  # a group the board stands for has no entries: nor a heading
            children.append(
                Label(
                    (0, 0, width, u(28)),
                    _(title),
                    face="display-bold",
                    size=th.SIZE_LABEL,
                    colour=th.INK_SOFT,
                )
            )
        for text, callback, action, members in found:
            number = len(choices) + 1
            tip = _("{choice} (key {number})").format(choice=text, number=number)
            tip = tip if number <= 9 else text
            height = Button.height_for(scene.theme, text, width, th.SIZE_BODY, 3)
            button = Button(
                (0, 0, width, height),
                text,
                callback,
                style="parchment",
                align="left",
                size=th.SIZE_BODY,
                max_lines=3,
                tooltip=tip,
                enabled=callback is not None,
            )
            children.append(button)
            choices.append((button, action, members))
    return children, choices


def tell_undo(button: Button, can_undo: bool) -> None:
    button.enabled = can_undo
    button.tooltip = _(UNDO_TIP if can_undo else NO_UNDO_TIP)


def tell_hint(button: Button, my_move: bool, has_hint: bool) -> None:
    button.enabled = my_move and has_hint
    button.tooltip = _(HINT_TIP if button.enabled else NO_HINT_YET_TIP if has_hint else NO_HINT_TIP)


def ends_turn(runner: MatchRunner, action: Action) -> bool:
    """True for an explicit end-of-turn or pass that hands the game to another seat."""
    if "end" not in action.kind and "pass" not in action.kind:
        return False
    return runner.passes_decision(action)


def press_number(actions: ScrollColumn, key: int) -> bool:
    """Number keys choose among the first nine choices, in the bar's order."""
    if not pygame.K_1 <= key <= pygame.K_9:
        return False
    buttons = [c for c in actions.children if isinstance(c, Button)]
    index = key - pygame.K_1
    if index < len(buttons) and buttons[index].on_click:
        buttons[index].on_click()
        return True
    return False
