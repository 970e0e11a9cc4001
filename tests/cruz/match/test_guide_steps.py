"""The guide's script and bookkeeping: every step's words in every language,
no word left unused, steps that do not apply are passed over (and a required
one is reported), undo takes the guide back with the game, and saved moves
resume the guide at the same step."""
from __future__ import annotations

import pytest

from game.cruz.engine import (Build, BuildCard, ChooseSet, Phase, PlayBuild, ScoringCard,
                              legal_actions)
from game.cruz.match.guide import (SEED, Guide, GuideError, Prompt, guide_match, guide_setup,
                                   resume_guide)
from game.cruz.match.guide_facts import Highlight
from game.cruz.match.guide_steps import ASIDES, STEPS, Kind, Step
from game.i18n import LANGUAGES, Words, catalog, placeholders

from .test_guide_play import play

FIELDS = {"bot", "card", "points", "total", "n"}


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_step_has_its_words(lang: str):
    cat = catalog(lang)
    for step in STEPS + ASIDES:
        for key in step.keys:
            assert key in cat, f"{lang}: {key}"
            assert placeholders(cat[key]) <= FIELDS, key
    for key in ("counter", "next", "wait", "aside", "refused"):
        assert f"cruz_guide.{key}" in cat


def test_no_word_of_the_guide_is_left_unused():
    used = {key for s in STEPS + ASIDES for key in s.keys}
    used |= {f"cruz_guide.{k}" for k in ("counter", "next", "wait", "aside", "refused")}
    assert {k for k in catalog("en") if k.startswith("cruz_guide.")} == used


def test_the_script_is_well_formed():
    ids = [s.id for s in STEPS + ASIDES]
    assert len(ids) == len(set(ids))
    for step in STEPS:
        assert step.trigger is None
        if step.kind is Kind.ACT:
            assert step.phase is not None and step.allow and step.done, step.id
        if step.kind is Kind.FREE:
            assert step.done is not None
        if step.variant is not None:
            assert step.variants != ("text",), step.id
    assert all(a.trigger is not None and a.kind is Kind.INFO and not a.required for a in ASIDES)
    assert STEPS[0].id == "welcome" and STEPS[-1].id == "finish"


def test_the_deal():
    setup = guide_setup("You", "Bot")
    assert setup.seed == SEED and setup.players == 2 and setup.oldest == 0
    assert [s.kind for s in setup.seats] == ["human", "bot"] and setup.seats[1].level == "easy"
    match, guide = guide_match("You", "Bot")
    hand = match.state.seats[0].scoring
    assert ScoringCard.ERUPTION in hand and ScoringCard.FISH_SHEEP in hand
    assert match.state.phase is Phase.CHOOSE_SET and match.state.current == 0


def info(id_: str) -> Step:
    return Step(id_, Kind.INFO, ("goal",))


def test_a_step_that_does_not_apply_is_passed_over_and_a_required_one_reported():
    match, _ = guide_match("You", "Bot")
    state = match.state                         # the player chooses a set now
    optional = Step("land_now", Kind.ACT, ("landing",), phase=Phase.LANDING,
                    allow=lambda s, f: legal_actions(s), done=lambda s, e, f: True,
                    required=False)
    guide = Guide(["You", "Bot"], steps=(optional, info("after")), asides=())
    guide.start(state, match.start_events)
    assert guide.passed == ["land_now"] and guide.missed == [] and guide.step == info("after")
    required = Step("land_now", Kind.ACT, ("landing",), phase=Phase.LANDING,
                    allow=lambda s, f: legal_actions(s), done=lambda s, e, f: True)
    guide = Guide(["You", "Bot"], steps=(required, info("after")), asides=())
    guide.start(state, match.start_events)
    assert guide.missed == ["land_now"]
    guide = Guide(["You", "Bot"], steps=(info("only"),), asides=())
    guide.start(state, match.start_events)
    assert guide.next(state) and guide.finished and guide.prompt(state) is None
    assert guide.allowed(state) == legal_actions(state)      # after the guide: free play


def test_undo_takes_the_guide_back():
    match, guide, _ = play(until="river_play")
    while match.bot_to_move():
        match.play_bot()
    match.submit(PlayBuild(BuildCard.RIVER))
    assert guide.step is not None and guide.step.id == "river_build"
    assert match.undo()
    assert guide.step is not None and guide.step.id == "river_play"
    assert guide.accepts(match.state, PlayBuild(BuildCard.RIVER))


def test_saved_moves_resume_the_guide_at_the_same_step():
    match, guide, _ = play(until="add_on_build")
    resumed, again = resume_guide(list(match.actions), "You", "Easy bot")
    assert again.step is not None and again.step.id == "add_on_build"
    assert resumed.state.scores == match.state.scores
    assert again.allowed(resumed.state) == guide.allowed(match.state)
    with pytest.raises(GuideError):
        resume_guide([ChooseSet("D"), Build("k1")], "You", "Bot")


def test_a_prompt_phrases_cards_and_points_in_its_language():
    prompt = Prompt("fish_card", Kind.ACT, 16, 34, "cruz_guide.fish_card.title",
                    "cruz_guide.fish_card.text", "cruz_guide.fish_card.do",
                    {"bot": "Bob", "card": ScoringCard.FISH_SHEEP}, Highlight(), False, False,
                    False, ("fish_bonus",))
    assert prompt.do(Words("de")) == "Spiele Fisch- & Schafwertung."
    assert prompt.do(Words("fr")) == "Jouez Poissons & Moutons."
    bonus = Prompt("fish_bonus", Kind.INFO, 17, 34, "cruz_guide.fish_bonus.title",
                   "cruz_guide.fish_bonus.text", None, {"points": 1}, Highlight(), False, True,
                   False, ())
    assert bonus.text(Words("en")).endswith("This time your fish bonus was 1 point.")
    assert bonus.do(Words("en")) is None


def test_the_add_on_is_pointed_at_apart():
    match, guide, _ = play(until="add_on_build")
    while match.bot_to_move():
        match.play_bot()
    prompt = guide.prompt(match.state)
    assert prompt is not None and prompt.highlight.add_on
    assert not set(prompt.highlight.add_on) & set(prompt.highlight.fields)
    assert all(a.add_on for a in guide.allowed(match.state) if isinstance(a, Build))
