"""Beach codes: a deal's seed written as a short word a person can type.

Base-32 with Crockford's alphabet (no I, L, O, U), at least six symbols, shown
as two halves: ``K7Q-2MX``. Reading is forgiving: case, dashes and spaces are
ignored; O reads as 0, I and L as 1.

The low 30 bits of a seed are scrambled by a fixed bijection before they are
written, so seed 3 reads like any other code (``"W4J-9ZQ"``-like, not
``"000-003"``); ``decode`` undoes it, so every code reads back as its seed.
"""
from __future__ import annotations

import random

from game.persist.seeds import SEED_LIMIT, seed_problem

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {c: i for i, c in enumerate(ALPHABET)}
_READ.update({"O": 0, "I": 1, "L": 1})
MIN_LEN = 6
CODE_BITS = 30          # random codes are six symbols
_MASK = (1 << CODE_BITS) - 1
# An odd multiplier is invertible modulo 2**30; ``x ^ (x >> 15)`` undoes itself
# on 30 bits. Two rounds spread a small seed over all six symbols.
_MUL = 0x2545F491
_INV = pow(_MUL, -1, 1 << CODE_BITS)
_ADD = 0x1B873593 & _MASK
_LIMIT_BITS = SEED_LIMIT.bit_length()


def _mix(x: int) -> int:
    for _ in range(2):
        x = (x * _MUL + _ADD) & _MASK
        x ^= x >> 15
    return x


def _unmix(x: int) -> int:
    for _ in range(2):
        x ^= x >> 15
        x = ((x - _ADD) * _INV) & _MASK
    return x


def encode(seed: int) -> str:
    if seed < 0:
        raise ValueError("a seed is a non-negative integer")
    digits = []
    n = (seed & ~_MASK) | _mix(seed & _MASK)
    while n:
        n, r = divmod(n, 32)
        digits.append(ALPHABET[r])
    s = "".join(reversed(digits)).rjust(MIN_LEN, "0")
    half = len(s) // 2
    return f"{s[:half]}-{s[half:]}"


def decode(code: str) -> int:
    s = "".join(ch for ch in code.upper() if ch not in "- _")
    if not s:
        raise ValueError("empty beach code")
    n = 0
    for ch in s:
        if ch not in _READ:
            raise ValueError(f"{ch!r} is not a beach-code letter")
        n = n * 32 + _READ[ch]
        if n.bit_length() > _LIMIT_BITS:     # stop early: a huge code is refused at once
            raise ValueError("the beach code is too long")
    seed = (n & ~_MASK) | _unmix(n & _MASK)
    if seed_problem(seed) is not None:      # the saves' one bound on seeds
        raise ValueError("the beach code is too long")
    return seed


def random_seed(rng: random.Random | None = None) -> int:
    return (rng or random.SystemRandom()).getrandbits(CODE_BITS)
