"""``SaveError``: one clear, translated sentence for a file the game cannot use.

The message is what the player sees (in the current language). ``key`` and
``fields`` let the client translate it again after a language switch;
``detail`` says precisely what was wrong, for logs and bug reports only.
"""
from __future__ import annotations

from typing import Any

from game.i18n import t


class SaveError(Exception):
    """A save, replay or settings file that cannot be read or written."""

    def __init__(self, key: str, detail: str = "", **fields: Any) -> None:
        self.key = key
        self.fields = fields
        self.detail = detail
        super().__init__(self.message)

    @property
    def message(self) -> str:
        return t(self.key, **self.fields)

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language)."""
        return t(self.key, lang=lang, **self.fields)

    def __str__(self) -> str:
        return self.message
