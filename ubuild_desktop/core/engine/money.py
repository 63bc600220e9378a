"""Money: transfers, debts, rent, mortgages, bankruptcy and the final tally.

Every change of cash goes through :func:`transfer`, which logs a
:class:`Transaction` and an event; :func:`charge` pays now or opens a :class:`Debt` (the
RAISE_FUNDS phase) that ``PayDebt`` settles or ``DeclareBankruptcy`` ends.
"""

from __future__ import annotations

from typing import Final

from ..cards import format_money
from .actions import Action, DeclareBankruptcy, Mortgage, PayDebt, Unmortgage
from .events import BANK, Transaction
from .game import SALARY, STADIUM_SALARY
from .phases import END_BANKRUPTCY, Phase
from .refusals import (
    CAN_STILL_RAISE,
    MORTGAGED_ALREADY,
    NOT_MORTGAGED,
    NOT_YOURS,
    OWE_AND_HAVE,
    UNMORTGAGE_COSTS,
)
from .data import StateData, resume
from .records import Debt, Standing

# When a player may mortgage: before the roll, while deciding to buy (to raise the price),
# after the roll, and to raise funds for a debt; and when a mortgage may be lifted: on
# the player's own turn, before or after the roll. (The rule table accepts Mortgage and
# Unmortgage in these phases; the mortgage lister lists lifts only in LIFT_PHASES.)
MORTGAGE_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.BUY, Phase.POST_ROLL, Phase.RAISE_FUNDS})
LIFT_PHASES: Final = frozenset({Phase.PRE_ROLL, Phase.POST_ROLL})


def transfer(state: StateData, payer: int, payee: int, amount: int, reason: str) -> None:
    """The one place cash changes: log the transaction and the event."""
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
    state.transactions.append(_tuple_new(_TRANSACTION, (payer, payee, amount, reason)))
    t = state.tables
    state.emit("money_moved", (
        t.payer_pair[payer + 1], t.payee_pair[payee + 1], ("amount", amount), ("reason", reason),
    ))


def charge(state: StateData, payer: int, payee: int, amount: int, reason: str) -> bool:
    """Pay now if possible; else open a debt (RAISE_FUNDS) and return False."""
    if amount <= 0:
        return True
    if state.cash[payer] >= amount:
        transfer(state, payer, payee, amount, reason)
        return True
    state.debt = Debt(payer, payee, amount, reason)
    state.phase = Phase.RAISE_FUNDS
    state.emit("debt", (("player", payer), ("creditor", payee), ("amount", amount), ("reason", reason)))
    return False


# ------------------------------------------------------------------ rent
#
# The book's rent rule, written once (GAME_MODEL.md section 6, docs/RULES.md "Buying,
# auctions, rent"): no counted blocks -> land rent; else the card's rent for the number of
# counted blocks, where a district touched by a hazard counts its industrial blocks only;
# doubled (once, never four times) if a skyscraper stands in its colour group or its owner
# owns the Tower; a mortgaged district charges nothing. The engine, the queries, the
# computer players' board view and the play view all reach it through these functions.


def counted_blocks(residential: int, industrial: int, hazard: bool) -> int:
    """The blocks a district's rent counts: its industrial blocks, and its residential
    ones too unless a hazard touches it (``hazard``)."""
    return industrial if hazard else industrial + residential


def doubles(skyscraper_in_group: bool, owner: int, tower_owner: int) -> bool:
    """Whether a district held by ``owner`` charges double: a skyscraper stands in its
    colour group, or its owner owns the Tower (``tower_owner``: who owns the district the
    Tower stands next to, -1 if nobody). Both together still double once."""
    return skyscraper_in_group or (owner >= 0 and owner == tower_owner)


def rent(rents: tuple[int, ...], counted: int, doubled: bool) -> int:
    """The rent of a district whose card's rents are ``rents`` (``Tables.rent_row[d]``:
    ``rents[0]`` the land rent, ``rents[n]`` the rent for ``n`` counted blocks, up to
    ``MAX_BLOCKS``), with ``counted`` counted blocks, doubled or not."""
    card_rent = rents[counted]
    return card_rent * 2 if doubled else card_rent


def counted_now(state: StateData, d: int) -> int:
    """District ``d``'s counted blocks now."""
    return counted_blocks(state.residential[d], state.industrial[d], state.hazard_touch[d] > 0)


