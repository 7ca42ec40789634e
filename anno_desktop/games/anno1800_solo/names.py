"""What things are called on the table and in the log: tiles, cards, spaces, resources, effects.

Ids (FW28, H11, OW01) stay in saves and developer output; players read these names instead.
"""

from __future__ import annotations

from anno_desktop.engine.words import plural
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.state import BOTTOM, MIDDLE, SEA, TOP, Space

ROW_NAMES = {TOP: "top land", MIDDLE: "middle land", BOTTOM: "coast", SEA: "sea"}
DECK_NAMES = {
    "FW": "farmer/worker card",
    "AEI": "artisan/engineer/investor card",
    "NW": "New World card",
}
TOKEN_NAMES = {"expl": "exploration token", "trade": "trade token"}
EFFECT_WORDS = {
    "gain_farmer2": "gain 2 farmers",
    "gain_worker2": "gain 2 workers",
    "gain_artisan": "gain an artisan",
    "gain_engineer": "gain an engineer",
    "upgrade_farmers": "up to 3 free upgrades of farmers",
    "upgrade_workers": "up to 3 free upgrades of workers",
    "trade3": "3 trade tokens this turn",
    "trade6": "6 trade tokens this turn",
    "expl3": "3 exploration tokens this turn",
    "gold4": "gain 4 gold",
    "gold2": "gain 2 gold",
    "gold2_trade4": "2 gold and 4 trade tokens",
    "expeditions2": "take 2 expedition cards",
    "return2": "return up to 2 hand cards",
    "extra": "an extra action",
    "nwpick": "one New World good of your choice",
}


def article(word: str) -> str:
    """ "an artisan", "a worker"."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def resource_name(resource: str) -> str:
    """ "steel beams", "exploration token"."""
    return TOKEN_NAMES.get(resource, resource.replace("_", " "))


def items_words(items: list[str] | tuple[str, ...]) -> str:
    """A cost in words, equal items counted: "2 x timber, bricks" (with a times sign)."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    parts = [
        f"{n} \u00d7 {resource_name(item)}" if n > 1 else resource_name(item)
        for item, n in counts.items()
    ]
    return ", ".join(parts) or "nothing"


def tile_name(tile: str) -> str:
    """ "Sawmill", "Brickworks (alt.)", "Shipyard 2", "Trade ship 1"."""
    d = game_data()
    if tile in d.industries:
        return d.industries[tile].name
    if tile in d.preprinted:
        return d.preprinted[tile].name
    ship = d.ships.get(tile)
    if ship is None:
        return tile.replace("_", " ")
    kind = "Shipyard" if ship.kind == "shipyard" else f"{ship.kind.capitalize()} ship"
    return f"{kind} {ship.strength}"


def card_name(card: str) -> str:
    """A population card by what it asks for: "Sausage and soap", "6 exploration tokens"."""
    cost = game_data().cards[card].cost
    tokens = [c for c in cost if c in TOKEN_NAMES]
    goods = [resource_name(c) for c in cost if c not in TOKEN_NAMES]
    kinds = sorted(set(tokens))
    goods += [plural(tokens.count(k), TOKEN_NAMES[k]) for k in kinds]
    text = goods[0] if len(goods) == 1 else ", ".join(goods[:-1]) + " and " + goods[-1]
    return text[:1].upper() + text[1:]


def effect_words(effect: str) -> str:
    return EFFECT_WORDS.get(effect, effect.replace("_", " "))


def island_name(island: int) -> str:
    return "Home island" if island == 0 else f"Old World {island}"


def space_name(sp: Space) -> str:
    """ "Home island, top land 1", "Old World 2, sea 1"."""
    same_row = 1 + sp.col
    return f"{island_name(sp.island)}, {ROW_NAMES[sp.row]} {same_row}"


def old_world_name(island: str) -> str:
    """An Old World island by its bonus: "the island with 2 farmers"."""
    d = game_data()
    o = d.old_world[island]
    bonus = [plural(n, tier) for tier, n in o.gain_cubes.items()]
    if o.preprinted:
        bonus.append(article(tile_name(o.preprinted)))
    if o.expeditions:
        bonus.append(plural(o.expeditions, "expedition card"))
    return "the island with " + " and ".join(bonus) if bonus else "an island"


def new_world_name(island: str) -> str:
    """A New World island by its raw materials: "the island of cotton, cocoa and tobacco"."""
    raws = [resource_name(r) for r in game_data().new_world[island].raw]
    return "the island of " + (", ".join(raws[:-1]) + " and " + raws[-1] if raws else "nothing")
