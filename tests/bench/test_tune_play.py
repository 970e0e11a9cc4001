"""The pure helpers of bench/tune_play.py and its tuning loop (no games played)."""
from __future__ import annotations

import pytest

from bench.tune_play import (Result, Table, deal_games, literal, parse_weights, scales,
                             series_games, spsa_step, summary, table, to_weights, tune)
from game.monica.ai.weights import FEATURES, MEDIUM, TUNED, Weights


def test_parse_weights_names_pairs_and_values():
    assert parse_weights("tuned") == TUNED
    assert parse_weights("medium") == MEDIUM
    assert parse_weights("dollar=2, vip_step=0") == Weights(dollar=2.0, vip_step=0.0)
    assert parse_weights(",".join(["1"] * len(FEATURES))) == Weights(*[1.0] * len(FEATURES))
    with pytest.raises(ValueError, match="unknown weights: nope"):
        parse_weights("nope=1")
    with pytest.raises(ValueError, match="give 10 values"):
        parse_weights("1,2")


def test_literal_round_trips_through_parse():
    text = literal(TUNED)
    assert text.startswith("Weights(dollar=1.24, ")
    assert parse_weights(text[len("Weights("):-1]) == TUNED


def test_coordinates_scale_by_start_and_clip_at_zero():
    scale = scales(TUNED)
    assert scale[FEATURES.index("person_spare")] == pytest.approx(3.166)
    assert scale[FEATURES.index("vip_step")] == 0.5          # a zero weight can still move
    theta = tuple(1.0 for _ in FEATURES)
    assert to_weights(theta, scale).person_spare == pytest.approx(3.166)
    neg = to_weights(tuple(-1.0 for _ in FEATURES), scale)
    assert min(neg.vector()) == 0.0


def test_spsa_steps_towards_the_better_side():
    delta = (1.0, -1.0)
    assert spsa_step((0.0, 0.0), delta, diff=2.0, rms=2.0, gain=0.1) == (0.1, -0.1)
    assert spsa_step((0.0, 0.0), delta, diff=-4.0, rms=2.0, gain=0.1) == (-0.2, 0.2)
    assert spsa_step((0.5, 0.5), delta, diff=3.0, rms=0.0, gain=0.1) == (0.5, 0.5)


def test_deals_play_every_seat_position_and_series_match_simulate():
    games = deal_games(7, 2, 2)
    assert games == [(7 * 100_003 + d, s) for d in (2, 3) for s in range(4)]
    assert series_games(101, 4, 3) == [(101 * 100_003 + g, g % 4) for g in (4, 5, 6)]


def test_summary_counts_wins_and_margin():
    s = summary([(70.0, 60.0, 1.0), (50.0, 60.0, 0.0), (65.0, 62.0, 0.5)])
    assert (s["games"], s["wins"], s["score"], s["others"]) == (3, 1.5, 61.67, 60.67)
    assert s["margin"] == pytest.approx(1.0)
    assert 0 < s["ci95"][0] < 0.5 < s["ci95"][1] < 1


def test_tables_name_players_and_tuned_seats():
    assert table("4") == (4, 1)
    assert table("2") == (2, 1)
    assert table("4x2") == (4, 2)
    for bad in ("5", "1", "4x4", "2x0", "3x3"):
        with pytest.raises(ValueError, match="a table is 2-4 players"):
            table(bad)
    assert deal_games(7, 0, 1, players=2) == [(7 * 100_003, 0), (7 * 100_003, 1)]
    assert series_games(104, 0, 3, players=2) == [(104 * 100_003 + g, g % 2) for g in range(3)]


class _Recorder:
    """A runner that plays nothing: it notes who would play which games and
    makes the side with more ``dollar`` weight win by a point a game."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Weights, list[tuple[int, int]], Table]] = []

    def run(self, level: str, w: Weights, games: list[tuple[int, int]],
            at: Table) -> list[Result]:
        self.calls.append((level, w, games, at))
        return [(60.0 + w.dollar, 60.0, 1.0) for _ in games]


@pytest.mark.parametrize("level", ["planner", "hard"])
def test_the_loop_plays_the_level_asked_on_paired_deals(level):
    rec = _Recorder()
    w, done = tune(rec, TUNED, iterations=4, deals=2, seed=3, a=0.1, c=0.3, deadline=None,
                   at=(2, 1), level=level)
    assert done == 4 and len(rec.calls) == 8
    assert {call[0] for call in rec.calls} == {level}
    for plus, minus in zip(rec.calls[::2], rec.calls[1::2], strict=True):
        assert plus[2] == minus[2] and plus[3] == minus[3] == (2, 1)   # the same deals
        assert len(plus[2]) == 4                 # 2 deals from both seat positions
    assert w.dollar > TUNED.dollar               # it climbs towards the winning side
