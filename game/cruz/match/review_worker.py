"""The review process: ``python -m game.cruz.match.review_worker``, started by
``ReviewTask.start("process")``.

It reads one pickled job from stdin (the setup, the log, the seats, the
budget, written by the client that started it) and writes to stdout
``P <done> <total>`` after each decision judged, then ``R <size>`` and the
pickled reviews, or ``X <sentence>`` for a game that cannot be reviewed.
"""
from __future__ import annotations

import os
import pickle
import sys
from typing import BinaryIO

from game.cruz.engine import IllegalAction

from game.cruz.match.review import review_game


def serve(inp: BinaryIO, out: BinaryIO) -> int:
    setup, actions, seats, budget = pickle.load(inp)

    def progress(done: int, total: int) -> None:
        out.write(f"P {done} {total}\n".encode())
        out.flush()

    try:
        reviews = review_game(setup, actions, seats, budget=budget, progress=progress)
    except (ValueError, IllegalAction) as exc:   # not finished; a move the rules refuse
        out.write(f"X {' '.join(str(exc).split())}\n".encode())
        out.flush()
        return 0
    data = pickle.dumps(reviews)
    out.write(f"R {len(data)}\n".encode() + data)
    out.flush()
    return 0


if __name__ == "__main__":
    if hasattr(os, "nice"):             # the frames of the screen that waits come first
        os.nice(5)
    sys.exit(serve(sys.stdin.buffer, sys.stdout.buffer))
