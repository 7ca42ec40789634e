"""What a seat may see (the opponent's hand only by its size, the stacks only by their height)
and full states consistent with such a view, for bots that search."""

from __future__ import annotations

from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import HIDDEN, NO_CARD, State

# Views carry a fixed generator: the real one would tell a bot the coming dice.
_VIEW_RNG_SEED = 0


def view(s: State, seat: int | None) -> State:
    v = s.clone()
    v.rng = Rng(_VIEW_RNG_SEED)
    spying = any(d.kind == "spy" and d.seat == seat for d in s.pending)
    browsing = {d.args[0] for d in s.pending if d.kind == "pick" and d.seat == seat}
    for i, p in enumerate(v.players):
        if i != seat and not (spying and seat is not None and i == 1 - seat):
            p.hand = [HIDDEN] * len(p.hand)
    for h, stack in enumerate(v.stacks):
        if h not in browsing:
            v.stacks[h] = [HIDDEN] * len(stack)
    return v


def _visible_cards(s: State) -> set[int]:
    seen = set(s.discard)
    for p in s.players:
        seen.update(p.hand)
        seen.update(p.slots)
    for stack in s.stacks:
        seen.update(stack)
    if s.voyage is not None:
        seen.add(s.voyage.bonus)
    seen.discard(HIDDEN)
    return seen


def determinize(v: State, rng: Rng) -> State:
    """Fill every hidden card from the unseen ones: a hidden stack place only with a card of
    that stack's numeral, the rest go to hidden hands."""
    s = v.clone()
    s.rng = Rng(rng.next64())
    cards = game_data().cards
    seen = _visible_cards(s)
    pool: list[int] = []
    for numeral in (1, 2, 3):
        unseen = [c.id for c in cards if c.numeral == numeral and c.id not in seen]
        rng.shuffle(unseen)
        for h in (2 * numeral - 2, 2 * numeral - 1):
            stack = s.stacks[h]
            for i, c in enumerate(stack):
                if c == HIDDEN:
                    stack[i] = unseen.pop()
        pool.extend(unseen)
    rng.shuffle(pool)
    for p in s.players:
        p.hand = [pool.pop() if c == HIDDEN else c for c in p.hand]
    return s


def invariants(s: State) -> list[str]:
    """Stock inside every card's range, gold at most 8, every development card in one place."""
    problems = []
    for i, p in enumerate(s.players):
        if any(not 0 <= n <= eco.MAX_GOODS for n in p.land):
            problems.append(f"seat {i}: landscape stock out of 0..3: {p.land}")
        if not 0 <= p.ship <= eco.MAX_SHIP:
            problems.append(f"seat {i}: ship condition {p.ship}")
        if any(not 0 <= n <= eco.MAX_LUX for n in p.lux):
            problems.append(f"seat {i}: warehouse stock {p.lux}")
        if any(not 0 <= n <= eco.MAX_CENTRE for n in p.centres) or eco.gold(p) > eco.MAX_GOLD:
            problems.append(f"seat {i}: village centres {p.centres}")
        if len(p.hand) > 3:
            problems.append(f"seat {i}: {len(p.hand)} cards in hand")
        if s.winner is None and eco.gold(p) == 0:
            problems.append(f"seat {i}: both centres in unrest but the game goes on")
    places = list(s.discard)
    for p in s.players:
        places += p.hand + [c for c in p.slots if c != NO_CARD]
    for stack in s.stacks:
        places += stack
    if s.voyage is not None and s.voyage.bonus != NO_CARD:
        places.append(s.voyage.bonus)
    if sorted(places) != list(range(len(game_data().cards))):
        problems.append("development cards are lost or doubled")
    return problems
