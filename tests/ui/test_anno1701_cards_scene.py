"""The card game's own scene (DESIGN.md, "cards that rotate 90 degrees to show stock"): both
settlements are drawn, a card whose stock changes turns in about 250 ms, and the log names
players instead of crests."""

import pytest

from anno_desktop.engine.rules import Event
from anno_desktop.ui import flow

pytestmark = pytest.mark.skipif(
    "anno1701-cards" not in flow.playable_games(), reason="the card game is not installed"
)


def _open(app, seed=5):
    from anno_desktop.ui.games.anno1701_cards import Anno1701CardsScene

    options = flow.default_options("anno1701-cards")
    seats = flow.default_seats("anno1701-cards", options.players)
    flow.open_match(app, flow.new_match("anno1701-cards", options, seats, seed))
    scene = next(s for s in app.stack if isinstance(s, Anno1701CardsScene))
    assert flow.scene_class("anno1701-cards") is type(scene)
    return scene


def test_both_settlements_are_drawn_through_a_game(app):
    scene = _open(app)
    for _ in range(30):
        scene.run_bots()
        legal = scene.match.legal_actions()
        if not legal:
            break
        preferred = [a for a in legal if a.kind in ("build", "roll", "opening")]
        # an offer being composed covers the rival's half with the trade dialog
        others = [a for a in legal if a.kind not in ("trade", "source")]
        scene.submit((preferred or others or legal)[0])
        app.render()
    assert not scene._board_failed
    tips = [text for _, text in scene.board_tips]
    assert any(t.startswith("Trading ship") for t in tips)
    assert sum(t.startswith("Village centre") for t in tips) == 4


def test_a_card_turns_a_quarter_in_about_250_ms(app):
    scene = _open(app)
    app.settings.animation_speed = "normal"
    scene._angle(0, "forest", 0)
    scene._angle(0, "forest", 1)
    assert scene.update(0.1) and 0 < scene._angles[(0, "forest")] < 90
    scene.update(0.1)
    scene.update(0.1)
    assert scene._angles[(0, "forest")] == 90 and not scene.update(0.016)


def test_the_log_names_players_not_crests(app):
    scene = _open(app)
    crest = scene.match.state.players[0].crest
    word = ("Lion", "Dragon")[crest]
    assert scene.event_text(Event("x", f"{word} rolls 3", 0)) == f"{scene.seat_name(0)} rolls 3"
