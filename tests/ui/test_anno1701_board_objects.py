"""Anno 1701's table shows what happens and lets you act on the board (issue 16): the stacks,
the shipyard and trade are board objects you click; a revealed card shows large for a moment
(as long as the animation speed says, none when it is off); the last move is marked until the
next; what check-layout records is drawn anew, so a cut favour column title cannot hide in a
cached picture; an offer from the trade panel is the engine's compose steps."""

from __future__ import annotations

import pygame
import pytest

from anno_desktop.ai.levels import make_bot
from anno_desktop.engine.bots import Decision
from anno_desktop.engine.rules import Event
from anno_desktop.ui import check_layout, flow
from anno_desktop.ui.games.anno1701 import Anno1701Scene
from anno_desktop.ui.games.anno1701_dialogs import ChoiceDialog, TradeDialog
from anno_desktop.ui.games.anno1701_moves import REVEAL_SECONDS
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "anno1701" not in flow.playable_games(), reason="Anno 1701 is not installed"
)


def _open(app, seed: int = 4) -> Anno1701Scene:
    options = flow.default_options("anno1701", 3)
    match = flow.new_match("anno1701", options, flow.default_seats("anno1701", 3), seed)
    flow.open_match(app, match)
    return next(s for s in app.stack if isinstance(s, Anno1701Scene))


def _advance_to(app, scene: Anno1701Scene, kind: str) -> None:
    """Bots for everyone until the human may take an action of `kind`."""
    bot = make_bot("anno1701", "normal", 1)
    for _ in range(600):
        scene.run_bots()
        while app.top is not scene:
            app.pop()
        legal = scene.match.legal_actions()
        if any(a.kind == kind for a in legal):
            return
        seat = scene.match.to_act()
        choice = bot.choose(Decision(scene.rules, scene.match.view(seat), seat, legal))
        if choice.kind in ("offer", "ask"):
            choice = next(a for a in legal if a.kind not in ("offer", "ask"))
        scene.submit(choice)
    pytest.skip(f"no {kind} came up")


def test_a_recorded_frame_draws_every_text_anew_and_the_favour_titles_whole(app):
    scene = _open(app)
    app.render()  # the table's picture is cached now
    frame = check_layout.draw_frame(app)
    assert {"Cannons", "Sacks", "Content"} <= set(frame.strings)
    assert not [cut for cut in frame.shortened if cut[0] in ("Cannons", "Sacks", "Content")]
    assert scene.lay.favour.columns


def test_the_shipyard_is_a_board_object_a_click_on_it_builds_a_ship(app):
    scene = _open(app)
    _advance_to(app, scene, "ship")
    app.render()
    box = scene.lay.column.supply["shipyard"]
    assert any(rect == box and a.kind == "ship" for rect, a in scene.board_zones)
    logged = len(scene.match.log)
    click(app, box.center)
    while app.top is not scene:  # "End your turn?" never asks for a ship
        app.pop()
    assert scene.match.log[logged].kind == "ship"


def test_trade_is_a_board_object_and_the_panel_sends_the_compose_steps(app):
    scene = _open(app)
    _advance_to(app, scene, "offer")
    app.render()
    click(app, scene.lay.column.supply["trade"].center)
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    stock = dict(scene.model().stock)
    good = next((n for n, k in stock.items() if k and n != "gold"), "gold")
    click(app, dialog.give_buttons[good][1].rect.center)
    click(app, dialog.take_buttons["gold" if good != "gold" else "wood"][1].rect.center)
    assert dialog.propose_button.enabled
    offer = dialog.offer()
    logged = len(scene.match.log)
    click(app, dialog.propose_button.rect.center)
    assert scene.match.log[logged].kind == "offer"
    answer = scene.match.state.pending[0] if scene.match.state.pending else None
    if answer is not None and answer.kind == "answer":  # the partner has not answered yet
        assert (answer.args[1], answer.args[2]) == offer.args[1:]
    assert not isinstance(app.top, (ChoiceDialog, TradeDialog))  # no panel between the steps


