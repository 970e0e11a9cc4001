"""The command line at its edges: every option that takes a number, a size,
a seed, a beach code or a list refuses what the game cannot use in one line
naming the option and the entry (exit 2), and every message starts with the
command's name. Output that holds a player's name prints on a terminal that
cannot show it (``PYTHONIOENCODING=ascii``)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import dispatch
from game.cli.options import MAX_WINDOW, MIN_WINDOW, window_size
from game.monica.persist import SaveMeta, save_game
from game.persist.seeds import SEED_LIMIT
from tests.monica.ai.test_review import SEED, easy_game

ROOT = Path(__file__).resolve().parents[2]
PROG = "santa-monica"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = dispatch.main(list(argv), prog=PROG)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture(autouse=True)
def _never_run(monkeypatch):
    """A command that is not refused must not open a window for long."""
    from game.monica.client.kiosk import run as kiosk_run

    def opened(*_args, **_kw):
        raise AssertionError("the kiosk started instead of refusing")
    for name in ("play", "soak", "screenshot"):
        monkeypatch.setattr(kiosk_run, name, opened)


def refused(capsys, *argv: str) -> str:
    """The one line a refused command prints (it exits 2, prints nothing on stdout)."""
    if argv[0] == "play":
        argv = (*argv, "--max-frames", "1")
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", (argv, code, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith(f"{PROG} {argv[0]}: "), err
    return err


@pytest.mark.parametrize("seats,entry", [("human,hrad", "'hrad'"), ("human,,easy", "''"),
                                         ("human,easy,bots", "'bots'")])
def test_a_wrong_seat_is_named(capsys, seats, entry):
    err = refused(capsys, "play", "--seats", seats)
    assert "--seats" in err and entry in err


def test_too_many_seats_says_how_many(capsys):
    err = refused(capsys, "play", "--seats", "easy,easy,easy,easy,easy")
    assert "--seats" in err and "5" in err


@pytest.mark.parametrize("argv", [
    ["play", "--size=-5x-5"], ["play", "--size", "100000x100000"], ["play", "--size", "639x360"],
    ["play", "--size", "640x359"], ["play", "--size", "big"], ["play", "--size", "0x0"],
    ["kiosk", "--window=-5x-5"], ["kiosk", "--window", "100000x100000"],
    ["kiosk", "--window", "320x200"],
])
def test_a_window_size_out_of_bounds_is_refused(capsys, argv):
    err = refused(capsys, *argv)
    assert argv[1].split("=")[0] in err
    assert f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}" in err


def test_the_window_bounds():
    assert window_size("640x360") == (640, 360) and window_size("1920X1080") == (1920, 1080)
    assert window_size(f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}") == MAX_WINDOW


@pytest.mark.parametrize("argv", [
    ["play", "--seed", "-1"], ["play", "--seed", str(SEED_LIMIT)], ["play", "--seed", "1" * 401],
    ["play", "--code", "Z" * 40], ["play", "--code", "K7Q-2M!"],
    ["kiosk", "--seed", "-5"], ["kiosk", "--seed", str(10 ** 400)],
    ["simulate", "--seed", "-1"],
])
def test_a_seed_or_code_the_saves_cannot_hold_is_refused(capsys, argv):
    err = refused(capsys, *argv)
    assert argv[1] in err


@pytest.mark.parametrize("games", ["0", "-5", "many"])
def test_attract_games_must_be_at_least_one(capsys, games):
    err = refused(capsys, "kiosk", "--attract-games", games)
    assert "--attract-games" in err and games in err


def test_score_messages_start_with_the_command(capsys, tmp_path):
    err = refused(capsys, "score", str(tmp_path / "nope.json"))
    assert err == f"{PROG} score: {tmp_path / 'nope.json'}: cannot read the file: no such file\n"
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    assert refused(capsys, "score", str(tmp_path / "bad.json")).startswith(
        f"{PROG} score: {tmp_path / 'bad.json'}: line 1")


def test_review_of_a_missing_file_names_the_path_and_calls_it_a_replay(capsys, tmp_path):
    missing = tmp_path / "replays" / "replay-nope.json"
    err = refused(capsys, "review", str(missing))
    assert str(missing) in err and "replay" in err.lower() and "save file" not in err


@pytest.fixture(scope="module")
def zoe_replay(tmp_path_factory: pytest.TempPathFactory) -> Path:
    _, log = easy_game(SEED)
    path = tmp_path_factory.mktemp("zoe") / "replay-20260101-120000-5.json"
    save_game(path, SaveMeta(["Zoë", "Bob"], SEED, seats=[{"kind": "bot", "level": "easy"}] * 2),
              log)
    return path


def test_a_name_the_terminal_cannot_print(zoe_replay: Path):
    env = dict(os.environ, PYTHONIOENCODING="ascii", PYTHONPATH=str(ROOT))
    res = subprocess.run([sys.executable, "-m", "game", "review", str(zoe_replay), "--seat", "0",
                          "--top", "1", "--budget", "2"], capture_output=True, env=env,
                         cwd=ROOT, timeout=300)
    assert res.returncode == 0, res.stderr.decode(errors="replace")
    line = json.loads(res.stdout.decode("ascii"))
    assert "Zo\u00eb" in json.dumps(line, ensure_ascii=False)
