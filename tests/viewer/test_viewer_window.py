"""The viewer window lists a track's problems, highlights them, and opens files safely."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.core.tracks import broken_starter
from ubuild_desktop.core.track import Preset, Track
from ubuild_desktop.core.trackfile import load_builtin, save_track
from ubuild_desktop.core.validate import validate
from ubuild_desktop.viewer import TrackViewerWindow


def make_window(qtbot: QtBot, track: Track, **kwargs: object) -> TrackViewerWindow:
    window = TrackViewerWindow(track, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.board_view.fit()
    return window


def test_valid_track_window(qtbot: QtBot) -> None:
    window = make_window(qtbot, load_builtin("pro"))
    assert "Pro" in window.windowTitle()
    assert window.summary_label.text() == "Valid Pro track, 32 spaces"
    assert window.problems.list.count() == 1  # the "no problems" line
    assert window.problems.diagnostic_at(0) is None
    assert not window.scene.problem_piece_ids()


def test_problems_are_listed_and_clicking_one_highlights_its_pieces(qtbot: QtBot) -> None:
    track = broken_starter()
    report = validate(track)
    window = make_window(qtbot, track)
    listing = window.problems.list
    assert listing.count() == len(report.diagnostics)
    assert window.summary_label.text() == report.summary()
    for row, diagnostic in enumerate(report.diagnostics):
        text = listing.item(row).text()
        sentence = diagnostic.message[:1].upper() + diagnostic.message[1:]  # shown as a sentence
        assert sentence in text and str(diagnostic.code) in text
    # Pieces named by problems are already outlined on the board.
    assert {"p4", "p6"} <= window.scene.problem_piece_ids()
    row = next(i for i, d in enumerate(report.diagnostics) if d.pieces == ("p6",))
    window.board_view.zoom_in()
    window.board_view.zoom_in()
    window.board_view.zoom_in()
    rect = listing.visualItemRect(listing.item(row))
    qtbot.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert listing.currentRow() == row
    assert window.scene.highlighted_piece_ids() == {"p6"}
    assert window.scene.piece_item("p6").is_highlighted
    # The board centres on the picked piece.
    view = window.board_view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(window.scene.piece_item("p6").sceneBoundingRect().center())
    # The keyboard picks too.
    other = next(i for i, d in enumerate(report.diagnostics) if d.pieces == ("p4",))
    listing.setFocus()
    listing.setCurrentRow(other)
    assert window.scene.highlighted_piece_ids() == {"p4"}


def test_preset_override_is_used(qtbot: QtBot) -> None:
    window = make_window(qtbot, load_builtin("starter"), preset=Preset.PRO)
    assert window.report.preset == Preset.PRO
    assert not window.report.valid
    assert window.problems.list.count() == len(window.report.diagnostics)


def test_opening_a_broken_file_shows_the_message_and_keeps_the_track(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, load_builtin("starter"))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1, "pieces": [{"id": "x"}]', encoding="utf-8")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), "")))
    monkeypatch.setattr(
        QMessageBox, "critical", staticmethod(lambda parent, title, text, *a, **k: shown.append((title, text)))
    )
    window.open_action.trigger()
    assert len(shown) == 1
    assert str(bad) in shown[0][1] and "JSON" in shown[0][1]
    assert window.track.name == "Starter"
    assert set(window.scene.piece_items()) == {p.id for p in load_builtin("starter").pieces}
    # Still usable: a good file opens.
    good = tmp_path / "good.json"
    save_track(broken_starter(), good)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(good), "")))
    window.open_action.trigger()
    assert len(shown) == 1
    assert window.track.name == "Broken starter"
    assert "Broken starter" in window.windowTitle()
    assert window.problems.list.count() == len(validate(broken_starter()).diagnostics)


def test_viewer_open_a_track_with_a_number_too_long(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    window = TrackViewerWindow(load_builtin("starter"))
    qtbot.addWidget(window)
    path = tmp_path / "huge.json"
    path.write_text('{"format_version": ' + "1" * 5000 + "}", encoding="utf-8")
    assert window.open_track_file(path) is False
    assert shown and "huge.json" in shown[0]


def test_cancelled_open_changes_nothing(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot, load_builtin("classic"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    window.open_action.trigger()
    assert window.track.name == load_builtin("classic").name


def test_view_actions(qtbot: QtBot) -> None:
    window = make_window(qtbot, load_builtin("classic"))
    view = window.board_view
    fitted = view.zoom_level()
    window.zoom_in_action.trigger()
    assert view.zoom_level() > fitted
    window.fit_action.trigger()
    assert abs(view.zoom_level() - fitted) < 1e-9
    window.zoom_out_action.trigger()
    assert view.zoom_level() < fitted
    sites = window.scene.sites_item()
    assert sites is not None and not sites.isVisible()
    window.sites_action.trigger()
    assert window.sites_action.isChecked() and sites.isVisible()
    for action in (
        window.open_action, window.quit_action, window.zoom_in_action,
        window.zoom_out_action, window.fit_action, window.sites_action,
    ):
        assert action.text() and action.toolTip() and action.objectName()
    assert not window.zoom_in_action.shortcut().isEmpty()
    for action in (window.open_action, window.zoom_in_action, window.zoom_out_action, window.fit_action):
        button = window.toolbar.widgetForAction(action)
        assert button is not None and button.accessibleName()


def test_a_classic_track_with_another_tile_shows_the_stray_tile_on_the_board(qtbot: QtBot) -> None:
    classic = load_builtin("classic")
    stray = classic.model_copy(update={"pieces": tuple(
        p.model_copy(update={"tile": "D5"}) if p.tile == "D4" else p for p in classic.pieces)})
    window = make_window(qtbot, stray)
    piece = next(p for p in stray.pieces if p.tile == "D5")
    assert window.problems.list.count() == 1
    assert "wrong-tile" in window.problems.list.item(0).text()
    assert window.scene.problem_piece_ids() == {piece.id}


# "Show Building Sites" explains itself when it shows nothing.
def test_sites_on_a_broken_track_say_why_none_show(qtbot: QtBot) -> None:
    window = make_window(qtbot, broken_starter())
    window.sites_action.trigger()
    assert window.scene.sites_visible
    assert window.statusBar().currentMessage().startswith("No building sites yet")


def test_sites_on_a_valid_track_need_no_message(qtbot: QtBot) -> None:
    window = make_window(qtbot, load_builtin("starter"))
    window.sites_action.trigger()
    assert window.statusBar().currentMessage() == ""


def test_the_heat_map_action_lays_the_exact_landing_odds(qtbot: QtBot, tmp_path: Path) -> None:
    from ubuild_desktop.core.balance import track_odds

    window = make_window(qtbot, load_builtin("starter"))
    assert window.scene.heat_scale() is None and window.board_view.heat_legend.isHidden()
    window.heat_action.trigger()
    scale = window.scene.heat_scale()
    assert scale is not None and scale.values == track_odds(load_builtin("starter")).heat()
    assert window.board_view.heat_legend.isVisible()
    assert window.toolbar.widgetForAction(window.heat_action) is not None
    # Another track opened while it is on gets its own heat map.
    pro = tmp_path / "pro.json"
    save_track(load_builtin("pro"), pro)
    assert window.open_track_file(pro)
    scale = window.scene.heat_scale()
    assert scale is not None and scale.values == track_odds(load_builtin("pro")).heat()
    window.heat_action.trigger()
    assert window.scene.heat_scale() is None and window.board_view.heat_legend.isHidden()


def test_the_heat_map_of_a_broken_track_says_why_there_is_none(qtbot: QtBot) -> None:
    window = make_window(qtbot, broken_starter())
    window.heat_action.trigger()
    assert window.heat_action.isChecked() and window.scene.heat_scale() is None
    message = window.statusBar().currentMessage()
    first = validate(broken_starter()).diagnostics[0].message
    assert message == f"No landing odds until the track is valid: {first[:1].upper()}{first[1:]}"
