"""Saves: round trips mid-turn, replays, and every kind of bad file."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.monica.ai.random_bot import RandomBot
from game.monica.content import load_box
from game.monica.engine import apply_action, new_game
from game.monica.engine.actions import TakeCard, action_to_json
from game.monica.persist import (FORMAT_VERSION, SaveError, load_game, load_or_quarantine, read_save,
                          replay_states, restore, save_game)
from game.monica.persist.save_reader import parse_save

from .games import fingerprint, meta, play


def mid_turn_game(seed: int = 7, warmup: int = 25):
    """A game stopped in the optional-actions phase of some turn."""
    m = meta(seed)
    state = m.new_game()
    bot = RandomBot(seed)
    actions, _ = play(state, bot, warmup)
    more, _ = play(state, bot, until_phase="actions")
    actions += more
    assert state.phase == "actions", "the random game should reach an actions phase"
    return m, state, actions, bot


def test_round_trip_mid_turn(tmp_path: Path):
    m, state, actions, bot = mid_turn_game()
    path = save_game(tmp_path / "game.json", m, actions)
    loaded = load_game(path)
    assert loaded.state.phase == "actions"
    assert fingerprint(loaded.state) == fingerprint(state)
    assert loaded.meta.seats == m.seats
    assert loaded.meta.names == m.names and loaded.meta.seed == m.seed
    # Going on with the same actions gives the same events, to the end.
    cont, events = play(state, bot)
    for act, expected in zip(cont, events, strict=True):
        got = [e.to_json() for e in apply_action(loaded.state, act)]
        assert got == expected
    assert fingerprint(loaded.state) == fingerprint(state)
    assert loaded.state.phase == "over"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_every_seat_count_and_options(tmp_path: Path, seed: int):
    names = ("Ann", "Bob", "Cleo", "Dev")[: 2 + seed % 3]
    m = meta(seed, names, objective="B", sand_dollar_actions=["two_front", "back_row"],
             start_player=1, code="K7Q-2MX")
    state = m.new_game()
    actions, _ = play(state, RandomBot(seed), 40)
    loaded = load_game(save_game(tmp_path / "s.json", m, actions))
    assert fingerprint(loaded.state) == fingerprint(state)
    assert loaded.meta.code == "K7Q-2MX"
    assert loaded.meta.sand_dollar_actions == ["two_front", "back_row"]


def test_actions_may_be_given_as_dicts(tmp_path: Path):
    m, state, actions, _ = mid_turn_game(seed=4)
    path = save_game(tmp_path / "g.json", m, [action_to_json(a) for a in actions])
    assert fingerprint(load_game(path).state) == fingerprint(state)


def test_empty_log_is_the_new_game(tmp_path: Path):
    m = meta(9)
    loaded = load_game(save_game(tmp_path / "new.json", m, []))
    assert fingerprint(loaded.state) == fingerprint(m.new_game())


def test_replay_states_follow_the_game(tmp_path: Path):
    m = meta(5)
    state = m.new_game()
    actions, events = play(state, RandomBot(5))
    save = read_save(save_game(tmp_path / "done.json", m, actions))
    steps = list(replay_states(save))
    assert [a for a, _, _ in steps] == actions
    assert [[e.to_json() for e in ev] for _, ev, _ in steps] == events
    assert steps[-1][2].phase == "over"
    assert fingerprint(restore(save)) == fingerprint(state)


def test_replay_snapshots_are_separate_states(tmp_path: Path):
    m = meta(6)
    state = m.new_game()
    actions, _ = play(state, RandomBot(6), 30)
    save = read_save(save_game(tmp_path / "s.json", m, actions))
    snaps = [s for _, _, s in replay_states(save, snapshots=True)]
    assert len({id(s) for s in snaps}) == len(snaps)
    assert snaps[0].turns <= snaps[-1].turns
    assert fingerprint(snaps[-1]) == fingerprint(state)


def test_atomic_write_leaves_no_temp_file(tmp_path: Path):
    m, _, actions, _ = mid_turn_game(seed=8)
    save_game(tmp_path / "a.json", m, actions)
    save_game(tmp_path / "a.json", m, actions[:3])       # overwrite in place
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]
    assert len(read_save(tmp_path / "a.json").actions) == 3


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch):
    m, _, actions, _ = mid_turn_game(seed=8)
    path = save_game(tmp_path / "a.json", m, actions)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveError) as err:
        save_game(path, m, actions[:2])
    assert "could not be saved" in err.value.message
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_file_format(tmp_path: Path):
    m, _, actions, _ = mid_turn_game(seed=3)
    data = json.loads(save_game(tmp_path / "f.json", m, actions).read_text("utf-8"))
    assert data["format"] == FORMAT_VERSION
    assert data["kind"] == "santa-monica-save"
    assert data["setup"] == {"names": ["Ann", "Bob", "Cleo"], "seed": 3, "objective": None,
                             "sand_dollar_actions": None, "start_player": None, "code": None}
    assert data["seats"] == m.seats
    assert data["actions"] == [action_to_json(a) for a in actions]


# -- bad files -------------------------------------------------------------

@pytest.fixture()
def saves(tmp_path: Path):
    """A folder with one good save and one save to break."""
    m, state, actions, _ = mid_turn_game(seed=2)
    good = save_game(tmp_path / "good.json", m, actions)
    bad = save_game(tmp_path / "bad.json", m, actions)
    return tmp_path, good, bad


def edit(path: Path, change) -> None:
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")


def corrupt(path: Path) -> None:
    path.write_text('{"format": 1, "setup": {"names": [}', "utf-8")


def truncate(path: Path) -> None:
    text = path.read_text("utf-8")
    path.write_text(text[: len(text) // 2], "utf-8")


def newer(path: Path) -> None:
    edit(path, lambda d: d.update(format=3))


def illegal(path: Path) -> None:
    edit(path, lambda d: d["actions"].insert(5, action_to_json(TakeCard(9))))


def no_actions(path: Path) -> None:
    edit(path, lambda d: d.pop("actions"))


def no_setup(path: Path) -> None:
    edit(path, lambda d: d.pop("setup"))


def no_names(path: Path) -> None:
    edit(path, lambda d: d["setup"].pop("names"))


def wrong_shape(path: Path) -> None:
    path.write_text("[1, 2, 3]", "utf-8")


def not_an_action(path: Path) -> None:
    edit(path, lambda d: d["actions"].__setitem__(2, {"type": "Teleport"}))


def bad_objective(path: Path) -> None:
    edit(path, lambda d: d["setup"].update(objective="Z"))


def empty(path: Path) -> None:
    path.write_text("", "utf-8")


def binary(path: Path) -> None:
    path.write_bytes(b"\xff\xfe\x00garbage")


def string_seed(path: Path) -> None:
    edit(path, lambda d: d["setup"].update(seed="seven"))


BREAKERS = {
    corrupt: "The save file bad.json is damaged and cannot be read.",
    truncate: "The save file bad.json is incomplete; it was probably cut off while being written.",
    newer: "This save was made by a newer version of the game (format 3; "
           "this game reads up to 1).",
    illegal: "The save file bad.json is damaged: move 6 of ",
    no_actions: "The save file bad.json is damaged: part of it is missing or malformed.",
    no_setup: "The save file bad.json is damaged: part of it is missing or malformed.",
    no_names: "The save file bad.json is damaged: part of it is missing or malformed.",
    wrong_shape: "bad.json is not a Santa Monica save.",
    not_an_action: "The save file bad.json is damaged: part of it is missing or malformed.",
    bad_objective: "The save file bad.json describes a game that cannot be set up.",
    empty: "The save file bad.json is empty.",
    binary: "The save file bad.json is damaged and cannot be read.",
    string_seed: "The save file bad.json is damaged: part of it is missing or malformed.",
}


@pytest.mark.parametrize("breaker", list(BREAKERS), ids=lambda f: f.__name__)
def test_bad_file_raises_one_clear_message(saves, breaker):
    _, _, bad = saves
    breaker(bad)
    with pytest.raises(SaveError) as err:
        load_game(bad)
    message = err.value.message
    assert message.startswith(BREAKERS[breaker])
    assert "\n" not in message and "Traceback" not in message
    assert str(err.value) == message
    assert err.value.detail        # the technical reason is kept for logs


@pytest.mark.parametrize("breaker", list(BREAKERS), ids=lambda f: f.__name__)
def test_bad_file_is_moved_aside_and_others_untouched(saves, breaker):
    folder, good, bad = saves
    good_bytes = good.read_bytes()
    breaker(bad)
    bad_bytes = bad.read_bytes()
    game, message = load_or_quarantine(bad)
    assert game is None
    assert message.startswith(BREAKERS[breaker].rstrip("."))
    assert " (kept as bad.json.bad-" in message
    assert message.endswith(").") and message.count(". ") == 0       # one sentence
    assert not bad.exists()
    moved = [p for p in folder.iterdir() if p.name.startswith("bad.json.bad-")]
    assert len(moved) == 1 and moved[0].read_bytes() == bad_bytes    # kept, not deleted
    assert good.read_bytes() == good_bytes
    assert sorted(p.name for p in folder.iterdir()) == sorted(["good.json", moved[0].name])
    again, msg = load_or_quarantine(good)
    assert again is not None and msg is None


def test_two_bad_files_in_the_same_second_both_kept(saves):
    folder, _, bad = saves
    corrupt(bad)
    load_or_quarantine(bad)
    corrupt(bad)
    load_or_quarantine(bad)
    assert len([p for p in folder.iterdir() if ".bad-" in p.name]) == 2


def test_missing_file_is_reported_not_created(tmp_path: Path):
    game, message = load_or_quarantine(tmp_path / "gone.json")
    assert game is None
    assert message == "The save file gone.json could not be found."
    assert list(tmp_path.iterdir()) == []


def test_messages_follow_the_language(saves):
    _, _, bad = saves
    newer(bad)
    with pytest.raises(SaveError) as err:
        load_game(bad)
    assert err.value.message.startswith("This save was made by a newer version")   # the CLI's
    assert err.value.message.text("de").startswith("Dieser Spielstand stammt aus einer neueren Version")
    assert err.value.text("fr").startswith("Cette sauvegarde vient d'une version plus récente")
    assert err.value.text("en").startswith("This save was made by a newer version")


def test_parse_save_names_the_file():
    with pytest.raises(SaveError) as err:
        parse_save("{", "autosave.json")
    assert "autosave.json" in err.value.message


def test_new_game_arguments_are_replayed_as_given(tmp_path: Path):
    # objective=None draws from the seed; the save must not store the drawn one.
    m = meta(11)
    state = m.new_game()
    actions, _ = play(state, RandomBot(1), 10)
    save_game(tmp_path / "x.json", m, actions)
    data = json.loads((tmp_path / "x.json").read_text("utf-8"))
    assert data["setup"]["objective"] is None
    assert fingerprint(load_game(tmp_path / "x.json").state) == fingerprint(state)
    assert (fingerprint(new_game(["Ann", "Bob", "Cleo"], 11, box=load_box()))
            == fingerprint(m.new_game()))


def test_a_save_cut_anywhere_reads_as_incomplete(tmp_path: Path):
    m, _, actions, _ = mid_turn_game(seed=12)
    text = save_game(tmp_path / "cut.json", m, actions).read_text("utf-8")
    for cut in range(1, len(text.rstrip()) - 1, 3):
        with pytest.raises(SaveError) as err:
            parse_save(text[:cut], "cut.json")
        assert err.value.key == "error.save.truncated", (cut, text[cut - 20:cut])
