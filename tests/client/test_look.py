"""How the screens look, measured: buttons that read as enabled or not
without colour, the type scale, and where the table puts things."""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.client.widgets import Button, draw_wrapped, fit_lines


def _button(**kw) -> Button:
    return Button((0, 0, 230, 64), "Back", lambda: None, size=24, **kw)


def _ink_pixels(b: Button) -> int:
    """How many pixels of the label's colour the button shows (text weight)."""
    _, _, ink = b.colours()
    img = b.image
    return sum(1 for x in range(img.get_width()) for y in range(img.get_height())
               if tuple(img.get_at((x, y)))[:3] == ink)


def test_enabled_and_disabled_buttons_differ_in_lightness_not_only_hue():
    for kind in ({}, {"secondary": True}, {"color": (40, 150, 80)}):
        on, off = _button(**kind), _button(enabled=False, **kind)
        fill_on, edge_on, ink_on = on.colours()
        fill_off, _, ink_off = off.colours()
        # an enabled label reads (WCAG AA for large bold text, 3:1); a disabled one is
        # faint (under 2.5:1), and the two differ by a wide margin
        assert theme.contrast(ink_on, fill_on) >= 3.0, kind
        assert theme.contrast(ink_off, fill_off) < 2.5, kind
        # and the plates differ in lightness or outline, not in hue alone
        plate_on = edge_on if edge_on is not None else fill_on
        assert theme.contrast(plate_on, fill_off) >= 3.0, kind
        # an enabled label is bold: clearly more ink than the regular disabled one
        assert _ink_pixels(on) > 1.2 * _ink_pixels(off), kind


def test_disabled_button_is_flat_enabled_is_raised():
    on, off = _button(secondary=True), _button(secondary=True, enabled=False)
    # the bottom rows: an enabled button has its drop shadow there, a disabled one nothing solid
    h = on.image.get_height()
    shadow = on.image.get_at((115, h - 2))
    assert shadow.a == 255 and theme.luminance(tuple(shadow)[:3]) < 0.1
    assert off.image.get_at((115, h - 1)).a == 0


def test_type_scale_sizes_and_minimum():
    assert theme.type_size(9) == theme.CAPTION
    assert theme.type_size(22) == theme.BODY
    assert theme.type_size(26) == theme.LABEL
    assert all(theme.type_size(s) in theme.TYPE_SCALE for s in range(1, 200))
    # at 1280x720 (the canvas at 2/3) a caption is 12 px and body text 14 px
    assert round(theme.CAPTION * 720 / 1080) == 12 and round(theme.BODY * 720 / 1080) == 14


def test_text_that_does_not_fit_wraps_or_ellipsizes_instead_of_shrinking():
    pygame.font.init()
    long = "Summon 3 people onto Bonfire Pits and then some more words to wrap"
    size, lines = fit_lines(long, (200, 50), 20, max_lines=2)
    assert size == theme.CAPTION and len(lines) == 2 and lines[-1].endswith("…")
    surf = pygame.Surface((300, 100))
    with gfx.recording() as sizes:
        draw_wrapped(surf, long, (0, 0, 120, 40), 14, fit=True)
        Button((0, 0, 120, 52), long, size=20)
    assert sizes and set(sizes) <= {theme.CAPTION}
