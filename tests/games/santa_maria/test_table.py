"""Santa Maria's table model (issue 14): every legal action sits on a place of the table or is
one of the few loose ones, no text shows an internal id, and the words follow the rule data."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rules import Action
from anno_desktop.games.santa_maria import RULES, NormalBot, SantaMariaOptions
from anno_desktop.games.santa_maria.data import rule_data
from anno_desktop.games.santa_maria.effects import change_cost
from anno_desktop.games.santa_maria.state import SantaMariaState
from anno_desktop.games.santa_maria.table import (
    LOOSE_KINDS,
    Board,
    HallOffer,
    Offer,
    SantaMariaTable,
    build,
    square,
)
from anno_desktop.paths import rules_dir

RULES_FOLDER = rules_dir() / "santa-maria"


def _ids() -> set[str]:
    """Every id the rule files give a tile, building, road, shipment, scholar, bishop,
    mission or side-A board."""
    files = {
        p.stem: tomllib.loads(p.read_text(encoding="utf-8")) for p in RULES_FOLDER.glob("*.toml")
    }
    found = set(files["buildings"]["buildings"]) | set(files["buildings"]["roads"])
    for name, key in (("tiles", "tile"), ("shipments", "shipment"), ("scholars", "scholar")):
        found |= {item["id"] for item in files[name][key]}
    found |= {item["id"] for item in files["bishops"]["bishop"]}
    found |= {item["id"] for item in files["common_board"]["mission"]}
    # Side B is called "Side B" by its own name; the A sides' ids are ids.
    found |= {b["id"] for b in files["boards"]["board"] if b["side"] == "A"}
    return found


IDS = _ids()
# A word of an id: letters, digits and the marks building codes use ("Gr>3P", "$2", "Su+2$").
WORD = re.compile(r"[\w$>+]+")


def ids_in(text: str) -> set[str]:
    return IDS.intersection(WORD.findall(text))


# "1 coins", "2 point": a count and its noun that disagree.
WRONG_PLURAL = re.compile(
    r"\b1 (coins|points|gems|buildings|colonists|spaces)\b"
    r"|\b(0|[2-9]|\d\d+) (coin|point|gem|building|colonist|space)\b"
)


def texts(table: SantaMariaTable, view: SantaMariaState, legal: list[Action]) -> list[str]:
    """Every string the table gives the screen, and the action bar's words."""
    out = [table.prompt]
    for place in table.places:
        out += [place.label, place.tooltip, place.why_not]
        if isinstance(place, (Offer, HallOffer)) and place.tile is not None:
            out += [place.tile.name, *(s.name for s in place.tile.squares)]
        if isinstance(place, Board):
            out += [c.tooltip for c in place.cells]
    out += [p.text for p in table.previews] + [p.warning for p in table.previews]
    if table.hand is not None:
        out.append(table.hand.name)
    out += [row.label for row in table.final]
    out += [RULES.describe(view, a) for a in legal]
    return out


def check(view: SantaMariaState, legal: list[Action], seat: int) -> SantaMariaTable:
    table = build(view, legal, seat)
    keys = [p.key for p in table.places]
    assert len(keys) == len(set(keys)), "place keys are unique"
    on_places = table.actions_on_places()
    assert on_places <= set(legal), "a place offers only legal actions"
    loose = table.loose_actions(legal)
    assert {a.kind for a in loose} <= LOOSE_KINDS, loose
    for text in texts(table, view, legal):
        assert not ids_in(text), f"an internal id on screen: {text!r}"
        assert not WRONG_PLURAL.search(text), f"a wrong plural: {text!r}"
    return table


