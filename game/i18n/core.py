"""Translation catalogs: loading, ``Words`` (a language and its catalogs) and ``t()``.

Catalogs live in ``assets/i18n/<code>.json``. Each is a JSON object grouped
by screen (``{"title": {"new_game": "New game"}}``) and read as flat dotted
keys (``"title.new_game"``). A key missing from a translation falls back to
English; a key missing everywhere comes back as the key itself, so a typo
shows up on screen instead of crashing the game.

Whoever shows text in a chosen language holds a ``Words`` of its own (the
client's context does). The module functions (``t``, ``tn``, ``lookup``...)
phrase in English unless they are given ``lang=``: there is no process-wide
language to switch.

Counted phrases have two keys, ``<key>.one`` and ``<key>.other``; ``tn()``
picks one with the language's plural rule (French uses the singular for 0).
"""
from __future__ import annotations

import locale
import os
import string
from pathlib import Path
from typing import Any, Mapping

from game import resources
from game.safeio.reader import MB, ReadError, read_json

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
DEFAULT_LANGUAGE = "en"
CATALOG_DIR = resources.I18N_DIR
CATALOG_LIMIT = 1 * MB     # a catalog is about 30 KB
YOU_KEY = "setup.you"      # the solo human's seat name ("You", "Du", "Vous")



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


class Catalogs:
    """The catalogs read so far, by language code (each read on first use)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory
        self.items: dict[str, dict[str, str]] = {}

    def get(self, code: str) -> dict[str, str]:
        cat = self.items.get(code)
        if cat is None:
            cat = self.items[code] = load_catalog(code, self.directory)
        return cat

    def clear(self) -> None:
        self.items.clear()


def normalize(code: str | None) -> str:
    """``"de_DE.UTF-8"`` -> ``"de"``; anything unknown -> ``"en"``."""
    if not code:
        return DEFAULT_LANGUAGE
    short = str(code).replace("-", "_").split("_")[0].split(".")[0].lower()
    return short if short in LANGUAGES else DEFAULT_LANGUAGE


class Words:
    """A language and the catalogs it reads from: what phrases text.

    ``words.t(key, **fields)``, ``words.tn(key, n)``; ``words.language`` is
    the code in effect (``set_language`` switches it). Whoever wants a
    language of its own makes a ``Words``; the module functions below
    (``t``, ``tn``, ``lookup``...) use ``DEFAULT_WORDS``, which are always
    English.
    """

    def __init__(self, code: str | None = DEFAULT_LANGUAGE,
                 catalogs: Catalogs | None = None) -> None:
        self.language = normalize(code)
        self.catalogs = catalogs if catalogs is not None else Catalogs()

    def set_language(self, code: str | None) -> str:
        """Switch the language; returns the code now in effect."""
        self.language = normalize(code)
        return self.language

    def lookup(self, key: str, lang: str | None = None) -> str | None:
        """The raw text of ``key`` (English fallback) or None when nobody has it."""
        code = normalize(lang) if lang else self.language
        text = self.catalogs.get(code).get(key)
        if text is None and code != DEFAULT_LANGUAGE:
            text = self.catalogs.get(DEFAULT_LANGUAGE).get(key)
        return text

    def t(self, key: str, /, lang: str | None = None, **kwargs: Any) -> str:
        """The text of ``key``, with ``{fields}`` filled in (the key itself if
        no catalog has it, so a typo shows on screen)."""
        text = self.lookup(key, lang)
        if text is None:
            return key
        if not kwargs:
            return text
        return _FORMATTER.vformat(text, (), kwargs)

    def plural_form(self, n: int, lang: str | None = None) -> str:
        """``"one"`` or ``"other"``: French counts 0 and 1 as singular."""
        code = normalize(lang) if lang else self.language
        if code == "fr":
            return "one" if abs(n) < 2 else "other"
        return "one" if abs(n) == 1 else "other"

    def tn(self, key: str, n: int, /, lang: str | None = None, **kwargs: Any) -> str:
        """A counted phrase: ``tn("unit.sand_dollars", 2)`` -> ``"2 sand dollars"``
        (``n`` is passed to the text as ``{n}`` unless given explicitly)."""
        kwargs.setdefault("n", n)
        return self.t(f"{key}.{self.plural_form(n, lang)}", lang=lang, **kwargs)

    # -- sentences about a player ------------------------------------------------
    def is_you(self, name: str | None) -> bool:
        """True for the solo human's name, "You", in any language (a seat keeps
        the word of the language it was set up in: "Du" stays "Du")."""
        return bool(name) and any(name == self.lookup(YOU_KEY, code) for code in LANGUAGES)

    def you(self, lang: str | None = None) -> str:
        """The solo human's name in ``lang`` ("You", "Du", "Vous")."""
        return self.t(YOU_KEY, lang=lang)

    def about(self, key: str, name: str, /, n: int | None = None, lang: str | None = None,
              **kwargs: Any) -> str:
        """``t(key, name=name)`` (``tn`` with ``n``), in the second person when
        ``name`` is the solo human's: the ``<key>.you`` form ("You win!", not
        "You wins!") and the word for "You" in ``lang``."""
        if self.is_you(name):
            name = self.you(lang)
            mine = f"{key}.you"
            if self.lookup(mine if n is None else f"{mine}.{self.plural_form(n, lang)}", lang):
                key = mine
        if n is None:
            return self.t(key, lang=lang, name=name, **kwargs)
        return self.tn(key, n, lang=lang, name=name, **kwargs)

    def about_all(self, key: str, names: list[str], /, n: int | None = None,
                  lang: str | None = None, **kwargs: Any) -> str:
        """``about`` for a list of players (``{names}``): "You and Bob share the
        win!" -- the solo human named first, the ``<key>.you`` form."""
        mine = [name for name in names if self.is_you(name)]
        others = [name for name in names if not self.is_you(name)]
        if not mine:
            return self._counted(key, n, lang, names=self.join(others, lang), **kwargs)
        listed = self.join([self.you(lang), *others], lang)
        you_key = f"{key}.you"
        form = you_key if n is None else f"{you_key}.{self.plural_form(n, lang)}"
        return self._counted(you_key if self.lookup(form, lang) else key, n, lang,
                             names=listed, **kwargs)

    def _counted(self, key: str, n: int | None, lang: str | None, **kwargs: Any) -> str:
        return self.t(key, lang=lang, **kwargs) if n is None else \
            self.tn(key, n, lang=lang, **kwargs)

    def join(self, items: list[str], lang: str | None = None) -> str:
        """``"Ann"``, ``"Ann and Bob"``, ``"Ann, Bob and Cleo"``."""
        if not items:
            return ""
        head = items[0]
        for item in items[1:-1]:
            head = self.t("common.list_comma", lang=lang, a=head, b=item)
        if len(items) == 1:
            return head
        return self.t("common.list_and", lang=lang, a=head, b=items[-1])


