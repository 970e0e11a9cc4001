"""The director's beats: what the table animates for an event, and the log
lines that appear with them (never ahead of the board)."""
from __future__ import annotations

from game.engine.events import Event


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
