"""Reading a game's JSON document (a save, a replay) into a checked top-level
object, for any game: every problem is one ``SaveError`` with a sentence for the
player (not found, unreadable, too big, empty, cut off, damaged, not this kind
of file, made by a newer version). What the object holds is the game's to check.

    data = read_document(path, kind="santa-cruz-save", version=1, limit=..., depth=...)
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.persist.errors import SaveError
from game.persist.files import PathLike
from game.safeio.reader import (MISSING, TOO_BIG, UNREADABLE, JsonSyntax, ReadError, decode,
                                loads, read_bytes)


def cut_off(text: str, exc: JsonSyntax) -> bool:
    """Did the JSON end early (a file cut off while being written)?"""
    pos = getattr(exc, "pos", 0) or 0
    msg = getattr(exc, "msg", "")
    rest = text[pos:].strip()
    # A literal or a minus sign cut short fails where it starts, not at the end.
    cut_word = bool(rest) and any(w.startswith(rest) for w in ("true", "false", "null", "-"))
    return pos >= len(text.rstrip()) or msg.startswith("Unterminated string") or cut_word


def parse_document(text: str, name: str, *, kind: str, version: int, depth: int,
                   not_this: str = "error.save.not_a_save",
                   unmarked: bool = False) -> dict[str, Any]:
    """The top-level object of a document of ``kind`` whose ``format`` is at most
    ``version``; ``not_this`` is the message key for a file of another kind;
    ``unmarked``: a document with no ``kind`` at all is taken as this kind (files
    written before documents said their kind)."""
    if not text.strip():
        raise SaveError("error.save.empty", "the file is empty", file=name)
    try:
        data = loads(text, name, depth)
    except JsonSyntax as exc:
        key = "error.save.truncated" if cut_off(text, exc) else "error.save.corrupt"
        raise SaveError(key, str(exc), file=name) from exc
    except ReadError as exc:        # too deep, a repeated key, NaN, a huge number
        raise SaveError("error.save.corrupt", str(exc), file=name) from exc
    if not isinstance(data, dict) or "format" not in data:
        raise SaveError(not_this, "no 'format' key", file=name)
    found_kind = data.get("kind", kind if unmarked else None)
    if found_kind != kind:
        raise SaveError(not_this, f"kind is {found_kind!r}", file=name)
    found = data["format"]
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise SaveError("error.save.malformed",
                        f"'format' should be a whole number >= 1, got {found!r}", file=name)
    if found > version:
        raise SaveError("error.save.newer", f"format {found} > {version}", file=name,
                        found=found, supported=version)
    return data


def read_text(path: PathLike, limit: int, too_big: str = "error.save.too_big") -> str:
    """The text of the document at ``path`` (at most ``limit`` bytes); ``too_big``
    is the message key for a file over ``limit``."""
    p = Path(path)
    try:
        return decode(read_bytes(p, limit), p.name)
    except ReadError as exc:
        key = {MISSING: "error.save.not_found", UNREADABLE: "error.save.unreadable",
               TOO_BIG: too_big}.get(exc.reason, "error.save.corrupt")
        raise SaveError(key, str(exc), file=p.name) from exc


def read_document(path: PathLike, *, kind: str, version: int, limit: int, depth: int,
                  not_this: str = "error.save.not_a_save",
                  too_big: str = "error.save.too_big") -> dict[str, Any]:
    """Read and check the document at ``path`` (``read_text``, ``parse_document``)."""
    return parse_document(read_text(path, limit, too_big), Path(path).name, kind=kind,
                          version=version, depth=depth, not_this=not_this)
