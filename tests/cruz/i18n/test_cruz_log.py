"""The Santa Cruz game log: a line for every event kind that deserves one, in
English, German and French, in the second person for the solo human, hiding
what the reader may not see, and never failing on a damaged event."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cruz.content import load_board, load_chips, load_tiles
from game.cruz.engine import (BuildCard, Building, Event, EventKind, Phase, ScoringCard,
                              apply_action, events_for, legal_actions, start_game)
from game.cruz.i18n.log import HANDLERS, QUIET_KINDS, LogContext, describe_event, describe_events
from game.i18n import LANGUAGES, t

BOX = (load_board(), load_tiles(), load_chips())


def whole_game(players: int, seed: int) -> list[Event]:
    state, events = start_game(*BOX, players, seed)
    rng = random.Random(seed)
    while state.phase is not Phase.GAME_OVER:
        events += apply_action(state, rng.choice(legal_actions(state)))
    return events


def names(lang: str, players: int) -> list[str]:
    return [t("setup.you", lang=lang), "Bob", "Cleo", "Dana"][:players]


def test_every_event_kind_has_a_handler():
    assert set(HANDLERS) == set(EventKind)
    assert QUIET_KINDS == {EventKind.TURN_STARTED}


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("players,seed", [(2, 1), (3, 5), (4, 9)])
def test_a_whole_game_reads_as_sentences(lang: str, players: int, seed: int):
    events = events_for(whole_game(players, seed), 0)
    ctx = LogContext(names(lang, players))
    lines = describe_events(events, ctx, lang)
    loud = [e for e in events if e.kind not in QUIET_KINDS and e.kind is not EventKind.SCORED]
    assert len(lines) >= len(loud)                    # a line for every event worth one
    assert all("{" not in line and "cruz_" not in line and ".you" not in line for line in lines)
    you = t("setup.you", lang=lang)
    mine = [line for line in lines if line.startswith(you + " ")]
    assert len(mine) > 10
    third = {"en": [" lands ", " builds ", " plays ", " draws ", " takes ", " has "],
             "de": [" landet ", " baut ", " spielt ", " zieht ", " hat "],
             "fr": [" débarque ", " construit ", " joue ", " pioche ", " a "]}[lang]
    assert not [line for line in mine for verb in third if line.startswith(you + verb)]


def test_the_english_lines_of_a_game():
    events = whole_game(2, 3)
    lines = describe_events(events_for(events, 0), ["You", "Bob"])
    assert lines[0] == "A game of Santa Cruz for 2 players begins."
    assert lines[1] == ("The 18 coast tiles are laid face up; land and volcano tiles stay "
                        "face down.")
    assert any(line.startswith("You land on k") for line in lines)
    assert any(line.startswith("Round 2 begins.") for line in lines)
    assert lines[-1].startswith(("You win with ", "Bob wins with "))
    assert "Final scores: " in lines[-1]


def event(what: EventKind, player: int, **data: object) -> Event:
    return Event(what, player, dict(data))


@pytest.mark.parametrize("lang,want", [
    ("en", "You add a church to l4 (land) (add-on): 3 points."),
    ("de", "Du baust eine Kirche dazu, auf l4 (Land) (Dazusetzen): 3 Punkte."),
    ("fr", "Vous ajoutez une église sur l4 (terre) (ajout) : 3 points."),
])
def test_the_add_on_in_the_second_person(lang: str, want: str):
    e = event(EventKind.BUILT, 0, field="l4", building=Building.CHURCH, points=3, add_on=True,
              landing=False)
    assert describe_event(e, [t("setup.you", lang=lang), "Bob"], lang) == want


def test_scoring_lists_points_in_the_order_they_are_entered():
    """The player who played the card first, then clockwise (rulebook "WERTEN")."""
    e = event(EventKind.SCORING, 2, card=ScoringCard.FISH_SHEEP, points=(10, 0, 3, 7),
              base=(7, 0, 3, 7), fish_bonus=(3, 0, 0, 0))
    line = describe_event(e, ["You", "Bob", "Cleo", "Dana"])
    assert line == ("Fish & Sheep: Cleo +3, Dana +7 and You +10 "
                    "(fish bonus included: 3 points).")
    none = event(EventKind.SCORING, 0, card=ScoringCard.GOLD_10, points=(0, 0), base=(0, 0),
                 fish_bonus=(0, 0))
    assert describe_event(none, ["You", "Bob"], "de") == "Goldwertung 10: Niemand bekommt Punkte."


def test_a_reveal_in_the_game_is_no_set_up():
    """Lines phrased action by action, each with a fresh context: only the
    reveal right after the game starts is the set-up's."""
    tile = BOX[1][20]
    reveal = event(EventKind.TILES_REVEALED, -1, tiles=(("l4", tile),))
    line = describe_event(reveal, ["You", "Bob"])
    assert line is not None and line.startswith("Turned face up: l4: ")
    start = event(EventKind.GAME_STARTED, -1, players=2)
    lines = describe_events([start, reveal, reveal], ["You", "Bob"])
    assert lines[1].startswith("The coast tile is laid face up")
    assert lines[2].startswith("Turned face up: l4: ")


