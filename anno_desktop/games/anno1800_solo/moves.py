"""Move generation: which actions are legal now (kept apart from applying them)."""

from __future__ import annotations

from collections import Counter

from anno_desktop.engine.i18n import _, ngettext
from anno_desktop.engine.rules import Action
from anno_desktop.engine.table import Absent
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.data import TIERS, game_data
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    built_count,
    can_pay,
    cube_total,
    fresh_tokens,
    mission_of,
    owns,
)
from anno_desktop.games.anno1800_solo.names import tokens
from anno_desktop.games.anno1800_solo.payment import (
    ALONSO_COST,
    BERYL_EXPL,
    EDITOR_COST,
    EXPEDITION_COST,
    step_actions,
    tile_cost,
)
from anno_desktop.games.anno1800_solo.pyrphorians import PHASE as PYRPHORIANS
from anno_desktop.games.anno1800_solo.pyrphorians import demand_actions
from anno_desktop.games.anno1800_solo.state import State

NORMAL_MAX_ISLANDS = 4


def effect_of(s: State, card: str) -> str:
    """A card's effect after the mission's changes."""
    effect = game_data().cards[card].effect
    m = mission_of(s)
    return m.effect_overrides.get(effect, effect) if m else effect


# ---------------------------------------------------------------- building


def _ships_fit(s: State, strengths: list[int]) -> bool:
    """Each ship of this action needs its own shipyard of at least its strength."""
    d = game_data()
    yards = sorted(
        (
            d.ships[sp.tile].strength
            for sp in s.spaces
            if sp.tile in d.ships and d.ships[sp.tile].kind == "shipyard"
        ),
        reverse=True,
    )
    ships = sorted(strengths, reverse=True)
    return len(ships) <= len(yards) and all(x <= y for x, y in zip(ships, yards, strict=False))


def tile_available(s: State, tile: str, free_build: bool = False) -> bool:
    """The tile may be built now: allowed by the mission, left on the board, not yet owned."""
    d = game_data()
    m = mission_of(s)
    if tile in d.industries:
        if m and m.industries is not None and tile not in m.industries:
            return False
        if owns(s, tile):
            return False
        limit = 1 if m else d.normal_solo.tiles_per_industry
        return built_count(s, tile) + s.display.count(tile) < limit
    ship = d.ships[tile]
    if ship.strength > (m.max_ship_strength if m else 3):
        return False
    if built_count(s, tile) >= ship.copies:
        return False
    if ship.kind == "shipyard":
        return True
    return not free_build and _ships_fit(s, [*s.ships_built, ship.strength])


def industries_available(s: State) -> frozenset[str]:
    """The industries `tile_available` allows, in one look at the board (the `hard` bot's
    plan asks for them in every position it scores; `test_hard_caches` checks they agree)."""
    d = game_data()
    m = mission_of(s)
    owned = {sp.tile for sp in s.spaces}
    built = Counter(sp.built for sp in s.spaces)
    limit = 1 if m else d.normal_solo.tiles_per_industry
    allowed = d.industries if m is None or m.industries is None else m.industries
    return frozenset(
        t
        for t in allowed
        if t in d.industries and t not in owned and built[t] + s.display.count(t) < limit
    )


def tile_buildable(s: State, tile: str, free_build: bool = False) -> bool:
    if not tile_available(s, tile, free_build):
        return False
    items, cubes = tile_cost(tile)
    m = mission_of(s)
    reserve = m.free_expand_tokens if free_build and m else 0
    return can_pay(s, items, cubes, reserve_trade=reserve)


def placements(s: State, tile: str) -> list[str]:
    """Spaces the tile may go on: industries on land or coast, shipyards on coast, ships at sea."""
    d = game_data()
    if tile in d.industries:
        kinds = ("land", "coast")
    elif d.ships[tile].kind == "shipyard":
        kinds = ("coast",)
    else:
        kinds = ("sea",)
    return [sp.id for sp in s.spaces if sp.kind in kinds]


def all_tiles() -> list[str]:
    d = game_data()
    return [*d.industries, *d.ships]


# ---------------------------------------------------------------- cubes


def can_gain(s: State, tier: str) -> bool:
    """A cube of this tier may be added: the mission allows it and the supply has one."""
    d = game_data()
    m = mission_of(s)
    if m and tier not in m.cubes:
        return False
    if cube_total(s, tier) >= d.supply[tier]:
        return False
    if tier == "investor" and m and m.investor_needs_expeditions:
        halves = sum(
            1
            for e in s.expeditions
            if "investor" in (d.expeditions[e].animal, d.expeditions[e].artefact)
        )
        return len(s.expeditions) >= 4 or halves >= 1
    return True


