"""Building effects and the economy: gains with the storage limit, payments with gold as a
wildcard, shipping, religion, monks and conquistadors, carried out from the effect queue."""

from __future__ import annotations

from anno_desktop.engine.i18n import _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Event
from anno_desktop.games.santa_maria.data import RESOURCES, Effect, rule_data
from anno_desktop.games.santa_maria.state import GOLD, GRAIN, PlayerState, SantaMariaState
from anno_desktop.games.santa_maria.words import amount_shown, building_name

RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
SCHOLAR_SPACES = range(0, 3)
BISHOP_SPACES = range(3, 6)
MISSION_SPACES = range(6, 10)


def has(p: PlayerState, ability: str) -> bool:
    """True when `p` has trained the scholar with this ability."""
    return bool(p.scholars) and rule_data().scholar_for(ability) in p.scholars


def sell_price(p: PlayerState, r: int) -> int:
    common = rule_data().common
    if RESOURCES[r] in common.basic:
        return common.sell_basic
    return common.sell_advanced + (1 if has(p, "dearer_selling") else 0)


def buy_price(p: PlayerState) -> int:
    return rule_data().common.buy_price - (1 if has(p, "cheaper_buying") else 0)


def can_buy(p: PlayerState, r: int) -> bool:
    common = rule_data().common
    return (
        RESOURCES[r] in common.basic and p.coins >= buy_price(p) and p.res[r] < common.storage_limit
    )


def coin_price(p: PlayerState) -> int:
    """The next single-building activation: 1, 2, 3 … coins this year (Treasurer: 1 less)."""
    price = p.coin_acts + 1
    return max(1, price - 1) if has(p, "cheaper_activation") else price


def change_cost(p: PlayerState, value: int, target: int) -> int:
    """Coins to turn a die from `value` to `target`: 1 per pip, no wrap (Cartographer: 1 less)."""
    pips = abs(target - value)
    return max(0, pips - 1) if has(p, "cheaper_die_change") else pips


def white_limit(p: PlayerState) -> int:
    return rule_data().common.white_dice_per_year + (1 if has(p, "fourth_white_die") else 0)


def expand_cost(p: PlayerState, kind: str) -> list[str]:
    cost = list(getattr(rule_data().common.expand_cost, kind))
    if has(p, "cheaper_expansion"):
        cost.remove("wood")
    return cost


def pay_plan(p: PlayerState, cost: list[str] | tuple[str, ...]) -> list[int] | None:
    """Resources to hand over for `cost`: own resources first, gold for any shortfall.

    Paying the named resource before gold is what a player would do: gold sells dearer.
    """
    use = [0, 0, 0, 0, 0]
    short = 0
    for name in cost:
        r = RES_INDEX[name]
        if p.res[r] - use[r] > 0:
            use[r] += 1
        else:
            short += 1
    if short > p.res[GOLD] - use[GOLD]:
        return None
    use[GOLD] += short
    return use


def could_pay(p: PlayerState, cost: list[str] | tuple[str, ...]) -> bool:
    """True if `cost` can be paid now or after buying the missing basic resources."""
    have = p.res[:]
    coins = p.coins
    price = buy_price(p)
    limit = rule_data().common.storage_limit
    basic = rule_data().common.basic
    for name in cost:
        r = RES_INDEX[name]
        if have[r] > 0:
            have[r] -= 1
        elif have[GOLD] > 0:
            have[GOLD] -= 1
        elif name in basic and coins >= price and p.res[r] < limit:
            coins -= price
        else:
            return False
    return True


def pay(p: PlayerState, use: list[int]) -> None:
    for r in range(5):
        p.res[r] -= use[r]


def gain(p: PlayerState, what: str, n: int, events: list[Event], seat: int) -> None:
    """Gain coins, points or resources; resources past the storage limit are sold at once."""
    if what == "coins":
        p.coins += n
    elif what == "points":
        p.points += n
    else:
        r = RES_INDEX[what]
        limit = rule_data().common.storage_limit
        keep = max(0, min(n, limit - p.res[r]))
        p.res[r] += keep
        if n > keep:
            p.coins += (n - keep) * sell_price(p, r)
            sold = amount_shown(n - keep, what)
            text = _("storage full: {goods} sold").format(goods=sold)
            events.append(Event("sold", text, seat, {"what": what}))


def effect_atom(effect: Effect) -> tuple:
    """A queue entry for one printed effect."""
    if effect.kind == "gain":
        return ("gain", effect.what, effect.n)
    if effect.kind == "trade":
        return ("trade", effect.pay, effect.what, effect.n)
    return (effect.kind,)


def ship_choices(s: SantaMariaState, p: PlayerState) -> list[int]:
    """Docks whose shipment tile `p` can pay for right now."""
    ships = rule_data().shipments
    return [
        d
        for d, tid in enumerate(s.docks)
        if tid is not None and pay_plan(p, ships[tid].cost) is not None
    ]


def trade_choices(p: PlayerState, pay_with: tuple[str, ...]) -> list[str]:
    """Resources `p` may hand over for a trade: the ones shown, or gold instead."""
    out = [r for r in pay_with if p.res[RES_INDEX[r]] > 0]
    if "gold" not in pay_with and p.res[GOLD] > 0:
        out.append("gold")
    return out


def extra_step_choices(p: PlayerState) -> list[str]:
    """Ways to pay the extra religion step: grain, gold for grain, or 2 coins (Preacher)."""
    out = []
    if p.res[GRAIN] > 0:
        out.append("grain")
    if p.res[GOLD] > 0:
        out.append("gold")
    if has(p, "coin_religion_step") and p.coins >= 2:
        out.append("coins")
    return out


