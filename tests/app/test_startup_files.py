"""Whatever the user's files hold, the program starts (issue 10).

Through what users run: the installed ``ubuild home`` and ``ubuild play`` in their own
process, on a data folder holding a damaged autosave (nested too deeply, binary, over the
size limit) or on a data folder that cannot be created (its parent is a regular file,
which stops root too). Each exits 0 with a screenshot; the bad autosave is set aside as
a ``.broken`` file, never deleted, and Home says so; with no data folder, autosave is
off and both windows say why, and the editor (Home's "Edit a track…") works on without
settings or recovery files. Temporary files of a killed save are removed at start.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.engine.ubuild.game import Game
from ubuild_desktop.core.engine.ubuild.session import Session
from ubuild_desktop.core.limits import MAX_GAME_FILE_BYTES
from ubuild_desktop.core.trackfile import load_builtin
from ubuild_desktop.play import open_game_window
from ubuild_desktop.play.files import read_game_file
from ubuild_desktop.core.userdata import AUTOSAVE_NAME, game_files

from .helpers import installed_ubuild, make_home

ZWSP = "\u200b"


def _nested(path: Path) -> None:
    path.write_text("[" * 100_000, encoding="utf-8")


def _binary(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 64)


def _huge(path: Path) -> None:
    with path.open("wb") as handle:  # sparse: one byte past the limit, written in no time
        handle.truncate(MAX_GAME_FILE_BYTES + 1)


DAMAGED: dict[str, tuple[Callable[[Path], None], str]] = {
    "nested": (_nested, "JSON nested too deeply"),
    "binary": (_binary, "binary data"),
    "huge": (_huge, f"more than the {MAX_GAME_FILE_BYTES:,} allowed"),
}


def _run(args: list[str], data: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UBUILD_DATA_DIR=str(data))
    return subprocess.run([installed_ubuild(), *args], capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=600)  # a guard against a hang only


def _damaged_data(tmp_path: Path, kind: str) -> Path:
    """A data folder whose autosave is damaged, with a temporary file a killed save left."""
    data = tmp_path / "data"
    (data / "autosave").mkdir(parents=True)
    DAMAGED[kind][0](data / "autosave" / AUTOSAVE_NAME)
    (data / "autosave" / f".{AUTOSAVE_NAME}.k1ll3d.tmp").write_text("{\"format\": ", encoding="utf-8")
    return data


def _broken_files(data: Path) -> list[Path]:
    return sorted((data / "autosave" / "earlier").glob("game-*.json.broken"))


PLAY = ["play", "--players", "A:computer,B:computer", "--seed", "3", "--autoplay", "--round-limit", "3"]


@pytest.mark.tool
@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_home_starts_on_a_damaged_autosave_and_sets_it_aside(kind: str, tmp_path: Path) -> None:
    data = _damaged_data(tmp_path, kind)
    size = (data / "autosave" / AUTOSAVE_NAME).stat().st_size
    shot = tmp_path / "home.png"
    done = _run(["home", "--screenshot", str(shot)], data, tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    broken = _broken_files(data)
    assert len(broken) == 1 and broken[0].stat().st_size == size  # set aside whole, never deleted
    assert not (data / "autosave" / AUTOSAVE_NAME).exists() and game_files(data / "autosave") == []
    assert list((data / "autosave").glob(".*.tmp")) == []  # the killed save's leftover is gone
    notes = [line for line in done.stderr.splitlines() if line.startswith("note: ")]
    assert len(notes) == 1, done.stderr
    assert DAMAGED[kind][1] in notes[0] and notes[0].endswith(f"/autosave/earlier/{broken[0].name}.")


@pytest.mark.tool
@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_play_starts_on_a_damaged_autosave_and_never_touches_it(kind: str, tmp_path: Path) -> None:
    data = _damaged_data(tmp_path, kind)
    before = (data / "autosave" / AUTOSAVE_NAME).stat().st_size
    shot = tmp_path / "play.png"
    done = _run([*PLAY, "--screenshot", str(shot)], data, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("game over (round_limit) after 3 rounds"), done.stdout
    assert shot.stat().st_size > 10_000
    # Another game's files (here, an earlier version's damaged autosave) are left as they are:
    # Home sets them aside when it lists the games.
    assert (data / "autosave" / AUTOSAVE_NAME).stat().st_size == before and _broken_files(data) == []
    [game] = game_files(data / "autosave")  # the new game's own autosave
    session, _seats = read_game_file(game)
    assert session.state.is_terminal()


def _uncreatable(tmp_path: Path) -> Path:
    """A data folder that cannot be created, even by root: its parent is a regular file."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n", encoding="utf-8")
    return blocker / "data"


