"""The event log: what happened, one sentence a line, newest last."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOption,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop.core.engine.kernel.events import Event

from . import game_words


# What may change the width the list's lines wrap in, or their font (the scroll bar's coming and going too).
_MEASURE_AGAIN = frozenset({QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.FontChange,
                            QEvent.Type.StyleChange})


class LineSizes(QObject):
    """The wrapped sizes of a list's lines, measured once and kept on each line.

    A list of word-wrapped lines lays out every line again whenever one is added or taken
    away (newest in, oldest out: on every action), measuring each: the log's cost grew with
    the game (11% of a watched game). Each line here carries its size (Qt's size hint), as
    the list's own delegate measures it in the width the list lays its lines out in; they
    are measured again only when that width or the list's font changes. :attr:`measured`
    counts the lines measured (tests see the cost stay away)."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self.delegate = QStyledItemDelegate(self)  # the measure of the view's own (a QStyledItemDelegate)
        self.measured = 0
        self._for: tuple[int, str] = (-1, "")
        view.installEventFilter(self)
        view.verticalScrollBar().installEventFilter(self)
        view.model().dataChanged.connect(self._changed)

    def wrap_width(self) -> int:
        """The width the list lays its lines out in (QListView's, scroll bar room included)."""
        view = self.view
        style = view.style()
        width = view.maximumViewportSize().width() - 2 * view.spacing()
        bar = view.verticalScrollBar()
        if (view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded and bar.isVisible()
                and not style.pixelMetric(QStyle.PixelMetric.PM_ScrollView_ScrollBarOverlap, None, bar)):
            frame = 0
            if style.styleHint(QStyle.StyleHint.SH_ScrollView_FrameOnlyAroundContents, None, view):
                option = QStyleOption()
                option.initFrom(view)
                frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, view) * 2
            width -= style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar) + frame
        return width

    def _option(self, width: int) -> QStyleOptionViewItem:
        """The item option the list lays its lines out with (QListView's, in list mode)."""
        view = self.view
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.font = view.font()
        option.decorationPosition = QStyleOptionViewItem.Position.Left
        option.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        option.textElideMode = view.textElideMode()
        size = view.iconSize()
        if not size.isValid():
            metric = view.style().pixelMetric(QStyle.PixelMetric.PM_ListViewIconSize, None, view)
            size = QSize(metric, metric)
        option.decorationSize = size
        if view.wordWrap():
            option.features = QStyleOptionViewItem.ViewItemFeature.WrapText
        option.rect = QRect(view.spacing(), view.spacing(), width, max(1, view.maximumViewportSize().height()))  # a valid rect wraps
        option.widget = view
        return option

    def size(self, first: int, end: int | None = None) -> None:
        """Give the lines from row ``first`` (to ``end``) their sizes; all of them if the
        width or the font changed."""
        view = self.view
        width, font = self.wrap_width(), view.font().key()
        if (width, font) != self._for:
            self._for, first, end = (width, font), 0, None
        option = self._option(width)
        model = view.model()
        for row in range(first, view.count() if end is None else end):
            item = view.item(row)
            item.setData(Qt.ItemDataRole.SizeHintRole, None)  # measured afresh, not read back
            item.setSizeHint(self.delegate.sizeHint(option, model.index(row, 0)))
            self.measured += 1

    def _changed(self, top: QModelIndex, bottom: QModelIndex, roles: list[int]) -> None:
        """A line given a font of its own (a bold turn line, sized with the panel): measured again."""
        if Qt.ItemDataRole.FontRole.value in roles or Qt.ItemDataRole.DisplayRole.value in roles or not roles:
            self.size(top.row(), bottom.row() + 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind in _MEASURE_AGAIN:
            if kind == QEvent.Type.StyleChange:
                self._for = (-1, "")  # a new style may draw lines of another size
            self.size(self.view.count())  # nothing new: all of them if the width or font changed
        return False


class EventLog(QWidget):
    """Everything that happened, newest at the bottom (the last :data:`SHOWN_LINES` lines
    in the list); the whole of it can be saved as text."""

    SHOWN_LINES = 600

    saveRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setObjectName("eventLog")
        self.list.setWordWrap(True)
        self.sizes = LineSizes(self.list)
        self.list.setAlternatingRowColors(True)
        self.list.setAccessibleName(self.tr("Event log"))
        self.save_button = QPushButton(self.tr("Save log…"), self)
        self.save_button.setObjectName("saveLogButton")
        self.save_button.clicked.connect(self.saveRequested)
        heading = QLabel(self.tr("What happened"), self)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        top = QHBoxLayout()
        top.addWidget(heading, 1)
        top.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        # The newest line stays in view when the list is made shorter (the side panel shared
        # anew after a purchase cut the last line in half), unless the reader scrolled up.
        self._at_bottom = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(lambda value: setattr(self, "_at_bottom", value >= bar.maximum()))
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high) if self._at_bottom else None)
        # Every event of the game (its sentences are made only for the lines shown, and
        # for all of them when the log is saved: a long game opens without writing its story).
        self._events: list[Event] = []
        self._players: tuple[str, ...] = ()
        self._names = game_words.U_BUILD_NAMES

    def reset(self, events: list[Event], players: tuple[str, ...],
              names: game_words.PlaceNames = game_words.U_BUILD_NAMES) -> None:
        """Show the log of a game from its start: only the last lines are made; spaces and
        properties are named by ``names`` (the game's ``game_words.place_names``)."""
        self.list.clear()
        self._events = list(events)
        self._players, self._names = players, names
        tail: list[str] = []
        for event in reversed(self._events):
            line = self._sentence(event)
            if line:
                tail.append(line)
                if len(tail) == self.SHOWN_LINES:
                    break
        self._show(tail[::-1])

    def add(self, events: list[Event], players: tuple[str, ...],
            names: game_words.PlaceNames = game_words.U_BUILD_NAMES) -> None:
        self._events.extend(events)
        self._players, self._names = players, names
        self._show([line for line in map(self._sentence, events) if line])

    def _sentence(self, event: Event) -> str:
        line = game_words.event_sentence(event, self._players, self._names)
        return line[:1].upper() + line[1:] if line else ""

    def _show(self, new: list[str]) -> None:
        if not new:
            return
        first = self.list.count()
        for line in new:
            item = QListWidgetItem(line)
            if line.startswith("—"):
                font = QFont(self.list.font())  # the log's size (the window sizes it with the panel)
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        # Keep the widget light in long games; the text file keeps everything.
        while self.list.count() > self.SHOWN_LINES:
            self.list.takeItem(0)
            first -= 1
        self.sizes.size(max(0, first))
        self.list.scrollToBottom()

    def height_for(self, lines: int) -> int:
        """The log's height that shows ``lines`` one-line sentences under its heading."""
        line = self.list.sizeHintForRow(self.list.count() - 1) if self.list.count() else -1
        line = max(line, self.list.fontMetrics().height() + 2)
        heading = self.layout().itemAt(0).sizeHint().height() + self.layout().spacing()
        return heading + lines * line + 2 * self.list.frameWidth() + 2

    def lines(self) -> list[str]:
        """Every line of the log, from the game's start."""
        return [line for line in map(self._sentence, self._events) if line]

    def save_text(self, path: str | Path) -> None:
        from ubuild_desktop.core.atomicfile import atomic_write_text

        atomic_write_text(Path(path), "\n".join(self.lines()) + "\n")
