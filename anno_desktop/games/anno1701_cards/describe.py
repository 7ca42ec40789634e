"""Short sentences for actions: button labels and the game log."""

from __future__ import annotations

from anno_desktop.engine.rules import Action
from anno_desktop.engine.trade import describe_bundle
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import HIDDEN, NO_CARD, State

_FIXED = {
    "roll": "Roll the dice",
    "repair": "Repair the ship with 1 wood",
    "refill": "End the turn: refill the hand to 3 cards",
    "end": "End the turn",
    "skip": "Pass",
    "done": "Done",
    "veto": "Pay 1 gold: the Playhouse stops the card",
    "allow": "Let the card take effect",
    "reveal": "Reveal the next voyage card",
    "stop": "Break off the voyage",
    "tribute": "Pay the tribute",
    "fight": "Fight the pirates",
    "attack": "Attack the besieging pirates",
    "ignore": "Sail on",
    "salvage": "Salvage the flotsam (roll the die)",
    "accept": "Accept the trade",
    "decline": "Decline the trade",
}


def card_name(card: int) -> str:
    return "a hidden card" if card == HIDDEN else game_data().cards[card].name


def describe_action(s: State, a: Action) -> str:
    data = game_data()
    kind, args = a.kind, a.args
    if kind in _FIXED:
        return _FIXED[kind]
    lands = data.settlement.landscape
    if kind == "opening":
        return f"Take 3 cards from stack {data.half_name(args[0])}"
    if kind == "build":
        extra = f" ({args[1]} spared by the Master builder)" if len(args) > 1 else ""
        return f"Build {card_name(args[0])}{extra}"
    if kind == "upgrade":
        return f"Upgrade an inhabitant to {data.levels[args[0] - 2].name}"
    if kind == "play":
        target = f" (take {args[1]})" if len(args) > 1 else ""
        return f"Play {card_name(args[0])}{target}"
    if kind == "bank":
        return f"Trade 3 {args[0]} with the bank for 1 {args[1]}"
    if kind == "offer":
        _partner, give, take = args
        return f"Offer {describe_bundle(give)} for {describe_bundle(take)}"
    if kind == "post":
        return f"Move 1 good from {lands[args[0]].name} to {lands[args[1]].name}"
    if kind == "voyage":
        bonus = "" if args[0] == NO_CARD else f" with the {card_name(args[0])}"
        return f"End the turn: a trade voyage{bonus}"
    if kind == "swap":
        return f"End the turn: slide {card_name(args[0])} under {data.half_name(args[1])}"
    if kind == "draw":
        return f"Draw the top card of {data.half_name(args[0])}"
    if kind == "browse":
        return f"Pay 1 gold and choose a card from {data.half_name(args[0])}"
    if kind == "pick":
        return f"Choose card {args[0] + 1} of the stack"
    if kind == "gain":
        return f"Take 1 {lands[args[0]].good} into the {lands[args[0]].name}"
    if kind == "sell":
        return f"Sell 1 {args[0]} for 1 gold"
    if kind == "buy_good":
        return f"Buy 1 {args[0]} for 1 gold"
    if kind == "demand":
        return f"Demand 1 {args[0]}"
    if kind == "lodge":
        return f"Slide {card_name(args[0])} under {data.half_name(args[1])}, take the discard"
    if kind == "take":
        return f"Take the {card_name(args[0])}"
    if kind == "buy":
        return f"Buy 1 {args[0]}"
    return str(a)
