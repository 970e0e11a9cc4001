"""Translation catalogs: loading, the current language and ``t()``.

Catalogs live in ``assets/i18n/<code>.json``. Each is a JSON object grouped
by screen (``{"title": {"new_game": "New game"}}``) and read as flat dotted
keys (``"title.new_game"``). A key missing from a translation falls back to
English; a key missing everywhere comes back as the key itself, so a typo
shows up on screen instead of crashing the game.

Counted phrases have two keys, ``<key>.one`` and ``<key>.other``; ``tn()``
picks one with the language's plural rule (French uses the singular for 0).
"""
from __future__ import annotations

import locale
import os
import string
from pathlib import Path
from typing import Any, Mapping

from .. import resources
from ..safeio.reader import MB, ReadError, read_json

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
DEFAULT_LANGUAGE = "en"
CATALOG_DIR = resources.I18N_DIR
CATALOG_LIMIT = 1 * MB     # a catalog is about 30 KB

_catalogs: dict[str, dict[str, str]] = {}
_current = DEFAULT_LANGUAGE


class _Formatter(string.Formatter):
    """``str.format`` that leaves unknown ``{fields}`` in place and never raises."""

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key in kwargs:
            return kwargs[key]
        if isinstance(key, int) and key < len(args):
            return args[key]
        return "{" + str(key) + "}"


_FORMATTER = _Formatter()


def _flatten(node: Mapping[str, Any], prefix: str, out: dict[str, str]) -> None:
    for key, value in node.items():
        name = f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, Mapping):
            _flatten(value, name, out)
        elif isinstance(value, str):
            out[name] = value
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            # Long texts may be written as a list of lines; they join with spaces.
            out[name] = " ".join(value)


def load_catalog(code: str, directory: Path | None = None) -> dict[str, str]:
    """The flat ``{key: text}`` catalog of ``code`` ({} when it cannot be read).

    It is ``<code>.json`` merged with every topic file ``<code>/*.json`` (in
    name order), so screens can keep their strings in files of their own.
    """
    base = directory or CATALOG_DIR
    out: dict[str, str] = {}
    for path in [base / f"{code}.json", *sorted((base / code).glob("*.json"))]:
        try:
            data = read_json(path, CATALOG_LIMIT)
        except ReadError:
            continue
        if isinstance(data, Mapping):
            _flatten(data, "", out)
    return out


def catalog(code: str) -> dict[str, str]:
    """The cached catalog of ``code`` (read on first use)."""
    cat = _catalogs.get(code)
    if cat is None:
        cat = _catalogs[code] = load_catalog(code)
    return cat


def reload() -> None:
    """Forget the cached catalogs (after editing the JSON files)."""
    _catalogs.clear()


def normalize(code: str | None) -> str:
    """``"de_DE.UTF-8"`` -> ``"de"``; anything unknown -> ``"en"``."""
    if not code:
        return DEFAULT_LANGUAGE
    short = str(code).replace("-", "_").split("_")[0].split(".")[0].lower()
    return short if short in LANGUAGES else DEFAULT_LANGUAGE


def set_language(code: str | None) -> str:
    """Switch the current language; returns the code now in effect."""
    global _current
    _current = normalize(code)
    return _current


def language() -> str:
    """The current language code."""
    return _current


def guess_language() -> str:
    """The player's system language if we have it, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return normalize(value)
    try:
        code = locale.getlocale()[0]
    except ValueError:
        code = None
    return normalize(code)


def lookup(key: str, lang: str | None = None) -> str | None:
    """The raw text of ``key`` (English fallback) or None when nobody has it."""
    code = normalize(lang) if lang else _current
    text = catalog(code).get(key)
    if text is None and code != DEFAULT_LANGUAGE:
        text = catalog(DEFAULT_LANGUAGE).get(key)
    return text


def has_key(key: str, lang: str | None = None) -> bool:
    return lookup(key, lang) is not None


def t(key: str, /, lang: str | None = None, **kwargs: Any) -> str:
    """The text of ``key`` in the current language, with ``{fields}`` filled in."""
    text = lookup(key, lang)
    if text is None:
        return key
    if not kwargs:
        return text
    return _FORMATTER.vformat(text, (), kwargs)


def plural_form(n: int, lang: str | None = None) -> str:
    """``"one"`` or ``"other"``: French counts 0 and 1 as singular."""
    code = normalize(lang) if lang else _current
    if code == "fr":
        return "one" if abs(n) < 2 else "other"
    return "one" if abs(n) == 1 else "other"


def tn(key: str, n: int, /, lang: str | None = None, **kwargs: Any) -> str:
    """A counted phrase: ``tn("unit.sand_dollars", 2)`` -> ``"2 sand dollars"``.

    ``n`` is passed to the text as ``{n}`` unless given explicitly.
    """
    kwargs.setdefault("n", n)
    return t(f"{key}.{plural_form(n, lang)}", lang=lang, **kwargs)


def placeholders(text: str) -> set[str]:
    """The ``{field}`` names used in a catalog text."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}
