"""The safe reader's limits, each at its edge, and the settings' field-by-field fallback."""

from __future__ import annotations

import json

import pytest

from anno_desktop.engine.errors import MissingUserFile, UserFileError
from anno_desktop.engine.userfiles import (
    MAX_JSON_DEPTH,
    MAX_NUMBER_DIGITS,
    json_depth,
    read_bytes,
    read_json,
)
from anno_desktop.settings import Settings, load_settings


def test_a_file_of_exactly_the_cap_is_read_and_one_byte_more_is_not(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 1000)
    assert read_bytes(path, what="file", cap=1000) == b"x" * 1000
    path.write_bytes(b"x" * 1001)
    with pytest.raises(UserFileError, match="too large"):
        read_bytes(path, what="file", cap=1000)


def test_a_link_to_a_regular_file_is_followed(tmp_path):
    (tmp_path / "real.json").write_text('{"a": 1}')
    (tmp_path / "link.json").symlink_to("real.json")
    assert read_json(tmp_path / "link.json", what="save", cap=100) == {"a": 1}


def test_a_missing_file_is_its_own_error(tmp_path):
    with pytest.raises(MissingUserFile, match="does not exist"):
        read_json(tmp_path / "none.json", what="save", cap=100)


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ("{}", 1),
        ('{"a": [1, {"b": []}]}', 4),
        ('{"a": "[[[[{{{{"}', 1),
        ('{"a": "quote \\" then [[[["}', 1),
        ('["\\\\", [[]]]', 3),
        ("17", 0),
    ],
)
def test_depth_counts_brackets_outside_strings(text, depth):
    assert json_depth(text) == depth


def test_nesting_up_to_the_limit_is_read(tmp_path):
    path = tmp_path / "deep.json"
    text = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    path.write_text(text)
    assert read_json(path, what="save", cap=1000) == json.loads(text)
    path.write_text("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1))
    with pytest.raises(UserFileError, match=f"nested {MAX_JSON_DEPTH + 1} levels deep"):
        read_json(path, what="save", cap=1000)


def test_numbers_up_to_the_digit_limit_are_read(tmp_path):
    path = tmp_path / "n.json"
    path.write_text(json.dumps({"n": -int("9" * MAX_NUMBER_DIGITS)}))
    assert read_json(path, what="save", cap=1000)["n"] == -int("9" * MAX_NUMBER_DIGITS)
    path.write_text('{"n": ' + "9" * (MAX_NUMBER_DIGITS + 1) + "}")
    with pytest.raises(UserFileError, match=f"{MAX_NUMBER_DIGITS + 1} digits"):
        read_json(path, what="save", cap=1000)


def test_the_same_key_in_two_objects_is_fine(tmp_path):
    path = tmp_path / "k.json"
    path.write_text('[{"seed": 1}, {"seed": 2}]')
    assert read_json(path, what="save", cap=1000) == [{"seed": 1}, {"seed": 2}]


def test_settings_keep_their_valid_fields_and_name_the_reset_ones(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ui_scale": 1.25, "sound_volume": 500, "bot_pace": "slow"}))
    settings, message = load_settings(path)
    assert settings == Settings(ui_scale=1.25, bot_pace="slow")
    assert "sound_volume" in message and "ui_scale" not in message
    assert "the others were kept" in message


def test_settings_are_read_as_strictly_as_they_are_written(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"fullscreen": "yes", "confirm_end_of_turn": 0}))
    settings, message = load_settings(path)
    assert settings == Settings()
    assert "fullscreen" in message and "confirm_end_of_turn" in message


def test_settings_of_a_newer_version_load_quietly(tmp_path):
    """A field this version lacks is ignored: a newer Anno Desktop wrote it."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ui_scale": 1.25, "colour_blind_mode": True}))
    assert load_settings(path) == (Settings(ui_scale=1.25), None)


def test_an_empty_object_is_the_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{}")
    assert load_settings(path) == (Settings(), None)
