"""The kiosk's lock on disk: the operator's PIN as a salted hash, in a file of
its own (``kiosk-lock.json`` in the data folder), apart from the settings.

A damaged settings file must not open the kiosk, so the lock is not a
setting. The file holds a random salt and the PIN's scrypt hash (PBKDF2
where this Python's OpenSSL has no scrypt); the PIN itself is never written.
It is written atomically (``files.write_atomic``) and read through the one
bounded reader; only the two known hashing recipes are accepted, so a hostile
file cannot make checking a PIN take minutes or gigabytes.

``load_lock`` says which of three things is true: a lock (the kiosk opens
with its PIN), none (``missing``) or one that cannot be used (``damaged``).
Without a usable lock the kiosk never lets a visitor choose a PIN: the
operator sets it with ``santa-monica kiosk --set-pin`` (``set_pin``).

Earlier versions kept the PIN in plain text as ``kiosk_pin`` in
settings.json; the first ``load_lock`` without a lock file moves it into
the lock once and removes it from the settings.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.safeio.reader import KB, MISSING, ReadError, read_json

from game.persist.errors import SaveError
from game.persist.files import PathLike, write_atomic
from game.persist.kiosk_lock import pin_is_set, pin_problem
from game.persist.paths import data_dir, settings_path
from game.persist.settings import SETTINGS_DEPTH, SETTINGS_LIMIT
from game.persist.settings import load as load_settings
from game.persist.settings import save as save_settings

LOCK_FILE = "kiosk-lock.json"
KIND = "santa-monica-kiosk-lock"
FORMAT = 1
LIMIT = 4 * KB
SALT_BYTES = 16
# The recipes: fixed, so a file cannot ask for more work than these.
SCRYPT = {"n": 2 ** 14, "r": 8, "p": 1}
PBKDF2_ROUNDS = 600_000
METHODS = ("scrypt", "pbkdf2-sha256")
FIELDS = {"kind", "format", "method", "salt", "hash"}
MISSING_LOCK = "missing"
DAMAGED_LOCK = "damaged"


def _method() -> str:
    return "scrypt" if hasattr(hashlib, "scrypt") else "pbkdf2-sha256"


def _digest(pin: str, salt: bytes, method: str) -> bytes:
    if method == "scrypt":
        return hashlib.scrypt(pin.encode(), salt=salt, dklen=32, maxmem=64 * 1024 * 1024,
                              **SCRYPT)
    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, PBKDF2_ROUNDS)


@dataclass(frozen=True)
class Lock:
    """The operator's PIN as a salted hash: ``opens(pin)`` checks one."""

    method: str
    salt: bytes
    digest: bytes

    @classmethod
    def of(cls, pin: str) -> "Lock":
        """A new lock for ``pin`` (a fresh random salt)."""
        method, salt = _method(), os.urandom(SALT_BYTES)
        return cls(method, salt, _digest(pin, salt, method))

    def opens(self, pin: str) -> bool:
        if not pin_is_set(pin):
            return False
        return hmac.compare_digest(_digest(pin, self.salt, self.method), self.digest)

    def to_json(self) -> dict[str, Any]:
        return {"kind": KIND, "format": FORMAT, "method": self.method,
                "salt": self.salt.hex(), "hash": self.digest.hex()}

    @classmethod
    def from_json(cls, data: Any) -> "Lock":
        """A lock from its file's JSON; raises ValueError naming what is wrong."""
        if not isinstance(data, dict) or data.get("kind") != KIND or data.get("format") != FORMAT:
            raise ValueError("not a kiosk lock of this version")
        if set(data) != FIELDS:             # nothing more: no parameters of its own
            raise ValueError("unknown fields")
        method, salt, digest = data.get("method"), data.get("salt"), data.get("hash")
        if method not in METHODS or not (hasattr(hashlib, "scrypt") or method != "scrypt"):
            raise ValueError(f"unknown hashing {str(method)[:20]!r}")
        if not isinstance(salt, str) or not isinstance(digest, str):
            raise ValueError("no salt or hash")
        try:
            made = cls(method, bytes.fromhex(salt), bytes.fromhex(digest))
        except ValueError:
            raise ValueError("the salt or hash is not hexadecimal") from None
        if len(made.salt) != SALT_BYTES or len(made.digest) != 32:
            raise ValueError("the salt or hash has the wrong length")
        return made


def lock_path(directory: PathLike | None = None) -> Path:
    return data_dir(directory) / LOCK_FILE


def read_lock(directory: PathLike | None = None) -> tuple[Lock | None, str | None]:
    """``(lock, None)``, ``(None, "missing")`` or ``(None, "damaged")``. Never raises;
    a damaged lock stays where it is (``--set-pin`` writes a new one over it)."""
    try:
        data = read_json(lock_path(directory), LIMIT, 2)
    except ReadError as exc:
        return None, MISSING_LOCK if exc.reason == MISSING else DAMAGED_LOCK
    try:
        return Lock.from_json(data), None
    except ValueError:
        return None, DAMAGED_LOCK


def save_lock(lock: Lock, directory: PathLike | None = None) -> Path:
    """Write the lock atomically. Raises SaveError if the disk refuses."""
    path = lock_path(directory)
    try:
        return write_atomic(path, json.dumps(lock.to_json(), indent=1) + "\n")
    except OSError as exc:
        raise SaveError("error.kiosk_lock.write_failed", str(exc), file=path.name) from exc


def set_pin(pin: str, directory: PathLike | None = None) -> Lock:
    """Lock the kiosk with ``pin``: raises ValueError (its catalog key) for a PIN
    that may not be chosen, SaveError when it cannot be written (then nothing
    changed)."""
    problem = pin_problem(pin)
    if problem is not None:
        raise ValueError(problem)
    lock = Lock.of(pin)
    save_lock(lock, directory)
    return lock


def load_lock(directory: PathLike | None = None) -> tuple[Lock | None, str | None]:
    """The kiosk's lock (``read_lock``), the settings' old plain-text PIN
    moved into it first if there is no lock file yet."""
    lock, problem = read_lock(directory)
    if problem != MISSING_LOCK:
        return lock, problem
    old = _plain_pin(directory)
    if old is None:
        return None, MISSING_LOCK
    lock = Lock.of(old)
    try:
        save_lock(lock, directory)
    except SaveError:
        return lock, None         # works for this run; the old PIN stays where it was
    settings, message = load_settings(directory)
    if message is None:
        try:                      # the settings are written again, without the PIN
            save_settings(settings, directory)
        except SaveError:
            pass                  # the lock is kept; the plain copy goes with the next change
    return lock, None


def _plain_pin(directory: PathLike | None) -> str | None:
    """The ``kiosk_pin`` an earlier version kept in settings.json, if usable."""
    try:
        data = read_json(settings_path(directory), SETTINGS_LIMIT, SETTINGS_DEPTH)
    except ReadError:
        return None
    pin = data.get("kiosk_pin") if isinstance(data, dict) else None
    return pin if isinstance(pin, str) and pin_is_set(pin) else None
