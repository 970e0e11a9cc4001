"""``santa-monica kiosk --set-pin``: the operator sets the kiosk's PIN at the
machine's terminal, and the kiosk refuses to start at a terminal without one.

The PIN is read from the terminal, typed twice and never echoed; without a
terminal (a pipe, a service, no input) nothing is read and nothing changes.
A PIN that may not be chosen (4-8 digits, not an easy one:
``persist.kiosk_lock``), two that differ, or a lock the data folder will not
take, are one line on stderr and exit 2. The lock is a salted hash in its
own file (``persist.lock_file``); a running kiosk takes the new PIN at once.
"""
from __future__ import annotations

import getpass
import sys
from collections.abc import Callable

from game.i18n import t
from game.persist import SaveError
from game.persist.lock_file import load_lock, lock_path, set_pin

Ask = Callable[[str], str]


def at_terminal() -> bool:
    """Is standard input a terminal (someone at the machine)?"""
    return sys.stdin is not None and sys.stdin.isatty()


def set_pin_command(prog: str, ask: Ask = getpass.getpass,
                    is_tty: Callable[[], bool] | None = None) -> int:
    """Ask for the new PIN twice and lock the kiosk with it; the exit status."""
    if not (is_tty or at_terminal)():
        return _fail(prog, "--set-pin reads the PIN from a terminal, so run it in one; "
                           "the lock is unchanged")
    try:
        pin = ask("New kiosk PIN (4-8 digits, not easy to guess): ").strip()
        again = ask("The same PIN again: ").strip()
    except (EOFError, KeyboardInterrupt):
        return _fail(prog, "no PIN was given; the lock is unchanged")
    if not pin:
        return _fail(prog, "no PIN was given; the lock is unchanged")
    if pin != again:
        return _fail(prog, "the two PINs differ; the lock is unchanged")
    try:
        set_pin(pin)
    except ValueError as exc:                # a PIN that may not be chosen: the key
        return _fail(prog, f"{t(str(exc)).rstrip('.')}; the lock is unchanged")
    except SaveError as exc:
        return _fail(prog, f"{exc.message.rstrip('.')}; the lock is unchanged")
    print(f"The kiosk's PIN is set (kept as a salted hash in {lock_path()}).")
    return 0


def refuse_without_lock(prog: str, is_tty: Callable[[], bool] | None = None) -> int | None:
    """At a terminal, a kiosk with no usable lock does not start (exit 2, with
    how to set one); started by the session or a service, it starts locked
    and shows "operator needed" (``None``: go on)."""
    if not (is_tty or at_terminal)() or load_lock()[0] is not None:
        return None
    return _fail(prog, "no operator PIN is set (or its lock is damaged); set one first with "
                       "santa-monica kiosk --set-pin")


def _fail(prog: str, message: str) -> int:
    print(f"{prog}: {message}", file=sys.stderr)
    return 2
