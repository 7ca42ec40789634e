"""The Anno 1800 solo table model (issue 14): every legal action is on a place of the table or is
one of the loose actions, no text on it (or in the log) shows an internal id or "1 cards",
previews pay as the rules pay, and the tooltips follow `rules/anno1800-solo/*.toml`."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from anno_desktop import paths
from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.table import Table
from anno_desktop.games.anno1800_solo import RULES, economy
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.data import game_data
from anno_desktop.games.anno1800_solo.economy import plan_payment
from anno_desktop.games.anno1800_solo.moves import tile_cost
from anno_desktop.games.anno1800_solo.names import tile_name
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions
from anno_desktop.games.anno1800_solo.table import LOOSE_KINDS, briefing, build_table
from tests.games.anno1800_solo.helpers import mission, normal

GAMES = [
    Anno1800SoloOptions(mission=1),
    Anno1800SoloOptions(mission=3),
    Anno1800SoloOptions(mission=7),
    Anno1800SoloOptions(mission=9),
    Anno1800SoloOptions(mission=10),
    Anno1800SoloOptions(mode="normal-solo"),
]


def _ids() -> re.Pattern[str]:
    """Every id of the rule data that looks like one (a digit or an underscore in it), and the
    space ids, as whole words."""
    root = paths.rules_dir() / "anno1800-solo"
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("id", "effect") and isinstance(value, str):
                    found.add(value)
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    for path in root.glob("*.toml"):
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    ids = sorted((i for i in found if re.search(r"[\d_]", i)), key=len, reverse=True)
    assert len(ids) > 150, "the cards, islands, tiles and effects are all in the pattern"
    return re.compile(r"\b(" + "|".join(map(re.escape, ids)) + r"|H\d+|OW\d+\.\d+)\b")


ID = _ids()
ONE_MANY = re.compile(r"\b1 (\w+ )?(cards|tokens|steps|islands|cubes)\b")


def _texts(table: Table) -> list[str]:
    texts = [table.prompt]
    for p in table.places:
        texts += [p.label, p.tooltip, p.why_not]
    for preview in table.previews:
        texts += [preview.text, preview.warning, *(c.source for c in preview.costs)]
    return texts


def _played(options: Anno1800SoloOptions, seed: int = 1):
    """Every position of a normal bot's game, with its table and the log lines that led there,
    to the end."""
    s = RULES.new_game(options, seed)
    bot = make_bot("anno1800-solo", "normal", seed)
    events = []
    while True:
        v = RULES.view(s, 0)
        legal = RULES.legal_actions(v)
        yield s, legal, build_table(v, legal, 0), [e.text for e in events]
        if s.over:
            return
        events = RULES.apply(s, bot.choose(Decision(RULES, s.clone(), 0, legal)))


@pytest.mark.parametrize("options", GAMES, ids=lambda o: o.mode + str(o.mission or ""))
def test_every_legal_action_is_on_a_place_or_loose_and_no_id_is_shown_or_logged(options):
    positions = 0
    for s, legal, table, log in _played(options):
        positions += 1
        loose = table.loose_actions(legal)
        assert {a.kind for a in loose} <= LOOSE_KINDS, loose
        assert table.actions_on_places() <= set(legal), "a place offers only legal actions"
        for text in _texts(table) + log:
            assert not ID.search(text), text
            assert not ONE_MANY.search(text), text
        for a in legal:
            assert not ID.search(RULES.describe(s, a)), RULES.describe(s, a)
    assert positions > 10
    assert table.prompt and not legal, "the end: the outcome in words, nothing to do"


def test_a_place_without_actions_says_why():
    """Mission 1 at the start: no expedition without 2 exploration tokens, no dear blueprint."""
    table = build_table(mission(1), RULES.legal_actions(mission(1)), 0)
    expeditions = table.place("expeditions")
    assert expeditions is not None and not expeditions.actions
    assert expeditions.why_not == "this mission has no expeditions"
    unaffordable = [p for p in table.places if p.kind == "blueprint" and not p.actions]
    assert unaffordable and all(p.why_not for p in unaffordable)


def test_previews_pay_as_the_rules_pay():
    """The preview of a card or a blueprint is the payment the rules commit: a part per
    resource, each with its source (an own industry and the cube working it, or a trade with
    its tokens)."""
    s = mission(3)
    legal = RULES.legal_actions(s)
    table = build_table(s, legal, 0)
    parts = []
    for a in (a for a in legal if a.kind in (A.PLAY, A.BUILD)):
        preview = table.preview(a)
        card = game_data().cards.get(a.args[0])
        items, cubes = (list(card.cost), ()) if card else tile_cost(a.args[0])
        plan = plan_payment(s, items, cubes)
        units = [c for c in preview.costs if c.how in ("make", "trade", "raw", "wild")]
        assert [(c.resource, c.how, c.tile) for c in units] == [
            (u.resource, u.how, u.tile) for u in plan.units
        ]
        assert sum(c.amount for c in preview.costs if c.how == "token") == plan.expl + plan.trade
        parts += preview.costs
    made = next(c for c in parts if c.how == "make")
    assert made.tier == game_data().producers[made.tile][0] and made.tier in made.source
    traded = next(c for c in parts if c.how == "trade")
    assert traded.tokens == game_data().districts[traded.tier].trade_tokens
    assert "trade token" in traded.source


def test_the_pending_decision_and_the_prompt_follow_the_step():
    s = normal(2)
    build = next(a for a in RULES.legal_actions(s) if a.kind == A.BUILD)
    RULES.apply(s, build)
    table = build_table(s, RULES.legal_actions(s), 0)
    assert table.pending is not None and table.pending.kind == "place"
    assert table.pending.args[0] == build.args[0]
    assert tile_name(build.args[0]) in table.prompt
    spaces = [p for p in table.places if p.kind == "space" and p.actions]
    assert spaces and all(p.actions[0].kind == A.PLACE for p in spaces)


@pytest.fixture
def rules_copy(tmp_path, monkeypatch):
    """A copy of the rule data in a temporary folder that the game reads instead."""
    shutil.copytree(paths.rules_dir() / "anno1800-solo", tmp_path / "anno1800-solo")
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(tmp_path))
    yield tmp_path / "anno1800-solo"
    monkeypatch.undo()
    game_data.cache_clear()
    economy._ships_giving.cache_clear()


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_changed_cost_in_the_rule_data_changes_the_tooltip_and_the_table(rules_copy):
    before = build_table(mission(3), [], 0)
    assert "ending a farmer's shift costs 1 gold" in before.place("district:farmer").tooltip
    assert before.place("blueprint:brickworks_w").cost == ("coal",)
    components = rules_copy / "components.toml"
    _edit(
        components,
        'shift_end_gold = 1\nnew_cube_cost = ["timber"]',
        'shift_end_gold = 4\nnew_cube_cost = ["timber"]',
    )
    _edit(
        components,
        'works = "worker"\nproduct = "bricks"\ncost = ["coal"]',
        'works = "worker"\nproduct = "bricks"\ncost = ["coal", "wool"]',
    )
    game_data.cache_clear()
    economy._ships_giving.cache_clear()
    s = mission(3)
    after = build_table(s, RULES.legal_actions(s), 0)
    assert "ending a farmer's shift costs 4 gold" in after.place("district:farmer").tooltip
    brickworks = after.place("blueprint:brickworks_w")
    assert brickworks.cost == ("coal", "wool")
    assert "costs coal, wool" in brickworks.tooltip
    preview = after.preview(brickworks.actions[0])
    paid = [c.resource for c in preview.costs if c.how in ("make", "trade")]
    assert sorted(paid) == ["coal", "wool"]


def _ship_spaces(table: Table) -> list:
    return [p for p in table.places if p.kind == "space" and (p.ship or p.space == "sea")]


def test_mission_1_setup_ships_are_not_available_so_their_spaces_say_why():
    """Mission 1, set-up: "Remove all marine tiles from your home island. Ships are not
    available to you." The printed shipyard and ships (and the free sea) are greyed with the
    briefing's reason; in Mission 3 the same spaces have nothing against them."""
    table = build_table(mission(1), RULES.legal_actions(mission(1)), 0)
    ships = _ship_spaces(table)
    assert {p.ship for p in ships} >= {"shipyard", "trade", "exploration"}
    assert all(p.why_not == "this mission has no ships and no shipyards" for p in ships)
    assert "No ships and no shipyards" in briefing(1).unavailable
    open_ships = _ship_spaces(build_table(mission(3), RULES.legal_actions(mission(3)), 0))
    assert open_ships and not any(p.why_not for p in open_ships)