def card_deck_for(s: State, tier: str) -> str:
    """The deck a new cube of this tier draws from, or "" when the mission draws none."""
    d = game_data()
    deck = d.districts[tier].deck
    m = mission_of(s)
    if m and (deck not in m.decks or tier in m.no_cards_for):
        return ""
    return deck


def hire_ok(s: State, tier: str) -> bool:
    d = game_data()
    if not can_gain(s, tier):
        return False
    deck = card_deck_for(s, tier)
    if deck and not s.decks[deck] and s.gold < d.districts[tier].empty_deck_gold:
        return False
    return can_pay(s, list(d.districts[tier].new_cube_cost))


def upgrade_source(s: State, frm: str) -> str:
    """Where the cube to upgrade comes from: its district, else a workplace, else the exhausted
    area ("" if the player has no cube of that tier)."""
    i = TIER_INDEX[frm]
    if s.home[i]:
        return "home"
    d = game_data()
    if any(sp.workers and d.producers.get(sp.tile, ("", ""))[0] == frm for sp in s.spaces):
        return "workplace"
    return "exhausted" if s.exhausted[i] else ""


def upgrade_ok(s: State, frm: str, free: bool = False) -> bool:
    """An upgrade step is possible: a cube of the tier exists (it may be the very cube that
    just worked to pay for it), the next tier is allowed and left, and the cost can be paid."""
    i = TIER_INDEX[frm]
    if i + 1 >= len(TIERS) or not upgrade_source(s, frm):
        return False
    to = TIERS[i + 1]
    if not can_gain(s, to):
        return False
    return free or can_pay(s, list(game_data().districts[to].upgrade_cost))


# ---------------------------------------------------------------- exploring


def explore_block(s: State, world: str) -> str:
    """Why the Old ("old") or New ("new") World cannot be explored now, "" when it can."""
    m = mission_of(s)
    if world == "old":
        allowed, limit = (m.old_world, m.max_old_world) if m else (True, NORMAL_MAX_ISLANDS)
        explored, pile = s.old_world, s.ow_pile
    else:
        allowed, limit = (m.new_world if m else True), NORMAL_MAX_ISLANDS
        explored, pile = s.new_world, s.nw_pile
    n = len(explored) + 1
    if not allowed:
        return Absent(
            _("this mission has no Old World")
            if world == "old"
            else _("this mission has no New World")
        )
    if n > limit:
        if world == "old":
            text = ngettext(
                "at most {count} Old World island", "at most {count} Old World islands", limit
            )
        else:
            text = ngettext(
                "at most {count} New World island", "at most {count} New World islands", limit
            )
        return text.format(count=limit)
    if not pile:
        return (
            _("no Old World island is left") if world == "old" else _("no New World island is left")
        )
    if fresh_tokens(s, "expl") < n:
        return _("island {number} needs {tokens}").format(number=n, tokens=tokens(n, "expl"))
    return ""


def expedition_block(s: State) -> str:
    """Why no expedition can be made now, "" when one can."""
    m = mission_of(s)
    if m and not m.expeditions:
        return Absent(_("this mission has no expeditions"))
    if fresh_tokens(s, "expl") < EXPEDITION_COST:
        return _("an expedition needs {tokens}").format(tokens=tokens(EXPEDITION_COST, "expl"))
    if not s.expedition_pile:
        return _("no expedition card is left")
    return ""


# ---------------------------------------------------------------- legal actions


def legal_actions(s: State) -> list[Action]:
    """Every legal action but the pay-step entries (`Rules.legal_actions` adds those): the
    one-step actions the bots choose from, or the choices of a pay step in progress."""
    if s.over:
        return []
    phase = s.phase
    args = s.pending.args if s.pending is not None else ()
    if phase == "pay":
        return step_actions(s)
    if phase == PYRPHORIANS:
        return demand_actions(s)
    if phase == "place":
        return [A.act(A.PLACE, sp) for sp in placements(s, args[0])]
    if phase == "ships":
        d = game_data()
        ships = [t for t in d.ships if d.ships[t].kind != "shipyard"]
        return [A.act(A.BUILD, t) for t in ships if tile_buildable(s, t)] + [A.act(A.DONE)]
    if phase == "workforce":
        return [A.act(A.HIRE, t) for t in TIERS if hire_ok(s, t)] + [A.act(A.DONE)]
    if phase == "upgrade":
        return [A.act(A.UPGRADE, t) for t in TIERS if upgrade_ok(s, t)] + [A.act(A.DONE)]
    if phase == "exchange":
        picks = [
            A.act(A.PICK, c)
            for c in _unique(s.hand)
            if s.hand.count(c) > args.count(c) and s.decks[game_data().cards[c].deck]
        ]
        return picks + ([A.act(A.DONE)] if args else [])
    if phase == "return":
        return [A.act(A.PICK, c) for c in _unique(s.hand)] + [A.act(A.DONE)]
    return _main_actions(s)


