"""The guided first game without a window: every step accepts exactly its
action, explanations wait for Next, the fast forward plays the player's turns,
the guide reaches the tally, and progress saved half way resumes the same game."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.monica.engine import legal_actions
from game.monica.engine import actions as A
from game.monica.engine.constants import END_TRIGGER_CARDS
from game.i18n import LANGUAGES, catalog
from game.monica.match import Match
from game.monica.match.setup import MatchSetup, Seat
from game.monica.match.tutorial import (Guide, GuideError, guide_bots, guide_setup, new_guide,
                                 resume_guide)
from game.monica.match.tutorial_steps import HUMAN, STEPS, Kind, Step, take_best
from game.monica.persist.tutorial import TutorialProgress, load_progress, save_progress

OPTIONAL_PASSED = ["tourists", "last_swap", "last_end"]    # do not apply on this deal


def setup() -> MatchSetup[Seat]:
    return guide_setup([Seat("You", "human", "easy", "coral"),
                        Seat("Marina", "bot", "easy", "lagoon")])


def step_once(guide: Guide, seen: dict[str, A.Action]) -> None:
    """One move of the guided game, as its player (or the bot, or the guide) makes it."""
    match = guide.match
    step = guide.step
    assert step is not None
    if step.kind is Kind.INFO:
        assert guide.expected() is None
        assert guide.next()
    elif match.human_turn and guide.guide_plays():
        action = guide.guide_action()
        assert action is not None
        match.play(action)
    elif match.human_turn:
        want = guide.expected()
        assert want is not None, f"{step.id}: nothing to do in {match.state.phase}"
        assert guide.accepts(want)
        others = [a for a in legal_actions(match.state) if a != want]
        assert not any(guide.accepts(a) for a in others[:40]), step.id
        seen[step.id] = want
        match.play(want)
    else:
        assert guide.expected() is None
        match.play_bot()


def play_through(guide: Guide, until: str | None = None) -> dict[str, A.Action]:
    seen: dict[str, A.Action] = {}
    for _ in range(3000):
        if guide.finished or (until is not None and guide.step is not None
                              and guide.step.id == until):
            return seen
        step_once(guide, seen)
    raise AssertionError("the guide never finished")


def test_the_whole_guide_teaches_every_step_and_ends_at_the_tally():
    guide = new_guide(setup())
    seen = play_through(guide)
    assert guide.finished and guide.match.over
    acts = [s.id for s in STEPS if s.kind is Kind.ACT]
    assert guide.passed == OPTIONAL_PASSED
    assert sorted(seen) == sorted(a for a in acts if a not in OPTIONAL_PASSED)
    # what each lesson is about really happened
    assert isinstance(seen["sand_dollar"], A.BuyAction)
    assert isinstance(seen["reward"], A.ChooseReward)
    assert isinstance(seen["ring"], A.Move) and isinstance(seen["vip"], A.Move)
    city = guide.match.state.players[HUMAN].city
    assert city is not None and city.cards_placed == END_TRIGGER_CARDS
    assert city.footprints
    assert guide.match.report()["winners"] == ["You"]         # a first game won


def test_the_guided_game_is_the_same_every_time():
    one, two = new_guide(setup()), new_guide(setup())
    play_through(one)
    play_through(two)
    assert one.match.actions == two.match.actions


def test_an_explanation_waits_for_next_and_refuses_moves():
    guide = new_guide(setup())
    assert guide.step is not None and guide.step.id == "welcome"
    assert guide.waiting_for_next()
    assert not any(guide.accepts(a) for a in legal_actions(guide.match.state))
    assert guide.next()
    assert guide.step.id == "tile" and not guide.next()      # an action step: no Next


def test_a_wrong_move_is_refused_and_changes_nothing():
    guide = new_guide(setup())
    play_through(guide, until="take")
    want = guide.expected()
    wrong = next(a for a in legal_actions(guide.match.state) if a != want)
    assert not guide.accepts(wrong)
    assert guide.step is not None and guide.step.id == "take"


def test_the_fast_forward_plays_the_players_turns():
    guide = new_guide(setup())
    play_through(guide, until="skip")
    turns = 0
    while guide.step is not None and guide.step.id == "skip":
        if guide.match.human_turn:
            assert guide.guide_plays() and guide.expected() is None
            turns += 1
        step_once(guide, {})
    assert turns > 20
    assert guide.step is not None and guide.step.id == "end_trigger"


def test_progress_saved_half_way_resumes_the_same_game(tmp_path: Path):
    saved: list[TutorialProgress] = []
    guide = new_guide(setup(), on_step=lambda g: saved.append(g.progress()))
    play_through(guide, until="vip")
    save_progress(saved[-1], tmp_path)
    progress, message = load_progress(tmp_path)
    assert message is None and progress is not None and progress.step == "vip"
    again = resume_guide(setup(), progress)
    assert again.step is not None and again.step.id == "vip"
    assert again.expected() == guide.expected()
    play_through(guide)
    play_through(again)
    assert again.match.actions == guide.match.actions


def test_progress_that_does_not_fit_is_refused():
    with pytest.raises(GuideError):
        resume_guide(setup(), TutorialProgress("no_such_step", []))
    with pytest.raises(GuideError):
        resume_guide(setup(), TutorialProgress("take", [A.TakeCard(0)]))


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_step_has_its_sentence(code: str):
    words = catalog(code)
    for step in STEPS:
        assert words.get(step.text_key, "").strip(), (code, step.id)
    for kind in ("display", "hand", "spot", "space", "person", "sd", "tile", "lane", "button",
                 "next", "wait", "fast"):
        assert words.get(f"tutorial.hint.{kind}", "").strip(), (code, kind)


def test_a_step_that_does_not_fit_yet_is_played_by_the_guide_never_stuck():
    match = Match(setup(), bots=guide_bots())
    steps = (Step("take", Kind.ACT, "A1", "acquire", take_best),
             Step("never", Kind.ACT, "-", "reward", lambda state: None, optional=True))
    guide = Guide(match, steps=steps)
    assert guide.stalled and guide.guide_plays()          # the tile comes first
    while guide.stalled or not match.human_turn:
        if match.human_turn:
            match.play(guide.guide_action())
        else:
            match.play_bot()
    assert match.state.phase == "acquire" and guide.expected() is not None
    match.play(guide.expected())
    assert guide.finished and guide.passed == ["never"]
