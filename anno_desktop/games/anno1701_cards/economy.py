"""Stock on the cards: landscape goods, luxuries, gold on the village centres, symbols, powers.

Where the rulebook lets a player pick which card turns (two clay pits, two ore mines, two
village centres), the card the player chose (`Player.sources`) turns first while it can; by
default goods are paid from the fuller landscape and received into the emptier one, and gold is
spent from the fuller centre and gained into a centre in unrest first, then the emptier one.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from anno_desktop.games.anno1701_cards.data import GOODS, Card, game_data
from anno_desktop.games.anno1701_cards.state import AUTO, NO_CARD, Player, State

MAX_GOODS = 3
MAX_SHIP = 4
MAX_LUX = 3
MAX_CENTRE = 4
MAX_GOLD = 8
FAVOUR_TO_WIN = 7  # favour points that win the game at once
POWER_SYMBOLS = 3  # money bags or cannons a power needs (and more than the rival)
# What a player may choose the paying and receiving card of: the kinds held on two cards.
SOURCE_KINDS = ("gold", "brick", "tools")
SIDES = ("pay", "gain")


def source_slot(kind: str, side: str) -> int:
    """Where `Player.sources` keeps the chosen card for paying or gaining `kind`."""
    return 2 * SOURCE_KINDS.index(kind) + SIDES.index(side)


def chosen(p: Player, kind: str, side: str) -> int:
    """The card (centre or landscape index) the player chose to turn first, or AUTO."""
    return p.sources[source_slot(kind, side)]


def source_cards(kind: str) -> tuple[int, ...]:
    """The two cards that can pay or receive `kind`: centres 0 and 1, or two landscapes."""
    return (0, 1) if kind == "gold" else lands_of(kind)


# -- gold -------------------------------------------------------------------------------------


def gold(p: Player) -> int:
    return p.centres[0] + p.centres[1]


def can_spend(p: Player, n: int) -> bool:
    """A player may never spend their last gold (that would put both centres in unrest)."""
    return gold(p) - n >= 1


def _paying_centre(p: Player) -> int:
    """The chosen centre while it holds gold, else the fuller one."""
    pick = chosen(p, "gold", "pay")
    if pick != AUTO and p.centres[pick] > 0:
        return pick
    return 0 if p.centres[0] > p.centres[1] else 1


def spend_gold(p: Player, n: int) -> None:
    """Turn centres down by `n` gold; the caller checked `can_spend`."""
    for _ in range(n):
        p.centres[_paying_centre(p)] -= 1


def gain_gold(p: Player, n: int) -> int:
    """Turn centres up by `n` gold (the chosen centre, else one in unrest first); gold above 8
    is lost."""
    gained = 0
    for _ in range(n):
        pick = chosen(p, "gold", "gain")
        if pick != AUTO and p.centres[pick] < MAX_CENTRE:
            p.centres[pick] += 1
        elif 0 in p.centres:
            p.centres[p.centres.index(0)] = 1
        elif min(p.centres) < MAX_CENTRE:
            i = 0 if p.centres[0] <= p.centres[1] else 1
            p.centres[i] += 1
        else:
            break
        gained += 1
    return gained


def lose_gold(s: State, seat: int, n: int) -> int:
    """Forced loss (Fire, Pickpocket): down to nothing; two unrest centres lose the game."""
    p = s.players[seat]
    lost = 0
    for _ in range(n):
        if gold(p) == 0:
            break
        p.centres[_paying_centre(p)] -= 1
        lost += 1
    if gold(p) == 0:
        end_game(s, 1 - seat, "unrest")
    return lost


def unhappy(p: Player) -> int:
    return sum(4 - c for c in p.centres)


def end_game(s: State, winner: int, reason: str) -> None:
    if s.winner is None:
        s.winner = winner
        s.reason = reason
        s.phase = "over"
        s.pending.clear()


# -- landscape goods --------------------------------------------------------------------------


def goods(p: Player) -> dict[str, int]:
    """Landscape goods held, by good."""
    held = dict.fromkeys(GOODS, 0)
    for good, n in zip(game_data().land_goods, p.land, strict=True):
        held[good] += n
    return held


@cache
def lands_of(good: str) -> tuple[int, ...]:
    return tuple(i for i, g in enumerate(game_data().land_goods) if g == good)


def room_for(p: Player, good: str) -> bool:
    return any(p.land[i] < MAX_GOODS for i in lands_of(good))


def _pick(p: Player, good: str, side: str) -> int:
    """The landscape the player chose for `good` on `side`, or AUTO (one of a kind has none)."""
    return chosen(p, good, side) if good in SOURCE_KINDS else AUTO


def add_good(p: Player, good: str) -> bool:
    """One good into the chosen landscape of its type while it has room, else the emptiest;
    False if all are full (it is lost)."""
    pick = _pick(p, good, "gain")
    if pick != AUTO and p.land[pick] < MAX_GOODS:
        best = pick
    else:
        best = min(lands_of(good), key=lambda i: p.land[i])
    if p.land[best] >= MAX_GOODS:
        return False
    p.land[best] += 1
    return True


def take_good(p: Player, good: str) -> None:
    """One good out of the chosen landscape of its type while it has one, else the fullest;
    the caller checked there is one."""
    pick = _pick(p, good, "pay")
    if pick != AUTO and p.land[pick] > 0:
        best = pick
    else:
        best = max(lands_of(good), key=lambda i: p.land[i])
    p.land[best] -= 1


def pay_goods(p: Player, cost: Iterable[tuple[str, int]]) -> None:
    for good, n in cost:
        if good == "rum":
            p.lux[0] -= n
        elif good == "tobacco":
            p.lux[1] -= n
        else:
            for _ in range(n):
                take_good(p, good)


def can_pay_goods(p: Player, cost: Iterable[tuple[str, int]]) -> bool:
    held = goods(p)
    held["rum"], held["tobacco"] = p.lux
    return all(held[good] >= n for good, n in cost)


def discounted(cost: tuple[tuple[str, int], ...], good: str | None) -> tuple[tuple[str, int], ...]:
    """`cost` less one `good` (the Master builder's discount)."""
    if good is None:
        return cost
    return tuple((g, n - (g == good)) for g, n in cost if n - (g == good) > 0)


# -- inhabitants ------------------------------------------------------------------------------


def favour(p: Player) -> int:
    return sum(level - 1 for level in p.inhabitants)


def merchants(p: Player) -> int:
    return p.inhabitants.count(4)


def draw_numeral(p: Player) -> int:
    """The highest development stack numeral this player may draw from."""
    return min(3, max(p.inhabitants))


def check_upgrade_win(s: State, seat: int) -> None:
    p = s.players[seat]
    if merchants(p) >= 2:
        end_game(s, seat, "merchants")
    elif favour(p) >= FAVOUR_TO_WIN:
        end_game(s, seat, "favour")


# -- buildings and symbols --------------------------------------------------------------------


def buildings(p: Player) -> list[Card]:
    cards = game_data().cards
    return [cards[c] for c in p.slots if c != NO_CARD]


def happy(p: Player) -> int:
    return sum(c.happy for c in buildings(p))


def sails(p: Player) -> int:
    return sum(c.sail for c in buildings(p))


def cannons(p: Player) -> int:
    return sum(c.cannon for c in buildings(p))


def bags(p: Player) -> int:
    return sum(c.bag for c in buildings(p))


def has_building(p: Player, key: str) -> bool:
    return any(c.key == key for c in buildings(p))


def speed(p: Player) -> int:
    return 3 + sails(p)


def power_holder(s: State, symbol: str) -> int | None:
    """Who holds naval ("cannon") or trading ("bag") power: at least 3 symbols and strictly
    more than the opponent. Symbols never go away, so this equals "first to 3, kept while
    more, set aside on a tie"."""
    count = cannons if symbol == "cannon" else bags
    a, b = count(s.players[0]), count(s.players[1])
    if a >= POWER_SYMBOLS and a > b:
        return 0
    if b >= POWER_SYMBOLS and b > a:
        return 1
    return None


def damage_ship(p: Player, levels: int) -> None:
    p.ship = max(0, p.ship - levels)
