"""Final movement is announced once: the banner at the top says "Final
movement · <name>" and no flash repeats it (it used to flash "Final
movement: <name>" over the same banner)."""
from __future__ import annotations


def test_the_final_movement_is_announced_by_the_banner_alone(make_table, human_setup):
    t = make_table(human_setup(2, seed=9), until=lambda st: st.phase == "final")
    sc = t.scene
    flashes: list[str] = []
    shown = sc.hud.banner_flash

    def record(text, color) -> None:
        flashes.append(text)
        shown(text, color)

    sc.hud.banner_flash = record
    first = t.state.current
    t.button("confirm")                         # "End turn": the next final movement begins
    assert t.state.phase == "final" and t.state.current != first
    name = sc.setup.seats[t.state.current].name
    banner = sc.ctx.words.about("table.ui.banner.final", name)
    assert sc.table.banner_text() == banner
    word = banner.split()[0]                    # "Final" / "Letzte" / "Mouvement"
    assert not [text for text in flashes if word in text], flashes
