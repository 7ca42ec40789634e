"""Santa Maria's own scene (DESIGN.md, "one scene per game"): the colony grid with tooltips that
name each building, drawn for every seat count without falling back to the plain table."""

import pytest

from anno_desktop.ui import flow
from anno_desktop.ui.games.santa_maria import SantaMariaScene

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
    assert scene.tooltip_at(rect.center) == text
