"""The turn panel's box for a site or street being picked on the board: what for, the keys, Cancel.

What a pick is for and how it is said are the rule set's (its plug-in's ``PickKind`` and
``pick_words``); the box shows the words, the properties what is built may go next to,
and Cancel."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ubuild_desktop import theme

from .controller import GameController
from .elided_combo import ElidedComboBox
from .plugin import rules_for
from .turn_model import PickSection
from .turn_sections import BoxSection, make_button, make_label


class PickBox(BoxSection):
    """A site being picked on the board: what for, the keys, the district a special building
    goes next to, and Cancel (where a pick can be left)."""

    cancelled = Signal()
    districtChosen = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.pick_label = make_label(self, rich=False)
        self.attach_combo = ElidedComboBox(self)
        self.attach_combo.setObjectName("attachCombo")
        self.attach_combo.setAccessibleName(self.tr("Next to which district"))
        self.attach_combo.currentIndexChanged.connect(self._attach_changed)
        self.cancel_pick = make_button(self, "cancelPickButton")
        self.cancel_pick.setText(self.tr("Cancel"))
        self.cancel_pick.clicked.connect(lambda: self.cancelled.emit())
        self.pick_keys = make_label(self, rich=False)
        self.pick_keys.setObjectName("pickKeys")
        theme.style(self.pick_keys, lambda t: theme.css(t.muted))
        box = QVBoxLayout(self)
        box.addWidget(self.pick_label)
        box.addWidget(self.pick_keys)
        box.addWidget(self.attach_combo)
        box.addWidget(self.cancel_pick)

    def show_part(self, part: PickSection | None) -> None:
        self.setVisible(part is not None)
        if part is None:
            return
        state = self.state
        rules = rules_for(state)
        words = rules.pick_words(state, part)  # each rule set's picks are its own
        self.setTitle(words.title)
        self.pick_label.setText(words.prompt)
        self.pick_keys.setText(words.keys)
        self.pick_keys.setVisible(bool(words.keys))
        self.cancel_pick.setVisible(part.cancellable)
        self.attach_combo.blockSignals(True)
        self.attach_combo.clear()
        for district_id in part.districts:
            self.attach_combo.addItem(self.tr("Next to {name}").format(name=rules.property_name(state, district_id)),
                                      district_id)
        self.attach_combo.setCurrentIndex(max(0, self.attach_combo.findData(part.mode.district)))
        self.attach_combo.blockSignals(False)
        self.attach_combo.setVisible(len(part.districts) > 1)

    def _attach_changed(self) -> None:
        district_id = self.attach_combo.currentData()
        if isinstance(district_id, str):
            self.districtChosen.emit(district_id)
