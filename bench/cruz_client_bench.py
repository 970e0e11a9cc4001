"""Santa Cruz's table: frame times at 1920x1080, and time to the box's title.

- frame_ms_p50 / frame_ms_p99: one frame (input, fixed updates, draw, present
  into a 1920x1080 window, software rendering) of a 4-player table while the
  bots play on with animations (buildings sliding, tiles turning, stones moving,
  banners), measured from the ``warm``-th action on (target p99 <= 16.7).
  The bots think in the background as at a real table; the frames measured are
  the table's.
- startup_s: from starting ``python main.py`` to the first drawn frame of the
  box's title (target <= 2).

    nice -n 10 python bench/cruz_client_bench.py [--frames 1200] [--json] [--portrait]

``--portrait``: the same at the portrait kiosk's 1080x1920 canvas and window.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from bench.client_bench import percentile, startup_seconds, timed_frames  # noqa: E402
from game.cli.box import client_games  # noqa: E402
from game.client.app import PORTRAIT_CANVAS, App  # noqa: E402
from game.client.app_base import Options  # noqa: E402
from game.client.router import Play  # noqa: E402
from game.cruz.client.routes import OpenCruz  # noqa: E402
from game.cruz.client.scenes.play import CruzPlayScene  # noqa: E402
from game.cruz.client.setup import setup_from_kinds  # noqa: E402
from game.i18n import Words  # noqa: E402


def frame_times(frames: int, warm: int = 30, seed: int = 5,
                levels: tuple[str, ...] = ("medium", "medium", "easy", "easy"),
                portrait: bool = False) -> list[float]:
    """Milliseconds per frame, from the ``warm``-th action on."""
    size = PORTRAIT_CANVAS if portrait else (1920, 1080)
    app = App(Options(games=client_games(), window_size=size, canvas_size=size,
                      virtual_time=True))
    app.router.go(OpenCruz())
    title = app.stack.top
    assert title is not None
    title.router.go(Play(setup_from_kinds(list(levels), seed, words=Words())))
    scene = app.stack.top
    assert isinstance(scene, CruzPlayScene)
    scene.worker.threaded = True          # bots think beside the table, as in play
    guard = 0
    while scene.turns < warm and guard < 200_000:
        app.step()
        guard += 1
    out = timed_frames(app, scene, frames)
    pygame.display.quit()
    return out


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description="Santa Cruz table frame times at 1920x1080")
    p.add_argument("--frames", type=int, default=1200)
    p.add_argument("--json", action="store_true")
    p.add_argument("--portrait", action="store_true", help="the portrait kiosk's 1080x1920")
    args = p.parse_args(argv)
    times = frame_times(args.frames, portrait=args.portrait)
    out = {"canvas": "1080x1920" if args.portrait else "1920x1080", "frames": len(times), "frame_ms_p50": round(statistics.median(times), 2),
           "frame_ms_p99": round(percentile(times, 99), 2),
           "frame_ms_max": round(max(times), 2), "startup_s": round(startup_seconds(), 2),
           "cores": os.cpu_count()}
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
