"""Places, tiles and cards of Anno 1701 in a player's words, worded from the rule data.

Internal ids (anchors "A24", recesses "R07", cards "E03") stay in saves and developer output;
everything a player reads names the thing: "the north-east anchor of the middle island".
"""

from __future__ import annotations

import math

from anno_desktop.engine.words import plural
from anno_desktop.games.anno1701.data import GOLD, Building, Encounter, GameData, IslandTile, Trade
from anno_desktop.games.anno1701.favour import queen_due

COMPASS = (
    "north",
    "north-east",
    "east",
    "south-east",
    "south",
    "south-west",
    "west",
    "north-west",
)
TILE_WORDS = {
    "gold": "gold field",
    "tobacco": "tobacco field",
    "sugarcane": "sugar cane field",
    "forest": "forest",
    "pasture": "pasture",
    "mountain": "mountain",
    "harbour": "harbour",
    "foreign": "foreign people",
}
ORDINALS = ("first", "second", "third", "fourth")


def _point(d: GameData, h: int) -> tuple[float, float]:
    """A hex's centre on a pointy-top board with north up (r grows southwards)."""
    q, r = d.map.coords[h]
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def island_name(d: GameData, island: int) -> str:
    return d.map.island_names[island]


def anchor_side(d: GameData, anchor: int) -> str:
    """Where an anchor lies seen from the middle of its island: "north-east"."""
    m = d.map
    island = m.anchor_island[anchor]
    recesses = {r for a in m.island_anchors[island] for r in m.anchor_recesses[a]}
    points = [_point(d, m.recess_hex[r]) for r in recesses]
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    x, y = _point(d, m.anchor_hex[anchor])
    bearing = math.degrees(math.atan2(x - cx, cy - y))  # clockwise from north
    return COMPASS[round(bearing / 45) % 8]


def anchor_name(d: GameData, anchor: int) -> str:
    """ "the north-east anchor of the middle island" """
    island = island_name(d, d.map.anchor_island[anchor])
    return f"the {anchor_side(d, anchor)} anchor of {island}"


def tile_name(tile: IslandTile) -> str:
    """An island tile's face: "tobacco field 5", "harbour with 2 cannons"."""
    word = TILE_WORDS.get(tile.kind, tile.kind)
    if tile.number:
        return f"{word} {tile.number}"
    if tile.cannon:
        return f"{word} with {plural(tile.cannon, 'cannon')}"
    if tile.sack:
        return f"{word} with {plural(tile.sack, 'trade sack')}"
    return word


def tile_benefit(d: GameData, tile: IslandTile) -> str:
    """What a colony beside the tile brings its owner, from islands.toml."""
    if tile.number:
        good = GOLD if tile.yield_good == -1 else d.goods[tile.yield_good]
        return f"1 {good} on a roll of {tile.number} to each player with a colony beside it"
    if tile.cannon:
        return f"{plural(tile.cannon, 'cannon')} to each player with a colony beside it"
    if tile.sack:
        return f"{plural(tile.sack, 'trade sack')} to each player with a colony beside it"
    return "nothing"


def hex_name(d: GameData, h: int) -> str:
    """A sea hex as a player names it: the start, an anchor, a question mark or open sea."""
    m = d.map
    if h == m.start:
        return "the start harbour"
    if m.anchor_at[h] >= 0:
        return anchor_name(d, m.anchor_at[h])
    if m.question[h]:
        return "a question mark"
    if m.recess_at[h] >= 0:
        return f"an island tile of {island_name(d, island_of_recess(d, m.recess_at[h]))}"
    return "open sea"


def island_of_recess(d: GameData, recess: int) -> int:
    return d.map.anchor_island[d.map.recess_anchors[recess][0]]


def slot_name(d: GameData, slot: int) -> str:
    """A settlement space: "meadow 2", or a landscape by its kind: "forest 1"."""
    meadows = d.s.meadows
    if slot < meadows:
        return f"meadow {slot + 1}"
    kinds = d.s.landscape_kinds
    kind = kinds[slot - meadows]
    same = kinds[: slot - meadows].count(kind)
    return f"{kind} {same + 1}"


