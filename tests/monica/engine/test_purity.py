"""The engine, the bots and the loaders never import pygame."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_pygame_outside_the_client():
    offenders = []
    for pkg in ("game/monica/engine", "game/monica/ai", "game/monica/content", "game/cli"):
        for path in (ROOT / pkg).rglob("*.py"):
            if path.name == "play.py" or path.name == "kiosk.py":
                continue          # these commands start the client
            tree = ast.parse(path.read_text())
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                if any(n.split(".")[0] == "pygame" for n in names):
                    offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_the_engine_is_a_leaf():
    """game/monica/engine imports nothing of the game outside game/monica/engine (the box
    comes in through new_game; words are game/i18n's)."""
    offenders = []
    for path in (ROOT / "game/monica/engine").rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""] if node.level == 0 else []
            else:
                continue
            for name in names:
                if name == "game" or (name.startswith("game.")
                                      and not name.startswith("game.monica.engine")):
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []
