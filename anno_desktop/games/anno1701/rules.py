"""Anno 1701, the board game, for 2 to 4 players (the 2-player variant of the Czech rulebook).

Set-up, whose decision is pending, which actions are legal and the dispatch of `apply`; the
rule areas themselves live in economy.py, seafaring.py and favour.py.
"""

from __future__ import annotations

from itertools import combinations

from anno_desktop.engine.errors import not_possible
from anno_desktop.engine.i18n import N_, _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, GameOptions, Result
from anno_desktop.engine.trade import ACCEPT, DECLINE, Offer, describe_offer
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701 import economy, seafaring
from anno_desktop.games.anno1701.data import GameData, game_data
from anno_desktop.games.anno1701.favour import check_win, tokens_total
from anno_desktop.games.anno1701.names import amount, anchor_name, good_name, hex_name, slot_name
from anno_desktop.games.anno1701.state import (
    ACTIONS,
    ANSWER,
    BLOCKED,
    COMPOSE,
    DISCARD,
    DRAFT,
    EMPTY,
    ENCOUNTER,
    NEUTRAL,
    NO_ONE,
    OVER,
    PICK,
    PLACE,
    RETURN,
    ROLL,
    SEA,
    SETTLER,
    VILLAGE,
    Neutral,
    Player,
    State,
)
from anno_desktop.games.anno1701.view import determinize, view

COMPOSE_KINDS = ("ask", "add", "remove", "partner", "send", "cancel")


class Anno1701Options(GameOptions):
    """`first_game`: the set-up tiles are the top two of stack I instead of a draft."""

    players: int = 4
    first_game: bool = False


