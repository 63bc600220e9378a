"""The turn panel's auction: the bid, pass, and in an open auction every bidder's line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from ubuild_desktop.core.engine.kernel.actions import Action, Bid, OpenBid
from ubuild_desktop.core.usertext import shown_html

from .controller import GameController
from .turn_model import AuctionSection, OpenBidder
from .widgets import MoneySpinBox
from .turn_sections import SPACING, BoxSection, given, key_tip, legal_only, make_button, make_label, press


class AuctionBox(BoxSection):
    """The auction under way: the district, the highest bid, who still bids; a bid or a pass."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._part: AuctionSection | None = None
        self._lot_shown: tuple[str, str] | None = None  # the lot whose bids the amount box holds
        self.setTitle(self.tr("Auction"))
        self.auction_label = make_label(self)
        self.bid_spin = MoneySpinBox(self)
        self.bid_spin.setObjectName("bidSpin")
        self.bid_spin.setAccessibleName(self.tr("Your bid"))
        self.bid_button = self.controls.bind(make_button(self, "bidButton", True), self._bid)
        self.bid_spin.entered.connect(lambda: press(self.bid_button))  # Enter in the box bids
        self.pass_button = self.controls.bind(make_button(self, "passButton"), lambda: given(self._part.pass_ if self._part else None))
        self.controls.key(self.pass_button, "P")
        self.bid_spin.valueChanged.connect(self._update_bid_button)
        # The card for sale stands beside the board meanwhile (the window's decision card).
        box = QVBoxLayout(self)
        box.addWidget(self.auction_label)
        row = QHBoxLayout()
        row.addWidget(self.bid_spin, 1)
        row.addWidget(self.bid_button)
        row.addWidget(self.pass_button)
        box.addLayout(row)
        # An open auction: one line per player, each with its own Bid and Pass (keys: Alt and
        # the seat's number bids the amount above (a number alone would type into it, and
        # Ctrl and a number shows a player's holdings); P passes for the player asked).
        self.bidder_lines: list[BidderLine] = []
        self.bidder_grid = QGridLayout()
        self.bidder_grid.setVerticalSpacing(SPACING)
        self.bidder_grid.setColumnStretch(0, 1)
        box.addLayout(self.bidder_grid)
        for seat in range(OPEN_AUCTION_LINES):
            line = BidderLine(self, seat)
            self.bidder_grid.addWidget(line.label, seat, 0)
            self.bidder_grid.addWidget(line.bid_button, seat, 1)
            self.bidder_grid.addWidget(line.pass_button, seat, 2)
            self.controls.bind(line.bid_button, lambda seat=seat: self._open_bid(seat))
            self.controls.bind(line.pass_button, lambda seat=seat: self._open_pass(seat))
            self.controls.key(line.bid_button, f"Alt+{seat + 1}")
            self.bidder_lines.append(line)

    def show_part(self, part: AuctionSection | None) -> None:
        self._part = part
        self.setVisible(part is not None)
        if part is None:
            self._lot_shown = None  # the next auction starts at its lowest bid
            return
        if part.open:
            self._show_open(part)
            return
        self._show_lines(())
        self.bid_button.setVisible(True)
        self.pass_button.setVisible(True)
        names = self.state.game.players
        leader = self._leader(part)
        still = ", ".join(shown_html(names[b]) for b in part.bidders)
        self.auction_label.setText(self.tr("{lot}<br>{leader}<br>Still bidding: {still}<br>You have {cash}.").format(
            lot=self._lot(part), leader=leader, still=still, cash=self.money(part.cash)))
        self._amounts(part, part.bid_range)
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setEnabled(part.pass_ is not None)
        self.pass_button.setToolTip(key_tip("P") if part.pass_ is not None else
                                    self.tr("The player who landed there makes the first bid"))
        self._update_bid_button()

    def _amounts(self, part: AuctionSection, span: tuple[int, int] | None) -> None:
        """The amount box: the bids in ``span`` (None: no bid), the lowest first; within the
        same auction an amount typed that is still a bid stays (the computers bid while a
        player at the screen is making up their mind)."""
        lot = (part.card.id if part.card is not None else "", part.building)
        typed = self.bid_spin.value() if lot == self._lot_shown and self.bid_spin.isEnabled() else 0
        self._lot_shown = lot
        self.bid_spin.blockSignals(True)
        self.bid_spin.set_book(self.state.book)
        self.bid_spin.setSingleStep(part.bid_step)  # the arrows and Page keys step as the bids do
        low, high = span if span is not None else (0, 0)
        self.bid_spin.setRange(low, high)
        self.bid_spin.setValue(typed if low < typed <= high else low)  # the lowest bid first
        self.bid_spin.setEnabled(span is not None)
        self.bid_spin.blockSignals(False)

    def _bid(self) -> list[Action]:
        """The asked player's bid of the amount in the box (in an open auction, named)."""
        part = self._part
        if not self.bid_spin.isEnabled() or part is None or part.bid_range is None:
            return []
        amount = self.bid_spin.value()
        if part.open:
            asked = next((b.seat for b in part.open if b.asked and not b.computer), None)
            return [] if asked is None else legal_only(self.state, OpenBid(asked, amount))
        return legal_only(self.state, Bid(amount))

    def _update_bid_button(self) -> None:
        self.bid_button.setText(self.tr("Bid {amount}").format(amount=self.money(self.bid_spin.value())))
        self.bid_button.setEnabled(bool(self._bid()))
        self._update_lines()

    # ------------------------------------------------------------------ the open auction

    def _open_lines(self) -> tuple[OpenBidder, ...]:
        return self._part.open if self._part is not None else ()

    def _line_of(self, seat: int) -> OpenBidder | None:
        return next((b for b in self._open_lines() if b.seat == seat), None)

    def _open_bid(self, seat: int) -> list[Action]:
        line = self._line_of(seat)
        if line is None or line.computer or line.bid_range is None:
            return []
        return legal_only(self.state, OpenBid(seat, self.bid_spin.value()))

    def _open_pass(self, seat: int) -> list[Action]:
        line = self._line_of(seat)
        return [] if line is None or line.computer or line.pass_ is None else [line.pass_]

    def _show_open(self, part: AuctionSection) -> None:
        """Everyone's line: the amount to bid above (the lowest first), then each player's
        name, where they stand, and their own Bid and Pass."""
        leader = self._leader(part)
        self.auction_label.setText(self.tr("{lot}<br>{leader}<br>Anyone may bid at any time; sold when all the others pass.").format(
            lot=self._lot(part), leader=leader))
        humans = [b.bid_range for b in part.open if not b.computer and b.bid_range is not None]
        span = (min(r[0] for r in humans), max(r[1] for r in humans)) if humans else None
        self._amounts(part, span)  # any bid someone at the screen may make
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setEnabled(part.pass_ is not None)
        self.pass_button.setToolTip(key_tip("P"))
        self._show_lines(part.open)
        self._update_bid_button()

    def _leader(self, part: AuctionSection) -> str:
        if part.high_bidder < 0:
            return self.tr("No bid yet")
        return self.tr("Highest bid: <b>{amount}</b> by {name}").format(
            amount=self.money(part.high_bid), name=shown_html(self.state.game.players[part.high_bidder]))

    def _lot(self, part: AuctionSection) -> str:
        if part.card is not None:
            return self.tr("<b>{district}</b> (price {price})").format(
                district=self.card_name(part.card), price=self.money(part.card.price))
        if part.building == "hotel":
            return self.tr("<b>One of the bank's last hotels</b>: the winner builds it at once")
        return self.tr("<b>One of the bank's last houses</b>: the winner builds it at once")

    def _show_lines(self, lines: tuple[OpenBidder, ...]) -> None:
        names = self.state.game.players
        by_seat = {b.seat: b for b in lines}
        for seat, line in enumerate(self.bidder_lines):
            bidder = by_seat.get(seat)
            line.show(bidder, "" if bidder is None else self._standing(bidder, names[seat]))
        self._update_lines()

    def _standing(self, b: OpenBidder, name: str) -> str:
        who = shown_html(name)
        if b.leads:
            return self.tr("{name}: <b>highest bid</b>").format(name=who)
        if b.passed:
            return self.tr("{name}: passed").format(name=who)
        if b.asked and b.computer:
            return self.tr("{name}: thinking…").format(name=who)
        if b.asked:
            return self.tr("{name}: <b>your answer?</b>").format(name=who)
        return who

    def _update_lines(self) -> None:
        for line in self.bidder_lines:
            seat = line.seat
            line.bid_button.setText(self.tr("Bid"))
            line.pass_button.setText(self.tr("Pass"))
            line.bid_button.setEnabled(bool(self._open_bid(seat)))
            line.pass_button.setEnabled(bool(self._open_pass(seat)))
            line.bid_button.setToolTip("<qt>" + self.tr("{name} bids {amount} (key: Alt+{key})").format(
                name=self._seat_name(seat), amount=self.money(self.bid_spin.value()), key=seat + 1) + "</qt>")
            line.pass_button.setToolTip("<qt>" + self.tr("{name} passes (key: P when asked)").format(
                name=self._seat_name(seat)) + "</qt>")

    def _seat_name(self, seat: int) -> str:
        """A player's name for a tooltip, which is rich text (``<qt>``): as typed, escaped."""
        names = self.state.game.players
        return shown_html(names[seat]) if seat < len(names) else ""


OPEN_AUCTION_LINES = 8  # the most players a game seats (the traditional game's 8)


class BidderLine:
    """One player's line of an open auction: where they stand, their Bid and their Pass
    (shown only for a player at the screen; a computer player's line is words only)."""

    def __init__(self, box: AuctionBox, seat: int) -> None:
        self.seat = seat
        self.label = make_label(box)
        self.label.setWordWrap(False)
        self.bid_button = make_button(box, f"openBidButton{seat}", True)
        self.pass_button = make_button(box, f"openPassButton{seat}")
        self.bid_button.setAccessibleName(QCoreApplication.translate("TurnPanel", "Bid"))
        self.pass_button.setAccessibleName(QCoreApplication.translate("TurnPanel", "Pass"))
        for widget in (self.label, self.bid_button, self.pass_button):
            widget.hide()  # until an open auction seats this player (shown with the box, all eight lines made it tall)

    def show(self, bidder: OpenBidder | None, text: str) -> None:
        self.label.setVisible(bidder is not None)
        self.label.setText(text)
        human = bidder is not None and not bidder.computer
        self.bid_button.setVisible(human)
        self.pass_button.setVisible(human)
