"""Action cards played in the action phase. Spy, Poisoner, Bandit and Pickpocket attack the
opponent, who may stop them with a Playhouse by paying 1 gold."""

from __future__ import annotations

from anno_desktop.engine.i18n import _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import GOODS, Card, game_data
from anno_desktop.games.anno1701_cards.describe import unit_words
from anno_desktop.games.anno1701_cards.roll import seat_name
from anno_desktop.games.anno1701_cards.state import State

FIELD = "food"  # the Poisoner empties the field, the only food landscape


def play_actions(s: State) -> list[Action]:
    """Every action card the player on turn may play now, with its target."""
    seat = s.current
    p, opp = s.players[seat], s.players[1 - seat]
    cards = game_data().cards
    found: list[Action] = []
    for c in p.hand:
        card = cards[c]
        key = card.key
        if card.kind == "attack":
            if key == "bandit":
                held = eco.goods(opp)
                found.extend(A.play(c, g) for g in GOODS if held[g] > 0)
            elif key != "spy" or opp.hand:
                found.append(A.play(c))
        elif _self_card_useful(s, key):
            found.append(A.play(c))
    return found


def _self_card_useful(s: State, key: str) -> bool:
    """Whether a card that helps only its player would do anything now."""
    p = s.players[s.current]
    if key == "ships_carpenter":
        return p.ship < eco.MAX_SHIP
    if key == "good_harvest":
        return any(n < eco.MAX_GOODS for n in p.land)
    if key == "master_builder":
        return not s.discount
    return key == "tax_collector"


def play_card(s: State, card_id: int, target: tuple) -> list[Event]:
    """Play `card_id` from the hand of the player on turn; it goes to the discard pile."""
    seat = s.current
    p, opp = s.players[seat], s.players[1 - seat]
    card: Card = game_data().cards[card_id]
    p.hand.remove(card_id)
    s.discard.append(card_id)
    who = seat_name(s, seat)
    text = _("{player} plays {card}").format(player=who, card=_(card.name))
    events = [Event("play", text, seat, {"card": card_id})]
    if card.kind == "attack":
        if eco.has_building(opp, "playhouse") and eco.can_spend(opp, 1):
            s.pending.append(Pending(1 - seat, "veto", (seat, card_id, target)))
        else:
            events.extend(resolve_attack(s, seat, card_id, target))
    elif card.key == "ships_carpenter":
        p.ship = min(eco.MAX_SHIP, p.ship + 2)
    elif card.key == "good_harvest":
        s.pending.append(Pending(seat, "harvest", (-1,)))
    elif card.key == "tax_collector":
        eco.gain_gold(p, max(1, eco.happy(p)))
    elif card.key == "master_builder":
        s.discount = True
    return events


def resolve_attack(s: State, seat: int, card_id: int, target: tuple) -> list[Event]:
    """The effect of an attack card that was not stopped."""
    p, opp = s.players[seat], s.players[1 - seat]
    key = game_data().cards[card_id].key
    who = seat_name(s, seat)
    if key == "pickpocket":
        if eco.lose_gold(s, 1 - seat, 1) and s.winner is None:
            eco.gain_gold(p, 1)
        return [Event("pickpocket", _("{player} steals 1 gold").format(player=who), seat)]
    if key == "bandit":
        good = target[0]
        if eco.goods(opp)[good] > 0:
            eco.take_good(opp, good)
            eco.add_good(p, good)
        text = _("{player} robs {goods}").format(player=who, goods=unit_words(1, good))
        return [Event("bandit", text, seat)]
    if key == "poisoner":
        for i, good in enumerate(game_data().land_goods):
            if good == FIELD:
                opp.land[i] = 0
        text = _("{player} poisons the opponent's field").format(player=who)
        return [Event("poisoner", text, seat)]
    if key == "spy" and opp.hand:
        s.pending.insert(0, Pending(seat, "spy"))
    # the hand is revealed to the spy: undo must not cross this
    text = _("{player} looks at the opponent's hand").format(player=who)
    return [Event("spy", text, seat, barrier=True)]