class _English(Words):
    """Words that stay English: the default of code that has none of its own."""

    def set_language(self, code: str | None) -> str:
        raise TypeError("the default words are always English; make a Words of your own")


# The words of code that has none of its own (the command line, the match
# layer, save messages): English, never switched. A language is chosen by
# making a ``Words`` (the client's context holds one) or by passing ``lang=``.
DEFAULT_WORDS: Words = _English()


def catalog(code: str) -> dict[str, str]:
    """The cached catalog of ``code`` (read on first use)."""
    return DEFAULT_WORDS.catalogs.get(code)


def reload() -> None:
    """Forget the cached catalogs (after editing the JSON files)."""
    DEFAULT_WORDS.catalogs.clear()


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
    return DEFAULT_WORDS.lookup(key, lang)


def has_key(key: str, lang: str | None = None) -> bool:
    return lookup(key, lang) is not None


def t(key: str, /, lang: str | None = None, **kwargs: Any) -> str:
    """The text of ``key`` in ``lang`` (default: English), with ``{fields}`` filled in."""
    return DEFAULT_WORDS.t(key, lang, **kwargs)


def plural_form(n: int, lang: str | None = None) -> str:
    """``"one"`` or ``"other"``: French counts 0 and 1 as singular."""
    return DEFAULT_WORDS.plural_form(n, lang)


def tn(key: str, n: int, /, lang: str | None = None, **kwargs: Any) -> str:
    """A counted phrase: ``tn("unit.sand_dollars", 2)`` -> ``"2 sand dollars"``.

    ``n`` is passed to the text as ``{n}`` unless given explicitly.
    """
    return DEFAULT_WORDS.tn(key, n, lang, **kwargs)


def about(key: str, name: str, /, n: int | None = None, lang: str | None = None,
          **kwargs: Any) -> str:
    """``t(key, name=name)``, second person for "You" (see ``Words.about``)."""
    return DEFAULT_WORDS.about(key, name, n, lang, **kwargs)


def placeholders(text: str) -> set[str]:
    """The ``{field}`` names used in a catalog text."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}
