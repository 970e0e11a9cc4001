"""Every string the title, new-game, menu, settings, replays and kiosk
screens draw comes from the catalogs (no English literal reaches the
screen), every key they use exists in English, German and French with the
same placeholders, and a language switch shows on the next frame."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import pygame

from game.monica.client.kiosk.attract import TIPS
from game.i18n import catalog, placeholders

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "game" / "client"
MONICA = ROOT / "game" / "monica" / "client"
SCREENS = [CLIENT / "scenes" / name for name in ("pause.py", "settings.py")]
SCREENS += [MONICA / "scenes" / name for name in ("title.py", "new_game.py", "replays.py", "replay.py")]
SCREENS += sorted((CLIENT / "kiosk").glob("*.py")) + sorted((MONICA / "kiosk").glob("*.py"))
SOURCES = SCREENS + [MONICA / "setup.py", MONICA / "autoplay.py", CLIENT / "prefs.py"]
LANGS = ("en", "de", "fr")
DRAWN = {"draw_text": 1, "draw_wrapped": 1, "text": 0, "Button": 1}


def literal_words(node: ast.AST) -> str | None:
    """The letters a node would put on screen as they are written in the source."""
    if isinstance(node, ast.Lambda):
        return literal_words(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if re.search(r"[A-Za-z]{2,}", node.value) else None
    if isinstance(node, ast.JoinedStr):
        parts = "".join(v.value for v in node.values
                        if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return parts if re.search(r"[A-Za-z]{2,}", parts) else None
    if isinstance(node, ast.BinOp):
        return literal_words(node.left) or literal_words(node.right)
    if isinstance(node, ast.IfExp):
        return literal_words(node.body) or literal_words(node.orelse)
    return None


def drawn_literals(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in DRAWN:
            continue
        args = list(node.args)
        k = DRAWN[name]
        candidates = [args[k]] if len(args) > k else []
        candidates += [kw.value for kw in node.keywords if kw.arg in ("label", "s")]
        for arg in candidates:
            words = literal_words(arg)
            if words:
                out.append(f"{path.name}:{node.lineno}: {words!r}")
    return out


@pytest.mark.parametrize("path", SCREENS, ids=lambda p: p.name)
def test_no_english_literal_is_drawn(path: Path):
    assert drawn_literals(path) == []


def test_the_scanner_catches_literals(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('draw_text(c, "Hello", (0, 0))\nButton(r, f"Play {n}", go)\n'
                   'Button(r, lambda: "Quit", go)\ndraw_text(c, t("app.title"), (0, 0))\n'
                   'draw_text(c, f"{a} · {b}", (0, 0))\n')
    assert len(drawn_literals(bad)) == 3


KEY_CALL = re.compile(r"""\b(t|tn)\(\s*["']([a-z_]+(?:\.[a-z0-9_]+)+)["']""")
LABEL_PROP = re.compile(r'name="label" value="([a-z_]+\.[a-z_.]+)"')


def used_keys() -> set[str]:
    keys: set[str] = set()
    for path in SOURCES:
        for fn, key in KEY_CALL.findall(path.read_text(encoding="utf-8")):
            keys |= {f"{key}.one", f"{key}.other"} if fn == "tn" else {key}
    keys |= set(LABEL_PROP.findall((ROOT / "levels" / "title.tmx").read_text()))
    for tip in TIPS:
        keys |= {f"kiosk.tip.{tip}.title", f"kiosk.tip.{tip}.text"}
    keys |= {f"setup.level_bot.{lv}" for lv in ("easy", "medium", "hard")}
    keys |= {f"setup.mode.{m}" for m in ("solo", "hot_seat", "bots_only")}
    categories = ("cards", "rings", "footprints", "wave", "misc", "penalty")
    keys |= {f"results.category.{c}" for c in categories}
    keys |= {f"setup.{lv}" for lv in ("easy", "medium", "hard")}
    keys |= {"settings.language", "settings.animation_speed", "settings.reduced_motion",
             "settings.reduced_motion_hint", "settings.volume", "settings.fullscreen",
             "settings.colourblind", "settings.colourblind_hint", "settings.kiosk",
             "settings.kiosk_idle", "settings.kiosk_pin", "settings.kiosk_pin_bad",
             "kiosk.wrong_pin", "kiosk.enter_pin", "title.continue", "play.save_and_leave",
             "play.resume", "title.rules", "title.settings", "title.quit", "kiosk.restart",
             "kiosk.exit", "common.close", "replay.pause", "replay.play"}
    return keys


def test_the_key_scan_finds_the_screens_keys():
    keys = used_keys()
    assert {"kiosk.still_playing", "title.replays", "settings.saved",
            "kiosk.countdown.one", "title.new_game"} <= keys
    assert len(keys) > 90


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_exists_in_every_language(lang: str):
    have = catalog(lang)
    missing = sorted(k for k in used_keys() if k not in have)
    assert missing == [], f"{lang} lacks {missing}"


def test_placeholders_agree_across_languages():
    for key in sorted(used_keys()):
        want = placeholders(catalog("en")[key])
        for lang in ("de", "fr"):
            assert placeholders(catalog(lang)[key]) == want, f"{lang}: {key}"


def test_translations_are_translated():
    same = [k for k in used_keys() if k.startswith("kiosk.tip.")
            and catalog("de")[k] == catalog("en")[k]]
    assert same == []


def test_a_language_switch_shows_on_the_next_frame():
    from game.client import prefs
    from game.monica.client.kiosk.attract import AttractScene

    from .kiosk_support import make_app, steps
    app = make_app("portrait", kiosk=True)
    try:
        attract = AttractScene(app, seed=1)
        app.stack.clear_to(attract)
        steps(app, 1)
        from game.monica.client.kiosk.players import PlayersScene
        players = PlayersScene(app)
        app.push(players)
        prefs.change(app, language="fr")
        steps(app, 1)
        assert players.bar.get("start").text == catalog("fr")["setup.start"]
        assert players.lineup() == "Vous jouez contre 1 joueur ordinateur"
        prefs.change(app, language="de")
        assert players.bar.get("back").text == "Zurück"
    finally:
        pygame.display.quit()
