"""The scene stack (STYLE.md, Tuxemon): push/pop/replace, only the top scene gets input,
every visible scene draws, and nothing is redrawn while nothing changes."""

import pygame

from anno_desktop.ui.scene import Scene
from tests.ui.conftest import click


class Recorder(Scene):
    def __init__(self, app, name, opaque=True):
        super().__init__(app)
        self.name = name
        self.opaque = opaque
        self.events = []
        self.draws = 0
        self.resumed = 0

    def on_event(self, event):
        self.events.append(event.type)
        return True

    def on_resume(self):
        self.resumed += 1

    def draw(self, surface):
        self.draws += 1


def test_push_pop_replace_keep_order(app):
    a, b, c = Recorder(app, "a"), Recorder(app, "b"), Recorder(app, "c")
    app.push(a)
    app.push(b)
    assert app.top is b
    app.replace(c)
    assert app.stack == [a, c]
    app.pop()
    assert app.stack == [a]
    assert a.resumed == 1
    app.reset(b, c)
    assert app.stack == [b, c]


def test_only_the_top_scene_gets_input(app):
    below, top = Recorder(app, "below"), Recorder(app, "top")
    app.push(below)
    app.push(top)
    click(app, (100, 100))
    assert top.events and not below.events


def test_a_see_through_scene_lets_the_one_below_draw(app):
    below, modal = Recorder(app, "below"), Recorder(app, "modal", opaque=False)
    app.push(below)
    app.push(modal)
    app.render()
    assert below.draws == 1 and modal.draws == 1
    cover = Recorder(app, "cover", opaque=True)
    app.push(cover)
    app.render()
    assert below.draws == 1 and modal.draws == 1 and cover.draws == 1


def test_nothing_is_redrawn_while_nothing_changes(app):
    scene = Recorder(app, "still")
    app.push(scene)
    assert app.step(0.016, []) is True
    drawn = app.frames_drawn
    for _ in range(30):
        app.step(0.016, [])
    assert app.frames_drawn == drawn
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")])
    assert app.frames_drawn == drawn + 1


def test_resize_lays_out_again_at_a_larger_scale(app):
    scene = Recorder(app, "s")
    app.push(scene)
    small = app.theme.scale
    pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    app.step(0.016, [pygame.event.Event(pygame.VIDEORESIZE, size=(2560, 1440), w=2560, h=1440)])
    assert app.theme.scale > small * 1.5


def test_quit_event_stops_the_loop(app):
    app.push(Recorder(app, "s"))
    app.step(0.016, [pygame.event.Event(pygame.QUIT)])
    assert not app.running
