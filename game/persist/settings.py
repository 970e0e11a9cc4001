"""Player settings: language, animation, sound, display, replays and kiosk options.
(The kiosk's PIN is not a setting: it is a salted hash in a file of its own,
``game.persist.lock_file``, so that a damaged settings file cannot open the kiosk.)

Stored as ``settings.json`` in the data directory and read through the one
bounded reader (``game.safeio``): a missing file gives the defaults; unknown
keys are ignored; a value of the wrong type falls back to its default (the
player is told which) and a number out of range is clamped; a file that is
not JSON at all, too big or too deep is moved aside and the defaults come
back with a message for the player.

Loading the settings is the game's first read at start, so ``load`` also
sweeps the temporary files an interrupted save left behind.
"""
from __future__ import annotations

import json
import math
from collections.abc import Collection
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from game.i18n import LANGUAGES
from game.safeio.reader import KB, MISSING, UNREADABLE, ReadError, read_json

from game.persist.errors import Message, SaveError
from game.persist.files import quarantine, sweep_temps, write_atomic
from game.persist.paths import saves_dir, settings_path
from game.persist.files import PathLike

SPEED_RANGE = (0.5, 3.0)
VOLUME_RANGE = (0.0, 1.0)
IDLE_RANGE = (15, 3600)
REPLAYS_RANGE = (1, 10_000)
SETTINGS_LIMIT = 64 * KB
SETTINGS_DEPTH = 8
KIOSK_BOT_LEVELS = ("easy", "medium", "hard", "expert")    # what the operator may choose
GAME_KEY_LIMIT = 40          # characters of one game's key ("santa-cruz")
GAMES_OFF_LIMIT = 16         # game keys in ``kiosk_games_off``


@dataclass
class Settings:
    language: str = "en"
    animation_speed: float = 1.0
    reduced_motion: bool = False
    volume: float = 0.8
    fullscreen: bool = False
    colourblind: bool = False           # the colour-blind friendly palette
    replays_kept: int = 200             # the newest replays kept; older ones are removed
    kiosk_idle_seconds: int = 90
    kiosk_bot_level: str = "medium"     # the computer players of every visitors' game
    # the games the kiosk operator switched off, by their keys ("santa-cruz"); the
    # settings know no game: the kiosk ignores keys it does not know and never lets
    # the last game go off
    kiosk_games_off: list[str] = field(default_factory=list)
    tutorial_offered: bool = False      # the guided first game was offered once

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Settings from a JSON object: unknown keys ignored, bad values fixed."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Any) -> tuple["Settings", list[str]]:
        """Settings from a JSON object, and the keys whose values could not be used."""
        if not isinstance(data, dict):
            return cls(), []
        known = {f.name for f in fields(cls)}
        given = {k: v for k, v in data.items() if k in known}
        settings = replace(cls(), **given).checked()
        bad = [k for k, v in given.items()
               if not _same(v, getattr(settings, k)) and not _clamped(k, v)]
        return settings, bad

    def checked(self) -> "Settings":
        """A copy with every value of the right type and within range."""
        d = Settings()
        return Settings(
            language=self.language if _choice(self.language, LANGUAGES) else d.language,
            animation_speed=_number(self.animation_speed, d.animation_speed, *SPEED_RANGE),
            reduced_motion=_flag(self.reduced_motion, d.reduced_motion),
            volume=_number(self.volume, d.volume, *VOLUME_RANGE),
            fullscreen=_flag(self.fullscreen, d.fullscreen),
            colourblind=_flag(self.colourblind, d.colourblind),
            replays_kept=_cap(self.replays_kept, d.replays_kept),
            kiosk_idle_seconds=int(_number(self.kiosk_idle_seconds, d.kiosk_idle_seconds,
                                           *IDLE_RANGE)),
            kiosk_bot_level=self.kiosk_bot_level if _choice(self.kiosk_bot_level, KIOSK_BOT_LEVELS)
            else d.kiosk_bot_level,
            kiosk_games_off=list(self.kiosk_games_off) if _game_keys(self.kiosk_games_off)
            else d.kiosk_games_off,
            tutorial_offered=_flag(self.tutorial_offered, d.tutorial_offered),
        )

    def changed(self, **changes: Any) -> "Settings":
        """A checked copy with some values changed."""
        return replace(self, **changes).checked()


