"""The table's top-bar buttons (Hint, Speed, Rules, Menu) read whole in every
language and every speed, in both table layouts: one line, no "…"."""
from __future__ import annotations

import pygame
import pytest

from game.client import gfx, theme
from game.client.layout import load_layout
from game.client.table.controls import HINT_W, SPEEDS
from game.i18n import LANGUAGES, Words

LABELS = ["play.hint", "table.ui.btn.rules", "table.ui.btn.menu", "table.ui.btn.speed_instant"]
SIZE = 22          # the size the table's bar asks for; a label may step down to a caption


def widest_allowed(layout: str, key: str) -> int:
    lay = load_layout(layout)
    name = {"play.hint": "btn_speed", "table.ui.btn.rules": "btn_rules",
            "table.ui.btn.menu": "btn_menu"}.get(key, "btn_speed")
    rect = pygame.Rect(lay.rect(name))
    width = min(HINT_W, rect.x - 26) if key == "play.hint" else rect.w
    return width - 20                  # the button keeps 10 px each side


@pytest.mark.parametrize("layout", ["table_16x9", "kiosk_portrait"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_bar_label_fits_its_button_on_one_line(layout: str, lang: str) -> None:
    pygame.font.init()
    words = Words(lang)
    texts = [(key, words.t(key)) for key in LABELS]
    texts += [("speed", words.t("table.ui.btn.speed", x=f"{s:g}")) for s in SPEEDS]
    smallest = theme.type_size(18)
    for key, text in texts:
        room = widest_allowed(layout, key)
        assert gfx.font(smallest, True).size(text)[0] <= room, f"{lang} {layout}: {text!r}"
