"""Packaging: which packages go into the wheel (the metadata is in pyproject.toml).

The repository keeps its data at the top, beside ``game/``: ``assets/`` and
``levels/``. The wheel and the sdist carry them as the data packages
``game.assets`` and ``game.levels``, so an installed game finds them inside
``game/`` (see ``game/resources.py``).
"""
from setuptools import find_packages, setup

DATA_PACKAGES = {"game.assets": "assets", "game.levels": "levels"}

setup(
    packages=find_packages(include=["game", "game.*"]) + list(DATA_PACKAGES),
    package_dir=DATA_PACKAGES,
    package_data={"game.assets": ["**/*"], "game.levels": ["**/*"]},
)
