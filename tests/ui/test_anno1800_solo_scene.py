"""Anno 1800 solo's own scene (DESIGN.md, "home island, time stack"): the island and the hand
are drawn through a game, and a marked space takes the tile being placed."""

import pytest

from anno_desktop.ui import flow
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "anno1800-solo" not in flow.playable_games(), reason="Anno 1800 solo is not installed"
)


def _open(app, seed=5):
    from anno_desktop.ui.games.anno1800_solo import Anno1800SoloScene

    options = flow.default_options("anno1800-solo")
    seats = flow.default_seats("anno1800-solo", options.players)
    flow.open_match(app, flow.new_match("anno1800-solo", options, seats, seed))
    scene = next(s for s in app.stack if isinstance(s, Anno1800SoloScene))
    assert flow.scene_class("anno1800-solo") is type(scene)
    # A new mission opens with its briefing over the table.
    assert type(app.top).__name__ == "MissionBriefing"
    app.render()
    click(app, app.top.close_button.rect.center)
    assert app.top is scene
    return scene


def test_island_hand_and_residences_are_drawn(app):
    scene = _open(app)
    app.render()
    assert not scene._board_failed
    tips = [text for _, text in scene.board_tips]
    sawmill = scene.table().place("space:H11")
    assert sawmill.label == "Sawmill"
    assert any(t.startswith(sawmill.tooltip) for t in tips)
    farmers = scene.table().place("district:farmer")
    assert any(farmers.tooltip in t for t in tips)
    assert any("Farmers: 4 ready" in t for t in tips)


def test_a_click_on_a_marked_space_places_the_tile(app):
    scene = _open(app)
    build = next((a for a in scene.match.legal_actions() if a.kind == "build"), None)
    if build is None:
        pytest.skip("nothing to build at the start of this game")
    scene.submit(build)
    app.render()
    zones = [(rect, action) for rect, action in scene.board_zones if action.kind == "place"]
    if not zones:
        pytest.skip("the tile went down without a choice of space")
    rect, action = zones[0]
    logged = len(scene.match.log)
    click(app, rect.center)
    # Placing the tile ends the action: the table asks before the time-stack card turns.
    assert type(app.top).__name__ == "Dialog" and app.top.title == "Turn a time-stack card?"
    assert scene.match.log[logged:] == []
    app.render()
    turn = next(w for w in app.top.widgets if getattr(w, "label", "") == "Turn the card")
    click(app, turn.rect.center)
    assert scene.match.log[logged] == action


def test_no_question_before_a_turned_card_when_the_setting_is_off(app):
    """Settings, "Confirm the end of a turn" off: the click takes the action at once."""
    scene = _open(app)
    app.settings.confirm_end_of_turn = False
    place = next(p for p in scene.table().places if p.kind == "bar" and p.key == "bar:festival")
    if not place.actions:
        pytest.skip("no festival at the start of this game")
    assert scene.stack_after(place.actions[0]) is not None
    logged = len(scene.match.log)
    scene.choose(place.actions[0])
    assert scene.match.log[logged:] == [place.actions[0]]


def test_normal_solo_shows_each_order_card_and_what_it_is_worth(app):
    """Normal solo game, scoring: the order cards are on the table with their points now."""
    from anno_desktop.games.anno1800_solo.data import game_data

    model = type(flow.default_options("anno1800-solo"))
    options = model.model_validate({"players": 1, "mode": "normal-solo"})
    seats = flow.default_seats("anno1800-solo", 1)
    flow.open_match(app, flow.new_match("anno1800-solo", options, seats, 7))
    app.top.close()  # the briefing that opens the game
    scene = app.top
    app.render()
    tips = [text for _, text in scene.board_tips]
    orders = scene.match.state.orders
    assert orders
    for order_id in orders:
        name = game_data().orders[order_id].name
        assert any(t.startswith(f"{name}:") for t in tips), name


def test_a_click_on_a_district_adds_a_cube_and_its_tooltip_previews_the_payment(app):
    """Increase workforce: the farmers' residence is the place to click; the tip says what the
    new cube costs and where it is paid from, as the table's preview does."""
    scene = _open(app)
    app.render()
    place = scene.table().place("district:farmer")
    assert place.actions and place.actions[0].kind == "hire"
    preview = scene.table().preview(place.actions[0])
    rect, tip = next((r, t) for r, t in scene.board_tips if place.tooltip in t)
    assert tip.startswith(f"Click: {preview.text}")
    logged = len(scene.match.log)

    def farmers(p):
        return sum(p.number(n) for n in ("ready", "exhausted", "working"))

    before = farmers(place)
    click(app, rect.center)
    assert scene.match.log[logged:] == [place.actions[0]]
    assert farmers(scene.table().place("district:farmer")) == before + 1
    assert scene.table().pending.kind == "workforce"


def test_the_ui_sees_the_game_only_through_its_table_module():
    """Issue 14: ui/games/anno1800_solo*.py import from the game package only its table."""
    import ast
    from pathlib import Path

    from anno_desktop.ui import games as ui_games

    folder = Path(ui_games.__file__).parent
    for path in sorted(folder.glob("anno1800_solo*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "anno_desktop.games"
            ):
                assert node.module in ("anno_desktop.games.anno1800_solo.table",), path.name
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("anno_desktop.games.") for a in node.names)


