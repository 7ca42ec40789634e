"""Santa Maria action constructors and their one-line descriptions.

Main actions: expand (slot), coins (row, col), die (kind, value), retire (space). Answers to a
pending sub-decision: place, target, ship, trade, extra, recruit, farmer, town_hall, board,
skip.
Free actions: sell and buy, allowed on your own turn.
"""

from __future__ import annotations

from anno_desktop.engine.i18n import N_, _, ngettext
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
    amount_shown,
    building_name,
    cost_shown,
    effect_shown,
    either,
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
    "ship": N_("Ship nothing"),
    "religion": N_("No extra religion step"),
    "recruit": N_("Recruit no monk"),
    "trade": N_("Do not trade"),
    "place": N_("Leave the road: place no road tile"),
}
PROMPTS = {
    "ship": N_("Ship one of the shipments at the docks, or decline"),
    "religion": N_("Pay for an extra step on the religion track, or decline"),
    "recruit": N_("Place a monk on a scholar, bishop or missionary space, or decline"),
    "farmer": N_("Farmer: gain 1 wood or 1 grain"),
    "town_hall": N_("Choose a Town Hall and its scholar"),
}


def _main_text(s: SantaMariaState, a: Action) -> str:
    """A main action's sentence: expand, work a building with coins, take a die, retire."""
    data = rule_data()
    p = s.players[s.current]
    args = a.args
    if a.kind == "expand":
        tile = data.tiles[s.display[args[0]]]
        cost = cost_shown(expand_cost(p, tile.kind))
        # Translators: {tile} names the tile ("the straight tile with a Farm and a road").
        return _("Expand with {tile} (pay {cost})").format(tile=tile_name(tile), cost=cost)
    if a.kind == "coins":
        price = coin_price(p)
        return ngettext(
            "Pay {count} coin to work the {building} (row {row}, column {column})",
            "Pay {count} coins to work the {building} (row {row}, column {column})",
            price,
        ).format(
            count=price,
            building=building_name(p.grid[(args[0] - 1) * 6 + args[1] - 1]),
            row=args[0],
            column=args[1],
        )
    if a.kind == "die":
        if args[0] == "white":
            return _("Take a white die showing {number} (works column {number})").format(
                number=args[1]
            )
        return _("Take a blue die showing {number} (works row {number})").format(number=args[1])
    effect = effect_shown(data.common.retire[args[0]].action)
    return _("Retire for this year: {effect}").format(effect=effect)


def _place_text(s: SantaMariaState, a: Action) -> str:
    pending = s.pending
    tile = rule_data().tiles[pending.args[0]] if pending else None
    what = tile_name(tile) if tile is not None else _("the tile")
    row, column, turn = a.args
    if turn:
        return _("Place {tile} at row {row}, column {column}, turned {degrees} degrees").format(
            tile=what, row=row, column=column, degrees=90 * turn
        )
    return _("Place {tile} at row {row}, column {column}").format(tile=what, row=row, column=column)


def _target_text(s: SantaMariaState, a: Action) -> str:
    pending = s.pending
    white = bool(pending) and pending.args[0] == "white"
    value = pending.args[1] if pending else a.args[0]
    line = a.args[0]
    if value == line:
        if white:
            return _("Work column {number} (the die stays at {number})").format(number=line)
        return _("Work row {number} (the die stays at {number})").format(number=line)
    cost = change_cost(s.players[s.current], value, line)
    if white:
        text = ngettext(
            "Turn the die to {number} for {count} coin and work column {number}",
            "Turn the die to {number} for {count} coins and work column {number}",
            cost,
        )
    else:
        text = ngettext(
            "Turn the die to {number} for {count} coin and work row {number}",
            "Turn the die to {number} for {count} coins and work row {number}",
            cost,
        )
    return text.format(number=line, count=cost)