def tower_owner(state: StateData) -> int:
    """Who owns the district the Tower stands next to (-1: no Tower, or the bank's)."""
    t = state.tower_district
    return state.owner[t] if t >= 0 else -1


def doubled(state: StateData, d: int) -> bool:
    """Whether district ``d`` charges double now (see :func:`doubles`)."""
    return doubles(state.group_skyscraper[state.tables.group[d]], state.owner[d], tower_owner(state))


def base_rent(state: StateData, d: int) -> int:
    """District ``d``'s rent counting blocks only, without doubling: its mortgage value
    (what a mortgage raises, and what lifting it costs)."""
    return rent(state.tables.rent_row[d], counted_now(state, d), False)


def rent_of(state: StateData, d: int) -> int:
    """What a lander pays on district ``d`` now if its owner holds it unmortgaged: its rent
    value, doubling included."""
    return rent(state.tables.rent_row[d], counted_now(state, d), doubled(state, d))


def rent_values(state: StateData, p: int) -> int:
    """The rent values (doubling included) of ``p``'s unmortgaged districts."""
    owner, mortgaged = state.owner, state.mortgaged
    value = 0
    for d in range(len(owner)):
        if owner[d] == p and not mortgaged[d]:
            value += rent_of(state, d)
    return value


def net_worth(state: StateData, p: int) -> int:
    """What the final tally counts for ``p``: cash plus the rent values (doubling included)
    of their unmortgaged districts (GAME_MODEL.md section 6: "as another player would pay")."""
    return state.cash[p] + rent_values(state, p)


def salary(state: StateData, p: int) -> int:
    s = state.stadium_district
    return STADIUM_SALARY if s >= 0 and state.owner[s] == p else SALARY


def owns_group(state: StateData, p: int, g: int) -> bool:
    """Whether ``p`` owns colour group ``g`` whole (``Tables.group_whole_count``)."""
    owner, t = state.owner, state.tables
    count = 0
    for x in t.group_members[g]:
        if owner[x] == p:
            count += 1
    return count == t.group_whole_count[g]


def whole_groups(state: StateData, p: int) -> list[int]:
    """The colour groups ``p`` owns whole, in group order."""
    return [g for g in range(len(state.tables.group_members)) if owns_group(state, p, g)]


def most_raisable(state: StateData, p: int) -> int:
    """Cash plus the mortgage value of every unmortgaged district ``p`` owns."""
    owner, mortgaged = state.owner, state.mortgaged
    return state.cash[p] + sum(
        base_rent(state, d) for d in range(len(owner)) if owner[d] == p and not mortgaged[d]
    )


def tally(state: StateData) -> list[Standing]:
    """Every player's :func:`net_worth`, richest first (ties share a rank); the bankrupt
    player, if any, last with nothing."""
    rows = []
    for p, name in enumerate(state.game.players):
        bankrupt = p == state.bankrupt
        cash = 0 if bankrupt else state.cash[p]
        total = 0 if bankrupt else net_worth(state, p)
        rows.append((p, name, cash, total - cash, total, bankrupt))
    rows.sort(key=lambda r: (r[5], -r[4], r[0]))
    out: list[Standing] = []
    for i, (p, name, cash, value, total, bankrupt) in enumerate(rows):
        if i and not bankrupt and not rows[i - 1][5] and rows[i - 1][4] == total:
            rank = out[-1].rank
        else:
            rank = i + 1
        out.append(Standing(rank, p, name, cash, value, total, bankrupt))
    return out


def check_mortgage(state: StateData, a: Mortgage, p: int) -> str | None:
    d = state.district_index(a.district)
    if state.owner[d] != p:
        return NOT_YOURS
    return MORTGAGED_ALREADY if state.mortgaged[d] else None


def check_unmortgage(state: StateData, a: Unmortgage, p: int) -> str | None:
    d = state.district_index(a.district)
    if state.owner[d] != p:
        return NOT_YOURS
    if not state.mortgaged[d]:
        return NOT_MORTGAGED
    value = base_rent(state, d)
    return None if state.cash[p] >= value else UNMORTGAGE_COSTS.format(price=format_money(value))


