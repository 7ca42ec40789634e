"""Applying actions: paying, building, cards, cubes, exploring, festivals, flips and the end."""

from __future__ import annotations

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.data import TIERS, TOKENS, game_data
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    can_make,
    commit_payment,
    fresh_tokens,
    mission_of,
    plan_payment,
    spend_tokens,
)
from anno_desktop.games.anno1800_solo.goals import all_goals_met, lost_at_once
from anno_desktop.games.anno1800_solo.moves import (
    ALONSO_COST,
    BERYL_EXPL,
    EDITOR_COST,
    EXPEDITION_COST,
    can_gain,
    card_deck_for,
    effect_of,
    legal_actions,
    tile_available,
    tile_cost,
    upgrade_source,
)
from anno_desktop.games.anno1800_solo.names import (
    article,
    card_name,
    cards,
    deck_cards,
    expedition_cards,
    new_world_name,
    old_world_name,
    space_name,
    tier_name,
    tiers,
    tile_name,
    tokens,
)
from anno_desktop.games.anno1800_solo.payment import (
    DEFAULT,
    Payment,
    chosen_payment,
    entered,
    open_step,
    pay_entries,
    split_words,
    step_of,
    with_cards,
    with_source,
)
from anno_desktop.games.anno1800_solo.pyrphorians import PHASE as PYRPHORIANS
from anno_desktop.games.anno1800_solo.pyrphorians import demand, demand_with, demanded, has_choice
from anno_desktop.games.anno1800_solo.setup import old_world_spaces
from anno_desktop.games.anno1800_solo.state import BOTTOM, MIDDLE, TOP, Space, State

BURN_ROWS = (BOTTOM, MIDDLE, TOP)
AARHANT_GOLD = 5
NW_CARDS_PER_ISLAND = 3


def _ev(kind: str, text: str, barrier: bool = False, **data: object) -> Event:
    return Event(kind, text, 0, dict(data), barrier)


def apply_action(s: State, a: Action, check: bool = True) -> list[Event]:
    """Carry out a legal action; anything else is refused and leaves `s` unchanged.

    `check=False` skips the legality test, for bots replaying actions taken from a legal list.
    """
    if s.over:
        raise IllegalAction(_("the game is over"))
    if check and not is_legal(s, a):
        raise IllegalAction(_("{action} is not possible now").format(action=a))
    events: list[Event] = []
    handler = (
        _HANDLERS[(s.phase, a.kind)]
        if (s.phase, a.kind) in _HANDLERS
        else _HANDLERS[("main", a.kind)]
    )
    handler(s, a, events)
    if s.phase == "main" and not s.over:
        _check_end(s, events)
    return events


def is_legal(s: State, a: Action) -> bool:
    """`a` is among the legal actions, pay-step entries included."""
    legal = legal_actions(s)
    return a in legal or (a.kind == A.PAY and a in pay_entries(s, legal))


# ---------------------------------------------------------------- the pay step


def _pay_open(s: State, a: Action, events: list[Event]) -> None:
    s.pending = open_step(s, entered(a)).pending()


def _pay_source(s: State, a: Action, events: list[Event]) -> None:
    k, how, tile = a.args
    s.pending = with_source(step_of(s), int(k), str(how), str(tile)).pending()


def _pay_cards(s: State, a: Action, events: list[Event]) -> None:
    kind, n = a.args
    s.pending = with_cards(step_of(s), str(kind), int(n)).pending()


def _pay_cancel(s: State, a: Action, events: list[Event]) -> None:
    s.pending = step_of(s).before


def _pay_done(s: State, a: Action, events: list[Event]) -> None:
    """Pay with the chosen sources: exactly the one-step action, but for where it pays from.

    `done` is legal only when the sources can be paid together; a bot trying out a source
    unchecked (the hint inside a pay step) finishes it the cheap way, and an unpayable choice
    then goes back with nothing paid."""
    step = step_of(s)
    pay = chosen_payment(s, step)
    s.pending = step.before
    if pay is not None:
        _PAYING[step.action.kind](s, step.action, events, pay)


