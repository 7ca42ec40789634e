"""Components (rules/anno1701/*.toml, components file §1 to §7): counts of tiles, cards and map
features match the specification and the map checks."""

import shutil

import pytest

from anno_desktop.engine.errors import RuleDataError
from anno_desktop.games.anno1701.data import game_data
from anno_desktop.paths import rules_dir


def test_component_counts():
    d = game_data()
    assert len(d.buildings) == 36
    assert sum(1 for b in d.buildings if b.level == 1) == 20
    assert len(d.islands) == 28 and sum(1 for t in d.islands if t.dark) == 14
    assert len(d.events) == 11 and len(d.encounters) == 24
    assert len(d.two_player_removed) == 14


def test_symbol_totals_of_the_expansion_tiles():
    d = game_data()
    assert sum(b.cannon for b in d.buildings) == 7
    assert sum(b.sack for b in d.buildings) == 12
    assert sum(b.content for b in d.buildings) == 12
    assert sum(b.sail for b in d.buildings) == 8


def test_sea_map_matches_the_map_check():
    m = game_data().map
    assert len(m.coords) == 115 and sum(m.sea) == 87
    assert len(m.anchor_hex) == 26 and sum(m.question) == 10
    assert len(m.sea_neighbours[m.start]) == 3
    start = m.distance[m.start]
    assert sorted(start[h] for h in m.question_ids) == [4, 4, 6, 6, 7, 7, 8, 10, 10, 11]
    assert max(start[h] for h in range(len(m.coords)) if m.sea[h]) == 12
    assert sorted(start[h] for h in m.anchor_hex)[:4] == [3, 3, 3, 3]


def test_every_recess_has_one_or_two_anchor_points():
    m = game_data().map
    assert all(1 <= len(a) <= 2 for a in m.recess_anchors)
    assert all(len(a) >= 2 for a in m.island_anchors)


def test_every_settlement_board_covers_each_non_event_number_once():
    d = game_data()
    for board in d.boards:
        assert sorted(board) == [3, 4, 5, 6, 8, 9, 10, 11]


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("buildings.toml", "I = { brick = 1, tool = 1 }"),
        ("islands.toml", 'gold = "gold"'),
        ("settlement.toml", 'clay = "brick"'),
        ("settlement.toml", "goods = "),
        ("map.toml", "start = [0, 0]"),
    ],
)
def test_a_broken_rule_file_is_reported_with_its_name(name, line, tmp_path, monkeypatch):
    shutil.copytree(rules_dir(), tmp_path / "rules")
    path = tmp_path / "rules" / "anno1701" / name
    text = path.read_text()
    assert line in text
    if line.endswith("= "):
        text = "\n".join(ln for ln in text.splitlines() if not ln.startswith(line))
    else:
        text = text.replace(line, "")
    path.write_text(text)
    monkeypatch.setenv("ANNO_DESKTOP_RULES", str(tmp_path / "rules"))
    game_data.cache_clear()
    try:
        with pytest.raises(RuleDataError, match=name.replace(".", r"\.")):
            game_data()
    finally:
        game_data.cache_clear()