def test_the_eruption_names_what_it_destroys():
    e = event(EventKind.ERUPTION, -1, removed=(("v2", 1, Building.HOUSE),
                                                ("v5", 0, Building.CHURCH)))
    assert describe_event(e, ["You", "Bob"]) == (
        "The volcano erupts and destroys v2 (Bob, house) and v5 (You, church); they are out "
        "of play until round 2.")
    quiet = event(EventKind.ERUPTION, -1, removed=())
    assert describe_event(quiet, ["You", "Bob"], "fr").startswith("Le volcan entre en éruption")


def test_a_marker_passing_fifty_is_told_an_ordinary_move_is_not():
    up = event(EventKind.SCORED, 1, points=6, **{"from": 47, "to": 53}, place=0, track=(1, 0),
               item="build")
    assert describe_event(up, ["You", "Bob"]) == "Bob reaches 53 and takes a 50-step."
    down = event(EventKind.SCORED, 0, points=-4, **{"from": 52, "to": 48}, place=1,
                 track=(1, 0), item="eruption")
    assert describe_event(down, ["You", "Bob"], "de") == \
        "Du fällst auf 48 zurück und gibst eine 50er-Stufe ab."
    plain = event(EventKind.SCORED, 0, points=3, **{"from": 10, "to": 13}, place=0,
                  track=(0, 1), item="build")
    assert describe_event(plain, ["You", "Bob"]) is None


def test_hidden_things_stay_hidden():
    """Bob's chip value and his drawn card reach the reader as None: the line
    says a chip was drawn, not what it is worth."""
    chip = event(EventKind.CHIP_DRAWN, 1, field="k3", value=3, count=2)
    drawn = event(EventKind.SCORING_CARD_DRAWN, 1, card=ScoringCard.BIRDS)
    shown = events_for([chip, drawn], 0)
    lines = describe_events(shown, ["You", "Bob"])
    assert lines == ["Bob draws a bird chip (2 so far).",
                     "Bob draws a new scoring card and lays it aside."]
    mine = describe_events(events_for([event(EventKind.CHIP_DRAWN, 0, field="k3", value=3,
                                             count=1)], 0), ["You", "Bob"], "fr")
    assert mine == ["Vous piochez un jeton Oiseau de 3 points et le gardez face cachée."]


def test_cards_played_and_builds_that_cannot_be():
    say = lambda e: describe_event(e, ["You", "Bob"], "de")  # noqa: E731
    assert say(event(EventKind.CARD_PLAYED, 1, card=BuildCard.DOUBLE, kind=BuildCard.RIVER)) \
        == "Bob spielt den Doppelzug: 2x Fluss."
    assert say(event(EventKind.NO_BUILD, 0, reason="supply", kind=BuildCard.RIVER, field="l3",
                     building=Building.CHURCH)) == \
        "Du hast keine Kirche mehr für l3 (Land): Diesmal wird nicht gebaut."
    assert say(event(EventKind.NO_BUILD, 1, reason="no_target", kind=BuildCard.PATH)) == \
        "Bob findet mit der Wegkarte kein Feld: Die Karte verfällt."


def test_birds_and_the_winner():
    birds = event(EventKind.BIRDS_REVEALED, 0, values=(2, 3, 1), points=6)
    assert describe_event(birds, ["You", "Bob"]) == \
        "You turn over 3 bird chips: 2 + 3 + 1 = 6 points."
    over = event(EventKind.GAME_OVER, -1, ranking=(1, 0), scores=(70, 81))
    assert describe_event(over, ["Vous", "Bob"], "fr") == \
        "Bob gagne avec 81 points ! Scores finaux : Bob 81 et Vous 70."


@settings(max_examples=200, deadline=None)
@given(kind=st.sampled_from(list(EventKind)), player=st.integers(-3, 6),
       data=st.dictionaries(st.sampled_from(["card", "field", "points", "tiles", "round",
                                             "removed", "values", "from", "to", "kind"]),
                            st.one_of(st.none(), st.integers(-5, 99), st.text(max_size=4),
                                      st.lists(st.integers(), max_size=3))),
       lang=st.sampled_from(list(LANGUAGES)))
def test_a_damaged_event_gives_no_line_never_an_error(kind: EventKind, player: int,
                                                      data: dict[str, object], lang: str):
    line = describe_event(Event(kind, player, data), ["You", "Bob"], lang)
    assert line is None or isinstance(line, str)
