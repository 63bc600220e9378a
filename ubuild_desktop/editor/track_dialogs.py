"""The track editor's dialogs about the track itself: its settings (name, description,
boxes) and a new track's name and rule preset."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from ubuild_desktop.core.limits import MAX_BOXES, MAX_TRACK_NAME_LENGTH
from ubuild_desktop.core.track import Preset, Track

from ubuild_desktop.screen_fit import keep_on_screen
from ubuild_desktop.words import preset_name


class TrackSettingsDialog(QDialog):
    """Name, description and number of boxes of the track."""

    def __init__(self, track: Track, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Track Settings"))
        self.name = QLineEdit(track.name, self)
        self.name.setMaxLength(MAX_TRACK_NAME_LENGTH)
        self.name.setAccessibleName(self.tr("Track name"))
        self.description = QPlainTextEdit(track.description, self)
        self.description.setAccessibleName(self.tr("Description"))
        self.boxes = QSpinBox(self)
        self.boxes.setRange(1, MAX_BOXES)
        self.boxes.setValue(track.boxes)
        self.boxes.setAccessibleName(self.tr("Boxes"))
        self.boxes.setToolTip(self.tr("How many boxes of the game the track combines (multiplies every count)"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Description:"), self.description)
        form.addRow(self.tr("&Boxes:"), self.boxes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        keep_on_screen(self)

    def changes(self, track: Track) -> dict[str, object]:
        values = {
            "name": self.name.text().strip() or track.name,
            "description": self.description.toPlainText(),
            "boxes": self.boxes.value(),
        }
        return {k: v for k, v in values.items() if getattr(track, k) != v}


def preset_description(preset: Preset) -> str:
    """What a preset asks of a track, in a line (the new-track dialog)."""
    return {
        Preset.STARTER: QApplication.translate(
            "EditorWindow", "The first track of the book: the four corners, 4 district doubles and 2 bridges, "
            "one double between corners."),
        Preset.CLASSIC: QApplication.translate(
            "EditorWindow", "6 district doubles, 2 planning doubles and 2 bridges, the tiles of the set-up picture, "
            "two doubles between corners."),
        Preset.PRO: QApplication.translate(
            "EditorWindow", "10 district doubles, 2 planning doubles and 4 bridges, three doubles and a bridge "
            "between corners."),
        Preset.CUSTOM: QApplication.translate(
            "EditorWindow", "Any closed track: only the rules every track follows."),
    }[preset]


class NewTrackDialog(QDialog):
    """A new track: its name and the preset it is for (stored in the track)."""

    def __init__(self, name: str, preset: Preset = Preset.STARTER, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTrackDialog")
        self.setWindowTitle(self.tr("New Track"))
        self.name = QLineEdit(name, self)
        self.name.setObjectName("newTrackName")
        self.name.setMaxLength(MAX_TRACK_NAME_LENGTH)
        self.name.setAccessibleName(self.tr("Track name"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name)
        heading = QLabel(self.tr("Which rules is the track for? The editor checks it against them "
                                 "(Track > Rule Preset changes it later)."), self)
        heading.setWordWrap(True)
        form.addRow(heading)
        self.preset_buttons: dict[Preset, QRadioButton] = {}
        for option in Preset:
            button = QRadioButton(preset_name(option), self)
            button.setObjectName(f"newTrack{option.value.capitalize()}")
            button.setToolTip(preset_description(option))
            button.setAccessibleDescription(preset_description(option))
            button.setChecked(option == preset)
            note = QLabel(preset_description(option), self)
            note.setWordWrap(True)
            note.setContentsMargins(22, 0, 0, 4)
            note.setBuddy(button)
            form.addRow(button)
            form.addRow(note)
            self.preset_buttons[option] = button
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)  # Enter takes the answers
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(460)
        keep_on_screen(self)

    def preset(self) -> Preset:
        return next(p for p, button in self.preset_buttons.items() if button.isChecked())

    def track(self) -> Track:
        """The empty track the answers describe."""
        name = self.name.text().strip() or self.tr("Untitled track")
        return Track(name=name, preset=self.preset())
