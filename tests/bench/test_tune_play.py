"""The pure helpers of bench/tune_play.py (no games played)."""
from __future__ import annotations

import pytest

from bench.tune_play import (deal_games, literal, parse_weights, scales, series_games,
                             spsa_step, summary, table, to_weights)
from game.ai.weights import FEATURES, MEDIUM, TUNED, Weights


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
