"""Short sentences for actions (button labels and the game log) and for what is decided now,
in the language in use (engine/i18n.py); the names of goods, cards and places from the rule data
go through the catalogues where they are shown."""

from __future__ import annotations

from anno_desktop.engine.i18n import N_, _, language, listing, ngettext
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import AUTO, HIDDEN, NO_CARD, State

# Ship and inhabitant levels as printed on the cards.
ROMAN = ("0", "I", "II", "III", "IV")

_FIXED = {
    "roll": N_("Roll the dice"),
    "repair": N_("Repair the ship with 1 wood"),
    "refill": N_("End the turn: refill the hand to 3 cards"),
    "end": N_("End the turn"),
    "skip": N_("Pass"),
    "done": N_("Done"),
    "veto": N_("Pay 1 gold: the Playhouse stops the card"),
    "allow": N_("Let the card take effect"),
    "reveal": N_("Continue the voyage: turn over the next card"),
    "stop": N_("Stop the voyage and sail home"),
    "tribute": N_("Pay the tribute"),
    "fight": N_("Fight the pirates (your die + combat against theirs)"),
    "attack": N_("Attack the besieging pirates"),
    "ignore": N_("Sail on and leave it be"),
    "salvage": N_("Salvage the flotsam (roll the die)"),
    "accept": N_("Accept the trade"),
    "decline": N_("Decline the trade"),
    "trade": N_("Offer your rival a trade"),
    "send": N_("Send the offer"),
    "cancel": N_("Give up this offer"),
    "counter": N_("Make a counter-offer"),
}

# The goods and gold by their rule-data keys, as a word standing alone ("no room for brick").
GOOD_NAMES = {
    "wood": N_("wood"),
    "food": N_("food"),
    "cloth": N_("cloth"),
    "brick": N_("brick"),
    "tools": N_("tools"),
    "rum": N_("rum"),
    "tobacco": N_("tobacco"),
    "gold": N_("gold"),
}


def good_name(good: str) -> str:
    """A good (or gold) named alone: "brick", "Ziegel"."""
    return _(GOOD_NAMES[good]) if good in GOOD_NAMES else good


def good_one(good: str) -> str:
    """One unit of a good named without its count: "tool", not "tools"."""
    return _("tool") if good == "tools" else good_name(good)


def unit_words(n: int, resource: str) -> str:
    """A count of one good or gold in words: "1 tool", "3 tools", "2 gold"."""
    if resource == "wood":
        text = ngettext("{count} wood", "{count} wood", n)
    elif resource == "food":
        text = ngettext("{count} food", "{count} food", n)
    elif resource == "cloth":
        text = ngettext("{count} cloth", "{count} cloth", n)
    elif resource == "brick":
        text = ngettext("{count} brick", "{count} brick", n)
    elif resource == "tools":
        text = ngettext("{count} tool", "{count} tools", n)
    elif resource == "rum":
        text = ngettext("{count} rum", "{count} rum", n)
    elif resource == "tobacco":
        text = ngettext("{count} tobacco", "{count} tobacco", n)
    elif resource == "gold":
        text = ngettext("{count} gold", "{count} gold", n)
    else:
        return f"{n} {resource}"
    return text.format(count=n)


def card_name(card: int) -> str:
    return _("a hidden card") if card == HIDDEN else _(game_data().cards[card].name)


# The end of the game in words, for the log and the table.
WIN_REASONS = {
    "unrest": N_("both of the rival's village centres are in unrest"),
    "merchants": N_("two merchants"),
    "favour": N_("7 favour points"),
}

# What passing means in each decision that can be passed.
_PASSES = {
    "harvest": N_("Done: take no more goods"),
    "trader": N_("Pass: neither sell nor buy"),
    "demand": N_("Demand nothing"),
    "post": N_("Leave the goods where they are"),
    "lodge": N_("Keep your hand as it is"),
}