def check_pay_debt(state: StateData, a: PayDebt, p: int) -> str | None:
    assert state.debt is not None
    return None if state.cash[p] >= state.debt.amount else (
        OWE_AND_HAVE.format(debt=format_money(state.debt.amount), cash=format_money(state.cash[p]))
    )


def check_bankrupt(state: StateData, a: DeclareBankruptcy, p: int) -> str | None:
    assert state.debt is not None
    raisable = most_raisable(state, p)
    if raisable >= state.debt.amount:
        return CAN_STILL_RAISE.format(amount=format_money(raisable))
    return None


def do_mortgage(state: StateData, a: Mortgage) -> None:
    p = state.current_player
    d = state.game.district_by_id[a.district]
    value = base_rent(state, d)
    state.mortgaged[d] = True
    transfer(state, BANK, p, value, "mortgage")
    state.emit("mortgaged", (
        ("player", p),
        ("district", a.district),
        ("name", state.game.districts[d].card.name),
        ("value", value),
    ))


def do_unmortgage(state: StateData, a: Unmortgage) -> None:
    p = state.current_player
    d = state.game.district_by_id[a.district]
    value = base_rent(state, d)
    transfer(state, p, BANK, value, "mortgage repaid")
    state.mortgaged[d] = False
    state.emit("unmortgaged", (
        ("player", p),
        ("district", a.district),
        ("name", state.game.districts[d].card.name),
        ("value", value),
    ))


def do_pay_debt(state: StateData, a: PayDebt) -> None:
    debt = state.debt
    assert debt is not None
    state.debt = None
    transfer(state, debt.debtor, debt.creditor, debt.amount, debt.reason)
    state.emit("debt_paid", (("player", debt.debtor), ("creditor", debt.creditor), ("amount", debt.amount)))
    resume(state)


def do_bankrupt(state: StateData, a: DeclareBankruptcy) -> None:
    debt = state.debt
    assert debt is not None
    p, creditor = debt.debtor, debt.creditor
    transfer(state, p, creditor, state.cash[p], "bankruptcy")
    for d in range(len(state.owner)):
        if state.owner[d] != p:
            continue
        to = creditor if creditor != BANK and not state.mortgaged[d] else BANK
        state.owner[d] = to
        if to == BANK:
            state.mortgaged[d] = False
        state.emit("district_changed_hands", (
            ("district", state.game.districts[d].card.id),
            ("name", state.game.districts[d].card.name),
            ("from_player", p),
            ("to_player", to),
        ))
    state.bankrupt = p
    state.queue.clear()
    state.phase = Phase.GAME_OVER
    state.end_reason = END_BANKRUPTCY
    state.emit("bankrupt", (("player", p), ("creditor", creditor), ("amount", debt.amount)))
    state.emit("game_over", (("standings", tuple(s.player for s in tally(state))), ("reason", END_BANKRUPTCY)))


def owned_districts(state: StateData, p: int) -> list[int]:
    """The districts ``p`` owns, in track order."""
    # A comprehension finds them faster than testing each district in a loop.
    return [d for d, o in enumerate(state.owner) if o == p]


# Transaction(payer, payee, amount, reason) built by tuple.__new__ itself, as state.py
# builds events (see there).
_tuple_new: Final = tuple.__new__
_TRANSACTION: Final = Transaction


# ------------------------------------------------------------------ listers (see rules.ACTIONS)

_PAY_DEBT: Final = PayDebt()  # actions without fields: one shared instance each
_BANKRUPT: Final = DeclareBankruptcy()


def list_pay_debt(state: StateData, p: int, out: list[Action]) -> None:
    assert state.debt is not None
    if state.cash[p] >= state.debt.amount:
        out.append(_PAY_DEBT)


def list_mortgages(state: StateData, p: int, out: list[Action]) -> None:
    """Mortgages and, where the phase allows lifting one (``LIFT_PHASES``), lifts, district
    by district in track order."""
    mortgaged, t = state.mortgaged, state.tables
    lift = state.phase in LIFT_PHASES
    cash = state.cash[p]
    for d in owned_districts(state, p):
        if not mortgaged[d]:
            out.append(t.mortgage[d])
        elif lift and cash >= base_rent(state, d):
            out.append(t.unmortgage[d])


def list_bankruptcy(state: StateData, p: int, out: list[Action]) -> None:
    assert state.debt is not None
    if most_raisable(state, p) < state.debt.amount:
        out.append(_BANKRUPT)