def _answer_text(s: SantaMariaState, a: Action) -> str:
    """The sentence of an answer to a pending decision."""
    data = rule_data()
    k, args = a.kind, a.args
    pending = s.pending
    if k == "ship":
        ship = data.shipments[s.docks[args[0]]]
        return _("Ship the shipment worth {points} from dock {dock} (pay {cost})").format(
            points=amount_shown(ship.points, "points"),
            dock=args[0] + 1,
            cost=cost_shown(ship.cost),
        )
    if k == "trade":
        paid = amount_shown(1, args[0])
        if pending and pending.kind == "trade":
            gets, n = pending.args[1:]
            got = amount_shown(n, gets)
            return _("Trade {paid} for {got}").format(paid=paid, got=got)
        return _("Trade {goods}").format(goods=paid)
    if k == "extra":
        paid = amount_shown(2, "coins") if args[0] == "coins" else amount_shown(1, args[0])
        return _("Pay {paid} for an extra religion step").format(paid=paid)
    if k == "recruit":
        # Translators: {space} is a scholar's or bishop's space, or a missionary station.
        return _("Recruit a monk onto {space}").format(space=space_name(s, args[0]))
    if k == "farmer":
        return _("Gain {goods}").format(goods=amount_shown(1, args[0]))
    if k == "town_hall":
        offer = s.town_halls[args[0]]
        if offer is None:
            return k
        hall = tile_name(data.tiles[offer[0]])
        scholar = _(data.scholars[offer[1]].name)
        return _("Take {hall}, with the {scholar}").format(hall=hall, scholar=scholar)
    if k == "board":
        board = data.boards[args[0]]
        if board.side == "A":
            return _("Take the colony {board}").format(board=_(board.name))
        return _("Take the side-B colony")
    return _(SKIP_TEXT.get(pending.kind, N_("Decline"))) if pending else _("Decline")


def _trade_text(s: SantaMariaState, a: Action) -> str:
    """Selling or buying a good at the market (free actions)."""
    p = s.players[s.current]
    goods = amount_shown(1, a.args[0])
    if a.kind == "sell":
        price = sell_price(p, RES_INDEX[a.args[0]])
        text = ngettext("Sell {goods} for {count} coin", "Sell {goods} for {count} coins", price)
    else:
        price = buy_price(p)
        text = ngettext("Buy {goods} for {count} coin", "Buy {goods} for {count} coins", price)
    return text.format(goods=goods, count=price)


def describe(s: SantaMariaState, a: Action) -> str:
    """A short sentence for a button or the log (asked before the action is applied)."""
    k = a.kind
    try:
        if k in ("expand", "coins", "die", "retire"):
            return _main_text(s, a)
        if k == "place":
            return _place_text(s, a)
        if k == "target":
            return _target_text(s, a)
        if k in ("sell", "buy"):
            return _trade_text(s, a)
        if k in ("ship", "trade", "extra", "recruit", "farmer", "town_hall", "board", "skip"):
            return _answer_text(s, a)
    except (IndexError, KeyError, TypeError):
        pass
    return str(a)


def prompt(s: SantaMariaState) -> str:
    """What the seat to act is asked right now, for the UI's status line."""
    data = rule_data()
    pending = s.pending
    if s.phase == "over":
        return _("The game is over")
    if pending is None:
        return _("Year {year}: expand, activate a building or a line, or retire").format(
            year=s.year
        )
    kind, args = pending.kind, pending.args
    if kind == "place" and args[1] == "road":
        return _("Drag the road tile onto your colony, or leave the road")
    if kind == "place":
        return _("Place {tile} on your colony").format(tile=tile_name(data.tiles[args[0]]))
    if kind == "target":
        if args[0] == "white":
            return _("Choose the column for your white die showing {number}").format(number=args[1])
        return _("Choose the row for your blue die showing {number}").format(number=args[1])
    if kind == "trade":
        return _("Trade {paid} for {got}, or decline").format(
            paid=either(args[0]), got=amount_shown(args[2], args[1])
        )
    if kind == "board":
        names = ", ".join(_(data.boards[b].name) for b in s.boards_left)
        return _("Choose your colony: {boards}").format(boards=names)
    return _(PROMPTS[kind])
