"""A random player clicking only what the table offers (glowing things and
enabled buttons) never breaks it, and plays a whole hot-seat game."""
from __future__ import annotations

import random

import pytest


def offers(t) -> list:
    sc = t.scene
    out: list = [("key", k) for k in sc.highlights()]
    out += [("button", b.name) for b in sc.choices.buttons if b.enabled]
    for name in ("confirm", "undo"):
        b = sc.bar.get(name)
        if b.enabled:
            out.append(("button", name))
    return out


@pytest.mark.slow
def test_random_clicks_play_a_whole_game(app, make_table, human_setup):
    rng = random.Random(11)
    app.options.fast = True               # animations done at once: clicks only
    t = make_table(human_setup(2, seed=17))
    clicks = 0
    while t.app.stack.top.name == "play" and clicks < 3000:
        t.settle()
        if t.app.stack.top.name != "play" or t.state.phase == "over":
            break
        choices = offers(t)
        assert choices, f"nothing to click in phase {t.state.phase}"
        staged = t.scene.match.staged is not None
        if staged and rng.random() < 0.9:
            pick = ("button", "confirm")
        else:
            undo = [c for c in choices if c == ("button", "undo")]
            rest = [c for c in choices if c != ("button", "undo")]
            pick = undo[0] if undo and rng.random() < 0.05 else rng.choice(rest or undo)
        if pick[0] == "key":
            t.click(pick[1])
        else:
            t.button(pick[1])
        clicks += 1
    for _ in range(300):
        if t.app.stack.top.name == "results":
            break
        t.app.step()
    assert t.app.stack.top.name == "results", f"stuck after {clicks} clicks"
