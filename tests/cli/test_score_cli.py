"""The ``score`` command: hand-made cities in-process, the real data end to end,
and every kind of bad input (exit 2, one line on stderr, nothing on stdout)."""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.cli.score import main, score_document
from game.cli.score_input import InputError
from game.monica.engine.cards import (BEACH, STREET, Box, Objective, Ring, VipRule, make_feature_card,
                               make_starting_tile)
from game.monica.engine.city import City
from game.monica.engine.scoring import score_players

ROOT = Path(__file__).resolve().parents[2]

OBJ_A = Objective("A", "Big Swell", "blue", {"kind": "largest_group", "per": 2},
                  {"kind": "largest_group", "per": 2},
                  {"kind": "rank_unplaced", "most": -4, "second": -2})
OBJ_C = Objective("C", "Full Blocks", "orange", {"kind": "group_table", "table": [1, 3, 6, 10]},
                  {"kind": "full_columns", "per": 1},
                  {"kind": "rings_and_unplaced", "ring": 1, "per": 2, "points": -1})

# A tiny box: two beach cards, one street card, one tile.
BOX = Box(
    cards={
        "T1": make_feature_card("T1", "Surf Spot", BEACH, ("wave", "wave"), (),
                                None, ({"adjacent": "tourist", "points": 2},)),
        "T2": make_feature_card("T2", "Dune Garden", BEACH, ("nature",), (),
                                Ring(3, tourist=1), ({"chain": "wave", "min": 1, "points": 9},)),
        "T3": make_feature_card("T3", "Corner Cafe", STREET, ("tourist", "business"),
                                ({"gain": "sand_dollar", "n": 1},), None,
                                ({"adjacent": "wave", "points": 3},)),
    },
    tiles={"S1": make_starting_tile("S1", "Pier Gate", ("tourist",), ({"gain": "vip", "n": 1},),
                                    VipRule(("tourist", "local"), (BEACH, STREET)))},
    sand_dollar_tiles=(),
    objectives={"A": OBJ_A, "C": OBJ_C},
)


