"""What a mission leaves out (no ships, no New World, no card effects) is marked in the table
model itself, so the table strikes it through in German and Czech as it does in English; it
was found by the English words of the reason once, and lost in every other language."""

import pytest

from anno_desktop.engine import i18n
from anno_desktop.engine.table import Absent
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions
from anno_desktop.games.anno1800_solo.table import build_table


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _absent_keys(mission: int, language: str) -> set[str]:
    i18n.set_language(language)
    state = RULES.new_game(Anno1800SoloOptions(mission=mission), 11)
    table = build_table(RULES.view(state, 0), RULES.legal_actions(state), 0)
    return {place.key for place in table.places if isinstance(place.why_not, Absent)}


@pytest.mark.parametrize("mission", [1, 2, 4, 7])
def test_what_a_mission_leaves_out_is_the_same_in_every_language(mission):
    english = _absent_keys(mission, "en")
    assert english == _absent_keys(mission, "de") == _absent_keys(mission, "cs")


def test_mission_1_leaves_out_the_ships_and_the_new_world():
    keys = _absent_keys(1, "de")
    assert "bar:new" in keys
    assert any(key.startswith("space:") for key in keys), keys
