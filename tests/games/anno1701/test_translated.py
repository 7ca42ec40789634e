"""Every text Anno 1701 shows goes through the catalogues (issue 21, item 4): played in the
pseudo language, where each marked text comes out as ⟦text⟧, nothing English is left outside
the brackets - in the log (every event), the action bar (describe of every legal action), the
game-over reason, the table model's labels, tooltips, prompts, why-not reasons, panels and
cards, and a refused action's reason."""

from __future__ import annotations

import dataclasses

import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine import i18n
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701 import RULES
from anno_desktop.games.anno1701.rules import Anno1701Options
from anno_desktop.games.anno1701.table import build_table, card_face
from tests.games.anno1701.helpers import D

# Fields of the table model that hold ids for the art and the layout, never shown as words.
ID_FIELDS = {"key", "kind", "art", "terrain", "island", "building", "good", "at", "target"}
ID_FIELDS |= {"resources", "resource", "stock", "symbols", "numbers", "path"}


@pytest.fixture(autouse=True)
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language("en")


def shown_texts(value: object, where: str = "table") -> list[tuple[str, str]]:
    """Every text in a table model, walking its dataclasses: (where it was found, text)."""
    if isinstance(value, str):
        return [(where, value)]
    if isinstance(value, (Action, Pending)) or value is None:
        return []
    if isinstance(value, (tuple, list)):
        return [t for i, item in enumerate(value) for t in shown_texts(item, f"{where}[{i}]")]
    if dataclasses.is_dataclass(value):
        return [
            t
            for f in dataclasses.fields(value)
            if f.name not in ID_FIELDS and not f.name.startswith("_")
            for t in shown_texts(getattr(value, f.name), f"{where}.{f.name}")
        ]
    return []


def assert_marked(texts: list[tuple[str, str]]) -> None:
    left = {(where, text) for where, text in texts if i18n.unmarked(text)}
    assert not left, sorted(left)[:10]


def play(players: int, seed: int, first_game: bool) -> set[str]:
    """A seeded game of normal bots, every text checked at every decision; the kinds of
    events it logged."""
    s = RULES.new_game(Anno1701Options(players=players, first_game=first_game), seed)
    bots = [make_bot("anno1701", "normal", seat) for seat in range(players)]
    kinds: set[str] = set()
    while (seat := RULES.to_act(s)) is not None:
        legal = RULES.legal_actions(s)
        view = RULES.view(s, seat)
        texts = shown_texts(build_table(view, legal, seat))
        texts += [(f"describe {a}", RULES.describe(s, a)) for a in legal]
        assert_marked(texts)
        choice = bots[seat].choose(Decision(RULES, view, seat, legal))
        events = RULES.apply(s, choice)
        assert_marked([(f"event {e.kind}", e.text) for e in events])
        kinds |= {e.kind for e in events}
    result = RULES.result(s)
    assert result is not None
    assert_marked([("result", result.reason)])
    for seat in range(players):
        assert_marked(shown_texts(build_table(RULES.view(s, seat), [], seat)))
    return kinds


@pytest.mark.parametrize(
    ("players", "seed", "first_game"), [(2, 11, False), (3, 12, True), (4, 13, False)]
)
def test_a_whole_game_shows_only_marked_texts(players, seed, first_game):
    kinds = play(players, seed, first_game)
    assert {"roll", "income", "build", "move", "found", "turn", "win"} <= kinds


def test_every_card_face_is_marked():
    faces = [card_face("event", i) for i in range(len(D.events))]
    faces += [card_face("encounter", i) for i in range(len(D.encounters))]
    assert_marked([t for face in faces for t in shown_texts(face, "card")])


def test_a_refused_action_says_why_in_the_language():
    s = RULES.new_game(Anno1701Options(players=3, first_game=True), 1)
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(s, Action("fight"))
    assert i18n.unmarked(str(refused.value)) == ""


def test_a_refused_move_is_named_in_words_not_as_an_action_tuple():
    s = RULES.new_game(Anno1701Options(players=3), 1)
    while s.phase != "roll":
        RULES.apply(s, RULES.legal(s)[-1])
    rolled = s.clone()
    RULES.apply(rolled, RULES.legal(rolled)[0])
    stale = RULES.legal(rolled)[0]  # a purchase, before the dice are rolled
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(s, stale)
    assert RULES.describe(s, stale) in refused.value.reason  # the sentence around it is marked
    assert "Action(" not in refused.value.reason
