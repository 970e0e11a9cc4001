"""Every bot level a seat can have is named in every language, on the
new-game screen and in the table's player panels."""
from __future__ import annotations

import pytest

from game.i18n import LANGUAGES
from game.i18n.core import load_catalog
from game.monica.match import BOT_LEVELS


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_level_has_its_words(lang: str) -> None:
    words = load_catalog(lang)          # the language's own words, no English fallback
    chosen = [level for level in BOT_LEVELS if level != "random"]   # the screen offers these
    missing = [f"table.ui.level.{level}" for level in BOT_LEVELS
               if f"table.ui.level.{level}" not in words]
    missing += [f"setup.level_bot.{level}" for level in chosen
                if f"setup.level_bot.{level}" not in words]
    assert not missing
