"""Income and action phases (rulebook "1. Income Phase" and "2. Action Phase").

Each rule area has a generator of legal actions (`*_actions`) and the code that carries an
action out (`do_*`); rules.py dispatches to them.
"""

from __future__ import annotations

from operator import lt

from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.trade import (
    ACCEPT,
    DECLINE,
    Bundle,
    Offer,
    bundle_of,
    can_pay,
    describe_offer,
)
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701.data import GOLD, GameData, Trade, game_data
from anno_desktop.games.anno1701.favour import (
    check_win,
    in_turmoil,
    next_donation,
    place_token,
    queen_due,
    tokens_left,
    update_columns,
)
from anno_desktop.games.anno1701.names import amount, good_name, slot_name
from anno_desktop.games.anno1701.state import (
    ACTIONS,
    ANSWER,
    COMPOSE,
    DISCARD,
    EMPTY,
    MEADOWS,
    PICK,
    PLACE,
    SETTLER,
    SLOTS,
    VILLAGE,
    Player,
    State,
)

LANDSCAPE_SLOTS = range(MEADOWS, SLOTS)


EVENT_NAMES = {"fire": N_("a fire"), "taxes": N_("taxes"), "queen": N_("the Queen's demand")}


def event_roll(d: GameData, total: int) -> bool:
    return total in d.s.event_rolls


# ---------------------------------------------------------------- income phase


def do_roll(d: GameData, s: State) -> list[Event]:
    """Roll 2d6 (2-player: a second roll must differ; 2, 7 and 12 count as one result)."""
    first, again = s.first_roll, 0
    while True:
        a, b = s.rng.die(), s.rng.die()
        total = a + b
        kind = 2 if event_roll(d, total) else total
        if s.first_roll == 0 or kind != s.first_roll:
            break
        again += 1
    s.first_roll = kind
    s.last_roll = total
    s.rolls_left -= 1
    events = [
        Event(
            "roll",
            _roll_words(d, f"Player {s.current + 1}", total, first, again),
            s.current,
            {"dice": [a, b]},
            barrier=True,
        )
    ]
    if event_roll(d, total):
        events += draw_event(d, s)
    else:
        events += income(d, s, total)
    if s.rolls_left == 0:
        s.phase = ACTIONS
    return events


def _roll_words(d: GameData, who: str, total: int, first: int, again: int) -> str:
    """The roll; the 2-player game's second roll explained: it must differ from the first."""
    if first == 0:
        return _("{player} rolled {total}").format(player=who, total=total)
    rolls = [str(n) for n in d.s.event_rolls]
    events = _("{items} or {last}").format(items=", ".join(rolls[:-1]), last=rolls[-1])
    shown = _("an event ({rolls})").format(rolls=events) if first == 2 else str(first)
    if not again:
        # Translators: {first} is the first roll ("5") or "an event (2, 7 or 12)".
        return _(
            "{player} rolled {total} (second roll of the 2-player game: it must differ from the "
            "first, {first})"
        ).format(player=who, total=total, first=shown)
    return ngettext(
        "{player} rolled {total} (second roll of the 2-player game: it must differ from the "
        "first, {first}; {count} roll equal to it rolled again)",
        "{player} rolled {total} (second roll of the 2-player game: it must differ from the "
        "first, {first}; {count} rolls equal to it rolled again)",
        again,
    ).format(player=who, total=total, first=shown, count=again)


def _event_card_words(events: list[str]) -> str:
    if len(events) == 1:
        return _("Event card: {event}").format(event=_(EVENT_NAMES[events[0]]))
    return _("Event card: {first}, then {second}").format(
        first=_(EVENT_NAMES[events[0]]), second=_(EVENT_NAMES[events[1]])
    )


def _taken(who: str, good: str) -> str:
    return _("{player} takes {amount}").format(player=who, amount=amount(1, good))


def draw_event(d: GameData, s: State) -> list[Event]:
    if not s.event_deck:
        s.event_deck, s.event_discard = s.event_discard, []
        s.rng.shuffle(s.event_deck)
    card = s.event_deck.pop()
    s.event_discard.append(card)
    events = [
        Event(
            "event",
            _event_card_words(d.events[card]),
            s.current,
            {"card": card},
            barrier=True,
        )
    ]
    for name in d.events[card]:
        if name == "fire":
            fire(d, s)
        elif name == "taxes":
            for p in s.players:
                p.gold += min(d.s.taxes_cap, 1 + p.content)
        else:
            for p in s.players:
                p.gold -= min(queen_due(p.tokens), p.gold)
    return events


