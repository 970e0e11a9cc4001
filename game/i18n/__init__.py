"""Languages of the game: English, German and French.

A ``Words`` is a language and its catalogs: ``words.t(key, **fields)`` returns
the text of a dotted catalog key in its language, ``words.tn(key, n)`` picks
the singular or plural form, ``words.set_language("de")`` switches it. The
module functions ``t``/``tn`` phrase in English unless given ``lang=``
(``DEFAULT_WORDS`` never switches): there is no process-wide language.
``game.monica.i18n.log.describe_event`` turns engine events into log lines.
Pure Python: no pygame here.
"""
from game.i18n.core import (CATALOG_DIR, DEFAULT_LANGUAGE, DEFAULT_WORDS, LANGUAGES, Catalogs, Words,
                   catalog, guess_language,
                   has_key, load_catalog, lookup, normalize, placeholders,
                   plural_form, reload, t, tn)

__all__ = ["CATALOG_DIR", "DEFAULT_LANGUAGE", "DEFAULT_WORDS", "LANGUAGES", "Catalogs", "Words",
           "catalog", "guess_language",
           "has_key", "load_catalog", "lookup", "normalize", "placeholders",
           "plural_form", "reload", "t", "tn"]
