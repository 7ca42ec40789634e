"""Santa Maria's own scene (DESIGN.md, "one scene per game"): the colony grid with tooltips that
name each building, drawn for every seat count without falling back to the plain table."""

import pytest

from anno_desktop.ui import flow
from anno_desktop.ui.games.santa_maria import SantaMariaScene
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "santa-maria" not in flow.playable_games(), reason="Santa Maria is not installed"
)


@pytest.mark.parametrize("players", [2, 4])
def test_colony_is_drawn_with_named_cells(app, players):
    options = flow.default_options("santa-maria", players)
    match = flow.new_match("santa-maria", options, flow.default_seats("santa-maria", players), 5)
    assert flow.scene_class("santa-maria") is SantaMariaScene
    flow.open_match(app, match)
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    assert not scene._board_failed
    tips = [text for _, text in scene.board_tips]
    assert any(t.startswith("Empty space") for t in tips)
    assert any("Column 3" in t for t in tips)
    rect, text = next((r, t) for r, t in scene.board_tips if "(row 1, column 1)" in t)
    assert scene.tooltip_at(rect.center).startswith(text.split(" (")[0])


def test_a_click_on_a_marked_building_activates_it(app):
    options = flow.default_options("santa-maria", 2)
    seats = flow.default_seats("santa-maria", 2)
    flow.open_match(app, flow.new_match("santa-maria", options, seats, 5))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    zones = [(rect, action) for rect, action in scene.board_zones if action.kind == "coins"]
    if not zones:
        pytest.skip("no building can be bought with coins in this position")
    rect, action = zones[0]
    logged = len(scene.match.log)
    click(app, rect.center)
    assert scene.match.log[logged] == action


def test_rolled_dice_tumble_then_settle(app):
    from anno_desktop.engine.rules import Event

    options = flow.default_options("santa-maria", 2)
    match = flow.new_match("santa-maria", options, flow.default_seats("santa-maria", 2), 5)
    scene = SantaMariaScene(app, match)
    app.reset(scene)
    app.settings.animation_speed = "normal"
    scene.on_events([Event("roll", "everyone rolls", None, barrier=True)])
    assert scene.update(0.3) and scene.tumble_left > 0
    scene.update(0.4)
    assert scene.tumble_left == 0 and not scene.update(0.016)


def test_placing_a_tile_shows_it_and_r_turns_it(app):
    import pygame

    from tests.ui.conftest import key

    options = flow.default_options("santa-maria", 2)
    flow.open_match(
        app, flow.new_match("santa-maria", options, flow.default_seats("santa-maria", 2), 4)
    )
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    expand = next((a for a in scene.match.legal_actions() if a.kind == "expand"), None)
    if expand is None:
        pytest.skip("no expansion possible in this position")
    scene.submit(expand)
    app.render()
    zones = {rect.topleft: action for rect, action in scene.board_zones if action.kind == "place"}
    assert zones, "the free spaces where the tile can go are marked"
    key(app, pygame.K_r)
    app.render()
    turned = {rect.topleft: action for rect, action in scene.board_zones if action.kind == "place"}
    assert set(turned) == set(zones)
    places = [a.args[:2] for a in scene.match.legal_actions() if a.kind == "place"]
    if len(places) > len(set(places)):
        assert turned != zones, "an anchor with several turns shows the next one"


def test_a_click_on_a_rival_shows_their_colony_without_actions(app):
    options = flow.default_options("santa-maria", 2)
    flow.open_match(
        app, flow.new_match("santa-maria", options, flow.default_seats("santa-maria", 2), 5)
    )
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    click(app, scene.lay.tabs[1].center)
    app.render()
    assert scene.shown_seat() == 1
    assert not any(a.kind in ("coins", "place") for _, a in scene.board_zones)
    click(app, scene.lay.tabs[0].center)
    assert scene.shown_seat() == 0
