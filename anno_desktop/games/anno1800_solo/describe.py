"""Words for actions and decisions: one `describe(state, action)` for the buttons, the hint and
the log, and one `prompt(view)` saying what the player decides now."""

from __future__ import annotations

from anno_desktop.engine.i18n import N_, _, ngettext
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
    cards,
    effect_words,
    resource_name,
    resources,
    space_name,
    tier_name,
    tiers,
    tile_name,
    tokens,
)
from anno_desktop.games.anno1800_solo.payment import entered, price, split_words, step_of
from anno_desktop.games.anno1800_solo.play import AARHANT_GOLD
from anno_desktop.games.anno1800_solo.pyrphorians import PHASE as PYRPHORIANS
from anno_desktop.games.anno1800_solo.pyrphorians import demanded
from anno_desktop.games.anno1800_solo.state import State

STEPS = 3  # a workforce or upgrade action has up to 3 steps, an exchange up to 3 cards
DONE_WORDS = {
    "ships": N_("No more ships: finish the Expand"),
    "exchange": N_("Done: draw the new cards"),
    "return": N_("Done returning cards"),
    "workforce": N_("No more workers: finish the action"),
    "upgrade": N_("No more upgrades: finish the action"),
}
SPACE_KINDS = {"land": N_("land"), "coast": N_("coast"), "sea": N_("sea")}


def pending(v: State) -> Pending | None:
    """The decision in progress, None between actions and at the end."""
    return None if v.over else v.pending


def effect_text(s: State, card: str) -> str:
    """A card's effect in words, after the mission's changes (or that the mission ignores it)."""
    m = mission_of(s)
    if m is not None and not m.card_effects:
        return _("no effect in this mission")
    return effect_words(effect_of(s, card))


def source_words(
    s: State, resource: str, how: str, tile: str, terms: TradeTerms | None = None
) -> str:
    """Where one unit of `resource` would come from, in words ("made at Brewery by a worker",
    "traded via Brickworks for 2 trade tokens, no trade limit"); `terms`: the trade's terms in
    this payment (else the terms a trade via `tile` would have now)."""
    d = game_data()
    if how == "make":
        # Translators: {building} is an industry ("Brewery"), {worker} a cube ("a worker").
        return _("made at {building} by {worker}").format(
            building=tile_name(tile), worker=article(d.producers[tile][0])
        )
    if how == "wild":
        return _("from this turn's New World pick")
    if how == "raw":
        return _("from your New World island for 1 trade token")
    if terms is None:
        terms = next((t for t in trade_routes(s, resource) if t.tile == tile), None)
    count = terms.tokens if terms else d.districts[d.producers[tile][0]].trade_tokens
    # Translators: {building} is an industry, {tokens} a count ("2 trade tokens").
    text = _("traded via {building} for {tokens}").format(
        building=tile_name(tile), tokens=tokens(count, "trade")
    )
    m = mission_of(s)
    if terms is not None and terms.mark:
        # Translators: {tier} is a population tier ("worker"): whose trade limit gets a mark.
        text += _(", takes a {tier} trade-limit mark").format(
            tier=tier_name(terms.mark.split(":")[0])
        )
    elif m is not None and m.trade_limits and tile in d.preprinted:
        text += _(", a printed route: no trade limit")
    if terms is not None and terms.first:
        text += _(" (a first trade: the industry goes to your display)")
    return text


def _pay_words(s: State, a: Action) -> str:
    """The pay step's actions in words."""
    if a.kind == A.PAY:
        return _("Choose how to pay: {action}").format(action=describe(s, entered(a)))
    if a.kind == A.CANCEL:
        return _("Cancel: back without paying")
    step = step_of(s)
    if a.kind == A.DONE:
        return _("Pay: {action}").format(action=describe(s, step.action))
    if a.kind == A.CARDS:
        kind, n = str(a.args[0]), int(a.args[1])
        return _("Take {count} from played cards, the rest from ships").format(
            count=resources(n, kind)
        )
    k, how, tile = a.args
    p = price(s, step.action)
    resource = p.resources[int(k)] if p else ""
    name = resource_name(resource)
    return f"{name[:1].upper()}{name[1:]}: {source_words(s, resource, str(how), str(tile))}"


