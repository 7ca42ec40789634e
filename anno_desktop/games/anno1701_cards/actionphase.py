"""Action phase (build, upgrade, repair, action cards, trade, building functions) and the end
phase (refill or swap a card, or a trade voyage)."""

from __future__ import annotations

from anno_desktop.engine.i18n import _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action, Event
from anno_desktop.engine.trade import Offer
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import cards as C
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards import trading as T
from anno_desktop.games.anno1701_cards import voyage as V
from anno_desktop.games.anno1701_cards.data import Card, game_data
from anno_desktop.games.anno1701_cards.decisions import post_moves, set_source, source_actions
from anno_desktop.games.anno1701_cards.describe import ROMAN, bundle_words, unit_words
from anno_desktop.games.anno1701_cards.roll import seat_name
from anno_desktop.games.anno1701_cards.state import NO_CARD, Player, State

REPAIR_COST = (("wood", 1),)


def build_actions(s: State) -> list[Action]:
    p = s.players[s.current]
    if NO_CARD not in p.slots:
        return []
    cards = game_data().cards
    found: list[Action] = []
    for c in p.hand:
        card = cards[c]
        if not card.is_building or (card.key == "fire_watch" and eco.has_building(p, card.key)):
            continue
        if not s.discount:
            if eco.can_pay_goods(p, card.cost):
                found.append(A.build(c))
            continue
        for good, _n in card.cost:
            if eco.can_pay_goods(p, eco.discounted(card.cost, good)):
                found.append(A.build(c, good))
    return found


def upgrade_actions(s: State) -> list[Action]:
    p = s.players[s.current]
    found = []
    for model in game_data().levels:
        level = model.numeral
        if (
            level - 1 in p.inhabitants
            and s.inhabitant_stacks[level - 2] > 0
            and eco.can_pay_goods(p, model.cost.items())
        ):
            found.append(A.upgrade(level))
    return found


def drawable(s: State, p: Player) -> list[int]:
    """The non-empty development halves this player may draw from."""
    top = eco.draw_numeral(p)
    return [h for h in range(2 * top) if s.stacks[h]]


def end_actions(s: State) -> list[Action]:
    p = s.players[s.current]
    found = V.start_actions(s)
    if len(p.hand) < 3 and drawable(s, p):
        found.append(A.REFILL)
    elif len(p.hand) == 3:
        cards = game_data().cards
        top = eco.draw_numeral(p)
        for c in p.hand:
            numeral = cards[c].numeral
            for half in (2 * numeral - 2, 2 * numeral - 1):
                # after sliding the card under `half`, some permitted stack must hold a card
                if drawable(s, p) or (half < 2 * top):
                    found.append(A.swap(c, half))
    found.append(A.END)
    return found


def legal(s: State) -> list[Action]:
    """Everything the player on turn may do in the action phase, end-phase choices last."""
    p = s.players[s.current]
    found = build_actions(s) + upgrade_actions(s)
    if p.ship < eco.MAX_SHIP and eco.can_pay_goods(p, REPAIR_COST):
        found.append(A.REPAIR)
    found += C.play_actions(s)
    if s.post_uses > 0:
        found += post_moves(s, s.current)
    found += T.bank_actions(p)
    if T.can_compose(s, s.current):
        found.append(A.TRADE)
    found += source_actions(s, s.current)
    found += end_actions(s)
    return found


def refill_legal(s: State) -> list[Action]:
    p = s.players[s.current]
    halves = drawable(s, p)
    found = [A.draw(h) for h in halves]
    if eco.can_spend(p, 1):
        found += [A.browse(h) for h in halves]
    return found


def _build(s: State, card: Card, discount: str | None) -> list[Event]:
    p = s.players[s.current]
    eco.pay_goods(p, eco.discounted(card.cost, discount))
    if discount is not None:
        s.discount = False
    p.hand.remove(card.id)
    slot = p.slots.index(NO_CARD)
    p.slots[slot] = card.id
    gained = eco.gain_gold(p, card.happy)
    who, name = seat_name(s, s.current), _(card.name)
    if gained:
        # Translators: {player} is a seat's name; {card} a building's name.
        text = _("{player} builds {card} and receives {gold} gold").format(
            player=who, card=name, gold=gained
        )
    else:
        text = _("{player} builds {card}").format(player=who, card=name)
    return [Event("build", text, s.current, {"card": card.id, "slot": slot})]


