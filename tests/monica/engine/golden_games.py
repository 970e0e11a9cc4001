"""Seeded games with bots at the table, recorded once as action logs.

``test_golden_replays.py`` replays them and hashes what the engine lists and
reports. The logs are recorded data, not live bots: a bot that is tuned later
plays other moves, and that must not look like an engine change.

Record anew (only when a rule changes on purpose, with its note):
``python -m tests.monica.engine.golden_games``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.monica.ai.registry import make_bot
from game.monica.content.box import load_box
from game.monica.engine import apply_action, new_game
from game.monica.engine.actions import action_to_json

DATA = Path(__file__).with_name("data") / "bot_games.json"

# (seed, bots by seat): every table size, medium bots with random ones and alone.
TABLES: tuple[tuple[int, tuple[str, ...]], ...] = (
    (11, ("medium", "random")),
    (12, ("medium", "medium")),
    (13, ("medium", "random", "medium")),
    (14, ("medium", "medium", "medium")),
    (15, ("medium", "random", "medium", "random")),
    (16, ("medium", "medium", "medium", "medium")),
)


def record() -> list[dict[str, Any]]:
    box = load_box()
    games: list[dict[str, Any]] = []
    for seed, names in TABLES:
        bots = [make_bot(name, seed=seed * 10 + i) for i, name in enumerate(names)]
        s = new_game(len(names), seed=seed, box=box)
        actions: list[dict[str, Any]] = []
        while s.phase != "over":
            act = bots[s.current].choose(s)
            actions.append(action_to_json(act))
            apply_action(s, act)
        games.append({"seed": seed, "bots": list(names), "actions": actions})
    return games


if __name__ == "__main__":
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(record(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {DATA}")
