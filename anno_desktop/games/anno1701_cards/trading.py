"""Trading landscape goods and gold: with the bank 3:1, and with the opponent through the
shared offer protocol (engine/trade.py). Rum and tobacco are never traded."""

from __future__ import annotations

from functools import cache

from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import Bundle, can_pay, offer_actions
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import GOODS, game_data
from anno_desktop.games.anno1701_cards.state import Player, State

RESOURCES = (*GOODS, "gold")
BANK_RATE = 3


def trade_stock(p: Player) -> dict[str, int]:
    """What a player can hand over: landscape goods, and gold except the last one."""
    stock = eco.goods(p)
    stock["gold"] = max(0, eco.gold(p) - 1)
    return stock


def transfer(src: Player, dst: Player | None, bundle: Bundle) -> None:
    """Turn `src`'s cards down and `dst`'s up by `bundle`; what `dst` cannot hold is lost."""
    for name, n in bundle:
        if name == "gold":
            eco.spend_gold(src, n)
            if dst is not None:
                eco.gain_gold(dst, n)
            continue
        for _ in range(n):
            eco.take_good(src, name)
            if dst is not None:
                eco.add_good(dst, name)


def bank_actions(p: Player) -> list[Action]:
    stock = trade_stock(p)
    found = []
    for give in RESOURCES:
        if stock[give] < BANK_RATE:
            continue
        for receive in RESOURCES:
            if receive == give:
                continue
            if receive == "gold" and eco.gold(p) >= eco.MAX_GOLD:
                continue
            if receive != "gold" and not eco.room_for(p, receive):
                continue
            found.append(A.bank(give, receive))
    return found


def apply_bank(p: Player, give: str, receive: str) -> None:
    transfer(p, None, ((give, BANK_RATE),))
    if receive == "gold":
        eco.gain_gold(p, 1)
    else:
        eco.add_good(p, receive)


def offers(s: State) -> list[Action]:
    """The offers the player on turn may still make this turn."""
    settlement = game_data().settlement
    if s.offers_made >= settlement.offers_per_turn:
        return []
    stock = trade_stock(s.players[s.current])
    found: list[Action] = []
    for give, actions in _offers_by_give(s.current):
        if can_pay(stock, give):
            found.extend(actions)
    return found


@cache
def _offers_by_give(proposer: int) -> tuple[tuple[Bundle, tuple[Action, ...]], ...]:
    """engine.trade.offer_actions for a proposer who can pay anything, grouped by what is
    given: filtering the groups by what the proposer can pay gives the same list, much faster
    (bots ask for it at every step)."""
    units = game_data().settlement.offer_max_units
    rich = dict.fromkeys(RESOURCES, units)
    groups: dict[Bundle, list[Action]] = {}
    for a in offer_actions(proposer, [1 - proposer], rich, RESOURCES, units, units):
        groups.setdefault(a.args[1], []).append(a)
    return tuple((give, tuple(actions)) for give, actions in groups.items())
