"""run_viewer: the entry point ``ubuild view`` calls."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from tests.core.tracks import broken_starter
from ubuild_desktop import theme
from ubuild_desktop.core.trackfile import save_track
from ubuild_desktop.viewer import run_viewer
from ubuild_desktop.viewer.app import SCREENSHOT_SIZE


@pytest.mark.parametrize("name", ["starter", "classic-railroad"])
def test_screenshot_is_written_at_the_window_size(qtbot: QtBot, tmp_path: Path, name: str) -> None:
    out = tmp_path / "x.png"
    assert run_viewer(name, screenshot=out) == 0
    assert out.stat().st_size > 10_000
    image = QImage(str(out))
    assert (image.width(), image.height()) == (SCREENSHOT_SIZE.width(), SCREENSHOT_SIZE.height())


def test_missing_track_prints_one_line_and_returns_2(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nope.json"
    assert run_viewer(str(missing), screenshot=tmp_path / "x.png") == 2
    err = capsys.readouterr().err
    assert err.strip() == f"{missing}: no such file"
    assert "Traceback" not in err
    assert not (tmp_path / "x.png").exists()


def test_unwritable_screenshot_returns_1(qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_viewer("starter", screenshot=tmp_path / "no-such-dir" / "x.png") == 1
    assert "screenshot" in capsys.readouterr().err


def test_run_viewer_a_track_with_a_number_too_long(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.json"
    path.write_text('{"format_version": ' + "1" * 5000 + "}", encoding="utf-8")
    assert run_viewer(str(path)) == 2
    assert "huge.json" in capsys.readouterr().err


def ubuild_view(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``ubuild view ARGS`` in a child process, offscreen, with private folders."""
    env = {"QT_QPA_PLATFORM": "offscreen", "UBUILD_DATA_DIR": str(tmp_path / "data"),
           "UBUILD_CONFIG_DIR": str(tmp_path / "config"), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-m", "ubuild_desktop", "view", *args], capture_output=True, text=True,
                          env=env, timeout=120)


@pytest.mark.tool
def test_view_heatmap_shows_the_landing_odds_with_their_legend(tmp_path: Path) -> None:
    plain, heated = tmp_path / "plain.png", tmp_path / "heat.png"
    assert ubuild_view(tmp_path, "starter", "--screenshot", str(plain)).returncode == 0
    done = ubuild_view(tmp_path, "starter", "--heatmap", "--screenshot", str(heated))
    assert done.returncode == 0, done.stderr
    before, after = QImage(str(plain)), QImage(str(heated))
    assert before.size() == after.size()
    # The legend's card in the board's lower left corner (the board starts under the
    # menu and tool bars): paper where the plain view shows the table.
    corner = [(x, y) for x in range(14, 40, 4) for y in range(after.height() - 90, after.height() - 40, 4)]
    paper = QColor(theme.PAPER)
    assert sum(after.pixelColor(x, y) == paper for x, y in corner) > len(corner) // 2
    assert not any(before.pixelColor(x, y) == paper for x, y in corner)


@pytest.mark.tool
def test_view_heatmap_of_a_broken_track_says_why_and_shows_it_plain(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    save_track(broken_starter(), path)
    out = tmp_path / "x.png"
    done = ubuild_view(tmp_path, str(path), "--heatmap", "--screenshot", str(out))
    assert done.returncode == 0 and out.exists()
    assert "No landing odds until the track is valid: " in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.tool
def test_view_heatmap_of_a_square_board_lays_its_odds(tmp_path: Path) -> None:
    out = tmp_path / "square.png"
    done = ubuild_view(tmp_path, "traditional", "--heatmap", "--screenshot", str(out))
    assert done.returncode == 0 and out.exists(), done.stderr
    assert done.stderr.strip() == "" or "Traceback" not in done.stderr
    assert "landing odds" not in done.stderr