class Anno1701Rules:
    id = "anno1701"
    title = "Anno 1701 – the board game"  # noqa: RUF001 (the printed title)
    player_counts = (2, 3, 4)
    options_model = Anno1701Options

    # ------------------------------------------------------------ set-up

    def new_game(self, options: GameOptions, seed: int) -> State:
        opts = Anno1701Options.model_validate(options.model_dump())
        d = game_data()
        n = opts.players
        rng = Rng(seed)
        boards = list(range(len(d.boards)))
        rng.shuffle(boards)
        players = [
            Player(
                board=boards[i],
                goods=[0] * len(d.goods),
                gold=d.s.start_gold,
                ships=[d.map.start] + [-1] * (d.s.ships - 1),
            )
            for i in range(n)
        ]
        s = State(
            rng=rng,
            n=n,
            players=players,
            neutral=Neutral() if n == 2 else None,
            first_game=opts.first_game,
        )
        s.supply = [d.s.cards_per_good] * len(d.goods)
        for t in range(len(d.buildings)):
            if n == 2 and t in d.two_player_removed:
                continue
            s.stacks[d.buildings[t].level - 1].append(t)
        rng.shuffle(s.stacks[0])
        rng.shuffle(s.stacks[1])
        s.recess_tile = [-1] * len(d.map.recess_ids)
        for dark in (False, True):
            tiles = [i for i, t in enumerate(d.islands) if t.dark == dark]
            rng.shuffle(tiles)
            for r, is_dark in enumerate(d.map.recess_dark):
                if is_dark == dark:
                    s.recess_tile[r] = tiles.pop()
        s.face_up = [False] * len(d.map.recess_ids)
        s.anchor_owner = [NO_ONE] * len(d.map.anchor_ids)
        blocked = d.s.donations_blocked_two_player if n == 2 else []
        s.donation_holder = [BLOCKED if v in blocked else NO_ONE for v in d.s.donations]
        s.event_deck = list(range(len(d.events)))
        rng.shuffle(s.event_deck)
        s.encounter_deck = list(range(len(d.encounters)))
        rng.shuffle(s.encounter_deck)
        s.start_player = _start_player(rng, n)
        s.current = s.start_player
        s.rolls_left = 1  # 2-player variant: the start player's very first turn has one roll
        if opts.first_game:
            for k in range(n):
                p = players[(s.start_player + k) % n]
                p.tiles[0] = s.stacks[0].pop(0)
                p.tiles[1] = s.stacks[0].pop(0)
            s.phase = ROLL
        else:
            s.draft_seat = s.start_player
            s.draft_hand = s.stacks[0][:4]
            del s.stacks[0][:4]
        return s

    # ------------------------------------------------------------ whose decision, what is legal

    def to_act(self, s: State) -> int | None:
        if s.phase == OVER:
            return None
        if s.pending:
            return s.pending[0].seat
        if s.phase == DRAFT:
            return s.draft_seat
        return s.current

    def legal_actions(self, s: State) -> list[Action]:
        return self.legal(s)

    def legal(self, s: State) -> list[Action]:
        d = game_data()
        if s.phase == OVER:
            return []
        if s.pending:
            return _pending_actions(d, s, s.pending[0])
        if s.phase == DRAFT:
            return _keep_actions(d, s)
        if s.phase == ROLL:
            return [A.ROLL]
        if s.phase == ACTIONS:
            return economy.action_phase_actions(d, s)
        return seafaring.sea_actions(d, s)

    # ------------------------------------------------------------ apply

    def apply(self, s: State, a: Action) -> list[Event]:
        d = game_data()
        if not isinstance(a, Action):
            a = Action(*a)
        if a.kind == "offer" and len(a.args) == 3:
            if not economy.offer_is_legal(d, s, a):
                raise not_possible(lambda: describe(d, s, a), str(a.kind))
        elif a not in self.legal(s):
            raise not_possible(lambda: describe(d, s, a), str(a.kind))
        return self.apply_legal(s, a)

    def apply_legal(self, s: State, a: Action) -> list[Event]:
        """`apply` of an action known to be legal (the search's, taken from `legal`): the
        check costs the search about an eighth of its time."""
        d = game_data()
        kind = a.kind
        if kind == "discard":
            return economy.do_discard(d, s, d.goods.index(a.args[0]))
        if a in (ACCEPT, DECLINE, A.COUNTER):
            return economy.do_answer(d, s, a)
        if kind in COMPOSE_KINDS or (kind == "offer" and len(a.args) == 1):
            return economy.do_compose(d, s, a)
        if kind == "keep":
            return _do_keep(d, s, *a.args)
        if kind == "pick":
            return economy.do_pick(d, s, a.args[0])
        if kind == "place":
            events = economy.do_place(d, s, a.args[0])
            check_win(d, s, events)
            return events
        if kind == "return":
            events = seafaring.do_return(d, s, a.args[0])
            check_win(d, s, events)
            return events
        if kind == "neutral":
            return seafaring.do_neutral(d, s, a.args[0])
        if s.due(ENCOUNTER):
            return seafaring.resolve(d, s, a)
        if kind == "roll":
            events = economy.do_roll(d, s)
            check_win(d, s, events)
            return events
        if kind == "end_turn":
            return _end_turn(d, s)
        if kind == "sail":
            s.phase = SEA
            text = _("{player} sets sail").format(player=f"Player {s.current + 1}")
            return [Event("sail", text, s.current)]
        if kind == "move":
            return seafaring.do_move(d, s, *a.args)
        if kind == "discover":
            return seafaring.do_discover(d, s, a.args[0])
        if kind == "found":
            return seafaring.do_found(d, s, a.args[0])
        return economy.do_action(d, s, a)

    # ------------------------------------------------------------ views, results, texts

    def view(self, s: State, seat: int | None) -> State:
        return view(game_data(), s, seat)

    def determinize(self, v: State, rng: Rng) -> State:
        return determinize(game_data(), v, rng)

    def result(self, s: State) -> Result | None:
        if s.winner < 0:
            return None
        scores = tuple(float(p.tokens) for p in s.players)
        return Result((s.winner,), scores, _("placed every favour token without turmoil"))

    def turn(self, s: State) -> int:
        return s.turns_taken // s.n + 1

    def describe(self, s: State, a: Action) -> str:
        return describe(game_data(), s, a)

    def invariants(self, s: State) -> list[str]:
        return invariants(game_data(), s)


def _start_player(rng: Rng, n: int) -> int:
    """Everyone rolls both dice; the highest begins, ties roll again."""
    tied = list(range(n))
    while len(tied) > 1:
        rolls = {seat: rng.die() + rng.die() for seat in tied}
        best = max(rolls.values())
        tied = [seat for seat in tied if rolls[seat] == best]
    return tied[0]


