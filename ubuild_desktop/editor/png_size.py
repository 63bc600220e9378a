"""Export as PNG: how large the picture is (both editors).

After the file is chosen, :class:`PngSizeDialog` asks for the picture's size: a preset
(a screen's width, a 4K width, or, for a track, its true tile size at 150 or 300 dpi, as the
PDF prints it) or a width or height of the user's own, the other side following the board's
proportions. The size shown is the size written: both come from :func:`export.png_size_for`.
The export draws the board to fill exactly that size. The last choice is remembered
(``editor/pngSize``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSize, QSizeF
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from ubuild_desktop.settings import settings
from ubuild_desktop.words import money_locale

from .export import MAX_IMAGE_SIDE, png_size_for

PNG_SIZE_KEY = "editor/pngSize"
MIN_SIDE = 16  # the smallest picture side offered, in pixels
CUSTOM = "custom"


@dataclass(frozen=True)
class Preset:
    key: str  # remembered in the settings
    label: str
    width: Callable[[QSizeF], int]  # the picture's width for a board of this size (scene units)


def _fixed(width: int) -> Callable[[QSizeF], int]:
    return lambda _board: width


def presets(px_per_unit_at_dpi: Callable[[int], float] | None) -> list[Preset]:
    """The sizes offered: widths for a screen, and with ``px_per_unit_at_dpi`` (a track: the
    pixels per scene unit that print it at its true tile size at a given dpi) two print sizes."""
    out = [
        Preset("w1280", QCoreApplication.translate("PngSizeDialog", "Screen: 1,280 pixels wide"), _fixed(1280)),
        Preset("w1920", QCoreApplication.translate("PngSizeDialog", "Full HD: 1,920 pixels wide"), _fixed(1920)),
        Preset("w3840", QCoreApplication.translate("PngSizeDialog", "4K: 3,840 pixels wide"), _fixed(3840)),
    ]
    if px_per_unit_at_dpi is not None:
        for dpi in (150, 300):
            out.append(Preset(f"dpi{dpi}", QCoreApplication.translate(
                "PngSizeDialog", "Print at the true tile size, {dpi} dpi").format(dpi=dpi),
                lambda board, dpi=dpi: round(board.width() * px_per_unit_at_dpi(dpi))))
    return out


class PngSizeDialog(QDialog):
    """How large the PNG of a board of ``board`` scene units is: a preset, or a width or a
    height typed in (the other side follows the board's proportions)."""

    def __init__(self, board: QSizeF, file_name: str, px_per_unit_at_dpi: Callable[[int], float] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pngSizeDialog")
        self.setWindowTitle(self.tr("Picture Size"))
        self.board = QSizeF(max(1.0, board.width()), max(1.0, board.height()))
        self._presets = presets(px_per_unit_at_dpi)
        intro = QLabel(self.tr("How large a picture of the board to write to {file}?").format(file=file_name), self)
        intro.setWordWrap(True)
        self.preset = QComboBox(self)
        self.preset.setObjectName("pngPreset")
        self.preset.setAccessibleName(self.tr("Picture size"))
        for preset in self._presets:
            self.preset.addItem(preset.label, preset.key)
        self.preset.addItem(self.tr("My own size"), CUSTOM)
        # The largest width and height the board's proportions allow within the image limit.
        longest = max(self.board.width(), self.board.height())
        self.width_box = self._spin("pngWidth", self.tr("Width in pixels"),
                                    max(MIN_SIDE, int(MAX_IMAGE_SIDE * self.board.width() / longest)))
        self.height_box = self._spin("pngHeight", self.tr("Height in pixels"),
                                     max(MIN_SIDE, int(MAX_IMAGE_SIDE * self.board.height() / longest)))
        self.note = QLabel(self)
        self.note.setObjectName("pngSizeNote")
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Size:"), self.preset)
        form.addRow(self.tr("&Width:"), self.width_box)
        form.addRow(self.tr("&Height:"), self.height_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Export"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 66)  # the presets' names at ease, on any screen
        self._following = False
        self.preset.currentIndexChanged.connect(self._preset_picked)
        self.width_box.valueChanged.connect(lambda value: self._typed(width=value))
        self.height_box.valueChanged.connect(lambda value: self._typed(height=value))
        self._restore()

    def _spin(self, name: str, accessible: str, most: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        box.setRange(MIN_SIDE, most)
        box.setSuffix(self.tr(" px"))
        box.setGroupSeparatorShown(True)
        box.setKeyboardTracking(False)  # the other side follows once a number is typed in (Enter, or the focus leaves)
        return box

    # ------------------------------------------------------------------ the size

    def size_px(self) -> QSize:
        """The picture's size, as shown: what the export writes."""
        return QSize(self.width_box.value(), self.height_box.value())

    def _show(self, width: int) -> None:
        """Show the picture ``width`` wide (its height following), within the limits."""
        size = png_size_for(self.board, max(self.width_box.minimum(), min(self.width_box.maximum(), width)))
        self._following = True
        try:
            self.width_box.setValue(size.width())
            self.height_box.setValue(max(self.height_box.minimum(), min(self.height_box.maximum(), size.height())))
        finally:
            self._following = False
        locale = money_locale()
        self.note.setText(self.tr("The picture: {width} × {height} pixels ({megapixels} megapixels).").format(
            width=locale.toString(size.width()), height=locale.toString(size.height()),
            megapixels=locale.toString(size.width() * size.height() / 1e6, "f", 1)))

    def _preset_picked(self, row: int) -> None:
        key = self.preset.itemData(row)
        preset = next((p for p in self._presets if p.key == key), None)
        if preset is not None:
            self._show(preset.width(self.board))

    def _typed(self, width: int | None = None, height: int | None = None) -> None:
        if self._following:
            return
        if height is not None:
            width = round(height * self.board.width() / self.board.height())
        assert width is not None
        self._show(width)
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(self.preset.findData(CUSTOM))
        self.preset.blockSignals(False)

    # ------------------------------------------------------------------ remembered

    def _restore(self) -> None:
        stored = str(settings().value(PNG_SIZE_KEY, "w1920") or "w1920")
        key, _, width = stored.partition(":")
        row = self.preset.findData(key)
        if key == CUSTOM and width.isdigit():
            self.preset.setCurrentIndex(row)
            self._show(int(width))
            return
        self.preset.setCurrentIndex(row if row >= 0 else self.preset.findData("w1920"))
        self._preset_picked(self.preset.currentIndex())

    def _accept(self) -> None:
        for box in (self.width_box, self.height_box):
            box.interpretText()  # a number typed and not yet entered counts
        key = self.preset.currentData()
        store = settings()
        store.setValue(PNG_SIZE_KEY, f"{CUSTOM}:{self.width_box.value()}" if key == CUSTOM else str(key))
        store.sync()
        self.accept()


def ask_png_size(parent: QWidget, board: QSizeF, file_name: str,
                 px_per_unit_at_dpi: Callable[[int], float] | None = None) -> QSize | None:
    """The picture's size the user chose (None: cancelled)."""
    dialog = PngSizeDialog(board, file_name, px_per_unit_at_dpi, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.size_px()
    finally:
        dialog.deleteLater()