def fire_watches(d: GameData, p: Player) -> int:
    return sum(
        1 for i in range(SLOTS) if p.built[i] and d.buildings[p.tiles[i]].benefit == "fire_watch"
    )


def fire_loss(d: GameData, p: Player) -> int:
    """Half the counted cards, rounded down, when more than 7 count (a fire watch hides 4)."""
    counted = sum(p.goods) - d.s.fire_watch_protects * fire_watches(d, p)
    return counted // 2 if counted > d.s.fire_limit else 0


def fire(d: GameData, s: State) -> None:
    for k in range(s.n):
        seat = (s.current + k) % s.n
        loss = fire_loss(d, s.players[seat])
        if loss:
            s.pending.append(Pending(seat, DISCARD, (loss,)))


def do_discard(d: GameData, s: State, good: int) -> list[Event]:
    seat, (owed,) = s.pending[0].seat, s.pending[0].args
    s.players[seat].goods[good] -= 1
    s.supply[good] += 1
    if owed == 1:
        s.pending.pop(0)
    else:
        s.pending[0] = Pending(seat, DISCARD, (owed - 1,))
    text = _("{player} loses {good} to the fire").format(
        player=f"Player {seat + 1}", good=good_name(d.goods[good])
    )
    return [Event("discard", text, seat)]


def income(d: GameData, s: State, total: int) -> list[Event]:
    """Landscapes and island tiles with the rolled number; turmoil blocks 6 and 8."""
    gained: list[str] = []
    for k in range(s.n):
        seat = (s.current + k) % s.n
        p = s.players[seat]
        if in_turmoil(d, s, seat) and total in d.s.turmoil_rolls:
            continue
        numbers = d.boards[p.board]
        for slot in LANDSCAPE_SLOTS:
            if p.tiles[slot] == EMPTY and numbers[slot - MEADOWS] == total:
                _take_from_supply(d, s, p, d.landscape_goods[slot - MEADOWS], gained, seat)
        seen = 0
        for anchor in p.colonies:
            for rec in d.map.anchor_recesses[anchor]:
                bit = 1 << rec
                if seen & bit:
                    continue
                seen |= bit
                tile = d.islands[s.recess_tile[rec]]
                if tile.number == total:
                    if tile.yield_good == -1:
                        p.gold += 1
                        gained.append(_taken(f"Player {seat + 1}", GOLD))
                    else:
                        _take_from_supply(d, s, p, tile.yield_good, gained, seat)
    text = "; ".join(gained) if gained else _("nothing is produced on {total}").format(total=total)
    return [Event("income", text, s.current)]


def _take_from_supply(
    d: GameData, s: State, p: Player, good: int, gained: list[str], seat: int
) -> None:
    if s.supply[good] > 0:
        s.supply[good] -= 1
        p.goods[good] += 1
        gained.append(_taken(f"Player {seat + 1}", d.goods[good]))


# ---------------------------------------------------------------- action phase


def can_afford(goods: list[int], cost: tuple[int, ...]) -> bool:
    return not any(map(lt, goods, cost))


def pay_goods(s: State, p: Player, cost: tuple[int, ...]) -> None:
    for i, c in enumerate(cost):
        if c:
            p.goods[i] -= c
            s.supply[i] += c


