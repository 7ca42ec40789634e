"""A mission's briefing as the UI shows it before the mission and from the table: the goals,
the rulebook's set-up changes, special rules and tips (`rules/anno1800-solo/briefings.toml`),
what the mission makes unavailable and the time stack of each difficulty. Pygame-free."""

from __future__ import annotations

from dataclasses import dataclass

from anno_desktop.games.anno1800_solo.data import TIERS, Mission, game_data
from anno_desktop.games.anno1800_solo.names import DECK_NAMES, plural, resource_name, tile_name


@dataclass(frozen=True, slots=True)
class Briefing:
    """Everything a player reads before a mission, in sections of plain sentences."""

    title: str
    story: str
    goals: tuple[str, ...]
    setup: tuple[str, ...]
    special: tuple[str, ...]
    unavailable: tuple[str, ...]
    stack: dict[str, str]
    tips: tuple[str, ...]


def stack_words(layers: list, difficulty: str) -> str:
    """The time stack top layer first: "15 farmer/worker cards on 10 artisan/… cards"."""
    parts = [plural(getattr(layer, difficulty), DECK_NAMES[layer.deck]) for layer in layers]
    total = sum(getattr(layer, difficulty) for layer in layers)
    return f"{' on '.join(parts)} ({plural(total, 'card')} in all)"


def ships_block(m: Mission | None, strength: int = 1) -> str:
    """What keeps a ship or shipyard of `strength` out of the mission, from its ship limit
    ("no ships and no shipyards"; "" when it is available)."""
    if m is None or strength <= m.max_ship_strength:
        return ""
    if m.max_ship_strength == 0:
        return "no ships and no shipyards"
    return f"no ships or shipyards stronger than {m.max_ship_strength}"


def unavailable(m: Mission) -> tuple[str, ...]:
    """What the mission takes off the board, in words (each greyed on the table too)."""
    d = game_data()
    out = []
    missing = [t for t in TIERS if t not in m.cubes]
    if missing:
        out.append("No " + ", ".join(f"{t}s" for t in missing))
    decks = [DECK_NAMES[k] + "s" for k in ("FW", "AEI", "NW") if k not in m.decks]
    if decks:
        out.append("No " + " or ".join(decks) + " to draw")
    if ships_block(m):
        out.append(ships_block(m).capitalize())
    flags = (
        (m.trade, "No trade"),
        (m.old_world, "No Old World islands"),
        (m.new_world, "No New World islands"),
        (m.expeditions, "No expeditions"),
        (m.card_effects, "Population card effects are ignored"),
    )
    out += [words for allowed, words in flags if not allowed]
    if m.industries is not None:
        others = [i.id for i in d.components.industries if i.id not in m.industries]
        if others:
            count = len(others)
            out.append(f"{count} {'industry' if count == 1 else 'industries'} cannot be built")
    if m.trade_ban:
        out.append("Never traded: " + ", ".join(resource_name(r) for r in m.trade_ban))
    if m.trade_ban_industries:
        out.append("Never traded from: " + ", ".join(tile_name(t) for t in m.trade_ban_industries))
    return tuple(out)


def briefing(mission: int | None) -> Briefing:
    """The briefing of mission `mission` (None: the normal solo game)."""
    from anno_desktop.games.anno1800_solo.table import mission_goal_words

    d = game_data()
    if mission is None:
        text = game_data().briefings.normal_solo
        solo = d.normal_solo
        return Briefing(
            "Normal solo game",
            "Build the best city you can before the time stack runs out; scored in influence.",
            (),
            tuple(text.setup),
            tuple(text.special),
            (),
            {k: stack_words(solo.stack, k) for k in ("standard", "harder")},
            tuple(text.tips),
        )
    m = d.missions[mission]
    text = next(b for b in game_data().briefings.briefings if b.mission == mission)
    story = f"Mission {mission}: {m.title}"
    return Briefing(
        story,
        story,
        mission_goal_words(mission),
        tuple(text.setup),
        tuple(text.special),
        unavailable(m),
        {k: stack_words(m.stack, k) for k in ("standard", "harder")},
        tuple(text.tips),
    )
