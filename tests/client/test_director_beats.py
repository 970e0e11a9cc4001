"""The director's beats: what the table animates for an event, and the log
lines that appear with them (never ahead of the board)."""
from __future__ import annotations

from game.monica.engine.events import Event


def _viewed_person(sc):
    st = sc.match.state
    seat = sc.table.view
    city = st.players[seat].city
    pid = next(iter(city.person_pos))
    return seat, pid, city


def test_a_summoned_vip_drops_its_footprint_on_the_card(app, make_table, human_setup):
    t = make_table(human_setup(2, seed=8), until=lambda s: s.phase == "acquire" and s.round >= 2)
    sc = t.scene
    seat, pid, city = _viewed_person(sc)
    start = city.start_col
    target = (1, start)
    ev = Event("person_summoned", seat, {"person": pid, "people": "vip",
                                         "frm": city.person_pos[pid], "to": target,
                                         "footprints": [target]})
    assert sc.board.get(("fp", seat, target)) is None
    sc.director.play([ev], sc.match.state, sc.table.colors(app.ctx.palette))
    labels = [b.label for b in sc.queue.beats]
    assert "summon" in labels
    sc.queue.skip()
    assert sc.board.get(("fp", seat, target)) is not None


def _play_watching(app, sc, act):
    """Submit ``act`` with the animations on; at every frame, the beat playing
    and the log lines shown. Returns (frames, the lines the action added)."""
    sc.fast = sc.queue.instant = False
    before = len(sc.game_log)
    sc.submit(act, confirmed=True)
    held = [e for _, _, e in sc.game_log.held]
    frames = []
    for _ in range(2000):
        label = sc.queue.beats[0].label if sc.queue.beats else None
        frames.append((label, [e for e in sc.game_log.entries[before:]]))
        if not sc.queue.busy and not sc.pending_sync:
            break
        app.step()
    return frames, held


def test_log_lines_wait_for_their_animation(app, make_table, human_setup):
    t = make_table(human_setup(2, seed=8), until=lambda s: s.phase == "acquire" and s.round >= 2)
    sc = t.scene
    take = next(a for a in sc.match.legal() if type(a).__name__ == "TakeCard")
    frames, held = _play_watching(app, sc, take)
    assert held, "a card taken says so in the log"
    assert frames[0][1] == [], "nothing shows before the first beat"
    # while the card flies to the hand, only the lines up to that event show
    flying = [shown for label, shown in frames if label == "take"]
    assert flying and all(shown == held[:len(shown)] for shown in flying)
    assert len(frames[-1][1]) == len(held) and frames[-1][1] == held
    t.settle()
    # placing: the score result and the next turn's heading wait for the board
    place = next(a for a in sc.match.legal() if type(a).__name__ == "PlaceCard")
    frames, held = _play_watching(app, sc, place)
    turn_at = next(k for k, e in enumerate(held) if e.style == "turn")
    during = [shown for label, shown in frames if label in ("place", "refill")]
    assert during, "placing a card animates"
    for shown in during:
        assert shown == held[:len(shown)]
        assert all(e.style not in ("score", "loss", "turn") for e in shown)
        assert len(shown) < turn_at
    assert frames[-1][1] == held
