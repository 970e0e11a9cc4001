"""Saves, settings and languages are pure Python: they never import pygame."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_pygame_in_persist_or_i18n():
    offenders = []
    for pkg in ("game/persist", "game/i18n"):
        files = list((ROOT / pkg).rglob("*.py"))
        assert files
        for path in files:
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                if any(n.split(".")[0] == "pygame" or n.startswith("game.client")
                       for n in names):
                    offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
