"""The game's version: the one number the wheel, ``--version`` and the title show."""
from __future__ import annotations

__version__ = "0.1.0"
