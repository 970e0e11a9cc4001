"""The review process: ``python -m game.monica.match.review_worker``, started by
``ReviewTask.start("process")``.

It reads one pickled job from stdin (the table before the first action, the
log, the seats, top and budget, written by the parent that holds them) and
writes to stdout a line ``P <done> <total>`` after each turn judged, then
either ``R <size>`` and the pickled reviews, or ``X <message>`` for a game
that cannot be reviewed. A process of its own keeps the review off the
interpreter lock the client's frames need.
"""
from __future__ import annotations

import pickle
import sys
from typing import BinaryIO

from game.monica.ai.review import review_game


def serve(inp: BinaryIO, out: BinaryIO) -> int:
    """Run the job read from ``inp``; report on ``out``."""
    start, actions, seats, top, budget = pickle.load(inp)

    def progress(done: int, total: int) -> None:
        out.write(f"P {done} {total}\n".encode())
        out.flush()

    try:
        reviews = review_game(start, actions, seats, top, budget, progress)
    except ValueError as exc:               # not finished; a move the engine refuses
        message = " ".join(str(exc).split())
        out.write(f"X {message}\n".encode())
        out.flush()
        return 0
    data = pickle.dumps(reviews)
    out.write(f"R {len(data)}\n".encode() + data)
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(serve(sys.stdin.buffer, sys.stdout.buffer))
