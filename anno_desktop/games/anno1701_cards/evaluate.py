"""The search bot's evaluation of a card game position (`EVALUATE`, used by the `hard` level).

Each settlement gets a progress score: 10 per upgrade made (favour), the goods and luxuries
held toward the next upgrades, gold with a penalty near unrest, ship, buildings, hand cards
and the two powers. The lead over the opponent goes through a logistic curve.
"""

from __future__ import annotations

import math

from anno_desktop.engine.rules import Action
from anno_desktop.engine.search import SearchHints
from anno_desktop.games.anno1701_cards import actionphase as AP
from anno_desktop.games.anno1701_cards import actions as A
from anno_desktop.games.anno1701_cards import cards as C
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards import trading as T
from anno_desktop.games.anno1701_cards.bot import NormalBot, card_value, requirements, reserve
from anno_desktop.games.anno1701_cards.data import GOODS, game_data
from anno_desktop.games.anno1701_cards.decisions import post_moves
from anno_desktop.games.anno1701_cards.rules import CardGameRules
from anno_desktop.games.anno1701_cards.state import HIDDEN, Player, State

UPGRADE = 20.0  # one favour point: more than the goods an upgrade costs
NEEDED_GOOD = 1.6  # a good the next upgrades still ask for
NEEDED_LUXURY = 3.0  # rum and tobacco come only from voyages
SPARE_GOOD = 0.45  # building material and trade fodder
GOLD = 0.7
SHORT_OF_GOLD = 1.5  # per gold under the bot's reserve: Fire and thieves end games
UNREST = 4.0  # per centre in unrest: its landscapes stop producing
SHIP_LEVEL = 0.5
BUILDING = 1.0  # times the normal bot's wish for the building
HAND_CARD = 0.2  # times the normal bot's card value
POWER = 2.0
SCALE = 25.0  # score lead that makes a 73% favourite (flat enough never to saturate)
RULES = CardGameRules()
PLAYOUT_DEPTH = 3  # a few steps past the searched actions


def progress(p: Player) -> float:
    """How far this settlement is on the way to 7 favour or 2 merchants."""
    need = requirements(p)
    held = eco.goods(p)
    held["rum"], held["tobacco"] = p.lux
    score = UPGRADE * eco.favour(p)
    for good, n in held.items():
        useful = min(n, need[good])
        weight = NEEDED_GOOD if good in GOODS else NEEDED_LUXURY
        score += weight * useful + (SPARE_GOOD if good in GOODS else 0.5) * (n - useful)
    gold = eco.gold(p)
    score += GOLD * gold - SHORT_OF_GOLD * max(0, reserve(p) - gold)
    score -= UNREST * p.centres.count(0)
    score += SHIP_LEVEL * p.ship
    cards = game_data().cards
    score += BUILDING * sum(card_value(c, p) for c in eco.buildings(p))
    score += HAND_CARD * sum(card_value(cards[c], p) for c in p.hand if c != HIDDEN)
    return score


def evaluate(s: State) -> list[float]:
    """Each seat's chance to win: the logistic of its progress lead over the opponent."""
    if s.winner is not None:
        return [1.0 if seat == s.winner else 0.0 for seat in (0, 1)]
    scores = [progress(p) for p in s.players]
    for symbol in ("cannon", "bag"):
        holder = eco.power_holder(s, symbol)
        if holder is not None:
            scores[holder] += POWER
    lead = max(-50.0, min(50.0, (scores[0] - scores[1]) / SCALE))
    first = 1.0 / (1.0 + math.exp(-lead))
    return [first, 1.0 - first]


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


POLICY_BOT = NormalBot(RULES, 0)


EVALUATE = SearchHints(
    RULES,
    evaluate,
    policy_bot=POLICY_BOT,
    actions=search_actions,
    playout_depth=PLAYOUT_DEPTH,
)
