"""The engine, the bots and the loaders never import pygame."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_pygame_outside_the_client():
    offenders = []
    for pkg in ("game/engine", "game/ai", "game/content", "game/cli"):
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