def goods_words(d: GameData, cost: tuple[int, ...]) -> str:
    """ "1 wood, 1 cloth and 1 tool" for a goods vector."""
    parts = [f"{n} {good}" for good, n in zip(d.goods, cost, strict=True) if n]
    if not parts:
        return "nothing"
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def exchange_words(d: GameData, t: Trade) -> str:
    """An exchange benefit: "pay 3 of one good for 1 other good"."""
    if t.give_gold:
        give = f"{t.give_gold} gold"
    elif t.give_good >= 0:
        give = f"{t.give_goods} {d.goods[t.give_good]}"
    else:
        give = f"{t.give_goods} of one good" if t.give_goods > 1 else "1 good"
    if t.take_gold:
        take = f"{t.take_gold} gold"
    elif t.take_good >= 0:
        take = f"1 {d.goods[t.take_good]}"
    else:
        take = "1 other good" if not t.give_gold else "1 good of your choice"
    return f"pay {give} for {take}, once a turn"


def building_benefit(d: GameData, b: Building) -> str:
    """What a building gives, worded from buildings.toml and settlement.toml."""
    s = d.s
    parts = [
        plural(value, name, many)
        for value, name, many in (
            (b.cannon, "cannon", ""),
            (b.sack, "trade sack", ""),
            (b.content, "contentment", "contentment"),
            (b.sail, "sail", ""),
        )
        if value
    ]
    if b.benefit == "school":
        parts.append(
            f"choose 1 of {s.buy_choose_from} tiles for {s.buy_choose_cost_school} gold "
            f"instead of {s.buy_choose_cost}, once a turn"
        )
    elif b.benefit == "small_shipyard":
        parts.append(f"a ship for {goods_words(d, d.small_shipyard_cost)}, once a turn")
    elif b.benefit == "university":
        parts.append("send an encounter card away and draw the next, once a turn")
    elif b.benefit == "fire_watch":
        parts.append(f"keeps {plural(s.fire_watch_protects, 'goods card')} safe from a fire")
    elif b.benefit == "favour":
        parts.append(f"pay {s.favour_building_cost} gold here for a favour token, once a game")
    if b.trade is not None:
        parts.append(exchange_words(d, b.trade))
    return ", ".join(parts) or "no benefit"


def event_text(d: GameData, event: str) -> str:
    """One event of an event card, worded from settlement.toml."""
    s = d.s
    if event == "fire":
        return (
            f"Fire: whoever holds more than {plural(s.fire_limit, 'goods card')} loses half of "
            f"them (each fire watch keeps {s.fire_watch_protects} safe)."
        )
    if event == "taxes":
        return f"Taxes: everyone takes 1 gold plus 1 per contentment (at most {s.taxes_cap})."
    return (
        f"The Queen's demand: with 2 favour tokens placed you pay {queen_due(2)} gold, "
        f"with 3 or more {queen_due(3)}."
    )


def encounter_text(d: GameData, card: Encounter) -> str:
    """What an encounter card does, worded from cards.toml and settlement.toml."""
    if card.kind == "pirate":
        return (
            f"Pay {card.demand} gold, or fight: a die plus your cannons must reach "
            f"{card.strength} (win {card.reward} gold; a loss sends the ship back)."
        )
    if card.kind == "trader":
        table = d.s.free_trader_gold
        prices = sorted({g for g in table if g > 0})
        return (
            f"Sell one goods card for {' to '.join(str(g) for g in (prices[0], prices[-1]))} "
            "gold: the more trade sacks, the more gold (none without a trade sack)."
        )
    if card.kind == "castaways":
        return "Rescue castaways: 1 gold for each sail."
    return f"A whirlwind: with fewer than {plural(card.sails, 'sail')} the ship is blown back."
