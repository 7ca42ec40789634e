"""Action kinds of Anno 1701 and constructors for the ones with arguments.

Goods travel as their names (`"wood"`), gold as `"gold"`; slots, ships, hexes and anchors as
numbers (state.py). Accept and decline come from the shared engine protocol; an offer is
composed a unit at a time (`compose` or `ask`, then `add`/`remove`/`partner`, then `send`).
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
SEND = Action("send")
CANCEL = Action("cancel")
COUNTER = Action("counter")
TOP, CHOOSE = "top", "choose"
GIVE, TAKE = "give", "take"  # the two sides of an offer, from its composer's side

__all__ = [
    "ACCEPT",
    "CANCEL",
    "CHOOSE",
    "CITIZEN",
    "COUNTER",
    "DECLINE",
    "DONATE",
    "END_TURN",
    "FIGHT",
    "GIVE",
    "PASS",
    "PAY",
    "REDRAW",
    "RESOLVE",
    "ROLL",
    "SAIL",
    "SEND",
    "SHIP",
    "TAKE",
    "TOP",
    "add",
    "ask",
    "build",
    "buy",
    "compose",
    "discard",
    "discover",
    "favour",
    "found",
    "keep",
    "move",
    "neutral",
    "partner",
    "pick",
    "place",
    "remove",
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


@cache
def compose(partner: int) -> Action:
    """The player on turn starts composing an offer to `partner` (a one-step offer of older
    saves is the same kind with its terms: partner, give, take)."""
    return Action("offer", (partner,))


@cache
def ask(seat: int) -> Action:
    """The player on turn asks `seat` for an offer."""
    return Action("ask", (seat,))


@cache
def add(side: str, resource: str) -> Action:
    """One more unit of `resource` on `side` (GIVE or TAKE) of the offer being composed."""
    return Action("add", (side, resource))


@cache
def remove(side: str, resource: str) -> Action:
    return Action("remove", (side, resource))


@cache
def partner(seat: int) -> Action:
    """The offer being composed goes to `seat` instead."""
    return Action("partner", (seat,))
