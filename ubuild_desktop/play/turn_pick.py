"""The turn panel's box for a site or street being picked on the board: what for, the keys, Cancel."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QVBoxLayout, QWidget

from ubuild_desktop import theme
from ubuild_desktop.words import district_name

from . import game_words
from .controller import GameController
from .turn_model import PickKind, PickSection
from .turn_sections import BoxSection, make_button, make_label


class PickBox(BoxSection):
    """A site being picked on the board: what for, the keys, the district a special building
    goes next to, and Cancel (where a pick can be left)."""

    cancelled = Signal()
    districtChosen = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.pick_label = make_label(self, rich=False)
        self.attach_combo = QComboBox(self)
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
        mode = part.mode
        self.cancel_pick.setVisible(part.cancellable)
        if mode.kind in (PickKind.BUILD_HOUSE, PickKind.SELL_BUILDING, PickKind.SELL_GROUP):
            self.attach_combo.hide()
            self.pick_keys.setText(self.tr("Keys: arrows or Tab go from street to street, Enter picks, Esc cancels."))
            self.pick_keys.show()
            self.setTitle({PickKind.BUILD_HOUSE: self.tr("Build a house or hotel"),
                           PickKind.SELL_BUILDING: self.tr("Sell a building"),
                           PickKind.SELL_GROUP: self.tr("Sell a group's buildings")}[mode.kind])
            self.pick_label.setText({
                PickKind.BUILD_HOUSE: self.tr("Click a highlighted street: a house goes there (a hotel on four houses)."),
                PickKind.SELL_BUILDING: self.tr("Click a highlighted street: one of its buildings goes back to the bank "
                                                "at half price."),
                PickKind.SELL_GROUP: self.tr("Click a highlighted street: every building of its colour group goes back "
                                             "to the bank at half price."),
            }[mode.kind])
            return
        self.pick_keys.setText(self.tr("Keys: arrows or Tab go from site to site, Enter picks, Esc cancels.")
                               if part.cancellable else self.tr("Keys: arrows or Tab go from site to site, Enter picks."))
        self.pick_keys.show()
        self.attach_combo.hide()
        if mode.kind is PickKind.BONUS:
            self.setTitle(self.tr("Bonus building"))
            self.pick_label.setText(self.tr("Click a highlighted site next to one of your districts."))
        elif mode.kind is PickKind.HAZARD:
            self.setTitle(self.tr("Hazard"))
            self.pick_label.setText(self.tr("Click a highlighted site next to another player's district."))
        elif mode.kind is PickKind.MOVE_SOURCE:
            self.setTitle(self.tr("Move a hazard"))
            self.pick_label.setText(self.tr("Click the hazard to move."))
        elif mode.kind is PickKind.MOVE_TARGET:
            self.setTitle(self.tr("Move a hazard"))
            self.pick_label.setText(self.tr("Click where it goes (one site)."))
        else:
            assert mode.special is not None
            self.setTitle(game_words.building_name(mode.special.value).capitalize())
            self.attach_combo.blockSignals(True)
            self.attach_combo.clear()
            for district_id in part.districts:
                self.attach_combo.addItem(self.tr("Next to {name}").format(
                    name=district_name(self.state.game.district(district_id).card.name)), district_id)
            self.attach_combo.setCurrentIndex(max(0, self.attach_combo.findData(mode.district)))
            self.attach_combo.blockSignals(False)
            self.attach_combo.setVisible(len(part.districts) > 1)
            self.pick_label.setText(self.tr("Costs {price}. Click a highlighted site next to the district.").format(
                price=self.money(part.price)))

    def _attach_changed(self) -> None:
        district_id = self.attach_combo.currentData()
        if isinstance(district_id, str):
            self.districtChosen.emit(district_id)
