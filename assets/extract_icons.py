"""Copy the named game-icons.net icons out of the npm package into assets/icons/*.svg.

Usage: python assets/extract_icons.py PATH/TO/@iconify-json/game-icons/icons.json
(`npm install @iconify-json/game-icons` fetches it). The icons keep `currentColor`, which the
UI replaces with the tint it needs before loading them with `pygame.image.load_sized_svg`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ICONS = [
    "anchor",
    "cargo-ship",
    "sailboat",
    "sail",
    "cannon",
    "pirate-flag",
    "tornado",
    "coins",
    "log",
    "clay-brick",
    "anvil",
    "wool",
    "sheep",
    "sugar-cane",
    "barrel",
    "wheat",
    "bread",
    "church",
    "theater",
    "castle",
    "crown",
    "queen-crown",
    "fire",
    "harbor-dock",
    "island",
    "palm-tree",
    "compass",
    "scroll-unfurled",
    "chest",
    "factory",
    "hourglass",
    "save",
    "open-book",
    "settings-knobs",
    "exit-door",
    "return-arrow",
    "person",
    "robot-golem",
    "trash-can",
    "quill-ink",
    "podium-winner",
    "laurels-trophy",
    "rule-book",
    "hamburger-menu",
    "dice-six-faces-one",
    "dice-six-faces-two",
    "dice-six-faces-three",
    "dice-six-faces-four",
    "dice-six-faces-five",
    "dice-six-faces-six",
    "cut-diamond",
    "gold-bar",
    "road",
    "meeple",
    "holy-symbol",
    "stone-tower",
    "shop",
    "trade",
    "monk-face",
    "round-star",
    "galleon",
    "village",
    "crossed-swords",
    "stone-path",
    "coal-wagon",
    "beer-stein",
    "sausage",
    "potato",
    "pig",
    "glass-celebration",
    "chocolate-bar",
    "cigar",
    "coffee-cup",
    "steam-locomotive",
    "gears",
    "light-bulb",
    "pocket-watch",
    "soap",
    "sewing-machine",
    "dynamite",
    "steel-door",
    "window",
    "brass-eye",
    "top-hat",
    "farmer",
    "miner",
    "shirt",
    "fox-head",
    "artillery-shell",
    "meat",
    "beer-bottle",
    "wine-bottle",
    "musical-notes",
    "clothes",
    "wood-beam",
    "cardboard-box",
    "treasure-map",
    "stack",
    "glass-ball",
    "brick-wall",
]

OUT = Path(__file__).resolve().parent / "icons"


def main(icons_json: str) -> int:
    data = json.loads(Path(icons_json).read_text())
    width, height = data.get("width", 512), data.get("height", 512)
    OUT.mkdir(exist_ok=True)
    for name in ICONS:
        body = data["icons"][name]["body"]
        svg = (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}">{body}</svg>\n'
        )
        (OUT / f"{name}.svg").write_text(svg)
    print(f"wrote {len(ICONS)} icons to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
