"""The How to play window: the game's rules written for players, with the board's
pictures, a contents list, and the rules in force for the game it was opened from.

One per main window, not modal, so it stays open beside the board. It fits the screen
it opens on, its text follows the opening window's text size (a play window's Large
text) and its own larger/smaller keys (Ctrl++, Ctrl+-, Ctrl+0), and it works from the
keyboard: the contents list has the focus, Up/Down go from section to section, Tab goes
to the text (Page Up/Down read it), Esc closes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer, QUrl, Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop.identity import APPLICATION_NAME
from ubuild_desktop.screen_fit import keep_on_screen, room_for
from ubuild_desktop.settings import settings

from .rule_sets import default_rule_set, how_to_play_markdown, pictures, with_how_to_play

ZOOM_KEY = "help/textZoom"
ZOOMS = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.4)
PICTURE_SCHEME = "picture"
MAX_TEXT_EMS = 50  # the pictures are at most this many text widths ("M") wide


def subject_of(window: QWidget | None) -> tuple[str, Any, bool]:
    """What How to play opened from ``window`` is about: (rule set, game or None, table dice).

    A play window names its game (``how_to_play_subject``); a board's window names its
    board's rule set (``how_to_play_rules``); anything else is the first registered rule
    set's (U-Build's), with the book's rules.
    """
    subject = getattr(window, "how_to_play_subject", None)
    if callable(subject):
        rule_set, game, table_dice = subject()
        return str(rule_set), game, bool(table_dice)
    rules = getattr(window, "how_to_play_rules", None)
    return (str(rules()) if callable(rules) else default_rule_set()), None, False


class _Browser(QTextBrowser):
    """The text, its ``picture:`` images drawn by :mod:`.pictures`."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.images: dict[str, Any] = {}

    def loadResource(self, kind: int, name: QUrl | str) -> Any:  # noqa: N802 (Qt's name)
        url = QUrl(name)
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() == PICTURE_SCHEME:
            return self.images.get(url.path())
        return super().loadResource(kind, name)


