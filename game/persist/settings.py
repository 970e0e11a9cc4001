"""Player settings: language, animation, sound, display and kiosk options.

Stored as ``settings.json`` in the data directory. Reading is forgiving:
a missing file gives the defaults; unknown keys are ignored; a value of the
wrong type falls back to its default and a number out of range is clamped;
a file that is not JSON at all is moved aside and the defaults come back
with a message for the player.
"""
from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.i18n import LANGUAGES, t

from .errors import SaveError
from .files import quarantine, write_atomic
from .paths import settings_path
from .saves import PathLike

SPEED_RANGE = (0.5, 3.0)
VOLUME_RANGE = (0.0, 1.0)
IDLE_RANGE = (15, 3600)
PIN_LENGTH = (4, 8)


@dataclass
class Settings:
    language: str = "en"
    animation_speed: float = 1.0
    reduced_motion: bool = False
    volume: float = 0.8
    fullscreen: bool = False
    colourblind: bool = False           # the colour-blind friendly palette
    kiosk_idle_seconds: int = 90
    kiosk_pin: str = "2020"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Settings from a JSON object: unknown keys ignored, bad values fixed."""
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known}).checked()

    def checked(self) -> "Settings":
        """A copy with every value of the right type and within range."""
        d = Settings()
        return Settings(
            language=self.language if self.language in LANGUAGES else d.language,
            animation_speed=_number(self.animation_speed, d.animation_speed, *SPEED_RANGE),
            reduced_motion=_flag(self.reduced_motion, d.reduced_motion),
            volume=_number(self.volume, d.volume, *VOLUME_RANGE),
            fullscreen=_flag(self.fullscreen, d.fullscreen),
            colourblind=_flag(self.colourblind, d.colourblind),
            kiosk_idle_seconds=int(_number(self.kiosk_idle_seconds, d.kiosk_idle_seconds,
                                           *IDLE_RANGE)),
            kiosk_pin=self.kiosk_pin if _pin_ok(self.kiosk_pin) else d.kiosk_pin,
        )

    def changed(self, **changes: Any) -> "Settings":
        """A checked copy with some values changed."""
        return replace(self, **changes).checked()


def _flag(value: Any, default: bool) -> bool:
    return value if isinstance(value, bool) else default


def _number(value: Any, default: float, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    if math.isnan(value):
        return default
    return float(min(max(value, low), high))


def _pin_ok(pin: Any) -> bool:
    return (isinstance(pin, str) and pin.isascii() and pin.isdigit()
            and PIN_LENGTH[0] <= len(pin) <= PIN_LENGTH[1])


def load(directory: PathLike | None = None) -> tuple[Settings, str | None]:
    """``(settings, None)``, or ``(defaults, message)`` when the file was damaged.

    ``directory`` is the data directory (default: $SANTA_MONICA_HOME or the
    platform's). Never raises.
    """
    path = settings_path(directory)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError):
        return _damaged(path)
    try:
        data = json.loads(text)
    except ValueError:
        return _damaged(path)
    if not isinstance(data, dict):
        return _damaged(path)
    return Settings.from_json(data), None


def _damaged(path: Path) -> tuple[Settings, str]:
    moved = quarantine(path)
    if moved is None:
        return Settings(), t("error.settings.unreadable")
    return Settings(), t("error.settings.corrupt", name=moved.name)


def save(settings: Settings, directory: PathLike | None = None) -> Path:
    """Write the settings atomically. Raises SaveError if the disk refuses."""
    path = settings_path(directory)
    text = json.dumps(settings.checked().to_json(), ensure_ascii=False, indent=2)
    try:
        return write_atomic(path, text + "\n")
    except OSError as exc:
        raise SaveError("error.settings.write_failed", str(exc)) from exc
