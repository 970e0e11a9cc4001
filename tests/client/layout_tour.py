"""The screenshot tour (``tools/tour.py``) under the layout check:
each screen reached the way a player reaches it, drawn once with every
surface traced, its marks read by ``game.client.layout_check``.

The canvas is 1920x1080 (1080x1920 for a portrait kiosk) at every window
size and only scaled into the window, so a screen is drawn once and read at
the smallest window it is shown in (1280x720, or 720x1280 in portrait);
``test_layout_check`` shows that a 1920x1080 window draws the same marks.
"""
from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

import pygame

from game.client import gfx, layout_check
from game.client.layout_check import Problem
from game.client.layout_record import Kind, Mark
from game.client.scene import Scene
from game.i18n import LANGUAGES as LANGUAGE_NAMES, load_catalog
from game.monica.content.box import load_box
from tools import tour as tools_tour

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "de", "fr")
SMALLEST = {False: (1280, 720), True: (720, 1280)}      # by portrait
CANVAS_SHORT_SIDE = 1080
SEATS = ("Marina", "Dusty", "Cruz", "Skye")              # the tour's bots
# Words a language writes as English does that show on a line of their own
# where a sentence wraps (French "table": "Aide à cette / table").
ALIKE: dict[str, set[str]] = {"fr": {"table"}}


def tour() -> ModuleType:
    """``tools/tour.py``: the screens of the screenshot tour."""
    return tools_tour


@dataclass(frozen=True)
class Screen:
    name: str
    shot: Callable[[Any], None]
    kw: dict[str, Any] = field(default_factory=dict)

    @property
    def portrait(self) -> bool:
        return bool(self.kw.get("portrait"))


def screens() -> dict[str, Screen]:
    """Every screen of the tour: the desktop ones, the kiosk's in both shapes."""
    t = tour()
    out = {name: Screen(name, shot) for name, shot in t.DESKTOP.items()}
    for name, shot in t.KIOSK.items():
        out[name + "_landscape"] = Screen(name + "_landscape", shot, {"kiosk": True})
        out[name + "_portrait"] = Screen(name + "_portrait", shot, {"kiosk": True, "portrait": True})
    return out


def record(screen: Screen, lang: str, window: tuple[int, int] | None = None) -> list[Mark]:
    """What ``screen`` draws in ``lang`` (at its smallest window unless told),
    from a data folder of its own (the replays of one run stay out of the next)."""
    window = window or SMALLEST[screen.portrait]
    home = os.environ.get("SANTA_MONICA_HOME")
    if home:
        os.makedirs(home, exist_ok=True)
    os.environ["SANTA_MONICA_HOME"] = tempfile.mkdtemp(prefix="layout-", dir=home)
    with gfx.recording(trace=True) as rec:
        app = tour().make_app(window, language=lang, **screen.kw)
        try:
            screen.shot(app)
            assert rec.tracer is not None
            rec.tracer.reset(app.canvas)
            app.frame()
            return rec.marks(app.canvas)
        finally:
            app.stack.clear_to(Scene(app))      # scenes leave: a review in the background stops
            pygame.display.quit()
            if home is None:
                del os.environ["SANTA_MONICA_HOME"]
            else:
                os.environ["SANTA_MONICA_HOME"] = home


@cache
def names() -> tuple[str, ...]:
    """What is a name in every language: the seats, the cards, the tiles."""
    box = load_box()
    return (*SEATS, *(c.name for c in box.cards.values()), *(t.name for t in box.tiles.values()))


@cache
def same(lang: str) -> frozenset[str]:
    """The phrases ``lang``'s catalogs write as English does (``Menu``,
    ``Total {n}``), and the languages' own names."""
    en, other = load_catalog("en"), load_catalog(lang)
    return frozenset({v for k, v in other.items() if en.get(k) == v} | set(LANGUAGE_NAMES.values())
                     | ALIKE.get(lang, set()))


_CODE = re.compile(r"[A-Z0-9]+(-[A-Z0-9]+)+")          # a beach code, HTQ-75N


def check(screen: Screen, langs: tuple[str, ...] = LANGUAGES) -> dict[str, list[Problem]]:
    """Every problem of ``screen`` by language (English first: the others
    are compared with it)."""
    scale = CANVAS_SHORT_SIDE and min(SMALLEST[screen.portrait]) / CANVAS_SHORT_SIDE
    found: dict[str, list[Problem]] = {}
    english: list[Mark] = []
    for lang in ("en", *[x for x in langs if x != "en"]):
        marks = record(screen, lang)
        problems = layout_check.check(marks, scale)
        if lang == "en":
            english = layout_check.visible(marks)
        else:
            problems += [p for p in layout_check.english(layout_check.visible(marks), english,
                                                         names(), same(lang))
                         if not _CODE.fullmatch(p.what.strip("'"))]
        if lang in langs:
            found[lang] = problems
    return found


def report(found: dict[str, list[Problem]]) -> str:
    return "\n".join(f"{lang}: {p}" for lang, problems in found.items() for p in problems)


__all__ = ["Kind", "LANGUAGES", "Screen", "check", "names", "record", "report", "same", "screens",
           "tour"]
