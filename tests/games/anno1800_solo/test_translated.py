"""Issue 21, item 4: every text Anno 1800 solo shows goes through the catalogues. In the pseudo
language each marked text comes out as ⟦text⟧; whatever English is left outside the brackets
(digits and punctuation aside) was never marked, so it could not be translated. Whole games of
every mission and of the normal solo game (both difficulties) are walked: the log, every legal
move's description, the prompt, the table model (labels, tooltips, why-not reasons, previews,
the pay step's choices), each mission's briefing and goals, and the result."""

from __future__ import annotations

import pytest

from anno_desktop.engine import i18n
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo.describe import outcome
from anno_desktop.games.anno1800_solo.setup import Anno1800SoloOptions
from anno_desktop.games.anno1800_solo.table import (
    briefing,
    build_table,
    choice_heading,
    mission_count,
    mission_goal_words,
    mission_title,
    rating_ladder,
)
from tests.pseudo_texts import model_texts, pseudo_language  # noqa: F401

# Fields of the table model that hold ids (keys, kinds, tiles, goods), not words.
ID_FIELDS = {"key", "kind", "tile", "product", "ship", "works", "space", "cost", "cube_cost"}
ID_FIELDS |= {"deck", "resource", "how", "tier", "mark", "action", "actions", "pending"}
ID_FIELDS |= {"numbers", "path", "_by_key"}


pytestmark = pytest.mark.usefixtures("pseudo_language")


def texts(obj: object, where: str = "table"):
    return model_texts(obj, ID_FIELDS, where)


def assert_marked(text: str, where: str) -> None:
    assert i18n.unmarked(text) == "", f"{where}: English left unmarked in {text!r}"


def check_table(s, legal: list[Action]) -> None:
    view = RULES.view(s, 0)
    for where, text in texts(build_table(view, legal, 0)):
        assert_marked(text, where)
    for action in legal:
        assert_marked(choice_heading(view, action), f"heading of {action}")


def play(options: Anno1800SoloOptions, seed: int, tables_every: int) -> None:
    s = RULES.new_game(options, seed)
    rng = Rng(seed + 5)
    moves = 0
    while RULES.to_act(s) is not None:
        legal = RULES.legal_actions(s)
        for action in legal:
            assert_marked(RULES.describe(s, action), f"describe {action}")
        if moves % tables_every == 0 or s.phase != "main":
            check_table(s, legal)
        for event in RULES.apply(s, rng.choice(legal)):
            assert_marked(event.text, f"event {event.kind}")
        moves += 1
    result = RULES.result(s)
    assert result is not None
    assert_marked(result.reason, "result")
    assert_marked(outcome(s), "outcome")
    check_table(s, [])
    with pytest.raises(IllegalAction) as over:
        RULES.apply(s, Action("festival"))
    assert_marked(str(over.value), "IllegalAction after the end")


GAMES = [Anno1800SoloOptions(mission=m) for m in range(1, 11)]
GAMES += [
    Anno1800SoloOptions(mission=7, difficulty="harder"),
    Anno1800SoloOptions(mode="normal-solo"),
    Anno1800SoloOptions(mode="normal-solo", difficulty="harder"),
]


@pytest.mark.parametrize("options", GAMES, ids=lambda o: f"{o.mode}-{o.mission}-{o.difficulty}")
def test_every_shown_text_of_a_whole_game_is_marked(options):
    for seed in (2, 9):
        play(options, seed, tables_every=4)


def test_every_normal_solo_order_card_shows_marked_words():
    """The order cards differ from game to game (the Pyrphorians change the rules): many seeds."""
    for seed in range(20, 32):
        play(Anno1800SoloOptions(mode="normal-solo"), seed, tables_every=12)


def test_every_briefing_goal_and_rating_is_marked():
    for number in [None, *range(1, mission_count() + 1)]:
        for where, text in texts(briefing(number), f"briefing {number}"):
            assert_marked(text, where)
        if number is not None:
            assert_marked(mission_title(number), f"title {number}")
            for goal in mission_goal_words(number):
                assert_marked(goal, f"goal of mission {number}")
    for _points, name in rating_ladder():
        assert_marked(name, "rating")


def test_an_illegal_move_is_refused_in_marked_words():
    s = RULES.new_game(Anno1800SoloOptions(mission=1), 4)
    wrong = Action("explore_new")
    assert wrong not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(s, wrong)
    assert_marked(str(refused.value).replace(str(wrong), ""), "IllegalAction")


def test_the_english_reads_as_before():
    i18n.set_language("en")
    s = RULES.new_game(Anno1800SoloOptions(mission=1), 3)
    events = RULES.apply(s, Action("festival"))
    assert events[0].text == "city festival: every cube goes home, ships refill"
    assert any(e.text.startswith("time stack: turned over \u201c") for e in events)
    assert RULES.describe(s, Action("explore_old")) == "Explore the Old World"


def test_a_refused_move_is_named_in_words_not_as_an_action_tuple():
    s = RULES.new_game(Anno1800SoloOptions(mission=3), 1)
    before = RULES.legal_actions(s)
    RULES.apply(s, next(a for a in before if a.kind == "build"))  # now where to place it
    stale = next(a for a in before if a not in RULES.legal_actions(s))
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(s, stale)
    assert RULES.describe(s, stale) in refused.value.reason  # the sentence around it is marked
    assert "Action(" not in refused.value.reason
