"""One call at a time in the background, for a table that keeps animating while
a bot decides: ``start(fn, tag)`` runs ``fn`` in a worker thread (or at once,
when not threaded: tests and headless runs, which must be deterministic), and
``poll(tag)`` hands its result back once it is ready for the same ``tag`` (the
position it was asked about). An error raised by ``fn`` comes back from ``poll``.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Worker(Generic[T]):
    def __init__(self, threaded: bool = True) -> None:
        self.threaded = threaded
        self._thread: threading.Thread | None = None
        self._result: T | None = None
        self._error: BaseException | None = None
        self._done = False
        self.tag = -1

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, fn: Callable[[], T], tag: int) -> None:
        self._result, self._error, self._done, self.tag = None, None, False, tag

        def work() -> None:
            try:
                self._result = fn()
            except BaseException as exc:       # noqa: BLE001 - handed back by poll()
                self._error = exc
            self._done = True

        if self.threaded:
            self._thread = threading.Thread(target=work, daemon=True)
            self._thread.start()
        else:
            work()

    def poll(self, tag: int) -> T | None:
        """The result for ``tag`` once it is ready (None before); raises ``fn``'s error."""
        if not self._done or self.tag != tag or self.busy:
            return None
        self._done = False
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        return self._result
