"""Track → Suggest a Track…: the track generator in the editor.

:class:`SuggestDialog` asks what to make (preset, minutes, box: a preset's tile set, the
whole box or an inventory file, railroads, how many, seed), runs core's
:func:`~ubuild_desktop.core.generate.search.generate` off the window's thread
(:class:`SuggestJob`: a thread of its own, the work on worker processes, one per core),
shows its progress with a Cancel button, then the ranked list as soon as the search has
the tracks (each Fair start "proving…" until its proof ends, the progress bar then the
proofs' games; a cancel keeps the tracks; a track whose proof is done opens at once): the
length of each track's median game, the seats' spread, its Fair start (proven or not by the lab's proof, and how
far the farthest interval reaches), the groups' spread, railroads; below it the chosen
track's Fair start table, before and after, with the proof's verdict
(``charts.fair_table``, the report's and the Balance panel's). **Open in Editor** (or a
double-click) hands the chosen track to the window (``chosen``), **Show Report** writes its
balance report (the ``ubuild analyze`` HTML report) and opens it in the browser.
"""

from __future__ import annotations

import html
import os
import tempfile
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDoubleSpinBox, QFileDialog, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QProgressBar,
    QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget,
)

from ubuild_desktop.core.generate.inventory import Inventory, InventoryError, builtin_inventory, load_inventory
from ubuild_desktop.core.generate.layouts import GenerateError
from ubuild_desktop.core.generate.search import GenerateCancelled, Request, Suggestion, generate
from ubuild_desktop.core.track import Preset, Track
from ubuild_desktop.words import file_error_text, generate_error_text

from .background import BackgroundJob


PRESETS = (Preset.STARTER, Preset.CLASSIC, Preset.PRO)
BOX_MINUTES = {Preset.STARTER: 30, Preset.CLASSIC: 60, Preset.PRO: 90}


