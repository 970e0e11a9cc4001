"""The kiosk's lock, without a window: which PINs an operator may choose, and
the rate limit on PIN entry (the PIN's salted hash on disk is ``lock_file``).

There is no default PIN: a default printed in the README is no lock at a
convention. The operator sets one with ``santa-monica kiosk --set-pin``;
``pin_problem`` refuses short and guessable ones. ``PinGuard`` allows
``TRIES`` wrong entries, then makes the pad wait ``WAIT`` seconds before the
next try (and again after every further miss). Time is passed in, so tests
run in milliseconds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

PIN_LENGTH = (4, 8)
TRIES = 5
WAIT = 60.0
# The old default and the first PINs anybody tries.
KNOWN = frozenset({"2020", "1234", "0000", "1111", "1212", "6969", "4321", "2580", "0852",
                   "1004", "2000", "2021", "2024", "2025", "2026"})


def _sequence(pin: str) -> bool:
    """Each digit one more (or one less) than the one before: 1234, 9876, 890."""
    steps = {(int(b) - int(a)) % 10 for a, b in zip(pin, pin[1:], strict=False)}
    return steps in ({1}, {9})


def _repeats(pin: str) -> bool:
    """The PIN is one short block over and over: 1111, 1212, 2020, 123123."""
    n = len(pin)
    return any(n % k == 0 and pin == pin[:k] * (n // k) for k in range(1, n // 2 + 1))


def pin_problem(pin: Any) -> str | None:
    """None for a PIN the operator may choose, else the catalog key saying why not."""
    if not isinstance(pin, str) or pin and not (pin.isascii() and pin.isdigit()):
        return "kiosk_lock.pin_digits"
    if not PIN_LENGTH[0] <= len(pin) <= PIN_LENGTH[1]:
        return "kiosk_lock.pin_length"
    if pin in KNOWN or _sequence(pin) or _repeats(pin):
        return "kiosk_lock.pin_trivial"
    return None


def pin_is_set(pin: Any) -> bool:
    """Has the operator chosen a PIN (one that is still acceptable)?"""
    return pin_problem(pin) is None


class Opens(Protocol):
    """A lock: does this PIN open it? (``lock_file.Lock``)"""

    def opens(self, pin: str) -> bool: ...


@dataclass
class PinGuard:
    """Counts wrong PINs; after ``tries`` of them, the next try must wait."""

    tries: int = TRIES
    wait: float = WAIT
    wrong: int = 0
    locked_until: float = 0.0

    def wait_left(self, now: float) -> float:
        """Seconds until a PIN may be tried again (0: now)."""
        return max(0.0, self.locked_until - now)

    def attempt(self, entered: str, lock: Opens | None, now: float) -> str:
        """``"open"``, ``"wrong"`` or ``"wait"`` (refused unheard: locked). No
        lock (none set, or damaged) never opens."""
        if self.wait_left(now) > 0:
            return "wait"
        if lock is not None and lock.opens(entered):
            self.wrong = 0
            return "open"
        self.wrong += 1
        if self.wrong >= self.tries:
            self.locked_until = now + self.wait
        return "wrong"
