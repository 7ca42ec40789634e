"""Issue 21, item 4: every text the card game shows goes through the catalogues. In the pseudo
language each marked text comes out as ⟦text⟧; whatever English is left outside the brackets
(digits, punctuation and the crests that name the seats aside) was never marked, so it could not
be translated. Whole random games are walked: the log, every legal move's description, the
prompt, the table model as the seat to act and its rival see it (labels, tooltips, why-not
reasons, voyage stakes, previews), the result and the refusal of an illegal move."""

from __future__ import annotations

import re

import pytest

from anno_desktop.engine import i18n
from anno_desktop.engine.errors import IllegalAction
from anno_desktop.engine.rng import Rng
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards import RULES
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.table import build_table, crest_title
from tests.pseudo_texts import model_texts, pseudo_language  # noqa: F401

# Fields of the table model that hold ids, keys, counts or printed numerals, not words.
ID_FIELDS = {"key", "kind", "part", "spot", "picture", "card_kind", "face_key", "face_keys"}
ID_FIELDS |= {"numeral", "badge", "resources", "resource", "cost", "give", "take", "stock"}
ID_FIELDS |= {"rival_stock", "met_kinds", "numbers", "actions", "action", "pending"}
# The engine names seats by their crest; the table puts each player's name in its place, as
# it does for "Player N" in the other games.
CRESTS = re.compile(r"\b(Lion|Dragon)\b")


pytestmark = pytest.mark.usefixtures("pseudo_language")


def texts(obj: object, where: str = "table"):
    return model_texts(obj, ID_FIELDS, where)


def assert_marked(text: str, where: str) -> None:
    assert i18n.unmarked(CRESTS.sub("", text)) == "", f"{where}: English left in {text!r}"


def rule_data_names() -> set[str]:
    data = game_data()
    setup = data.settlement
    names = {c.name for c in data.cards} | {f.name for f in data.faces}
    names |= {v.name for v in data.voyage} | {lv.name for lv in data.levels}
    return names | {x.name for x in (*setup.landscape, *setup.centre, setup.ship)}


NAMES = sorted(rule_data_names(), key=len, reverse=True)
# The names and the card and event texts of the rule data, each shown through the catalogues.
SHOWN = NAMES + [c.text for c in game_data().cards] + [f.text for f in game_data().faces]


def assert_names_marked(text: str, where: str) -> None:
    """A name from the rule data is shown only through the catalogues (⟦Farm⟧ inside the
    sentence's brackets), never as the English put into a translated sentence."""
    if BARE_NAMES.search(text) is None:
        return
    text = SHOWN_MARKED.sub("", text)
    found = BARE_NAMES.search(text)
    assert found is None, f"{where}: {found.group(0)!r} not through the catalogues in {text!r}"


# Names that the English sentences themselves hold ("the Playhouse stops the card").
ALSO_IN_SENTENCES = {"Playhouse", "Master builder", "Spy", "Trader", "Fire", "Tax", "Lodge"}
ALSO_IN_SENTENCES |= {"Trading post", "Trading advantage", "Good harvest", "Queen", "Pirate hunt"}
ALSO_IN_SENTENCES |= {"Village centre", "Free trader", "Settler", "Citizen", "Merchant"}


def check(text: str, where: str) -> None:
    assert_marked(text, where)
    assert_names_marked(text, where)


_bare = [n for n in NAMES if n not in ALSO_IN_SENTENCES]
BARE_NAMES = re.compile(r"(?<![A-Za-z])(" + "|".join(map(re.escape, _bare)) + r")(?![a-z])")
SHOWN_MARKED = re.compile(
    re.escape(i18n.OPEN_MARK)
    + "("
    + "|".join(map(re.escape, sorted(SHOWN, key=len, reverse=True)))
    + ")"
    + re.escape(i18n.CLOSE_MARK)
)


def check_table(s, seat: int, legal: list[Action]) -> None:
    view = RULES.view(s, seat)
    shown = legal if seat == RULES.to_act(s) else []
    for where, text in texts(build_table(view, shown, seat)):
        check(text, where)
    check(crest_title(view, seat), "settlement title")


def play(seed: int, tables_every: int, looked_at: int = 600) -> set[str]:
    """A random game walked whole (its first `looked_at` positions looked at in full: random
    trades can run a game to thousands of moves); the kinds of event and decision it met."""
    s = RULES.new_game(RULES.options_model(players=2), seed)
    rng = Rng(seed + 7)
    met: set[str] = set()
    moves = 0
    while (seat := RULES.to_act(s)) is not None:
        legal = RULES.legal_actions(s)
        for action in legal if moves < looked_at else ():
            check(RULES.describe(s, action), f"describe {action}")
        deciding = bool(s.pending) or s.voyage is not None
        if moves < looked_at and (moves % tables_every == 0 or deciding):
            check_table(s, seat, legal)
            check_table(s, 1 - seat, legal)
        met |= {f"decision:{d.kind}" for d in s.pending[:1]}
        met |= {f"voyage:{s.voyage.step}"} if s.voyage is not None else set()
        for event in RULES.apply(s, rng.choice(legal)):
            check(event.text, f"event {event.kind}")
            met.add(event.kind)
        moves += 1
    result = RULES.result(s)
    assert result is not None
    check(result.reason, "result")
    for seat in (0, 1):
        check_table(s, seat, [])
    with pytest.raises(IllegalAction) as over:
        RULES.apply(s, Action("roll"))
    check(str(over.value), "IllegalAction after the end")
    return met


def test_every_shown_text_of_whole_games_is_marked():
    met: set[str] = set()
    for seed in range(1, 13):
        met |= play(seed, tables_every=4)
    # The games walked reach the texts that only some positions show.
    expected = {"build", "upgrade", "play", "voyage", "reveal", "fight", "tribute", "buy"}
    expected |= {"offer", "decline", "draw", "swap", "game_over", "voyage_end", "produce"}
    expected |= {"decision:answer", "decision:compose", "decision:trader", "voyage:pirate"}
    expected |= {"voyage:flotsam", "voyage:trader", "voyage:besieged"}
    assert expected <= met, sorted(expected - met)


def test_an_illegal_move_is_refused_in_words_that_are_marked():
    s = RULES.new_game(RULES.options_model(players=2), 5)
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(s, Action("roll"))
    check(str(refused.value), "IllegalAction")


def test_the_english_reads_as_before():
    i18n.set_language("en")
    s = RULES.new_game(RULES.options_model(players=2), 5)
    assert RULES.describe(s, RULES.legal_actions(s)[0]) == "Take 3 cards from stack I-a"
    table = build_table(RULES.view(s, 0), [], 0)
    stack = table.place("stack:0")
    assert stack is not None and stack.tooltip == "Stack I-a: 9 cards, face down."
