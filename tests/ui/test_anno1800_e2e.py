"""Anno 1800 solo end to end (issue 6): Mission 1 played through the table by mouse clicks on
what is visible (a blueprint, a space, a card or a button of the action bar), choosing what the
normal bot would, until the game-over card."""

import time

import pygame
import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.match import Match, Seat
from anno_desktop.ui import flow
from anno_desktop.ui.widgets.button import Button
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "anno1800-solo" not in flow.playable_games(), reason="Anno 1800 solo is not installed"
)


def _button_for(scene, action):
    """The action bar's button for `action` (the bar lists the legal actions grouped by kind)."""
    groups = {}
    for legal in scene.match.legal_actions():
        groups.setdefault(legal.kind, []).append(legal)
    order = [a for actions in groups.values() for a in actions]
    buttons = [c for c in scene.actions.children if isinstance(c, Button)]
    assert len(buttons) == len(order)
    button = buttons[order.index(action)]
    assert button.label == scene._describe(action)
    return button


def _scroll_into_view(app, scene, button):
    area = scene.actions.rect
    for _ in range(200):
        if area.top <= button.rect.top and button.rect.bottom <= area.bottom:
            return
        step = 1 if button.rect.top < area.top else -1
        wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=step, pos=area.center)
        app.step(0.016, [wheel])
    raise AssertionError(f"{button.label} never scrolled into view")


def _confirm_turned_card(app):
    """Click "Turn the card" when the table asks before a time-stack card turns."""
    top = app.top
    if type(top).__name__ == "Dialog" and top.title == "Turn a time-stack card?":
        app.render()
        button = next(w for w in top.widgets if getattr(w, "label", "") == "Turn the card")
        click(app, button.rect.center)
        return True
    return False


def test_mission_one_played_by_clicks_to_the_game_over_card(app):
    from anno_desktop.games.anno1800_solo import RULES
    from anno_desktop.ui.games.anno1800_solo_over import SoloGameOver

    options = RULES.options_model.model_validate({"players": 1, "mission": 1, "mode": "campaign"})
    seat = Seat(name="Captain", kind="human", colour="red")
    flow.open_match(app, Match(RULES, options, 3, [seat]))
    briefing = app.top
    assert type(briefing).__name__ == "MissionBriefing"
    app.render()
    click(app, briefing.close_button.rect.center)
    scene = app.top
    bot = make_bot("anno1800-solo", "normal", 3)
    started = time.monotonic()
    board_clicks = 0
    confirmed = 0
    while scene.match.result() is None:
        state = scene.match.state.clone()
        action = bot.choose(Decision(RULES, state, 0, RULES.legal_actions(state)))
        app.render()
        zone = next((r for r, a in scene.board_zones if a == action), None)
        logged = len(scene.match.log)
        if zone is not None:
            board_clicks += 1
            click(app, zone.center)
        else:
            button = _button_for(scene, action)
            _scroll_into_view(app, scene, button)
            click(app, button.rect.center)
        confirmed += _confirm_turned_card(app)
        assert scene.match.log[logged:] == [action]
        assert time.monotonic() - started < 40
    assert isinstance(app.top, SoloGameOver)
    assert board_clicks > 0, "some moves were made on the table itself"
    assert confirmed > 0, "a turned time-stack card was asked for first"
    headline = app.top.widgets[1].text
    assert headline == "Victory!" and scene.match.state.victory, "Mission 1 is won"
    app.render()


def _pay_by_clicks(app, scene, change: bool) -> bool:
    """In the open pay panel: click another source once when `change` (while Pay stays
    possible), then Pay. Returns whether a source was changed."""
    changed = False
    if change:
        for box, source, _ in list(scene.shape.pay.choices):
            trial = scene.match.state.clone()
            scene.match.rules.apply(trial, source)
            if any(a.kind == "done" for a in scene.match.rules.legal_actions(trial)):
                click(app, box.center)
                app.render()
                changed = True
                break
    click(app, scene.shape.rects["pay:confirm"].center)
    return changed


def test_mission_three_played_by_clicks_with_a_payment_source_changed(app):
    """Issue 15, acceptance: Mission 3 played to its end by clicks only - a place on the table,
    the pay panel its click opens (one source changed there, the rest paid as proposed) or a
    button of the choices - doing what the normal bot would."""
    from anno_desktop.games.anno1800_solo import RULES

    options = RULES.options_model.model_validate({"players": 1, "mission": 3, "mode": "campaign"})
    flow.open_match(app, Match(RULES, options, 3, [Seat(name="Captain", kind="human")]))
    app.render()
    click(app, app.top.close_button.rect.center)  # the briefing
    scene = app.top
    bot = make_bot("anno1800-solo", "normal", 3)
    paid_in_panel = changed = 0
    while scene.match.result() is None:
        state = scene.match.state.clone()
        action = bot.choose(Decision(RULES, state, 0, RULES.legal_actions(state)))
        app.render()
        entry = type(action)("pay", (action.kind, *action.args))
        logged = len(scene.match.log)
        zone = next((r for r, a in scene.board_zones if a in (action, entry)), None)
        if zone is not None:
            click(app, zone.center)
        else:
            button = _button_for(scene, action)
            _scroll_into_view(app, scene, button)
            click(app, button.rect.center)
        app.render()
        if scene.table().pending is not None and scene.table().pending.kind == "pay":
            paid_in_panel += 1
            changed += _pay_by_clicks(app, scene, change=not changed)
        _confirm_turned_card(app)
        assert len(scene.match.log) > logged, action
        kinds = [a.kind for a in scene.match.log[logged:]]
        assert kinds[-1] == action.kind or kinds[-1] == "done", kinds
    assert scene.match.result() is not None and scene.match.state.turn > 20
    assert paid_in_panel > 0 and changed == 1
    changes = [a for a in scene.match.log if a.kind == "source"]
    assert len(changes) == 1