def describe(s: State, a: Action) -> str:
    """A short sentence for a button, the hint or the log, in words fitting the step in progress."""
    arg = a.args[0] if a.args else ""
    p = pending(s)
    kind = p.kind if p else "main"
    if a.kind in (A.PAY, A.SOURCE, A.CARDS, A.CANCEL) or (kind, a.kind) == ("pay", A.DONE):
        return _pay_words(s, a)
    if a.kind == A.BUILD:
        if kind == "ships":
            return _("Build another ship: {building}").format(building=tile_name(str(arg)))
        return _("Expand: build {building}").format(building=tile_name(str(arg)))
    if a.kind == A.FREE_BUILD:
        m = mission_of(s)
        count = m.free_expand_tokens if m else 0
        return _("Exhaust {tokens} to build {building}").format(
            tokens=tokens(count, "trade"), building=tile_name(str(arg))
        )
    if a.kind == A.PLACE:
        sp = next(x for x in s.spaces if x.id == arg)
        if p and p.args:
            # Translators: {building} is a tile ("Sawmill"), {space} "Home island, top land 1".
            return _("Place {building} on {space}").format(
                building=tile_name(p.args[0]), space=space_name(sp)
            )
        return _("Place it on {space}").format(space=space_name(sp))
    if a.kind == A.PLAY:
        # Translators: {card} names a population card by its cost ("Sausage and soap").
        return _("Fulfil {card} (then: {effect})").format(
            card=card_name(str(arg)), effect=effect_text(s, str(arg))
        )
    if a.kind == A.PICK:
        if kind == "exchange":
            return _("Exchange {card}").format(card=card_name(str(arg)))
        return _("Put under its deck: {card}").format(card=card_name(str(arg)))
    if a.kind == A.TAKE or (kind, a.kind) == (PYRPHORIANS, A.DONE):
        n, from_cards = demanded(s)
        from_cards = int(arg) if a.kind == A.TAKE else from_cards
        # Translators: {where} says where they come from ("all from ships").
        return _("Let the Pyrphorians take {tokens}: {where}").format(
            tokens=tokens(n, "expl"), where=split_words(n, from_cards)
        )
    if a.kind == A.DONE:
        return _(DONE_WORDS[kind]) if kind in DONE_WORDS else _("Done")
    if a.kind == A.ACTIVATE:
        name, effect = card_name(str(arg)), effect_text(s, str(arg))
        if len(a.args) > 1:
            n = int(a.args[1])
            return ngettext(
                "Use {card}: {effect} ({count} step)", "Use {card}: {effect} ({count} steps)", n
            ).format(card=name, effect=effect, count=n)
        return _("Use {card}: {effect}").format(card=name, effect=effect)
    if a.kind == A.HIRE:
        return _("Increase workforce: {cubes}").format(cubes=tiers(1, str(arg)))
    if a.kind == A.UPGRADE:
        to = TIERS[TIER_INDEX[str(arg)] + 1]
        # Translators: {cube} and {to} are cubes with their article ("a farmer", "a worker").
        return _("Upgrade {cube} to {to}").format(cube=article(str(arg)), to=article(to))
    if a.kind == A.EXPEDITION:
        return _("Expedition: take {cards}").format(cards=cards(int(arg)))
    if a.kind == A.EDITOR:
        return _("The Editor (an action): {card} under its deck").format(card=card_name(str(arg)))
    if a.kind == A.EDITOR_FREE:
        return _("The Editor: {card} under its deck").format(card=card_name(str(arg)))
    if a.kind == A.SHIFT_END:
        gold = game_data().districts[str(arg)].shift_end_gold
        # Translators: {cube} is a cube with its article ("a worker").
        return ngettext(
            "Pay {gold} gold to end {cube}'s shift", "Pay {gold} gold to end {cube}'s shift", gold
        ).format(gold=gold, cube=article(str(arg)))
    if a.kind == A.EXCHANGE:
        return _("Exchange up to {count} hand cards").format(count=STEPS)
    if a.kind == A.EXPLORE_OLD:
        return _("Explore the Old World")
    if a.kind == A.EXPLORE_NEW:
        return _("Explore the New World")
    if a.kind == A.FESTIVAL:
        return _("City festival")
    if a.kind == A.ALONSO:
        return _("Alonso Graves: an extra action for {gold} gold").format(gold=ALONSO_COST)
    if a.kind == A.AARHANT:
        return _("Aarhant: exhaust an investor for {gold} gold").format(gold=AARHANT_GOLD)
    if a.kind == A.BERYL:
        return _("Beryl O'Mara: {count} exploration tokens for 1 trade token").format(
            count=BERYL_EXPL
        )
    return str(a)


