"""A post-game review run in the background, with progress and a way to
call it off: in a process of its own (the client: the review is pure Python
and would otherwise share one interpreter lock with the frames; the process
is ``review_worker``), in a thread, or inline (tests).

``done`` of ``total`` turns judged, ``fraction`` for a progress bar,
``poll()`` each frame (it collects what a review process sent), ``cancel()``
at any time: a process ends at once, a thread after the turn it is judging.
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
from typing import IO, Any, Literal

from game.monica.ai.review import TOP, SeatReview, review_game
from game.monica.engine import actions as A
from game.monica.engine.state import GameState
from game.monica.match.review import SeatSummary, summarize

Mode = Literal["process", "thread", "inline"]


class Cancelled(Exception):
    """The review was called off (its screen was left)."""


# Where ``game`` is imported from, for the review process (a checkout run
# from another folder, or an installed wheel).
PACKAGE_ROOT = str(Path(__file__).resolve().parent.parent.parent)


def exchange(job: bytes, stdin: IO[bytes], stream: IO[bytes],
             inbox: queue.Queue[tuple[Any, ...]]) -> None:
    """Hand the review process (``review_worker``) its job, then its reports
    as messages; a last ``("end",)`` when it has closed its output. Runs in
    a thread of its own: neither the writing nor the reading waits on a frame."""
    try:
        stdin.write(job)
        stdin.close()
    except BrokenPipeError:                 # it died at once: "ended without a result"
        pass
    for line in iter(stream.readline, b""):
        kind, _, rest = line.decode().rstrip("\n").partition(" ")
        if kind == "P":
            done, total = rest.split()
            inbox.put(("progress", int(done), int(total)))
        elif kind == "X":
            inbox.put(("problem", rest))
        elif kind == "R":
            inbox.put(("done", pickle.loads(stream.read(int(rest)))))
    inbox.put(("end",))


class ReviewTask:
    """One review of a finished game, in the background.

    A game that cannot be reviewed (not finished, a log the engine refuses)
    ends as ``problem`` (its message); any other failure is raised by
    ``poll()``, on the thread that shows the review."""

    def __init__(self, start: GameState, actions: Sequence[A.Action], seats: Sequence[int],
                 *, top: int = TOP, budget: int | None = None) -> None:
        self.start_state = start.clone()
        self.actions = list(actions)
        self.seats = list(seats)
        self.top = top
        self.budget = budget
        self.done = 0
        self.total = 0
        self.summaries: list[SeatSummary] | None = None
        self.problem: str | None = None
        self._error: BaseException | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._inbox: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self._started = False

    # -- control --------------------------------------------------------------------
    def start(self, mode: Mode = "thread") -> None:
        """Start reviewing: in a ``process``, a ``thread``, or ``inline``
        (returns when done)."""
        if self._started:
            raise RuntimeError("the review has already started")
        self._started = True
        if mode == "process":
            self._spawn()
        elif mode == "thread":
            self._thread = threading.Thread(target=self._work, daemon=True, name="review")
            self._thread.start()
        else:
            self._work()

    def cancel(self) -> None:
        """Call the review off."""
        self._stop.set()
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait(5)

    def join(self, timeout: float | None = None) -> None:
        """Wait for the review's thread or process to end."""
        if self._process is not None:
            self._process.wait(timeout)
        if self._thread is not None:
            self._thread.join(timeout)

    # -- what it has come to ----------------------------------------------------------
    @property
    def running(self) -> bool:
        if self._process is not None:
            return self._process.poll() is None
        return self._thread is not None and self._thread.is_alive()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    @property
    def finished(self) -> bool:
        return self.summaries is not None

    @property
    def fraction(self) -> float:
        """How far the review has come, 0 to 1."""
        if self.finished:
            return 1.0
        return self.done / self.total if self.total else 0.0

    def poll(self) -> list[SeatSummary] | None:
        """The summaries once ready, else None (collects what a review
        process sent); a failure of the review is raised here."""
        self._collect()
        if self._error is not None:
            err, self._error = self._error, None
            raise RuntimeError(f"the review failed: {err!r}") from err
        return self.summaries

    def summary(self, seat: int) -> SeatSummary | None:
        return next((s for s in self.summaries or [] if s.seat == seat), None)

    # -- the work ---------------------------------------------------------------------
    def _spawn(self) -> None:
        """The review in ``python -m game.monica.match.review_worker``; a thread
        that mostly waits hands it the job and reads its reports."""
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (PACKAGE_ROOT, env.get("PYTHONPATH"))
                                            if p)
        proc = subprocess.Popen([sys.executable, "-m", "game.monica.match.review_worker"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        self._process = proc
        assert proc.stdin is not None and proc.stdout is not None
        job = pickle.dumps((self.start_state, self.actions, self.seats, self.top, self.budget))
        self._thread = threading.Thread(target=exchange, daemon=True, name="review reports",
                                        args=(job, proc.stdin, proc.stdout, self._inbox))
        self._thread.start()

    def _collect(self) -> None:
        proc = self._process
        if proc is None:
            return
        while True:
            try:
                message = self._inbox.get_nowait()
            except queue.Empty:
                return
            if message[0] == "progress":
                self.done, self.total = message[1], message[2]
            elif message[0] == "problem":
                self.problem = str(message[1])
            elif message[0] == "done":
                self._finish(message[1])
            elif not self.finished and self.problem is None and not self.cancelled:
                self._error = RuntimeError(f"the review process ended without a result "
                                           f"(exit code {proc.wait()})")

    def _finish(self, reviews: list[SeatReview]) -> None:
        self.summaries = [summarize(r) for r in reviews]

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        if self._stop.is_set():
            raise Cancelled

    def _work(self) -> None:
        try:
            if self._stop.is_set():
                raise Cancelled
            reviews = review_game(self.start_state, self.actions, self.seats, self.top,
                                  self.budget, self._progress)
            if self._stop.is_set():
                raise Cancelled
            self._finish(reviews)
        except Cancelled:
            return
        except ValueError as exc:           # not finished; a move the engine refuses
            self.problem = str(exc)
        except BaseException as exc:       # noqa: BLE001 - raised again by poll()
            self._error = exc
