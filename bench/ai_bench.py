"""Decision times of the hard and expert bots at their default budgets
(``measure()`` is called by bench/run.py).

One hard seat plays three medium seats for a whole 4-player game, and one
medium seat in a 2-player game (``hard_2p``); one expert seat plays a hard
seat for a 2-player game, one medium seat (``expert_2p_medium``: it models
that seat's next turn as medium plans it), three medium seats
(``expert_4p``), a hard and two medium seats (``expert_4p_mixed``) and a
hard and a medium seat (``expert_3p``), and the expert's setup decisions as the last player
of five 2-player deals against hard (``expert_setup_*``); every
``choose`` call of the judged seat is timed. Most calls replay a turn plan already made and
take well under a millisecond; the thinking happens at the start of each
turn, reported separately as ``*_think_ms_*``. The budgets are samples, so
the decisions are the same on every machine; only the times vary (report
them with the machine's core count and load). ``*_think_cpu_ms_*`` is the
processor time of the deciding thread: what the wall-clock time would be
on an idle core. ``peak_rss_mb`` is the most memory the process held
resident over the five games.
"""
from __future__ import annotations

import os
import resource
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.monica.ai.common import SETUP_PHASES  # noqa: E402
from game.monica.ai.registry import make_bot  # noqa: E402
from game.monica.content import load_box  # noqa: E402
from game.monica.engine import apply_action, new_game  # noqa: E402


class _Clock:
    """Wall-clock and processor times of the calls it is asked to time."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def start(self) -> None:
        self._t0, self._c0 = time.perf_counter(), time.thread_time()

    def stop(self) -> float:
        """Record the call since ``start``; its wall-clock ms."""
        ms = (time.perf_counter() - self._t0) * 1000.0
        self.wall.append(ms)
        self.cpu.append((time.thread_time() - self._c0) * 1000.0)
        return ms

    def figures(self, name: str) -> dict[str, Any]:
        """``<name>_ms_*`` (wall clock) and ``<name>_cpu_ms_*`` (processor)."""
        return {f"{name}_ms_median": round(statistics.median(self.wall), 1),
                f"{name}_ms_max": round(max(self.wall), 1),
                f"{name}_cpu_ms_median": round(statistics.median(self.cpu), 1),
                f"{name}_cpu_ms_max": round(max(self.cpu), 1)}


def times(level: str, others: list[str], seed: int, key: str = "") -> dict[str, Any]:
    """Every decision time of seat 0 (``level``) over one seeded game; the
    figures are named ``<key or level>_...``."""
    names = [level] + [f"{o} {i + 1}" for i, o in enumerate(others)]
    state = new_game(names, seed, start_player=0, box=load_box())
    table = [level, *others]                    # what every bot knows of the seats
    bots = [make_bot(level, seed, table=table)] + [make_bot(o, seed + i + 1, table=table)
                                                   for i, o in enumerate(others)]
    all_ms: list[float] = []
    think, replay = _Clock(), _Clock()          # turn starts; the rest of a turn
    while state.phase != "over":
        seat = state.current
        if seat == 0:
            clock = think if state.phase == "acquire" else replay
            clock.start()
            act = bots[0].choose(state)
            all_ms.append(clock.stop())
        else:
            act = bots[seat].choose(state)
        apply_action(state, act)
    level = key or level
    return {f"{level}_decision_ms_median": round(statistics.median(all_ms), 2),
            f"{level}_decision_ms_max": round(max(all_ms), 1),
            **think.figures(f"{level}_think"),
            f"{level}_decisions": len(all_ms), f"{level}_turns": len(think.wall)}


def setup_times(seed: int, deals: int = 5) -> dict[str, Any]:
    """The 2-player expert's setup decisions as the last player (it races
    every tile and food-truck column: ``game.monica.ai.setup_search``) against
    hard, over ``deals`` seeded deals: the setup only."""
    clock = _Clock()
    table = ["expert", "hard"]
    for d in range(deals):
        state = new_game(["expert", "hard 1"], seed + d, start_player=1, box=load_box())
        bots = [make_bot("expert", seed + d, table=table), make_bot("hard", seed + d + 1, table=table)]
        while state.phase in SETUP_PHASES:
            seat = state.current
            clock.start()
            act = bots[seat].choose(state)
            if seat == 0:
                clock.stop()
            apply_action(state, act)
    return {**clock.figures("expert_setup"), "expert_setup_decisions": len(clock.wall)}


def measure(seed: int = 2024) -> dict[str, Any]:
    out: dict[str, Any] = {"cores": os.cpu_count(), "load_1min": round(os.getloadavg()[0], 1)}
    out.update(times("hard", ["medium", "medium", "medium"], seed))
    out.update(times("hard", ["medium"], seed, key="hard_2p"))
    out.update(times("expert", ["hard"], seed))
    out.update(times("expert", ["medium"], seed, key="expert_2p_medium"))
    out.update(times("expert", ["medium", "medium", "medium"], seed, key="expert_4p"))
    # The expert at 3 and 4 players is hard's search with more rollouts: its
    # time at a table with hard, and at 3 players.
    out.update(times("expert", ["hard", "medium", "medium"], seed, key="expert_4p_mixed"))
    out.update(times("expert", ["hard", "medium"], seed, key="expert_3p"))
    out.update(setup_times(seed))
    # The search keeps its city valuations with the cities (docs/ENGINE_API.md):
    # the most this process held resident over the five games, in MB.
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return out


if __name__ == "__main__":
    import json
    print(json.dumps(measure()))
