"""Loading the box: every component of the game from ``assets/data``.

``load_box()`` reads and checks the four data files and returns the engine's
``Box``; the default box is read once and cached. Any problem raises
``ContentError`` with one line naming the file, the component and the field
(malformed JSON: the file, line and column).

Files:
    feature_cards.json      a list of feature cards (contract: "A feature card")
    starting_tiles.json     a list of starting tiles (contract: "A starting tile")
    sand_dollar_tiles.json  {"tiles": [{"id", "sides": [action, action]}, ...]}
    objectives.json         {"objectives": [...]}
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, TypeVar

from game import resources
from game.monica.engine.cards import Box, FeatureCard, StartingTile
from game.safeio.reader import MB, MISSING, NOT_JSON, TOO_DEEP, DuplicateKey, JsonSyntax, \
    ReadError
from game.safeio.reader import read_json as read_bounded_json

from game.monica.content.action_json import sand_dollar_tiles_from_json
from game.monica.content.card_json import card_from_json, component_label
from game.monica.content.errors import ContentError
from game.monica.content.fields import Fields, show
from game.monica.content.objective_json import objectives_from_json
from game.monica.content.tile_json import tile_from_json

DEFAULT_DATA_DIR = resources.DATA_DIR
CARDS_FILE = "feature_cards.json"
TILES_FILE = "starting_tiles.json"
SAND_DOLLAR_FILE = "sand_dollar_tiles.json"
OBJECTIVES_FILE = "objectives.json"
MAX_CARD_TAGS = 3
DATA_LIMIT = 1 * MB       # the largest data file is about 16 KB

T = TypeVar("T", FeatureCard, StartingTile)

# card_from_json and tile_from_json are re-exported here for callers that
# import everything from this module (the ``score`` command does).
__all__ = ["ContentError", "DEFAULT_DATA_DIR", "card_from_json", "load_box", "read_json",
           "tile_from_json"]


def read_json(path: Path) -> Any:
    """Decode one data file through the bounded reader; problems name the file
    (and line and column)."""
    name = path.name
    try:
        return read_bounded_json(path, DATA_LIMIT)
    except JsonSyntax as exc:
        raise ContentError(f"{name}: line {exc.lineno}, column {exc.colno}: "
                           f"not valid JSON ({exc.msg})") from None
    except DuplicateKey as exc:
        raise ContentError(f"{name}: an object has the key {show(exc.key)} twice") from None
    except ReadError as exc:
        if exc.reason == MISSING:
            raise ContentError(f"{name}: file not found in {path.parent}") from None
        if exc.reason in (NOT_JSON, TOO_DEEP):
            raise ContentError(f"{name}: not valid JSON ({exc})") from None
        raise ContentError(f"{name}: cannot read the file: {exc}") from None


def _read_list(data: Any, where: str, kind: str,
               build: Callable[..., T]) -> dict[str, T]:
    """A list of cards or tiles keyed by id, in file order; ids and names unique."""
    if not isinstance(data, list) or not data:
        raise ContentError(f"{where}: expected a non-empty list of {kind}s, got {show(data)}")
    out: dict[str, T] = {}
    names: dict[str, str] = {}
    for i, raw in enumerate(data):
        item = build(raw, where, index=i)
        f = Fields(raw, component_label(where, kind, raw, i))
        if item.id in out:
            f.fail("id", f"{show(item.id)} is used by another {kind}")
        if item.name in names:
            f.fail("name", f"{show(item.name)} is also the name of {kind} {names[item.name]}")
        out[item.id] = item
        names[item.name] = item.id
    return out


def read_cards(path: Path) -> dict[str, FeatureCard]:
    where = path.name
    cards = _read_list(read_json(path), where, "card", card_from_json)
    for i, card in enumerate(cards.values()):
        if not 1 <= len(card.tags) <= MAX_CARD_TAGS:
            Fields({"id": card.id, "name": card.name}, component_label(
                where, "card", {"id": card.id, "name": card.name}, i)).fail(
                "tags", f"a feature card carries 1 to {MAX_CARD_TAGS} tags, got {len(card.tags)}")
    return cards


def read_tiles(path: Path) -> dict[str, StartingTile]:
    return _read_list(read_json(path), path.name, "tile", tile_from_json)


def _load(data_dir: Path) -> Box:
    cards = read_cards(data_dir / CARDS_FILE)
    tiles = read_tiles(data_dir / TILES_FILE)
    sand_dollar_tiles = sand_dollar_tiles_from_json(read_json(data_dir / SAND_DOLLAR_FILE),
                                                    SAND_DOLLAR_FILE)
    objectives = objectives_from_json(read_json(data_dir / OBJECTIVES_FILE), OBJECTIVES_FILE)
    return Box(cards, tiles, sand_dollar_tiles, objectives)


@lru_cache(maxsize=1)
def _default_box() -> Box:
    return _load(DEFAULT_DATA_DIR)


def load_box(data_dir: Path | None = None) -> Box:
    """Every component of the game, checked.

    With no ``data_dir`` the game's own ``assets/data`` is read once and the same
    ``Box`` is returned on every call. Raises ``ContentError``.
    """
    if data_dir is None:
        return _default_box()
    return _load(Path(data_dir))
