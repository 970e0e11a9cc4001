"""Scripted clicks through human turns of every kind: a few on the real
table (clicks at screen points, animations, the results), the rest through
the same turn flow without a window (``make_flow``)."""
from __future__ import annotations

import pytest

from game.monica.engine import actions as A
from game.monica.engine import legal_actions


@pytest.fixture(params=["flow", "table"])
def make_either(request, make_flow):
    """The same script without a window and on the real table (the drawing of
    previews and staged ghosts is exercised by the second)."""
    return make_flow if request.param == "flow" else request.getfixturevalue("make_table")


def acquiring(state) -> bool:
    return state.phase == "acquire" and state.round >= 1


def test_setup_choices_by_click(make_table, human_setup):
    t = make_table(human_setup(2, seed=3))
    for _ in range(3):
        st = t.state
        assert st.phase in ("choose_tile", "food_truck")
        key = next(iter(t.highlights()))
        assert key[0] == ("tile" if st.phase == "choose_tile" else "lane")
        t.click(key)
        assert t.scene.match.staged is not None          # waits for Confirm
        t.button("confirm")
    assert t.state.phase == "acquire" and t.state.food_truck is not None


def test_normal_pick_place_and_end_turn(make_table):
    t = make_table(until=acquiring)
    me = t.state.current
    cid = t.state.front[2]
    t.click(("display", "front", 2))
    assert t.state.phase == "place" and t.state.pending == [cid]
    spot = next(k for k, v in t.highlights().items() if k[0] == "spot")
    t.click(spot)
    t.confirm_if_staged()
    if t.state.current == me and t.state.phase == "actions":
        t.button("confirm")                                  # "End turn"
    assert t.state.current != me
    assert t.state.card_pos(me, cid) == spot[1]


def test_undo_a_pick_and_a_staged_placement(make_table):
    t = make_table(until=acquiring)
    front = list(t.state.front)
    t.click(("display", "front", 0))
    assert t.state.phase == "place"
    spot = next(k for k, v in t.highlights().items() if k[0] == "spot")
    t.click(spot)
    if t.scene.match.staged is not None:
        t.button("undo")                                     # unstage
        assert t.scene.match.staged is None and t.state.phase == "place"
    else:
        assert t.state.phase in ("actions", "reward", "swap")
    t.button("undo")
    if t.state.phase != "acquire":
        t.button("undo")
    assert t.state.phase == "acquire" and t.state.front == front
    assert not t.scene.match.can_undo


SD_PAIRS = [("two_front", "local_or_tourist"), ("front_and_behind", "business_nature_sports"),
            ("back_row", "swap_and_return"), ("swap_and_move", "tourist_move")]
SD_ALL = [a for pair in SD_PAIRS for a in pair]


@pytest.mark.parametrize("aid", SD_ALL)
def test_each_sand_dollar_action(make_flow, human_setup, aid):
    pair = next(p for p in SD_PAIRS if aid in p)

    def ready(st):
        return acquiring(st) and any(isinstance(a, A.BuyAction) and a.action == aid
                                     for a in legal_actions(_rich(st)))

    def _rich(st):
        c = st.clone()
        c.players[c.current].city.sand_dollars = 9
        return c

    t = make_flow(human_setup(2, seed=SD_ALL.index(aid) + 11, sand_dollars=list(pair)),
                   until=ready, prepare=lambda st: setattr(st.city, "sand_dollars", 9))
    me = t.state.current
    assert ("sd", aid) in t.highlights()
    t.click(("sd", aid))
    assert t.scene.ui.buy == aid
    act = t.state.box.sand_dollar_action(aid)
    buy = next(a for a in legal_actions(t.state) if isinstance(a, A.BuyAction) and a.action == aid)
    for pick in buy.picks:
        if t.state.phase != "acquire":
            break
        t.click(("display", pick[0], pick[1]))
    assert t.state.phase == "place"
    assert t.state.city.sand_dollars == 9 - act.cost
    assert len(t.state.pending) == len(buy.picks)
    while t.state.phase == "place":
        if t.scene.match.staged is not None:
            t.button("confirm")
            break
        spot = next(k for k in t.highlights() if k[0] == "spot")
        t.click(spot)
    if t.state.current == me and t.state.phase == "swap":
        t.button("skip_swap")
    t.confirm_if_staged()
    if t.state.current == me and t.state.phase == "actions":
        names = [b.name for b in t.scene.choices.buttons]
        if act.move_count:
            assert any(n.startswith("grant:") for n in names)
        t.button("confirm")
    assert t.state.current != me


