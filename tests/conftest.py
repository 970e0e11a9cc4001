"""Every test runs with its own data folder: nothing reads or writes the
player's real saves or settings, and nothing is left behind.

``SANTA_MONICA_HOME`` is set at import, before any game module is imported, to
a session folder in the system temp folder; each test then gets a folder of its
own under pytest's ``tmp_path``. The session folder is removed when the run ends.
"""
from __future__ import annotations

import os
import shutil
import tempfile

import pytest

SESSION_HOME = tempfile.mkdtemp(prefix="santa-monica-tests-")
os.environ["SANTA_MONICA_HOME"] = SESSION_HOME


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(SESSION_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_HOME", str(tmp_path / "data"))
    yield
