"""``python main.py simulate``: bot-versus-bot games, one JSON line of results.

    python main.py simulate --players 4 --bots random,random,random,random \
        --games 100 --seed 1 [--think-ms 1000] [--card-stats FILE]
"""
from __future__ import annotations

import argparse
import json
import sys

from game.ai.registry import DEFAULT_THINK_MS, bot_names
from game.ai.simulate import CardStats
from game.match.simulate import simulate
from game.content.box import load_box
from game.content.errors import ContentError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one clear line, exit 2
        print(f"simulate: {message}", file=sys.stderr)
        raise SystemExit(2)


def main(argv: list[str]) -> int:
    ap = _Parser(prog="main.py simulate", description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=None, help="2-4 (default: number of bots)")
    ap.add_argument("--bots", default="random,random", help="comma-separated, one per seat")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think-ms", type=int, default=DEFAULT_THINK_MS,
                    help="time budget per decision for the hard bot")
    ap.add_argument("--card-stats", metavar="FILE", help="write per-card figures as JSON")
    args = ap.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    known = bot_names()
    bad = [b for b in bots if b not in known]
    if bad:
        ap.error(f"unknown bot {bad[0]!r}; choose from {', '.join(known)}")
    players = args.players or len(bots)
    if len(bots) == 1:
        bots = bots * players
    if not 2 <= players <= 4 or len(bots) != players:
        ap.error(f"need 2-4 players and one bot per seat (got {players} players, "
                 f"{len(bots)} bots)")
    if args.games < 1:
        ap.error("--games must be at least 1")
    try:
        box = load_box()
    except ContentError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    stats = CardStats() if args.card_stats else None
    result = simulate(bots, args.games, args.seed, args.think_ms, stats, box)
    if stats is not None:
        try:
            with open(args.card_stats, "w", encoding="utf-8") as fh:
                json.dump(stats.to_json(box, result["games"] - result["errors"]), fh, indent=1)
        except OSError as exc:
            print(f"simulate: cannot write {args.card_stats}: {exc.strerror}", file=sys.stderr)
            return 2
    print(json.dumps(result))
    return 0
