"""The table's top-bar buttons (Hint, Speed, Rules, Menu) and the line under
the sand-dollar tiles read whole in every language and every speed, in both
table layouts: no "…"."""
from __future__ import annotations

import pygame
import pytest

from game.client import gfx, theme
from game.client.layout import load_layout
from game.monica.client.table.controls import SPEEDS, hint_rect
from game.client.widgets import fit_lines
from game.i18n import LANGUAGES, Words

LABELS = ["play.hint", "table.ui.btn.rules", "table.ui.btn.menu", "table.ui.btn.speed_instant"]
SIZE = 22          # the size the table's bar asks for; a label may step down to a caption


def widest_allowed(layout: str, key: str) -> int:
    lay = load_layout(layout)
    if key == "play.hint":
        rect = pygame.Rect(hint_rect(lay.rect("btn_speed")))
    else:
        name = {"table.ui.btn.rules": "btn_rules", "table.ui.btn.menu": "btn_menu"}.get(
            key, "btn_speed")
        rect = pygame.Rect(lay.rect(name))
    return rect.w - 20                 # the button keeps 10 px each side


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


@pytest.mark.parametrize("layout", ["table_16x9", "kiosk_portrait"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_sand_dollar_line_reads_whole(layout: str, lang: str) -> None:
    """The line under the sand-dollar tiles: two lines at most, no "…"."""
    pygame.font.init()
    box = pygame.Rect(load_layout(layout).rect("sd_info")).inflate(-8, -4)
    _, lines = fit_lines(Words(lang).t("table.ui.sd.info"), box.size, 20, max_lines=2)
    assert not lines[-1].endswith("…"), (lang, layout, lines)


@pytest.mark.parametrize("layout", ["table_16x9", "kiosk_portrait"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_sand_dollars_you_have_read_whole(layout: str, lang: str) -> None:
    """On a turn the same line says how many sand dollars and usable actions."""
    pygame.font.init()
    words = Words(lang)
    box = pygame.Rect(load_layout(layout).rect("sd_info")).inflate(-8, -4)
    for have in (0, 1, 2, 12):
        for usable in (0, 1, 2):
            text = words.tn("table.ui.sd.have", have, usable=words.tn("table.ui.sd.usable", usable))
            _, lines = fit_lines(text, box.size, 20, max_lines=2)
            assert not lines[-1].endswith("…"), (lang, layout, lines)
