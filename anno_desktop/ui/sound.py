"""Sound effects, synthesised here: no sound files to ship or license.

Each effect is a few hundred milliseconds of mono audio built from sine partials and shaped
noise the first time it plays. The mixer opens on the first sound at a volume above zero; a
machine without an audio device simply stays silent (said once in the log).
"""

from __future__ import annotations

import array
import logging
import math
import threading
from collections.abc import Callable

import pygame

from anno_desktop.engine.rng import Rng
from anno_desktop.settings import Settings

log = logging.getLogger(__name__)

RATE = 22050
Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _add(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    start = int(RATE * at)
    for i, value in enumerate(sound, start):
        if i >= len(into):
            break
        into[i] += gain * value


def _tone(partials: list[tuple[float, float]], seconds: float, decay: float) -> Samples:
    """Sine partials (frequency, amplitude) under an exponential decay with a soft attack."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        envelope = math.exp(-t / decay) * min(1.0, t / 0.004)
        out.append(envelope * sum(a * math.sin(2 * math.pi * f * t) for f, a in partials))
    return out


def _noise(seconds: float, seed: int, smooth: int, envelope: Callable[[float], float]) -> Samples:
    """Noise through a moving average of `smooth` samples (more: darker), shaped in time."""
    rng = Rng(seed)
    raw = [rng.random() * 2 - 1 for _ in range(int(RATE * seconds) + smooth)]
    window = sum(raw[:smooth])
    out = []
    for i in range(int(RATE * seconds)):
        out.append(envelope(i / RATE) * window / smooth)
        window += raw[i + smooth] - raw[i]
    return out


def click() -> Samples:
    return _tone([(1900, 0.5), (3100, 0.2)], 0.04, 0.008)


def dice() -> Samples:
    """Dice rattling on wood: a handful of clacks, closer and softer as they settle."""
    out = _silence(0.5)
    at, gain = 0.0, 1.0
    for k in range(7):
        clack = _noise(0.03, 11 + k, 3, lambda t: math.exp(-t / 0.006))
        _add(out, clack, at, gain)
        _add(out, _tone([(620 + 90 * k, 0.4)], 0.03, 0.01), at, gain)
        at += 0.085 - 0.008 * k
        gain *= 0.8
    return out


def coins() -> Samples:
    out = _silence(0.35)
    for k, at in enumerate((0.0, 0.07, 0.12)):
        base = 2100 + 180 * k
        _add(out, _tone([(base, 0.5), (base * 1.52, 0.3), (base * 2.2, 0.2)], 0.2, 0.05), at)
    return out


def card() -> Samples:
    return _noise(0.16, 5, 6, lambda t: math.sin(math.pi * t / 0.16) ** 2)


def build() -> Samples:
    """A wooden knock: a low tone falling in pitch, with a little grit."""
    out = []
    for i in range(int(RATE * 0.18)):
        t = i / RATE
        pitch = 150 + 120 * math.exp(-t / 0.02)
        out.append(math.exp(-t / 0.045) * math.sin(2 * math.pi * pitch * t))
    _add(out, _noise(0.04, 3, 4, lambda t: 0.3 * math.exp(-t / 0.01)), 0.0)
    return out


def sail() -> Samples:
    return _noise(0.45, 9, 40, lambda t: 1.6 * math.sin(math.pi * t / 0.45) ** 2)


def chime() -> Samples:
    return _tone([(880, 0.5), (1320, 0.25), (1760, 0.15), (2640, 0.07)], 0.8, 0.22)


def fanfare() -> Samples:
    out = _silence(1.0)
    for k, note in enumerate((523.3, 659.3, 784.0, 1046.5)):
        length = 0.5 if k == 3 else 0.16
        partials = [(note, 0.5), (note * 2, 0.2), (note * 3, 0.1)]
        _add(out, _tone(partials, length, 0.3 if k == 3 else 0.12), 0.15 * k)
    return out


def defeat() -> Samples:
    out = _silence(1.0)
    for k, note in enumerate((392.0, 349.2, 311.1)):
        _add(out, _tone([(note, 0.5), (note * 2, 0.15)], 0.5, 0.18), 0.22 * k)
    return out


EFFECTS: dict[str, Callable[[], Samples]] = {
    "click": click,
    "dice": dice,
    "coins": coins,
    "card": card,
    "build": build,
    "sail": sail,
    "chime": chime,
    "fanfare": fanfare,
    "defeat": defeat,
}


def pcm(samples: Samples) -> bytes:
    """Signed 16-bit mono samples (the mixer is opened mono), normalised to 80% of full scale."""
    peak = max((abs(x) for x in samples), default=0.0) or 1.0
    scale = 0.8 * 32767 / peak
    return array.array("h", (round(x * scale) for x in samples)).tobytes()


class Sounds:
    """Plays the effects at the settings' volume; silent where no audio device opens."""

    def __init__(self, settings: Settings, *, prepare: bool = True) -> None:
        self.settings = settings
        self._ready: bool | None = None  # None: the mixer was not tried yet
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._pcm: dict[str, bytes] = {}
        if prepare:
            # Synthesis takes up to ~50 ms an effect: do it before the first one is wanted.
            threading.Thread(target=self._prepare, name="sounds", daemon=True).start()

    def _prepare(self) -> None:
        for name, make in EFFECTS.items():
            self._pcm.setdefault(name, pcm(make()))

    def play(self, name: str) -> None:
        volume = self.settings.sound_volume / 100
        if volume <= 0 or not self._open():
            return
        sound = self._sounds.get(name)
        if sound is None:
            data = self._pcm.get(name) or pcm(EFFECTS[name]())
            sound = self._sounds[name] = pygame.mixer.Sound(buffer=data)
        sound.set_volume(volume)
        sound.play()

    def _open(self) -> bool:
        if self._ready is None:
            try:
                # allowedchanges=0: SDL converts to the device, our samples stay as made.
                pygame.mixer.init(RATE, -16, 1, 512, allowedchanges=0)
                self._ready = pygame.mixer.get_init() is not None
            except pygame.error as exc:
                log.info("no sound: %s", exc)
                self._ready = False
        return self._ready
