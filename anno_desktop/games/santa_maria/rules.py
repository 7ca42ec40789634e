"""The Santa Maria rules: set-up, the four main actions, sub-decisions, years and game end."""

from __future__ import annotations

from typing import ClassVar

from anno_desktop.engine.errors import IllegalAction, not_possible
from anno_desktop.engine.i18n import _
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Event, GameOptions, Result
from anno_desktop.games.santa_maria import actions as act
from anno_desktop.games.santa_maria import colony
from anno_desktop.games.santa_maria.data import RESOURCES, rule_data
from anno_desktop.games.santa_maria.effects import (
    RES_INDEX,
    buy_price,
    can_buy,
    change_cost,
    coin_price,
    effect_atom,
    expand_cost,
    extra_step_choices,
    gain,
    has,
    pay,
    pay_plan,
    place_monk,
    recruit_choices,
    run_queue,
    sell_price,
    ship_choices,
    trade_choices,
    white_limit,
)
from anno_desktop.games.santa_maria.scoring import finish, score_conquistadors
from anno_desktop.games.santa_maria.state import PlayerState, SantaMariaState
from anno_desktop.games.santa_maria.view import determinize, view


class SantaMariaOptions(GameOptions):
    """`advanced`: side B with Town Halls; `common_blue_dice`: blue dice drafted from a pool;
    `choose_boards`: players pick their side-A colony instead of a random deal."""

    players: int = 2
    advanced: bool = False
    common_blue_dice: bool = False
    choose_boards: bool = False


