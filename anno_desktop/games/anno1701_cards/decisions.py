"""Pending decisions: choices any seat owes before play goes on (goods of choice, the Trader,
Trading advantage, Trading post and Lodge off turn, Playhouse veto, Spy, trade answers …)."""

from __future__ import annotations

from anno_desktop.engine.i18n import _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.trade import ACCEPT, DECLINE
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards import trading as T
from anno_desktop.games.anno1701_cards.cards import resolve_attack
from anno_desktop.games.anno1701_cards.data import GOODS, game_data
from anno_desktop.games.anno1701_cards.describe import bundle_words, describe, good_name, unit_words
from anno_desktop.games.anno1701_cards.roll import seat_name
from anno_desktop.games.anno1701_cards.state import AUTO, State
from anno_desktop.games.anno1701_cards.trading import transfer


def post_moves(s: State, seat: int) -> list[Action]:
    land = s.players[seat].land
    return [
        A.post(a, b)
        for a in range(len(land))
        for b in range(len(land))
        if a != b and land[a] > 0 and land[b] < eco.MAX_GOODS
    ]


def gains(s: State, seat: int, exclude: int = -1) -> list[Action]:
    land = s.players[seat].land
    return [A.gain(i) for i in range(len(land)) if i != exclude and land[i] < eco.MAX_GOODS]


def source_actions(s: State, seat: int) -> list[Action]:
    """Choosing which centre pays or receives gold and which clay pit or ore mine pays or
    receives its good first, or going back to the default: each choice not in force now."""
    p = s.players[seat]
    found = []
    for kind in eco.SOURCE_KINDS:
        for side in eco.SIDES:
            now = eco.chosen(p, kind, side)
            found += [A.source(kind, side, c) for c in (*eco.source_cards(kind), AUTO) if c != now]
    return found


def set_source(s: State, seat: int, a: Action) -> list[Event]:
    kind, side, card = a.args
    words = describe(s, a)
    text = f"{seat_name(s, seat)}: {words[0].lower()}{words[1:]}"
    s.players[seat].sources[eco.source_slot(kind, side)] = card
    return [Event("source", text, seat)]


def _with_pass(options: list[Action], passing: Action) -> list[Action]:
    """Options plus passing; nothing at all (the decision lapses) when there is no option."""
    return [*options, passing] if options else []


def legal(s: State, d: Pending) -> list[Action]:
    """The options of decision `d`; an empty list means it has lapsed."""
    p = s.players[d.seat]
    if d.kind == "opening":
        return [A.opening(0), A.opening(1)]
    if d.kind == "gain":
        return gains(s, d.seat)
    if d.kind == "harvest":
        return [*gains(s, d.seat, d.args[0]), A.DONE]
    if d.kind == "trader":
        held = eco.goods(p)
        sells = [A.trader_sell(g) for g in GOODS if held[g] > 0]
        buys = [A.trader_buy(g) for g in GOODS if eco.can_spend(p, 1) and eco.room_for(p, g)]
        return _with_pass(sells + buys, A.SKIP)
    if d.kind == "demand":
        held = eco.goods(s.players[1 - d.seat])
        return _with_pass([A.demand(g) for g in GOODS if held[g] > 0], A.SKIP)
    if d.kind == "post":
        return _with_pass(post_moves(s, d.seat), A.SKIP)
    if d.kind == "lodge":
        if not s.discard:
            return []
        cards = game_data().cards
        swaps = [
            A.lodge(c, half)
            for c in p.hand
            for half in (2 * cards[c].numeral - 2, 2 * cards[c].numeral - 1)
        ]
        return _with_pass(swaps, A.SKIP)
    if d.kind == "veto":
        return [A.VETO, A.ALLOW] if eco.can_spend(p, 1) else [A.ALLOW]
    if d.kind == "spy":
        return [A.take(c) for c in dict.fromkeys(s.players[1 - d.seat].hand)]
    if d.kind == "pick":
        return [A.pick(i) for i in range(len(s.stacks[d.args[0]]))]
    if d.kind == "answer":
        answers = [ACCEPT, DECLINE] if T.can_answer(s, d) else [DECLINE]
        return [*answers, A.COUNTER, *source_actions(s, d.seat)]
    if d.kind == "compose":
        return T.compose_legal(s, d)
    raise ValueError(f"unknown decision {d.kind}")


