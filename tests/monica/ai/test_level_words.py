"""Every bot level a player can choose is described in one line in every
language: what it is like to play against, shown on the new-game screen and
in the kiosk operator's settings (``levels.about.<level>``)."""
from __future__ import annotations

import pytest

from game.i18n import LANGUAGES
from game.i18n.core import load_catalog
from game.monica.match import BOT_LEVELS

# Words of how a bot thinks, which a player choosing an opponent has no use for.
INNER_WORDS = ("rollout", "sample", "search", "monte", "budget", "suche", "échantillon",
               "recherche")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_level_is_described_in_one_line(lang: str) -> None:
    words = load_catalog(lang)              # the language's own words, no English fallback
    for level in BOT_LEVELS:
        about = words.get(f"levels.about.{level}", "")
        assert about and "\n" not in about and len(about) <= 100, (lang, level, about)
        assert about[0].isupper(), (lang, level)
        assert not any(w in about.lower() for w in INNER_WORDS), (lang, level, about)
    assert "{about}" in words["levels.kiosk_hint"]
    assert "{level}" in words["levels.line"] and "{about}" in words["levels.line"]


def test_the_levels_read_differently() -> None:
    for lang in LANGUAGES:
        words = load_catalog(lang)
        abouts = [words[f"levels.about.{level}"] for level in BOT_LEVELS]
        assert len(set(abouts)) == len(abouts), lang
