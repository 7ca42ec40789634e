"""Mission goals as checkable predicates with live progress, and the normal solo scoring."""

from __future__ import annotations

from dataclasses import dataclass

from anno_desktop.engine.i18n import N_, _
from anno_desktop.games.anno1800_solo.data import TOKENS, Goal, game_data
from anno_desktop.games.anno1800_solo.economy import (
    can_make,
    cube_total,
    owned_tokens,
    owns,
    products,
    strongest_ship,
)
from anno_desktop.games.anno1800_solo.names import DECK_SHORT
from anno_desktop.games.anno1800_solo.state import State

EXPEDITION_IP = {"artisan": 1, "engineer": 2, "investor": 3}


@dataclass(frozen=True, slots=True)
class Progress:
    """One goal's progress: `current` against `target`; `at_most` goals must stay at or below."""

    label: str
    current: int
    target: int
    at_most: bool = False

    @property
    def met(self) -> bool:
        return self.current <= self.target if self.at_most else self.current >= self.target


def played_cards(s: State) -> list[str]:
    return s.played + s.activated


def played_ip(s: State) -> int:
    d = game_data()
    points = d.normal_solo.card_points
    return sum(points[d.cards[c].deck] for c in played_cards(s))


def visitors(s: State, first: str = "animal") -> tuple[int, int]:
    """(visited animal halves, visited artefact halves); each A/E/I cube visits one half of its
    own tier, filling `first` halves before the others."""
    d = game_data()
    animals = artefacts = 0
    for tier in EXPEDITION_IP:
        cubes = cube_total(s, tier)
        a = sum(1 for e in s.expeditions if d.expeditions[e].animal == tier)
        b = sum(1 for e in s.expeditions if d.expeditions[e].artefact == tier)
        if first == "animal":
            va = min(cubes, a)
            vb = min(cubes - va, b)
        else:
            vb = min(cubes, b)
            va = min(cubes - vb, a)
        animals += va
        artefacts += vb
    return animals, artefacts


def expedition_ip(s: State) -> int:
    """Sum over tiers of min(cubes, halves of that tier) times the tier's points."""
    d = game_data()
    total = 0
    for tier, ip in EXPEDITION_IP.items():
        halves = sum(
            (d.expeditions[e].animal == tier) + (d.expeditions[e].artefact == tier)
            for e in s.expeditions
        )
        total += min(cube_total(s, tier), halves) * ip
    return total


CUBE_GOALS = {
    None: N_("population cubes"),
    "farmer": N_("farmer cubes"),
    "worker": N_("worker cubes"),
    "artisan": N_("artisan cubes"),
    "engineer": N_("engineer cubes"),
    "investor": N_("investor cubes"),
}
PLAYED_GOALS = {
    None: N_("population cards fulfilled"),
    "FW": N_("farmer/worker cards fulfilled"),
    "AEI": N_("artisan/engineer/investor cards fulfilled"),
    "NW": N_("New World cards fulfilled"),
}
SHIP_GOALS = {"trade": N_("strongest trade ship"), "exploration": N_("strongest exploration ship")}
TOKEN_GOALS = {"trade": N_("trade tokens"), "exploration": N_("exploration tokens")}


def hand_decks(g: Goal) -> list[str]:
    """The decks whose cards a hand goal counts (all three unless it names some)."""
    return g.decks or ["FW", "AEI", "NW"]


def flip_gold(s: State) -> int:
    """The gold the time-stack cards left will bring (Mission 6: a gold for each card whose
    first resource the player makes); the view shows which cards are left."""
    d = game_data()
    firsts = (d.cards[c].cost[0] for c in s.stack)
    return sum(1 for r in firsts if r not in TOKENS and can_make(s, r))


