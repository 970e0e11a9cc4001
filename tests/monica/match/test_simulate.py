"""Bot-versus-bot games through the Match (the ``simulate`` command)."""
from __future__ import annotations

import pytest

from game.monica.ai.simulate import CardStats
from game.monica.engine import actions as A
from game.monica.match import simulate as sim


def test_games_are_reproducible_and_rotate_the_start_player():
    a = sim.simulate(["random", "random"], 4, seed=2)
    b = sim.simulate(["random", "random"], 4, seed=2)
    a.pop("games_per_second"), b.pop("games_per_second")
    assert a == b and a["errors"] == 0 and a["games"] == 4
    assert abs(sum(s["wins"] for s in a["seats"]) - 4) < 0.05
    starts = [sim.bot_match(["random"] * 3, 7, g % 3, 10).state.start_player for g in range(3)]
    assert starts == [0, 1, 2]


def test_card_picks_are_counted():
    stats = CardStats()
    m = sim.bot_match(["random", "random"], 5, 0, 10)
    sim.play_out(m, stats)
    assert m.over and sum(stats.picks.values()) >= 2 * 12


def test_an_illegal_bot_move_is_counted_not_raised(monkeypatch):
    class Broken:
        name = "broken"

        def choose(self, state):
            return A.PlaceCard("no-such-card", 0)

    monkeypatch.setattr(sim, "make_bot", lambda name, seed, ms, budget, table: Broken())
    res = sim.simulate(["random", "random"], 3, seed=1)
    assert res["errors"] == 3 and res["seats"][0]["mean_score"] == 0


def test_a_bot_that_crashes_is_not_hidden(monkeypatch):
    class Crashing:
        name = "crashing"

        def choose(self, state):
            raise RuntimeError("no idea")

    monkeypatch.setattr(sim, "make_bot", lambda name, seed, ms, budget, table: Crashing())
    with pytest.raises(RuntimeError):
        sim.simulate(["random", "random"], 1, seed=1)