# What each phase is, and what each pending decision asks, for the table's prompt.
PHASES = {
    "opening": N_("Opening: choose your first cards"),
    "roll": N_("Roll phase"),
    "action": N_("Action phase"),
    "refill": N_("End phase: refilling the hand"),
    "voyage": N_("End phase: trade voyage"),
    "over": N_("Game over"),
}
# What is decided in a phase, said without the phase's name ("Not now: trade voyage first.").
PHASE_TASKS = {
    "opening": N_("choose your first cards"),
    "refill": N_("refilling the hand"),
    "voyage": N_("trade voyage"),
}
DECISIONS = {
    "opening": N_("choose an opening stack"),
    "harvest": N_("Good harvest: take goods of choice"),
    "trader": N_("Trader: sell or buy 1 good"),
    "demand": N_("Trading advantage: demand a good"),
    "post": N_("Trading post: move a good"),
    "lodge": N_("Lodge: swap a card with the discard"),
    "veto": N_("Playhouse: stop the card?"),
    "spy": N_("Spy: take a card from the rival's hand"),
}
# Where a good of choice comes from, by the pending decision's argument.
GAIN_SOURCES = {
    "spoils": N_("the voyage's spoils"),
    "queen": N_("Queen"),
    "pirate_hunt": N_("Pirate hunt"),
}


def win_reason(reason: str) -> str:
    return _(WIN_REASONS[reason]) if reason in WIN_REASONS else reason


def costs_words(cost: object, empty: str | None = None) -> str:
    """A price in words: "1 brick, 2 tools"."""
    pairs = cost.items() if isinstance(cost, dict) else cost
    return ", ".join(unit_words(n, g) for g, n in pairs) or (
        _("nothing") if empty is None else empty
    )


def _costs(cost: object) -> str:
    return costs_words(cost, _("free"))


def in_sentence(name: str) -> str:
    """A name as it stands inside a sentence: "clay pit" in English and Czech; German keeps
    the capital every noun has."""
    return name if language() == "de" or not name else name[0].lower() + name[1:]


# Where a landscape lies beside its twin of the same name, in its owner's settlement.
# Translators: {land} is a landscape's name ("Clay pit", "Ore mine"), inside a sentence.
TWIN_PLACES = {
    "left": N_("left {land}"),
    "right": N_("right {land}"),
    "far": N_("far {land}"),
    "near": N_("near {land}"),
    "first": N_("first {land}"),
    "second": N_("second {land}"),
    "third": N_("third {land}"),
    "fourth": N_("fourth {land}"),
}


def land_name(index: int, *, capital: bool = False) -> str:
    """A landscape's name, told apart from its twin by where it lies in its owner's settlement
    ("the left clay pit"): two cards of one name must never read the same."""
    lands = game_data().settlement.landscape
    land = lands[index]
    twins = sorted((x for x in lands if x.name == land.name), key=lambda x: (x.row, x.col))
    if len(twins) < 2:
        return _(land.name)
    if len(twins) == 2 and twins[0].row == twins[1].row:
        where = ("left", "right")[twins.index(land)]
    elif len(twins) == 2 and twins[0].col == twins[1].col:
        where = ("far", "near")[twins.index(land)]
    else:
        where = ("first", "second", "third", "fourth")[twins.index(land)]
    words = _(TWIN_PLACES[where]).format(land=in_sentence(_(land.name)))
    return words[0].upper() + words[1:] if capital else words


def centre_name(index: int) -> str:
    """A village centre by where it lies: "the left village centre"."""
    return (_("left village centre"), _("right village centre"))[index]


def source_name(kind: str, card: int) -> str:
    return centre_name(card) if kind == "gold" else land_name(card)


def bundle_words(bundle: tuple) -> str:
    """An offer's side in words: "3 wood and 1 tool"."""
    parts = [unit_words(n, r) for r, n in bundle]
    return listing(parts) if parts else _("nothing")


def crest_name(s: State, seat: int) -> str:
    """How the engine names a seat in its sentences: the English crest ("Lion"), which the
    table replaces by the player's name, as it does "Player N"."""
    return game_data().settlement.crests[s.players[seat].crest].capitalize()


def _decision(s: State, kind: str, args: tuple) -> str:
    data = game_data()
    if kind == "gain":
        source = args[0] if args else ""
        names = {c.key: c.name for c in data.cards}
        where = GAIN_SOURCES.get(source) or names.get(source, "")
        if not where:
            return _("take a good of your choice")
        # Translators: {source} is what gives the good: a card's or an event's name.
        return _("{source}: take a good of your choice").format(source=_(where))
    if kind == "pick":
        return _("choose a card from stack {stack}").format(stack=data.half_name(args[0]))
    if kind == "answer":
        proposer, give, take = args
        # Translators: {player} is a seat's name; {give} and {take} are goods with counts.
        return _("answer {player}'s offer of {give} for {take}").format(
            player=crest_name(s, proposer), give=bundle_words(give), take=bundle_words(take)
        )
    if kind == "compose":
        return _("compose a counter-offer") if args[2] else _("compose an offer to the rival")
    return _(DECISIONS[kind]) if kind in DECISIONS else kind


