"""Santa Maria's table laid out from the window (issue 17): every white die the state holds is
drawn at every window size, a worked building shows the die on it (colour and value) or the
coins, the road may be left unplaced from the bar, the final scoring stands in front, and
check-layout finds nothing on this table."""

import pygame
import pytest

from anno_desktop.games.santa_maria import actions as act
from anno_desktop.settings import Settings
from anno_desktop.ui import check_layout, flow
from anno_desktop.ui.app import App
from anno_desktop.ui.games import santa_maria_colony, santa_maria_common
from anno_desktop.ui.games.santa_maria import SantaMariaScene
from tests.ui.conftest import click

pytestmark = pytest.mark.skipif(
    "santa-maria" not in flow.playable_games(), reason="Santa Maria is not installed"
)


def open_table(app: App, players: int, seed: int = 4) -> SantaMariaScene:
    options = flow.default_options("santa-maria", players)
    seats = flow.default_seats("santa-maria", players)
    flow.open_match(app, flow.new_match("santa-maria", options, seats, seed))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    return scene


def dice_drawn(monkeypatch, module, app: App) -> list[tuple[pygame.Rect, int, str]]:
    """The dice `module` draws in one frame: (where, value, colour)."""
    drawn: list[tuple[pygame.Rect, int, str]] = []
    real = module.draw_die

    def spy(surface, rect, value, colour, *args, **kwargs):
        drawn.append((pygame.Rect(rect), value, colour))
        return real(surface, rect, value, colour, *args, **kwargs)

    monkeypatch.setattr(module, "draw_die", spy)
    app.dirty = True
    app.render()
    monkeypatch.setattr(module, "draw_die", real)
    return drawn


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_white_die_the_state_holds_is_drawn_at_every_window_size(monkeypatch, players):
    for size in check_layout.SIZES:
        app = App(size, settings=Settings(animation_speed="off", bot_pace="instant"))
        try:
            scene = open_table(app, players)
            white = sorted(scene.match.state.white)
            assert len(white) == 3 * players
            drawn = dice_drawn(monkeypatch, santa_maria_common, app)
            inside = [d for d in drawn if scene.board_rect.contains(d[0])]
            assert sorted(value for _, value, _ in inside) == white, size
            rects = [rect for rect, _, _ in inside]
            assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        finally:
            pygame.display.quit()


def test_a_worked_building_shows_its_die_in_its_colour_and_value_or_the_coins(app, monkeypatch):
    scene = open_table(app, 3)
    seat = scene.own_seat()
    player = scene.match.state.players[seat]
    cells = scene.table().colony(seat)
    buildings = [k for k, c in enumerate(cells) if c.square is not None and not c.square.road]
    die_at, coins_at = buildings[:2]
    player.blocked[die_at] = "blue 5"
    player.blocked[coins_at] = "coins 2"
    scene._view_key = scene._table = None  # the state was changed behind the match's back
    drawn = dice_drawn(monkeypatch, santa_maria_colony, app)
    row, col = divmod(die_at, 6)
    cell = scene.lay.cell_rect(row + 1, col + 1)
    assert [(v, c) for rect, v, c in drawn if cell.contains(rect)] == [(5, "blue")]
    cells = {c.key: c for c in scene.table().colony(seat)}
    worked = cells[f"cell:{seat}:{row + 1},{col + 1}"]
    assert worked.rest == ("blue", 5) and "a blue die showing 5 rests here" in worked.tooltip
    r2, c2 = divmod(coins_at, 6)
    paid = cells[f"cell:{seat}:{r2 + 1},{c2 + 1}"]
    assert paid.rest == ("coins", 2) and "2 coins rest here" in paid.tooltip