# ---------------------------------------------------------------- paying and building


def _pay(
    s: State,
    items: list[str],
    cubes: tuple[str, ...] = (),
    reserve: int = 0,
    pay: Payment | None = None,
) -> None:
    """Pay a cost: with the proposed payment, or the one chosen in the pay step."""
    if pay is not None:
        commit_payment(s, pay.plan, pay.cards)
        return
    plan = plan_payment(s, items, cubes, reserve_trade=reserve)
    if plan is None:
        raise IllegalAction(_("the cost cannot be paid"))
    commit_payment(s, plan)


def _exhaust(s: State, kind: str, n: int, pay: Payment | None) -> None:
    spend_tokens(s, kind, n, pay.cards if pay is not None else None)


def _build(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    tile = a.args[0]
    items, cubes = tile_cost(tile)
    _pay(s, items, cubes, pay=pay)
    s.pending = Pending(0, "place", (tile, False))
    events.append(_ev("pay", _("paid for {building}").format(building=tile_name(tile))))


def _free_build(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    m = mission_of(s)
    count = m.free_expand_tokens if m else 0
    items, cubes = tile_cost(a.args[0])
    _pay(s, items, cubes, reserve=count, pay=pay)
    _exhaust(s, "trade", count, pay)
    s.pending = Pending(0, "place", (a.args[0], True))
    text = _("exhausted {tokens} for an extra Expand").format(tokens=tokens(count, "trade"))
    events.append(_ev("free_build", text))


def _place(s: State, a: Action, events: list[Event]) -> None:
    d = game_data()
    tile, free = _args(s)
    sp = next(x for x in s.spaces if x.id == a.args[0])
    if sp.tile:
        _clear(s, sp)
        events.append(
            _ev(
                "cover",
                # Translators: {building} and {old} are tiles, {space} "Home island, coast 2".
                _("{building} covers {old} on {space}").format(
                    building=tile_name(tile), old=tile_name(sp.tile), space=space_name(sp)
                ),
            )
        )
    sp.built = tile
    ship = d.ships.get(tile)
    if ship and ship.kind != "shipyard":
        sp.tokens = ship.strength if _marine(s) else 0
        s.ships_built.append(ship.strength)
    events.append(
        _ev(
            "build",
            _("built {building} on {space}").format(building=tile_name(tile), space=space_name(sp)),
            tile=tile,
            space=sp.id,
        )
    )
    more_ships = (
        ship
        and ship.kind != "shipyard"
        and any(tile_available(s, t) for t in d.ships if d.ships[t].kind != "shipyard")
    )
    if more_ships and not free:
        s.pending = Pending(0, "ships")
    else:
        _finish_action(s, events)


def _args(s: State) -> tuple:
    """What the step in progress has gathered so far (nothing between actions)."""
    return s.pending.args if s.pending is not None else ()


def _clear(s: State, sp: Space) -> None:
    """The tile on top leaves (covered or burnt): its cubes go to the exhausted area."""
    d = game_data()
    if sp.workers and sp.tile in d.producers:
        s.exhausted[TIER_INDEX[d.producers[sp.tile][0]]] += sp.workers
    sp.workers = 0
    sp.tokens = 0


def _marine(s: State) -> bool:
    m = mission_of(s)
    return m is None or m.marine_tokens


# ---------------------------------------------------------------- cards


def _draw(s: State, deck: str, n: int, events: list[Event]) -> list[str]:
    drawn = s.decks[deck][:n]
    del s.decks[deck][:n]
    s.hand += drawn
    if drawn:
        events.append(
            _ev(
                "draw",
                _("drew {cards}").format(cards=deck_cards(len(drawn), deck)),
                barrier=True,
                cards=drawn,
            )
        )
    return drawn


def _under(s: State, card: str) -> None:
    s.hand.remove(card)
    s.decks[game_data().cards[card].deck].append(card)


def _play(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    card = a.args[0]
    _pay(s, list(game_data().cards[card].cost), pay=pay)
    s.hand.remove(card)
    events.append(_ev("play", _("fulfilled {card}").format(card=card_name(card)), card=card))
    m = mission_of(s)
    effects = m is None or m.card_effects
    if effects and effect_of(s, card) == "return2":
        s.activated.append(card)
        if s.hand:
            s.pending = Pending(0, "return", (0, 2))
            return
    else:
        s.played.append(card)
        s.played_turn.append(s.turn)
    _finish_action(s, events)


def _exchange(s: State, a: Action, events: list[Event]) -> None:
    s.pending = Pending(0, "exchange")


def _exchange_pick(s: State, a: Action, events: list[Event]) -> None:
    chosen = (*_args(s), a.args[0])
    s.pending = Pending(0, "exchange", chosen)
    if len(chosen) == 3:
        _exchange_done(s, a, events)


def _exchange_done(s: State, a: Action, events: list[Event]) -> None:
    d = game_data()
    chosen = _args(s)
    for card in chosen:
        _under(s, card)
    for deck in ("FW", "AEI", "NW"):
        n = sum(1 for c in chosen if d.cards[c].deck == deck)
        if n:
            _draw(s, deck, n, events)
    n = len(chosen)
    events.append(_ev("exchange", _("exchanged {cards}").format(cards=cards(n))))
    _finish_action(s, events)


def _return_pick(s: State, a: Action, events: list[Event]) -> None:
    _under(s, a.args[0])
    count, limit = _args(s)
    count += 1
    s.pending = Pending(0, "return", (count, limit))
    events.append(_ev("return", _("put {card} under its deck").format(card=card_name(a.args[0]))))
    if count >= limit or not s.hand:
        _finish_action(s, events)


def _return_done(s: State, a: Action, events: list[Event]) -> None:
    _finish_action(s, events)


def _activate(s: State, a: Action, events: list[Event]) -> None:
    card = a.args[0]
    i = s.played.index(card)
    del s.played[i]
    del s.played_turn[i]
    s.activated.append(card)
    effect = effect_of(s, card)
    events.append(
        _ev(
            "activate",
            _("used the effect of {card}").format(card=card_name(card)),
            card=card,
            effect=effect,
        )
    )
    m = mission_of(s)
    if effect.startswith("gain_"):
        tier, n = {
            "gain_farmer2": ("farmer", 2),
            "gain_worker2": ("worker", 2),
            "gain_artisan": ("artisan", 1),
            "gain_engineer": ("engineer", 1),
        }[effect]
        for _card in range(n):
            _gain_cube(s, tier, events)
    elif effect in ("upgrade_farmers", "upgrade_workers"):
        frm = "farmer" if effect == "upgrade_farmers" else "worker"
        for _step in range(a.args[1]):
            _upgrade_step(s, frm)
    elif effect in ("trade3", "trade6"):
        s.temp_trade += 3 if effect == "trade3" else 6
    elif effect == "expl3":
        s.temp_expl += 3
    elif effect == "gold4":
        s.gold += 4
    elif effect == "gold2":
        s.gold += 2
    elif effect == "gold2_trade4":
        s.gold += 2
        s.temp_trade += 4
    elif effect == "expeditions2":
        if m is None or m.expeditions:
            _draw_expeditions(s, 2, events)
    elif effect == "extra":
        s.extra_actions += 1
    elif effect == "nwpick" and (m is None or m.new_world):
        s.temp_nw += 1


# ---------------------------------------------------------------- cubes


def _gain_cube(s: State, tier: str, events: list[Event]) -> bool:
    """Add a cube with its card; an empty deck costs gold, and without gold the cube is lost."""
    d = game_data()
    if not can_gain(s, tier):
        return False
    deck = card_deck_for(s, tier)
    if deck:
        if s.decks[deck]:
            _draw(s, deck, 1, events)
        elif s.gold >= d.districts[tier].empty_deck_gold:
            s.gold -= d.districts[tier].empty_deck_gold
        else:
            text = _("no {tier}: its deck is empty and the gold is missing")
            events.append(_ev("lost", text.format(tier=tier_name(tier))))
            return False
    s.home[TIER_INDEX[tier]] += 1
    events.append(_ev("gain", _("gained {cubes}").format(cubes=tiers(1, tier)), tier=tier))
    return True


def _hire(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    tier = a.args[0]
    _pay(s, list(game_data().districts[tier].new_cube_cost), pay=pay)
    if _gain_cube(s, tier, events) and tier == "investor":
        s.investors_via_workforce += 1
    _step(s, "workforce", events)


def _upgrade_step(s: State, frm: str) -> None:
    """Swap one cube for the next tier. A cube taken from a workplace comes back exhausted (it
    has worked this round), so its workplace is free again."""
    d = game_data()
    i = TIER_INDEX[frm]
    source = upgrade_source(s, frm)
    if source == "home":
        s.home[i] -= 1
        s.home[i + 1] += 1
        return
    if source == "workplace":
        sp = next(x for x in s.spaces if x.workers and d.producers.get(x.tile, ("", ""))[0] == frm)
        sp.workers -= 1
    else:
        s.exhausted[i] -= 1
    s.exhausted[i + 1] += 1


def _upgrade(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    frm = a.args[0]
    to = TIERS[TIER_INDEX[frm] + 1]
    _pay(s, list(game_data().districts[to].upgrade_cost), pay=pay)
    _upgrade_step(s, frm)
    # Translators: {cube} and {to} are cubes with their article ("a farmer", "a worker").
    text = _("upgraded {cube} to {to}").format(cube=article(frm), to=article(to))
    events.append(_ev("upgrade", text))
    _step(s, "upgrade", events)


def _step(s: State, phase: str, events: list[Event]) -> None:
    """One step of a 3-step action (workforce, upgrade); the third step ends it."""
    steps = (_args(s) or (0,))[0] + 1
    s.pending = Pending(0, phase, (steps,))
    if steps >= 3:
        _finish_action(s, events)


def _done(s: State, a: Action, events: list[Event]) -> None:
    _finish_action(s, events)


def _shift_end(s: State, a: Action, events: list[Event]) -> None:
    d = game_data()
    tier = a.args[0]
    i = TIER_INDEX[tier]
    s.gold -= d.districts[tier].shift_end_gold
    if s.exhausted[i]:
        s.exhausted[i] -= 1
    else:
        sp = next(x for x in s.spaces if x.workers and d.producers.get(x.tile, ("", ""))[0] == tier)
        sp.workers -= 1
    s.home[i] += 1
    text = _("ended the shift of {cube}").format(cube=article(tier))
    events.append(_ev("shift_end", text))


# ---------------------------------------------------------------- exploring


def _explore_old(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    d = game_data()
    m = mission_of(s)
    n = len(s.old_world) + 1
    _exhaust(s, "expl", n, pay)
    island = d.old_world[s.ow_pile.pop(0)]
    s.old_world.append(island.id)
    new_spaces = old_world_spaces(n, island.preprinted)
    for sp in new_spaces:
        ship = d.ships.get(sp.tile)
        if ship and ship.kind != "shipyard" and _marine(s):
            sp.tokens = ship.strength
    s.spaces += new_spaces
    events.append(
        _ev(
            "explore",
            _("explored the Old World: {island}").format(island=old_world_name(island.id)),
            barrier=True,
        )
    )
    for tier, k in island.gain_cubes.items():
        for _cube in range(k):
            _gain_cube(s, tier, events)
    if island.expeditions:
        if m and m.old_world_expedition_bonus == "return1":
            if s.hand:
                s.pending = Pending(0, "return", (0, 1))
                return
        elif m is None or m.expeditions:
            _draw_expeditions(s, island.expeditions, events)
    _finish_action(s, events)


def _explore_new(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    n = len(s.new_world) + 1
    _exhaust(s, "expl", n, pay)
    s.new_world.append(s.nw_pile.pop(0))
    events.append(
        _ev(
            "explore",
            _("explored the New World: {island}").format(island=new_world_name(s.new_world[-1])),
            barrier=True,
        )
    )
    m = mission_of(s)
    if m is None or "NW" in m.decks:
        _draw(s, "NW", NW_CARDS_PER_ISLAND, events)
    _finish_action(s, events)


def _draw_expeditions(s: State, n: int, events: list[Event]) -> None:
    drawn = s.expedition_pile[:n]
    del s.expedition_pile[:n]
    s.expeditions += drawn
    if drawn:
        events.append(
            _ev(
                "expedition",
                _("took {cards}").format(cards=expedition_cards(len(drawn))),
                barrier=True,
            )
        )


def _expedition(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    _exhaust(s, "expl", EXPEDITION_COST, pay)
    _draw_expeditions(s, a.args[0], events)
    _finish_action(s, events)


def _festival(s: State, a: Action, events: list[Event]) -> None:
    d = game_data()
    for sp in s.spaces:
        if sp.workers and sp.tile in d.producers:
            s.home[TIER_INDEX[d.producers[sp.tile][0]]] += sp.workers
        sp.workers = 0
        ship = d.ships.get(sp.tile)
        if ship and ship.kind != "shipyard" and _marine(s):
            sp.tokens = ship.strength
    for i in range(len(TIERS)):
        s.home[i] += s.exhausted[i]
        s.exhausted[i] = 0
    s.temp_trade = s.temp_expl = s.temp_nw = 0
    events.append(_ev("festival", _("city festival: every cube goes home, ships refill")))
    _finish_action(s, events)


# ---------------------------------------------------------------- order cards


def _editor(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    _exhaust(s, "expl", EDITOR_COST, pay)
    _under(s, a.args[0])
    s.orders_used.append("the_editor")
    events.append(
        _ev("editor", _("The Editor: {card} goes under its deck").format(card=card_name(a.args[0])))
    )
    if a.kind == A.EDITOR:
        _finish_action(s, events)


def _alonso(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    _exhaust(s, "expl", ALONSO_COST, pay)
    s.gold -= ALONSO_COST
    s.extra_actions += 1
    s.orders_used.append("alonso_graves")
    events.append(_ev("order", _("Alonso Graves: one extra action")))


def _aarhant(s: State, a: Action, events: list[Event]) -> None:
    s.home[TIER_INDEX["investor"]] -= 1
    s.exhausted[TIER_INDEX["investor"]] += 1
    s.gold += AARHANT_GOLD
    s.orders_used.append("aarhant")
    events.append(_ev("order", _("Aarhant: {gold} gold").format(gold=AARHANT_GOLD)))


def _beryl(s: State, a: Action, events: list[Event], pay: Payment | None = None) -> None:
    _exhaust(s, "expl", BERYL_EXPL, pay)
    s.temp_trade += 1
    text = _("Beryl O'Mara: {count} exploration tokens pay 1 trade token")
    events.append(_ev("order", text.format(count=BERYL_EXPL)))


# ---------------------------------------------------------------- time stack and the end


def _finish_action(s: State, events: list[Event]) -> None:
    """A regular action is complete: turn the top time-stack card unless it was an extra one."""
    free = s.pending is not None and s.pending.kind == "place" and s.pending.args[1]
    s.pending, s.ships_built = None, []
    s.first_trade_done = False
    if free:
        return
    if s.extra_actions:
        s.extra_actions -= 1
        events.append(_ev("extra", _("that was an extra action: no card is turned")))
        return
    _flip(s, events)


def _flip(s: State, events: list[Event]) -> None:
    d = game_data()
    card = s.stack.pop(0)
    s.turned.append(card)
    s.turn += 1
    s.traded_this_turn = []
    s.orders_used = []
    words = _("time stack: turned over \u201c{card}\u201d").format(card=card_name(card))
    # Undo stops at a card that shows something new: on the second pass ("turn it over and use
    # it a second time") every card was seen, in this order, on the first.
    events.append(_ev("flip", words, barrier=s.stack_pass == 1, card=card))
    cost = d.cards[card].cost
    m = mission_of(s)
    rule = m.flip_rule if m else "normal_gold"
    if rule == "leftmost_gold" and cost[0] not in TOKENS and can_make(s, cost[0]):
        s.gold += 1
        events.append(_ev("gold", _("1 gold: you make the card's first resource")))
    if pyrphorians_burn(s):
        pyrphorians_flip(s, cost.count("expl"), events)
    if rule == "double_gold":
        m10_flip_gold(s, cost, events)
    if rule == "normal_gold":
        normal_flip_gold(s, cost, events)
    m_passes = m.passes if m else 1
    if not s.stack and s.stack_pass < m_passes:
        s.stack, s.turned = s.turned, []
        s.stack_pass += 1
        events.append(_ev("second_pass", _("the time stack is turned over for its second pass")))
    if m is None and (not s.stack or not s.hand):
        _end(s, events, victory=True, reason="")
        if s.phase == PYRPHORIANS:
            _pyrphorians_done(s, Action(A.DONE), events)


def pyrphorians_burn(s: State) -> bool:
    """The Pyrphorians answer turned cards: Mission 7, or their order card in the normal game."""
    m = mission_of(s)
    return (m.flip_rule == "pyrphorians") if m else "pyrphorians" in s.orders


def burn_rank(sp: Space) -> tuple[int, int, int]:
    """Where a space comes in the Pyrphorians' burn order: lower burns first."""
    return BURN_ROWS.index(sp.row), sp.island, sp.col


def pyrphorians_flip(s: State, n: int, events: list[Event]) -> None:
    """The turned card shows n exploration tiles: they are exhausted - the player chooses which
    when ships and played cards could both give some - or, when there are too few, the
    Pyrphorians burn the leftmost building tile of the lowest land row."""
    if not n:
        return
    if has_choice(s, n):
        s.pending = demand(n)
        return
    if fresh_tokens(s, "expl") >= n:
        spend_tokens(s, "expl", n)
        text = _("the Pyrphorians take {tokens}").format(tokens=tokens(n, "expl"))
        events.append(_ev("pyrphorians", text))
        return
    order = sorted(
        (sp for sp in s.spaces if sp.kind != "sea" and sp.built),
        key=burn_rank,
    )
    if order:
        sp = order[0]
        burnt = sp.built
        _clear(s, sp)
        sp.built = ""
        events.append(
            _ev(
                "burn",
                _("the Pyrphorians burn {building} on {space}").format(
                    building=tile_name(burnt), space=space_name(sp)
                ),
                space=sp.id,
            )
        )


def _pyrphorians_take(s: State, a: Action, events: list[Event]) -> None:
    s.pending = demand_with(s, int(a.args[0]))


def _pyrphorians_done(s: State, a: Action, events: list[Event]) -> None:
    """Exhaust the demanded tokens as chosen (the proposal, ships first, as before)."""
    n, from_cards = demanded(s)
    chosen = s.pending is not None and s.pending.args[1] != DEFAULT
    s.pending = None
    spend_tokens(s, "expl", n, {"expl": from_cards} if chosen else None)
    words = _("the Pyrphorians take {tokens}").format(tokens=tokens(n, "expl"))
    if chosen:
        # Translators: {where} says where the tokens come from ("all from ships").
        words = _("the Pyrphorians take {tokens} ({where})").format(
            tokens=tokens(n, "expl"), where=split_words(n, from_cards)
        )
    events.append(_ev("pyrphorians", words))


def m10_flip_gold(s: State, cost: list[str], events: list[Event]) -> None:
    made = sum(1 for r in cost if r not in TOKENS and can_make(s, r))
    extra = 1 if s.stack_pass == 2 else 0
    need = extra if made >= 2 else (1 + extra if made == 1 and "trade" in cost else None)
    if need is not None and fresh_tokens(s, "trade") >= need:
        spend_tokens(s, "trade", need)
        s.gold += 1
        events.append(_ev("gold", _("1 gold from the turned card")))


def normal_flip_gold(s: State, cost: list[str], events: list[Event]) -> None:
    def gold(count: int) -> int:
        return 2 if count >= 3 else 1 if count >= 2 else 0

    made = sum(1 for r in cost if r not in TOKENS and can_make(s, r))
    gain = gold(made)
    if "trade" in cost and gold(made + 1) > gain and fresh_tokens(s, "trade") >= 1:
        spend_tokens(s, "trade", 1)
        gain = gold(made + 1)
    if gain:
        s.gold += gain
        events.append(
            _ev(
                "gold",
                ngettext(
                    "{gold} gold from the turned card", "{gold} gold from the turned card", gain
                ).format(gold=gain),
            )
        )


def _check_end(s: State, events: list[Event]) -> None:
    if s.mode != "campaign":
        return
    if lost_at_once(s):
        _end(s, events, victory=False, reason="defeat: more than 60 influence gained")
    elif all_goals_met(s):
        _end(s, events, victory=True, reason="victory")
    elif not s.stack:
        _end(s, events, victory=False, reason="defeat")


# How a game ended (the state keeps the English key, the log and the result say it in words).
END_WORDS = {
    "": N_("the game is over"),
    "victory": N_("victory"),
    "defeat": N_("defeat"),
    "defeat: more than 60 influence gained": N_("defeat: more than 60 influence gained"),
}


def end_words(reason: str) -> str:
    return _(END_WORDS[reason]) if reason in END_WORDS else reason


def _end(s: State, events: list[Event], victory: bool, reason: str) -> None:
    s.over, s.victory, s.end_reason = True, victory, reason
    events.append(_ev("end", end_words(reason)))


_HANDLERS = {
    ("main", A.BUILD): _build,
    ("ships", A.BUILD): _build,
    ("main", A.FREE_BUILD): _free_build,
    ("place", A.PLACE): _place,
    ("ships", A.DONE): _done,
    ("main", A.PLAY): _play,
    ("main", A.EXCHANGE): _exchange,
    ("exchange", A.PICK): _exchange_pick,
    ("exchange", A.DONE): _exchange_done,
    ("return", A.PICK): _return_pick,
    ("return", A.DONE): _return_done,
    ("main", A.HIRE): _hire,
    ("workforce", A.HIRE): _hire,
    ("workforce", A.DONE): _done,
    ("main", A.UPGRADE): _upgrade,
    ("upgrade", A.UPGRADE): _upgrade,
    ("upgrade", A.DONE): _done,
    ("main", A.EXPLORE_OLD): _explore_old,
    ("main", A.EXPLORE_NEW): _explore_new,
    ("main", A.EXPEDITION): _expedition,
    ("main", A.FESTIVAL): _festival,
    ("main", A.EDITOR): _editor,
    ("main", A.EDITOR_FREE): _editor,
    ("main", A.ACTIVATE): _activate,
    ("main", A.SHIFT_END): _shift_end,
    ("main", A.ALONSO): _alonso,
    ("main", A.AARHANT): _aarhant,
    ("main", A.BERYL): _beryl,
    ("main", A.PAY): _pay_open,
    ("ships", A.PAY): _pay_open,
    ("workforce", A.PAY): _pay_open,
    ("upgrade", A.PAY): _pay_open,
    ("pay", A.SOURCE): _pay_source,
    ("pay", A.CARDS): _pay_cards,
    ("pay", A.CANCEL): _pay_cancel,
    ("pay", A.DONE): _pay_done,
    (PYRPHORIANS, A.TAKE): _pyrphorians_take,
    (PYRPHORIANS, A.DONE): _pyrphorians_done,
}
# What the pay step's `done` carries out, with the chosen payment.
_PAYING = {
    A.BUILD: _build,
    A.FREE_BUILD: _free_build,
    A.PLAY: _play,
    A.HIRE: _hire,
    A.UPGRADE: _upgrade,
    A.EXPLORE_OLD: _explore_old,
    A.EXPLORE_NEW: _explore_new,
    A.EXPEDITION: _expedition,
    A.EDITOR: _editor,
    A.EDITOR_FREE: _editor,
    A.ALONSO: _alonso,
    A.BERYL: _beryl,
}
