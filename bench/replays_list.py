"""How long the Replays screen takes with a full saves folder.

``python bench/replays_list.py [--replays 300] [--mb 1.8]`` writes that many
valid replays of a finished game, each padded to that size (a seat's field
the reader keeps as it is), into a fresh folder, then times:

- list_s: ``list_replays()``, what the Replays screen reads when it opens
  (it reads each file's head only, not the whole file);
- open_s: loading one replay when it is opened (read, check and replay);
- bytes_read_per_replay: how much of each file the list reads.

Wall-clock seconds, one process; prints one JSON line with the core count.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.ai.random_bot import RandomBot  # noqa: E402
from game.monica.content.box import load_box  # noqa: E402
from game.monica.engine import apply_action, new_game  # noqa: E402
from game.monica.persist import SaveMeta, list_replays  # noqa: E402
from game.monica.persist.saves import save_to_json  # noqa: E402
from game.monica.persist.store import replay_name  # noqa: E402


def finished_game(seed: int = 7) -> tuple[SaveMeta, list]:
    names = ["Ann", "Bob", "Cleo", "Dee"]
    state = new_game(names, seed, box=load_box())
    bot = RandomBot(seed)
    actions = []
    while state.phase != "over":
        action = bot.choose(state)
        apply_action(state, action)
        actions.append(action)
    seats = [{"kind": "bot", "level": "easy"} for _ in names]
    return SaveMeta(names, seed, seats=seats, code="BENCH-7"), actions


def fill(folder: Path, replays: int, size: int) -> None:
    meta, actions = finished_game()
    doc = save_to_json(meta, actions)
    base = len(json.dumps(doc, indent=1).encode())
    doc["seats"][0]["notes"] = "x" * max(0, size - base - 20)
    text = json.dumps(doc, indent=1) + "\n"
    start = datetime(2026, 1, 1, 12, 0, 0)
    for i in range(replays):
        (folder / replay_name(meta, start + timedelta(minutes=i))).write_text(text, "utf-8")


def measure(replays: int, mb: float) -> dict[str, float | int]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        fill(folder, replays, int(mb * 1024 * 1024))
        read = 0
        real_read = os.read

        def counting(fd: int, n: int) -> bytes:
            nonlocal read
            chunk = real_read(fd, n)
            read += len(chunk)
            return chunk
        os.read = counting
        try:
            t = time.perf_counter()
            items = list_replays(folder)
            list_s = time.perf_counter() - t
        finally:
            os.read = real_read
        assert len(items) == replays and items[0].names == ["Ann", "Bob", "Cleo", "Dee"]
        t = time.perf_counter()
        game, problem = items[0].load()
        open_s = time.perf_counter() - t
        assert game is not None, problem
        return {"replays": replays, "mb_each": mb, "list_s": round(list_s, 3),
                "open_s": round(open_s, 3), "bytes_read_per_replay": read // replays,
                "cores": os.cpu_count() or 1}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--replays", type=int, default=300)
    ap.add_argument("--mb", type=float, default=1.8)
    args = ap.parse_args()
    print(json.dumps(measure(args.replays, args.mb)))


if __name__ == "__main__":
    main()
