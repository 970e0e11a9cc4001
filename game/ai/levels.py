"""Registers the bot levels with the registry (imported by ``registry``)."""
from __future__ import annotations

from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot
from .registry import register

register("easy", lambda seed, think_ms: EasyBot(seed))
register("medium", lambda seed, think_ms: MediumBot(seed))
register("hard", lambda seed, think_ms: HardBot(seed, think_ms))
