"""Every screen of the game as a PNG, at the window sizes players use.

    python tools/screenshots.py                      # docs/screenshots/, 1280x720 and 1920x1080
    python tools/screenshots.py --out /tmp/shots --size 1280x720 --only table
    python tools/screenshots.py --out /tmp/shots --lang de        # every screen in German

Each screen is reached the way a player reaches it (the router's
destinations, a game played to the moment shown) and saved as the window
shows it: ``<screen>_<w>x<h>.png``. The kiosk screens are saved in both canvas
shapes. The data folder is a fresh temporary one, so the player's own
settings, saves and replays are neither read nor touched. Runs headless
(``SDL_VIDEODRIVER=dummy``).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.i18n import LANGUAGES  # noqa: E402
from tools.tour import DESKTOP, KIOSK, Shot, make_app, screen, table  # noqa: E402


def run(out: Path, sizes: list[tuple[int, int]], only: str | None,
        lang: str | None = None) -> list[Path]:
    """Save the tour's screens (in ``lang``, named ``<screen>_<lang>_<w>x<h>``,
    when one is given; else English with a German table and a French title)."""
    saved: list[Path] = []
    jobs: list[tuple[str, Shot, dict[str, Any]]] = []
    tag = f"_{lang}" if lang else ""
    for name, shot in DESKTOP.items():
        jobs.append((name + tag, shot, {"language": lang}))
    if lang is None:
        jobs.append(("table_de", table(1, 3, 6), {"language": "de"}))
        jobs.append(("title_fr", screen(), {"language": "fr"}))
    for name, shot in KIOSK.items():
        jobs.append((name + "_landscape" + tag, shot, {"kiosk": True, "language": lang}))
        jobs.append((name + "_portrait" + tag, shot, {"kiosk": True, "portrait": True,
                                                      "language": lang}))
    for name, shot, kw in jobs:
        if only and only not in name:
            continue
        for size in sizes:
            window = (size[1], size[0]) if kw.get("portrait") else size
            app = make_app(window, **kw)
            try:
                shot(app)
                path = out / f"{name}_{window[0]}x{window[1]}.png"
                app.screenshot(str(path))
                saved.append(path)
                print(path, flush=True)
            finally:
                pygame.display.quit()
    return saved


def size_arg(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="docs/screenshots", help="folder (default: %(default)s)")
    p.add_argument("--size", action="append", type=size_arg,
                   help="window size WxH, repeatable (default: 1280x720 and 1920x1080)")
    p.add_argument("--only", help="only screens whose name contains this")
    p.add_argument("--lang", choices=sorted(LANGUAGES),
                   help="every screen in this language (default: English, a German table, "
                        "a French title)")
    args = p.parse_args(argv)
    os.environ["SANTA_MONICA_HOME"] = tempfile.mkdtemp(prefix="santa-monica-shots-")
    run(Path(args.out), args.size or [(1280, 720), (1920, 1080)], args.only, args.lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())
