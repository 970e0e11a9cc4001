"""Hostile versions of real files for the fuzz suites: a real file's text cut
short, or one value in it swapped for another type, nested thousands deep, a
huge string or odd Unicode (NUL, controls, lone surrogates, bidi overrides),
or raw bytes that are not UTF-8. ``check_one_sentence`` is what a message
shown to a player must be."""
from __future__ import annotations

import json
import re
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

FAST = settings(max_examples=15, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SLOW = settings(max_examples=400, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

ODD = st.sampled_from(["\x00", "\x07", "\x1b[31m", "\ud800", "\udfff", "\u202e", "\u200b",
                       "\ufeff", "\n", "\t", "\ue000", "\U0010ffff", "e\u0301", "👩‍👩‍👧",
                       "ﷺ", "\u0000\u0000", "\\", '"', "{", "]"])
ODD_TEXT = st.lists(st.one_of(ODD, st.text(max_size=3)), max_size=12).map("".join)
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10**45, 10**45),
                    st.floats(allow_nan=False, allow_infinity=False), ODD_TEXT)
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(ODD_TEXT, inner, max_size=3)), max_leaves=6)


def paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document (the root too)."""
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += paths(v, prefix + (i,))
    return out


def put(doc: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return doc


@st.composite
def mutated(draw: Any, text: str) -> bytes:
    """The bytes of ``text`` (a JSON document) after one hostile change."""
    kind = draw(st.sampled_from(["truncate", "swap", "nest", "huge", "odd", "bytes", "dup"]))
    if kind == "truncate":
        return text.encode("utf-8")[:draw(st.integers(0, len(text.encode("utf-8"))))]
    if kind == "bytes":
        raw = bytearray(text.encode("utf-8"))
        for _ in range(draw(st.integers(1, 5))):
            raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
        return bytes(raw)
    if kind == "dup":
        return re.sub(r"\{", '{"format": 1, "format": 2, ', text, count=1).encode("utf-8")
    doc = json.loads(text)
    where = draw(st.sampled_from(paths(doc)))
    if kind == "swap":
        value: Any = draw(VALUES)
    elif kind == "nest":
        depth = draw(st.sampled_from([50, 200, 5000, 100_000]))
        opener = draw(st.sampled_from(["[", '{"a":']))
        closer = "]" if opener == "[" else "}"
        marker = "__NEST__"
        out = json.dumps(put(doc, where, marker))
        return out.replace(json.dumps(marker), opener * depth + "1" + closer * depth,
                           1).encode("utf-8")
    elif kind == "huge":
        value = "x" * draw(st.sampled_from([1000, 100_000, 3_000_000]))
    else:
        value = draw(ODD_TEXT)
    out = json.dumps(put(doc, where, value), ensure_ascii=draw(st.booleans()))
    return out.encode("utf-8", "surrogatepass")


ONE_SENTENCE = re.compile(r"^[^\n]+[.)]$")


def check_one_sentence(message: str) -> None:
    assert ONE_SENTENCE.match(message), message
    assert not re.search(r"[.!?] [A-Z]", message), message
    assert "Traceback" not in message


def snapshot(folder: Any, skip: str) -> dict[str, bytes]:
    """The bytes of every regular file under ``folder`` except those named like ``skip``."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.is_symlink() and not p.name.startswith(skip)}