def open_in_browser(path: Path) -> bool:
    """Open a written report with the desktop's browser."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


class SuggestJob(BackgroundJob):
    """Runs one search in a thread of its own (:class:`BackgroundJob`):
    ``progressed(done, total, accepted)`` while it searches, ``found(list[Suggestion])``
    as soon as it has the tracks, then ``proving(done, planned)`` (the proofs' games) and
    ``proven(Suggestion)`` as each track's Fair start is done, then
    ``finished(list[Suggestion])``, ``cancelled()`` or ``failed(message)``."""

    progressed = Signal(int, int, int)
    found = Signal(object)
    proven = Signal(object)
    proving = Signal(int, int)
    NAME = "track-generator"
    CANCELLED = (GenerateCancelled,)
    REFUSED = (GenerateError, ValueError, OSError, RuntimeError)

    def __init__(self, request: Request, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.request = request

    def work(self) -> list[Suggestion]:
        return generate(self.request, self.progressed.emit, self.should_stop, found=self.found.emit,
                        proven=self.proven.emit, proving=self.proving.emit)


class SuggestDialog(QDialog):
    """The generator's dialog (see the module's docstring). ``chosen(track)`` is emitted
    when the user opens a suggestion in the editor."""

    chosen = Signal(object)
    #: Settings of the search the dialog does not ask for (the tests make it short).
    search_settings: ClassVar[dict[str, Any]] = {}

    def __init__(self, preset: Preset = Preset.CLASSIC, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("suggestDialog")
        self.setWindowTitle(self.tr("Suggest a Track"))
        self.job: SuggestJob | None = None
        self.suggestions: list[Suggestion] = []
        self.inventory: Inventory | None = None
        self._report_dir: Path | None = None
        self.request_proves = True  # the search running proves each track's Fair start

        form = QFormLayout()
        self.preset_box = QComboBox(objectName="presetBox")
        for p in PRESETS:
            self.preset_box.addItem({Preset.STARTER: self.tr("Starter"), Preset.CLASSIC: self.tr("Classic"),
                                     Preset.PRO: self.tr("Pro")}[p], p)
        self.preset_box.setCurrentIndex(PRESETS.index(preset) if preset in PRESETS else 1)
        self.preset_box.currentIndexChanged.connect(self._preset_changed)
        form.addRow(self.tr("&Rule preset:"), self.preset_box)
        self.minutes = QSpinBox(objectName="minutesBox")
        self.minutes.setRange(10, 300)
        self.minutes.setSuffix(self.tr(" min"))
        form.addRow(self.tr("&Length of a game:"), self.minutes)
        self.tolerance = QDoubleSpinBox(objectName="toleranceBox")
        self.tolerance.setRange(2, 50)
        self.tolerance.setDecimals(0)
        self.tolerance.setValue(10)
        self.tolerance.setSuffix(self.tr(" %"))
        form.addRow(self.tr("&Within:"), self.tolerance)
        self.box_choice = QComboBox(objectName="boxChoice")
        self.box_choice.addItem(self.tr("The preset's tiles"), "preset")
        self.box_choice.addItem(self.tr("The whole box"), "box")
        self.box_choice.addItem(self.tr("An inventory file…"), "file")
        self.box_choice.activated.connect(self._box_chosen)
        form.addRow(self.tr("&Pieces:"), self.box_choice)
        self.railroads = QComboBox(objectName="railroadsChoice")
        self.railroads.addItem(self.tr("With or without"), None)
        self.railroads.addItem(self.tr("Without"), False)
        self.railroads.addItem(self.tr("With railroads"), True)
        form.addRow(self.tr("R&ailroads:"), self.railroads)
        self.count = QSpinBox(objectName="countBox")
        self.count.setRange(1, 20)
        self.count.setValue(5)
        form.addRow(self.tr("&Tracks to suggest:"), self.count)
        self.seed = QSpinBox(objectName="seedBox")
        self.seed.setRange(0, 999_999)
        form.addRow(self.tr("&Seed:"), self.seed)
        self._preset_changed()

        self.start_button = QPushButton(self.tr("S&uggest"), objectName="startButton")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(lambda _checked=False: self.start())
        self.cancel_button = QPushButton(self.tr("Cancel"), objectName="cancelButton")
        self.cancel_button.clicked.connect(lambda _checked=False: self.cancel_or_close())
        self.progress = QProgressBar(objectName="progressBar")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel(self.tr("Choose what to make, then Suggest."), objectName="statusLabel")
        self.status.setWordWrap(True)

        self.table = QTableWidget(0, 6, objectName="suggestionTable")
        self.table.setHorizontalHeaderLabels([self.tr("Rank"), self.tr("Median game"), self.tr("Seats' spread"),
                                              self.tr("Fair start"), self.tr("Groups' spread"), self.tr("Railroads")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.open_chosen())
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemSelectionChanged.connect(self._show_fair)
        self.open_button = QPushButton(self.tr("&Open in Editor"), objectName="openButton")
        self.open_button.clicked.connect(lambda _checked=False: self.open_chosen())
        self.report_button = QPushButton(self.tr("Show R&eport"), objectName="reportButton")
        self.report_button.clicked.connect(lambda _checked=False: self.show_report())
        self.note = QLabel("", objectName="noteLabel")
        self.note.setWordWrap(True)
        # the chosen track's Fair start: its before/after table and the proof's verdict
        self.fair_view = QTextBrowser(objectName="fairView")
        self.fair_view.setOpenLinks(False)
        self.fair_view.setMinimumHeight(120)

        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        results = QHBoxLayout()
        results.addWidget(self.open_button)
        results.addWidget(self.report_button)
        results.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.fair_view, 1)
        layout.addWidget(self.note)
        layout.addLayout(results)
        self._update_buttons()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name): room for the whole table's columns
        hint = super().sizeHint()
        return QSize(max(hint.width(), 720), max(hint.height(), 700))

    # ------------------------------------------------------------ settings

    def preset(self) -> Preset:
        return Preset(self.preset_box.currentData())

    def _preset_changed(self) -> None:
        self.minutes.setValue(BOX_MINUTES[self.preset()])

    def _box_chosen(self, index: int) -> None:
        if self.box_choice.itemData(index) != "file":
            self.inventory = None
            return
        path, _filter = QFileDialog.getOpenFileName(self, self.tr("Open Inventory"), "",
                                                    self.tr("Inventory files (*.json);;All files (*)"))
        if path:
            self.use_inventory(Path(path))
        elif self.inventory is None:
            self.box_choice.setCurrentIndex(0)

    def use_inventory(self, path: Path) -> bool:
        """Use the inventory file ``path``; a broken one is named in the status line."""
        try:
            self.inventory = load_inventory(path)
        except InventoryError as exc:
            self.inventory = None
            self.box_choice.setCurrentIndex(0)
            self.status.setText(file_error_text(exc))
            return False
        self.box_choice.setItemText(2, self.tr("Inventory: {name}").format(name=path.name))
        self.box_choice.setCurrentIndex(2)
        return True

    def request(self) -> Request:
        choice = self.box_choice.currentData()
        box = self.inventory if choice == "file" else builtin_inventory("box") if choice == "box" else None
        settings = {"jobs": max(1, min(4, os.cpu_count() or 1)), **self.search_settings}
        return Request(self.preset(), float(self.minutes.value()), box, self.railroads.currentData(), self.seed.value(),
                       self.count.value(), tolerance=self.tolerance.value() / 100, **settings)

    # ------------------------------------------------------------ the search

    def start(self) -> bool:
        """Start a search (False if one runs or the box cannot make the preset: said in the status line)."""
        if self.job is not None:
            return False
        request = self.request()
        try:
            request.plans()
        except GenerateError as exc:
            self.status.setText(generate_error_text(exc))
            return False
        self.suggestions = []
        self.table.setRowCount(0)
        self.note.setText("")
        self.progress.setRange(0, request.generations)
        self.progress.setValue(0)
        self.status.setText(self.tr("Searching… (the exact odds first, then short games for the best layouts)"))
        self.request_proves = request.fair_proof
        self.job = SuggestJob(request, self)
        self.job.progressed.connect(self._progressed)
        self.job.found.connect(self._found)
        self.job.proven.connect(self._proven)
        self.job.proving.connect(self._proving)
        self.job.finished.connect(self._finished)
        self.job.cancelled.connect(self._cancelled)
        self.job.failed.connect(self._failed)
        self.job.start()
        self._update_buttons()
        return True

    def is_searching(self) -> bool:
        return self.job is not None

    def cancel_or_close(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.status.setText(self.tr("Stopping after the games in flight…"))
            self.cancel_button.setEnabled(False)
        else:
            self.reject()

    def _progressed(self, done: int, total: int, accepted: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        if done >= total and self.request_proves:
            self.status.setText(self.tr("{accepted} tracks found; proving each one's Fair start with games of fresh "
                                        "seeds…").format(accepted=accepted))
        else:
            self.status.setText(self.tr("Generation {done} of {total}: {accepted} tracks found so far").format(
                done=done, total=total, accepted=accepted))

    def _end_job(self) -> None:
        if self.job is not None:
            self.job.wait(30)
            self.job.deleteLater()
        self.job = None
        self.cancel_button.setEnabled(True)
        self._update_buttons()

    def _found(self, suggestions: list[Suggestion]) -> None:
        """The tracks, as soon as the search has them: listed at once, each one's Fair start
        to follow (its proof's games on the progress bar)."""
        self.suggestions = list(suggestions)
        self.table.setRowCount(len(suggestions))
        for row, s in enumerate(suggestions):
            self._show_row(row, s)
        if suggestions:
            self.table.selectRow(0)
        within = sum(1 for s in suggestions if s.within)
        self.status.setText((self.tr("{within} of {count} tracks are within the length asked; proving each one's Fair "
                                     "start with games of fresh seeds…") if self.request_proves else
                             self.tr("{within} of {count} tracks are within the length asked; estimating each one's Fair "
                                     "start…")).format(within=within, count=len(suggestions)))
        self.progress.setRange(0, 0)  # busy until the proofs' first games are heard
        self._update_buttons()

    def _proving(self, done: int, planned: int) -> None:
        self.progress.setRange(0, max(1, planned))
        self.progress.setValue(min(done, planned))

    def _proven(self, proven: Suggestion) -> None:
        """One track's Fair start is done: its row says so at once (and the table below, if chosen)."""
        for row, s in enumerate(self.suggestions):
            if s.rank == proven.rank:
                self.suggestions[row] = proven
                self._show_row(row, proven)
                if row == self.table.currentRow():
                    self._show_fair()
        done = sum(1 for s in self.suggestions if s.fair is not None)
        self.status.setText(self.tr("{done} of {count} Fair starts done; the others follow…").format(
            done=done, count=len(self.suggestions)))
        self._update_buttons()

    def _show_row(self, row: int, s: Suggestion) -> None:
        yes, no = self.tr("Yes"), self.tr("No")
        spread = self.tr("{points} points").format(points=f"{100 * s.seat_spread:.1f}")
        cells = [str(s.rank), self.tr("{minutes} min").format(minutes=f"{s.minutes:.1f}")
                 + ("" if s.within else self.tr(" (outside)")),
                 spread if s.fair is not None else self.tr("{points} points before").format(
                     points=f"{100 * s.seat_spread:.1f}"), self.fair_cell(s),
                 f"{100 * s.exact.group_spread:.1f} %", yes if s.track.railroads else no]
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col in (0, 1, 2, 4):
                item.setTextAlignment(int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter))
            self.table.setItem(row, col, item)

    def _finished(self, suggestions: list[Suggestion]) -> None:
        self._end_job()
        self.suggestions = list(suggestions)
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        within = sum(1 for s in suggestions if s.within)
        self.status.setText(self.tr("{within} of {count} tracks are within the length asked; best first.").format(
            within=within, count=len(suggestions)))
        current = max(0, self.table.currentRow())
        self.table.setRowCount(len(suggestions))
        for row, s in enumerate(suggestions):
            self._show_row(row, s)
        if suggestions:
            self.table.selectRow(min(current, len(suggestions) - 1))
            self.table.setFocus()
        if suggestions:
            self.note.setText(self.tr("Seats' spread: after the Fair start the balance lab proposes, which each "
                                      "track keeps as its house rule. Fair start: proven when games with fresh "
                                      "seeds show every place within ±2 points of fair, 95% intervals included; "
                                      "± how far the farthest interval reaches."))
        self._show_fair()
        self._update_buttons()

    def fair_cell(self, s: Suggestion) -> str:
        """The Fair start column: proven or not, and how far the farthest interval reaches."""
        fair = s.fair
        if fair is None:
            return self.tr("proving…") if self.job is not None else self.tr("not proven (cancelled)")
        if not fair.proven:
            return self.tr("estimated")
        worst = f"{100 * fair.worst:.1f}"
        return (self.tr("proven ±{worst}") if fair.reached else self.tr("not shown ±{worst}")).format(worst=worst)

    def _show_fair(self) -> None:
        """The chosen track's Fair start (before/after table, verdict) below the list."""
        s = self.current()
        if s is None or s.fair is None or not s.fair.proposal:
            self.fair_view.clear()
            return
        from ubuild_desktop.charts.fair_table import fair_table_html

        title = self.tr("Fair start of track {rank}").format(rank=s.rank)
        self.fair_view.setHtml(f"<h3>{html.escape(title, quote=False)}</h3>" + fair_table_html(s.fair.proposal, s.track))

    def _cancelled(self) -> None:
        self._end_job()
        if not self.suggestions:
            self.status.setText(self.tr("Search cancelled."))
            return
        for row, s in enumerate(self.suggestions):  # the tracks stay; those not proven say so
            self._show_row(row, s)
        done = sum(1 for s in self.suggestions if s.fair is not None)
        self.status.setText(self.tr("Cancelled: {done} of {count} Fair starts were done; the other tracks open "
                                    "without one.").format(done=done, count=len(self.suggestions)))

    def _failed(self, message: str) -> None:
        self._end_job()
        self.status.setText(self.tr("The search failed: {message}").format(message=message))

    def _update_buttons(self) -> None:
        running = self.job is not None
        self.start_button.setEnabled(not running)
        self.cancel_button.setText(self.tr("Cancel") if running else self.tr("Close"))
        s = self.current()
        # while the proofs run, a track whose Fair start is done can be opened (the others' proofs then stop)
        chosen = s is not None and (not running or s.fair is not None)
        self.open_button.setEnabled(chosen)
        self.report_button.setEnabled(chosen)
        for w in (self.preset_box, self.minutes, self.tolerance, self.box_choice, self.railroads, self.count, self.seed):
            w.setEnabled(not running)

    # ------------------------------------------------------------ results

    def current(self) -> Suggestion | None:
        row = self.table.currentRow()
        return self.suggestions[row] if 0 <= row < len(self.suggestions) else None

    def open_chosen(self) -> Track | None:
        s = self.current()
        if s is None or (self.job is not None and s.fair is None):
            return None
        self.chosen.emit(s.track)
        self.accept()
        return s.track

    def report_path(self, s: Suggestion) -> Path:
        if self._report_dir is None:
            self._report_dir = Path(tempfile.mkdtemp(prefix="ubuild-suggested-"))
        return self._report_dir / f"suggested-{s.rank}.html"

    def show_report(self, *, open_it: bool = True) -> Path | None:
        """Write the chosen track's report and open it in the browser; its path."""
        s = self.current()
        if s is None:
            return None
        from ubuild_desktop.charts.report import write_suggestion_report

        path = self.report_path(s)
        try:
            write_suggestion_report(s, path)
        except OSError as exc:
            self.status.setText(self.tr("Cannot write the report: {reason}").format(reason=exc.strerror or str(exc)))
            return None
        if open_it and not open_in_browser(path):
            self.status.setText(self.tr("The report is written to {file}").format(file=str(path)))
        return path

    def done(self, result: int) -> None:  # noqa: D401 (Qt's name): never leave a search running
        if self.job is not None:
            self.job.cancel()
            self.job.wait(30)
            self.job = None
        super().done(result)