def ann(spaces: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    player = {"name": "Ann", "sand_dollars": 2, "start": {"col": 0, "tile": "S1"},
              "spaces": spaces}
    player.update(extra)
    return player


def doc(*players: dict[str, Any], objective: str = "A") -> dict[str, Any]:
    return {"objective": objective, "players": list(players)}


GOOD = doc(ann([
    {"row": "beach", "col": 1, "card": "T1", "footprint": True},
    {"row": "beach", "col": 2, "card": "T2", "people": {"tourist": 1, "local": 1}},
    {"row": "street", "col": 1, "card": "T3", "people": {"local": 1}},
    {"row": "street", "col": 0, "people": {"vip": 1}, "footprint": True},
]), {"name": "Bob", "sand_dollars": 0, "start": {"col": 5, "tile": "S1"}, "spaces": [
    {"row": "street", "col": 4, "card": "T3"},
]})


# -- in-process, hand-made box ------------------------------------------------
def test_scores_a_hand_made_city() -> None:
    out = score_document(copy.deepcopy(GOOD), "city.json", BOX)
    ann_p, bob_p = out["players"]
    # T1: T3's tourist is below it (2). T2: its wave chain icon needs T2 to
    # carry a wave, it has none (0). T3: next to T1's waves (3). T2's ring is
    # filled by the tourist (3); the local beside it, the local on T3 and the
    # VIP are unplaced (3). Footprints: T1 has none of the tags (0), the tile's
    # street half has a tourist (1). Waves: group of 2 (4). Misc: largest
    # non-wave group is tourist 2 (tile + T3) (4). Penalty: most unplaced (-4).
    assert ann_p["categories"] == {"cards": 5, "rings": 3, "footprints": 1, "wave": 4,
                                   "misc": 4, "penalty": -4}
    assert ann_p["total"] == 13 and ann_p["unplaced"] == 3 and ann_p["sand_dollars"] == 2
    assert [(s["row"], s["col"], s["cards"], s["ring"], s["filled"]) for s in ann_p["spaces"]] == [
        ("beach", 1, 2, 0, False), ("beach", 2, 0, 3, True), ("street", 1, 3, 0, False)]
    # Bob: T3 next to his tile's tourist: a tourist group of 2; nobody unplaced.
    assert bob_p["categories"] == {"cards": 0, "rings": 0, "footprints": 0, "wave": 0,
                                   "misc": 4, "penalty": 0}
    assert (ann_p["rank"], bob_p["rank"]) == (1, 2)
    assert out["winners"] == ["Ann"]


def test_matches_score_players_on_the_same_city() -> None:
    out = score_document(copy.deepcopy(GOOD), "city.json", BOX)
    city = City(BOX.tiles["S1"], 0, sand_dollars=2)
    city.cards[(BEACH, 1)] = BOX.cards["T1"]
    city.cards[(BEACH, 2)] = BOX.cards["T2"]
    city.cards[(STREET, 1)] = BOX.cards["T3"]
    for kind, pos in [("tourist", (BEACH, 2)), ("local", (BEACH, 2)), ("local", (STREET, 1)),
                      ("vip", (STREET, 0))]:
        city.add_person(kind, pos)
    city.footprints |= {(BEACH, 1), (STREET, 0)}
    bob = City(BOX.tiles["S1"], 5, {(STREET, 4): BOX.cards["T3"]})
    assert out == score_players([city, bob], ["Ann", "Bob"], OBJ_A)


def test_full_objects_are_used_as_given() -> None:
    d = doc(ann([{"row": "street", "col": -1, "card": {
        "id": "ZZ", "name": "Made Up", "row": "street", "tags": ["tourist"],
        "ring": {"any_number": True, "points": 7}, "score": [{"adjacent": "tourist", "points": 5}]},
        "people": {"vip": 2}}], start={"col": 0, "tile": {
            "id": "SX", "name": "Home", "tags": ["local"], "setup": [],
            "vip": {"cards": "beach"}}}), objective="C")
    p = score_document(d, "city.json", BOX)["players"][0]
    assert p["categories"]["cards"] == 0 and p["categories"]["rings"] == 7
    assert p["categories"]["misc"] == 1 and p["categories"]["penalty"] == 1


def test_people_and_footprint_may_be_left_out_and_spaces_empty() -> None:
    p = score_document(doc(ann([])), "city.json", BOX)["players"][0]
    assert p["total"] == 2 and p["spaces"] == [] and p["unplaced"] == 0   # misc: 1 tourist


def _bad(d: Any, fragment: str) -> str:
    with pytest.raises(InputError) as info:
        score_document(d, "city.json", BOX)
    message = str(info.value)
    assert fragment in message and "\n" not in message
    assert message.startswith("city.json")
    return message


def test_unknown_card_names_player_space_and_id() -> None:
    d = doc(ann([{"row": "beach", "col": 1, "card": "B99"}]))
    assert _bad(d, "not in the deck") == (
        'city.json: players[0] "Ann": spaces[0] (beach, 1): card B99 is not in the deck')


@pytest.mark.parametrize("d, fragment", [
    ([], "expected a JSON object"),
    ({"players": []}, 'missing "objective"'),
    (doc(ann([]), objective="Z"), 'objective "Z" is not one of A, C'),
    ({"objective": "A"}, 'missing "players"'),
    ({"objective": "A", "players": []}, "non-empty list"),
    (doc("Ann"), "players[0]: expected a player object"),
    (doc({"sand_dollars": 1, "start": {"col": 0, "tile": "S1"}, "spaces": []}), 'missing "name"'),
    (doc(ann([], name="")), "name must be a non-empty string"),
    (doc(ann([]), ann([])), 'players[1] "Ann": name is also used by players[0]'),
    (doc(ann([], sand_dollars=-1)), "sand_dollars must not be negative"),
    (doc(ann([], sand_dollars=1.5)), "sand_dollars must be a whole number"),
    (doc(ann([], sand_dollars=True)), "sand_dollars must be a whole number"),
    (doc(ann([], start={"col": 0, "tile": "S7"})), 'tile "S7" is not a starting tile'),
    (doc(ann([], start={"col": "0", "tile": "S1"})), "start: col must be a whole number"),
    (doc(ann([], start={"tile": "S1"})), 'missing "col"'),
    (doc(ann([], start={"col": 0, "tile": 3})), "tile must be a tile id or a tile object"),
    (doc(ann([], start={"col": 0, "tile": {"id": "X"}})), 'start: tile X'),
    (doc(ann({})), "spaces must be a list"),
    (doc(ann(["beach"])), "spaces[0]: expected a space object"),
    (doc(ann([{"row": "sky", "col": 1, "card": "T1"}])), 'row must be "beach" or "street"'),
    (doc(ann([{"row": "beach", "card": "T1"}])), 'missing "col"'),
    (doc(ann([{"row": "beach", "col": 1, "card": 7}])), "card must be a card id or a card object"),
    (doc(ann([{"row": "beach", "col": 1, "card": {
        "id": "Q", "name": "Q", "row": "beach", "tags": ["wave"], "ring": {"points": "x"}}}])),
     "(beach, 1): card Q"),
    (doc(ann([{"row": "street", "col": 1, "card": "T1"}])),
     '(street, 1): card T1 "Surf Spot" is a beach card, not a street card'),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1"}, {"row": "beach", "col": 1, "card": "T2"}])),
     "spaces[1] (beach, 1): two things on one space (spaces[0] is there too)"),
    (doc(ann([{"row": "beach", "col": 0}, {"row": "beach", "col": 0}])),
     "spaces[1] (beach, 0): two things on one space"),
    (doc(ann([{"row": "beach", "col": 0, "card": "T1"}])),
     "(beach, 0): two things on one space (the starting tile fills column 0)"),
    (doc(ann([{"row": "beach", "col": 2, "card": "T1"}])),
     "(beach, 2): card T1 is not connected to the rest of the city"),
    (doc(ann([{"row": "street", "col": 1, "card": "T3"}, {"row": "beach", "col": 3, "card": "T1"},
              {"row": "street", "col": 3, "card": "T3"}])),
     "spaces[1] (beach, 3): card T1 is not connected"),
    (doc(ann([{"row": "beach", "col": 1}])), "(beach, 1): no card, but only the starting tile"),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1", "people": {"local": -1}}])),
     "people.local must not be negative"),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1", "people": {"kid": 1}}])),
     'unknown kind "kid"'),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1", "people": [1]}])),
     "people must be an object"),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1", "people": {"vip": "2"}}])),
     "people.vip must be a whole number"),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1", "footprint": "yes"}])),
     "footprint must be true or false"),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1", "people": {"local": 10 ** 12}}])),
     "(beach, 1): 1000000000000 locals in this city, but the game has only 30"),
    (doc(ann([{"row": "beach", "col": 1, "card": "T1", "people": {"vip": 5}},
              {"row": "street", "col": 0, "people": {"vip": 4}}])),
     "spaces[1] (street, 0): 9 VIPs in this city, but the game has only 8"),
])
def test_bad_documents(d: Any, fragment: str) -> None:
    _bad(d, fragment)


