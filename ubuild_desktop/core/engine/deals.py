"""Deals between players: proposing one (the DEAL phase), accepting or rejecting it."""

from __future__ import annotations

from typing import Final


from ..cards import format_money
from .actions import AcceptDeal, Action, ProposeDeal, RejectDeal
from .phases import Phase
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
from .data import StateData
from .money import transfer

# When a deal may be proposed ("make deals ... on your turn ... to raise funds"): before
# the roll, while the lander decides whether to buy, after the roll, and while a debtor
# raises funds (who may propose in each is ``proposer_reason``).
DEAL_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL, Phase.RAISE_FUNDS})


def check_propose(state: StateData, a: ProposeDeal, p: int) -> str | None:
    return deal_reason(state, a)


def check_accept(state: StateData, a: AcceptDeal, p: int) -> str | None:
    assert state.deal is not None
    return deal_reason(state, state.deal, proposing=False)


def deal_reason(state: StateData, a: ProposeDeal, proposing: bool = True) -> str | None:
    n = state.game.num_players
    if proposing:
        reason = proposer_reason(state, a.proposer)
        if reason is not None:
            return reason
    if not (0 <= a.proposer < n and 0 <= a.partner < n) or a.proposer == a.partner:
        return DEAL_TWO_PLAYERS
    if not (a.give or a.take or a.give_cash or a.take_cash):
        return DEAL_EMPTY
    for amount in (a.give_cash, a.take_cash):
        if amount < 0 or amount % 10:
            return DEAL_CASH_STEPS
    if a.give_cash > state.cash[a.proposer]:
        return DEAL_NO_CASH.format(player=state.player_names[a.proposer], cash=format_money(a.give_cash))
    if a.take_cash > state.cash[a.partner]:
        return DEAL_NO_CASH.format(player=state.player_names[a.partner], cash=format_money(a.take_cash))
    for ids, who in ((a.give, a.proposer), (a.take, a.partner)):
        if len(set(ids)) != len(ids):
            return DEAL_TWICE
        for district_id in ids:
            if state.owner[state.district_index(district_id)] != who:
                return DEAL_NOT_OWNER.format(player=state.player_names[who], district=district_id)
    return None


def proposer_reason(state: StateData, player: int) -> str | None:
    """Why ``player`` may not propose a deal in this phase (one that accepts deals).

    While money is being raised only the debtor may; while deciding to buy only the
    lander ("make deals ... on your turn ... to raise funds"); otherwise anyone.
    """
    phase = state.phase
    if phase is Phase.RAISE_FUNDS:
        assert state.debt is not None
        if player != state.debt.debtor:
            return DEAL_ONLY_DEBTOR
    elif phase is Phase.BUY and player != state.turn:
        return DEAL_ONLY_BUYER
    return None


def do_propose(state: StateData, a: ProposeDeal) -> None:
    state.deal = a
    state.deal_return = state.phase
    state.phase = Phase.DEAL
    state.emit("deal_proposed", (
        ("proposer", a.proposer),
        ("partner", a.partner),
        ("give", a.give),
        ("take", a.take),
        ("give_cash", a.give_cash),
        ("take_cash", a.take_cash),
    ))


def do_accept(state: StateData, a: AcceptDeal) -> None:
    deal = state.deal
    assert deal is not None
    state.emit("deal_accepted", (("proposer", deal.proposer), ("partner", deal.partner)))
    for ids, src, dst in ((deal.give, deal.proposer, deal.partner), (deal.take, deal.partner, deal.proposer)):
        for district_id in ids:
            d = state.game.district_by_id[district_id]
            state.owner[d] = dst
            state.emit("district_changed_hands", (
                ("district", district_id),
                ("name", state.game.districts[d].card.name),
                ("from_player", src),
                ("to_player", dst),
            ))
    transfer(state, deal.proposer, deal.partner, deal.give_cash, "deal")
    transfer(state, deal.partner, deal.proposer, deal.take_cash, "deal")
    close_deal(state)


def do_reject(state: StateData, a: RejectDeal) -> None:
    assert state.deal is not None
    state.emit("deal_rejected", (("proposer", state.deal.proposer), ("partner", state.deal.partner)))
    close_deal(state)


def close_deal(state: StateData) -> None:
    state.deal = None
    state.phase = state.deal_return
    state.deal_return = Phase.PRE_ROLL


# ------------------------------------------------------------------ listers (see rules.ACTIONS)

_ACCEPT: Final = AcceptDeal()  # actions without fields: one shared instance each
_REJECT: Final = RejectDeal()


def list_accept(state: StateData, p: int, out: list[Action]) -> None:
    assert state.deal is not None
    if deal_reason(state, state.deal, proposing=False) is None:
        out.append(_ACCEPT)


def list_reject(state: StateData, p: int, out: list[Action]) -> None:
    out.append(_REJECT)
