"""The screenshot tour still reaches its screens (a quick sample of them)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def test_tour_saves_each_screen_at_the_asked_size(tmp_path):
    out = tmp_path / "shots"
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), "--out", str(out),
                          "--size", "640x360", "--only", "title"],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    names = sorted(p.name for p in out.iterdir())
    assert names == ["title_640x360.png", "title_fr_640x360.png"]
    shot = pygame.image.load(str(out / names[0]))
    assert shot.get_size() == (640, 360)
    assert len({tuple(shot.get_at((x, y))) for x in range(0, 640, 37) for y in range(0, 360, 37)}) > 8