def action_phase_actions(d: GameData, s: State) -> list[Action]:
    p = s.players[s.current]
    out: list[Action] = []
    if p.citizens < len(d.citizen_cost) and can_afford(p.goods, d.citizen_cost[p.citizens]):
        out.append(A.CITIZEN)
    in_reserve = -1 in p.ships
    if in_reserve and can_afford(p.goods, d.ship_cost):
        out.append(A.SHIP)
    for slot in range(SLOTS):
        tile = p.tiles[slot]
        if tile < 0:
            continue
        b = d.buildings[tile]
        if not p.built[slot]:
            if can_afford(p.goods, b.cost):
                out.append(A.build(slot))
            continue
        if b.benefit == "favour":
            _favour_action(d, s, p, slot, out)
        elif p.used >> slot & 1:
            continue
        elif b.trade is not None:
            _trade_uses(d, s, p, slot, b.trade, out)
        elif (
            b.benefit == "small_shipyard"
            and in_reserve
            and can_afford(p.goods, d.small_shipyard_cost)
        ):
            out.append(A.ship_yard(slot))
    if not p.used >> SETTLER & 1:
        _trade_uses(d, s, p, SETTLER, d.settler, out)
    if not p.used >> VILLAGE & 1:
        _trade_uses(d, s, p, VILLAGE, d.village, out)
    if can_place(p):
        for level in (1, 2):
            stack = s.stacks[level - 1]
            if not stack or (level == 2 and p.citizens == 0):
                continue
            if p.gold >= d.s.buy_top_cost:
                out.append(A.buy(level, A.TOP))
            if len(stack) > 1 and p.gold >= choose_cost(d, p):
                out.append(A.buy(level, A.CHOOSE))
    i = next_donation(s)
    if i >= 0 and p.gold >= d.s.donations[i] and tokens_left(d, s, s.current) > 0:
        out.append(A.DONATE)
    out += trade_openings(d, s)
    if any(h >= 0 for h in p.ships):
        out.append(A.SAIL)
    out.append(A.END_TURN)
    return ActionPhaseActions(out, s.current, s.n, trade_stock(d, p))


def _favour_action(d: GameData, s: State, p: Player, slot: int, out: list[Action]) -> None:
    if (
        not p.favour_slots >> slot & 1
        and p.gold >= d.s.favour_building_cost
        and tokens_left(d, s, s.current) > 0
    ):
        out.append(A.favour(slot))


def _trade_uses(d: GameData, s: State, p: Player, source: int, t: Trade, out: list[Action]):
    """Every give/take an exchange benefit allows with the player's stock and the supply."""
    if t.give_gold:
        if p.gold < t.give_gold:
            return
        gives = [GOLD]
    elif t.give_good >= 0:
        gives = [d.goods[t.give_good]] if p.goods[t.give_good] >= t.give_goods else []
    else:
        gives = [d.goods[g] for g in range(len(d.goods)) if p.goods[g] >= t.give_goods]
    for give in gives:
        if t.take_gold:
            out.append(A.use(source, give, GOLD))
        elif t.take_good >= 0:
            if s.supply[t.take_good] > 0:
                out.append(A.use(source, give, d.goods[t.take_good]))
        else:
            for g, name in enumerate(d.goods):
                if name != give and s.supply[g] > 0:
                    out.append(A.use(source, give, name))


def choose_cost(d: GameData, p: Player) -> int:
    school = ready_building(d, p, "school") >= 0
    return d.s.buy_choose_cost_school if school else d.s.buy_choose_cost


def ready_building(d: GameData, p: Player, benefit: str) -> int:
    """The slot of a built building with `benefit` not yet used this turn, or -1."""
    for slot in range(SLOTS):
        tile = p.tiles[slot]
        if (
            tile >= 0
            and p.built[slot]
            and not p.used >> slot & 1
            and d.buildings[tile].benefit == benefit
        ):
            return slot
    return -1


def can_place(p: Player) -> bool:
    return any(not (t >= 0 and p.built[i]) for i, t in enumerate(p.tiles))


def place_slots(p: Player) -> list[int]:
    """A free meadow if there is one; else an uncovered landscape or an unbuilt tile."""
    for slot in range(MEADOWS):
        if p.tiles[slot] == EMPTY:
            return [slot]
    return [i for i in range(SLOTS) if p.tiles[i] == EMPTY or not p.built[i]]


