"""Heuristic bots for the card game. They read only `decision.view` and `decision.legal`.

`normal` plays toward the next upgrades: it values goods by what its next settler, citizen
and merchant still lack, builds what pays, sails for rum and tobacco once it has settlers,
and keeps at least a little gold so Fire and thieves cannot end its game.
"""

from __future__ import annotations

from collections.abc import Callable

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action, Rules
from anno_desktop.engine.trade import Bundle
from anno_desktop.games.anno1701_cards import economy as eco
from anno_desktop.games.anno1701_cards.data import GOODS, LUXURIES, Card, game_data
from anno_desktop.games.anno1701_cards.state import HIDDEN, Player, State

SAFE_GOLD = 3  # gold the bot keeps before paying for anything it could do without
GOLD_VALUE = 1.5  # one gold, in goods, when weighing a trade

# How much the bot wants each building, before its circumstances (higher is better).
BUILDING_VALUE = {
    "farm": 9,
    "sheep_farm": 9,
    "guildhall": 8,
    "church": 8,
    "school": 7,
    "playhouse": 7,
    "shipyard": 7,
    "weaving_mill": 6,
    "chapel": 6,
    "woodcutters_hut": 5,
    "arsenal": 5,
    "cannon_foundry": 4,
    "brickworks": 4,
    "ore_smelter": 4,
    "trading_house": 3,
    "marketplace": 3,
    "trading_post": 2,
    "lodge": 1,
}


def fight_odds(diff: int) -> float:
    """P(win) for d6 + diff against d6, ties rolled again."""
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if a + diff > b)
    ties = sum(1 for a in range(1, 7) for b in range(1, 7) if a + diff == b)
    return wins / (36 - ties)


def requirements(p: Player) -> dict[str, int]:
    """Goods and luxuries the next upgrade of each kind still needs, summed."""
    need = dict.fromkeys((*GOODS, *LUXURIES), 0)
    for model in game_data().levels:
        if model.numeral - 1 in p.inhabitants:
            for good, n in model.cost.items():
                need[good] += n
    return need


def deficits(p: Player) -> dict[str, int]:
    held = eco.goods(p)
    held["rum"], held["tobacco"] = p.lux
    return {g: max(0, n - held[g]) for g, n in requirements(p).items()}


def reserve(p: Player, safe_gold: int = SAFE_GOLD) -> int:
    """Gold to keep against Fire (1 per citizen and merchant) and a Pickpocket."""
    exposed = 0 if eco.has_building(p, "fire_watch") else sum(1 for v in p.inhabitants if v >= 3)
    return safe_gold + exposed


def card_value(card: Card, p: Player) -> float:
    """How much a development card in hand is worth to this player."""
    if card.is_building:
        value = BUILDING_VALUE.get(card.key, 2)
        if card.key == "fire_watch":
            burnt = sum(1 for level in p.inhabitants if level >= 3)
            value = 0 if eco.has_building(p, "fire_watch") else 4 + 3 * burnt
        return value
    return {"commander": 6, "captain": 4, "good_harvest": 5, "tax_collector": 4}.get(card.key, 3)


def worth(prices: dict[str, float], bundle: Bundle) -> float:
    """A bundle of goods and gold at `prices` (`NormalBot.prices`)."""
    return sum(n * prices[name] for name, n in bundle)