def _upgrade(s: State, level: int) -> list[Event]:
    p = s.players[s.current]
    model = game_data().levels[level - 2]
    eco.pay_goods(p, model.cost.items())
    position = p.inhabitants.index(level - 1)
    p.inhabitants[position] = level
    s.inhabitant_stacks[level - 2] -= 1
    eco.check_upgrade_win(s, s.current)
    # Translators: {level} is an inhabitant level's name ("Citizen").
    text = _("{player} upgrades an inhabitant to {level}").format(
        player=seat_name(s, s.current), level=_(model.name)
    )
    return [Event("upgrade", text, s.current, {"position": position, "level": level})]


def end_turn(s: State) -> list[Event]:
    s.current = 1 - s.current
    if s.current == s.start_player:
        s.turn += 1
    s.phase = "roll"
    s.declined.clear()
    s.post_uses = 0
    s.discount = False
    s.draws_left = 0
    return [Event("turn", _("{player}'s turn").format(player=seat_name(s, s.current)), s.current)]


def apply(s: State, a: Action) -> list[Event]:
    """An action of the player on turn in the action or refill phase."""
    seat = s.current
    p = s.players[seat]
    who = seat_name(s, seat)
    data = game_data()
    kind = a.kind
    if kind == "build":
        return _build(s, data.cards[a.args[0]], a.args[1] if len(a.args) > 1 else None)
    if kind == "upgrade":
        return _upgrade(s, a.args[0])
    if kind == "repair":
        eco.pay_goods(p, REPAIR_COST)
        p.ship += 1
        return [
            Event(
                "repair",
                _("{player} repairs the ship to level {level}").format(
                    player=who, level=ROMAN[p.ship]
                ),
                seat,
            )
        ]
    if kind == "play":
        return C.play_card(s, a.args[0], a.args[1:])
    if kind == "post":
        source, target = a.args
        p.land[source] -= 1
        p.land[target] += 1
        s.post_uses -= 1
        text = _("{player} moves {goods}").format(
            player=who, goods=unit_words(1, data.land_goods[source])
        )
        return [Event("post", text, seat)]
    if kind == "bank":
        T.apply_bank(p, *a.args)
        text = _("{player} trades {paid} for {got}").format(
            player=who, paid=unit_words(3, a.args[0]), got=unit_words(1, a.args[1])
        )
        return [Event("bank", text, seat)]
    if kind == "trade":
        s.pending.append(T.start_compose(seat))
        return []
    if kind == "source":
        return set_source(s, seat, a)
    if kind == "offer":  # a whole offer at once, as older saves hold it
        offer = Offer.from_action(seat, a)
        s.pending.append(Pending(offer.partner, "answer", (seat, offer.give, offer.take)))
        text = _("{player} offers {give} for {take}").format(
            player=who, give=bundle_words(offer.give), take=bundle_words(offer.take)
        )
        return [Event("offer", text, seat, {"offer": a.args})]
    if kind == "voyage":
        return V.start(s, a.args[0])
    if kind == "refill":
        s.phase = "refill"
        s.draws_left = 3 - len(p.hand)
        return [Event("refill", _("{player} refills the hand").format(player=who), seat)]
    if kind == "swap":
        card, half = a.args
        p.hand.remove(card)
        s.stacks[half].append(card)
        s.phase = "refill"
        s.draws_left = 1
        text = _("{player} slides a card under {stack}").format(
            player=who, stack=data.half_name(half)
        )
        return [Event("swap", text, seat)]
    if kind == "end":
        return end_turn(s)
    if kind == "draw":
        half = a.args[0]
        p.hand.append(s.stacks[half].pop(0))
        s.draws_left -= 1
        text = _("{player} draws from {stack}").format(player=who, stack=data.half_name(half))
        return [Event("draw", text, seat, barrier=True)]
    if kind == "browse":
        eco.spend_gold(p, 1)
        s.pending.append(Pending(seat, "pick", (a.args[0],)))
        text = _("{player} pays 1 gold to look through {stack}").format(
            player=who, stack=data.half_name(a.args[0])
        )
        return [Event("browse", text, seat, barrier=True)]
    raise ValueError(f"unknown action {a}")