class SantaMariaRules:
    id: ClassVar[str] = "santa-maria"
    title: ClassVar[str] = "Santa Maria"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    options_model: ClassVar[type[GameOptions]] = SantaMariaOptions

    # -- set-up ----------------------------------------------------------------------------

    def new_game(self, options: GameOptions, seed: int) -> SantaMariaState:
        data = rule_data()
        common = data.common
        opts = SantaMariaOptions.model_validate(options.model_dump())
        if opts.players not in self.player_counts:
            raise ValueError(f"Santa Maria is for 2-4 players, not {opts.players}")
        n = opts.players
        rng = Rng(seed)
        start = rng.below(n)
        a_sides = [b.id for b in data.boards.values() if b.side == "A"]
        choosing = opts.choose_boards and not opts.advanced
        boards = ["B"] * n
        if not opts.advanced:
            rng.shuffle(a_sides)
            boards = a_sides[:n]
        players = [PlayerState(board=b, grid=list(data.grids[b])) for b in boards]
        s = SantaMariaState(
            rng=rng, n=n, advanced=opts.advanced, common_blue=opts.common_blue_dice, players=players
        )
        # Choices go counter-clockwise, starting with the player to the right of the start player.
        s.setup_order = [(start - 1 - k) % n for k in range(n)] if choosing or s.advanced else []
        for k in range(n):
            p = players[(start + k) % n]
            p.coins = common.start_coins[k]
            p.res[RES_INDEX["wood"]] = common.start_wood
            if choosing:
                p.board, p.grid = "", [None] * 36
        if choosing:
            s.boards_left = sorted(a_sides)
        else:
            self._roll_first_blue(s)
        s.blue_reserve = (common.blue_dice_per_player - 1) * n
        s.docks = [sid for sid, sh in data.shipments.items() if sh.starting]
        rng.shuffle(s.docks)
        s.ship_stack = [sid for sid, sh in data.shipments.items() if not sh.starting]
        rng.shuffle(s.ship_stack)
        scholars = list(data.scholars)
        rng.shuffle(scholars)
        s.scholars = scholars[:3]
        bishops = list(data.bishops)
        rng.shuffle(bishops)
        s.bishops = bishops[:3]
        s.double_stack = data.tile_ids("double")
        s.triple_stack = data.tile_ids("triple")
        rng.shuffle(s.double_stack)
        rng.shuffle(s.triple_stack)
        s.roads = data.tile_ids("road")
        s.start = s.current = start
        self._new_display_and_dice(s)
        if s.advanced:
            halls = data.tile_ids("town_hall")
            s.town_halls = list(zip(halls, scholars[3 : 3 + len(halls)], strict=True))
        if s.setup_order:
            s.phase = "setup"
            s.current = s.setup_order[0]
            s.pending = Pending(s.current, "town_hall" if s.advanced else "board")
        return s

    def _roll_first_blue(self, s: SantaMariaState) -> list[int]:
        """Each player's first blue die, rolled once the colony boards are chosen; the dice
        as rolled, in seat order from the start player."""
        rolled = []
        for k in range(s.n):
            p = s.players[(s.start + k) % s.n]
            die = s.rng.die()
            rolled.append(die)
            if s.common_blue:
                s.blue_pool.append(die)
            else:
                p.blue = [die]
        s.blue_pool.sort()
        return rolled

    def _new_display_and_dice(self, s: SantaMariaState) -> list[int]:
        """The year's display and white dice; the white dice rolled."""
        common = rule_data().common
        s.display = [s.double_stack.pop() for _ in range(common.display_doubles)]
        s.display += [s.triple_stack.pop() for _ in range(common.display_triples)]
        s.white = sorted(s.rng.die() for _ in range(common.white_dice_per_player * s.n))
        return list(s.white)

    # -- questions -------------------------------------------------------------------------

    def to_act(self, s: SantaMariaState) -> int | None:
        return None if s.phase == "over" else s.current

    def turn(self, s: SantaMariaState) -> int:
        return s.turn_no

    def result(self, s: SantaMariaState) -> Result | None:
        if s.final is None or s.winner is None:
            return None
        totals = tuple(float(sum(b.values())) for b in s.final)
        return Result((s.winner,), totals, _("end of the third year"))

    def view(self, s: SantaMariaState, seat: int | None) -> SantaMariaState:
        return view(s, seat)

    def determinize(self, v: SantaMariaState, rng: Rng) -> SantaMariaState:
        return determinize(v, rng)

    def describe(self, s: SantaMariaState, a: Action) -> str:
        return act.describe(s, a)

    def invariants(self, s: SantaMariaState) -> list[str]:
        """Broken game invariants (for the contract fuzzer): storage, coins, dice, monks."""
        data = rule_data()
        limit = data.common.storage_limit
        problems = []
        for seat, p in enumerate(s.players):
            if any(not 0 <= n <= limit for n in p.res):
                problems.append(f"seat {seat} stores {p.res}, beyond 0..{limit}")
            if p.coins < 0:
                problems.append(f"seat {seat} has {p.coins} coins")
            if any(b and p.grid[i] not in data.buildings for i, b in enumerate(p.blocked)):
                problems.append(f"seat {seat} has a die or coins on a non-building")
            if p.monks + len(p.monk_spaces) != 6:
                problems.append(f"seat {seat} has lost or gained monks")
        return problems

    # -- move generation -------------------------------------------------------------------

    def legal_actions(self, s: SantaMariaState) -> list[Action]:
        if s.phase == "over":
            return []
        p = s.players[s.current]
        if s.pending is not None:
            return self._answers(s, p, s.pending)
        return self._main_actions(s, p) + self._free_actions(p)

    def _free_actions(self, p: PlayerState, buying: bool = True) -> list[Action]:
        out = [act.sell(RESOURCES[r]) for r in range(5) if p.res[r] > 0]
        if buying:
            out += [act.buy(RESOURCES[r]) for r in range(5) if can_buy(p, r)]
        return out

    def _main_actions(self, s: SantaMariaState, p: PlayerState) -> list[Action]:
        return (
            self._expand_actions(s, p)
            + self._coin_actions(s, p)
            + self._die_actions(s, p)
            + self._retire_actions(s, p)
        )

    def _expand_actions(self, s: SantaMariaState, p: PlayerState) -> list[Action]:
        data = rule_data()
        out = []
        costs = {kind: pay_plan(p, expand_cost(p, kind)) for kind in ("double", "triple")}
        room: dict[tuple[str, int], bool] = {}  # tiles of one shape fit or not alike
        for slot, tid in enumerate(s.display):
            if tid is None:
                continue
            tile = data.tiles[tid]
            shape = (tile.shape, len(tile.cells))
            if costs[tile.kind] is None:
                continue
            if shape not in room:
                room[shape] = colony.has_placement(p, tile)
            if room[shape]:
                out.append(act.expand(slot))
        return out

    def _coin_actions(self, s: SantaMariaState, p: PlayerState) -> list[Action]:
        if p.coins < coin_price(p):
            return []
        buildings = rule_data().buildings
        return [
            act.coins(*colony.row_col(i))
            for i, code in enumerate(p.grid)
            if code in buildings and not p.blocked[i]
        ]

    def _die_actions(self, s: SantaMariaState, p: PlayerState) -> list[Action]:
        out = []
        if p.white_used < white_limit(p):
            lines = self._open_lines(p, "white")
            whites = sorted(set(s.white))
            out += [act.die("white", v) for v in whites if self._targets(p, lines, v)]
        if s.common_blue:
            blues = sorted(set(s.blue_pool)) if p.blue_taken < p.blue_unlocked else []
        else:
            blues = sorted(set(p.blue))
        if blues:
            lines = self._open_lines(p, "blue")
            out += [act.die("blue", v) for v in blues if self._targets(p, lines, v)]
        return out

    def _free_main(self, s: SantaMariaState, p: PlayerState) -> list[Action]:
        return self._free_actions(p)

    def _retire_actions(self, s: SantaMariaState, p: PlayerState) -> list[Action]:
        return [act.retire(k) for k, seat in enumerate(s.retire_spaces) if seat is None]

    def _is_legal(self, s: SantaMariaState, a: Action) -> bool:
        """Whether `a` is in legal_actions(s), listing only the actions of its own kind."""
        p = s.players[s.current]
        if s.pending is not None:
            return a in self.legal_actions(s)
        generate = {
            "sell": self._free_main,
            "buy": self._free_main,
            "expand": self._expand_actions,
            "coins": self._coin_actions,
            "die": self._die_actions,
            "retire": self._retire_actions,
        }.get(a.kind)
        return generate is not None and a in generate(s, p)

    def _open_lines(self, p: PlayerState, kind: str) -> list[int]:
        """Rows (blue) or columns (white) that hold a vacant building."""
        return [t for t in range(1, 7) if colony.vacant_buildings(p, kind, t)]

    def _targets(self, p: PlayerState, lines: list[int], value: int) -> list[int]:
        """Lines a die of `value` can be set to: affordable and holding a vacant building."""
        return [t for t in lines if change_cost(p, value, t) <= p.coins]

    def _answers(self, s: SantaMariaState, p: PlayerState, pending: Pending) -> list[Action]:
        data = rule_data()
        kind, args = pending.kind, pending.args
        if kind == "town_hall":
            return [act.town_hall(k) for k, offer in enumerate(s.town_halls) if offer is not None]
        if kind == "board":
            return [act.board(b) for b in s.boards_left]
        if kind == "place":
            places = [act.place(*rc) for rc in colony.placements(p, data.tiles[args[0]])]
            # A retiring space may be chosen without carrying out its action: the road too.
            return [*places, act.SKIP] if args[1] == "road" else places
        if kind == "target":
            # Selling may pay for a change of value; buying could strand the die, so not here.
            lines = self._open_lines(p, args[0])
            targets = [act.target(t) for t in self._targets(p, lines, args[1])]
            return targets + self._free_actions(p, buying=False)
        if kind == "farmer":
            return [act.farmer("wood"), act.farmer("grain")]
        out: list[Action]
        if kind == "ship":
            out = [act.ship(d) for d in ship_choices(s, p)]
        elif kind == "trade":
            out = [act.trade(r) for r in trade_choices(p, args[0])]
        elif kind == "religion":
            out = [act.extra(how) for how in extra_step_choices(p)]
        else:
            out = [act.recruit(k) for k in recruit_choices(s, s.current)]
        return [*out, act.SKIP, *self._free_actions(p)]

    # -- move application ------------------------------------------------------------------

    def apply(self, s: SantaMariaState, a: Action) -> list[Event]:
        if s.phase == "over":
            raise IllegalAction(_("the game is over"))
        if not self._is_legal(s, a):
            raise not_possible(lambda: self.describe(s, a), str(a.kind))
        events: list[Event] = []
        seat = s.current
        p = s.players[seat]
        kind = a.kind
        if kind in ("sell", "buy"):
            r = RES_INDEX[a.args[0]]
            if kind == "sell":
                p.res[r] -= 1
                p.coins += sell_price(p, r)
            else:
                p.coins -= buy_price(p)
                p.res[r] += 1
            events.append(Event(kind, act.describe(s, a), seat))
            return events
        if s.pending is None:
            self._main(s, p, a, events)
        else:
            self._answer(s, p, a, events)
        self._advance(s, events)
        return events

    def _main(self, s: SantaMariaState, p: PlayerState, a: Action, events: list[Event]) -> None:
        data = rule_data()
        seat = s.current
        s.main_done = True
        event = Event(a.kind, act.describe(s, a), seat)
        events.append(event)
        if a.kind == "expand":
            slot = a.args[0]
            tid = s.display[slot]
            assert tid is not None
            plan = pay_plan(p, expand_cost(p, data.tiles[tid].kind))
            assert plan is not None
            pay(p, plan)
            s.display[slot] = None
            s.pending = Pending(seat, "place", (tid, "display"))
        elif a.kind == "coins":
            i = colony.index(*a.args)
            price = coin_price(p)
            event.data["paid"] = price
            p.coins -= price
            p.coin_acts += 1
            p.blocked[i] = f"coins {price}"
            s.queue.append(("activate", i))
        elif a.kind == "die":
            die_kind, value = a.args
            if die_kind == "white":
                s.white.remove(value)
                p.white_used += 1
            elif s.common_blue:
                s.blue_pool.remove(value)
                p.blue_taken += 1
            else:
                p.blue.remove(value)
            s.pending = Pending(seat, "target", (die_kind, value))
        elif a.kind == "retire":
            space = a.args[0]
            p.retired = True
            s.retire_spaces[space] = seat
            s.queue = [] if not has(p, "retire_resource") else [("farmer",)]
            s.queue += [effect_atom(data.common.retire[space].action), ("income",)]
        else:
            raise IllegalAction(_("unknown action {kind}").format(kind=repr(a.kind)))

    def _answer(self, s: SantaMariaState, p: PlayerState, a: Action, events: list[Event]) -> None:
        data = rule_data()
        seat = s.current
        pending = s.pending
        assert pending is not None
        text = act.describe(s, a)  # worded while the decision it answers is still known
        s.pending = None
        events.append(Event(a.kind, text, seat))
        if a.kind == "place":
            tid, source = pending.args
            colony.place(p, data.tiles[tid], *a.args)
            if source == "road":
                s.roads.pop()
            elif source == "town_hall":
                self._next_in_setup(s, events)
        elif a.kind == "town_hall":
            offer = s.town_halls[a.args[0]]
            assert offer is not None
            hall, scholar = offer
            s.town_halls[a.args[0]] = None
            p.own_scholar = scholar
            p.scholars.append(scholar)
            s.pending = Pending(seat, "place", (hall, "town_hall"))
        elif a.kind == "board":
            p.board = a.args[0]
            p.grid = list(data.grids[p.board])
            s.boards_left.remove(p.board)
            self._next_in_setup(s, events)
        elif a.kind == "target":
            die_kind, value = pending.args
            line = a.args[0]
            p.coins -= change_cost(p, value, line)
            cells = colony.vacant_buildings(p, die_kind, line)
            # The die, turned to the line, rests on its last vacant building.
            p.blocked[cells[-1]] = f"{die_kind} {line}"
            s.queue[0:0] = [("activate", i) for i in cells]
        elif a.kind == "ship":
            dock = a.args[0]
            tid = s.docks[dock]
            assert tid is not None
            plan = pay_plan(p, data.shipments[tid].cost)
            assert plan is not None
            pay(p, plan)
            p.harbour[dock].append(tid)
            if has(p, "shipping_point"):
                p.points += 1
            s.docks[dock] = s.ship_stack.pop() if s.ship_stack else None
            if s.docks[dock] is not None:
                text = _("A new shipment arrives at the dock")
                events.append(Event("draw", text, seat, barrier=True))
        elif a.kind == "trade":
            r = RES_INDEX[a.args[0]]
            p.res[r] -= 1
            what, n = pending.args[1:]
            gain(p, what, n, events, seat)
        elif a.kind == "extra":
            how = a.args[0]
            if how == "coins":
                p.coins -= 2
            else:
                p.res[RES_INDEX[how]] -= 1
            s.queue[0:0] = [("step",), ("step",)]
        elif a.kind == "skip":
            if pending.kind == "religion":
                s.queue.insert(0, ("step",))
        elif a.kind == "recruit":
            place_monk(s, seat, a.args[0], events)
        elif a.kind == "farmer":
            gain(p, a.args[0], 1, events, seat)
        else:
            raise IllegalAction(_("unknown action {kind}").format(kind=repr(a.kind)))

    def _next_in_setup(self, s: SantaMariaState, events: list[Event]) -> None:
        """Pass the board or Town Hall choice on; after the last one the first year starts."""
        choice = "town_hall" if s.advanced else "board"
        s.setup_order.pop(0)
        if s.setup_order:
            s.current = s.setup_order[0]
            s.pending = Pending(s.current, choice)
            return
        if choice == "board":
            dice = self._roll_first_blue(s)
            text = _("Everyone rolls a first blue die")
            events.append(Event("roll", text, None, {"dice": dice}, barrier=True))
        s.town_halls = []
        s.boards_left = []  # leftover boards go back to the box
        s.phase = "play"
        s.current = s.start

    # -- turns and years -------------------------------------------------------------------

    def _advance(self, s: SantaMariaState, events: list[Event]) -> None:
        run_queue(s, events)
        if s.pending is not None or s.queue or not s.main_done:
            return
        s.main_done = False
        if all(p.retired for p in s.players):
            self._end_year(s, events)
            return
        seat = s.current
        for _step in range(s.n):
            seat = (seat + 1) % s.n
            if not s.players[seat].retired:
                break
        s.current = seat
        s.turn_no += 1

    def _end_year(self, s: SantaMariaState, events: list[Event]) -> None:
        score_conquistadors(s, events)
        for p in s.players:
            p.conq = 0
            p.conq_tick = 0
            p.blocked = [""] * 36
            p.coin_acts = p.white_used = p.blue_taken = 0
        if s.year >= rule_data().common.years:
            finish(s, events)
            return
        s.year += 1
        dice = self._new_display_and_dice(s)
        if s.common_blue:
            s.blue_pool = sorted(s.rng.die() for p in s.players for _ in range(p.blue_unlocked))
            dice += s.blue_pool
        else:
            for p in s.players:
                p.blue = sorted(s.rng.die() for _ in range(p.blue_unlocked))
                dice += p.blue
        s.start = next(seat for seat in s.retire_spaces if seat is not None)
        s.retire_spaces = [None] * 5
        for p in s.players:
            p.retired = False
        s.current = s.start
        s.turn_no += 1
        events.append(
            Event(
                "year",
                _("Year {year} begins: {player} starts").format(
                    year=s.year, player=f"Player {s.start + 1}"
                ),
                s.start,
                {"year": s.year, "dice": dice},
                barrier=True,
            )
        )
