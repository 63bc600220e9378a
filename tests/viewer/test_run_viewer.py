"""run_viewer: the entry point ``ubuild view`` calls."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

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
