"""Files: save and reopen, broken and newer files, recent files, the modified marker, recovery;
hostile files and clipboard text (a number too long to read) never take the editor down."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from ubuild_desktop.core.lattice import Cell
from ubuild_desktop.core.pieces import PieceKind
from ubuild_desktop.core.trackfile import dump_track, load_builtin, load_track, save_track
from ubuild_desktop.core.userdata import subfolder
from ubuild_desktop.editor import EditorWindow, settings
from ubuild_desktop.editor.recovery import orphaned

from .conftest import Dialogs, drag_from_palette

Button = QMessageBox.StandardButton


def test_save_reopen_and_compare_with_history_surviving_save(
    qtbot: QtBot, make_editor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_editor()
    drag_from_palette(qtbot, window, PieceKind.GO, Cell(0, 0))
    drag_from_palette(qtbot, window, PieceKind.DISTRICT_DOUBLE, Cell(1, 0), rotation=0)
    assert window.isWindowModified()
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # no file yet: Save As
    saved = target.with_suffix(".json")
    assert window.path == saved and saved.exists()
    assert not window.isWindowModified()
    assert "mine.json[*]" in window.windowTitle()
    assert load_track(saved) == window.current_track()
    assert settings.recent_files()[0] == saved.resolve()
    # The history survives the save: undo works, and marks the track modified again.
    window.undo_action.trigger()
    assert window.isWindowModified()
    window.redo_action.trigger()
    assert not window.isWindowModified()
    other = make_editor()
    assert other.open_path(saved)
    assert other.current_track() == window.current_track()
    assert other.path == saved
    assert not other.document.undo_stack.canUndo()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{", "not valid JSON"),
        (json.dumps({"format_version": 99, "pieces": []}), "newer U-Build Desktop"),
    ],
    ids=["broken", "newer"],
)
def test_broken_and_newer_files_give_a_clear_message_and_the_editor_keeps_working(
    qtbot: QtBot, make_editor, dialogs: Dialogs, tmp_path: Path, content: str, expected: str
) -> None:
    track = load_builtin("starter")
    window = make_editor(track)
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    assert not window.open_path(bad)
    ((kind, title, text),) = dialogs.shown
    assert kind == "critical" and title == "Cannot Open Track"
    assert str(bad) in text and expected in text
    assert window.current_track() == track and window.path is None
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, Cell(5, 5))
    assert len(window.current_track().pieces) == len(track.pieces) + 1


def test_unsaved_changes_prompt_before_they_are_lost(qtbot: QtBot, make_editor, dialogs: Dialogs, tmp_path: Path) -> None:
    window = make_editor()
    drag_from_palette(qtbot, window, PieceKind.GO, Cell(0, 0))
    dialogs.answers["warning"] = Button.Cancel
    window.close()
    assert window.isVisible()  # cancelled
    assert dialogs.kinds() == ["warning"]
    window.new_from_template("classic")
    assert len(window.current_track().pieces) == 1  # cancelled too
    dialogs.answers["warning"] = Button.Discard
    window.new_from_template("classic")
    assert window.current_track() == load_builtin("classic")
    assert not window.isWindowModified()


def test_recent_files_menu_lists_what_was_opened(qtbot: QtBot, make_editor, tmp_path: Path) -> None:
    files = []
    for name in ("a", "b"):
        path = tmp_path / f"{name}.json"
        save_track(load_builtin("starter"), path)
        files.append(path)
    window = make_editor()
    for path in files:
        assert window.open_path(path)
    window.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in window.recent_menu.actions() if not a.isSeparator()]
    assert texts[:2] == ["b.json", "a.json"]
    # The settings file is the test's own (UBUILD_CONFIG_DIR), never the user's, and not in
    # the data folder (UBUILD_DATA_DIR) either.
    config = Path(os.environ["UBUILD_CONFIG_DIR"])
    assert Path(settings.settings().fileName()).is_relative_to(config)
    assert not config.is_relative_to(subfolder("recovery").parent)


def write_orphan(track_text: str, original: Path | None, ident: str = "crashed") -> Path:
    folder = subfolder("recovery")
    (folder / f"{ident}.json").write_text(track_text, encoding="utf-8")
    meta = {"original": str(original) if original else None, "name": "My track", "saved_at": "2024-05-01T10:00:00+00:00"}
    (folder / f"{ident}.meta.json").write_text(json.dumps(meta), encoding="utf-8")
    return folder / f"{ident}.json"


def test_recovery_is_offered_after_a_crash(qtbot: QtBot, make_editor, dialogs: Dialogs, tmp_path: Path) -> None:
    original = tmp_path / "mine.json"
    save_track(load_builtin("starter"), original)
    recovered = load_builtin("classic")
    orphan = write_orphan(dump_track(recovered), original)
    dialogs.answers["question"] = Button.Yes
    window = make_editor(offer_recovery=True)
    ((kind, title, text),) = dialogs.shown
    assert kind == "question" and "My track" in text
    assert window.current_track() == recovered
    assert window.path == original and window.isWindowModified()
    assert load_track(original) == load_builtin("starter")  # the user's file is untouched
    assert not orphan.exists()  # adopted: this editor writes its own recovery file now
    window.recovery_file.flush()
    assert window.recovery_file.exists


def test_declined_and_postponed_recovery(qtbot: QtBot, make_editor, dialogs: Dialogs) -> None:
    orphan = write_orphan(dump_track(load_builtin("classic")), None)
    make_editor(offer_recovery=True)  # Cancel: ask again next time
    assert orphan.exists()
    dialogs.answers["question"] = Button.No
    window = make_editor(offer_recovery=True)
    assert not orphan.exists()
    assert window.current_track().pieces == ()


def test_recovery_file_is_written_never_over_the_users_file_and_removed_on_save_and_close(
    qtbot: QtBot, make_editor, tmp_path: Path
) -> None:
    path = tmp_path / "mine.json"
    save_track(load_builtin("starter"), path)
    before = path.read_bytes()
    window = make_editor(load_track(path), path)
    assert window.recovery_file is None  # nothing unsaved, nothing written
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, Cell(6, 6))
    window.write_recovery()  # what the timer does every 30 s (and 2 s after a change)
    recovery = window.recovery_file
    recovery.flush()
    assert recovery.exists and recovery.track_path.parent == subfolder("recovery")
    assert load_track(recovery.track_path) == window.current_track()
    assert path.read_bytes() == before
    # A second editor does not offer the file of a running one.
    assert orphaned() == []
    window.save()
    assert not recovery.exists
    drag_from_palette(qtbot, window, PieceKind.BRIDGE, Cell(7, 7))
    window.write_recovery()
    recovery.flush()
    assert recovery.exists
    window.document.undo_stack.setClean()
    window.close()
    assert not recovery.exists and not recovery.meta_path.exists()
    assert list(subfolder("recovery").iterdir()) == []


def test_the_debounce_timer_writes_the_recovery_file(qtbot: QtBot, make_editor) -> None:
    window = make_editor()
    window._recovery_debounce.setInterval(10)
    drag_from_palette(qtbot, window, PieceKind.GO, Cell(0, 0))
    qtbot.waitUntil(lambda: window.recovery_file is not None, timeout=3000)
    window.recovery_file.flush()
    assert load_track(window.recovery_file.track_path) == window.current_track()


def test_open_editor_shows_a_window(qtbot: QtBot, tmp_path: Path) -> None:
    from ubuild_desktop.editor import open_editor

    path = tmp_path / "t.json"
    save_track(load_builtin("pro"), path)
    window = open_editor(path=path)
    qtbot.addWidget(window)
    assert isinstance(window, EditorWindow) and window.isVisible()
    assert window.current_track() == load_builtin("pro") and window.path == path
    empty = open_editor()
    qtbot.addWidget(empty)
    assert empty.current_track().pieces == ()


# ---------------------------------------------------------------------- hostile files and clipboard text
# never take the editor down


HUGE = '{"format_version": ' + "1" * 5000 + "}"


def test_open_a_track_with_a_number_too_long_to_read(qtbot: QtBot, make_editor, dialogs, tmp_path: Path) -> None:
    window = make_editor(load_builtin("starter"))
    path = tmp_path / "huge.json"
    path.write_text(HUGE, encoding="utf-8")
    assert window.open_path(path, ask=False) is False
    kind, title, text = dialogs.shown[-1]
    assert kind == "critical" and "huge.json" in text
    assert len(window.document.track.pieces) == len(load_builtin("starter").pieces)


def test_paste_text_with_a_number_too_long_to_read(qtbot: QtBot, make_editor) -> None:
    window = make_editor(load_builtin("starter"))
    mime = QMimeData()
    mime.setText("[" + "9" * 5000 + "]")
    QApplication.clipboard().setMimeData(mime)
    assert window.paste() is False
    assert len(window.document.track.pieces) == len(load_builtin("starter").pieces)


def test_a_damaged_recovery_file_with_a_huge_number_is_reported(qtbot: QtBot, make_editor, dialogs) -> None:
    orphan = write_orphan(HUGE, None, ident="hostile")
    dialogs.answers["question"] = QMessageBox.StandardButton.Yes
    window = make_editor(offer_recovery=True)
    kinds = dialogs.kinds()
    assert kinds == ["question", "critical"]
    assert "hostile.json" in dialogs.shown[-1][2]
    assert not orphan.exists()
    assert window.current_track().pieces == ()


def _pdf_title(path: Path) -> str:
    """The /Title of a PDF's document information (Qt writes it as UTF-16 hex or a literal)."""
    data = path.read_bytes()
    found = re.search(rb"/Title\s*<([0-9A-Fa-f]+)>", data)
    if found:
        raw = bytes.fromhex(found.group(1).decode())
        return raw.decode("utf-16") if raw[:2] in (b"\xfe\xff", b"\xff\xfe") else raw.decode("latin-1")
    found = re.search(rb"/Title\s*\(((?:[^()\\]|\\.)*)\)", data)
    assert found, "no /Title"
    raw = re.sub(rb"\\(.)", rb"\1", found.group(1))
    return raw.decode("utf-16") if raw[:2] in (b"\xfe\xff", b"\xff\xfe") else raw.decode("latin-1")


