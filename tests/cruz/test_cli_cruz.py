"""``cruz targets|score FILE``: the contract command (shared/contracts/santa-cruz.md)."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.cli.cruz import main
from game.cli.cruz_position import parse_position

from .engine.fixtures import LAYOUT, PATHS, RIVERS

EXAMPLE = {
    "players": 3,
    "fields": [
        {"id": "k1", "area": "coast", "face_up": True,
         "tile": {"building": "lighthouse", "points": 2, "resources": ["fish"],
                  "fish_bonus": 3, "bird": True}},
        {"id": "l4", "area": "land", "face_up": False,
         "tile": {"building": "house", "points": 1, "resources": ["wood", "gold"],
                  "fish_bonus": 0, "bird": False}}],
    "paths": [["k1", "l4"]],
    "rivers": {"r1": ["k1", "l4", "l7"]},
    "buildings": [{"player": 0, "field": "k1"}],
    "supply": [{"lighthouse": 2, "church": 3, "house": 8}] * 3,
    "birds": [1, 0, 0], "last_player": 2, "add_on_used": False,
    "scores": [2, 0, 0], "track": [0, 1, 2]}
# The contract's example river names l7, a field it leaves out; ours adds it.
EXAMPLE["fields"].append({"id": "l7", "area": "land", "face_up": False, "tile": {
    "building": "church", "points": 3, "resources": [], "fish_bonus": 0, "bird": False}})


def position(buildings: list[tuple[int, str]] = (), players: int = 3,  # type: ignore[assignment]
             face_up: tuple[str, ...] = (), **kw: Any) -> dict[str, Any]:
    """The small test board (tests/cruz/engine/fixtures.py) as a contract position."""
    fields = [{"id": fid, "area": t.area.value, "face_up": t.area.value == "coast" or fid in face_up
               or any(fid == f for _, f in buildings),
               "tile": {"building": t.building.value, "points": t.points,
                        "resources": [r.value for r in t.resources], "fish_bonus": t.fish_bonus,
                        "bird": t.bird}} for fid, t in LAYOUT.items()]
    pos = {"players": players, "fields": fields, "paths": [list(p) for p in PATHS],
           "rivers": {k: list(v) for k, v in RIVERS.items()},
           "buildings": [{"player": p, "field": f} for p, f in buildings],
           "supply": [{"lighthouse": 2, "church": 3, "house": 8} for _ in range(players)],
           "birds": [0] * players, "last_player": players - 1, "add_on_used": False,
           "scores": [0] * players, "track": list(range(players))}
    pos.update(kw)
    return pos


def run(command: str, doc: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        raw: str | None = None) -> tuple[int, Any, str]:
    path = tmp_path / "q.json"
    path.write_text(raw if raw is not None else json.dumps(doc), encoding="utf-8")
    code = main([command, str(path)])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if code == 0 else out), err


def test_contract_example(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run("targets", {"position": EXAMPLE, "player": 0, "card": "path"},
                         tmp_path, capsys)
    assert (code, out, err) == (0, {"targets": ["l4"], "add_on": []}, "")
    code, out, _ = run("targets", {"position": EXAMPLE, "player": 0, "card": "river"},
                       tmp_path, capsys)
    assert out == {"targets": ["l4", "l7"], "add_on": []}      # face down: always targets
    code, out, _ = run("score", {"position": EXAMPLE, "card": "fish_sheep", "played_by": 0},
                       tmp_path, capsys)
    assert out == {"points": [6, 0, 0], "scores": [8, 0, 0], "track": [0, 1, 2], "removed": []}


def test_targets_by_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pos = position([(0, "k1"), (1, "k5"), (2, "l1")], face_up=("l3",))
    ask = {"position": pos, "player": 0}
    assert run("targets", {**ask, "card": "ship"}, tmp_path, capsys)[1] == \
        {"targets": ["k2", "k3", "k4", "k6"], "add_on": []}
    assert run("targets", {**ask, "card": "river"}, tmp_path, capsys)[1] == \
        {"targets": ["l3", "v1"], "add_on": []}
    assert run("targets", {**ask, "card": "path"}, tmp_path, capsys)[1] == \
        {"targets": [], "add_on": []}
    pos["supply"][0]["church"] = 0          # l3 (face up) shows a church; v1 is face down
    assert run("targets", {**ask, "card": "river"}, tmp_path, capsys)[1] == \
        {"targets": ["v1"], "add_on": []}
    last = {"position": pos, "player": 2}   # seat 2 is last_player: the add-on
    assert run("targets", {**last, "card": "path"}, tmp_path, capsys)[1] == \
        {"targets": ["l2", "l3"], "add_on": ["k1"]}
    pos["add_on_used"] = True
    assert run("targets", {**last, "card": "path"}, tmp_path, capsys)[1]["add_on"] == []


def test_score_eruption_and_order(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pos = position([(0, "v1"), (1, "v2"), (2, "v3"), (1, "l5")], scores=[10, 9, 9],
                   track=[0, 1, 2])
    code, out, _ = run("score", {"position": pos, "card": "eruption", "played_by": 2},
                       tmp_path, capsys)
    # seat 2 first (9 -> 7), then 0 (10 -> 8), then 1 (9 -> 7, behind seat 2)
    assert out == {"points": [-2, -2, -2], "scores": [8, 7, 7], "track": [0, 2, 1],
                   "removed": ["v1", "v2", "v3"]}


def test_a_list_answers_in_order_and_stdin(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    queries = [{"position": EXAMPLE, "player": 0, "card": "path"},
               {"position": EXAMPLE, "player": 2, "card": "ship"}]
    code, out, _ = run("targets", queries, tmp_path, capsys)
    assert code == 0 and out == [{"targets": ["l4"], "add_on": []},
                                 {"targets": [], "add_on": ["k1"]}]
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps(queries).encode())))
    assert main(["targets", "-"]) == 0
    assert json.loads(capsys.readouterr().out) == out
    assert run("score", [], tmp_path, capsys)[:2] == (0, [])


def _broken(**changes: Any) -> dict[str, Any]:
    pos = json.loads(json.dumps(EXAMPLE))
    pos.update(changes)
    return {"position": pos, "player": 0, "card": "ship"}


BAD = [
    (_broken(players=5), "position.players"),
    (_broken(buildings=[{"player": 0, "field": "k1"}, {"player": 0, "field": "k1"}]),
     "two buildings of player 0"),
    (_broken(buildings=[{"player": p, "field": "k1"} for p in range(3)], add_on_used=True),
     "more than two"),
    (_broken(buildings=[{"player": 0, "field": "k1"}, {"player": 1, "field": "k1"}]),
     "add_on_used is false"),
    (_broken(buildings=[{"player": 0, "field": "k9"}]), "unknown field id"),
    (_broken(buildings=[{"player": 0, "field": "k1", "building": "house"}]), "whose tile shows"),
    (_broken(paths=[["k1", "zz"]]), "unknown field id"),
    (_broken(supply=[{"lighthouse": 3, "church": 3, "house": 8}] * 3), "out of range"),
    (_broken(supply=[{"lighthouse": 2, "church": 3}] * 3), "missing key"),
    (_broken(track=[0, 0, 1]), "not an order of the seats"),
    (_broken(track=[1, 0, 2]), "in front of"),
    (_broken(birds=[-1, 0, 0]), "out of range"),
    (_broken(scores=[1, 2]), "one entry per player"),
    (_broken(last_player=3), "last_player"),
    (_broken(add_on_used="no"), "true or false"),
    ({"position": EXAMPLE, "player": 0, "card": "double"}, "card"),
    ({"position": EXAMPLE, "player": 3, "card": "ship"}, "player"),
    ({"position": EXAMPLE, "card": "ship"}, 'missing key "player"'),
    ({"player": 0, "card": "ship"}, 'missing key "position"'),
    ([1], "expected an object"),
]


@pytest.mark.parametrize("doc,words", BAD)
def test_bad_input_is_one_line_and_exit_2(doc: Any, words: str, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    for wrapped, mark in ((doc, None), ([_broken(), doc], "[1]")):
        code, out, err = run("targets", wrapped, tmp_path, capsys)
        assert code == 2 and out == "" and err.count("\n") == 1 and words in err, err
        assert "Traceback" not in err
        if mark and isinstance(doc, dict):
            assert f"q.json: {mark} " in err


@pytest.mark.parametrize("raw,words", [("{", "not valid JSON"), ('{"a": 1, "a": 2}', "twice"),
                                       ("[" * 100 + "]" * 100, "nested"), ("NaN", "JSON")])
def test_unreadable_json(raw: str, words: str, tmp_path: Path,
                         capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run("score", None, tmp_path, capsys, raw=raw)
    assert code == 2 and words in err and err.count("\n") == 1


def test_missing_file_and_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "/no/such/file.json"]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["guess", "x.json"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_through_the_interpreter(tmp_path: Path) -> None:
    path = tmp_path / "q.json"
    path.write_text(json.dumps({"position": EXAMPLE, "player": 0, "card": "path"}))
    done = subprocess.run([sys.executable, "-c", "import sys; from game.cli.cruz import main; "
                           "sys.exit(main(sys.argv[1:]))", "targets", str(path)],
                          capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0 and json.loads(done.stdout) == {"targets": ["l4"], "add_on": []}


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 60) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
PATHS_IN = ["players", "fields", "paths", "rivers", "buildings", "supply", "birds",
            "last_player", "add_on_used", "scores", "track"]


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(key=st.sampled_from(PATHS_IN), value=JSON, command=st.sampled_from(["targets", "score"]),
       card=st.sampled_from(["ship", "river", "path", "gold", "eruption", "birds", 7]))
def test_hostile_positions_never_crash(key: str, value: Any, command: str, card: Any,
                                       tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    pos = json.loads(json.dumps(EXAMPLE))
    pos[key] = value
    doc = {"position": pos, "player": 0, "played_by": 0, "card": card}
    code, _, err = run(command, [doc], tmp_path, capsys)
    assert code in (0, 2)
    if code == 2:
        assert err.count("\n") == 1 and "Traceback" not in err and "cannot answer" not in err


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=JSON)
def test_any_json_is_answered_or_refused(doc: Any, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run("targets", doc, tmp_path, capsys)
    assert code in (0, 2) and "cannot answer" not in err



def test_the_contracts_own_example_runs_verbatim(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    # The contract's example river r1 passes l7, which is no field of its position:
    # the river runs on there, k1 and l4 stay on it, and nothing is built on l7.
    verbatim = {**EXAMPLE, "fields": [f for f in EXAMPLE["fields"] if f["id"] != "l7"]}
    code, out, err = run("targets", {"position": verbatim, "player": 0, "card": "river"},
                         tmp_path, capsys)
    assert (code, out, err) == (0, {"targets": ["l4"], "add_on": []}, "")
    code, out, _ = run("score", {"position": verbatim, "card": "fish_sheep", "played_by": 0},
                       tmp_path, capsys)
    assert out == {"points": [6, 0, 0], "scores": [8, 0, 0], "track": [0, 1, 2], "removed": []}


def test_fields_either_side_of_a_river_point_are_on_the_river_but_not_joined() -> None:
    doc = {**EXAMPLE, "rivers": {"r1": ["k1", "x9", "l4", "l7"]}}
    board = parse_position(doc, "p").board
    assert board.rivers["r1"] == ("k1", "l4", "l7")
    assert "k1" not in board.river_links["l4"] and "l7" in board.river_links["l4"]
    assert board.rivers_at["k1"] == board.rivers_at["l4"] == frozenset({"r1"})
