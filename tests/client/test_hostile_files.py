"""The real client (drawing off) started on a data folder with hostile files:
the title comes up every time, with one sentence about what was wrong, and
hostile player names are drawn without crashing the font."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import pygame

from game.monica.client.scenes.title import TitleScene
from game.monica.persist.saves import save_to_json
from tests.mutations import check_one_sentence

from ..persist.games import meta
from .kiosk_support import make_app, steps


def save_named(*names: str) -> str:
    return json.dumps(save_to_json(meta(names=names), []), ensure_ascii=True)


CASES = {
    "language-list": ("settings.json", lambda p: p.write_text('{"language": ["de"]}')),
    "language-object": ("settings.json", lambda p: p.write_text('{"language": {"x": 1}}')),
    "deep-settings": ("settings.json", lambda p: p.write_text("[" * 5000 + "]" * 5000)),
    "deep-save": ("saves/autosave.json",
                  lambda p: p.write_text('{"format": 1, "setup": ' + "[" * 5000 + "]" * 5000
                                         + "}")),
    "nul-names": ("saves/autosave.json", lambda p: p.write_text(save_named("A\x00n", "Bob"))),
    "surrogate-names": ("saves/autosave.json",
                        lambda p: p.write_text(save_named("A\ud800n", "\u202eBob"))),
    "fifo": ("saves/autosave.json", lambda p: os.mkfifo(p)),
    "dev-zero": ("saves/autosave.json", lambda p: os.symlink("/dev/zero", p)),
    "folder": ("saves/autosave.json", lambda p: p.mkdir()),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_title_survives(tmp_path: Path, monkeypatch, case: str):
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    name, make = CASES[case]
    make(home / name)
    monkeypatch.setenv("SANTA_MONICA_HOME", str(home))
    app = make_app("landscape")
    try:
        app.stack.clear_to(TitleScene(app))
        steps(app, 3)
        app.draw()
        title = app.stack.top
        assert title.name == "title"
        if case.endswith("-names"):                  # a good save: Continue, names drawn
            assert title.saved is not None and title.message is None
            assert "\x00" not in title.continue_detail()
        elif case.startswith("language"):
            assert app.settings.language == "en"
            check_one_sentence(title.message)
        else:
            assert title.saved is None
            check_one_sentence(title.message)
    finally:
        pygame.display.quit()
