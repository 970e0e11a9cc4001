"""The command line as a newcomer meets it: one dispatcher behind main.py,
``python -m game`` and ``santa-monica``; ``--version`` everywhere; every
option's help states its default; ``random`` seats; the city format's
documented example scores."""
from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import dispatch
from game.cli.options import version_line
from game.monica.client.autoplay import setup_from_seats
from game.version import __version__

ROOT = Path(__file__).resolve().parents[2]


def parsers():
    for name, (module, _) in dispatch.COMMANDS.items():
        yield name, importlib.import_module(module).build_parser(f"santa-monica {name}")


def test_version_is_the_packaged_one() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'version = { attr = "game.version.__version__" }' in text
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    assert version_line() == f"santa-monica {__version__}"


@pytest.mark.parametrize("entry", [["main.py"], ["-m", "game"]])
def test_entry_points_share_the_dispatcher(entry: list[str], tmp_path: Path) -> None:
    """From another folder: --version, --help, and a command through each entry."""
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        target = [str(ROOT / entry[0])] if entry[0] == "main.py" else entry
        env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
               "SANTA_MONICA_HOME": str(tmp_path / "home")}
        return subprocess.run([sys.executable, *target, *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120)
    out = run("--version")
    assert (out.returncode, out.stdout.strip()) == (0, version_line())
    out = run("--help")
    assert out.returncode == 0 and all(name in out.stdout for name in dispatch.COMMANDS)
    out = run("simulate", "--games", "1", "--bots", "easy,easy")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["games"] == 1


@pytest.mark.parametrize("command", list(dispatch.COMMANDS))
def test_every_command_has_version_and_a_usage_line(command: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert dispatch.main([command, "--version"]) == 0
    assert capsys.readouterr().out.strip() == version_line()
    assert dispatch.main([command, "--help"]) == 0
    assert capsys.readouterr().out.startswith(f"usage: santa-monica {command} ")


def test_every_option_says_its_default() -> None:
    for name, parser in parsers():
        for action in parser._actions:
            if action.dest in ("help", "version") or action.help == "==SUPPRESS==":
                continue
            assert action.help and "default" in action.help, (name, action.option_strings)


def test_bad_option_and_unknown_command_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["play", "--seats", "human"], ["play", "--objective", "D"],
                 ["kiosk", "--window", "big"], ["score"], ["nonsense"],
                 ["simulate", "--bots", "wizard"], ["simulate", "--games", "0"]):
        assert dispatch.main(argv) == 2, argv
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1, (argv, err)


def test_random_seats_are_accepted() -> None:
    setup = setup_from_seats(["random", "random"], seed=3, autoplay=True)
    assert [(s.kind, s.level) for s in setup.seats] == [("bot", "random"), ("bot", "random")]
    parser = dict(parsers())["play"]
    assert parser.parse_args(["--seats", "random,random"]).seats == "random,random"


def test_documented_example_city_scores(capsys: pytest.CaptureFixture[str]) -> None:
    assert dispatch.main(["score", str(ROOT / "docs" / "examples" / "city.json")]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert err == ""
    assert [p["name"] for p in report["players"]] == ["Ann", "Bob"]
    assert report["winners"] == ["Ann"]
    for player in report["players"]:
        assert player["total"] == sum(player["categories"].values())


def test_city_format_doc_input_example_scores(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """The input example written in docs/CITY_FORMAT.md is accepted as it stands."""
    doc = (ROOT / "docs" / "CITY_FORMAT.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```json\n(.*?)```", doc, re.S)
    inputs = [b for b in blocks if '"objective"' in b]
    assert inputs
    for i, block in enumerate(inputs):
        path = tmp_path / f"doc{i}.json"
        path.write_text(block, encoding="utf-8")
        assert dispatch.main(["score", str(path)]) == 0, capsys.readouterr().err
        assert json.loads(capsys.readouterr().out)["winners"]


def test_city_format_doc_keeps_the_contract_text() -> None:
    contract = ROOT.parent / "shared" / "contracts" / "cards-and-cities.md"
    if not contract.is_file():
        pytest.skip("the shared contracts are not beside this checkout")
    doc = (ROOT / "docs" / "CITY_FORMAT.md").read_text(encoding="utf-8")
    text = contract.read_text(encoding="utf-8")
    for part in text.split("\n## ")[1:]:
        body = part.split("\n", 1)[1].strip()
        assert body in doc, part.split("\n", 1)[0]


def test_a_test_run_leaves_nothing_in_the_temp_folder(tmp_path: Path) -> None:
    temp = tmp_path / "temp"
    temp.mkdir()
    env = {"PATH": "/usr/bin:/bin", "TMPDIR": str(temp), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "--basetemp", str(tmp_path / "base"),
                          "tests/cli/test_entry_points.py::test_version_is_the_packaged_one"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert list(temp.iterdir()) == []