def test_swap_two_cards(make_either, human_setup):
    def ready(st):
        if not acquiring(st):
            return False
        city = st.city
        beach = [p for p, c in city.cards.items() if p[0] == 0 and not c.beach_end]
        street = [p for p in city.cards if p[0] == 1]
        return len(beach) >= 2 or len(street) >= 2

    t = make_either(human_setup(2, seed=21, sand_dollars=["swap_and_move", "tourist_move"]),
                   until=ready, prepare=lambda st: setattr(st.city, "sand_dollars", 5))
    me = t.state.current
    t.click(("sd", "swap_and_move"))
    col = next(k for k in t.highlights() if k[0] == "display")
    t.click(col)
    while t.state.phase == "place":
        t.click(next(k for k in t.highlights() if k[0] == "spot"))
    assert t.state.phase == "swap"
    swap = next(a for a in legal_actions(t.state) if isinstance(a, A.Swap))
    ca, cb = t.state.city.cards[swap.a], t.state.city.cards[swap.b]
    t.click(("space", swap.a))
    assert t.highlights()[("space", swap.a)] == "selected"
    t.click(("space", swap.b))
    t.confirm_if_staged()
    city = t.state.players[me].city
    assert city.cards[swap.a] == cb and city.cards[swap.b] == ca


def _same_column(st):
    st.food_truck = st.foodie = 1


@pytest.mark.parametrize("option,dollars", [("two_dollars", 2), ("dollar_move", 1),
                                            ("two_moves", 0)])
def test_reward_choice(make_flow, option, dollars):
    t = make_flow(until=acquiring, prepare=_same_column, seed=4)
    me = t.state.current
    before = t.state.city.sand_dollars
    gains = sum(p.get("n", 0) for p in t.state.box.cards[t.state.front[1]].place
                if p.get("gain") == "sand_dollar")
    t.click(("display", "front", 1))
    t.click(next(k for k in t.highlights() if k[0] == "spot"))
    t.confirm_if_staged()
    assert t.state.phase == "reward"
    t.button(f"reward:{option}")
    t.confirm_if_staged()
    assert t.state.players[me].city.sand_dollars == before + gains + dollars
    if option == "two_moves" and t.state.current == me:
        grants = [b.name for b in t.scene.choices.buttons if b.name.startswith("grant:")]
        assert len(grants) >= 2


ANY_TWO = ["S07", "S22", "S26", "S33", "B02", "B06", "B19", "B32", "B35"]
VIP_TWO = ["B10", "B38", "S30"]


def _force_front(candidates: list[str]):
    """Put one of ``candidates`` (still in the deck or display) at front column 0."""
    def prepare(st):
        for cid in candidates:
            if cid in st.front:
                j = st.front.index(cid)
                st.front[j], st.front[0] = st.front[0], cid
            elif cid in st.back:
                j = st.back.index(cid)
                st.back[j], st.front[0] = st.front[0], cid
            elif cid in st.deck:
                j = st.deck.index(cid)
                st.deck[j], st.front[0] = st.front[0], cid
            else:
                continue
            return
        raise AssertionError("no candidate card left")
    return prepare


def _round_two(st) -> bool:
    return acquiring(st) and st.round >= 2


