"""The card game's table (issue 4): cards turn to their new stock, a click on a card takes the
action it stands for, the rival's hand is never shown, and a whole game can be played by mouse
on what the screen shows, against the normal bot, to the game-over scene."""

import random
import time

import pytest

from anno_desktop.engine.match import Seat
from anno_desktop.engine.pending import Pending
from anno_desktop.engine.rules import Action
from anno_desktop.games.anno1701_cards.data import game_data
from anno_desktop.games.anno1701_cards.state import HIDDEN, NO_CARD
from anno_desktop.ui import flow
from anno_desktop.ui.scenes.game_over import GameOver
from anno_desktop.ui.widgets.button import Button
from anno_desktop.ui.widgets.dialog import Dialog
from tests.ui.conftest import click

TRADE_LABEL = "Offer your rival a trade"

GAME = "anno1701-cards"
pytestmark = pytest.mark.skipif(
    GAME not in flow.playable_games(), reason="the card game is not installed"
)


def _open(app, seed, level="normal"):
    from anno_desktop.ui.games.anno1701_cards import Anno1701CardsScene

    options = flow.default_options(GAME)
    seats = [
        Seat(name="Captain", kind="human", colour="red"),
        Seat(name="Admiral", kind="bot", level=level, colour="blue"),
    ]
    flow.open_match(app, flow.new_match(GAME, options, seats, seed))
    return next(s for s in app.stack if isinstance(s, Anno1701CardsScene))


def _turns(scene):
    from anno_desktop.games.anno1701_cards.table import SettlementCard

    return {
        (card.seat, card.spot): card.turns
        for card in scene.table().places
        if isinstance(card, SettlementCard)
    }


def _wait_for_human(app, scene, limit=4000):
    """Step frames until the human must choose or the game is over."""
    for _ in range(limit):
        if isinstance(app.top, GameOver) or scene.match.result() is not None:
            return
        if app.top is scene and scene.human_to_act is not None:
            return
        app.step(0.016, [])
        time.sleep(0.0005)  # let the bot's thread run
    raise AssertionError("the bot never finished its move")


def _visible_buttons(scene):
    area = scene.actions.rect
    return [
        b
        for b in scene.actions.children
        if isinstance(b, Button) and b.visible and area.contains(b.rect)
    ]


def test_a_card_turns_when_its_stock_changes_and_lands_on_the_engines_stock(app):
    scene = _open(app, seed=8)
    app.settings.animation_speed = "normal"
    for _ in range(60):
        _wait_for_human(app, scene)
        app.render()
        before = _turns(scene)
        legal = scene.match.legal_actions()
        choice = next((a for a in legal if a.kind in ("roll", "gain", "opening")), legal[-1])
        scene.submit(choice)
        after = _turns(scene)
        moved = [k for k in after if after[k] != before.get(k)]
        if moved:
            break
    else:
        pytest.fail("no stock changed in 60 moves")
    key = moved[0]
    start = scene._angles[key]
    goal = scene._targets[key]
    assert start != goal and goal % 360 == 90 * after[key]
    app.step(0.12, [])
    angle = scene._angles[key]
    assert min(start, goal) < angle < max(start, goal)
    for _ in range(10):
        app.step(0.05, [])
    assert scene._angles[key] % 360 == 90 * _turns(scene)[key]


def test_a_card_turning_over_to_its_back_is_animated_too(app):
    scene = _open(app, seed=8)
    app.settings.animation_speed = "normal"
    assert scene._flipped(0, "ship", False) == 0
    assert 0 < scene._flipped(0, "ship", True) <= 0.25
    scene.update(0.1)
    assert 0 < scene._flips[(0, "ship")] < 0.25
    scene.update(0.2)
    assert scene._flipped(0, "ship", True) == 0


def test_clicking_a_card_takes_the_action_it_stands_for(app):
    scene = _open(app, seed=3)
    clicked = set()
    for _ in range(80):
        _wait_for_human(app, scene)
        if scene.match.result() is not None:
            break
        app.render()
        zones = list(scene.board_zones)
        if not zones:
            scene.submit(scene.match.legal_actions()[-1])
            continue
        rect, action = zones[len(clicked) % len(zones)]
        assert action in scene.match.legal_actions()
        count = len(scene.match.log)
        click(app, rect.center)
        if isinstance(app.top, Dialog):
            confirm = next(w for w in app.top.widgets if getattr(w, "label", "") == "End turn")
            click(app, confirm.rect.center)
        assert scene.match.log[count] == action
        clicked.add(action.kind)
    assert {"opening", "roll"} <= clicked and len(clicked) >= 3


def _names(ids):
    cards = game_data().cards
    return {cards[c].name for c in ids if c not in (HIDDEN, NO_CARD)}


def test_the_rivals_hand_is_never_drawn(app):
    scene = _open(app, seed=11)
    checked = 0
    for _ in range(60):
        _wait_for_human(app, scene)
        state = scene.match.state
        if state.winner is not None:
            break
        app.render()
        if not any(p.kind == "spy" for p in state.pending):
            me, rival = state.players[0], state.players[1]
            shown = _names(me.hand + me.slots + rival.slots + state.discard)
            # The event die names the Fire watch in its own text: that is no peek.
            rules_text = " ".join(face.text for face in game_data().faces)
            secret = {n for n in _names(rival.hand) - shown if n not in rules_text}
            words = [t for _, t in scene.board_tips]
            words += [b.label for b in scene.actions.children if isinstance(b, Button)]
            text = "\n".join(words)
            assert not [name for name in secret if name in text]
            checked += bool(secret)
        legal = scene.match.legal_actions()
        scene.submit(next((a for a in legal if a.kind in ("build", "refill")), legal[0]))
    assert checked >= 5