def goal_progress(s: State, g: Goal) -> Progress:
    """Current value and target of one mission goal, its label in the player's language."""
    d = game_data()
    if g.kind == "hand_empty":
        decks = hand_decks(g)
        n = sum(1 for c in s.hand if d.cards[c].deck in decks)
        if not g.decks:
            label = _("cards in hand")
        else:
            names = "/".join(_(DECK_SHORT[k]) for k in g.decks)
            # Translators: {decks} is deck names joined by "/" ("New World/farmer/worker").
            label = _("{decks} cards in hand").format(decks=names)
        return Progress(label, n, 0, at_most=True)
    if g.kind == "cubes":
        return Progress(_(CUBE_GOALS[g.tier]), cube_total(s, g.tier), g.min or 0)
    if g.kind == "owns":
        name = _(d.industries[g.industry or ""].name)
        return Progress(
            _("{building} built").format(building=name), int(owns(s, g.industry or "")), 1
        )
    if g.kind == "played":
        n = sum(1 for c in played_cards(s) if g.deck is None or d.cards[c].deck == g.deck)
        return Progress(_(PLAYED_GOALS[g.deck]), n, g.min or 0)
    if g.kind == "played_ip":
        if g.max is not None:
            return Progress(_("influence gained"), played_ip(s), g.max, at_most=True)
        return Progress(_("influence from population cards"), played_ip(s), g.min or 0)
    if g.kind == "ship":
        label = _(SHIP_GOALS[g.ship_kind or "trade"])
        return Progress(label, strongest_ship(s, g.ship_kind or ""), g.min or 0)
    if g.kind == "gold":
        return Progress(_("gold"), s.gold, g.min or 0)
    if g.kind == "nw_islands":
        return Progress(_("New World islands"), len(s.new_world), g.min or 0)
    if g.kind == "tokens":
        kind = "trade" if g.token == "trade" else "expl"
        return Progress(_(TOKEN_GOALS[g.token or "trade"]), owned_tokens(s, kind), g.min or 0)
    if g.kind == "expedition_ip":
        return Progress(_("influence from expeditions"), expedition_ip(s), g.min or 0)
    if g.kind == "investors_via_workforce":
        label = _("investors from Increase workforce")
        return Progress(label, s.investors_via_workforce, g.min or 0)
    return Progress(_("different products"), len(products(s)), g.min or 0)


def mission_progress(s: State) -> list[Progress]:
    """Every goal of the current mission with its live progress (empty in the normal solo game)."""
    if s.mode != "campaign":
        return []
    return [goal_progress(s, g) for g in game_data().missions[s.mission].goals]


def all_goals_met(s: State) -> bool:
    return s.mode == "campaign" and all(p.met for p in mission_progress(s))


def lost_at_once(s: State) -> bool:
    """Mission 9: more than 60 influence gained loses at once."""
    if s.mode != "campaign":
        return False
    m = game_data().missions[s.mission]
    return any(not goal_progress(s, g).met for g in m.goals if g.kind in m.lose_at_once and g.max)


# ---------------------------------------------------------------- normal solo scoring


def stack_bonus(cards_left: int) -> int:
    """Influence for cards left in the time stack: n times the rate of n's bracket."""
    for row in game_data().normal_solo.stack_bonus:
        if cards_left <= row.upto:
            return cards_left * row.per_card
    return 0


def rating(points: int) -> str:
    for row in game_data().normal_solo.ratings:
        if points >= row.min:
            return row.name
    return game_data().normal_solo.ratings[-1].name


def order_measure(s: State, order_id: str) -> tuple[int, int] | None:
    """(what a threshold order card counts now, its threshold); None for the other kinds and
    for Bente Jorgensen, whose threshold is a most."""
    o = game_data().orders[order_id]
    if o.kind != "threshold" or o.measure == "few_old_world":
        return None
    measure = {
        "engineers": lambda: cube_total(s, "engineer"),
        "investors": lambda: cube_total(s, "investor"),
        "trade_tokens": lambda: owned_tokens(s, "trade"),
        "expedition_cards": lambda: len(s.expeditions),
        "cubes": lambda: cube_total(s),
    }
    return measure[o.measure or "cubes"](), o.min or 0


def order_points(s: State, order_id: str) -> int:
    d = game_data()
    o = d.orders[order_id]
    value = o.points or d.normal_solo.order_card_points
    if o.kind == "threshold":
        if o.measure == "few_old_world":
            return value if len(s.old_world) <= (o.min or 0) else 0
        current, target = order_measure(s, order_id) or (0, 0)
        return value if current >= target else 0
    if o.kind == "visitors":
        animals, artefacts = visitors(s, o.measure or "animal")
        return animals if o.measure == "animal" else artefacts
    if o.kind == "per_island":
        return value * len(s.new_world)
    if o.kind == "industries":
        return sum(p for tile, p in o.industries.items() if owns(s, tile))
    return 0


def score_breakdown(s: State) -> dict[str, int]:
    """The normal solo score by source (base-game scoring plus the time-stack bonus)."""
    d = game_data()
    ns = d.normal_solo
    cards_left = len(s.stack)
    parts = {
        "population cards": played_ip(s),
        "expeditions": expedition_ip(s),
        "gold": s.gold // ns.gold_per_point,
        "order cards": sum(order_points(s, o) for o in s.orders),
        "fireworks": ns.fireworks if cards_left else 0,
        "time stack": stack_bonus(cards_left),
    }
    return parts


def final_score(s: State) -> int:
    return sum(score_breakdown(s).values())
