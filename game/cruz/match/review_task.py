"""Santa Cruz's review in the background, so the screen that waits for it
stays responsive: in a process of its own (``review_worker``; the review is
pure Python and in a thread would share one interpreter lock with the
frames), in a thread, or inline (tests).

``done``/``total`` decisions judged and ``fraction`` for a progress bar;
``poll()`` each frame gathers what arrived and returns the reviews once
there; ``problem`` is one sentence when the game cannot be reviewed (a log
the rules refuse, a game not finished); ``cancel()`` ends it at any time.
"""
from __future__ import annotations

import os
import pickle
import queue
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Literal

from game.cruz.engine import Action, IllegalAction

from game.cruz.match.review import MEASURE_BUDGET, PICK_BUDGET, SeatReview, review_game
from game.cruz.match.setup import MatchSetup

Mode = Literal["process", "thread", "inline"]
# Where ``game`` is imported from, for the worker (a checkout run from another
# folder, or an installed wheel).
ROOT = str(Path(__file__).resolve().parents[3])
Message = tuple[str, object]


class Stopped(Exception):
    """The review was called off."""


def read_reports(stream: IO[bytes], inbox: queue.Queue[Message]) -> None:
    """The worker's lines as messages, then ``("end", None)`` (a thread's loop)."""
    for line in iter(stream.readline, b""):
        kind, _, rest = line.decode().rstrip("\n").partition(" ")
        if kind == "P":
            inbox.put(("progress", rest))
        elif kind == "X":
            inbox.put(("problem", rest))
        elif kind == "R":
            inbox.put(("done", pickle.loads(stream.read(int(rest)))))
    inbox.put(("end", None))


class ReviewTask:
    """One review of a finished game (``seats``: the seats judged)."""

    def __init__(self, setup: MatchSetup, actions: Sequence[Action], seats: Sequence[int],
                 budget: tuple[int, int] = (PICK_BUDGET, MEASURE_BUDGET)) -> None:
        self.job = (setup, list(actions), list(seats), budget)
        self.done = 0
        self.total = 0
        self.reviews: list[SeatReview] | None = None
        self.problem: str | None = None
        self.failure: str | None = None
        self._stop = threading.Event()
        self._inbox: queue.Queue[Message] = queue.Queue()
        self._process: subprocess.Popen[bytes] | None = None
        self._thread: threading.Thread | None = None

    @property
    def seats(self) -> list[int]:
        return self.job[2]

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    @property
    def fraction(self) -> float:
        if self.reviews is not None:
            return 1.0
        return self.done / self.total if self.total else 0.0

    def start(self, mode: Mode = "process") -> None:
        if mode == "process":
            env = dict(os.environ)
            env["PYTHONPATH"] = os.pathsep.join(p for p in (ROOT, env.get("PYTHONPATH")) if p)
            proc = subprocess.Popen([sys.executable, "-m", "game.cruz.match.review_worker"],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
            assert proc.stdin is not None and proc.stdout is not None
            self._process = proc
            try:
                proc.stdin.write(pickle.dumps(self.job))
                proc.stdin.close()
            except BrokenPipeError:          # it died at once: "ended without a result"
                pass
            self._thread = threading.Thread(target=read_reports, daemon=True,
                                            args=(proc.stdout, self._inbox))
            self._thread.start()
        elif mode == "thread":
            self._thread = threading.Thread(target=self._run, daemon=True, name="cruz review")
            self._thread.start()
        else:
            self._run()

    def cancel(self) -> None:
        self._stop.set()
        proc = self._process
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait(5)

    def join(self, timeout: float | None = None) -> None:
        if self._process is not None:
            self._process.wait(timeout)
        if self._thread is not None:
            self._thread.join(timeout)

    def poll(self) -> list[SeatReview] | None:
        """The reviews once ready (messages gathered first); None meanwhile."""
        while True:
            try:
                kind, value = self._inbox.get_nowait()
            except queue.Empty:
                return self.reviews
            if kind == "progress":
                done, total = str(value).split()
                self.done, self.total = int(done), int(total)
            elif kind == "problem":
                self.problem = str(value)
            elif kind == "done":
                self.reviews = value  # type: ignore[assignment]
            elif self.reviews is None and self.problem is None and not self._stop.is_set():
                code = self._process.wait() if self._process is not None else None
                self.failure = f"the review ended without a result (exit code {code})"

    # -- the work, in a thread or inline -------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        self._inbox.put(("progress", f"{done} {total}"))
        if self._stop.is_set():
            raise Stopped

    def _run(self) -> None:
        setup, actions, seats, budget = self.job
        try:
            found = review_game(setup, actions, seats, budget=budget, progress=self._progress)
            self._inbox.put(("done", found))
        except Stopped:
            return
        except (ValueError, IllegalAction) as exc:   # not finished; a move the rules refuse
            self._inbox.put(("problem", str(exc)))
        finally:                                     # anything else: "ended without a result"
            self._inbox.put(("end", None))
