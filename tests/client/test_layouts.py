"""Every Tiled layout in levels/ loads and has the slots its scene needs."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.client.layout import LayoutError, all_layouts, load_layout

TABLE = (["banner", "deck", "info", "food_truck_lane", "sd_0", "sd_1", "sd_info", "objective",
          "log", "city", "city_title", "city_left", "city_right", "hand_0", "hand_1", "prompt",
          "choices", "btn_undo", "btn_confirm", "btn_menu", "btn_rules", "btn_speed"]
         + [f"display_front_{c}" for c in range(4)] + [f"display_back_{c}" for c in range(4)]
         + [f"panel_{i}" for i in range(4)])
REQUIRED = {
    "table": TABLE,
    "title": ["logo", "tagline", "btn_quick", "btn_new", "btn_rules", "btn_quit", "footer"],
    "new_game": ["heading", "objective", "sand_dollars", "seed", "btn_back", "btn_start"]
                + [f"seat_{i}" for i in range(4)],
    "results": ["heading", "ranking", "scorepad", "breakdown", "btn_same", "btn_new",
                "btn_menu"],
}


def test_there_are_layouts():
    names = {p.stem for p in all_layouts()}
    assert {"table_16x9", "title", "new_game", "results"} <= names


@pytest.mark.parametrize("path", all_layouts(), ids=lambda p: p.stem)
def test_layout_has_its_slots(path: Path):
    lay = load_layout(str(path))
    assert lay.size in ((1920, 1080), (1080, 1920))     # landscape, or the portrait kiosk
    cw, ch = lay.size
    scene = lay.properties.get("scene")
    assert scene in REQUIRED, f"{path.name}: unknown scene property {scene!r}"
    lay.require(REQUIRED[scene])
    for slot in lay.slots.values():
        x, y, w, h = slot.rect
        assert slot.kind, f"{path.name}: slot {slot.name} has no class"
        assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= cw and y + h <= ch, \
            f"{path.name}: slot {slot.name} is off the canvas"


def test_missing_slot_names_file_and_slot():
    lay = load_layout("table_16x9")
    with pytest.raises(LayoutError, match=r"table_16x9\.tmx.*nowhere"):
        lay.rect("nowhere")
    with pytest.raises(LayoutError, match=r"table_16x9\.tmx: missing slot\(s\) a, b"):
        lay.require(["deck", "a", "b"])


def test_class_and_type_attributes_both_read(tmp_path):
    tmx = tmp_path / "mixed.tmx"
    tmx.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="1920" '
        'height="1080" tilewidth="1" tileheight="1" infinite="0" nextlayerid="2" '
        'nextobjectid="3">\n <objectgroup id="1" name="slots">\n'
        '  <object id="1" name="new" class="card" x="1" y="2" width="3" height="4"/>\n'
        '  <object id="2" name="old" type="button" x="5" y="6" width="7" height="8"/>\n'
        ' </objectgroup>\n</map>\n')
    lay = load_layout(str(tmx))
    assert lay.slot("new").kind == "card" and lay.rect("new") == (1, 2, 3, 4)
    assert lay.slot("old").kind == "button"


def test_missing_file_and_group(tmp_path):
    with pytest.raises(LayoutError, match="no such layout"):
        load_layout(str(tmp_path / "none.tmx"))
    tmx = tmp_path / "empty.tmx"
    tmx.write_text('<?xml version="1.0"?><map version="1.10" orientation="orthogonal" '
                   'width="10" height="10" tilewidth="1" tileheight="1"></map>')
    with pytest.raises(LayoutError, match="empty.tmx: no object group"):
        load_layout(str(tmx))


def test_loader_reads_with_pytmx_itself():
    import sys
    load_layout("table_16x9")
    assert "pytmx" in sys.modules and "_pytmx_core" not in sys.modules   # no private copy
