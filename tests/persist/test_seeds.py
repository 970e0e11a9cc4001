"""Seeds and beach codes meet one bound (``game.persist.seeds``) wherever they
enter: the command line (tests/cli/test_cli_bounds.py), a beach code typed on
the new-game screen, and every save read back. The largest seed accepted is a
game whose autosave and replay load again; one more is refused at the door."""
from __future__ import annotations

import pytest

from game.client import beach_code
from game.monica.persist import SaveError, load_game, read_save, save_game
from game.persist.seeds import SEED_LIMIT, SeedError, check_seed, seed_problem

from .games import meta


@pytest.mark.parametrize("value", [0, 7, 2 ** 30, 2 ** 64, SEED_LIMIT - 1])
def test_seeds_the_saves_can_hold(value, tmp_path):
    assert check_seed(value) == value and seed_problem(value) is None
    path = save_game(tmp_path / "autosave.json", meta(value), [])
    assert load_game(path).meta.seed == value           # the reader takes back what was kept
    assert beach_code.decode(beach_code.encode(value)) == value


@pytest.mark.parametrize("value", [-1, SEED_LIMIT, 10 ** 400, True, 2.0, "7", None])
def test_seeds_refused_where_they_enter(value):
    assert seed_problem(value) is not None
    with pytest.raises(SeedError):
        check_seed(value)


@pytest.mark.parametrize("code", [beach_code.encode(SEED_LIMIT), "Z" * 40, "7" * 100_000])
def test_a_beach_code_beyond_the_bound_is_refused(code):
    with pytest.raises(ValueError, match="too long"):
        beach_code.decode(code)


@pytest.mark.parametrize("seed", ["-1", "1.5", '"7"', "true"])
def test_a_save_with_a_seed_out_of_bounds_is_refused_in_one_sentence(tmp_path, seed):
    path = save_game(tmp_path / "replay.json", meta(7), [])
    path.write_text(path.read_text(encoding="utf-8").replace('"seed": 7', f'"seed": {seed}'),
                    encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.key == "error.save.malformed"
