"""The ``review`` command: one JSON line per seat; bad input is one line, exit 2."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import dispatch
from game.monica.persist import SaveMeta, save_game
from tests.monica.ai.test_review import SEED, easy_game

ROOT = Path(__file__).resolve().parents[2]
SEATS = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]


@pytest.fixture(scope="module")
def replay(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished game between two easy bots, written by game.monica.persist."""
    _, log = easy_game(SEED)
    path = tmp_path_factory.mktemp("replays") / "replay-20260101-120000-5.json"
    save_game(path, SaveMeta(["Ann", "Bob"], SEED, seats=SEATS), log)
    return path


def review(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    code = dispatch.main(["review", *args], prog="santa-monica")
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_one_line_per_seat_with_mistakes(replay: Path, capsys) -> None:
    code, lines, err = review(capsys, str(replay), "--budget", "2")
    assert code == 0, err
    rows = [json.loads(line) for line in lines]
    assert [r["seat"] for r in rows] == [0, 1]
    assert [r["name"] for r in rows] == ["Ann", "Bob"]
    for r in rows:
        assert {"seat", "name", "score", "mistakes"} <= set(r)
        assert isinstance(r["score"], int) and r["score"] > 0
        assert 1 <= len(r["mistakes"]) <= 3
        for m in r["mistakes"]:
            assert {"round", "turn", "taken", "better", "points_lost"} <= set(m)
            assert m["points_lost"] > 0
            assert "type" in m["taken"] and "type" in m["better"]
        assert r["estimated"] >= r["score"]


def test_one_seat_and_top(replay: Path, capsys) -> None:
    code, lines, err = review(capsys, str(replay), "--seat", "1", "--top", "1", "--budget", "2")
    assert code == 0, err
    assert len(lines) == 1
    row = json.loads(lines[0])
    assert row["seat"] == 1 and len(row["mistakes"]) == 1


def test_same_output_in_any_process(replay: Path) -> None:
    """No clock, no string hashing: another process prints the same line."""
    def run(hash_seed: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        return subprocess.run([sys.executable, "main.py", "review", str(replay), "--seat", "0",
                               "--budget", "1"], cwd=ROOT, capture_output=True, text=True,
                              timeout=120, env=env)
    a, b = run("1"), run("2")
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    assert a.stdout == b.stdout and json.loads(a.stdout)["seat"] == 0


def bad(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, lines, err = review(capsys, *args)
    assert code == 2 and not lines
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err
    return err


def test_not_a_replay(tmp_path: Path, capsys) -> None:
    other = tmp_path / "settings.json"
    other.write_text('{"kind": "santa-monica-settings", "format": 1}')
    assert "not a Santa Monica save" in bad(capsys, str(other))
    text = tmp_path / "notes.json"
    text.write_text("hello")
    assert "notes.json" in bad(capsys, str(text))
    assert "there is no replay at" in bad(capsys, str(tmp_path / "missing.json"))
    bad(capsys, str(tmp_path))                    # a folder


def test_damaged_replays(replay: Path, tmp_path: Path, capsys) -> None:
    text = replay.read_text()
    cut = tmp_path / "cut.json"
    cut.write_text(text[: len(text) // 2])
    assert "cut.json" in bad(capsys, str(cut))
    data = json.loads(text)
    data["actions"][7] = {"type": "TakeCard", "col": 99}
    illegal = tmp_path / "illegal.json"
    illegal.write_text(json.dumps(data))
    assert "move 8" in bad(capsys, str(illegal))
    data["actions"][7] = {"type": "Teleport"}
    malformed = tmp_path / "malformed.json"
    malformed.write_text(json.dumps(data))
    assert "malformed.json" in bad(capsys, str(malformed))


def test_newer_version(replay: Path, tmp_path: Path, capsys) -> None:
    data = json.loads(replay.read_text())
    data["format"] = 99
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps(data))
    assert "newer version" in bad(capsys, str(newer))


def test_unfinished_game(replay: Path, tmp_path: Path, capsys) -> None:
    data = json.loads(replay.read_text())
    data["actions"] = data["actions"][:20]
    partial = tmp_path / "autosave.json"
    partial.write_text(json.dumps(data))
    assert "finished" in bad(capsys, str(partial))


@pytest.mark.parametrize("args", [("--seat", "2"), ("--seat", "-1"), ("--seat", "one"),
                                  ("--top", "0"), ("--top", "-3"), ("--top", "two"),
                                  ("--top", "1.5"), ("--budget", "0")])
def test_bad_options(replay: Path, capsys, args: tuple[str, str]) -> None:
    err = bad(capsys, str(replay), *args)
    assert args[0] in err or "seat" in err


def test_no_replay_given(capsys) -> None:
    assert "REPLAY" in bad(capsys)