def test_move_a_person_to_a_lit_space(make_either):
    def prepare(st):
        _force_front(ANY_TWO)(st)
        st.city.add_person("local", (1, 0))         # someone who walks without footprints

    t = make_either(until=_round_two, prepare=prepare, seed=6)   # any, 2 steps
    me = t.state.current
    t.click(("display", "front", 0))
    t.click(next(k for k in t.highlights() if k[0] == "spot"))
    t.confirm_if_staged()
    assert t.state.phase == "actions"
    city = t.state.city
    person = next(p for p in sorted(city.person_kind) if city.person_kind[p] != "vip"
                  and ("person", p) in t.highlights())
    t.click(("person", person))
    targets = [k for k, v in t.highlights().items() if v == "target"]
    assert targets
    start = city.person_pos[person]
    t.click(targets[-1])
    t.confirm_if_staged()
    moved = t.state.players[me].city.person_pos
    assert any(moved.get(p) == targets[-1][1] for p in moved) and \
        t.state.players[me].city.person_pos.get(person, start) != start or \
        t.state.current != me


def test_vip_walks_step_by_step(make_either):
    t = make_either(until=_round_two, prepare=_force_front(VIP_TWO), seed=8)   # VIP 2 steps
    me = t.state.current
    t.click(("display", "front", 0))
    t.click(next(k for k in t.highlights() if k[0] == "spot"))
    t.confirm_if_staged()
    assert t.state.phase == "actions"
    city = t.state.city
    vip = next(p for p, k in city.person_kind.items() if k == "vip")
    start = city.person_pos[vip]
    t.click(("person", vip))
    steps = [k for k, v in t.highlights().items() if v == "step"]
    assert steps, "the VIP's first step lights up"
    first = steps[0]
    t.click(first)
    assert t.scene.ui.path == [first[1]]
    second = [k for k, v in t.highlights().items() if v == "step"]
    assert second, "and then its second step"
    back = next((k for k in second if k[1] == start), second[0])
    t.click(back)                              # the second step completes the walk
    t.confirm_if_staged()
    ev_city = t.state.players[me].city
    assert ev_city.person_pos[vip] == back[1]


def test_final_movement_by_hand_and_auto(make_table):
    def final_with_people(st):
        return st.phase == "final" and len(st.city.person_kind) > 0

    t = make_table(until=final_with_people, seed=2)
    me = t.state.current
    assert t.scene.bar.get("confirm").label == "Done moving"
    assert "auto" in [b.name for b in t.scene.choices.buttons]
    people = [k for k in t.highlights() if k[0] == "person"]
    if people:
        t.click(people[0])
        dest = [k for k, v in t.highlights().items() if v in ("target", "step")]
        if dest:
            t.click(dest[0])
            t.confirm_if_staged()
    if t.state.current == me and t.state.phase == "final":
        t.button("confirm")
    for _ in range(4):
        t.confirm_if_staged()           # auto may stage the move that ends the movement
        if t.state.phase != "final":
            break
        t.button("auto")
    t.settle()
    for _ in range(400):
        t.app.step()
        if t.app.stack.top.name == "results":
            break
    assert t.app.stack.top.name == "results"


def test_send_a_person_home(make_either, human_setup):
    def ready(st):
        return _round_two(st) and len(st.city.person_kind) >= 1

    t = make_either(human_setup(2, seed=31, sand_dollars=["swap_and_return", "two_front"]),
                   until=ready, prepare=lambda st: setattr(st.city, "sand_dollars", 4))
    me = t.state.current
    t.click(("sd", "swap_and_return"))
    t.click(next(k for k in t.highlights() if k[0] == "display"))
    while t.state.phase == "place":
        t.click(next(k for k in t.highlights() if k[0] == "spot"))
    t.confirm_if_staged()
    if t.state.phase == "swap":
        t.button("skip_swap")
    assert t.state.phase == "actions"
    city = t.state.city
    before = len(city.person_kind)
    grant = next(b.name for b in t.scene.choices.buttons if "home" in b.label)
    t.button(grant)
    person = next(k for k in t.highlights() if k[0] == "person")
    t.click(person)
    t.button("return")
    t.confirm_if_staged()
    assert len(t.state.players[me].city.person_kind) == before - 1


