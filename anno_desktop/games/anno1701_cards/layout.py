"""Where each card of a settlement lies and how it is turned: what a renderer needs to draw a
settlement from the state (owner's frame; the opponent's side is drawn turned 180°)."""

from __future__ import annotations

from dataclasses import dataclass

from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import game_data, quarter_turns
from anno_desktop.games.anno1701_cards.state import NO_CARD, Player, State


@dataclass(frozen=True, slots=True)
class TableCard:
    """One card on the table: its grid place, its stock, and how to turn its sprite."""

    key: str  # forest, ship, vc_1, wh_rum, pio_a, overview, slot_0 …
    row: int
    col: int
    value: int  # goods, ship level, gold, luxuries, inhabitant level; 0 for the rest
    turns: int  # quarter turns counter-clockwise from upright
    reverse: bool = False  # lies on its back: a badly damaged ship, a centre in unrest
    card: int = NO_CARD  # the development card on a building slot


def settlement(p: Player) -> list[TableCard]:
    """Every card of one settlement, building slots included (empty ones with NO_CARD)."""
    setup = game_data().settlement
    cards = [
        TableCard(land.key, land.row, land.col, n, quarter_turns(n, land.start))
        for land, n in zip(setup.landscape, p.land, strict=True)
    ]
    ship = setup.ship
    turns = quarter_turns(p.ship, ship.start) if p.ship else 0
    cards.append(TableCard("ship", ship.row, ship.col, p.ship, turns, p.ship == 0))
    for centre, gold in zip(setup.centre, p.centres, strict=True):
        turns = quarter_turns(gold, centre.start) if gold else 0
        cards.append(TableCard(centre.key, centre.row, centre.col, gold, turns, gold == 0))
    for house, n in zip(setup.warehouse, p.lux, strict=True):
        cards.append(TableCard(house.key, house.row, house.col, n, quarter_turns(n, 0)))
    for place, level in zip(setup.inhabitant, p.inhabitants, strict=True):
        cards.append(TableCard(place.key, place.row, place.col, level, 0))
    cards.append(TableCard("overview", setup.overview.row, setup.overview.col, 0, 0))
    for i, ((row, col), card) in enumerate(zip(setup.slots, p.slots, strict=True)):
        cards.append(TableCard(f"slot_{i}", row, col, 0, 0, card=card))
    return cards


def power_tokens(s: State) -> dict[str, int | None]:
    """Who holds the trading power (money bag) and naval power (cannon) figures."""
    return {"trading": eco.power_holder(s, "bag"), "naval": eco.power_holder(s, "cannon")}
