"""Rule data files: a broken file names its path and the field at fault."""

import pytest
from pydantic import BaseModel

from anno_desktop.engine.errors import RuleDataError
from anno_desktop.engine.ruledata import load_game_file


class Tile(BaseModel):
    id: str
    cost: int


class Deck(BaseModel):
    tiles: list[Tile]


def _write(tmp_path, text):
    (tmp_path / "g").mkdir()
    (tmp_path / "g" / "deck.toml").write_text(text)


def test_valid_file_loads(tmp_path):
    _write(tmp_path, '[[tiles]]\nid = "a"\ncost = 2\n')
    assert load_game_file("g", "deck.toml", Deck, root=tmp_path).tiles[0].cost == 2


def test_missing_field_is_named_with_the_path(tmp_path):
    _write(tmp_path, '[[tiles]]\nid = "a"\n')
    with pytest.raises(RuleDataError) as err:
        load_game_file("g", "deck.toml", Deck, root=tmp_path)
    assert "deck.toml" in str(err.value) and "tiles.0.cost" in str(err.value)


def test_bad_toml_is_reported(tmp_path):
    _write(tmp_path, "tiles = [\n")
    with pytest.raises(RuleDataError, match="not valid TOML"):
        load_game_file("g", "deck.toml", Deck, root=tmp_path)


def test_missing_file_is_reported(tmp_path):
    with pytest.raises(RuleDataError, match="missing"):
        load_game_file("g", "deck.toml", Deck, root=tmp_path)
