"""Fixtures of the Santa Cruz engine tests (boards and states: fixtures.py)."""
from __future__ import annotations

import pytest

from game.cruz.engine import Board

from .fixtures import small_board


@pytest.fixture
def board() -> Board:
    return small_board()
