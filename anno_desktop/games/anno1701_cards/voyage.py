"""The trade voyage: speed 3 + sails, combat = cannons (+ Captain/Commander), cards revealed
one at a time with the choice to stop; the turn ends with the voyage."""

from __future__ import annotations

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import LUXURIES, VoyageCardModel, game_data
from anno_desktop.games.anno1701_cards.describe import unit_words
from anno_desktop.games.anno1701_cards.roll import seat_name
from anno_desktop.games.anno1701_cards.state import NO_CARD, State, Voyage


def start_actions(s: State) -> list[Action]:
    """Setting sail, without a bonus card or with one Captain/Commander from the hand."""
    p = s.players[s.current]
    if p.ship < 1:
        return []
    cards = game_data().cards
    bonus = [c for c in p.hand if cards[c].kind == "voyage"]
    return [A.voyage(NO_CARD), *(A.voyage(c) for c in bonus)]


def start(s: State, bonus: int) -> list[Event]:
    p, opp = s.players[s.current], s.players[1 - s.current]
    extra = 0
    if bonus != NO_CARD:
        p.hand.remove(bonus)
        extra = game_data().cards[bonus].voyage_bonus
    s.voyage = Voyage(
        speed=eco.speed(p) + extra,
        combat=eco.cannons(p) + extra,
        opp_speed=eco.speed(opp),
        bonus=bonus,
        remaining=list(range(len(game_data().voyage))),
    )
    s.phase = "voyage"
    v = s.voyage
    text = _("{player} sets sail (speed {speed}, combat {combat})").format(
        player=seat_name(s, s.current), speed=v.speed, combat=v.combat
    )
    return [Event("voyage", text, s.current, {"speed": v.speed, "combat": v.combat})]


def current_card(v: Voyage) -> VoyageCardModel:
    return game_data().voyage[v.revealed[-1]]


def can_buy(s: State, good: str, price: int) -> bool:
    p = s.players[s.current]
    if not eco.can_spend(p, price):
        return False
    if good in LUXURIES:
        return p.lux[LUXURIES.index(good)] < eco.MAX_LUX
    return eco.room_for(p, good)


def legal(s: State) -> list[Action]:
    v = s.voyage
    assert v is not None
    p = s.players[s.current]
    if v.step == "reveal":
        return [A.REVEAL, A.STOP]
    card = current_card(v)
    if v.step == "pirate":
        return [A.TRIBUTE, A.FIGHT] if eco.can_spend(p, card.tribute) else [A.FIGHT]
    if v.step == "besieged":
        return [A.ATTACK, A.IGNORE]
    if v.step == "luxuries":
        return [*(A.buy(g) for g in LUXURIES if can_buy(s, g, 1)), A.DONE]
    if v.step == "trader":
        return [*(A.buy(g) for g in card.goods if can_buy(s, g, card.price)), A.DONE]
    if v.step == "flotsam":
        return [A.SALVAGE, A.IGNORE]
    raise ValueError(f"unknown voyage step {v.step}")


def fight(s: State, strength: int) -> tuple[bool, list[Event]]:
    """Own d6 + combat against the pirate's d6 + strength; a tie is rolled again."""
    v = s.voyage
    assert v is not None
    while True:
        own, pirate = s.rng.die(), s.rng.die()
        if own + v.combat != pirate + strength:
            break
    won = own + v.combat > pirate + strength
    # Translators: {own} and {pirate} are the dice; {combat} and {strength} added to them.
    if won:
        template = _("Fight: {own}+{combat} against {pirate}+{strength}: won")
    else:
        template = _("Fight: {own}+{combat} against {pirate}+{strength}: lost")
    text = template.format(own=own, combat=v.combat, pirate=pirate, strength=strength)
    return won, [Event("fight", text, s.current, {"own": own, "pirate": pirate}, barrier=True)]


