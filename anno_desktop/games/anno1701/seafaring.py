"""Seafaring phase (rulebook "3. Seafaring Phase"): moving step by step, discovering,
founding colonies and resolving encounters; plus the 2-player neutral colonies."""

from __future__ import annotations

from anno_desktop.engine.i18n import _, listing, ngettext
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701.data import GameData
from anno_desktop.games.anno1701.economy import ready_building
from anno_desktop.games.anno1701.favour import check_seven_colonies, check_win, update_columns
from anno_desktop.games.anno1701.names import anchor_name, good_name, hex_name, tile_name
from anno_desktop.games.anno1701.state import (
    ENCOUNTER,
    NEUTRAL,
    RETURN,
    Neutral,
    Player,
    State,
)


def speed(d: GameData, p: Player) -> int:
    return d.s.base_movement + p.sail


def movement(d: GameData, s: State, ship: int) -> tuple[int, int]:
    """The current player's `ship`: movement points left and the hex mask entered this move."""
    p = s.players[s.current]
    if s.active_ship == ship:
        return s.movement, s.visited
    return speed(d, p), 1 << p.ships[ship]


def steps(d: GameData, pos: int, visited: int) -> list[int]:
    """The sea hexes one move from `pos` that the ship has not entered during this move."""
    return [nb for nb in d.map.sea_neighbours[pos] if not visited >> nb & 1]


def routes(d: GameData, pos: int, left: int, visited: int) -> dict[int, tuple[int, ...]]:
    """Every hex a ship at `pos` reaches by `steps` with `left` moves, with its way there
    (start excluded): a shortest one, through as few question marks as a shortest way allows."""
    question = d.map.question
    best: dict[int, tuple[int, tuple[int, ...]]] = {pos: (0, ())}
    layer = [pos]
    for _step in range(left):
        found: dict[int, tuple[int, tuple[int, ...]]] = {}
        for h in layer:
            marks, path = best[h]
            for nb in steps(d, h, visited):
                if nb in best:
                    continue
                entry = (marks + question[nb], (*path, nb))
                if nb not in found or entry[0] < found[nb][0]:
                    found[nb] = entry
        best.update(found)
        layer = list(found)
    del best[pos]
    return {h: path for h, (_steps, path) in best.items()}


def sea_actions(d: GameData, s: State) -> list[Action]:
    p = s.players[s.current]
    m = d.map
    out: list[Action] = []
    for i, pos in enumerate(p.ships):
        if pos < 0 or s.ships_done >> i & 1:
            continue
        left, visited = movement(d, s, i)
        if left > 0:
            out += [A.move(i, nb) for nb in steps(d, pos, visited)]
        anchor = m.anchor_at[pos]
        if anchor < 0:
            continue
        if left > 0 and any(
            not s.face_up[r] and not p.discovered >> r & 1 for r in m.anchor_recesses[anchor]
        ):
            out.append(A.discover(i))
        if s.anchor_owner[anchor] < 0 and len(p.colonies) < d.s.colonies:
            out.append(A.found(i))
    out.append(A.END_TURN)
    return out


def _activate(d: GameData, s: State, ship: int) -> None:
    """Start moving `ship`; a ship that was moving before has finished its movement."""
    if s.active_ship == ship:
        return
    if s.active_ship >= 0:
        s.ships_done |= 1 << s.active_ship
    p = s.players[s.current]
    s.active_ship = ship
    s.movement = speed(d, p)
    s.visited = 1 << p.ships[ship]


def _finish(s: State, ship: int) -> None:
    s.ships_done |= 1 << ship
    if s.active_ship == ship:
        s.active_ship = -1
        s.movement = 0
        s.visited = 0


def do_move(d: GameData, s: State, ship: int, to: int) -> list[Event]:
    _activate(d, s, ship)
    p = s.players[s.current]
    p.ships[ship] = to
    s.movement -= 1
    s.visited |= 1 << to
    events = [
        Event(
            "move",
            _("{player}'s ship sails to {place}").format(
                player=f"Player {s.current + 1}", place=hex_name(d, to)
            ),
            s.current,
            {"ship": ship, "hex": to},
        )
    ]
    if d.map.question[to]:
        events += draw_encounter(d, s)
    return events


def do_discover(d: GameData, s: State, ship: int) -> list[Event]:
    _activate(d, s, ship)
    p = s.players[s.current]
    s.movement -= 1
    anchor = d.map.anchor_at[p.ships[ship]]
    for r in d.map.anchor_recesses[anchor]:
        p.discovered |= 1 << r
    # The tiles themselves stay private: the discoverer sees them through view().
    return [
        Event(
            "discover",
            _("{player} looks at the island tiles at {anchor}").format(
                player=f"Player {s.current + 1}", anchor=anchor_name(d, anchor)
            ),
            s.current,
            {"anchor": anchor},
            barrier=True,
        )
    ]


