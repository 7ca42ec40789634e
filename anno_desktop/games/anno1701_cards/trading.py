"""Trading landscape goods and gold: with the bank 3:1, and with the opponent by offers of any
terms, composed one unit at a time (a bounded sub-phase, DESIGN.md) and answered by accepting,
declining or a counter-offer. Rum and tobacco are never traded."""

from __future__ import annotations

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import Bundle, bundle_of, can_pay
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import GOODS
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


def can_compose(s: State, seat: int) -> bool:
    """Whether `seat` could offer something for something else the rival could pay."""
    mine, theirs = trade_stock(s.players[seat]), trade_stock(s.players[1 - seat])
    return any(
        mine[give] > 0 and theirs[take] > 0
        for give in RESOURCES
        for take in RESOURCES
        if give != take
    )


def start_compose(seat: int, give: Bundle = (), take: Bundle = (), countering: tuple = ()):
    """The compose step: `seat` builds `give` for `take`; `countering` is the offer answered."""
    return Pending(seat, "compose", (give, take, countering))


def compose_legal(s: State, d: Pending) -> list[Action]:
    """One unit more or less of any good or gold on either side, within what each side can
    pay (the rival's goods and gold are open), then send or give up."""
    give, take, _countering = d.args
    stocks = {"give": trade_stock(s.players[d.seat]), "take": trade_stock(s.players[1 - d.seat])}
    sides = {"give": dict(give), "take": dict(take)}
    found: list[Action] = []
    for side, other in (("give", "take"), ("take", "give")):
        held = sides[side]
        for res in RESOURCES:
            if res not in sides[other] and held.get(res, 0) < stocks[side][res]:
                found.append(A.add(side, res))
            if res in held:
                found.append(A.remove(side, res))
    if give and take:
        found.append(A.SEND)
    found.append(A.CANCEL)
    return found


def composed(d: Pending, a: Action) -> Pending:
    """The compose step after adding or removing one unit."""
    give, take, countering = d.args
    side, res = a.args
    step = 1 if a.kind == "add" else -1
    sides = {"give": dict(give), "take": dict(take)}
    sides[side][res] = sides[side].get(res, 0) + step
    return start_compose(d.seat, bundle_of(sides["give"]), bundle_of(sides["take"]), countering)


def counter(s: State, d: Pending) -> Pending:
    """The answerer's compose step for a counter-offer, starting from the offer turned round
    (as much of it as each side can pay)."""
    proposer, give, take = d.args
    mine, theirs = trade_stock(s.players[d.seat]), trade_stock(s.players[proposer])
    back_give = bundle_of((r, min(n, mine[r])) for r, n in take)
    back_take = bundle_of((r, min(n, theirs[r])) for r, n in give)
    return start_compose(d.seat, back_give, back_take, (give, take))


def can_answer(s: State, d: Pending) -> bool:
    """Whether both sides of the offer answered can still pay it."""
    proposer, give, take = d.args
    return can_pay(trade_stock(s.players[d.seat]), take) and can_pay(
        trade_stock(s.players[proposer]), give
    )


def legacy_offer(s: State, a: Action) -> bool:
    """Whether `a` is a whole offer as older versions listed it (saves keep them): the player
    on turn's offer it can pay, of disjoint, non-empty sides, which the compose steps reach."""
    if a.kind != "offer" or s.pending or s.phase != "action" or len(a.args) != 3:
        return False
    partner, give, take = a.args
    if partner != 1 - s.current or not give or not take:
        return False
    if give != bundle_of(give) or take != bundle_of(take):
        return False
    names = {r for r, _ in give}
    return (
        names <= set(RESOURCES)
        and names.isdisjoint(r for r, _ in take)
        and {r for r, _ in take} <= set(RESOURCES)
        and can_pay(trade_stock(s.players[s.current]), give)
    )