def test_save_as_names_the_title_pdf_and_parts_list_after_the_file(
    qtbot: QtBot, make_editor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 23: after Save As "harbour.json" from the Starter template, the window's title,
    the PDF and its parts list all say "harbour" (the template's name was the program's);
    the rename is one undo step; a name the user gave the track is kept."""
    from tests.modal import choose_file

    from ubuild_desktop.editor import export

    painted: list[str] = []
    paint_parts_list = export.paint_parts_list
    monkeypatch.setattr(export, "paint_parts_list", lambda painter, width, track, *rest: (
        painted.append(track.name), paint_parts_list(painter, width, track, *rest))[-1])
    window = make_editor(load_builtin("starter"))
    target = tmp_path / "harbour.json"
    seen = choose_file(target)
    window.save_as_action.trigger()
    assert seen and window.path == target and not window.isWindowModified()
    assert window.windowTitle().startswith("harbour.json[*] ")
    assert window.document.track.name == "harbour" and load_track(target).name == "harbour"
    pdf = tmp_path / "harbour.pdf"
    seen = choose_file(pdf)
    window.export_pdf_action.trigger()
    assert seen and pdf.read_bytes().startswith(b"%PDF")
    assert _pdf_title(pdf) == "harbour"
    assert painted == ["harbour"]
    # Saved again as another file, a name that followed the file follows it again.
    seen = choose_file(tmp_path / "quay.json")
    window.save_as_action.trigger()
    assert seen and window.document.track.name == "quay" and window.windowTitle().startswith("quay.json[*] ")
    window.undo_action.trigger()  # the rename is one step
    assert window.document.track.name == "harbour" and window.isWindowModified()
    # A name the user gave the track stays whatever the file is called.
    mine = make_editor(load_builtin("starter").model_copy(update={"name": "Harbour Loop"}))
    seen = choose_file(tmp_path / "hl.json")
    mine.save_as_action.trigger()
    assert seen and mine.path == tmp_path / "hl.json" and mine.document.track.name == "Harbour Loop"
    assert not mine.document.undo_stack.canUndo()
