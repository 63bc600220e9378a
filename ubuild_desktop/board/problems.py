"""The problems panel shared by the viewers and the editor: every diagnostic; picking one emits it.

It lists a track's report (``core/validate.py``) or a square board's
(``core/square/validate.py``), without telling them apart: each has ``diagnostics`` with
a code, a template and params, and says what it is when it has none (``PASSES``).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QStyle, QVBoxLayout, QWidget

from .track_words import diagnostic_text
from ubuild_desktop.core.problems import Problem, ValidationReport

DIAGNOSTIC_ROLE = Qt.ItemDataRole.UserRole + 1


class ProblemsPanel(QWidget):
    """Lists a report's diagnostics; ``problemPicked(Diagnostic)`` when the user picks one."""

    problemPicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        self.heading.setObjectName("problemsHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.list = QListWidget(self)
        self.list.setObjectName("problemsList")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.list.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.list.setAccessibleName(self.tr("Problems"))
        self.list.setAccessibleDescription(self.tr("Every problem of the track; pick one to select its pieces"))
        self.heading.setBuddy(self.list)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        self.list.itemClicked.connect(self._picked)
        self.list.itemActivated.connect(self._picked)
        self.list.currentItemChanged.connect(lambda current, _previous: self._picked(current))
        self._diagnostics: tuple[Problem, ...] = ()
        self._passes = ""  # what the report shown says without problems (each rule set's report its own)

    def show_report(self, report: ValidationReport) -> None:
        """List every diagnostic of ``report`` (or say there is none)."""
        diagnostics: tuple[Problem, ...] = tuple(report.diagnostics)
        if diagnostics == self._diagnostics and report.PASSES == self._passes and self.list.count():
            return  # nothing new: keep the user's place in the list
        self._diagnostics, self._passes = diagnostics, report.PASSES
        self.list.blockSignals(True)
        self.list.clear()
        if not diagnostics:
            self.heading.setText(self.tr("No problems"))
            # Marked QT_TRANSLATE_NOOP("ProblemsPanel", ...) by the report's class.
            item = QListWidgetItem(QCoreApplication.translate("ProblemsPanel", report.PASSES))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton))
            self.list.addItem(item)
        else:
            self.heading.setText(self.tr("Problems ({count})").format(count=len(diagnostics)))
            icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            for diagnostic in diagnostics:
                message = diagnostic_text(diagnostic)
                item = QListWidgetItem(icon, f"{message}\n[{diagnostic.code}]")
                item.setToolTip(f"<qt>{escape(str(diagnostic.code))}: {escape(message)}</qt>")  # names stay letters
                item.setData(DIAGNOSTIC_ROLE, diagnostic)
                self.list.addItem(item)
        self.list.blockSignals(False)

    def diagnostic_at(self, row: int) -> Problem | None:
        item = self.list.item(row)
        if item is None:
            return None
        return self._diagnostic_of(item)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        value = self._diagnostic_of(item)
        if value is not None:
            self.problemPicked.emit(value)

    def _diagnostic_of(self, item: QListWidgetItem) -> Problem | None:
        """The problem a row lists (None for the "no problems" row): one of the report shown."""
        value = item.data(DIAGNOSTIC_ROLE)
        return next((d for d in self._diagnostics if d is value or d == value), None)