def test_the_ship_spaces_reason_follows_the_missions_ship_limit(rules_copy):
    """The reason comes from the mission's ship limit in `missions.toml`, not from its number:
    Mission 3 without ships greys its printed ships too."""
    missions = rules_copy / "missions.toml"
    text = missions.read_text(encoding="utf-8")
    third = text.index("number = 3")
    at = text.index("max_ship_strength = 2", third)
    missions.write_text(
        text[:at] + "max_ship_strength = 0" + text[at + len("max_ship_strength = 2") :],
        encoding="utf-8",
    )
    game_data.cache_clear()
    economy._ships_giving.cache_clear()
    s = mission(3)
    ships = _ship_spaces(build_table(s, RULES.legal_actions(s), 0))
    assert ships and all(p.why_not == "this mission has no ships and no shipyards" for p in ships)


def test_a_paying_place_offers_its_pay_step_right_after_the_action():
    """Issue 15, "You choose how to pay": the card's place holds the one-click fulfil first,
    then "choose how to pay", which previews the same proposed payment."""
    s = mission(3)
    s.hand.append("FW10")
    legal = RULES.legal_actions(s)
    table = build_table(s, legal, 0)
    play, entry = A.act(A.PLAY, "FW10"), A.act(A.PAY, A.PLAY, "FW10")
    card = next(p for p in table.places if p.kind == "card" and play in p.actions)
    assert card.actions[card.actions.index(play) + 1] == entry
    assert table.preview(entry).costs == table.preview(play).costs
    assert RULES.describe(s, entry).startswith("Choose how to pay: Fulfil")


