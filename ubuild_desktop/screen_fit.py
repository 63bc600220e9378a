"""Every window and dialog inside the screen it opens on (a 1024x640 laptop, a TV...).

One helper for every window, so none opens larger than the screen or partly off it:

- :func:`fit_window`: a main window (Home, a game, the editors, the viewers) keeps its
  size (its default or the one remembered by :func:`~ubuild_desktop.settings.remember_layout`)
  when that fits the *available* geometry of its screen with its frame (the title bar);
  otherwise it opens **maximized**, its normal size (for when the user restores it) cut to
  the screen. A remembered place partly off the screen (a larger screen then, or another
  monitor) is moved inside it.
- :func:`fit_dialog`: a dialog opens as large as its contents ask, never larger than the
  screen; it is not maximized: its body scrolls (:class:`ScrollingBody`) while its
  buttons stay in view.
- :func:`keep_on_screen`: fits a window or dialog again each time it is shown (a dialog
  kept and shown again, a window made by Qt's own code such as Print Preview).

The screen's size is read when the window opens, never kept: the screen may have changed
since the size was remembered.

In more detail:

Nothing opens larger than the screen, in one place.
``fit_window`` (through ``remember_layout``): a main window whose default or remembered size
does not fit the available geometry of its screen (with its frame) opens maximized, its
normal size cut to the screen; a remembered place off the screen is moved onto it, and so
are floating docks. ``keep_on_screen(dialog)`` cuts a dialog to the screen each time it is
shown (New game, the deal sheet, How to play, Print Preview, the editor's dialogs);
``ScrollingBody`` is a dialog's body that scrolls when the screen is too small while the
buttons stay in view, and grows the dialog with its contents up to the screen (New game's
players, house rules and Advanced). ``tests/app/test_screen_fit.py`` opens the windows on
virtual 1024x640 and 1366x768 screens (offscreen platform, ``configfile``) in a child
process.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QFrame, QScrollArea, QStyle, QWidget

SIDE_FRAME = 4
"""An estimate of the window manager's border on the sides and the bottom, before the
window is shown (the title bar's height comes from the style)."""


def screen_of(window: QWidget) -> QScreen | None:
    """The screen ``window`` opens on: the one under its place if it has one (a remembered
    geometry), else its parent's, else its own (the primary screen)."""
    if window.testAttribute(Qt.WidgetAttribute.WA_Moved):
        screen = QGuiApplication.screenAt(window.frameGeometry().center())
        if screen is not None:
            return screen
    parent = window.parentWidget()
    if parent is not None and parent.window().screen() is not None:
        return parent.window().screen()
    return window.screen() or QGuiApplication.primaryScreen()


def available(window: QWidget) -> QRect:
    """The part of ``window``'s screen a window may take (without panels and docks)."""
    screen = screen_of(window)
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 640)


def frame_margins(window: QWidget) -> QMargins:
    """The window manager's frame around ``window``: measured once it is shown, estimated
    before (the style's title bar, a thin border)."""
    handle = window.windowHandle()
    if handle is not None and window.isVisible():
        margins = handle.frameMargins()
        if not margins.isNull():
            return margins
    style = window.style() or QApplication.style()
    title = style.pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, window) if style is not None else 24
    return QMargins(SIDE_FRAME, max(title, 24) + SIDE_FRAME, SIDE_FRAME, SIDE_FRAME)


def room_for(window: QWidget) -> QSize:
    """The largest size of ``window`` (without its frame) that fits its screen."""
    area, margins = available(window), frame_margins(window)
    return QSize(max(1, area.width() - margins.left() - margins.right()),
                 max(1, area.height() - margins.top() - margins.bottom()))


def _move_inside(window: QWidget, size: QSize, placed: bool = False) -> None:
    """Move a window that has a place (a remembered one; ``placed``: one on the screen
    already) so its frame is on the screen."""
    if not (placed or window.testAttribute(Qt.WidgetAttribute.WA_Moved)):
        return  # the window manager (or Qt, for a dialog) places it, inside the screen
    area, margins = available(window), frame_margins(window)
    frame = QSize(size.width() + margins.left() + margins.right(), size.height() + margins.top() + margins.bottom())
    place = window.pos()  # a top-level's pos() is its frame's top-left corner
    x = max(area.left(), min(place.x(), area.right() + 1 - frame.width()))
    y = max(area.top(), min(place.y(), area.bottom() + 1 - frame.height()))
    if QPoint(x, y) != place:
        window.move(x, y)


def clamp_to_screen(window: QWidget) -> None:
    """Cut ``window`` to its screen and move it onto it (a floating dock panel)."""
    size = window.size().boundedTo(room_for(window))
    if size != window.size():
        window.resize(size)
    _move_inside(window, size, placed=True)


