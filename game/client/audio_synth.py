"""Make the game's sound effects from scratch: ``python -m game.client.audio_synth``.

Every effect is synthesised here with ``math`` and a seeded noise source and
written as a small 16-bit mono WAV into ``assets/sounds/`` (so the files are
ours, reproducible byte for byte, and the repository keeps the recipe):

- ``card``  a swoosh: white noise through a low-pass filter that opens and
  closes, the sound of a card sliding over the table
- ``coin``  two short sine pings a fifth apart with a fast decay
- ``steps`` three soft clicks: filtered noise bursts, like feet on boards
- ``tally`` four rising blips for the score count-up
- ``tap``   a short soft click for buttons
- ``build`` a wooden knock: a building set down on a tile (Santa Cruz)
- ``flip``  a quick flick and a tick: a tile turned face up
- ``score`` two rising chimes: a scoring card scores
- ``eruption`` a low rumble falling away: the volcano erupts

Pure Python: no pygame, no numpy.
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

from game import resources

RATE = 22050
SOUND_DIR = resources.SOUNDS_DIR
Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _mix(into: Samples, sound: Samples, at: float) -> None:
    start = int(at * RATE)
    for i, v in enumerate(sound):
        if start + i < len(into):
            into[start + i] += v


def _lowpass(samples: Samples, cutoff: Callable[[float], float]) -> Samples:
    """One-pole low-pass filter whose cutoff (Hz) follows ``cutoff(t)``, t in 0..1."""
    out: Samples = []
    y = 0.0
    n = len(samples)
    for i, x in enumerate(samples):
        fc = cutoff(i / max(1, n - 1))
        a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def _noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def _envelope(samples: Samples, attack: float, release: float) -> Samples:
    n = len(samples)
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    out = []
    for i, v in enumerate(samples):
        g = min(1.0, i / a) * min(1.0, (n - i) / r)
        out.append(v * g)
    return out


def _normalise(samples: Samples, peak: float) -> Samples:
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    return [v * peak / top for v in samples]


def card(rng: random.Random) -> Samples:
    dur = 0.28

    def swell(t: float) -> float:
        return 300.0 + 3200.0 * math.sin(math.pi * t) ** 2

    s = _lowpass(_noise(dur, rng), swell)
    s = [v * math.sin(math.pi * i / len(s)) ** 1.5 for i, v in enumerate(s)]
    return _normalise(s, 0.55)


def _ping(freq: float, dur: float, decay: float) -> Samples:
    out = []
    for i in range(int(RATE * dur)):
        t = i / RATE
        v = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(2 * math.pi * freq * 2.01 * t)
        out.append(v * math.exp(-t * decay))
    return _envelope(out, 0.002, 0.01)


def coin(rng: random.Random) -> Samples:
    s = _silence(0.32)
    _mix(s, _ping(1318.5, 0.16, 22.0), 0.0)      # E6
    _mix(s, _ping(1975.5, 0.2, 18.0), 0.09)      # B6
    return _normalise(s, 0.5)


def _click(rng: random.Random, dur: float, cutoff: float) -> Samples:
    s = _lowpass(_noise(dur, rng), lambda t: cutoff)
    return [v * math.exp(-i / (RATE * dur / 5)) for i, v in enumerate(s)]


def steps(rng: random.Random) -> Samples:
    s = _silence(0.5)
    for k, at in enumerate((0.0, 0.16, 0.32)):
        _mix(s, _click(rng, 0.07, 900.0 + 150.0 * k), at)
    return _normalise(s, 0.4)


def tally(rng: random.Random) -> Samples:
    s = _silence(0.42)
    for k in range(4):
        freq = 660.0 * 2 ** (k * 3 / 12)
        blip = [math.sin(2 * math.pi * freq * i / RATE) for i in range(int(RATE * 0.06))]
        _mix(s, _envelope(blip, 0.003, 0.02), k * 0.09)
    return _normalise(s, 0.4)


def tap(rng: random.Random) -> Samples:
    return _normalise(_click(rng, 0.04, 2200.0), 0.3)


def knock(rng: random.Random) -> Samples:
    s = _silence(0.22)
    _mix(s, _click(rng, 0.06, 500.0), 0.0)
    _mix(s, [v * 0.6 for v in _ping(180.0, 0.14, 30.0)], 0.0)
    _mix(s, _click(rng, 0.05, 700.0), 0.07)
    return _normalise(s, 0.55)


def flip(rng: random.Random) -> Samples:
    s = _silence(0.2)
    flick = _lowpass(_noise(0.1, rng), lambda t: 1500.0 + 3000.0 * t)
    _mix(s, [v * math.sin(math.pi * i / len(flick)) for i, v in enumerate(flick)], 0.0)
    _mix(s, _click(rng, 0.03, 2600.0), 0.11)
    return _normalise(s, 0.45)


def chime(rng: random.Random) -> Samples:
    s = _silence(0.45)
    _mix(s, _ping(880.0, 0.22, 12.0), 0.0)       # A5
    _mix(s, _ping(1174.7, 0.3, 10.0), 0.12)      # D6
    return _normalise(s, 0.45)


def rumble(rng: random.Random) -> Samples:
    dur = 0.55
    s = _lowpass(_noise(dur, rng), lambda t: 260.0 - 180.0 * t)
    n = len(s)
    s = [v * min(1.0, i / (RATE * 0.04)) * (1 - i / n) ** 1.5 for i, v in enumerate(s)]
    boom = [math.sin(2 * math.pi * (70.0 - 30.0 * i / n) * i / RATE) * (1 - i / n) ** 2
            for i in range(n)]
    _mix(s, [v * 0.5 for v in boom], 0.0)
    return _normalise(s, 0.7)


RECIPES: dict[str, Callable[[random.Random], Samples]] = {
    "card": card, "coin": coin, "steps": steps, "tally": tally, "tap": tap,
    "build": knock, "flip": flip, "score": chime, "eruption": rumble,
}
# Each effect's noise seed: the first five keep theirs, so their files stay the same.
SEEDS: dict[str, int] = {name: 2020 + k for k, name in enumerate(
    ("card", "coin", "steps", "tally", "tap", "build", "eruption", "flip", "score"))}


def write_wav(path: Path, samples: Samples) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767))
                      for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def build(directory: Path = SOUND_DIR) -> list[Path]:
    """Write every effect as ``<name>.wav``; returns the paths."""
    out = []
    for name, recipe in sorted(RECIPES.items()):
        path = directory / f"{name}.wav"
        write_wav(path, recipe(random.Random(SEEDS[name])))
        out.append(path)
    return out


if __name__ == "__main__":
    for p in build(Path(sys.argv[1]) if len(sys.argv) > 1 else SOUND_DIR):
        print(p)
