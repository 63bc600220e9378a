"""Money: transfers, debts, mortgages, bankruptcy and the final tally, for every rule set.

Every change of cash goes through :func:`transfer`, which logs a :class:`Transaction` and
an event; :func:`charge` pays now or opens a :class:`Debt` (the RAISE_FUNDS phase) that
``PayDebt`` settles or ``DeclareBankruptcy`` ends. The amounts (a mortgage's value, the
cost of lifting it, what a debtor can still raise, a player's net worth)
and what follows a bankruptcy come from the state's rule book (:mod:`.book`).
"""

from __future__ import annotations

from typing import Any, Final

from .refusals import Refusal
from .event_kinds import EventKind, PaymentReason
from .events import BANK, Transaction
from .actions import Action, DeclareBankruptcy, Mortgage, PayDebt, Unmortgage
from .phases import Phase
from .records import Debt, Standing
from .refusals import CAN_STILL_RAISE, MORTGAGED_ALREADY, NOT_MORTGAGED, NOT_YOURS, OWE_AND_HAVE, UNMORTGAGE_COSTS
from .state import GameState, resume

# The enum members this module uses, Final: the compiled build keeps each in a C variable
# instead of looking it up on its enum at every use.
_EV_BANKRUPT: Final = EventKind.BANKRUPT
_EV_DEBT: Final = EventKind.DEBT
_EV_DEBT_PAID: Final = EventKind.DEBT_PAID
_EV_DISTRICT_CHANGED_HANDS: Final = EventKind.DISTRICT_CHANGED_HANDS
_EV_MONEY_MOVED: Final = EventKind.MONEY_MOVED
_EV_MORTGAGED: Final = EventKind.MORTGAGED
_EV_UNMORTGAGED: Final = EventKind.UNMORTGAGED
_FOR_BANKRUPTCY: Final = PaymentReason.BANKRUPTCY
_FOR_MORTGAGE: Final = PaymentReason.MORTGAGE
_FOR_MORTGAGE_REPAID: Final = PaymentReason.MORTGAGE_REPAID
_FOR_FAIR_START: Final = PaymentReason.FAIR_START


def transfer(state: GameState, payer: int, payee: int, amount: int, reason: PaymentReason, about: int = -1) -> None:
    """The one place cash changes: log the transaction and the event. ``about``: the
    property the payment is about (rent, a purchase...), or -1."""
    if amount <= 0:
        return
    if payer == BANK:
        state.bank_paid += amount
    else:
        state.cash[payer] = state.cash[payer] - amount
    if payee == BANK:
        state.bank_received += amount
    else:
        state.cash[payee] = state.cash[payee] + amount
    state.transactions.append(Transaction(payer, payee, amount, reason, about))
    if about < 0:
        state.emit(_EV_MONEY_MOVED, (
            state.payer_pair[payer + 1], state.payee_pair[payee + 1], ("amount", amount), ("reason", reason),
        ))
    else:
        state.emit(_EV_MONEY_MOVED, (
            state.payer_pair[payer + 1], state.payee_pair[payee + 1], ("amount", amount), ("reason", reason),
            state.about_pair[about],
        ))


def grant_fair_start(state: GameState, first: int, amounts: tuple[int, ...]) -> None:
    """The Fair start house rule (both games): once the first player is known, the bank
    pays each player the amount of their place in the turn order (``amounts[0]``: the
    first player's, usually nothing). Part of the game's setup: the amounts are the game's,
    the first player the recorded roll-off's, so a replay pays the same."""
    n = len(state.player_names)
    for place in range(min(n, len(amounts))):
        transfer(state, BANK, (first + place) % n, amounts[place], _FOR_FAIR_START)


def charge(state: GameState, payer: int, payee: int, amount: int, reason: PaymentReason, about: int = -1) -> bool:
    """Pay now if possible; else open a debt (RAISE_FUNDS) and return False."""
    if amount <= 0:
        return True
    if state.cash[payer] >= amount:
        transfer(state, payer, payee, amount, reason, about)
        return True
    state.debt = Debt(payer, payee, amount, reason, about)
    state.phase = Phase.RAISE_FUNDS
    data: tuple[Any, ...] = (("player", payer), ("creditor", payee), ("amount", amount), ("reason", reason))
    state.emit(_EV_DEBT, data if about < 0 else (*data, state.about_pair[about]))
    return False


def tally(state: GameState) -> list[Standing]:
    """Every player's net worth (``RuleBook.net_worth``), richest first (ties share a
    rank); the bankrupt player, if any, last with nothing."""
    book = state.book
    lines = []
    for p, name in enumerate(state.player_names):
        bankrupt = p == state.bankrupt
        cash = 0 if bankrupt else state.cash[p]
        total = 0 if bankrupt else book.net_worth(state, p)
        lines.append((p, name, cash, total - cash, total, bankrupt))
    lines.sort(key=lambda r: (r[5], -r[4], r[0]))
    out: list[Standing] = []
    for i, (p, name, cash, value, total, bankrupt) in enumerate(lines):
        if i and not bankrupt and not lines[i - 1][5] and lines[i - 1][4] == total:
            rank = out[-1].rank
        else:
            rank = i + 1
        out.append(Standing(rank, p, name, cash, value, total, bankrupt))
    return out