def test_summon_onto_the_new_card(make_either):
    def prepare(st):
        _force_front(["B21"])(st)
        st.city.add_person("tourist", (1, 0))

    t = make_either(until=_round_two, prepare=prepare, seed=12)
    me = t.state.current
    t.click(("display", "front", 0))
    t.click(next(k for k in t.highlights() if k[0] == "spot"))
    t.confirm_if_staged()
    if t.state.phase == "reward":
        t.button("reward:two_dollars")
    assert t.state.phase == "actions"
    target = t.state.card_pos(me, "B21")
    summon = next(b.name for b in t.scene.choices.buttons if "Summon" in b.label)
    t.button(summon)
    person = next(k for k in t.highlights() if k[0] == "person"
                  and t.state.city.person_pos[k[1]] != target)
    t.click(person)
    assert t.highlights().get(("space", target)) == "target"
    t.click(("space", target))
    t.confirm_if_staged()
    assert t.state.players[me].city.person_pos.get(person[1]) == target


def _widen(st):
    """Test setup: extend the current city with street cards from the deck."""
    city = st.city
    right = max(c for _, c in city.spaces())
    street = [cid for cid in st.deck if st.box.cards[cid].row == 1][:8]
    for k, cid in enumerate(street):
        st.deck.remove(cid)
        city.cards[(1, right + 1 + k)] = st.box.cards[cid]


def test_spots_off_screen_show_on_the_arrows(make_table):
    t = make_table(until=_round_two, prepare=_widen, seed=4)
    beach = next(k for k in t.highlights() if k[0] == "display"
                 and t.state.box.cards[t.state.front[k[2]]].row == 0)
    t.click(beach)
    assert t.state.phase == "place"
    sc = t.scene
    spots = [k[1] for k in t.highlights() if k[0] == "spot"]
    hidden = sc.regions.offscreen(sc.highlights())
    assert hidden, "a wide city hides some spots"
    side = next(iter(hidden))
    arrow = sc.geo.city_left if side < 0 else sc.geo.city_right
    for _ in range(8):
        if not sc.regions.offscreen(sc.highlights()).get(side):
            break
        t.click_at(arrow.center)
        for _ in range(60):
            t.app.step()
    assert not sc.regions.offscreen(sc.highlights()).get(side)
    assert all(sc.geo.col_side(c) == 0 for _, c in spots if (c > 0) == (side > 0))


def test_hot_seat_hands_over(make_table):
    t = make_table(until=acquiring)
    me = t.state.current
    t.click(("display", "front", 3))
    t.click(next(k for k in t.highlights() if k[0] == "spot"))
    t.confirm_if_staged()
    if t.state.current == me:
        t.button("confirm")
    assert t.state.current != me
    assert t.handoffs == 1 and t.scene.handoff is None


def test_a_tap_near_a_person_on_its_own_card_picks_it(make_table):
    t = make_table(until=_round_two, seed=6)
    scene = t.scene
    me = t.state.current
    city = t.state.city
    sprites = [s for s in scene.board.group.sprites()
               if getattr(s, "key", ("",))[0] == "person" and s.key[1] == me]
    assert sprites
    spr = sprites[0]
    pid = spr.key[2]
    r = spr.rect
    assert r.w < 48                                   # drawn smaller than a touch target
    own = city.person_pos[pid]
    hits = 0
    for dx, dy in ((-6, 0), (6, 0), (0, -6), (0, 6)):
        point = (r.centerx + dx + (r.w // 2 if dx > 0 else -r.w // 2 if dx < 0 else 0),
                 r.centery + dy + (r.h // 2 if dy > 0 else -r.h // 2 if dy < 0 else 0))
        key = scene.key_at(point)
        if scene.geo.pos_at(point) == own:
            assert key is not None and key[0] == "person"   # within 48 px, same card
            hits += 1
        else:
            assert key != ("person", pid)                   # never across a card edge
    assert hits >= 1
