"""The turn flow without a window: who may act, staging and Confirm, undo,
hot-seat hand-overs, Auto in the final movement and the bots' turns."""
from __future__ import annotations

from game.monica.client.table.turns import TurnFlow
from game.monica.match import Match
from game.i18n import Words

from .conftest import Seat, human_setup


def acquiring(state) -> bool:
    return state.phase == "acquire" and state.round >= 1


def test_a_setup_choice_waits_for_confirm(make_flow):
    f = make_flow(human_setup(2, seed=3))
    key = next(iter(f.highlights()))
    assert key[0] == "tile"
    f.click(key)
    assert f.turns.match.staged is not None and f.state.phase == "choose_tile"
    assert f.highlights() == {}                        # nothing else while staged
    f.button("undo")                                   # unstage
    assert f.turns.match.staged is None
    f.click(key)
    f.button("confirm")
    assert f.turns.match.staged is None and len(f.turns.match.actions) == 1


def test_pick_place_end_turn_and_hand_over(make_flow):
    f = make_flow(until=acquiring)
    me = f.state.current
    front = list(f.state.front)
    f.click(("display", "front", 2))
    assert f.state.phase == "place"
    f.button("undo")
    assert f.state.front == front and not f.turns.match.can_undo
    f.click(("display", "front", 2))
    f.click(next(k for k in f.highlights() if k[0] == "spot"))
    f.confirm_if_staged()
    if f.state.current == me:
        f.button("confirm")                            # "End turn"
    assert f.state.current != me and f.handoffs == 1


def test_other_cities_show_no_spots_to_click(make_flow):
    f = make_flow(until=acquiring)
    f.click(("display", "front", 0))
    me = f.state.current
    assert any(k[0] == "spot" for k in f.turns.highlights(me))
    other = f.turns.highlights((me + 1) % f.state.n)
    assert other and not any(k[0] in ("spot", "space", "person") for k in other)


def test_nobody_acts_while_animating_or_on_a_bot_turn():
    busy = [True]
    match = Match(human_setup(2, seed=3))
    turns = TurnFlow(match, lambda events, before: None, words=Words(), busy=lambda: busy[0])
    turns.refresh()
    assert not turns.show_choices and turns.end_label() is None
    turns.click(("tile", match.state.offered_tiles[0]))
    assert match.staged is None                        # ignored: the table is animating
    busy[0] = False
    assert turns.show_choices


def test_the_acting_hook_and_the_played_hook_see_each_action():
    seen, turned = [], []
    match = Match(human_setup(2, seed=3))
    turns = TurnFlow(match, lambda events, before: seen.append((events, before.phase)),
                     words=Words(), acting=lambda: turned.append(True))
    turns.refresh()
    turns.submit(match.legal()[0], confirmed=True)
    assert turned == [True] and len(seen) == 1 and seen[0][1] == "choose_tile"
    assert turns.frozen is not None                    # drawn as before until refreshed
    turns.refresh()
    assert turns.frozen is None


def test_bots_move_through_the_worker():
    seats = [Seat("A", "bot", "random", "coral"), Seat("B", "bot", "random", "lagoon")]
    match = Match(human_setup(2, seed=3).__class__(seats, seed=4))
    played = []
    turns = TurnFlow(match, lambda events, before: played.append(events), words=Words())
    turns.bots.threaded = False
    turns.bot_wait = 0.0
    for _ in range(10):
        turns.step(0.01)
    assert len(match.actions) == len(played) >= 5


def test_a_failing_bot_is_noted_and_replaced():
    class Broken:
        name = "broken"

        def choose(self, state):
            raise RuntimeError("no idea")

    seats = [Seat("A", "bot", "random", "coral"), Seat("B", "bot", "random", "lagoon")]
    match = Match(human_setup(2, seed=3).__class__(seats, seed=4),
                  bots={0: Broken(), 1: Broken()})
    notes = []
    turns = TurnFlow(match, lambda events, before: None, words=Words(), note=lambda k, e: notes.append(k))
    turns.bots.threaded = False
    turns.bot_wait = 0.0
    turns.step(0.01)
    assert notes == ["table.log.bot_error"] and len(match.actions) == 1


def test_auto_plays_the_final_movement(make_flow):
    def final_with_people(st):
        return st.phase == "final" and len(st.city.person_kind) > 0

    f = make_flow(until=final_with_people, seed=2)
    me = f.state.current
    assert f.turns.end_label()
    for _ in range(40):
        if f.state.current != me or f.state.phase != "final":
            break
        if f.turns.auto_plan and f.turns.match.staged is None:
            f.turns.step(0.0)                          # the table plays the plan's next move
            f.settle()
        else:
            f.confirm_if_staged()
            if f.state.current == me and f.state.phase == "final":
                f.button("auto")                       # no moves left: Auto ends it
    assert f.state.current != me or f.state.phase != "final"
