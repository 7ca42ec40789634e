"""Places, tiles and cards of Anno 1701 in a player's words, worded from the rule data.

Internal ids (anchors "A24", recesses "R07", cards "E03") stay in saves and developer output;
everything a player reads names the thing: "the north-east anchor of the middle island".
Every text goes through the catalogues (engine/i18n.py) when it is made; the names from the
rule files through `_(name)`.
"""

from __future__ import annotations

import math

from anno_desktop.engine.i18n import N_, _, language, ngettext
from anno_desktop.engine.i18n import listing as i18n_listing
from anno_desktop.games.anno1701.data import GOLD, Building, Encounter, GameData, IslandTile, Trade
from anno_desktop.games.anno1701.favour import queen_due

COMPASS = (
    N_("north"),
    N_("north-east"),
    N_("east"),
    N_("south-east"),
    N_("south"),
    N_("south-west"),
    N_("west"),
    N_("north-west"),
)
TILE_WORDS = {
    "gold": N_("gold field"),
    "tobacco": N_("tobacco field"),
    "sugarcane": N_("sugar cane field"),
    "forest": N_("forest"),
    "pasture": N_("pasture"),
    "mountain": N_("mountain"),
    "harbour": N_("harbour"),
    "foreign": N_("foreign people"),
    "clay": N_("clay"),
}
GOLD_WORD = N_("gold")


def good_name(good: str) -> str:
    """A good's name from settlement.toml (or gold) in the player's language."""
    return _(good)


def amount(n: int, good: str) -> str:
    """ "3 wood", "1 gold": a number of goods cards or gold."""
    # Translators: a number of goods cards or gold coins: "3 wood", "1 gold"; {good} is a
    # good's name (wood, brick, tool, cloth, tobacco, rum, gold).
    return _("{count} {good}").format(count=n, good=good_name(good))


def _point(d: GameData, h: int) -> tuple[float, float]:
    """A hex's centre on a pointy-top board with north up (r grows southwards)."""
    q, r = d.map.coords[h]
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def island_name(d: GameData, island: int) -> str:
    return _(d.map.island_names[island])


def anchor_side(d: GameData, anchor: int) -> str:
    """Where an anchor lies seen from the middle of its island: "north-east"."""
    m = d.map
    island = m.anchor_island[anchor]
    recesses = {r for a in m.island_anchors[island] for r in m.anchor_recesses[a]}
    points = [_point(d, m.recess_hex[r]) for r in recesses]
    cx = sum(x for x, _y in points) / len(points)
    cy = sum(y for _x, y in points) / len(points)
    x, y = _point(d, m.anchor_hex[anchor])
    bearing = math.degrees(math.atan2(x - cx, cy - y))  # clockwise from north
    return _(COMPASS[round(bearing / 45) % 8])


def anchor_name(d: GameData, anchor: int) -> str:
    """ "the north-east anchor of the middle island" """
    island = island_name(d, d.map.anchor_island[anchor])
    # Translators: {side} is a compass direction ("north-east"), {island} an island's name
    # ("the middle island").
    return _("the {side} anchor of {island}").format(side=anchor_side(d, anchor), island=island)


def tile_name(tile: IslandTile) -> str:
    """An island tile's face: "tobacco field 5", "harbour with 2 cannons"."""
    word = _(TILE_WORDS.get(tile.kind, tile.kind))
    if tile.number:
        # Translators: an island tile and its producing number: "tobacco field 5".
        return _("{tile} {number}").format(tile=word, number=tile.number)
    if tile.cannon:
        return ngettext(
            "{tile} with {count} cannon", "{tile} with {count} cannons", tile.cannon
        ).format(tile=word, count=tile.cannon)
    if tile.sack:
        return ngettext(
            "{tile} with {count} trade sack", "{tile} with {count} trade sacks", tile.sack
        ).format(tile=word, count=tile.sack)
    return word


def tile_benefit(d: GameData, tile: IslandTile) -> str:
    """What a colony beside the tile brings its owner, from islands.toml."""
    if tile.number:
        good = GOLD if tile.yield_good == -1 else d.goods[tile.yield_good]
        return _("{amount} on a roll of {number} to each player with a colony beside it").format(
            amount=amount(1, good), number=tile.number
        )
    if tile.cannon:
        return ngettext(
            "{count} cannon to each player with a colony beside it",
            "{count} cannons to each player with a colony beside it",
            tile.cannon,
        ).format(count=tile.cannon)
    if tile.sack:
        return ngettext(
            "{count} trade sack to each player with a colony beside it",
            "{count} trade sacks to each player with a colony beside it",
            tile.sack,
        ).format(count=tile.sack)
    return _("nothing")


def hex_name(d: GameData, h: int) -> str:
    """A sea hex as a player names it: the start, an anchor, a question mark or open sea."""
    m = d.map
    if h == m.start:
        return _("the start harbour")
    if m.anchor_at[h] >= 0:
        return anchor_name(d, m.anchor_at[h])
    if m.question[h]:
        return _("a question mark")
    if m.recess_at[h] >= 0:
        island = island_name(d, island_of_recess(d, m.recess_at[h]))
        return _("an island tile of {island}").format(island=island)
    return _("open sea")


def island_of_recess(d: GameData, recess: int) -> int:
    return d.map.anchor_island[d.map.recess_anchors[recess][0]]


