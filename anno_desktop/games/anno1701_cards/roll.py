"""Roll phase: the number die (production, ship repair, building functions for both players),
then the event die. Effects that hit both players resolve for the player on turn first."""

from __future__ import annotations

from anno_desktop.engine.i18n import _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Event
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.describe import ROMAN, unit_words
from anno_desktop.games.anno1701_cards.state import State


def seat_name(s: State, seat: int) -> str:
    return game_data().settlement.crests[s.players[seat].crest].capitalize()


def turn_order(s: State) -> tuple[int, int]:
    return s.current, 1 - s.current


def roll_dice(s: State) -> list[Event]:
    """Roll both dice, resolve the number die and leave the event face for `settle`."""
    number, face = s.rng.die(), s.rng.die()
    s.last_roll = (number, face)
    event_name = game_data().faces[face - 1].name
    events = [
        Event(
            "roll",
            # Translators: {number} is the number die; {event} the event die's name ("Tax").
            _("{player} rolls {number} and {event}").format(
                player=seat_name(s, s.current), number=number, event=_(event_name)
            ),
            s.current,
            {"number": number, "event": face},
            barrier=True,
        )
    ]
    for seat in turn_order(s):
        events.extend(produce(s, seat, number))
    s.event_face = face
    return events


def produce(s: State, seat: int, number: int) -> list[Event]:
    """What the number die gives one player: landscapes, ship, die buildings."""
    data = game_data()
    p = s.players[seat]
    events: list[Event] = []
    for i, die in enumerate(data.land_dice[p.crest]):
        centre = data.land_centre[i]
        if die != number or (centre is not None and p.centres[centre] == 0):
            continue
        if p.land[i] < eco.MAX_GOODS:
            p.land[i] += 1
            events.append(
                Event(
                    "produce",
                    _("{player} gains {goods}").format(
                        player=seat_name(s, seat), goods=unit_words(1, data.land_goods[i])
                    ),
                    seat,
                    {"land": i},
                )
            )
    if p.ship >= 1 and data.ship_dice[p.crest] == number and p.ship < eco.MAX_SHIP:
        p.ship += 1
        events.append(
            Event(
                "ship",
                _("{player}'s ship rises to level {level}").format(
                    player=seat_name(s, seat), level=ROMAN[p.ship]
                ),
                seat,
            )
        )
    for card in eco.buildings(p):
        if card.die != number:
            continue
        if card.kind == "yield" and card.good != "any":
            if eco.add_good(p, card.good):
                # Translators: {card} is a building's name; {goods} one good with its count.
                text = _("{card} gives {goods}").format(
                    card=_(card.name), goods=unit_words(1, card.good)
                )
                events.append(Event("produce", text, seat))
        elif card.kind == "yield":
            s.pending.append(Pending(seat, "gain", (card.key,)))
        elif card.key == "trading_post":
            if seat == s.current:
                s.post_uses += 1
            else:
                s.pending.append(Pending(seat, "post"))
        elif card.key == "lodge" and p.hand and s.discard:
            s.pending.append(Pending(seat, "lodge"))
    return events


def resolve_event(s: State, face: int) -> list[Event]:
    """The event die, once the number die's decisions are taken."""
    key = game_data().faces[face - 1].key
    events: list[Event] = []
    if key == "fire":
        for seat in turn_order(s):
            p = s.players[seat]
            burnt = sum(1 for level in p.inhabitants if level >= 3)
            if burnt and not eco.has_building(p, "fire_watch"):
                lost = eco.lose_gold(s, seat, burnt)
                text = _("Fire: {player} loses {gold} gold").format(
                    player=seat_name(s, seat), gold=lost
                )
                events.append(Event("fire", text, seat))
                if s.winner is not None:
                    break
    elif key == "queen":
        best = max(eco.gold(p) for p in s.players)
        for seat in turn_order(s):
            if eco.gold(s.players[seat]) == best:
                s.pending.append(Pending(seat, "gain", ("queen",)))
    elif key == "tax":
        for seat in turn_order(s):
            got = eco.gain_gold(s.players[seat], eco.happy(s.players[seat]))
            text = _("Tax: {player} receives {gold} gold").format(
                player=seat_name(s, seat), gold=got
            )
            events.append(Event("tax", text, seat))
    elif key == "trader":
        for seat in turn_order(s):
            s.pending.append(Pending(seat, "trader"))
    elif key == "trading_advantage":
        holder = eco.power_holder(s, "bag")
        if holder is not None:
            s.pending.append(Pending(holder, "demand"))
    elif key == "pirate_hunt":
        holder = eco.power_holder(s, "cannon")
        if holder is not None:
            s.pending.append(Pending(holder, "gain", ("pirate_hunt",)))
    return events
