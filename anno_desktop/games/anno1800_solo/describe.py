"""Words for actions and decisions: one `describe(state, action)` for the buttons, the hint and
the log, and one `prompt(view)` saying what the player decides now."""

from __future__ import annotations

from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.data import TIERS, game_data
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    TradeTerms,
    mission_of,
    trade_routes,
)
from anno_desktop.games.anno1800_solo.goals import lost_at_once
from anno_desktop.games.anno1800_solo.moves import ALONSO_COST, BERYL_EXPL, effect_of, placements
from anno_desktop.games.anno1800_solo.names import (
    article,
    card_name,
    effect_words,
    plural,
    resource_name,
    space_name,
    tile_name,
)
from anno_desktop.games.anno1800_solo.payment import entered, price, split_words, step_of
from anno_desktop.games.anno1800_solo.play import AARHANT_GOLD
from anno_desktop.games.anno1800_solo.pyrphorians import PHASE as PYRPHORIANS
from anno_desktop.games.anno1800_solo.pyrphorians import demanded
from anno_desktop.games.anno1800_solo.state import State

STEPS = 3  # a workforce or upgrade action has up to 3 steps, an exchange up to 3 cards
DONE_WORDS = {
    "ships": "No more ships: finish the Expand",
    "exchange": "Done: draw the new cards",
    "return": "Done returning cards",
    "workforce": "No more workers: finish the action",
    "upgrade": "No more upgrades: finish the action",
}


def pending(v: State) -> Pending | None:
    """The decision in progress, None between actions and at the end."""
    return None if v.over else v.pending


def effect_text(s: State, card: str) -> str:
    """A card's effect in words, after the mission's changes (or that the mission ignores it)."""
    m = mission_of(s)
    if m is not None and not m.card_effects:
        return "no effect in this mission"
    return effect_words(effect_of(s, card))


def source_words(
    s: State, resource: str, how: str, tile: str, terms: TradeTerms | None = None
) -> str:
    """Where one unit of `resource` would come from, in words ("made at Brewery by a worker",
    "traded via Brickworks for 2 trade tokens, no trade limit"); `terms`: the trade's terms in
    this payment (else the terms a trade via `tile` would have now)."""
    d = game_data()
    if how == "make":
        return f"made at {tile_name(tile)} by {article(d.producers[tile][0])}"
    if how == "wild":
        return "from this turn's New World pick"
    if how == "raw":
        return "from your New World island for 1 trade token"
    if terms is None:
        terms = next((t for t in trade_routes(s, resource) if t.tile == tile), None)
    tokens = terms.tokens if terms else d.districts[d.producers[tile][0]].trade_tokens
    text = f"traded via {tile_name(tile)} for {plural(tokens, 'trade token')}"
    m = mission_of(s)
    if terms is not None and terms.mark:
        text += f", takes a {terms.mark.split(':')[0]} trade-limit mark"
    elif m is not None and m.trade_limits and tile in d.preprinted:
        text += ", a printed route: no trade limit"
    if terms is not None and terms.first:
        text += " (a first trade: the industry goes to your display)"
    return text


def _pay_words(s: State, a: Action) -> str:
    """The pay step's actions in words."""
    if a.kind == A.PAY:
        return f"Choose how to pay: {describe(s, entered(a))}"
    if a.kind == A.CANCEL:
        return "Cancel: back without paying"
    step = step_of(s)
    if a.kind == A.DONE:
        return f"Pay: {describe(s, step.action)}"
    if a.kind == A.CARDS:
        kind, n = str(a.args[0]), int(a.args[1])
        return f"Take {plural(n, resource_name(kind))} from played cards, the rest from ships"
    k, how, tile = a.args
    p = price(s, step.action)
    resource = p.resources[int(k)] if p else ""
    return (
        f"{resource_name(resource).capitalize()}: {source_words(s, resource, str(how), str(tile))}"
    )


