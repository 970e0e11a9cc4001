"""Tutorial progress that reads well but does not replay (an unknown step, a
move the guided game refuses) is kept aside like every other damaged file:
renamed ``tutorial.json.bad-<time>`` with its bytes as they were, one sentence
naming the copy in the guide's panel, and the guide from its first step."""
from __future__ import annotations

import json

import pytest

from game.client.router import Guide
from game.monica.client.tutorial.coach import GuideCoach
from game.monica.persist.tutorial import FILE_KIND, load_progress, progress_path

PROGRESS = [
    {"kind": FILE_KIND, "format": 1, "step": "vip", "actions": [{"type": "TakeCard", "col": 9}]},
    {"kind": FILE_KIND, "format": 1, "step": "no-such-step", "actions": []},
]


@pytest.mark.parametrize("progress", PROGRESS, ids=["illegal-move", "unknown-step"])
def test_progress_that_does_not_replay_is_kept_aside(app, progress):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(progress)
    path.write_text(text, "utf-8")
    app.router.go(Guide(resume=True))
    coach = app.stack.top.coach
    assert isinstance(coach, GuideCoach)
    assert coach.guide.step.id == "welcome" and not coach.guide.match.actions
    kept = sorted(path.parent.glob("tutorial.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text("utf-8") == text     # nothing lost
    sentence = app.ctx.say(coach.error)
    assert kept[0].name in sentence and sentence.count(". ") == 0 and sentence.endswith(".")
    assert load_progress()[0].step == "welcome"                   # a fresh guide is kept
