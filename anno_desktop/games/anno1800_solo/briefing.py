"""A mission's briefing as the UI shows it before the mission and from the table: the goals,
the rulebook's set-up changes, special rules and tips (`rules/anno1800-solo/briefings.toml`),
what the mission makes unavailable and the time stack of each difficulty. Pygame-free."""

from __future__ import annotations

from dataclasses import dataclass

from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.games.anno1800_solo.data import TIERS, Mission, game_data
from anno_desktop.games.anno1800_solo.names import cards, deck_cards, resource_name, tile_name

# The tiers a mission may leave out, as its list of what is unavailable names them.
NO_TIERS = {
    "farmer": N_("farmers"),
    "worker": N_("workers"),
    "artisan": N_("artisans"),
    "engineer": N_("engineers"),
    "investor": N_("investors"),
}
NO_DECKS = {
    "FW": N_("No farmer/worker cards to draw"),
    "AEI": N_("No artisan/engineer/investor cards to draw"),
    "NW": N_("No New World cards to draw"),
}


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
    parts = [deck_cards(getattr(layer, difficulty), layer.deck) for layer in layers]
    total = sum(getattr(layer, difficulty) for layer in layers)
    layered = parts[-1] if parts else ""
    for part in reversed(parts[:-1]):
        # Translators: the time stack's layers, {top} laid on {below}.
        layered = _("{top} on {below}").format(top=part, below=layered)
    # Translators: {layers} is the layers top first ("15 farmer/worker cards on 10 ... cards").
    return _("{layers} ({cards} in all)").format(layers=layered, cards=cards(total))


def ships_block(m: Mission | None, strength: int = 1) -> str:
    """What keeps a ship or shipyard of `strength` out of the mission, from its ship limit
    ("no ships and no shipyards"; "" when it is available)."""
    if m is None or strength <= m.max_ship_strength:
        return ""
    if m.max_ship_strength == 0:
        return _("no ships and no shipyards")
    return _("no ships or shipyards stronger than {strength}").format(strength=m.max_ship_strength)


def unavailable(m: Mission) -> tuple[str, ...]:
    """What the mission takes off the board, in words (each greyed on the table too)."""
    d = game_data()
    out = []
    missing = [t for t in TIERS if t not in m.cubes]
    if missing:
        # Translators: {tiers} lists population tiers ("artisans, engineers").
        out.append(_("No {tiers}").format(tiers=", ".join(_(NO_TIERS[t]) for t in missing)))
    out += [_(NO_DECKS[k]) for k in ("FW", "AEI", "NW") if k not in m.decks]
    if ships_block(m):
        words = ships_block(m)
        out.append(words[:1].upper() + words[1:])
    flags = (
        (m.trade, N_("No trade")),
        (m.old_world, N_("No Old World islands")),
        (m.new_world, N_("No New World islands")),
        (m.expeditions, N_("No expeditions")),
        (m.card_effects, N_("Population card effects are ignored")),
    )
    out += [_(words) for allowed, words in flags if not allowed]
    if m.industries is not None:
        others = [i.id for i in d.components.industries if i.id not in m.industries]
        if others:
            count = len(others)
            text = ngettext(
                "{count} industry cannot be built", "{count} industries cannot be built", count
            )
            out.append(text.format(count=count))
    if m.trade_ban:
        banned = ", ".join(resource_name(r) for r in m.trade_ban)
        out.append(_("Never traded: {resources}").format(resources=banned))
    if m.trade_ban_industries:
        banned = ", ".join(tile_name(t) for t in m.trade_ban_industries)
        out.append(_("Never traded from: {industries}").format(industries=banned))
    return tuple(out)


def briefing(mission: int | None) -> Briefing:
    """The briefing of mission `mission` (None: the normal solo game)."""
    from anno_desktop.games.anno1800_solo.table import mission_goal_words

    d = game_data()
    if mission is None:
        text = game_data().briefings.normal_solo
        solo = d.normal_solo
        return Briefing(
            _("Normal solo game"),
            _("Build the best city you can before the time stack runs out; scored in influence."),
            (),
            tuple(_(line) for line in text.setup),
            tuple(_(line) for line in text.special),
            (),
            {k: stack_words(solo.stack, k) for k in ("standard", "harder")},
            tuple(_(line) for line in text.tips),
        )
    m = d.missions[mission]
    text = next(b for b in game_data().briefings.briefings if b.mission == mission)
    story = _("Mission {number}: {title}").format(number=mission, title=_(m.title))
    return Briefing(
        story,
        story,
        mission_goal_words(mission),
        tuple(_(line) for line in text.setup),
        tuple(_(line) for line in text.special),
        unavailable(m),
        {k: stack_words(m.stack, k) for k in ("standard", "harder")},
        tuple(_(line) for line in text.tips),
    )
