"""Why the Hint's move helps (issue 20 item 3): the step of the backward plan it takes and
what that step is for, up to the mission's goal, read from the player's view only."""

from anno_desktop.engine import i18n
from anno_desktop.engine.rng import Rng
from anno_desktop.games.anno1800_solo import RULES
from anno_desktop.games.anno1800_solo import actions as A
from anno_desktop.games.anno1800_solo.hard import HardBot, hint_reason
from anno_desktop.games.anno1800_solo.plan import Planner
from tests.games.anno1800_solo.helpers import mission, normal

GOAL_4 = "the goal \u201cNew World cards fulfilled: 7\u201d"


def test_a_move_of_the_plan_says_what_it_is_for_up_to_the_goal():
    s = mission(4, 1)
    reason = hint_reason(s, A.act(A.BUILD, "shipyard_2"))
    assert reason == (
        "for 1 more exploration ship, for a 3rd New World island (3 exploration tokens at "
        f"once), for {GOAL_4}"
    )


def test_a_long_chain_keeps_the_nearest_purposes_and_the_goal():
    # The engineer is for the cannon foundry, for cannons, for a ship, for an island, for the goal.
    reason = hint_reason(mission(4, 1), A.act(A.UPGRADE, "artisan")) or ""
    assert reason.startswith("for the Cannon foundry, for cannons (banned from trade")
    assert reason.endswith(f"\u2026, for {GOAL_4}")


def test_a_move_the_plan_does_not_take_has_no_reason():
    assert hint_reason(mission(4, 1), A.act(A.EXCHANGE)) is None
    assert hint_reason(normal(1), A.act(A.BUILD, "shipyard_2")) is None  # no goals to plan for


def test_a_festival_is_a_reason_only_with_cubes_away():
    s = mission(1, 1)
    assert hint_reason(s, A.act(A.FESTIVAL)) is None
    s.exhausted, s.home = s.home[:], [0] * len(s.home)
    assert "cubes" in (hint_reason(s, A.act(A.FESTIVAL)) or "")


def test_the_reason_never_depends_on_hidden_cards():
    s = mission(6, 2)
    other = RULES.determinize(RULES.view(s, 0), Rng(77))
    assert other.decks != s.decks or other.stack != s.stack
    for a in RULES.legal_actions(s):
        assert hint_reason(RULES.view(other, 0), a) == hint_reason(RULES.view(s, 0), a)


def test_the_hard_bot_explains_with_it():
    s = mission(4, 1)
    move = A.act(A.BUILD, "shipyard_2")
    assert HardBot.explain(s, move) == hint_reason(s, move)


def test_every_word_of_a_reason_is_translated():
    # Issue 21: the pseudo language marks every translated text; nothing is left outside.
    s = mission(4, 1)
    i18n.set_language("pseudo")
    try:
        reasons = [hint_reason(s, a) for a in RULES.legal_actions(s)]
        reasons += [hint_reason(s, A.act(A.UPGRADE, "artisan"))]
    finally:
        i18n.set_language("en")
    assert any(reasons)
    for reason in filter(None, reasons):
        assert i18n.unmarked(reason) == "", reason


def test_the_editor_sending_a_dear_card_under_its_deck_is_for_the_empty_hand():
    """Mission 9's tip: "Make generous use of the Editor's effect to get rid of your elaborate
    cards." The hint for that move names the goal it serves."""
    s = mission(9, 1)
    planner = Planner(s)
    dear = next(
        a.args[0] for a in RULES.legal_actions(s) if a.kind == A.EDITOR and planner.edits(a.args[0])
    )
    reason = hint_reason(s, A.act(A.EDITOR, dear)) or ""
    assert reason.endswith("for the goal \u201ccards in hand: none\u201d"), reason