def slot_name(d: GameData, slot: int) -> str:
    """A settlement space: "meadow 2", or a landscape by its kind: "forest 1"."""
    meadows = d.s.meadows
    if slot < meadows:
        return _("meadow {number}").format(number=slot + 1)
    kinds = d.s.landscape_kinds
    kind = kinds[slot - meadows]
    same = kinds[: slot - meadows].count(kind)
    # Translators: a landscape space of the settlement board: "forest 1", "clay 2".
    return _("{landscape} {number}").format(landscape=_(TILE_WORDS[kind]), number=same + 1)


def goods_words(d: GameData, cost: tuple[int, ...]) -> str:
    """ "1 wood, 1 cloth and 1 tool" for a goods vector."""
    parts = [amount(n, good) for good, n in zip(d.goods, cost, strict=True) if n]
    return i18n_listing(parts) if parts else _("nothing")


def exchange_words(d: GameData, t: Trade) -> str:
    """An exchange benefit: "pay 3 of one good for 1 other good"."""
    if t.give_gold:
        give = amount(t.give_gold, GOLD)
    elif t.give_good >= 0:
        give = amount(t.give_goods, d.goods[t.give_good])
    elif t.give_goods > 1:
        give = _("{count} of one good").format(count=t.give_goods)
    else:
        give = _("1 good")
    if t.take_gold:
        take = amount(t.take_gold, GOLD)
    elif t.take_good >= 0:
        take = amount(1, d.goods[t.take_good])
    else:
        take = _("1 other good") if not t.give_gold else _("1 good of your choice")
    # Translators: an exchange with the supply: {give} and {take} are amounts ("3 of one
    # good", "1 gold", "1 other good").
    return _("pay {give} for {take}, once a turn").format(give=give, take=take)


def _symbols(b: Building) -> list[str]:
    parts = []
    if b.cannon:
        parts.append(ngettext("{count} cannon", "{count} cannons", b.cannon).format(count=b.cannon))
    if b.sack:
        parts.append(
            ngettext("{count} trade sack", "{count} trade sacks", b.sack).format(count=b.sack)
        )
    if b.content:
        parts.append(_("{count} contentment").format(count=b.content))
    if b.sail:
        parts.append(ngettext("{count} sail", "{count} sails", b.sail).format(count=b.sail))
    return parts


def building_benefit(d: GameData, b: Building) -> str:
    """What a building gives, worded from buildings.toml and settlement.toml."""
    s = d.s
    parts = _symbols(b)
    if b.benefit == "school":
        parts.append(
            _("choose 1 of {count} tiles for {cost} gold instead of {usual}, once a turn").format(
                count=s.buy_choose_from, cost=s.buy_choose_cost_school, usual=s.buy_choose_cost
            )
        )
    elif b.benefit == "small_shipyard":
        parts.append(
            _("a ship for {cost}, once a turn").format(cost=goods_words(d, d.small_shipyard_cost))
        )
    elif b.benefit == "university":
        parts.append(_("send an encounter card away and draw the next, once a turn"))
    elif b.benefit == "fire_watch":
        n = s.fire_watch_protects
        parts.append(
            ngettext(
                "keeps {count} goods card safe from a fire",
                "keeps {count} goods cards safe from a fire",
                n,
            ).format(count=n)
        )
    elif b.benefit == "favour":
        parts.append(
            _("pay {cost} gold here for a favour token, once a game").format(
                cost=s.favour_building_cost
            )
        )
    if b.trade is not None:
        parts.append(exchange_words(d, b.trade))
    return ", ".join(parts) or _("no benefit")


def event_text(d: GameData, event: str) -> str:
    """One event of an event card, worded from settlement.toml."""
    s = d.s
    if event == "fire":
        return ngettext(
            "Fire: whoever holds more than {limit} goods card loses half of them (each fire "
            "watch keeps {kept} safe).",
            "Fire: whoever holds more than {limit} goods cards loses half of them (each fire "
            "watch keeps {kept} safe).",
            s.fire_limit,
        ).format(limit=s.fire_limit, kept=s.fire_watch_protects)
    if event == "taxes":
        return _("Taxes: everyone takes 1 gold plus 1 per contentment (at most {most}).").format(
            most=s.taxes_cap
        )
    return _(
        "The Queen's demand: with 2 favour tokens placed you pay {two} gold, with 3 or more "
        "{three}."
    ).format(two=queen_due(2), three=queen_due(3))


def encounter_text(d: GameData, card: Encounter) -> str:
    """What an encounter card does, worded from cards.toml and settlement.toml."""
    if card.kind == "pirate":
        return _(
            "Pay {demand} gold, or fight: a die plus your cannons must reach {strength} (win "
            "{reward} gold; a loss sends the ship back)."
        ).format(demand=card.demand, strength=card.strength, reward=card.reward)
    if card.kind == "trader":
        table = d.s.free_trader_gold
        prices = sorted({g for g in table if g > 0})
        return _(
            "Sell one goods card for {low} to {high} gold: the more trade sacks, the more gold "
            "(none without a trade sack)."
        ).format(low=prices[0], high=prices[-1])
    if card.kind == "castaways":
        return _("Rescue castaways: 1 gold for each sail.")
    return ngettext(
        "A whirlwind: with fewer than {count} sail the ship is blown back.",
        "A whirlwind: with fewer than {count} sails the ship is blown back.",
        card.sails,
    ).format(count=card.sails)


def upper_first(text: str) -> str:
    """The text with its first letter a capital (str.capitalize would lower the rest: German
    nouns keep theirs)."""
    return text[:1].upper() + text[1:]


def lower_first(text: str) -> str:
    """A name inside a sentence: its first letter small in English ("weak pirate"); German
    nouns keep their capitals."""
    if language() == "de":
        return text
    return text[:1].lower() + text[1:]