def _pending_actions(d: GameData, s: State, due: Pending) -> list[Action]:
    """The answers to the decision owed first."""
    if due.kind == DISCARD:
        goods = s.players[due.seat].goods
        return [A.discard(name) for name, k in zip(d.goods, goods, strict=True) if k]
    if due.kind == ANSWER:
        return economy.answer_actions(d, s)
    if due.kind == COMPOSE:
        return economy.compose_actions(d, s, due)
    if due.kind == PICK:
        return economy.pick_actions(d, s)
    if due.kind == PLACE:
        return [A.place(slot) for slot in economy.place_slots(s.players[s.current])]
    if due.kind == RETURN:
        return [A.return_to(h) for h in due.args]
    if due.kind == NEUTRAL:
        return [A.neutral(a) for a in due.args]
    return seafaring.encounter_actions(d, s)


def _keep_actions(d: GameData, s: State) -> list[Action]:
    seen: set[tuple[str, str]] = set()
    out = []
    for i, j in combinations(range(len(s.draft_hand)), 2):
        key = tuple(sorted((d.buildings[s.draft_hand[i]].key, d.buildings[s.draft_hand[j]].key)))
        if key not in seen:
            seen.add(key)
            out.append(A.keep(i, j))
    return out


def _do_keep(d: GameData, s: State, i: int, j: int) -> list[Event]:
    p = s.players[s.draft_seat]
    p.tiles[0] = s.draft_hand[i]
    p.tiles[1] = s.draft_hand[j]
    s.draft_returned += [t for k, t in enumerate(s.draft_hand) if k not in (i, j)]
    text = _("{player} keeps two expansion tiles").format(player=f"Player {s.draft_seat + 1}")
    events = [Event("draft", text, s.draft_seat)]
    s.drafted += 1
    if s.drafted < s.n:
        s.draft_seat = (s.draft_seat + 1) % s.n
        s.draft_hand = s.stacks[0][:4]
        del s.stacks[0][:4]
        return events
    s.stacks[0] += s.draft_returned
    s.draft_returned = []
    s.draft_hand = []
    s.draft_seat = -1
    s.rng.shuffle(s.stacks[0])
    s.phase = ROLL
    events.append(Event("shuffle", _("Stack I is shuffled again"), None, barrier=True))
    return events


def _end_turn(d: GameData, s: State) -> list[Event]:
    s.players[s.current].used = 0
    s.offers_made = 0
    s.declined = ()
    s.active_ship = -1
    s.movement = 0
    s.visited = 0
    s.ships_done = 0
    s.first_roll = 0
    s.turns_taken += 1
    s.current = (s.current + 1) % s.n
    s.phase = ROLL
    s.rolls_left = 2 if s.neutral is not None else 1
    events = [
        Event("turn", _("{player}'s turn").format(player=f"Player {s.current + 1}"), s.current)
    ]
    check_win(d, s, events)
    return events


DIRECTIONS = {
    (1, 0): N_("east"),
    (1, -1): N_("north-east"),
    (0, -1): N_("north-west"),
    (-1, 0): N_("west"),
    (-1, 1): N_("south-west"),
    (0, 1): N_("south-east"),
}


def _tile_name(d: GameData, tile: int) -> str:
    return _(d.buildings[tile].name) if tile >= 0 else _("a face-down tile")


def _source_name(d: GameData, s: State, source: int) -> str:
    if source == SETTLER:
        return _("Settler")
    if source == VILLAGE:
        return _("Village centre")
    return _(d.buildings[s.players[s.current].tiles[source]].name)


def _seats(s: State) -> list[str]:
    return [f"Player {i + 1}" for i in range(s.n)]


def use_amounts(d: GameData, s: State, a: Action) -> tuple[str, str]:
    """What an exchange `a` pays and takes, as amounts: ("3 wood", "1 tool")."""
    source, give, take = a.args
    p = s.players[s.current] if 0 <= s.current < len(s.players) else None
    t = d.settler if source == SETTLER else d.village if source == VILLAGE else None
    if t is None and p is not None:
        t = d.buildings[p.tiles[source]].trade
    given = t.give_gold if t and give == "gold" else (t.give_goods if t else 1)
    got = t.take_gold if t and take == "gold" else 1
    return amount(given, give), amount(got, take)