class NormalBot:
    # The weights of its judgement (the `hard` level's policy plays this bot with others).
    SAFE_GOLD = SAFE_GOLD
    HELD_WEIGHT = 0.1  # how much less each good of a kind already held is worth
    BUILD_THRESHOLD = 0.0  # a building is built only if it scores above this ...
    BUILD_PENALTY = 2.0  # ... after this much per food or cloth it costs that no upgrade needs
    POST_GAIN = 0.5  # the least gain in good value for which the Trading post moves a good
    SAIL_ON_SHIP = 2  # the least ship condition at which a voyage reveals another card

    def __init__(self, rules: Rules, seed: int) -> None:
        self.rules = rules
        self.rng = Rng(seed)

    def choose(self, decision: Decision) -> Action:
        view: State = decision.view
        legal = decision.legal
        me = view.players[decision.seat]
        kinds = {a.kind for a in legal}
        for kind, handler in self._handlers():
            if kind in kinds:
                chosen = handler(view, me, legal, decision.seat)
                if chosen is not None:
                    return chosen
        return self._fallback(legal)

    def _handlers(self) -> list[tuple[str, Callable]]:
        return [
            ("opening", lambda v, me, legal, seat: legal[0]),
            ("roll", lambda v, me, legal, seat: legal[0]),
            ("accept", self._answer),
            ("veto", self._veto),
            ("take", self._best_card_action),
            ("pick", self._best_card_action),
            ("lodge", self._lodge),
            ("demand", self._demand),
            ("sell", self._trader),
            ("buy_good", self._trader),
            ("reveal", self._sail_on),
            ("fight", self._pirate),
            ("attack", self._besieged),
            ("buy", self._voyage_buy),
            ("salvage", lambda v, me, legal, seat: legal[0] if me.ship >= 3 else None),
            ("gain", self._gain),
            ("upgrade", lambda v, me, legal, seat: max(self._of(legal, "upgrade"))),
            ("build", self._build),
            ("play", self._play),
            ("repair", self._repair),
            ("bank", self._bank),
            ("post", self._post),
            ("draw", self._draw),
            ("end", self._end_turn),
        ]

    def reserve(self, p: Player) -> int:
        return reserve(p, self.SAFE_GOLD)

    def _veto(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        return legal[0] if eco.gold(me) > self.reserve(me) else None

    @staticmethod
    def _of(legal: list[Action], kind: str) -> list[Action]:
        return [a for a in legal if a.kind == kind]

    def _fallback(self, legal: list[Action]) -> Action:
        for kind in ("skip", "done", "decline", "cancel", "allow", "stop", "ignore", "end"):
            for a in legal:
                if a.kind == kind:
                    return a
        return legal[0]

    # -- goods --------------------------------------------------------------------------------

    def _good_value(self, me: Player, good: str) -> float:
        lack = deficits(me).get(good, 0)
        held = eco.goods(me).get(good, 0)
        scarce = 0.5 if good in ("brick", "tools") else 0.0
        return 1.0 + 3.0 * (lack > 0) + scarce - self.HELD_WEIGHT * held

    def _gain(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        goods = game_data().land_goods
        gains = self._of(legal, "gain")
        if not gains:
            return None
        return max(gains, key=lambda a: (self._good_value(me, goods[a.args[0]]), -a.args[0]))

    def _demand(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        demands = self._of(legal, "demand")
        return max(demands, key=lambda a: self._good_value(me, a.args[0]))

    def _trader(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        lack = deficits(me)
        buys = [a for a in self._of(legal, "buy_good") if lack[a.args[0]] > 0]
        if buys and eco.gold(me) > self.reserve(me):
            return max(buys, key=lambda a: self._good_value(me, a.args[0]))
        if eco.gold(me) < self.reserve(me):
            held = eco.goods(me)
            sells = [a for a in self._of(legal, "sell") if lack[a.args[0]] == 0]
            if sells:
                return max(sells, key=lambda a: held[a.args[0]])
        return None

    def _post(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        goods = game_data().land_goods
        best, best_gain = None, self.POST_GAIN
        for a in self._of(legal, "post"):
            source, target = a.args
            gain = self._good_value(me, goods[target]) - self._good_value(me, goods[source])
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def _bank(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        lack = deficits(me)
        poor = eco.gold(me) < self.reserve(me)
        for a in self._of(legal, "bank"):
            give, receive = a.args
            if give == "gold" or lack.get(give, 0) > 0:
                continue
            if lack.get(receive, 0) > 0 or (poor and receive == "gold"):
                return a
        return None

    def prices(self, p: Player) -> dict[str, float]:
        """What one unit of each tradeable good and of gold is worth to `p`, in goods."""
        values = {good: self._good_value(p, good) for good in GOODS}
        values["gold"] = GOLD_VALUE
        return values

    def accepts(
        self, p: Player, got: Bundle, paid: Bundle, prices: dict[str, float] | None = None
    ) -> bool:
        """Whether this bot, holding `p`'s settlement, takes a trade of `paid` for `got`
        (`prices`: `self.prices(p)`, if already at hand)."""
        if any(r == "gold" for r, _ in paid) and eco.gold(p) <= self.reserve(p):
            return False
        prices = prices or self.prices(p)
        return worth(prices, got) > worth(prices, paid) + 1.0

    def _answer(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        offer = next(d for d in view.pending if d.kind == "answer")
        _proposer, give, take = offer.args
        return legal[0] if self.accepts(me, give, take) else None

    # -- cards --------------------------------------------------------------------------------

    def _best_card_action(self, view: State, me: Player, legal: list[Action], seat: int) -> Action:
        cards = game_data().cards

        def card_of(a: Action) -> int:
            if a.kind == "take":
                return a.args[0]
            pick = next(d for d in view.pending if d.kind == "pick")
            return view.stacks[pick.args[0]][a.args[0]]

        def score(a: Action) -> float:
            card = card_of(a)
            return -1.0 if card == HIDDEN else card_value(cards[card], me)

        return max(legal, key=score)

    def _lodge(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        cards = game_data().cards
        top = cards[view.discard[-1]]
        swaps = self._of(legal, "lodge")
        worst = min(swaps, key=lambda a: card_value(cards[a.args[0]], me))
        if card_value(top, me) > card_value(cards[worst.args[0]], me) + 1:
            return worst
        return None

    def _build(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        cards = game_data().cards
        builds = self._of(legal, "build")
        lack = deficits(me)

        def score(a: Action) -> float:
            card = cards[a.args[0]]
            cost = eco.discounted(card.cost, a.args[1] if len(a.args) > 1 else None)
            # goods an upgrade still needs make a building dearer
            penalty = sum(n for g, n in cost if lack.get(g, 0) == 0 and g in ("food", "cloth"))
            return card_value(card, me) - self.BUILD_PENALTY * penalty

        best = max(builds, key=score)
        return best if score(best) > self.BUILD_THRESHOLD else None

    def _play(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        cards = game_data().cards
        opp = view.players[1 - seat]
        lack = deficits(me)
        for a in self._of(legal, "play"):
            key = cards[a.args[0]].key
            if key == "bandit" and lack.get(a.args[1], 0) > 0:
                return a
            if key == "pickpocket" or key == "tax_collector" or key == "good_harvest":
                return a
            if key == "poisoner" and eco.goods(opp)["food"] >= 2:
                return a
            if key == "spy" and len(opp.hand) >= 2:
                return a
            if key == "ships_carpenter" and me.ship <= 2:
                return a
            if key == "master_builder" and any(cards[c].is_building for c in me.hand if c >= 0):
                return a
        bandits = [a for a in self._of(legal, "play") if cards[a.args[0]].key == "bandit"]
        if bandits:
            return max(bandits, key=lambda a: self._good_value(me, a.args[1]))
        return None

    # -- ship and voyage ----------------------------------------------------------------------

    def _wants_voyage(self, me: Player) -> bool:
        lack = deficits(me)
        return (lack["rum"] > 0 or lack["tobacco"] > 0) and eco.gold(me) >= self.reserve(me) + 2

    def _repair(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        if me.ship < 3 and (self._wants_voyage(me) or eco.goods(me)["wood"] >= 2):
            return legal[legal.index(Action("repair"))]
        return None

    def _end_turn(self, view: State, me: Player, legal: list[Action], seat: int) -> Action:
        voyages = self._of(legal, "voyage")
        if voyages and me.ship >= 2 and self._wants_voyage(me):
            cards = game_data().cards
            return max(
                voyages,
                key=lambda a: -1 if a.args[0] < 0 else cards[a.args[0]].voyage_bonus,
            )
        refill = self._of(legal, "refill")
        if refill:
            return refill[0]
        return self._of(legal, "end")[0]

    def _draw(self, view: State, me: Player, legal: list[Action], seat: int) -> Action:
        draws = self._of(legal, "draw")
        browses = self._of(legal, "browse")
        if browses and eco.gold(me) > self.reserve(me) + 3:
            return max(browses, key=lambda a: (a.args[0] // 2, len(view.stacks[a.args[0]])))
        return max(draws, key=lambda a: (a.args[0] // 2, len(view.stacks[a.args[0]])))

    def _sail_on(self, view: State, me: Player, legal: list[Action], seat: int) -> Action:
        return legal[0] if me.ship >= self.SAIL_ON_SHIP else self._of(legal, "stop")[0]

    def _pirate(self, view: State, me: Player, legal: list[Action], seat: int) -> Action:
        voyage = view.voyage
        assert voyage is not None
        card = game_data().voyage[voyage.revealed[-1]]
        odds = fight_odds(voyage.combat - card.strength)
        tribute = self._of(legal, "tribute")
        if tribute and odds < 0.5 and eco.gold(me) - card.tribute >= self.reserve(me):
            return tribute[0]
        return self._of(legal, "fight")[0]

    def _besieged(self, view: State, me: Player, legal: list[Action], seat: int) -> Action:
        voyage = view.voyage
        assert voyage is not None
        card = game_data().voyage[voyage.revealed[-1]]
        odds = fight_odds(voyage.combat - card.strength)
        worth = odds >= 0.5 and me.ship > card.lose_levels and eco.gold(me) > self.reserve(me)
        return self._of(legal, "attack" if worth else "ignore")[0]

    def _voyage_buy(self, view: State, me: Player, legal: list[Action], seat: int) -> Action | None:
        lack = deficits(me)
        voyage = view.voyage
        assert voyage is not None
        card = game_data().voyage[voyage.revealed[-1]]
        price = card.price if card.kind == "trader" else 1
        buys = [a for a in self._of(legal, "buy") if lack.get(a.args[0], 0) > 0]
        if not buys or eco.gold(me) - price < self.reserve(me) - 1:
            return None
        return max(buys, key=lambda a: (lack[a.args[0]], a.args[0] in LUXURIES))