def _choice(value: Any, options: Collection[str]) -> bool:
    return isinstance(value, str) and value in options


def _game_keys(value: Any) -> bool:
    """A short list of short, distinct game keys (what ``kiosk_games_off`` holds)."""
    return isinstance(value, list) and len(value) <= GAMES_OFF_LIMIT \
        and all(isinstance(k, str) and 0 < len(k) <= GAME_KEY_LIMIT for k in value) \
        and len(set(value)) == len(value)


def _same(given: Any, kept: Any) -> bool:
    if isinstance(kept, float):
        return _is_number(given) and given == kept
    return type(given) is type(kept) and given == kept


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _clamped(key: str, value: Any) -> bool:
    """A number of the right kind that was only moved into range (not an error)."""
    if key == "replays_kept":
        return _cap(value, 0) > 0
    return key in ("animation_speed", "volume", "kiosk_idle_seconds") \
        and _is_number(value) and not math.isnan(value)


def _cap(value: Any, default: int) -> int:
    """How many replays to keep. The cap deletes files, so a value that would
    delete them all (below 1, a fraction, not a number) is not used: the
    default is, and the player is told; above the range it is only lowered."""
    if not _is_number(value) or value != int(value) or value < REPLAYS_RANGE[0]:
        return default
    return int(min(value, REPLAYS_RANGE[1]))


def _flag(value: Any, default: bool) -> bool:
    return value if isinstance(value, bool) else default


def _number(value: Any, default: float, low: float, high: float) -> float:
    if not _is_number(value) or math.isnan(value):
        return default
    return float(min(max(value, low), high))


def load(directory: PathLike | None = None) -> tuple[Settings, str | None]:
    """``(settings, None)``, or ``(settings, message)`` when the file was damaged
    (then the defaults) or some values could not be used (then those defaults).

    ``directory`` is the data directory (default: $SANTA_MONICA_HOME or the
    platform's). Never raises.
    """
    path = settings_path(directory)
    sweep_temps(path.parent)
    sweep_temps(saves_dir(None if directory is None else Path(directory) / "saves"))
    try:
        data = read_json(path, SETTINGS_LIMIT, SETTINGS_DEPTH)
    except ReadError as exc:
        if exc.reason == MISSING:
            return Settings(), None
        if exc.reason == UNREADABLE:
            return Settings(), Message("error.settings.unreadable")
        return _damaged(path)      # not JSON, too big, too deep, not a file: moved aside
    if not isinstance(data, dict):
        return _damaged(path)
    settings, bad = Settings.read(data)
    if bad:
        return settings, Message("error.settings.bad_values", names=", ".join(bad))
    return settings, None


def _damaged(path: Path) -> tuple[Settings, str]:
    moved_to = quarantine(path)
    if moved_to is None:
        return Settings(), Message("error.settings.unreadable")
    return Settings(), Message("error.settings.corrupt_kept", name=moved_to.name)


def replays_kept(directory: PathLike | None = None) -> int:
    """How many replays the player keeps (the setting, or its default)."""
    return load(directory)[0].replays_kept


def save(settings: Settings, directory: PathLike | None = None) -> Path:
    """Write the settings atomically. Raises SaveError if the disk refuses."""
    path = settings_path(directory)
    text = json.dumps(settings.checked().to_json(), ensure_ascii=False, indent=2)
    try:
        return write_atomic(path, text + "\n")
    except OSError as exc:
        raise SaveError("error.settings.write_failed", str(exc)) from exc