def prompt(s: State) -> str:
    """What is decided now, and by whom (the engine's crest names, as in the log)."""
    if s.winner is not None:
        # Translators: {player} is the winner's seat; {reason} how the game was won.
        return _("{player} wins: {reason}").format(
            player=crest_name(s, s.winner), reason=win_reason(s.reason)
        )
    if s.pending:
        first = s.pending[0]
        return f"{crest_name(s, first.seat)}: {_decision(s, first.kind, first.args)}"
    return _(PHASES[s.phase]) if s.phase in PHASES else s.phase


def task(s: State) -> str:
    """What is decided now, without whom it waits for or the phase's name."""
    if s.pending:
        first = s.pending[0]
        return _decision(s, first.kind, first.args)
    if s.phase in PHASE_TASKS:
        return _(PHASE_TASKS[s.phase])
    return _(PHASES[s.phase]) if s.phase in PHASES else s.phase


def _trade_words(s: State, kind: str) -> str:
    """Accepting or declining the offer answered now."""
    _proposer, give, take = s.pending[0].args
    if kind == "accept":
        return _("Accept: you get {give} and give {take}").format(
            give=bundle_words(give), take=bundle_words(take)
        )
    return _("Decline {give} for your {take}").format(
        give=bundle_words(give), take=bundle_words(take)
    )


# Translators: {good} is one unit of a good or gold ("tool", "gold").
_STEP_WORDS = {
    ("add", "give"): N_("One more {good} you give"),
    ("add", "take"): N_("One more {good} you ask for"),
    ("remove", "give"): N_("One less {good} you give"),
    ("remove", "take"): N_("One less {good} you ask for"),
}


def _source_words(what: str, side: str, card: int) -> str:
    """Which card pays or receives `what` first."""
    good = good_name(what)
    if card == AUTO:
        if side == "pay":
            return _("Pay {good} from the default card first").format(good=good)
        return _("Receive {good} into the default card first").format(good=good)
    where = source_name(what, card)
    # Translators: {good} is a good or gold; {card} a card of the settlement ("left clay pit").
    if side == "pay":
        return _("Pay {good} from the {card} first").format(good=good, card=where)
    return _("Receive {good} into the {card} first").format(good=good, card=where)


def _build_words(s: State, args: tuple) -> str:
    data = game_data()
    card = card_name(args[0])
    if len(args) > 1:
        # Translators: {card} is a building's name; {good} a good the discount spares.
        return _("Build the {card} (the Master builder spares 1 {good})").format(
            card=card, good=good_name(args[1])
        )
    # Translators: {card} is a building's name; {cost} its price ("1 brick, 1 tool", "free").
    return _("Build the {card} ({cost})").format(card=card, cost=_costs(data.cards[args[0]].cost))


def _pick_words(s: State, args: tuple) -> str:
    browsed = [d.args[0] for d in s.pending if d.kind == "pick"]
    stack = s.stacks[browsed[0]] if browsed else []
    card = stack[args[0]] if args[0] < len(stack) else HIDDEN
    if card == HIDDEN:
        return _("Take card {number} of the stack").format(number=args[0] + 1)
    # Translators: {card} is a card's name; {number} where it lies in the stack.
    return _("Take the {card} (card {number} of the stack)").format(
        card=card_name(card), number=args[0] + 1
    )


def _voyage_buy_words(s: State, good: str) -> str:
    data = game_data()
    price = 1
    if s.voyage is not None and s.voyage.revealed:
        card = data.voyage[s.voyage.revealed[-1]]
        price = card.price if card.kind == "trader" else 1
    return _("Buy {goods} for {price} gold").format(goods=unit_words(1, good), price=price)


def _pass_words(s: State) -> str | None:
    """Passing, said as what it means in the decision passed; None where it has no words."""
    if s.pending and s.pending[0].kind in _PASSES:
        return _(_PASSES[s.pending[0].kind])
    if s.voyage is not None and not s.pending:
        return _("Buy nothing more and sail on")
    return None


