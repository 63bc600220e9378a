"""The square-board editor's side forms: the selected space, the colour groups, the board.

Each form shows the :class:`~.board_document.BoardDocument`'s board (``show``) and turns
what the user types or picks into one document change (``BoardDocument.change``: one
undo step, merged with the last one of the same field). A form never keeps a board of its
own: after every change the window hands it the document's board again. Text fields
commit when editing finishes (Enter, or leaving the field); an emptied name comes back.
Spin boxes commit on Enter, on leaving, or at each arrow step (no keyboard tracking).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop.core.limits import MAX_BOARD_MONEY, MAX_BOARD_NAME_LENGTH, MAX_SPACE_NAME_LENGTH
from ubuild_desktop.core.square import SpaceKind, SquareBoard
from ubuild_desktop.core.square.board import PROPERTY_KINDS
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.words import board_names_in_spanish, money_locale

from .board_document import BoardDocument, add_group, kind_changed, kinds_offered, remove_group, with_board, with_group, with_space

MAX_STOCK: Final = 10_000  # the models' limit on houses and hotels


def kind_name(kind: SpaceKind) -> str:
    """A space kind as the editor names it."""
    return {
        SpaceKind.GO: QCoreApplication.translate("SquareEditor", "GO"),
        SpaceKind.STREET: QCoreApplication.translate("SquareEditor", "Street"),
        SpaceKind.STATION: QCoreApplication.translate("SquareEditor", "Station"),
        SpaceKind.UTILITY: QCoreApplication.translate("SquareEditor", "Utility"),
        SpaceKind.CHANCE: QCoreApplication.translate("SquareEditor", "Chance"),
        SpaceKind.CHEST: QCoreApplication.translate("SquareEditor", "Community Chest"),
        SpaceKind.TAX: QCoreApplication.translate("SquareEditor", "Tax"),
        SpaceKind.JAIL: QCoreApplication.translate("SquareEditor", "Jail"),
        SpaceKind.FREE_PARKING: QCoreApplication.translate("SquareEditor", "Free Parking"),
        SpaceKind.GO_TO_JAIL: QCoreApplication.translate("SquareEditor", "Go to Jail"),
    }[kind]


def rent_labels(kind: SpaceKind) -> list[str]:
    """What each of a kind's rent numbers is (a street's six, a station's four, a utility's two)."""
    if kind is SpaceKind.STREET:
        return [
            QCoreApplication.translate("SquareEditor", "Rent:"),
            QCoreApplication.translate("SquareEditor", "With 1 house:"),
            QCoreApplication.translate("SquareEditor", "With 2 houses:"),
            QCoreApplication.translate("SquareEditor", "With 3 houses:"),
            QCoreApplication.translate("SquareEditor", "With 4 houses:"),
            QCoreApplication.translate("SquareEditor", "With a hotel:"),
        ]
    if kind is SpaceKind.STATION:
        return [
            QCoreApplication.translate("SquareEditor", "Owner has 1 station:"),
            QCoreApplication.translate("SquareEditor", "Owner has 2 stations:"),
            QCoreApplication.translate("SquareEditor", "Owner has 3 stations:"),
            QCoreApplication.translate("SquareEditor", "Owner has 4 stations:"),
        ]
    if kind is SpaceKind.UTILITY:
        return [
            QCoreApplication.translate("SquareEditor", "Dice × (1 utility):"),
            QCoreApplication.translate("SquareEditor", "Dice × (2 utilities):"),
        ]
    return []


def _name_edit(parent: QWidget, limit: int, accessible: str) -> QLineEdit:
    edit = QLineEdit(parent)
    edit.setMaxLength(limit)
    edit.setAccessibleName(accessible)
    return edit


def _spin(parent: QWidget, top: int, accessible: str) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(0, top)
    spin.setKeyboardTracking(False)  # one change on Enter or leaving, not one per digit
    spin.setAccessibleName(accessible)
    spin.setGroupSeparatorShown(True)
    spin.setLocale(money_locale())  # amounts written as the board's money is: "1,500", "1.500"
    return spin


def _set_quietly(widget: QWidget, value: object) -> None:
    """Show ``value`` in a field without its change signal (the model is showing, not the user)."""
    widget.blockSignals(True)
    try:
        if isinstance(widget, QLineEdit):
            if widget.text() != value:
                widget.setText(str(value))
                widget.setCursorPosition(0)
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))  # type: ignore[call-overload]
    finally:
        widget.blockSignals(False)


class SpaceForm(QWidget):
    """The selected space: names, kind, colour group, price, rents, house price, tax (and
    the share of worth a lander may pay instead)."""

    def __init__(self, document: BoardDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("spaceForm")
        self.document = document
        self.index = 0
        self.heading = QLabel(self)
        self.heading.setObjectName("spaceHeading")
        self.heading.setWordWrap(True)
        self.name = _name_edit(self, MAX_SPACE_NAME_LENGTH, self.tr("Name in English"))
        self.name.setObjectName("spaceName")
        self.name_es = _name_edit(self, MAX_SPACE_NAME_LENGTH, self.tr("Name in Spanish"))
        self.name_es.setObjectName("spaceNameEs")
        self.kind = QComboBox(self)
        self.kind.setObjectName("spaceKind")
        self.kind.setAccessibleName(self.tr("Kind of space"))
        self.group = QComboBox(self)
        self.group.setObjectName("spaceGroup")
        self.group.setAccessibleName(self.tr("Colour group"))
        self.price = _spin(self, MAX_BOARD_MONEY, self.tr("Price"))
        self.price.setObjectName("spacePrice")
        self.rents = [_spin(self, MAX_BOARD_MONEY, self.tr("Rent {n}").format(n=n + 1)) for n in range(6)]
        for number, rent in enumerate(self.rents):
            rent.setObjectName(f"spaceRent{number}")
        self.house_price = _spin(self, MAX_BOARD_MONEY, self.tr("House price"))
        self.house_price.setObjectName("spaceHousePrice")
        self.tax = _spin(self, MAX_BOARD_MONEY, self.tr("Tax amount"))
        self.tax.setObjectName("spaceTax")
        self.tax_percent = _spin(self, 100, self.tr("Or a share of the lander's total worth"))
        self.tax_percent.setObjectName("spaceTaxPercent")
        self.tax_percent.setSuffix("%")
        self.tax_percent.setSpecialValueText(self.tr("no choice"))
        self.tax_percent.setToolTip(self.tr("The lander may pay this share of their total worth instead of the "
                                            "tax amount (the book's Income Tax: 10%)."))

        form = QFormLayout(self)
        form.addRow(self.heading)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("Name in &Spanish:"), self.name_es)
        form.addRow(self.tr("&Kind:"), self.kind)
        form.addRow(self.tr("Colour &group:"), self.group)
        form.addRow(self.tr("&Price:"), self.price)
        self.rent_labels = [QLabel(self) for _ in self.rents]
        for label, rent in zip(self.rent_labels, self.rents):
            label.setBuddy(rent)
            form.addRow(label, rent)
        form.addRow(self.tr("&House price:"), self.house_price)
        form.addRow(self.tr("&Tax:"), self.tax)
        form.addRow(self.tr("Or % of &worth:"), self.tax_percent)
        self.form = form

        self.name.editingFinished.connect(lambda: self._rename("name", self.name))
        self.name_es.editingFinished.connect(lambda: self._rename("name_es", self.name_es))
        self.kind.activated.connect(self._kind_picked)
        self.group.activated.connect(self._group_picked)
        self.price.valueChanged.connect(lambda value: self._set("price", value, self.tr("Price of {space}")))
        self.house_price.valueChanged.connect(lambda value: self._set("house_price", value, self.tr("House price of {space}")))
        self.tax.valueChanged.connect(lambda value: self._set("tax", value, self.tr("Tax of {space}")))
        self.tax_percent.valueChanged.connect(
            lambda value: self._set("tax_percent", value, self.tr("Share of worth taxed on {space}")))
        for number, rent in enumerate(self.rents):
            rent.valueChanged.connect(lambda value, n=number: self._set_rent(n, value))

    # ----------------------------------------------------------------- showing

    def _space_word(self) -> str:
        space = self.document.board.spaces[self.index]
        return shown(space.shown_name(board_names_in_spanish()), 30)

    def show_space(self, board: SquareBoard, index: int, corners: frozenset[int]) -> None:
        """Show space ``index`` of ``board`` (``corners``: the ring's corner places)."""
        self.index = index
        space = board.spaces[index]
        self.heading.setText(self.tr("Space {number} of {count}: {name}").format(
            number=index + 1, count=len(board.spaces), name=shown(space.shown_name(board_names_in_spanish()), 40)))
        _set_quietly(self.name, space.name)
        _set_quietly(self.name_es, space.name_es)
        self.kind.blockSignals(True)
        self.kind.clear()
        for kind in kinds_offered(board, index, corners):
            self.kind.addItem(kind_name(kind), kind.value)
        self.kind.setCurrentIndex(self.kind.findData(space.kind.value))
        self.kind.setEnabled(self.kind.count() > 1)
        self.kind.blockSignals(False)
        self.group.blockSignals(True)
        self.group.clear()
        spanish = board_names_in_spanish()
        self.group.addItem(self.tr("(none)"), None)
        for group in board.groups:
            self.group.addItem(f"{group.shown_marker(spanish)} · {shown(group.shown_name(spanish), 30)}", group.id)
        found = self.group.findData(space.group) if space.group is not None else 0
        if found < 0:  # a group the board does not have: shown as it is, for the user to change
            self.group.addItem(shown(str(space.group), 30), space.group)
            found = self.group.count() - 1
        self.group.setCurrentIndex(found)
        self.group.blockSignals(False)
        kind = space.kind
        is_property = kind in PROPERTY_KINDS
        self.form.setRowVisible(self.group, kind is SpaceKind.STREET)
        self.form.setRowVisible(self.price, is_property)
        self.form.setRowVisible(self.house_price, kind is SpaceKind.STREET)
        self.form.setRowVisible(self.tax, kind is SpaceKind.TAX)
        self.form.setRowVisible(self.tax_percent, kind is SpaceKind.TAX)
        _set_quietly(self.price, space.price)
        _set_quietly(self.house_price, space.house_price)
        _set_quietly(self.tax, space.tax)
        _set_quietly(self.tax_percent, space.tax_percent)
        labels = rent_labels(kind) if is_property else []
        for number, (label, rent) in enumerate(zip(self.rent_labels, self.rents)):
            used = number < len(labels)
            self.form.setRowVisible(rent, used)
            if used:
                label.setText(labels[number])
                rent.setAccessibleName(labels[number].rstrip(":"))
                _set_quietly(rent, space.rents[number] if number < len(space.rents) else 0)

    # ----------------------------------------------------------------- changes

    def _change(self, label: str, field: str, **changes: object) -> None:
        board = self.document.board
        space = board.spaces[self.index]
        self.document.change(label.format(space=self._space_word()), with_space(board, self.index, **changes),
                             key=("space", space.id, field))

    def _rename(self, field: str, edit: QLineEdit) -> None:
        text = edit.text().strip()
        space = self.document.board.spaces[self.index]
        if not text:  # a space always has a name: the old one comes back
            _set_quietly(edit, getattr(space, field))
            return
        if text != getattr(space, field):
            label = self.tr("Rename {space}") if field == "name" else self.tr("Spanish name of {space}")
            self._change(label, field, **{field: text})

    def _set(self, field: str, value: int, label: str) -> None:
        if getattr(self.document.board.spaces[self.index], field) != value:
            self._change(label, field, **{field: value})

    def _set_rent(self, number: int, value: int) -> None:
        rents = list(self.document.board.spaces[self.index].rents)
        if number < len(rents) and rents[number] != value:
            rents[number] = value
            self._change(self.tr("Rents of {space}"), "rents", rents=tuple(rents))

    def _kind_picked(self, row: int) -> None:
        kind = SpaceKind(self.kind.itemData(row))
        space = self.document.board.spaces[self.index]
        if kind is not space.kind:
            board = self.document.board
            # Stepping through the kinds with the arrow keys is one undo step, as typing a price is.
            self.document.change(self.tr("{space}: {kind}").format(space=self._space_word(), kind=kind_name(kind)),
                                 with_space(board, self.index, **kind_changed(space, kind)), key=("space", space.id, "kind"))

    def _group_picked(self, row: int) -> None:
        group = self.group.itemData(row)
        if group != self.document.board.spaces[self.index].group:
            self._change(self.tr("Colour group of {space}"), "group", group=group)


class GroupsForm(QWidget):
    """The colour groups: a list to pick one, its names, colour and marker letters; add, remove."""

    def __init__(self, document: BoardDocument, ask_colour: Callable[[QColor], QColor] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("groupsForm")
        self.document = document
        # How a colour is asked for (a test answers without a dialog).
        self.ask_colour = ask_colour or (lambda colour: QColorDialog.getColor(colour, self, self.tr("Group Colour")))
        self.list = QListWidget(self)
        self.list.setObjectName("groupList")
        self.list.setAccessibleName(self.tr("Colour groups"))
        self.add_button = QPushButton(self.tr("&Add Group"), self)
        self.add_button.setObjectName("addGroupButton")
        self.remove_button = QPushButton(self.tr("&Remove Group"), self)
        self.remove_button.setObjectName("removeGroupButton")
        self.remove_button.setToolTip(self.tr("Remove the group; its streets are left without one"))
        self.name = _name_edit(self, MAX_SPACE_NAME_LENGTH, self.tr("Group name in English"))
        self.name.setObjectName("groupName")
        self.name_es = _name_edit(self, MAX_SPACE_NAME_LENGTH, self.tr("Group name in Spanish"))
        self.name_es.setObjectName("groupNameEs")
        letters = QRegularExpressionValidator(QRegularExpression("[A-Za-z]?"), self)
        self.marker = _name_edit(self, 1, self.tr("Marker letter"))
        self.marker.setObjectName("groupMarker")
        self.marker.setValidator(letters)
        self.marker.setToolTip(self.tr("One capital letter: the group told apart without its colour"))
        self.marker_es = _name_edit(self, 1, self.tr("Marker letter in Spanish"))
        self.marker_es.setObjectName("groupMarkerEs")
        self.marker_es.setValidator(QRegularExpressionValidator(QRegularExpression("[A-Za-zÁÉÍÓÚÑáéíóúñ]?"), self))
        self.marker_es.setToolTip(self.tr("Empty: the same letter as in English"))
        self.colour_button = QPushButton(self.tr("&Colour…"), self)
        self.colour_button.setObjectName("groupColourButton")

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("Name in &Spanish:"), self.name_es)
        form.addRow(self.tr("Colour:"), self.colour_button)
        form.addRow(self.tr("&Letter:"), self.marker)
        form.addRow(self.tr("Letter in S&panish:"), self.marker_es)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        layout.addLayout(form)

        self.list.currentRowChanged.connect(lambda _row: self._show_group())
        self.add_button.clicked.connect(self.add)
        self.remove_button.clicked.connect(self.remove)
        self.colour_button.clicked.connect(self.pick_colour)
        self.name.editingFinished.connect(lambda: self._text("name", self.name, self.tr("Rename group {group}")))
        self.name_es.editingFinished.connect(lambda: self._text("name_es", self.name_es, self.tr("Spanish name of group {group}")))
        self.marker.editingFinished.connect(lambda: self._text("marker", self.marker, self.tr("Letter of group {group}")))
        self.marker_es.editingFinished.connect(
            lambda: self._text("marker_es", self.marker_es, self.tr("Spanish letter of group {group}")))

    def current(self) -> int:
        return self.list.currentRow()

    def show_board(self, board: SquareBoard) -> None:
        row = max(0, self.list.currentRow())
        spanish = board_names_in_spanish()
        self.list.blockSignals(True)
        self.list.clear()
        for group in board.groups:
            count = len(board.streets(group.id))
            item = QListWidgetItem(self.tr("{letter} · {name} (%n street(s))", "", count).format(
                letter=group.shown_marker(spanish), name=shown(group.shown_name(spanish), 30)))
            item.setData(Qt.ItemDataRole.UserRole, group.id)
            colour = QColor(group.colour)
            item.setIcon(_swatch(colour))
            self.list.addItem(item)
        if board.groups:
            self.list.setCurrentRow(min(row, len(board.groups) - 1))
        self.list.blockSignals(False)
        self._show_group()

    def _show_group(self) -> None:
        board = self.document.board
        number = self.current()
        has = 0 <= number < len(board.groups)
        for widget in (self.name, self.name_es, self.marker, self.marker_es, self.colour_button, self.remove_button):
            widget.setEnabled(has)
        if not has:
            for edit in (self.name, self.name_es, self.marker, self.marker_es):
                _set_quietly(edit, "")
            self.colour_button.setIcon(_swatch(QColor("#ffffff")))
            return
        group = board.groups[number]
        _set_quietly(self.name, group.name)
        _set_quietly(self.name_es, group.name_es)
        _set_quietly(self.marker, group.marker)
        _set_quietly(self.marker_es, group.marker_es)
        self.colour_button.setIcon(_swatch(QColor(group.colour)))
        self.colour_button.setToolTip(group.colour)

    def _group_word(self) -> str:
        group = self.document.board.groups[self.current()]
        return shown(group.shown_name(board_names_in_spanish()), 30)

    def _change(self, label: str, field: str, **changes: object) -> None:
        board = self.document.board
        number = self.current()
        self.document.change(label.format(group=self._group_word()), with_group(board, number, **changes),
                             key=("group", board.groups[number].id, field))

    def _text(self, field: str, edit: QLineEdit, label: str) -> None:
        number = self.current()
        board = self.document.board
        if not 0 <= number < len(board.groups):
            return
        group = board.groups[number]
        text = edit.text().strip()
        if field in ("marker", "marker_es"):
            text = text.upper()
        if not text and field != "marker_es":  # a name and a letter are needed: the old one comes back
            _set_quietly(edit, getattr(group, field))
            return
        if text != getattr(group, field):
            self._change(label, field, **{field: text})

    def pick_colour(self) -> None:
        number = self.current()
        board = self.document.board
        if not 0 <= number < len(board.groups):
            return
        colour = self.ask_colour(QColor(board.groups[number].colour))
        if colour.isValid():
            self._change(self.tr("Colour of group {group}"), "colour", colour=colour.name().lower())

    def add(self) -> None:
        board = self.document.board
        self.document.change(self.tr("Add colour group"), add_group(board, "New group", "Grupo nuevo"))
        self.list.setCurrentRow(len(self.document.board.groups) - 1)

    def remove(self) -> None:
        number = self.current()
        board = self.document.board
        if 0 <= number < len(board.groups):
            self.document.change(self.tr("Remove colour group {group}").format(group=self._group_word()),
                                 remove_group(board, number))


def _swatch(colour: QColor) -> QIcon:
    """A small square of ``colour``, a group's icon."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(colour)
    return QIcon(pixmap)


class BoardForm(QWidget):
    """The board's own settings: its names, the salary, the starting cash, the jail fine and the bank's stock."""

    def __init__(self, document: BoardDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardForm")
        self.document = document
        self.name = _name_edit(self, MAX_BOARD_NAME_LENGTH, self.tr("Board name in English"))
        self.name.setObjectName("boardName")
        self.name_es = _name_edit(self, MAX_BOARD_NAME_LENGTH, self.tr("Board name in Spanish"))
        self.name_es.setObjectName("boardNameEs")
        self.salary = _spin(self, MAX_BOARD_MONEY, self.tr("Salary"))
        self.salary.setObjectName("boardSalary")
        self.starting_cash = _spin(self, MAX_BOARD_MONEY, self.tr("Starting cash"))
        self.starting_cash.setObjectName("boardStartingCash")
        self.jail_fine = _spin(self, MAX_BOARD_MONEY, self.tr("Jail fine"))
        self.jail_fine.setObjectName("boardJailFine")
        self.houses = _spin(self, MAX_STOCK, self.tr("Houses"))
        self.houses.setObjectName("boardHouses")
        self.hotels = _spin(self, MAX_STOCK, self.tr("Hotels"))
        self.hotels.setObjectName("boardHotels")
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("Name in &Spanish:"), self.name_es)
        form.addRow(self.tr("Salary (passing &GO):"), self.salary)
        form.addRow(self.tr("Starting &cash:"), self.starting_cash)
        form.addRow(self.tr("&Jail fine:"), self.jail_fine)
        form.addRow(self.tr("&Houses in the bank:"), self.houses)
        form.addRow(self.tr("H&otels in the bank:"), self.hotels)
        self.name.editingFinished.connect(self._name)
        self.name_es.editingFinished.connect(self._name_es)
        for field, spin, label in (
            ("salary", self.salary, self.tr("Salary")),
            ("starting_cash", self.starting_cash, self.tr("Starting cash")),
            ("jail_fine", self.jail_fine, self.tr("Jail fine")),
            ("houses", self.houses, self.tr("Houses in the bank")),
            ("hotels", self.hotels, self.tr("Hotels in the bank")),
        ):
            spin.valueChanged.connect(lambda value, f=field, text=label: self._set(f, value, text))

    def show_board(self, board: SquareBoard) -> None:
        _set_quietly(self.name, board.name)
        _set_quietly(self.name_es, board.name_es)
        for field in ("salary", "starting_cash", "jail_fine", "houses", "hotels"):
            _set_quietly(getattr(self, field), getattr(board, field))

    def _set(self, field: str, value: object, label: str) -> None:
        board = self.document.board
        if getattr(board, field) != value:
            self.document.change(label, with_board(board, **{field: value}), key=("board", field))

    def _name(self) -> None:
        text = self.name.text().strip()
        if not text:
            _set_quietly(self.name, self.document.board.name)
            return
        self._set("name", text, self.tr("Board name"))

    def _name_es(self) -> None:
        self._set("name_es", self.name_es.text().strip(), self.tr("Board name in Spanish"))
