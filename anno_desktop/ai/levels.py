"""Bot levels per game.

- `random`: any legal action (every game; the baseline).
- the game's own heuristic levels (`normal`, from the game package).
- `easy`: `normal` that now and then plays a random move, so a beginner can win.
- `hard`: search over determinized states (`engine.mcts`), scored by the game's evaluation,
  unless the game brings a `hard` bot of its own.
"""

from __future__ import annotations

from functools import partial
from typing import NamedTuple

from anno_desktop.ai.random_bot import RandomBot
from anno_desktop.engine.bots import Bot, BotFactory, Decision
from anno_desktop.engine.mcts import MctsBot
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.games import get_game

LEVEL_ORDER = ("random", "easy", "normal", "hard")
EASY_BLUNDER_RATE = 0.3


class Budget(NamedTuple):
    """How long `hard` thinks per decision: `seconds` of wall time, or, when `iterations` is
    set, that many search iterations whatever the clock says (tournaments on a busy machine
    measure the same bot whatever the load)."""

    seconds: float = 1.0
    iterations: int | None = None


DEFAULT_BUDGET = Budget()


class EasyBot:
    """A `normal` bot that blunders: a random legal action in EASY_BLUNDER_RATE of decisions."""

    def __init__(self, rules: Rules, seed: int, normal: BotFactory) -> None:
        self.normal = normal(rules, seed)
        self.rng = Rng(seed ^ 0xEA5)

    def choose(self, decision: Decision) -> Action:
        if self.rng.random() < EASY_BLUNDER_RATE:
            return self.rng.choice(decision.legal)
        return self.normal.choose(decision)


def levels(game_id: str, budget: Budget = DEFAULT_BUDGET) -> dict[str, BotFactory]:
    """Every level this game offers, weakest first.

    A game's own `hard` factory takes the budget as keywords: `seconds=`, `iterations=`.
    """
    package = get_game(game_id)
    found: dict[str, BotFactory] = {"random": RandomBot}
    if "normal" in package.bots:
        found["easy"] = partial(EasyBot, normal=package.bots["normal"])
    found.update(package.bots)
    hard = package.bots.get("hard") or partial(MctsBot, evaluate=package.evaluate)
    found["hard"] = partial(hard, seconds=budget.seconds, iterations=budget.iterations)
    order = {name: i for i, name in enumerate(LEVEL_ORDER)}
    return dict(sorted(found.items(), key=lambda kv: order.get(kv[0], len(order))))


def make_bot(game_id: str, level: str, seed: int, budget: Budget = DEFAULT_BUDGET) -> Bot:
    available = levels(game_id, budget)
    if level not in available:
        raise KeyError(f"no bot level {level!r} for {game_id} (levels: {', '.join(available)})")
    return available[level](get_game(game_id).rules, seed)
