"""Santa Maria in words: amounts, effects, buildings and tiles named from the rule data, never
by their ids (those stay in saves and logs)."""

from __future__ import annotations

from collections import Counter

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.i18n import listing as i18n_listing
from anno_desktop.engine.words import plural
from anno_desktop.games.santa_maria.data import Effect, Tile, rule_data

# Goods counted one by one take a plural; wood, grain, sugar and gold do not.
COUNTED = {"coins": "coin", "points": "point", "gem": "gem", "colonists": "colonist"}
NUMBERS = {2: "two", 3: "three"}


def amount(n: int, what: str) -> str:
    """`n` of a good, coins or points: "1 coin", "3 points", "2 gems", "2 wood"."""
    word = COUNTED.get(what)
    return plural(n, word) if word else f"{n} {what}"


def cost_text(cost: tuple[str, ...] | list[str]) -> str:
    """A price as amounts in the order printed: "2 wood and 1 grain"; "nothing" when free."""
    parts = [amount(n, what) for what, n in Counter(cost).items()]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def either(goods: tuple[str, ...] | list[str]) -> str:
    """One of several goods: "1 sugar or 1 gem"."""
    return " or ".join(amount(1, g) for g in goods)


def effect_text(effect: Effect) -> str:
    """What one printed effect does, as a phrase after "to" or a colon."""
    if effect.kind == "gain":
        return f"gain {amount(effect.n, effect.what or '')}"
    if effect.kind == "trade":
        return f"pay {either(effect.pay)} for {amount(effect.n, effect.what or '')}"
    return {
        "religion": "one step on the religion track",
        "conquistador": "one step on the conquistador track",
        "ship": "ship one shipment",
        "road": "place a road tile",
    }[effect.kind]


def effects_text(effects: tuple[Effect, ...]) -> str:
    return ", then ".join(effect_text(e) for e in effects)


def square_name(code: str) -> str:
    """A building's name, or a road with its colonists."""
    data = rule_data()
    if code in data.roads:
        return f"Road with {amount(data.roads[code], 'colonists')}"
    return data.buildings[code].name


def _names_plural(name: str) -> str:
    if name.endswith(("ch", "sh", "s", "x")):
        return name + "es"
    if name.endswith("y") and name[-2] not in "aeiou":
        return name[:-1] + "ies"
    return name + "s"


def _in_tile(code: str) -> str:
    """A square as a tile lists it: a road of one colonist is just "road"."""
    data = rule_data()
    if code in data.roads:
        n = data.roads[code]
        return "road" if n == 1 else f"road with {amount(n, 'colonists')}"
    return data.buildings[code].name


def listing(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def tile_name(tile: Tile) -> str:
    """A tile by its shape and what it carries: "the L-shaped tile with a road, a Farm and a
    Mine", "the straight tile with two Lumber camps"."""
    if tile.kind == "road":
        return "a road tile"
    counts = Counter(_in_tile(c) for c in tile.cells)
    parts = []
    for name, n in counts.items():
        if n == 1:
            parts.append(("an " if name[0].lower() in "aeiou" else "a ") + name)
        else:
            parts.append(f"{NUMBERS[n]} {_names_plural(name)}")
    squares = listing(parts)
    if tile.kind == "town_hall":
        return f"the Town Hall with {squares}"
    shape = "L-shaped" if tile.shape == "L" else "straight"
    return f"the {shape} tile with {squares}"


def board_name(board_id: str) -> str:
    board = rule_data().boards[board_id]
    return f"the colony {board.name}" if board.side == "A" else "the side-B colony"


# -- the same in the language in use, for the table's labels and tooltips ---------------------
# (the log and the moves' descriptions keep the English forms above, whole sentences of the
# rules' own words).


def amount_shown(n: int, what: str) -> str:
    """`n` of a good, coins or points in the language in use: "2 Holz", "1 mince"."""
    forms = {
        "coins": ngettext("{count} coin", "{count} coins", n),
        "points": ngettext("{count} point", "{count} points", n),
        "gem": ngettext("{count} gem", "{count} gems", n),
        "colonists": ngettext("{count} colonist", "{count} colonists", n),
        "wood": ngettext("{count} wood", "{count} wood", n),
        "grain": ngettext("{count} grain", "{count} grain", n),
        "sugar": ngettext("{count} sugar", "{count} sugar", n),
        "gold": ngettext("{count} gold", "{count} gold", n),
    }
    return forms[what].format(count=n) if what in forms else f"{n} {what}"


def cost_shown(cost: tuple[str, ...] | list[str]) -> str:
    """A price in the language in use: "2 Holz und 1 Getreide"; "nichts" when free."""
    parts = [amount_shown(n, what) for what, n in Counter(cost).items()]
    return i18n_listing(parts) if parts else _("nothing")


def effect_shown(effect: Effect) -> str:
    """What one printed effect does, in the language in use."""
    if effect.kind == "gain":
        return _("gain {goods}").format(goods=amount_shown(effect.n, effect.what or ""))
    if effect.kind == "trade":
        paid = amount_shown(1, effect.pay[0])
        for good in effect.pay[1:]:
            paid = _("{first} or {other}").format(first=paid, other=amount_shown(1, good))
        got = amount_shown(effect.n, effect.what or "")
        return _("pay {paid} for {got}").format(paid=paid, got=got)
    return {
        "religion": _("one step on the religion track"),
        "conquistador": _("one step on the conquistador track"),
        "ship": _("ship one shipment"),
        "road": _("place a road tile"),
    }[effect.kind]


def effects_shown(effects: tuple[Effect, ...]) -> str:
    text = effect_shown(effects[0]) if effects else ""
    for effect in effects[1:]:
        text = _("{first}, then {then}").format(first=text, then=effect_shown(effect))
    return text
