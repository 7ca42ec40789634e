"""Santa Maria's table (issue 5): dragging a tile shows exactly the engine's legal placements,
R and a right click turn it, a die shows the line it would work and what a change costs,
worked buildings light up in order, and the end of a year shows its scoring."""

import pygame
import pytest

from anno_desktop.engine.rules import Action, Event
from anno_desktop.games.santa_maria.effects import change_cost
from anno_desktop.games.santa_maria.table import YearScoring
from anno_desktop.ui import flow
from anno_desktop.ui.games.santa_maria import SantaMariaScene
from tests.ui.conftest import click, key

pytestmark = pytest.mark.skipif(
    "santa-maria" not in flow.playable_games(), reason="Santa Maria is not installed"
)


def motion(app, pos, buttons=(0, 0, 0)) -> None:
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)])


def table(app, seed: int = 4, players: int = 3) -> SantaMariaScene:
    options = flow.default_options("santa-maria", players)
    seats = flow.default_seats("santa-maria", players)
    flow.open_match(app, flow.new_match("santa-maria", options, seats, seed))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    return scene


def holding_a_tile(app) -> SantaMariaScene:
    scene = table(app)
    expand = next(a for a in scene.match.legal_actions() if a.kind == "expand")
    scene.submit(expand)
    app.render()
    assert scene.tile_in_hand() is not None
    return scene


def centre(scene: SantaMariaScene, row: int, col: int) -> tuple[int, int]:
    grid, cell = scene.lay.grid, scene.lay.cell
    return grid.x + (col - 1) * cell + cell // 2, grid.y + (row - 1) * cell + cell // 2


def activation_order(scene: SantaMariaScene, actions: list[Action]) -> list[int]:
    """The cells the engine works, in order, after `actions` on a copy of the game."""
    state = scene.match.state.clone()
    cells = []
    for action in actions:
        cells += [e.data["cell"] for e in scene.rules.apply(state, action) if e.kind == "activate"]
    cells += [q[1] for q in state.queue if q[0] == "activate"]
    return cells


def test_drag_preview_marks_exactly_the_engine_placements(app):
    scene = holding_a_tile(app)
    legal = {a for a in scene.match.legal_actions() if a.kind == "place"}
    for turn in range(4):
        scene.turn_index = turn
        for row in range(1, 7):
            for col in range(1, 7):
                preview = scene.placement_at(centre(scene, row, col))
                assert preview.action == Action("place", (row, col, turn))
                assert preview.ok == (preview.action in legal), preview
                assert preview.ok or preview.warning


def test_illegal_preview_is_red_with_the_reason_as_tooltip(app):
    scene = holding_a_tile(app)
    legal = {a for a in scene.match.legal_actions() if a.kind == "place"}
    spot = next(
        (r, c) for r in range(1, 7) for c in range(1, 7) if Action("place", (r, c, 0)) not in legal
    )
    scene.turn_index = 0
    motion(app, centre(scene, *spot))
    assert scene.tooltip_at(centre(scene, *spot)).startswith("Cannot place here: ")
    x, y = centre(scene, *spot)
    red = app.screen.get_at((x + scene.lay.cell // 3, y))
    assert red.r > red.g + 40, "an illegal place is tinted red"
    legal_spot = next(iter(legal)).args
    scene.turn_index = legal_spot[2]
    motion(app, centre(scene, *legal_spot[:2]))
    assert scene.tooltip_at(centre(scene, *legal_spot[:2])).startswith("Release to place")


def test_dragging_the_tile_onto_a_legal_place_places_it(app):
    scene = holding_a_tile(app)
    target = sorted(a for a in scene.match.legal_actions() if a.kind == "place")[-1]
    scene.turn_index = target.args[2]
    app.render()
    start = scene.hand_rect.center
    logged = len(scene.match.log)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    assert scene.dragging
    motion(app, centre(scene, *target.args[:2]), buttons=(1, 0, 0))
    app.step(
        0.016,
        [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(scene, *target.args[:2]), button=1)],
    )
    assert scene.match.log[logged] == target


def test_dropping_on_an_illegal_place_keeps_the_tile(app):
    scene = holding_a_tile(app)
    legal = {a for a in scene.match.legal_actions() if a.kind == "place"}
    scene.turn_index = 0
    spot = next(
        (r, c) for r in range(1, 7) for c in range(1, 7) if Action("place", (r, c, 0)) not in legal
    )
    logged = len(scene.match.log)
    click(app, centre(scene, *spot))
    assert len(scene.match.log) == logged and scene.tile_in_hand() is not None
    assert app.toast_text.startswith("Not here: ")


def test_r_and_a_right_click_turn_the_tile(app):
    scene = holding_a_tile(app)
    pos = centre(scene, 3, 3)
    turns = [scene.placement_at(pos).turn]
    key(app, pygame.K_r)
    turns.append(scene.placement_at(pos).turn)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)])
    turns.append(scene.placement_at(pos).turn)
    assert turns == [turns[0], (turns[0] + 1) % 4, (turns[0] + 2) % 4]


def test_a_die_shows_the_line_it_works_and_each_change_shows_its_cost(app):
    scene = table(app, seed=7)
    dice = [(r, a) for r, a in scene.board_zones if a.kind == "die"]
    assert dice, "the dice that may be taken are marked"
    rect, die = dice[0]
    motion(app, rect.center)
    kind, value = die.args
    cells = activation_order(scene, [die, Action("target", (value,))])
    shown = scene.line_preview()
    assert (shown.colour, shown.line, list(shown.cells), shown.coins) == (kind, value, cells, 0)
    click(app, rect.center)
    assert scene.match.log[-1] == die
    app.render()
    targets = [(r, a) for r, a in scene.board_zones if a.kind == "target"]
    assert targets
    for rect, target in targets:
        motion(app, rect.center)
        cells = activation_order(scene, [target])
        paid = change_cost(scene.match.state.players[0], value, target.args[0])
        shown = scene.line_preview()
        assert (shown.colour, shown.line, list(shown.cells), shown.coins) == (
            kind,
            target.args[0],
            cells,
            paid,
        )
        shown = scene.tooltip_at(rect.center)
        assert (f"costs {paid} coin" in shown) if paid else "no change" in shown


