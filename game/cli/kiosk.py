"""``santa-monica kiosk``: the locked, touch-first convention table.

examples:
  santa-monica kiosk                       fullscreen; portrait or landscape
                                           from the screen's shape
  santa-monica kiosk --set-pin             set the operator's PIN at a terminal, then exit
  santa-monica kiosk --portrait | --landscape [--window 1080x1920]
  santa-monica kiosk --attract-games N [--fast]
                                           headless soak: N attract games,
                                           then one JSON line and exit
  santa-monica kiosk --portrait --screenshot kiosk.png [--seed 5]
                                           headless: the attract table mid-game

The soak prints ``{"games": N, "errors": E, "rss_mb_start": ..., "rss_mb_end":
..., "leak": null}`` and exits 0 when there were no errors and memory did not
grow like a leak (``game.client.kiosk.memory.leak``: from 8 games on, at
most 5% over the second half of the run; at most 30% over the whole; the
bounded caches fill over the first games). Resident memory (VmRSS from /proc/self/status) is read
between games, at the same point each time: once the finished game is gone
and before the next deal.
"""
from __future__ import annotations

import argparse
import os

from game.client.kiosk import memory
from game.monica.client.kiosk import run as kiosk_run
from game.cli.data import check_shipped_data
from game.cli.options import Parser, positive, print_json, window_size
from game.cli.options import seed as seed_type
from game.cli.box import client_games
from game.cli.kiosk_pin import refuse_without_lock, set_pin_command


def build_parser(prog: str = "santa-monica kiosk") -> Parser:
    p = Parser(prog, "Run the convention kiosk: locked, fullscreen, touch first.",
               epilog=__doc__.split("\n\n", 1)[1].split("\n\n", 1)[0].rstrip())
    shape = p.add_mutually_exclusive_group()
    shape.add_argument("--portrait", action="store_true",
                       help="portrait layout, 1080x1920 (default: from the screen's shape)")
    shape.add_argument("--landscape", action="store_true",
                       help="landscape layout, 1920x1080 (default: from the screen's shape)")
    p.add_argument("--window", type=window_size, metavar="WxH",
                   help="a window of this size (640x360 to 7680x4320, at most the screen's) "
                        "instead of fullscreen (default: fullscreen)")
    p.add_argument("--attract-games", type=positive, metavar="N",
                   help="headless soak: play N attract games, print JSON, exit (default: off)")
    p.add_argument("--fast", action="store_true",
                   help="no animations, with --attract-games (default: off)")
    p.add_argument("--seed", type=seed_type, metavar="N",
                   help="seed of the attract loop's deals (default: random deals)")
    p.add_argument("--lang", choices=["en", "de", "fr"],
                   help="language for this run (default: the kiosk settings' language)")
    p.add_argument("--set-pin", action="store_true",
                   help="set the operator's PIN, typed twice at this terminal (4-8 digits, "
                        "not an easy one), then exit (default: off)")
    p.add_argument("--screenshot", metavar="PNG",
                   help="headless: save the attract table mid-game as a PNG, then exit "
                        "(default: none)")
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def screen_shape(args: argparse.Namespace) -> str:
    if args.portrait:
        return "portrait"
    if args.landscape:
        return "landscape"
    if args.window:
        w, h = args.window
        return "portrait" if h > w else "landscape"
    return kiosk_run.display_shape()


def kiosk_run_of(args: argparse.Namespace, shape: str) -> kiosk_run.KioskRun:
    return kiosk_run.KioskRun(shape, args.window, args.fast,
                              args.seed, args.lang, client_games())


def soak(args: argparse.Namespace) -> int:
    shape = "portrait" if args.portrait else "landscape"
    result = kiosk_run.soak(kiosk_run_of(args, shape), args.attract_games)
    start, end = result.rss_mb_start, result.rss_mb_end
    leaked = memory.leak(result.memory)
    print_json({"games": result.games, "errors": result.errors,
                "rss_mb_start": start, "rss_mb_end": end, "leak": leaked})
    return 0 if result.errors == 0 and leaked is None else 1


def screenshot(args: argparse.Namespace) -> int:
    shape = "portrait" if args.portrait else "landscape"
    kiosk_run.screenshot(kiosk_run_of(args, shape), args.screenshot)
    print(args.screenshot)
    return 0



def main(argv: list[str], prog: str = "santa-monica kiosk") -> int:
    args = build_parser(prog).parse(argv)
    if isinstance(args, int):          # --help, --version, or a bad option (one line)
        return args
    check_shipped_data(layouts=True)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # SIGTERM / Ctrl-C stop the kiosk as usual (a service manager must be able
    # to); only the window's own close request is ignored.
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
    # Alt+Tab (where SDL sees it) must not minimise the fullscreen kiosk away.
    os.environ.setdefault("SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS", "0")
    if args.set_pin:
        return set_pin_command(prog)
    if args.attract_games is not None:
        return soak(args)
    if args.screenshot:
        return screenshot(args)
    refused = refuse_without_lock(prog)
    if refused is not None:
        return refused
    return kiosk_run.play(kiosk_run_of(args, screen_shape(args)))
