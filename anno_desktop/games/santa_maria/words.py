"""Santa Maria in words, in the language in use: amounts, effects, buildings and tiles named
from the rule data, never by their ids (those stay in saves and logs)."""

from __future__ import annotations

from collections import Counter

from anno_desktop.engine.i18n import N_, _, listing, ngettext
from anno_desktop.games.santa_maria.data import Effect, Tile, rule_data

# The squares a tile holds twice, said as a whole ("two Mines"): a name cannot be put in the
# plural in every language by an ending.
TWICE = {
    "Rd1": N_("two roads"),
    "Wd": N_("two Lumber camps"),
    "Su": N_("two Sugar plantations"),
    "Ge": N_("two Mines"),
    "Sh": N_("two Harbour offices"),
    "Re": N_("two Churches"),
    "Cq": N_("two Forts"),
}


def amount_shown(n: int, what: str) -> str:
    """`n` of a good, coins or points: "1 coin", "3 points", "2 Holz", "1 mince"."""
    # One ngettext asked, not all eight: the log's events word amounts inside apply.
    if what == "coins":
        text = ngettext("{count} coin", "{count} coins", n)
    elif what == "points":
        text = ngettext("{count} point", "{count} points", n)
    elif what == "gem":
        text = ngettext("{count} gem", "{count} gems", n)
    elif what == "colonists":
        text = ngettext("{count} colonist", "{count} colonists", n)
    elif what == "wood":
        text = ngettext("{count} wood", "{count} wood", n)
    elif what == "grain":
        text = ngettext("{count} grain", "{count} grain", n)
    elif what == "sugar":
        text = ngettext("{count} sugar", "{count} sugar", n)
    elif what == "gold":
        text = ngettext("{count} gold", "{count} gold", n)
    else:
        return f"{n} {what}"
    return text.format(count=n)


def cost_shown(cost: tuple[str, ...] | list[str]) -> str:
    """A price as amounts in the order printed: "2 wood and 1 grain"; "nothing" when free."""
    parts = [amount_shown(n, what) for what, n in Counter(cost).items()]
    return listing(parts) if parts else _("nothing")


def either(goods: tuple[str, ...] | list[str]) -> str:
    """One of several goods: "1 sugar or 1 gem"."""
    text = amount_shown(1, goods[0]) if goods else ""
    for good in goods[1:]:
        text = _("{first} or {other}").format(first=text, other=amount_shown(1, good))
    return text


def effect_shown(effect: Effect) -> str:
    """What one printed effect does, as a phrase after "to" or a colon."""
    if effect.kind == "gain":
        return _("gain {goods}").format(goods=amount_shown(effect.n, effect.what or ""))
    if effect.kind == "trade":
        got = amount_shown(effect.n, effect.what or "")
        return _("pay {paid} for {got}").format(paid=either(effect.pay), got=got)
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


def building_name(code: str) -> str:
    """A building's name from buildings.toml."""
    return _(rule_data().buildings[code].name)


def square_name(code: str) -> str:
    """A building's name, or a road with its colonists."""
    roads = rule_data().roads
    if code in roads:
        n = roads[code]
        return ngettext("Road with {count} colonist", "Road with {count} colonists", n).format(
            count=n
        )
    return building_name(code)


def _in_tile(code: str, n: int) -> str:
    """`n` squares of one kind as a tile lists them: "a road", "an Inn", "two Mines"."""
    roads = rule_data().roads
    if n > 1:
        if code in TWICE and n == 2:
            return _(TWICE[code])
        return _("{building} ({count} squares)").format(count=n, building=square_name(code))
    if code in roads:
        colonists = roads[code]
        if colonists == 1:
            return _("a road")
        return ngettext(
            "a road with {count} colonist", "a road with {count} colonists", colonists
        ).format(count=colonists)
    name = rule_data().buildings[code].name
    # Translators: {building} is a building's name; English puts "a" or "an" before it.
    word = _("an {building}") if name[0].lower() in "aeiou" else _("a {building}")
    return word.format(building=building_name(code))


def tile_name(tile: Tile) -> str:
    """A tile by its shape and what it carries: "the L-shaped tile with a road, a Farm and a
    Mine", "the straight tile with two Lumber camps"."""
    if tile.kind == "road":
        return _("a road tile")
    squares = listing([_in_tile(code, n) for code, n in Counter(tile.cells).items()])
    if tile.kind == "town_hall":
        # Translators: {squares} lists the buildings and roads on the tile ("a Farm and a road").
        return _("the Town Hall with {squares}").format(squares=squares)
    if tile.shape == "L":
        return _("the L-shaped tile with {squares}").format(squares=squares)
    return _("the straight tile with {squares}").format(squares=squares)
