"""Save and resume through the client: the autosave follows every action,
Continue on the title restores the same table mid-turn (bots and undo
steps included), damaged saves are reported and moved aside without
touching other files, and a finished game becomes a replay to watch."""
from __future__ import annotations

import importlib
import json
import random

import pytest

import pygame

from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.replays import ReplaysScene
from game.monica.client.scenes.title import TitleScene
from game.monica.client.setup import GameSetup, Seat
from game.monica.client.table.observers import table_observers
from game.monica.match import Autosave, Match, replay_save
from game.monica.engine import legal_actions
from game.monica.engine.actions import action_to_json
from game.monica.persist import autosave_file, has_autosave, list_replays, read_save, saves_dir
from game.i18n import Words

from ..monica.match.support import snapshot
from .kiosk_support import make_app, steps, tap_button


@pytest.fixture
def app():
    a = make_app("landscape", autosave=True, window=(480, 270))
    yield a
    pygame.display.quit()


def mixed_setup(seed: int = 21) -> GameSetup:
    return GameSetup([Seat("Ann", "human", "medium", "coral"),
                      Seat("Bot", "bot", "easy", "lagoon"),
                      Seat("Cy", "human", "medium", "orchid")], "B", None, seed)


def saves(match: Match) -> bool:
    return any(isinstance(o, Autosave) for o in match.observers)


def play_until_mid_turn(match: Match, rng: random.Random) -> None:
    """Random moves until Ann is in the middle of her turn (a card taken)."""
    while True:
        st = match.state
        if st.current == 0 and st.phase == "place" and st.round >= 3:
            return
        match.play(rng.choice(legal_actions(st)))


def test_continue_restores_the_same_table_mid_turn(app):
    setup = mixed_setup()
    match = Match(setup, observers=table_observers(app.ctx))
    assert saves(match)
    play_until_mid_turn(match, random.Random(5))
    play = PlayScene(app, setup, match=match)
    app.push(TitleScene(app))
    app.push(play)
    steps(app, 5)
    place = next(a for a in legal_actions(match.state) if type(a).__name__ == "PlaceCard")
    play.submit(place)                    # a human move through the table, not confirmed
    steps(app, 40)
    assert match.can_undo
    before = snapshot(match.state)
    log = [action_to_json(a) for a in match.actions]
    saved = read_save(autosave_file())
    assert [action_to_json(a) for a in saved.actions] == log
    assert saved.meta.seats[1] == {"name": "Bot", "kind": "bot", "level": "easy",
                                   "color": "lagoon"}
    play.open_menu()
    tap_button(app, "save_and_leave")
    title = app.stack.top
    assert title.name == "title" and title.bar.get("btn_continue") is not None
    assert "Ann, Bot, Cy" in title.continue_detail()
    tap_button(app, "btn_continue")
    resumed = app.stack.top
    assert resumed.name == "play" and resumed is not play
    assert snapshot(resumed.match.state) == before
    assert saves(resumed.match) and resumed.match.can_undo
    assert [s.kind for s in resumed.setup.seats] == ["human", "bot", "human"]
    assert resumed.setup.code == setup.code
    resumed.undo()                        # the undo step survived the restart
    assert resumed.match.state.phase == "place"
    assert json.loads(autosave_file().read_text())["actions"] == log[:-1]


def test_bots_carry_on_after_continue(app):
    seats = [Seat("Ann", "bot", "easy", "coral"), Seat("Bob", "bot", "easy", "lagoon")]
    setup = GameSetup(seats, None, None, 8)
    match = Match(setup, observers=table_observers(app.ctx))
    rng = random.Random(1)
    for _ in range(30):
        match.play(rng.choice(legal_actions(match.state)))
    app.push(TitleScene(app))
    tap_button(app, "btn_continue")
    play = app.stack.top
    n = len(play.match.actions)
    assert n == 30
    steps(app, 200)
    assert len(play.match.actions) > n              # the bots play on


def test_continue_replays_the_log_once(app, monkeypatch):
    """The title checks the save by replaying it and hands what it replayed to
    the table: Continue plays the recorded log through the engine once."""
    persist_saves = importlib.import_module("game.monica.persist.save_replay")
    match_replay = importlib.import_module("game.monica.match.replay")  # (game.monica.match.replay is a function)
    setup = mixed_setup()
    match = Match(setup, observers=table_observers(app.ctx))
    play_until_mid_turn(match, random.Random(5))
    before = snapshot(match.state)
    match.observers = []
    replays: list[int] = []
    real = persist_saves.replay_states

    def counted(save, **kw):
        replays.append(len(save.actions))
        return real(save, **kw)

    monkeypatch.setattr(persist_saves, "replay_states", counted)
    monkeypatch.setattr(match_replay, "replay_states", counted)
    app.push(TitleScene(app))
    tap_button(app, "btn_continue")
    resumed = app.stack.top
    assert resumed.name == "play"
    assert snapshot(resumed.match.state) == before
    assert replays == [len(match.actions)]
    assert resumed.match.can_undo             # the undo steps came from that one replay
    assert len(resumed.game_log) > 1          # and so did the game log's lines


