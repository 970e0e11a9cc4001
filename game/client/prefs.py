"""The player's settings, applied to the running client.

``start(app)`` loads the saved settings (a damaged file comes back as the
defaults plus a message) and applies them; ``change(app, **values)`` applies
a change at once and saves it. Applying means: the language of every string
(looked up when drawn, so a switch shows on the next frame), animation speed
and reduced motion for tables now and later, the sound volume, fullscreen,
and the colour-blind palette (which also empties the picture caches).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import set_language
from ..persist import SaveError, Settings, load_settings, save_settings
from . import audio, theme

if TYPE_CHECKING:
    from .app import App

_ART_NORMAL: dict[str, dict] = {}


def start(app: "App") -> str | None:
    """Load and apply the saved settings; returns a message if the file was bad."""
    settings, message = load_settings()
    apply(app, settings)
    return message


def change(app: "App", **values: Any) -> str | None:
    """Apply and save changed settings; returns a message if saving failed."""
    current = app.settings if app.settings is not None else Settings()
    new = current.changed(**values)
    apply(app, new)
    try:
        save_settings(new)
    except SaveError as exc:
        return exc.message
    return None


def apply(app: "App", settings: Settings) -> None:
    old = app.settings
    app.settings = settings
    set_language(settings.language)
    audio.set_volume(settings.volume)
    _motion(app, settings)
    if not app.options.kiosk and not app.options.virtual_time:
        app.set_fullscreen(settings.fullscreen)
    if old is None or old.colourblind != settings.colourblind:
        use_palette(settings.colourblind)
        for scene in app.stack:              # sprites redraw from the new caches
            board = getattr(scene, "board", None)
            for thing in getattr(board, "things", {}).values():
                thing._cache_key = None


def _motion(app: "App", settings: Settings) -> None:
    from .table import anim
    anim.reduced_motion = settings.reduced_motion
    app.options.reduced_motion = settings.reduced_motion
    app.options.anim_speed = settings.animation_speed
    for scene in app.stack:
        queue = getattr(scene, "queue", None)
        if queue is not None and hasattr(scene, "speed") and not getattr(scene, "fast", False):
            scene.speed = settings.animation_speed
            queue.speed = settings.animation_speed


def use_palette(colourblind: bool) -> None:
    """Switch the table's and the card art's colours, and forget old pictures."""
    theme.use_palette(colourblind)
    try:
        from .art import palette as art_palette
    except Exception:           # no art package: the placeholders use theme only
        art_palette = None
    if art_palette is not None:
        tables = {"tags": art_palette.TAG_COLORS, "people": art_palette.PEOPLE_COLORS}
        if not _ART_NORMAL:
            _ART_NORMAL.update({k: dict(v) for k, v in tables.items()})
        tables["tags"].update(theme.SAFE_TAG_COLORS if colourblind else _ART_NORMAL["tags"])
        tables["people"].update(theme.SAFE_PEOPLE_COLORS if colourblind
                                else _ART_NORMAL["people"])
    forget_pictures()


def forget_pictures() -> None:
    """Empty every cache of drawn components (after a palette change)."""
    from . import gfx
    gfx._CACHE.clear()
    for fn in (gfx.meeple, gfx.icon, gfx.token, gfx.card_back):
        fn.cache_clear()
    try:
        from .art import cache as art_cache
        from .art import icons as art_icons
        art_cache.clear_cache()
        art_icons.icon.cache_clear()
    except Exception:
        pass
