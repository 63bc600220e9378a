"""Deals between players: proposing one (the DEAL phase), accepting or rejecting it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import format_money
from .actions import AcceptDeal, ProposeDeal, RejectDeal
from .phases import Phase
from .queries import QueriesMixin
from .refusals import (
    DEAL_CASH_STEPS,
    DEAL_EMPTY,
    DEAL_NOT_OWNER,
    DEAL_NO_CASH,
    DEAL_ONLY_BUYER,
    DEAL_ONLY_DEBTOR,
    DEAL_TWICE,
    DEAL_TWO_PLAYERS,
)

if TYPE_CHECKING:
    from .state import State


class DealsMixin(QueriesMixin):  # one chain of single bases: see state.py
    """Deals for :class:`State`."""

    # ------------------------------------------------------------------ checks

    def _check_propose(self: State, a: ProposeDeal, p: int) -> str | None:
        return self._deal_reason(a)

    def _check_accept(self: State, a: AcceptDeal, p: int) -> str | None:
        assert self.deal is not None
        return self._deal_reason(self.deal, proposing=False)

    def _deal_reason(self: State, a: ProposeDeal, proposing: bool = True) -> str | None:
        n = self.game.num_players
        if proposing:
            reason = self._proposer_reason(a.proposer)
            if reason is not None:
                return reason
        if not (0 <= a.proposer < n and 0 <= a.partner < n) or a.proposer == a.partner:
            return DEAL_TWO_PLAYERS
        if not (a.give or a.take or a.give_cash or a.take_cash):
            return DEAL_EMPTY
        for amount in (a.give_cash, a.take_cash):
            if amount < 0 or amount % 10:
                return DEAL_CASH_STEPS
        if a.give_cash > self.cash[a.proposer]:
            return DEAL_NO_CASH.format(player=self._names[a.proposer], cash=format_money(a.give_cash))
        if a.take_cash > self.cash[a.partner]:
            return DEAL_NO_CASH.format(player=self._names[a.partner], cash=format_money(a.take_cash))
        for ids, who in ((a.give, a.proposer), (a.take, a.partner)):
            if len(set(ids)) != len(ids):
                return DEAL_TWICE
            for district_id in ids:
                if self.owner[self._district_index(district_id)] != who:
                    return DEAL_NOT_OWNER.format(player=self._names[who], district=district_id)
        return None

    def _proposer_reason(self: State, player: int) -> str | None:
        """Why ``player`` may not propose a deal in this phase (one that accepts deals).

        While money is being raised only the debtor may; while deciding to buy only the
        lander ("make deals ... on your turn ... to raise funds"); otherwise anyone.
        """
        phase = self.phase
        if phase is Phase.RAISE_FUNDS:
            assert self.debt is not None
            if player != self.debt.debtor:
                return DEAL_ONLY_DEBTOR
        elif phase is Phase.BUY and player != self.turn:
            return DEAL_ONLY_BUYER
        return None

    # ------------------------------------------------------------------ handlers

    def _do_propose(self: State, a: ProposeDeal) -> None:
        self.deal = a
        self.deal_return = self.phase
        self.phase = Phase.DEAL
        self._emit("deal_proposed", (
            ("proposer", a.proposer),
            ("partner", a.partner),
            ("give", a.give),
            ("take", a.take),
            ("give_cash", a.give_cash),
            ("take_cash", a.take_cash),
        ))

    def _do_accept(self: State, a: AcceptDeal) -> None:
        deal = self.deal
        assert deal is not None
        self._emit("deal_accepted", (("proposer", deal.proposer), ("partner", deal.partner)))
        for ids, src, dst in ((deal.give, deal.proposer, deal.partner), (deal.take, deal.partner, deal.proposer)):
            for district_id in ids:
                d = self.game.district_by_id[district_id]
                self.owner[d] = dst
                self._emit("district_changed_hands", (
                    ("district", district_id),
                    ("name", self.game.districts[d].card.name),
                    ("from_player", src),
                    ("to_player", dst),
                ))
        self._transfer(deal.proposer, deal.partner, deal.give_cash, "deal")
        self._transfer(deal.partner, deal.proposer, deal.take_cash, "deal")
        self._close_deal()

    def _do_reject(self: State, a: RejectDeal) -> None:
        assert self.deal is not None
        self._emit("deal_rejected", (("proposer", self.deal.proposer), ("partner", self.deal.partner)))
        self._close_deal()

    def _close_deal(self: State) -> None:
        self.deal = None
        self.phase = self.deal_return
        self.deal_return = Phase.PRE_ROLL
