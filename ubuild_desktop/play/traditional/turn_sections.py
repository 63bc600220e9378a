"""The traditional game's own sections of the turn panel: the Income Tax's two ways, and houses
and hotels (picked on the board). The plug-in (:meth:`.plugin.TraditionalPlayRules.turn_sections`)
gives them to the panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from ubuild_desktop.core.engine.kernel.actions import Action

from ..controller import GameController
from ..turn_model import PickMode
from .turn_model import HousesSection, PickKind, TaxSection
from ..turn_sections import BUILD_KEY, BoxSection, OwnSection, given, make_button, make_label, pair


class TaxBox(OwnSection, BoxSection):
    """The traditional game's Income Tax: pay the fixed amount or a share of one's total
    worth (002), decided before the worth is added up."""

    part_name, before = "tax", "pick"
    panel_names = ("tax",)
    control_names = ("tax_fixed_button", "tax_share_button")
    focus = ((30, "tax_fixed_button"),)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: TaxSection | None = None
        self.setTitle(self.tr("Income Tax"))
        self.tax_label = make_label(self)
        self.tax_fixed_button = self.controls.bind(make_button(self, "taxFixedButton"),
                                                   lambda: given(self._part.pay_fixed if self._part else None))
        self.tax_share_button = self.controls.bind(make_button(self, "taxShareButton"),
                                                   lambda: given(self._part.pay_share if self._part else None))
        self.controls.key(self.tax_fixed_button, "F")
        self.controls.key(self.tax_share_button, "W")
        box = QVBoxLayout(self)
        box.addWidget(self.tax_label)
        box.addLayout(pair(self.tax_fixed_button, self.tax_share_button))

    def show_part(self, part: TaxSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        self.tax_label.setText(self.tr(
            "Pay {amount}, or {percent}% of everything you own: your cash, the printed price of your "
            "properties (mortgaged ones too) and what your buildings cost. Choose before it is added up."
        ).format(amount=self.money(part.fixed), percent=part.percent))
        self.tax_fixed_button.setText(self.tr("Pay {amount}").format(amount=self.money(part.fixed)))
        self.tax_fixed_button.setEnabled(part.pay_fixed is not None)
        self.tax_share_button.setText(self.tr("Pay {percent}% of my worth").format(percent=part.percent))
        self.tax_share_button.setEnabled(part.pay_share is not None)


class HousesBox(OwnSection, BoxSection):
    """The traditional game's houses and hotels: build one, sell one, or sell a whole
    group's, each by picking a street on the board (``pickRequested`` carries the
    :class:`PickMode`); the bank's stock of houses and hotels."""

    part_name, before = "houses", "mortgages"
    panel_names = ("houses",)
    control_names = ("build_house_button", "sell_building_button", "sell_group_button")
    focus = ((110, "build_house_button"),)
    pickRequested = Signal(object)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: HousesSection | None = None
        self.setTitle(self.tr("Houses and hotels"))
        self.stock_label = make_label(self, rich=False)
        self.stock_label.setObjectName("houseStock")
        self.build_house_button = self._pick_button("buildHouseButton", lambda p: list(p.build), PickKind.BUILD_HOUSE, True)
        self.sell_building_button = self._pick_button("sellBuildingButton", lambda p: list(p.sell), PickKind.SELL_BUILDING)
        self.sell_group_button = self._pick_button("sellGroupButton", lambda p: list(p.sell_group), PickKind.SELL_GROUP)
        self.controls.key(self.build_house_button, BUILD_KEY)
        box = QVBoxLayout(self)
        box.addWidget(self.stock_label)
        box.addWidget(self.build_house_button)
        box.addLayout(pair(self.sell_building_button, self.sell_group_button))

    def _pick_button(self, name: str, actions: Callable[[HousesSection], list[Action]], kind: PickKind,
                     primary: bool = False) -> QPushButton:
        button = self.controls.bind(make_button(self, name, primary), lambda: actions(self._part) if self._part else [], sends=False)
        button.clicked.connect(lambda: self._start(kind))
        return button

    def _start(self, kind: PickKind) -> None:
        seat = self.controller.seat_to_act()
        if seat is not None:
            self.pickRequested.emit(PickMode(kind, seat))

    def show_part(self, part: HousesSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        self.stock_label.setText(self.tr("The bank has {houses} and {hotels} left.").format(
            houses=self.tr("%n house(s)", "", part.houses_left), hotels=self.tr("%n hotel(s)", "", part.hotels_left)))
        for button, actions, text in ((self.build_house_button, part.build, self.tr("Build a house or hotel…")),
                                      (self.sell_building_button, part.sell, self.tr("Sell a building…")),
                                      (self.sell_group_button, part.sell_group, self.tr("Sell a group's buildings…"))):
            button.setText(text)
            button.setEnabled(bool(actions))
