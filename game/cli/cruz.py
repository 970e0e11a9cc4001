"""``santa-monica cruz targets|score FILE``: ask the Santa Cruz rules about a
position (shared/contracts/santa-cruz.md).

FILE holds one query object or a JSON list of them (``-`` reads standard
input). ``targets`` answers where a player may build with a ship, river or
path card (``{"targets": [...], "add_on": [...]}``); ``score`` what a scoring
card gives each seat and the track after it (``{"points", "scores", "track",
"removed"}``). The answers come from the engine's own functions, the ones the
game plays with. One JSON value on stdout, exit 0; bad input is one line on
stderr naming the problem (and ``[i]``, the query's index in a list), exit 2.
"""
from __future__ import annotations

import json
import sys
from typing import Any

from game.cruz.engine import (PositionError, position_score, position_targets,
                              state_from_position)

from game.cli.cruz_position import ScoreQuery, TargetsQuery, parse_query
from game.cli.score_input import InputError, fail, read_document
from game.cli.options import Parser


def answer(query: TargetsQuery | ScoreQuery, where: str) -> dict[str, Any]:
    """One query's answer (raises ``InputError`` for an unreachable position)."""
    try:
        state = state_from_position(query.position)
    except PositionError as exc:
        fail(f"{where + ': ' if where else ''}position: {exc}")
    if isinstance(query, TargetsQuery):
        free, extra = position_targets(state, query.player, query.card)
        return {"targets": free, "add_on": extra}
    return position_score(state, query.card, query.played_by)


def run_document(doc: Any, command: str, source: str) -> Any:
    """The answers to a decoded document: an object for an object, a list for a list."""
    if isinstance(doc, list):
        out = []
        for i, item in enumerate(doc):
            try:
                out.append(answer(parse_query(item, command, ""), ""))
            except InputError as exc:
                fail(f"{source}: [{i}] {exc}")
        return out
    try:
        return answer(parse_query(doc, command, ""), "")
    except InputError as exc:
        fail(f"{source}: {exc}")


def build_parser(prog: str) -> Parser:
    p = Parser(prog, "Santa Cruz rules questions about positions given as JSON "
                     "(shared/contracts/santa-cruz.md); prints one JSON value.",
               epilog="targets: where a player may build with a ship, river or path card.\n"
                      "score: what a scoring card gives each seat, and the track after it.\n"
                      "Bad input exits 2 with one line on stderr naming the problem.")
    p.add_argument("command", choices=("targets", "score"),
                   help="the question: targets or score (required, no default)")
    p.add_argument("file", metavar="FILE",
                   help="one query object or a JSON list of them; - reads standard input "
                        "(required, no default)")
    return p


def one_line(text: str) -> str:
    return " ".join(text.splitlines())


def main(argv: list[str], prog: str = "santa-monica cruz") -> int:
    args = build_parser(prog).parse(argv)
    if isinstance(args, int):
        return args
    source = args.file
    try:
        result = run_document(read_document(source), args.command, source)
    except InputError as exc:
        print(one_line(str(exc)), file=sys.stderr)
        return 2
    except ValueError as exc:     # a board the engine refuses (PositionError is one)
        print(one_line(f"{source}: cannot answer: {exc}"), file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(result) + "\n")
    return 0
