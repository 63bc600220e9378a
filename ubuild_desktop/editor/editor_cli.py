"""``ubuild export`` (headless export) and the editors' side of ``ubuild edit`` (a track opens the
track editor, a square board the square-board editor).

Qt is imported inside the command functions only, so ``ubuild --help`` and the headless
commands need no display. Exit status: 0 done, 1 the output could not be written, 2 the
track could not be read or the request is refused (a bad option, a PDF of more pages than
``--max-pages`` allows); one line on stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ubuild_desktop.console import current
from ubuild_desktop.core.i18n import QT_TRANSLATE_NOOP
from ubuild_desktop.core.jsonfile import FileMessageError, one_line
from ubuild_desktop.core.limits import MAX_EXPORT_PAGES
from ubuild_desktop.core.usertext import terminal

EXIT_OK, EXIT_FAILED, EXIT_UNREADABLE = 0, 1, 2
EXPORT_SUFFIXES = (".png", ".svg", ".pdf")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    text = current().text
    # ``ubuild edit`` is registered by ubuild_desktop.app.launch_cli (it joins the editor to the
    # play view, for Play This Track) and runs :func:`run_edit` below.
    export = subparsers.add_parser("export", help=text(QT_TRANSLATE_NOOP("Command", "export a track as PNG, SVG or PDF (true tile size), headless")))
    export.add_argument("track", metavar="TRACK", help=text(QT_TRANSLATE_NOOP("Command", "built-in track name or track file")))
    export.add_argument("--to", type=Path, required=True, metavar="OUT.png|OUT.svg|OUT.pdf", help=text(QT_TRANSLATE_NOOP("Command", "output file")))
    export.add_argument(
        "--hex-size-mm", type=float, default=None, metavar="N",
        help=text(QT_TRANSLATE_NOOP("Command", "PDF: size of one hex across its flats in mm (default: the editor's setting, 40)")),
    )
    export.add_argument(
        "--max-pages", type=int, default=MAX_EXPORT_PAGES, metavar="N",
        help=text(QT_TRANSLATE_NOOP("Command", "PDF: refuse a PDF of more than N pages, parts list included (default: {pages})")).format(
            pages=MAX_EXPORT_PAGES),
    )
    export.set_defaults(func=_cmd_export)


def _resolve_any(ref: str) -> tuple[Any, Path | None]:
    """A built-in board or track by name, or the board or track a file holds (``ubuild edit``
    opens the square-board editor on a board, the track editor on a track)."""
    from ubuild_desktop.core.engine.registry import resolve_board  # the engine only for this command (ubuild --help stays quick)
    from ubuild_desktop.core.trackfile import TrackFileError

    try:
        found = resolve_board(ref)  # the registry: any rule set's built-in board, or the one that reads the file
    except FileMessageError:
        raise
    except ValueError as exc:  # a number too long to read: still one line naming the file
        raise TrackFileError(f"{ref}: not a track or board file ({exc})") from None
    return found, Path(ref) if Path(ref).exists() else None


def add_edit_arguments(edit: argparse.ArgumentParser) -> None:
    """The arguments of ``ubuild edit``."""
    text = current().text
    edit.add_argument("track", nargs="?", help=text(QT_TRANSLATE_NOOP(
        "Command", "built-in track or square board name, or a track or board file (default: an empty track)")))
    edit.add_argument("--screenshot", type=Path, metavar="OUT.png", help=text(QT_TRANSLATE_NOOP("Command", "render the editor window to a PNG and exit")))


def run_edit(args: argparse.Namespace, join: Callable[[Any], None] | None = None) -> int:
    """``ubuild edit``: open the editor; ``join(window)`` connects it to the rest of the program."""
    found: Any = None  # any rule set's board
    path: Path | None = None
    if args.track:
        try:
            found, path = _resolve_any(args.track)
        except FileMessageError as exc:
            print(current().file_error(exc), file=sys.stderr)
            return EXIT_UNREADABLE
        from ubuild_desktop.core.engine.registry import rule_set_of

        rules = rule_set_of(found)
        if not rules.editor:  # a rule set whose boards have no editor (a test's, a house variant's)
            print(current().text(QT_TRANSLATE_NOOP("Command", "{file}: the boards of the rule set {rules} have no editor")).format(
                file=terminal(args.track), rules=rules.name), file=sys.stderr)
            return EXIT_UNREADABLE
    from ubuild_desktop.qtstart import import_qt

    import_qt()
    from PySide6.QtCore import QCoreApplication

    from ubuild_desktop.board import grab_png
    from ubuild_desktop.qtapp import application

    from .editors import open_editor_for

    app = application()
    if args.screenshot is None:
        opened = open_editor_for(found, path)  # the editor the board's rule set names
        if join is not None:
            join(opened)
        return int(app.exec())
    window = open_editor_for(found, path, remember=False)  # as made, for a picture
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.view.fit()
    app.processEvents()
    try:
        grab_png(window, args.screenshot)
    except OSError as exc:
        print(QCoreApplication.translate("ubuild edit", "cannot save the screenshot: {error}").format(error=exc),
              file=sys.stderr)
        return EXIT_FAILED
    finally:
        window.document.undo_stack.setClean()
        window.close()
        window.deleteLater()
        app.processEvents()
    return EXIT_OK


def _cmd_export(args: argparse.Namespace) -> int:
    """``ubuild export``: any rule set's board, found through the registry, exported by its
    rule set's own export (``RuleSet.export``: U-Build's tracks at true tile size) or the
    shared one, its picture (:func:`export_picture`)."""
    out: Path = args.to
    if out.suffix.lower() not in EXPORT_SUFFIXES:
        print(current().text(QT_TRANSLATE_NOOP("Command", "{file}: unknown file type (use .png, .svg or .pdf)")).format(file=out),
              file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        board, _path = _resolve_any(args.track)
    except FileMessageError as exc:
        print(current().file_error(exc), file=sys.stderr)
        return EXIT_UNREADABLE
    from ubuild_desktop.core.engine.registry import load_part, rule_set_of

    rules = rule_set_of(board)
    # No window is shown: a display is not needed.
    if "QT_QPA_PLATFORM" not in os.environ and not _has_application():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from ubuild_desktop.qtstart import import_qt

    import_qt()
    from ubuild_desktop.qtapp import application

    application()
    if rules.export:
        status: int = load_part(rules.export, f"export of the rule set {rules.name!r}")(board, args)
        return status
    return export_picture(board, args)


def export_track(track: Any, args: argparse.Namespace) -> int:
    """U-Build's ``ubuild export`` (its rule set's ``export``): the track's tiles, a PNG with
    :data:`export.DEFAULT_HEX_PX` pixels a hex, an SVG, or a PDF at true tile size across
    as many pages as it needs (``--hex-size-mm``, ``--max-pages``)."""
    from . import export, paper, settings

    out: Path = args.to
    suffix = out.suffix.lower()
    console = current()
    try:
        if suffix == ".png":
            size = export.export_png(track, out)
            print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: {width} x {height} pixels")).format(
                file=out, width=size.width(), height=size.height()))
        elif suffix == ".svg":
            size = export.export_svg(track, out)
            print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: {width} x {height} units")).format(
                file=out, width=size.width(), height=size.height()))
        else:
            hex_mm = args.hex_size_mm if args.hex_size_mm is not None else settings.hex_size_mm()
            if not settings.MIN_HEX_SIZE_MM <= hex_mm <= settings.MAX_HEX_SIZE_MM:
                print(console.text(QT_TRANSLATE_NOOP("Command", "--hex-size-mm must be between {min} and {max}")).format(
                    min=console.number(settings.MIN_HEX_SIZE_MM, "g"), max=console.number(settings.MAX_HEX_SIZE_MM, "g")),
                      file=sys.stderr)
                return EXIT_UNREADABLE
            if args.max_pages < 1:
                print(console.text(QT_TRANSLATE_NOOP("Command", "--max-pages must be at least 1")), file=sys.stderr)
                return EXIT_UNREADABLE
            try:
                pages = export.export_pdf(track, out, hex_mm, max_pages=args.max_pages)
            except paper.TooManyPagesError as exc:
                print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: the PDF would need {pages} pages, more than the {limit} "
                                                       "allowed; nothing written (use --max-pages {count} to allow them, or a "
                                                       "smaller --hex-size-mm)")).format(
                    file=one_line(str(out)), pages=console.number(exc.pages, ",d"), limit=console.number(exc.limit, ",d"),
                    count=exc.pages), file=sys.stderr)
                return EXIT_UNREADABLE
            print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: {pages}, hexes {size} mm across")).format(
                file=out, pages=console.counted("pages", pages), size=console.number(hex_mm, "g")))
    except OSError as exc:
        print(exc, file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


#: The shared export's PNG: pixels across the board (the square-board editor's export from code).
PICTURE_PX = 2400


def export_picture(board: Any, args: argparse.Namespace) -> int:
    """The shared ``ubuild export`` of a board whose rule set gives no export of its own
    (the square board's, a test's): its picture (``board.picture``), :data:`PICTURE_PX`
    pixels wide as a PNG, an SVG, or a one-page PDF (``--hex-size-mm`` and ``--max-pages``
    are a track's and do not apply)."""
    from ubuild_desktop.board.picture import board_picture
    from ubuild_desktop.core.engine.kernel.records import SetupError
    from ubuild_desktop.words import setup_error_text

    from . import export
    from .progress import run_to_end

    out: Path = args.to
    suffix = out.suffix.lower()
    console = current()
    try:
        scene = board_picture(board)
    except SetupError as exc:  # a board its play view cannot start a game on (so cannot draw)
        print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: cannot draw this board: {problem}")).format(
            file=terminal(args.track), problem=setup_error_text(exc)), file=sys.stderr)
        return EXIT_UNREADABLE
    rect = scene.itemsBoundingRect()
    title = str(getattr(board, "name", "") or Path(args.track).stem)
    try:
        if suffix == ".png":
            size = run_to_end(export.scene_png_steps(scene, rect, out, PICTURE_PX / max(1.0, rect.width())))
            print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: {width} x {height} pixels")).format(
                file=out, width=size.width(), height=size.height()))
        elif suffix == ".svg":
            size = run_to_end(export.scene_svg_steps(scene, rect, out, title, title))
            print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: {width} x {height} units")).format(
                file=out, width=size.width(), height=size.height()))
        else:
            run_to_end(export.scene_pdf_steps(scene, rect, out, title))
            print(console.text(QT_TRANSLATE_NOOP("Command", "{file}: {pages}")).format(file=out, pages=console.counted("pages", 1)))
    except OSError as exc:
        print(exc, file=sys.stderr)
        return EXIT_FAILED
    finally:
        scene.deleteLater()
    return EXIT_OK


def _has_application() -> bool:
    if "PySide6.QtWidgets" not in sys.modules:
        return False
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() is not None
