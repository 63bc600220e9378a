"""The turn panel's sections: one small widget for each part of :class:`~.turn_model.TurnModel`.

Each section puts its part of the model on screen with ``show_part(part)`` (``None``
hides it) and lists its controls with the actions each stands for (``bindings``, in the
order :meth:`TurnPanel.offered` reports them). A click sends the one action a control
stands for through ``acted``; a control built from the player's input (a bid, blocks, a
mortgage) asks the engine before it offers anything. No section knows a rule: what shows,
what is enabled, the limits and the defaults all come from the model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QAbstractButton, QBoxLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QWidget

from ubuild_desktop.core.engine.kernel.actions import Action
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.words import money_for

from . import game_words
from .controller import GameController

Binding = tuple[QAbstractButton, Callable[[], list[Action]]]
# The keys of the decisions (one letter each, shown in the buttons' tooltips; a hidden
# section's keys are off, so the two games' build buttons share theirs).
BUILD_KEY = "U"
MORTGAGE_KEY = "M"
DEAL_KEY = "T"
HEADING_SCALE = 1.5  # the heading's size, in the panel's text size
SPACING = 4  # between the controls (the panel's own spacing: a 1024x640 window shows every control at once)


def make_button(parent: QWidget, name: str, primary: bool = False) -> QPushButton:
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setMinimumHeight(32)
    if primary:
        button.setProperty("primary", True)
    return button


def make_label(parent: QWidget, rich: bool = True) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    if rich:
        label.setTextFormat(Qt.TextFormat.RichText)
    return label


def pair(first: QWidget, second: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addWidget(first)
    row.addWidget(second)
    return row


def given(action: Action | None) -> list[Action]:
    return [] if action is None else [action]


class Controls(QObject):
    """A section's controls that stand for actions: clicks, keys and :meth:`TurnPanel.offered`."""

    acted = Signal(object)  # the Action a control sends

    def __init__(self, section: QWidget) -> None:
        super().__init__(section)
        self.bindings: list[Binding] = []

    def bind(self, button: QPushButton, make: Callable[[], list[Action]], sends: bool = True) -> QPushButton:
        """``button`` stands for the actions ``make`` lists; a click sends the one it lists."""
        self.bindings.append((button, make))
        if sends:
            button.clicked.connect(lambda _=False: self._clicked(make))
        return button

    def _clicked(self, make: Callable[[], list[Action]]) -> None:
        actions = make()
        if len(actions) == 1:
            self.acted.emit(actions[0])

    def key(self, button: QAbstractButton, key: str) -> None:
        """One key per common decision (shown in the tooltip); a hidden or disabled button
        ignores its key, so a key can never do what the engine would refuse."""
        parent = self.parent()
        assert isinstance(parent, QWidget)
        shortcut = QShortcut(QKeySequence(key), parent)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(lambda: press(button))
        button.setToolTip(key_tip(key))


class EnterPresses(QObject):
    """Enter in ``widget`` (a combo box of a section) presses ``button``, the section's action."""

    def __init__(self, widget: QWidget, button: QAbstractButton) -> None:
        super().__init__(widget)
        self._button = button
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            press(self._button)
            return True
        return False


def legal_only(state: State, action: Action) -> list[Action]:
    """``[action]`` if the engine would take it now, else nothing (a control built from input)."""
    return [action] if state.is_legal(action) else []


class Words:
    """What every section writes the same way: money in the game's own (U-Build's $k or
    the traditional game's whole units) and a property's name (a district's, or a
    square board's space), for the controller's game."""

    controller: GameController

    def money(self, amount: int) -> str:
        return money_for(self.controller.state.book)(amount)

    def card_name(self, card: Any) -> str:
        """The translated name of the property ``card`` (a district card, or a ``PropertyCard``)."""
        return game_words.property_name(self.controller.state, card.id)


class Section(Words, QWidget):
    """One part of the turn panel: a row of buttons (hidden when its part is None)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.controls = Controls(self)

    @property
    def state(self) -> State:
        return self.controller.state

    def _row(self) -> QHBoxLayout:
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(SPACING)
        return row


class StackingRow:
    """A section whose buttons stand side by side, or one over the other where the panel is
    too narrow for them on one line (a long district name on the Buy button in TV mode's
    text: the panel scrolled sideways, even at 1920x1080). Mixed into a :class:`Section`
    whose layout is :meth:`Section._row`."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()  # type: ignore[misc]
        return QSize(max((button.sizeHint().width() for button in self._stacked()), default=0), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # type: ignore[misc]
        self.stack_for(event.size().width())

    def stack_for(self, width: int) -> None:
        """The buttons on one line if ``width`` holds them, else one over the other."""
        row = self.layout()  # type: ignore[attr-defined]
        shown = self._stacked()
        side_by_side = sum(button.sizeHint().width() for button in shown) + row.spacing() * max(0, len(shown) - 1)
        direction = QBoxLayout.Direction.LeftToRight if width >= side_by_side else QBoxLayout.Direction.TopToBottom
        if row.direction() != direction:
            row.setDirection(direction)

    def _stacked(self) -> list[QWidget]:
        row = self.layout()  # type: ignore[attr-defined]
        items = (row.itemAt(i).widget() for i in range(row.count()))
        return [widget for widget in items if widget is not None and not widget.isHidden()]


class BoxSection(Words, QGroupBox):
    """One part of the turn panel: a titled box of controls (hidden when its part is None)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.controls = Controls(self)

    @property
    def state(self) -> State:
        return self.controller.state


def key_tip(key: str) -> str:
    return QCoreApplication.translate("TurnPanel", "Key: {key}").format(key=key)


def press(button: QAbstractButton) -> None:
    """Click ``button`` from the keyboard, if it is there to click."""
    if button.isVisibleTo(button.window()) and button.isEnabled():
        button.click()


class OwnSection:
    """What a rule set's own section of the turn panel (its plug-in's ``turn_sections``
    makes them) tells the panel: the part of the model it shows (``part_name``: a name of
    :attr:`TurnModel.own`), the shared section it is laid out above (``before``), the
    names the panel gives it and its controls (``panel_names``: "tax"; ``control_names``:
    "tax_fixed_button"...),
    and where its controls rank when the panel chooses the main action (``focus``: (rank,
    control's name); see :data:`FOCUS_RANKS`). A section that picks a site on the board
    has a ``pickRequested`` signal."""

    part_name: str = ""
    before: str = "mortgages"
    panel_names: tuple[str, ...] = ()  # the panel's names of the section
    control_names: tuple[str, ...] = ()  # the panel's names of its controls (the section's attributes of those names)
    focus: tuple[tuple[int, str], ...] = ()


# Where the shared controls rank when the panel chooses the main action (the lowest
# visible and enabled first); a rule set's own controls rank between them.
FOCUS_RANKS = {"dice_entry": 10, "roll_button": 20, "buy_button": 40, "bid_spin": 50, "accept_button": 60,
               "pay_debt_button": 70, "guide": 80, "end_button": 100, "done_button": 150, "ranking_button": 160}