def recruit_choices(s: SantaMariaState, seat: int) -> list[int]:
    p = s.players[seat]
    if p.monks == 0:
        return []
    fee = rule_data().common.monk_fee
    return [
        k for k, there in enumerate(s.monks_on) if seat not in there and fee * len(there) <= p.coins
    ]


def could_recruit(s: SantaMariaState, seat: int) -> bool:
    """A recruit decision is offered when some space is open to `seat`, maybe after selling."""
    p = s.players[seat]
    return p.monks > 0 and any(seat not in there for there in s.monks_on)


def run_queue(s: SantaMariaState, events: list[Event]) -> None:
    """Carry out queued effects until one needs a decision or the queue is empty."""
    seat = s.current
    p = s.players[seat]
    data = rule_data()
    while s.pending is None and s.queue:
        atom = s.queue.pop(0)
        kind = atom[0]
        if kind == "activate":
            code = p.grid[atom[1]]
            assert code is not None
            text = _("{building} works").format(building=building_name(code))
            events.append(Event("activate", text, seat, {"cell": atom[1]}))
            s.queue[0:0] = [effect_atom(e) for e in data.buildings[code].effects]
        elif kind == "gain":
            gain(p, atom[1], atom[2], events, seat)
        elif kind == "ship":
            if any(t is not None and could_pay(p, data.shipments[t].cost) for t in s.docks):
                s.pending = Pending(seat, "ship")
        elif kind == "religion":
            if extra_step_choices(p) or could_pay(p, ["grain"]):
                s.pending = Pending(seat, "religion")
            else:
                s.queue.insert(0, ("step",))
        elif kind == "step":
            religion_step(s, seat, events)
        elif kind == "recruit":
            if could_recruit(s, seat):
                s.pending = Pending(seat, "recruit")
        elif kind == "conquistador":
            conquistador_step(s, seat, events)
        elif kind == "trade":
            if trade_choices(p, atom[1]) or any(could_pay(p, [r]) for r in atom[1]):
                s.pending = Pending(seat, "trade", atom[1:])
        elif kind == "road":
            if s.roads and any(c is None for c in p.grid):
                s.pending = Pending(seat, "place", (s.roads[-1], "road"))
        elif kind == "farmer":
            s.pending = Pending(seat, "farmer")
        elif kind == "income":
            s.queue[0:0] = [
                effect_atom(data.common.dock[d].income) for d, h in enumerate(p.harbour) for _ in h
            ]
        else:
            raise AssertionError(f"unknown effect {atom!r}")


def religion_step(s: SantaMariaState, seat: int, events: list[Event]) -> None:
    """One step on the religion track; past its end the step is a point."""
    p = s.players[seat]
    track = rule_data().common.religion
    if p.religion >= track.length:
        p.points += 1
        return
    p.religion += 1
    if p.religion not in track.monk_spaces:
        return
    symbol = track.monk_spaces.index(p.religion) + 1
    if symbol in track.blue_die_monks and s.blue_reserve > 0:
        s.blue_reserve -= 1
        p.blue_unlocked += 1
        # A die unlocked while retiring waits for next year's roll (rulebook, retiring space 2).
        if not p.retired:
            value = s.rng.die()
            if s.common_blue:
                s.blue_pool.append(value)
                s.blue_pool.sort()
            else:
                p.blue.append(value)
                p.blue.sort()
            events.append(
                Event(
                    "blue_die",
                    _("{player} unlocks a blue die and rolls {number}").format(
                        player=f"Player {seat + 1}", number=value
                    ),
                    seat,
                    {"dice": [value]},
                    barrier=True,
                )
            )
    s.queue.insert(0, ("recruit",))


def conquistador_step(s: SantaMariaState, seat: int, events: list[Event]) -> None:
    p = s.players[seat]
    track = rule_data().common.conquistador
    if has(p, "conquistador_coin"):
        p.coins += 1
    if p.conq >= track.length:
        return
    p.conq += 1
    s.tick += 1
    p.conq_tick = s.tick  # arriving later puts the marker on top of the stack: behind
    if p.conq in track.gold_spaces:
        gain(p, "gold", 1, events, seat)


def place_monk(s: SantaMariaState, seat: int, space: int, events: list[Event]) -> None:
    """Put a monk on a scholar, bishop or missionary space, paying 2 coins to each owner there."""
    data = rule_data()
    p = s.players[seat]
    fee = data.common.monk_fee
    for other in s.monks_on[space]:
        p.coins -= fee
        s.players[other].coins += fee
    s.monks_on[space].append(seat)
    p.monks -= 1
    p.monk_spaces.append(space)
    if space in SCHOLAR_SPACES:
        p.scholars.append(s.scholars[space])
    elif space in BISHOP_SPACES:
        p.bishops.append(s.bishops[space - 3])
    else:
        mission = data.common.mission[space - 6]
        for what, n in mission.gain.items():
            gain(p, what, n, events, seat)
    # Translators: {space} is a scholar's or bishop's space, or a missionary station.
    text = _("{player} places a monk on {space}").format(
        player=f"Player {seat + 1}", space=space_name(s, space)
    )
    events.append(Event("monk", text, seat))


def space_name(s: SantaMariaState, space: int) -> str:
    data = rule_data()
    if space in SCHOLAR_SPACES:
        # Translators: {scholar} and {bishop} are the names on the common board's monk spaces.
        return _("the {scholar}").format(scholar=_(data.scholars[s.scholars[space]].name))
    if space in BISHOP_SPACES:
        return _("the {bishop}").format(bishop=_(data.bishops[s.bishops[space - 3]].name))
    return _("missionary station {number}").format(number=space - 5)
