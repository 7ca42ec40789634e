"""Gained goods fly to their store (ART.md, motion)."""

import pygame

from anno_desktop.ui.widgets.flight import FLIGHT_SECONDS, Flights, token


def test_a_flight_arcs_from_start_to_end_and_lands():
    flights = Flights()
    image = token("wool", 20)
    flights.launch(image, (10, 100), (210, 100))
    assert flights.active
    surface = pygame.Surface((240, 200))
    flights.update(FLIGHT_SECONDS / 2)
    surface.fill((0, 0, 0))
    flights.draw(surface)
    lit = [x for x in range(240) for y in range(200) if surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert 80 < sum(lit) / len(lit) < 140  # half way along
    flights.update(FLIGHT_SECONDS)
    assert not flights.active and not flights.update(0.1)


def test_a_late_flight_leaves_after_its_wait_and_lands_in_one_long_step():
    flights = Flights()
    for order in range(3):
        flights.launch(token("coins", 20), (0, 0), (50, 50), order=order)
    flights.update(0.1)
    assert flights.active
    flights.update(FLIGHT_SECONDS)  # the third waited 0.14 s in all: 0.04 s still to fly
    assert flights.active
    flights.update(0.05)
    assert not flights.active


def test_with_animations_off_nothing_flies():
    flights = Flights()
    flights.launch(token("coins", 20), (0, 0), (50, 50), factor=0.0)
    assert not flights.active


def test_goods_the_viewer_gains_fly_to_their_store(app):
    from anno_desktop.ai.levels import make_bot
    from anno_desktop.engine.bots import Decision
    from anno_desktop.engine.match import Seat
    from anno_desktop.ui import flow

    app.settings.animation_speed = "normal"
    game = "anno1701"
    seats = [Seat(name="Ann", kind="human")] + [Seat(name=f"B{i}", level="normal") for i in (2, 3)]
    options = flow.default_options(game).model_copy(update={"players": 3})
    scene = flow.scene_class(game)(app, flow.new_match(game, options, seats, 5), autosave=False)
    app.reset(scene)
    me = make_bot(game, "normal", 1)
    stock = []
    for _ in range(300):
        app.render()
        if scene.flights.active:
            break
        view = scene.view().players[0]
        stock = [*view.goods, view.gold]
        if scene.human_to_act is None:
            scene.run_bots(limit=1)
        else:
            m = scene.match
            scene.submit(me.choose(Decision(m.rules, m.state, 0, m.legal_actions())))
    assert scene.flights.active
    gained = [*scene.view().players[0].goods, scene.view().players[0].gold]
    assert any(after > before for before, after in zip(stock, gained, strict=True))
    app.step(FLIGHT_SECONDS + 1.0, [])
    app.step(0.1, [])
    assert not scene.flights.active