def _describe_trade(s: State, a: Action) -> str:
    k, args = a.kind, a.args
    if k == "offer" and len(args) == 3:
        return describe_offer(Offer.from_action(s.current, a), _seats(s))
    seat = f"Player {args[0] + 1}" if args and isinstance(args[0], int) else ""
    if k == "ask":
        return _("Ask {player} for an offer").format(player=seat)
    if k in ("offer", "partner"):
        return _("Offer {player} a trade").format(player=seat)
    if k in ("add", "remove"):
        side, name = args
        texts = {
            (A.GIVE, "add"): _("Give 1 {good} more"),
            (A.GIVE, "remove"): _("Give 1 {good} less"),
            (A.TAKE, "add"): _("Ask for 1 {good} more"),
            (A.TAKE, "remove"): _("Ask for 1 {good} less"),
        }
        return texts[(side, k)].format(good=good_name(name))
    due = s.due(COMPOSE)
    if due is not None:
        partner, give, take, _counter = due.args
        offer = Offer(due.seat, partner, give, take)
        return _("Send: {offer}").format(offer=describe_offer(offer, _seats(s)))
    return _("Send the offer")


def _describe_tiles(d: GameData, s: State, a: Action, p: Player) -> str:
    k, args = a.kind, a.args
    if k == "build":
        return _("Build the {building} on {space}").format(
            building=_tile_name(d, p.tiles[args[0]]), space=slot_name(d, args[0])
        )
    if k == "ship_yard":
        return _("Build a ship with the {building}").format(
            building=_tile_name(d, p.tiles[args[0]])
        )
    if k == "favour":
        return _("Pay {cost} gold at the {building} for a favour token").format(
            cost=d.s.favour_building_cost, building=_tile_name(d, p.tiles[args[0]])
        )
    if k == "citizen":
        return _("Build the {citizen} (a favour token)").format(
            citizen=_(d.citizen_names[p.citizens])
        )
    if k == "buy":
        level, mode = args
        stack = "I" * level
        if mode == A.TOP:
            return _("Buy the top tile of stack {stack} ({cost} gold)").format(
                stack=stack, cost=d.s.buy_top_cost
            )
        return _("Choose 1 of the top {count} tiles of stack {stack} ({cost} gold)").format(
            count=d.s.buy_choose_from, stack=stack, cost=economy.choose_cost(d, p)
        )
    due = s.due(PLACE)
    tile = due.args[0] if due else -1
    return _("Put the {building} on {space}").format(
        building=_tile_name(d, tile), space=slot_name(d, args[0])
    )


def _describe_sea(d: GameData, s: State, a: Action, p: Player) -> str:
    k, args = a.kind, a.args
    if k == "move":
        ship, to = args
        here = p.ships[ship]
        step = (
            d.map.coords[to][0] - d.map.coords[here][0],
            d.map.coords[to][1] - d.map.coords[here][1],
        )
        if step not in DIRECTIONS:
            return _("Sail ship {ship} on to {place}").format(ship=ship + 1, place=hex_name(d, to))
        # Translators: {way} is a compass direction ("north-east"), {place} a sea space
        # ("the start harbour", "the west anchor of the middle island", "open sea").
        return _("Sail ship {ship} {way} to {place}").format(
            ship=ship + 1, way=_(DIRECTIONS[step]), place=hex_name(d, to)
        )
    anchor = anchor_name(d, d.map.anchor_at[p.ships[args[0]]])
    if k == "discover":
        return _("Look at the island tiles at {anchor} (ship {ship})").format(
            anchor=anchor, ship=args[0] + 1
        )
    return _("Found a colony at {anchor} (ship {ship} goes back to your reserve)").format(
        anchor=anchor, ship=args[0] + 1
    )


SIMPLE = {
    "roll": N_("Roll the dice"),
    "ship": N_("Build a ship (pay its goods)"),
    "donate": N_("Donate to the Queen for a favour token"),
    "sail": N_("Set sail (end the action phase)"),
    "end_turn": N_("End the turn"),
    "redraw": N_("Send the encounter away (university)"),
    "pay": N_("Pay the pirates"),
    "fight": N_("Fight the pirates"),
    "pass": N_("Sell nothing"),
    "resolve": N_("Accept the encounter"),
    "accept": N_("Accept the offer"),
    "decline": N_("Decline the offer"),
    "counter": N_("Answer with an offer of your own"),
    "cancel": N_("Make no offer"),
}


