"""Santa Maria action constructors and their one-line descriptions.

Main actions: expand (slot), coins (row, col), die (kind, value), retire (space). Answers to a
pending sub-decision: place, target, ship, trade, extra, recruit, farmer, town_hall, board,
skip.
Free actions: sell and buy, allowed on your own turn.
"""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.games.santa_maria.effects import (
    RES_INDEX,
    buy_price,
    change_cost,
    coin_price,
    expand_cost,
    sell_price,
    space_name,
)
from anno_desktop.games.santa_maria.state import SantaMariaState
from anno_desktop.games.santa_maria.words import (
    amount,
    board_name,
    cost_text,
    effect_text,
    either,
    plural,
    tile_name,
)

SKIP = Action("skip")


def expand(slot: int) -> Action:
    return Action("expand", (slot,))


def coins(row: int, col: int) -> Action:
    return Action("coins", (row, col))


def die(kind: str, value: int) -> Action:
    return Action("die", (kind, value))


def retire(space: int) -> Action:
    return Action("retire", (space,))


def place(row: int, col: int, rot: int) -> Action:
    return Action("place", (row, col, rot))


def target(line: int) -> Action:
    return Action("target", (line,))


def ship(dock: int) -> Action:
    return Action("ship", (dock,))


def trade(resource: str) -> Action:
    return Action("trade", (resource,))


def extra(how: str) -> Action:
    return Action("extra", (how,))


def recruit(space: int) -> Action:
    return Action("recruit", (space,))


def farmer(resource: str) -> Action:
    return Action("farmer", (resource,))


def town_hall(offer: int) -> Action:
    return Action("town_hall", (offer,))


def board(board_id: str) -> Action:
    return Action("board", (board_id,))


def sell(resource: str) -> Action:
    return Action("sell", (resource,))


def buy(resource: str) -> Action:
    return Action("buy", (resource,))


SKIP_TEXT = {
    "ship": "Ship nothing",
    "religion": "No extra religion step",
    "recruit": "Recruit no monk",
    "trade": "Do not trade",
    "place": "Leave the road: place no road tile",
}


def describe(s: SantaMariaState, a: Action) -> str:
    """A short sentence for a button or the log (asked before the action is applied)."""
    data = rule_data()
    k, args = a.kind, a.args
    p = s.players[s.current]
    pending = s.pending
    try:
        if k == "expand":
            tile = data.tiles[s.display[args[0]]]
            cost = cost_text(expand_cost(p, tile.kind))
            return f"Expand with {tile_name(tile)} (pay {cost})"
        if k == "coins":
            name = data.buildings[p.grid[(args[0] - 1) * 6 + args[1] - 1]].name
            return (
                f"Pay {plural(coin_price(p), 'coin')} to work the {name} "
                f"(row {args[0]}, column {args[1]})"
            )
        if k == "die":
            line = "column" if args[0] == "white" else "row"
            return f"Take a {args[0]} die showing {args[1]} (works {line} {args[1]})"
        if k == "retire":
            return f"Retire for this year: {effect_text(data.common.retire[args[0]].action)}"
        if k == "place":
            tile = data.tiles[pending.args[0]] if pending else None
            what = tile_name(tile) if tile is not None else "the tile"
            turned = f", turned {90 * args[2]} degrees" if args[2] else ""
            return f"Place {what} at row {args[0]}, column {args[1]}{turned}"
        if k == "target":
            what = "column" if pending and pending.args[0] == "white" else "row"
            value = pending.args[1] if pending else args[0]
            if value == args[0]:
                return f"Work {what} {args[0]} (the die stays at {value})"
            cost = change_cost(p, value, args[0])
            return f"Turn the die to {args[0]} for {plural(cost, 'coin')} and work {what} {args[0]}"
        if k == "ship":
            ship = data.shipments[s.docks[args[0]]]
            worth, cost = amount(ship.points, "points"), cost_text(ship.cost)
            return f"Ship the shipment worth {worth} from dock {args[0] + 1} (pay {cost})"
        if k == "trade":
            if pending and pending.kind == "trade":
                _, gets, n = pending.args
                return f"Trade {amount(1, args[0])} for {amount(n, gets)}"
            return f"Trade {amount(1, args[0])}"
        if k == "extra":
            paid = amount(2, "coins") if args[0] == "coins" else amount(1, args[0])
            return f"Pay {paid} for an extra religion step"
        if k == "recruit":
            return f"Recruit a monk onto {space_name(s, args[0])}"
        if k == "farmer":
            return f"Gain {amount(1, args[0])}"
        if k == "town_hall":
            offer = s.town_halls[args[0]]
            if offer is None:
                return k
            hall = tile_name(data.tiles[offer[0]])
            return f"Take {hall}, with the {data.scholars[offer[1]].name}"
        if k == "board":
            return f"Take {board_name(args[0])}"
        if k == "skip":
            return SKIP_TEXT.get(pending.kind, "Decline") if pending else "Decline"
        if k == "sell":
            return (
                f"Sell {amount(1, args[0])} for {plural(sell_price(p, RES_INDEX[args[0]]), 'coin')}"
            )
        if k == "buy":
            return f"Buy {amount(1, args[0])} for {plural(buy_price(p), 'coin')}"
    except (IndexError, KeyError, TypeError):
        pass
    return str(a)


def prompt(s: SantaMariaState) -> str:
    """What the seat to act is asked right now, for the UI's status line."""
    data = rule_data()
    pending = s.pending
    if s.phase == "over":
        return "The game is over"
    if pending is None:
        return f"Year {s.year}: expand, activate a building or a line, or retire"
    kind, args = pending.kind, pending.args
    if kind == "place" and args[1] == "road":
        return "Drag the road tile onto your colony, or leave the road"
    if kind == "place":
        return f"Place {tile_name(data.tiles[args[0]])} on your colony"
    if kind == "target":
        line = "column" if args[0] == "white" else "row"
        return f"Choose the {line} for your {args[0]} die showing {args[1]}"
    if kind == "trade":
        return f"Trade {either(args[0])} for {amount(args[2], args[1])}, or decline"
    texts = {
        "ship": "Ship one of the shipments at the docks, or decline",
        "religion": "Pay for an extra step on the religion track, or decline",
        "recruit": "Place a monk on a scholar, bishop or missionary space, or decline",
        "farmer": "Farmer: gain 1 wood or 1 grain",
        "town_hall": "Choose a Town Hall and its scholar",
        "board": "Choose your colony: " + ", ".join(data.boards[b].name for b in s.boards_left),
    }
    return texts[kind]