def do_action(d: GameData, s: State, a: Action) -> list[Event]:
    seat = s.current
    p = s.players[seat]
    who = f"Player {seat + 1}"
    events: list[Event] = []
    kind = a.kind
    if kind == "citizen":
        pay_goods(s, p, d.citizen_cost[p.citizens])
        name = d.citizen_names[p.citizens]
        p.citizens += 1
        placed = place_token(d, s, seat)
        p.citizen_tokens += placed
        text = (
            _("{player} builds the {citizen} and places a favour token")
            if placed
            else _("{player} builds the {citizen}")
        )
        token = {"token": True} if placed else None
        events.append(Event("build", text.format(player=who, citizen=_(name)), seat, token))
    elif kind == "ship" or kind == "ship_yard":
        if kind == "ship":
            pay_goods(s, p, d.ship_cost)
        else:
            pay_goods(s, p, d.small_shipyard_cost)
            p.used |= 1 << a.args[0]
        p.ships[p.ships.index(-1)] = d.map.start
        events.append(Event("ship", _("{player} builds a ship").format(player=who), seat))
    elif kind == "build":
        slot = a.args[0]
        b = d.buildings[p.tiles[slot]]
        pay_goods(s, p, b.cost)
        p.built[slot] = True
        p.cannon += b.cannon
        p.sack += b.sack
        p.content += b.content
        p.sail += b.sail
        text = _("{player} builds the {building}").format(player=who, building=_(b.name))
        events.append(Event("build", text, seat, {"slot": slot}, barrier=True))
        update_columns(d, s, events)
    elif kind == "use":
        events.append(_do_use(d, s, p, a))
    elif kind == "favour":
        slot = a.args[0]
        p.gold -= d.s.favour_building_cost
        p.favour_slots |= 1 << slot
        place_token(d, s, seat)
        text = _("{player} pays for favour at the {building}").format(
            player=who, building=_(d.buildings[p.tiles[slot]].name)
        )
        events.append(Event("favour", text, seat))
    elif kind == "donate":
        i = next_donation(s)
        p.gold -= d.s.donations[i]
        s.donation_holder[i] = seat
        place_token(d, s, seat)
        text = _("{player} donates {gold} gold to the Queen").format(
            player=who, gold=d.s.donations[i]
        )
        events.append(Event("favour", text, seat))
    elif kind == "buy":
        events += _do_buy(d, s, p, a.args[0], a.args[1])
    elif kind == "offer":  # the one-step offer (terms and all) of saves from before composing
        partner, give, take = a.args
        s.pending.append(Pending(partner, ANSWER, (partner, give, take, seat)))
        s.offers_made += 1
        events.append(Event("offer", describe_offer_action(s, a), seat))
    check_win(d, s, events)
    return events


def _do_use(d: GameData, s: State, p: Player, a: Action) -> Event:
    source, give, take = a.args
    t = (
        d.settler
        if source == SETTLER
        else (d.village if source == VILLAGE else d.buildings[p.tiles[source]].trade)
    )
    assert t is not None
    p.used |= 1 << source
    if give == GOLD:
        p.gold -= t.give_gold
    else:
        g = d.goods.index(give)
        p.goods[g] -= t.give_goods
        s.supply[g] += t.give_goods
    if take == GOLD:
        p.gold += t.take_gold
    else:
        g = d.goods.index(take)
        p.goods[g] += 1
        s.supply[g] -= 1
    given = t.give_gold if give == GOLD else t.give_goods
    got = t.take_gold if take == GOLD else 1
    # Translators: {give} and {take} are amounts ("3 wood", "1 gold").
    text = _("{player} trades {give} for {take}").format(
        player=f"Player {s.current + 1}", give=amount(given, give), take=amount(got, take)
    )
    return Event("use", text, s.current)


def _do_buy(d: GameData, s: State, p: Player, level: int, mode: str) -> list[Event]:
    stack = s.stacks[level - 1]
    if mode == A.TOP:
        p.gold -= d.s.buy_top_cost
        s.pending.append(Pending(s.current, PLACE, (stack.pop(0),)))
    else:
        school = ready_building(d, p, "school")
        if school >= 0:
            p.used |= 1 << school
            p.gold -= d.s.buy_choose_cost_school
        else:
            p.gold -= d.s.buy_choose_cost
        s.pending.append(Pending(s.current, PICK, (level - 1, tuple(stack[: d.s.buy_choose_from]))))
        del stack[: d.s.buy_choose_from]
    text = _("{player} buys from stack {stack}").format(
        player=f"Player {s.current + 1}", stack="I" * level
    )
    return [Event("buy", text, s.current, barrier=True)]


def pick_actions(d: GameData, s: State) -> list[Action]:
    seen: set[str] = set()
    out = []
    due = s.pending[0]
    for i, tile in enumerate(due.args[1]):
        key = d.buildings[tile].key
        if key not in seen:
            seen.add(key)
            out.append(A.pick(i))
    return out


def do_pick(d: GameData, s: State, i: int) -> list[Event]:
    stack, offered = s.pending[0].args
    tiles = list(offered)
    s.pending[0] = Pending(s.current, PLACE, (tiles.pop(i),))
    s.stacks[stack].extend(tiles)  # the others go face down under the stack
    text = _("{player} keeps one tile").format(player=f"Player {s.current + 1}")
    return [Event("pick", text, s.current)]


