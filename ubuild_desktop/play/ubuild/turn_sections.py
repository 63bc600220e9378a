"""U-Build's own sections of the turn panel: the sites to pick (bonus building, hazard, special
buildings, a hazard move), a Chance card's free blocks, and building blocks on a district.
The plug-in (:meth:`.plugin.PlayRules.turn_sections`) gives them to the panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ubuild_desktop.core.engine.ubuild.actions import Action, BuildBlocks, FreeBlocks
from ubuild_desktop.core.engine.ubuild.records import BuildingKind
from ubuild_desktop.words import COUNTED, district_name

from ..controller import GameController
from ..elided_combo import ElidedComboBox
from ..game_words import refusal_words
from ..turn_model import PickMode
from .turn_model import BlockChoice, BlocksSection, FreeBlocksSection, MoveKind, PickKind, SitesSection
from ..widgets import KeySpinBox
from ..turn_sections import (
    SPACING,
    BUILD_KEY,
    BoxSection,
    OwnSection,
    EnterPresses,
    Section,
    key_tip,
    legal_only,
    make_button,
    make_label,
    press,
)


class SitesButtons(OwnSection, Section):
    """The buttons that start picking a site on the board: bonus building, hazard, special
    buildings, a hazard move (``pickRequested`` carries the :class:`PickMode`)."""

    part_name, before = "sites", "mortgages"
    panel_names = ("sites",)
    control_names = ("sky_button", "stadium_button", "tower_button", "bonus_button", "hazard_button", "move_button")
    focus = ((120, "bonus_button"), (130, "hazard_button"), (140, "move_button"))

    pickRequested = Signal(object)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: SitesSection | None = None
        self.sky_button = self._pick_button("skyscraperButton", lambda p: self._special_actions(p, BuildingKind.SKYSCRAPER),
                                            PickKind.SPECIAL, BuildingKind.SKYSCRAPER)
        self.stadium_button = self._pick_button("stadiumButton", lambda p: self._special_actions(p, BuildingKind.STADIUM),
                                                PickKind.SPECIAL, BuildingKind.STADIUM)
        self.tower_button = self._pick_button("towerButton", lambda p: self._special_actions(p, BuildingKind.TOWER),
                                              PickKind.SPECIAL, BuildingKind.TOWER)
        self.bonus_button = self._pick_button("bonusButton", lambda p: list(p.bonus or ()), PickKind.BONUS, primary=True)
        self.hazard_button = self._pick_button("hazardButton", lambda p: list(p.hazard or ()), PickKind.HAZARD, primary=True)
        self.move_button = self._pick_button("moveHazardButton", lambda p: list(p.move.actions) if p.move else [],
                                             PickKind.MOVE_SOURCE)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(SPACING)
        grid.addWidget(self.bonus_button, 0, 0)
        grid.addWidget(self.hazard_button, 0, 1)
        grid.addWidget(self.sky_button, 1, 0)
        grid.addWidget(self.stadium_button, 1, 1)
        grid.addWidget(self.tower_button, 2, 0)
        grid.addWidget(self.move_button, 2, 1)

    def _pick_button(self, name: str, actions: Callable[[SitesSection], list[Action]], kind: PickKind,
                     special: BuildingKind | None = None, primary: bool = False) -> QPushButton:
        button = self.controls.bind(make_button(self, name, primary), lambda: actions(self._part) if self._part else [], sends=False)
        button.clicked.connect(lambda: self._start(kind, special))
        return button

    def _start(self, kind: PickKind, special: BuildingKind | None) -> None:
        seat = self.controller.seat_to_act()
        if seat is not None:
            self.pickRequested.emit(PickMode(kind, seat, special=special))

    @staticmethod
    def _special_actions(part: SitesSection, special: BuildingKind) -> list[Action]:
        return [a for s in part.specials if s.special is special for a in s.actions]

    def show_part(self, part: SitesSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        for button, actions, text in ((self.bonus_button, part.bonus, self.tr("Build a bonus building")),
                                      (self.hazard_button, part.hazard, self.tr("Build a hazard"))):
            button.setVisible(actions is not None)
            button.setText(text)
            button.setEnabled(bool(actions))
        specials = {s.special: s for s in part.specials}
        for button, special in ((self.sky_button, BuildingKind.SKYSCRAPER), (self.stadium_button, BuildingKind.STADIUM),
                                (self.tower_button, BuildingKind.TOWER)):
            offer = specials.get(special)
            button.setVisible(offer is not None)
            if offer is not None:
                button.setText(self.tr("Skyscraper…") if special is BuildingKind.SKYSCRAPER else
                               self.tr("Stadium ({price})…").format(price=self.money(offer.price)) if special is BuildingKind.STADIUM
                               else self.tr("The Tower ({price})…").format(price=self.money(offer.price)))
                button.setEnabled(bool(offer.actions))
        move = part.move
        self.move_button.setVisible(move is not None)
        if move is not None:
            self.move_button.setText({
                MoveKind.PLANNING: self.tr("Move a hazard (free)"),
                MoveKind.FREE: self.tr("Move the hazard (free)"),
                MoveKind.AGAIN: self.tr("Move the hazard again ({price})"),
                MoveKind.PAID: self.tr("Move a hazard ({price})"),
            }[move.kind].format(price=self.money(move.price)))
            self.move_button.setEnabled(bool(move.actions))


class FreeBlocksBox(OwnSection, BoxSection):
    """A Chance card's free blocks: the district they go on."""

    part_name, before = "free_blocks", "debt"
    panel_names = ("free_blocks", "free_box")
    control_names = ("free_combo", "free_button")
    focus = ((90, "free_button"),)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setTitle(self.tr("Free blocks"))
        self.free_combo = ElidedComboBox(self)
        self.free_combo.setObjectName("freeBlocksCombo")
        self.free_combo.setAccessibleName(self.tr("Where the free blocks go"))
        self.free_button = self.controls.bind(make_button(self, "freeBlocksButton", True), self._chosen)
        EnterPresses(self.free_combo, self.free_button)
        box = QVBoxLayout(self)
        box.addWidget(self.free_combo)
        box.addWidget(self.free_button)

    def show_part(self, part: FreeBlocksSection | None) -> None:
        self.setVisible(part is not None)
        if part is None:
            return
        self.free_combo.clear()
        for a in part.options:
            name = district_name(self.state.game.district(a.district).card.name)
            text = (self.tr("{name}: {residential} + {industrial}").format(
                        name=name, residential=COUNTED.residential(a.residential), industrial=COUNTED.industrial(a.industrial))
                    if part.industrial else self.tr("{name}: %n residential block(s)", "", a.residential).format(name=name))
            self.free_combo.addItem(text, a)
        self.free_button.setText(self.tr("Build the free blocks"))
        self.free_button.setEnabled(bool(part.options))

    def _chosen(self) -> list[Action]:
        action = self.free_combo.currentData()
        return legal_only(self.state, action) if isinstance(action, FreeBlocks) else []