def test_worked_buildings_light_up_in_order(app):
    scene = table(app, seed=7)
    app.settings.animation_speed = "normal"
    die = next(a for a in scene.match.legal_actions() if a.kind == "die")
    scene.submit(die)
    target = next(a for a in scene.match.legal_actions() if a.kind == "target")
    cells = activation_order(scene, [target])
    scene.submit(target)
    assert scene.glow is not None
    _, order = scene.glow
    assert order == cells[: len(order)] and len(order) >= 1
    assert scene.lit_cells() == order[:1]
    scene.update(0.36 * len(order))
    assert scene.lit_cells() == order
    scene.update(10.0)
    assert scene.glow is None


def test_end_of_year_card_names_points_and_the_new_start_player(app):
    scene = table(app, seed=7)
    scene.on_events(
        [
            Event("conquest", "Player 2 scores 4 points for conquistadors", 1, {"points": 4}),
            Event("conquest", "Player 1 scores 1 point for conquistadors", 0, {"points": 1}),
            Event("year", "Year 2 begins: Player 3 starts", 2, {"year": 2}, barrier=True),
        ]
    )
    assert scene.year_card == YearScoring(1, ((1, 4), (0, 1), (2, 0)), 2)
    assert [text for _, text in scene.year_card.lines()] == [
        "Player 2: +4 points (1st)",
        "Player 1: +1 point (2nd)",
        "Player 3: nothing",
        "Player 3 starts year 2",
    ]
    app.render()
    ok = next(r for r, cb in scene.board_buttons if cb == scene.close_year_card)
    logged = len(scene.match.log)
    click(app, ok.center)
    assert scene.year_card is None and len(scene.match.log) == logged


def test_the_engine_wording_fills_the_year_card(app):
    scene = table(app, seed=3)
    events: list[Event] = []
    match = scene.match
    while not any(e.kind == "year" for e in events):
        legal = match.legal_actions()
        action = next((a for a in legal if a.kind == "retire"), legal[0])
        events = match.submit(action)
    scored = [e for e in events if e.kind == "conquest"]
    scene.on_events(events)
    card = scene.year_card
    assert card.year == 1 and card.start == match.state.start
    assert sum(p for _, p in card.points) > 0 or not scored
    assert sum(p for _, p in card.points) == sum(e.data["points"] for e in scored)
    assert len(card.points) == 3


def test_choosing_a_colony_board_shows_it_and_a_click_takes_it(app):
    from anno_desktop.games.santa_maria.rules import SantaMariaOptions

    options = SantaMariaOptions(players=2, choose_boards=True)
    seats = flow.default_seats("santa-maria", 2)
    flow.open_match(app, flow.new_match("santa-maria", options, seats, 8))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    zones = [(r, a) for r, a in scene.board_zones if a.kind == "board"]
    assert {a for _, a in zones} == set(scene.match.legal_actions())
    rect, action = zones[-1]
    motion(app, rect.center)
    assert any("printed on the board" in t for _, t in scene.board_tips)
    click(app, rect.center)
    assert scene.match.log[-1] == action


def test_town_halls_on_offer_are_clicked_then_dragged_onto_the_colony(app):
    from anno_desktop.games.santa_maria.rules import SantaMariaOptions

    options = SantaMariaOptions(players=3, advanced=True)
    seats = flow.default_seats("santa-maria", 3)
    flow.open_match(app, flow.new_match("santa-maria", options, seats, 5))
    scene = next(s for s in app.stack if isinstance(s, SantaMariaScene))
    scene.run_bots()
    app.render()
    zones = [(r, a) for r, a in scene.board_zones if a.kind == "town_hall"]
    assert {a for _, a in zones} == set(scene.match.legal_actions())
    rect, action = zones[0]
    click(app, rect.center)
    assert scene.match.log[-1] == action
    assert scene.tile_in_hand() is not None and scene.hand_rect is not None


def test_game_over_shows_the_final_scoring_by_category(app):
    options = flow.default_options("santa-maria", 2)
    seats = [
        s.model_copy(update={"kind": "bot", "level": "normal"})
        for s in flow.default_seats("santa-maria", 2)
    ]
    scene = SantaMariaScene(app, flow.new_match("santa-maria", options, seats, 3), autosave=False)
    app.reset(scene)
    scene.run_bots(limit=20000)
    while app.top is not scene:
        app.pop()
    app.render()
    tips = [text for _, text in scene.board_tips]
    assert any(t.startswith("Happiness points by category") for t in tips)
    ok = next(r for r, cb in scene.board_buttons if cb == scene.close_year_card)
    click(app, ok.center)
    assert scene.year_card is None


@pytest.mark.parametrize("advanced", [False, True])
def test_every_action_label_is_plain_words(advanced):
    from anno_desktop.engine.rng import Rng
    from anno_desktop.games import get_game

    rules = get_game("santa-maria").rules
    options = rules.options_model(players=3, advanced=advanced, common_blue_dice=advanced)
    state, rng = rules.new_game(options, 9), Rng(9)
    while rules.result(state) is None:
        legal = rules.legal_actions(state)
        for action in legal:
            text = rules.describe(state, action)
            assert text != str(action) and "_" not in text and "(" not in text[:1], text
        rules.apply(state, legal[rng.below(len(legal))])
