"""The New game dialog's house rules of the traditional game (:class:`HouseRulesBox`, the
plug-in's ``options_box``): each rule with a line saying what it changes, the defaults
001's, set here and saved with the game; the last ones chosen are remembered in the settings."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from ubuild_desktop import theme
from ubuild_desktop.core.engine.traditional.options import DEFAULT_HOUSE_RULES, MAX_DEALT, MAX_ROUND_LIMIT, HouseRules
from ubuild_desktop.settings import settings


LAST_HOUSE_RULES_KEY = "newGame/houseRules"  # the traditional game's house rules, as in a game file


class HouseRulesBox(QGroupBox):
    """The traditional game's house rules (:class:`HouseRules`), each with a line saying
    what it does (also its tooltip); they start as the book's (001's) and the last ones
    played. "The book's rules" sets them back."""

    changed = Signal()
    option_name = "house_rules"  # the rule set's option the box sets (``RuleSet.options``)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("House rules"), parent)
        self.setObjectName("houseRulesBox")
        self.free_parking_pot = QCheckBox(self.tr("Free Parking pot"), self)
        self.free_parking_pot.setObjectName("freeParkingPot")
        self.auctions = QCheckBox(self.tr("Auctions"), self)
        self.auctions.setObjectName("auctions")
        self.round_limit = QSpinBox(self)
        self.round_limit.setObjectName("tradRoundLimit")
        self.round_limit.setAccessibleName(self.tr("Round limit"))
        self.round_limit.setRange(0, MAX_ROUND_LIMIT)
        self.round_limit.setSpecialValueText(self.tr("no limit"))
        self.dealt = QSpinBox(self)
        self.dealt.setObjectName("dealtProperties")
        self.dealt.setAccessibleName(self.tr("Properties dealt at the start"))
        self.dealt.setRange(0, MAX_DEALT)
        self.dealt.setSpecialValueText(self.tr("none"))
        self.double_salary = QCheckBox(self.tr("Double salary on GO"), self)
        self.double_salary.setObjectName("doubleSalary")
        self.build_in_jail = QCheckBox(self.tr("Building while in jail"), self)
        self.build_in_jail.setObjectName("buildInJail")
        self.mortgage_breaks_double = QCheckBox(self.tr("No double rent beside a mortgage"), self)
        self.mortgage_breaks_double.setObjectName("mortgageBreaksDouble")
        self.defaults = QPushButton(self.tr("The book's rules"), self)
        self.defaults.setObjectName("houseRulesDefaults")
        self.defaults.setToolTip(self.tr("Set every house rule back to the rule book's"))
        self.defaults.clicked.connect(lambda: self.set_rules(DEFAULT_HOUSE_RULES))
        rows: list[tuple[QWidget, str]] = [
            (self.free_parking_pot, self.tr("Taxes, fines and card payments to the bank go into a pot; "
                                            "landing on Free Parking takes it.")),
            (self.auctions, self.tr("A property its lander does not buy is auctioned to everyone. "
                                    "Off: it stays with the bank.")),
            (self.round_limit, self.tr("After this many rounds the game ends with a final tally: "
                                       "the richest player wins. No limit: the last player standing wins.")),
            (self.dealt, self.tr("Each player is dealt this many properties at random before the first roll.")),
            (self.double_salary, self.tr("Landing exactly on GO pays the salary twice.")),
            (self.build_in_jail, self.tr("A player in jail may still build and sell houses and hotels.")),
            (self.mortgage_breaks_double, self.tr("A mortgaged street stops the rest of its colour group from "
                                                  "charging double rent. Off: the others still charge double.")),
        ]
        labels = {self.round_limit: self.tr("End after"), self.dealt: self.tr("Properties dealt")}
        grid = QGridLayout(self)
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(14)
        self.help_lines: list[QLabel] = []
        for row, (control, help_text) in enumerate(rows):
            control.setToolTip(help_text)
            control.setAccessibleDescription(help_text)
            if control in labels:
                cell = QHBoxLayout()
                cell.setSpacing(8)
                label = QLabel(labels[control], self)
                label.setBuddy(control)
                cell.addWidget(label)
                cell.addWidget(control, 1)
                grid.addLayout(cell, row, 0)
            else:
                grid.addWidget(control, row, 0)
            line = QLabel(help_text, self)
            line.setObjectName(f"{control.objectName()}Help")
            line.setWordWrap(True)
            # Wide enough to read in two lines: a wrapped label squeezed narrower
            # than its layout planned for would be cut off at the dialog's smallest size.
            line.setMinimumWidth(line.fontMetrics().averageCharWidth() * 56)
            line.setMinimumHeight(line.heightForWidth(line.minimumWidth()))
            theme.style(line, lambda t: theme.css(t.soft))
            self.help_lines.append(line)
            grid.addWidget(line, row, 1)
        grid.addWidget(self.defaults, len(rows), 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
        self.set_rules(DEFAULT_HOUSE_RULES)
        for box in (self.free_parking_pot, self.auctions, self.double_salary, self.build_in_jail,
                    self.mortgage_breaks_double):
            box.toggled.connect(self.changed)
        for spin in (self.round_limit, self.dealt):
            spin.valueChanged.connect(self.changed)
        self.round_limit.valueChanged.connect(self._round_limit_suffix)
        self.dealt.valueChanged.connect(self._dealt_suffix)

    def _round_limit_suffix(self) -> None:
        """ "120 rounds", "1 round": the unit after the number, in the plural form it needs."""
        self.round_limit.setSuffix(self.tr(" round(s)", "", self.round_limit.value()))

    def _dealt_suffix(self) -> None:
        self.dealt.setSuffix(self.tr(" each", "properties dealt to each player") if self.dealt.value() else "")

    def rules(self) -> HouseRules:
        """The house rules as set."""
        return HouseRules(free_parking_pot=self.free_parking_pot.isChecked(), auctions=self.auctions.isChecked(),
                          round_limit=self.round_limit.value(), dealt_properties=self.dealt.value(),
                          double_salary_on_go=self.double_salary.isChecked(), build_in_jail=self.build_in_jail.isChecked(),
                          mortgage_breaks_double=self.mortgage_breaks_double.isChecked())

    def value(self) -> HouseRules:
        """The option's value for a new game (the New game dialog's ``options_box`` reading)."""
        return self.rules()

    def remember(self) -> None:
        """Keep the house rules for the next game started here."""
        settings().setValue(LAST_HOUSE_RULES_KEY, json.dumps(self.rules().to_json()))

    def set_rules(self, rules: HouseRules) -> None:
        self.free_parking_pot.setChecked(rules.free_parking_pot)
        self.auctions.setChecked(rules.auctions)
        self.round_limit.setValue(rules.round_limit)
        self.dealt.setValue(rules.dealt_properties)
        self.double_salary.setChecked(rules.double_salary_on_go)
        self.build_in_jail.setChecked(rules.build_in_jail)
        self.mortgage_breaks_double.setChecked(rules.mortgage_breaks_double)
        self._round_limit_suffix()
        self._dealt_suffix()


def remembered_house_rules() -> HouseRules:
    """The house rules of the last traditional game started here (the book's, if none or
    unreadable)."""
    raw: Any = settings().value(LAST_HOUSE_RULES_KEY, "")
    try:
        return HouseRules.from_json(json.loads(raw)) if isinstance(raw, str) and raw else DEFAULT_HOUSE_RULES
    except ValueError:  # JSONDecodeError too
        return DEFAULT_HOUSE_RULES
