"""Deals between players, for every rule set: proposing one (the DEAL phase), accepting or
rejecting it, and what changes hands.

A deal gives properties and cash one way and takes properties and cash the other; the
partner accepts or rejects it, then the game goes back to the phase it was in
(``GameState.deal_return``). Who may propose in the phase, and the step of cash in a
deal, come from the state's rule book (:mod:`.book`).
"""

from __future__ import annotations

from typing import Final

from .refusals import Refusal
from .event_kinds import EventKind, PaymentReason
from .actions import AcceptDeal, Action, ProposeDeal, RejectDeal
from .ledger import transfer
from .phases import Phase
from .refusals import DEAL_CASH_STEPS, DEAL_EMPTY, DEAL_NOT_OWNER, DEAL_NO_CASH, DEAL_TWICE, DEAL_TWO_PLAYERS
from .state import GameState

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_DEAL_ACCEPTED: Final = EventKind.DEAL_ACCEPTED
_EV_DEAL_PROPOSED: Final = EventKind.DEAL_PROPOSED
_EV_DEAL_REJECTED: Final = EventKind.DEAL_REJECTED
_EV_DISTRICT_CHANGED_HANDS: Final = EventKind.DISTRICT_CHANGED_HANDS
_FOR_DEAL: Final = PaymentReason.DEAL


def check_propose(state: GameState, a: ProposeDeal, p: int) -> Refusal | None:
    return deal_reason(state, a)


def check_accept(state: GameState, a: AcceptDeal, p: int) -> Refusal | None:
    assert state.deal is not None
    return deal_reason(state, state.deal, proposing=False)


def deal_reason(state: GameState, a: ProposeDeal, proposing: bool = True) -> Refusal | None:
    """Why the deal ``a`` cannot be proposed now (or, ``proposing`` False, accepted), or None."""
    n = len(state.player_names)
    book = state.book
    if proposing:
        reason = book.proposer_reason(state, a.proposer)
        if reason is not None:
            return reason
    if not (0 <= a.proposer < n and 0 <= a.partner < n) or a.proposer == a.partner:
        return DEAL_TWO_PLAYERS
    if a.hands_over_nothing():
        return DEAL_EMPTY
    step = book.deal_cash_step(state)
    for amount in (a.give_cash, a.take_cash):
        if amount < 0 or amount % step:
            return Refusal(DEAL_CASH_STEPS, {"step": step}, book)
    if a.give_cash > state.cash[a.proposer]:
        return Refusal(DEAL_NO_CASH, {"player": state.player_names[a.proposer], "cash": a.give_cash}, book)
    if a.take_cash > state.cash[a.partner]:
        return Refusal(DEAL_NO_CASH, {"player": state.player_names[a.partner], "cash": a.take_cash}, book)
    for ids, who in ((a.give, a.proposer), (a.take, a.partner)):
        if len(set(ids)) != len(ids):
            return DEAL_TWICE
        for property_id in ids:
            if state.owner[book.property_index(state, property_id)] != who:
                return Refusal(DEAL_NOT_OWNER, {"player": state.player_names[who], "district": property_id})
    return None


def do_propose(state: GameState, a: ProposeDeal) -> None:
    state.deal = a
    state.deal_return = state.phase
    state.phase = Phase.DEAL
    state.emit(_EV_DEAL_PROPOSED, (
        ("proposer", a.proposer),
        ("partner", a.partner),
        ("give", a.give),
        ("take", a.take),
        ("give_cash", a.give_cash),
        ("take_cash", a.take_cash),
    ))


def do_accept(state: GameState, a: AcceptDeal) -> None:
    """The properties change hands (buildings stay where they stand), then the cash."""
    deal = state.deal
    assert deal is not None
    book = state.book
    state.emit(_EV_DEAL_ACCEPTED, (("proposer", deal.proposer), ("partner", deal.partner)))
    for ids, src, dst in ((deal.give, deal.proposer, deal.partner), (deal.take, deal.partner, deal.proposer)):
        for property_id in ids:
            d = book.property_index(state, property_id)
            state.set_owner(d, dst)
            state.emit(_EV_DISTRICT_CHANGED_HANDS, (
                ("district", property_id),
                ("name", book.property_name(state, d)),
                ("from_player", src),
                ("to_player", dst),
            ))
    transfer(state, deal.proposer, deal.partner, deal.give_cash, _FOR_DEAL)
    transfer(state, deal.partner, deal.proposer, deal.take_cash, _FOR_DEAL)
    close_deal(state)


def do_reject(state: GameState, a: RejectDeal) -> None:
    assert state.deal is not None
    state.emit(_EV_DEAL_REJECTED, (("proposer", state.deal.proposer), ("partner", state.deal.partner)))
    close_deal(state)


def close_deal(state: GameState) -> None:
    state.deal = None
    state.phase = state.deal_return
    state.deal_return = Phase.PRE_ROLL


# ------------------------------------------------------------------ listers (see the rule table)

_ACCEPT: Final = AcceptDeal()  # actions without fields: one shared instance each
_REJECT: Final = RejectDeal()


def list_accept(state: GameState, p: int, out: list[Action]) -> None:
    assert state.deal is not None
    if deal_reason(state, state.deal, proposing=False) is None:
        out.append(_ACCEPT)


def list_reject(state: GameState, p: int, out: list[Action]) -> None:
    out.append(_REJECT)
