"""The game log: a sentence (or nothing) for every engine event, in every language."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from game.monica.ai.random_bot import RandomBot
from game.monica.content import load_box
from game.monica.engine import apply_action, new_game, score_game
from game.monica.engine.events import Event
from game.i18n import LANGUAGES
from game.monica.i18n.log import describe_event, describe_events, describe_scores
from game.monica.i18n.log_events import HANDLERS, QUIET_KINDS

ROOT = Path(__file__).resolve().parents[2]


def documented_kinds() -> set[str]:
    doc = (ROOT / "docs" / "ENGINE_API.md").read_text("utf-8")
    section = doc.split("## Events", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `([a-z_]+)` \|", section, re.M))


def random_games(seeds=range(12)):
    """(state before, events) for every action of some seeded random games."""
    for seed in seeds:
        names = ["Ann", "Bob", "Cleo", "Dev"][: 2 + seed % 3]
        state = new_game(names, seed, box=load_box())
        bot = RandomBot(seed)
        while state.phase != "over":
            before = state.clone()
            yield before, apply_action(state, bot.choose(state))


def may_be_silent(e: Event) -> bool:
    return (e.kind in QUIET_KINDS or (e.kind == "reward" and e.get("option") is None)
            or (e.kind == "dollars" and e.get("n") == 0))


def test_every_documented_kind_has_a_handler():
    kinds = documented_kinds()
    assert len(kinds) >= 20
    assert kinds <= set(HANDLERS)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_event_of_random_games(lang: str):
    seen: Counter[str] = Counter()
    lines = 0
    for before, events in random_games():
        for e in events:
            seen[e.kind] += 1
            text = describe_event(e, before, lang)
            assert text is None or isinstance(text, str)
            if may_be_silent(e):
                continue
            assert text, e
            assert "{" not in text and "}" not in text, text
            assert not text.startswith("log."), text
            assert "\n" not in text
            lines += 1
            # names-only context works too
            assert describe_event(e, [p.name for p in before.players], lang)
    # A pass needs an empty display, which random games never reach.
    rare = {"passed"}
    assert documented_kinds() - rare <= set(seen), documented_kinds() - rare - set(seen)
    passed = describe_event(Event("passed", 0, {}), before, lang)
    assert passed and "{" not in passed
    assert lines > 1000


def test_languages_differ():
    for before, events in random_games([3]):
        for e in events:
            if e.kind in ("card_taken", "turn_start", "person_moved"):
                texts = {lang: describe_event(e, before, lang) for lang in LANGUAGES}
                assert len(set(texts.values())) == 3, texts
                return


def test_the_default_language_is_english():
    state = new_game(["Ann", "Bob"], 1, box=load_box())
    e = Event("turn_start", 1, {"round": 2})
    assert describe_event(e, state) == "Round 2: Bob's turn."
    assert describe_event(e, state, "de") == "Runde 2: Bob ist am Zug."
    assert describe_event(e, state, "fr") == "Tour 2 : Bob joue."


# -- the sentences themselves ----------------------------------------------

@pytest.fixture()
def table():
    """Ann and Bob with cities, the truck under column 1 (0-based)."""
    from game.monica.engine import actions as A
    state = new_game(["Ann", "Bob", "Cleo"], 5, start_player=0, box=load_box())
    while state.phase == "choose_tile":
        apply_action(state, A.ChooseTile(state.offered_tiles[0]))
    apply_action(state, A.PlaceFoodTruck(1))
    return state


def test_card_taken_with_rewards(table):
    truck, foodie = table.food_truck, table.foodie
    assert (truck, foodie) == (1, 3)
    take = Event("card_taken", 0, {"card": "B07", "frm": ("front", truck), "via": "pick"})
    assert describe_event(take, table) == "Ann takes Tide Pool Walk (food truck: +1 sand dollar)."
    take = Event("card_taken", 0, {"card": "B07", "frm": ("front", foodie), "via": "pick"})
    assert describe_event(take, table) == "Ann takes Tide Pool Walk (foodie: move 1 person)."
    take = Event("card_taken", 0, {"card": "B07", "frm": ("front", 0), "via": "pick"})
    assert describe_event(take, table) == "Ann takes Tide Pool Walk."
    assert describe_event(take, table, "de") == "Ann nimmt Tide Pool Walk."
    table.foodie = truck
    take = Event("card_taken", 0, {"card": "B07", "frm": ("front", truck), "via": "pick"})
    assert describe_event(take, table) == \
        "Ann takes Tide Pool Walk (food truck and foodie: a reward to choose)."
    back = Event("card_taken", 1, {"card": "B30", "frm": ("back", 2), "via": "back_row"})
    assert describe_event(back, table) == \
        "Bob takes Pier Arcade from the back row (From the Back Row)."
    assert describe_event(back, table, "fr") == \
        "Bob prend Pier Arcade dans la rangée arrière (De la rangée arrière)."


def test_card_placed(table):
    e = Event("card_placed", 0, {"card": "B07", "to": (0, 2)})
    assert describe_event(e, table) == \
        "Ann places Tide Pool Walk on the beach, 2 columns right of the starting tile."
    e = Event("card_placed", 0, {"card": "S05", "to": (1, -1)})
    name = table.box.cards["S05"].name
    assert describe_event(e, table) == \
        f"Ann places {name} on the street, 1 column left of the starting tile."
    assert describe_event(e, table, "de") == \
        f"Ann legt {name} an die Promenade, 1 Spalte links vom Startplättchen."


def test_people_and_footprints(table):
    table.players[1].city.cards[(0, 1)] = table.box.cards["B30"]
    tile = table.players[1].city.tile.name
    walk = Event("person_moved", 1, {"person": 0, "people": "vip",
                                     "path": ((1, 0), (0, 0), (0, 1)), "footprints": [(0, 1)]})
    assert describe_event(walk, table) == \
        "Bob's VIP walks to Pier Arcade and leaves a footprint."
    walk = Event("person_moved", 1, {"person": 0, "people": "vip",
                                     "path": ((1, 0), (0, 1)), "footprints": []})
    assert describe_event(walk, table) == "Bob's VIP walks to Pier Arcade."
    walk = Event("person_moved", 1, {"person": 3, "people": "local",
                                     "path": ((0, 1), (0, 0)), "footprints": []})
    assert describe_event(walk, table) == f"Bob's local walks to {tile} (beach half)."
    two = Event("person_moved", 1, {"person": 0, "people": "vip",
                                    "path": ((1, 0), (0, 0), (0, 1)),
                                    "footprints": [(0, 0), (0, 1)]})
    assert describe_event(two, table) == (f"Bob's VIP walks to Pier Arcade and leaves 2 "
                                          f"footprints: {tile} (beach half) and Pier Arcade.")
    home = Event("person_returned", 1, {"person": 3, "people": "tourist", "frm": (0, 1)})
    assert describe_event(home, table) == "Bob sends a tourist home from Pier Arcade."
    summon = Event("person_summoned", 1, {"person": 3, "people": "local", "frm": (1, 0),
                                          "to": (0, 1)})
    assert describe_event(summon, table) == "Bob summons a local to Pier Arcade."
    vip = Event("person_summoned", 1, {"person": 4, "people": "vip", "frm": (1, 0),
                                       "to": (0, 1), "footprints": [(0, 1)]})
    assert describe_event(vip, table) == ("Bob summons a VIP to Pier Arcade, where it "
                                          "leaves a footprint.")
    for lang in LANGUAGES:
        plain = describe_event(Event("person_summoned", 1, {**vip.data, "footprints": []}),
                               table, lang)
        assert describe_event(vip, table, lang) != plain


def test_dollars_tokens_and_turns(table):
    assert describe_event(Event("dollars", 2, {"n": 2, "total": 3, "source": "B01"}), table) \
        == "Cleo gains 2 sand dollars from Breakwater Point."
    assert describe_event(Event("dollars", 2, {"n": 1, "total": 3, "source": "food_truck"}),
                          table) == "Cleo gains 1 sand dollar from the food truck."
    assert describe_event(Event("dollars", 2, {"n": 2, "total": 3, "source": "?"}), table) \
        == "Cleo gains 2 sand dollars."
    assert describe_event(Event("dollars", 2, {"n": -4, "total": 0, "source": "two_front"}),
                          table) == "Cleo pays 4 sand dollars for Two from the Front."
    assert describe_event(Event("token_moved", -1, {"token": "truck", "frm": 1, "to": 2,
                                                    "path": [1, 2]}), table) \
        == "The food truck rolls to column 3."
    assert describe_event(Event("final_round", 0, {"trigger": 0}), table) \
        == "Final round! Ann has placed 14 cards."
    assert describe_event(Event("final_round", 0, {"trigger": 0}), table, "fr") \
        == "Dernier tour ! Ann a placé 14 cartes."
    assert describe_event(Event("reward", 0, {"truck": True, "foodie": True,
                                              "option": "two_moves"}), table) \
        == "Ann chooses 2 moves."
    assert describe_event(Event("card_dealt", -1, {"card": "B07", "to": ("front", 1)}),
                          table) == "New card in the display: Tide Pool Walk."
    assert describe_event(Event("passed", 1, {}), table) == \
        "Bob cannot take any card and passes."
    assert describe_event(Event("card_slid", -1, {"card": "B07", "frm": ("back", 1),
                                                  "to": ("front", 1)}), table) is None
    assert describe_event(Event("grant", 0, {}), table) is None


def test_game_over_and_scores():
    report = {"players": [{"name": "Ann", "total": 41, "rank": 1},
                          {"name": "Bob", "total": 38, "rank": 2}], "winners": ["Ann"]}
    e = Event("game_over", -1, {"report": report})
    assert describe_event(e, ["Ann", "Bob"]) == "Game over: Ann wins with 41 points."
    assert describe_event(e, ["Ann", "Bob"], "de") == "Spielende: Ann gewinnt mit 41 Punkten."
    assert describe_scores(report) == ["Ann: 41 points", "Bob: 38 points"]
    assert describe_scores(report, "fr") == ["Ann : 41 points", "Bob : 38 points"]
    tie = {"players": [{"name": "Ann", "total": 30, "rank": 1},
                       {"name": "Bob", "total": 30, "rank": 1}], "winners": ["Ann", "Bob"]}
    assert describe_event(Event("game_over", -1, {"report": tie}), ["Ann", "Bob"]) == \
        "Game over: Ann and Bob share the win with 30 points."


def test_describe_events_remembers_the_chosen_tile():
    from game.monica.engine import actions as A
    state = new_game(["Ann", "Bob"], 3, box=load_box())
    before = state.clone()
    tile = state.offered_tiles[0]
    lines = describe_events(apply_action(state, A.ChooseTile(tile)), before)
    name = state.box.tiles[tile].name
    assert lines[0] == f"{before.players[before.current].name} starts with {name}."
    assert any(name in line for line in lines[1:])


def test_real_scores_of_a_game():
    state = new_game(["Ann", "Bob"], 2, box=load_box())
    bot = RandomBot(2)
    while state.phase != "over":
        apply_action(state, bot.choose(state))
    lines = describe_scores(score_game(state))
    assert len(lines) == 2 and all(re.fullmatch(r"(Ann|Bob): -?\d+ points?", x) for x in lines)


def test_odd_events_never_raise():
    assert describe_event(Event("no_such_kind", 0, {}), ["Ann"]) is None
    assert describe_event(Event("card_placed", 0, {"to": "nonsense"}), ["Ann"]) is not None
    assert describe_event(Event("person_moved", 7, {}), []) is not None
    assert describe_event(Event("game_over", -1, {"report": None}), ["Ann"]) is None
    assert describe_event(Event("swapped", 0, {}), None) is not None
