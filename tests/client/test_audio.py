"""Sound effects: the shipped WAVs are what the synthesiser makes, small and
well-formed; events pick the right effect; no audio device means silence,
never an error."""
from __future__ import annotations

import wave
from pathlib import Path

import pygame

from game.client.audio import Audio
from game.client.audio_synth import RATE, RECIPES, SOUND_DIR, build
from game.monica.client.table.observers import table_observers
from game.monica.engine.events import Event


def test_shipped_sounds_are_the_synthesised_ones(tmp_path: Path):
    made = build(tmp_path)
    assert {p.stem for p in made} == set(RECIPES)
    for path in made:
        shipped = SOUND_DIR / path.name
        assert shipped.read_bytes() == path.read_bytes(), f"regenerate {shipped.name}"
        assert shipped.stat().st_size < 40_000
        with wave.open(str(shipped)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            assert 0.03 < w.getnframes() / RATE < 0.6


def events(*kinds_and_data) -> list[Event]:
    return [Event(kind, 0, data) for kind, data in kinds_and_data]


def test_events_pick_their_effects(monkeypatch):
    sounds = Audio()
    monkeypatch.setattr(sounds, "start", lambda: False)     # listen without a device
    sounds.on_events(events(("card_taken", {}), ("dollars", {"n": 2}),
                            ("dollars", {"n": -3}), ("person_moved", {}),
                            ("card_slid", {})))
    assert sounds.played == ["card", "coin", "steps"]


def test_no_device_is_silence_not_an_error(monkeypatch):
    def refuse(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = Audio()
    assert sounds.play("coin") is False
    assert sounds.ready is False
    sounds.on_events(events(("game_over", {})))


def test_the_dummy_driver_plays_quietly():
    sounds = Audio()
    sounds.set_volume(0.5)
    sounds.play("tap")                    # True with a mixer, False without: never raises
    sounds.set_volume(0.0)
    sounds._last.clear()
    assert sounds.play("tap") is False    # volume 0: nothing sent to the mixer


def test_missing_files_are_silent(tmp_path: Path):
    sounds = Audio(tmp_path)
    assert sounds.play("card") is False


def test_matches_play_through_the_observers_they_are_handed():
    from game.monica.client.setup import GameSetup, Seat
    from game.monica.engine import legal_actions
    from game.monica.match import EventSink, Match
    heard: list[str] = []
    setup = GameSetup([Seat("A", "bot", "easy", "coral"), Seat("B", "bot", "easy", "lagoon")],
                      None, None, 3)
    match = Match(setup, observers=[EventSink(lambda evs: heard.extend(e.kind for e in evs))])
    for _ in range(10):
        match.play(legal_actions(match.state)[0])
    assert "tile_chosen" in heard
    assert Match(setup).observers == []            # nobody listens unless handed in


def test_the_table_hears_the_contexts_sounds_and_autosaves_when_asked(app):
    sinks = table_observers(app.ctx)
    assert [type(o).__name__ for o in sinks] == ["EventSink"]
    assert sinks[0].fn == app.ctx.audio.on_events
    assert [type(o).__name__ for o in table_observers(app.ctx, autosave=True)] == \
        ["EventSink", "Autosave"]
    app.ctx.autosave = True
    assert [type(o).__name__ for o in table_observers(app.ctx)] == ["EventSink", "Autosave"]


def test_a_button_tap_is_heard_through_the_apps_audio(app):
    from game.client.widgets import Button
    button = Button((0, 0, 100, 50), "Go", lambda: None)
    assert button.click()
    app.step()                                  # the app plays what the button asked for
    assert app.ctx.audio.played[-1:] == ["tap"]

