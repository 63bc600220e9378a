"""The track viewer window: the board beside the list of the track's problems."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from ubuild_desktop.board import BoardScene
from ubuild_desktop.board.track_odds import odds_of
from ubuild_desktop.board.track_words import no_sites_text, summary_text
from ubuild_desktop.core.track import Preset, Track
from ubuild_desktop.core.trackfile import TrackFileError, load_track
from ubuild_desktop.core.usertext import TRACK_NAME_SHOWN, shown
from ubuild_desktop.core.validate import Diagnostic, Report, validate
from ubuild_desktop.helpmenu import add_help_menu
from ubuild_desktop.settings import remember_layout
from ubuild_desktop.words import track_name

from .frame import ViewerFrame

class TrackViewerWindow(ViewerFrame):
    """Shows one track on the board and lists its problems; opens other track files.

    ``preset`` and ``railroads`` override the track's own settings for validation, for
    every track the window shows (None: use the track's).
    """

    def __init__(
        self,
        track: Track,
        *,
        path: Path | None = None,
        preset: Preset | None = None,
        railroads: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._preset = preset
        self._railroads = railroads
        self._track = track
        self.path = path  # the file shown, if any (None for a built-in track)
        self.editors: list[QMainWindow] = []  # editor windows opened from here (Edit Track)
        self._report = validate(track, preset, railroads)
        self.scene = BoardScene(parent=self)
        self.lay_out(self.scene, "viewerSplitter")
        self._make_actions()
        self.problems.problemPicked.connect(self._problem_picked)
        self._show(track)

    # -------------------------------------------------------------- actions

    def _make_actions(self) -> None:
        action = self.make_action
        std = QKeySequence.StandardKey
        self.open_action = action(
            "openAction", self.tr("&Open Track…"), self.tr("Open a track file"),
            QKeySequence.keyBindings(std.Open), self.open_track_dialog,
        )
        self.make_view_actions(self.tr("Show the whole track"))
        self.sites_action = action(
            "sitesAction", self.tr("Show Building &Sites"), self.tr("Show the empty hexes where buildings may stand"),
            [QKeySequence("Ctrl+B")], self._toggle_sites, checkable=True,
        )
        self.heat_action = action(
            "heatMapAction", self.tr("Landing &Heat Map"),
            self.tr("Colour each space by the share of turns that land on it (exact odds)"),
            [QKeySequence("Ctrl+H")], self._toggle_heat_map, checkable=True,
        )
        self.edit_action = action(
            "editTrackAction", self.tr("&Edit Track"), self.tr("Open the viewed track in the track editor"),
            [QKeySequence("Ctrl+E")], self.edit_track,
        )
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.addAction(self.open_action)
        file_menu.addAction(self.edit_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        view_menu.addAction(self.zoom_in_action)
        view_menu.addAction(self.zoom_out_action)
        view_menu.addAction(self.fit_action)
        view_menu.addSeparator()
        view_menu.addAction(self.sites_action)
        view_menu.addAction(self.heat_action)
        self.help_menu = add_help_menu(self)
        self.add_tool_bar((self.open_action, self.zoom_in_action, self.zoom_out_action, self.fit_action,
                           self.sites_action, self.heat_action))

    def edit_track(self) -> QMainWindow:
        """Open the track editor on the viewed track and its file (the editor keeps its own copy)."""
        from ubuild_desktop.editor import open_editor  # the viewer may use the editor, never the reverse

        editor = open_editor(self.track, self.path)
        self.editors.append(editor)
        return editor

    def _toggle_sites(self, visible: bool) -> None:
        self.scene.set_sites_visible(visible)
        if visible and not self._report.graph.sites:
            self.statusBar().showMessage(no_sites_text(), 6000)

    def _toggle_heat_map(self, shown: bool) -> None:
        self._show_heat_map()

    def _show_heat_map(self) -> str:
        """Lay the heat map of the exact landing odds if its action is on (else remove it);
        returns why there is none for an invalid track (also shown on the status bar)."""
        if not self.heat_action.isChecked():
            self.scene.set_heat_map(None)
            return ""
        found = odds_of(self._track, preset=self._preset, railroads=self._railroads, report=self._report)
        if found.odds is None:
            self.scene.set_heat_map(None)
            self.statusBar().showMessage(found.reason, 10000)
            return found.reason
        self.scene.set_heat_map(found.odds.heat())
        return ""

    def show_heat_map(self, shown: bool = True) -> str:
        """Turn the heat map on or off, as its action does; returns why it cannot show, if so."""
        self.heat_action.setChecked(shown)
        return self._show_heat_map()

    # ---------------------------------------------------------------- state

    @property
    def track(self) -> Track:
        return self._track

    @property
    def report(self) -> Report:
        return self._report

    def show_track(self, track: Track, path: Path | None = None) -> None:
        """Validate and show ``track`` (read from ``path``, if a file), with the window's overrides."""
        self._track = track
        self.path = path
        self._report = validate(track, self._preset, self._railroads)
        self._show(track)
        self.board_view.fit()

    def _show(self, track: Track) -> None:
        report = self._report
        self.scene.set_track(track, report.graph)
        self.scene.set_diagnostics(report.diagnostics)
        self.scene.set_sites_visible(self.sites_action.isChecked())
        self._show_heat_map()
        self.problems.show_report(report)
        self.summary_label.setText(summary_text(report))
        self.setWindowTitle(self.tr("{track} – U-Build Desktop").format(track=shown(track_name(track.name), TRACK_NAME_SHOWN)))

    # ---------------------------------------------------------------- open

    def open_track_dialog(self) -> None:
        """Ask for a track file and show it; a broken file is reported and changes nothing."""
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open Track"), "", self.tr("Track files (*.json);;All files (*)")
        )
        if path:
            self.open_track_file(Path(path))

    def open_track_file(self, path: Path) -> bool:
        """Load and show ``path``; on a :class:`TrackFileError` show its message and keep the track."""
        try:
            track = load_track(path)
        except ValueError as exc:  # TrackFileError, or a number too long to read
            message = str(exc) if isinstance(exc, TrackFileError) else self.tr(
                "{file}: not a track file ({error})").format(file=path, error=exc)
            QMessageBox.critical(self, self.tr("Cannot Open Track"), message)
            return False
        self.show_track(track, Path(path))
        return True

    # ------------------------------------------------------------- problems

    def _problem_picked(self, diagnostic: Diagnostic) -> None:
        rect = self.scene.highlight_pieces(diagnostic.pieces, diagnostic.cells if not diagnostic.pieces else ())
        if not rect.isNull():
            self.board_view.reveal(rect)


def open_viewer_window(track: Track, path: Path | None = None, *, remember: bool = True,
                       **options: object) -> TrackViewerWindow:
    """Show a viewer window on ``track`` where and as the user last left one (size,
    the problems list's width; ``remember`` False: as made, for a picture); ``options`` as
    for :class:`TrackViewerWindow`."""
    window = TrackViewerWindow(track, path=path, **options)  # type: ignore[arg-type]
    if remember:
        window.resize(default_size())
        remember_layout(window, "viewer", {"problems": window.splitter})
    window.show()
    return window


def default_size() -> QSize:
    """The window's first size, 1280 x 800 (:func:`remember_layout` maximizes it on a
    smaller screen)."""
    return QSize(1280, 800)
