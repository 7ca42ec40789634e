"""The table model (issue 14): every legal action is on a place of the table or is one of the
few loose actions; nothing a player reads holds an internal id or a wrong plural; routes are
the rules' own moves (rulebook "3. Seafaring Phase": a question mark interrupts the move);
tooltips are worded from the rule data, so a changed TOML file changes the table."""

from __future__ import annotations

import re
import shutil
import tomllib

import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.games.anno1701 import RULES, seafaring
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.games.anno1701.rules import Anno1701Options
from anno_desktop.games.anno1701.table import (
    LOOSE_KINDS,
    Anno1701Table,
    Route,
    build_table,
    card_face,
)
from anno_desktop.paths import rules_dir
from tests.games.anno1701.helpers import M, at_sea

WRONG_PLURAL = re.compile(
    r"\b1 (cards|goods cards|moves|tiles|ships|sails|cannons|colonies|trade sacks|spaces)\b"
)


def _ids() -> re.Pattern[str]:
    """Every id and key the rule files give their components, as whole words."""
    folder = rules_dir() / "anno1701"
    ids: set[str] = set()
    islands = tomllib.loads((folder / "islands.toml").read_text())
    ids |= {t["id"] for t in islands["tile"]}
    cards = tomllib.loads((folder / "cards.toml").read_text())
    ids |= {i for group in ("event", "encounter") for card in cards[group] for i in card["ids"]}
    sea = tomllib.loads((folder / "map.toml").read_text())
    ids |= {isl["id"] for isl in sea["island"]}
    ids |= {rec[0] for isl in sea["island"] for rec in isl["recesses"]}
    ids |= {a[0] for a in sea["anchors"]} | {q[0] for q in sea["questions"]}
    buildings = tomllib.loads((folder / "buildings.toml").read_text())
    ids |= {b["key"] for b in buildings["building"]}
    return re.compile(r"\b(" + "|".join(sorted(ids, key=len, reverse=True)) + r")\b")


def _texts(table: Anno1701Table) -> list[str]:
    texts = [table.prompt]
    for place in table.places:
        texts += [place.label, place.tooltip, place.why_not]
    for preview in (*table.previews, *table.routes):
        texts += [preview.text, preview.warning]
    for dialog in table.dialogs:
        texts += [dialog.title, dialog.message] + [c.label for c in dialog.choices]
    if table.card is not None:
        texts += [table.card.title, table.card.body]
    return texts


def _tables_of_a_game(players: int, seed: int):
    """(table, legal, state) at every decision of a seeded bot game, and its event texts."""
    s = RULES.new_game(Anno1701Options(players=players), seed)
    bots = [make_bot("anno1701", "normal", seat) for seat in range(players)]
    events: list[str] = []
    while (seat := RULES.to_act(s)) is not None:
        legal = RULES.legal_actions(s)
        view = RULES.view(s, seat)
        yield build_table(view, legal, seat), legal, view, events
        choice = bots[seat].choose(Decision(RULES, view, seat, legal))
        events += [e.text for e in RULES.apply(s, choice)]
    yield build_table(RULES.view(s, 0), [], 0), [], RULES.view(s, 0), events


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_every_legal_action_is_on_a_place_or_loose(players, seed):
    kinds: set[str] = set()
    count = 0
    for table, legal, _, _ in _tables_of_a_game(players, seed):
        loose = table.loose_actions(legal)
        assert {a.kind for a in loose} <= set(LOOSE_KINDS), table.pending
        kinds |= {a.kind for a in legal}
        count += 1
    assert count > 100  # start, the whole middle and the end were looked at
    assert {"roll", "move", "build", "end_turn"} <= kinds


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (4, 5)])
def test_no_text_on_the_table_holds_an_internal_id_or_a_wrong_plural(players, seed):
    ids = _ids()
    events: list[str] = []
    for table, legal, view, seen in _tables_of_a_game(players, seed):
        events = seen
        texts = _texts(table) + [RULES.describe(view, a) for a in legal if a.kind != "offer"]
        for text in texts:
            assert not ids.search(text), text
            assert not WRONG_PLURAL.search(text), text
    assert events
    for text in events:  # the game log shows them too
        assert not ids.search(text), text
    for k in range(len(game_data().encounters)):
        assert not ids.search(card_face("encounter", k).body)


