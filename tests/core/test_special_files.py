"""A FIFO, a device or a folder given as a file: refused at once with one line, before opening it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ubuild_desktop.core.engine.ubuild.gamefile import GameFileError, load_game
from ubuild_desktop.core.jsonfile import one_line
from ubuild_desktop.core.trackfile import TrackFileError, load_track

HANG_GUARD_S = 120  # only so a hang fails the test instead of the run; not a speed limit

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")


@pytest.mark.tool
@needs_fifo
def test_validate_refuses_a_fifo_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "track.json"
    os.mkfifo(fifo)
    # Opening a FIFO for reading waits for a writer: this ran forever before.
    done = subprocess.run([sys.executable, "-m", "ubuild_desktop", "validate", str(fifo)],
                          capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert done.returncode == 2
    assert done.stderr == f"error: {fifo}: a FIFO (named pipe), not a track file\n"


@needs_fifo
def test_track_and_game_loaders_refuse_special_files(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(TrackFileError, match=r"pipe: a FIFO \(named pipe\), not a track file$"):
        load_track(fifo)
    with pytest.raises(GameFileError, match=r"pipe: a FIFO \(named pipe\), not a game file$"):
        load_game(fifo)
    if Path("/dev/null").exists():
        with pytest.raises(TrackFileError, match=r"^/dev/null: a device, not a track file$"):
            load_track("/dev/null")
    with pytest.raises(TrackFileError, match=r"is a folder, not a track file$"):
        load_track(tmp_path)


@needs_fifo
def test_the_message_is_one_line_whatever_the_name(tmp_path: Path) -> None:
    folder = tmp_path / ("x" * 200)
    folder.mkdir()
    fifo = folder / ("y" * 200 + "line\nbreak\x1b[31m.json")
    os.mkfifo(fifo)
    with pytest.raises(TrackFileError) as caught:
        load_track(fifo)
    message = str(caught.value)
    assert "\n" not in message and "\x1b" not in message
    assert "\\n" in message and "\\x1b" in message and "\u2026" in message
    assert len(message) < 300


def test_one_line_escapes_and_shortens() -> None:
    assert one_line("a\nb\tc\x1b\u202ed") == "a\\nb\\tc\\x1b\\u202ed"
    long = one_line("s" * 100 + "end.json", limit=40)
    assert len(long) == 40 and long.endswith("end.json") and "\u2026" in long
    assert one_line("fine") == "fine"
