"""Beach codes: every seed reads as a real-looking code and back."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.client import beach_code


@given(st.integers(min_value=0, max_value=2 ** 64))
def test_every_seed_round_trips(seed: int) -> None:
    code = beach_code.encode(seed)
    assert beach_code.decode(code) == seed
    assert beach_code.decode(code.lower().replace("-", " ")) == seed


def test_low_seeds_do_not_look_like_placeholders() -> None:
    codes = [beach_code.encode(seed) for seed in range(4096)]
    assert len(set(codes)) == len(codes)
    for code in codes:
        assert len(code) == 7
        body = code.replace("-", "")
        assert body.count("0") <= 3, code
        assert len(set(body)) >= 3, code


def test_neighbouring_seeds_give_unrelated_codes() -> None:
    a, b = beach_code.encode(3), beach_code.encode(4)
    assert sum(x != y for x, y in zip(a, b, strict=True)) >= 3
