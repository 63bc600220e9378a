"""Issue 28, as users reach it: the installed ``ubuild`` in a child process, with the
compiled build active (when ``make`` could build it) and with ``UBUILD_PURE=1``.

- boards ``validate`` accepts are played by ``simulate``, ``analyze`` and ``play``: 7
  stations, 4 utilities, no station nor utility, 12 spaces (no traceback, no refusal), each
  on the compiled build, and the 12 spaces also with ``UBUILD_PURE=1`` (the pure build runs
  the very same source: the shapes' rules are the compiled build's to prove, the pure build's
  own part, falling back from it, needs one board; 2 CPU s a board);
- a refusal names the file (``simulate``, ``analyze``, ``play``);
- names holding ESC, BEL, CR and LF are printed escaped (``validate``, ``simulate``,
  ``analyze``, ``play``'s game-over line);
- error wording: a board file's errors say "board", a 100 MB board quotes the board
  limit, ``--players -3`` says -3, "A" and "A" with a zero-width space are one name, and
  an absurd ``--round-limit`` is one line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ubuild_desktop.core.engine import _native
from ubuild_desktop.core.limits import MAX_BOARD_FILE_BYTES
from ubuild_desktop.core.square import dump_board, load_builtin_board

from .test_playable_boards import four_utilities, no_station_nor_utility, seven_stations, twelve_spaces

UBUILD = Path(sys.executable).with_name("ubuild")

# Each test runs the installed command (tests/conftest.py: tool runs).
pytestmark = [pytest.mark.tool,
              pytest.mark.skipif(not UBUILD.is_file(), reason=f"no installed command at {UBUILD}")]

BUILDS = [pytest.param("compiled", id="compiled"), pytest.param("pure", id="pure")]
NASTY = "Evil\x1b[2J\x07\r\nname"


def ubuild(build: str, tmp_path: Path, *args: str, timeout: float = 300, lang: str = "C") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in (_native.PURE_ENV, "PYTHONPATH")}
    if build == "pure":
        env[_native.PURE_ENV] = "1"
    env.update(QT_QPA_PLATFORM="offscreen", UBUILD_DATA_DIR=str(tmp_path / "data"), UBUILD_CONFIG_DIR=str(tmp_path / "config"),
               LANG=lang)
    return subprocess.run([str(UBUILD), *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=timeout)


def board_file(tmp_path: Path, change: object = None, name: str = "board.json") -> Path:
    doc = json.loads(dump_board(load_builtin_board("traditional")))
    if change is not None:
        change(doc["spaces"])  # type: ignore[operator]
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def clean(done: subprocess.CompletedProcess[str]) -> None:
    """No traceback, and nothing on either stream that a terminal would act on."""
    for stream in (done.stdout, done.stderr):
        assert "Traceback" not in stream, stream[-3000:]
        assert not any(c in stream for c in "\x1b\x07\r"), repr(stream[-500:])


SHAPES = {"7 stations": seven_stations, "4 utilities": four_utilities, "no station nor utility": no_station_nor_utility,
          "12 spaces": twelve_spaces}


@pytest.mark.parametrize(("build", "change"), [pytest.param("compiled", change, id=f"{name}-compiled") for name, change in SHAPES.items()]
                         + [pytest.param("pure", twelve_spaces, id="12 spaces-pure")])
def test_boards_validate_accepts_are_simulated_analyzed_and_played(build: str, change: object, tmp_path: Path) -> None:
    path = str(board_file(tmp_path, change))
    done = ubuild(build, tmp_path, "validate", path)
    assert done.returncode == 0 and "Valid square board" in done.stdout, done.stdout + done.stderr
    done = ubuild(build, tmp_path, "simulate", path, "--games", "3", "--players", "3", "--json")
    clean(done)
    assert done.returncode == 0 and json.loads(done.stdout)["games"] == 3, done.stderr
    done = ubuild(build, tmp_path, "analyze", path, "--games", "2", "--no-fair")
    clean(done)
    assert done.returncode == 0, done.stderr
    # Five rounds (a dozen rolls, buying and paying rent on the board) show the window plays it
    # to the end; each round more costs the window about 0.1 CPU s (simulate played whole games).
    done = ubuild(build, tmp_path, "play", path, "--players", "Ana:computer:simple,Bo:computer", "--autoplay",
                  "--round-limit", "5", "--screenshot", str(tmp_path / "end.png"))
    clean(done)
    assert done.returncode == 0 and "game over" in done.stdout, done.stdout + done.stderr


def broken_group(spaces: list[dict[str, object]]) -> None:
    spaces[1]["group"] = "purple"


@pytest.mark.parametrize("build", BUILDS)
def test_refusals_name_the_file(build: str, tmp_path: Path) -> None:
    path = str(board_file(tmp_path, broken_group, "broken.json"))
    for args in (("simulate", path, "--games", "1"), ("analyze", path, "--games", "1"),
                 ("play", path, "--screenshot", str(tmp_path / "x.png"))):
        done = ubuild(build, tmp_path, *args)
        clean(done)
        assert done.returncode in (1, 2) and done.stdout == ""
        assert done.stderr.strip().splitlines() == [
            f"error: {path}: not a valid square board: streets in the Brown group: 1; a group has 2 to 4"], args


def nasty_names(spaces: list[dict[str, object]]) -> None:
    spaces[1]["name"] = NASTY


@pytest.mark.parametrize("build", BUILDS)
def test_control_characters_in_names_are_shown_escaped(build: str, tmp_path: Path) -> None:
    escaped = "Evil\\x1b[2J\\x07\\r\\nname"
    path = board_file(tmp_path, nasty_names)
    broken = board_file(tmp_path, lambda spaces: (nasty_names(spaces), broken_group(spaces)), "broken.json")
    done = ubuild(build, tmp_path, "validate", str(broken))
    clean(done)
    assert f"space 2 ({escaped}): the board has no colour group purple" in done.stdout
    for args in (("simulate", str(path), "--games", "1"), ("analyze", str(path), "--games", "1", "--no-fair")):
        done = ubuild(build, tmp_path, *args)
        clean(done)
        assert done.returncode == 0 and escaped in done.stdout, done.stderr
    # a player's name in play's game-over line: seed 2's three rounds end in a tie of both seats
    done = ubuild(build, tmp_path, "play", "traditional", "--players", f"{NASTY}:computer,Bo:computer:simple",
                  "--autoplay", "--round-limit", "3", "--seed", "2", "--screenshot", str(tmp_path / "end.png"))
    clean(done)
    assert done.returncode == 0 and f"; winner: {escaped}, Bo; " in done.stdout, done.stdout + done.stderr


@pytest.mark.parametrize("build", BUILDS)
def test_error_wording(build: str, tmp_path: Path) -> None:
    # a board file that is not UTF-8 says "board", and a 100 MB board quotes the board limit
    binary = tmp_path / "binary.json"
    binary.write_bytes(b'{"format_version": 1, "name": "\xff", "spaces": []}')
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        handle.write(b'{"format_version": 1, "name": "Huge", "spaces": [')
        handle.truncate(100 * 1024 * 1024)
    for args, expected in (
        (("validate", str(binary)), f"error: {binary}: not a board file (binary data, not UTF-8 text)"),
        (("validate", str(huge)), f"error: {huge}: the file is 104,857,600 bytes, more than the "
                                  f"{MAX_BOARD_FILE_BYTES:,} allowed"),
        (("simulate", str(huge)), f"error: {huge}: the file is 104,857,600 bytes, more than the "
                                  f"{MAX_BOARD_FILE_BYTES:,} allowed"),
        (("simulate", "--players", "-3", "--games", "1"), "error: a classic game is for 2-6 players, not -3"),
        (("simulate", "traditional", "--players", "-3", "--games", "1"), "error: the traditional game takes 2 to 8 players, not -3"),
        (("play", "traditional", "--players", "A:human,A\u200b:human", "--screenshot", "x.png"),
         "error: player names must be distinct and not blank"),
        (("play", "classic", "--players", "A:human,\u200b\u2060:human", "--screenshot", "x.png"),
         "error: player names must be distinct and not blank"),
        (("play", "classic", "--round-limit", "1" * 30, "--screenshot", "x.png"),
         f"error: the round limit must be a whole number of rounds, from 1 to 100,000, not {'1' * 30}"),
        (("simulate", "classic", "--round-limit", "1" * 30, "--games", "1"),
         f"error: the round limit must be a whole number of rounds, from 1 to 100,000, not {'1' * 30}"),
    ):
        done = ubuild(build, tmp_path, *args)
        clean(done)
        assert done.returncode == 2 and done.stderr.strip().splitlines() == [expected], (args, done.stderr)
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("build", BUILDS)
def test_the_round_limits_maximum_is_written_the_users_way(build: str, tmp_path: Path) -> None:
    # the maximum is a number until the message is written: 100.000 in Spanish, not "100,000"
    for args in (("play", "classic", "--round-limit", "1" * 30, "--screenshot", "x.png"),
                 ("simulate", "classic", "--round-limit", "1" * 30, "--games", "1")):
        done = ubuild(build, tmp_path, *args, lang="es_ES.UTF-8")
        clean(done)
        assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, (args, done.stderr)
        assert "de 1 a 100.000, no " in done.stderr and "100,000" not in done.stderr, (args, done.stderr)
