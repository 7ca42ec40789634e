"""The card game's own scene (DESIGN.md, "cards that rotate 90 degrees to show stock"): one
settlement lies large on the table and a click shows the rival's, a card whose stock changes
turns in about 250 ms, and the log names players instead of crests."""

import pytest

from anno_desktop.engine.rules import Event
from anno_desktop.ui import flow
from tests.ui.conftest import click

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


def _settlement_tips(scene):
    tips = [text for _, text in scene.board_tips]
    return [t for t in tips if t.startswith(("Trading ship", "Village centre"))]


def test_one_settlement_lies_large_and_a_click_shows_the_rivals(app):
    """Yours by default; the button above it shows the rival's (none of your cards drawn on
    it); a second click brings yours back."""
    scene = _open(app)
    seen = 0
    for _ in range(30):
        scene.run_bots()
        legal = scene.match.legal_actions()
        if not legal:
            break
        preferred = [a for a in legal if a.kind in ("build", "roll", "opening")]
        others = [a for a in legal if a.kind not in ("trade", "source", "voyage")]
        scene.submit((preferred or others or legal)[0])
        app.render()
        table = scene.table()
        laid_over = scene.held_shown or any(p.kind in ("pick", "spy") for p in table.places)
        if table.place("voyage") is not None or table.place("trade") is not None or laid_over:
            continue
        assert len(_settlement_tips(scene)) == 3  # the ship and two village centres
        seen += 1
        if seen == 1:
            me = scene.own_seat()
            click(app, scene.lay.rival_button.center)
            app.render()
            assert scene.shown_seat() == 1 - me
            seats = {p.seat for _, p in scene._cards_drawn if p.key.startswith(("card:", "slot:"))}
            assert seats == {1 - me} and len(_settlement_tips(scene)) == 3
            click(app, scene.lay.rival_button.center)
            assert scene.shown_seat() == me
    assert not scene._board_failed and seen


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
