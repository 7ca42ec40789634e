"""What things are called on the table and in the log: tiles, cards, spaces, resources, effects.

Ids (FW28, H11, OW01) stay in saves and developer output; players read these names instead,
in the player's language: the tables below are marked with N_ and translated where shown.
"""

from __future__ import annotations

from anno_desktop.engine.i18n import N_, _, listing, ngettext
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.state import BOTTOM, MIDDLE, SEA, TOP, Space

ROW_NAMES = {TOP: N_("top land"), MIDDLE: N_("middle land"), BOTTOM: N_("coast"), SEA: N_("sea")}
DECK_NAMES = {
    "FW": N_("farmer/worker card"),
    "AEI": N_("artisan/engineer/investor card"),
    "NW": N_("New World card"),
}
# The decks by themselves, as a mission's goal or briefing names them.
DECK_SHORT = {
    "FW": N_("farmer/worker"),
    "AEI": N_("artisan/engineer/investor"),
    "NW": N_("New World"),
}
TOKEN_NAMES = {"expl": N_("exploration token"), "trade": N_("trade token")}
TIER_NAMES = {
    "farmer": N_("farmer"),
    "worker": N_("worker"),
    "artisan": N_("artisan"),
    "engineer": N_("engineer"),
    "investor": N_("investor"),
}
# One cube of a tier with its article, as a sentence names it.
TIER_ONE = {
    "farmer": N_("a farmer"),
    "worker": N_("a worker"),
    "artisan": N_("an artisan"),
    "engineer": N_("an engineer"),
    "investor": N_("an investor"),
}
RESOURCE_NAMES = {
    "timber": N_("timber"),
    "coal": N_("coal"),
    "bricks": N_("bricks"),
    "goods": N_("goods"),
    "steel_beams": N_("steel beams"),
    "sails": N_("sails"),
    "beer": N_("beer"),
    "bread": N_("bread"),
    "schnapps": N_("schnapps"),
    "glass": N_("glass"),
    "sausage": N_("sausage"),
    "soap": N_("soap"),
    "canned_meat": N_("canned meat"),
    "work_clothes": N_("work clothes"),
    "cotton_fabric": N_("cotton fabric"),
    "brass": N_("brass"),
    "windows": N_("windows"),
    "champagne": N_("champagne"),
    "glasses": N_("glasses"),
    "pocket_watches": N_("pocket watches"),
    "sewing_machines": N_("sewing machines"),
    "coffee": N_("coffee"),
    "fur_coats": N_("fur coats"),
    "dynamite": N_("dynamite"),
    "cannons": N_("cannons"),
    "rum": N_("rum"),
    "cigars": N_("cigars"),
    "chocolate": N_("chocolate"),
    "steam_engines": N_("steam engines"),
    "steam_carriages": N_("steam carriages"),
    "penny_farthings": N_("penny farthings"),
    "light_bulbs": N_("light bulbs"),
    "gramophones": N_("gramophones"),
    "artillery": N_("artillery"),
    "cotton": N_("cotton"),
    "cocoa": N_("cocoa"),
    "tobacco": N_("tobacco"),
    "coffee_beans": N_("coffee beans"),
    "rubber": N_("rubber"),
    "sugar_cane": N_("sugar cane"),
    "grain": N_("grain"),
    "potatoes": N_("potatoes"),
    "pigs": N_("pigs"),
    "wool": N_("wool"),
}
EFFECT_WORDS = {
    "gain_farmer2": N_("gain 2 farmers"),
    "gain_worker2": N_("gain 2 workers"),
    "gain_artisan": N_("gain an artisan"),
    "gain_engineer": N_("gain an engineer"),
    "upgrade_farmers": N_("up to 3 free upgrades of farmers"),
    "upgrade_workers": N_("up to 3 free upgrades of workers"),
    "trade3": N_("3 trade tokens this turn"),
    "trade6": N_("6 trade tokens this turn"),
    "expl3": N_("3 exploration tokens this turn"),
    "gold4": N_("gain 4 gold"),
    "gold2": N_("gain 2 gold"),
    "gold2_trade4": N_("2 gold and 4 trade tokens"),
    "expeditions2": N_("take 2 expedition cards"),
    "return2": N_("return up to 2 hand cards"),
    "extra": N_("an extra action"),
    "nwpick": N_("one New World good of your choice"),
}


def tier_name(tier: str) -> str:
    """ "farmer", "investor": a tier by itself (a label, a column heading)."""
    return _(TIER_NAMES[tier]) if tier in TIER_NAMES else tier


def article(word: str) -> str:
    """ "an artisan", "a worker": one cube of a tier."""
    return _(TIER_ONE[word]) if word in TIER_ONE else word


def tiers(n: int, tier: str) -> str:
    """ "1 farmer", "3 investors"."""
    if tier == "farmer":
        text = ngettext("{count} farmer", "{count} farmers", n)
    elif tier == "worker":
        text = ngettext("{count} worker", "{count} workers", n)
    elif tier == "artisan":
        text = ngettext("{count} artisan", "{count} artisans", n)
    elif tier == "engineer":
        text = ngettext("{count} engineer", "{count} engineers", n)
    else:
        text = ngettext("{count} investor", "{count} investors", n)
    return text.format(count=n)


