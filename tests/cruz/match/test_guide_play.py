"""The guided first game of Santa Cruz played headless to the end: the
player's moves are chosen from each step's allowed actions, the bot's by the
easy bot (and, to show the script holds whatever the bot does, by other
bots too); every prompt is phrased in English, German and French."""
from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.cruz.ai import make_bot
from game.cruz.ai.base import Bot, view_actions
from game.cruz.engine import (Action, Build, BuildCard, EventKind, PlayBuild, PlayScoring,
                              ScoringCard, View, legal_actions)
from game.cruz.i18n.pages import PAGE_IDS
from game.cruz.match import Match
from game.cruz.match.guide import HUMAN, Guide, guide_match
from game.cruz.match.guide_steps import ASIDES, STEPS, Kind
from game.i18n import LANGUAGES, Words

Pick = Callable[[list[Action]], Action]
OPTIONAL = {s.id for s in STEPS if not s.required}


class FirstBot:
    """A fixed policy: the first action the seat's view allows."""
    name = "first"

    def choose(self, view: View) -> Action:
        return view_actions(view)[0]


SAID: set[str] = set()          # every text key a prompt used, over all the games played


def play(bot: Bot | None = None, pick: Pick | None = None, langs: tuple[str, ...] = (),
         until: str | None = None) -> tuple[Match, Guide, list[tuple[str, Action]]]:
    """The guided game from the start (to the step ``until``, if given): "Next"
    on every explanation, the player's move from the step's allowed actions."""
    match, guide = guide_match("You", "Easy bot")
    if bot is not None:
        match.bots = {1: bot}
    pick = pick or (lambda allowed: allowed[0])
    words = [Words(lang) for lang in langs]
    taken: list[tuple[str, Action]] = []
    for _ in range(3000):
        step = guide.step
        if step is None or step.id == until:
            return match, guide, taken
        prompt = guide.prompt(match.state)
        assert prompt is not None
        SAID.update((prompt.title_key, prompt.text_key, prompt.do_key or prompt.title_key))
        for w in words:
            for line in (prompt.title(w), prompt.text(w), prompt.do(w) or "x"):
                assert line and "{" not in line and "cruz_guide." not in line, (w.language, line)
        if guide.holds_bots():
            assert guide.allowed(match.state) == []
            assert guide.next(match.state)
        elif match.bot_to_move():
            assert prompt.waiting and guide.allowed(match.state) == []
            match.play_bot()
        else:
            allowed = guide.allowed(match.state)
            assert allowed, f"{step.id}: nothing allowed in {match.state.phase}"
            legal = legal_actions(match.state)
            assert all(a in legal for a in allowed)
            action = pick(allowed)
            taken.append((step.id, action))
            match.submit(action)
    raise AssertionError("the guide never finished")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_whole_guide_against_the_easy_bot(lang: str):
    match, guide, taken = play(langs=(lang,))
    assert guide.finished and match.over
    assert guide.missed == [] and set(guide.passed) <= OPTIONAL
    main = [s.id for s in STEPS if s.id not in guide.passed]
    assert [s for s in guide.shown if s in {x.id for x in STEPS}] == main
    acts = {step for step, _ in taken}
    assert acts == {s.id for s in STEPS if s.kind is not Kind.INFO and s.id not in guide.passed}


def test_what_each_lesson_teaches_really_happens():
    match, guide, taken = play()
    by_step: dict[str, list[Action]] = {}
    for step, action in taken:
        by_step.setdefault(step, []).append(action)
    assert by_step["river_play"] == [PlayBuild(BuildCard.RIVER)]
    assert by_step["add_on_build"][0] == Build(by_step["add_on_build"][0].field, True)
    assert by_step["double_play"][0].card is BuildCard.DOUBLE
    assert len(by_step["double_build"]) == 2
    assert by_step["eruption_card"] == [PlayScoring(ScoringCard.ERUPTION)]
    assert isinstance(by_step["fish_card"][0], PlayScoring)
    # the chosen river field was face down: the engine turned it up as "chosen"
    match2, guide2, _ = play(until="face_down")
    assert guide2.facts.chosen is not None
    # the fish bonus paid, the eruption cleared the volcano
    match3, guide3, _ = play(until="add_on")
    assert guide3.facts.fish[HUMAN] > 0
    match4, guide4, _ = play(until="round_1")
    assert guide4.facts.removed and EventKind.ERUPTION in guide4.facts.kinds
    assert match.state.seats[HUMAN].chips or guide.facts.birds[HUMAN] == 0


def test_the_guided_game_is_the_same_every_time():
    first = play()[2]
    assert play()[2] == first


def human_picks(seed: int) -> Pick:
    if seed == -1:
        return lambda allowed: allowed[-1]
    rng = random.Random(seed)
    return lambda allowed: rng.choice(allowed)


BOTS: list[tuple[str, Callable[[int], Bot]]] = [
    ("easy", lambda k: make_bot("easy", k)), ("medium", lambda k: make_bot("medium", k)),
    ("random", lambda k: make_bot("random", k)), ("first", lambda k: FirstBot()),
]


@pytest.mark.parametrize("name,factory", BOTS, ids=[b[0] for b in BOTS])
def test_every_required_step_is_reached_whatever_the_bot_and_the_player_do(
        name: str, factory: Callable[[int], Bot]):
    for k in (-1, 0, 1, 2, 3):
        match, guide, _ = play(factory(k + 11), human_picks(k))
        assert guide.finished and match.over, (name, k)
        assert guide.missed == [], (name, k)


def test_every_step_aside_and_wording_is_reachable():
    shown: set[str] = set()
    for _, factory in BOTS:
        for k in range(4):
            shown |= set(play(factory(k), human_picks(k))[1].shown)
    assert shown == {s.id for s in STEPS} | {s.id for s in ASIDES}
    every = {key for s in STEPS + ASIDES for key in s.keys} | {"cruz_guide.wait"}
    assert every - SAID == set()


def test_the_guide_teaches_every_section_of_the_rulebook():
    taught = {page for step in STEPS + ASIDES for page in step.pages}
    assert taught == set(PAGE_IDS)
    required = {page for step in STEPS if step.required for page in step.pages}
    assert required == set(PAGE_IDS)


def test_a_move_the_step_does_not_ask_for_is_not_accepted():
    match, guide, _ = play(until="river_play")
    while match.bot_to_move():
        match.play_bot()
    assert guide.accepts(match.state, PlayBuild(BuildCard.RIVER))
    assert not guide.accepts(match.state, PlayBuild(BuildCard.SHIP))
    assert not guide.accepts(match.state, PlayScoring(ScoringCard.ERUPTION))
    prompt = guide.prompt(match.state)
    assert prompt is not None and prompt.highlight.cards == (BuildCard.RIVER,)
    assert prompt.do(Words("de")) == "Spiele die Flusskarte."
    assert prompt.refused(Words("en")) == ("Not now: the guide asks for something else. "
                                           "Play the river card.")


def test_an_explanation_holds_the_bot_and_says_next():
    match, guide, _ = play(until="start")
    assert guide.holds_bots() and match.bot_to_move()
    prompt = guide.prompt(match.state)
    assert prompt is not None and prompt.can_next and prompt.highlight.track
    assert "Easy bot" in prompt.text(Words("fr"))
    assert guide.allowed(match.state) == []
    assert guide.next(match.state) and not guide.holds_bots()
    assert not guide.next(match.state)                 # "Next" only on an explanation
    wait = guide.prompt(match.state)
    assert wait is not None and wait.waiting
    assert wait.do(Words("en")) == "Easy bot is taking a turn. Watch!"
