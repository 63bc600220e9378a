"""The turn panel: the controls for exactly what the engine allows the player to act now.

:meth:`TurnPanel.refresh` builds the :class:`~.turn_model.TurnModel` (a pure reading of
the engine: ``legal_actions()``, ``is_legal()`` and the queries) and hands each section
widget (``turn_sections.py``) its part; the panel knows no rule and no phase. A button is
shown enabled only when an action it stands for is legal. :meth:`TurnPanel.offered` lists
every enabled control that sends an action, with the actions it stands for, so a test can
check that nothing offered would be refused. Picking a site on the board is a typed
:class:`~.turn_model.PickMode`.
"""

from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QGridLayout, QHBoxLayout, QLabel, QLayout, QVBoxLayout, QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.core.engine.kernel.actions import Action, IllegalActionError, ProposeDeal, RejectDeal
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.core.usertext import shown_html

from .board import MoverBoard
from .controller import GameController
from .plugin import rules_for, turn_sections_of
from .turn_auction import AuctionBox
from .turn_buttons import BuyButtons, DealButton, DoneButton, EndTurnButton, JailButton, RankingButton, RollButton, TableDice
from .game_words import refusal_words
from .turn_model import PickMode, TurnModel
from .turn_money import DealAnswerBox, DebtBox, MortgagesBox
from .turn_pick import PickBox
from .turn_sections import FOCUS_RANKS, SPACING, Binding, BoxSection, OwnSection, Section
from .turn_status import HeadingLine, StatusLine
from .dice import DiceWidget
from .widgets import ChanceCardWidget


