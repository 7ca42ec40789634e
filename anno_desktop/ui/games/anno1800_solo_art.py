"""What Anno 1800 solo's pieces look like on the table: icons for products, ships and worker
tiers, and tier colours, keyed by what the table model says lies there; what a mission takes
off the board is greyed and struck through."""

from __future__ import annotations

import pygame

from anno_desktop.engine.table import Absent, Place
from anno_desktop.games.anno1800_solo.table import TilePlace

ISLAND_LINES = 4  # top land, middle land, coast, sea (the table's `line`)
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


BANNED = (150, 60, 50)


def unavailable(place: Place) -> bool:
    """The mission takes this off the board (the table marks its reason `Absent`)."""
    return isinstance(place.why_not, Absent)


def draw_ban(surface: pygame.Surface, box: pygame.Rect, width: int) -> None:
    """Greyed over, and struck through from corner to corner: not in this mission."""
    veil = pygame.Surface(box.size, pygame.SRCALPHA)
    veil.fill((214, 204, 182, 150))
    surface.blit(veil, box.topleft)
    pygame.draw.line(surface, BANNED, box.bottomleft, box.topright, max(1, width))


def tile_icon(place: TilePlace) -> str:
    """The icon of whatever lies on a space or a blueprint: its product, or its kind of ship."""
    if place.ship:
        return SHIP_ICONS.get(place.ship, "sailboat")
    return PRODUCT_ICONS.get(place.product, "factory")


def band(place: TilePlace) -> str:
    """Who works a tile, for its colour band ("ship" for ships and shipyards)."""
    return place.works or "ship"


# Blueprint bands by the tier that works there (ships in sea blue).
TIER_COLOURS = {
    "farmer": (92, 128, 60),
    "worker": (58, 98, 150),
    "artisan": (160, 62, 50),
    "engineer": (112, 78, 140),
    "investor": (176, 134, 44),
    "ship": (40, 110, 140),
}
# Card bands by deck.
DECK_COLOURS = {
    "FW": TIER_COLOURS["farmer"],
    "AEI": TIER_COLOURS["artisan"],
    "NW": TIER_COLOURS["ship"],
}
