"""The layer picture of docs/ARCHITECTURE.md, checked from the source.

engine <- content/ai/i18n/persist <- match <- client/cli: a module may import
only its own layer's packages and the layers below it; the engine is a leaf;
only game/client imports pygame; no import cycles between modules.
"""
from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
# Leaves any layer may use (but an engine, which imports nothing of game/).
LEAVES = {"game.resources", "game.version", "game.safeio"}
# What both games use; it knows no game.
SHARED = {"game.i18n": set(), "game.persist": {"game.i18n"}, "game.match": set(),
          "game.client": {"game.i18n", "game.persist"}}
# The games: each one's packages, layered as in docs/ARCHITECTURE.md.
TITLES = ("game.monica", "game.cruz")


def _game_layers(title: str) -> dict[str, set[str]]:
    middle = {f"{title}.{p}" for p in ("engine", "content", "ai", "i18n", "persist")}
    shared = {"game.i18n", "game.persist"}
    return {
        f"{title}.engine": set(),
        f"{title}.content": {f"{title}.engine"},
        f"{title}.ai": middle | shared,
        f"{title}.i18n": middle | shared,
        f"{title}.persist": middle | shared,
        f"{title}.match": middle | shared | {"game.match"},
        f"{title}.client": middle | shared | {f"{title}.match", "game.match", "game.client"},
    }


ALLOWED: dict[str, set[str]] = dict(SHARED)
for _title in TITLES:
    ALLOWED.update(_game_layers(_title))
ALLOWED["game.cli"] = set(ALLOWED) | {"game.cli"}


def _module(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


KNOWN = {".".join(p.relative_to(GAME.parent).with_suffix("").parts).removesuffix(".__init__")
         for p in GAME.rglob("*.py")}


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, imported module) for every import outside ``if TYPE_CHECKING``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
            and getattr(node.test, "id", getattr(node.test, "attr", "")) == "TYPE_CHECKING"
            for sub in node.body for n in ast.walk(sub)}
    mod = _module(path)
    package = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                stem = package[: len(package) - (node.level - 1)]
                base = ".".join(stem + ([node.module] if node.module else []))
            # ``from pkg import name``: the submodule where name is one, else the package.
            subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in KNOWN]
            found += [(node.lineno, t) for t in subs or [base]]
    return found


def _package(mod: str) -> str:
    """The layer a module belongs to: game.<shared> or game.<title>.<layer>."""
    parts = mod.split(".")
    return ".".join(parts[:3] if ".".join(parts[:2]) in TITLES else parts[:2])


MODULES = {_module(p): p for p in sorted(GAME.rglob("*.py"))}
# A module leaning on its own package's __init__ is no cycle worth naming.
GRAPH = {m: {t for _, t in _imports(p) if t in MODULES and t != m and not m.startswith(t + ".")}
         for m, p in MODULES.items()}


def test_every_import_points_down_the_layers() -> None:
    wrong = []
    for mod, path in MODULES.items():
        own = _package(mod)
        if own not in ALLOWED:
            continue
        for line, target in _imports(path):
            leaf = _package(target) in LEAVES and not own.endswith(".engine")
            if target in MODULES and _package(target) != own and not leaf:
                if _package(target) not in ALLOWED[own]:
                    wrong.append(f"{path.relative_to(GAME.parent)}:{line} -> {target}")
    assert not wrong, "imports against the layers:\n" + "\n".join(sorted(set(wrong)))


def test_only_the_client_imports_pygame() -> None:
    wrong = [f"{p}:{line}" for m, p in MODULES.items() if "client" not in m.split(".")
             for line, t in _imports(p) if t.split(".")[0] == "pygame"]
    assert not wrong


def test_no_import_cycles() -> None:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:     # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in GRAPH[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            comp = []
            while True:
                top = stack.pop()
                comp.append(top)
                if top == node:
                    break
            if len(comp) > 1:
                cycles.append(sorted(comp))

    for mod in GRAPH:
        if mod not in index:
            visit(mod)
    assert not cycles, cycles


def test_the_checker_reads_real_imports() -> None:
    # The checks above would pass vacuously if the parser found no imports.
    assert "game.monica.engine.state" in GRAPH["game.monica.engine.apply"]
    assert any(_package(t) == "game.monica.engine" for m in GRAPH if m.startswith("game.monica.client")
               for t in GRAPH[m])
    assert _package("game.monica.engine.state") == "game.monica.engine"
    assert _package("game.client.widgets") == "game.client"


def test_no_game_imports_another() -> None:
    wrong = [f"{MODULES[m].relative_to(GAME.parent)} -> {t}" for m in GRAPH for t in GRAPH[m]
             for a in TITLES for b in TITLES
             if a != b and m.startswith(a + ".") and t.startswith(b + ".")]
    assert not wrong, "\n".join(wrong)
