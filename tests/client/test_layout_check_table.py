"""What the layout check's tour found at the table, the results and the
guide, kept fixed: the last-round call in the banner's place (never beside
"Game over"), a tap on the results' city picture opening the card large, the
guide's counter counting only the steps shown, its last step leading to the
results, its buttons on one line, and the autoplay's pictures saved once."""
from __future__ import annotations

import hashlib
import random
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.client import gfx, theme
from game.client.layout_record import Kind
from game.client.widgets import fit_lines
from game.i18n import LANGUAGES
from game.monica.client.autoplay import Watcher
from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.tutorial.launch import guide_scene
from game.monica.engine import legal_actions
from game.monica.match import Match
from game.monica.match.setup import Seat
from game.monica.match.tutorial import guide_setup, new_guide, rehearse, shown_steps
from game.monica.match.tutorial_steps import STEPS

from .conftest import human_setup

ROOT = Path(__file__).resolve().parents[2]


def played(until_over: bool) -> Match:
    match = Match(human_setup(2, seed=9))
    rng = random.Random(9)
    while not (match.over if until_over else match.state.final_triggered):
        match.play(rng.choice(legal_actions(match.state)))
    return match


def banner_texts(scene: PlayScene) -> tuple[list[str], pygame.Rect]:
    """The texts the banner draws, and its first button's rect."""
    rect = pygame.Rect(scene.layout.rect("banner"))
    with gfx.recording(trace=True) as rec:
        canvas = pygame.Surface(scene.app.canvas_size)
        scene.hud.draw_banner(canvas)
        marks = rec.marks(canvas)
    hint = scene.bar["hint"].rect
    return [m.text for m in marks if m.kind is Kind.TEXT and m.rect.colliderect(rect)
            and m.rect.right <= hint.x], hint


@pytest.mark.parametrize("over", [False, True])
def test_the_last_round_call_takes_the_banners_place_and_ends_with_the_game(app, over):
    match = played(until_over=over)
    scene = PlayScene(app, match.setup, match=match)
    app.push(scene)
    call = "Letzte Runde! Marina-Sophie hat 14 Karten platziert."
    scene.hud.banner_flash(call, theme.DANGER)
    texts, _ = banner_texts(scene)
    assert texts == ([scene.table.banner_text()] if over else [call])


def test_a_tap_on_the_results_city_picture_opens_the_card(app):
    match = played(until_over=True)
    res = ResultsScene(app, match.setup, match.state, match.report())
    app.push(res)
    res.t = 1e9
    city = match.state.players[res.selected].city
    at = next(iter(city.cards))
    res.click(res._mini_rect(at).center, 1)
    assert app.stack.top is not res and app.stack.top.name == "info"
    assert app.stack.top.title == city.cards[at].name


def test_the_guides_counter_counts_each_shown_step_once():
    guide = new_guide(guide_setup([Seat("You"), Seat("Marina", "bot", "easy")]))
    seen: list[tuple[int, int]] = []
    guide.on_step = lambda g: seen.append(g.counter()) if not g.finished else None
    seen.append(guide.counter())
    rehearse(guide)
    shown = [n for n, _ in dict.fromkeys(seen)]
    total = len(shown_steps())
    assert total == len(STEPS) - 3 and {t for _, t in seen} == {total}
    assert shown == list(range(1, total + 1))       # never a jump, never back
    assert guide.counter() == (total, total)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_guides_buttons_read_on_one_line_and_the_last_leads_to_the_results(app, lang):
    app.ctx.words.set_language(lang)
    scene = guide_scene(app, resume=False, keep=False)
    app.push(scene)
    panel = scene.coach.panel
    guide = scene.coach.guide
    for last in (False, True):
        guide.index = len(guide.steps) - 1 if last else 0
        label = panel.next_label()
        assert (label == app.ctx.words.t("tutorial.results")) == last
        for both in (True, False):
            again, nxt = panel.button_rects(both)
            for rect, text in ((again, app.ctx.words.t("tutorial.again")), (nxt, label)):
                size, lines = fit_lines(text, (rect.w - 20, rect.h - 8), 22, True, max_lines=3)
                assert len(lines) == 1 and size >= theme.CAPTION, (lang, text, rect)
            assert again.right <= nxt.x or again.bottom <= nxt.y or not both


def test_the_autoplay_saves_a_picture_once(tmp_path):
    shots: list[str] = []
    launch = SimpleNamespace(screenshots=str(tmp_path), autoplay=True)
    watcher = Watcher(launch, SimpleNamespace(shots=shots))
    window = pygame.Surface((32, 18))
    app = SimpleNamespace(window=window, screenshot=lambda p: pygame.image.save(window, p))
    assert watcher.save(app, str(tmp_path / "0001_turn000.png"))
    assert not watcher.save(app, str(tmp_path / "0002_turn001.png"))     # the same picture
    window.fill((200, 40, 40))
    assert watcher.save(app, str(tmp_path / "0002_turn001.png"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["0001_turn000.png", "0002_turn001.png"]


@pytest.mark.slow
def test_the_autoplay_pictures_are_named_as_the_docs_and_never_twice(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PATH": "/usr/bin:/bin", "SANTA_MONICA_HOME": str(tmp_path / "home")}
    for args, out in ((["--tutorial"], tmp_path / "guide"), (["--seed", "4242"], tmp_path / "game")):
        run = subprocess.run([sys.executable, str(ROOT / "main.py"), "play", *args, "--autoplay",
                              "--fast", "--screenshots", str(out)], env=env, cwd=ROOT,
                             capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stderr
        digests = [hashlib.md5(p.read_bytes()).hexdigest() for p in sorted(out.iterdir())]
        assert len(digests) == len(set(digests)), f"{out.name}: a picture saved twice"
    docs = sorted(p.name for p in (ROOT / "docs" / "screenshots" / "tutorial").iterdir())
    assert sorted(p.name for p in (tmp_path / "guide").iterdir()) == docs
    assert [p.name for p in sorted((tmp_path / "game").iterdir())][-1].endswith("_results.png")