class HowToPlayWindow(QDialog):
    """How to play, beside the window it was opened from (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("howToPlayDialog")
        self.setModal(False)
        self.setWindowTitle(self.tr("How to play – {program}").format(program=APPLICATION_NAME))
        self.rule_set, self.game, self.table_dice = subject_of(parent)
        self.game_rule_set = self.rule_set if self.game is not None else None
        self.headings: list[tuple[int, int]] = []  # (level, block number) of each contents entry
        self.picture_width = 0
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(150)
        self._redraw.timeout.connect(self._redraw_pictures)

        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("howToPlayGame")
        for name, part in with_how_to_play():  # every rule set with a How to play
            # The titles are marked QT_TRANSLATE_NOOP("HowToPlayWindow", ...) in howto/rule_sets.py.
            self.game_combo.addItem(QCoreApplication.translate("HowToPlayWindow", part.title), name)
        game_label = QLabel(self.tr("&Rules of:"), self)
        game_label.setBuddy(self.game_combo)
        self.smaller = QPushButton(self.tr("Smaller text"), self)
        self.smaller.setObjectName("howToPlaySmaller")
        self.larger = QPushButton(self.tr("Larger text"), self)
        self.larger.setObjectName("howToPlayLarger")
        for button, key in ((self.smaller, QKeySequence.StandardKey.ZoomOut), (self.larger, QKeySequence.StandardKey.ZoomIn)):
            button.setAutoDefault(False)
            button.setToolTip(f"{button.text()} ({QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)})")
        self.smaller.clicked.connect(lambda: self.zoom(-1))
        self.larger.clicked.connect(lambda: self.zoom(1))
        top = QHBoxLayout()
        top.addWidget(game_label)
        top.addWidget(self.game_combo)
        top.addStretch(1)
        top.addWidget(self.smaller)
        top.addWidget(self.larger)

        self.contents = QListWidget(self)
        self.contents.setObjectName("howToPlayContents")
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.setToolTip(self.tr("Up and Down go from section to section; Tab goes to the text"))
        self.contents.setWordWrap(True)  # a long heading wraps rather than hiding behind a scroll bar
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.browser = _Browser(self)
        self.browser.setObjectName("howToPlayText")
        self.browser.setAccessibleName(self.tr("How to play"))
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDocumentMargin(16)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.contents)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.tour_button: QPushButton | None = None
        start_tour = getattr(parent, "start_tour", None)
        if callable(start_tour):  # a game window: its tour, from here too
            self.tour_button = self.buttons.addButton(self.tr("First-game &tour"), QDialogButtonBox.ButtonRole.ActionRole)
            self.tour_button.setObjectName("howToPlayTour")
            self.tour_button.clicked.connect(lambda: (self.close(), start_tour()))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.buttons)

        for standard, step in ((QKeySequence.StandardKey.ZoomIn, 1), (QKeySequence.StandardKey.ZoomOut, -1)):
            for binding in QKeySequence.keyBindings(standard):
                QShortcut(binding, self, lambda s=step: self.zoom(s))
        QShortcut(QKeySequence("Ctrl+="), self, lambda: self.zoom(1))
        QShortcut(QKeySequence("Ctrl+0"), self, lambda: self.zoom(0))
        self.setTabOrder(self.game_combo, self.contents)
        self.setTabOrder(self.contents, self.browser)

        self.fit_to_screen()
        keep_on_screen(self)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(self.rule_set)))
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.contents.currentRowChanged.connect(self.go_to_section)
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_scroll)
        self.load()
        self.contents.setFocus()

    # ------------------------------------------------------------------ size

    def fit_to_screen(self) -> None:
        """As large as the text wants, within the screen the window opens on (the program's
        one fitting, :mod:`ubuild_desktop.screen_fit`, also at every show)."""
        room = room_for(self)
        self._apply_text_size()
        em = self.browser.fontMetrics().averageCharWidth()  # the text's size, with the window's scale
        width = min(max(760, em * 130), room.width())
        height = min(max(620, round(width * 0.78)), room.height())
        self.setMinimumSize(min(480, width), min(360, height))
        self.resize(width, height)
        self.contents.setMinimumWidth(min(240, width // 4))
        self.splitter.setSizes([min(260, width // 4), width])

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if abs(self._picture_width() - self.picture_width) > self.picture_width * 0.15:
            self._redraw_pictures()  # laid out for real now: the text is wider than planned

    # ------------------------------------------------------------------ text size

    def text_scale(self) -> float:
        """The opening window's text scale (a play window's) times this window's zoom."""
        parent_scale = getattr(self.parentWidget(), "text_scale", None)
        scale = float(parent_scale()) if callable(parent_scale) else 1.0
        return scale * ZOOMS[self.zoom_step()]

    def zoom_step(self) -> int:
        value = settings().value(ZOOM_KEY, ZOOMS.index(1.0))
        try:
            return min(len(ZOOMS) - 1, max(0, int(value)))  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return ZOOMS.index(1.0)

    def zoom(self, step: int) -> None:
        """Larger (1), smaller (-1) or the normal size (0) text, kept for next time."""
        now = self.zoom_step()
        new = ZOOMS.index(1.0) if step == 0 else min(len(ZOOMS) - 1, max(0, now + step))
        if new != now:
            settings().setValue(ZOOM_KEY, new)
            self.load()

    def _apply_text_size(self) -> None:
        base = QApplication.font().pointSizeF()
        size = (base if base > 0 else 10.0) * self.text_scale()
        for widget in (self, *self.findChildren(QWidget)):  # each one: a style sheet stops fonts passing down
            font = QFont(widget.font())
            font.setPointSizeF(size)
            widget.setFont(font)
        self.browser.document().setDefaultFont(self.browser.font())
        self.smaller.setEnabled(self.zoom_step() > 0)
        self.larger.setEnabled(self.zoom_step() < len(ZOOMS) - 1)

    # ------------------------------------------------------------------ the document

    def _game_changed(self) -> None:
        self.rule_set = str(self.game_combo.currentData())
        self.load()

    def set_subject(self, rule_set: str, game: Any, table_dice: bool) -> None:
        """Show ``rule_set``'s rules, with ``game``'s rules in force (None: the book's)."""
        self.game, self.table_dice = game, table_dice
        self.game_rule_set = rule_set if game is not None else None
        self.rule_set = rule_set
        self.game_combo.blockSignals(True)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(rule_set)))
        self.game_combo.blockSignals(False)
        self.load()

    def load(self) -> None:
        """Write the document (pictures drawn for the text's width) and its contents list."""
        self._apply_text_size()
        game = self.game if self.rule_set == self.game_rule_set else None
        try:
            markdown = how_to_play_markdown(self.rule_set, game, self.table_dice)
        except OSError as exc:  # a broken installation: say so, never crash
            markdown = self.tr("How to play is missing from this installation ({error}).").format(error=exc)
        self.picture_width = self._picture_width()
        self.browser.images = pictures(self.rule_set, self.picture_width)
        self.browser.setMarkdown(markdown)
        self._fill_contents()

    def _picture_width(self) -> int:
        """How wide the pictures are drawn: the text's width, at most :data:`MAX_TEXT_EMS`."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the text's width is known before the window shows
        em = self.browser.fontMetrics().horizontalAdvance("M")
        width = self.browser.viewport().width() - 2 * 16 - self.browser.verticalScrollBar().sizeHint().width()
        return max(240, min(width, em * MAX_TEXT_EMS))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.headings and abs(self._picture_width() - self.picture_width) > self.picture_width * 0.15:
            self._redraw.start()  # the pictures follow the text's width (once the resizing stops)

    def _redraw_pictures(self) -> None:
        row = self.contents.currentRow()
        self.load()
        self.contents.setCurrentRow(row)

    def _fill_contents(self) -> None:
        self.contents.blockSignals(True)
        self.contents.clear()
        self.headings = []
        block = self.browser.document().firstBlock()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if level in (1, 2, 3) and block.text().strip():
                item = QListWidgetItem(("· " if level == 3 else "") + block.text().strip())
                if level == 1:
                    bold = QFont(self.contents.font())
                    bold.setBold(True)
                    item.setFont(bold)
                self.contents.addItem(item)
                self.headings.append((level, block.blockNumber()))
            block = block.next()
        self.contents.setCurrentRow(0)
        self.contents.blockSignals(False)
        self.browser.verticalScrollBar().setValue(0)

    def section_titles(self) -> list[str]:
        return [self.contents.item(row).text().removeprefix("· ") for row in range(self.contents.count())]

    def go_to_section(self, row: int) -> None:
        """Scroll the text to contents entry ``row``'s heading (its top at the top)."""
        if not 0 <= row < len(self.headings):
            return
        document = self.browser.document()
        block = document.findBlockByNumber(self.headings[row][1])
        top = document.documentLayout().blockBoundingRect(block).top()
        bar = self.browser.verticalScrollBar()
        bar.blockSignals(True)  # the contents list already shows this section
        self.browser.setTextCursor(QTextCursor(block))  # reading on with the keys starts here
        bar.setValue(round(top))
        bar.blockSignals(False)

    def _follow_scroll(self, value: int) -> None:
        """The contents list marks the section being read."""
        document = self.browser.document()
        layout = document.documentLayout()
        current = 0
        for row, (_level, number) in enumerate(self.headings):
            if layout.blockBoundingRect(document.findBlockByNumber(number)).top() <= value + 4:
                current = row
        if current != self.contents.currentRow():
            self.contents.blockSignals(True)
            self.contents.setCurrentRow(current)
            self.contents.blockSignals(False)


def show_how_to_play(parent: QWidget) -> HowToPlayWindow:
    """Show How to play beside ``parent`` (the window it already has, if one is open,
    brought up to date with ``parent``'s game)."""
    window = parent.findChild(HowToPlayWindow, "howToPlayDialog", Qt.FindChildOption.FindDirectChildrenOnly)
    if window is None:
        window = HowToPlayWindow(parent)
    else:
        window.set_subject(*subject_of(parent))
    window.show()
    window.raise_()
    window.activateWindow()
    return window
