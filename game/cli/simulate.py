"""``santa-monica simulate``: bot-versus-bot games, one JSON line of results.

example:
  santa-monica simulate --players 4 --bots random,random,random,random
                        --games 100 --seed 1 [--budget N] [--think-ms MS] [--card-stats FILE]

The same arguments print the same JSON on any machine (``games_per_second``
aside), unless ``--think-ms`` cuts a search short.
"""
from __future__ import annotations

import json
import sys

from game.monica.ai.registry import bot_names
from game.monica.ai.simulate import CardStats
from game.monica.match.simulate import simulate
from game.monica.content.box import load_box
from game.monica.content.errors import ContentError

from game.cli.options import Parser, positive, seed


def build_parser(prog: str = "santa-monica simulate") -> Parser:
    ap = Parser(prog, "Bot-versus-bot games; prints one JSON line of results.",
                epilog=__doc__.split("\n\n", 1)[1].rstrip())
    ap.add_argument("--game", choices=("santa-monica", "santa-cruz"), default="santa-monica",
                    help="which game the bots play (default: santa-monica)")
    ap.add_argument("--players", type=int, default=None, metavar="N",
                    help="2-4 players (default: one per bot in --bots)")
    ap.add_argument("--bots", default="random,random", metavar="LIST",
                    help=f"comma list, one per seat, of {', '.join(bot_names())}; one name "
                         f"fills every seat (default: random,random)")
    ap.add_argument("--games", type=positive, default=100, metavar="N",
                    help="games to play (default: 100)")
    ap.add_argument("--seed", type=seed, default=1, metavar="N",
                    help="seed of the run: the same seed plays the same games (default: 1)")
    ap.add_argument("--budget", type=positive, default=None, metavar="N",
                    help="samples per decision for the hard and expert bots "
                         "(default: each level's own)")
    ap.add_argument("--think-ms", type=positive, default=None, metavar="MS",
                    help="optional wall-clock cap per decision for the hard and expert bots "
                         "(default: none, so the same seed gives the same games)")
    ap.add_argument("--card-stats", metavar="FILE",
                    help="write per-card figures as JSON to FILE (default: none)")
    return ap


def main(argv: list[str], prog: str = "santa-monica simulate") -> int:
    ap = build_parser(prog)
    args = ap.parse(argv)
    if isinstance(args, int):          # --help, --version, or a bad option (one line)
        return args
    if args.game == "santa-cruz":
        # Loaded only for this game: its map is read with pytmx, which brings pygame in,
        # and Santa Monica's simulation never loads pygame.
        from game.cli import cruz_simulate
        return cruz_simulate.run(args, prog)
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
    try:
        box = load_box()
    except ContentError as exc:
        print(f"{prog}: the game's data cannot be loaded: {exc}", file=sys.stderr)
        return 2
    stats = CardStats() if args.card_stats else None
    result = simulate(bots, args.games, args.seed, args.think_ms, stats, box,
                      budget=args.budget)
    if stats is not None:
        try:
            with open(args.card_stats, "w", encoding="utf-8") as fh:
                json.dump(stats.to_json(box, result["games"] - result["errors"]), fh, indent=1)
        except OSError as exc:
            print(f"{prog}: cannot write {args.card_stats}: {exc.strerror}", file=sys.stderr)
            return 2
    print(json.dumps(result))
    return 0