def do_place(d: GameData, s: State, slot: int) -> list[Event]:
    p = s.players[s.current]
    old = p.tiles[slot]
    if old >= 0:
        s.stacks[d.buildings[old].level - 1].append(old)
    p.tiles[slot] = s.pending.pop(0).args[0]
    p.built[slot] = False
    text = (
        _("{player} places a tile on {space}, returning an unbuilt tile under its stack")
        if old >= 0
        else _("{player} places a tile on {space}")
    ).format(player=f"Player {s.current + 1}", space=slot_name(d, slot))
    return [Event("place", text, s.current, {"slot": slot})]


# ---------------------------------------------------------------- trade
# Rulebook "2. Action Phase - A) Trading": any goods and/or gold, terms negotiated freely, only
# with the player on turn. An offer is built a unit at a time (a COMPOSE decision), so the
# legal actions stay few however large the offer; the partner accepts, declines or counters.


def trade_stock(d: GameData, p: Player) -> dict[str, int]:
    stock = dict(zip(d.goods, p.goods, strict=True))
    stock[GOLD] = p.gold
    return stock


def could_have(d: GameData, s: State, composer: int, partner: int) -> dict[str, int]:
    """The most of each resource `partner` may hold as `composer` sees the table: gold is open;
    a good is bounded by its cards in no one's sight (not in the supply, not the composer's)
    and by the partner's hand."""
    q, mine = s.players[partner], s.players[composer]
    hand = q.hand_size()
    most = {
        name: min(hand, d.s.cards_per_good - s.supply[g] - mine.goods[g])
        for g, name in enumerate(d.goods)
    }
    most[GOLD] = q.gold
    return most


def _holds_any(p: Player) -> bool:
    return p.gold > 0 or p.hand_size() > 0


def trade_openings(d: GameData, s: State) -> list[Action]:
    """Start an offer to another player, or ask one for an offer (rulebook 002: all players
    may make offers; the others trade only with the player on turn)."""
    me = s.players[s.current]
    others = [q for q in range(s.n) if q != s.current and _holds_any(s.players[q])]
    out = [A.compose(q) for q in others] if _holds_any(me) else []
    return out + [A.ask(q) for q in others]


def compose_actions(d: GameData, s: State, due: Pending) -> list[Action]:
    """One unit more or less of a resource on either side, another partner, send, cancel."""
    partner, give, take, counter = due.args
    have = trade_stock(d, s.players[due.seat])
    most = could_have(d, s, due.seat, partner)
    gave, took = dict(give), dict(take)
    goods_taken = sum(k for name, k in take if name != GOLD)
    hand = s.players[partner].hand_size()
    out = [
        A.add(A.GIVE, name) for name in have if name not in took and gave.get(name, 0) < have[name]
    ]
    out += [
        A.add(A.TAKE, name)
        for name in most
        if name not in gave
        and took.get(name, 0) < most[name]
        and (name == GOLD or goods_taken < hand)
    ]
    out += [A.remove(A.GIVE, name) for name, _ in give]
    out += [A.remove(A.TAKE, name) for name, _ in take]
    if due.seat == s.current and not counter:
        out += [A.partner(q) for q in range(s.n) if q not in (due.seat, partner)]
    if give and take:
        out.append(A.SEND)
    out.append(A.CANCEL)
    return out


def _clip(bundle: Bundle, most: dict[str, int], goods_room: int) -> Bundle:
    """`bundle` cut to what `most` allows, with at most `goods_room` goods cards."""
    out = []
    for name, k in bundle:
        k = min(k, most[name])
        if name != GOLD:
            k = min(k, goods_room)
            goods_room -= k
        out.append((name, k))
    return bundle_of(out)


