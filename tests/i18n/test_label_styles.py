"""Labels of one setting read alike in every state ("Speed: 2x", "Speed: instant")."""
from __future__ import annotations

import pytest

from game.i18n import LANGUAGES
from game.i18n.core import load_catalog


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_speed_button_keeps_one_style(lang: str) -> None:
    words = load_catalog(lang)
    paced = words["table.ui.btn.speed"].format(x=2)
    instant = words["table.ui.btn.speed_instant"]
    assert ":" in paced and paced.split(":")[0] == instant.split(":")[0]