def describe(s: State, a: Action) -> str:
    """A short sentence for a button, the hint or the log, in words fitting the step in progress."""
    arg = a.args[0] if a.args else ""
    p = pending(s)
    kind = p.kind if p else "main"
    if a.kind in (A.PAY, A.SOURCE, A.CARDS, A.CANCEL) or (kind, a.kind) == ("pay", A.DONE):
        return _pay_words(s, a)
    if a.kind == A.BUILD:
        verb = "Build another ship:" if kind == "ships" else "Expand: build"
        return f"{verb} {tile_name(str(arg))}"
    if a.kind == A.FREE_BUILD:
        m = mission_of(s)
        tokens = m.free_expand_tokens if m else 0
        return f"Exhaust {plural(tokens, 'trade token')} to build {tile_name(str(arg))}"
    if a.kind == A.PLACE:
        sp = next(x for x in s.spaces if x.id == arg)
        what = tile_name(p.args[0]) if p and p.args else "it"
        return f"Place {what} on {space_name(sp)}"
    if a.kind == A.PLAY:
        return f"Fulfil {card_name(str(arg))} (then: {effect_text(s, str(arg))})"
    if a.kind == A.PICK:
        verb = "Exchange" if kind == "exchange" else "Put under its deck:"
        return f"{verb} {card_name(str(arg))}"
    if a.kind == A.TAKE or (kind, a.kind) == (PYRPHORIANS, A.DONE):
        n, cards = demanded(s)
        cards = int(arg) if a.kind == A.TAKE else cards
        return f"Let the Pyrphorians take {plural(n, 'exploration token')}: {split_words(n, cards)}"
    if a.kind == A.DONE:
        return DONE_WORDS.get(kind, "Done")
    if a.kind == A.ACTIVATE:
        text = f"Use {card_name(str(arg))}: {effect_text(s, str(arg))}"
        if len(a.args) > 1:
            text += f" ({plural(int(a.args[1]), 'step')})"
        return text
    if a.kind == A.HIRE:
        return f"Increase workforce: 1 {arg}"
    if a.kind == A.UPGRADE:
        to = TIERS[TIER_INDEX[str(arg)] + 1]
        return f"Upgrade {article(str(arg))} to {article(to)}"
    if a.kind == A.EXPEDITION:
        return f"Expedition: take {plural(int(arg), 'card')}"
    if a.kind in (A.EDITOR, A.EDITOR_FREE):
        regular = " (an action)" if a.kind == A.EDITOR else ""
        return f"The Editor{regular}: {card_name(str(arg))} under its deck"
    if a.kind == A.SHIFT_END:
        gold = game_data().districts[str(arg)].shift_end_gold
        return f"Pay {gold} gold to end {article(str(arg))}'s shift"
    texts = {
        A.EXCHANGE: f"Exchange up to {STEPS} hand cards",
        A.EXPLORE_OLD: "Explore the Old World",
        A.EXPLORE_NEW: "Explore the New World",
        A.FESTIVAL: "City festival",
        A.ALONSO: f"Alonso Graves: an extra action for {ALONSO_COST} gold",
        A.AARHANT: f"Aarhant: exhaust an investor for {AARHANT_GOLD} gold",
        A.BERYL: f"Beryl O'Mara: {BERYL_EXPL} exploration tokens for 1 trade token",
    }
    return texts.get(a.kind, str(a))


def prompt(v: State) -> str:
    """What the player decides now, in one sentence."""
    if v.over:
        return outcome(v)
    p = pending(v)
    if p is None:
        extra = " (an extra action: it turns no card)" if v.extra_actions else ""
        return f"Take a regular action{extra}, or a free action first"
    if p.kind == "place":
        kinds = {sp.kind for sp in v.spaces if sp.id in placements(v, p.args[0])}
        where = " or ".join(k for k in ("land", "coast", "sea") if k in kinds)
        return f"Choose a {where} space for {tile_name(p.args[0])}"
    if p.kind == "ships":
        return "Build another ship (one per shipyard), or finish the Expand"
    if p.kind == "workforce":
        return f"Add another cube ({p.args[0]} of {STEPS} added), or finish the action"
    if p.kind == "upgrade":
        return f"Upgrade another cube ({p.args[0]} of {STEPS} steps taken), or finish"
    if p.kind == "exchange":
        return f"Choose cards to exchange ({len(p.args)} of {STEPS} chosen), then draw"
    if p.kind == "pay":
        return f"Choose where each part is paid from, then pay: {describe(v, step_of(v).action)}"
    if p.kind == PYRPHORIANS:
        n = demanded(v)[0]
        return f"The Pyrphorians demand {plural(n, 'exploration token')}: from ships or cards?"
    count, limit = p.args
    return f"Choose cards to put under their decks ({count} of up to {limit})"


def outcome(v: State) -> str:
    """How the game ended, in words (empty while it goes on)."""
    if not v.over:
        return ""
    m = mission_of(v)
    if m is None:
        why = "your hand is empty" if v.stack else "the time stack has run out"
        return f"The game is over ({why}): your city is rated by its influence"
    if v.victory:
        return "Every goal of the mission is met"
    if lost_at_once(v):
        limits = [g.max for g in m.goals if g.kind in m.lose_at_once and g.max is not None]
        return f"More than {limits[0]} influence gained: the mission is lost at once"
    return "The time stack ran out before every goal was met"