def test_the_id_pattern_catches_the_ids_it_should():
    ids = _ids()
    assert ids.search("Found a colony at A24")
    assert ids.search("turned E03 up") and ids.search("the kapelle")
    assert not ids.search("the north-east anchor of the middle island")


def test_founding_a_colony_says_the_ship_goes_back_to_the_reserve():
    s = at_sea()
    s.players[s.current].ships[0] = M.anchor_hex[0]
    found = next(a for a in RULES.legal_actions(s) if a.kind == "found")
    table = build_table(RULES.view(s, s.current), RULES.legal_actions(s), s.current)
    button = next(p for p in table.of_kind("map") if found in p.actions)
    assert "goes back to your reserve" in button.tooltip
    RULES.apply(s, found)
    assert s.players[s.current].ships[0] == -1


def test_routes_are_legal_moves_one_after_another_until_a_question_mark():
    s = at_sea(3, 7)
    speed = seafaring.speed(game_data(), s.players[s.current])
    table = build_table(RULES.view(s, s.current), RULES.legal_actions(s), s.current)
    assert table.routes
    for route in table.routes:
        trial = s.clone()
        for k, step in enumerate(route.steps):
            assert step in RULES.legal_actions(trial), (route.text, k)
            RULES.apply(trial, step)
            if M.question[step.args[1]]:
                break
        assert [f"sea:{a.args[1]}" for a in route.steps] == list(route.path)
        assert route.left == speed - len(route.steps)
    first_steps = {r.target for r in table.routes if len(r.steps) == 1}
    moves = {f"sea:{a.args[1]}" for a in RULES.legal_actions(s) if a.kind == "move"}
    assert first_steps == moves


def test_a_route_through_a_question_mark_warns_that_the_ship_stops_there():
    s = at_sea(3, 7)
    for h in range(len(M.coords)):  # a ship where some way can only go through a "?"
        if not M.sea[h] or M.question[h]:
            continue
        s.players[s.current].ships[0] = h
        table = build_table(RULES.view(s, s.current), RULES.legal_actions(s), s.current)
        if any(M.question[a.args[1]] for r in table.routes for a in r.steps[:-1]):
            break
    through = [r for r in table.routes if any(M.question[a.args[1]] for a in r.steps[:-1])]
    assert through
    assert all("stops at the question mark" in r.warning for r in through)
    clear = [r for r in table.routes if not any(M.question[a.args[1]] for a in r.steps)]
    assert clear and not any(r.warning for r in clear)
    assert all(isinstance(r, Route) for r in table.routes)


def test_a_changed_rule_file_changes_the_tooltip_and_the_table(tmp_path, monkeypatch):
    shutil.copytree(rules_dir() / "anno1701", tmp_path / "anno1701")
    path = tmp_path / "anno1701" / "settlement.toml"
    text = path.read_text()
    assert "donations = [7, 9, 10, 11, 12]" in text
    path.write_text(
        text.replace("donations = [7, 9, 10, 11, 12]", "donations = [6, 9, 10, 11, 12]")
    )

    def first_coin():
        s = RULES.new_game(Anno1701Options(players=3), 1)
        return build_table(RULES.view(s, 0), [], 0).place("coin:0")

    shipped = first_coin()
    assert shipped.label == "7" and "Donation of 7 gold" in shipped.tooltip
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(tmp_path))
    game_data.cache_clear()
    try:
        changed = first_coin()
        assert changed.label == "6" and "Donation of 6 gold" in changed.tooltip
        assert changed.number("value") == 6
    finally:
        game_data.cache_clear()


def test_a_rivals_settlement_board_shows_only_what_is_public():
    s = RULES.new_game(Anno1701Options(players=3), 2)
    s.players[1].goods = [2, 1, 0, 0, 0, 1]
    rival = build_table(RULES.view(s, 0), [], 1)
    assert rival.shown == 1
    assert rival.place("store:goods cards").number("count") == 4  # how many, not which
    assert rival.place("store:wood") is None
    assert rival.place("store:gold").number("count") == s.players[1].gold
    assert len(rival.of_kind("slot")) == 12 and not rival.actions_on_places()
