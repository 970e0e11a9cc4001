"""Languages of the game: English, German and French.

``t(key, **fields)`` returns the text of a dotted catalog key in the current
language (``set_language("de")``); ``tn(key, n)`` picks the singular or plural
form. A ``Words`` is a language of its own with the same ``t``/``tn``; the
module functions use ``DEFAULT_WORDS``. ``game.i18n.log.describe_event`` turns engine events into log lines.
Pure Python: no pygame here.
"""
from .core import (CATALOG_DIR, DEFAULT_LANGUAGE, DEFAULT_WORDS, LANGUAGES, Catalogs, Words,
                   catalog, guess_language,
                   has_key, language, load_catalog, lookup, normalize, placeholders,
                   plural_form, reload, set_language, t, tn)

__all__ = ["CATALOG_DIR", "DEFAULT_LANGUAGE", "DEFAULT_WORDS", "LANGUAGES", "Catalogs", "Words",
           "catalog", "guess_language",
           "has_key", "language", "load_catalog", "lookup", "normalize", "placeholders",
           "plural_form", "reload", "set_language", "t", "tn"]
