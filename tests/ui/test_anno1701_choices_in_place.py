"""Anno 1701's choices stay where the player expects them (issue 16): the set-up draft is
chosen on its panel, two clicks on two tiles (the bar lists the same tiles in the same order,
never the six pairs), and an action still available after a click keeps its place in the bar."""

from __future__ import annotations

import pytest

from anno_desktop.engine.rules import Action
from anno_desktop.ui import flow
from tests.ui.conftest import click
from tests.ui.test_anno1701_board_objects import _advance_to, _open

pytestmark = pytest.mark.skipif(
    "anno1701" not in flow.playable_games(), reason="Anno 1701 is not installed"
)


def _tile_rects(app, scene):
    app.render()
    return [r for r, tip in scene.board_tips if "Click: keep this one." in tip]


def test_the_draft_is_two_clicks_on_the_panel_tiles_and_a_click_again_puts_one_back(app):
    """Rulebook, Preparation: 'each player draws 4 expansion tiles ... keeps 2 of them'."""
    scene = _open(app)
    _advance_to(app, scene, "keep")
    before = len(scene.match.log)
    tiles = _tile_rects(app, scene)
    assert len(tiles) == 4
    click(app, tiles[0].center)
    assert len(scene.match.log) == before  # one tile chosen: nothing kept yet
    click(app, tiles[0].center)
    assert not scene.draft_picked()  # chosen again: put back
    click(app, tiles[2].center)
    click(app, tiles[3].center)
    assert scene.match.log[before] == Action("keep", (2, 3))


def test_the_bar_lists_the_draft_tiles_in_the_panels_order_not_the_pairs(app):
    scene = _open(app)
    _advance_to(app, scene, "keep")
    app.render()
    labels = [b.label for b, _, _ in scene.bar_choices]
    assert len(labels) == 4 and all(w.startswith("Keep ") and " and " not in w for w in labels)
    places = [b.rect.topleft for b, _, _ in scene.bar_choices]
    scene.bar_choices[1][0].on_click()
    app.render()
    assert [b.rect.topleft for b, _, _ in scene.bar_choices] == places
    assert [b.selected for b, _, _ in scene.bar_choices] == [False, True, False, False]
    assert [b.label for b, _, _ in scene.bar_choices] == labels
    assert scene.bar_choices[0][1] == Action("keep", (0, 1))


def _ways(scene) -> dict[str, tuple]:
    """The bar's entries by what they do whatever the step's goal: End turn, each way."""
    out = {}
    for button, _, _ in scene.bar_choices:
        label = button.label.split(" to ", 1)[0].replace("Ship 1 cannot sail", "Sail ship 1")
        out[label] = (tuple(button.rect), button.enabled)
    return out


def test_a_step_at_sea_leaves_end_turn_and_every_way_of_the_ship_in_its_place(app):
    """Issue 16: 'after each click the action list rebuilds, so a second click lands on
    another action' - End turn keeps the first place, the ship's six ways their own."""
    scene = _open(app)
    _advance_to(app, scene, "move")
    app.render()
    before = _ways(scene)
    assert next(iter(before)) == "End the turn"
    assert [w for w in before if w.startswith("Sail ship 1")] == [
        f"Sail ship 1 {way}"
        for way in ("north-east", "east", "south-east", "south-west", "west", "north-west")
    ]
    step = next(b for b, a, _ in scene.bar_choices if a is not None and a.kind == "move")
    click(app, step.rect.center)
    app.render()
    if not any(a is not None and a.kind == "move" for _, a, _ in scene.bar_choices):
        pytest.skip("the step ended the ship's voyage")
    after = _ways(scene)
    assert {w: r for w, (r, _) in after.items()} == {w: r for w, (r, _) in before.items()}