def bot_game(players: int, seed: int, **options) -> list[tuple[SantaMariaState, list[Action]]]:
    """The positions of a seeded game of normal bots, each with its legal actions; the game log
    the events print never names an internal id either."""
    s = RULES.new_game(SantaMariaOptions(players=players, **options), seed)
    bots = [NormalBot(RULES, seed * 31 + seat) for seat in range(players)]
    positions = []
    while (seat := RULES.to_act(s)) is not None:
        legal = RULES.legal_actions(s)
        positions.append((s.clone(), legal))
        for event in RULES.apply(s, bots[seat].choose(Decision(RULES, s, seat, legal))):
            assert not ids_in(event.text), event
    positions.append((s.clone(), []))
    return positions


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {"common_blue_dice": True}),
        (4, {"advanced": True}),
        (3, {"choose_boards": True}),
    ],
)
def test_every_legal_action_is_on_a_place_and_no_id_shows(players, options):
    positions = bot_game(players, 7 + players, **options)
    start, middle, end = positions[0], positions[len(positions) // 2], positions[-1]
    for state, legal in positions:
        seat = RULES.to_act(state)
        check(RULES.view(state, seat), legal, seat if seat is not None else 0)
    for state, legal in (start, middle):
        seat = RULES.to_act(state)
        assert seat is not None and legal
        assert build(RULES.view(state, seat), legal, seat).actions_on_places()
    final = build(RULES.view(end[0], 0), [], 0)
    assert final.final and final.final[-1].total and final.winners == (end[0].winner,)
    assert final.final[-1].values == tuple(sum(f.values()) for f in end[0].final)


def test_the_id_check_finds_ids_and_spares_words():
    assert ids_in("Expand with tile D02 (pay 2 wood)") == {"D02"}
    assert ids_in("works Gr>3P and $2") == {"Gr>3P", "$2"}
    assert not ids_in("Retiring space 2: one step on the religion track; Side B")


def test_a_rivals_colony_offers_nothing_and_hides_their_points():
    state, legal = bot_game(3, 4)[40]
    seat = RULES.to_act(state)
    table = build(RULES.view(state, seat), legal, seat)
    rival = (seat + 1) % 3
    assert not any(p.actions for p in table.colony(rival))
    points = next(p for p in table.stores(rival) if p.what == "points")
    assert points.value == "?"


def test_a_die_previews_the_buildings_it_works_in_order():
    for state, legal in bot_game(2, 3):
        seat = RULES.to_act(state)
        if seat is None:
            continue
        table = build(RULES.view(state, seat), legal, seat)
        for action in legal:
            if action.kind not in ("die", "target"):
                continue
            preview = table.line(action)
            assert preview is not None
            trial = state.clone()
            events = RULES.apply(trial, action)
            if action.kind == "die":
                stay = Action("target", (action.args[1],))
                if stay not in RULES.legal_actions(trial):
                    assert preview.cells == (), "its own line has nothing to work"
                    continue
                events += RULES.apply(trial, stay)
            worked = [e.data["cell"] for e in events if e.kind == "activate"]
            worked += [q[1] for q in trial.queue if q[0] == "activate"]
            assert list(preview.cells) == worked
            if action.kind == "target":
                value = state.pending.args[1]
                assert preview.coins == change_cost(state.players[seat], value, action.args[0])


@pytest.fixture
def house_rules(tmp_path, monkeypatch):
    """A copy of the rules folder to edit; the rule data is read again from it."""
    root = tmp_path / "rules"
    shutil.copytree(RULES_FOLDER, root / "santa-maria")
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(root))
    rule_data.cache_clear()
    yield root / "santa-maria"
    monkeypatch.delenv("ANNO_DESKTOP_RULES")
    rule_data.cache_clear()


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def start_table(**options) -> SantaMariaTable:
    s = RULES.new_game(SantaMariaOptions(players=2, **options), 5)
    seat = RULES.to_act(s)
    return build(RULES.view(s, seat), RULES.legal_actions(s), seat)


def test_the_storage_limit_in_the_rules_file_words_the_stores(house_rules):
    assert "at most 3:" in next(p for p in start_table().stores(0) if p.what == "wood").tooltip
    edit(house_rules / "common_board.toml", "storage_limit = 3", "storage_limit = 5")
    rule_data.cache_clear()
    table = start_table()
    assert table.storage_limit == 5
    assert "at most 5:" in next(p for p in table.stores(0) if p.what == "wood").tooltip


def test_a_dearer_expansion_in_the_rules_file_shuts_the_double_tiles(house_rules):
    before = start_table()
    doubles = [p for p in before.offers() if p.tile is not None and p.tile.kind == "double"]
    assert all(p.actions and "costs 2 wood" in p.tooltip for p in doubles)
    edit(
        house_rules / "common_board.toml",
        'double = ["wood", "wood"]',
        'double = ["wood", "wood", "wood"]',
    )
    rule_data.cache_clear()
    after = [p for p in start_table().offers() if p.tile is not None and p.tile.kind == "double"]
    assert after and all(not p.actions for p in after)
    assert all("costs 3 wood" in p.tooltip and p.why_not == "you cannot pay 3 wood" for p in after)


def test_a_buildings_effect_in_the_rules_file_words_its_tooltip(house_rules):
    mill = "Gr>3P"
    assert square(mill).text == "pay 1 grain for 3 points"
    edit(
        house_rules / "buildings.toml",
        'pay = ["grain"], what = "points", n = 3 }]',
        'pay = ["grain"], what = "points", n = 5 }]',
    )
    rule_data.cache_clear()
    assert square(mill).text == "pay 1 grain for 5 points"
    boards = [p for p in start_table(choose_boards=True).places if isinstance(p, Board)]
    tips = [c.tooltip for b in boards for c in b.cells if c.label == "Mill"]
    assert tips and all("pay 1 grain for 5 points" in t for t in tips)