def test_the_road_may_be_left_unplaced_from_the_bar_and_placements_stay_on_the_board(app):
    scene = open_table(app, 2)
    assert act.retire(4) in scene.match.legal_actions()
    scene.submit(act.retire(4))
    app.render()
    assert scene.tile_in_hand() is not None
    labels = [button.label for button, _, _ in scene.bar_choices]
    assert labels == ["Leave the road: place no road tile"]
    button = scene.bar_choices[0][0]
    roads = len(scene.match.state.roads)
    click(app, button.rect.center)
    state = scene.match.state
    assert len(state.roads) == roads and state.players[0].retired and state.pending is None


def test_the_final_scoring_stands_in_front_with_the_winner_before_the_game_over_screen(app):
    options = flow.default_options("santa-maria", 2)
    seats = flow.default_seats("santa-maria", 2, ["normal", "normal"])
    flow.open_match(app, flow.new_match("santa-maria", options, seats, 3))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    assert app.top is scene and scene.final_open
    winner = scene.match.result().winners[0]
    assert scene.table().winners == (winner,)
    onward = next(r for r, cb in scene.board_buttons if cb == scene.show_game_over)
    click(app, onward.center)
    assert type(app.top).__name__ == "GameOver"


def four_player_shots() -> list:
    """The 4-player table at its start, a third in and its end (check-layout plays 2)."""
    from anno_desktop.ai import arena

    options = flow.default_options("santa-maria", 4)
    record = arena.play_game(
        "santa-maria", options, ["normal"] * 4, check_layout.SEED, keep_match=True
    )
    plan = check_layout.GamePlan("santa-maria", options, list(record.match.log))
    positions = (("4 players at start", 0.0), ("4 players at 1/3", 1 / 3), ("4 at end", 1.0))
    return [("santa-maria", check_layout._table_shot(plan, n, s)) for n, s in positions]


def test_check_layout_finds_nothing_on_the_santa_maria_table():
    sizes = [(1024, 600), (1280, 800), (2560, 1440)]
    report = check_layout.run(
        ["santa-maria"],
        sizes,
        [0.75, 1.25, 1.5],
        positions=check_layout.FAST_POSITIONS,
        menus=False,
        extra=four_player_shots(),
    )
    assert report.errors == []
    table = [f for f in report.findings if f.scene.startswith(("table", "4"))]
    assert table == [], table


def test_in_hot_seat_the_mover_sees_the_outcome_and_says_done_before_the_hand_off(app):
    options = flow.default_options("santa-maria", 2)
    seats = flow.default_seats("santa-maria", 2, ["human", "human"])
    flow.open_match(app, flow.new_match("santa-maria", options, seats, 4))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    assert type(app.top).__name__ == "HandOff", "the first player gets the screen at once"
    click(app, (10, 10))
    mover = scene.viewer
    assert app.top is scene and mover == scene.match.to_act()
    retire = next(a for a in scene.match.legal_actions() if a.kind == "retire")
    scene.choose(retire)
    while scene.match.state.pending is not None:
        scene.choose(scene.match.legal_actions()[-1])
    app.render()
    assert app.top is scene and scene.done_for == 1 - mover and scene.viewer == mover
    assert scene.human_to_act is None and not scene.bar_choices
    done = next(r for r, cb in scene.board_buttons if cb == scene.pass_screen)
    click(app, done.center)
    assert type(app.top).__name__ == "HandOff" and scene.done_for is None
    click(app, (10, 10))
    assert scene.viewer == 1 - mover and scene.human_to_act == 1 - mover


def test_no_placement_tooltip_stays_once_the_tile_is_down(app):
    scene = open_table(app, 3)
    expand = next(a for a in scene.match.legal_actions() if a.kind == "expand")
    scene.submit(expand)
    app.render()
    place = next(a for a in scene.match.legal_actions() if a.kind == "place")
    row, col, turn = place.args
    scene.turn_index = turn
    target = scene.lay.cell_rect(row, col).center
    click(app, target)
    app.render()
    assert scene.tile_in_hand() is None
    tip = scene.tooltip_at(target) or ""
    assert "Release to place" not in tip and "Drop the tile" not in tip
