"""The turn panel's money decisions: a debt to pay, a deal to answer (and its summary), mortgages."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QStyle, QStyleOptionComboBox, QVBoxLayout, QWidget

from ubuild_desktop.core.engine.kernel.actions import Action, ProposeDeal
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.core.usertext import shown_html
from ubuild_desktop.words import money_for

from . import game_words
from .controller import GameController
from .elided_combo import ElidedComboBox
from .plugin import rules_for
from .turn_model import DealAnswerSection, DebtSection, MortgageKind, MortgagesSection
from .view_words import words_of
from .turn_sections import MORTGAGE_KEY, BoxSection, EnterPresses, given, legal_only, make_button, make_label, pair


class DebtBox(BoxSection):
    """A debt to pay: what, to whom, what mortgages could raise; pay or go bankrupt."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: DebtSection | None = None
        self.setTitle(self.tr("Raise money"))
        self.debt_label = make_label(self)
        self.pay_debt_button = self.controls.bind(make_button(self, "payDebtButton", True),
                                          lambda: given(self._part.pay if self._part else None))
        self.bankrupt_button = self.controls.bind(make_button(self, "bankruptButton"),
                                          lambda: given(self._part.bankrupt if self._part else None))
        box = QVBoxLayout(self)
        box.addWidget(self.debt_label)
        box.addLayout(pair(self.pay_debt_button, self.bankrupt_button))

    def show_part(self, part: DebtSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        debt = part.debt
        player = "" if debt.creditor < 0 else shown_html(self.state.game.players[debt.creditor])
        words = words_of(rules_for(self.state))
        self.debt_label.setText(self.tr("You owe <b>{amount}</b> to {creditor} ({reason}) and have {cash}.").format(
            amount=self.money(debt.amount), creditor=player or self.tr("the bank"),
            reason=game_words.debt_reason(self.state, debt), cash=self.money(part.cash))
            + "<br>" + words.raise_money(self.money(part.raisable)) + "<br>" + words.bankruptcy(self.state, player))
        self.pay_debt_button.setText(self.tr("Pay {amount}").format(amount=self.money(debt.amount)))
        self.pay_debt_button.setEnabled(part.pay is not None)
        self.bankrupt_button.setText(self.tr("Declare bankruptcy"))
        self.bankrupt_button.setEnabled(part.bankrupt is not None)


class DealAnswerBox(BoxSection):
    """A deal offered to the player: who gives what; accept or reject."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: DealAnswerSection | None = None
        self.setTitle(self.tr("A deal is on the table"))
        self.deal_label = make_label(self)
        self.deal_label.setObjectName("dealSummary")
        self.accept_button = self.controls.bind(make_button(self, "acceptDealButton", True),
                                        lambda: given(self._part.accept if self._part else None))
        self.reject_button = self.controls.bind(make_button(self, "rejectDealButton"),
                                        lambda: given(self._part.reject if self._part else None))
        self.controls.key(self.accept_button, "Y")
        self.controls.key(self.reject_button, "N")
        box = QVBoxLayout(self)
        box.addWidget(self.deal_label)
        box.addLayout(pair(self.accept_button, self.reject_button))

    def show_part(self, part: DealAnswerSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            return
        self.deal_label.setText(deal_summary_html(self.state, part.deal))
        self.accept_button.setText(self.tr("Accept"))
        self.reject_button.setText(self.tr("Reject"))
        self.accept_button.setEnabled(part.accept is not None)
        self.reject_button.setEnabled(part.reject is not None)


class MortgagesBox(BoxSection):
    """Mortgage a district, or lift a mortgage: the one chosen in the list, and the button
    that does it beside the list, or (when a long name would be cut off there) the list on
    a line of its own over what it changes and the button."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setTitle(self.tr("Mortgages"))
        self.mortgage_combo = ElidedComboBox(self)
        self.mortgage_combo.setObjectName("mortgageCombo")
        self.mortgage_combo.setAccessibleName(self.tr("District to mortgage or lift the mortgage on"))
        # The panel's width decides the combo's, not its longest item (a wide item would widen the panel).
        self.mortgage_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.mortgage_combo.setMinimumContentsLength(12)
        self.mortgage_effect = make_label(self, rich=False)
        self.mortgage_effect.setObjectName("mortgageEffect")
        self.mortgage_button = self.controls.bind(make_button(self, "mortgageButton"), self._chosen)
        self.controls.key(self.mortgage_button, MORTGAGE_KEY)
        EnterPresses(self.mortgage_combo, self.mortgage_button)
        self.mortgage_combo.currentIndexChanged.connect(self._update_button)
        self._grid = QGridLayout(self)
        self._grid.addWidget(self.mortgage_combo, 0, 0)
        self._grid.addWidget(self.mortgage_effect, 1, 0)
        self._grid.addWidget(self.mortgage_button, 0, 1)
        self._grid.setColumnStretch(0, 1)
        self._two_lines = False
        self.mortgage_effect.hide()
        self._guide = False
        self._cash = 0
        self._values: dict[Action, int] = {}
        self._kinds: dict[Action, MortgageKind] = {}

    def show_part(self, part: MortgagesSection | None) -> None:
        self.setVisible(part is not None)
        if part is None:
            return
        self._guide = part.guide
        self._cash = part.cash
        self._values = {choice.action: choice.value for choice in part.choices}
        self._kinds = {choice.action: choice.kind for choice in part.choices}
        current = self.mortgage_combo.currentData()
        self.mortgage_combo.blockSignals(True)
        self.mortgage_combo.clear()
        for choice in part.choices:
            name, value = self.card_name(choice.card), self.money(choice.value)
            if choice.kind is MortgageKind.HAND_OVER:
                text = self.tr("{name} (mortgaged: to the bank as payment, +{value})").format(name=name, value=value)
            else:
                text = (self.tr("{name} (+{value})") if choice.kind is MortgageKind.MORTGAGE
                        else self.tr("{name} (mortgaged, −{value})")).format(name=name, value=value)
            self.mortgage_combo.addItem(text, choice.action)
            self.mortgage_combo.setItemData(self.mortgage_combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
        self.mortgage_combo.setCurrentIndex(max(0, self.mortgage_combo.findData(current)) if current is not None else 0)
        self.mortgage_combo.blockSignals(False)
        self._update_button()
        self._arrange()

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._arrange()

    def needs_two_lines(self) -> bool:
        """Whether the list's longest item would be cut off beside the button."""
        combo = self.mortgage_combo
        widest = max((combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        needed = combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option,
                                                QSize(widest, combo.fontMetrics().height()), combo).width()
        margins = self._grid.contentsMargins()
        room = (self.width() - margins.left() - margins.right() - self._grid.horizontalSpacing()
                - self.mortgage_button.sizeHint().width())
        return needed + 4 > room

    def _arrange(self) -> None:
        """The button beside the list, or under it with what it changes when the list needs the room."""
        two = self.needs_two_lines()
        if two == self._two_lines:
            return
        self._two_lines = two
        self._grid.removeWidget(self.mortgage_button)
        self._grid.addWidget(self.mortgage_button, 1 if two else 0, 1)
        self._grid.removeWidget(self.mortgage_combo)
        self._grid.addWidget(self.mortgage_combo, 0, 0, 1, 2 if two else 1)
        self.mortgage_effect.setVisible(two)

    def _chosen(self) -> list[Action]:
        action = self.mortgage_combo.currentData()
        return legal_only(self.state, action) if action in self._kinds else []

    def _update_button(self) -> None:
        action = self.mortgage_combo.currentData()
        kind = self._kinds.get(action) if action is not None else None
        if kind is MortgageKind.HAND_OVER:
            self.mortgage_button.setText(self.tr("Hand to the bank"))
        else:
            self.mortgage_button.setText(self.tr("Lift") if kind is MortgageKind.LIFT else self.tr("Mortgage"))
        self.mortgage_combo.setToolTip(self.mortgage_combo.currentText())
        value = self._values.get(action, 0) if kind is not None else 0
        change = -value if kind is MortgageKind.LIFT else value
        self.mortgage_effect.setText(self.tr("{change} · cash after {after}").format(
            change=("+" if change >= 0 else "−") + self.money(abs(change)), after=self.money(self._cash + change)))
        self.mortgage_button.setEnabled(bool(self._chosen()))
        # In debt, with the payment not yet possible, mortgaging is the next step: say so.
        guide = self._guide and kind is MortgageKind.MORTGAGE and self.mortgage_button.isEnabled()
        if bool(self.mortgage_button.property("primary")) != guide:
            self.mortgage_button.setProperty("primary", guide)
            self.mortgage_button.style().unpolish(self.mortgage_button)
            self.mortgage_button.style().polish(self.mortgage_button)


def deal_summary_html(state: State, deal: ProposeDeal) -> str:
    """The deal in words: who gives what to whom."""
    game = state.game
    money = money_for(state.book)
    a, b = shown_html(game.players[deal.proposer]), shown_html(game.players[deal.partner])
    cards = (getattr(deal, "give_cards", ()), getattr(deal, "take_cards", ()))

    def side(ids: tuple[str, ...], cash: int, jail_cards: tuple[str, ...]) -> str:
        parts = [game_words.property_name(state, x) for x in ids]
        parts.extend(game_words.jail_card_words() for _ in jail_cards)
        if cash:
            parts.append(money(cash))
        return ", ".join(parts) if parts else QCoreApplication.translate("Play", "nothing")

    return QCoreApplication.translate("Play", "<b>{a}</b> offers <b>{b}</b>:<br>{a} gives: {give}<br>{b} gives: {take}").format(
        a=a, b=b, give=side(deal.give, deal.give_cash, cards[0]), take=side(deal.take, deal.take_cash, cards[1]))
