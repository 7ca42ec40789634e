"""Issue 21, item 4: every text Santa Maria shows goes through the catalogues. In the pseudo
language each marked text comes out as ⟦text⟧; whatever English is left outside the brackets
("Player N", digits and punctuation aside) was never marked, so it could not be translated.
Whole games of every variant are walked: the log, every legal move's description, the prompt,
the table model as the seat to act and a rival see it, the year's scoring card and the result."""

from __future__ import annotations

import pytest

from anno_desktop.engine import i18n
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action
from anno_desktop.games.santa_maria import RULES, SantaMariaOptions
from anno_desktop.games.santa_maria.table import build, year_scoring
from tests.pseudo_texts import model_texts, pseudo_language  # noqa: F401

VARIANTS = [
    {"players": 2},
    {"players": 4},
    {"players": 2, "advanced": True, "common_blue_dice": True},
    {"players": 3, "choose_boards": True},
]
# Fields of the table model that hold ids (keys, kinds, goods), not words.
ID_FIELDS = {"key", "kind", "what", "colour", "makes", "outputs", "takes", "cost", "path"}
ID_FIELDS |= {
    "resource",
    "rest",
    "choosing",
    "action",
    "actions",
    "pending",
    "numbers",
    "_placements",
    "_by_key",
}


pytestmark = pytest.mark.usefixtures("pseudo_language")


def texts(obj: object, where: str = "table"):
    return model_texts(obj, ID_FIELDS, where)


def assert_marked(text: str, where: str) -> None:
    assert i18n.unmarked(text) == "", f"{where}: English left unmarked in {text!r}"


def check_table(s, seat: int, legal: list[Action], everything: bool = False) -> None:
    view = RULES.view(s, seat)
    for where, text in texts(build(view, legal if seat == s.current else [], seat, everything)):
        assert_marked(text, where)


def play(variant: dict, seed: int, tables_every: int) -> None:
    s = RULES.new_game(SantaMariaOptions(**variant), seed)
    rng = Rng(seed + 7)
    moves = 0
    while (seat := RULES.to_act(s)) is not None:
        legal = RULES.legal_actions(s)
        for action in legal:
            assert_marked(RULES.describe(s, action), f"describe {action}")
        if moves % tables_every == 0 or s.pending is not None:
            check_table(s, seat, legal)
            check_table(s, (seat + 1) % s.n, legal)
        events = RULES.apply(s, rng.choice(legal))
        for event in events:
            assert_marked(event.text, f"event {event.kind}")
        card = year_scoring(events, s.n, s.year)
        if card is not None:
            for _seat, line in card.lines():
                assert_marked(line, "year scoring")
            assert_marked(card.note, "year scoring note")
        moves += 1
    result = RULES.result(s)
    assert result is not None
    assert_marked(result.reason, "result")
    for seat in range(s.n):
        check_table(s, seat, [], everything=True)
    with pytest.raises(IllegalAction) as over:
        RULES.apply(s, Action("skip"))
    assert_marked(str(over.value), "IllegalAction after the end")


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_shown_text_of_a_whole_game_is_marked(variant):
    for seed in (3, 8):
        play(variant, seed, tables_every=5)


def test_an_illegal_move_is_refused_in_words_that_are_marked():
    s = RULES.new_game(SantaMariaOptions(players=2), 5)
    wrong = next(
        Action("die", (colour, value))
        for colour in ("white", "blue")
        for value in range(1, 7)
        if Action("die", (colour, value)) not in RULES.legal_actions(s)
    )
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(s, wrong)
    assert_marked(str(refused.value), "IllegalAction")


def test_the_english_reads_as_before():
    """The catalogues changed nothing in English: the log's and the moves' own words."""
    i18n.set_language("en")
    s = RULES.new_game(SantaMariaOptions(players=2), 1)
    said = {RULES.describe(s, a) for a in RULES.legal_actions(s)}
    assert any(t.startswith("Retire for this year: gain 2 coins") for t in said)
    assert any(t.startswith("Expand with the ") and "(pay " in t for t in said)
    assert RULES.result(s) is None
