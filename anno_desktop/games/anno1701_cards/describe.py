"""Short sentences for actions (button labels and the game log) and for what is decided now."""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import AUTO, HIDDEN, NO_CARD, State

# Ship and inhabitant levels as printed on the cards.
ROMAN = ("0", "I", "II", "III", "IV")

_FIXED = {
    "roll": "Roll the dice",
    "repair": "Repair the ship with 1 wood",
    "refill": "End the turn: refill the hand to 3 cards",
    "end": "End the turn",
    "skip": "Pass",
    "done": "Done",
    "veto": "Pay 1 gold: the Playhouse stops the card",
    "allow": "Let the card take effect",
    "reveal": "Continue the voyage: turn over the next card",
    "stop": "Stop the voyage and sail home",
    "tribute": "Pay the tribute",
    "fight": "Fight the pirates (your die + combat against theirs)",
    "attack": "Attack the besieging pirates",
    "ignore": "Sail on and leave it be",
    "salvage": "Salvage the flotsam (roll the die)",
    "accept": "Accept the trade",
    "decline": "Decline the trade",
    "trade": "Offer your rival a trade",
    "send": "Send the offer",
    "cancel": "Give up this offer",
    "counter": "Make a counter-offer",
}


def card_name(card: int) -> str:
    return "a hidden card" if card == HIDDEN else game_data().cards[card].name


# The end of the game in words, for the log and the table.
WIN_REASONS = {
    "unrest": "both of the rival's village centres are in unrest",
    "merchants": "two merchants",
    "favour": "7 favour points",
}

# What passing means in each decision that can be passed.
_PASSES = {
    "harvest": "Done: take no more goods",
    "trader": "Pass: neither sell nor buy",
    "demand": "Demand nothing",
    "post": "Leave the goods where they are",
    "lodge": "Keep your hand as it is",
}


# What each phase is, and what each pending decision asks, for the table's prompt.
PHASES = {
    "opening": "Opening: choose your first cards",
    "roll": "Roll phase",
    "action": "Action phase",
    "refill": "End phase: refilling the hand",
    "voyage": "End phase: trade voyage",
    "over": "Game over",
}
DECISIONS = {
    "opening": "choose an opening stack",
    "harvest": "Good harvest: take goods of choice",
    "trader": "Trader: sell or buy 1 good",
    "demand": "Trading advantage: demand a good",
    "post": "Trading post: move a good",
    "lodge": "Lodge: swap a card with the discard",
    "veto": "Playhouse: stop the card?",
    "spy": "Spy: take a card from the rival's hand",
}
# Where a good of choice comes from, by the pending decision's argument.
GAIN_SOURCES = {"spoils": "the voyage's spoils", "queen": "Queen", "pirate_hunt": "Pirate hunt"}


def costs_words(cost: object, empty: str = "nothing") -> str:
    """A price in words: "1 brick, 2 tools"."""
    pairs = cost.items() if isinstance(cost, dict) else cost
    return ", ".join(unit_words(n, g) for g, n in pairs) or empty


def _costs(cost: object) -> str:
    return costs_words(cost, "free")


def land_name(index: int, *, capital: bool = False) -> str:
    """A landscape's name, told apart from its twin by where it lies in its owner's settlement
    ("the left clay pit"): two cards of one name must never read the same."""
    lands = game_data().settlement.landscape
    land = lands[index]
    twins = sorted((x for x in lands if x.name == land.name), key=lambda x: (x.row, x.col))
    if len(twins) < 2:
        return land.name
    if len(twins) == 2 and twins[0].row == twins[1].row:
        where = ("left", "right")[twins.index(land)]
    elif len(twins) == 2 and twins[0].col == twins[1].col:
        where = ("far", "near")[twins.index(land)]
    else:
        where = ("first", "second", "third", "fourth")[twins.index(land)]
    words = f"{where} {land.name.lower()}"
    return words[0].upper() + words[1:] if capital else words


def centre_name(index: int) -> str:
    """A village centre by where it lies: "the left village centre"."""
    return f"{('left', 'right')[index]} village centre"


def source_name(kind: str, card: int) -> str:
    return centre_name(card) if kind == "gold" else land_name(card)


# Goods named as one unit where their plural name differs ("1 tool", not "1 tools").
SINGULAR = {"tools": "tool"}


def unit_words(n: int, resource: str) -> str:
    """A count of one good or gold in words: "1 tool", "3 tools", "2 gold"."""
    return f"1 {SINGULAR.get(resource, resource)}" if n == 1 else f"{n} {resource}"


def bundle_words(bundle: tuple) -> str:
    """An offer's side in words: "3 wood and 1 tool"."""
    parts = [unit_words(n, r) for r, n in bundle]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def crest_name(s: State, seat: int) -> str:
    return game_data().settlement.crests[s.players[seat].crest].capitalize()


def _decision(s: State, kind: str, args: tuple) -> str:
    data = game_data()
    if kind == "gain":
        source = args[0] if args else ""
        names = {c.key: c.name for c in data.cards}
        where = GAIN_SOURCES.get(source) or names.get(source, "")
        return f"{where}: take a good of your choice" if where else "take a good of your choice"
    if kind == "pick":
        return f"choose a card from stack {data.half_name(args[0])}"
    if kind == "answer":
        proposer, give, take = args
        return (
            f"answer {crest_name(s, proposer)}'s offer of {bundle_words(give)} "
            f"for {bundle_words(take)}"
        )
    if kind == "compose":
        return "compose a counter-offer" if args[2] else "compose an offer to the rival"
    return DECISIONS.get(kind, kind)


