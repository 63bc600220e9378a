"""Mortgages with the 10% rules; paying a debt (the pot's share); bankruptcy to a player
or to the bank.

001: "Antes de hipotecar una propiedad, vende al Banco todos los edificios de su grupo
por la mitad de su precio. Da la vuelta al título y recibe el valor hipotecario. Para
cancelar la hipoteca, paga su valor más un 10%. Una propiedad hipotecada no cobra
alquiler." "Si no puedes pagar una deuda, intenta primero conseguir dinero vendiendo
edificios y/o hipotecando propiedades. Si sigues sin poder pagar, quiebras y abandonas la
partida. Si debes a otro jugador, transfiérele las propiedades hipotecadas y las cartas
de salida de la Cárcel. Si debes al Banco, las propiedades vuelven al Banco y se
subastan." 004: "El nuevo propietario deberá pagar inmediatamente la hipoteca y los
intereses al banco. Si decidiera mantener la deuda con el banco," (pays the 10% now);
"Un jugador puede entregar una propiedad hipotecada al banco como pago de una deuda"
(:func:`do_hand_to_bank`).

The mechanics (the mortgage itself, lifting it, paying a debt, the transfer of a
bankrupt player's assets) are the kernel ledger's; the amounts are :mod:`.money`'s.
"""

from __future__ import annotations

from typing import Final

from ..kernel.refusals import Refusal
from ..kernel.actions import Action, DeclareBankruptcy, Mortgage, PayDebt, Unmortgage
from ..kernel.event_kinds import BANK, EventKind, PaymentReason
from ..kernel.ledger import check_mortgage, check_unmortgage, do_bankrupt, do_mortgage, do_pay_debt, transfer
from ..kernel.phases import Phase
from ..kernel.refusals import NOT_MORTGAGED, NOT_YOURS
from ..kernel.state import resume
from .actions import HandToBank
from .building import sell_group
from .ending import end_if_one_left
from .game import K_STREET
from .money import feed_pot, group_built, handover_value, interest, lift_cost
from .refusals import GROUP_BUILT, OLDER_RULES
from .state import STEP_AUCTION, STEP_PAY, Step, TradState

_EV_PLAYER_OUT: Final = EventKind.PLAYER_OUT
_EV_JAIL_CARD_CHANGED_HANDS: Final = EventKind.JAIL_CARD_CHANGED_HANDS
_FOR_INTEREST: Final = PaymentReason.MORTGAGE_INTEREST
_FOR_TITLE_TO_BANK: Final = PaymentReason.TITLE_TO_BANK
_EV_TITLE_HANDED_TO_BANK: Final = EventKind.TITLE_HANDED_TO_BANK

MORTGAGE_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.POST_ROLL, Phase.BUY, Phase.RAISE_FUNDS})
LIFT_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.POST_ROLL})


def check_trad_mortgage(state: TradState, a: Mortgage, p: int) -> Refusal | None:
    why = check_mortgage(state, a, p)
    if why is not None:
        return why
    d = state.property_index(a.district)
    if state.game.kind[d] == K_STREET and group_built(state, state.game.group[d]):
        return GROUP_BUILT
    return None


def check_trad_unmortgage(state: TradState, a: Unmortgage, p: int) -> Refusal | None:
    state.property_index(a.district)  # a space that is no property: IllegalActionError
    return check_unmortgage(state, a, p)


def do_trad_mortgage(state: TradState, a: Mortgage) -> None:
    """The kernel's mortgage. From rules version 3, a new mortgage owes its own 10%: the
    interest paid when the title was received covered only the lifting of that mortgage
    (001: "Para cancelar la hipoteca, paga su valor más un 10%")."""
    do_mortgage(state, a)
    if state.game.whole_table:
        state.interest_paid[state.property_index(a.district)] = False
        state.restamp()


def check_hand_to_bank(state: TradState, a: HandToBank, p: int) -> Refusal | None:
    if not state.game.whole_table:
        return OLDER_RULES
    d = state.property_index(a.property)
    if state.owner[d] != p:
        return NOT_YOURS
    return None if state.mortgaged[d] else NOT_MORTGAGED


def do_hand_to_bank(state: TradState, a: HandToBank) -> None:
    """004: "Un jugador puede entregar una propiedad hipotecada al banco como pago de una
    deuda. El banco descontará del valor de la propiedad el 10 % de interés y llevará la
    carta inmediatamente a subasta." The bank takes the title back (no longer mortgaged)
    and credits the debtor its mortgage value less the 10% (``money.handover_value``);
    then it auctions the title at once (unless the house rule has no auctions), and the
    debt falls due again: paid at once if the debtor now has the cash, else still owed.
    The debtor does not bid for the title they paid with (so it cannot come back to them
    unmortgaged for less than lifting it costs)."""
    debt = state.debt
    assert debt is not None
    p = debt.debtor
    d = state.property_index(a.property)
    value = handover_value(state, d)
    state.set_owner(d, BANK)
    state.set_mortgaged(d, False)
    state.interest_paid[d] = False
    state.restamp()
    state.emit(_EV_TITLE_HANDED_TO_BANK, (("player", p), ("district", a.property), ("name", state.game.names[d]),
                                          ("amount", value)))
    transfer(state, BANK, p, value, _FOR_TITLE_TO_BANK, d)
    state.debt = None
    steps = [Step(STEP_PAY, p, debt.creditor, debt.amount, debt.reason, debt.about)]
    if state.game.house_rules.auctions:
        steps.insert(0, Step(STEP_AUCTION, d, p + 1))  # the debtor does not bid for it
    state.queue[0:0] = steps
    resume(state)


