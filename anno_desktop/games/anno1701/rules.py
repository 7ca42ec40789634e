"""Anno 1701, the board game, for 2 to 4 players (the 2-player variant of the Czech rulebook).

Set-up, whose decision is pending, which actions are legal and the dispatch of `apply`; the
rule areas themselves live in economy.py, seafaring.py and favour.py.
"""

from __future__ import annotations

from itertools import combinations

from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, GameOptions, Result
from anno_desktop.engine.trade import ACCEPT, DECLINE, Offer, describe_offer
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701 import economy, seafaring
from anno_desktop.games.anno1701.data import GameData, game_data
from anno_desktop.games.anno1701.favour import check_win, tokens_total
from anno_desktop.games.anno1701.names import anchor_name, hex_name, slot_name
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
                raise IllegalAction(f"{a} is not possible now")
        elif a not in self.legal(s):
            raise IllegalAction(f"{a} is not possible now")
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
            return [Event("sail", f"Player {s.current + 1} sets sail", s.current)]
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
        return Result((s.winner,), scores, "placed every favour token without turmoil")

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
    events = [Event("draft", f"Player {s.draft_seat + 1} keeps two expansion tiles", s.draft_seat)]
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
    events.append(Event("shuffle", "Stack I is shuffled again", None, barrier=True))
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
    events = [Event("turn", f"Player {s.current + 1}'s turn", s.current)]
    check_win(d, s, events)
    return events


DIRECTIONS = {
    (1, 0): "east",
    (1, -1): "north-east",
    (0, -1): "north-west",
    (-1, 0): "west",
    (-1, 1): "south-west",
    (0, 1): "south-east",
}


def _tile_name(d: GameData, tile: int) -> str:
    return d.buildings[tile].name if tile >= 0 else "a face-down tile"


def _source_name(d: GameData, s: State, source: int) -> str:
    if source == SETTLER:
        return "Settler"
    if source == VILLAGE:
        return "Village centre"
    return d.buildings[s.players[s.current].tiles[source]].name


def describe(d: GameData, s: State, a: Action) -> str:
    """A short sentence for a button or the log, naming tiles, places and goods."""
    k, args = a.kind, a.args
    p = s.players[s.current] if 0 <= s.current < len(s.players) else None
    if k == "offer" and len(args) == 3:
        return describe_offer(
            Offer.from_action(s.current, a), [f"Player {i + 1}" for i in range(s.n)]
        )
    if k in ("offer", "ask", "partner"):
        verb = "Ask" if k == "ask" else "Offer"
        return f"{verb} Player {args[0] + 1} " + ("for an offer" if k == "ask" else "a trade")
    if k in ("add", "remove"):
        side, name = args
        more = "more" if k == "add" else "less"
        return f"{'Give' if side == A.GIVE else 'Ask for'} 1 {name} {more}"
    if k == "send":
        due = s.due(COMPOSE)
        if due is not None:
            partner, give, take, _ = due.args
            offer = Offer(due.seat, partner, give, take)
            return "Send: " + describe_offer(offer, [f"Player {i + 1}" for i in range(s.n)])
        return "Send the offer"
    if k == "use":
        source, give, take = args
        t = d.settler if source == SETTLER else d.village if source == VILLAGE else None
        if t is None and p is not None:
            t = d.buildings[p.tiles[source]].trade
        given = t.give_gold if t and give == "gold" else (t.give_goods if t else 1)
        got = t.take_gold if t and take == "gold" else 1
        return f"{_source_name(d, s, source)}: pay {given} {give}, take {got} {take}"
    if k == "build" and p is not None:
        tile = p.tiles[args[0]]
        return f"Build the {_tile_name(d, tile)} on {slot_name(d, args[0])}"
    if k == "ship_yard" and p is not None:
        return f"Build a ship with the {_tile_name(d, p.tiles[args[0]])}"
    if k == "favour" and p is not None:
        cost = d.s.favour_building_cost
        return f"Pay {cost} gold at the {_tile_name(d, p.tiles[args[0]])} for a favour token"
    if k == "citizen" and p is not None:
        return f"Build the {d.citizen_names[p.citizens]} (a favour token)"
    if k == "buy":
        level, mode = args
        if mode == A.TOP:
            return f"Buy the top tile of stack {'I' * level} ({d.s.buy_top_cost} gold)"
        cost = economy.choose_cost(d, p) if p is not None else d.s.buy_choose_cost
        return (
            f"Choose 1 of the top {d.s.buy_choose_from} tiles of stack {'I' * level} ({cost} gold)"
        )
    if k == "place":
        due = s.due(PLACE)
        tile = due.args[0] if due else -1
        return f"Put the {_tile_name(d, tile)} on {slot_name(d, args[0])}"
    if k == "pick":
        due = s.due(PICK)
        tiles = due.args[1] if due else ()
        tile = tiles[args[0]] if args[0] < len(tiles) else -1
        return f"Keep the {_tile_name(d, tile)}"
    if k == "keep":
        hand = s.draft_hand
        names = [_tile_name(d, hand[i]) if i < len(hand) else "a tile" for i in args]
        return f"Keep {names[0]} and {names[1]}"
    if k == "move" and p is not None:
        ship, to = args
        here = p.ships[ship]
        step = (
            d.map.coords[to][0] - d.map.coords[here][0],
            d.map.coords[to][1] - d.map.coords[here][1],
        )
        way = DIRECTIONS.get(step, "on")
        return f"Sail ship {ship + 1} {way} to {hex_name(d, to)}"
    if k in ("discover", "found") and p is not None:
        anchor = anchor_name(d, d.map.anchor_at[p.ships[args[0]]])
        if k == "discover":
            return f"Look at the island tiles at {anchor} (ship {args[0] + 1})"
        return f"Found a colony at {anchor} (ship {args[0] + 1} goes back to your reserve)"
    if k == "return":
        return f"Ship goes back to {hex_name(d, args[0])}"
    if k == "neutral":
        return f"Put the neutral colony at {anchor_name(d, args[0])}"
    if k == "discard":
        return f"Lose 1 {args[0]} to the fire"
    if k == "sell":
        return f"Sell 1 {args[0]} to the free trader"
    texts = {
        "roll": "Roll the dice",
        "ship": "Build a ship (pay its goods)",
        "donate": "Donate to the Queen for a favour token",
        "sail": "Set sail (end the action phase)",
        "end_turn": "End the turn",
        "redraw": "Send the encounter away (university)",
        "pay": "Pay the pirates",
        "fight": "Fight the pirates",
        "pass": "Sell nothing",
        "resolve": "Accept the encounter",
        "accept": "Accept the offer",
        "decline": "Decline the offer",
        "counter": "Answer with an offer of your own",
        "cancel": "Make no offer",
    }
    return texts.get(k, str(a))


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