def one_step(legal: list[Action]) -> list[Action]:
    """The legal actions without the pay-step entries and the other splits of the Pyrphorians'
    demand: the bots pay the proposed way."""
    return [a for a in legal if a.kind not in (A.PAY, A.TAKE)]


def _unique(cards: list[str]) -> list[str]:
    return sorted(set(cards))


def _main_actions(s: State) -> list[Action]:
    d = game_data()
    m = mission_of(s)
    out: list[Action] = []
    for tile in all_tiles():
        if tile_buildable(s, tile):
            out.append(A.act(A.BUILD, tile))
    for card in _unique(s.hand):
        if can_pay(s, list(d.cards[card].cost)):
            out.append(A.act(A.PLAY, card))
    if any(s.decks[d.cards[c].deck] for c in s.hand):
        out.append(A.act(A.EXCHANGE))
    out += [A.act(A.HIRE, t) for t in TIERS if hire_ok(s, t)]
    out += [A.act(A.UPGRADE, t) for t in TIERS if upgrade_ok(s, t)]
    expl = fresh_tokens(s, "expl")
    if not explore_block(s, "old"):
        out.append(A.act(A.EXPLORE_OLD))
    if not explore_block(s, "new"):
        out.append(A.act(A.EXPLORE_NEW))
    if not expedition_block(s):
        out += [A.act(A.EXPEDITION, k) for k in range(1, min(3, len(s.expedition_pile)) + 1)]
    out.append(A.act(A.FESTIVAL))
    editor_ready = "the_editor" in s.orders and "the_editor" not in s.orders_used
    if editor_ready and expl >= EDITOR_COST:
        kind = A.EDITOR if m else A.EDITOR_FREE
        out += [A.act(kind, c) for c in _unique(s.hand)]
    out += _free_actions(s)
    return out


def _free_actions(s: State) -> list[Action]:
    d = game_data()
    m = mission_of(s)
    out: list[Action] = []
    if not m or m.card_effects:
        for i, card in enumerate(s.played):
            if s.played_turn[i] >= s.turn:
                continue
            effect = effect_of(s, card)
            if effect in ("upgrade_farmers", "upgrade_workers"):
                frm = "farmer" if effect == "upgrade_farmers" else "worker"
                out += [A.act(A.ACTIVATE, card, n) for n in range(1, _free_steps(s, frm) + 1)]
                if not _free_steps(s, frm):
                    out.append(A.act(A.ACTIVATE, card, 0))
            else:
                out.append(A.act(A.ACTIVATE, card))
    for t in TIERS:
        i = TIER_INDEX[t]
        working = any(sp.workers and d.producers.get(sp.tile, ("", ""))[0] == t for sp in s.spaces)
        if s.gold >= d.districts[t].shift_end_gold and (s.exhausted[i] or working):
            out.append(A.act(A.SHIFT_END, t))
    if m and m.free_expand_tokens and fresh_tokens(s, "trade") >= m.free_expand_tokens:
        for tile in all_tiles():
            if (tile in d.industries or d.ships[tile].kind == "shipyard") and tile_buildable(
                s, tile, free_build=True
            ):
                out.append(A.act(A.FREE_BUILD, tile))
    if not m:
        expl = fresh_tokens(s, "expl")
        used = s.orders_used
        alonso = "alonso_graves" in s.orders and "alonso_graves" not in used
        if alonso and expl >= ALONSO_COST and s.gold >= ALONSO_COST:
            out.append(A.act(A.ALONSO))
        if "aarhant" in s.orders and "aarhant" not in used and s.home[TIER_INDEX["investor"]]:
            out.append(A.act(A.AARHANT))
        if "beryl_omara" in s.orders and expl >= BERYL_EXPL:
            out.append(A.act(A.BERYL))
    return out


def _free_steps(s: State, frm: str) -> int:
    """How many free upgrade steps of this kind could be taken now (at most 3)."""
    i = TIER_INDEX[frm]
    to = TIERS[i + 1]
    if not can_gain(s, to):
        return 0
    room = game_data().supply[to] - cube_total(s, to)
    return max(0, min(3, cube_total(s, frm), room))