def tokens(n: int, kind: str) -> str:
    """ "1 trade token", "3 exploration tokens"."""
    if kind == "trade":
        text = ngettext("{count} trade token", "{count} trade tokens", n)
    else:
        text = ngettext("{count} exploration token", "{count} exploration tokens", n)
    return text.format(count=n)


def deck_cards(n: int, deck: str) -> str:
    """ "1 farmer/worker card", "3 New World cards"."""
    if deck == "FW":
        text = ngettext("{count} farmer/worker card", "{count} farmer/worker cards", n)
    elif deck == "AEI":
        text = ngettext(
            "{count} artisan/engineer/investor card", "{count} artisan/engineer/investor cards", n
        )
    else:
        text = ngettext("{count} New World card", "{count} New World cards", n)
    return text.format(count=n)


def cards(n: int) -> str:
    return ngettext("{count} card", "{count} cards", n).format(count=n)


def expedition_cards(n: int) -> str:
    return ngettext("{count} expedition card", "{count} expedition cards", n).format(count=n)


def resource_name(resource: str) -> str:
    """ "steel beams", "exploration token"."""
    if resource in TOKEN_NAMES:
        return _(TOKEN_NAMES[resource])
    if resource in RESOURCE_NAMES:
        return _(RESOURCE_NAMES[resource])
    return resource.replace("_", " ")


def resources(n: int, resource: str) -> str:
    """ "3 trade tokens", "2 x timber" (with a times sign): a count of one resource."""
    if resource in TOKEN_NAMES:
        return tokens(n, resource)
    return f"{n} \u00d7 {resource_name(resource)}" if n != 1 else f"1 {resource_name(resource)}"


def items_words(items: list[str] | tuple[str, ...]) -> str:
    """A cost in words, equal items counted: "2 x timber, bricks" (with a times sign)."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    parts = [
        f"{n} \u00d7 {resource_name(item)}" if n > 1 else resource_name(item)
        for item, n in counts.items()
    ]
    return ", ".join(parts) or _("nothing")


def tile_name(tile: str) -> str:
    """ "Sawmill", "Brickworks (alt.)", "Shipyard 2", "Trade ship 1"."""
    d = game_data()
    if tile in d.industries:
        return _(d.industries[tile].name)
    if tile in d.preprinted:
        return _(d.preprinted[tile].name)
    ship = d.ships.get(tile)
    if ship is None:
        return tile.replace("_", " ")
    if ship.kind == "shipyard":
        return _("Shipyard {strength}").format(strength=ship.strength)
    if ship.kind == "trade":
        return _("Trade ship {strength}").format(strength=ship.strength)
    return _("Exploration ship {strength}").format(strength=ship.strength)


def card_name(card: str) -> str:
    """A population card by what it asks for: "Sausage and soap", "6 exploration tokens"."""
    cost = game_data().cards[card].cost
    counted = [c for c in cost if c in TOKEN_NAMES]
    goods = [resource_name(c) for c in cost if c not in TOKEN_NAMES]
    goods += [tokens(counted.count(k), k) for k in sorted(set(counted))]
    text = listing(goods)
    return text[:1].upper() + text[1:]


def effect_words(effect: str) -> str:
    return _(EFFECT_WORDS[effect]) if effect in EFFECT_WORDS else effect.replace("_", " ")


def island_name(island: int) -> str:
    if island == 0:
        return _("Home island")
    return _("Old World {number}").format(number=island)


def space_name(sp: Space) -> str:
    """ "Home island, top land 1", "Old World 2, sea 1"."""
    # Translators: {island} is "Home island" or "Old World 2", {row} "top land", "coast" or
    # "sea", {number} the space's place in its row (1, 2, ...).
    return _("{island}, {row} {number}").format(
        island=island_name(sp.island), row=_(ROW_NAMES[sp.row]), number=1 + sp.col
    )


def old_world_name(island: str) -> str:
    """An Old World island by its bonus: "the island with 2 farmers"."""
    d = game_data()
    o = d.old_world[island]
    bonus = [tiers(n, tier) for tier, n in o.gain_cubes.items()]
    if o.preprinted:
        # Translators: a building printed on an Old World island, in the list of its bonus.
        bonus.append(_("a {building}").format(building=tile_name(o.preprinted)))
    if o.expeditions:
        bonus.append(expedition_cards(o.expeditions))
    if not bonus:
        return _("an island")
    # Translators: {bonus} lists what the island gives ("2 farmers", "a Sawmill and 1 expedition
    # card").
    return _("the island with {bonus}").format(bonus=listing(bonus))


def new_world_name(island: str) -> str:
    """A New World island by its raw materials: "the island of cotton, cocoa and tobacco"."""
    raws = [resource_name(r) for r in game_data().new_world[island].raw]
    # Translators: {raws} lists the island's raw materials: "cotton, cocoa and tobacco".
    return _("the island of {raws}").format(raws=listing(raws) or _("nothing"))
