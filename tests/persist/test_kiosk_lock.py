"""The kiosk lock's rules without a window: PIN policy and the rate limit
(the guard asks the lock whether a PIN opens it: ``lock_file.Lock``)."""
from __future__ import annotations

import pytest

from game.persist.kiosk_lock import TRIES, WAIT, PinGuard, pin_is_set, pin_problem
from game.persist.lock_file import Lock

LOCK = Lock.of("918273")


@pytest.mark.parametrize("pin", ["918273", "5831", "40961375", "1357", "2468", "1122"])
def test_good_pins(pin):
    assert pin_problem(pin) is None and pin_is_set(pin)


@pytest.mark.parametrize("pin,why", [
    ("", "pin_length"), ("123", "pin_length"), ("123456789", "pin_length"),
    ("12a4", "pin_digits"), ("١٢٣٤٥", "pin_digits"), (1234, "pin_digits"), (None, "pin_digits"),
    ("0000", "pin_trivial"), ("1234", "pin_trivial"), ("2020", "pin_trivial"),
    ("7777", "pin_trivial"), ("99999999", "pin_trivial"), ("4321", "pin_trivial"),
    ("890123", "pin_trivial"), ("1212", "pin_trivial"), ("123123", "pin_trivial"),
    ("2580", "pin_trivial"),
])
def test_refused_pins(pin, why):
    assert pin_problem(pin) == f"kiosk_lock.{why}" and not pin_is_set(pin)


def test_the_right_pin_opens_and_clears_the_count():
    guard = PinGuard()
    for _ in range(TRIES - 1):
        assert guard.attempt("5555", LOCK, now=0.0) == "wrong"
    assert guard.attempt("918273", LOCK, now=1.0) == "open"
    assert guard.wrong == 0 and guard.wait_left(1.0) == 0


def test_five_misses_make_it_wait_a_minute_even_for_the_right_pin():
    guard = PinGuard()
    for k in range(TRIES):
        assert guard.wait_left(k) == 0
        assert guard.attempt("5555", LOCK, now=float(k)) == "wrong"
    t = TRIES - 1
    assert guard.wait_left(t) == WAIT == 60.0
    assert guard.attempt("918273", LOCK, now=t + 59.9) == "wait"
    assert guard.attempt("918273", LOCK, now=t + WAIT) == "open"


def test_every_further_miss_waits_again():
    guard = PinGuard(wrong=TRIES, locked_until=0.0)
    assert guard.attempt("5555", LOCK, now=100.0) == "wrong"
    assert guard.wait_left(100.0) == WAIT


def test_no_pin_set_never_opens():
    guard = PinGuard()
    for guess in ("", "2020", "0000"):
        assert guard.attempt(guess, None, now=0.0) != "open"
    assert guard.attempt("2020", Lock.of("2020"), now=0.0) != "open"   # not a PIN at all
