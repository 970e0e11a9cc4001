"""Santa Cruz as data: the map (levels/maps/santa_cruz.tmx), the tiles and the bird chips
(assets/cruz/), read and checked strictly, and the drawable geometry of the map.

    load_board() -> Board              the 49 fields, the paths and the rivers
    load_tiles() -> tuple[Tile, ...]   the 54 tiles: coast, land, volcano
    load_chips() -> tuple[int, ...]    the 22 bird chips' worths
    check_deal(board, tiles)           the tiles fit the board (5 go back unseen)
    read_map() -> CruzMap              the map with its shapes, for
    table_geometry(cruz_map)           what a table draws, in map units

Every problem raises ``CruzContentError`` (a ``ValueError``) with one line naming the
file. The design and its numbers: docs/SANTA_CRUZ_MAP.md.
"""
from .errors import CruzContentError
from .geometry import Shape, TableGeometry, table_geometry
from .map_file import CruzMap, MapField, MapPath, MapRiver, board_of, load_board, read_map
from .tiles import check_deal, load_chips, load_tiles

__all__ = ["CruzContentError", "CruzMap", "MapField", "MapPath", "MapRiver", "Shape",
           "TableGeometry", "board_of", "check_deal", "load_board", "load_chips", "load_tiles",
           "read_map", "table_geometry"]