def _reveal(d: GameData, s: State, anchor: int) -> list[str]:
    turned = []
    for r in d.map.anchor_recesses[anchor]:
        if not s.face_up[r]:
            s.face_up[r] = True
            tile = d.islands[s.recess_tile[r]]
            turned.append(tile_name(tile))
    return turned


def _count_symbols(d: GameData, s: State, owner: Player | Neutral, anchor: int) -> None:
    """Harbour cannons and foreign-people sacks count once per tile for each owner."""
    for r in d.map.anchor_recesses[anchor]:
        bit = 1 << r
        if owner.symbol_tiles & bit:
            continue
        tile = d.islands[s.recess_tile[r]]
        if tile.cannon or tile.sack:
            owner.symbol_tiles |= bit
            owner.cannon += tile.cannon
            owner.sack += tile.sack


def do_found(d: GameData, s: State, ship: int) -> list[Event]:
    seat = s.current
    p = s.players[seat]
    if s.active_ship >= 0 and s.active_ship != ship:
        _finish(s, s.active_ship)
    anchor = d.map.anchor_at[p.ships[ship]]
    turned = _reveal(d, s, anchor)
    s.anchor_owner[anchor] = seat
    p.colonies.append(anchor)
    p.ships[ship] = -1
    _finish(s, ship)
    _count_symbols(d, s, p, anchor)
    events = [
        Event(
            "found",
            (
                _("{player} founds a colony at {anchor}: {tiles} turned up")
                if turned
                else _("{player} founds a colony at {anchor}")
            ).format(
                player=f"Player {seat + 1}", anchor=anchor_name(d, anchor), tiles=listing(turned)
            ),
            seat,
            {"anchor": anchor},
            barrier=True,
        )
    ]
    update_columns(d, s, events)
    check_seven_colonies(d, s, seat, events)
    if s.neutral is not None and len(s.neutral.colonies) < d.s.colonies:
        island = d.map.anchor_island[anchor]
        free = tuple(a for a in d.map.island_anchors[island] if s.anchor_owner[a] < 0)
        if len(free) == 1:
            events += do_neutral(d, s, free[0])
        elif free:
            s.pending.append(Pending(seat, NEUTRAL, free))
    check_win(d, s, events)
    return events


def do_neutral(d: GameData, s: State, anchor: int) -> list[Event]:
    """2-player variant: the founder puts a neutral colony on a free anchor of that island."""
    assert s.neutral is not None
    if s.due(NEUTRAL):
        s.pending.pop(0)
    turned = _reveal(d, s, anchor)
    s.anchor_owner[anchor] = s.n
    s.neutral.colonies.append(anchor)
    _count_symbols(d, s, s.neutral, anchor)
    events = [
        Event(
            "neutral",
            (
                _("A neutral colony goes to {anchor}: {tiles} turned up")
                if turned
                else _("A neutral colony goes to {anchor}")
            ).format(anchor=anchor_name(d, anchor), tiles=listing(turned)),
            s.current,
            {"anchor": anchor},
            barrier=True,
        )
    ]
    update_columns(d, s, events)
    check_win(d, s, events)
    return events


# ---------------------------------------------------------------- encounters


def trader_gold(d: GameData, p: Player) -> int:
    table = d.s.free_trader_gold
    return table[min(p.sack, len(table) - 1)]


def draw_encounter(d: GameData, s: State) -> list[Event]:
    if not s.encounter_deck:
        s.encounter_deck, s.encounter_discard = s.encounter_discard, []
        s.rng.shuffle(s.encounter_deck)
    drawn = s.encounter_deck.pop()
    s.pending.append(Pending(s.current, ENCOUNTER, (drawn,)))
    card = d.encounters[drawn]
    events = [
        Event(
            "encounter",
            _("Encounter: {card}").format(card=_(card.name)),
            s.current,
            {"card": drawn},
            barrier=True,
        )
    ]
    if len(encounter_actions(d, s)) == 1:
        events += resolve(d, s, encounter_actions(d, s)[0])
    return events


def encounter_actions(d: GameData, s: State) -> list[Action]:
    p = s.players[s.current]
    card = d.encounters[s.pending[0].args[0]]
    out: list[Action] = []
    if card.kind == "trader":
        if trader_gold(d, p) > 0:
            out += [A.sell(g) for i, g in enumerate(d.goods) if p.goods[i] > 0]
        out.append(A.PASS)
    elif card.kind == "pirate":
        if p.gold >= card.demand:
            out.append(A.PAY)
        out.append(A.FIGHT)
    else:
        out.append(A.RESOLVE)
    if ready_building(d, p, "university") >= 0:
        out.append(A.REDRAW)
    return out


