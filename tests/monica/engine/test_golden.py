"""The listing and the events of seeded random games never change.

Bots and seeds depend on which actions ``legal_actions`` lists and in which
order, and on the events an action makes. This test plays 100 seeded random
games on the shipped deck (2, 3 and 4 players) and hashes every listed action
(in order), every event and every final score; the digest below was recorded
before the engine's speed work and must stay the same. A change to a rule
changes it on purpose: then record the new digest with the rule's note.
"""
from __future__ import annotations

import hashlib
import json
import random

from game.monica.content.box import load_box
from game.monica.engine import apply_action, legal_actions, new_game, score_game

GOLDEN = "444f206c0572df0e263978bba89dbc2b65de7af2d9bdd6d14d667cbc9fbabd6c"


def _plain(value: object) -> object:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(repr(v) for v in value)
    if value is None or isinstance(value, (int, float, str)):
        return value
    return repr(value)


def digest(games: int = 100) -> str:
    box = load_box()
    h = hashlib.sha256()
    for seed in range(games):
        s = new_game(2 + seed % 3, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            listed = legal_actions(s)
            for action in listed:
                h.update(repr(action).encode())
            h.update(b"|")
            for event in apply_action(s, rng.choice(listed)):
                h.update(json.dumps([str(event.kind), event.player, _plain(event.data)],
                                    sort_keys=True).encode())
            h.update(b"#")
        h.update(repr(score_game(s)).encode())
    return h.hexdigest()


def test_listing_and_events_of_100_seeded_games_are_unchanged() -> None:
    assert digest() == GOLDEN
