"""Every test runs with its own data folder: nothing reads or writes the
player's real saves or settings."""
from __future__ import annotations

import os
import tempfile

import pytest

os.environ["SANTA_MONICA_HOME"] = tempfile.mkdtemp(prefix="santa-monica-tests-")


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_HOME", str(tmp_path / "data"))
    yield
