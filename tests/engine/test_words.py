"""The one plural rule the four games' tables and logs share ("1 card", never "1 cards")."""

from anno_desktop.engine.words import plural


def test_one_takes_the_singular_and_more_the_plural():
    assert plural(1, "card") == "1 card"
    assert plural(0, "card") == "0 cards"
    assert plural(2, "exploration token") == "2 exploration tokens"


def test_words_ending_in_a_hiss_take_es():
    assert plural(3, "coach") == "3 coaches"
    assert plural(2, "glass") == "2 glasses"


def test_an_irregular_plural_is_given():
    assert plural(2, "wood", "wood") == "2 wood"
    assert plural(1, "wood", "wood") == "1 wood"
