"""``simulate --game santa-cruz``: the same JSON as Santa Monica's, the same
for the same arguments, bad input one line and exit 2."""
from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.dispatch import main as cli
from game.cruz.engine import Build
from game.cruz.match import CardStats, bot_match, series_game, simulate

sim = importlib.import_module("game.cruz.match.simulate")     # the module, not the function


def _run(capsys, *args: str) -> tuple[int, str, str]:
    code = cli(["simulate", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_json_is_santa_monicas_shape_and_the_same_for_the_same_arguments(capsys):
    args = ("--game", "santa-cruz", "--players", "3", "--bots", "easy,random,medium",
            "--games", "3", "--seed", "4")
    code, out, err = _run(capsys, *args)
    assert code == 0 and err == ""
    cruz = json.loads(out)
    code, out, _ = _run(capsys, *args)
    again = json.loads(out)
    cruz.pop("games_per_second"), again.pop("games_per_second")
    assert cruz == again
    code, out, _ = _run(capsys, "--players", "2", "--bots", "random", "--games", "1")
    monica = json.loads(out)
    assert set(monica) == set(cruz) | {"games_per_second"}
    assert set(monica["seats"][0]) == set(cruz["seats"][0])
    assert [s["bot"] for s in cruz["seats"]] == ["easy", "random", "medium"]
    assert sum(s["wins"] for s in cruz["seats"]) == 3 and cruz["errors"] == 0


@pytest.mark.parametrize("args, words", [
    (("--game", "santa-barbara"), "invalid choice: 'santa-barbara'"),
    (("--game", "santa-cruz", "--bots", "random,expert"), "unknown bot 'expert'"),
    (("--game", "santa-cruz", "--players", "5", "--bots", "random"), "2-4 players"),
    (("--game", "santa-cruz", "--players", "3", "--bots", "random,easy"), "one bot per seat"),
    (("--game", "santa-cruz", "--games", "0"), "not a positive integer"),
    (("--game", "santa-cruz", "--budget", "-3"), "not a positive integer"),
    (("--game", "santa-cruz", "--think-ms", "50"), "--budget"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, args, words):
    code, out, err = _run(capsys, *args)
    assert code == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1


def test_card_stats_are_written(capsys, tmp_path):
    target = tmp_path / "cards.json"
    code, _, _ = _run(capsys, "--game", "santa-cruz", "--bots", "medium,medium", "--games", "2",
                      "--card-stats", str(target))
    data = json.loads(target.read_text())
    assert code == 0 and data["games"] == 2
    assert sum(c["plays"] for c in data["cards"]) == 2 * 2 * (4 + 4)
    code, _, err = _run(capsys, "--game", "santa-cruz", "--games", "1",
                        "--card-stats", str(tmp_path / "no" / "such" / "dir.json"))
    assert code == 2 and "cannot write" in err


def test_the_start_player_rotates_over_the_games():
    starts = [bot_match(["random"] * 3, *series_game(1, g, 3)).state.start_player
              for g in range(6)]
    assert starts == [0, 1, 2, 0, 1, 2]


def test_an_illegal_bot_move_is_counted_not_raised(monkeypatch):
    class Broken:
        name = "broken"

        def choose(self, v):
            return Build("nowhere")

    monkeypatch.setattr(sim, "make_bot", lambda name, seed, budget: Broken())
    res = simulate(["random", "random"], 3, seed=1)
    assert res["errors"] == 3 and res["seats"][0]["mean_score"] == 0


def test_card_stats_count_every_scoring_card_played():
    stats = CardStats()
    res = simulate(["easy"] * 4, 2, seed=2, observers=(stats,))
    plays = sum(stats.plays.values())
    assert res["errors"] == 0 and plays == 2 * 4 * (2 + 2)


def test_the_json_does_not_depend_on_the_string_hash_seed():
    """Bots iterate nothing in an order the hash seed could change."""
    args = [sys.executable, "main.py", "simulate", "--game", "santa-cruz", "--players", "3",
            "--bots", "hard,medium,easy", "--games", "1", "--budget", "40", "--seed", "6"]
    root = Path(__file__).resolve().parents[3]
    outs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(args, cwd=root, env=env, capture_output=True, text=True,
                              check=True)
        result = json.loads(done.stdout)
        result.pop("games_per_second")
        outs.append(result)
    assert outs[0] == outs[1] and outs[0]["errors"] == 0
