"""Title -> new game -> table -> results, the rules overlay, the menu, and a
whole autoplay game through the command line."""
from __future__ import annotations

import json
import random

import pygame

from game.cli.play import main as play_main
from game.monica.client.scenes.new_game import NewGameScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.scenes.title import TitleScene
from game.monica.match import Match
from game.monica.engine import legal_actions
from game.monica.persist import has_autosave, list_replays


def click(app, pos):
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()


def center(scene, name):
    x, y, w, h = scene.layout.rect(name)
    return (x + w // 2, y + h // 2)


def test_title_new_game_start(app):
    title = TitleScene(app)
    app.push(title)
    app.step()
    click(app, center(title, "btn_rules"))
    assert app.stack.top.name == "rules"
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    click(app, center(title, "btn_new"))
    ng = app.stack.top
    assert isinstance(ng, NewGameScene)
    click(app, ng.bar.get("seat3_toggle").rect.center)          # remove seat 4
    assert len(ng.setup.seats) == 3
    click(app, ng.bar.get("seat1_hard").rect.center)
    assert ng.setup.seats[1].level == "hard" and ng.setup.seats[1].is_bot
    click(app, ng.bar.get("obj_C").rect.center)
    click(app, ng.bar.get("sd_two_front").rect.center)
    click(app, ng.bar.get("sd_back_row").rect.center)
    assert ng.setup.objective == "C" and ng.setup.sand_dollars == ["two_front", "back_row"]
    click(app, ng.bar.get("code").rect.center)
    for _ in range(7):
        app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    app.feed(pygame.event.Event(pygame.TEXTINPUT, text="abc-123"))
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert ng.code_text == "ABC-123"
    seed = ng.setup.seed
    click(app, center(ng, "btn_start"))
    play = app.stack.top
    assert play.name == "play" and play.setup.seed == seed
    st = play.match.state
    assert st.n == 3 and st.objective == "C"
    assert set(st.sand_dollar_actions) == {"two_front", "back_row"}


def test_menu_and_view_other_city(app, make_table):
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    other = 1 - t.state.current
    t.click_at(t.scene.geo.panels[other].center)
    assert t.scene.view == other and not t.scene.table.follow
    assert not any(k[0] in ("spot", "space", "person") for k in t.scene.highlights())
    t.click_at(t.scene.geo.panels[t.state.current].center)
    assert t.scene.view == t.state.current
    t.click_at(t.scene.bar.get("menu").rect.center)
    assert t.app.stack.top.name == "pause"
    t.app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert t.app.stack.top.name == "play"


def test_results_and_play_again(app, human_setup):
    setup = human_setup(3, seed=9)
    match = Match(setup)
    rng = random.Random(3)
    while match.state.phase != "over":
        match.play(rng.choice(legal_actions(match.state)))
    res = ResultsScene(app, setup, match.state, match.report())
    app.push(res)
    for _ in range(30):
        app.step()
    assert res.counting
    click(app, (50, 50))                      # skip the count-up
    assert not res.counting
    lines = res._breakdown_lines()
    assert len(lines) == len(match.state.players[res.selected].city.cards) + 4
    assert sum(p for _, p, _ in lines) == res.rows[res.selected]["total"]
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=res._line_rects()[0].center,
                                rel=(0, 0), buttons=(0, 0, 0)))
    assert res.hover == 0
    click(app, center(res, "btn_same"))
    assert app.stack.top.name == "play" and app.stack.top.setup.seed == 9


def test_autoplay_whole_game(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    code = play_main(["--autoplay", "--fast", "--seed", "4", "--seats", "hard,medium,easy",
                      "--screenshots", str(tmp_path)])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert len(out) == 1
    data = json.loads(out[0])
    assert [p["name"] for p in data["players"]] == ["Marina", "Dusty", "Cruz"]
    assert all(isinstance(p["total"], int) for p in data["players"])
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert any("results" in s for s in shots) and sum("turn" in s for s in shots) >= 20
    replays = list_replays()              # kept like any finished game's, for a review
    assert len(replays) == 1 and replays[0].names == ["Marina", "Dusty", "Cruz"]
    assert not has_autosave()


def test_bad_arguments():
    assert play_main(["--seats", "human"]) == 2
    assert play_main(["--code", "U!"]) == 2
