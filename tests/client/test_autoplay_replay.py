"""Headless autoplay does not autosave, but keeps each finished game's
replay like any other game, so it can be watched and reviewed."""
from __future__ import annotations

from game.monica.client.table.observers import table_observers


def test_a_context_that_keeps_replays_records_finished_games(app) -> None:
    assert [type(o).__name__ for o in table_observers(app.ctx)] == ["EventSink"]
    app.ctx.keep_replays = True
    assert [type(o).__name__ for o in table_observers(app.ctx)] == ["EventSink", "ReplayRecorder"]
    app.ctx.autosave = True                     # autosave already ends in a replay
    assert [type(o).__name__ for o in table_observers(app.ctx)] == ["EventSink", "Autosave"]
