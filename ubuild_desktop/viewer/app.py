"""Start the viewer: resolve the track or square board, show its window, screenshot or run."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize

from ubuild_desktop.board import grab_png
from ubuild_desktop.qtapp import application
from ubuild_desktop.core.jsonfile import FileMessageError
from ubuild_desktop.core.engine.registry import load_part, rule_set_of
from ubuild_desktop.core.engine.registry import resolve_board
from ubuild_desktop.core.track import Preset

from .picture_window import PictureViewerWindow, open_picture_viewer_window
from .square_window import SquareViewerWindow
from .window import TrackViewerWindow

SCREENSHOT_SIZE = QSize(1280, 800)


def run_viewer(
    track_ref: str,
    *,
    preset: Preset | None = None,
    railroads: bool | None = None,
    screenshot: Path | None = None,
    heatmap: bool = False,
    screenshot_size: QSize | None = None,
) -> int:
    """Show ``track_ref`` (a built-in track or board name, or a file) and return an exit status.

    A square board (``traditional``, a board file) opens the square board viewer;
    ``preset`` and ``railroads`` are a track's only. With ``screenshot``, save the laid-out window there as PNG and return 0 without
    running the event loop (works with ``QT_QPA_PLATFORM=offscreen``). A track that
    cannot be read prints its one-line message to stderr and returns 2; a screenshot
    that cannot be written returns 1. With ``heatmap``, the board shows the heat map of the
    exact landing odds (a track that has none says why on stderr and shows without it).
    """
    try:
        shown = resolve_board(track_ref)
    except ValueError as exc:  # TrackFileError, BoardFileError, or a number too long to read
        print(exc if isinstance(exc, FileMessageError) else f"{track_ref}: not a track file ({exc})", file=sys.stderr)
        return 2
    app = application()
    path = Path(track_ref) if Path(track_ref).is_file() else None  # a built-in track has no file
    rules = rule_set_of(shown)  # the viewer of the board's rule set (a track's, a square board's...)
    # (a rule set with no viewer of its own: its board's picture and report)
    opener = load_part(rules.viewer, f"viewer of the rule set {rules.name!r}") if rules.viewer else open_picture_viewer_window
    # A picture: a fixed size whatever the (virtual) screen or the user's last layout, so images compare.
    window: TrackViewerWindow | SquareViewerWindow | PictureViewerWindow = opener(shown, path, remember=screenshot is None,
                                                            preset=preset, railroads=railroads)
    if screenshot is not None:
        window.resize(screenshot_size or SCREENSHOT_SIZE)
    if heatmap:
        reason = window.show_heat_map()
        if reason:
            print(reason, file=sys.stderr)
    app.processEvents()  # lay the window out so the board knows its size before fitting
    window.board_view.fit()
    if screenshot is None:
        return app.exec()
    app.processEvents()
    try:
        grab_png(window, screenshot)
    except OSError as exc:
        print(QCoreApplication.translate("run_viewer", "cannot save the screenshot: {error}").format(error=exc),
              file=sys.stderr)
        return 1
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0