def _reveal(s: State, v: Voyage) -> list[Event]:
    p = s.players[s.current]
    pick = v.remaining.pop(s.rng.below(len(v.remaining)))
    v.revealed.append(pick)
    card = game_data().voyage[pick]
    text = _("Voyage card: {card}").format(card=_(card.name))
    events = [Event("reveal", text, s.current, {"card": pick}, True)]
    v.step = "next"
    if card.kind in ("pirate", "besieged", "trader", "flotsam"):
        v.step = card.kind
    elif card.kind == "whirlwind" and v.speed < v.opp_speed:
        eco.damage_ship(p, card.lose_levels)
        text = ngettext(
            "The whirlwind costs {count} level",
            "The whirlwind costs {count} levels",
            card.lose_levels,
        ).format(count=card.lose_levels)
        events.append(Event("damage", text, s.current))
    elif card.kind == "cliffs":
        eco.damage_ship(p, card.lose_levels)
        text = ngettext(
            "The cliffs cost {count} level", "The cliffs cost {count} levels", card.lose_levels
        ).format(count=card.lose_levels)
        events.append(Event("damage", text, s.current))
    elif card.kind == "sailors" and v.speed > v.opp_speed:
        eco.gain_gold(p, card.win_gold)
        events.append(Event("sailors", _("The rescued sailors pay 1 gold"), s.current))
    return events


def _win_spoils(s: State, gold: int, goods: int) -> None:
    eco.gain_gold(s.players[s.current], gold)
    for _good in range(goods):
        s.pending.append(Pending(s.current, "gain", ("spoils",)))


def apply(s: State, a: Action) -> list[Event]:
    v = s.voyage
    assert v is not None
    p = s.players[s.current]
    kind = a.kind
    if kind == "reveal":
        return _reveal(s, v)
    if kind == "stop":
        v.ends = True
        v.step = "next"
        text = _("{player} breaks off the voyage").format(player=seat_name(s, s.current))
        return [Event("stop", text, s.current)]
    card = current_card(v)
    events: list[Event] = []
    v.step = "next"
    if kind == "tribute":
        eco.spend_gold(p, card.tribute)
        text = _("Pays {gold} gold tribute").format(gold=card.tribute)
        events.append(Event("tribute", text, s.current))
    elif kind in ("fight", "attack"):
        won, events = fight(s, card.strength)
        if won and kind == "attack":
            v.step, v.buys_left = "luxuries", card.max_luxuries
        elif won:
            _win_spoils(s, card.win_gold, card.win_goods)
        else:
            eco.damage_ship(p, card.lose_levels)
            v.ends = v.ends or card.lose_ends_voyage
    elif kind == "salvage":
        number = s.rng.die()
        outcome = game_data().flotsam[number]
        eco.damage_ship(p, -outcome.levels)
        _win_spoils(s, outcome.gold, outcome.goods)
        events.append(
            Event(
                "salvage",
                _("Salvage roll {number}").format(number=number),
                s.current,
                {"number": number},
                barrier=True,
            )
        )
    elif kind == "buy":
        good = a.args[0]
        price = card.price if card.kind == "trader" else 1
        eco.spend_gold(p, price)
        if good in LUXURIES:
            p.lux[LUXURIES.index(good)] += 1
        else:
            eco.add_good(p, good)
        text = _("Buys {goods} for {price} gold").format(goods=unit_words(1, good), price=price)
        events.append(Event("buy", text, s.current))
        if card.kind == "besieged":
            v.buys_left -= 1
            if v.buys_left > 0:
                v.step = "luxuries"
    return events


def advance(s: State) -> list[Event]:
    """After a card is resolved: go on revealing, or end the voyage (and with it the turn)."""
    v = s.voyage
    assert v is not None
    p = s.players[s.current]
    if p.ship > 0 and not v.ends and len(v.revealed) < v.speed and v.remaining:
        v.step = "reveal"
        return []
    if v.bonus != NO_CARD:
        s.discard.append(v.bonus)
    s.voyage = None
    if p.ship == 0:
        text = _("{player}'s voyage ends: the ship is badly damaged")
    else:
        text = _("{player}'s voyage ends")
    text = text.format(player=seat_name(s, s.current))
    return [Event("voyage_end", text, s.current)]
