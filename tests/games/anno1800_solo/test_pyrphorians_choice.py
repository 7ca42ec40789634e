"""Mission 7, special rules (the solo rulebook, seed 003): "Whenever you turn over a card from the
time stack whose costs show exploration tiles, you must immediately exhaust that number of tiles.
If that is not possible, you exhaust no tiles, but the Pyrphorians burn down one of your building
tiles". Issue 15: "the Pyrphorians' exhausting lets the player choose which tiles go" - ship tiles
or the unused tiles on played cards, which Mission 7's goal counts too ("at least 12 exploration
tiles (including unused tiles on population cards you have played)")."""

from __future__ import annotations

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.contract import step_problems
from anno_desktop.engine.hashing import state_hash
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.economy import fresh_tokens, owned_tokens
from anno_desktop.games.anno1800_solo.moves import one_step
from anno_desktop.games.anno1800_solo.table import build_table
from tests.games.anno1800_solo.helpers import act, mission, no_tokens

TWO_TILES = "FW36"  # a Farmer/Worker card whose costs show 2 exploration tiles


def _ships(s) -> int:
    return fresh_tokens(s, "expl") - s.temp_expl


def _before_the_turn(card_tiles: int = 3):
    """Mission 7 at the start: 3 ship tiles, `card_tiles` on played cards, the top card of the
    time stack shows 2 exploration tiles."""
    s = mission(7)
    s.temp_expl = card_tiles
    if TWO_TILES in s.stack:
        s.stack.remove(TWO_TILES)
    s.stack.insert(0, TWO_TILES)
    return s


def _turn_the_card(s) -> list[str]:
    """A regular action (one farmer more) that ends by turning the top card."""
    texts = [e.text for e in RULES.apply(s, act("hire", "farmer"))]
    texts += [e.text for e in RULES.apply(s, act("done"))]
    return texts


def test_mission_7_the_player_chooses_which_exploration_tiles_the_pyrphorians_take():
    s = _before_the_turn()
    _turn_the_card(s)
    assert s.phase == "pyrphorians"
    legal = RULES.legal_actions(s)
    assert act("take", 1) in legal and act("take", 2) in legal and act("done") in legal
    ships = _ships(s)
    RULES.apply(s, act("take", 2))
    assert s.phase == "pyrphorians", "a split is chosen first, then confirmed"
    texts = [e.text for e in RULES.apply(s, act("done"))]
    assert s.phase == "main" and s.temp_expl == 1 and _ships(s) == ships
    assert texts == ["the Pyrphorians take 2 exploration tokens (all from played cards)"]


def test_the_proposal_keeps_the_card_tiles_mission_7s_goal_counts():
    """Ship tiles refill at the festival and still count as owned; the proposal takes them
    first, as the Pyrphorians did before the choice (the same log line)."""
    s = _before_the_turn()
    owned = owned_tokens(s, "expl")
    _turn_the_card(s)
    texts = [e.text for e in RULES.apply(s, act("done"))]
    assert s.temp_expl == 3 and owned_tokens(s, "expl") == owned
    assert texts == ["the Pyrphorians take 2 exploration tokens"]


def test_no_choice_no_step_and_too_few_tiles_still_burn():
    """Only ship tiles: taken at once, as before. Too few: "you exhaust no tiles, but the
    Pyrphorians burn down one of your building tiles, provided you have built at least one"."""
    s = _before_the_turn(card_tiles=0)
    texts = _turn_the_card(s)
    assert s.phase == "main" and "the Pyrphorians take 2 exploration tokens" in texts
    s = _before_the_turn(card_tiles=0)
    no_tokens(s)
    s.spaces[[sp.kind for sp in s.spaces].index("land")].built = "brewery"
    texts = _turn_the_card(s)
    assert s.phase == "main" and any("the Pyrphorians burn" in t for t in texts)


def test_the_bots_and_the_hint_confirm_the_proposal_at_once():
    s = _before_the_turn()
    _turn_the_card(s)
    legal = RULES.legal_actions(s)
    assert one_step(legal) == [act("done")]
    bot = make_bot("anno1800-solo", "normal", 1)
    assert bot.choose(Decision(RULES, s.clone(), 0, legal)) == act("done")


def test_the_choice_replays_to_the_same_state():
    """Saves keep the actions: replaying them gives the same position."""
    one, two = _before_the_turn(), _before_the_turn()
    for s in (one, two):
        _turn_the_card(s)
        RULES.apply(s, act("take", 1))
        RULES.apply(s, act("done"))
    assert state_hash(one) == state_hash(two) and one.temp_expl == 2


def test_the_table_shows_the_demand_in_the_pay_panels_shape():
    s = _before_the_turn()
    _turn_the_card(s)
    table = build_table(s, RULES.legal_actions(s), 0)
    assert table.pending is not None and table.pending.kind == "pyrphorians"
    assert "The Pyrphorians demand 2 exploration tokens" in table.prompt
    tokens = table.place("pay:tokens:expl")
    assert tokens.label == "2 exploration tokens: all from ships"
    assert [c.words for c in tokens.choices] == [
        "all from ships",
        "1 from ships, 1 from played cards",
        "all from played cards",
    ]
    confirm = table.place("pay:confirm")
    assert confirm.label == "Exhaust" and confirm.actions == (act("done"),)
    assert table.place("pay:cancel") is None, "the demand must be met"


def _tiles_on_top(s) -> None:
    """The first card of the time stack whose costs show exploration tiles goes to the top."""
    cards = game_data().cards
    shows = [k for k, card in enumerate(s.stack) if "expl" in cards[card].cost]
    if shows:
        k = shows[0]
        s.stack[0], s.stack[k] = s.stack[k], s.stack[0]


def test_random_play_with_card_tiles_keeps_the_engine_contract_through_the_demand():
    """Mission 7 played at random with 3 card tiles again before each action and the time
    stack's cards showing exploration tiles turned first: the demand opens again and again, the
    contract holds in it and the games still end."""
    demands = 0
    for seed in (1, 2):
        s = mission(7, seed)
        rng = Rng(seed)
        while RULES.to_act(s) is not None:
            if s.phase == "main":
                s.temp_expl = max(s.temp_expl, 3)
                _tiles_on_top(s)
            demands += s.phase == "pyrphorians"
            assert step_problems(RULES, s, rng, deep=demands % 3 == 0) == []
            RULES.apply(s, rng.choice(RULES.legal_actions(s)))
    assert demands > 3