def _fight_words(who: str, die: int, cannons: int, strength: int, won: int) -> str:
    """A pirate fight in the log; `won` the gold won, 0 for a loss."""
    if not won:
        return ngettext(
            "{player} fights: {die} + {count} cannon against {strength}, loses",
            "{player} fights: {die} + {count} cannons against {strength}, loses",
            cannons,
        ).format(player=who, die=die, count=cannons, strength=strength)
    return ngettext(
        "{player} fights: {die} + {count} cannon against {strength}, wins {gold} gold",
        "{player} fights: {die} + {count} cannons against {strength}, wins {gold} gold",
        cannons,
    ).format(player=who, die=die, count=cannons, strength=strength, gold=won)


def resolve(d: GameData, s: State, a: Action) -> list[Event]:
    """Carry out the player's answer to the encounter card in play."""
    seat = s.current
    p = s.players[seat]
    if a == A.REDRAW:
        p.used |= 1 << ready_building(d, p, "university")
        s.encounter_discard.append(s.pending.pop(0).args[0])
        text = _("{player} sends the encounter away (university)").format(
            player=f"Player {seat + 1}"
        )
        return [Event("redraw", text, seat), *draw_encounter(d, s)]
    drawn = s.pending.pop(0).args[0]
    card = d.encounters[drawn]
    who = f"Player {seat + 1}"
    s.encounter_discard.append(drawn)
    lost = False
    data: dict | None = None
    if a.kind == "sell":
        g = d.goods.index(a.args[0])
        p.goods[g] -= 1
        s.supply[g] += 1
        gold = trader_gold(d, p)
        p.gold += gold
        text = _("{player} sells {good} to the free trader for {gold} gold").format(
            player=who, good=good_name(a.args[0]), gold=gold
        )
    elif a == A.PASS:
        text = _("{player} lets the free trader pass").format(player=who)
    elif a == A.PAY:
        p.gold -= card.demand
        text = _("{player} pays the pirates {gold} gold").format(player=who, gold=card.demand)
    elif a == A.FIGHT:
        die = s.rng.die()
        lost = die + p.cannon < card.strength
        if not lost:
            p.gold += card.reward
        text = _fight_words(who, die, p.cannon, card.strength, card.reward if not lost else 0)
        data = {"card": drawn, "die": die, "cannons": p.cannon, "strength": card.strength}
    elif card.kind == "castaways":
        p.gold += p.sail
        text = _("{player} rescues castaways: {gold} gold").format(player=who, gold=p.sail)
    else:
        lost = p.sail < card.sails
        text = (
            _("{player} is caught by the whirlwind")
            if lost
            else _("{player} outruns the whirlwind")
        ).format(player=who)
    events = [Event("encounter", text, seat, data, barrier=a == A.FIGHT)]
    if lost:
        events += _send_back(d, s)
    check_win(d, s, events)
    return events


def return_options(d: GameData, s: State, pos: int) -> list[int]:
    """The start, and every own harbour tile strictly nearer than the start."""
    m = d.map
    to_start = m.distance[pos][m.start]
    p = s.players[s.current]
    options = [m.start]
    seen = 0
    for anchor in p.colonies:
        for r in m.anchor_recesses[anchor]:
            if seen >> r & 1 or d.islands[s.recess_tile[r]].kind != "harbour":
                continue
            seen |= 1 << r
            hex_ = m.recess_hex[r]
            dist = 1 + min(m.distance[pos][nb] for nb in m.sea_neighbours[hex_])
            if dist < to_start:
                options.append(hex_)
    return options


def _send_back(d: GameData, s: State) -> list[Event]:
    ship = s.active_ship
    p = s.players[s.current]
    options = return_options(d, s, p.ships[ship])
    _finish(s, ship)
    if len(options) == 1:
        return do_return(d, s, options[0], ship)
    s.pending.append(Pending(s.current, RETURN, tuple(options)))
    s.active_ship = ship  # remembered until the owner picks where it goes
    return []


def do_return(d: GameData, s: State, hex_: int, ship: int = -1) -> list[Event]:
    if ship < 0:
        ship = s.active_ship
        s.active_ship = -1
        s.movement = 0
        s.visited = 0
    if s.due(RETURN):
        s.pending.pop(0)
    s.players[s.current].ships[ship] = hex_
    text = (
        _("{player}'s ship goes back to the start")
        if hex_ == d.map.start
        else _("{player}'s ship goes back to a harbour")
    )
    return [
        Event(
            "return",
            text.format(player=f"Player {s.current + 1}"),
            s.current,
            {"ship": ship, "hex": hex_},
        )
    ]