def test_the_panel_sends_an_offer_being_composed_by_the_engines_steps(app):
    scene = _open(app)
    _advance_to(app, scene, "offer")
    partner = next(a for a in scene.match.legal_actions() if a.kind == "offer")
    scene.submit(partner)  # an offer begun: the panel opens with it, and its steps finish it
    dialog = app.top
    assert isinstance(dialog, TradeDialog) and dialog.composing
    stock = dict(scene.model().stock)
    good = next((n for n, k in stock.items() if k and n != "gold"), "gold")
    click(app, dialog.give_buttons[good][1].rect.center)
    click(app, dialog.take_buttons["gold" if good != "gold" else "wood"][1].rect.center)
    logged = len(scene.match.log)
    click(app, dialog.propose_button.rect.center)
    kinds = [a.kind for a in scene.match.log[logged:]]
    assert kinds[:3] == ["add", "add", "send"]
    assert not isinstance(app.top, (ChoiceDialog, TradeDialog))


@pytest.mark.parametrize(("speed", "shown"), [("normal", True), ("off", False)])
def test_a_revealed_card_shows_large_for_a_moment(app, speed, shown):
    scene = _open(app)
    app.settings.animation_speed = speed
    scene.on_events([Event("event", "Event card", 0, {"card": 0})])
    assert (scene._reveal is not None) is shown
    app.render()
    scene.update(REVEAL_SECONDS * app.settings.animation_factor + 0.1)
    assert scene._reveal is None


def test_a_click_puts_the_large_card_away_and_does_nothing_else(app):
    scene = _open(app)
    app.settings.animation_speed = "normal"
    scene.on_events([Event("event", "Event card", 0, {"card": 0})])
    logged = len(scene.match.log)
    click(app, scene.lay.reveal.center)
    assert scene._reveal is None
    assert len(scene.match.log) == logged


def test_the_last_move_is_marked_where_it_happened_until_the_next(app):
    scene = _open(app)
    _advance_to(app, scene, "end_turn")
    seat = scene.human_to_act
    action = next(a for a in scene.match.legal_actions() if a.kind == "end_turn")
    scene.submit(action)
    assert scene._last_move == (seat, action)
    surface = pygame.Surface(app.size)
    scene._draw_marks(surface)  # the mover's own box is not at the foot: nothing to mark
    scene.run_bots()
    mover, last = scene._last_move
    assert last == scene.match.log[-1] and mover != seat


def test_the_action_bar_leaves_what_a_board_object_takes_to_the_board(app):
    scene = _open(app)
    _advance_to(app, scene, "end_turn")
    app.render()
    on_board = scene.on_board()
    assert any(a.kind == "end_turn" for _, a, _ in scene.bar_choices)
    assert not [m for _, _, m in scene.bar_choices if set(m) <= on_board]
    shown = {a for _, _, members in scene.bar_choices for a in members}
    assert set(scene.match.legal_actions()) <= on_board | shown  # each choice has its place


def test_ones_own_board_hidden_behind_a_rivals_gives_its_choices_back_to_the_bar(app):
    scene = _open(app)
    _advance_to(app, scene, "end_turn")
    app.render()
    own = {a for p in scene.model().places if p.kind in ("slot", "benefit") for a in p.actions}
    if not own:
        pytest.skip("nothing to do on one's own settlement board here")
    scene.show_settlement(next(i for i in range(3) if i != scene.own_seat()))
    shown = {a for _, _, members in scene.bar_choices for a in members}
    assert own <= shown
    scene.show_settlement(None)
    shown = {a for _, _, members in scene.bar_choices for a in members}
    assert not own & shown


def test_tab_walks_the_board_objects_and_enter_clicks_the_one_in_focus(app):
    scene = _open(app)
    _advance_to(app, scene, "roll")
    app.render()
    dice = scene.lay.column.dice
    logged = len(scene.match.log)
    for _ in range(len(scene.focus_marks())):
        if scene._focus == dice:
            break
        app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)])
    assert scene._focus == dice
    assert app.toast_text and "roll" in app.toast_text.lower()  # what the focus means
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
    assert scene.match.log[logged].kind == "roll"
