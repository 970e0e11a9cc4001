"""Sound effects: the short WAVs in ``assets/sounds`` (made by
``audio_synth``), played on the matching game events at the settings' volume.

Sound is a nicety: with no audio device (``SDL_AUDIODRIVER=dummy`` counts as
one), a mixer that will not start or a missing file, everything here stays
silent and never raises. The app's context owns the one ``Audio``.
"""
from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pygame

from game.client.audio_synth import SOUND_DIR

EVENT_SOUNDS: dict[str, str] = {
    "card_taken": "card", "card_placed": "card", "swapped": "card",
    "person_moved": "steps", "person_summoned": "steps",
    "game_over": "tally",
}
GAP = 0.08              # the same sound at most this often (seconds)
SOUND = pygame.event.custom_type()    # an effect asked for with ``ask``


class Audio:
    def __init__(self, directory: Path = SOUND_DIR) -> None:
        self.directory = directory
        self.volume = 0.8
        self.ready: bool | None = None       # None: not tried yet
        self.sounds: dict[str, Any] = {}
        self.played: list[str] = []          # names, most recent last (tests, debugging)
        self._last: dict[str, float] = {}

    def start(self) -> bool:
        """Open the mixer once; False (and silence) when it cannot."""
        if self.ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                self.ready = bool(pygame.mixer.get_init())
            except pygame.error:             # no audio device: silence
                self.ready = False
        return bool(self.ready)

    def _sound(self, name: str) -> Any:
        if name not in self.sounds:
            try:
                self.sounds[name] = pygame.mixer.Sound(str(self.directory / f"{name}.wav"))
            except (pygame.error, OSError):  # a missing or unreadable file: silence
                self.sounds[name] = None
        return self.sounds[name]

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))

    def play(self, name: str) -> bool:
        """Play one effect; True if it was sent to the mixer."""
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < GAP:
            return False
        self._last[name] = now
        self.played = (self.played + [name])[-20:]
        if self.volume <= 0 or not self.start():
            return False
        try:
            sound = self._sound(name)
            if sound is None:
                return False
            sound.set_volume(self.volume)
            sound.play()
            return True
        except pygame.error:
            return False

    def on_events(self, events: Iterable[Any]) -> None:
        """Engine events just applied: the matching effects."""
        for ev in events:
            name = EVENT_SOUNDS.get(getattr(ev, "kind", ""))
            if ev.kind == "dollars" and ev.data.get("n", 0) > 0:
                name = "coin"
            if name is not None:
                self.play(name)


def ask(name: str) -> None:
    """Ask for an effect from code that has no context at hand (a button):
    the app plays it with its ``ctx.audio`` when the event comes round."""
    pygame.event.post(pygame.event.Event(SOUND, name=name))