def do_compose(d: GameData, s: State, a: Action) -> list[Event]:
    """Carry out one step of composing an offer (or the start of one)."""
    kind = a.kind
    if kind == "offer":
        s.pending.append(Pending(s.current, COMPOSE, (a.args[0], (), (), False)))
        return []
    if kind == "ask":
        seat = a.args[0]
        s.pending.append(Pending(seat, COMPOSE, (s.current, (), (), False)))
        text = _("{player} asks {other} for an offer").format(
            player=f"Player {s.current + 1}", other=f"Player {seat + 1}"
        )
        return [Event("ask", text, s.current)]
    due = s.pending[0]
    seat = due.seat
    partner, give, take, counter = due.args
    if kind == "cancel":
        s.pending.pop(0)
        if seat == s.current and not counter:
            return []
        text = _("{player} makes no offer").format(player=f"Player {seat + 1}")
        return [Event("cancel", text, seat)]
    if kind == "send":
        s.pending[0] = Pending(partner, ANSWER, (partner, give, take, seat))
        s.offers_made += 1
        offer = Offer(seat, partner, give, take)
        text = describe_offer(offer, [f"Player {i + 1}" for i in range(s.n)])
        return [Event("offer", text, seat)]
    if kind == "partner":
        partner = a.args[0]
        hand = s.players[partner].hand_size()
        take = _clip(take, could_have(d, s, seat, partner), hand)
    else:
        side, name = a.args
        step = 1 if kind == "add" else -1
        if side == A.GIVE:
            give = bundle_of((*give, (name, step)))
        else:
            take = bundle_of((*take, (name, step)))
    s.pending[0] = Pending(seat, COMPOSE, (partner, give, take, counter))
    return []


def offer_is_legal(d: GameData, s: State, a: Action) -> bool:
    """Whether the player on turn may make the one-step offer `a` (saves from before composing
    hold these): any goods and gold it can pay, for other resources, to another player."""
    if s.phase != ACTIONS or s.pending:
        return False
    return one_step_offer_ok(d, s.current, s.n, trade_stock(d, s.players[s.current]), a)


def one_step_offer_ok(d: GameData, proposer: int, n: int, stock: dict, a: Action) -> bool:
    if a.kind != "offer" or len(a.args) != 3:
        return False
    partner, give, take = a.args
    resources = (*d.goods, GOLD)
    return (
        partner in range(n)
        and partner != proposer
        and bool(give)
        and bool(take)
        and give == bundle_of(give)
        and take == bundle_of(take)
        and all(name in resources for name, _ in give + take)
        and {name for name, _ in give}.isdisjoint(name for name, _ in take)
        and can_pay(stock, give)
    )


class ActionPhaseActions(list):
    """The action phase's listed actions; `in` also admits the one-step offers of saves from
    before offers were composed (legal, but thousands: never listed)."""

    __slots__ = ("n", "proposer", "stock")

    def __init__(self, actions: list[Action], proposer: int, n: int, stock: dict) -> None:
        super().__init__(actions)
        self.proposer, self.n, self.stock = proposer, n, stock

    def __contains__(self, a: object) -> bool:
        if isinstance(a, Action) and a.kind == "offer" and len(a.args) == 3:
            return one_step_offer_ok(game_data(), self.proposer, self.n, self.stock, a)
        return super().__contains__(a)


def answer_actions(d: GameData, s: State) -> list[Action]:
    """Accept (only what the partner can pay), decline, or answer with an offer of one's own."""
    partner, _give, take, _proposer = s.pending[0].args
    me = s.players[partner]
    out = [ACCEPT] if can_pay(trade_stock(d, me), take) else []
    out.append(DECLINE)
    if _holds_any(me):
        out.append(A.COUNTER)
    return out


def do_answer(d: GameData, s: State, a: Action) -> list[Event]:
    partner, give, take, proposer = s.pending.pop(0).args
    if a != ACCEPT:
        s.declined = (*s.declined, (proposer, partner, give, take))
        if a == DECLINE:
            text = _("{player} declines").format(player=f"Player {partner + 1}")
            return [Event("decline", text, partner)]
        # The counter-offer starts from the same terms turned round, cut to what can be paid.
        mine = s.players[partner]
        offered = _clip(take, trade_stock(d, mine), mine.hand_size())
        s.pending.insert(0, Pending(partner, COMPOSE, (proposer, offered, give, True)))
        text = _("{player} answers with an offer").format(player=f"Player {partner + 1}")
        return [Event("counter", text, partner)]
    _transfer(d, s.players[proposer], s.players[partner], give)
    _transfer(d, s.players[partner], s.players[proposer], take)
    text = _("{player} accepts").format(player=f"Player {partner + 1}")
    events = [Event("accept", text, partner)]
    check_win(d, s, events)
    return events


def _transfer(d: GameData, src: Player, dst: Player, bundle: tuple) -> None:
    for name, k in bundle:
        if name == GOLD:
            src.gold -= k
            dst.gold += k
        else:
            g = d.goods.index(name)
            src.goods[g] -= k
            dst.goods[g] += k


def describe_offer_action(s: State, a: Action) -> str:
    names = [f"Player {i + 1}" for i in range(s.n)]
    return describe_offer(Offer.from_action(s.current, a), names)