# -- main(), in-process ----------------------------------------------------------
def _write(tmp_path: Path, content: Any) -> str:
    path = tmp_path / "city.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content))
    return str(path)


REAL = {"objective": "A", "players": [{
    "name": "Ann", "sand_dollars": 4, "start": {"col": 0, "tile": "S1"},
    "spaces": [{"row": "beach", "col": 1, "card": "B07", "people": {"tourist": 1},
                "footprint": True},
               {"row": "street", "col": 0, "people": {"vip": 1}, "footprint": True}]}]}


def _real_expected() -> dict[str, Any]:
    from game.monica.content.box import load_box
    box = load_box()
    city = City(box.tiles["S1"], 0, {(BEACH, 1): box.cards["B07"]}, sand_dollars=4)
    city.add_person("tourist", (BEACH, 1))
    city.add_person("vip", (STREET, 0))
    city.footprints |= {(BEACH, 1), (STREET, 0)}
    return score_players([city], ["Ann"], box.objectives["A"])


def test_main_prints_one_json_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([_write(tmp_path, REAL)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert json.loads(out) == _real_expected()


@pytest.mark.parametrize("content, fragment", [
    ("{", "not valid JSON"),
    ("", "not valid JSON"),
    ('{"objective": "A", "objective": "B"}', 'the key "objective" twice'),
    ('{"objective": NaN}', "NaN"),
    (b"\xff\xfe{}", "not UTF-8"),
    ("[" * 100000 + "]" * 100000, "city.json"),
])
def test_main_unreadable_json(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                              content: Any, fragment: str) -> None:
    assert main([_write(tmp_path, content)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and fragment in err


def test_main_missing_file_and_usage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "nope.json")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "nope.json: cannot read the file" in err and err.count("\n") == 1
    assert main([]) == 2
    assert main(["a.json", "b.json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 2
    assert main([str(tmp_path)]) == 2


def test_main_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "score" in capsys.readouterr().out


# -- end to end: python main.py score ------------------------------------------------
def run(path: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", "score", path], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_subprocess_scores_the_contract_example(tmp_path: Path) -> None:
    res = run(_write(tmp_path, REAL))
    assert res.returncode == 0, res.stderr
    assert res.stderr == ""
    assert json.loads(res.stdout) == _real_expected()


def test_subprocess_reads_standard_input() -> None:
    res = run("-", json.dumps(REAL))
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["winners"] == ["Ann"]


def test_subprocess_does_not_import_pygame(tmp_path: Path) -> None:
    code = ("import sys, runpy; sys.argv = ['main.py', 'score', sys.argv[1]]\n"
            "try:\n    runpy.run_path('main.py', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "assert 'pygame' not in sys.modules, 'pygame imported'\n")
    res = subprocess.run([sys.executable, "-c", code, _write(tmp_path, REAL)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr


def _real(**change: Any) -> dict[str, Any]:
    d = copy.deepcopy(REAL)
    d["players"][0].update(change)
    return d


BAD_FILES = [
    ("not json at all", "not valid JSON"),
    ([1, 2], "expected a JSON object"),
    ({"objective": "D", "players": REAL["players"]}, 'objective "D" is not one of'),
    (_real(spaces=[{"row": "beach", "col": 1, "card": "B99"}]),
     'players[0] "Ann": spaces[0] (beach, 1): card B99 is not in the deck'),
    (_real(spaces=[{"row": "street", "col": 1, "card": "B07"}]), "is a beach card, not a street"),
    (_real(spaces=[{"row": "beach", "col": 1, "card": "B07"},
                   {"row": "beach", "col": 1, "card": "B01"}]), "two things on one space"),
    (_real(spaces=[{"row": "beach", "col": 3, "card": "B07"}]), "not connected to the rest"),
    (_real(spaces=[{"row": "street", "col": 2}]), "no card, but only the starting tile"),
    (_real(sand_dollars=-3), "sand_dollars must not be negative"),
    (_real(spaces=[{"row": "street", "col": 0, "people": {"vip": -1}}]),
     "people.vip must not be negative"),
    (_real(start={"col": 0, "tile": "S0"}), 'tile "S0" is not a starting tile'),
    (_real(spaces=[{"row": "beach", "col": 1, "card": {"id": "X", "row": "beach"}}]),
     "(beach, 1): card X"),
    ({"objective": "A", "players": [REAL["players"][0], REAL["players"][0]]},
     "name is also used by players[0]"),
]


@pytest.mark.parametrize("content, fragment", BAD_FILES)
def test_subprocess_bad_input(tmp_path: Path, content: Any, fragment: str) -> None:
    res = run(_write(tmp_path, content))
    assert res.returncode == 2
    assert res.stdout == ""
    assert res.stderr.count("\n") == 1 and "Traceback" not in res.stderr
    assert res.stderr.startswith(f"main.py score: {tmp_path / 'city.json'}")
    assert fragment in res.stderr


def test_subprocess_missing_file() -> None:
    res = run("no/such/city.json")
    assert (res.returncode, res.stdout) == (2, "")
    assert res.stderr == "main.py score: no/such/city.json: cannot read the file: no such file\n"
