"""The card game's fitted win chance (`value`) and the actions its `hard` bot searches.

The win chance is a logistic regression on the difference between the two settlements'
features (below) plus who rolls next, fitted on positions of `normal` against `normal`.
"""

from __future__ import annotations

import math

from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import actionphase as AP
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import cards as C
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards import trading as T
from anno_desktop.games.anno1701_cards.bot import card_value, reserve
from anno_desktop.games.anno1701_cards.data import GOODS, game_data
from anno_desktop.games.anno1701_cards.decisions import post_moves
from anno_desktop.games.anno1701_cards.rules import CardGameRules
from anno_desktop.games.anno1701_cards.state import HIDDEN, Player, State

WEIGHTS = {
    "favour": -0.1137,
    "merchants": 0.2475,
    "needed_goods": 0.0068,  # landscape goods the next upgrades still ask for
    "needed_luxuries": 0.2354,
    "spare_goods": 0.0124,
    "short_of_gold": -0.3726,  # gold under the normal bot's reserve against Fire and thieves
    "ship": 0.0550,
    "buildings": 0.0316,
    "hand_value": 0.0575,  # the normal bot's value of the cards in hand
    "hand": -0.4136,
    "powers": -0.1204,
    "happy": 0.0727,
    "favour_squared": 0.1407,
    "sails": 0.1140,
    "cannons": 0.2562,
}
"""Logistic regression weights on (feature of seat 0 - feature of seat 1), fitted by Newton's
method (maximum likelihood, tiny ridge) on the 22,000 positions just before a roll in 600 games
of `normal` against `normal` (seeds 50400-50999); on 100 held-out games (51000-51099) its
log-loss is 0.512 (0.69 for a coin flip)."""
ROLLS_NEXT = 0.0526  # the seat about to roll (and act) is slightly ahead
RULES = CardGameRules()


def features(p: Player, stock: list[int]) -> dict[str, float]:
    """One settlement's features for `WEIGHTS`, counted as if it had already made every
    upgrade it can pay for (`stock`: inhabitant cards left); powers are added by `value`.

    Otherwise goods held toward an upgrade would be worth more than the upgrade itself.
    """
    held = eco.goods(p)
    held["rum"], held["tobacco"] = p.lux
    inhabitants = p.inhabitants[:]
    levels = game_data().levels
    for model in reversed(levels):
        level = model.numeral
        while (
            level - 1 in inhabitants
            and stock[level - 2] > 0
            and all(held[good] >= n for good, n in model.cost.items())
        ):
            inhabitants[inhabitants.index(level - 1)] = level
            stock[level - 2] -= 1
            for good, n in model.cost.items():
                held[good] -= n
    need = dict.fromkeys(held, 0)
    for model in levels:
        if model.numeral - 1 in inhabitants:
            for good, n in model.cost.items():
                need[good] += n
    needed_goods = needed_luxuries = spare = 0
    for good, n in held.items():
        useful = min(n, need[good])
        if good in GOODS:
            needed_goods += useful
            spare += n - useful
        else:
            needed_luxuries += useful
    built = eco.buildings(p)
    cards = game_data().cards
    favour = sum(inhabitants) - len(inhabitants)
    return {
        "favour": favour,
        "merchants": inhabitants.count(4),
        "needed_goods": needed_goods,
        "needed_luxuries": needed_luxuries,
        "spare_goods": spare,
        "short_of_gold": max(0, reserve(p) - eco.gold(p)),
        "ship": p.ship,
        "buildings": len(built),
        "hand_value": sum(card_value(cards[c], p) for c in p.hand if c != HIDDEN),
        "hand": len(p.hand),
        "powers": 0,
        "happy": sum(c.happy for c in built),
        "favour_squared": favour * favour,
        "sails": sum(c.sail for c in built),
        "cannons": sum(c.cannon for c in built),
    }


def value(s: State) -> list[float]:
    """Each seat's chance to win (exact once the game is over)."""
    if s.winner is not None:
        return [1.0 if seat == s.winner else 0.0 for seat in (0, 1)]
    first = features(s.players[0], s.inhabitant_stacks[:])
    second = features(s.players[1], s.inhabitant_stacks[:])
    for symbol in ("cannon", "bag"):
        holder = eco.power_holder(s, symbol)
        if holder is not None:
            (first, second)[holder]["powers"] += 1
    z = sum(w * (first[name] - second[name]) for name, w in WEIGHTS.items())
    z += ROLLS_NEXT if s.current == 0 else -ROLLS_NEXT
    chance = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
    return [chance, 1.0 - chance]


def search_actions(s: State) -> list[Action]:
    """The legal actions worth searching: all but the free trade offers to the opponent (in
    `AP.legal`'s order, built without the offers: computing them is about a third of its cost)."""
    if s.winner is not None or s.pending or s.phase != "action":
        return RULES.legal_actions(s)
    p = s.players[s.current]
    found = AP.build_actions(s) + AP.upgrade_actions(s)
    if p.ship < eco.MAX_SHIP and eco.can_pay_goods(p, AP.REPAIR_COST):
        found.append(A.REPAIR)
    found += C.play_actions(s)
    if s.post_uses > 0:
        found += post_moves(s, s.current)
    return found + T.bank_actions(p) + AP.end_actions(s)
