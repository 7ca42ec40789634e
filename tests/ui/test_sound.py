"""Sound effects: synthesised, played at the settings' volume, silent without a device."""

import array

import pygame
import pytest

from anno_desktop.engine.rules import Event
from anno_desktop.settings import Settings
from anno_desktop.ui import sound
from anno_desktop.ui.scenes.play import event_sound
from anno_desktop.ui.sound import EFFECTS, Sounds, pcm


@pytest.fixture
def mixer_closed():
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_every_effect_is_short_audible_16_bit_audio(name):
    samples = EFFECTS[name]()
    assert 0.03 <= len(samples) / sound.RATE <= 1.1
    values = array.array("h", pcm(samples))
    assert max(abs(v) for v in values) > 20_000  # normalised, not silent, not clipped
    assert len(values) == len(samples)


def test_a_sound_plays_through_the_mixer(mixer_closed):
    sounds = Sounds(Settings(sound_volume=50), prepare=False)
    sounds.play("dice")
    assert pygame.mixer.get_init() is not None


def test_volume_zero_never_opens_the_audio_device(monkeypatch, mixer_closed):
    def no_device(*args, **kwargs):
        raise AssertionError("the mixer was opened")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    Sounds(Settings(sound_volume=0), prepare=False).play("coins")


def test_without_an_audio_device_the_game_is_silent_and_asks_once(monkeypatch, mixer_closed):
    tries = []

    def no_device(*args, **kwargs):
        tries.append(1)
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(Settings(sound_volume=80), prepare=False)
    sounds.play("click")
    sounds.play("chime")
    assert tries == [1]


def test_one_action_makes_one_sound_and_a_roll_rattles_the_dice():
    roll, build = Event("roll", "rolled 7", 0), Event("build", "built a school", 0)
    assert event_sound([build, roll], frozenset({"roll"})) == "dice"
    assert event_sound([build, Event("gold", "+2 gold", 0)], frozenset()) == "build"
    assert event_sound([Event("turn", "next player", 1)], frozenset()) is None


def test_the_table_sounds_its_events_and_game_over_its_verdict(app, monkeypatch):
    from anno_desktop.engine.match import Seat
    from anno_desktop.ui import flow
    from anno_desktop.ui.scenes.game_over import GameOver

    heard = []
    monkeypatch.setattr(app.sounds, "play", heard.append)
    game = "santa-maria"
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bot", level="normal")]
    scene = flow.scene_class(game)(app, flow.new_match(game, flow.default_options(game), seats, 2))
    app.reset(scene)
    scene.on_events([Event("roll", "rolled", 0)])
    assert heard == ["dice"]
    over = GameOver(app, scene.match)
    over.ranking = [(0, 10.0, True), (1, 5.0, False)]
    app.push(over)
    assert heard[-1] == "fanfare"
    over.ranking = [(1, 10.0, True), (0, 5.0, False)]
    over.on_enter()
    assert heard[-1] == "defeat"


def test_a_clicked_button_clicks(app, monkeypatch):
    from anno_desktop.ui.scenes.main_menu import MainMenu
    from anno_desktop.ui.widgets.button import Button
    from tests.ui.conftest import click

    heard = []
    monkeypatch.setattr(app.sounds, "play", heard.append)
    app.reset(MainMenu(app))
    app.render()
    button = next(w for w in app.top.widgets if isinstance(w, Button) and "Rules" in w.label)
    click(app, button.rect.center)
    assert heard == ["click"]
