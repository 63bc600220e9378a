"""Deals between players: properties, money and get-out-of-jail cards; never buildings.

001: "Los jugadores pueden comprar, vender o intercambiar propiedades en cualquier
momento por dinero, otras propiedades y/o cartas Sal de la Cárcel gratis según el valor
acordado. Antes de vender o intercambiar una calle, todos los edificios de ese grupo deben
venderse al Banco. Los edificios no pueden venderse directamente a otro jugador." 004: a
mortgaged property that changes hands: "El nuevo propietario deberá pagar inmediatamente
la hipoteca y los intereses al banco" (the 10% now; lifting it this turn then costs the
mortgage alone).

Proposing, accepting and the exchange of properties and cash are the kernel's
(:mod:`..kernel.deals`); this module adds the cards, the buildings rule and the interest.
Who may propose: :func:`proposer_reason` (anyone, since the whole table plays; before, the
player to act), before or after the roll, deciding to buy, raising money.
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.actions import AcceptDeal, Action, ProposeDeal
from ..kernel.deals import check_accept, deal_reason, do_accept
from ..kernel.event_kinds import BANK, EventKind, PaymentReason
from ..kernel.ledger import transfer
from ..kernel.phases import Phase
from .actions import TradeDeal
from .game import K_STREET, WHOLE_TABLE_RULES
from .money import group_built, interest
from .refusals import DEAL_NOT_NOW, GROUP_BUILT, INTEREST_DUE, NOT_YOUR_CARD, PLAYER_OUT
from .state import TradState

_EV_JAIL_CARD_CHANGED_HANDS: Final = EventKind.JAIL_CARD_CHANGED_HANDS
_FOR_INTEREST: Final = PaymentReason.MORTGAGE_INTEREST

DEAL_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.POST_ROLL, Phase.BUY, Phase.RAISE_FUNDS})
DEAL_CASH_STEP: Final = 1


def proposer_reason(state: TradState, p: int) -> Refusal | None:
    """Why ``p`` may not propose a deal in this phase. 001: "Los jugadores pueden comprar,
    vender o intercambiar propiedades en cualquier momento": since ``WHOLE_TABLE_RULES``
    any player still in the game may, in every phase of ``DEAL_PHASES`` (so two players
    trade while a third one's turn is in progress); before, only the player to act."""
    if state.game.rules_version >= WHOLE_TABLE_RULES:
        return None  # the deal's own checks refuse a player out of the game (trad_reason)
    if p != state.current_player:
        return DEAL_NOT_NOW
    return None


def trad_reason(state: TradState, a: ProposeDeal) -> Refusal | None:
    """What the traditional game adds to the kernel's checks of a deal."""
    game = state.game
    for who in (a.proposer, a.partner):
        if state.out[who]:
            return Refusal(PLAYER_OUT, {"player": state.player_names[who]})
    for ids in (a.give, a.take):
        for property_id in ids:
            d = state.property_index(property_id)
            if game.kind[d] == K_STREET and group_built(state, game.group[d]):
                return GROUP_BUILT
    if isinstance(a, TradeDeal):
        for cards, who in ((a.give_cards, a.proposer), (a.take_cards, a.partner)):
            if len(set(cards)) != len(cards):
                return Refusal(NOT_YOUR_CARD, {"player": state.player_names[who], "card": cards[0]})
            for card in cards:
                c = game.card_index.get(card, -1)
                if state.card_holder.get(c, -1) != who:
                    return Refusal(NOT_YOUR_CARD, {"player": state.player_names[who], "card": card})
    for ids, who, cash_after in ((a.give, a.partner, state.cash[a.partner] + a.give_cash - a.take_cash),
                                 (a.take, a.proposer, state.cash[a.proposer] - a.give_cash + a.take_cash)):
        due = 0
        for property_id in ids:
            d = state.property_index(property_id)
            if state.mortgaged[d]:
                due += interest(state, d)
        if due > cash_after:
            return Refusal(INTEREST_DUE, {"player": state.player_names[who], "amount": due}, state.book)
    return None


def check_trad_propose(state: TradState, a: ProposeDeal, p: int) -> Refusal | None:
    why = deal_reason(state, a)
    return why if why is not None else trad_reason(state, a)


def check_trad_accept(state: TradState, a: AcceptDeal, p: int) -> Refusal | None:
    why = check_accept(state, a, p)
    if why is not None:
        return why
    assert state.deal is not None
    return trad_reason(state, state.deal)


def do_trad_accept(state: TradState, a: AcceptDeal) -> None:
    """The kernel's exchange, then the cards, then the 10% on each mortgaged property."""
    deal = state.deal
    assert deal is not None
    game = state.game
    do_accept(state, a)
    if isinstance(deal, TradeDeal):
        for cards, src, dst in ((deal.give_cards, deal.proposer, deal.partner),
                                (deal.take_cards, deal.partner, deal.proposer)):
            for card in cards:
                state.card_holder[game.card_index[card]] = dst
                state.emit(_EV_JAIL_CARD_CHANGED_HANDS, (("card", card), ("from_player", src), ("to_player", dst)))
    for ids, dst in ((deal.give, deal.partner), (deal.take, deal.proposer)):
        for property_id in ids:
            d = game.id_index[property_id]
            if state.mortgaged[d]:
                state.interest_paid[d] = True
                state.restamp()
                transfer(state, dst, BANK, interest(state, d), _FOR_INTEREST, d)


def list_accept(state: TradState, p: int, out: list[Action]) -> None:
    if check_trad_accept(state, _ACCEPT, p) is None:
        out.append(_ACCEPT)


_ACCEPT: Final = AcceptDeal()
