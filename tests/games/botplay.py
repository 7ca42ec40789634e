"""Test helper shared by the game packages: bots play a game forward to a position worth testing."""

from collections.abc import Callable, Sequence
from typing import Any

from anno_desktop.engine.bots import Bot, Decision
from anno_desktop.engine.rules import Rules


def play_forward(
    rules: Rules,
    state: Any,
    bots: Sequence[Bot],
    actions: int,
    ready: Callable[[Any], bool] = lambda s: True,
) -> Any:
    """Let `bots` (one per seat, or one for all) play `actions` actions, then on until `ready`."""
    done = 0
    while not (done >= actions and ready(state)):
        seat = rules.to_act(state)
        bot = bots[seat] if len(bots) > 1 else bots[0]
        rules.apply(state, bot.choose(Decision(rules, state, seat, rules.legal_actions(state))))
        done += 1
    return state
