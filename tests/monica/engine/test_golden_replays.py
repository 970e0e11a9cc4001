"""Games with medium bots at the table replay exactly as recorded.

``golden_games.py`` recorded six seeded games (2, 3 and 4 players; medium bots
alone and with random ones) as action logs on the engine before its speed
work. Replaying them, this test hashes every listed action (in order), every
event, each final score, and the deck of a determinized copy along the way;
the digest must stay the same. Along the way the game continues on a clone
every few steps, and the clone must report the very events the original does:
search bots live on clones. A rule changed on purpose records a new log and
digest (``python -m tests.monica.engine.golden_games``), with the rule's note.
"""
from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from game.monica.content.box import load_box
from game.monica.engine import apply_action, determinize, legal_actions, new_game, score_game
from game.monica.engine.actions import action_from_json

from .golden_games import DATA
from .test_golden import _plain

GOLDEN = "b4b96d62153c6dba619fe789d8e291402bd34b1e42ff41f0dd224e73878a46ca"


def _events(events: list[Any]) -> bytes:
    return json.dumps([[str(e.kind), e.player, _plain(e.data)] for e in events],
                      sort_keys=True).encode()


def digest() -> str:
    box = load_box()
    h = hashlib.sha256()
    games = json.loads(DATA.read_text(encoding="utf-8"))
    for game in games:
        s = new_game(len(game["bots"]), seed=game["seed"], box=box)
        for step, data in enumerate(game["actions"]):
            listed = legal_actions(s)
            act = action_from_json(data)
            assert act in listed, f"seed {game['seed']} step {step}: {act!r} is not listed"
            for action in listed:
                h.update(repr(action).encode())
            h.update(b"|")
            if step % 9 == 4:
                h.update(repr(determinize(s, random.Random(step)).deck).encode())
            if step % 5 == 0:
                twin = s.clone()
                events = apply_action(twin, act)
                assert _events(apply_action(s, act)) == _events(events)
                s = twin if step % 10 == 0 else s
            else:
                # The decoded action: not the listed object, so it is checked in full.
                events = apply_action(s, act)
            h.update(_events(events))
            h.update(b"#")
        assert s.phase == "over"
        h.update(repr(score_game(s)).encode())
    return h.hexdigest()


def test_bot_games_replay_with_the_same_listing_events_and_scores() -> None:
    assert digest() == GOLDEN