def _mission(app, number):
    from anno_desktop.engine.match import Match, Seat
    from anno_desktop.games.anno1800_solo import RULES

    options = RULES.options_model.model_validate(
        {"players": 1, "mission": number, "mode": "campaign"}
    )
    flow.open_match(app, Match(RULES, options, 3, [Seat(name="Captain", kind="human")]))
    app.top.close()
    app.render()
    return app.top


def test_mission_one_cards_show_their_effect_as_ignored(app):
    """Mission 1: "Ignore the effects of population cards" is on every card drawn."""
    scene = _mission(app, 1)
    cards = [p for p in scene.table().places if p.kind == "card"]
    assert cards and all(c.effect == "no effect in this mission" for c in cards)
    assert "then: gain" not in " ".join(t for _, t in scene.board_tips)
    effects = scene.table().place("bar:activate")
    assert not effects.actions and effects.why_not == "this mission ignores card effects"


def test_the_briefing_opens_from_the_table_and_the_bar_stays_put(app):
    import pygame

    scene = _mission(app, 7)
    before = [rect.copy() for rect, _ in scene.board_buttons]
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, pos=scene.shape.hand.center)
    app.step(0.016, [wheel])
    app.render()
    assert [rect for rect, _ in scene.board_buttons] == before
    briefing_button = before[-1]
    click(app, briefing_button.center)
    assert type(app.top).__name__ == "MissionBriefing"
    assert "Mission 7" in app.top.text.title and app.top.text.tips


def test_what_the_mission_takes_off_the_board_is_greyed_with_its_reason(app, monkeypatch):
    """Issue 15: "What a mission makes unavailable is greyed out on the board with the reason
    in its tooltip" - Mission 1 has no artisans to gain and no Old World to explore."""
    from anno_desktop.ui.games import anno1800_solo, anno1800_solo_board, anno1800_solo_column

    scene = _mission(app, 1)
    struck = []
    for module in (anno1800_solo, anno1800_solo_board, anno1800_solo_column):
        real = module.draw_ban
        monkeypatch.setattr(
            module, "draw_ban", lambda s, box, w, real=real: (struck.append(box), real(s, box, w))
        )
    scene.forget_pictures()  # the board is drawn afresh, not laid again from its picture
    app.dirty = True
    app.render()
    shape = scene.board_shape()
    banned = [p for p in scene.table().places if p.why_not.startswith("this mission")]
    assert banned
    drawn = [p for p in banned if p.key in shape.rects]
    assert drawn and all(any(shape.rects[p.key].contains(b) for b in struck) for p in drawn)
    tips = [text for _, text in scene.board_tips]
    for place in drawn:
        assert any(place.why_not in t for t in tips), place.key


@pytest.mark.parametrize("speed", ["normal", "off"])
def test_a_turned_card_and_cubes_set_to_work_fly_unless_animations_are_off(app, speed):
    """Issue 15: "short animations when the time stack turns and cubes move"; the setting
    "off" means the result shows at once (nothing flies)."""
    from anno_desktop.ui.games.anno1800_solo_motion import moves_between

    scene = _open(app)
    app.settings.animation_speed = speed
    app.settings.confirm_end_of_turn = False
    before, shape = scene.table(), scene.board_shape()
    action = next(
        a
        for a in scene.match.legal_actions()
        if a.kind == "play" or (a.kind == "festival" and scene.stack_after(a))
    )
    scene.choose(action)
    moves = moves_between(before, scene.table(), shape, scene.board_theme)
    assert moves, "the turned card leaves the stack"
    assert scene.flights.active is (speed != "off")
    app.render()


def test_a_fulfilled_card_flies_from_the_hand_to_the_fulfilled_cards(app):
    """Issue 15: fulfilling a card shows something - the card goes from the hand to the
    fulfilled cards, where its unused effect waits."""
    from anno_desktop.ai.levels import Budget, make_bot
    from anno_desktop.engine.bots import Decision
    from anno_desktop.ui.games.anno1800_solo_motion import moves_between

    scene = _open(app)
    app.settings.animation_speed = "normal"
    bot = make_bot("anno1800-solo", "normal", 3, Budget(1.0))
    for _ in range(200):
        before, shape = scene.table(), scene.board_shape()
        legal = scene.match.legal_actions()
        scene.submit(bot.choose(Decision(scene.rules, scene.match.state, 0, legal)))
        new = [p for p in scene.table().places if p.kind == "played" and not before.place(p.key)]
        if new:
            break
    else:
        pytest.fail("the bot fulfilled no card")
    card = "card:" + new[0].key.split(":", 1)[1]
    now = scene.board_shape()
    moves = moves_between(before, scene.table(), shape, scene.board_theme, now)
    start = (shape.rect(card) or shape.rects["hand"]).center
    end = (now.rect(new[0].key) or now.rects["head:goals"]).center
    assert any(begin == start and to == end for _, begin, to in moves)
    assert scene.flights.active