def describe(d: GameData, s: State, a: Action) -> str:
    """A short sentence for a button or the log, naming tiles, places and goods."""
    k, args = a.kind, a.args
    p = s.players[s.current] if 0 <= s.current < len(s.players) else None
    if k in ("offer", "ask", "partner", "add", "remove", "send"):
        return _describe_trade(s, a)
    if k == "use":
        give, take = use_amounts(d, s, a)
        # Translators: {source} is the Settler, the Village centre or a building's name;
        # {give} and {take} are amounts ("3 wood", "1 tool").
        return _("{source}: pay {give}, take {take}").format(
            source=_source_name(d, s, args[0]), give=give, take=take
        )
    if p is not None and k in ("build", "ship_yard", "favour", "citizen", "buy", "place"):
        return _describe_tiles(d, s, a, p)
    if p is not None and k in ("move", "discover", "found"):
        return _describe_sea(d, s, a, p)
    if k == "pick":
        due = s.due(PICK)
        tiles = due.args[1] if due else ()
        tile = tiles[args[0]] if args[0] < len(tiles) else -1
        return _("Keep the {building}").format(building=_tile_name(d, tile))
    if k == "keep":
        hand = s.draft_hand
        names = [_tile_name(d, hand[i]) if i < len(hand) else _("a tile") for i in args]
        return _("Keep {first} and {second}").format(first=names[0], second=names[1])
    if k == "return":
        return _("Ship goes back to {place}").format(place=hex_name(d, args[0]))
    if k == "neutral":
        return _("Put the neutral colony at {anchor}").format(anchor=anchor_name(d, args[0]))
    if k == "discard":
        return _("Lose 1 {good} to the fire").format(good=good_name(args[0]))
    if k == "sell":
        return _("Sell 1 {good} to the free trader").format(good=good_name(args[0]))
    return _(SIMPLE[k]) if k in SIMPLE else str(a)


def invariants(d: GameData, s: State) -> list[str]:
    """Component conservation: goods, gold, ships, colonies, tokens, tiles."""
    problems = []
    hidden = any(p.hidden_hand >= 0 for p in s.players)
    for i, p in enumerate(s.players):
        if p.gold < 0 or min(p.goods) < 0:
            problems.append(f"player {i + 1} holds negative gold or goods")
        if len(p.ships) != d.s.ships:
            problems.append(f"player {i + 1} has {len(p.ships)} ships")
        if len(p.colonies) > d.s.colonies:
            problems.append(f"player {i + 1} has too many colonies")
        held = (
            p.citizen_tokens
            + bin(p.favour_slots).count("1")
            + s.column_holder.count(i)
            + s.seven_holders.count(i)
            + s.donation_holder.count(i)
        )
        if held != p.tokens or not 0 <= p.tokens <= tokens_total(d, s):
            problems.append(f"player {i + 1} has {p.tokens} tokens placed but {held} spaces")
    if min(s.supply) < 0:
        problems.append("a goods supply is negative")
    if not hidden:
        for g in range(len(d.goods)):
            if s.supply[g] + sum(p.goods[g] for p in s.players) != d.s.cards_per_good:
                problems.append(f"{d.goods[g]} cards are lost or duplicated")
    owners = [o for o in s.anchor_owner if o >= 0]
    colonies = sum(len(p.colonies) for p in s.players)
    if s.neutral is not None:
        colonies += len(s.neutral.colonies)
    if len(owners) != colonies:
        problems.append("colonies on the map differ from the colonies placed")
    tiles = [t for p in s.players for t in p.tiles if t != EMPTY]
    tiles += s.stacks[0] + s.stacks[1] + s.draft_hand + s.draft_returned
    for due in s.pending:
        if due.kind == PICK:
            tiles += due.args[1]
        elif due.kind == PLACE:
            tiles.append(due.args[0])
    expected = len(d.buildings) - (len(d.two_player_removed) if s.neutral is not None else 0)
    known = [t for t in tiles if t >= 0]
    if len(tiles) != expected or len(set(known)) != len(known):
        problems.append("expansion tiles are lost or duplicated")
    return problems
