"""Client benchmarks: frame times on a busy table, and time to the title.

- frame_ms_p50 / frame_ms_p99: one frame (input, fixed updates, draw, present)
  of an animated 4-player table at 1920x1080 with software rendering, measured
  from mid-game on while bots keep playing with animations on
  (target p99 <= 16.7).
- startup_s: from starting ``python main.py`` to the first drawn title frame
  (target <= 2).
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def frame_times(frames: int = 600, warm_turns: int = 24, seed: int = 5) -> list[float]:
    """Milliseconds per frame, from the ``warm_turns``-th turn on."""
    _headless()
    from game.client.app import App
    from game.client.app_base import Options
    from game.cli.box import client_games
    from game.monica.client.autoplay import setup_from_seats
    from game.monica.client.scenes.play import PlayScene

    app = App(Options(games=client_games(), window_size=(1920, 1080), virtual_time=True))
    setup = setup_from_seats(["easy", "easy", "easy", "easy"], seed, autoplay=True)
    scene = PlayScene(app, setup)
    app.push(scene)
    guard = 0
    while scene.turn_serial < warm_turns and app.running and guard < 200_000:
        app.step()
        guard += 1
    out = timed_frames(app, scene, frames)
    import pygame
    pygame.display.quit()
    return out


def timed_frames(app: Any, scene: Any, frames: int) -> list[float]:
    """Milliseconds of each of up to ``frames`` app steps while ``scene`` is on top."""
    out: list[float] = []
    while len(out) < frames and app.running and app.stack.top is scene:
        t0 = time.perf_counter()
        app.step()
        out.append((time.perf_counter() - t0) * 1000.0)
    return out


def startup_seconds(repeat: int = 3) -> float:
    """Best of ``repeat`` cold starts to the first title frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "main.py", "play", "--max-frames", "1"], cwd=ROOT,
                       env=env, check=True, capture_output=True, timeout=60)
        best = min(best, time.perf_counter() - t0)
    return best


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def measure() -> dict[str, float]:
    times = frame_times()
    return {"frame_ms_p50": round(statistics.median(times), 2),
            "frame_ms_p99": round(percentile(times, 99), 2),
            "startup_s": round(startup_seconds(), 2)}


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    print(measure())
