"""``santa-monica score CITY.json``: score finished cities from a JSON file.

Input and output are fixed by the cards-and-cities contract; the format is
written out in ``docs/CITY_FORMAT.md``, with an example in
``docs/examples/city.json``. The file names an objective tile and, per player,
the sand dollars, the starting tile and its column, and every filled space:
its card (an id from the game's data or a full card object), the people on it
and whether it holds a footprint. A space without ``card`` is a half of the
starting tile. ``-`` reads the JSON from standard input.

Prints one JSON object (the scores, ranks and winners) and exits 0. Any bad
input exits 2 with exactly one line on stderr naming the problem and where it
is, after the command's name, e.g. ``santa-monica score: city.json: players[0]
"Ann": spaces[3] (beach, 2): card B99 is not in the deck``;
nothing is printed on stdout. This module never imports pygame.
"""
from __future__ import annotations

import json
import sys
from typing import Any

from game.monica.engine.cards import Box
from game.monica.engine.scoring import score_players

from game.cli.city_reader import CardParser, Reader, TileParser
from game.cli.options import Parser
from game.cli.score_input import InputError, fail, read_document


def score_document(doc: Any, source: str, box: Box | None = None,
                   parse_card: CardParser | None = None,
                   parse_tile: TileParser | None = None) -> dict[str, Any]:
    """Check a decoded CITY document and score it (raises ``InputError``)."""
    if box is None or parse_card is None or parse_tile is None:
        from game.monica.content.box import card_from_json, load_box, tile_from_json
        from game.monica.content.errors import ContentError
        if box is None:
            try:
                box = load_box()
            except ContentError as exc:
                fail(f"the game's data is broken: {exc}")
        parse_card = parse_card or card_from_json
        parse_tile = parse_tile or tile_from_json
    cities, names, objective = Reader(source, box, parse_card, parse_tile).document(doc)
    try:
        return score_players(cities, names, objective)
    except (ValueError, KeyError, TypeError) as exc:
        fail(f"{source}: cannot score: {exc}")


def build_parser(prog: str = "santa-monica score") -> Parser:
    p = Parser(prog, "Score finished cities given as JSON; prints one JSON object "
                     "(scores, ranks, winners).",
               epilog="The city format: docs/CITY_FORMAT.md (example: docs/examples/city.json).\n"
                      "Bad input exits 2 with one line on stderr naming the problem and "
                      "where it is.")
    p.add_argument("city", metavar="CITY.json",
                   help="the cities to score, as JSON; - reads standard input "
                        "(required, no default)")
    return p


def one_line(text: str) -> str:
    """The message on one line: every kind of line break (also the Unicode ones
    a name in the input may hold) becomes a space."""
    return " ".join(text.splitlines())


def main(argv: list[str], prog: str = "santa-monica score") -> int:
    args = build_parser(prog).parse(argv)
    if isinstance(args, int):          # --help, --version, or bad arguments (one line)
        return args
    path = args.city
    try:
        report = score_document(read_document(path), path)
    except InputError as exc:
        print(one_line(f"{prog}: {exc}"), file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - the command's crash guard: the contract wants one line, never a traceback
        print(one_line(f"{prog}: {path}: cannot score: {type(exc).__name__}: {exc}"),
              file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(report) + "\n")
    return 0
