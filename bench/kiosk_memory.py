"""The kiosk's memory over a long day: attract games back to back, headless
and without animations (as the soak runs them), with the resident size (MB)
noted between games as the kiosk notes it (``kiosk.memory``), in either
shape, with the whole box (both games take turns) or Santa Monica alone.

    nice -n 10 python -m bench.kiosk_memory --shape portrait --games 40
    python -m bench.kiosk_memory --shape landscape --games 20 --monica-only

Prints one line per game (its number, the game that ended, MB, and the size
of Santa Monica's engine memos, bounded at 20 000 entries) and a JSON summary
with the core count; ``--trace`` also prints the Python allocations that grew
most between the middle and the end of the run (tracemalloc, slower).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tracemalloc

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.cli.box import client_games  # noqa: E402
from game.monica.client.game import MONICA  # noqa: E402
from game.monica.client.kiosk import run as kiosk_run  # noqa: E402
from game.monica.engine import city, movement  # noqa: E402


def memory_per_game(shape: str, games: int, seed: int = 9, monica_only: bool = False,
                    trace: bool = False) -> list[float]:
    """The resident MB after each of ``games`` attract games."""
    box = (MONICA,) if monica_only else client_games()
    run = kiosk_run.KioskRun(shape, None, True, seed, None, box)
    app, kiosk = kiosk_run.build(run, headless=True)
    seen, middle, playing = 0, None, kiosk.shown
    if trace:
        tracemalloc.start(8)
    while kiosk.games < games and app.running:
        playing = kiosk.shown
        app.step()
        if app.stack.top is None:
            kiosk.start_over()
        if kiosk.games > seen:
            seen = kiosk.games
            print(f"game {seen:3d} {playing or '':>12} {kiosk.memory[-1]:6.1f} MB"
                  f"  memos: {len(movement._PATHS):6d} paths {len(city._SPOTS):6d} spots",
                  flush=True)
            if trace and seen == games // 2:
                middle = tracemalloc.take_snapshot()
    if trace and middle is not None:
        for stat in tracemalloc.take_snapshot().compare_to(middle, "traceback")[:8]:
            print(stat, *stat.traceback.format()[-4:], sep="\n  ")
    pygame.display.quit()
    return list(kiosk.memory)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.kiosk_memory", description=__doc__)
    p.add_argument("--shape", choices=["portrait", "landscape"], default="portrait")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=9)
    p.add_argument("--monica-only", action="store_true")
    p.add_argument("--trace", action="store_true")
    args = p.parse_args(argv)
    mb = memory_per_game(args.shape, args.games, args.seed, args.monica_only, args.trace)
    half = mb[len(mb) // 2:]
    print(json.dumps({"shape": args.shape, "games": len(mb), "box": not args.monica_only,
                      "cores": os.cpu_count(), "rss_mb_first": mb[0], "rss_mb_middle": half[0],
                      "rss_mb_last": mb[-1], "rss_mb_max": max(mb)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