def fit_window(window: QWidget) -> None:
    """Open ``window`` (a main window) at its size if that fits its screen, else maximized.

    Call after its default size is set and its remembered layout restored, before or after
    it is shown. A window already maximized or full screen stays so. Its floating dock
    panels (restored where they were) are brought onto the screen too.
    """
    for dock in window.findChildren(QDockWidget):
        if dock.isFloating():
            clamp_to_screen(dock)
    state = window.windowState()
    if state & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    room = room_for(window)
    size = window.size()
    if size.width() <= room.width() and size.height() <= room.height():
        _move_inside(window, size)
        return
    window.resize(size.boundedTo(room))  # the normal size, for when the user restores the window
    _move_inside(window, window.size())
    if window.isVisible():
        window.showMaximized()
    else:
        window.setWindowState(state | Qt.WindowState.WindowMaximized)


def fit_dialog(dialog: QWidget, *, placed: bool = False) -> None:
    """Give ``dialog`` the size its contents ask (never less than it has), cut to its
    screen. Its first place is Qt's (a dialog is centred on its parent, within the
    screen); ``placed``: it is on the screen already and has grown, so it is moved back
    inside the screen if it now reaches past an edge."""
    wanted = dialog.size().expandedTo(dialog.sizeHint()).expandedTo(dialog.minimumSizeHint())
    size = wanted.boundedTo(room_for(dialog))
    if size != dialog.size():
        dialog.resize(size)
    if placed:
        _move_inside(dialog, dialog.size(), placed=True)


def fit_to_screen(window: QWidget) -> None:
    """:func:`fit_dialog` for a dialog, :func:`fit_window` for any other window."""
    if isinstance(window, QDialog):
        fit_dialog(window)
    else:
        fit_window(window)


def _settle_inside(window: QWidget) -> None:
    """Once ``window`` is on the screen (its real frame known): moved back inside the
    screen if Qt's placing, which guesses the frame, left an edge past it."""
    if window.isVisible() and not window.windowState() & (Qt.WindowState.WindowMaximized
                                                          | Qt.WindowState.WindowFullScreen):
        _move_inside(window, window.size(), placed=True)


class _Fitter(QObject):
    """Fits its window each time it is shown (before Qt places a dialog on its parent),
    and checks its place once it is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            if not event.spontaneous():
                fit_to_screen(watched)
                QTimer.singleShot(0, watched, lambda: _settle_inside(watched))
        return False


def keep_on_screen(window: QWidget) -> QWidget:
    """Fit ``window`` to its screen every time it is shown; returns it."""
    if window.findChild(_Fitter, "screenFitter", Qt.FindChildOption.FindDirectChildrenOnly) is None:
        fitter = _Fitter(window)
        fitter.setObjectName("screenFitter")
        window.installEventFilter(fitter)
    return window


class ScrollingBody(QScrollArea):
    """A dialog's body that scrolls when the dialog meets the screen's edge.

    Its size hint is its contents' (so the dialog opens as large as they ask when the
    screen has room), its minimum height a few lines (so the dialog may be smaller than
    its contents, which never go narrower than they need). When the contents grow (a row
    added, a section opened), the dialog grows with them as far as the screen allows.
    """

    MIN_LINES = 6

    def __init__(self, contents: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scrollingBody")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its controls, and it scrolls to the focused one
        self.setWidget(contents)
        contents.installEventFilter(self)
        self._grow_pending = False

    def _scroll_bar_width(self) -> int:
        style = self.style()
        return style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self) if style is not None else 16

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        contents = self.widget()
        if contents is None:
            return super().sizeHint()
        hint = contents.sizeHint().expandedTo(contents.minimumSizeHint())
        if contents.hasHeightForWidth():  # wrapped text: as tall as it is at the width it has
            width = max(hint.width(), self.viewport().width() if self.isVisible() else 0)
            hint.setHeight(max(contents.heightForWidth(width), contents.minimumSizeHint().height()))
        frame = 2 * self.frameWidth()
        return QSize(hint.width() + frame + self._scroll_bar_width(), hint.height() + frame)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        contents = self.widget()
        width = contents.minimumSizeHint().width() if contents is not None else 0
        lines = self.fontMetrics().lineSpacing() * self.MIN_LINES
        return QSize(width + 2 * self.frameWidth() + self._scroll_bar_width(), lines)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest and not self._grow_pending:
            self._grow_pending = True
            QTimer.singleShot(0, self, self._grow)
        return super().eventFilter(watched, event)

    def _grow(self) -> None:
        self._grow_pending = False
        self.updateGeometry()
        window = self.window()
        if isinstance(window, QDialog) and window.isVisible():
            fit_dialog(window, placed=True)

    def reveal(self, widget: QWidget) -> None:
        """Grow the dialog for ``widget`` (just shown in the body) as far as the screen
        allows, and scroll so it shows."""
        contents = self.widget()
        layout = contents.layout() if contents is not None else None
        if layout is not None:
            layout.activate()
        self._grow()
        QTimer.singleShot(0, self, lambda: self.ensureWidgetVisible(widget, 0, 0))
