"""The one resolver of shipped data (game/resources.py): a leaf that finds
assets/ and levels/ in a checkout (and an installed wheel, see .ci/wheel_check),
and the only module that knows where they are."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from game import resources
from game.client import fonts
from game.client.audio_synth import SOUND_DIR
from game.monica.content.box import DEFAULT_DATA_DIR
from game.client.layout import LEVELS_DIR
from game.i18n.core import CATALOG_DIR

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
            names |= {f"{'.' * node.level}{node.module or ''}.{a.name}" for a in node.names}
    return names


def test_checkout_paths_are_the_top_level_folders() -> None:
    assert resources.ASSETS_DIR == ROOT / "assets"
    assert resources.LEVELS_DIR == ROOT / "levels"
    assert (resources.DATA_DIR / "feature_cards.json").is_file()
    assert (resources.FONTS_DIR / "LICENSE-DejaVu.txt").is_file()
    assert (resources.SOUNDS_DIR / "card.wav").is_file()
    assert (resources.I18N_DIR / "en.json").is_file()
    assert (resources.LEVELS_DIR / "title.tmx").is_file()


def test_every_lookup_goes_through_the_resolver() -> None:
    assert DEFAULT_DATA_DIR == resources.DATA_DIR
    assert LEVELS_DIR == resources.LEVELS_DIR
    assert CATALOG_DIR == resources.I18N_DIR
    assert SOUND_DIR == resources.SOUNDS_DIR
    assert fonts.FONT_DIR == resources.FONTS_DIR and fonts.REGULAR.is_file()


def test_no_other_module_builds_data_paths_from_its_own_location() -> None:
    pattern = re.compile(r"__file__.*[\"'](assets|levels)[\"']")
    offenders = []
    for path in GAME.rglob("*.py"):
        if path.name == "resources.py" and path.parent == GAME:
            continue
        text = path.read_text(encoding="utf-8")
        if pattern.search(text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_resolver_is_a_leaf_and_the_engine_does_not_use_it() -> None:
    own = imported_modules(GAME / "resources.py")
    assert not [m for m in own if m.startswith(("game", "."))], own
    for path in (GAME / "engine").rglob("*.py"):
        names = imported_modules(path)
        assert not [m for m in names if "resources" in m], path