def prompt(s: State) -> str:
    """What is decided now, and by whom (the engine's crest names, as in the log)."""
    if s.winner is not None:
        return f"{crest_name(s, s.winner)} wins: {WIN_REASONS.get(s.reason, s.reason)}"
    if s.pending:
        first = s.pending[0]
        return f"{crest_name(s, first.seat)}: {_decision(s, first.kind, first.args)}"
    return PHASES.get(s.phase, s.phase)


def describe(s: State, a: Action) -> str:
    data = game_data()
    kind, args = a.kind, a.args
    if kind in ("skip", "done"):
        if s.pending and s.pending[0].kind in _PASSES:
            return _PASSES[s.pending[0].kind]
        if s.voyage is not None and not s.pending:
            return "Buy nothing more and sail on"
    if kind == "tribute" and s.voyage is not None and s.voyage.revealed:
        tribute = data.voyage[s.voyage.revealed[-1]].tribute
        return f"Pay the pirates {tribute} gold tribute"
    if kind in ("accept", "decline") and s.pending and s.pending[0].kind == "answer":
        _proposer, give, take = s.pending[0].args
        if kind == "accept":
            return f"Accept: you get {bundle_words(give)} and give {bundle_words(take)}"
        return f"Decline {bundle_words(give)} for your {bundle_words(take)}"
    if kind == "cancel" and s.pending and s.pending[0].args[2]:
        return "Decline the offer and make no counter-offer"
    if kind in ("add", "remove"):
        side, res = args
        whose = "you give" if side == "give" else "you ask for"
        return f"{'One more' if kind == 'add' else 'One less'} {SINGULAR.get(res, res)} {whose}"
    if kind == "source":
        what, side, card = args
        verb = "Pay" if side == "pay" else "Receive"
        where = "the default card" if card == AUTO else f"the {source_name(what, card)}"
        return f"{verb} {what} {'from' if side == 'pay' else 'into'} {where} first"
    if kind in _FIXED:
        return _FIXED[kind]
    lands = data.settlement.landscape
    if kind == "opening":
        return f"Take 3 cards from stack {data.half_name(args[0])}"
    if kind == "build":
        if len(args) > 1:
            return f"Build the {card_name(args[0])} (the Master builder spares 1 {args[1]})"
        return f"Build the {card_name(args[0])} ({_costs(data.cards[args[0]].cost)})"
    if kind == "upgrade":
        level = data.levels[args[0] - 2]
        return f"Make an inhabitant a {level.name} ({_costs(level.cost)})"
    if kind == "play":
        target = f" to take {unit_words(1, args[1])} from your rival" if len(args) > 1 else ""
        return f"Play the {card_name(args[0])}{target}"
    if kind == "bank":
        return f"Trade 3 {args[0]} with the bank for {unit_words(1, args[1])}"
    if kind == "offer":
        _partner, give, take = args
        return f"Offer your rival {bundle_words(give)} for {bundle_words(take)}"
    if kind == "post":
        return (
            f"Trading post: move 1 {lands[args[0]].good} from the {land_name(args[0])} "
            f"to the {land_name(args[1])}"
        )
    if kind == "voyage":
        bonus = "" if args[0] == NO_CARD else f" with the {card_name(args[0])}"
        return f"End the turn: a trade voyage{bonus}"
    if kind == "swap":
        return (
            f"End the turn: put the {card_name(args[0])} under stack "
            f"{data.half_name(args[1])} and draw a new card"
        )
    if kind == "draw":
        return f"Draw the top card of stack {data.half_name(args[0])}"
    if kind == "browse":
        return f"Pay 1 gold to look through stack {data.half_name(args[0])} and take any card"
    if kind == "pick":
        browsed = [d.args[0] for d in s.pending if d.kind == "pick"]
        stack = s.stacks[browsed[0]] if browsed else []
        card = stack[args[0]] if args[0] < len(stack) else HIDDEN
        if card == HIDDEN:
            return f"Take card {args[0] + 1} of the stack"
        return f"Take the {card_name(card)} (card {args[0] + 1} of the stack)"
    if kind == "gain":
        return f"Take {unit_words(1, lands[args[0]].good)} into the {land_name(args[0])}"
    if kind == "sell":
        return f"Sell {unit_words(1, args[0])} for 1 gold"
    if kind == "buy_good":
        return f"Buy {unit_words(1, args[0])} for 1 gold"
    if kind == "demand":
        return f"Demand {unit_words(1, args[0])}"
    if kind == "lodge":
        return (
            f"Lodge: put the {card_name(args[0])} under stack {data.half_name(args[1])} "
            "and take the top discard"
        )
    if kind == "take":
        return f"Take the {card_name(args[0])} from your rival's hand"
    if kind == "buy":
        price = 1
        if s.voyage is not None and s.voyage.revealed:
            card = data.voyage[s.voyage.revealed[-1]]
            price = card.price if card.kind == "trader" else 1
        return f"Buy {unit_words(1, args[0])} for {price} gold"
    return kind
