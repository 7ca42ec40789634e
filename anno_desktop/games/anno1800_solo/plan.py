"""A backward plan from the mission's goals: the regular actions still needed to meet them.

`actions_needed` works back from every open goal to what it is built from: a New World card
goal needs cards in hand, so islands, so exploration tokens at once, so exploration ships, so
cannons, so a cannon foundry, so an engineer and dynamite, ... Each step is one regular action
(an industry or shipyard built, a first cube of a tier upgraded to, a ship, an exploration, a
card fulfilled); a step several goals share is counted once. It is a relaxed plan: cubes,
workplaces and festivals are left to the evaluation it is added to (`evaluate.score`), which
already weighs them; the plan says where to go, the evaluation how to pay on the way.

Only what the view shows is read (hand, board, played cards, the mission), so a choice made
with it never depends on hidden cards.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import fields
from functools import cache
from typing import NamedTuple

from anno_desktop.engine.i18n import N_, _, ngettext
from anno_desktop.engine.memo import PositionMemo
from anno_desktop.games.anno1800_solo.bot import cubes_by_tier
from anno_desktop.games.anno1800_solo.data import NW_RAW, TIERS, TOKENS, Goal, Mission, game_data
from anno_desktop.games.anno1800_solo.economy import (
    TIER_INDEX,
    cube_total,
    fresh_tokens,
    mission_of,
    new_mark,
    nw_raw_available,
    owned_tokens,
    products,
    strongest_ship,
)
from anno_desktop.games.anno1800_solo.goals import (
    EXPEDITION_IP,
    Progress,
    expedition_ip,
    flip_gold,
    goal_progress,
    hand_decks,
)
from anno_desktop.games.anno1800_solo.moves import card_deck_for, effect_of, industries_available
from anno_desktop.games.anno1800_solo.names import card_name, resource_name, tile_name
from anno_desktop.games.anno1800_solo.payment import EDITOR_COST, EXPEDITION_COST
from anno_desktop.games.anno1800_solo.state import Space, State

UNREACHABLE = 12  # actions charged for a step the mission makes impossible to plan
UPGRADES_PER_ACTION = 2  # upgrade steps an action pays for, workplaces allowing
HIRES_PER_ACTION = 2
CARDS_PER_EXPEDITION = 3
NW_CARDS_PER_ISLAND = 3
GOLD_PER_CARD = 2  # a card's gold effect (Mission 6 makes the 4-gold ones pay 2)

Step = tuple[object, ...]  # ("build", tile), ("tier", tier), ("islands", k), ...


class Purposes:
    """With `explaining`, why each step is planned: what it is for, then what that is for, up
    to the goal (purposes as `purpose_words` reads them)."""

    def __init__(self, explaining: bool) -> None:
        self.steps: set[Step] = set()
        self.explaining = explaining
        self.why: dict[Step, tuple[Step, ...]] = {}
        self._for: list[Step] = []

    def add(self, step: Step) -> None:
        self.steps.add(step)
        if self.explaining:
            self.why.setdefault(step, tuple(reversed(self._for)))

    def towards(self, *purpose: object) -> Purposes:
        """`with planner.towards(kind, ...)`: the steps planned inside are for that purpose."""
        self._for.append(purpose)
        return self

    def __enter__(self) -> Purposes:
        return self

    def __exit__(self, *exc: object) -> None:
        self._for.pop()


class Planner(Purposes):
    """Collects the steps of a relaxed plan for one position (one use per position).

    The search plans every position it scores, so what the position alone decides is read
    once here: the cubes of each tier, the owned tiles by product, which resources trade.
    """

    def __init__(self, s: State, explaining: bool = False) -> None:
        super().__init__(explaining)
        self.s = s
        self.d = game_data()
        self.m: Mission | None = mission_of(s)
        self.extra = 0.0  # counted steps that are not shared (card plays, upgrades, ...)
        self._seen: set[str] = set()
        # The most cubes of each tier one planned payment needs at once.
        self.at_once: dict[str, int] = {}
        self.uses: set[str] = set()  # owned tiles the plan makes something with
        # Ships planned by token kind: (ships, tokens they add).
        self.fleet: dict[str, tuple[float, int]] = {}
        # Cards the planned steps draw, by deck: a hand goal must shed them again.
        self.draws: Counter[str] = Counter()
        self.cubes_of = dict(zip(TIERS, cubes_by_tier(s), strict=True))
        # Owned tiles that make something, by product, in space order: (tile, tier).
        self.made_by: dict[str, list[tuple[str, str]]] = {}
        for sp in s.spaces:
            tile = sp.tile
            made = self.d.producers.get(tile)
            if made:
                self.made_by.setdefault(made[1], []).append((tile, made[0]))
        self._planned_products: set[str] = set()  # what the planned builds make
        self._tokens: dict[str, int] = {}
        self._trade_tokens: dict[str, int] = {}
        self._available: frozenset[str] | None = None

    # ------------------------------------------------------------ resources and cubes

    def tier_allowed(self, tier: str) -> bool:
        return self.m is None or tier in self.m.cubes

    def has_tier(self, tier: str) -> bool:
        return self.cubes_of[tier] > 0 or ("tier", tier) in self.steps

    def available(self) -> frozenset[str]:
        """The industries that may be built (`moves.tile_available`)."""
        if self._available is None:
            self._available = industries_available(self.s)
        return self._available

    def owned_tokens(self, kind: str) -> int:
        if kind not in self._tokens:
            self._tokens[kind] = owned_tokens(self.s, kind)
        return self._tokens[kind]

    def tier(self, tier: str) -> None:
        """A first cube of `tier`: an upgrade from the tier below, paid in its upgrade cost."""
        if self.has_tier(tier):
            return
        if not self.tier_allowed(tier):
            self.extra += UNREACHABLE
            return
        self.add(("tier", tier))
        with self.towards("tier", tier):
            i = TIER_INDEX[tier]
            if i:
                self.tier(TIERS[i - 1])
            self.pay(self.d.districts[tier].upgrade_cost)

    def tradeable(self, r: str) -> bool:
        """The mission lets `r` be traded from some industry, within its trade limits, and the
        trade ships could pay."""
        return self.trade_tokens(r) > 0

    def trade_tokens(self, r: str) -> int:
        """The trade tokens one unit of `r` costs traded the cheapest way (0: it can't be)."""
        if r not in self._trade_tokens:
            self._trade_tokens[r] = self._cheapest_trade(r)
        return self._trade_tokens[r]

    def _cheapest_trade(self, r: str) -> int:
        m, d, s = self.m, self.d, self.s
        if r in NW_RAW:
            return 0
        if m is not None and (not m.trade or r in m.trade_ban):
            return 0
        owned = self.owned_tokens("trade")
        costs = []
        for tile in d.makers.get(r, ()):
            if m is not None and tile in m.trade_ban_industries:
                continue
            works = d.producers[tile][0]
            if not self.tier_allowed(works):
                continue
            if m is not None and new_mark(s, r, tile) is None:
                continue
            tokens = d.districts[works].trade_tokens
            if tokens <= owned:
                costs.append(tokens)
        return min(costs, default=0)

    def makes(self, r: str) -> bool:
        """An owned tile makes `r` with a cube of its tier owned (or planned)."""
        for tile, works in self.made_by.get(r, ()):
            if self.has_tier(works):
                self.uses.add(tile)
                return True
        return r in self._planned_products

    def resource(self, r: str) -> None:
        """Being able to pay one unit of `r`: made, traded, or an industry built for it."""
        s, d = self.s, self.d
        if r in TOKENS or r in self._seen:
            return
        if r in NW_RAW:
            if not nw_raw_available(s, r):
                self.islands(len(s.new_world) + 1)
            return
        if self.makes(r) or self.tradeable(r):
            return
        self._seen.add(r)
        owned = [works for _tile, works in self.made_by.get(r, ())]
        if owned:
            self.tier(min(owned, key=lambda t: TIER_INDEX[t]))
            return
        makers = [t for t in d.makers.get(r, ()) if t in self.available()]
        if not makers:
            self.extra += UNREACHABLE
            return
        with self.towards("resource", r):
            self.build(min(makers, key=self._tile_cost))

    def _tile_cost(self, tile: str) -> int:
        """How many of a tile's needs are missing (to pick the cheaper of two makers)."""
        ind = self.d.industries[tile]
        missing = sum(1 for r in ind.cost if not (self.makes(r) or self.tradeable(r)))
        missing += sum(1 for c in ind.cube_cost if not self.has_tier(c))
        return missing + (0 if self.has_tier(ind.works) else 1)

    def maker_tier(self, r: str) -> str:
        """The tier whose cube would pay one unit of `r` ("" for a trade or a token)."""
        d = self.d
        if r in TOKENS or r in NW_RAW:
            return ""
        tiers = [works for _tile, works in self.made_by.get(r, ()) if self.tier_allowed(works)]
        if tiers:
            return min(tiers, key=lambda t: TIER_INDEX[t])
        if self.tradeable(r) or r not in self._planned_products:
            return ""
        planned = [
            d.producers[str(step[1])][0]
            for step in self.steps
            if step[0] == "build" and d.producers.get(str(step[1]), ("", ""))[1] == r
        ]
        # the lowest, as for owned makers: `steps` is a set, whose order changes per process
        return min(planned, key=lambda t: TIER_INDEX[t]) if planned else ""

    def pay(self, items: list[str], cube_cost: tuple[str, ...] | list[str] = ()) -> None:
        """One payment: each resource can be paid, enough cubes of each tier work at once, and
        enough ships give the tokens it takes at once."""
        need: dict[str, int] = {}
        for r in items:
            self.resource(r)
        self.tokens_at_once(items)
        for r in items:
            tier = self.maker_tier(r)
            if tier:
                need[tier] = need.get(tier, 0) + 1
        for c in cube_cost:
            need[c] = need.get(c, 0) + 1
        for tier, n in need.items():
            self.at_once[tier] = max(self.at_once.get(tier, 0), n)
        if self.explaining:
            chain = tuple(reversed(self._for))
            for r in items:
                self.why.setdefault(("resource", r), (("uses", r), *chain))
            for tier in need:
                self.why.setdefault(("cubes", tier), (("cubes", tier), *chain))

    def tokens_at_once(self, items: list[str]) -> None:
        """The naval tokens one payment exhausts: its exploration and trade tokens, a trade
        token for each New World resource, and each traded resource's price in them. More
        than the ships give (a card asking 2 exploration tokens, 3 trades from engineer
        industries) plans more ships: without them such a card looked payable to the plan,
        and stayed in hand to the end (Mission 5, tuning seed 10001)."""
        expl = items.count("expl")
        trade = items.count("trade") + sum(1 for r in items if r in NW_RAW)
        for r in set(items):
            if r not in TOKENS and r not in NW_RAW and not self.makes(r):
                trade += self.trade_tokens(r) * items.count(r)
        if expl:
            self.ships("expl", expl - self.temp_expl())
        if trade:
            self.ships("trade", trade)

    def build(self, tile: str) -> None:
        """Build an industry or shipyard: its cost resources and cube symbols first."""
        if ("build", tile) in self.steps:
            return
        d = self.d
        self.add(("build", tile))
        made = d.producers.get(tile)
        if made:
            self._planned_products.add(made[1])
        with self.towards("tile", tile):
            if tile in d.industries:
                ind = d.industries[tile]
                for c in ind.cube_cost:
                    self.tier(c)
                self.tier(ind.works)
                self.pay(ind.cost, ind.cube_cost)
            else:
                self.pay(d.ships[tile].cost)

    # ------------------------------------------------------------ ships and islands

    def yard(self, strength: int) -> None:
        """A shipyard of at least this strength."""
        d = self.d
        yards = [d.ships[sp.tile].strength for sp in self.s.spaces if _is_yard(sp.tile)]
        if max(yards, default=0) >= strength:
            return
        self.build(f"shipyard_{strength}")

    def ships(self, kind: str, tokens: int) -> None:
        """Ships of `kind` ("trade" or "expl") adding `tokens` to those owned."""
        owned = self.owned_tokens(kind) + self._planned_tokens(kind)
        missing = tokens - owned
        if missing <= 0:
            return
        top = self.m.max_ship_strength if self.m else 3
        if top <= 0:
            self.extra += UNREACHABLE
            return
        strength = min(top, 2, missing)  # strength 3 needs steam engines: an investor
        name = f"{'trade_ship' if kind == 'trade' else 'expl_ship'}_{strength}"
        # A share of a ship for a share of its tokens: a token more of the two a ship adds is
        # half the way, not nothing, so every token the search finds shortens the plan.
        count = missing / strength
        ships, added = self.fleet.get(kind, (0, 0))
        self.fleet[kind] = (ships + count, added + missing)
        self.add(("ships", kind))
        with self.towards("ships", kind, math.ceil(count)):
            self.yard(strength)
            self.pay(self.d.ships[name].cost)

    def _planned_tokens(self, kind: str) -> int:
        return self.fleet.get(kind, (0, 0))[1]

    def temp_expl(self) -> int:
        """Exploration tokens the played cards could add at once (Madame Kahina's 3)."""
        s = self.s
        played = [c for c in s.played if effect_of(s, c) == "expl3"]
        return s.temp_expl + 3 * len(played)

    def islands(self, n: int) -> None:
        """At least n New World islands: the k-th needs k exploration tokens at once."""
        s = self.s
        have = len(s.new_world)
        if n <= have or ("islands", n) in self.steps:
            return
        if self.m is not None and not self.m.new_world:
            self.extra += UNREACHABLE
            return
        for k in range(have + 1, n + 1):
            self.add(("islands", k))
            # A festival between explorations refills the ships.
            self.add(("refill", k))
            if self.m is None or "NW" in self.m.decks:
                self.draws["NW"] += NW_CARDS_PER_ISLAND
        need = n - self.temp_expl()
        with self.towards("island", n):
            self.ships("expl", need)

    # ------------------------------------------------------------ goals

    def cards(self, deck: str | None, count: int) -> None:
        """`count` more cards of `deck` fulfilled (any deck when None)."""
        s, d = self.s, self.d
        if count <= 0:
            return
        hand = [c for c in s.hand if deck is None or d.cards[c].deck == deck]
        self.extra += count
        ranked = sorted(hand, key=self._card_missing)[:count]
        if deck is not None and deck != "NW":
            ranked = self._cheaper_than_drawn(ranked, deck)
        for c in ranked:
            self.card(c)
        short = count - len(ranked)
        if short <= 0:
            return
        # Cards still to be drawn will ask for what their deck asks most.
        self.pay([typical_cost(deck or "FW")])
        if deck == "NW":
            self.islands(len(s.new_world) + math.ceil(short / NW_CARDS_PER_ISLAND))
        elif deck is None:
            self.extra += math.ceil(short / HIRES_PER_ACTION)
        else:
            # A share of a hire for each card of a deck only some tiers draw: counted in whole
            # hires, an artisan's card shortened the plan only every other draw (Mission 7).
            # Any deck's cards (Mission 2) stay in whole hires: every cube draws one, and in
            # shares the bot won a game fewer of tuning seeds 10001-10005.
            self.extra += short / HIRES_PER_ACTION

    def _cheaper_than_drawn(self, hand: list[str], deck: str) -> list[str]:
        """The hand cards of a deck drawn by new cubes whose payment alone plans no more than
        a card yet to be drawn: its share of a hire and the deck's typical resource. A dearer
        card is left in hand for a new one: planned to be paid all the same, each artisan
        cube's card made the hire look dearer than a farmer's (Mission 7, tuning seed 10009:
        it hired farmers and workers, and ended with every artisan card played, two short)."""
        drawn = self._alone([typical_cost(deck)]) + 1 / HIRES_PER_ACTION
        return [c for c in hand if self._alone(self.d.cards[c].cost) <= drawn]

    def _alone(self, items: list[str]) -> float:
        """The actions a plan for this one payment alone would need."""
        planner = Planner(self.s)
        planner.pay(items)
        return planner.total()

    def card(self, c: str) -> None:
        """A hand card to fulfil: its cost paid."""
        if self.explaining:
            self.why.setdefault(("card", c), tuple(reversed(self._for)))
        with self.towards("card", c):
            self.pay(self.d.cards[c].cost)

    def _card_missing(self, c: str) -> int:
        return sum(1 for r in self.d.cards[c].cost if r not in TOKENS and not self.makes(r))

    def cubes(self, tier: str | None, count: int) -> None:
        s = self.s
        if tier is None:
            missing = count - cube_total(s)
            if missing > 0:
                self.extra += math.ceil(missing / HIRES_PER_ACTION)
                self.draws[card_deck_for(s, "farmer")] += missing
            return
        goals = self.tier_goals()
        missing = self.steps_into(tier, count) if tier in goals else count - self.cubes_of[tier]
        if missing <= 0:
            return
        self.tier(tier)
        first = 1 if ("tier", tier) in self.steps else 0
        more = max(missing - first, 0)
        self.extra += math.ceil(more / UPGRADES_PER_ACTION)
        cost = self.d.districts[tier].upgrade_cost
        if more:
            # Every later upgrade pays its cost too: the cubes that make it must be home.
            with self.towards("tier", tier):
                self.pay(cost)
        i = TIER_INDEX[tier]
        if i > 1 and TIERS[i - 1] not in goals:
            # Each upgrade takes a cube of the tier below, which may be the one that just made
            # a part of its cost; the cubes making the other parts stay at work until a
            # festival. Asked for half a cube per upgrade, Mission 2 ended with two artisans
            # and one engineer short: the last upgrade's steel and windows took both.
            below = TIERS[i - 1]
            labour = sum(1 for r in cost if self.maker_tier(r) == below)
            self.cubes(below, max(self.cubes_of[below], missing + labour - 1))

    def tier_goals(self) -> dict[str, int]:
        """The mission's cube goals of one tier each: {tier: cubes}."""
        goals = self.m.goals if self.m else ()
        return {g.tier: g.min or 0 for g in goals if g.kind == "cubes" and g.tier}

    def steps_into(self, tier: str, count: int) -> int:
        """Upgrade steps into `tier` that leave `count` cubes of it once the cube goals of the
        tiers above have been upgraded out of it: Mission 9's 3 engineers and 2 investors need
        5 engineers on the way. Counted tier by tier, the plan upgraded engineers into the
        investors and ended 2 engineers short with 1 action planned for them (tuning seeds
        10001-10005)."""
        goals = self.tier_goals()
        goals[tier] = count
        steps = 0
        for t in reversed(TIERS[TIER_INDEX[tier] :]):
            steps = max(0, goals.get(t, 0) - self.cubes_of[t] + steps)
        return steps

    def goal(self, g: Goal) -> None:
        p = goal_progress(self.s, g)
        if not p.met:
            with self.towards("goal", goal_words(g, p)):
                self._goal(g, p)

    def _goal(self, g: Goal, p: Progress) -> None:
        s, d = self.s, self.d
        if g.kind == "owns" and g.industry:
            self.build(g.industry)
        elif g.kind == "cubes":
            self.cubes(g.tier, g.min or 0)
        elif g.kind == "played":
            self.cards(g.deck, (g.min or 0) - p.current)
        elif g.kind == "played_ip":
            self.points((g.min or 0) - p.current)
        elif g.kind == "ship" and g.ship_kind:
            strength = g.min or 1
            self.yard(strength)
            kind = "trade" if g.ship_kind == "trade" else "expl"
            if strongest_ship(s, g.ship_kind) < strength:
                name = f"{'trade_ship' if kind == 'trade' else 'expl_ship'}_{strength}"
                self.add(("ship", name))
                self.pay(d.ships[name].cost)
        elif g.kind == "nw_islands":
            self.islands(g.min or 0)
        elif g.kind == "tokens":
            self.ships("trade" if g.token == "trade" else "expl", g.min or 0)
        elif g.kind == "expedition_ip":
            self.expeditions(g.min or 0)
        elif g.kind == "investors_via_workforce":
            self.investor()
        elif g.kind == "hand_empty":
            decks = hand_decks(g)
            hand = [c for c in s.hand if d.cards[c].deck in decks]
            self.extra += len(hand)
            edited = [c for c in hand if self.edits(c)]
            for c in hand:
                if c in edited:
                    self.edit(c)
                else:
                    self.card(c)
            self.editor(len(edited))
        elif g.kind == "gold":
            self.gold((g.min or 0) - p.current)
        elif g.kind == "products":
            self.extra += max(0, (g.min or 0) - len(products(s)))

    def gold(self, missing: int) -> None:
        """Gold: what the time-stack cards left will bring first (Mission 6's flips), then a
        card whose effect pays gold for each GOLD_PER_CARD more. Without it the plan was done
        with the gold goal open, and the bot built and hired to the end 11 gold short (Mission
        6, tuning seed 10001)."""
        m = self.m
        if m is not None and m.flip_rule == "leftmost_gold":
            missing -= flip_gold(self.s)
        if missing > 0:
            self.extra += math.ceil(missing / GOLD_PER_CARD)

    def points(self, missing: int) -> None:
        """Influence from cards: the dearest hand cards first, then new cards."""
        s, d = self.s, self.d
        pts = d.normal_solo.card_points
        ranked = sorted(s.hand, key=lambda c: (self._card_missing(c), -pts[d.cards[c].deck]))
        for c in ranked:
            if missing <= 0:
                return
            missing -= pts[d.cards[c].deck]
            self.extra += 1
            self.card(c)
        if missing > 0:
            self.extra += math.ceil(missing / pts["FW"]) + math.ceil(missing / 6)

    def expeditions(self, goal: int) -> None:
        """Expedition influence: each A/E/I cube visits a half of its own tier, so the goal
        needs both halves and cubes of the tiers. The plan takes the fewest actions over how
        many more expedition cards to take (2 exploration tokens and a festival for every
        CARDS_PER_EXPEDITION, the halves they bring expected from the cards not yet taken) and
        the cubes to upgrade onto their halves. Counting cards alone (1.5 influence each)
        planned 20 cards and no cube: Mission 8 ended with 15 workers, 4 artisans and 3
        engineers beside the 4 expedition cards it took (tuning seed 10001)."""
        s, d = self.s, self.d
        if expedition_ip(s) >= goal:
            return
        halves: Counter[str] = Counter()
        for e in s.expeditions:
            halves[d.expeditions[e].animal] += 1
            halves[d.expeditions[e].artefact] += 1
        left: Counter[str] = Counter()
        for e, card in d.expeditions.items():
            if e not in s.expeditions:
                left[card.animal] += 1
                left[card.artefact] += 1
        pile = len(d.expeditions) - len(s.expeditions)
        tiers = sorted(
            (t for t in EXPEDITION_IP if self.tier_allowed(t)),
            key=lambda t: (not self.has_tier(t), -EXPEDITION_IP[t]),
        )
        # Each round of up to CARDS_PER_EXPEDITION cards is an expedition and a festival to
        # refill the ships, the first without one while two tokens are fresh: counted alike,
        # a festival brought the plan no closer, and Mission 8 games ended with no expedition
        # taken (tuning seed 10004).
        ready = fresh_tokens(s, "expl") >= EXPEDITION_COST
        best: tuple[float, float, int, dict[str, int]] | None = None
        for k in range(pile + 1):
            have = {t: halves[t] + k * left[t] / max(pile, 1) for t in EXPEDITION_IP}
            target = {t: self.cubes_of[t] for t in tiers}
            gained = sum(min(target[t], have[t]) * EXPEDITION_IP[t] for t in tiers)
            steps = 0
            for t in tiers:
                while gained < goal and target[t] + 1 <= have[t]:
                    target[t] += 1
                    gained += EXPEDITION_IP[t]
                    steps += TIER_INDEX[t] - TIER_INDEX["worker"]
            if gained < goal:
                continue
            rounds = math.ceil(k / CARDS_PER_EXPEDITION)
            trips = 2 * rounds - (ready and rounds > 0)
            cost = trips + steps / UPGRADES_PER_ACTION
            if best is None or cost < best[0]:
                best = (cost, trips, k, target)
        if best is None:
            self.extra += UNREACHABLE
            return
        _cost, trips, k, target = best
        if k:
            self.ships("expl", EXPEDITION_COST - self.temp_expl())
            self.extra += trips
        for t, n in target.items():
            if n > self.cubes_of[t]:
                self.cubes(t, n)

    def edits(self, c: str) -> bool:
        """A hand card goes under its deck by The Editor rather than being fulfilled: where the
        mission makes The Editor an action, for a card missing a resource (an action either
        way, and The Editor pays no resource, only exploration tokens)."""
        return self.m is not None and self.m.editor_action and self._card_missing(c) > 0

    def edit(self, c: str) -> None:
        """A hand card The Editor sends under its deck (its cost is not paid)."""
        if self.explaining:
            self.why.setdefault(("card", c), tuple(reversed(self._for)))

    def editor(self, uses: int) -> None:
        """The Editor `uses` times (Mission 9): EDITOR_COST exploration tokens each, so ships
        that give them, and a festival to refresh them after each round of uses."""
        if uses <= 0:
            return
        with self.towards("editor"):
            self.ships("expl", EDITOR_COST)
        tokens = self.owned_tokens("expl") + self._planned_tokens("expl")
        per_round = max(1, tokens // EDITOR_COST)
        self.extra += max(0.0, uses / per_round - 1)

    def investor(self) -> None:
        """An investor from Increase workforce: its new-cube cost, and where a mission asks
        for it an expedition card with an investor half first."""
        s, d = self.s, self.d
        self.extra += 1
        if self.m is not None and self.m.investor_needs_expeditions:
            halves = sum(
                1
                for e in s.expeditions
                if "investor" in (d.expeditions[e].animal, d.expeditions[e].artefact)
            )
            if not halves and len(s.expeditions) < 4:
                self.ships("expl", EXPEDITION_COST - self.temp_expl())
                self.extra += 2 * math.ceil((4 - len(s.expeditions)) / CARDS_PER_EXPEDITION)
        self.pay(d.districts["investor"].new_cube_cost)
        self.draws[card_deck_for(s, "investor")] += 1

    def short_cubes(self) -> None:
        """More cubes of a tier than owned must work in one payment: upgrades to that tier."""
        for tier, n in list(self.at_once.items()):
            i = TIER_INDEX[tier]
            up = i + 1 < len(TIERS) and ("tier", TIERS[i + 1]) in self.steps
            missing = n - self.cubes_of[tier] - (("tier", tier) in self.steps) + up
            if missing > 0:
                self.extra += math.ceil(missing / UPGRADES_PER_ACTION)

    def festival(self) -> None:
        """A planned payment needs more cubes of a tier at once than are home, though enough
        are owned: a city festival brings them back first (unless one between explorations is
        planned already). One festival, not one per round of the cubes: counting them all
        lengthened the plan of long missions and lost Mission 4 games on tuning seeds."""
        s = self.s
        short = any(
            n > s.home[TIER_INDEX[tier]] and self.cubes_of[tier] >= n
            for tier, n in self.at_once.items()
        )
        if short and not any(step[0] == "refill" for step in self.steps):
            self.extra += 1
            if self.explaining:
                self.why[("festival",)] = (("festival",),)

    def hand_draws(self) -> int:
        """How many cards the planned steps draw into the decks a hand goal must empty."""
        del self.draws[""]
        decks = {
            deck
            for g in (self.m.goals if self.m else ())
            if g.kind == "hand_empty"
            for deck in hand_decks(g)
        }
        return sum(self.draws[deck] for deck in decks)

    def drawn_cards(self) -> None:
        """The cards the planned steps draw (three New World cards an island, one a new cube)
        stay in hand: a hand goal needs each fulfilled again, one action and its cost. Without
        them exploring or hiring looked free to the plan, and then the hand goal undid it
        (Mission 5's island, Mission 9's twenty cubes)."""
        del self.draws[""]
        for g in self.m.goals if self.m else ():
            if g.kind != "hand_empty":
                continue
            decks = hand_decks(g)
            drawn = [deck for deck in decks if self.draws[deck]]
            self.extra += sum(self.draws[deck] for deck in drawn)
            with self.towards("goal", goal_words(g, goal_progress(self.s, g))):
                if self.m is not None and self.m.editor_action:
                    self.editor(sum(self.draws[deck] for deck in drawn))
                    continue
                for deck in drawn:
                    self.pay([typical_cost(deck)])

    def total(self) -> float:
        self.drawn_cards()
        self.short_cubes()
        self.festival()
        ships = sum(n for n, _tokens in self.fleet.values())
        return len(self.steps) - len(self.fleet) + ships + self.extra


# What a first cube of a tier, and a tier's cubes in a payment, are for (a hint's reasons).
FIRST_TIER = {
    "farmer": N_("a first farmer"),
    "worker": N_("a first worker"),
    "artisan": N_("a first artisan"),
    "engineer": N_("a first engineer"),
    "investor": N_("a first investor"),
}
PAYING_TIER = {
    "farmer": N_("farmer cubes to pay with"),
    "worker": N_("worker cubes to pay with"),
    "artisan": N_("artisan cubes to pay with"),
    "engineer": N_("engineer cubes to pay with"),
    "investor": N_("investor cubes to pay with"),
}
NTH_ISLAND = {
    1: N_("a 1st New World island (1 exploration token at once)"),
    2: N_("a 2nd New World island (2 exploration tokens at once)"),
    3: N_("a 3rd New World island (3 exploration tokens at once)"),
}


def purpose_words(m: Mission | None, purpose: Step) -> str:
    """A purpose of `towards` (or of `why`) in words, in the player's language: "cannons
    (banned from trade in this mission)", "a 3rd New World island (3 exploration tokens at
    once)"."""
    kind, arg, *more = (*purpose, "")
    if kind == "resource":
        name = resource_name(str(arg))
        if m is not None and not m.trade:
            # Translators: {resource} is a resource's name ("cannons").
            return _("{resource} (no trade in this mission)").format(resource=name)
        if m is not None and arg in m.trade_ban:
            # Translators: {resource} is a resource's name ("cannons").
            return _("{resource} (banned from trade in this mission)").format(resource=name)
        # Translators: {resource} is a resource's name ("cannons").
        text = _("{resource} (not made by anything you own, nor traded)")
        return text.format(resource=name)
    if kind == "ships":
        count = int(str(more[0]))
        if arg == "trade":
            text = ngettext("{count} more trade ship", "{count} more trade ships", count)
        else:
            text = ngettext(
                "{count} more exploration ship", "{count} more exploration ships", count
            )
        return text.format(count=count)
    if kind == "island":
        n = int(str(arg))
        if n in NTH_ISLAND:
            return _(NTH_ISLAND[n])
        return _("a {number}th New World island ({number} exploration tokens at once)").format(
            number=n
        )
    if kind == "tile":
        # Translators: {tile} is a building's name ("Cannon foundry").
        return _("the {tile}").format(tile=tile_name(str(arg)))
    if kind == "card":
        # Translators: {card} is a population card's name ("Sausage, coffee and fur coats").
        return _("the card {card}").format(card=card_name(str(arg)))
    if kind == "uses":
        return resource_name(str(arg))
    if kind == "tier":
        return _(FIRST_TIER[str(arg)])
    if kind == "cubes":
        return _(PAYING_TIER[str(arg)])
    if kind == "editor":
        return _("The Editor (a hand card under its deck for 2 exploration tokens)")
    if kind == "goal":
        # Translators: {goal} is a mission goal with its target ("New World cards fulfilled: 7").
        return _("the goal \u201c{goal}\u201d").format(goal=arg)
    return _("the cubes the planned payments need, more than are home")


def goal_words(g: Goal, p: Progress) -> str:
    """A goal as the player reads it: "New World cards fulfilled: 7", "cards in hand: none"."""
    if p.at_most and p.target == 0:
        # Translators: {goal} is a mission goal's label ("cards in hand").
        return _("{goal}: none").format(goal=p.label)
    if p.at_most:
        # Translators: {goal} is a mission goal's label ("influence gained").
        return _("{goal}: at most {count}").format(goal=p.label, count=p.target)
    if g.kind == "owns":
        return p.label
    # Translators: {goal} is a mission goal's label ("New World cards fulfilled"), {count}
    # its target.
    return _("{goal}: {count}").format(goal=p.label, count=p.target)


@cache
def typical_cost(deck: str) -> str:
    """The resource the cards of a deck ask for most often."""
    d = game_data()
    count = Counter(
        r for c in d.cards.values() if c.deck == deck for r in c.cost if r not in TOKENS
    )
    return count.most_common(1)[0][0]


def _is_yard(tile: str) -> bool:
    ship = game_data().ships.get(tile)
    return ship is not None and ship.kind == "shipyard"


def actions_needed(s: State, key: tuple[object, ...] | None = None) -> float:
    """The regular actions a relaxed plan still needs to meet every open goal (0 when none is
    open, or in the normal solo game). `key`: `plan_key(s)`, when the caller has it."""
    if mission_of(s) is None or s.over:
        return 0.0
    return _plan(s, key).actions


def cards_to_draw(s: State, key: tuple[object, ...] | None = None) -> int:
    """The cards the plan's steps will draw that a hand goal must shed again (an island's
    three New World cards, a new cube's card): 0 without a hand goal or an open mission."""
    if mission_of(s) is None or s.over:
        return 0
    return _plan(s, key).draws


def plan_tiles(s: State) -> frozenset[str]:
    """The owned tiles the relaxed plan makes something with."""
    return _plan(s).uses


# The plan reads none of the hidden piles nor the time stack (but Mission 6's gold flips):
# positions the search reaches by the same moves in different samples of the hidden cards
# share one plan.
UNREAD = frozenset(
    {"rng", "decks", "stack", "turned", "stack_pass", "ow_pile", "nw_pile", "expedition_pile"}
)
KEYED = tuple(f.name for f in fields(State) if f.name not in UNREAD)


class Plan(NamedTuple):
    """What the search reads of one position's plan."""

    uses: frozenset[str]  # `plan_tiles`
    actions: float  # `actions_needed`, the mission open
    draws: int  # `cards_to_draw`


# a decision's search plans a few hundred positions, rarely more
_PLANS: PositionMemo[Plan] = PositionMemo(4096)


def plan_key(s: State) -> tuple[object, ...]:
    """Every field of the position the plan may read, as one hashable value: the time-stack
    cards left too where their flips pay gold (Mission 6)."""
    m = mission_of(s)
    key: list[object] = [tuple(sorted(s.stack)) if m and m.flip_rule == "leftmost_gold" else ()]
    for name in KEYED:
        value = getattr(s, name)
        if name == "spaces":
            value = tuple(map(space_key, value))
        elif isinstance(value, list):
            value = tuple(value)
        key.append(value)
    return tuple(key)


def forget_plans() -> None:
    """Drop the cached plans (the `hard` bot, at each decision: a position of the last one
    rarely comes again, and each plan's key holds the whole board)."""
    _PLANS.clear()


def space_key(sp: Space) -> tuple[object, ...]:
    """Every field of a space (`test_plan` checks none is missing)."""
    return (
        sp.id,
        sp.kind,
        sp.row,
        sp.island,
        sp.col,
        sp.preprinted,
        sp.built,
        sp.workers,
        sp.tokens,
    )


def _plan(s: State, key: tuple[object, ...] | None = None) -> Plan:
    def plan() -> Plan:
        planner = planned(s)
        uses = frozenset(planner.uses)  # before the totals' payments add theirs
        draws = planner.hand_draws()
        return Plan(uses, planner.total(), draws)

    return _PLANS.get(plan_key(s) if key is None else key, plan, game_data())


def plan_steps(s: State) -> list[tuple[object, ...]]:
    """The shared steps of the relaxed plan (for tests)."""
    return sorted(planned(s).steps, key=str)


def plan_reasons(s: State) -> dict[Step, tuple[str, ...]]:
    """What each step of the plan is for in words, first what it is for at once, last the goal;
    also the hand cards to fulfil (("card", id)), the resources and cubes the payments use
    (("resource", r), ("cubes", tier)) and a festival they need (("festival",))."""
    planner = planned(s, explaining=True)
    planner.drawn_cards()
    planner.festival()
    m = planner.m
    return {st: tuple(purpose_words(m, p) for p in why) for st, why in planner.why.items()}


def planned(s: State, explaining: bool = False) -> Planner:
    """The plan for every open goal of the mission (none in the normal solo game)."""
    m = mission_of(s)
    planner = Planner(s, explaining)
    for g in m.goals if m else ():
        planner.goal(g)
    return planner
