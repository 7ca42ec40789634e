"""Heuristic bots for Anno 1701. They read `decision.view` and `decision.legal` only.

`normal` follows a plan: citizens as soon as their goods are in hand, buildings for the
majority columns, colonies on the nearest free anchors (sailing around question marks),
donations and Theatre/Opera favour while keeping 3 gold against turmoil, and trades and
building benefits that turn surplus into the goods the next citizen needs. Its offers are
ones the partner would likely accept by what the table shows (their next citizen's goods,
their gold), never one declined this turn nor for a good the partner cannot hold; it never
asks others for offers, and answers every offer and every request for one.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.engine.trade import ACCEPT, DECLINE, Offer
from anno_desktop.games.anno1701 import actions as A
from anno_desktop.games.anno1701.data import GOLD, Building, game_data
from anno_desktop.games.anno1701.economy import could_have
from anno_desktop.games.anno1701.favour import next_donation
from anno_desktop.games.anno1701.state import (
    COMPOSE,
    EMPTY,
    ENCOUNTER,
    MEADOWS,
    SETTLER,
    VILLAGE,
    Player,
    State,
)

SAFE_GOLD = 3  # under this a settlement is in turmoil
ISLAND_VALUE = {
    "tobacco": 3.0,
    "sugarcane": 3.0,
    "gold": 2.0,
    "harbour": 2.5,
    "foreign": 2.5,
    "forest": 1.2,
    "pasture": 1.5,
    "mountain": 1.2,
}
UNKNOWN_ISLAND = 2.0
BENEFIT_VALUE = {
    "exchange": 1.0,
    "school": 0.3,
    "small_shipyard": 0.6,
    "university": 0.6,
    "fire_watch": 0.3,
    "favour": 2.5,
    "": 0.0,
}


def tile_value(b: Building) -> float:
    return b.cannon + b.sack + 1.2 * b.content + 0.7 * b.sail + BENEFIT_VALUE[b.benefit]


@cache
def _calm_distance(target: int) -> tuple[int, ...]:
    """Steps from every sea hex to `target`, avoiding question marks where possible."""
    m = game_data().map
    far = 10_000
    dist = [far] * len(m.coords)
    dist[target] = 0
    todo = deque([target])
    while todo:
        h = todo.popleft()
        for nb in m.sea_neighbours[h]:
            step = 8 if m.question[nb] else 1  # a question mark costs like a long detour
            if dist[h] + step < dist[nb]:
                dist[nb] = dist[h] + step
                todo.append(nb)
    return tuple(dist)


class NormalBot:
    """A planning heuristic: citizens first, then favour by gold, columns and colonies."""

    def __init__(self, rules: Rules, seed: int) -> None:
        self.rules = rules
        self.rng = Rng(seed)
        self.d = game_data()

    # ------------------------------------------------------------ valuation

    def cost(self, p: Player) -> tuple[int, ...]:
        """The goods of the next citizen (after the last, of a level-I building): public."""
        d = self.d
        return d.citizen_cost[p.citizens] if p.citizens < len(d.citizen_cost) else d.level_cost[0]

    def needs(self, p: Player) -> list[int]:
        """Goods still missing for the next citizen (then for a level-I building)."""
        return [max(0, c - g) for c, g in zip(self.cost(p), p.goods, strict=True)]

    def surplus(self, p: Player) -> list[int]:
        d = self.d
        cost = d.citizen_cost[p.citizens] if p.citizens < len(d.citizen_cost) else (0,) * 6
        return [
            max(0, g - c - (1 if i in (1, 2) else 0))
            for i, (g, c) in enumerate(zip(p.goods, cost, strict=True))
        ]

    def good_value(self, p: Player, name: str) -> float:
        if name == GOLD:
            return 0.9 if p.gold < 10 else 0.6
        g = self.d.goods.index(name)
        return 2.0 if self.needs(p)[g] > 0 else (0.4 if self.surplus(p)[g] > 0 else 0.9)

    def bundle_value(self, p: Player, bundle: tuple) -> float:
        return sum(k * self.good_value(p, name) for name, k in bundle)

    # ------------------------------------------------------------ choosing

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        s: State = decision.view
        me = decision.seat
        p = s.players[me]
        first = legal[0]
        if s.due(COMPOSE):
            return self.compose_step(s, me, legal)
        if first.kind == "discard":
            return self.discard(p, legal)
        if ACCEPT in legal or DECLINE in legal:
            return self.answer(s, p, legal)
        if first.kind == "keep":
            return max(legal, key=lambda a: self.keep_value(s, a))
        if first.kind == "pick":
            tiles = s.pending[0].args[1]
            return max(legal, key=lambda a: tile_value(self.d.buildings[tiles[a.args[0]]]))
        if first.kind == "place":
            return self.place(p, legal)
        if first.kind == "return":
            return legal[-1]
        if first.kind == "neutral":
            return min(legal, key=lambda a: self.anchor_value(s, p, a.args[0]))
        if s.due(ENCOUNTER):
            return self.encounter(s, p, legal)
        if first == A.ROLL:
            return first
        if s.phase == "actions":
            return self.act(s, p, legal)
        return self.sail(s, p, legal)

    def discard(self, p: Player, legal: list[Action]) -> Action:
        return min(
            legal,
            key=lambda a: (self.good_value(p, a.args[0]), -p.goods[self.d.goods.index(a.args[0])]),
        )

    def answer(self, s: State, p: Player, legal: list[Action]) -> Action:
        _, give, take, _ = s.pending[0].args
        gain = self.bundle_value(p, give) - self.bundle_value(p, take)
        gold_after = p.gold - sum(k for name, k in take if name == GOLD)
        if ACCEPT in legal and gain > 0.2 and gold_after >= SAFE_GOLD:
            return ACCEPT
        return DECLINE

    def keep_value(self, s: State, a: Action) -> float:
        i, j = a.args
        return sum(tile_value(self.d.buildings[s.draft_hand[k]]) for k in (i, j))

    def place(self, p: Player, legal: list[Action]) -> Action:
        def cost(a: Action) -> float:
            slot = a.args[0]
            if slot < MEADOWS:
                return 0.0
            tile = p.tiles[slot]
            if tile >= 0:
                return 2.0 + tile_value(self.d.buildings[tile])
            return 1.0

        return min(legal, key=cost)

    # ------------------------------------------------------------ action phase

    def act(self, s: State, p: Player, legal: list[Action]) -> Action:
        d = self.d
        kinds: dict[str, list[Action]] = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
        if "citizen" in kinds:
            return kinds["citizen"][0]
        if "favour" in kinds and p.gold - d.s.favour_building_cost >= SAFE_GOLD:
            return kinds["favour"][0]
        if "donate" in kinds:
            i = next_donation(s)
            if p.gold - d.s.donations[i] >= SAFE_GOLD:
                return A.DONATE
        if "build" in kinds:
            keep = d.citizen_cost[p.citizens] if p.citizens < len(d.citizen_cost) else None
            far_off = sum(self.needs(p)) > 3
            for a in sorted(
                kinds["build"], key=lambda a: -tile_value(d.buildings[p.tiles[a.args[0]]])
            ):
                cost = d.buildings[p.tiles[a.args[0]]].cost
                # spare the next citizen's goods unless that citizen is still far off
                if (
                    far_off
                    or keep is None
                    or all(g - c >= k for g, c, k in zip(p.goods, cost, keep, strict=True) if c)
                ):
                    return a
        ships_out = sum(1 for h in p.ships if h >= 0)
        if ships_out == 0 and len(p.colonies) < d.s.colonies:
            for kind in ("ship_yard", "ship"):
                if kind in kinds:
                    return kinds[kind][0]
        use = self.best_use(s, p, kinds.get("use", []))
        if use is not None:
            return use
        if "buy" in kinds and p.gold >= SAFE_GOLD + 2:
            unbuilt = sum(1 for i, t in enumerate(p.tiles) if t >= 0 and not p.built[i])
            free = any(p.tiles[i] == EMPTY for i in range(MEADOWS))
            # with no meadow free, cover a landscape once gold piles up (late favour hunt)
            if unbuilt == 0 and (free or p.gold >= 12):
                options = kinds["buy"]
                return max(options, key=lambda a: (a.args[0], a.args[1] == A.TOP))
        trade = self.trade_opening(s, legal)
        if trade is not None:
            return trade
        if "sail" in kinds:
            return A.SAIL
        return A.END_TURN

    def best_use(self, s: State, p: Player, uses: list[Action]) -> Action | None:
        need = self.needs(p)
        surplus = self.surplus(p)
        best, best_gain = None, 0.3
        for a in uses:
            source, give, take = a.args
            t = (
                self.d.settler
                if source == SETTLER
                else self.d.village
                if source == VILLAGE
                else self.d.buildings[p.tiles[source]].trade
            )
            assert t is not None
            if give == GOLD:
                if p.gold - t.give_gold < SAFE_GOLD + 1:
                    continue
                lost = 0.7 * t.give_gold
            else:
                g = self.d.goods.index(give)
                if surplus[g] < t.give_goods:
                    continue
                lost = 0.4 * t.give_goods
            if take == GOLD:
                gained = 0.8 * t.take_gold
            else:
                g = self.d.goods.index(take)
                gained = 2.5 if need[g] > 0 else 0.2
            if gained - lost > best_gain:
                best, best_gain = a, gained - lost
        return best

    def trade_opening(self, s: State, legal: list[Action]) -> Action | None:
        """Start the bot's own offer, at most 2 a turn. It never asks for offers: another
        player's offer to it is one it could compose itself, and asking costs steps."""
        if s.offers_made >= 2:
            return None
        offer = self.make_offer(s, s.current)
        if offer is not None and A.compose(offer.partner) in legal:
            return A.compose(offer.partner)
        return None

    def partner_values(self, q: Player) -> dict[str, float]:
        """What each good and gold is worth to partner `q` as the table shows it: the goods
        of their next citizen (public) count as needed, whatever their hidden hand holds."""
        values = {n: 2.0 if c > 0 else 0.9 for n, c in zip(self.d.goods, self.cost(q), strict=True)}
        values[GOLD] = self.good_value(q, GOLD)
        return values

    def payments(self, p: Player) -> list[tuple]:
        """What the bot would give for one wanted good, cheapest first: one spare good, two
        spare goods, two gold (less than the village centre's 3)."""
        goods = self.d.goods
        surplus = self.surplus(p)
        spare = [g for g in range(6) if surplus[g] > 0]
        out: list[tuple] = [((goods[g], 1),) for g in spare]
        out += [((goods[g], 2),) for g in spare if surplus[g] >= 2]
        out += [
            tuple(sorted(((goods[g], 1), (goods[h], 1))))
            for i, g in enumerate(spare)
            for h in spare[i + 1 :]
        ]
        if p.gold - 2 > SAFE_GOLD:
            out.append(((GOLD, 2),))
        return out

    def make_offer(self, s: State, me: int, partner: int = -1) -> Offer | None:
        """One wanted good for the cheapest payment the partner would likely accept, to a
        partner who may hold the good and has not declined this very offer this turn (to
        `partner` only, when given). Likely accepted: judged from public information as
        `answer` would judge it (an offer bound to be declined is not worth its steps): the
        payment worth more than 0.2 above the good to the partner, who keeps 3 gold."""
        p = s.players[me]
        need = self.needs(p)
        wanted = [g for g in range(6) if need[g] > 0]
        if not wanted:
            return None
        if partner >= 0:
            partners = [partner]
        elif me == s.current:
            partners = sorted(
                (q for q in range(s.n) if q != me), key=lambda q: -s.players[q].hand_size()
            )
        else:
            partners = [s.current]
        turn = (s.offers_made + s.turns_taken) % len(wanted)
        goods = self.d.goods
        payments: list[tuple] | None = None
        # per partner, once: what it may hold and what each resource is worth to it (the
        # good taken is never gold, so a partner under 3 gold stays under)
        judged: dict[int, tuple[dict[str, int], dict[str, float]] | None] = {}
        for w in wanted[turn:] + wanted[:turn]:
            name = goods[w]
            take = ((name, 1),)
            for q in partners:
                if q not in judged:
                    qp = s.players[q]
                    judged[q] = (
                        (could_have(self.d, s, me, q), self.partner_values(qp))
                        if qp.gold >= SAFE_GOLD
                        else None
                    )
                seen = judged[q]
                if seen is None or seen[0][name] < 1:
                    continue
                value = seen[1]
                if payments is None:
                    payments = self.payments(p)
                for give in payments:
                    gain = sum(k * value[n] for n, k in give) - value[name]
                    if gain > 0.2 and (me, q, give, take) not in s.declined:
                        return Offer(me, q, give, take)
        return None

    def compose_step(self, s: State, me: int, legal: list[Action]) -> Action:
        """The next step toward the bot's own offer: partner, then units, then send."""
        partner, give, take, counter = s.pending[0].args
        fixed = counter or me != s.current
        offer = self.make_offer(s, me, partner if fixed else -1)
        if offer is None:
            return A.CANCEL
        steps: list[Action] = []
        if offer.partner != partner:
            steps.append(A.partner(offer.partner))
        for side, now, wish in ((A.GIVE, give, offer.give), (A.TAKE, take, offer.take)):
            have, want = dict(now), dict(wish)
            steps += [A.remove(side, n) for n in have if have[n] > want.get(n, 0)]
            steps += [A.add(side, n) for n in want if want[n] > have.get(n, 0)]
        step = steps[0] if steps else A.SEND
        return step if step in legal else A.CANCEL

    # ------------------------------------------------------------ seafaring

    def anchor_value(self, s: State, p: Player, anchor: int) -> float:
        m = self.d.map
        value = 0.0
        for r in m.anchor_recesses[anchor]:
            tile = s.recess_tile[r]
            if tile < 0:
                value += UNKNOWN_ISLAND
                continue
            isl = self.d.islands[tile]
            v = ISLAND_VALUE[isl.kind]
            if p.symbol_tiles >> r & 1:
                v = 0.5
            for other in p.colonies:
                if r in m.anchor_recesses[other]:
                    v = 0.3  # one yield per tile however many colonies
            value += v
        return value

    def target(self, s: State, p: Player, pos: int) -> int:
        """The free anchor worth most for its distance from `pos`, or -1."""
        m = self.d.map
        best, best_score = -1, -1e9
        for anchor, owner in enumerate(s.anchor_owner):
            if owner >= 0:
                continue
            dist = _calm_distance(m.anchor_hex[anchor])[pos]
            score = self.anchor_value(s, p, anchor) - 0.45 * dist
            if score > best_score:
                best, best_score = anchor, score
        return best

    def sail(self, s: State, p: Player, legal: list[Action]) -> Action:
        m = self.d.map
        founds = [a for a in legal if a.kind == "found"]
        for a in founds:
            pos = p.ships[a.args[0]]
            if (
                self.target(s, p, pos) == m.anchor_at[pos]
                or self.anchor_value(s, p, m.anchor_at[pos]) >= 3.0
            ):
                return a
        moves = [a for a in legal if a.kind == "move"]
        if moves:
            ship = moves[0].args[0] if s.active_ship < 0 else s.active_ship
            mine = [a for a in moves if a.args[0] == ship] or moves
            pos = p.ships[mine[0].args[0]]
            goal = self.target(s, p, pos)
            if goal >= 0:
                dist = _calm_distance(m.anchor_hex[goal])
                here = dist[pos]
                step = min(mine, key=lambda a: dist[a.args[1]])
                if dist[step.args[1]] < here and (
                    not m.question[step.args[1]] or self.safe_enough(p)
                ):
                    return step
        if founds and self.rng.random() < 0.5:
            return founds[0]
        return A.END_TURN

    def safe_enough(self, p: Player) -> bool:
        return p.cannon >= 2 or p.gold >= 6

    # ------------------------------------------------------------ encounters

    def encounter(self, s: State, p: Player, legal: list[Action]) -> Action:
        card = self.d.encounters[s.pending[0].args[0]]
        if card.kind == "pirate":
            wins = sum(1 for die in range(1, 7) if die + p.cannon >= card.strength) / 6
            if A.REDRAW in legal and wins < 0.5:
                return A.REDRAW
            if A.PAY in legal and wins < 0.5 and p.gold - card.demand >= SAFE_GOLD:
                return A.PAY
            return A.FIGHT
        if card.kind == "whirlwind":
            if A.REDRAW in legal and p.sail < card.sails:
                return A.REDRAW
            return A.RESOLVE
        if card.kind == "trader":
            sells = [a for a in legal if a.kind == "sell"]
            if sells:
                return min(sells, key=lambda a: self.good_value(p, a.args[0]))
            return A.PASS
        return A.RESOLVE