def apply(s: State, d: Pending, a: Action) -> list[Event]:
    """Carry out option `a` of decision `d` (already removed from the queue)."""
    data = game_data()
    seat = d.seat
    p = s.players[seat]
    who = seat_name(s, seat)
    kind = a.kind
    if kind == "opening":
        half = a.args[0]
        for _card in range(3):
            p.hand.append(s.stacks[half].pop(0))
        return [
            Event(
                "opening",
                _("{player} takes 3 cards from {stack}").format(
                    player=who, stack=data.half_name(half)
                ),
                seat,
                barrier=True,
            )
        ]
    if kind == "gain":
        land = a.args[0]
        p.land[land] += 1
        if d.kind == "harvest" and d.args[0] == -1:
            s.pending.insert(0, Pending(seat, "harvest", (land,)))
        text = _("{player} gains {goods}").format(
            player=who, goods=unit_words(1, data.land_goods[land])
        )
        return [Event("gain", text, seat, {"land": land})]
    if kind == "decline":
        proposer, give, take = d.args
        s.declined.append((proposer, give, take))
        return [Event(kind, _("{player} declines the trade").format(player=who), seat)]
    if kind == "source":
        s.pending.insert(0, d)
        return set_source(s, seat, a)
    if kind in ("add", "remove"):
        s.pending.insert(0, T.composed(d, a))
        return []
    if kind == "send":
        give, take, countering = d.args
        if countering:  # a counter-offer declines the offer it answers
            s.declined.append((1 - seat, *countering))
        s.pending.insert(0, Pending(1 - seat, "answer", (seat, give, take)))
        if d.args[2]:
            template = _("{player} counters with {give} for {take}")
        else:
            template = _("{player} offers {give} for {take}")
        text = template.format(player=who, give=bundle_words(give), take=bundle_words(take))
        return [Event("offer", text, seat, {"offer": (1 - seat, give, take)})]
    if kind == "cancel":
        if d.args[2]:
            give, take = d.args[2]
            s.declined.append((1 - seat, give, take))
            return [Event("decline", _("{player} declines the trade").format(player=who), seat)]
        return []
    if kind == "counter":
        s.pending.insert(0, T.counter(s, d))
        return []
    if kind in ("skip", "done"):
        return [Event(kind, _("{player} passes").format(player=who), seat)]
    if kind == "sell":
        eco.take_good(p, a.args[0])
        eco.gain_gold(p, 1)
        text = _("{player} sells {goods} for 1 gold").format(
            player=who, goods=unit_words(1, a.args[0])
        )
        return [Event("trader", text, seat)]
    if kind == "buy_good":
        eco.spend_gold(p, 1)
        eco.add_good(p, a.args[0])
        text = _("{player} buys {goods} for 1 gold").format(
            player=who, goods=unit_words(1, a.args[0])
        )
        return [Event("trader", text, seat)]
    if kind == "demand":
        good = a.args[0]
        eco.take_good(s.players[1 - seat], good)
        eco.add_good(p, good)
        text = _("{player} demands {goods}").format(player=who, goods=unit_words(1, good))
        return [Event("demand", text, seat)]
    if kind == "post":
        source, target = a.args
        p.land[source] -= 1
        p.land[target] += 1
        goods = data.land_goods
        # Translators: {goods} is one good with its count ("1 wood"); {good} names the
        # landscape it goes to by its good ("food": the field).
        text = _("{player} moves {goods} into {good}").format(
            player=who, goods=unit_words(1, goods[source]), good=good_name(goods[target])
        )
        return [Event("post", text, seat)]
    if kind == "lodge":
        card, half = a.args
        p.hand.remove(card)
        s.stacks[half].append(card)
        p.hand.append(s.discard.pop())
        text = _("{player} swaps a card with the discard pile").format(player=who)
        return [Event("lodge", text, seat)]
    if kind == "veto":
        eco.spend_gold(p, 1)
        text = _("{player} pays 1 gold and the Playhouse stops the card").format(player=who)
        return [Event("veto", text, seat)]
    if kind == "allow":
        attacker, card, target = d.args
        return resolve_attack(s, attacker, card, target)
    if kind == "take":
        card = a.args[0]
        s.players[1 - seat].hand.remove(card)
        p.hand.append(card)
        text = _("{player} takes a card from the opponent's hand").format(player=who)
        return [Event("spy", text, seat)]
    if kind == "pick":
        half = d.args[0]
        p.hand.append(s.stacks[half].pop(a.args[0]))
        s.draws_left -= 1
        text = _("{player} chooses a card from {stack}").format(
            player=who, stack=data.half_name(half)
        )
        return [Event("pick", text, seat)]
    if kind == "accept":
        proposer, give, take = d.args
        transfer(s.players[proposer], p, give)
        transfer(p, s.players[proposer], take)
        return [Event("trade", _("{player} accepts the trade").format(player=who), seat)]
    raise ValueError(f"unknown action {a}")
