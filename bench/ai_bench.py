"""Decision times of the hard bot over a whole 4-player game at the default
budget (``measure()`` is called by bench/run.py).

One hard seat plays three medium seats; every call of the hard bot's
``choose`` is timed. Most calls replay a turn plan already made and take
well under a millisecond; the thinking happens at the start of each turn,
reported separately as ``hard_think_ms_*``.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.registry import DEFAULT_THINK_MS, make_bot  # noqa: E402
from game.content import load_box  # noqa: E402
from game.engine import apply_action, new_game  # noqa: E402


def measure(seed: int = 2024, think_ms: int = DEFAULT_THINK_MS) -> dict:
    state = new_game(["hard", "medium 1", "medium 2", "medium 3"], seed, start_player=0, box=load_box())
    bots = [make_bot("hard", seed, think_ms)] + [make_bot("medium", seed + i) for i in (1, 2, 3)]
    all_ms: list[float] = []
    think: list[float] = []
    while state.phase != "over":
        seat = state.current
        if seat == 0:
            phase = state.phase
            t0 = time.perf_counter()
            act = bots[0].choose(state)
            ms = (time.perf_counter() - t0) * 1000.0
            all_ms.append(ms)
            if phase == "acquire":
                think.append(ms)
        else:
            act = bots[seat].choose(state)
        apply_action(state, act)
    return {"hard_decision_ms_median": round(statistics.median(all_ms), 2),
            "hard_decision_ms_max": round(max(all_ms), 1),
            "hard_think_ms_median": round(statistics.median(think), 1),
            "hard_think_ms_max": round(max(think), 1),
            "hard_decisions": len(all_ms), "hard_turns": len(think),
            "think_ms": think_ms}


if __name__ == "__main__":
    import json
    print(json.dumps(measure()))
