"""A player's houses and mortgages, from their card's "Houses…" (the traditional game).

While the dice change hands anyone may build, sell buildings back, mortgage and lift
mortgages (004; the engine's ``traditional.between_turns``); the player to act may do so on
their own turn too. :func:`house_choices` is the Qt-free model: what ``seat`` may do now,
each with its amount, read from the engine's listing (``rules_for(state).house_actions``).
:class:`HousesDialog` puts it into words: one line a choice, "Do it" (or Enter, or a double
click) applies it through the controller, and the list follows the game while it is open.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop.core.engine.kernel.actions import IllegalActionError, Mortgage, Unmortgage
from ubuild_desktop.core.engine.kernel.actions import Action
from ubuild_desktop.core.engine.traditional.actions import BuildHouse, SellBuilding, SellGroupBuildings
from ubuild_desktop.core.engine.traditional.between_turns import ByPlayer
from ubuild_desktop.core.engine.traditional.money import HOTEL, sale_value
from ubuild_desktop.core.usertext import shown
from ubuild_desktop.screen_fit import keep_on_screen
from ubuild_desktop.words import money_for

from ..controller import GameController
from ..plugin import rules_for
from ..game_words import refusal_words

BUILD, SELL, SELL_GROUP, MORTGAGE, LIFT = "build", "sell", "sell-group", "mortgage", "lift"


@dataclass(frozen=True, slots=True)
class HouseChoice:
    """One thing a player may do with houses or mortgages now."""

    action: Action  # as the engine takes it: plain for the player to act, naming the player otherwise
    what: str  # BUILD, SELL, SELL_GROUP, MORTGAGE or LIFT
    street: int  # the property's index
    hotel: bool  # a hotel is built (on four houses) or sold (back to four houses)
    amount: int  # paid (build, lift) or received (sell, mortgage)


def house_choices(state: Any, seat: int) -> list[HouseChoice]:
    """What ``seat`` may do now with houses and mortgages, in the engine's order."""
    game = state.game
    book = state.book
    out: list[HouseChoice] = []
    for action in rules_for(state).house_actions(state, seat):
        plain = action.plain() if isinstance(action, ByPlayer) else action
        if isinstance(plain, (BuildHouse, SellBuilding, SellGroupBuildings)):
            d = game.ids.index(plain.street)
            if isinstance(plain, BuildHouse):
                out.append(HouseChoice(action, BUILD, d, state.buildings[d] == 4, game.house_price[d]))
            elif isinstance(plain, SellBuilding):
                out.append(HouseChoice(action, SELL, d, state.buildings[d] == HOTEL, game.house_price[d] // 2))
            else:
                total = sum(sale_value(state, s) for s in game.group_streets[game.group[d]])
                out.append(HouseChoice(action, SELL_GROUP, d, False, total))
        elif isinstance(plain, Mortgage):
            d = game.ids.index(plain.district)
            out.append(HouseChoice(action, MORTGAGE, d, False, book.mortgage_value(state, d)))
        elif isinstance(plain, Unmortgage):
            d = game.ids.index(plain.district)
            out.append(HouseChoice(action, LIFT, d, False, book.lift_cost(state, d)))
    return out


class HousesDialog(QDialog):
    """One player's builds, sales and mortgages now (see the module docstring)."""

    def __init__(self, controller: GameController, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("housesDialog")
        self.controller = controller
        self.seat = seat
        name = shown(controller.state.player_names[seat])
        self.setWindowTitle(self.tr("{name}: houses and mortgages").format(name=name))
        self.intro = QLabel(self)
        self.intro.setObjectName("housesIntro")
        self.intro.setWordWrap(True)
        self.choices = QListWidget(self)
        self.choices.setObjectName("houseChoices")
        self.choices.setAccessibleName(self.tr("What {name} may do now").format(name=name))
        self.choices.itemActivated.connect(lambda _item: self.do_it())
        self.problem = QLabel(self)
        self.problem.setObjectName("housesProblem")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.do_button = self.buttons.addButton(self.tr("Do it"), QDialogButtonBox.ButtonRole.ApplyRole)
        self.do_button.setObjectName("houseDoButton")
        self.do_button.setDefault(True)
        self.do_button.clicked.connect(lambda: self.do_it())
        close = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setObjectName("housesCloseButton")
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.choices, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(520, 420)
        keep_on_screen(self)
        controller.changed.connect(self.refresh)
        self.finished.connect(lambda _=0: controller.changed.disconnect(self.refresh))
        self.refresh()

    def refresh(self) -> None:
        """The choices as the game now stands (the list keeps the chosen line's place)."""
        state = self.controller.state
        money = money_for(state.book)
        name = shown(state.player_names[self.seat])
        row = max(0, self.choices.currentRow())
        choices = house_choices(state, self.seat)
        between = bool(choices) and isinstance(choices[0].action, ByPlayer)
        cash = money(state.cash[self.seat])
        if not choices:
            self.intro.setText(self.tr("{name} has {cash}. Nothing to build, sell or mortgage now: "
                                       "that waits for the dice to change hands.").format(name=name, cash=cash))
        elif between:
            self.intro.setText(self.tr("{name} has {cash}. While the dice change hands anyone may build, "
                                       "sell and mortgage; the next roll ends it.").format(name=name, cash=cash))
        else:
            self.intro.setText(self.tr("{name} has {cash}.").format(name=name, cash=cash))
        self.choices.clear()
        rules = rules_for(state)
        for choice in choices:
            street = rules.property_name(state, state.game.ids[choice.street])
            amount = money(choice.amount)
            if choice.what == BUILD:
                text = (self.tr("Build a hotel on {street}: {amount}") if choice.hotel
                        else self.tr("Build a house on {street}: {amount}"))
            elif choice.what == SELL:
                text = (self.tr("Sell the hotel of {street}: +{amount}") if choice.hotel
                        else self.tr("Sell a house of {street}: +{amount}"))
            elif choice.what == SELL_GROUP:
                text = self.tr("Sell every building of {street}'s group: +{amount}")
            elif choice.what == MORTGAGE:
                text = self.tr("Mortgage {street}: +{amount}")
            else:
                text = self.tr("Lift the mortgage on {street}: {amount}")
            item = QListWidgetItem(text.format(street=street, amount=amount))
            item.setData(Qt.ItemDataRole.UserRole, choice.action)
            self.choices.addItem(item)
        if choices:
            self.choices.setCurrentRow(min(row, len(choices) - 1))
        self.do_button.setEnabled(bool(choices))

    def do_it(self) -> None:
        """Apply the chosen line (checked by the engine; a refusal is shown, never raised)."""
        item = self.choices.currentItem()
        if item is None:
            return
        action = item.data(Qt.ItemDataRole.UserRole)
        try:
            self.controller.act(action)
        except IllegalActionError as exc:
            self.problem.setText(refusal_words(self.controller.state, exc))
            return
        self.problem.clear()