def prompt(v: State) -> str:
    """What the player decides now, in one sentence."""
    if v.over:
        return outcome(v)
    p = pending(v)
    if p is None:
        if v.extra_actions:
            return _(
                "Take a regular action (an extra action: it turns no card), or a free action first"
            )
        return _("Take a regular action, or a free action first")
    if p.kind == "place":
        kinds = {sp.kind for sp in v.spaces if sp.id in placements(v, p.args[0])}
        where = [_(SPACE_KINDS[k]) for k in ("land", "coast", "sea") if k in kinds]
        # Translators: {kinds} is "land", "coast or sea" ...; {building} the tile to place.
        return _("Choose a {kinds} space for {building}").format(
            kinds=_or(where), building=tile_name(p.args[0])
        )
    if p.kind == "ships":
        return _("Build another ship (one per shipyard), or finish the Expand")
    if p.kind == "workforce":
        return _("Add another cube ({count} of {steps} added), or finish the action").format(
            count=p.args[0], steps=STEPS
        )
    if p.kind == "upgrade":
        return _("Upgrade another cube ({count} of {steps} steps taken), or finish").format(
            count=p.args[0], steps=STEPS
        )
    if p.kind == "exchange":
        return _("Choose cards to exchange ({count} of {steps} chosen), then draw").format(
            count=len(p.args), steps=STEPS
        )
    if p.kind == "pay":
        return _("Choose where each part is paid from, then pay: {action}").format(
            action=describe(v, step_of(v).action)
        )
    if p.kind == PYRPHORIANS:
        n = demanded(v)[0]
        return _("The Pyrphorians demand {tokens}: from ships or cards?").format(
            tokens=tokens(n, "expl")
        )
    count, limit = p.args
    return _("Choose cards to put under their decks ({count} of up to {limit})").format(
        count=count, limit=limit
    )


def _or(words: list[str]) -> str:
    """ "land", "coast or sea"."""
    if len(words) <= 1:
        return "".join(words)
    return _("{items} or {last}").format(items=", ".join(words[:-1]), last=words[-1])


def outcome(v: State) -> str:
    """How the game ended, in words (empty while it goes on)."""
    if not v.over:
        return ""
    m = mission_of(v)
    if m is None:
        if v.stack:
            return _("The game is over (your hand is empty): your city is rated by its influence")
        return _(
            "The game is over (the time stack has run out): your city is rated by its influence"
        )
    if v.victory:
        return _("Every goal of the mission is met")
    if lost_at_once(v):
        limits = [g.max for g in m.goals if g.kind in m.lose_at_once and g.max is not None]
        return _("More than {limit} influence gained: the mission is lost at once").format(
            limit=limits[0]
        )
    return _("The time stack ran out before every goal was met")
