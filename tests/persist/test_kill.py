"""Nothing is lost on a kill: a process killed (SIGKILL) at a random moment
while it rewrites the autosave over and over always leaves a save that loads
(the old one or the new one), and the temp files it leaves behind are swept
at the next start."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.monica.persist import load_autosave
from game.persist.files import TEMP_PREFIX, sweep_temps

ROOT = Path(__file__).resolve().parents[2]
WRITER = """
import sys
from game.monica.ai.random_bot import RandomBot
from game.monica.persist import SaveMeta, autosave
meta = SaveMeta(["Ann", "Bob"], 3)
state = meta.new_game()
bot = RandomBot(seed=1)
from game.monica.engine import apply_action
actions = []
for _ in range(40):
    a = bot.choose(state); apply_action(state, a); actions.append(a)
autosave(meta, actions[:20], sys.argv[1])
print("ready", flush=True)
k = 0
while True:
    k += 1
    autosave(meta, actions[: 20 + k % 20], sys.argv[1])
"""


def kill_while_saving(folder: Path, rng: random.Random) -> None:
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(folder)], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    time.sleep(rng.uniform(0.01, 0.15))
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc.stdout.close()


def check_kills(tmp_path: Path, kills: int) -> None:
    rng = random.Random(kills)
    folder = tmp_path / "saves"
    for _ in range(kills):
        kill_while_saving(folder, rng)
        game, message = load_autosave(folder)
        assert message is None and game is not None, message
        assert 20 <= len(game.actions) < 40
    sweep_temps(folder, now=time.time() + 3600)             # the next start, later on
    assert not [p for p in os.listdir(folder) if p.startswith(TEMP_PREFIX)]


def test_a_killed_save_always_loads(tmp_path: Path):
    check_kills(tmp_path, 4)


@pytest.mark.slow
def test_forty_kills(tmp_path: Path):
    check_kills(tmp_path, 40)
