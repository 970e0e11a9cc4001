"""The instruction line for a person's move: a VIP's steps are counted only
while it walks, never "(0 steps left)" before a move is chosen."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.monica.client.table.interaction_words import prompt
from game.monica.content import load_box
from game.i18n import LANGUAGES, Words


def ui_for(grant, path=(), lang="en", kind="vip"):
    box = load_box()
    state = SimpleNamespace(city=SimpleNamespace(person_kind={7: kind}), box=box,
                            grants=[grant] if grant is not None else [])
    return SimpleNamespace(state=state, phase="actions", person=7, path=list(path),
                           words=Words(lang), active_grant=lambda: 0 if grant else None,
                           is_vip=lambda pid: kind == "vip", open_grants=lambda: [grant])


def move(steps):
    return SimpleNamespace(kind="move", steps=steps, target=None)


def test_a_walking_vip_counts_its_steps():
    assert "(2 steps left)" in prompt(ui_for(move(2)))
    assert "(1 step left)" in prompt(ui_for(move(2), [(0, 1)]))
    done = prompt(ui_for(move(2), [(0, 1), (0, 2)]))
    assert "0 step" not in done and "confirm" in done


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_zero_steps_before_a_move_is_chosen(lang):
    card = next(iter(load_box().cards.values()))
    summon = SimpleNamespace(kind="summon", steps=0, target=card.id)
    words = Words(lang)
    zero = words.tn("table.ui.prompt.vip", 0)
    for ui in (ui_for(summon, lang=lang), ui_for(None, lang=lang),
               ui_for(move(0), lang=lang)):
        line = prompt(ui)
        assert line and line != zero and "0 " not in line, line
    assert card.name in prompt(ui_for(summon, lang=lang))
