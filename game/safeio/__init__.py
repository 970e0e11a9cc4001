"""Bounded, typed reading of every file the game reads (``reader``) and text
made safe to draw (``text``). A leaf: imports nothing of the game, so the
content, i18n, persist and cli packages can all use it."""
from game.safeio.reader import (DEFAULT_DEPTH, DEFAULT_LIMIT, KB, MB, DuplicateKey, JsonSyntax, ReadError,
                     loads, read_bytes, read_head, read_json, read_text)
from game.safeio.text import clean_name, clean_text, is_clean, shown_path

__all__ = ["DEFAULT_DEPTH", "DEFAULT_LIMIT", "DuplicateKey", "JsonSyntax", "KB", "MB",
           "ReadError", "clean_name", "clean_text", "is_clean", "loads", "read_bytes", "read_head",
           "read_json", "read_text", "shown_path"]
