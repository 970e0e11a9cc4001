"""``santa-monica simulate --game santa-cruz``: Santa Cruz bot-versus-bot games,
one JSON line of results (the same shape as Santa Monica's).

example:
  santa-monica simulate --game santa-cruz --players 4 --bots hard,medium,medium,medium
                        --games 20 --seed 1 [--budget N] [--card-stats FILE]

The same arguments print the same JSON on any machine (``games_per_second``
aside): the hard bot thinks for a counted budget of actions played out, never
for a time.
"""
from __future__ import annotations

import argparse
import json
import sys

from game.cruz.ai import bot_names
from game.cruz.content import CruzContentError
from game.cruz.match import CardStats, components, simulate


def run(args: argparse.Namespace, prog: str) -> int:
    """Run the parsed ``simulate`` options for Santa Cruz; the exit status."""
    def fail(message: str) -> int:
        print(f"{prog}: {message} (try {prog} --help)", file=sys.stderr)
        return 2

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    known = bot_names()
    bad = [b for b in bots if b not in known]
    if bad:
        return fail(f"unknown bot {bad[0]!r} for santa-cruz; choose from {', '.join(known)}")
    players = args.players or len(bots)
    if len(bots) == 1:
        bots = bots * players
    if not 2 <= players <= 4 or len(bots) != players:
        return fail(f"need 2-4 players and one bot per seat (got {players} players, "
                    f"{len(bots)} bots)")
    if getattr(args, "think_ms", None) is not None:
        return fail("--think-ms is not used by santa-cruz: its bots think for --budget playouts")
    try:
        box = components()
    except CruzContentError as exc:
        print(f"{prog}: the game's data cannot be loaded: {exc}", file=sys.stderr)
        return 2
    stats = CardStats() if args.card_stats else None
    result = simulate(bots, args.games, args.seed, args.budget, box,
                      observers=(stats,) if stats is not None else ())
    if stats is not None:
        try:
            with open(args.card_stats, "w", encoding="utf-8") as fh:
                json.dump({"games": result["games"] - result["errors"], **stats.to_json()},
                          fh, indent=1)
        except OSError as exc:
            print(f"{prog}: cannot write {args.card_stats}: {exc.strerror}", file=sys.stderr)
            return 2
    print(json.dumps(result))
    return 0