BAD_FILES = {
    "corrupt": "{ this is not json",
    "truncated": None,            # a real save cut in half
    "newer": None,                # format 99
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_autosave_is_reported_and_moved_aside(app, kind):
    setup = mixed_setup()
    match = Match(setup, observers=table_observers(app.ctx))
    rng = random.Random(2)
    for _ in range(12):
        match.play(rng.choice(legal_actions(match.state)))
    path = autosave_file()
    text = path.read_text(encoding="utf-8")
    match.observers = []
    other = saves_dir() / "replay-20240101-120000-KEEP.json"
    other.write_text(text, encoding="utf-8")
    if kind == "corrupt":
        text = BAD_FILES[kind]
    elif kind == "truncated":
        text = text[: len(text) // 2]
    else:
        data = json.loads(text)
        data["format"] = 99
        text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    title = TitleScene(app)
    app.push(title)
    steps(app, 2)
    assert title.bar.get("btn_continue") is None
    assert title.message and "kept as autosave.json.bad-" in title.message
    expected = {"corrupt": "damaged", "truncated": "incomplete", "newer": "newer version"}
    assert expected[kind] in title.message
    app.ctx.words.set_language("de")                    # worded again in the table's words
    german = app.ctx.say(title.message)
    assert german != title.message and "autosave.json.bad-" in german
    assert german.startswith(Words("de").t(title.message.key, **title.message.fields).rstrip("."))
    app.ctx.words.set_language("en")
    assert not has_autosave()
    moved = list(saves_dir().glob("autosave.json.bad-*"))
    assert len(moved) == 1 and moved[0].read_text(encoding="utf-8") == text
    assert other.read_text(encoding="utf-8")             # the other file is untouched
    assert [r.path.name for r in list_replays()] == [other.name]


def finish(match: Match, seed: int = 3) -> None:
    rng = random.Random(seed)
    while match.state.phase != "over":
        match.play(rng.choice(legal_actions(match.state)))


def test_a_finished_game_becomes_a_replay_to_watch(app):
    setup = mixed_setup(seed=40)
    match = Match(setup, observers=table_observers(app.ctx))
    finish(match)
    assert not has_autosave()
    replays = list_replays()
    assert len(replays) == 1 and replays[0].names == ["Ann", "Bot", "Cy"]
    assert replays[0].code == setup.code
    app.push(TitleScene(app))
    tap_button(app, "btn_replays")
    scene = app.stack.top
    assert isinstance(scene, ReplaysScene) and scene.bar.get("replay_0") is not None
    tap_button(app, "replay_0")
    viewer = app.stack.top
    assert viewer.name == "replay" and len(viewer.actions) == len(match.actions)
    # every seat is driven by the log, but the panels say who played it
    assert [s.shown_as_bot for s in viewer.setup.seats] == [s.is_bot for s in setup.seats]
    assert all(s.is_bot for s in viewer.setup.seats)
    steps(app, 60)
    assert viewer.index > 5                      # it plays by itself
    tap_button(app, "play")                      # pause
    shown = viewer.index
    steps(app, 20)
    assert viewer.index == shown
    tap_button(app, "step", frames=6)
    assert viewer.index == shown + 1
    tap_button(app, "faster")
    assert viewer.speed == 2.0
    want = None
    for step in replay_save(read_save(replays[0].path)):
        if step.index + 1 == viewer.index:
            want = snapshot(step.after)
            break
    steps(app, 3)
    assert snapshot(viewer.inner.match.state) == want
    tap_button(app, "back")
    assert app.stack.top is scene


def test_a_damaged_replay_is_moved_aside_with_a_message(app):
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    bad = folder / "replay-20240102-120000-BAD.json"
    bad.write_text('{"kind": "santa-monica-save", "format": 1, "setup": ', encoding="utf-8")
    app.push(ReplaysScene(app))
    tap_button(app, "replay_0")
    scene = app.stack.top
    assert scene.name == "replays" and "incomplete" in scene.message
    assert not bad.exists() and list(folder.glob("replay-*BAD.json.bad-*"))
    assert scene.bar.get("replay_0") is None


def test_continue_and_replay_keep_a_recorded_start_player(app):
    seats = [Seat("Ann", "bot", "easy", "coral"), Seat("Bob", "bot", "easy", "lagoon"),
             Seat("Cy", "bot", "easy", "orchid")]
    drawn = Match(GameSetup(seats, None, None, 8)).state.start_player
    setup = GameSetup(seats, None, None, 8, (drawn + 1) % 3)     # not what the seed draws
    match = Match(setup, observers=table_observers(app.ctx))
    rng = random.Random(4)
    for _ in range(12):
        match.play(rng.choice(legal_actions(match.state)))
    assert read_save(autosave_file()).meta.start_player == setup.start_player
    app.push(TitleScene(app))
    tap_button(app, "btn_continue")                 # once failed: "starting tile ... not on offer"
    play = app.stack.top
    assert play.name == "play" and play.setup.start_player == setup.start_player
    assert snapshot(play.match.state) == snapshot(match.state)
    finish(match)
    app.stack.clear_to(TitleScene(app))
    tap_button(app, "btn_replays")
    tap_button(app, "replay_0")
    viewer = app.stack.top
    assert viewer.name == "replay" and viewer.setup.start_player == setup.start_player
    steps(app, 30)
    assert viewer.index > 3
