"""A marked move's words (issue 21, "Game review"): when the hard bot's move rates no better
than the move played, the card says so, rather than leaving a worse suggestion unexplained."""

from __future__ import annotations

from anno_desktop.ai.review import Chance, GameRecord, Judgement
from anno_desktop.ui.scenes.review_words import judgement_text
from tests.ui.test_review import FINISHED, saved_match

NO_BETTER = "No better than the move played"


def _record_and_choice() -> tuple[GameRecord, int, list]:
    record = GameRecord.replay(saved_match(FINISHED[0]))
    rules = record.match.rules
    for index, state in enumerate(record.states[:-1]):
        legal = rules.legal_actions(state)
        if len(legal) > 1:
            return record, index, legal
    raise AssertionError("the save has no decision")


def _judged(with_suggestion: Chance) -> str:
    record, index, legal = _record_and_choice()
    played = record.actions[index]
    other = next(a for a in legal if a != played)
    judged = Judgement(
        index,
        record.movers[index],
        played,
        Chance(0.5, 1.0),
        Chance(0.3, 0.0),
        other,
        with_suggestion,
    )
    return judgement_text(record, judged, lambda text: text)


def test_a_suggestion_that_rates_no_better_is_said_to_be_no_better():
    assert NO_BETTER in _judged(Chance(0.25, -0.5))


def test_a_better_suggestion_reads_as_advice():
    assert NO_BETTER not in _judged(Chance(0.45, 0.5))