@pytest.mark.tool
def test_home_starts_without_a_data_folder_and_says_autosave_is_off(tmp_path: Path) -> None:
    data = _uncreatable(tmp_path)
    shot = tmp_path / "home.png"
    done = _run(["home", "--screenshot", str(shot)], data, tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    assert "Traceback" not in done.stderr
    assert f"note: Autosave is off: the folder {data} cannot be created (" in done.stderr, done.stderr


@pytest.mark.tool
def test_play_plays_without_a_data_folder_and_says_autosave_is_off(tmp_path: Path) -> None:
    data = _uncreatable(tmp_path)
    shot = tmp_path / "play.png"
    done = _run([*PLAY, "--screenshot", str(shot)], data, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("game over (round_limit) after 3 rounds"), done.stdout  # it played on
    assert shot.stat().st_size > 10_000
    assert f"note: autosave is off: {data}: cannot be created (" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


# ---------------------------------------------------------------------- what the windows say


def _notice(label: QLabel) -> str:
    return label.text().replace(ZWSP, "")


def test_home_names_the_set_aside_file_and_the_problem_on_one_escaped_line(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A data folder whose name holds a newline, an ESC sequence and a right-to-left override.
    monkeypatch.chdir(tmp_path)  # a relative folder, so that its start shows before the cut
    data = Path("user\ndata\x1b[31m\u202exxx") / ("x" * 200) / ("y" * 200)
    (data / "autosave").mkdir(parents=True)
    _nested(data / "autosave" / AUTOSAVE_NAME)
    monkeypatch.setenv("UBUILD_DATA_DIR", str(data))
    home = make_home(qtbot)
    assert not home.resume_button.isEnabled()
    assert home.notice_label.isVisible()
    text = _notice(home.notice_label)
    assert "\n" not in text and "\x1b" not in text and "\u202e" not in text
    assert len(text) <= 200  # jsonfile.one_line's length
    assert text.startswith("An autosave cannot be read (not a game file (JSON nested too deeply)); "
                           "it was set aside as user\\ndata\\x1b[31m\\u202exxx/")
    broken = _broken_files(data)
    assert len(broken) == 1 and text.endswith(f"{broken[0].name}.")  # cut in the middle: the name stays
    home.refresh()  # said for as long as Home is open, once
    assert _notice(home.notice_label) == text


def test_home_and_the_game_say_autosave_is_off_and_why(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = _uncreatable(tmp_path)
    monkeypatch.setenv("UBUILD_DATA_DIR", str(data))
    home = make_home(qtbot)
    assert _notice(home.notice_label) == (f"Autosave is off: the folder {data} cannot be created (Not a directory). "
                                          "Games still play; keep one with Save.")
    assert not home.resume_button.isEnabled() and home.games.isHidden()
    window = open_game_window(Session(Game.create(load_builtin("starter"), ["Ana", "Bo"]), 5), animations=False)
    qtbot.addWidget(window)
    assert window.controller.autosave_file is None and window.controller.autosave_off is not None
    label = window.autosave_off_label
    assert label is not None and label.isVisible()
    assert label.text() == (f"Autosave is off: the folder {data} cannot be created (Not a directory). "
                            "The game plays on; keep it with Save.")
    qtbot.mouseClick(window.turn_panel.roll_button, Qt.MouseButton.LeftButton)
    assert len(window.controller.state.history) > 1  # the game plays on
    saved = tmp_path / "kept.ubuild-game"
    assert window.save_game_as(saved)
    assert read_game_file(saved)[0].state.history == window.controller.state.history


def test_only_the_autosaves_own_temporary_files_are_removed_at_start(qtbot: QtBot, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    folder = data / "autosave"
    folder.mkdir(parents=True)
    monkeypatch.setenv("UBUILD_DATA_DIR", str(data))
    ours = [folder / f".{AUTOSAVE_NAME}.a1b2c3.tmp", folder / f".{AUTOSAVE_NAME}.zz_9.tmp"]
    others = [folder / f".{AUTOSAVE_NAME}.a1b2c3.tmp.keep", folder / f"{AUTOSAVE_NAME}.x.tmp",
              folder / ".other.json.a1b2c3.tmp", folder / "notes.tmp"]
    for path in ours + others:
        path.write_text("{", encoding="utf-8")
    (folder / f".{AUTOSAVE_NAME}.dir.tmp").mkdir()  # a folder of that name is not one of ours
    make_home(qtbot)
    assert [p for p in ours if p.exists()] == []
    assert all(p.exists() for p in others) and (folder / f".{AUTOSAVE_NAME}.dir.tmp").is_dir()


@pytest.mark.tool
def test_the_editor_opens_and_edits_without_a_data_folder(tmp_path: Path) -> None:
    # Home's "Edit a track…" opens it too: settings and recovery files need the data folder.
    data = _uncreatable(tmp_path)
    shot = tmp_path / "editor.png"
    done = _run(["edit", "--screenshot", str(shot)], data, tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000 and "Traceback" not in done.stderr


def test_an_edited_track_without_a_data_folder_has_no_recovery_file_and_no_error(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("ubuild_desktop.editor")
    from ubuild_desktop.core.lattice import Cell
    from ubuild_desktop.core.pieces import PieceKind
    from ubuild_desktop.editor import open_editor

    from ..editor.conftest import drag_from_palette

    monkeypatch.setenv("UBUILD_DATA_DIR", str(_uncreatable(tmp_path)))
    window = open_editor(track=load_builtin("starter"))
    qtbot.addWidget(window)
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, Cell(6, 6))
    assert window.document.modified
    window.write_recovery()  # what the timer does: nowhere to write, and the editor goes on
    assert window.recovery_file is None
    saved = tmp_path / "mine.json"
    window.document.save(saved)
    assert saved.is_file() and not window.document.modified


def test_an_autosave_that_cannot_be_moved_aside_is_named_once_and_resume_stays_off(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # a short relative folder: the whole notice fits uncut
    data = Path("data")
    (data / "autosave").mkdir(parents=True)
    _binary(data / "autosave" / AUTOSAVE_NAME)
    (data / "autosave" / "earlier").write_text("a file where the folder would go\n", encoding="utf-8")
    monkeypatch.setenv("UBUILD_DATA_DIR", str(data))
    home = make_home(qtbot)
    text = _notice(home.notice_label)
    [game] = game_files(data / "autosave")  # the earlier version's autosave, moved into its own files
    assert text == (f"The autosave {game} cannot be read (not a game file "
                    f"(binary data, not UTF-8 text)), nor set aside ({data}/autosave/earlier: cannot be created "
                    "(File exists)).")
    assert game.is_file() and not home.resume_button.isEnabled()
    home.refresh()
    assert _notice(home.notice_label) == text  # said once