def list_hand_to_bank(state: TradState, p: int, out: list[Action]) -> None:
    """Every mortgaged title ``p`` may hand to the bank (rules version 3 on)."""
    game = state.game
    if not game.whole_table:
        return
    for d in state.held[p]:
        if state.mortgaged[d]:
            out.append(game.hand_actions[d])


def list_mortgages(state: TradState, p: int, out: list[Action]) -> None:
    """Every mortgage ``p`` may take out now and every one they may lift, in board order."""
    _list_mortgages(state, p, out, True, True)


def list_new_mortgages(state: TradState, p: int, out: list[Action]) -> None:
    """Every mortgage ``p`` may take out now (``list_mortgages``'s, alone)."""
    _list_mortgages(state, p, out, True, False)


def list_lifts(state: TradState, p: int, out: list[Action]) -> None:
    """Every mortgage ``p`` may lift now (``list_mortgages``'s, alone)."""
    if state.phase in LIFT_PHASES:
        _list_mortgages(state, p, out, False, True)


def _list_mortgages(state: TradState, p: int, out: list[Action], take: bool, lift: bool) -> None:
    """A property's title is mortgaged while its group has no building; a mortgage is
    lifted in the turn's own phases with the cash for it."""
    game = state.game
    lifting = lift and state.phase in LIFT_PHASES
    for d in state.held[p]:
        if not state.mortgaged[d]:
            if take and (game.kind[d] != K_STREET or not group_built(state, game.group[d])):
                out.append(game.mortgage_actions[d])
        elif lifting and state.cash[p] >= lift_cost(state, d):
            out.append(game.unmortgage_actions[d])


def do_trad_pay_debt(state: TradState, a: PayDebt) -> None:
    """The kernel's payment; a tax or fine owed to the bank feeds the pot (house rule)."""
    debt = state.debt
    assert debt is not None
    do_pay_debt(state, a)
    if debt.creditor == BANK:
        feed_pot(state, debt.debtor, debt.amount, debt.reason)


def do_trad_bankrupt(state: TradState, a: DeclareBankruptcy) -> None:
    """The debtor's buildings go back to the bank at half price first; then the kernel
    hands their cash and properties to the creditor (``book.heir``), and the book's
    ``after_bankruptcy`` (:func:`after_bankruptcy`) puts them out of the game. A creditor
    player also takes the get-out-of-jail cards and pays the 10% on each mortgaged
    property at once; the bank auctions what it takes back."""
    debt = state.debt
    assert debt is not None
    p, creditor = debt.debtor, debt.creditor
    game = state.game
    held = list(state.held[p])  # a copy: do_bankrupt hands them over
    for g in range(len(game.group_streets)):
        if group_built(state, g) and state.owner[game.group_streets[g][0]] == p:
            sell_group(state, p, g)
    for c in sorted(state.card_holder):
        if state.card_holder[c] == p:
            if creditor == BANK:
                del state.card_holder[c]
                state.piles[game.card_deck[c]].append(c)
            else:
                state.card_holder[c] = creditor
                state.emit(_EV_JAIL_CARD_CHANGED_HANDS, (("card", game.card_ids[c]), ("from_player", p),
                                                         ("to_player", creditor)))
    if p == state.turn:
        state.queue.clear()
        state.extra_roll = False
    do_bankrupt(state, a)
    if state.phase is Phase.GAME_OVER:
        return
    steps = []
    for d in held:
        if creditor == BANK:
            if game.house_rules.auctions:
                steps.append(Step(STEP_AUCTION, d))
        elif state.mortgaged[d]:
            state.interest_paid[d] = True
            state.restamp()
            steps.append(Step(STEP_PAY, creditor, BANK, interest(state, d), _FOR_INTEREST, d))
    state.queue[0:0] = steps


def after_bankruptcy(state: TradState, p: int, creditor: int) -> None:
    """``p`` is out of the game; the last player standing wins, else play goes on."""
    state.debt = None
    state.out[p] = True
    state.out_order.append(p)
    state.in_jail[p] = False
    state.restamp()
    state.emit(_EV_PLAYER_OUT, (("player", p),))
    if not end_if_one_left(state):
        resume(state)


_PAY_DEBT: Final = PayDebt()
