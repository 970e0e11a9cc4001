"""A long day at the kiosk, shortened: attract games back to back, headless,
end with no error, memory growth within 10% after warm-up, and a data folder
that stays within what the replay cap allows. (The full run is
``python main.py kiosk --attract-games 100 --fast``; see docs/RELIABILITY.md.)"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import pygame

from game.cli import kiosk as kiosk_cli
from game.persist.settings import Settings


GAMES = 6


@pytest.mark.slow
def test_a_shortened_long_day(tmp_path: Path, monkeypatch, capsys):
    home = tmp_path / "home"
    monkeypatch.setenv("SANTA_MONICA_HOME", str(home))
    try:
        code = kiosk_cli.main(["--attract-games", str(GAMES), "--fast", "--seed", "9"])
    finally:
        pygame.display.quit()
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["games"] == GAMES and report["errors"] == 0
    growth = (report["rss_mb_end"] - report["rss_mb_start"]) / report["rss_mb_start"]
    assert growth <= kiosk_cli.GROWTH_LIMIT and code == 0
    files = [p for p in home.rglob("*") if p.is_file()] if home.exists() else []
    replays = [p for p in files if p.name.startswith("replay-")]
    assert len(replays) <= Settings().replays_kept
    assert sum(p.stat().st_size for p in files) <= 200 * 1024 * (1 + Settings().replays_kept)
