"""Santa Cruz's saves: a game written and read back is the same game; every
kind of damaged file is one sentence (in any language) and is kept aside, never
deleted; replays are kept newest first and pruned to the setting."""
from __future__ import annotations

import json
import random
from datetime import datetime, timedelta

import pytest
from hypothesis import given, settings, strategies as st

from game.cruz.engine import apply_action, legal_actions
from game.cruz.persist import (autosave, autosave_file, list_replays, load_autosave,
                               read_save, save_game, save_replay)
from game.cruz.persist.saves import replay
from game.persist.errors import SaveError

META = {"seats": [{"name": "You", "kind": "human", "level": "medium", "color": "coral"},
                  {"name": "Inês", "kind": "bot", "level": "hard", "color": "lagoon"}],
        "draft": True, "seed": 42}


def some_actions(n: int, seed: int = 1) -> list:
    state = replay(META, [], "x")
    rng, out = random.Random(seed), []
    for _ in range(n):
        action = rng.choice(legal_actions(state))
        apply_action(state, action)
        out.append(action)
    return out


def test_a_save_reads_back_as_the_same_game(tmp_path):
    actions = some_actions(25)
    path = tmp_path / "game.json"
    save_game(path, META, actions)
    got = read_save(path)
    assert got.actions == actions and got.meta == META
    assert got.state is not None and got.state.scores == replay(META, actions, "x").scores


def test_autosave_and_continue(tmp_path):
    assert load_autosave() == (None, None)
    autosave(META, some_actions(10))
    saved, problem = load_autosave()
    assert problem is None and saved is not None and len(saved.actions) == 10


@pytest.mark.parametrize("text,key", [
    ("", "error.save.empty"), ('{"kind": "santa-cruz-save", "format": 1, "setup"', "error.save.truncated"),
    ("[1, 2", "error.save.truncated"), ("{nope}", "error.save.corrupt"),
    ('{"kind": "santa-monica-save", "format": 1}', "cruz.save.not_a_save"),
    ('{"kind": "santa-cruz-save", "format": 99, "setup": {}, "actions": []}', "error.save.newer"),
    ('{"kind": "santa-cruz-save", "format": 1, "setup": {"seats": []}, "actions": []}',
     "error.save.malformed"),
])
def test_a_damaged_autosave_is_one_sentence_and_kept_aside(text, key):
    path = autosave_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    saved, problem = load_autosave()
    assert saved is None and problem is not None and problem.key == key
    assert problem.text("en") != key
    kept = list(path.parent.glob("cruz-autosave.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
    assert not path.exists()
    for lang in ("en", "de", "fr"):
        sentence = problem.text(lang)
        assert "{" not in sentence and sentence.count(".") >= 1 and "\n" not in sentence


def test_an_illegal_move_in_a_save_names_it(tmp_path):
    actions = some_actions(6)
    path = tmp_path / "bad.json"
    save_game(path, META, actions[:2] + actions[3:])
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert err.value.key == "error.save.bad_action" and err.value.fields["n"] >= 3
    assert err.value.fields["total"] == 5


def test_replays_newest_first_and_pruned():
    start = datetime(2024, 5, 1, 12, 0, 0)
    for k in range(5):
        save_replay(META, some_actions(3), when=start + timedelta(minutes=k), keep=3)
    kept = list_replays()
    assert len(kept) == 3
    assert [r.when for r in kept] == sorted((r.when for r in kept), reverse=True)
    save, problem = kept[0].load()
    assert problem is None and save is not None


@settings(max_examples=60, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) |
                    st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=20))
def test_hostile_json_is_refused_in_one_sentence(tmp_path_factory, value):
    path = tmp_path_factory.mktemp("h") / "x.json"
    doc = {"kind": "santa-cruz-save", "format": 1, "setup": value, "actions": value}
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert err.value.key.startswith(("error.save.", "cruz.save."))
