"""``santa-monica kiosk --set-pin``: the one way to set the operator's PIN
when the kiosk has no usable lock. It reads the PIN twice from a terminal;
without one, without input, with a PIN that may not be chosen, two that
differ or a data folder that refuses the lock, it is one line and exit 2 and
the lock is unchanged. A kiosk started at a terminal without a lock does not
start; it says how to set one."""
from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.cli import kiosk_pin
from game.cli.kiosk_pin import refuse_without_lock, set_pin_command
from game.persist import lock_file
from game.persist.lock_file import read_lock, set_pin

ROOT = Path(__file__).resolve().parents[2]
PROG = "santa-monica kiosk"
PIN = "918273"


def answers(*typed: str):
    said: Iterator[str] = iter(typed)

    def ask(prompt: str) -> str:
        try:
            return next(said)
        except StopIteration:
            raise EOFError from None
    return ask


def refused(capsys, code: int) -> str:
    out = capsys.readouterr()
    assert code == 2 and out.out == "" and out.err.count("\n") == 1, out
    assert out.err.startswith(f"{PROG}: ") and out.err.rstrip().endswith("unchanged"), out.err
    return out.err


def test_a_pin_typed_twice_locks_the_kiosk(capsys):
    assert set_pin_command(PROG, answers(PIN, PIN), lambda: True) == 0
    assert "salted hash" in capsys.readouterr().out
    lock = read_lock()[0]
    assert lock is not None and lock.opens(PIN)


@pytest.mark.parametrize("typed,why", [((), "no PIN"), (("",), "no PIN"), (("", ""), "no PIN"),
                                       ((PIN, "918274"), "differ"), (("1234", "1234"), "easy"),
                                       (("12", "12"), "4 to 8"), (("12ab", "12ab"), "digits")])
def test_a_pin_that_is_not_given_or_not_good_changes_nothing(capsys, typed, why):
    before = set_pin("860931")
    err = refused(capsys, set_pin_command(PROG, answers(*typed), lambda: True))
    assert why in err
    assert read_lock() == (before, None)


def test_without_a_terminal_nothing_is_read(capsys):
    def never(prompt: str) -> str:
        raise AssertionError("read without a terminal")
    assert "terminal" in refused(capsys, set_pin_command(PROG, never, lambda: False))
    assert read_lock()[0] is None


def test_a_lock_the_disk_refuses_is_one_line(capsys, monkeypatch):
    def refuse(path, text):
        raise OSError(30, "Read-only file system", str(path))
    monkeypatch.setattr(lock_file, "write_atomic", refuse)
    err = refused(capsys, set_pin_command(PROG, answers(PIN, PIN), lambda: True))
    assert "kiosk-lock.json" in err


def test_the_command_without_a_terminal(tmp_path: Path):
    env = dict(os.environ, SANTA_MONICA_HOME=str(tmp_path), PYTHONPATH=str(ROOT),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    res = subprocess.run([sys.executable, "main.py", "kiosk", "--set-pin"], cwd=ROOT, env=env,
                         stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    assert res.returncode == 2 and res.stdout == "" and res.stderr.count("\n") == 1, res
    assert "terminal" in res.stderr and not (tmp_path / "kiosk-lock.json").exists()


def test_a_kiosk_at_a_terminal_without_a_lock_does_not_start(capsys):
    code = refuse_without_lock(PROG, lambda: True)
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "--set-pin" in err
    assert refuse_without_lock(PROG, lambda: False) is None       # a service: starts locked
    set_pin(PIN)
    assert refuse_without_lock(PROG, lambda: True) is None


def test_the_prompt_is_the_terminals(monkeypatch):
    assert kiosk_pin.set_pin_command.__defaults__[0].__module__ == "getpass"
