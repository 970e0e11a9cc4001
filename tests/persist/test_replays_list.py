"""The Replays list reads each replay's head only: hundreds of large replays
list at once (the whole file is read when one is opened), and a head that
holds no readable setup lists the replay with "?" names, never an error.
Figures: bench/replays_list.py (300 replays of 1.8 MB: 0.1 s, was 10 s)."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from bench.replays_list import fill
from game.monica.persist import list_replays, save_game
from game.monica.persist.store import HEAD

from .games import meta

NAME = "replay-20260101-120000-{}.json"


def counted_reads(monkeypatch) -> list[int]:
    sizes: list[int] = []
    real = os.read

    def read(fd: int, n: int) -> bytes:
        chunk = real(fd, n)
        sizes.append(len(chunk))
        return chunk
    monkeypatch.setattr(os, "read", read)
    return sizes


def test_the_list_reads_only_each_files_head(tmp_path: Path, monkeypatch):
    fill(tmp_path, 3, 1_800_000)
    sizes = counted_reads(monkeypatch)
    items = list_replays(tmp_path)
    assert len(items) == 3 and all(i.names == ["Ann", "Bob", "Cleo", "Dee"] for i in items)
    assert all(i.code == "BENCH-7" and i.seed == 7 for i in items)
    assert sum(sizes) <= 3 * HEAD
    monkeypatch.undo()
    game, problem = items[0].load()                     # opened: the whole file, checked
    assert problem is None and game is not None and game.state.over


@pytest.mark.parametrize("head", [
    '{"actions": [], "setup": {"names": ["Zoë"], "seed": 1}}',       # the setup comes late
    '{"setup": ' + "[" * 20_000,
    '{"setup": {"names": ["A", "B"], "seed": ' + "9" * 10_000 + "}}",
    '{"setup": "names"}',
    '{"setup": {"names": ["' + "x" * 20_000 + '"]}}',
    '"setup": {"names": [1, null, "\\u0000Ann\\u202e"]}',
])
def test_a_head_without_a_readable_setup_lists_as_unknown(tmp_path: Path, head):
    late = '{"actions": [], "setup"' in head
    text = head if not late else '{"kind": "santa-monica-save", ' + '"pad": "' + "x" * HEAD + '", ' + head[1:]
    (tmp_path / NAME.format("x")).write_text(text, "utf-8")
    start = time.process_time()
    items = list_replays(tmp_path)
    assert time.process_time() - start < 0.5
    assert len(items) == 1
    assert all("\u0000" not in n and "\u202e" not in n for n in items[0].names)


def test_a_replay_written_by_the_game_keeps_its_setup_in_the_head(tmp_path: Path):
    m = meta(seed=99, names=("Zoë", "Bob", "Cleo"), code="K7Q-2MX")
    path = save_game(tmp_path / NAME.format("K7Q-2MX"), m, [])
    text = path.read_text("utf-8")
    assert text.index('"setup"') + len(json.dumps(m.setup_json(), indent=1)) < HEAD
    (item,) = list_replays(tmp_path)
    assert (item.names, item.code, item.seed) == (["Zoë", "Bob", "Cleo"], "K7Q-2MX", 99)


@pytest.mark.slow
def test_three_hundred_large_replays_list_in_a_second(tmp_path: Path):
    fill(tmp_path, 300, 1_800_000)
    start = time.perf_counter()
    assert len(list_replays(tmp_path)) == 300
    assert time.perf_counter() - start < 1.0
