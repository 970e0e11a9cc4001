"""The solo human's seat is "You" in every language: banner, city titles and
the results heading use ``is_you``, never the English word."""
from __future__ import annotations

import pygame
import pytest

from game.monica.client.help.lines import city_title, in_city
from game.monica.client.scenes import results as results_module
from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.setup import default_setup
from game.client.you import is_you
from game.monica.content import load_box
from game.monica.engine import legal_actions, new_game
from game.i18n import LANGUAGES, Words


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_is_you_in_every_language(lang: str):
    assert is_you(Words(lang).t("setup.you"))
    assert not is_you("Marina")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_your_turn_and_your_city(app, lang: str):
    words = app.ctx.words
    words.set_language(lang)
    t = words.t
    setup = default_setup(2, humans=1, seed=3, words=words)
    assert setup.seats[0].name == t("setup.you")
    scene = PlayScene(app, setup)
    app.push(scene)
    while scene.match.state.phase != "acquire" or scene.match.state.current != 0:
        scene.match.play(legal_actions(scene.match.state)[0])
    want = t("table.ui.banner.your_turn", round=max(1, scene.match.state.round))
    assert scene.table.banner_text().startswith(want)
    state = new_game([t("setup.you"), "Marina"], 3, box=load_box())
    assert city_title(words, t("setup.you")) == {"en": "Your city", "de": "Deine Stadt",
                                                 "fr": "Votre ville"}[lang]
    assert in_city(words, state, 0) == {"en": "In your city", "de": "In deiner Stadt",
                                        "fr": "Dans votre ville"}[lang]
    assert city_title(words, "Marina") == t("play.city", name="Marina")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_you_win(app, lang: str, monkeypatch):
    words = app.ctx.words
    words.set_language(lang)
    t = words.t
    setup = default_setup(2, humans=1, seed=3, words=words)
    you = t("setup.you")
    state = new_game([you, "Marina"], 3, box=load_box())
    report = {"winners": [you], "players": [
        {"name": you, "total": 50, "rank": 1, "seat": 0},
        {"name": "Marina", "total": 40, "rank": 2, "seat": 1}]}
    drawn: list[str] = []
    real = results_module.draw_text

    def spy(canvas, text, *args, **kwargs):
        drawn.append(text)
        return real(canvas, text, *args, **kwargs)

    monkeypatch.setattr(results_module, "draw_text", spy)
    scene = ResultsScene(app, setup, state, report)
    scene.t = 1e9
    app.push(scene)
    scene.draw(pygame.Surface((1920, 1080)))
    assert t("table.tally.you_win") in drawn
