"""The actions of the card game: constructors for the ones with arguments, constants for the rest.

Card ids are development card ids (data.Card.id); landscapes are indices into
settlement.toml's landscape list; halves are 0..5 (I-a, I-b, II-a, II-b, III-a, III-b).
"""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import ACCEPT as ACCEPT
from anno_desktop.engine.trade import DECLINE as DECLINE

ROLL = Action("roll")
REPAIR = Action("repair")
REFILL = Action("refill")
END = Action("end")
SKIP = Action("skip")
DONE = Action("done")
VETO = Action("veto")
ALLOW = Action("allow")
REVEAL = Action("reveal")
STOP = Action("stop")
TRIBUTE = Action("tribute")
FIGHT = Action("fight")
ATTACK = Action("attack")
IGNORE = Action("ignore")
SALVAGE = Action("salvage")
TRADE = Action("trade")  # start composing an offer to the rival
SEND = Action("send")  # send the offer composed
CANCEL = Action("cancel")  # give up composing (a counter-offer given up declines the offer)
COUNTER = Action("counter")  # answer an offer by composing one in return


def opening(half: int) -> Action:
    return Action("opening", (half,))


def build(card: int, discount: str | None = None) -> Action:
    return Action("build", (card,) if discount is None else (card, discount))


def upgrade(level: int) -> Action:
    return Action("upgrade", (level,))


def play(card: int, *target: str) -> Action:
    return Action("play", (card, *target))


def bank(give: str, receive: str) -> Action:
    return Action("bank", (give, receive))


def post(source: int, target: int) -> Action:
    return Action("post", (source, target))


def voyage(bonus: int) -> Action:
    return Action("voyage", (bonus,))


def swap(card: int, half: int) -> Action:
    return Action("swap", (card, half))


def draw(half: int) -> Action:
    return Action("draw", (half,))


def browse(half: int) -> Action:
    return Action("browse", (half,))


def pick(position: int) -> Action:
    return Action("pick", (position,))


def gain(land: int) -> Action:
    return Action("gain", (land,))


def trader_sell(good: str) -> Action:
    return Action("sell", (good,))


def trader_buy(good: str) -> Action:
    return Action("buy_good", (good,))


def demand(good: str) -> Action:
    return Action("demand", (good,))


def lodge(card: int, half: int) -> Action:
    return Action("lodge", (card, half))


def take(card: int) -> Action:
    return Action("take", (card,))


def buy(good: str) -> Action:
    return Action("buy", (good,))


def add(side: str, resource: str) -> Action:
    """One more unit of `resource` on `side` ("give" or "take") of the offer being composed."""
    return Action("add", (side, resource))


def remove(side: str, resource: str) -> Action:
    return Action("remove", (side, resource))


def source(kind: str, side: str, card: int) -> Action:
    """Pay ("pay") or receive ("gain") `kind` with `card` first; AUTO for the default."""
    return Action("source", (kind, side, card))
