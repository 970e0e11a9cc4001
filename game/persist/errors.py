"""``SaveError``: one clear, translated sentence for a file the game cannot use.

The message is what the command line prints (English, the default words).
``key`` and ``fields`` let a screen word it in its own language
(``SaveError.text(lang)``); ``detail`` says precisely what was wrong, for
logs and bug reports only.

``Message`` is such a sentence handed back instead of raised (a damaged
settings file, an autosave moved aside): a ``str`` in English that also
keeps its key and fields, so the client words it again with its own words
(``message.text(lang)``).
"""
from __future__ import annotations

from typing import Any

from game.i18n import t


def _word(key: str, fields: dict[str, Any], kept: str | None, lang: str | None) -> str:
    text = t(key, lang=lang, **fields)
    if kept is None:
        return text
    body = text[:-1] if text.endswith(".") else text
    return f"{body} ({t('error.save.kept_as', lang=lang, name=kept)})."


class Message(str):
    """A sentence for the player: English as a ``str``, any language by ``text``.

    ``kept`` names the file a damaged one was moved to ("... (kept as
    <name>)."), worded in the same language as the sentence.
    """

    key: str
    fields: dict[str, Any]
    kept: str | None

    def __new__(cls, key: str, kept: str | None = None, **fields: Any) -> "Message":
        made = super().__new__(cls, _word(key, fields, kept, None))
        made.key, made.fields, made.kept = key, dict(fields), kept
        return made

    def text(self, lang: str | None = None) -> str:
        """The sentence in ``lang`` (default: English)."""
        return _word(self.key, self.fields, self.kept, lang)

    def kept_as(self, name: str) -> "Message":
        """The same sentence saying the file was kept as ``name``."""
        return Message(self.key, name, **self.fields)


class SaveError(Exception):
    """A save, replay or settings file that cannot be read or written."""

    def __init__(self, key: str, detail: str = "", **fields: Any) -> None:
        self.key = key
        self.fields = fields
        self.detail = detail
        super().__init__(self.message)

    @property
    def message(self) -> Message:
        """The sentence in English, keeping its key and fields (``Message``)."""
        return Message(self.key, **self.fields)

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: English)."""
        return t(self.key, lang=lang, **self.fields)

    def __str__(self) -> str:
        return self.message
