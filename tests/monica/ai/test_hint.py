"""Hints name a legal action, a score change and a readable sentence."""
from __future__ import annotations

from game.monica.ai.hint import hint
from game.monica.ai.registry import make_bot
from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game


def test_hint_is_legal_in_every_phase_reached() -> None:
    state = new_game(2, 41, box=load_box())
    bots = [make_bot("medium", 1), make_bot("easy", 2)]
    phases = set()
    steps = 0
    while state.phase != "over":
        if state.phase not in phases or steps % 25 == 0:
            h = hint(state, think_ms=20)
            assert h.action in legal_actions(state)
            assert isinstance(h.score_change, int)
            assert h.text and "\n" not in h.text and h.text.endswith(".")
            phases.add(state.phase)
        apply_action(state, bots[state.current].choose(state))
        steps += 1
    assert {"acquire", "place", "final"} <= phases


def test_hint_leaves_the_state_alone() -> None:
    state = new_game(3, 5, box=load_box())
    while state.phase != "acquire":
        apply_action(state, legal_actions(state)[0])
    before = (list(state.front), state.phase, state.current, list(state.deck))
    h = hint(state, think_ms=30)
    assert (list(state.front), state.phase, state.current, list(state.deck)) == before
    assert h.text[0].isupper()
