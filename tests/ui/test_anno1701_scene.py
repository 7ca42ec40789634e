"""Anno 1701's own scene (DESIGN.md, "hex sea map"): the map is drawn for 2 to 4 players, and a
click on a marked sea hex sails the active ship there."""

import pytest

from anno_desktop.ui import flow
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "anno1701" not in flow.playable_games(), reason="Anno 1701 is not installed"
)


def _open(app, players, seed=5):
    from anno_desktop.ui.games.anno1701 import Anno1701Scene

    options = flow.default_options("anno1701", players)
    match = flow.new_match("anno1701", options, flow.default_seats("anno1701", players), seed)
    assert flow.scene_class("anno1701") is Anno1701Scene
    flow.open_match(app, match)
    return next(s for s in app.stack if isinstance(s, Anno1701Scene))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_sea_map_is_drawn_for_every_player_count(app, players):
    scene = _open(app, players)
    scene.run_bots()
    app.render()
    assert not scene._board_failed
    assert len(scene.sea_map.tiles) > 100


def test_a_click_on_a_marked_hex_sails_there(app):
    scene = _open(app, 3)
    for _ in range(300):
        scene.run_bots()
        legal = scene.match.legal_actions()
        if any(a.kind == "move" for a in legal) or scene.match.result():
            break
        preferred = [a for a in legal if a.kind in ("sail", "roll", "keep", "place", "pick")]
        scene.submit((preferred or legal)[0])
    app.render()
    if not scene._moves:
        pytest.skip("no ship move came up in this game")
    key, action = next(iter(scene._moves.items()))
    x, y = scene.sea_map.centre(scene.model().place(key).coord)
    logged = len(scene.match.log)
    click(app, (round(x), round(y)))
    assert scene.match.log[logged] == action


def test_a_ship_that_moved_glides_there(app):
    from anno_desktop.games.anno1701.data import game_data
    from anno_desktop.games.anno1701.table import sea_path

    scene = _open(app, 3)
    app.settings.animation_speed = "normal"
    app.render()
    sea = game_data().map
    seat, number = 0, 0
    here = scene.view().players[seat].ships[number]
    if here < 0:
        pytest.skip("the first ship is not at sea")
    elsewhere = next(h for h in sea.sea_neighbours[here])
    scene._ship_at[(seat, number)] = f"sea:{elsewhere}"
    app.render()
    assert scene.sea_map.sailing
    assert sea_path(f"sea:{elsewhere}", f"sea:{here}") == [f"sea:{elsewhere}", f"sea:{here}"]
    for _ in range(10):
        app.step(0.02, [])
    assert not scene.sea_map.sailing


def test_the_table_and_its_panels_fit_small_and_large_windows_at_extreme_scales():
    from anno_desktop.ui import check_layout

    report = check_layout.run(
        ["anno1701"],
        [(1024, 600), (1280, 800), (2560, 1440)],
        [0.75, 1.5],
        positions=check_layout.FAST_POSITIONS,
        menus=False,
    )
    assert not report.errors
    assert report.shots > 20
    assert report.counts() == dict.fromkeys(check_layout.CATEGORIES, 0), report.text()


def test_a_board_that_fails_to_draw_gives_its_choices_back_to_the_bar(app, monkeypatch):
    """The bar leaves a board object's choices to the board; if the picture fails, the plain
    table has no objects, so from that frame on every choice is in the bar."""
    scene = _open(app, 3)
    for _ in range(40):  # through the set-up draft to a position with board objects
        scene.run_bots()
        app.render()
        if scene.on_board():
            break
        scene.submit(scene.match.legal_actions()[0])
    hidden = scene.on_board()
    assert hidden, "the stacks, shipyard or dice take a choice by a click"
    listed = {a for _, _, moves in scene.bar_choices for a in moves}
    assert not hidden & listed

    def broken(*args):
        raise RuntimeError("a drawing bug")

    monkeypatch.setattr(scene, "draw_board", broken)
    scene.forget_pictures()  # the table is composed once per position: compose it again
    app.render()
    listed = {a for _, _, moves in scene.bar_choices for a in moves}
    assert scene._board_failed and hidden <= listed
