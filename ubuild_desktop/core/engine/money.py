"""Money: transfers, debts, rent, mortgages, bankruptcy and the final tally.

Every change of cash goes through :meth:`MoneyMixin._transfer`, which logs a
:class:`Transaction` and an event; ``_charge`` pays now or opens a :class:`Debt` (the
RAISE_FUNDS phase) that ``PayDebt`` settles or ``DeclareBankruptcy`` ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NamedTuple

from ..cards import format_money
from .actions import DeclareBankruptcy, Mortgage, PayDebt, Unmortgage
from .deals import DealsMixin
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

if TYPE_CHECKING:
    from .state import State


class Debt(NamedTuple):
    debtor: int
    creditor: int  # a player or BANK
    amount: int
    reason: str


class Standing(NamedTuple):
    """One line of the final tally."""

    rank: int
    player: int
    name: str
    cash: int
    districts: int  # rent values of unmortgaged districts
    total: int
    bankrupt: bool


class MoneyMixin(DealsMixin):  # one chain of single bases: see state.py
    """The money rules of :class:`State`: transfers, debts, rent, mortgages, bankruptcy."""

    # ------------------------------------------------------------------ money

    def _transfer(self: State, payer: int, payee: int, amount: int, reason: str) -> None:
        """The one place cash changes: log the transaction and the event."""
        if amount <= 0:
            return
        if payer == BANK:
            self.bank_paid += amount
        else:
            self.cash[payer] = self.cash[payer] - amount
        if payee == BANK:
            self.bank_received += amount
        else:
            self.cash[payee] = self.cash[payee] + amount
        self.transactions.append(_tuple_new(_TRANSACTION, (payer, payee, amount, reason)))
        t = self._t
        self._emit("money_moved", (
            t.payer_pair[payer + 1], t.payee_pair[payee + 1], ("amount", amount), ("reason", reason),
        ))

    def _charge(self: State, payer: int, payee: int, amount: int, reason: str) -> bool:
        """Pay now if possible; else open a debt (RAISE_FUNDS) and return False."""
        if amount <= 0:
            return True
        if self.cash[payer] >= amount:
            self._transfer(payer, payee, amount, reason)
            return True
        self.debt = Debt(payer, payee, amount, reason)
        self.phase = Phase.RAISE_FUNDS
        self._emit("debt", (("player", payer), ("creditor", payee), ("amount", amount), ("reason", reason)))
        return False

    # ------------------------------------------------------------------ rent

    def _base_rent(self: State, d: int) -> int:
        counted = self.industrial[d] + (0 if self.hazard_touch[d] else self.residential[d])
        return self._t.rent_row[d][counted]

    def _doubled(self: State, d: int) -> bool:
        if self.group_skyscraper[self._t.group[d]]:
            return True
        t = self.tower_district
        return t >= 0 and self.owner[t] == self.owner[d] and self.owner[d] >= 0

    def _rent(self: State, d: int) -> int:
        base = self._base_rent(d)
        return base * 2 if self._doubled(d) else base

    def _salary(self: State, p: int) -> int:
        s = self.stadium_district
        return STADIUM_SALARY if s >= 0 and self.owner[s] == p else SALARY

    def _owns_group(self: State, p: int, g: int) -> bool:
        """Whether ``p`` owns colour group ``g`` whole (``Tables.group_whole_count``)."""
        owner, t = self.owner, self._t
        count = 0
        for x in t.group_members[g]:
            if owner[x] == p:
                count += 1
        return count == t.group_whole_count[g]

    def _whole_groups(self: State, p: int) -> list[int]:
        """The colour groups ``p`` owns whole, in group order."""
        return [g for g in range(len(self._t.group_members)) if self._owns_group(p, g)]

    def _raisable(self: State, p: int) -> int:
        """Cash plus the mortgage value of every unmortgaged district ``p`` owns."""
        owner, mortgaged = self.owner, self.mortgaged
        return self.cash[p] + sum(
            self._base_rent(d) for d in range(len(owner)) if owner[d] == p and not mortgaged[d]
        )

    # ------------------------------------------------------------------ tally

    def tally(self: State) -> list[Standing]:
        """Cash + rent values of unmortgaged districts, richest first (ties share a rank)."""
        rows = []
        for p, name in enumerate(self.game.players):
            value = sum(
                self._rent(d) for d in range(len(self.owner)) if self.owner[d] == p and not self.mortgaged[d]
            )
            bankrupt = p == self.bankrupt
            cash = 0 if bankrupt else self.cash[p]
            value = 0 if bankrupt else value
            rows.append((p, name, cash, value, cash + value, bankrupt))
        rows.sort(key=lambda r: (r[5], -r[4], r[0]))
        out: list[Standing] = []
        for i, (p, name, cash, value, total, bankrupt) in enumerate(rows):
            if i and not bankrupt and not rows[i - 1][5] and rows[i - 1][4] == total:
                rank = out[-1].rank
            else:
                rank = i + 1
            out.append(Standing(rank, p, name, cash, value, total, bankrupt))
        return out

    # ------------------------------------------------------------------ checks

    def _check_mortgage(self: State, a: Mortgage, p: int) -> str | None:
        d = self._district_index(a.district)
        if self.owner[d] != p:
            return NOT_YOURS
        return MORTGAGED_ALREADY if self.mortgaged[d] else None

    def _check_unmortgage(self: State, a: Unmortgage, p: int) -> str | None:
        d = self._district_index(a.district)
        if self.owner[d] != p:
            return NOT_YOURS
        if not self.mortgaged[d]:
            return NOT_MORTGAGED
        value = self._base_rent(d)
        return None if self.cash[p] >= value else UNMORTGAGE_COSTS.format(price=format_money(value))

    def _check_pay_debt(self: State, a: PayDebt, p: int) -> str | None:
        assert self.debt is not None
        return None if self.cash[p] >= self.debt.amount else (
            OWE_AND_HAVE.format(debt=format_money(self.debt.amount), cash=format_money(self.cash[p]))
        )

    def _check_bankrupt(self: State, a: DeclareBankruptcy, p: int) -> str | None:
        assert self.debt is not None
        raisable = self._raisable(p)
        if raisable >= self.debt.amount:
            return CAN_STILL_RAISE.format(amount=format_money(raisable))
        return None

    # ------------------------------------------------------------------ handlers

    def _do_mortgage(self: State, a: Mortgage) -> None:
        p = self.current_player
        d = self.game.district_by_id[a.district]
        value = self._base_rent(d)
        self.mortgaged[d] = True
        self._transfer(BANK, p, value, "mortgage")
        self._emit("mortgaged", (
            ("player", p),
            ("district", a.district),
            ("name", self.game.districts[d].card.name),
            ("value", value),
        ))

    def _do_unmortgage(self: State, a: Unmortgage) -> None:
        p = self.current_player
        d = self.game.district_by_id[a.district]
        value = self._base_rent(d)
        self._transfer(p, BANK, value, "mortgage repaid")
        self.mortgaged[d] = False
        self._emit("unmortgaged", (
            ("player", p),
            ("district", a.district),
            ("name", self.game.districts[d].card.name),
            ("value", value),
        ))

    def _do_pay_debt(self: State, a: PayDebt) -> None:
        debt = self.debt
        assert debt is not None
        self.debt = None
        self._transfer(debt.debtor, debt.creditor, debt.amount, debt.reason)
        self._emit("debt_paid", (("player", debt.debtor), ("creditor", debt.creditor), ("amount", debt.amount)))
        self._run()

    def _do_bankrupt(self: State, a: DeclareBankruptcy) -> None:
        debt = self.debt
        assert debt is not None
        p, creditor = debt.debtor, debt.creditor
        self._transfer(p, creditor, self.cash[p], "bankruptcy")
        for d in range(len(self.owner)):
            if self.owner[d] != p:
                continue
            to = creditor if creditor != BANK and not self.mortgaged[d] else BANK
            self.owner[d] = to
            if to == BANK:
                self.mortgaged[d] = False
            self._emit("district_changed_hands", (
                ("district", self.game.districts[d].card.id),
                ("name", self.game.districts[d].card.name),
                ("from_player", p),
                ("to_player", to),
            ))
        self.bankrupt = p
        self.queue.clear()
        self.phase = Phase.GAME_OVER
        self.end_reason = END_BANKRUPTCY
        self._emit("bankrupt", (("player", p), ("creditor", creditor), ("amount", debt.amount)))
        self._emit("game_over", (("standings", tuple(s.player for s in self.tally())), ("reason", END_BANKRUPTCY)))


# Transaction(payer, payee, amount, reason) built by tuple.__new__ itself, as state.py
# builds events (see there).
_tuple_new: Final = tuple.__new__
_TRANSACTION: Final = Transaction