def test_a_whole_game_by_mouse_against_the_normal_bot(app):
    """Clicks only on what the screen shows: action-bar buttons, card zones, voyage buttons."""
    started = time.monotonic()
    scene = _open(app, seed=21)
    pick = random.Random(4)
    clicks = {"button": 0, "zone": 0, "menu": 0}
    zone_kinds = set()
    for _ in range(3000):
        _wait_for_human(app, scene)
        if isinstance(app.top, GameOver):
            break
        if scene.match.result() is not None:
            app.step(0.016, [])
            continue
        app.render()
        buttons = _visible_buttons(scene)
        targets = [("button", b.rect, None) for b in buttons]
        targets += [("zone", rect, action) for rect, action in scene.board_zones]
        targets += [("menu", rect, None) for rect in _menu_openers(scene)]
        assert targets, "the human must choose but nothing is shown to click"
        # Trades and the choice of paying cards have their own tests: a random clicker
        # composing offers would not finish a game in these clicks.
        playing = [("button", b.rect, None) for b in buttons if b.label != TRADE_LABEL]
        playing += [
            ("zone", rect, action) for rect, action in scene.board_zones if action.kind != "source"
        ]
        playing += [("menu", rect, None) for rect in _menu_openers(scene)]
        kind, rect, action = pick.choice(playing or targets)
        count = len(scene.match.log)
        click(app, rect.center)
        if kind == "menu":
            # The card's little menu: one of its entries is taken on a click.
            app.render()
            entries = [(r, a) for r, a in scene.board_zones if a.kind != "source"]
            rect, action = pick.choice(entries or scene.board_zones)
            click(app, rect.center)
        if isinstance(app.top, Dialog):
            confirm = next(w for w in app.top.widgets if getattr(w, "label", "") == "End turn")
            click(app, confirm.rect.center)
        assert len(scene.match.log) > count, f"a click on a {kind} did nothing"
        if action is not None:
            assert scene.match.log[count] == action
            zone_kinds.add(action.kind)
        clicks[kind] += 1
    assert isinstance(app.top, GameOver)
    assert clicks["button"] and clicks["zone"]
    assert {"roll", "reveal"} <= zone_kinds  # the dice and the voyage's Continue were clicked
    assert time.monotonic() - started < 60


def _menu_openers(scene):
    """The places standing for several actions: a click opens their menu."""
    return [
        rect
        for rect, _ in scene.board_buttons
        if "Click to choose" in (scene.board_tip_at(rect.center) or "")
    ]


def _to_my_action_phase(app, scene):
    """Play on (the human rolls and ends) until the human's action phase with goods to trade."""
    for _ in range(200):
        _wait_for_human(app, scene)
        s = scene.match.state
        legal = scene.match.legal_actions()
        if s.phase == "action" and not s.pending and Action("trade") in legal:
            return
        scene.submit(next((a for a in legal if a.kind in ("roll", "end", "draw")), legal[0]))
    raise AssertionError("no action phase with a trade possible")


def _zone(app, scene, action):
    app.render()
    return next(rect for rect, a in scene.board_zones if a == action)


def test_the_trade_dialog_composes_an_offer_by_its_minus_and_plus(app):
    """The offer is built on the table's dialog from the engine's compose steps; the action
    bar keeps only sending, giving up and the rest, never a button per unit."""
    scene = _open(app, seed=21)
    _to_my_action_phase(app, scene)
    scene.submit(Action("trade"))
    s = scene.match.state
    give = next(
        a.args for a in scene.match.legal_actions() if a.kind == "add" and a.args[0] == "give"
    )
    click(app, _zone(app, scene, Action("add", give)).center)
    take = next(
        a.args for a in scene.match.legal_actions() if a.kind == "add" and a.args[0] == "take"
    )
    click(app, _zone(app, scene, Action("add", take)).center)
    assert s.pending[0].kind == "compose" and s.pending[0].args[:2] == (
        ((give[1], 1),),
        ((take[1], 1),),
    )
    labels = [b.label for b in _visible_buttons(scene)]
    assert not any(label.startswith(("One more", "One less")) for label in labels)
    assert "Send the offer" in [b.label for b in scene.actions.children if isinstance(b, Button)]


def test_the_banner_names_whose_offer_you_answer(app):
    scene = _open(app, seed=21)
    _to_my_action_phase(app, scene)
    s = scene.match.state
    s.pending.insert(
        0, Pending(s.current, "answer", (1 - s.current, (("gold", 1),), (("wood", 1),)))
    )
    assert scene.banner_text()[1].endswith("answer Admiral's offer")


def test_ending_the_turn_asks_nothing_when_it_is_the_only_choice(app):
    scene = _open(app, seed=21)
    _to_my_action_phase(app, scene)
    app.settings.confirm_end_of_turn = True
    only_end = [Action("end")]
    scene.match.legal_actions = lambda: only_end
    count = len(scene.match.log)
    scene.choose(Action("end"))
    assert len(scene.match.log) == count + 1 and not isinstance(app.top, Dialog)
