"""What Anno 1800 solo's pieces look like on the table: icons for products, ships and worker
tiers, tier colours, and card effects in plain words."""

from __future__ import annotations

from anno_desktop.games.anno1800_solo.data import game_data

# Island rows from the top of the picture: top land, middle land, coast, sea.
ROW_ORDER = (3, 2, 1, 0)
KIND_COLOURS = {"land": (214, 200, 150), "coast": (222, 196, 140), "sea": (70, 128, 166)}
PRODUCT_ICONS = {
    "timber": "log",
    "bricks": "clay-brick",
    "coal": "coal-wagon",
    "steel_beams": "steel-door",
    "sails": "sail",
    "grain": "wheat",
    "potatoes": "potato",
    "pigs": "pig",
    "wool": "wool",
    "beer": "beer-stein",
    "bread": "bread",
    "sausage": "sausage",
    "schnapps": "beer-bottle",
    "work_clothes": "shirt",
    "soap": "soap",
    "canned_meat": "meat",
    "glass": "glass-ball",
    "windows": "window",
    "champagne": "glass-celebration",
    "chocolate": "chocolate-bar",
    "cigars": "cigar",
    "coffee": "coffee-cup",
    "steam_engines": "steam-locomotive",
    "steam_carriages": "steam-locomotive",
    "light_bulbs": "light-bulb",
    "pocket_watches": "pocket-watch",
    "sewing_machines": "sewing-machine",
    "dynamite": "dynamite",
    "cannons": "cannon",
    "artillery": "artillery-shell",
    "brass": "brass-eye",
    "glasses": "brass-eye",
    "fur_coats": "fox-head",
    "rum": "barrel",
    "gramophones": "musical-notes",
    "penny_farthings": "gears",
    "cotton_fabric": "clothes",
    "goods": "cardboard-box",
    "trade": "trade",
    "expl": "compass",
    "cotton": "clothes",
    "coffee_beans": "coffee-cup",
    "sugar_cane": "sugar-cane",
    "tobacco": "cigar",
    "cocoa": "chocolate-bar",
    "rubber": "barrel",
}
SHIP_ICONS = {"trade": "cargo-ship", "exploration": "sailboat", "shipyard": "harbor-dock"}
TIER_ICONS = {
    "farmer": "farmer",
    "worker": "miner",
    "artisan": "anvil",
    "engineer": "gears",
    "investor": "top-hat",
}


def tile_look(tile: str) -> tuple[str, str]:
    """(icon, name) of whatever lies on a space."""
    d = game_data()
    if tile in d.ships:
        ship = d.ships[tile]
        return SHIP_ICONS.get(ship.kind, "sailboat"), f"{ship.kind.capitalize()} {ship.strength}"
    if tile in d.industries:
        industry = d.industries[tile]
        return PRODUCT_ICONS.get(industry.product, "factory"), industry.name
    if tile in d.preprinted:
        printed = d.preprinted[tile]
        return PRODUCT_ICONS.get(printed.product, "factory"), printed.name
    return "factory", tile.replace("_", " ")


def pretty(word: str) -> str:
    return word.replace("_", " ")


# Blueprint bands by the tier that works there (ships in sea blue).
TIER_COLOURS = {
    "farmer": (92, 128, 60),
    "worker": (58, 98, 150),
    "artisan": (160, 62, 50),
    "engineer": (112, 78, 140),
    "investor": (176, 134, 44),
    "ship": (40, 110, 140),
}
EFFECT_WORDS = {
    "gain_farmer2": "gain 2 farmers",
    "gain_worker2": "gain 2 workers",
    "gain_artisan": "gain an artisan",
    "gain_engineer": "gain an engineer",
    "upgrade_farmers": "free upgrades of farmers",
    "upgrade_workers": "free upgrades of workers",
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


def effect_words(effect: str) -> str:
    return EFFECT_WORDS.get(effect, pretty(effect))


def tier_of(tile: str) -> str:
    """Who works a tile ("ship" for ships and shipyards)."""
    d = game_data()
    if tile in d.industries:
        return d.industries[tile].works
    if tile in d.preprinted:
        return d.preprinted[tile].works
    return "ship"