class TurnPanel(QWidget):
    """What the player to act may do, as buttons, spin boxes and highlighted sites."""

    dealRequested = Signal()
    rankingRequested = Signal()
    pickChanged = Signal()

    def __init__(self, controller: GameController, board: MoverBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.setObjectName("turnPanel")
        self._pick: PickMode | None = None
        self.last_error = ""
        self.busy = False
        self._decision: tuple[object, ...] | None = None  # the decision the focus was last put on
        self._computer_turn = False  # a computer was to act at the last refresh (_hold_keys)
        self.model: TurnModel | None = None  # what the panel shows (refresh builds it)

        self.heading = HeadingLine(controller, self)
        self.situation = StatusLine(controller, self.heading, self)
        # What just happened that the player must not miss (a deal turned down): shown
        # until a human decides again, so the computers playing on do not hide it.
        self._refused: tuple[int, int, int] | None = None  # (history length then, proposer, partner)
        controller.replaced.connect(self._forget_refusal)
        self.notice = QLabel(self)
        self.notice.setObjectName("turnNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.RichText)
        theme.style(self.notice, lambda t: (
            f"#turnNotice {{ background: {t.notice}; border: 1px solid {t.notice_border}; border-radius: 6px;"
            f" padding: 6px; color: {t.notice_text}; }}"))
        self.notice.hide()
        self.dice = DiceWidget(self)
        self.card = ChanceCardWidget(self)

        # One widget per section of the model (made in the keyboard's focus order); the
        # rule set's own sections come from its plug-in.
        self.table_dice = TableDice(controller, self)  # a table-dice game: the dice rolled at the table
        self.rolling = RollButton(controller, self)
        self.jail = JailButton(controller, self)
        self.buying = BuyButtons(controller, self)
        self.auction = AuctionBox(controller, self)
        self.own: list[OwnSection] = turn_sections_of(rules_for(controller.state), controller, self)
        self.done = DoneButton(controller, self)
        self.pick = PickBox(controller, self)
        self.debt = DebtBox(controller, self)
        self.mortgages = MortgagesBox(controller, self)
        self.deal = DealButton(controller, self)
        self.deal_answer = DealAnswerBox(controller, self)
        self.end_turn = EndTurnButton(controller, self)
        self.ranking = RankingButton(controller, self)
        # offered() lists their controls in this order.
        sections: list[Section | BoxSection] = [
            self.table_dice, self.rolling, self.jail, self.buying, self.auction, *self.own, self.done,  # type: ignore[list-item]
            self.debt, self.mortgages, self.deal_answer, self.end_turn,
        ]
        self._bindings: list[Binding] = [binding for section in sections for binding in section.controls.bindings]
        for section in sections:
            section.controls.acted.connect(self.send)
        for own in self.own:
            picks = getattr(own, "pickRequested", None)
            if picks is not None:
                picks.connect(self.start_picking)
            for name in own.panel_names:  # the panel's names of the section and its controls
                setattr(self, name, own)
            for name in own.control_names:
                setattr(self, name, getattr(own, name))
        self.pick.cancelled.connect(lambda: self.cancel_picking())
        self.pick.districtChosen.connect(self._attach_chosen)
        self.deal.requested.connect(self.dealRequested)
        self.ranking.requested.connect(self.rankingRequested)

        # The controls by name (the window, the keys and the tests reach them here).
        self.header, self.status = self.heading, self.situation
        self.dice_entry = self.table_dice.dice_entry
        self.roll_button, self.fine_button = self.rolling.roll_button, self.jail.fine_button
        self.jail_card_button = self.jail.card_button
        self.buy_button, self.auction_button = self.buying.buy_button, self.buying.auction_button
        self.auction_box, self.auction_label = self.auction, self.auction.auction_label
        self.bid_spin, self.bid_button, self.pass_button = self.auction.bid_spin, self.auction.bid_button, self.auction.pass_button
        self.done_button, self.end_button = self.done.done_button, self.end_turn.end_button
        self.pick_box, self.cancel_pick = self.pick, self.pick.cancel_pick
        self.debt_box, self.debt_label = self.debt, self.debt.debt_label
        self.pay_debt_button, self.bankrupt_button = self.debt.pay_debt_button, self.debt.bankrupt_button
        self.mortgage_box, self.mortgage_combo, self.mortgage_button = (
            self.mortgages, self.mortgages.mortgage_combo, self.mortgages.mortgage_button)
        self.mortgage_effect = self.mortgages.mortgage_effect
        self.deal_box, self.deal_label = self.deal_answer, self.deal_answer.deal_label
        self.accept_button, self.reject_button = self.deal_answer.accept_button, self.deal_answer.reject_button
        self.deal_button, self.ranking_button = self.deal.deal_button, self.ranking.ranking_button

        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.dice)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 0)  # the last control at the bottom: a small window scrolls no sooner
        layout.setSpacing(SPACING)
        layout.addLayout(top)
        layout.addWidget(self.situation)
        layout.addWidget(self.notice)
        layout.addWidget(self.card)
        layout.addWidget(self.table_dice)
        row = QHBoxLayout()
        for section in (self.rolling, self.jail, self.buying, self.done, self.end_turn):
            row.addWidget(section)
        layout.addLayout(row)
        column: list[QWidget] = [self.pick, self.auction, self.debt, self.deal_answer, self.mortgages, self.deal, self.ranking]
        names = {"pick": self.pick, "auction": self.auction, "debt": self.debt, "deal_answer": self.deal_answer,
                 "mortgages": self.mortgages, "deal": self.deal, "ranking": self.ranking}
        for own in self.own:  # above the shared section each names, in the plug-in's order
            anchor = names.get(own.before, self.mortgages)
            later = [w for w in column if getattr(w, "before", None) == own.before]
            column.insert(column.index(later[-1]) + 1 if later else column.index(anchor), own)  # type: ignore[arg-type]
        for section in column:
            layout.addWidget(section)
        layout.addStretch(1)
        self._order_tab_chain()
        self.refresh()

    # ------------------------------------------------------------------ the keyboard

    def tab_chain(self) -> list[QWidget]:
        """The panel's controls in the order they are laid out: from the top down, and from
        left to right along a row (a grid's by its rows)."""
        out: list[QWidget] = []

        def walk_layout(layout: QLayout) -> None:
            items = [layout.itemAt(i) for i in range(layout.count())]
            if isinstance(layout, QGridLayout):
                places = [tuple(layout.getItemPosition(i)[:2]) for i in range(layout.count())]
                items = [item for _, item in sorted(zip(places, items, strict=True), key=lambda pair: pair[0])]
            for item in items:
                if item.widget() is not None:
                    walk_widget(item.widget())
                elif item.layout() is not None:
                    walk_layout(item.layout())

        def walk_widget(widget: QWidget) -> None:
            if isinstance(widget, (QAbstractButton, QComboBox, QAbstractSpinBox)):
                if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                    out.append(widget)
            elif widget.layout() is not None:
                walk_layout(widget.layout())

        walk_layout(self.layout())
        return out

    def _order_tab_chain(self) -> None:
        """Tab goes through the controls as they are laid out (not as they were made)."""
        chain = self.tab_chain()
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------------ actions

    @property
    def state(self) -> State:
        return self.controller.state

    def offered(self) -> list[tuple[QAbstractButton, list[Action]]]:
        """Every visible, enabled control that sends an action, with the actions it stands
        for (checked by tests). "Propose a deal…" sends none: it opens the deal sheet, which
        checks its offer with the engine."""
        return [(button, make()) for button, make in self._bindings if button.isVisibleTo(self) and button.isEnabled()]

    def target_actions(self) -> list[Action]:
        """The action each highlighted site on the board would send."""
        return [a for a in (self._pick_action(c) for c in self.board.target_cells()) if a is not None]

    def send(self, action: Action) -> None:
        """Send one decision to the controller (the engine checks it)."""
        self.cancel_picking(refresh=False)
        self._refused = None  # a human decides: the news of a refusal is old
        try:
            self.controller.act(action)
        except IllegalActionError as exc:  # the engine refused: say so, change nothing
            self.last_error = refusal_words(self.controller.state, exc)
            self.situation.show_error(
                f"<span style='color:{theme.current().error}'>{html.escape(self.last_error, quote=False)}</span>")

    # ------------------------------------------------------------------ refresh

    def set_busy(self, busy: bool) -> None:
        """While dice tumble and movers step, the controls wait."""
        self.busy = busy
        self.refresh()

    def refresh(self) -> None:
        """Show the controls for what the player to act may do now; a new decision gets the focus."""
        controller = self.controller
        state = self.state
        computers = frozenset(s for s in range(len(controller.seats)) if controller.is_computer(s))
        model = rules_for(state).turn_model(state, computers, table_dice=controller.table_dice, busy=self.busy,
                                            pick=self._pick)
        self.model = model
        self._show(model)
        seat = controller.seat_to_act()
        decision = (len(state.history), seat, state.phase, self._pick)
        if decision != self._decision and not self.busy and (state.is_terminal() or (
                seat is not None and not controller.is_computer(seat))):
            self._decision = decision
            self.focus_main_action()
        computer_turn = seat is not None and controller.is_computer(seat)
        if computer_turn and not self._computer_turn:
            self._hold_keys()
        self._computer_turn = computer_turn

    def _hold_keys(self) -> None:
        """A computer's turn begins: a control that took the keys when the turn's own went grey
        (Propose a deal…, a player's card or its Deal…) gives them to the panel itself, so that Enter
        pressed to hurry the computer opens nothing; the next human decision takes them back
        (:meth:`focus_main_action`). A control the player then chooses with Tab keeps them."""
        focused = QApplication.focusWidget()
        if focused is not None and focused is not self and self.window().isAncestorOf(focused):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show(self, model: TurnModel) -> None:
        refusal = self._refusal(model.seat)
        self.notice.setText(refusal)
        self.notice.setVisible(bool(refusal) and not model.ranking)
        self.heading.show_part(model.status)
        self.situation.show_part(model.status)
        self.table_dice.show_part(model.table_roll)
        self.rolling.show_part(model.roll)
        self.jail.show_part(model.jail)
        self.buying.show_part(model.buy)
        self.auction.show_part(model.auction)
        self.done.show_part(model.done)
        self.end_turn.show_part(model.end_turn)
        self.pick.show_part(model.pick)
        self.debt.show_part(model.debt)
        self.deal_answer.show_part(model.deal_answer)
        self.mortgages.show_part(model.mortgages)
        self.deal.show_part(model.deal_button)
        self.ranking.show_part(model.ranking)
        for own in self.own:
            own.show_part(model.part(own.part_name))  # type: ignore[attr-defined]
        pick = model.pick.mode if model.pick is not None else None
        if model.pick is not None:
            self.board.show_targets([cell for cell, _ in model.pick.targets], self._site_picked)
        else:
            self.board.clear_targets()
        if pick != self._pick:  # picking began (a hazard on the move) or ended (the game moved on)
            self._pick = pick
            self.pickChanged.emit()

    def main_action(self) -> QWidget | None:
        """The control a player most likely wants next (where the focus starts on a new decision)."""
        if self._pick is not None:
            return None  # the board has the focus: its highlighted sites are the choice
        guide = self.mortgage_button if self.mortgage_button.property("primary") else None
        ranked: list[tuple[int, QWidget | None]] = [
            (FOCUS_RANKS[name], guide if name == "guide" else getattr(self, name)) for name in FOCUS_RANKS]
        ranked += [(rank, getattr(own, name)) for own in self.own for rank, name in own.focus]
        ranked.sort(key=lambda pair: pair[0])
        for widget in (*(w for _, w in ranked), *(b for b, _ in self._bindings), self.deal_button):
            if widget is not None and widget.isVisibleTo(self) and widget.isEnabled():
                return widget
        return None

    def focus_main_action(self) -> None:
        """Put the keyboard focus on :meth:`main_action` (Enter or Space then does it)."""
        widget = self.main_action()
        if widget is None:
            return
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if widget is self.bid_spin:
            self.bid_spin.selectAll()  # type the amount over the lowest bid

    # ------------------------------------------------------------------ picking sites

    def start_picking(self, mode: PickMode) -> None:
        """Highlight the legal sites for ``mode``; a click on one sends the action."""
        self._pick = mode
        self.refresh()
        self.pickChanged.emit()

    def cancel_picking(self, refresh: bool = True) -> None:
        if self._pick is None:
            return
        self._pick = None
        self.board.clear_targets()
        if refresh:
            self.refresh()
        self.pickChanged.emit()

    @property
    def picking(self) -> PickMode | None:
        """The site being picked, if any."""
        return self._pick

    def _attach_chosen(self, district_id: str) -> None:
        """Another property for what is being built next to one (U-Build's special
        building): its sites light up."""
        if self._pick is not None and self._pick.district != district_id:
            self.start_picking(replace(self._pick, district=district_id))

    def _pick_action(self, cell: object) -> Action | None:
        """The action a click on ``cell`` sends (for the hazard to move: its first move)."""
        if self.model is None or self.model.pick is None:
            return None
        return next((action for site, action in self.model.pick.targets if site == cell), None)

    def _site_picked(self, cell: object) -> None:
        action = self._pick_action(cell)
        if self._pick is None or action is None:
            return
        assert self.model is not None and self.model.pick is not None  # an action came from its targets
        further = next((then for site, then in self.model.pick.further if site == cell), None)
        if further is not None:  # a first step (U-Build's hazard to move): now the next (where it goes)
            self.start_picking(further)
            return
        self.send(action)

    # ------------------------------------------------------------------ the notice

    def _forget_refusal(self) -> None:
        self._refused = None

    def _refusal(self, seat: int | None) -> str:
        """"Bo turned down your deal" from a refusal of a human's deal until a human decides again.

        Human decisions come through :meth:`send` (which forgets it) or the deal sheet (a
        new proposal); a take back forgets it too.
        """
        state = self.state
        history = state.history
        if history and isinstance(history[-1], RejectDeal) and (self._refused is None or self._refused[0] != len(history)):
            for event in reversed(state.events):
                if event.kind == "deal_rejected":
                    proposer, partner = int(event.get("proposer")), int(event.get("partner"))
                    if not self.controller.is_computer(proposer):
                        self._refused = (len(history), proposer, partner)
                    break
        if self._refused is None:
            return ""
        since, proposer, partner = self._refused
        if len(history) < since or any(isinstance(a, ProposeDeal) for a in history[since:]):
            self._refused = None
            return ""
        names = state.game.players
        if seat == proposer:
            text = self.tr("{partner} turned down your deal.").format(partner=shown_html(names[partner]))
        else:
            text = self.tr("{partner} turned down {proposer}'s deal.").format(
                partner=shown_html(names[partner]), proposer=shown_html(names[proposer]))
        return f"<b>{text}</b>"
