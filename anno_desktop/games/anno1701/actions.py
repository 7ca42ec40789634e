"""Action kinds of Anno 1701 and constructors for the ones with arguments.

Goods travel as their names (`"wood"`), gold as `"gold"`; slots, ships, hexes and anchors as
numbers (state.py). Trade offers, accept and decline come from the shared engine protocol.
"""

from __future__ import annotations

from functools import cache

from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import ACCEPT, DECLINE

ROLL = Action("roll")
CITIZEN = Action("citizen")
SHIP = Action("ship")
DONATE = Action("donate")
SAIL = Action("sail")
END_TURN = Action("end_turn")
REDRAW = Action("redraw")
PAY = Action("pay")
FIGHT = Action("fight")
PASS = Action("pass")
RESOLVE = Action("resolve")
TOP, CHOOSE = "top", "choose"

__all__ = [
    "ACCEPT",
    "CHOOSE",
    "CITIZEN",
    "DECLINE",
    "DONATE",
    "END_TURN",
    "FIGHT",
    "PASS",
    "PAY",
    "REDRAW",
    "RESOLVE",
    "ROLL",
    "SAIL",
    "SHIP",
    "TOP",
    "build",
    "buy",
    "discard",
    "discover",
    "favour",
    "found",
    "keep",
    "move",
    "neutral",
    "pick",
    "place",
    "return_to",
    "sell",
    "ship_yard",
    "use",
]


@cache
def keep(i: int, j: int) -> Action:
    """Set-up draft: keep the i-th and j-th of the four drawn tiles."""
    return Action("keep", (i, j))


@cache
def discard(good: str) -> Action:
    return Action("discard", (good,))


@cache
def build(slot: int) -> Action:
    return Action("build", (slot,))


@cache
def ship_yard(slot: int) -> Action:
    return Action("ship_yard", (slot,))


@cache
def buy(level: int, mode: str) -> Action:
    return Action("buy", (level, mode))


@cache
def pick(i: int) -> Action:
    return Action("pick", (i,))


@cache
def place(slot: int) -> Action:
    return Action("place", (slot,))


@cache
def use(source: int, give: str, take: str) -> Action:
    return Action("use", (source, give, take))


@cache
def favour(slot: int) -> Action:
    return Action("favour", (slot,))


@cache
def move(ship: int, hex_: int) -> Action:
    return Action("move", (ship, hex_))


@cache
def discover(ship: int) -> Action:
    return Action("discover", (ship,))


@cache
def found(ship: int) -> Action:
    return Action("found", (ship,))


@cache
def sell(good: str) -> Action:
    return Action("sell", (good,))


@cache
def return_to(hex_: int) -> Action:
    return Action("return", (hex_,))


@cache
def neutral(anchor: int) -> Action:
    return Action("neutral", (anchor,))