# ------------------------------------------------------------------ checks (see the rule table)


def check_mortgage(state: GameState, a: Mortgage, p: int) -> Refusal | None:
    d = state.book.property_index(state, a.district)
    if state.owner[d] != p:
        return NOT_YOURS
    return MORTGAGED_ALREADY if state.mortgaged[d] else None


def check_unmortgage(state: GameState, a: Unmortgage, p: int) -> Refusal | None:
    book = state.book
    d = book.property_index(state, a.district)
    if state.owner[d] != p:
        return NOT_YOURS
    if not state.mortgaged[d]:
        return NOT_MORTGAGED
    cost = book.lift_cost(state, d)
    return None if state.cash[p] >= cost else Refusal(UNMORTGAGE_COSTS, {"price": cost}, book)


def check_pay_debt(state: GameState, a: PayDebt, p: int) -> Refusal | None:
    assert state.debt is not None
    return None if state.cash[p] >= state.debt.amount else (
        Refusal(OWE_AND_HAVE, {"debt": state.debt.amount, "cash": state.cash[p]}, state.book)
    )


def check_bankrupt(state: GameState, a: DeclareBankruptcy, p: int) -> Refusal | None:
    assert state.debt is not None
    raisable = state.book.raisable(state, p)
    if raisable >= state.debt.amount:
        return Refusal(CAN_STILL_RAISE, {"amount": raisable}, state.book)
    return None


# ------------------------------------------------------------------ handlers (see the rule table)


def do_mortgage(state: GameState, a: Mortgage) -> None:
    p = state.current_player
    book = state.book
    d = book.property_index(state, a.district)
    value = book.mortgage_value(state, d)
    state.set_mortgaged(d, True)
    transfer(state, BANK, p, value, _FOR_MORTGAGE, d)
    state.emit(_EV_MORTGAGED, (
        ("player", p),
        ("district", a.district),
        ("name", book.property_name(state, d)),
        ("value", value),
    ))


def do_unmortgage(state: GameState, a: Unmortgage) -> None:
    p = state.current_player
    book = state.book
    d = book.property_index(state, a.district)
    value = book.lift_cost(state, d)
    transfer(state, p, BANK, value, _FOR_MORTGAGE_REPAID, d)
    state.set_mortgaged(d, False)
    state.emit(_EV_UNMORTGAGED, (
        ("player", p),
        ("district", a.district),
        ("name", book.property_name(state, d)),
        ("value", value),
    ))


def do_pay_debt(state: GameState, a: PayDebt) -> None:
    debt = state.debt
    assert debt is not None
    state.debt = None
    transfer(state, debt.debtor, debt.creditor, debt.amount, debt.reason, debt.about)
    state.emit(_EV_DEBT_PAID, (("player", debt.debtor), ("creditor", debt.creditor), ("amount", debt.amount)))
    resume(state)


def do_bankrupt(state: GameState, a: DeclareBankruptcy) -> None:
    """The debtor gives up: their cash goes to the creditor, each property to its heir
    (``RuleBook.heir``; one that goes to the bank is no longer mortgaged), then the rule
    book says what follows (``RuleBook.after_bankruptcy``)."""
    debt = state.debt
    assert debt is not None
    book = state.book
    p, creditor = debt.debtor, debt.creditor
    transfer(state, p, creditor, state.cash[p], _FOR_BANKRUPTCY)
    for d in range(len(state.owner)):
        if state.owner[d] != p:
            continue
        to = book.heir(state, d, creditor)
        state.set_owner(d, to)
        if to == BANK:
            state.set_mortgaged(d, False)
        state.emit(_EV_DISTRICT_CHANGED_HANDS, (
            ("district", book.property_id(state, d)),
            ("name", book.property_name(state, d)),
            ("from_player", p),
            ("to_player", to),
        ))
    state.bankrupt = p
    state.emit(_EV_BANKRUPT, (("player", p), ("creditor", creditor), ("amount", debt.amount)))
    book.after_bankruptcy(state, p, creditor)


# ------------------------------------------------------------------ listers (see the rule table)

_PAY_DEBT: Final = PayDebt()  # actions without fields: one shared instance each
_BANKRUPT: Final = DeclareBankruptcy()


def list_pay_debt(state: GameState, p: int, out: list[Action]) -> None:
    assert state.debt is not None
    if state.cash[p] >= state.debt.amount:
        out.append(_PAY_DEBT)


def list_bankruptcy(state: GameState, p: int, out: list[Action]) -> None:
    assert state.debt is not None
    if state.book.raisable(state, p) < state.debt.amount:
        out.append(_BANKRUPT)