def _answer_words(s: State, kind: str) -> str | None:
    """What the loose actions of a voyage's tribute, an offer answered or a counter-offer given
    up mean now; None where their fixed words say it."""
    if kind in ("skip", "done"):
        return _pass_words(s)
    if kind == "tribute" and s.voyage is not None and s.voyage.revealed:
        tribute = game_data().voyage[s.voyage.revealed[-1]].tribute
        return _("Pay the pirates {gold} gold tribute").format(gold=tribute)
    if kind in ("accept", "decline") and s.pending and s.pending[0].kind == "answer":
        return _trade_words(s, kind)
    if kind == "cancel" and s.pending and s.pending[0].args[2]:
        return _("Decline the offer and make no counter-offer")
    return None


def describe(s: State, a: Action) -> str:
    data = game_data()
    kind, args = a.kind, a.args
    if kind in ("skip", "done", "tribute", "accept", "decline", "cancel"):
        words = _answer_words(s, kind)
        if words is not None:
            return words
    if kind in ("add", "remove"):
        side, res = args
        template = _STEP_WORDS[(kind, "give" if side == "give" else "take")]
        return _(template).format(good=good_one(res))
    if kind == "source":
        return _source_words(*args)
    if kind in _FIXED:
        return _(_FIXED[kind])
    lands = data.settlement.landscape
    if kind == "opening":
        return _("Take 3 cards from stack {stack}").format(stack=data.half_name(args[0]))
    if kind == "build":
        return _build_words(s, args)
    if kind == "upgrade":
        level = data.levels[args[0] - 2]
        # Translators: {level} is an inhabitant level's name ("Citizen"); {cost} its price.
        return _("Make an inhabitant a {level} ({cost})").format(
            level=_(level.name), cost=_costs(level.cost)
        )
    if kind == "play":
        card = card_name(args[0])
        if len(args) > 1:
            return _("Play the {card} to take {goods} from your rival").format(
                card=card, goods=unit_words(1, args[1])
            )
        return _("Play the {card}").format(card=card)
    if kind == "bank":
        return _("Trade {paid} with the bank for {got}").format(
            paid=unit_words(3, args[0]), got=unit_words(1, args[1])
        )
    if kind == "offer":
        _partner, give, take = args
        return _("Offer your rival {give} for {take}").format(
            give=bundle_words(give), take=bundle_words(take)
        )
    if kind == "post":
        # Translators: {good} is a landscape good; {source} and {target} landscapes.
        return _("Trading post: move 1 {good} from the {source} to the {target}").format(
            good=good_name(lands[args[0]].good),
            source=land_name(args[0]),
            target=land_name(args[1]),
        )
    if kind == "voyage":
        if args[0] == NO_CARD:
            return _("End the turn: a trade voyage")
        return _("End the turn: a trade voyage with the {card}").format(card=card_name(args[0]))
    if kind == "swap":
        return _("End the turn: put the {card} under stack {stack} and draw a new card").format(
            card=card_name(args[0]), stack=data.half_name(args[1])
        )
    if kind == "draw":
        return _("Draw the top card of stack {stack}").format(stack=data.half_name(args[0]))
    if kind == "browse":
        return _("Pay 1 gold to look through stack {stack} and take any card").format(
            stack=data.half_name(args[0])
        )
    if kind == "pick":
        return _pick_words(s, args)
    if kind == "gain":
        return _("Take {goods} into the {land}").format(
            goods=unit_words(1, lands[args[0]].good), land=land_name(args[0])
        )
    if kind == "sell":
        return _("Sell {goods} for 1 gold").format(goods=unit_words(1, args[0]))
    if kind == "buy_good":
        return _("Buy {goods} for 1 gold").format(goods=unit_words(1, args[0]))
    if kind == "demand":
        return _("Demand {goods}").format(goods=unit_words(1, args[0]))
    if kind == "lodge":
        return _("Lodge: put the {card} under stack {stack} and take the top discard").format(
            card=card_name(args[0]), stack=data.half_name(args[1])
        )
    if kind == "take":
        return _("Take the {card} from your rival's hand").format(card=card_name(args[0]))
    if kind == "buy":
        return _voyage_buy_words(s, args[0])
    return kind