class BlocksBox(OwnSection, BoxSection):
    """Blocks to build: the district, how many of each kind (within the model's limits), the cost."""

    part_name, before = "blocks", "mortgages"
    panel_names = ("blocks", "blocks_box")
    control_names = ("blocks_district", "blocks_cost", "res_spin", "ind_spin", "build_button")

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: BlocksSection | None = None
        self.setTitle(self.tr("Build blocks"))
        self.blocks_district = ElidedComboBox(self)
        self.blocks_district.setObjectName("blocksDistrict")
        self.blocks_district.setAccessibleName(self.tr("District to build on"))
        # The panel's width decides the list's, not its longest line (which, in TV mode's
        # size, made the panel wider than the side panel: it scrolled sideways).
        self.blocks_district.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.blocks_district.setMinimumContentsLength(12)
        self.res_spin = KeySpinBox(self)
        self.res_spin.setObjectName("residentialSpin")
        self.res_spin.setAccessibleName(self.tr("Residential blocks"))
        self.ind_spin = KeySpinBox(self)
        self.ind_spin.setObjectName("industrialSpin")
        self.ind_spin.setAccessibleName(self.tr("Industrial blocks"))
        self.res_label = QLabel(self.tr("Residential"), self)
        self.ind_label = QLabel(self.tr("Industrial"), self)
        self.blocks_cost = make_label(self, rich=False)
        self.blocks_cost.setObjectName("blocksCost")
        self.build_button = self.controls.bind(make_button(self, "buildButton", True), self._blocks)
        self.controls.key(self.build_button, BUILD_KEY)
        for spin in (self.res_spin, self.ind_spin):
            spin.valueChanged.connect(self._update_cost)
            spin.entered.connect(lambda: press(self.build_button))  # Enter in the box builds
        EnterPresses(self.blocks_district, self.build_button)
        self.blocks_district.currentIndexChanged.connect(self._district_changed)
        self._grid = QGridLayout(self)
        self._grid.addWidget(self.blocks_district, 0, 0, 1, 4)
        self._grid.addWidget(self.res_label, 1, 0)
        self._grid.addWidget(self.res_spin, 1, 1)
        self._wide: bool | None = None
        self._arrange(True)

    # Residential and industrial side by side, or (a narrow panel: TV mode's text) one over
    # the other, so the panel never scrolls sideways.

    def _arrange(self, wide: bool) -> None:
        if wide == self._wide:
            return
        self._wide = wide
        grid = self._grid
        for widget in (self.ind_label, self.ind_spin, self.blocks_cost, self.build_button):
            grid.removeWidget(widget)
        grid.addWidget(self.ind_label, 1 if wide else 2, 2 if wide else 0)
        grid.addWidget(self.ind_spin, 1 if wide else 2, 3 if wide else 1)
        last = 2 if wide else 3
        grid.addWidget(self.blocks_cost, last, 0, 1, 3)
        grid.addWidget(self.build_button, last, 3)

    def _counts_width(self) -> int:
        """The width residential and industrial take side by side (with the box's margins)."""
        shown = [w for w in (self.res_label, self.res_spin, self.ind_label, self.ind_spin) if not w.isHidden()]
        margins = self._grid.contentsMargins()
        return (sum(w.sizeHint().width() for w in shown) + self._grid.horizontalSpacing() * (len(shown) - 1)
                + margins.left() + margins.right())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        if not self._wide or self.ind_spin.isHidden():
            return hint
        margins = self._grid.contentsMargins()
        narrow = (self.res_label.sizeHint().width() + self.res_spin.sizeHint().width() + self._grid.horizontalSpacing()
                  + margins.left() + margins.right())
        return QSize(min(hint.width(), max(narrow, self.blocks_district.minimumSizeHint().width())), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange(self.ind_spin.isHidden() or event.size().width() >= self._counts_width())

    def show_part(self, part: BlocksSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        current = self.blocks_district.currentData()
        self.blocks_district.blockSignals(True)
        self.blocks_district.clear()
        for choice in part.choices:
            name = district_name(choice.card.name)
            label = (self.tr("{name} (has {residential}, {industrial})").format(
                        name=name, residential=COUNTED.residential(choice.residential),
                        industrial=COUNTED.industrial(choice.industrial)) if part.industrial
                     else self.tr("{name} (has %n block(s))", "", choice.residential).format(name=name))
            self.blocks_district.addItem(label, choice.district)
        self.blocks_district.setCurrentIndex(max(0, self.blocks_district.findData(current)))
        self.blocks_district.blockSignals(False)
        self.ind_spin.setVisible(part.industrial)
        self.ind_label.setVisible(part.industrial)
        self._arrange(not part.industrial or self.width() >= self._counts_width())
        self._district_changed()

    def _choice(self) -> BlockChoice | None:
        if self._part is None:
            return None
        district_id = self.blocks_district.currentData()
        return next((c for c in self._part.choices if c.district == district_id), None)

    def _district_changed(self) -> None:
        choice = self._choice()
        if choice is None:
            return
        options = choice.options
        for spin, top in ((self.res_spin, options.max_residential), (self.ind_spin, options.max_industrial)):
            spin.blockSignals(True)
            spin.setRange(0, top)
            spin.blockSignals(False)
        if self.res_spin.value() + self.ind_spin.value() == 0:  # nothing chosen yet: the model's first offer
            for spin, value in zip((self.res_spin, self.ind_spin), choice.default, strict=True):
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        self._update_cost()

    def _blocks(self) -> list[Action]:
        choice = self._choice()
        if choice is None:
            return []
        return legal_only(self.state, BuildBlocks(choice.district, self.res_spin.value(), self.ind_spin.value()))

    def _update_cost(self) -> None:
        choice = self._choice()
        if choice is None or self._part is None:
            return
        options = choice.options
        r, i = self.res_spin.value(), self.ind_spin.value()
        cost = r * options.residential_price + i * options.industrial_price
        self.blocks_cost.setText(self.tr("%n block(s): {cost} · cash after {after}", "", r + i).format(
            cost=self.money(cost), after=self.money(self._part.cash - cost)))
        offered = bool(self._blocks())
        self.build_button.setText(self.tr("Build"))
        self.build_button.setEnabled(offered)
        self.build_button.setToolTip(key_tip(BUILD_KEY) if offered else (
            refusal_words(self.state, self.state.why_illegal(BuildBlocks(choice.district, r, i)))))
