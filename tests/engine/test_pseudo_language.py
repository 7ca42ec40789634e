"""The pseudo language (issue 21, item 4): every marked text shows in ⟦…⟧, so the texts that
never went through the catalogues stand out, and `unmarked` finds them for the games' tests."""

import pytest

from anno_desktop.engine import i18n


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_marked_texts_show_in_brackets():
    i18n.set_language(i18n.PSEUDO)
    assert i18n._("New game") == "⟦New game⟧"
    assert i18n.ngettext("{count} card", "{count} cards", 2).format(count=2) == "⟦2 cards⟧"
    assert i18n.ngettext("{count} card", "{count} cards", 1).format(count=1) == "⟦1 card⟧"


def test_unmarked_finds_the_english_left_outside_the_marks():
    assert i18n.unmarked("⟦Player 2 builds ⟦Tavern⟧⟧ · 3 gold") == "gold"
    assert i18n.unmarked("⟦{player}'s turn⟧ (Player 3), 4 - ⟦wood⟧") == ""
    assert i18n.unmarked("Stack I · 12") == "StackI"


def test_the_pseudo_language_is_not_offered_to_players():
    assert i18n.PSEUDO not in i18n.LANGUAGES
    assert i18n.set_language(i18n.PSEUDO) == i18n.PSEUDO
    assert i18n.set_language("xx") == "en"


def test_the_environment_can_ask_for_the_pseudo_language(monkeypatch):
    monkeypatch.setenv(i18n.ENV_LANGUAGE, i18n.PSEUDO)
    assert i18n.system_language() == i18n.PSEUDO
