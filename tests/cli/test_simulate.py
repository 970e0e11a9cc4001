"""The ``simulate`` command: one JSON line, seats, errors, card statistics."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, hash_seed: str = "0") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.run([sys.executable, "main.py", "simulate", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, env=env)


def test_four_random_bots_hundred_games_no_errors(tmp_path):
    stats = tmp_path / "cards.json"
    out = run("--players", "4", "--bots", "random,random,random,random", "--games", "100",
              "--seed", "3", "--card-stats", str(stats))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    res = json.loads(lines[0])
    assert res["games"] == 100 and res["errors"] == 0
    assert [s["bot"] for s in res["seats"]] == ["random"] * 4
    assert abs(sum(s["wins"] for s in res["seats"]) - 100) < 0.05   # shared wins count 1/k
    assert 10 < res["mean_turns"] < 20
    assert res["games_per_second"] > 0
    cards = json.loads(stats.read_text())
    assert len(cards["cards"]) == 78
    assert sum(c["picks"] for c in cards["cards"]) >= 100 * 4 * 12
    assert set(cards["objectives"]) <= {"A", "B", "C"}


def test_same_seed_same_results():
    a = json.loads(run("--bots", "random,random", "--games", "20", "--seed", "9").stdout)
    b = json.loads(run("--bots", "random,random", "--games", "20", "--seed", "9").stdout)
    for r in (a, b):
        r.pop("games_per_second")
    assert a == b


def test_same_seed_same_results_for_search_bots_in_any_process():
    """A sample budget, not a clock: the same JSON whatever the machine (a
    different string-hash seed stands in for another process)."""
    args = ("--bots", "expert,hard", "--games", "1", "--seed", "4", "--budget", "2")
    a = run(*args, hash_seed="1")
    b = run(*args, hash_seed="2")
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    ra, rb = json.loads(a.stdout), json.loads(b.stdout)
    for r in (ra, rb):
        r.pop("games_per_second")
    assert ra == rb


def test_bad_arguments_one_line_exit_2():
    for args in (("--bots", "random,wizard"), ("--players", "5", "--bots", "random"),
                 ("--players", "3", "--bots", "random,random"), ("--games", "0"),
                 ("--bots", "hard,medium", "--budget", "0"),
                 ("--bots", "hard,medium", "--budget", "lots"),
                 ("--bots", "hard,medium", "--budget", "2.5"),
                 ("--bots", "hard,medium", "--think-ms", "-5")):
        out = run(*args)
        assert out.returncode == 2
        assert out.stdout == ""
        assert len(out.stderr.strip().splitlines()) == 1, out.stderr


def test_simulate_and_score_do_not_import_pygame():
    code = ("import sys, runpy; sys.argv=['main.py','simulate','--games','2'];"
            "import main; main.main(sys.argv[1:]); assert 'pygame' not in sys.modules")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
