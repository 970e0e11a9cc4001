"""Finished engine games written out as CITY.json score the same through the
``score`` command as through the engine's own ``score_game``."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.cli.score import score_document
from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game
from game.monica.engine import score_game as engine_score
from game.monica.engine.cards import ROWS
from game.monica.engine.city import City

ROOT = Path(__file__).resolve().parents[2]


def score_game(state):
    """The engine's report without ``seat``, the one key the command cannot know."""
    report = engine_score(state)
    for row in report["players"]:
        assert row.pop("seat") == [p.name for p in state.players].index(row["name"])
    return report


def play(seed: int, players: int) -> Any:
    """A seeded game of random legal moves, played to the end."""
    state = new_game(["Ann", "Bob", "Cy", "Di"][:players], seed=seed, box=load_box())
    rng = random.Random(seed)
    while state.phase != "over":
        apply_action(state, rng.choice(legal_actions(state)))
    return state


def city_json(name: str, city: City, full_objects: bool) -> dict[str, Any]:
    """One player of a CITY.json document, from an engine city."""
    counts = city.people_counts()
    spaces: list[dict[str, Any]] = []
    start = city.start_col
    positions = [(0, start), (1, start), *sorted(city.cards)]
    for pos in positions:
        entry: dict[str, Any] = {"row": ROWS[pos[0]], "col": pos[1]}
        card = city.cards.get(pos)
        if card is not None:
            entry["card"] = card.to_json() if full_objects else card.id
        if pos in counts:
            entry["people"] = dict(zip(("local", "tourist", "vip"), counts[pos], strict=True))
        if pos in city.footprints:
            entry["footprint"] = True
        if card is None and len(entry) == 2:
            continue            # an empty starting-tile half may be left out
        spaces.append(entry)
    tile = city.tile.to_json() if full_objects else city.tile.id
    return {"name": name, "sand_dollars": city.sand_dollars,
            "start": {"col": start, "tile": tile}, "spaces": spaces}


def document(state: Any, full_objects: bool = False) -> dict[str, Any]:
    return {"objective": state.objective,
            "players": [city_json(p.name, p.city, full_objects) for p in state.players]}


@pytest.mark.parametrize("seed", range(12))
def test_score_command_agrees_with_the_engine(seed: int) -> None:
    state = play(seed, 2 + seed % 3)
    expected = score_game(state)
    assert score_document(document(state), "game.json") == expected
    assert score_document(document(state, full_objects=True), "game.json") == expected


def test_subprocess_agrees_with_the_engine(tmp_path: Path) -> None:
    state = play(99, 4)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document(state)))
    res = subprocess.run([sys.executable, "main.py", "score", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout) == score_game(state)
