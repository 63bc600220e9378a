"""The play view's dialogs and pages: the deal sheet, a player's holdings, the final
ranking (the New game dialog is :mod:`.new_game`)."""

from __future__ import annotations

import html
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ubuild_desktop import theme
from ubuild_desktop.board import colours as board_colours
from ubuild_desktop.core.engine.kernel.actions import IllegalActionError, ProposeDeal
from ubuild_desktop.core.engine.kernel.records import Standing
from ubuild_desktop.core.engine.kernel.state import GameState as State
from ubuild_desktop.core.usertext import initial, shown, shown_html
from ubuild_desktop.screen_fit import keep_on_screen
from ubuild_desktop.words import money_for

from . import game_words
from .controller import GameController
from .plugin import HeldGroup, rules_for
from .seats import Seat
from .view_words import ViewWords, words_of
from .widgets import MoneySpinBox, name_fitting, pawn_icon, swatch_icon


class JailCardChoice(NamedTuple):
    """A get-out-of-jail card in a deal sheet's list (its card id), told apart from a property."""

    card: str


class DealSheet(QDialog):
    """A two-column deal: what each player gives (districts and cash); both must agree.

    The proposer confirms with "Propose"; the partner then accepts or rejects in the
    turn panel (or the computer answers).
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None, proposer: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealSheet")
        self.setWindowTitle(self.tr("Propose a deal"))
        self.controller = controller
        state = controller.state
        self.rules = rules_for(state)
        self.proposer = QComboBox(self)
        self.proposer.setObjectName("dealProposer")
        self.proposer.setAccessibleName(self.tr("Who proposes"))
        self.partner = QComboBox(self)
        self.partner.setObjectName("dealPartner")
        self.partner.setAccessibleName(self.tr("To whom"))
        proposers = [p for p in range(len(state.game.players)) if self.rules.can_propose(state, p)]
        turn = state.current_player if state.current_player >= 0 else state.turn
        for p in proposers:
            if not controller.is_computer(p):
                self.proposer.addItem(swatch_icon(controller.seats[p].colour), shown(state.game.players[p]), p)
        self.proposer.setCurrentIndex(max(0, self.proposer.findData(turn if proposer is None else proposer)))
        self.columns: list[tuple[QGroupBox, QListWidget, QSpinBox]] = []
        for side in ("give", "take"):
            box = QGroupBox(self)
            listing = QListWidget(box)
            listing.setObjectName(f"deal_{side}_list")
            cash = MoneySpinBox(box)
            cash.set_book(state.book)
            cash.setObjectName(f"deal_{side}_cash")
            if side == "give":
                listing.setAccessibleName(self.tr("Districts the proposer gives"))
                cash.setAccessibleName(self.tr("Cash the proposer gives"))
            else:
                listing.setAccessibleName(self.tr("Districts the partner gives"))
                cash.setAccessibleName(self.tr("Cash the partner gives"))
            col = QVBoxLayout(box)
            col.addWidget(listing, 1)
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("and cash"), box))
            row.addWidget(cash, 1)
            col.addLayout(row)
            listing.itemChanged.connect(self._update)
            cash.valueChanged.connect(self._update)
            self.columns.append((box, listing, cash))
        self.summary = QLabel(self)
        self.summary.setObjectName("dealSheetSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(self)
        self.propose_button = self.buttons.addButton(self.tr("Propose"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.propose_button.setObjectName("proposeButton")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.propose)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("From"), self))
        top.addWidget(self.proposer, 1)
        top.addWidget(QLabel(self.tr("to"), self))
        top.addWidget(self.partner, 1)
        grid = QGridLayout()
        grid.addWidget(self.columns[0][0], 0, 0)
        grid.addWidget(self.columns[1][0], 0, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(grid, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(620, 460)
        keep_on_screen(self)
        self.proposer.currentIndexChanged.connect(self._proposer_changed)
        self.partner.currentIndexChanged.connect(self._fill)
        self._proposer_changed()

    def _proposer_changed(self) -> None:
        state = self.controller.state
        p = self.proposer.currentData()
        self.partner.blockSignals(True)
        self.partner.clear()
        for q in range(len(state.game.players)):
            if q != p and not self.rules.is_out(state, q):
                self.partner.addItem(swatch_icon(self.controller.seats[q].colour), shown(state.game.players[q]), q)
        self.partner.blockSignals(False)
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # TV mode's larger text
            self._fit_titles()

    def _fit_titles(self) -> None:
        """Each column at least as wide as its title (within half the screen), which a group
        box does not see to by itself."""
        screen = self.screen()
        most = screen.availableGeometry().width() * 0.45 if screen is not None else 800
        for box, _listing, _cash in getattr(self, "columns", ()):
            bold = QFont(self.font())  # the boxes take the sheet's size (set after it, in TV mode)
            bold.setBold(True)
            box.setMinimumWidth(round(min(most, QFontMetrics(bold).horizontalAdvance(box.title()) + 40)))

    def _fill(self) -> None:
        state = self.controller.state
        p, q = self.proposer.currentData(), self.partner.currentData()
        if p is None or q is None:
            return
        money = money_for(state.book)
        step = state.book.deal_cash_step(state)
        for (box, listing, cash), who in zip(self.columns, (p, q)):
            box.setTitle(self.tr("{name} gives (has {cash})").format(name=shown(state.game.players[who]),
                                                                       cash=money(state.cash[who])))
        self._fit_titles()
        for (box, listing, cash), who in zip(self.columns, (p, q)):
            listing.blockSignals(True)
            listing.clear()
            for holding in self.rules.holdings(state, who):
                text = (self.tr("{name} — rent {rent}").format(name=holding.name, rent=money(holding.rent))
                        if holding.rent is not None else holding.name)
                if holding.mortgaged:
                    text += " " + self.tr("(mortgaged)")
                item = QListWidgetItem(swatch_icon(holding.colour, holding.letter), text)
                item.setData(Qt.ItemDataRole.UserRole, holding.id)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                listing.addItem(item)
            # The traditional game's get-out-of-jail cards change hands in a deal too.
            for card_id in self.rules.jail_cards(state, who):
                item = QListWidgetItem(game_words.jail_card_words().capitalize())
                item.setData(Qt.ItemDataRole.UserRole, JailCardChoice(card_id))
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                listing.addItem(item)
            listing.blockSignals(False)
            cash.blockSignals(True)
            cash.setSingleStep(step)
            cash.setRange(0, state.cash[who] // step * step)
            cash.setValue(0)
            cash.blockSignals(False)
        self._update()

    def check(self, side: int, district_id: str, on: bool = True) -> None:
        """Tick (or untick) a district in column ``side`` (0: proposer gives, 1: partner
        gives); a get-out-of-jail card by its card id."""
        listing = self.columns[side][1]
        for k in range(listing.count()):
            item = listing.item(k)
            data = item.data(Qt.ItemDataRole.UserRole)
            if data == district_id or (isinstance(data, JailCardChoice) and data.card == district_id):
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def deal(self) -> ProposeDeal | None:
        p, q = self.proposer.currentData(), self.partner.currentData()
        if p is None or q is None:
            return None

        def ticked(listing: QListWidget, cards: bool) -> tuple[str, ...]:
            chosen = [listing.item(k).data(Qt.ItemDataRole.UserRole) for k in range(listing.count())
                      if listing.item(k).checkState() == Qt.CheckState.Checked]
            return tuple(c.card if cards else c for c in chosen if isinstance(c, JailCardChoice) == cards)

        give, take = ticked(self.columns[0][1], False), ticked(self.columns[1][1], False)
        give_cards, take_cards = ticked(self.columns[0][1], True), ticked(self.columns[1][1], True)
        cash = self.columns[0][2].value(), self.columns[1][2].value()
        if give_cards or take_cards:  # kept cards change hands too: the plug-in's deal that carries them
            deal: ProposeDeal = rules_for(self.controller.state).deal_with_cards(
                p, q, give, take, *cash, give_cards=give_cards, take_cards=take_cards)
            return deal
        return ProposeDeal(p, q, give, take, *cash)

    def _update(self) -> None:
        deal = self.deal()
        state = self.controller.state
        why = state.why_illegal(deal) if deal is not None else None
        reason = self.tr("choose two players") if deal is None else None if why is None else game_words.refusal_words(state, why)
        self.propose_button.setEnabled(reason is None)
        if deal is not None and reason is None:
            from .turn_money import deal_summary_html

            self.summary.setText(deal_summary_html(state, deal))
        else:
            self.summary.setText(f"<span style='color:{theme.current().faint}'>{html.escape(reason or '', quote=False)}</span>")

    def propose(self) -> None:
        deal = self.deal()
        if deal is None or not self.controller.state.is_legal(deal):
            return
        try:
            self.controller.act(deal)
        except IllegalActionError as exc:
            self.summary.setText(f"<span style='color:{theme.current().error}'>{html.escape(game_words.refusal_words(self.controller.state, exc), quote=False)}</span>")
            return
        self.accept()


class HoldingsView(QDialog):
    """One player's holdings in one view: cash and net worth, their properties by colour
    group (how many of the group, the buildings on each, mortgages, the rent each charges
    now) and the cards they keep. Not modal: it follows the game while it is open, and
    :meth:`show_seat` turns it to another player."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holdingsView")
        self.controller = controller
        self.seat = 0
        self._fitted_for = 0.0
        self.pawn = QLabel(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("holdingsHeading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setWordWrap(True)
        self.body = QTextBrowser(self)
        self.body.setObjectName("holdingsBody")
        self.body.setOpenLinks(False)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.pawn, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.heading, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.buttons)
        controller.changed.connect(self._follow)
        controller.replaced.connect(self._follow)

    def show_seat(self, seat: int) -> None:
        """Show ``seat``'s holdings (and the view, in front)."""
        self.seat = seat
        self.refresh()
        if not self.isVisible() or self._fitted_for != self.font().pointSizeF():
            self._fit_screen()
        self.show()
        self.raise_()
        self.activateWindow()

    def _fit_screen(self) -> None:
        """A size for reading, never larger than the screen."""
        screen = (self.parentWidget().screen() if self.parentWidget() is not None else None) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        self._fitted_for = self.font().pointSizeF()  # the text size it was sized for
        em = self.fontMetrics().height()
        width = min(round(36 * em), room.width() - 40)
        document = self.body.document().clone(self)  # laid out at the width it will have (the view's own follows its widget)
        document.setTextWidth(width - 3 * em)
        wanted = (self.heading.sizeHint().height() + round(document.size().height())
                  + self.buttons.sizeHint().height() + 4 * em)
        document.deleteLater()
        self.resize(width, min(max(wanted, 12 * em), room.height() - 60))

    def _follow(self) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        seat = self.seat
        info = self.controller.seats[seat]
        rules = rules_for(state)
        money = money_for(state.book)
        name = shown(state.game.players[seat])
        self.setWindowTitle(self.tr("{name}'s holdings").format(name=name))
        size = round(self.fontMetrics().height() * 1.8)
        self.pawn.setPixmap(pawn_icon(info.colour, initial(info.name), size))
        groups = rules.holding_groups(state, seat)
        count = sum(len(g.holdings) for g in groups)
        flags = []
        if state.in_jail[seat]:
            flags.append(QCoreApplication.translate("PlayerCard", "IN JAIL"))
        if rules.is_out(state, seat):
            flags.append(QCoreApplication.translate("PlayerCard", "BANKRUPT"))
        t = theme.current()
        flag_text = "".join(f" &nbsp;<span style='color:{t.error};font-weight:bold'>{html.escape(f)}</span>" for f in flags)
        worth = QCoreApplication.translate("PlayerCard", "Net worth {worth} · {districts}").format(
            worth=money(state.book.net_worth(state, seat)),
            districts=words_of(rules).property_count(count))
        cash = self.tr("cash")
        self.heading.setText(
            f"<span style='font-size:large;font-weight:bold;color:{t.seat(info.colour)}'>{shown_html(info.name)}</span>"
            f"{flag_text}<br><span style='font-size:large;font-weight:bold;color:{t.money}'>{money(state.cash[seat])}</span>"
            f" &nbsp;{html.escape(cash)}<br><span style='color:{t.muted}'>{html.escape(worth)}</span>")
        # Kept cards: the traditional game's get-out-of-jail cards (U-Build's cards are never kept).
        cards = self._cards_html(state, rules.jail_cards(state, seat)) if rules.keeps_cards else ""
        self.body.setHtml(self._body_html(state, groups, words_of(rules)) + cards)

    def _body_html(self, state: State, groups: list[HeldGroup], words: ViewWords) -> str:
        t = theme.current()
        money = money_for(state.book)
        if not groups:
            none = self.tr("No properties yet.")
            return f"<p>{html.escape(none)}</p>"
        heads = (self.tr("Property"), self.tr("Buildings"), self.tr("Rent now"))
        rows = ["<tr>" + "".join(f"<th align='{a}' style='color:{t.muted}'>{html.escape(h)}</th>"
                                 for h, a in zip(heads, ("left", "left", "right"), strict=True)) + "</tr>"]
        for group in groups:
            title = {"station": self.tr("Stations"), "utility": self.tr("Utilities")}.get(group.kind, group.name)
            of = self.tr("{held} of {size}").format(held=len(group.holdings), size=group.size)
            ink = game_words.ink_for(group.colour)
            letter = f"{html.escape(group.letter)} &nbsp;" if group.letter else ""
            rows.append(f"<tr><td colspan='3' style='background:{group.colour};color:{ink};font-weight:bold'>"
                        f"{letter}{html.escape(title)} &nbsp;<span style='font-weight:normal'>({html.escape(of)})</span>"
                        "</td></tr>")
            for holding in group.holdings:
                built = words.buildings(holding)
                rent = (money(holding.rent) if holding.rent is not None else self.tr("by the dice"))
                name = html.escape(holding.name)
                if holding.mortgaged:
                    mortgaged = QCoreApplication.translate("Play", "(mortgaged)")
                    name = f"<span style='color:{t.faint}'>{name} {html.escape(mortgaged)}</span>"
                    rent = money(0)
                rows.append(f"<tr><td>{name}</td><td>{html.escape(built)}</td><td align='right'>{rent}</td></tr>")
        return "<table width='100%' cellspacing='0' cellpadding='4'>" + "".join(rows) + "</table>"

    def _cards_html(self, state: State, cards: tuple[str, ...]) -> str:
        kept, none = self.tr("Cards kept"), self.tr("None")
        heading = f"<h4>{html.escape(kept)}</h4>"
        if not cards:
            return heading + f"<p>{html.escape(none)}</p>"
        lines = []
        for card in cards:
            deck = state.game.card_deck[state.game.card_index[card]]
            text = f"{game_words.jail_card_words().capitalize()} ({game_words.deck_name(deck)})"
            lines.append(f"<li>{html.escape(text)}</li>")
        return heading + "<ul>" + "".join(lines) + "</ul>"


class RankingPage(QWidget):
    """The end of the game: each player's cash, district values and total, richest first.

    The final board is shown below the table (a second view of the game's scene).
    """

    backRequested = Signal()
    newGameRequested = Signal()
    saveLogRequested = Signal()

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rankingPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.style(self, lambda t: (
            f"#rankingPage {{ background: {board_colours.TABLE.name()}; }}"
            f"#rankingCard {{ background: {t.card if t.dark else theme.PAPER}; border-radius: 14px;"
            f" border: 2px solid {theme.PAPER_INK}; }}"))
        self.title = QLabel(self)
        self.title.setObjectName("rankingTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)  # between the names of a tie
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setTextFormat(Qt.TextFormat.RichText)  # game_words.end_reason
        theme.style(self.subtitle, lambda t: theme.css(t.soft))
        subtitle_font = QFont(self.subtitle.font())
        subtitle_font.setPointSizeF(11)
        self.subtitle.setFont(subtitle_font)  # a font, not the style's size: TV mode's sizes reach it
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("rankingTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Rank"), self.tr("Player"), self.tr("Cash"), self.tr("Districts (rent values)"),
            self.tr("Total"), self.tr("Note")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        font = self.table.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.table.setFont(font)
        self.table.verticalHeader().setDefaultSectionSize(42)
        self.board: QGraphicsView | None = None
        if scene is not None:
            from ubuild_desktop.board import BoardView

            self.board = BoardView(scene, self)
            self.board.setObjectName("finalBoard")
            self.board.setMinimumHeight(220)
        self.back_button = QPushButton(self.tr("Back to the board"), self)
        self.back_button.setObjectName("backToBoard")
        self.back_button.clicked.connect(self.backRequested)
        self.new_button = QPushButton(self.tr("New game…"), self)
        self.new_button.setObjectName("rankingNewGame")
        self.new_button.setProperty("primary", True)
        self.new_button.clicked.connect(self.newGameRequested)
        self.log_button = QPushButton(self.tr("Save the log…"), self)
        self.log_button.clicked.connect(self.saveLogRequested)
        card = QFrame(self)
        card.setObjectName("rankingCard")
        inner = QVBoxLayout(card)
        inner.setContentsMargins(28, 20, 28, 20)
        inner.setSpacing(10)
        # The ranking scrolls on a small screen (8 players on a laptop); the buttons stay in view.
        results = QWidget(card)
        results.setObjectName("rankingResults")
        column = QVBoxLayout(results)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        column.addWidget(self.title)
        column.addWidget(self.subtitle)
        column.addWidget(self.table)
        if self.board is not None:
            column.addWidget(self.board, 1)
        self.results = QScrollArea(card)
        self.results.setObjectName("rankingScroll")
        self.results.setAccessibleName(self.tr("Final ranking"))
        self.results.setWidgetResizable(True)
        self.results.setFrameShape(QFrame.Shape.NoFrame)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setWidget(results)
        self.results.viewport().setAutoFillBackground(False)  # on the card's paper
        results.setAutoFillBackground(False)
        inner.addWidget(self.results, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.log_button)
        buttons.addWidget(self.new_button)
        inner.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 30, 60, 30)
        layout.addWidget(card)

    def show_ranking(self, state: State, seats: list[Seat], rows: list[Standing] | None = None) -> None:
        """The final ranking of ``state``: ``rows``, the game's tally (U-Build's by default)."""
        rows = state.tally() if rows is None else rows
        money = money_for(state.book)
        self.table.setHorizontalHeaderItem(3, QTableWidgetItem(
            words_of(rules_for(state)).holdings_heading()))
        winners = [r for r in rows if r.rank == 1 and not r.bankrupt]
        title_font = QFont(self.title.font())  # the title's style below
        title_font.setPointSizeF(28)
        title_font.setWeight(QFont.Weight.Black)
        self.title.setFont(title_font)  # large text: a player's colour reads at 3:1
        names = " &amp; ".join(shown_html(name_fitting(r.name, title_font, 600)) for r in winners)
        t = theme.current()
        colour = t.seat(seats[winners[0].player].colour) if winners else t.heading
        self.title.setText(
            f"<div style='font-size:28pt;font-weight:900;color:{colour}'>"
            + (self.tr("{names} share the win!") if len(winners) > 1 else self.tr("{names} wins!")).format(names=names)
            + "</div>")
        self.subtitle.setText(game_words.end_reason(state))
        self.table.setRowCount(len(rows))
        podium = {1: "#fab005", 2: "#adb5bd", 3: "#d9480f"}
        for k, row in enumerate(rows):
            seat = seats[row.player]
            cells = [
                str(row.rank) if not row.bankrupt else "—",
                shown(row.name),
                money(row.cash),
                money(row.districts),
                money(row.total),
                self.tr("bankrupt") if row.bankrupt else "",
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if c != 1 else
                                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if c == 0 and not row.bankrupt and row.rank in podium:
                    item.setBackground(QColor(podium[row.rank]))
                    item.setForeground(QColor("#000000"))  # a medal's colour: black reads on all three
                    font = QFont(self.table.font())
                    font.setBold(True)
                    item.setFont(font)
                if c == 1:
                    item.setIcon(swatch_icon(seat.colour, initial(seat.name), 22))
                if c == 4:
                    font = QFont(self.table.font())
                    font.setBold(True)
                    item.setFont(font)
                if row.bankrupt:
                    item.setForeground(QColor(t.faint))
                self.table.setItem(k, c, item)
        row_height = max(42, self.table.fontMetrics().height() + 14)  # TV mode's text is larger
        self.table.verticalHeader().setDefaultSectionSize(row_height)
        height = self.table.horizontalHeader().sizeHint().height() + row_height * len(rows) + 4
        self.table.setFixedHeight(height)
        if self.board is not None:
            QTimer.singleShot(0, self._fit_board)

    def _fit_board(self) -> None:
        if self.board is not None:
            self.board.fit()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        if self.board is not None:
            self.board.fit()