def test_the_pay_panel_follows_the_players_choices():
    """Each part's choices are legal actions; clicking one makes it the chosen source, the
    total and the preview of paying follow, and paying commits what the preview showed."""
    s = mission(3)
    s.hand.append("FW10")
    s.temp_trade = 3
    RULES.apply(s, A.act(A.PAY, A.PLAY, "FW10"))
    legal = RULES.legal_actions(s)
    table = build_table(s, legal, 0)
    goods = next(p for p in table.places if p.key.startswith("pay:part") and p.resource == "goods")
    assert goods.how == "make" and goods.choices[0].chosen
    trade = next(c for c in goods.choices if c.action and c.action.args[2] == "warehouse_a")
    assert trade.action in legal and "no trade limit" not in trade.words  # Mission 3: no limit
    RULES.apply(s, trade.action)
    table = build_table(s, RULES.legal_actions(s), 0)
    goods = next(p for p in table.places if p.key.startswith("pay:part") and p.resource == "goods")
    assert (goods.how, goods.tile, goods.source) == ("trade", "warehouse_a", trade.words)
    assert table.place("pay:total").label == "Total: 3 trade tokens"
    tokens = table.place("pay:tokens:trade")
    assert tokens.source == "2 from ships, 1 from played cards"
    all_cards = next(c for c in tokens.choices if c.words == "all from played cards")
    RULES.apply(s, all_cards.action)
    paying = build_table(s, RULES.legal_actions(s), 0).preview(A.act(A.DONE))
    assert [(c.amount, c.source) for c in paying.costs if c.how == "token"] == [
        (3, "this turn's tokens from cards")
    ]
    ships = economy.fresh_tokens(s, "trade") - s.temp_trade
    RULES.apply(s, A.act(A.DONE))
    assert s.temp_trade == 0 and economy.fresh_tokens(s, "trade") == ships
    assert next(sp for sp in s.spaces if sp.tile == "warehouse_a").workers == 0  # traded


def test_the_pay_panel_says_why_a_source_is_closed():
    """Trade limit: "you may mark no more different resources in a category than the limit
    allows"; trade ban: "Resources listed after this keyword can under no circumstances be
    traded"; and an industry works only with a free workplace and an idle cube of its colour."""
    s = mission(5)
    s.temp_trade = 6
    s.home[economy.TIER_INDEX["artisan"]] = 0
    s.marked = ["worker:schnapps", "worker:soap", "worker:sausage", "worker:bread"]
    s.hand.append("FW34")  # schnapps + coal
    RULES.apply(s, A.act(A.PAY, A.PLAY, "FW34"))
    table = build_table(s, RULES.legal_actions(s), 0)
    coal = next(p for p in table.places if p.key.startswith("pay:part") and p.resource == "coal")
    closed = {c.words.split(" for ")[0]: c.why_not for c in coal.choices if c.why_not}
    assert closed["made at Charcoal kiln by an artisan"] == "no artisan at home"
    assert closed["traded via Charcoal kiln (alt.)"] == (
        "the mission's trade limit for this tier is reached"
    )
    s = mission(4)  # "Trade ban: Coal, bricks, goods, steel beams, sails, cotton fabric, cannons."
    s.temp_trade = 6
    s.hand.append("FW34")
    RULES.apply(s, A.act(A.PAY, A.PLAY, "FW34"))
    table = build_table(s, RULES.legal_actions(s), 0)
    coal = next(p for p in table.places if p.key.startswith("pay:part") and p.resource == "coal")
    assert all(
        "bans trading coal" in c.why_not for c in coal.choices if c.words.startswith("traded")
    )


def test_the_choices_headings_are_words_a_player_reads_not_action_kinds():
    """Issue 15: the Pyrphorians' step showed the headings "Take" and "Done", the pay step
    "Source"; each step's choices are headed in its own words."""
    from anno_desktop.games.anno1800_solo.table import choice_heading

    s = mission(7)
    s.temp_expl = 3
    if "FW36" in s.stack:  # a card whose costs show 2 exploration tiles
        s.stack.remove("FW36")
    s.stack.insert(0, "FW36")
    RULES.apply(s, A.act(A.HIRE, "farmer"))
    RULES.apply(s, A.act(A.DONE))
    assert s.phase == "pyrphorians"
    headings = {choice_heading(s, a) for a in RULES.legal_actions(s)}
    assert headings == {"Tiles the Pyrphorians take", "Hand the tiles over"}
    m = mission(3)
    RULES.apply(m, next(a for a in RULES.legal_actions(m) if a.kind == A.PAY))
    headings = {choice_heading(m, a) for a in RULES.legal_actions(m)}
    assert "Pay with another source" in headings and "Source" not in headings
    start = mission(3)
    main = {choice_heading(start, a) for a in RULES.legal_actions(start)}
    assert all(h[0].isupper() and "_" not in h for h in main) and "Build" not in main
